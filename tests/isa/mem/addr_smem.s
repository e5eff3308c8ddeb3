// SMEM address arithmetic (ISA 7.2; docs/memory.md, "Address arithmetic"):
// SGPR pair + the signed 21-bit immediate + an SGPR or M0 offset
// (unsigned 32 bits; s_scratch: times 64), a 64-bit sum whose two low bits
// are ignored.  clang-16 emits a negative immediate alone (c[-5]:
// s_load_dword s10, s[2:3], -0x14) and with an SGPR offset
// (s_load_dword s5, s[2:3], s6 offset:-0x1c).  s_buffer: the offset
// (immediate + SGPR) is relative to the V# base, 32 bits, and range-checked
// against num_records (here 0x20 bytes).  Memory: dword i at 0xfffffff0 +
// 4 i holds 0x90 + i.
;; mem 0xffffff00 0x200
;; init mem 0xfffffff0 u32 [0x90 + i for i in range(16)]
;; init s0 = 0x00000010
;; init s1 = 1
;; init s2 = 0x20
;; init s3 = 0xffffffe0
;; init s4 = 0x20
;; init s5 = 0
;; init s6 = 0
;; init s7 = 0
;; init s8 = 0x04000000
;; init s20 = 0x12345678
;; init s24 = 0xfffffff0
;; init s25 = 0
;; init s26 = 0x20
;; init s27 = 0
;; init s28 = 8
;; init s29 = 0xfffffffc
// 0x1_0000_0010 - 0x14 = 0xfffffffc
s_load_dword s10, s[0:1], -0x14
// 0x1_0000_0010 + 0x20 - 0x1c = 0x1_0000_0014
s_load_dword s11, s[0:1], s2 offset:-0x1c
// the SGPR offset is zero-extended: 0x20 + 0xffffffe0 = 0x1_0000_0000
s_load_dword s12, s[4:5], s3
// 0x1_0000_0010 - 0x18 = 0xfffffff8: two dwords
s_load_dwordx2 s[14:15], s[0:1], -0x18
// s_scratch: 0x04000000 * 64 = 0x1_0000_0000
s_scratch_load_dword s16, s[6:7], s8
// s_buffer: 8 + 4 = 12 from 0xfffffff0; 0xfffffffc + 8 = 4 (32 bits)
s_buffer_load_dword s17, s[24:27], s28 offset:0x4
s_buffer_load_dword s18, s[24:27], s29 offset:0x8
// 0x20 + 4 = 0x24: past num_records, 0
s_buffer_load_dword s19, s[24:27], s2 offset:0x4
s_waitcnt lgkmcnt(0)
// 0x1_0000_0010 - 0x20 = 0xfffffff0
s_store_dword s20, s[0:1], -0x20
s_dcache_wb
s_endpgm
;; expect s10 = 0x93
;; expect s11 = 0x99
;; expect s12 = 0x94
;; expect s14 = 0x92
;; expect s15 = 0x93
;; expect s16 = 0x94
;; expect s17 = 0x93
;; expect s18 = 0x91
;; expect s19 = 0
;; expect mem 0xfffffff0 u32 [0x12345678, 0x91, 0x92, 0x93, 0x94]
