// RTL LDS unit: ds_swizzle_b32 in each mode (and/or/xor masks, groups of
// 4, rotate, FFT), ds_bpermute_b32 and ds_permute_b32 (the highest source
// lane wins, unreached lanes 0), inactive source lanes reading 0, and
// ds_read_addtid_b32 (M0[15:0] + offset + 4 * lane).
;; init exec = 0xfffbffff7ffffffe
;; init v0 = 0x100 + l
;; init v1 = 4 * (63 - l)
;; init v2 = 8 * l
;; init v3 = 0x5a5a0000 + l
;; init s0 = 0x200
ds_swizzle_b32 v10, v0 offset:0x041f
ds_swizzle_b32 v11, v0 offset:0x801b
ds_swizzle_b32 v12, v0 offset:0xc020
ds_swizzle_b32 v13, v0 offset:0xc420
ds_swizzle_b32 v14, v0 offset:0xe010
ds_swizzle_b32 v15, v0 offset:0x03e0
ds_bpermute_b32 v16, v1, v0
ds_bpermute_b32 v17, v2, v3 offset:4
ds_permute_b32 v18, v1, v0
ds_permute_b32 v19, v2, v3
s_mov_b32 m0, s0
ds_write_b32 v2, v3 offset:0x200
ds_read_addtid_b32 v20 offset:8
s_endpgm
