// Fault suite (scripts/fault_tests.py), LSU point 4: one load response lost
// (its data never written, no LATE beat).  The checker must stop at the
// s_waitcnt that waits for it (PC 0x14); without the fault the test passes.
// FAULT kind=4 n=1 pc=0x14 report="has not come back"
;; mem 0x10000 0x1000
;; init mem 0x10000 u32 [11, 22, 33, 44]
;; init s0 = 0x10000
;; init s1 = 0
;; init v0 = (l % 4) * 4
s_nop 0                          // 0x0
global_load_dword v1, v0, s[0:1] // 0x4 (8 bytes)
s_nop 0                          // 0xc
s_nop 0                          // 0x10
s_waitcnt vmcnt(0)               // 0x14
v_add_u32 v2, v1, 1              // 0x18
s_endpgm
;; expect v1 = [11, 22, 33, 44][l % 4]
;; expect v2 = [12, 23, 34, 45][l % 4]
