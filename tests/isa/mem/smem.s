// Scalar memory loads (ISA 7.2).  Memory at 0x10000 holds dword i =
// 0xa0000000 + i.  Addresses ignore their two low bits; the immediate offset
// is 21-bit signed; SGPR/M0 offsets add; buffer forms check the resource's
// range (num_records bytes, or num_records*stride when stride is set) and read
// zero past it.  The stores and atomics are in smem_store_atomic.s.
;; mem 0x10000 0x200
;; init mem 0x10000 u32 [0xa0000000 + i for i in range(64)]
;; init mem 0x10100 u32 [0xa0000040 + i for i in range(64)]
;; init s0 = 0x10000
;; init s1 = 0
;; init s2 = 0x10
;; init s3 = 0x8
;; init m0 = 0x14
;; init s12 = 0x10030
;; init s13 = 0
;; init s20 = 0x10040
;; init s21 = 0
;; init s22 = 0x10
;; init s36 = 0x10000
;; init s37 = 8 << 16
;; init s38 = 2
s_load_dword s4, s[0:1], 0x8
s_load_dwordx2 s[6:7], s[0:1], s2
s_load_dwordx4 s[8:11], s[12:13], -0x10
s_load_dword s16, s[0:1], 0x6
s_load_dword s17, s[0:1], s3 offset:0x4
s_load_dword s18, s[0:1], m0
s_buffer_load_dwordx4 s[24:27], s[20:23], 0x8
s_buffer_load_dword s28, s[20:23], 0x4
s_buffer_load_dwordx8 s[40:47], s[36:39], 0x0
s_dcache_wb
s_endpgm
;; expect s4 = 0xa0000002
;; expect s6 = 0xa0000004
;; expect s7 = 0xa0000005
;; expect s8 = 0xa0000008
;; expect s9 = 0xa0000009
;; expect s10 = 0xa000000a
;; expect s11 = 0xa000000b
;; expect s16 = 0xa0000001
;; expect s17 = 0xa0000003
;; expect s18 = 0xa0000005
;; expect s24 = 0xa0000012
;; expect s25 = 0xa0000013
;; expect s26 = 0
;; expect s27 = 0
;; expect s28 = 0xa0000011
;; expect s40 = 0xa0000000
;; expect s43 = 0xa0000003
;; expect s44 = 0
;; expect s47 = 0
