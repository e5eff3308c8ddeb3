// f64 arithmetic: add/mul/fma/fmac/min/max, a 32-bit literal as the high
// half of an f64 (v_fmac_f64_e32), SGPR pairs, MODE[3:2] rounding and
// MODE[7:6] denormals (independent of the f32 fields), ldexp/frexp,
// trunc/ceil/floor/rndne/fract (fract of a tiny negative clamps below 1.0);
// omod is ignored while f64 output denormals are on (last line).
;; init exec = 0x00000000ffffffff
;; init mode = 0xf0
;; init s0 = 0
;; init s1 = 0x40080000
;; init s2 = 0xfffffbce
;; init s3 = 0x3ff
;; init v0 = f64lo(l + 0.5)
;; init v1 = f64hi(l + 0.5)
;; init v8 = f64lo(1.0)
;; init v9 = f64hi(1.0)
;; init v20 = 0
;; init v21 = 0x3ff00000
;; init v22 = 0x80000000
;; init v23 = 0x3ca00000
;; init v24 = 1
;; init v25 = 0
;; init v26 = f64lo(-2.5)
;; init v27 = f64hi(-2.5)
;; init v28 = 0
;; init v29 = 0xbc300000
;; init v30 = f64lo(12.0)
;; init v31 = f64hi(12.0)
;; expect v2 = f64lo(l + 1.5)
;; expect v3 = f64hi(l + 1.5)
;; expect v4 = f64lo((l + 0.5) * 3)
;; expect v5 = f64hi((l + 0.5) * 3)
;; expect v6 = f64lo((l + 0.5) ** 2 - 1)
;; expect v7 = f64hi((l + 0.5) ** 2 - 1)
;; expect v8 = f64lo(2 * (l + 0.5) + 1)
;; expect v9 = f64hi(2 * (l + 0.5) + 1)
;; expect v10 = 1
;; expect v11 = 0x3ff00000
;; expect v12 = 0
;; expect v13 = 0x3ff00000
;; expect v14 = 2
;; expect v15 = 0
;; expect v16 = 0
;; expect v17 = 0
;; expect v32 = f64lo(-2.0)
;; expect v33 = f64hi(-2.0)
;; expect v34 = f64lo(-2.0)
;; expect v35 = f64hi(-2.0)
;; expect v36 = f64lo(-3.0)
;; expect v37 = f64hi(-3.0)
;; expect v38 = f64lo(-2.0)
;; expect v39 = f64hi(-2.0)
;; expect v40 = f64lo(0.5)
;; expect v41 = f64hi(0.5)
;; expect v42 = 0xffffffff
;; expect v43 = 0x3fefffff
;; expect v44 = f64lo(0.75)
;; expect v45 = f64hi(0.75)
;; expect v46 = 4
;; expect v48 = 1
;; expect v49 = 0
;; expect v50 = 0
;; expect v51 = 0x7fd00000
;; expect v52 = f64lo(-(l + 0.5))
;; expect v53 = f64hi(-(l + 0.5))
;; expect v54 = 0
;; expect v55 = 0xbc300000
v_add_f64 v[2:3], v[0:1], 1.0
v_mul_f64 v[4:5], v[0:1], s[0:1]
v_fma_f64 v[6:7], v[0:1], v[0:1], -1.0
v_fmac_f64_e32 v[8:9], 0x40000000, v[0:1]
// 1 + 1.5 * 2^-53 (v[22:23] = 1.5 * 2^-53): nearest even, then toward zero
v_add_f64 v[10:11], v[20:21], v[22:23]
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0xc
v_add_f64 v[12:13], v[20:21], v[22:23]
// 2^-1074 + 2^-1074: kept, then flushed with MODE[7:6] = 0
v_add_f64 v[14:15], v[24:25], v[24:25]
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 8), 0x30
v_add_f64 v[16:17], v[24:25], v[24:25]
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 8), 0xf0
v_trunc_f64_e32 v[32:33], v[26:27]
v_ceil_f64_e32 v[34:35], v[26:27]
v_floor_f64_e32 v[36:37], v[26:27]
v_rndne_f64_e32 v[38:39], v[26:27]
v_fract_f64_e32 v[40:41], v[26:27]
v_fract_f64_e32 v[42:43], v[28:29]
v_frexp_mant_f64_e32 v[44:45], v[30:31]
v_frexp_exp_i32_f64_e32 v46, v[30:31]
v_ldexp_f64 v[48:49], v[20:21], s2
v_ldexp_f64 v[50:51], 0.5, s3
v_max_f64 v[52:53], -v[0:1], -v[0:1]
v_min_f64 v[54:55], v[28:29], v[28:29] mul:2
s_endpgm
