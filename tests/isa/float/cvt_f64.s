// f64 <-> 32-bit integer conversions: truncation toward zero, saturation,
// NaN gives 0; integer to f64 is exact.
;; init v0 = [f64lo(-2.7), f64lo(3e9), f64lo(-3e9), 0, f64lo(2147483647.9), 0][l % 6]
;; init v1 = [f64hi(-2.7), f64hi(3e9), f64hi(-3e9), 0x7ff80000, f64hi(2147483647.9), 0xfff00000][l % 6]
;; init v2 = [0xfffffffe, 0x80000000, 0xffffffff, 7][l % 4]
;; expect v4 = [0xfffffffe, 0x7fffffff, 0x80000000, 0, 0x7fffffff, 0x80000000][l % 6]
;; expect v5 = [0, 3000000000, 0, 0, 0x7fffffff, 0][l % 6]
;; expect v6 = [f64lo(-2.0), f64lo(-2147483648.0), f64lo(-1.0), f64lo(7.0)][l % 4]
;; expect v7 = [f64hi(-2.0), f64hi(-2147483648.0), f64hi(-1.0), f64hi(7.0)][l % 4]
;; expect v8 = [f64lo(4294967294.0), f64lo(2147483648.0), f64lo(4294967295.0), f64lo(7.0)][l % 4]
;; expect v9 = [f64hi(4294967294.0), f64hi(2147483648.0), f64hi(4294967295.0), f64hi(7.0)][l % 4]
v_cvt_i32_f64_e32 v4, v[0:1]
v_cvt_u32_f64_e32 v5, v[0:1]
v_cvt_f64_i32_e32 v[6:7], v2
v_cvt_f64_u32_e32 v[8:9], v2
s_endpgm
