// Logic, shifts (the rev forms shift S1 by S0), bit fields, alignbit/byte,
// perm, counts and 3-input ops (ISA 12.7, 12.8, 12.12), by hand.
;; init v1 = 0x12345678
;; init v2 = 0x9abcdef0
;; init v3 = l
;; init v4 = 0x80000000 | l
;; init v5 = 0x0000f0f0
;; init v6 = 0x12345678
;; init v7 = 0x9abcdef0
;; init s0 = 0x0c0d0804
;; init s1 = 0x0b0a0907
v_and_b32_e32 v10, v1, v2
v_or_b32_e32 v11, v1, v2
v_xor_b32_e32 v12, v1, v2
v_xnor_b32_e32 v13, v1, v2
v_not_b32_e32 v14, v1
v_lshlrev_b32_e32 v15, v3, v1             // v1 << (l & 31)
v_lshrrev_b32_e32 v16, v3, v4             // logical
v_ashrrev_i32_e32 v17, v3, v4             // arithmetic
v_lshlrev_b64 v[18:19], v3, v[6:7]        // {v7,v6} << (l & 63)
v_ashrrev_i64 v[20:21], v3, v[6:7]
v_bfm_b32 v22, 8, v3                      // 0xff << (l & 31)
v_bfi_b32 v23, v5, v1, v2                 // (v5 & v1) | (~v5 & v2)
v_bfe_u32 v24, v1, 4, 8                   // 0x67
v_bfe_i32 v25, v2, 4, 8                   // 0xef -> -17
v_bfe_i32 v26, v4, 28, 8                  // S0.i >> 28 (arithmetic) = 0xfffffff8, low 8 bits 0xf8 -> -8
v_bfe_u32 v27, v1, 0, 0                   // width 0 -> 0
v_alignbit_b32 v28, v2, v1, v3            // ({v2,v1} >> (l & 31))
v_alignbyte_b32 v29, v2, v1, v3           // ({v2,v1} >> 8*(l & 3))
v_perm_b32 v30, v2, v1, s0        // bytes: sel 4 -> S0 byte0 0xf0, 8 -> sign of byte1 of {S0,S1} (0x56 -> 0), 13 -> 0xff, 12 -> 0
v_perm_b32 v31, v2, v1, s1        // 7: 0x9a, 9: sign(byte 3 = 0x12) -> 0, 10: sign(byte5=0xde) -> 0xff, 11: sign(byte7=0x9a) -> 0xff
v_bcnt_u32_b32 v32, v1, v3                // popcount(0x12345678) = 13, + l
v_mbcnt_lo_u32_b32 v33, -1, 0             // lanes below this one among 0-31
v_mbcnt_hi_u32_b32 v33, -1, v33           // + among 32-63: the lane id
v_mbcnt_lo_u32_b32 v34, v5, v3            // popcount(0xf0f0 & ((1<<l)-1)) + l
v_bfrev_b32_e32 v35, v1
v_ffbh_u32_e32 v36, v3                    // l = 0 -> -1, else clz
v_ffbl_b32_e32 v37, v3
v_ffbh_i32_e32 v38, v4                    // 0x8000000l: bits after sign equal to it: 0 -> 1
v_lshl_add_u32 v39, v3, 4, v1
v_add_lshl_u32 v40, v3, v1, 1
v_add3_u32 v41, v1, v2, v3
v_lshl_or_b32 v42, v3, 16, v5
v_and_or_b32 v43, v1, v5, v3
v_or3_b32 v44, v1, v5, v3
v_xad_u32 v45, v1, v2, v3
s_endpgm
;; expect v10 = 0x12345678 & 0x9abcdef0
;; expect v11 = 0x12345678 | 0x9abcdef0
;; expect v12 = 0x12345678 ^ 0x9abcdef0
;; expect v13 = u32(~(0x12345678 ^ 0x9abcdef0))
;; expect v14 = u32(~0x12345678)
;; expect v15 = u32(0x12345678 << (l & 31))
;; expect v16 = (0x80000000 | l) >> (l & 31)
;; expect v17 = u32((-0x80000000 | l) >> (l & 31))
;; expect v18 = u32(0x9abcdef012345678 << l)
;; expect v19 = u32((0x9abcdef012345678 << l) >> 32)
;; expect v20 = u32((0x9abcdef012345678 - (1 << 64)) >> l)
;; expect v21 = u32(((0x9abcdef012345678 - (1 << 64)) >> l) >> 32)
;; expect v22 = u32(0xff << (l & 31))
;; expect v23 = (0xf0f0 & 0x12345678) | (~0xf0f0 & 0x9abcdef0)
;; expect v24 = 0x67
;; expect v25 = u32(-17)
;; expect v26 = u32(-8)
;; expect v27 = 0
;; expect v28 = u32(0x9abcdef012345678 >> (l & 31))
;; expect v29 = u32(0x9abcdef012345678 >> (8 * (l & 3)))
;; expect v30 = 0x00ff00f0
;; expect v31 = 0xffff009a
;; expect v32 = 13 + l
;; expect v33 = l
;; expect v34 = bin(0xf0f0 & ((1 << l) - 1)).count('1') + l
;; expect v35 = int('{:032b}'.format(0x12345678)[::-1], 2)
;; expect v36 = 0xffffffff if l == 0 else 31 - (l.bit_length() - 1)
;; expect v37 = 0xffffffff if l == 0 else (l & -l).bit_length() - 1
;; expect v38 = 1
;; expect v39 = u32((l << 4) + 0x12345678)
;; expect v40 = u32((l + 0x12345678) << 1)
;; expect v41 = u32(0x12345678 + 0x9abcdef0 + l)
;; expect v42 = (l << 16) | 0xf0f0
;; expect v43 = (0x12345678 & 0xf0f0) | l
;; expect v44 = 0x12345678 | 0xf0f0 | l
;; expect v45 = u32((0x12345678 ^ 0x9abcdef0) + l)
