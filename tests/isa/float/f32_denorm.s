// MODE.FP_DENORM[1:0] (f32): 0 flushes input and output denormals, 1 keeps
// inputs and flushes results, 2 flushes inputs and keeps results, 3 keeps
// both (v12: the flushed denormal input does not change 2^-126).  v1 = 2^-149 (smallest denormal), v2 = 2^-126 (smallest normal).
;; init mode = 0
;; init v1 = 1
;; init v2 = 0x00800000
;; expect v3 = 0
;; expect v4 = 0
;; expect v5 = 0x80000000
;; expect v6 = 2
;; expect v7 = 0x00400000
;; expect v8 = 0x00800001
;; expect v9 = 0
;; expect v10 = 0x00800000
;; expect v11 = 0x00400000
;; expect v12 = 0x00800000
v_add_f32_e32 v3, v1, v1
v_mul_f32_e32 v4, 0.5, v2
v_mul_f32_e64 v5, -v2, 0.5
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
v_add_f32_e32 v6, v1, v1
v_mul_f32_e32 v7, 0.5, v2
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 1
v_add_f32_e32 v8, v1, v2
v_add_f32_e32 v9, v1, v1
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 2
v_add_f32_e32 v10, v1, v2
v_mul_f32_e32 v11, 0.5, v2
v_sub_f32_e32 v12, v2, v1
s_endpgm
