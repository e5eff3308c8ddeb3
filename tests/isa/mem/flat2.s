// FLAT atomics reach LDS and scratch through the apertures too (lane 0: LDS
// at 0x100, lane 1: scratch offset 0x20 (FLAT_SCRATCH + 8 * 256 + 4), lane 2:
// global 0x20000); an atomic without glc leaves vdst alone;
// flat_atomic_cmpswap_x2 compares 64 bits; a d16 load from LDS keeps the
// other half.  A 64-bit atomic on scratch spans two 4-byte elements 256
// bytes apart (offsets 0x28 and 0x30: elements 10-11 and 12-13): the LSU
// reads both, computes and writes both (lane 1's cmpswap fails and returns
// the two elements joined, its swap_x2 writes both, the load reads them back).
// Every copy of the wave (rtl_tests seed 3 runs 40 at once) shares global
// memory and scratch with the others, so lanes 1 and 2 only do atomics whose
// results do not depend on how the copies interleave: add / sub 0, a cmpswap
// that fails, a swap of the same value by every copy; lane 0's LDS is its own.
;; mem 0x20000 0x100
;; mem 0x30000 0x1000
;; init mem 0x20000 u32 [40, 0, 0x55, 0x66]
;; init mem 0x30804 u32 [30]
;; init mem 0x30a04 u32 [0x12345678]
;; init mem 0x30b04 u32 [0x9abcdef0]
;; init lds 0x100 u32 [20, 0, 0x1111, 0x2222]
;; init exec = 0x7
;; init flat_scratch = 0x30000
;; init v0 = (0x100, 0x20, 0x20000)[l] if l < 3 else 0
;; init v1 = (0x10000, 0x20000, 0)[l] if l < 3 else 0
;; init v2 = 5 if l == 0 else 0
;; init v3 = 0x7777
;; init v4 = 0xabcd
;; init v5 = 0x5a5a5a5a
;; init v6 = (0x1111, 0x999, 0)[l] if l < 3 else 0
;; init v7 = 0x2222 if l == 0 else 0
;; init v9 = 0xdead0000
flat_atomic_add v3, v[0:1], v2 glc
flat_atomic_sub v[0:1], v2
flat_atomic_cmpswap_x2 v[10:11], v[0:1], v[4:7] offset:8 glc
flat_atomic_swap_x2 v[0:1], v[4:5] offset:16
flat_load_dwordx2 v[12:13], v[0:1] offset:16
flat_load_short_d16 v9, v[0:1] offset:8
s_endpgm
;; expect v3 = (20, 30, 40)[l] if l < 3 else 0
;; expect v10 = (0x1111, 0x12345678, 0x55)[l] if l < 3 else 0
;; expect v11 = (0x2222, 0x9abcdef0, 0x66)[l] if l < 3 else 0
;; expect v12 = 0xabcd if l < 3 else 0
;; expect v13 = 0x5a5a5a5a if l < 3 else 0
;; expect v9 = 0xdead0000 | ((0xabcd, 0x5678, 0x55)[l] if l < 3 else 0)
;; expect lds 0x100 u32 [20, 0, 0xabcd, 0x5a5a5a5a, 0xabcd, 0x5a5a5a5a]
;; expect mem 0x30804 u32 [30]
;; expect mem 0x30a04 u32 [0x12345678]
;; expect mem 0x30b04 u32 [0x9abcdef0]
;; expect mem 0x30c04 u32 [0xabcd]
;; expect mem 0x30d04 u32 [0x5a5a5a5a]
;; expect mem 0x20000 u32 [40, 0, 0x55, 0x66, 0xabcd, 0x5a5a5a5a]
