// RTL LDS unit: d16 reads put a byte or short, zero- or sign-extended to 16
// bits, into the low or high half of vdst and keep the other half (inactive
// lanes keep all of it); d16_hi writes store bits 23:16 / 31:16.  Lane 5 and
// 40 are off; lanes 60..63 of v0 address past the 64 KiB window (reads merge 0,
// writes are dropped).  The LDS starts zeroed, as the model's.
;; init exec = 0xfffffeffffffffdf
;; init v0 = 0xff10 + 4 * l
;; init v4 = 0x1000 + 5 * l
;; init v1 = 0x80ff7f01 + 0x01030507 * l
;; init v2 = 0xa5a55a5a + l
;; init v3 = 0x3c3cc3c3 + 0x100 * l
ds_write_b32 v0, v1
v_mov_b32 v10, v2
v_mov_b32 v11, v2
v_mov_b32 v12, v3
v_mov_b32 v13, v3
v_mov_b32 v14, v2
v_mov_b32 v15, v3
ds_read_u8_d16 v10, v0 offset:1
ds_read_u8_d16_hi v11, v0 offset:3
ds_read_i8_d16 v12, v0 offset:3
ds_read_i8_d16_hi v13, v0 offset:2
ds_read_u16_d16 v14, v0 offset:1
ds_read_u16_d16_hi v15, v0 offset:2
ds_write_b8_d16_hi v4, v3
ds_write_b16_d16_hi v4, v2 offset:0x401
ds_write_b16_d16_hi v0, v2 offset:1
ds_read_b32 v16, v4
ds_read_b32 v17, v4 offset:0x400
ds_read_b32 v18, v0
s_endpgm
