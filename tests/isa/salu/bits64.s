// 64-bit SALU operations, and the 64-bit literal and inline-constant rules:
// a 32-bit literal is zero-extended for b64/u64 operands and sign-extended for
// i64 ones (ISA "Literal Expansion to 64 bits"); inline float constants of a
// 64-bit operand are the f64 patterns (LLVM encodes 0x3fe0000000000000 as 0.5).
;; init s0 = 0x00000001
;; init s1 = 0x80000000
s_mov_b64 s[10:11], 0xffffec78               // b64: zero-extended
s_mov_b64 s[12:13], -1                       // inline: all ones
s_mov_b64 s[14:15], 0.5                      // 0x3fe0000000000000
s_ashr_i64 s[16:17], 0xfffffff0, 4           // i64: sign-extended -> -1 (0xffffffffffffffff)
s_lshl_b64 s[18:19], s[0:1], 1               // 0x0000000000000002 (bit 63 shifted out)
s_cselect_b32 s20, 1, 0                      // SCC = D != 0 = 1
s_lshr_b64 s[22:23], s[0:1], 63              // 1
s_ashr_i64 s[24:25], s[0:1], 32              // 0xffffffff80000000
s_and_b64 s[26:27], s[0:1], 0x80000000       // zero-extended literal: 0
s_cselect_b32 s28, 1, 0
s_bfm_b64 s[30:31], 40, 4                    // (2^40-1) << 4
s_bfe_u64 s[32:33], s[0:1], 0x200020         // offset 32, width 32: 0x80000000
s_bfe_i64 s[34:35], s[0:1], 0x10003f         // offset 63, width 16: S0.i64 >> 63 is -1 (arithmetic, as the pseudocode's S0.i64 says) -> -1
s_bfe_i64 s[36:37], s[0:1], 0x20001f         // offset 31, width 32: (arithmetic) 0xffffffff_00000000, low 32 bits 0 -> 0
s_not_b64 s[38:39], s[0:1]                   // 0x7ffffffe_fffffffe
s_brev_b64 s[40:41], s[0:1]                  // 0x80000000_00000001
s_bcnt1_i32_b64 s42, s[0:1]                  // 2
s_ff1_i32_b64 s43, s[40:41]                  // 0
s_flbit_i32_b64 s44, s[0:1]                  // 0
s_flbit_i32_i64 s45, s[24:25]                // 0xffffffff80000000: bits 62..31 equal the sign, bit 30 not -> 33
s_bitset1_b64 s[46:47], 40                   // from init (0) -> bit 40
s_bitcmp1_b64 s[0:1], 63
s_cselect_b32 s48, 1, 0
s_cmp_eq_u64 s[10:11], 0xffffec78
s_cselect_b32 s49, 1, 0
s_cmp_lg_u64 s[12:13], -1
s_cselect_b32 s50, 1, 0
s_cselect_b64 s[52:53], s[0:1], 0            // SCC = 0 -> 0
s_wqm_b64 s[54:55], s[0:1]                   // 0xf0000000_0000000f
s_quadmask_b64 s[56:57], s[0:1]              // bits 0 and 15 -> 0x8001
s_bitreplicate_b64_b32 s[58:59], 0x80000005  // bits 0,2,31 -> 0xc0000000_00000033
s_endpgm
;; expect s10 = 0xffffec78
;; expect s11 = 0
;; expect s12 = 0xffffffff
;; expect s13 = 0xffffffff
;; expect s14 = 0
;; expect s15 = 0x3fe00000
;; expect s16 = 0xffffffff
;; expect s17 = 0xffffffff
;; expect s18 = 2
;; expect s19 = 0
;; expect s20 = 1
;; expect s22 = 1
;; expect s23 = 0
;; expect s24 = 0x80000000
;; expect s25 = 0xffffffff
;; expect s26 = 0
;; expect s27 = 0
;; expect s28 = 0
;; expect s30 = 0xfffffff0
;; expect s31 = 0x00000fff
;; expect s32 = 0x80000000
;; expect s33 = 0
;; expect s34 = 0xffffffff
;; expect s35 = 0xffffffff
;; expect s36 = 0
;; expect s37 = 0
;; expect s38 = 0xfffffffe
;; expect s39 = 0x7fffffff
;; expect s40 = 0x00000001
;; expect s41 = 0x80000000
;; expect s42 = 2
;; expect s43 = 0
;; expect s44 = 0
;; expect s45 = 33
;; expect s46 = 0
;; expect s47 = 0x100
;; expect s48 = 1
;; expect s49 = 1
;; expect s50 = 0
;; expect s52 = 0
;; expect s53 = 0
;; expect s54 = 0x0000000f
;; expect s55 = 0xf0000000
;; expect s56 = 0x8001
;; expect s57 = 0
;; expect s58 = 0x00000033
;; expect s59 = 0xc0000000
