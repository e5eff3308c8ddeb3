// More scalar memory: x16 loads, s_scratch (the SGPR/M0 offset counts 64
// bytes), s_buffer stores with the range check, 64-bit scalar atomics,
// cmpswap_x2 (new value in sdata[0:1], compare value in sdata[2:3]),
// the store of a dword past num_records dropped,
// inc/dec wrapping at the data, signed min, buffer atomics out of range
// (dropped; glc gives 0), and an atomic without glc keeps sdata.
;; copies share memory
;; mem 0x10000 0x400
;; init mem 0x10000 u32 [0xb0000000 + i for i in range(64)]
;; init mem 0x10100 u64 [0x00000001ffffffff, 0x1234, 5, 0xfffffff0, 7]
;; init mem 0x10200 u32 [0xfffffffe, 10, 0x80000000, 3]
;; init s0 = 0x10000
;; init s1 = 0
;; init m0 = 2
;; init s2 = 0x400
;; init s3 = 0
;; init s4 = 0x100
;; init s5 = 0
;; init s40 = 0x1
;; init s41 = 0
;; init s56 = 0xabcd
;; init s57 = 0x1
;; init s58 = 0x1234
;; init s59 = 0
;; init s46 = 5
;; init s47 = 0xffffffff
;; init s48 = 0x7fffffff
;; init s49 = 0x77
;; init s50 = 0x66
;; init s52 = 0x99
;; init s53 = 0
s_load_dwordx16 s[16:31], s[0:1], 0x40
s_scratch_load_dword s32, s[0:1], m0 offset:0x4
s_buffer_store_dwordx2 s[48:49], s[0:3], 0x3fc
s_buffer_store_dword s50, s[0:3], 0x300
s_atomic_add_x2 s[40:41], s[0:1], 0x100 glc
s_atomic_cmpswap_x2 s[56:59], s[0:1], 0x108 glc
s_atomic_dec s46, s[0:1], 0x200 glc
s_atomic_inc s47, s[0:1], 0x204
s_atomic_smin s48, s[0:1], 0x208 glc
s_buffer_atomic_add s52, s[0:3], 0x400 glc
s_buffer_atomic_swap s53, s[0:3], 0x20c glc
s_endpgm
;; expect s16 = 0xb0000010
;; expect s31 = 0xb000001f
;; expect s32 = 0xb0000000 + (0x4 + 2 * 64) // 4
;; expect s40 = 0xffffffff
;; expect s41 = 1
;; expect s56 = 0x1234
;; expect s57 = 0
;; expect s46 = 0xfffffffe
;; expect s47 = 0xffffffff
;; expect s48 = 0x80000000
;; expect s52 = 0
;; expect s53 = 3
;; expect mem 0x10100 u64 [0x0000000200000000, 0x10000abcd, 5]
;; expect mem 0x10200 u32 [5, 11, 0x80000000, 0]
;; expect mem 0x103fc u32 [0x7fffffff]
;; expect mem 0x10300 u32 [0x66]
