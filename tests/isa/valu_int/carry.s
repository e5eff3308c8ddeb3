// Adds and subtracts with carry/borrow (ISA 12.7): carries are unsigned, the
// lane mask is written whole with 0 for inactive lanes (ISA 3.9 "VCC is fully
// written"), VOP3 writes an arbitrary SGPR pair and reads carry-in from src2.
;; init exec = 0x0f0f0f0f0f0f0f0f
;; init vcc = 0xffffffffffffffff
;; init s20 = 0xffffffff
;; init s21 = 0xffffffff
;; init v1 = 0xffffffc0 + l
;; init v2 = 0x40
;; init v3 = l
;; init v4 = 0x7fffffff
;; init v5 = 5
v_add_co_u32_e32 v10, vcc, v1, v2          // 0xffffffc0 + l + 0x40 >= 2^32: carry in every lane
s_mov_b64 s[30:31], vcc
v_add_co_u32_e64 v11, s[22:23], v3, 32     // no carry
v_addc_co_u32_e64 v12, s[24:25], v4, 0, s[30:31]   // 0x7fffffff + 0 + carry(1) = 0x80000000
v_sub_co_u32_e32 v13, vcc, v3, v5          // borrow when l < 5
s_mov_b64 s[32:33], vcc
v_subrev_co_u32_e32 v14, vcc, v3, v5       // 5 - l, borrow when l > 5
s_mov_b64 s[34:35], vcc
v_subb_co_u32_e64 v15, s[36:37], v3, 3, s[32:33]   // l - 3 - (l < 5), borrow when 3 + b > l
v_subbrev_co_u32_e64 v16, s[38:39], v3, 3, s[32:33] // 3 - l - (l < 5), borrow when l + b > 3
v_add_co_u32_e64 v17, s[40:41], v1, v2 clamp       // saturates to 0xffffffff on carry
v_sub_co_u32_e64 v18, s[42:43], v3, 5 clamp        // 0 on borrow
v_add_u32_e64 v19, v1, v2 clamp                    // 0xffffffff
v_add_u32_e32 v20, v1, v2                          // wraps: l
v_sub_u32_e64 v21, v3, 5 clamp                     // max(l - 5, 0)
v_subrev_u32_e32 v22, 5, v3                        // l - 5
v_add_i32 v23, v4, v3 clamp                        // 0x7fffffff + l saturates
v_sub_i32 v24, -2, v4 clamp                        // -2 - 0x7fffffff = -2^31 - 1 -> -2^31
v_add_i32 v25, v4, 1                               // wraps without clamp: 0x80000000
s_endpgm
;; expect vcc = (sum(1 << l for l in range(64) if l > 5) & 0x0f0f0f0f0f0f0f0f)
;; expect s30 = 0x0f0f0f0f
;; expect s31 = 0x0f0f0f0f
;; expect s22 = 0
;; expect s23 = 0
;; expect s24 = 0
;; expect s25 = 0
;; expect s32 = 0x0000000f & 0x1f
;; expect s33 = 0
;; expect s34 = 0x0f0f0f0f & ~0x3f
;; expect s35 = 0x0f0f0f0f
;; expect s36 = 0x0000000f & 0x0f
;; expect s37 = 0
;; expect s38 = 0x0f0f0f0f & ~0x7
;; expect s39 = 0x0f0f0f0f
;; expect s40 = 0x0f0f0f0f
;; expect s41 = 0x0f0f0f0f
;; expect s42 = 0x0000000f
;; expect s43 = 0
;; expect v10 = l
;; expect v11 = l + 32
;; expect v12 = 0x80000000
;; expect v13 = u32(l - 5)
;; expect v14 = u32(5 - l)
;; expect v15 = u32(l - 3 - (1 if l < 5 else 0))
;; expect v16 = u32(3 - l - (1 if l < 5 else 0))
;; expect v17 = 0xffffffff
;; expect v18 = max(l - 5, 0)
;; expect v19 = 0xffffffff
;; expect v20 = l
;; expect v21 = max(l - 5, 0)
;; expect v22 = u32(l - 5)
;; expect v23 = 0x7fffffff
;; expect v24 = 0x80000000
;; expect v25 = 0x80000000
