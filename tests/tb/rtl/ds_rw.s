// RTL LDS unit: writes then reads back, every width, the two-address forms
// (offset0/offset1 in elements, st64 in 64 elements), unaligned addresses
// that straddle dwords and 16-byte blocks, and addresses past the 64 KiB
// window (reads give 0, writes are dropped).  Lanes 3 and 37 are off.
// The LDS starts zeroed, as the model's.
;; init exec = 0xffffffdffffffff7
;; init v0 = 4 * l
;; init v1 = 0x5a000000 + 3 * l
;; init v2 = 0xc0de0000 + l
;; init v3 = 0x100 + 8 * l
;; init v4 = 0x1003 + 16 * l
;; init v5 = 0xfff8 + 4 * l
;; init v6 = 0x2001 + 2 * l
ds_write_b32 v0, v1
ds_write_b32 v0, v2 offset:0x400
ds_read_b32 v10, v0
ds_read_b32 v11, v0 offset:0x400
ds_write2_b32 v3, v1, v2 offset0:0x40 offset1:0x41
ds_read2_b32 v[12:13], v3 offset0:0x40 offset1:0x41
ds_write2st64_b32 v0, v2, v1 offset0:2 offset1:3
ds_read2st64_b32 v[14:15], v0 offset0:2 offset1:3
ds_write_b64 v3, v[0:1] offset:0x800
ds_read_b64 v[16:17], v3 offset:0x800
ds_write_b128 v4, v[0:3]
ds_read_b128 v[20:23], v4
ds_read_b96 v[24:26], v4 offset:4
ds_read_u8 v27, v4 offset:1
ds_read_i8 v28, v4 offset:3
ds_read_u16 v29, v6
ds_read_i16 v30, v4 offset:2
ds_write_b8 v6, v1 offset:0x3000
ds_write_b16 v6, v2 offset:0x3100
ds_read_b32 v31, v6 offset:0x3000
ds_write_b32 v5, v1
ds_read_b32 v32, v5
ds_write2_b64 v3, v[0:1], v[2:3] offset0:1 offset1:3
ds_read2_b64 v[34:37], v3 offset0:1 offset1:3
ds_read2st64_b64 v[38:41], v0 offset1:1
ds_nop
s_endpgm
