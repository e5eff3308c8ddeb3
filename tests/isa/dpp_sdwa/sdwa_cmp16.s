// 16-bit compares in SDWA form: src_sel WORD_1 brings the high half to the
// low 16 bits the compare reads; VCC gets EXEC & result.
;; init exec = 0x00000000ffffffff
;; init vcc = 0xffffffffffffffff
;; init v0 = ((l - 16) & 0xffff) << 16 | 0x7777
;; init v1 = 0x00000005
v_cmp_lt_i16_sdwa vcc, v0, v1 src0_sel:WORD_1 src1_sel:WORD_0    // l - 16 < 5 signed: l < 21
s_mov_b64 s[10:11], vcc
v_cmp_lt_u16_sdwa s[12:13], v0, v1 src0_sel:WORD_1 src1_sel:WORD_0   // unsigned: 16 <= l < 21
v_cmp_eq_u16_sdwa s[14:15], v0, v0 src0_sel:WORD_0 src1_sel:WORD_1   // 0x7777 == l - 16: never
s_endpgm
;; expect s10 = (1 << 21) - 1
;; expect s11 = 0
;; expect s12 = ((1 << 21) - 1) & ~0xffff
;; expect s13 = 0
;; expect s14 = 0
;; expect s15 = 0
