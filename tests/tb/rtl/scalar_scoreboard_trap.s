// RTL scalar scoreboard (docs/units/issue.md, "Scoreboard"): s_trap issues
// while its wave's float work is still in flight; the trap ends the wave
// only once that work has retired (the SALU holds its END), so v3 and v4
// are written and the wave slot is not freed under them.  Worked out by hand.
;; init v2 = 0x40400000
;; init v4 = 0x3f800000
v_mul_f32 v3, v2, v2
v_fmac_f32 v4, v2, v2
s_trap 2
s_mov_b32 s0, 9
s_endpgm
;; expect v3 = 0x41100000
;; expect v4 = 0x41200000
;; expect trap = s_trap
