// One v_mfma_f32_4x4x1f32 worked by hand: 16 blocks of D = A * B + C, A[i][0]
// of block b in lane 4b+i, B[0][j] in lane 4b+j, C/D[i][j] in register i,
// lane 4b+j (../shared/reference/mfma.md).  A = lane, B = 2, C = 1, so
// D[i][j] of block b = 2*(4b+i) + 1 in register i, lane 4b+j.  AccVGPR C/D.
;; init v0 = f32(l)
;; init v1 = f32(2.0)
;; init a4 = f32(1.0)
;; init a5 = f32(1.0)
;; init a6 = f32(1.0)
;; init a7 = f32(1.0)
v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[4:7]
s_nop 7
s_endpgm
;; expect a0 = f32(2 * (4 * (l // 4) + 0) + 1)
;; expect a1 = f32(2 * (4 * (l // 4) + 1) + 1)
;; expect a2 = f32(2 * (4 * (l // 4) + 2) + 1)
;; expect a3 = f32(2 * (4 * (l // 4) + 3) + 1)
