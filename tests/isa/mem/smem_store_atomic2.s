// More SMEM stores and atomics (ISA 7.2; docs/memory.md): buffer forms with
// num_records 0x20 (a store's dwords past it are dropped; an atomic past it
// does nothing and glc returns 0), 64-bit atomics (smax_x2 signed, cmpswap_x2:
// new value s[36:37], compare value s[38:39]), dec without glc, a dwordx4
// store across a 16-byte block, s_scratch_* (SGPR offset x 64 bytes).
// Memory at 0x10000 holds dword i = 0xb0000000 + i.  Expected values by hand.
;; copies share memory
;; mem 0x10000 0x400
;; init mem 0x10000 u32 [0xb0000000 + i for i in range(64)]
;; init mem 0x10100 u32 [0xb0000040 + i for i in range(32)]
;; init s0 = 0x10000
;; init s1 = 0
;; init s2 = 2
;; init s8 = 0x10100
;; init s9 = 0
;; init s10 = 0x20
;; init s11 = 0
;; init s20 = 0x01020304
;; init s21 = 0x05060708
;; init s24 = 0x11111111
;; init s25 = 0x22222222
;; init s26 = 0x33333333
;; init s27 = 0x44444444
;; init s28 = 0xffffffff
;; init s29 = 0
;; init s30 = 0x5555
;; init s32 = 5
;; init s33 = 0
;; init s36 = 0x11
;; init s37 = 0x22
;; init s38 = 0xb0000012
;; init s39 = 0xb0000013
;; init s40 = 3
s_buffer_store_dwordx2 s[20:21], s[8:11], 0x8
s_buffer_store_dwordx4 s[24:27], s[8:11], 0x18
s_buffer_atomic_add_x2 s[28:29], s[8:11], 0x0 glc
s_buffer_atomic_swap s30, s[8:11], 0x20 glc
s_atomic_smax_x2 s[32:33], s[0:1], 0x40 glc
s_atomic_cmpswap_x2 s[36:39], s[0:1], 0x48 glc
s_atomic_dec s40, s[0:1], 0x50
s_store_dwordx4 s[24:27], s[0:1], 0x68
s_scratch_store_dwordx2 s[20:21], s[0:1], s2
s_scratch_load_dword s41, s[0:1], s2
s_waitcnt lgkmcnt(0)
s_dcache_wb
s_endpgm
;; expect s28 = 0xb0000040
;; expect s29 = 0xb0000041
;; expect s30 = 0
;; expect s32 = 0xb0000010
;; expect s33 = 0xb0000011
;; expect s36 = 0xb0000012
;; expect s37 = 0xb0000013
;; expect s38 = 0xb0000012
;; expect s40 = 3
;; expect s41 = 0x01020304
;; expect mem 0x10040 u32 [5, 0, 0x11, 0x22, 3]
;; expect mem 0x10060 u32 [0xb0000018, 0xb0000019, 0x11111111, 0x22222222, 0x33333333, 0x44444444, 0xb000001e]
;; expect mem 0x10080 u32 [0x01020304, 0x05060708, 0xb0000022]
;; expect mem 0x10100 u32 [0xb000003f, 0xb0000042, 0x01020304, 0x05060708, 0xb0000044, 0xb0000045, 0x11111111, 0x22222222, 0xb0000048, 0xb0000049]
