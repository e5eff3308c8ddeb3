// trunc/ceil/floor/rndne/fract (fract of -1e-30 would round to 1.0: the
// result stays below 1.0, 0x3f7fffff; fract(inf) is NaN), frexp (inf and
// NaN give S0 and 0), ldexp (rounding into denormals, overflow),
// mul/mad_legacy (0 * anything = +0), min3/max3, clamp of a NaN (passes
// with DX10_CLAMP off, +0 with it on), omod (ignored with IEEE or output
// denormals on; a -0 result of omod is +0).  MODE 0x2f0: IEEE on, DX10_CLAMP off, denormals on.
;; init mode = 0x2f0
;; init v1 = [f32(-2.5), f32(2.5), f32(3.5), f32(-0.5), f32(0.5), f32(-1e-30), f32(1e10), 0x7f800000][l % 8]
;; init v2 = [f32(12.0), f32(-0.375), 0, 0x7f800000, 0x7fc00001, 1][l % 6]
;; init v3 = [f32(1.0), f32(1.0), f32(1.5), f32(3.0), f32(1.0)][l % 5]
;; init v4 = [u32(-149), u32(-150), u32(-150), 128, 200][l % 5]
;; init v5 = 0x7fc00001
;; init v6 = f32(1.5)
;; init v7 = f32(l - 5)
;; init v8 = 0x7f800000
;; init v30 = 0x00800000
;; init v9 = f32(3.0)
;; expect v10 = [f32(-2.0), f32(2.0), f32(3.0), f32(-0.0), 0, f32(-0.0), f32(1e10), 0x7f800000][l % 8]
;; expect v11 = [f32(-2.0), f32(3.0), f32(4.0), f32(-0.0), f32(1.0), f32(-0.0), f32(1e10), 0x7f800000][l % 8]
;; expect v12 = [f32(-3.0), f32(2.0), f32(3.0), f32(-1.0), 0, f32(-1.0), f32(1e10), 0x7f800000][l % 8]
;; expect v13 = [f32(-2.0), f32(2.0), f32(4.0), f32(-0.0), 0, f32(-0.0), f32(1e10), 0x7f800000][l % 8]
;; expect v14 = [f32(0.5), f32(0.5), f32(0.5), f32(0.5), f32(0.5), 0x3f7fffff, 0, 0xffc00000][l % 8]
;; expect v15 = [f32(0.75), f32(-0.75), 0, 0x7f800000, 0x7fc00001, f32(0.5)][l % 6]
;; expect v16 = [4, 0xffffffff, 0, 0, 0, u32(-148)][l % 6]
;; expect v17 = [1, 0, 1, 0x7f800000, 0x7f800000][l % 5]
;; expect v18 = 0
;; expect v19 = 0
;; expect v20 = f32(6.0)
;; expect v21 = f32(1.0)
;; expect v22 = f32(min(l - 5, 1.5, 0.5))
;; expect v23 = f32(max(l - 5, 1.5, 0.5))
;; expect v24 = 0x7fc00001
;; expect v25 = 0
;; expect v26 = f32(2.25)
;; expect v27 = f32(4.5)
;; expect v28 = 0
;; expect v29 = 0
v_trunc_f32_e32 v10, v1
v_ceil_f32_e32 v11, v1
v_floor_f32_e32 v12, v1
v_rndne_f32_e32 v13, v1
v_fract_f32_e32 v14, v1
v_frexp_mant_f32_e32 v15, v2
v_frexp_exp_i32_f32_e32 v16, v2
v_ldexp_f32 v17, v3, v4
v_mul_legacy_f32 v18, 0, v5
v_mul_legacy_f32 v19, v8, 0
v_mul_legacy_f32 v20, 2.0, v9
v_mad_legacy_f32 v21, 0, v8, 1.0
v_min3_f32 v22, v7, v6, 0.5
v_max3_f32 v23, v7, v6, 0.5
v_add_f32_e64 v24, v5, 1.0 clamp
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 1), 1
v_add_f32_e64 v25, v5, 1.0 clamp
v_mul_f32_e64 v26, v6, v6 mul:2
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 10), 0
v_mul_f32_e64 v27, v6, v6 mul:2
v_mul_f32_e64 v28, -v7, 0 mul:2
v_mul_f32_e64 v29, -v30, 0.5 div:2
s_endpgm
