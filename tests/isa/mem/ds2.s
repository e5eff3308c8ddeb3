// More DS (ISA 12.13), on lanes 0 and 1 (lane l's addresses are + 0x2000 * l):
// read2st64_b64 (offsets in units of 8 * 64 bytes), b96, b64, i8 / d16
// reads, mskor_b64, inc_u64, the addtid forms (M0 + offset + 4 * lane), and a
// write straddling the end of LDS (dropped whole).  wrxchg2, the f32 atomics
// and consume are in ds2_float.s.
;; init exec = 0x3
;; init lds 0x0000 u32 [0x11111111 * i for i in range(1, 8)]
;; init lds 0x0200 u64 [0x0102030405060708, 0x1112131415161718]
;; init lds 0x0400 u64 [0x2122232425262728, 0x3132333435363738]
;; init lds 0x2000 u32 [0x11111111 * i for i in range(1, 8)]
;; init lds 0x2200 u64 [0x0102030405060708, 0x1112131415161718]
;; init lds 0x2400 u64 [0x2122232425262728, 0x3132333435363738]
;; init lds 0x0900 u64 [0xff00ff00ff00ff00, 0xffffffff]
;; init lds 0x2900 u64 [0xff00ff00ff00ff00, 0xffffffff]
;; init lds 0xfff0 u32 [1, 2, 3, 4]
;; init m0 = 0x3000
;; init v0 = 0x2000 * l
;; init v1 = 0xaaaa0000 + l
;; init v3 = 0x0f0f0f0f
;; init v4 = 0x5a5a5a5a
;; init v5 = 0x12345678
;; init v6 = 0x9abcdef0
;; init v12 = 0xffff0000
;; init v13 = 0x0000ffff
;; init v16 = 0x1234
;; init v17 = 0x5678
;; init v18 = 0x99990000
;; init v20 = 0xfffc + 2 * l
;; init v22 = 10
;; init v23 = 0
ds_read2st64_b64 v[24:27], v0 offset0:1 offset1:2
ds_read_b96 v[28:30], v0 offset:4
ds_read_i8 v31, v0 offset:7
ds_read_u8_d16_hi v16, v0 offset:3
ds_read_u16_d16 v17, v0 offset:2
ds_read_i8_d16_hi v18, v0 offset:15
ds_write_b96 v0, v[4:6] offset:0x100
ds_write_b64 v0, v[4:5] offset:0x110
ds_mskor_b64 v0, v[12:13], v[4:5] offset:0x900
ds_inc_rtn_u64 v[36:37], v0, v[22:23] offset:0x908
ds_write_addtid_b32 v1 offset:0x10
ds_read_addtid_b32 v39 offset:0x10
ds_write_b32 v20, v1
s_endpgm
;; expect v24 = 0x05060708
;; expect v25 = 0x01020304
;; expect v26 = 0x25262728
;; expect v27 = 0x21222324
;; expect v28 = 0x22222222
;; expect v29 = 0x33333333
;; expect v30 = 0x44444444
;; expect v31 = 0x22
;; expect v16 = 0x00111234
;; expect v17 = 0x00001111
;; expect v18 = 0x00440000
;; expect v36 = 0xffffffff
;; expect v37 = 0
;; expect v39 = 0xaaaa0000 + l
;; expect lds 0x0100 u32 [0x5a5a5a5a, 0x12345678, 0x9abcdef0, 0, 0x5a5a5a5a, 0x12345678]
;; expect lds 0x2100 u32 [0x5a5a5a5a, 0x12345678, 0x9abcdef0, 0, 0x5a5a5a5a, 0x12345678]
;; expect lds 0x0900 u64 [0xff3456785a5aff5a, 0]
;; expect lds 0x2900 u64 [0xff3456785a5aff5a, 0]
;; expect lds 0xfff0 u32 [1, 2, 3, 0xaaaa0000]
