// DPP lane permutations of src0 (ISA 13.3.9): a lane whose source lane is out
// of the row/wave is not written without bound_ctrl and reads 0 with it
// (LLVM's bound_ctrl:0 sets the BC bit); row_mask/bank_mask gate the write.
;; init v0 = l + 100
;; init v1 = 0xdead
;; init v2 = 0xdead
;; init v3 = 0xdead
;; init v4 = 0xdead
;; init v5 = 0xdead
;; init v6 = 0xdead
;; init v7 = 0xdead
;; init v8 = 0xdead
;; init v9 = 0xdead
;; init v10 = 0xdead
;; init v11 = 0xdead
;; init v12 = 0xdead
;; init v13 = 0xdead
;; init v14 = 0xdead
;; init v15 = 0xdead
v_mov_b32_dpp v1, v0 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v2, v0 row_shl:1 row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v3, v0 row_shl:1 row_mask:0xf bank_mask:0xf bound_ctrl:0
v_mov_b32_dpp v4, v0 row_shr:15 row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v5, v0 row_ror:4 row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v6, v0 wave_shl:1 row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v7, v0 wave_rol:1 row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v8, v0 wave_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:0
v_mov_b32_dpp v9, v0 wave_ror:1 row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v10, v0 row_mirror row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v11, v0 row_half_mirror row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v12, v0 row_bcast:15 row_mask:0xa bank_mask:0xf
v_mov_b32_dpp v13, v0 row_bcast:31 row_mask:0xc bank_mask:0xf
v_mov_b32_dpp v14, v0 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0x5
v_add_u32_dpp v15, v0, v0 row_shl:1 row_mask:0xf bank_mask:0xf
s_endpgm
;; expect v1 = (l & ~3) + 3 - (l & 3) + 100
;; expect v2 = l + 101 if (l & 15) < 15 else 0xdead
;; expect v3 = l + 101 if (l & 15) < 15 else 0
;; expect v4 = l - 15 + 100 if (l & 15) == 15 else 0xdead
;; expect v5 = (l & ~15) + (((l & 15) - 4) & 15) + 100
;; expect v6 = l + 101 if l < 63 else 0xdead
;; expect v7 = ((l + 1) & 63) + 100
;; expect v8 = l + 99 if l > 0 else 0
;; expect v9 = ((l - 1) & 63) + 100
;; expect v10 = (l & ~15) + 15 - (l & 15) + 100
;; expect v11 = (l & ~7) + 7 - (l & 7) + 100
;; expect v12 = (l & 0x30) - 1 + 100 if (l >> 4) in (1, 3) else 0xdead
;; expect v13 = 131 if l >= 32 else 0xdead
;; expect v14 = l + 100 if ((l >> 2) & 3) in (0, 2) else 0xdead
;; expect v15 = 2 * l + 201 if (l & 15) < 15 else 0xdead
