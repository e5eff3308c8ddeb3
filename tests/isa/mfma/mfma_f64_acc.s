// v_mfma_f64_16x16x4f64 accumulating in place in AccVGPRs (ACC_CD: C and D
// both a[0:7], four register pairs read and written pair by pair).  Every
// lane of A holds 1.5, of B 2.0 and of C 0.5, so each element is
// 0.5 + 4 * (1.5 * 2.0) = 12.5, whatever the layout.
// accum_offset 64: a<n> is unified register 64 + n.
;; init accum_offset = 64
;; init v0 = f64lo(1.5)
;; init v1 = f64hi(1.5)
;; init v2 = f64lo(2.0)
;; init v3 = f64hi(2.0)
;; init a0 = f64lo(0.5)
;; init a1 = f64hi(0.5)
;; init a2 = f64lo(0.5)
;; init a3 = f64hi(0.5)
;; init a4 = f64lo(0.5)
;; init a5 = f64hi(0.5)
;; init a6 = f64lo(0.5)
;; init a7 = f64hi(0.5)
v_mfma_f64_16x16x4f64 a[0:7], v[0:1], v[2:3], a[0:7]
s_nop 7
s_nop 7
s_endpgm
;; expect a0 = f64lo(12.5)
;; expect a1 = f64hi(12.5)
;; expect a2 = f64lo(12.5)
;; expect a3 = f64hi(12.5)
;; expect a4 = f64lo(12.5)
;; expect a5 = f64hi(12.5)
;; expect a6 = f64lo(12.5)
;; expect a7 = f64hi(12.5)
