// Every integer compare of width 16, v_cmp and v_cmpx, signed and unsigned (ISA 12.9):
// the mask is EXEC & test (0 in inactive lanes, ISA 3.9); v_cmpx also writes EXEC,
// restored after each.  Operands: a = l - 32, b = (7l mod 64) - 32 in the low halves (high halves hold junk).
;; init exec = 0xfff0ffffff0fff0f
;; init v1 = 0xabcd0000 | ((l - 32) & 0xffff)
;; init v2 = 0x5a5a0000 | ((((l * 7) % 64) - 32) & 0xffff)
s_mov_b64 s[100:101], exec
v_cmp_f_i16_e64 s[0:1], v1, v2
v_cmp_lt_i16_e64 s[2:3], v1, v2
v_cmp_eq_i16_e64 s[4:5], v1, v2
v_cmp_le_i16_e64 s[6:7], v1, v2
v_cmp_gt_i16_e64 s[8:9], v1, v2
v_cmp_ne_i16_e64 s[10:11], v1, v2
v_cmp_ge_i16_e64 s[12:13], v1, v2
v_cmp_t_i16_e64 s[14:15], v1, v2
v_cmpx_f_i16_e64 s[16:17], v1, v2
s_mov_b64 exec, s[100:101]
v_cmpx_lt_i16_e64 s[18:19], v1, v2
s_mov_b64 exec, s[100:101]
v_cmpx_eq_i16_e64 s[20:21], v1, v2
s_mov_b64 exec, s[100:101]
v_cmpx_le_i16_e64 s[22:23], v1, v2
s_mov_b64 exec, s[100:101]
v_cmpx_gt_i16_e64 s[24:25], v1, v2
s_mov_b64 exec, s[100:101]
v_cmpx_ne_i16_e64 s[26:27], v1, v2
s_mov_b64 exec, s[100:101]
v_cmpx_ge_i16_e64 s[28:29], v1, v2
s_mov_b64 exec, s[100:101]
v_cmpx_t_i16_e64 s[30:31], v1, v2
s_mov_b64 exec, s[100:101]
v_cmp_f_u16_e64 s[32:33], v1, v2
v_cmp_lt_u16_e64 s[34:35], v1, v2
v_cmp_eq_u16_e64 s[36:37], v1, v2
v_cmp_le_u16_e64 s[38:39], v1, v2
v_cmp_gt_u16_e64 s[40:41], v1, v2
v_cmp_ne_u16_e64 s[42:43], v1, v2
v_cmp_ge_u16_e64 s[44:45], v1, v2
v_cmp_t_u16_e64 s[46:47], v1, v2
v_cmpx_f_u16_e64 s[48:49], v1, v2
s_mov_b64 exec, s[100:101]
v_cmpx_lt_u16_e64 s[50:51], v1, v2
s_mov_b64 exec, s[100:101]
v_cmpx_eq_u16_e64 s[52:53], v1, v2
s_mov_b64 exec, s[100:101]
v_cmpx_le_u16_e64 s[54:55], v1, v2
s_mov_b64 exec, s[100:101]
v_cmpx_gt_u16_e64 s[56:57], v1, v2
s_mov_b64 exec, s[100:101]
v_cmpx_ne_u16_e64 s[58:59], v1, v2
s_mov_b64 exec, s[100:101]
v_cmpx_ge_u16_e64 s[60:61], v1, v2
s_mov_b64 exec, s[100:101]
v_cmpx_t_u16_e64 s[62:63], v1, v2
s_mov_b64 exec, s[100:101]
s_endpgm
;; expect s0 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (False)) & 0xffffffff
;; expect s1 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (False)) >> 32
;; expect s2 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (((((l - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((l - 32) & 0xffffffff) & 0xffff) >> 15 else (((l - 32) & 0xffffffff) & 0xffff)) < ((((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) >> 15 else (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff)))) & 0xffffffff
;; expect s3 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (((((l - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((l - 32) & 0xffffffff) & 0xffff) >> 15 else (((l - 32) & 0xffffffff) & 0xffff)) < ((((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) >> 15 else (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff)))) >> 32
;; expect s4 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (((((l - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((l - 32) & 0xffffffff) & 0xffff) >> 15 else (((l - 32) & 0xffffffff) & 0xffff)) == ((((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) >> 15 else (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff)))) & 0xffffffff
;; expect s5 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (((((l - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((l - 32) & 0xffffffff) & 0xffff) >> 15 else (((l - 32) & 0xffffffff) & 0xffff)) == ((((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) >> 15 else (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff)))) >> 32
;; expect s6 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (((((l - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((l - 32) & 0xffffffff) & 0xffff) >> 15 else (((l - 32) & 0xffffffff) & 0xffff)) <= ((((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) >> 15 else (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff)))) & 0xffffffff
;; expect s7 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (((((l - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((l - 32) & 0xffffffff) & 0xffff) >> 15 else (((l - 32) & 0xffffffff) & 0xffff)) <= ((((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) >> 15 else (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff)))) >> 32
;; expect s8 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (((((l - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((l - 32) & 0xffffffff) & 0xffff) >> 15 else (((l - 32) & 0xffffffff) & 0xffff)) > ((((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) >> 15 else (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff)))) & 0xffffffff
;; expect s9 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (((((l - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((l - 32) & 0xffffffff) & 0xffff) >> 15 else (((l - 32) & 0xffffffff) & 0xffff)) > ((((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) >> 15 else (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff)))) >> 32
;; expect s10 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (((((l - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((l - 32) & 0xffffffff) & 0xffff) >> 15 else (((l - 32) & 0xffffffff) & 0xffff)) != ((((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) >> 15 else (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff)))) & 0xffffffff
;; expect s11 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (((((l - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((l - 32) & 0xffffffff) & 0xffff) >> 15 else (((l - 32) & 0xffffffff) & 0xffff)) != ((((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) >> 15 else (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff)))) >> 32
;; expect s12 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (((((l - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((l - 32) & 0xffffffff) & 0xffff) >> 15 else (((l - 32) & 0xffffffff) & 0xffff)) >= ((((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) >> 15 else (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff)))) & 0xffffffff
;; expect s13 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (((((l - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((l - 32) & 0xffffffff) & 0xffff) >> 15 else (((l - 32) & 0xffffffff) & 0xffff)) >= ((((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) >> 15 else (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff)))) >> 32
;; expect s14 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (True)) & 0xffffffff
;; expect s15 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (True)) >> 32
;; expect s16 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (False)) & 0xffffffff
;; expect s17 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (False)) >> 32
;; expect s18 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (((((l - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((l - 32) & 0xffffffff) & 0xffff) >> 15 else (((l - 32) & 0xffffffff) & 0xffff)) < ((((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) >> 15 else (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff)))) & 0xffffffff
;; expect s19 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (((((l - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((l - 32) & 0xffffffff) & 0xffff) >> 15 else (((l - 32) & 0xffffffff) & 0xffff)) < ((((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) >> 15 else (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff)))) >> 32
;; expect s20 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (((((l - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((l - 32) & 0xffffffff) & 0xffff) >> 15 else (((l - 32) & 0xffffffff) & 0xffff)) == ((((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) >> 15 else (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff)))) & 0xffffffff
;; expect s21 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (((((l - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((l - 32) & 0xffffffff) & 0xffff) >> 15 else (((l - 32) & 0xffffffff) & 0xffff)) == ((((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) >> 15 else (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff)))) >> 32
;; expect s22 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (((((l - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((l - 32) & 0xffffffff) & 0xffff) >> 15 else (((l - 32) & 0xffffffff) & 0xffff)) <= ((((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) >> 15 else (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff)))) & 0xffffffff
;; expect s23 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (((((l - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((l - 32) & 0xffffffff) & 0xffff) >> 15 else (((l - 32) & 0xffffffff) & 0xffff)) <= ((((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) >> 15 else (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff)))) >> 32
;; expect s24 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (((((l - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((l - 32) & 0xffffffff) & 0xffff) >> 15 else (((l - 32) & 0xffffffff) & 0xffff)) > ((((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) >> 15 else (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff)))) & 0xffffffff
;; expect s25 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (((((l - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((l - 32) & 0xffffffff) & 0xffff) >> 15 else (((l - 32) & 0xffffffff) & 0xffff)) > ((((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) >> 15 else (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff)))) >> 32
;; expect s26 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (((((l - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((l - 32) & 0xffffffff) & 0xffff) >> 15 else (((l - 32) & 0xffffffff) & 0xffff)) != ((((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) >> 15 else (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff)))) & 0xffffffff
;; expect s27 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (((((l - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((l - 32) & 0xffffffff) & 0xffff) >> 15 else (((l - 32) & 0xffffffff) & 0xffff)) != ((((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) >> 15 else (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff)))) >> 32
;; expect s28 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (((((l - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((l - 32) & 0xffffffff) & 0xffff) >> 15 else (((l - 32) & 0xffffffff) & 0xffff)) >= ((((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) >> 15 else (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff)))) & 0xffffffff
;; expect s29 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (((((l - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((l - 32) & 0xffffffff) & 0xffff) >> 15 else (((l - 32) & 0xffffffff) & 0xffff)) >= ((((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) - 0x10000 if (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff) >> 15 else (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff)))) >> 32
;; expect s30 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (True)) & 0xffffffff
;; expect s31 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (True)) >> 32
;; expect s32 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (False)) & 0xffffffff
;; expect s33 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (False)) >> 32
;; expect s34 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and ((((l - 32) & 0xffffffff) & 0xffff) < (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff))) & 0xffffffff
;; expect s35 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and ((((l - 32) & 0xffffffff) & 0xffff) < (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff))) >> 32
;; expect s36 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and ((((l - 32) & 0xffffffff) & 0xffff) == (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff))) & 0xffffffff
;; expect s37 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and ((((l - 32) & 0xffffffff) & 0xffff) == (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff))) >> 32
;; expect s38 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and ((((l - 32) & 0xffffffff) & 0xffff) <= (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff))) & 0xffffffff
;; expect s39 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and ((((l - 32) & 0xffffffff) & 0xffff) <= (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff))) >> 32
;; expect s40 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and ((((l - 32) & 0xffffffff) & 0xffff) > (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff))) & 0xffffffff
;; expect s41 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and ((((l - 32) & 0xffffffff) & 0xffff) > (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff))) >> 32
;; expect s42 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and ((((l - 32) & 0xffffffff) & 0xffff) != (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff))) & 0xffffffff
;; expect s43 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and ((((l - 32) & 0xffffffff) & 0xffff) != (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff))) >> 32
;; expect s44 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and ((((l - 32) & 0xffffffff) & 0xffff) >= (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff))) & 0xffffffff
;; expect s45 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and ((((l - 32) & 0xffffffff) & 0xffff) >= (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff))) >> 32
;; expect s46 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (True)) & 0xffffffff
;; expect s47 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (True)) >> 32
;; expect s48 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (False)) & 0xffffffff
;; expect s49 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (False)) >> 32
;; expect s50 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and ((((l - 32) & 0xffffffff) & 0xffff) < (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff))) & 0xffffffff
;; expect s51 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and ((((l - 32) & 0xffffffff) & 0xffff) < (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff))) >> 32
;; expect s52 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and ((((l - 32) & 0xffffffff) & 0xffff) == (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff))) & 0xffffffff
;; expect s53 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and ((((l - 32) & 0xffffffff) & 0xffff) == (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff))) >> 32
;; expect s54 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and ((((l - 32) & 0xffffffff) & 0xffff) <= (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff))) & 0xffffffff
;; expect s55 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and ((((l - 32) & 0xffffffff) & 0xffff) <= (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff))) >> 32
;; expect s56 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and ((((l - 32) & 0xffffffff) & 0xffff) > (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff))) & 0xffffffff
;; expect s57 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and ((((l - 32) & 0xffffffff) & 0xffff) > (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff))) >> 32
;; expect s58 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and ((((l - 32) & 0xffffffff) & 0xffff) != (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff))) & 0xffffffff
;; expect s59 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and ((((l - 32) & 0xffffffff) & 0xffff) != (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff))) >> 32
;; expect s60 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and ((((l - 32) & 0xffffffff) & 0xffff) >= (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff))) & 0xffffffff
;; expect s61 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and ((((l - 32) & 0xffffffff) & 0xffff) >= (((((l * 7) % 64) - 32) & 0xffffffff) & 0xffff))) >> 32
;; expect s62 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (True)) & 0xffffffff
;; expect s63 = sum(1 << l for l in range(64) if (0xfff0ffffff0fff0f >> l) & 1 and (True)) >> 32
;; expect exec = 0xfff0ffffff0fff0f
