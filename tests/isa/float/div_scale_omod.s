// V_DIV_SCALE with an output modifier: omod scales D only; VCC (the sdst) is
// div_scale's flag whatever omod does.  S1 is a denormal and S2 = -0.5, so
// exponent(S2) - exponent(S1) is beyond the width's limit (f32: 126 >= 96;
// f64: 1022 >= 768): the "N/D near MAX_FLOAT" case, VCC = 1 and D = S0 (S0
// is neither S1 nor S2), halved by div:2.  MODE 0x10e: IEEE clear and
// denormals flushed, so omod applies (docs/numerics.md); div_scale reads its
// inputs unflushed.  Found by the random programs (seed 2265: the RTL's f64
// unit dropped the flag of a lane that took an omod step).
;; init mode = 0x10e
;; init v0 = 0x42b4ef61
;; init v1 = 0x6e2ad37e
;; init v2 = 0xb0137400
;; init v3 = 0x00008000
;; init v4 = 0x00000000
;; init v5 = 0xbfe00000
;; init v20 = f32(3.0)
;; init v21 = 0x00400000
;; expect v6 = 0x42b4ef61
;; expect v7 = 0x6e2ad37e
;; expect v8 = 0x42b4ef61
;; expect v9 = 0x6e1ad37e
;; expect v10 = 0x42b4ef61
;; expect v11 = 0x6e1ad37e
;; expect v22 = f32(3.0)
;; expect v23 = f32(1.5)
;; expect v24 = f32(12.0)
;; expect s4 = 0xffffffff
;; expect s5 = 0xffffffff
;; expect s6 = 0xffffffff
;; expect s7 = 0xffffffff
;; expect s8 = 0xffffffff
;; expect s9 = 0xffffffff
;; expect s10 = 0xffffffff
;; expect s11 = 0xffffffff
;; expect s12 = 0xffffffff
;; expect s13 = 0xffffffff
;; expect s14 = 0xffffffff
;; expect s15 = 0xffffffff
v_div_scale_f64 v[6:7], s[4:5], v[0:1], v[2:3], -0.5
v_div_scale_f64 v[8:9], s[6:7], v[0:1], v[2:3], -0.5 div:2
v_div_scale_f64 v[10:11], s[8:9], v[0:1], v[2:3], v[4:5] div:2
v_div_scale_f32 v22, s[10:11], v20, v21, -0.5
v_div_scale_f32 v23, s[12:13], v20, v21, -0.5 div:2
v_div_scale_f32 v24, s[14:15], v20, v21, -0.5 mul:4
s_endpgm
