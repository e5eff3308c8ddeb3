// A scalar load from unmapped memory stops the wave with a memory trap.
;; mem 0x10000 0x100
;; init s0 = 0x20000
;; init s1 = 0
s_load_dword s4, s[0:1], 0x0
s_endpgm
;; expect trap = memory
