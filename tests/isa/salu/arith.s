// SOP2/SOPK arithmetic and the SCC rules of ISA 12.1/12.2 (expected values worked by hand).
// s_add_u32: 0xffffffff + 2 = 1 carry 1; s_sub_u32 borrow when S1 > S0 (unsigned).
;; init s0 = 0xffffffff
;; init s1 = 2
;; init s2 = 0x7fffffff
;; init s3 = 0x80000000
;; init s4 = 0x12345678
s_add_u32 s10, s0, s1
s_cselect_b32 s11, 1, 0          // SCC = carry = 1
s_sub_u32 s12, s1, s0            // 2 - 0xffffffff = 3, borrow (0xffffffff > 2)
s_cselect_b32 s13, 1, 0
s_sub_u32 s14, s0, s1            // no borrow
s_cselect_b32 s15, 1, 0
// s_add_i32 overflow: 0x7fffffff + 1 overflows; 0xffffffff + 2 does not
s_add_i32 s16, s2, 1
s_cselect_b32 s17, 1, 0
s_add_i32 s18, s0, s1
s_cselect_b32 s19, 1, 0
// s_sub_i32: 0x80000000 - 1 overflows
s_sub_i32 s20, s3, 1
s_cselect_b32 s21, 1, 0
// 64-bit add by s_add_u32 / s_addc_u32: 0x00000001_ffffffff + 0x00000002_00000002
s_add_u32 s22, s0, s1            // lo = 1, carry
s_addc_u32 s23, 1, 2             // hi = 1 + 2 + 1 = 4, no carry
s_cselect_b32 s24, 1, 0
// borrow chain: 0x00000001_00000000 - 0x00000000_00000001
s_sub_u32 s25, 0, 1              // 0xffffffff, borrow
s_subb_u32 s26, 1, 0             // 1 - 0 - 1 = 0, SCC = (0 + 1 > 1) = 0
s_cselect_b32 s27, 1, 0
s_sub_u32 s28, 0, 1              // borrow again
s_subb_u32 s29, 0, 0             // 0 - 0 - 1 = 0xffffffff, SCC = 1
s_cselect_b32 s30, 1, 0
s_addc_u32 s31, s0, 0            // SCC=1: 0xffffffff + 0 + 1 = 0, carry 1
s_cselect_b32 s32, 1, 0
// min/max: SCC = the comparison
s_min_i32 s33, s3, 5             // -2^31 < 5: s3, SCC=1
s_cselect_b32 s34, 1, 0
s_min_u32 s35, s3, 5             // 5, SCC=0
s_cselect_b32 s36, 1, 0
s_max_i32 s37, -3, -7            // -3, SCC=1
s_max_u32 s38, -3, -7            // 0xfffffffd > 0xfffffff9: -3, SCC=1
s_mul_i32 s39, -3, 0x10001        // -196611
s_mul_hi_u32 s40, s0, s0         // (2^32-1)^2 >> 32 = 0xfffffffe
s_mul_hi_i32 s41, s0, s0         // (-1)*(-1) = 1 >> 32 = 0
s_mul_hi_i32 s42, s3, 3          // -2^31 * 3 = -0x180000000 -> hi = 0xfffffffe
s_absdiff_i32 s43, 2, 5          // 3
s_absdiff_i32 s44, s3, 1         // 0x7fffffff
s_absdiff_i32 s56, s3, -1        // ISA examples: 0x80000000 - 0xffffffff wraps to 0x80000001 -> 0x7fffffff
s_absdiff_i32 s57, s3, -2        // -> 0x7ffffffe
s_absdiff_i32 s58, -1, 0         // -> 1
s_absdiff_i32 s59, s3, 0         // -> 0x80000000 (stays negative)
s_abs_i32 s45, s3                // 0x80000000 (stays negative)
s_abs_i32 s46, -5
// s_lshl1_add_u32: shifted-out bit counts in SCC (the shift is 64-bit)
s_lshl1_add_u32 s47, s3, 0       // 0, SCC=1
s_cselect_b32 s48, 1, 0
s_lshl4_add_u32 s49, 0x10000001, 0x10  // 0x20, SCC = 1
s_cselect_b32 s50, 1, 0
s_lshl2_add_u32 s51, 3, 4        // 16, SCC = 0
s_cselect_b32 s52, 1, 0
s_pack_ll_b32_b16 s53, s4, 0x9abcdef0   // 0xdef05678
s_pack_lh_b32_b16 s54, s4, 0x9abcdef0   // 0x9abc5678
s_pack_hh_b32_b16 s55, s4, 0x9abcdef0   // 0x9abc1234
s_endpgm
;; expect s10 = 1
;; expect s11 = 1
;; expect s12 = 3
;; expect s13 = 1
;; expect s14 = 0xfffffffd
;; expect s15 = 0
;; expect s16 = 0x80000000
;; expect s17 = 1
;; expect s18 = 1
;; expect s19 = 0
;; expect s20 = 0x7fffffff
;; expect s21 = 1
;; expect s22 = 1
;; expect s23 = 4
;; expect s24 = 0
;; expect s25 = 0xffffffff
;; expect s26 = 0
;; expect s27 = 0
;; expect s28 = 0xffffffff
;; expect s29 = 0xffffffff
;; expect s30 = 1
;; expect s31 = 0
;; expect s32 = 1
;; expect s33 = 0x80000000
;; expect s34 = 1
;; expect s35 = 5
;; expect s36 = 0
;; expect s37 = u32(-3)
;; expect s38 = u32(-3)
;; expect s39 = u32(-3 * 0x10001)
;; expect s40 = 0xfffffffe
;; expect s41 = 0
;; expect s42 = u32((-2**31 * 3) >> 32)
;; expect s43 = 3
;; expect s44 = 0x7fffffff
;; expect s45 = 0x80000000
;; expect s46 = 5
;; expect s47 = 0
;; expect s48 = 1
;; expect s49 = 0x20
;; expect s50 = 1
;; expect s51 = 16
;; expect s52 = 0
;; expect s53 = 0xdef05678
;; expect s54 = 0x9abc5678
;; expect s55 = 0x9abc1234
;; expect s56 = 0x7fffffff
;; expect s57 = 0x7ffffffe
;; expect s58 = 1
;; expect s59 = 0x80000000
