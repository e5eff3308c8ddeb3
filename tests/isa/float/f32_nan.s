// NaN rules: a NaN operand gives the first NaN (operand order) quieted; an
// invalid operation gives the canonical NaN 0xffc00000 (the ISA's examples);
// V_MIN/V_MAX_F32 pseudocode with IEEE mode off, then on; +-0 ordering;
// V_MED3_F32; v_sub/v_subrev take the NaN from the sources as read, in operand
// order (sign kept), fast and flushing paths alike.  v1 sNaN, v2 qNaN with payload, v3 1.0, v4 +inf.
;; init v1 = 0x7fa00000
;; init v2 = 0x7fc00001
;; init v3 = f32(1.0)
;; init v4 = 0x7f800000
;; init v20 = 0
;; init v21 = f32(l)
;; init v22 = f32(2.0)
;; init v31 = 0xfd00
;; expect v5 = 0x7fe00000
;; expect v6 = 0x7fc00001
;; expect v7 = 0x7fc00001
;; expect v8 = 0xffc00000
;; expect v9 = 0xffc00000
;; expect v10 = 0x7fc00001
;; expect v11 = f32(1.0)
;; expect v12 = f32(1.0)
;; expect v13 = 0x7fa00000
;; expect v14 = 0x7fe00000
;; expect v15 = 0x7fe00000
;; expect v16 = f32(1.0)
;; expect v17 = 0
;; expect v18 = 0x80000000
;; expect v19 = f32(min(max(1.0, l), 2.0))
;; expect v23 = f32(1.0)
;; expect v24 = 0x7f800000
;; expect v25 = 0x7f800000
;; expect v26 = 0xff800000
;; expect v27 = 0x7fc00001
;; expect v28 = 0x7fc00001
;; expect v29 = 0x7fc00001
;; expect v30 = 0x7e01
v_add_f32_e32 v5, v1, v3
v_add_f32_e32 v6, v3, v2
v_add_f32_e32 v7, v2, v1
v_sub_f32_e32 v8, v4, v4
v_mul_f32_e32 v9, 0, v4
v_fma_f32 v10, v4, 0, v2
v_max_f32_e32 v11, v1, v3
v_min_f32_e32 v12, v3, v2
v_max_f32_e32 v13, v2, v1
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 9, 1), 1
v_max_f32_e32 v14, v1, v3
v_min_f32_e32 v15, v3, v1
v_max_f32_e32 v16, v2, v3
v_max_f32_e32 v17, 0x80000000, v20
v_min_f32_e32 v18, 0x80000000, v20
v_med3_f32 v19, v3, v21, v22
v_med3_f32 v23, v2, v3, v22
v_add_f32_e32 v24, v4, v3
v_mul_f32_e32 v25, v4, v4
v_mul_f32_e64 v26, -v4, v4
v_sub_f32_e32 v27, v3, v2
v_subrev_f32_e32 v28, v2, v1
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 8), 0
v_subrev_f32_e32 v29, v2, v1
v_subrev_f16_e32 v30, 0x7e01, v31
s_endpgm
