// Legacy branch stack (ISA 12.1-12.3): s_cbranch_i_fork runs the side with
// fewer lanes first and pushes the other side's {PC, mask} at SGPR[CSP*4]
// (mask in the low pair, PC in the high pair; CSP is MODE[31:29]);
// s_cbranch_join pops it the first time and falls through when CSP is back
// at the saved value.  EXEC = lanes 0-7, VCC passes lanes 0-1: the pass side
// (2 lanes) runs first at the target, the fail side (lanes 2-7, at PC + 4)
// is pushed.  After the join EXEC is the last side's mask, as the pseudocode
// gives it (an enclosing fork/join restores the rest).
;; init exec = 0xff
;; init vcc = 0x3
;; init v1 = 0
s_getreg_b32 s20, hwreg(HW_REG_MODE, 29, 3)   // @0: saved CSP = 0
s_cbranch_i_fork vcc, pass_side      // @4
v_mov_b32_e32 v1, 2                  // @8: fail side (lanes 2-7), second
s_branch join_point
pass_side:
v_mov_b32_e32 v1, 1                  // pass side (lanes 0-1), first
join_point:
s_cbranch_join s20                   // 1st: pop the fail side; 2nd: fall through
s_mov_b64 s[22:23], exec
s_getreg_b32 s21, hwreg(HW_REG_MODE, 29, 3)
s_endpgm
;; expect v1[all] = 1 if l < 2 else 2 if l < 8 else 0
;; expect s21 = 0
;; expect s0 = 0xfc
;; expect s1 = 0
;; expect s2 = 8
;; expect s3 = 0
;; expect s22 = 0xfc
;; expect s23 = 0
