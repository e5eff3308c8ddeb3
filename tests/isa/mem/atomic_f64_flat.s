// flat_atomic_min/max_f64 in all three apertures (as flat2.s: lane 0 LDS at
// 0x100, lane 1 scratch offset 0x28 (elements 10-11: FLAT_SCRATCH + 4 + 256 *
// 10 and 11; offset 0x30: elements 12-13), lane 2 global 0x20028).  min with
// -2.0 (glc: the old 1.5, 3.0, 0.5); max with +0.0 of NaN, -1.0 and -0.0
// gives +0.0 (minNum/maxNum, -0 < +0; docs/memory.md).  Expected values by
// hand.  Every copy applies the same min/max, so memory ends the same.
;; copies share memory
;; mem 0x20000 0x100
;; mem 0x30000 0x1000
;; init lds 0x100 u32 [0, 0x3ff80000, 0, 0x7ff80000]
;; init mem 0x30a04 u32 [0]
;; init mem 0x30b04 u32 [0x40080000]
;; init mem 0x30c04 u32 [0]
;; init mem 0x30d04 u32 [0xbff00000]
;; init mem 0x20028 u32 [0, 0x3fe00000, 0, 0x80000000]
;; init exec = 0x7
;; init flat_scratch = 0x30000
;; init v0 = (0x100, 0x28, 0x20028)[l] if l < 3 else 0
;; init v1 = (0x10000, 0x20000, 0)[l] if l < 3 else 0
;; init v4 = 0
;; init v5 = 0xc0000000
;; init v6 = 0
;; init v7 = 0
flat_atomic_min_f64 v[2:3], v[0:1], v[4:5] glc
flat_atomic_max_f64 v[0:1], v[6:7] offset:8
s_waitcnt vmcnt(0) lgkmcnt(0)
s_endpgm
;; expect v2 = 0
;; expect v3 = (0x3ff80000, 0x40080000, 0x3fe00000)[l] if l < 3 else 0
;; expect lds 0x100 u32 [0, 0xc0000000, 0, 0]
;; expect mem 0x30a04 u32 [0]
;; expect mem 0x30b04 u32 [0xc0000000]
;; expect mem 0x30c04 u32 [0]
;; expect mem 0x30d04 u32 [0]
;; expect mem 0x20028 u32 [0, 0xc0000000, 0, 0]
