// VOP3P (split from packed.s): v_fma_mix* (f16 or f32 sources, neg_hi is
// abs, mixlo/mixhi keep the other half), v_dot2_f32_f16 and the VOP2 "c"
// form v_dot2c_f32_f16.  v1 = {l, l + 0.5}, v2 = {-4, 2.25} as f16 {hi, lo};
// v10 = l + 0.5 as f32.
;; init mode = 0x3f0
;; init v1 = f16(l) << 16 | f16(l + 0.5)
;; init v2 = f16(-4.0) << 16 | f16(2.25)
;; init v10 = f32(l + 0.5)
;; init v23 = 0xdead0000
;; init v24 = 0xbeef
;; init v27 = f32(1.0)
;; expect v22 = f32((l + 0.5) ** 2 + 2.25)
;; expect v23 = 0xdead0000 | f16((l + 0.5) * 2.25 + l + 0.5)
;; expect v24 = f16(-4 * l + l + 0.5) << 16 | 0xbeef
;; expect v25 = f32(4 * l)
;; expect v26 = f32((l + 0.5) * 2.25 - 4 * l + l + 0.5)
;; expect v27 = f32((l + 0.5) * 2.25 - 4 * l + 1)
v_fma_mix_f32 v22, v1, v10, v2 op_sel_hi:[1,0,1]
v_fma_mixlo_f16 v23, v1, v2, v10 op_sel_hi:[1,1,0]
v_fma_mixhi_f16 v24, v1, v2, v10 op_sel:[1,1,0] op_sel_hi:[1,1,0]
v_fma_mix_f32 v25, v1, |v2|, 0 op_sel:[1,1,0] op_sel_hi:[1,1,0]
v_dot2_f32_f16 v26, v1, v2, v10
v_dot2c_f32_f16_e32 v27, v1, v2
s_endpgm
