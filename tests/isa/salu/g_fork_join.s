// Legacy branch stack, the SGPR-target fork (ISA 12.1-12.3, the
// S_CBRANCH_G_FORK pseudo-code): mask_pass = S0 & EXEC, mask_fail =
// ~S0 & EXEC; S1 holds the target address.  1st fork: EXEC = lanes 0-7, S0
// passes lanes 2-7; the fail side has fewer lanes (2 < 6), so EXEC =
// mask_fail, {S1, mask_pass} is pushed at SGPR[CSP*4] (mask in the low pair,
// PC in the high pair), CSP++ and PC += 4: the fail side runs first; the
// join pops the pass side (EXEC = 0xfc, PC = S1) and falls through the 2nd
// time.  2nd fork: every active lane passes (mask_pass == EXEC): PC = S1,
// nothing pushed.  The code starts at address 0 (s_getpc_b64 + label
// difference gives the targets: pass_side @32, all_side @76).
;; init exec = 0xff
;; init s8 = 0xfc
;; init s9 = 0
;; init v1 = 0
;; init v2 = 0
;; init v3 = 0
s_getreg_b32 s20, hwreg(HW_REG_MODE, 29, 3)   // @0: saved CSP = 0
s_getpc_b64 s[10:11]                          // @4: 8
after_getpc:
s_add_u32 s10, s10, pass_side-after_getpc     // @8: 32
s_addc_u32 s11, s11, 0                        // @16
s_cbranch_g_fork s[8:9], s[10:11]             // @20
v_mov_b32_e32 v1, 2                           // @24: fail side (lanes 0-1), first
s_branch join_point                           // @28
pass_side:
v_mov_b32_e32 v1, 1                           // @32: pass side (lanes 2-7), second
join_point:
s_cbranch_join s20                            // @36: 1st: pop; 2nd: fall through
s_mov_b64 s[22:23], exec
s_getreg_b32 s21, hwreg(HW_REG_MODE, 29, 3)
s_mov_b64 s[12:13], -1
s_getpc_b64 s[14:15]                          // @52: 56
after_getpc2:
s_add_u32 s14, s14, all_side-after_getpc2     // @56: 76
s_addc_u32 s15, s15, 0
s_cbranch_g_fork s[12:13], s[14:15]           // @68: all pass: jump to all_side
v_mov_b32_e32 v2, 7                           // @72: skipped
all_side:
v_mov_b32_e32 v3, 5                           // @76
s_getreg_b32 s24, hwreg(HW_REG_MODE, 29, 3)
s_endpgm
;; expect v1[all] = 2 if l < 2 else 1 if l < 8 else 0
;; expect v2[all] = 0
;; expect v3[all] = 5 if 2 <= l < 8 else 0
;; expect s0 = 0xfc
;; expect s1 = 0
;; expect s2 = 32
;; expect s3 = 0
;; expect s10 = 32
;; expect s14 = 76
;; expect s21 = 0
;; expect s22 = 0xfc
;; expect s23 = 0
;; expect s24 = 0
