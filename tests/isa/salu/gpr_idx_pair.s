// A double inserted at a per-lane index into a double4 held in 8 VGPRs, as
// clang-16 -O0 builds it (mfma_f64_loop.O0, docs/known-issues.md): a
// waterfall loop per dword (v_readfirstlane_b32 the index, v_cmp_eq +
// s_and_saveexec_b64 the lanes sharing it, s_set_gpr_idx_on idx, gpr_idx(DST),
// an indexed v_mov_b32, s_xor_b64 exec off the done lanes).  ISA 6.6:
// with M0[15] (dest_enable) the destination VGPR is vdst + M0[7:0], so two moves
// under one index write two registers only when their vdst fields differ.
// Lane l inserts element r = l % 4 at dword index v1 = 2r; lo = 0x1000 + l,
// hi = 0x2000 + l.  v[20:27]: lo to v20, hi to v21 (the index plus the
// offset of the half); v[30:37]: clang-16's code, lo then hi both to v30 with
// the same index, so the hi half lands on the lo dword and the hi dword is
// never written.  Lanes 0-3 are inactive throughout.
;; init exec = 0xfffffffffffffff0
;; init v1 = 2 * (l % 4)
;; init v12 = 0x1000 + l
;; init v13 = 0x2000 + l
;; init v20 = 0xdead
;; init v21 = 0xdead
;; init v22 = 0xdead
;; init v23 = 0xdead
;; init v24 = 0xdead
;; init v25 = 0xdead
;; init v26 = 0xdead
;; init v27 = 0xdead
;; init v30 = 0xdead
;; init v31 = 0xdead
;; init v32 = 0xdead
;; init v33 = 0xdead
;; init v34 = 0xdead
;; init v35 = 0xdead
;; init v36 = 0xdead
;; init v37 = 0xdead
s_mov_b64 s[8:9], exec
both:
v_readfirstlane_b32 s6, v1
v_cmp_eq_u32_e64 s[4:5], s6, v1
s_and_saveexec_b64 s[4:5], s[4:5]
s_set_gpr_idx_on s6, gpr_idx(DST)
v_mov_b32_e32 v20, v12               // v[20 + idx] = lo
v_mov_b32_e32 v21, v13               // v[21 + idx] = hi
s_set_gpr_idx_off
s_xor_b64 exec, exec, s[4:5]
s_cbranch_execnz both
s_mov_b64 exec, s[8:9]
lo_half:
v_readfirstlane_b32 s6, v1
v_cmp_eq_u32_e64 s[4:5], s6, v1
s_and_saveexec_b64 s[4:5], s[4:5]
s_set_gpr_idx_on s6, gpr_idx(DST)
v_mov_b32_e32 v30, v12               // v[30 + idx] = lo
s_set_gpr_idx_off
s_xor_b64 exec, exec, s[4:5]
s_cbranch_execnz lo_half
s_mov_b64 exec, s[8:9]
hi_half:
v_readfirstlane_b32 s6, v1
v_cmp_eq_u32_e64 s[4:5], s6, v1
s_and_saveexec_b64 s[4:5], s[4:5]
s_set_gpr_idx_on s6, gpr_idx(DST)
v_mov_b32_e32 v30, v13               // clang-16: the same vdst and index again
s_set_gpr_idx_off
s_xor_b64 exec, exec, s[4:5]
s_cbranch_execnz hi_half
s_mov_b64 exec, s[8:9]
s_mov_b64 s[10:11], exec
s_endpgm
;; expect s10 = 0xfffffff0
;; expect s11 = 0xffffffff
;; expect v20 = (0x1000 + l) if l % 4 == 0 else 0xdead
;; expect v21 = (0x2000 + l) if l % 4 == 0 else 0xdead
;; expect v22 = (0x1000 + l) if l % 4 == 1 else 0xdead
;; expect v23 = (0x2000 + l) if l % 4 == 1 else 0xdead
;; expect v24 = (0x1000 + l) if l % 4 == 2 else 0xdead
;; expect v25 = (0x2000 + l) if l % 4 == 2 else 0xdead
;; expect v26 = (0x1000 + l) if l % 4 == 3 else 0xdead
;; expect v27 = (0x2000 + l) if l % 4 == 3 else 0xdead
;; expect v30 = (0x2000 + l) if l % 4 == 0 else 0xdead
;; expect v31 = 0xdead
;; expect v32 = (0x2000 + l) if l % 4 == 1 else 0xdead
;; expect v33 = 0xdead
;; expect v34 = (0x2000 + l) if l % 4 == 2 else 0xdead
;; expect v35 = 0xdead
;; expect v36 = (0x2000 + l) if l % 4 == 3 else 0xdead
;; expect v37 = 0xdead
