// VALU read-ahead (docs/units/valu.md): a SIMD's VALU reads the next
// instruction's operands (SGPRs, whole VGPR rows) while the one before
// executes, and a row read ahead must follow that instruction's writes when
// it is the same wave's producer.  Back-to-back VALU instructions of one
// wave, each reading what the one before writes: both sources, a DPP source
// (its row read by the executing stage), the old destination an SDWA
// UNUSED_PRESERVE result keeps, a 64-bit source pair, the accumulator of
// v_fmac_f32 (its old destination, a float op whose quarters overlap in SIMF).
// With --waves copies (seed 3), two waves of a SIMD interleave in its VALU.
// Every expected value is worked out by hand, lane l at a time.
;; init v0 = l
;; init v1 = 3
;; init v2 = 2 * l
;; init v6 = 0xffffffff
;; init v10 = 0x3f800000
;; init v11 = 0x40000000
;; init v12 = 0x3f000000
v_add_u32 v3, v0, v1
v_add_u32 v3, v3, v3
v_mul_lo_u32 v4, v3, v1
v_sub_u32 v4, v4, v2
v_mov_b32_dpp v5, v4 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_mov_b32 v6, 0x1234
v_mov_b32_sdwa v6, v4 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0
v_lshlrev_b64 v[8:9], 1, v[2:3]
v_fmac_f32 v10, v11, v12
v_fmac_f32 v10, v11, v12
v_fmac_f32 v10, v11, v12
v_add_u32 v7, v10, v9
;; expect v3 = 2 * l + 6
;; expect v4 = 4 * l + 18
;; expect v5 = 4 * (l ^ 1) + 18
;; expect v6 = (((4 * l + 18) & 0xffff) << 16) | 0x1234
;; expect v8 = 4 * l
;; expect v9 = 4 * l + 12
;; expect v10 = 0x40800000
;; expect v7 = 0x40800000 + 4 * l + 12
s_endpgm
