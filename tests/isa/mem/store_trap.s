// An active lane storing to unmapped memory stops the wave with a memory trap.
;; mem 0x20000 0x100
;; init exec = 0x3
;; init v0 = 0x20000 if l == 0 else 0x90000
;; init v1 = 0
global_store_dword v[0:1], v0, off
s_endpgm
;; expect trap = memory
