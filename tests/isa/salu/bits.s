// SOP1/SOP2 logic, shift, bit-field and count instructions (ISA 12.1, 12.3), by hand.
;; init s0 = 0x0000cccc
;; init s1 = 0xffff3333
;; init s2 = 0x00000000
;; init s3 = 0xffffffff
;; init s4 = 0x80000000
;; init s5 = 0x00010000
;; init s6 = 0x12345678
;; init s7 = 0x1234f678
s_and_b32 s10, s0, s1            // 0x00000000 -> SCC 0
s_cselect_b32 s11, 1, 0
s_or_b32 s12, s0, s1             // 0xffffffff
s_xnor_b32 s13, s0, s1           // ~(0xffffffff) = 0, SCC 0
s_cselect_b32 s14, 1, 0
s_andn2_b32 s15, s3, s0          // 0xffff3333
s_orn2_b32 s16, s2, s1           // 0x0000cccc
s_nand_b32 s17, s3, s3           // 0
s_nor_b32 s18, s2, s2            // 0xffffffff
s_not_b32 s19, s3                // 0 -> SCC 0
s_cselect_b32 s20, 1, 0
s_lshl_b32 s21, 1, 33            // shift amount & 31 = 1 -> 2
s_lshr_b32 s22, s4, 31           // 1
s_ashr_i32 s23, s4, 4            // 0xf8000000
s_bfm_b32 s24, 5, 3              // 0x1f << 3 = 0xf8
s_bfe_u32 s25, s6, 0x80004   // offset 4, width 8: 0x67
s_bfe_i32 s26, s6, 0x40008   // offset 8, width 4: nibble 6 -> 6
s_bfe_i32 s27, s7, 0x4000c   // offset 12, width 4: nibble f -> -1
s_bfe_i32 s28, s6, 0         // width 0 -> 0, SCC 0
s_cselect_b32 s29, 1, 0
s_bfe_u32 s30, s6, 0x200004  // width 32 keeps all bits above the offset: 0x01234567
s_brev_b32 s31, 1                // 0x80000000
s_bcnt0_i32_b32 s32, s0          // 32 - 8 = 24
s_bcnt1_i32_b32 s33, s1          // 16 + 8 = 24
s_bcnt1_i32_b32 s34, 0           // 0, SCC 0
s_cselect_b32 s35, 1, 0
s_ff0_i32_b32 s36, 0xfffeffff    // 16
s_ff1_i32_b32 s37, s5            // 16
s_ff1_i32_b32 s38, 0             // -1
s_flbit_i32_b32 s39, s0          // 16
s_flbit_i32_b32 s40, 0           // -1
s_flbit_i32 s41, s1              // 16
s_flbit_i32 s42, s4              // 1
s_flbit_i32 s43, -1              // -1
s_sext_i32_i8 s44, 0x180         // 0xffffff80
s_sext_i32_i16 s45, 0x17fff      // 0x7fff
s_mov_b32 s46, 0
s_bitset1_b32 s46, 35            // bit 3 -> 8
s_mov_b32 s47, -1
s_bitset0_b32 s47, 31            // 0x7fffffff
s_wqm_b32 s48, 0x00100201        // nibbles 0,2,5 -> 0x00f00f0f
s_quadmask_b32 s49, 0x00100201   // bits 0,2,5 -> 0x25
s_bitcmp1_b32 s0, 2              // 0xcccc bit 2 = 1
s_cselect_b32 s50, 1, 0
s_bitcmp0_b32 s0, 0              // bit 0 = 0 -> SCC 1
s_cselect_b32 s51, 1, 0
s_endpgm
;; expect s10 = 0
;; expect s11 = 0
;; expect s12 = 0xffffffff
;; expect s13 = 0
;; expect s14 = 0
;; expect s15 = 0xffff3333
;; expect s16 = 0x0000cccc
;; expect s17 = 0
;; expect s18 = 0xffffffff
;; expect s19 = 0
;; expect s20 = 0
;; expect s21 = 2
;; expect s22 = 1
;; expect s23 = 0xf8000000
;; expect s24 = 0xf8
;; expect s25 = 0x67
;; expect s26 = 6
;; expect s27 = 0xffffffff
;; expect s28 = 0
;; expect s29 = 0
;; expect s30 = 0x01234567
;; expect s31 = 0x80000000
;; expect s32 = 24
;; expect s33 = 24
;; expect s34 = 0
;; expect s35 = 0
;; expect s36 = 16
;; expect s37 = 16
;; expect s38 = 0xffffffff
;; expect s39 = 16
;; expect s40 = 0xffffffff
;; expect s41 = 16
;; expect s42 = 1
;; expect s43 = 0xffffffff
;; expect s44 = 0xffffff80
;; expect s45 = 0x7fff
;; expect s46 = 8
;; expect s47 = 0x7fffffff
;; expect s48 = 0x00f00f0f
;; expect s49 = 0x25
;; expect s50 = 1
;; expect s51 = 1
