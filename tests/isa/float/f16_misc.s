// v_pack_b32_f16 (D = {S1.f16, S0.f16}, op_sel picks halves, neg applies),
// v_cvt_pknorm_i16/u16_f16 with op_sel, v_div_fixup_f16 (op_sel form keeps
// the other half) and v_div_fixup_legacy_f16 (zeroes it), v_fma_legacy_f16,
// v_max3_f16 writing the high half.  v1 = {hi: -0.5, lo: 2.0},
// v2 = {hi: 0.25, lo: -3.0} as f16.
;; init v1 = f16(-0.5) << 16 | f16(2.0)
;; init v2 = f16(0.25) << 16 | f16(-3.0)
;; init v14 = 0xaaaa5555
;; init v17 = 0xffff0000
;; init v4 = 0x1234
;; init v18 = 0x7777cccc
;; init v7 = 0
;; init v8 = 0x7c00
;; expect v10 = f16(0.25) << 16 | f16(-0.5)
;; expect v11 = f16(3.0) << 16 | f16(2.0)
;; expect v12 = 0x2000c000
;; expect v13 = 0x0000ffff
;; expect v14 = 0xaaaa0000 | f16(-1.0)
;; expect v15 = 0xfc00
;; expect v16 = 0xfe00
;; expect v17 = f16(2.0 * -3.0 - 3.0)
;; expect v18 = f16(2.0) << 16 | 0xcccc
v_pack_b32_f16 v10, v1, v2 op_sel:[1,1]
v_pack_b32_f16 v11, v1, -v2
v_cvt_pknorm_i16_f16 v12, v1, v2 op_sel:[1,1]
v_cvt_pknorm_u16_f16 v13, v1, v2
// fixup(q, den, num) = |q| with the sign of den ^ num (-3.0, 0.25: negative)
v_div_fixup_f16 v14, 1.0, v2, v2 op_sel:[0,0,1,0]
v_div_fixup_legacy_f16 v15, v4, v7, v2
v_div_fixup_f16 v16, v4, v8, v8
v_fma_legacy_f16 v17, v1, v2, v2
v_max3_f16 v18, v1, v2, v7 op_sel:[0,0,0,1]
s_endpgm
