// The remaining 16-bit ops: three-input min/max/med (op_sel rows: low half
// written, high half kept), signed mads with and without clamp, and v_nop.
;; init v1 = 0x11110000 + l
;; init v2 = 0x2222fff0
;; init v3 = 0x33330010
;; init v10 = 0xabcd1234
;; init v11 = 0xabcd1234
;; init v12 = 0xabcd1234
;; init v13 = 0xabcd1234
;; init v14 = 0xabcd1234
;; init v15 = 0xabcd1234
;; init v16 = 0xabcd1234
;; init v17 = 0xabcd1234
;; init v18 = 0xabcd1234
v_nop
v_clrexcp
v_min3_u16 v10, v1, v2, v3                // min(l, 0xfff0, 0x10)
v_med3_u16 v11, v1, v2, v3                // median(l, 0xfff0, 0x10)
v_min3_i16 v12, v1, v2, v3                // min(l, -16, 16) = -16
v_max3_i16 v13, v1, v2, v3                // max(l, -16, 16)
v_mad_i16 v14, v2, v3, v1                 // -16 * 16 + l, wraps in 16 bits
v_mad_i16 v15, v2, v2, v2 op_sel:[1,1,1,0] clamp   // 0x2222^2 + 0x2222 saturates at 0x7fff
v_mad_legacy_i16 v16, v2, v3, v1          // same as v14, high half zeroed
v_min_u16_e32 v17, v1, v2                 // min(l, 0xfff0) = l, high zeroed
v_lshrrev_b64 v[18:19], v1, v[2:3]        // {0x33330010, 0x2222fff0} >> l
v_pk_max_u16 v20, v1, v2                  // lo max(l, 0xfff0), hi max(0x1111, 0x2222)
v_pk_min_i16 v21, v1, v2                  // lo min(l, -16), hi 0x1111
s_endpgm
;; expect v10 = 0xabcd0000 | min(l, 0x10)
;; expect v11 = 0xabcd0000 | sorted([l, 0xfff0, 0x10])[1]
;; expect v12 = 0xabcdfff0
;; expect v13 = 0xabcd0000 | max(l, 16)
;; expect v14 = 0xabcd0000 | ((-256 + l) & 0xffff)
;; expect v15 = 0xabcd7fff
;; expect v16 = (-256 + l) & 0xffff
;; expect v17 = l
;; expect v18 = u32(0x333300102222fff0 >> l)
;; expect v19 = u32((0x333300102222fff0 >> l) >> 32)
;; expect v20 = 0x2222fff0
;; expect v21 = 0x1111fff0
