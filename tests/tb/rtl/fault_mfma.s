// Fault suite (scripts/fault_tests.py), matrix-core point 5: bit 0 of the
// first dot lane's step result flipped.  The point counts the core's steps;
// the 1st is element 0 of the first D row (v2, lane 0) of the MFMA at PC 0:
// the checker must report the VGPR lanes that differ there; without the
// fault the test passes.  D[i][j] of block b = 2 * (4b + i) + 1 (as
// tests/isa/mfma/mfma_small.s, with C the inline constant 1.0).
// FAULT kind=5 n=1 pc=0x0 report="VGPR 2: lanes differ"
;; init v0 = f32(l)
;; init v1 = f32(2.0)
v_mfma_f32_4x4x1f32 v[2:5], v0, v1, 1.0
s_nop 7
s_endpgm
;; expect v2 = f32(2 * (4 * (l // 4) + 0) + 1)
;; expect v3 = f32(2 * (4 * (l // 4) + 1) + 1)
;; expect v4 = f32(2 * (4 * (l // 4) + 2) + 1)
;; expect v5 = f32(2 * (4 * (l // 4) + 3) + 1)
