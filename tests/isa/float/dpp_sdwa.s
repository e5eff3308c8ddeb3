// Float ops in DPP and SDWA forms: DPP source modifiers (abs before neg:
// -|x|), SDWA word selects of f16 sources, dst_sel with UNUSED_PRESERVE,
// an SDWA compare, f16 -> f32 from the high word.
// v1 = l, v2 = 0.5 (f32); v6 = {hi: l + 0.25, lo: 1.0}, v7 = {hi: 2.0, lo: -l} (f16).
;; init v1 = f32(l)
;; init v2 = f32(0.5)
;; init v5 = 0x1234abcd
;; init v6 = f16(l + 0.25) << 16 | f16(1.0)
;; init v7 = f16(2.0) << 16 | f16(-l)
;; expect v3 = f32(-(l ^ 1) + 0.5)
;; expect v4 = f32((l - (l % 16) + 15 - (l % 16)) * 0.5)
;; expect v5 = f16(l + 0.25 - l) << 16 | 0xabcd
;; expect v8 = f32(l + 0.25)
;; expect vcc = sum(1 << k for k in range(64) if k + 0.25 < 2.0)
;; expect v9 = f32(-l - 0.5)
v_add_f32_dpp v3, -|v1|, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_mul_f32_dpp v4, v1, v2 row_mirror row_mask:0xf bank_mask:0xf
v_add_f16_sdwa v5, v6, v7 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:WORD_0
v_cvt_f32_f16_sdwa v8, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
v_cmp_lt_f16_sdwa vcc, v6, v7 src0_sel:WORD_1 src1_sel:WORD_1
v_sub_f32_sdwa v9, -v1, |v2| dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
s_endpgm
