// Packed 16-bit integer ops (VOP3P): the low element reads the half op_sel
// names, the high element the half op_sel_hi names (default: low, high);
// clamp saturates adds, subtracts and mads in the u16 / i16 domain.
;; init v1 = 0x7fff0000 + l
;; init v2 = 0x0001fff0
;; init v3 = 0x00030002
v_pk_add_u16 v10, v1, v2                         // lo l + 0xfff0 (wraps for l >= 16), hi 0x7fff + 1
v_pk_add_u16 v11, v1, v2 clamp                   // lo saturates at 0xffff
v_pk_add_i16 v12, v1, v2 clamp                   // hi 0x7fff + 1 saturates at 0x7fff; lo l - 16
v_pk_sub_i16 v13, v2, v1 op_sel:[1,0] op_sel_hi:[1,1]   // lo: v2.hi - v1.lo = 1 - l, hi: v2.hi - v1.hi
v_pk_sub_u16 v14, v1, v2 clamp                   // lo max(l - 0xfff0, 0) = 0, hi 0x7ffe
v_pk_mul_lo_u16 v15, v2, v3                      // lo 0xfff0 * 2 & 0xffff, hi 1 * 3
v_pk_mad_u16 v16, v3, v3, v1                     // lo 4 + l, hi 9 + 0x7fff
v_pk_mad_i16 v17, v2, v3, v1 clamp               // lo -16*2 + l, hi 1*3 + 0x7fff -> 0x7fff
v_pk_lshlrev_b16 v18, v3, v2                     // lo 0xfff0 << 2, hi 1 << 3
v_pk_ashrrev_i16 v19, v3, v2                     // lo -16 >> 2 = -4, hi 1 >> 3 = 0
v_pk_lshrrev_b16 v20, v3, v2 op_sel_hi:[0,0]     // both elements from the low halves: 0xfff0 >> 2
v_pk_max_i16 v21, v1, v2                         // lo max(l, -16) = l, hi max(0x7fff, 1)
v_pk_min_u16 v22, v1, v2                         // lo min(l, 0xfff0) = l, hi 1
// inline constants: the 32-bit constant's halves (1 -> 0x0000_0001, -1 -> 0xffff_ffff); clang-16
// splats a constant with op_sel_hi = 0, as these two lines are what it emits for x + 1 and x << 2
v_pk_sub_u16 v23, v3, -1 op_sel_hi:[1,0]        // both elements + 1
v_pk_lshlrev_b16 v24, 2, v3 op_sel_hi:[0,1]     // both elements << 2
v_pk_add_u16 v25, v3, 1                         // hi element takes the constant's high half, 0
s_endpgm
;; expect v10 = 0x80000000 | ((l + 0xfff0) & 0xffff)
;; expect v11 = 0x80000000 | min(l + 0xfff0, 0xffff)
;; expect v12 = 0x7fff0000 | u32(l - 16) & 0xffff
;; expect v13 = (((1 - 0x7fff) & 0xffff) << 16) | ((1 - l) & 0xffff)
;; expect v14 = 0x7ffe0000
;; expect v15 = (3 << 16) | ((0xfff0 * 2) & 0xffff)
;; expect v16 = (((9 + 0x7fff) & 0xffff) << 16) | (4 + l)
;; expect v17 = 0x7fff0000 | u32(-32 + l) & 0xffff
;; expect v18 = (8 << 16) | ((0xfff0 << 2) & 0xffff)
;; expect v19 = 0x0000fffc
;; expect v20 = ((0xfff0 >> 2) << 16) | (0xfff0 >> 2)
;; expect v21 = 0x7fff0000 | l
;; expect v22 = 0x00010000 | l
;; expect v23 = 0x00040003
;; expect v24 = 0x000c0008
;; expect v25 = 0x00030003
