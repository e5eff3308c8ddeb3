// Output modifiers on f64 and f16 results: omod with MODE = 0 (IEEE off,
// output denormals flushed), clamp of a NaN (passes with DX10_CLAMP off,
// +0 with it on), omod ignored once f64/f16 output denormals are kept.
;; init mode = 0
;; init v0 = f64lo(1.5)
;; init v1 = f64hi(1.5)
;; init v8 = 1
;; init v9 = 0x7ff80000
;; init v10 = f16(3.0)
;; init v11 = 0x7e01
;; expect v2 = f64lo(12.0)
;; expect v3 = f64hi(12.0)
;; expect v4 = f16(3.0)
;; expect v5 = 0x7e01
;; expect v6 = 1
;; expect v7 = 0x7ff80000
;; expect v12 = 0
;; expect v13 = 0x3c00
;; expect v14 = f64lo(3.0)
;; expect v15 = f64hi(3.0)
;; expect v16 = f16(6.0)
v_add_f64 v[2:3], v[0:1], v[0:1] mul:4
v_add_f16_e64 v4, v10, v10 div:2
v_max_f16_e64 v5, v11, v11 clamp
v_add_f64 v[6:7], v[8:9], 1.0 clamp
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 8, 1), 1
v_add_f16_e64 v12, v11, 1.0 clamp
v_add_f16_e64 v13, v10, 1.0 clamp
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 6, 2), 3
v_add_f64 v[14:15], v[0:1], v[0:1] mul:4
v_add_f16_e64 v16, v10, v10 mul:2
s_endpgm
