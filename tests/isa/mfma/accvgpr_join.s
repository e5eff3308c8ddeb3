// The if/else join of clang-16 -O0 code (f16_math.O0, docs/known-issues.md):
// a value spilled to an AccVGPR is reloaded with v_accvgpr_read_b32, a VALU
// move written under EXEC (CDNA2 ISA), while the saved masks live in lanes
// of v10 through v_writelane/v_readlane, which ignore EXEC (V_WRITELANE_B32:
// "Ignores exec mask"; v_readlane reads the lane it names).
// Lanes 3-6 hold the spilled masks and are inactive throughout.
// EXEC E = 0xffffffffffffff87, condition C = 0x0f0f0f0f0f0f0f0f:
// then-lanes T = E & C = 0x0f0f0f0f0f0f0f07 take y (v11), else-lanes
// F = E & ~C = 0xf0f0f0f0f0f0f080 take x (v12).
// Reloading before the exec restore (clang-16's order) leaves the T lanes of
// v2 stale; reloading after it (v3) gives every active lane its value.
;; init exec = 0xffffffffffffff87
;; init s4 = 0x0f0f0f0f
;; init s5 = 0x0f0f0f0f
;; init v2 = 0x5555
;; init v3 = 0x6666
;; init v10 = 0
;; init v11 = 0x2000 + l
;; init v12 = 0x1000 + l
;; init a9 = 0x9999
;; init a10 = 0xaaaa
s_mov_b64 s[6:7], exec
s_and_b64 s[4:5], s[6:7], s[4:5]     // T
s_xor_b64 s[6:7], s[4:5], s[6:7]     // F
v_writelane_b32 v10, s6, 3           // lanes 3, 4 inactive: written anyway
v_writelane_b32 v10, s7, 4
s_mov_b64 exec, s[4:5]
s_cbranch_execz flow
v_mov_b32_e32 v0, v11                // then: y
v_accvgpr_write_b32 a9, v0
flow:
v_accvgpr_read_b32 v0, a9            // EXEC = T
v_readlane_b32 s4, v10, 3
v_readlane_b32 s5, v10, 4            // s[4:5] = F
s_or_saveexec_b64 s[4:5], s[4:5]     // s[4:5] = T, EXEC = T | F = E
v_accvgpr_write_b32 a10, v0          // all of E: T lanes y, F lanes v0's old value
s_and_b64 s[4:5], exec, s[4:5]       // T
v_writelane_b32 v10, s4, 5
v_writelane_b32 v10, s5, 6
s_xor_b64 exec, exec, s[4:5]         // EXEC = F
s_cbranch_execz join
v_mov_b32_e32 v0, v12                // else: x
v_accvgpr_write_b32 a10, v0          // F lanes only
join:
v_accvgpr_read_b32 v2, a10           // clang-16 -O0: EXEC = F still
v_readlane_b32 s4, v10, 5
v_readlane_b32 s5, v10, 6
s_or_b64 exec, exec, s[4:5]          // EXEC = E
v_accvgpr_read_b32 v3, a10           // after the restore: every lane of E
s_mov_b64 s[8:9], exec
s_endpgm
;; expect s4 = 0x0f0f0f07
;; expect s5 = 0x0f0f0f0f
;; expect s8 = 0xffffff87
;; expect s9 = 0xffffffff
;; expect v10[all] = {3: 0xf0f0f080, 4: 0xf0f0f0f0, 5: 0x0f0f0f07, 6: 0x0f0f0f0f}.get(l, 0)
;; expect a10 = (0x2000 + l) if (0x0f0f0f0f0f0f0f07 >> l) & 1 else 0x1000 + l
;; expect v2[all] = (0x1000 + l) if (0xf0f0f0f0f0f0f080 >> l) & 1 else 0x5555
;; expect v3 = (0x2000 + l) if (0x0f0f0f0f0f0f0f07 >> l) & 1 else 0x1000 + l
;; expect a9 = (0x2000 + l) if (0x0f0f0f0f0f0f0f07 >> l) & 1 else 0x9999
