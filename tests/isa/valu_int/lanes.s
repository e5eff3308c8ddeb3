// Cross-lane moves and selects (ISA 12.7, 12.8, 12.12): v_readlane/v_writelane
// ignore EXEC; v_readfirstlane reads the first active lane; v_cndmask picks
// S1 where the mask bit is set (VCC, or an SGPR pair in VOP3).
;; init exec = 0xfffffffffffff0f0
;; init v1 = 0x100 + l
;; init v2 = 0x200 + l
;; init v3 = 0x55
;; init s4 = 2
;; init s5 = 67
;; init m0 = 35
;; init vcc = 0x00000000aaaaaaaa
;; init s6 = 0x0000ffff
;; init s7 = 0xffff0000
v_readlane_b32 s10, v1, s4           // lane 2 (inactive): 0x102
v_readlane_b32 s11, v1, m0           // lane 35
v_readlane_b32 s12, v1, s5           // lane select & 63 = 3
v_readfirstlane_b32 s13, v1          // first active lane 4
v_writelane_b32 v3, s4, 1            // lane 1, though inactive: 2
v_writelane_b32 v3, 55, m0           // lane 35
v_cndmask_b32_e32 v4, v1, v2, vcc    // vcc bit set: v2
v_cndmask_b32_e64 v5, v1, v2, s[6:7]
v_cndmask_b32_e64 v6, v1, -v2, s[6:7]  // "+mods": neg flips bit 31 of the selected source
v_mov_b32_e32 v7, v1
v_swap_b32 v7, v2                    // active lanes: v7 = 0x200+l, v2 = 0x100+l
s_mov_b64 exec, 0
v_readfirstlane_b32 s14, v1          // EXEC = 0: lane 0
s_mov_b64 exec, 0xfffffffffffff0f0
s_endpgm
;; expect s10 = 0x102
;; expect s11 = 0x100 + 35
;; expect s12 = 0x103
;; expect s13 = 0x104
;; expect s14 = 0x100
;; expect v3[all] = 2 if l == 1 else 55 if l == 35 else 0x55
;; expect v4 = (0x200 + l) if (0xaaaaaaaa >> l) & 1 else 0x100 + l
;; expect v5 = (0x200 + l) if (0xffff00000000ffff >> l) & 1 else 0x100 + l
;; expect v6 = ((0x200 + l) ^ 0x80000000) if (0xffff00000000ffff >> l) & 1 else 0x100 + l
;; expect v7 = 0x200 + l
;; expect v2 = 0x100 + l
