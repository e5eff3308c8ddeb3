// VOP3P: packed f16 and f32 with op_sel / op_sel_hi / neg_lo / neg_hi and
// clamp, v_pk_fmac_f16, v_pk_mov_b32, integer dot products (with and
// without clamp, VOP2 "c" form).  v1 = {l, l + 0.5}, v2 = {-4, 2.25} as f16
// {hi, lo}; v[10:11] = {-l, l + 0.5} and v[12:13] = {3, 2} as f32.
// v_fma_mix* and the f16 dot products are in packed_mix_dot.s.
;; init mode = 0x3f0
;; init v1 = f16(l) << 16 | f16(l + 0.5)
;; init v2 = f16(-4.0) << 16 | f16(2.25)
;; init v8 = f16(1.0) << 16 | f16(1.0)
;; init v10 = f32(l + 0.5)
;; init v11 = f32(-l)
;; init v12 = f32(2.0)
;; init v13 = f32(3.0)
;; init v30 = 0x7fff8000
;; init v31 = 0x7fff7fff
;; init v33 = l
;; init v36 = 0x80ff017f
;; init v39 = 0x89abcdef
;; init v41 = 0x80008000
;; init v42 = 0x7fffffff
;; init v44 = 5
;; expect v3 = f16(l - 4) << 16 | f16(l + 2.75)
;; expect v4 = f16(l + 0.5 - 4) << 16 | f16(l + 2.25)
;; expect v5 = f16(l * 4) << 16 | f16(-(l + 0.5) * 2.25)
;; expect v6 = f16(-4 * l - 4) << 16 | f16((l + 0.5) * 2.25 + 2.25)
;; expect v7 = 0x3c003c00 if l >= 5 else (f16(min(max(l - 4, 0), 1)) << 16 | 0x3c00)
;; expect v8 = f16(-4 * l + 1) << 16 | f16((l + 0.5) * 2.25 + 1)
;; expect v9 = f16(l) << 16 | f16(max(l + 0.5, 2.25))
;; expect v14 = f32((l + 0.5) * 2 + 2)
;; expect v15 = f32(-l * 3 + 3)
;; expect v16 = f32((l + 0.5) * 3)
;; expect v17 = f32(-l * 2.0)
;; expect v18 = f32(l + 0.5 - 2)
;; expect v19 = f32(l + 3)
;; expect v20 = f32(-l)
;; expect v21 = f32(2.0)
;; expect v32 = u32(-32767 + l)
;; expect v34 = 32767 * 65535 + l
;; expect v35 = 32515
;; expect v37 = 97539
;; expect v38 = 204
;; expect v40 = 1100
;; expect v43 = 0x7fffffff
;; expect v45 = 0xffffffff
;; expect v44 = 32520
v_pk_add_f16 v3, v1, v2
v_pk_add_f16 v4, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]
v_pk_mul_f16 v5, v1, v2 neg_lo:[1,0] neg_hi:[0,1]
v_pk_fma_f16 v6, v1, v2, v2
v_pk_add_f16 v7, v1, v2 clamp
v_pk_fmac_f16 v8, v1, v2
v_pk_max_f16 v9, v1, v2
v_pk_fma_f32 v[14:15], v[10:11], v[12:13], v[12:13]
v_pk_mul_f32 v[16:17], v[10:11], v[12:13] op_sel:[0,1] op_sel_hi:[1,0]
v_pk_add_f32 v[18:19], v[10:11], v[12:13] neg_lo:[0,1] neg_hi:[1,0]
v_pk_mov_b32 v[20:21], v[10:11], v[12:13] op_sel:[1,0]
v_dot2_i32_i16 v32, v30, v31, v33
v_dot2_u32_u16 v34, v30, v31, v33
v_dot4_i32_i8 v35, v36, v36, 0
v_dot4_u32_u8 v37, v36, v36, 0
v_dot8_i32_i4 v38, v39, v39, 0
v_dot8_u32_u4 v40, v39, v39, 0
v_dot2_i32_i16 v43, v41, v41, v42 clamp
v_dot2_i32_i16 v45, v41, v41, v42
v_dot4c_i32_i8_e32 v44, v36, v36
s_endpgm
