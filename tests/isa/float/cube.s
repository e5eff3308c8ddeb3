// V_CUBEID/SC/TC/MA_F32 (split from cube_pk.s; pseudocode: the major axis is
// z when |z| >= |x|,|y|, else y when |y| >= |x|, else x; ties go to z, then y).
;; init v1 = [f32(1), f32(-1), f32(3), f32(3), f32(-7), f32(7), f32(2), f32(2)][l % 8]
;; init v2 = [f32(2), f32(2), f32(-5), f32(5), f32(2), f32(2), f32(2), f32(2)][l % 8]
;; init v3 = [f32(3), f32(-3), f32(1), f32(1), f32(1), f32(1), f32(2), f32(1)][l % 8]
;; expect v10 = f32([4, 5, 3, 2, 1, 0, 4, 2][l % 8])
;; expect v11 = f32([1, 1, 3, 3, 1, -1, 2, 2][l % 8])
;; expect v12 = f32([-2, -2, -1, 1, -2, -2, -2, 1][l % 8])
;; expect v13 = f32([6, -6, -10, 10, -14, 14, 4, 4][l % 8])
v_cubeid_f32 v10, v1, v2, v3
v_cubesc_f32 v11, v1, v2, v3
v_cubetc_f32 v12, v1, v2, v3
v_cubema_f32 v13, v1, v2, v3
s_endpgm
