// The VOP2 literal-constant mads (S0 * K + S1, S0 * S1 + K) and the f16
// forms that keep the destination's high half (v_mac_f16, v_madmk_f16,
// v_madak_f16: valu_dst16 keep_hi), next to v_cvt_pkrtz_f16_f32, whose
// vdst the table types f16 but which writes a packed dword.
;; init v1 = f32(l)
;; init v2 = f32(0.5)
;; init v3 = f16(2.0) << 16 | f16(l)
;; init v4 = 0x12340000 | f16(0.5)
;; init v8 = 0xabcd0000 | f16(1.0)
;; init v12 = 0x55550000
;; init v13 = 0x77770000
;; expect v10 = f32(l * 2.0 + 0.5)
;; expect v11 = f32(l * 0.5 + 3.0)
;; expect v12 = 0x55550000 | f16(l * 2.0 + 0.5)
;; expect v13 = 0x77770000 | f16(l * 0.5 + 3.0)
;; expect v8 = 0xabcd0000 | f16(l * 0.5 + 1.0)
;; expect v14 = f16(0.5) << 16 | f16(l)
v_madmk_f32 v10, v1, 0x40000000, v2
v_madak_f32 v11, v1, v2, 0x40400000
v_madmk_f16 v12, v3, 0x4000, v4
v_madak_f16 v13, v3, v4, 0x4200
v_mac_f16_e32 v8, v3, v4
v_cvt_pkrtz_f16_f32 v14, v1, v2
s_endpgm
