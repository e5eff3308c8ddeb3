// Integer compares (ISA 12.9): the lane mask has 0 in inactive lanes (ISA 3.9:
// "VCC[n] = EXEC[n] & test", "VCC is fully written"); v_cmpx_* writes the
// same mask to VCC/sdst and to EXEC.  Signed and unsigned readings differ.
;; init exec = 0xffff0000ffff00ff
;; init vcc = 0xffffffffffffffff
;; init v1 = u32(l - 8)
;; init v2 = 3
;; init v3 = u32(-l)
;; init v4 = 0xffffffff
;; init v5 = 0x0001fffe + l
;; init v6 = u32(-l)
;; init v7 = 0xffffffff
v_cmp_lt_i32_e32 vcc, v1, v2              // l - 8 < 3 signed: l < 11
s_mov_b64 s[10:11], vcc
v_cmp_lt_u32_e64 s[12:13], v1, v2         // unsigned: only 8 <= l < 11
v_cmp_ge_i32_e64 s[14:15], v1, -1         // l >= 7
v_cmp_eq_u32_e64 s[16:17], v2, 3          // all active
v_cmp_ne_u32_e64 s[18:19], v2, 3          // none
v_cmp_t_i32_e64 s[20:21], v1, v2          // all active
v_cmp_f_u32_e64 s[22:23], v1, v2          // none
v_cmp_gt_i64_e64 s[24:25], v[6:7], -5     // {0xffffffff, -l} as i64 = -l: -l > -5 for l 1-4 (lane 0 is -2^32)
v_cmp_gt_u64_e32 vcc, 0x80000000, v[6:7]  // u64 literal zero-extended: none (all >= 2^63)
s_mov_b64 s[26:27], vcc
v_cmp_gt_i64_e32 vcc, 0x80000000, v[6:7]  // i64 literal sign-extended to -2^31: only lane 0 (-2^32)
s_mov_b64 s[28:29], vcc
v_cmp_lt_i16_e64 s[30:31], v5, 0          // low half 0xfffe + l as i16: negative for l < 2
v_cmp_gt_u16_e64 s[32:33], v5, 1          // (0xfffe + l) & 0xffff > 1: l < 2 or l > 3
v_cmp_ge_u32_e32 vcc, 0x7fffffff, v1     // unsigned: true for l >= 8
s_mov_b64 s[34:35], vcc
v_cmpx_gt_u32_e32 vcc, v1, v2             // unsigned l - 8 > 3: l > 11 or l < 8; also EXEC
s_mov_b64 s[36:37], exec
s_mov_b64 s[38:39], vcc
v_mov_b32 v10, 7                          // only under the new EXEC
v_cmpx_eq_u32_e64 s[40:41], v2, 4         // none: EXEC = 0
s_mov_b64 s[42:43], exec
s_mov_b64 exec, -1
s_endpgm
;; expect s10 = 0xffff00ff & ((1 << 11) - 1)
;; expect s11 = 0
;; expect s12 = 0xffff00ff & 0x700
;; expect s13 = 0
;; expect s14 = 0xffff00ff & ~0x7f
;; expect s15 = 0xffff0000
;; expect s16 = 0xffff00ff
;; expect s17 = 0xffff0000
;; expect s18 = 0
;; expect s19 = 0
;; expect s20 = 0xffff00ff
;; expect s21 = 0xffff0000
;; expect s22 = 0
;; expect s23 = 0
;; expect s24 = 0x1e
;; expect s25 = 0
;; expect s26 = 0
;; expect s27 = 0
;; expect s28 = 1
;; expect s29 = 0
;; expect s30 = 3
;; expect s31 = 0
;; expect s32 = 0xffff00ff & ~0xc
;; expect s33 = 0xffff0000
;; expect s34 = 0xffff00ff & ~0xff
;; expect s35 = 0xffff0000
;; expect s36 = 0xffff00ff & ~0xf00
;; expect s37 = 0xffff0000
;; expect s38 = 0xffff00ff & ~0xf00
;; expect s39 = 0xffff0000
;; expect s40 = 0
;; expect s41 = 0
;; expect s42 = 0
;; expect s43 = 0
;; expect exec = -1
;; expect v10 = 7 if (l < 8 or l > 11) else 0
