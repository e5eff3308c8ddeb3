// gfx90a row_newbcast:k (dpp_ctrl 0x150 + k): every lane reads lane k of its row.
;; init v0 = l + 100
;; init v1 = 0xdead
v_mov_b32_dpp v1, v0 row_newbcast:1 row_mask:0xf bank_mask:0xf
v_mov_b32_dpp v2, v0 row_newbcast:15 row_mask:0x3 bank_mask:0xf
s_endpgm
;; expect v1 = (l & ~15) + 1 + 100
;; expect v2 = (l & ~15) + 15 + 100 if l < 32 else 0
