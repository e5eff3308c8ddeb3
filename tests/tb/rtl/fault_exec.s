// Fault suite (scripts/fault_tests.py), VALU point 2: one EXEC bit dropped
// for a VALU instruction, so one lane is not written.  At the 1st VALU
// instruction (PC 0x8) the checker must report the lanes written differ;
// without the fault the test passes.
// FAULT kind=2 n=1 pc=0x8 report="VGPR 1: lanes differ"
s_mov_b32 s0, 0x1234             // 0x0 (with its literal)
v_mov_b32 v1, s0                 // 0x8: VALU instruction 1 (one lane dropped)
v_add_u32 v2, v1, 1              // 0xc
s_endpgm
;; expect v1 = 0x1234
;; expect v2 = 0x1235
