// 64-bit shifts by one amount for every lane (an inline constant or an
// SGPR, the form clang emits for address scaling), and a shifted SGPR pair
// (ISA 12.12: D.u64 = S1.u64 << S0.u[5:0], >> for lshrrev, arithmetic for
// ashrrev), under a partial EXEC.
;; init exec = 0xf0f0f0f0ffff0001
;; init v2 = 0x9abcdef0 ^ (l * 0x01010101)
;; init v3 = 0x80000000 | (l << 20) | l
;; init s0 = 37
;; init s1 = 64 + 3
;; init s4 = 0x12345678
;; init s5 = 0xfedcba98
v_lshlrev_b64 v[10:11], 2, v[2:3]
v_lshrrev_b64 v[12:13], 1, v[2:3]
v_ashrrev_i64 v[14:15], 4, v[2:3]
v_lshlrev_b64 v[16:17], s0, v[2:3]
v_lshrrev_b64 v[18:19], s0, v[2:3]
v_ashrrev_i64 v[20:21], s1, v[2:3]
v_lshlrev_b64 v[22:23], 0, v[2:3]
v_lshrrev_b64 v[24:25], 12, s[4:5]
v_ashrrev_i64 v[26:27], 63, v[2:3]
s_endpgm
;; expect v10 = u32(((0x80000000 | (l << 20) | l) << 32 | (0x9abcdef0 ^ (l * 0x01010101))) << 2)
;; expect v11 = u32((((0x80000000 | (l << 20) | l) << 32 | (0x9abcdef0 ^ (l * 0x01010101))) << 2) >> 32)
;; expect v12 = u32(((0x80000000 | (l << 20) | l) << 32 | (0x9abcdef0 ^ (l * 0x01010101))) >> 1)
;; expect v13 = u32((((0x80000000 | (l << 20) | l) << 32 | (0x9abcdef0 ^ (l * 0x01010101))) >> 1) >> 32)
;; expect v14 = u32((((0x80000000 | (l << 20) | l) << 32 | (0x9abcdef0 ^ (l * 0x01010101))) - (1 << 64)) >> 4)
;; expect v15 = u32(((((0x80000000 | (l << 20) | l) << 32 | (0x9abcdef0 ^ (l * 0x01010101))) - (1 << 64)) >> 4) >> 32)
;; expect v16 = u32(((0x80000000 | (l << 20) | l) << 32 | (0x9abcdef0 ^ (l * 0x01010101))) << 37)
;; expect v17 = u32((((0x80000000 | (l << 20) | l) << 32 | (0x9abcdef0 ^ (l * 0x01010101))) << 37) >> 32)
;; expect v18 = u32(((0x80000000 | (l << 20) | l) << 32 | (0x9abcdef0 ^ (l * 0x01010101))) >> 37)
;; expect v19 = u32((((0x80000000 | (l << 20) | l) << 32 | (0x9abcdef0 ^ (l * 0x01010101))) >> 37) >> 32)
;; expect v20 = u32((((0x80000000 | (l << 20) | l) << 32 | (0x9abcdef0 ^ (l * 0x01010101))) - (1 << 64)) >> 3)
;; expect v21 = u32(((((0x80000000 | (l << 20) | l) << 32 | (0x9abcdef0 ^ (l * 0x01010101))) - (1 << 64)) >> 3) >> 32)
;; expect v22 = 0x9abcdef0 ^ (l * 0x01010101)
;; expect v23 = 0x80000000 | (l << 20) | l
;; expect v24 = u32(0xfedcba9812345678 >> 12)
;; expect v25 = u32(0xfedcba9812345678 >> 44)
;; expect v26 = 0xffffffff
;; expect v27 = 0xffffffff
