// f16 VALU.  VOP1/VOP2 (e32 and e64) write the low half and zero the high
// half (gfx9); VOP3 op_sel rows read the halves op_sel names and write the
// half op_sel[3] names, keeping the other; v_mad_legacy_f16 zeroes the high
// half; v_mac_f16 keeps it.  MODE[3:2] rounding, MODE[7:6] denormals and
// MODE.FP16_OVFL (bit 23) act on f16.  v1.lo = l + 0.5, v2 = {-4.0, 2.25}.
;; init exec = 0xffffffff0000ffff
;; init mode = 0xf0
;; init v1 = 0xabcd0000 | f16(l + 0.5)
;; init v2 = f16(-4.0) << 16 | f16(2.25)
;; init v5 = 0x5555
;; init v6 = 0x77770000
;; init v7 = 0x77770000
;; init v8 = 0x99990000 | f16(1.0)
;; init v20 = f16(1.0) | f16(-2.5) << 16
;; init v21 = 0x1000 | 0x8001 << 16
;; init v22 = f16(12.0)
;; init v23 = f16(65504.0)
;; init v38 = 0xffe7
;; init v39 = 0xffe8
;; init v40 = f16(0.5)
;; expect v3 = f16(l + 2.75)
;; expect v4 = f16((l + 0.5) * 2.25)
;; expect v5 = f16(-(l + 0.5) * 4 - 4) << 16 | 0x5555
;; expect v6 = 0x77770000 | f16((l + 0.5) * 2.25 + 2.25)
;; expect v7 = f16((l + 0.5) * 2.25 + 2.25)
;; expect v8 = 0x99990000 | f16((l + 0.5) * 2.25 + 1)
;; expect v9 = f16(l + 0.5 - 2.25)
;; expect v10 = f16(2.25 - (l + 0.5))
;; expect v11 = f16(max(l + 0.5, 2.25))
;; expect v12 = f16(min(l + 0.5, 2.25))
;; expect v13 = f16(min(l + 0.5, 1.0))
;; expect v14 = f16(min(max(l + 0.5, -4.0), 2.25)) << 16
;; expect v15 = f16(-4.0)
;; expect v16 = 0x3c00
;; expect v17 = 0x3c01
;; expect v18 = 0x0000
;; expect v19 = 0x0001
;; expect v24 = f16(-2.0)
;; expect v25 = f16(-2.0)
;; expect v26 = f16(-3.0)
;; expect v27 = f16(-2.0)
;; expect v28 = f16(0.5)
;; expect v29 = 0x3bff
;; expect v30 = 0x3a00
;; expect v31 = 4
;; expect v32 = 0x7c00
;; expect v33 = 0x7bff
;; expect v34 = 0x0000
;; expect v35 = 0x0200
v_add_f16_e32 v3, v1, v2
v_mul_f16_e32 v4, v1, v2
v_fma_f16 v5, v1, v2, v2 op_sel:[0,1,1,1]
v_mad_f16 v6, v1, v2, v2
v_mad_legacy_f16 v7, v1, v2, v2
v_mac_f16_e32 v8, v1, v2
v_sub_f16_e32 v9, v1, v2
v_subrev_f16_e32 v10, v1, v2
v_max_f16_e32 v11, v1, v2
v_min_f16_e64 v12, v1, v2
v_add_f16_e64 v13, v1, 0 clamp
v_med3_f16 v14, v1, v2, v2 op_sel:[0,1,0,1]
v_min3_f16 v15, v1, v2, v2 op_sel:[0,0,1,0]
// 1 + 2^-11 (half an ulp): nearest even, then +inf (MODE[3:2] = 1)
v_add_f16_e32 v16, 1.0, v21
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 2, 2), 1
v_add_f16_e32 v17, 1.0, v21
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 2, 2), 0
v_ldexp_f16_e32 v18, 1.0, v38
v_ldexp_f16_e32 v19, 1.0, v39
v_trunc_f16_sdwa v24, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
v_lshrrev_b32_e32 v36, 16, v20
v_ceil_f16_e32 v25, v36
v_floor_f16_e32 v26, v36
v_rndne_f16_e32 v27, v36
v_fract_f16_e32 v28, v36
v_lshrrev_b32_e32 v37, 16, v21
v_fract_f16_e32 v29, v37
v_frexp_mant_f16_e32 v30, v22
v_frexp_exp_i16_f16_e32 v31, v22
v_mul_f16_e32 v32, 2.0, v23
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 23, 1), 1
v_mul_f16_e32 v33, 2.0, v23
// 2^-14 * 0.5: flushed with MODE[7:6] = 0, kept with 3
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 6, 2), 0
v_mul_f16_e32 v34, 0x400, v40
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 6, 2), 3
v_mul_f16_e32 v35, 0x400, v40
s_endpgm
