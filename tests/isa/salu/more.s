// The rest of the SOP2/SOPK/SOP1/SOPC set: 64-bit logic (SCC = D != 0), the
// compares (signed vs unsigned), conditional moves and every saveexec form
// (D = old EXEC, EXEC = S0 op EXEC, SCC = EXEC != 0), by hand.
;; init exec = 0x00000000ffffffff
;; init s0 = 0xf0f0f0f0
;; init s1 = 0x0000ffff
;; init s2 = 0xffffffff
;; init s3 = 0x00000001
;; init s4 = 0xfffffffe
s_or_b64 s[10:11], s[0:1], s[2:3]        // lo 0xf0f0f0f0 | 0xffffffff, hi 0x0000ffff | 1
s_xor_b64 s[12:13], s[0:1], s[0:1]       // 0, SCC 0
s_cselect_b32 s14, 1, 0
s_andn2_b64 s[16:17], s[2:3], s[0:1]     // lo 0xffffffff & ~0xf0f0f0f0, hi 1 & ~0xffff
s_orn2_b64 s[18:19], 0, s[2:3]           // ~s[2:3]
s_nand_b64 s[20:21], s[0:1], -1          // ~s[0:1]
s_nor_b64 s[22:23], s[0:1], s[2:3]
s_xnor_b64 s[24:25], s[0:1], s[2:3]
s_xor_b32 s26, s0, s1                    // 0xf0f00f0f
s_lshl3_add_u32 s27, s1, 1               // 0xffff * 8 + 1
// compares: s4 = -2 (signed) or 0xfffffffe (unsigned) against s3 = 1
s_cmp_lt_i32 s4, s3
s_cselect_b32 s28, 1, 0                  // 1
s_cmp_lt_u32 s4, s3
s_cselect_b32 s29, 1, 0                  // 0
s_cmp_gt_i32 s4, s3
s_cselect_b32 s30, 1, 0                  // 0
s_cmp_gt_u32 s4, s3
s_cselect_b32 s31, 1, 0                  // 1
s_cmp_ge_i32 s3, s3
s_cselect_b32 s32, 1, 0                  // 1
s_cmp_ge_u32 s3, s4
s_cselect_b32 s33, 1, 0                  // 0
s_cmp_le_i32 s4, -2
s_cselect_b32 s34, 1, 0                  // 1
s_cmp_le_u32 s4, 1
s_cselect_b32 s35, 1, 0                  // 0
s_cmp_eq_i32 s4, -2
s_cselect_b32 s36, 1, 0                  // 1
s_cmp_lg_i32 s4, -2
s_cselect_b32 s37, 1, 0                  // 0
s_cmp_lg_u32 s3, s4
s_cselect_b32 s38, 1, 0                  // 1
s_bitcmp0_b64 s[0:1], 32                 // bit 32 = s1 bit 0 = 1 -> SCC 0
s_cselect_b32 s39, 1, 0
s_cmpk_lg_i32 s4, 0xfffe                 // -2 != -2: 0
s_cselect_b32 s40, 1, 0
s_cmpk_gt_i32 s4, 0xffff                 // -2 > -1: 0
s_cselect_b32 s41, 1, 0
s_cmpk_ge_i32 s3, 1                      // 1
s_cselect_b32 s42, 1, 0
s_cmpk_le_i32 s4, 0xfffd                 // -2 <= -3: 0
s_cselect_b32 s43, 1, 0
s_cmpk_lg_u32 s3, 1                      // 0
s_cselect_b32 s44, 1, 0
s_cmpk_ge_u32 s4, 0xffff                 // 0xfffffffe >= 0xffff: 1
s_cselect_b32 s45, 1, 0
s_cmpk_lt_u32 s3, 2                      // 1
s_cselect_b32 s46, 1, 0
s_cmpk_le_u32 s4, 0xffff                 // 0
s_cselect_b32 s47, 1, 0
s_cmov_b32 s48, s0                       // SCC = 0: not written
s_cmov_b64 s[50:51], s[0:1]              // not written
s_cmp_eq_u32 0, 0
s_cmov_b32 s49, s0                       // written
s_cmov_b64 s[52:53], s[0:1]              // written
s_bcnt0_i32_b64 s54, s[0:1]              // 64 - 16 - 16
s_ff0_i32_b64 s55, s[2:3]                // first zero of 0x00000001_ffffffff: bit 33
s_mov_b64 s[56:57], -1
s_bitset0_b64 s[56:57], 63
// saveexec forms from EXEC = 0x00000000ffffffff with S0 = s[0:1] = 0x0000ffff_f0f0f0f0
s_or_saveexec_b64 s[60:61], s[0:1]       // EXEC = 0x0000ffff_ffffffff
s_xor_saveexec_b64 s[62:63], s[0:1]      // EXEC = 0x0000ffff_f0f0f0f0 ^ 0x0000ffff_ffffffff = 0x0f0f0f0f
s_orn2_saveexec_b64 s[64:65], s[0:1]     // S0 | ~EXEC = 0xffffffff_f0f0f0f0 | ... = 0xffffffff_f0f0f0f0 | 0xffffffff_f0f0f0f0
s_nand_saveexec_b64 s[66:67], s[0:1]     // ~(S0 & EXEC)
s_nor_saveexec_b64 s[68:69], s[0:1]      // ~(S0 | EXEC)
s_xnor_saveexec_b64 s[70:71], s[0:1]     // ~(S0 ^ EXEC)
s_andn1_saveexec_b64 s[72:73], s[0:1]    // ~S0 & EXEC
s_mov_b64 exec, s[60:61]                 // restore the initial EXEC
s_endpgm
;; expect s10 = 0xffffffff
;; expect s11 = 0x0000ffff
;; expect s12 = 0
;; expect s13 = 0
;; expect s14 = 0
;; expect s16 = 0x0f0f0f0f
;; expect s17 = 0
;; expect s18 = 0
;; expect s19 = 0xfffffffe
;; expect s20 = 0x0f0f0f0f
;; expect s21 = 0xffff0000
;; expect s22 = 0x0f0f0000 & ~0xffffffff
;; expect s23 = 0xffff0000 & ~0x1 & 0xfffffffe
;; expect s24 = u32(~(0xf0f0f0f0 ^ 0xffffffff))
;; expect s25 = u32(~(0x0000ffff ^ 0x1))
;; expect s26 = 0xf0f00f0f
;; expect s27 = 0xffff * 8 + 1
;; expect s28 = 1
;; expect s29 = 0
;; expect s30 = 0
;; expect s31 = 1
;; expect s32 = 1
;; expect s33 = 0
;; expect s34 = 1
;; expect s35 = 0
;; expect s36 = 1
;; expect s37 = 0
;; expect s38 = 1
;; expect s39 = 0
;; expect s40 = 0
;; expect s41 = 0
;; expect s42 = 1
;; expect s43 = 0
;; expect s44 = 0
;; expect s45 = 1
;; expect s46 = 1
;; expect s47 = 0
;; expect s48 = 0
;; expect s49 = 0xf0f0f0f0
;; expect s50 = 0
;; expect s51 = 0
;; expect s52 = 0xf0f0f0f0
;; expect s53 = 0x0000ffff
;; expect s54 = 32
;; expect s55 = 33
;; expect s56 = 0xffffffff
;; expect s57 = 0x7fffffff
;; expect s60 = 0xffffffff
;; expect s61 = 0
;; expect s62 = 0xffffffff
;; expect s63 = 0x0000ffff
;; expect s64 = 0x0f0f0f0f
;; expect s65 = 0
;; expect s66 = 0xf0f0f0f0 | u32(~0x0f0f0f0f)
;; expect s67 = 0xffffffff
;; expect s68 = u32(~(0xf0f0f0f0 & (0xf0f0f0f0 | u32(~0x0f0f0f0f))))
;; expect s69 = u32(~(0x0000ffff & 0xffffffff))
;; expect s70 = u32(~(0xf0f0f0f0 | u32(~(0xf0f0f0f0 & (0xf0f0f0f0 | u32(~0x0f0f0f0f))))))
;; expect s71 = u32(~(0x0000ffff | u32(~(0x0000ffff & 0xffffffff))))
;; expect s72 = u32(~(0xf0f0f0f0 ^ u32(~(0xf0f0f0f0 | u32(~(0xf0f0f0f0 & (0xf0f0f0f0 | u32(~0x0f0f0f0f))))))))
;; expect s73 = u32(~(0x0000ffff ^ u32(~(0x0000ffff | u32(~(0x0000ffff & 0xffffffff))))))
;; expect exec = 0x00000000ffffffff
