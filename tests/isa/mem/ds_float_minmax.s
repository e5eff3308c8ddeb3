// DS float min/max/compare-store atomics and ds_wrap_rtn_b32 (ISA 12.13;
// our reading in docs/memory.md): min/max of LDS and DATA with minNum /
// maxNum NaN handling (one NaN gives the other operand), -0 < +0, two NaNs
// give DATA quieted, denormals compared as they are; cmpst_f* compares LDS with DATA as floats (-0 == +0, a NaN
// never equal) and stores DATA2; wrap: LDS >= DATA ? LDS - DATA : LDS + DATA2.
// Per lane (f32, lanes 0..8) LDS / DATA: 1 / 2, -0 / +0, +0 / -0, qNaN / 3,
// 5 / sNaN, sNaN / sNaN, -inf / denormal, two denormals, -1 / -2.
;; init lds 0x0 u32 [f32(1.0), 0x80000000, 0, 0x7fc00001, f32(5.0), 0x7f800002, 0xff800000, 2, f32(-1.0)]
;; init lds 0x100 u32 [f32(1.0), 0x80000000, 0, 0x7fc00001, f32(5.0), 0x7f800002, 0xff800000, 2, f32(-1.0)]
;; init lds 0x200 u32 [f32(1.0), 0x80000000, 0x7fc00000, f32(2.0)]
;; init lds 0x300 u64 [f64hi(1.0) << 32, 0x7ff0000000000001, 0, 0x7ff8000000000000]
;; init lds 0x400 u64 [f64hi(1.0) << 32, 0x7ff0000000000001, 0, 0x7ff8000000000000]
;; init lds 0x500 u64 [f64hi(4.0) << 32, f64hi(4.0) << 32]
;; init lds 0x600 u32 [10, 2, 3]
;; init exec = 0x1ff
;; init v0 = 4 * l
;; init v1 = [f32(2.0), 0, 0x80000000, f32(3.0), 0x7f800001, 0x7f800003, 1, 1, f32(-2.0)][l] if l < 9 else 0
;; init v4 = [f32(1.0), 0, 0x7fc00000, f32(3.0)][l] if l < 4 else 0
;; init v5 = 0x12345678 + l
;; init v6 = 8 * l
;; init v8 = [f64lo(-1.0), 2, 0, f64lo(2.5)][l] if l < 4 else 0
;; init v9 = [f64hi(-1.0), 0x7ff00000, 0x80000000, f64hi(2.5)][l] if l < 4 else 0
;; init v10 = [0, 0][l] if l < 2 else 0
;; init v11 = [f64hi(4.0), f64hi(-4.0)][l] if l < 2 else 0
;; init v12 = 0xaaaa0000 + l
;; init v13 = 0xbbbb0000 + l
;; init v20 = [3, 3, 3][l] if l < 3 else 0
;; init v21 = 100
ds_min_rtn_f32 v2, v0, v1
ds_max_rtn_f32 v3, v0, v1 offset:256
s_mov_b64 exec, 15
ds_cmpst_rtn_f32 v7, v0, v4, v5 offset:512
ds_min_f64 v6, v[8:9] offset:768
ds_max_rtn_f64 v[14:15], v6, v[8:9] offset:1024
s_mov_b64 exec, 3
ds_cmpst_f64 v6, v[10:11], v[12:13] offset:1280
s_mov_b64 exec, 7
ds_wrap_rtn_b32 v16, v0, v20, v21 offset:1536
s_waitcnt lgkmcnt(0)
s_endpgm
;; expect v2 = [f32(1.0), 0x80000000, 0, 0x7fc00001, f32(5.0), 0x7f800002, 0xff800000, 2, f32(-1.0)][l] if l < 9 else 0
;; expect v3 = [f32(1.0), 0x80000000, 0, 0x7fc00001, f32(5.0), 0x7f800002, 0xff800000, 2, f32(-1.0)][l] if l < 9 else 0
;; expect lds 0x0 u32 [f32(1.0), 0x80000000, 0x80000000, f32(3.0), f32(5.0), 0x7fc00003, 0xff800000, 1, f32(-2.0)]
;; expect lds 0x100 u32 [f32(2.0), 0, 0, f32(3.0), f32(5.0), 0x7fc00003, 1, 2, f32(-1.0)]
;; expect v7 = [f32(1.0), 0x80000000, 0x7fc00000, f32(2.0)][l] if l < 4 else 0
;; expect lds 0x200 u32 [0x12345678, 0x12345679, 0x7fc00000, f32(2.0)]
;; expect lds 0x300 u64 [f64hi(-1.0) << 32, 0x7ff8000000000002, 0x8000000000000000, f64hi(2.5) << 32]
;; expect lds 0x400 u64 [f64hi(1.0) << 32, 0x7ff8000000000002, 0, f64hi(2.5) << 32]
;; expect v14 = [0, 1, 0, 0][l] if l < 4 else 0
;; expect v15 = [f64hi(1.0), 0x7ff00000, 0, 0x7ff80000][l] if l < 4 else 0
;; expect lds 0x500 u64 [0xbbbb0000aaaa0000, f64hi(4.0) << 32]
;; expect v16 = [10, 2, 3][l] if l < 3 else 0
;; expect lds 0x600 u32 [7, 102, 0]
