// GPR indexing (ISA 12.3/12.4, s_set_gpr_idx_*): with MODE.gpr_idx_en the VGPR
// operands M0[15:12] enables are offset by M0[7:0]; a source past the wave's
// VGPRs (256 in the test harness) reads v0, a destination past them makes the
// VALU instruction a no-op.  Scalar and memory instructions are not indexed.
;; init s2 = 0x103
;; init m0 = 0xffff0f00
;; init v0 = 0x1000 + l
;; init v1 = 0x2000 + l
;; init v4 = 0x4000 + l
;; init v5 = 0x5000 + l
s_set_gpr_idx_on s2, gpr_idx(SRC0)
s_mov_b32 s10, m0                  // 0xffff1f03: bits 31:16 and 11:8 kept
v_mov_b32_e32 v20, v1              // reads v4
v_add_u32_e32 v21, v1, v1          // src0 indexed (v4), src1 not (v1)
s_set_gpr_idx_mode gpr_idx(DST)
v_mov_b32_e32 v22, v1              // writes v25, reads v1
s_set_gpr_idx_idx 0xfe
v_mov_b32_e32 v2, v5               // v2 + 254 = 256 is past the VGPRs: not written
s_set_gpr_idx_mode gpr_idx(SRC0,SRC1)
v_add_u32_e32 v23, v5, v5          // 5 + 254 = 259: both read v0
s_set_gpr_idx_off
v_mov_b32_e32 v24, v1              // no longer indexed
s_mov_b32 s11, m0
s_getreg_b32 s12, hwreg(HW_REG_MODE, 27, 1)   // gpr_idx_en = 0
s_endpgm
;; expect s10 = 0xffff1f03
;; expect s11 = 0xffff3ffe
;; expect s12 = 0
;; expect v20 = 0x4000 + l
;; expect v21 = 0x6000 + 2 * l
;; expect v22 = 0
;; expect v25 = 0x2000 + l
;; expect v2 = 0
;; expect v23 = 0x2000 + 2 * l
;; expect v24 = 0x2000 + l
