// V_CUBEID/SC/TC/MA_F32 (pseudocode: the major axis is z when |z| >= |x|,|y|,
// else y when |y| >= |x|, else x; ties go to z, then y) and
// V_CVT_PK_U16_U32 / V_CVT_PK_I16_I32 (each source saturated to 16 bits;
// sem_valu_int.c, docs/salu-valu-int.md).
;; init v1 = [f32(1), f32(-1), f32(3), f32(3), f32(-7), f32(7), f32(2), f32(2)][l % 8]
;; init v2 = [f32(2), f32(2), f32(-5), f32(5), f32(2), f32(2), f32(2), f32(2)][l % 8]
;; init v3 = [f32(3), f32(-3), f32(1), f32(1), f32(1), f32(1), f32(2), f32(1)][l % 8]
;; init v4 = [5, 0x10000, 0xffffffff, 0xffff][l % 4]
;; init v5 = [0x12345, 7, 0, 0x8000][l % 4]
;; expect v10 = f32([4, 5, 3, 2, 1, 0, 4, 2][l % 8])
;; expect v11 = f32([1, 1, 3, 3, 1, -1, 2, 2][l % 8])
;; expect v12 = f32([-2, -2, -1, 1, -2, -2, -2, 1][l % 8])
;; expect v13 = f32([6, -6, -10, 10, -14, 14, 4, 4][l % 8])
;; expect v14 = [0xffff0005, 0x0007ffff, 0x0000ffff, 0x8000ffff][l % 4]
;; expect v15 = [0x7fff0005, 0x00077fff, 0x0000ffff, 0x7fff7fff][l % 4]
v_cubeid_f32 v10, v1, v2, v3
v_cubesc_f32 v11, v1, v2, v3
v_cubetc_f32 v12, v1, v2, v3
v_cubema_f32 v13, v1, v2, v3
v_cvt_pk_u16_u32 v14, v4, v5
v_cvt_pk_i16_i32 v15, v4, v5
s_endpgm
