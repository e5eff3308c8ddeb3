// RTL LDS unit: atomics with and without return.  Every lane on one
// address (v1) sees the previous lane's result (the lanes go in order);
// v0 gives each lane its own dword.  32- and 64-bit forms; cmpst compares
// with DATA and stores DATA2; mskor is (old & ~DATA) | DATA2.
;; init exec = 0xfffffffffffeffff
;; init v0 = 4 * l
;; init v1 = 0x800
;; init v2 = l + 1
;; init v3 = 0x80000000 - 7 * l
;; init v4 = 0xf0f0f0f0
;; init v5 = 0x0f0f0f0f
;; init v6 = 0x1000 + 8 * l
;; init v7 = 0
;; init v8 = 0xffffffff
;; init v9 = 5
ds_add_u32 v1, v2
ds_add_rtn_u32 v10, v1, v2
ds_add_rtn_u32 v11, v0, v3
ds_sub_rtn_u32 v12, v0, v2
ds_rsub_u32 v0, v2
ds_max_rtn_i32 v13, v0, v3
ds_min_rtn_u32 v14, v0, v3
ds_and_rtn_b32 v15, v0, v4
ds_or_b32 v0, v5
ds_xor_rtn_b32 v16, v0, v4
ds_mskor_rtn_b32 v17, v0, v4, v5
ds_cmpst_rtn_b32 v18, v0, v17, v2
ds_wrxchg_rtn_b32 v19, v0, v3
ds_inc_rtn_u32 v20, v1, v9
ds_dec_rtn_u32 v21, v1, v9
ds_read_b32 v22, v0
ds_add_rtn_u64 v[24:25], v6, v[2:3]
ds_max_rtn_i64 v[26:27], v6, v[8:9]
ds_cmpst_rtn_b64 v[28:29], v6, v[26:27], v[2:3]
ds_read_b64 v[30:31], v6
ds_add_rtn_u32 v32, v5, v2 offset:0xfff0
s_endpgm
