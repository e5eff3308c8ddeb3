// min/max/med3, SAD and byte average (ISA 12.7, 12.12).
;; init v1 = u32(l - 32)
;; init v2 = 5
;; init v3 = u32(-7)
;; init v4 = 0x01ff8040
;; init v5 = 0x02017f80
;; init v6 = l
;; init v8 = 70000
;; init v9 = u32(-100000)
;; init v40 = 0x10000
v_min_i32_e32 v10, v1, v2
v_max_i32_e32 v11, v1, v2
v_min_u32_e32 v12, v1, v2
v_max_u32_e32 v13, v1, v2
v_min3_i32 v14, v1, v2, v3
v_max3_u32 v15, v1, v2, v3
v_med3_i32 v16, v1, v2, v3           // median of l-32, 5, -7
v_med3_u32 v17, v1, v2, v3           // unsigned median
v_min3_u32 v18, v1, v2, v3
v_max3_i32 v19, v1, v2, v3
v_sad_u8 v20, v4, v5, v6             // |01-02| + |ff-01| + |80-7f| + |40-80| = 1 + 254 + 1 + 64 = 320
v_sad_hi_u8 v21, v4, v5, 1           // (320 << 16) + 1
v_sad_u16 v22, v4, v5, 0             // |01ff-0201| + |8040-7f80| = 2 + 192
v_sad_u32 v23, v2, v3, 0             // unsigned |5 - 0xfffffff9| (docs: the text's .i read as u32)
v_lerp_u8 v24, v4, v5, 1             // bytes: from byte 3: (01+02)>>1=1, (ff+01)>>1=0x80, (80+7f)>>1=0x7f, (40+80+1)>>1=0x60
v_sat_pk_u8_i16_e32 v25, v7              // hi 0x8000 + l (negative) -> 0, lo 0x017f -> 255
v_sat_pk_u8_i16_e32 v26, 0x00ff0050      // hi 255, lo 0x50
v_cvt_pk_i16_i32 v27, v1, v3         // {sat16(-7), sat16(l - 32)}
v_cvt_pk_i16_i32 v28, v8, v9         // {sat16(-100000), sat16(70000)} = {0x8000, 0x7fff}
v_cvt_pk_u16_u32 v29, v1, v2         // {5, sat_u16(u32(l - 32))}
v_cvt_pk_u16_u32 v30, v9, v40        // {0xffff, 0xffff}
s_endpgm
;; expect v10 = u32(min(l - 32, 5))
;; expect v11 = u32(max(l - 32, 5))
;; expect v12 = min(u32(l - 32), 5)
;; expect v13 = max(u32(l - 32), 5)
;; expect v14 = u32(min(l - 32, 5, -7))
;; expect v15 = max(u32(l - 32), 5, u32(-7))
;; expect v16 = u32(sorted([l - 32, 5, -7])[1])
;; expect v17 = sorted([u32(l - 32), 5, u32(-7)])[1]
;; expect v18 = min(u32(l - 32), 5, u32(-7))
;; expect v19 = u32(max(l - 32, 5, -7))
;; expect v20 = 320 + l
;; expect v21 = (320 << 16) + 1
;; expect v22 = 2 + 192
;; expect v23 = 0xfffffff9 - 5
;; expect v24 = 0x01807f60
;; init v7 = 0x8000017f + (l << 16)
;; expect v25 = 0x00ff
;; expect v26 = 0xff50
;; expect v27 = (u32(-7) & 0xffff) << 16 | (u32(l - 32) & 0xffff)
;; expect v28 = 0x80007fff
;; expect v29 = 5 << 16 | (0xffff if l < 32 else l - 32)
;; expect v30 = 0xffffffff
