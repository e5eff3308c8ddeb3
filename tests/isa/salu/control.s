// Program flow: branches (target = PC + 4 + simm16 * 4), s_getpc/s_setpc/
// s_swappc/s_call_b64, SOPK compares and moves, saveexec/wrexec (ISA 12.2-12.5).
// Byte addresses are counted by hand: every instruction here is 4 bytes
// unless it carries a literal (8).
;; init exec = 0x00000000ffff00ff
;; init vcc = 0
;; init s0 = 0xfffffffe
s_getpc_b64 s[10:11]             // @0: s[10:11] = 4
s_branch skip1                   // @4
s_mov_b32 s12, 1                 // @8: skipped
skip1:
s_cmp_eq_u32 0, 0                // @12: SCC = 1
s_cbranch_scc0 bad               // not taken
s_cbranch_scc1 ok1               // taken
bad:
s_mov_b32 s13, 0xdead            // skipped
ok1:
s_cbranch_vccnz bad              // vcc = 0: not taken
s_cbranch_vccz ok2               // taken
s_mov_b32 s13, 0xdead
ok2:
s_cbranch_execz bad
s_cbranch_execnz ok3
s_mov_b32 s13, 0xdead
ok3:
s_call_b64 s[14:15], func        // @64 (the 0xdead moves take 8 bytes): s[14:15] = 68
s_mov_b32 s17, 7                 // @68: after the return
s_movk_i32 s18, 0x8000           // sign-extended: 0xffff8000
s_cmpk_lt_i32 s18, 0             // -32768 < 0 -> SCC 1
s_cmovk_i32 s19, -2              // taken: 0xfffffffe
s_cmpk_gt_u32 s18, 0xffff        // 0xffff8000 > 0x0000ffff (zero-extended) -> 1
s_cselect_b32 s20, 1, 0
s_cmpk_eq_i32 s0, 0xfffe         // simm16 0xfffe sign-extends to -2 == s0 -> 1
s_cselect_b32 s21, 1, 0
s_cmpk_eq_u32 s0, 0xfffe         // zero-extended 0xfffe != 0xfffffffe -> 0
s_cselect_b32 s22, 1, 0
s_cmovk_i32 s23, 5               // SCC = 0: s23 not written
s_mov_b32 s24, 0x7fff0000
s_addk_i32 s24, 0x7fff           // 0x7fff7fff, no overflow
s_cselect_b32 s25, 1, 0
s_mov_b32 s26, 0x7fffffff
s_addk_i32 s26, 1                // overflow -> SCC 1
s_cselect_b32 s27, 1, 0
s_mov_b32 s28, 3
s_mulk_i32 s28, 0xffff           // 3 * -1 = -3
// saveexec: D = old EXEC, EXEC = S0 op EXEC, SCC = EXEC != 0
s_mov_b64 s[30:31], 0x0000000f
s_and_saveexec_b64 s[32:33], s[30:31]   // s[32:33] = 0xffff00ff, EXEC = 0x0f
s_cselect_b32 s34, 1, 0
s_andn2_saveexec_b64 s[36:37], s[30:31] // EXEC = 0x0f & ~0x0f = 0, SCC 0
s_cselect_b32 s38, 1, 0
s_orn1_saveexec_b64 s[40:41], 0         // EXEC = ~0 | 0 = all ones
s_andn1_wrexec_b64 s[42:43], s[30:31]   // EXEC = ~0x0f & all = ...fff0, D = new EXEC
s_andn2_wrexec_b64 s[44:45], s[30:31]   // EXEC = 0x0f & ~EXEC(...fff0) = 0x0f, D = 0x0f
s_mov_b64 exec, s[32:33]                // restore the initial EXEC for the VGPR checks
s_endpgm
func:
s_mov_b32 s16, 42
s_setpc_b64 s[14:15]
;; expect s10 = 4
;; expect s11 = 0
;; expect s12 = 0
;; expect s13 = 0
;; expect s14 = 68
;; expect s15 = 0
;; expect s16 = 42
;; expect s17 = 7
;; expect s18 = 0xffff8000
;; expect s19 = 0xfffffffe
;; expect s20 = 1
;; expect s21 = 1
;; expect s22 = 0
;; expect s23 = 0
;; expect s24 = 0x7fff7fff
;; expect s25 = 0
;; expect s26 = 0x80000000
;; expect s27 = 1
;; expect s28 = 0xfffffffd
;; expect s32 = 0xffff00ff
;; expect s33 = 0
;; expect s34 = 1
;; expect s36 = 0x0000000f
;; expect s37 = 0
;; expect s38 = 0
;; expect s40 = 0
;; expect s41 = 0
;; expect s42 = 0xfffffff0
;; expect s43 = 0xffffffff
;; expect s44 = 0x0000000f
;; expect s45 = 0
;; expect exec = 0xffff00ff
