// MODE.FP_ROUND[1:0] (f32): 0 nearest even, 1 +inf, 2 -inf, 3 toward zero.
// v1 = 1.0, v2 = 2^-24 (half an ulp of 1.0), v3 = 1.5 * 2^-24.
;; init v1 = f32(1.0)
;; init v2 = 0x33800000
;; init v3 = 0x33c00000
;; init v20 = 0x3f800001
;; init v21 = 0x3f7ffffe
;; init v22 = f32(-1.0)
;; init v23 = f32(1.0)
;; init v26 = f32(2.0)
;; init v27 = 0x7f7fffff
;; init v16 = f32(-1.0)
;; init v17 = f32(-1.0)
;; expect v4 = 0x3f800000
;; expect v5 = 0x3f800001
;; expect v6 = 0x3f800001
;; expect v7 = 0xbf800000
;; expect v8 = 0x3f800000
;; expect v9 = 0xbf800001
;; expect v10 = 0x80000000
;; expect v11 = 0x3f800000
;; expect v12 = 0x7f7fffff
;; expect v13 = 0x7f800000
;; expect v14 = 0xa8800000
;; expect v15 = 0
;; expect v16 = 0xa8800000
;; expect v17 = 0
;; expect v18 = 0x40400001
;; expect v19 = 0x40400000
;; expect v24 = 0xff7fffff
;; expect v25 = 0
v_add_f32_e32 v4, v1, v2
v_add_f32_e32 v5, v1, v3
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 1
v_add_f32_e32 v6, v1, v2
v_add_f32_e64 v7, -v1, -v2
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 2
v_add_f32_e32 v8, v1, v2
v_add_f32_e64 v9, -v1, -v2
v_sub_f32_e32 v10, v1, v1
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 3
v_add_f32_e32 v11, v1, v3
v_mul_f32_e32 v12, 0x7f7fffff, v26
v_mul_f32_e64 v24, -v26, v27
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 0
v_mul_f32_e32 v13, 0x7f7fffff, v26
v_fma_f32 v14, v20, v21, v22
v_mad_f32 v15, v20, v21, v22
v_fmac_f32_e32 v16, v20, v21
v_mac_f32_e32 v17, v20, v21
v_madmk_f32 v18, v20, 0x40000000, v23
v_madak_f32 v19, v20, v23, 0x40000000
v_sub_f32_e32 v25, v1, v1
s_endpgm
