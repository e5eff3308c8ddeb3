// f32 add/sub/subrev/mul: lanes, inline constants, literals, VOP3 abs/neg,
// clamp, omod, inactive lanes.  Expected values by IEEE arithmetic (exact
// sums of small dyadic numbers; f32() rounds the one inexact case once).
;; init exec = 0xffff0000ffff00ff
;; init v1 = f32(l + 0.5)
;; init v2 = f32(2.25)
;; init v3 = 0xdead
;; init v4 = 0xdead
;; init v7 = 0xdead
;; expect v3 = f32(l + 0.5 + 2.25)
;; expect v4 = f32(l + 0.5 - 2.25)
;; expect v5 = f32(2.25 - (l + 0.5))
;; expect v6 = f32((l + 0.5) * 0.5)
;; expect v7 = f32(3.1415927410125732 + l + 0.5)
;; expect v8 = f32(-(l + 0.5) + 2.25)
;; expect v9 = f32(-(l + 0.5) * 2.25)
;; expect v10 = f32(min(max(l + 0.5 - 1.0, 0.0), 1.0))
;; expect v11 = f32((l + 0.5) * 2.25 * 2)
;; expect v12 = f32((l + 0.5) * 2.25 * 0.5)
;; expect v13 = f32((l + 0.5) * 4 * 4)
;; expect v14 = f32(-(l + 0.5) - 2.25)
v_add_f32_e32 v3, v1, v2
v_sub_f32_e32 v4, v1, v2
v_subrev_f32_e32 v5, v1, v2
v_mul_f32_e32 v6, 0.5, v1
v_add_f32_e32 v7, 0x40490fdb, v1
v_add_f32_e64 v8, -v1, |v2|
v_mul_f32_e64 v9, -|v1|, v2
v_add_f32_e64 v10, v1, -1.0 clamp
v_mul_f32_e64 v11, v1, v2 mul:2
v_mul_f32_e64 v12, v1, v2 div:2
v_mul_f32_e64 v13, v1, 4.0 mul:4
v_sub_f32_e64 v14, -|v1|, v2
s_endpgm
