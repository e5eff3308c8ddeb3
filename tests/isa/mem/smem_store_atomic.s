// Scalar memory stores and atomics (ISA 7.2; split from smem.s).  Memory at
// 0x10000 holds dword i = 0xa0000000 + i.  glc atomics return the pre-op
// value; cmpswap takes the new value then the compare value.  s_load_dword s4
// (also in smem.s, which checks s4) gives the value s_store_dword writes (after
// s_waitcnt lgkmcnt(0): SMEM data is in its SGPRs only then, ISA 7.3).
;; copies share memory
;; mem 0x10000 0x200
;; init mem 0x10000 u32 [0xa0000000 + i for i in range(64)]
;; init mem 0x10100 u32 [0xa0000040 + i for i in range(64)]
;; init s0 = 0x10000
;; init s1 = 0
;; init s30 = 3
;; init s32 = 0x77
;; init s33 = 0xa0000025
;; init s48 = 0x11223344
;; init s49 = 0x55667788
;; init s50 = 0x10080
;; init s51 = 0
s_load_dword s4, s[0:1], 0x8
s_waitcnt lgkmcnt(0)
s_atomic_add s30, s[0:1], 0x90 glc
s_atomic_cmpswap s[32:33], s[0:1], 0x94 glc
s_atomic_or s48, s[0:1], 0x98
s_store_dwordx2 s[48:49], s[50:51], 0x8
s_store_dword s4, s[50:51], 0x0
s_dcache_wb
s_endpgm
;; expect s30 = 0xa0000024
;; expect s32 = 0xa0000025
;; expect s33 = 0xa0000025
;; expect s48 = 0x11223344
;; expect mem 0x10090 u32 [0xa0000027, 0x77, 0xa0000026 | 0x11223344]
;; expect mem 0x10080 u32 [0xa0000002, 0xa0000021, 0x11223344, 0x55667788]
