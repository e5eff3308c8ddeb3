// 16-bit integer ops.  gfx9: the VOP1/VOP2 forms (and their e64 forms and the
// legacy mads) write the low half and zero the high half; the VOP3 rows with
// op_sel read the halves op_sel[0..2] name and write the half op_sel[3] names,
// keeping the other (ISA 12.12 V_MAD_U16 vs V_MAD_LEGACY_U16; LLVM's
// zeroesHigh16BitsOfDest).  Constants of 16-bit integer operands.
;; init v1 = 0xaaaa0000 + l
;; init v2 = 0x5555fff0
;; init v3 = 0x12348000
;; init v10 = 0xdeadbeef
;; init v11 = 0xdeadbeef
;; init v12 = 0xdeadbeef
;; init v13 = 0xdeadbeef
;; init v14 = 0xdeadbeef
;; init v15 = 0xdeadbeef
;; init v24 = 0xdeadbeef
;; init v25 = 0xdeadbeef
v_add_u16_e32 v10, v1, v2                 // (l + 0xfff0) & 0xffff, high zeroed
v_add_u16_e64 v11, v1, v2 clamp           // saturates at 0xffff for l >= 16
v_sub_u16_e64 v12, v1, v2 clamp           // l - 0xfff0 < 0: 0
v_subrev_u16_e32 v13, v1, v2              // 0xfff0 - l
v_mul_lo_u16_e32 v14, v2, v2              // 0xfff0^2 & 0xffff = 0x0100
v_lshlrev_b16_e32 v15, 20, v2             // shift 20 & 15 = 4: 0xff00
v_lshrrev_b16_e32 v16, 4, v2              // 0x0fff
v_ashrrev_i16_e32 v17, 4, v2              // 0xffff
v_max_i16_e32 v18, v1, v2                 // max(l, -16) = l
v_max_u16_e32 v19, v1, v2                 // 0xfff0
v_min_i16_e32 v20, v1, v3                 // min(l, -32768) = 0x8000
v_add_i16 v21, v3, -1 clamp               // -32768 - 1 saturates: 0x8000, high half kept (op_sel row)
v_add_i16 v22, v3, v2 op_sel:[1,1,1]      // 0x1234 + 0x5555 = 0x6789 into the high half, low kept
v_sub_i16 v23, v3, 1                      // wraps: 0x7fff, high half of v23 kept (init 0)
v_mad_u16 v24, v1, 2, v2                  // l*2 + 0xfff0 in the low half, high half kept
v_mad_legacy_u16 v25, v1, 2, v2           // same value, high half zeroed
v_mad_u32_u16 v26, v1, v2, 7 op_sel:[1,1,0,0]  // 0xaaaa * 0x5555 + 7 (32-bit result)
v_mad_i32_i16 v27, v2, v3, 0              // -16 * -32768 = 0x80000
v_med3_i16 v28, v1, v2, v3                // median(l, -16, -32768) = -16: 0xfff0
v_max3_u16 v29, v1, v2, v3 op_sel:[1,1,1,1]   // max(0xaaaa, 0x5555, 0x1234) in the high half
v_add_u16_e32 v30, 0.5, v1                // llvm-mc-16 makes 0.5 the literal 0x3800 (code 240: unpacked_const_i16.s)
s_endpgm
;; expect v10 = (l + 0xfff0) & 0xffff
;; expect v11 = min(l + 0xfff0, 0xffff)
;; expect v12 = 0
;; expect v13 = 0xfff0 - l
;; expect v14 = 0x0100
;; expect v15 = 0xff00
;; expect v16 = 0x0fff
;; expect v17 = 0xffff
;; expect v18 = l
;; expect v19 = 0xfff0
;; expect v20 = 0x8000
;; expect v21 = 0x00008000
;; expect v22 = 0x67890000 | (l & 0)
;; expect v23 = 0x7fff
;; expect v24 = 0xdead0000 | ((l * 2 + 0xfff0) & 0xffff)
;; expect v25 = (l * 2 + 0xfff0) & 0xffff
;; expect v26 = 0xaaaa * 0x5555 + 7
;; expect v27 = 0x80000
;; expect v28 = 0xfff0
;; expect v29 = 0xaaaa0000
;; expect v30 = 0x3800 + l
