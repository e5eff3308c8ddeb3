// v_mfma_i32_16x16x16i8 with A and B in AccVGPRs (the ACC bits) and an
// inline integer constant as C.  Every lane of A holds the int8 values
// 1, 2, -1, 1 (0x01ff0201, low byte first) and of B 2, 2, 2, 2; the same
// byte of A and B holds the same k, so each element is
// C + 4 * (1*2 + 2*2 - 1*2 + 1*2) = -3 + 24 = 21, whatever the layout.
// accum_offset 64: a<n> is unified register 64 + n.
;; init accum_offset = 64
;; init a0 = 0x01ff0201
;; init a1 = 0x02020202
v_mfma_i32_16x16x16i8 v[0:3], a0, a1, -3
s_nop 7
s_nop 7
s_endpgm
;; expect v0 = 21
;; expect v1 = 21
;; expect v2 = 21
;; expect v3 = 21
