// Float atomics in their MUBUF and FLAT forms, and global_atomic_add_f32's
// flush (docs/memory.md "Floating-point atomics"; ISA 12.14, 12.18): one lane,
// glc returns the pre-op value.  Expected values by hand:
//   add_f32 1.0 + 0.5 = 1.5; add_f32 of two denormals (2^-149 + 2^-148):
//   both flushed to +0, sum +0; pk_add_f16 {hi 1.0, lo 2.0} + {1.0, 1.0} =
//   {2.0, 3.0}; add_f64 1.5 + 0.25 = 1.75; min_f64(2.0, 1.0) = 1.0;
//   max_f64(-0.0, +0.0) = +0.0; max_f64(NaN, -5.0) = -5.0; FLAT add_f64
//   4.0 + 0.5 = 4.5, min_f64(1.0, 0.5) = 0.5, max_f64(5.0, 7.0) = 7.0;
//   GLOBAL add_f32 (2^-126 + 2^-149) + (-2^-126) = 2^-149, a denormal: +0.
;; copies share memory
;; mem 0x30000 0x1000
;; init mem 0x30000 u32 [0x3f800000, 0x00000001, 0x40400000, 0x3c004000]
;; init mem 0x30020 u32 [0x00800001]
;; init mem 0x30100 u64 [0x3ff8000000000000, 0x4000000000000000, 0x8000000000000000, 0x7ff8000000000000]
;; init mem 0x30200 u64 [0x4010000000000000, 0x3ff0000000000000, 0x4014000000000000]
;; init exec = 0x1
;; init s4 = 0x30000
;; init s5 = 0
;; init s6 = 0x1000
;; init s7 = 4 << 15
;; init v0 = 0x30200
;; init v1 = 0
;; init v10 = 0x3f000000
;; init v11 = 0x00000002
;; init v12 = 0x3c003c00
;; init v14 = 0
;; init v15 = 0x3fd00000
;; init v16 = 0
;; init v17 = 0x3ff00000
;; init v18 = 0
;; init v19 = 0
;; init v20 = 0
;; init v21 = 0xc0140000
;; init v24 = 0
;; init v25 = 0x3fe00000
;; init v26 = 0
;; init v27 = 0x3fe00000
;; init v30 = 0
;; init v31 = 0x401c0000
;; init v32 = 0
;; init v33 = 0x80800000
buffer_atomic_add_f32 v10, off, s[4:7], 0 glc
buffer_atomic_add_f32 v11, off, s[4:7], 0 offset:4
buffer_atomic_pk_add_f16 v12, off, s[4:7], 0 offset:12 glc
buffer_atomic_add_f64 v[14:15], off, s[4:7], 0 offset:0x100 glc
buffer_atomic_min_f64 v[16:17], off, s[4:7], 0 offset:0x108 glc
buffer_atomic_max_f64 v[18:19], off, s[4:7], 0 offset:0x110
buffer_atomic_max_f64 v[20:21], off, s[4:7], 0 offset:0x118 glc
flat_atomic_add_f64 v[22:23], v[0:1], v[24:25] glc
flat_atomic_min_f64 v[0:1], v[26:27] offset:8
flat_atomic_max_f64 v[28:29], v[0:1], v[30:31] offset:16 glc
global_atomic_add_f32 v34, v32, v33, s[4:5] offset:0x20 glc
s_waitcnt vmcnt(0) lgkmcnt(0)
s_endpgm
;; expect v10 = 0x3f800000 if l == 0 else 0x3f000000
;; expect v11 = 0x00000002
;; expect v12 = 0x3c004000 if l == 0 else 0x3c003c00
;; expect v14 = 0
;; expect v15 = 0x3ff80000 if l == 0 else 0x3fd00000
;; expect v16 = 0
;; expect v17 = 0x40000000 if l == 0 else 0x3ff00000
;; expect v20 = 0
;; expect v21 = 0x7ff80000 if l == 0 else 0xc0140000
;; expect v22 = 0
;; expect v23 = 0x40100000 if l == 0 else 0
;; expect v28 = 0
;; expect v29 = 0x40140000 if l == 0 else 0
;; expect v34 = 0x00800001 if l == 0 else 0
;; expect mem 0x30000 u32 [0x3fc00000, 0x00000000, 0x40400000, 0x40004200]
;; expect mem 0x30020 u32 [0x00000000]
;; expect mem 0x30100 u64 [0x3ffc000000000000, 0x3ff0000000000000, 0x0000000000000000, 0xc014000000000000]
;; expect mem 0x30200 u64 [0x4012000000000000, 0x3fe0000000000000, 0x401c000000000000]
