// AccVGPR moves (CDNA2 ISA: AccVGPRs share the unified VGPR file from
// accum_offset up; v_accvgpr_read/write/mov are ordinary VALU moves, written
// under EXEC).  a<n> is unified register accum_offset + n (256 here).
;; init exec = 0xffff0000ffff00ff
;; init v1 = 0x1000 + l
;; init a3 = 0x3000 + l
;; init a7 = 0x7000 + l
;; init v9 = 0x55
;; init a10 = 0xaa
;; init a11 = 0xbb
;; init a12 = 0xcc
;; init a13 = 0xdd
;; init s5 = 0xcafe
v_accvgpr_read_b32 v2, a3           // v2 = a3 on active lanes
v_accvgpr_write_b32 a4, v1          // a4 = v1
v_accvgpr_write_b32 a5, s5          // an SGPR source
v_accvgpr_write_b32 a6, -7          // an inline integer constant
v_accvgpr_write_b32 a8, 1.0         // an inline float constant: its f32 bits
v_accvgpr_mov_b32 a9, a7            // AccVGPR to AccVGPR
v_accvgpr_read_b32 v9, a3           // inactive lanes keep 0x55
v_accvgpr_write_b32 a10, v1
v_accvgpr_mov_b32 a11, a3
v_accvgpr_mov_b32 a12, a12          // onto itself: unchanged
s_mov_b64 s[20:21], exec
s_mov_b64 exec, 0
v_accvgpr_write_b32 a13, v1         // EXEC = 0: nothing written
s_mov_b64 exec, s[20:21]
s_endpgm
;; expect v2 = 0x3000 + l
;; expect a4 = 0x1000 + l
;; expect a5 = 0xcafe
;; expect a6 = 0xfffffff9
;; expect a8 = 0x3f800000
;; expect a9 = 0x7000 + l
;; expect v9[all] = (0x3000 + l) if (0xffff0000ffff00ff >> l) & 1 else 0x55
;; expect a10[all] = (0x1000 + l) if (0xffff0000ffff00ff >> l) & 1 else 0xaa
;; expect a11[all] = (0x3000 + l) if (0xffff0000ffff00ff >> l) & 1 else 0xbb
;; expect a12[all] = 0xcc
;; expect a13[all] = 0xdd
;; expect a3[all] = 0x3000 + l
;; expect v1[all] = 0x1000 + l
