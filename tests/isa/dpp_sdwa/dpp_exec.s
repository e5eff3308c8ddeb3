// DPP with inactive lanes: a source lane disabled in EXEC is invalid like an
// out-of-range one (unwritten without bound_ctrl, 0 with it); inactive
// destination lanes are never written.  Carry-out of a DPP add goes to VCC for
// the lanes written (0 elsewhere).
;; init exec = 0xfffffffffffffff5
;; init v0 = l + 100
;; init v1 = 0xdead
;; init v2 = 0xdead
;; init v3 = 0xffffffff
;; init v4 = 0xdead
;; init vcc = 0xffffffffffffffff
v_mov_b32_dpp v1, v0 row_shr:1 row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v2, v0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:0
v_add_co_u32_dpp v4, vcc, v3, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf  // src0 = v3 is permuted
s_endpgm
;; expect v1[all] = 0xdead if (l & 15) == 0 or not (0xfffffffffffffff5 >> l) & 1 or not (0xfffffffffffffff5 >> (l - 1)) & 1 else l + 99
;; expect v2[all] = 0xdead if not (0xfffffffffffffff5 >> l) & 1 else 0 if (l & 15) == 0 or not (0xfffffffffffffff5 >> (l - 1)) & 1 else l + 99
;; expect v4[all] = 0xdead if not (0xfffffffffffffff5 >> l) & 1 or not (0xfffffffffffffff5 >> (l ^ 1)) & 1 else u32(0xffffffff + l + 100)
;; expect vcc = 0xfffffffffffffff0
