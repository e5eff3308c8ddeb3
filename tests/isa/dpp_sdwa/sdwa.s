// SDWA (ISA 13.3.7): sources select a byte/word (zero- or, with sext, sign-
// extended); the result's low bits go to dst_sel's field, the rest of the
// register is zeroed (UNUSED_PAD), filled with the field's sign above it and
// zeros below (UNUSED_SEXT) or kept (UNUSED_PRESERVE).
;; init v0 = 0x80c1a2f3 + l
;; init v1 = 0x11223344
;; init v2 = 0x11223344
;; init v3 = 0x11223344
;; init v4 = 0x11223344
;; init v5 = 0x00007f02
;; init v6 = 0x11223344
;; init s0 = 0x0000ab00
v_mov_b32_sdwa v1, v0 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:BYTE_3       // 0x80 at byte 1
v_mov_b32_sdwa v2, v0 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_3      // 0xffff8000
v_mov_b32_sdwa v3, v0 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0  // 0xa2f3+l over the high word
v_add_u32_sdwa v4, sext(v0), v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:BYTE_1  // -128 + 0x7f
v_add_u32_sdwa v6, v0, v5 dst_sel:BYTE_2 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:BYTE_0   // (0xf3 + l + 2) low byte into byte 2
v_add_u16_sdwa v7, v0, v5 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:WORD_0      // 0x80c1 + 0x7f02
v_cmp_eq_u32_sdwa s[10:11], v0, v5 src0_sel:BYTE_3 src1_sel:BYTE_0     // 0x80 == 0x02: none
v_cmp_gt_i32_sdwa vcc, sext(v0), v5 src0_sel:BYTE_3 src1_sel:BYTE_1    // -128 > 0x7f: none
v_cmp_lt_i32_sdwa s[12:13], sext(v0), v5 src0_sel:BYTE_3 src1_sel:BYTE_1    // -128 < 0x7f: all
v_add_u32_sdwa v8, s0, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:WORD_0   // SGPR source: 0xab + 0x7f02
s_endpgm
;; expect v1 = 0x00008000
;; expect v2 = 0xffff8000
;; expect v3 = ((0xa2f3 + l) << 16) | 0x3344
;; expect v4 = u32(-128 + 0x7f)
;; expect v6 = 0x11003344 | (((0xf3 + l + 2) & 0xff) << 16)
;; expect v7 = ((0x80c1 + 0x7f02) & 0xffff) << 16
;; expect s10 = 0
;; expect s11 = 0
;; expect vcc = 0
;; expect s12 = 0xffffffff
;; expect s13 = 0xffffffff
;; expect v8 = 0xab + 0x7f02
