// Inline constants by operand type: 1/(2pi) (code 248) is 0x3e22f983 for
// f32, 0x3fc45f306dc9c882 for f64, 0x3118 for f16; float constants take the
// operand's format; integer constants are bit patterns even for float
// operands (1 is the smallest denormal, -1 an f16 NaN).  MODE 0x3f0.
;; init mode = 0x3f0
;; init v0 = 0
;; init v1 = 0
;; expect v2 = 0x3e22f983
;; expect v4 = 0x6dc9c882
;; expect v5 = 0x3fc45f30
;; expect v6 = 0x3118
;; expect v7 = 0x3800
;; expect v8 = 0
;; expect v9 = 0xc0100000
;; expect v10 = 1
;; expect v12 = 1
;; expect v13 = 0
;; expect v14 = 0xffff
v_add_f32_e32 v2, 0.15915494, v0
v_add_f64 v[4:5], 0.15915494309189532, v[0:1]
v_add_f16_e32 v6, 0.15915494, v0
v_add_f16_e32 v7, 0.5, v0
v_add_f64 v[8:9], -4.0, v[0:1]
v_add_f32_e32 v10, 1, v0
v_add_f64 v[12:13], 1, v[0:1]
v_add_f16_e32 v14, -1, v0
s_endpgm
