// flat_atomic_add_f64 in all three apertures (as atomic_f64_flat.s: lane 0
// LDS at 0x100, lane 1 scratch offset 0x28 (elements 10-11: FLAT_SCRATCH + 4
// + 256 * 10 and 11; offset 0x30: elements 12-13), lane 2 global 0x20028):
// IEEE, nearest even, denormals kept, the first NaN quieted, inf - inf the
// default NaN (docs/memory.md). Expected values by hand, memory + DATA:
// glc: least normal - 2^-1074 = largest denormal (LDS); (1 + 2^-52) + 2^-53
// (a tie, odd) = 1 + 2^-51 (scratch); -0 + +0 = +0 (global), returning the
// old values. offset:8: inf + -inf = 0xfff8000000000000 (LDS); sNaN
// 0x7ff0000000000001 + 1.0 = 0x7ff8000000000001 (scratch); 1.0 + 2.0 = 3.0
// (global).
;; copies share memory
;; mem 0x20000 0x100
;; mem 0x30000 0x1000
;; init lds 0x100 u64 [0x0010000000000000, 0x7ff0000000000000]
;; init mem 0x30a04 u32 [0x00000001]
;; init mem 0x30b04 u32 [0x3ff00000]
;; init mem 0x30c04 u32 [0x00000001]
;; init mem 0x30d04 u32 [0x7ff00000]
;; init mem 0x20028 u64 [0x8000000000000000, 0x3ff0000000000000]
;; init exec = 0x7
;; init flat_scratch = 0x30000
;; init v0 = (0x100, 0x28, 0x20028)[l] if l < 3 else 0
;; init v1 = (0x10000, 0x20000, 0)[l] if l < 3 else 0
;; init v4 = (1, 0, 0)[l] if l < 3 else 0
;; init v5 = (0x80000000, 0x3ca00000, 0)[l] if l < 3 else 0
;; init v6 = 0
;; init v7 = (0xfff00000, 0x3ff00000, 0x40000000)[l] if l < 3 else 0
flat_atomic_add_f64 v[2:3], v[0:1], v[4:5] glc
flat_atomic_add_f64 v[0:1], v[6:7] offset:8
s_waitcnt vmcnt(0) lgkmcnt(0)
s_endpgm
;; expect v2 = (0, 1, 0)[l] if l < 3 else 0
;; expect v3 = (0x00100000, 0x3ff00000, 0x80000000)[l] if l < 3 else 0
;; expect lds 0x100 u64 [0x000fffffffffffff, 0xfff8000000000000]
;; expect mem 0x30a04 u32 [0x00000002]
;; expect mem 0x30b04 u32 [0x3ff00000]
;; expect mem 0x30c04 u32 [0x00000001]
;; expect mem 0x30d04 u32 [0x7ff80000]
;; expect mem 0x20028 u64 [0, 0x4008000000000000]
