// Multiplies and multiply-adds (ISA 12.7, 12.12); operands chosen so signed
// and unsigned readings differ.
;; init v1 = 0xfffffffe - l
;; init v2 = 0x00030000 + l
;; init v3 = 0x00ffffff
;; init v4 = 0x12800005
;; init v5 = l
;; init v6 = 0xffffffff
;; init v7 = 0xfffffff0
;; init v8 = l
;; init v9 = 0xffffffff
;; init v30 = 0x007fffff
v_mul_lo_u32 v10, v1, v2
v_mul_hi_u32 v11, v1, v2
v_mul_hi_i32 v12, v1, v2
v_mul_u32_u24_e32 v13, v3, v4
v_mul_hi_u32_u24_e32 v14, v3, v4
v_mul_i32_i24_e32 v15, v3, v4
v_mul_hi_i32_i24_e32 v16, v3, v4
v_mad_u32_u24 v17, v3, v4, v5
v_mad_i32_i24 v18, v3, v4, v5
v_mad_u64_u32 v[20:21], s[10:11], v6, v6, v[6:7]   // (2^32-1)^2 + 0xfffffff0_ffffffff: carry out
v_mad_u64_u32 v[22:23], s[12:13], v5, v2, 7        // small, no carry
v_mad_i64_i32 v[24:25], s[14:15], v1, v2, v[8:9]   // (-2-l)(0x30000+l) + (-2^32 + l): negative, bit 64 = 1
v_mad_i64_i32 v[26:27], s[16:17], v5, v5, 0        // l*l >= 0: bit 64 of the sum is 0
v_mul_i32_i24_e32 v31, v30, v30            // 24-bit extremes: the product needs 46 bits
v_mul_hi_i32_i24_e32 v32, v30, v30
s_endpgm
;; expect v10 = u32((0xfffffffe - l) * (0x30000 + l))
;; expect v11 = ((0xfffffffe - l) * (0x30000 + l)) >> 32
;; expect v12 = u32(((-2 - l) * (0x30000 + l)) >> 32)
;; expect v13 = u32(0xffffff * 0x800005)
;; expect v14 = (0xffffff * 0x800005) >> 32
;; expect v15 = u32(-1 * -0x7ffffb)
;; expect v16 = u32((-1 * -0x7ffffb) >> 32)
;; expect v17 = u32(0xffffff * 0x800005 + l)
;; expect v18 = u32(-1 * -0x7ffffb + l)
;; expect v20 = u32((0xffffffff**2 + 0xfffffff0ffffffff) & 0xffffffffffffffff)
;; expect v21 = ((0xffffffff**2 + 0xfffffff0ffffffff) >> 32) & 0xffffffff
;; expect s10 = 0xffffffff
;; expect s11 = 0xffffffff
;; expect v22 = l * (0x30000 + l) + 7
;; expect v23 = 0
;; expect s12 = 0
;; expect s13 = 0
;; expect v24 = u32((-2 - l) * (0x30000 + l) + (-(1 << 32) + l))
;; expect v25 = u32(((-2 - l) * (0x30000 + l) + (-(1 << 32) + l)) >> 32)
;; expect s14 = 0xffffffff
;; expect s15 = 0xffffffff
;; expect v26 = l * l
;; expect v27 = 0
;; expect s16 = 0
;; expect s17 = 0
;; expect v31 = u32(0x7fffff * 0x7fffff)
;; expect v32 = (0x7fffff * 0x7fffff) >> 32
