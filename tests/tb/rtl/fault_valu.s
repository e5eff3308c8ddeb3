// Fault suite (scripts/fault_tests.py), VALU point 1: bit 0 of one lane of a
// VALU result flipped.  The point counts VGPR quarter writes (four per wave64
// instruction), so the 5th is the first quarter of the 2nd VALU instruction
// (PC 0x8): the checker must report the VGPR lanes that differ there; without
// the fault the test passes.
// FAULT kind=1 n=5 pc=0x8 report="VGPR 2: lanes differ"
s_mov_b32 s0, 7
v_mov_b32 v1, s0                 // 0x4: VALU instruction 1
v_add_u32 v2, v1, v1             // 0x8: VALU instruction 2 (faulty)
v_add_u32 v3, v2, 1              // 0xc
s_endpgm
;; expect v2 = 14
;; expect v3 = 15
