// Every buffer format load and store form not in buffer_format.s (ISA 8.1.4,
// table 28): MUBUF takes data format, number format and dst_sel from the V#,
// MTBUF the format from the instruction with identity selects (X000, XY00,
// XYZ0, XYZW by the format's components).  32-bit components move as they are,
// 8/16-bit UINT / SINT loads zero / sign extend, d16 forms move 16-bit
// components two a register (an odd count keeps the last register's other
// half; d16_hi the low half), a store writes the components the format has
// (up to the instruction's), dst_sel 1 reads 1 (1.0 / 0x3c00 for FLOAT), an
// INVALID data format (0) is an unbound resource: every read out of range
// (0, or 1 for SEL_1, ISA 8.1.8 note 1).
;; mem 0x60000 0x10000
;; init mem 0x60000 u32 [u32((i) * 16777619 + 610839777) for i in range(256)]
;; init mem 0x61000 u16 [(((i) * 40503 + 4951) & 0xffff) for i in range(256)]
;; init mem 0x62000 u8 [(((i) * 37 + 11) & 0xff) for i in range(256)]
;; init mem 0x64000 u32 [0xa5a5a5a5 for i in range(256)]
;; init mem 0x66000 u32 [0xa5a5a5a5 for i in range(128)]
;; init mem 0x67000 u32 [0xa5a5a5a5 for i in range(256)]
;; init mem 0x68600 u32 [0xa5a5a5a5 for i in range(256)]
;; init mem 0x69200 u32 [0xa5a5a5a5 for i in range(128)]
;; init mem 0x6a200 u32 [0xa5a5a5a5 for i in range(64)]
;; init mem 0x6b000 u32 [0xa5a5a5a5 for i in range(128)]
;; init s4 = 0x60000
;; init s5 = 0x0
;; init s6 = 0x1000
;; init s7 = 0x74065
;; init s8 = 0x60000
;; init s9 = 0x0
;; init s10 = 0x1000
;; init s11 = 0x0
;; init s12 = 0x61000
;; init s13 = 0x0
;; init s14 = 0x1000
;; init s15 = 0x0
;; init s16 = 0x61000
;; init s17 = 0x0
;; init s18 = 0x1000
;; init s19 = 0x17fac
;; init s20 = 0x61000
;; init s21 = 0x0
;; init s22 = 0x1000
;; init s23 = 0x65977
;; init s24 = 0x61000
;; init s25 = 0x0
;; init s26 = 0x1000
;; init s27 = 0x2f021
;; init s28 = 0x62000
;; init s29 = 0x0
;; init s30 = 0x1000
;; init s31 = 0x0
;; init s32 = 0x64000
;; init s33 = 0x0
;; init s34 = 0x1000
;; init s35 = 0x74fac
;; init s36 = 0x65000
;; init s37 = 0x0
;; init s38 = 0x1000
;; init s39 = 0x24fac
;; init s40 = 0x66000
;; init s41 = 0x0
;; init s42 = 0x1000
;; init s43 = 0x24fac
;; init s44 = 0x67000
;; init s45 = 0x0
;; init s46 = 0x1000
;; init s47 = 0x6cfac
;; init s48 = 0x68000
;; init s49 = 0x0
;; init s50 = 0x1000
;; init s51 = 0x0
;; init s52 = 0x69000
;; init s53 = 0x0
;; init s54 = 0x1000
;; init s55 = 0x0
;; init s56 = 0x6a000
;; init s57 = 0x0
;; init s58 = 0x1000
;; init s59 = 0x14fac
;; init s60 = 0x6b000
;; init s61 = 0x0
;; init s62 = 0x1000
;; init s63 = 0x64fac
;; init s64 = 0x60000
;; init s65 = 0x0
;; init s66 = 0x1000
;; init s67 = 0x7021
;; init v1 = 0xdeadbeef
;; init v18 = 0x0000cafe
;; init v29 = 0xbeef0000
;; init v30 = 0x12345678
;; init v20 = 16 * l
;; init v21 = 2 * l
;; init v22 = 4 * l
;; init v23 = 8 * l
buffer_load_format_x v0, v20, s[4:7], 0 offen
buffer_load_format_xyz v[2:4], v20, s[4:7], 0 offen
tbuffer_load_format_xyzw v[8:11], v20, s[8:11], 0 format:[BUF_DATA_FORMAT_32_32_32_32,BUF_NUM_FORMAT_FLOAT] offen
tbuffer_load_format_x v5, v21, s[12:15], 0 format:[BUF_DATA_FORMAT_16,BUF_NUM_FORMAT_UINT] offen
tbuffer_load_format_xyz v[12:14], v22, s[12:15], 0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_SINT] offen
tbuffer_load_format_d16_x v1, v21, s[12:15], 0 format:[BUF_DATA_FORMAT_16,BUF_NUM_FORMAT_FLOAT] offen
tbuffer_load_format_d16_xy v15, v22, s[12:15], 0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_UINT] offen
tbuffer_load_format_d16_xyzw v[16:17], v23, s[12:15], 0 format:[BUF_DATA_FORMAT_16_16_16_16,BUF_NUM_FORMAT_UINT] offen
buffer_load_format_d16_hi_x v18, v21, s[16:19], 0 offen
buffer_load_format_d16_xyzw v[34:35], v23, s[20:23], 0 offen
buffer_load_format_d16_xy v19, v22, s[24:27], 0 offen
tbuffer_load_format_xyzw v[24:27], v22, s[28:31], 0 format:[BUF_DATA_FORMAT_8_8_8_8,BUF_NUM_FORMAT_UINT] offen
tbuffer_load_format_d16_xyz v[28:29], v23, s[12:15], 0 format:[BUF_DATA_FORMAT_16_16_16_16,BUF_NUM_FORMAT_UINT] offen
buffer_load_format_d16_x v30, v21, s[16:19], 0 offen
buffer_load_format_xy v[32:33], v20, s[64:67], 0 offen
s_waitcnt vmcnt(0)
buffer_store_format_xyz v[8:10], v20, s[32:35], 0 offen
buffer_store_format_x v11, v22, s[36:39], 0 offen
buffer_store_format_xy v[8:9], v23, s[40:43], 0 offen
buffer_store_format_xyzw v[8:11], v20, s[44:47], 0 offen
tbuffer_store_format_x v5, v22, s[48:51], 0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_UINT] offen
tbuffer_store_format_xy v[12:13], v23, s[48:51], 0 format:[BUF_DATA_FORMAT_32_32,BUF_NUM_FORMAT_SINT] offen offset:0x200
tbuffer_store_format_xyz v[24:26], v20, s[48:51], 0 format:[BUF_DATA_FORMAT_32_32_32,BUF_NUM_FORMAT_UINT] offen offset:0x600
tbuffer_store_format_d16_x v15, v21, s[52:55], 0 format:[BUF_DATA_FORMAT_16,BUF_NUM_FORMAT_UINT] offen
tbuffer_store_format_d16_xy v15, v22, s[52:55], 0 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offen offset:0x100
tbuffer_store_format_d16_xyz v[16:17], v23, s[52:55], 0 format:[BUF_DATA_FORMAT_16_16_16_16,BUF_NUM_FORMAT_SINT] offen offset:0x200
tbuffer_store_format_d16_xyzw v[16:17], v23, s[52:55], 0 format:[BUF_DATA_FORMAT_16_16_16_16,BUF_NUM_FORMAT_UINT] offen offset:0x400
buffer_store_format_d16_x v15, v21, s[56:59], 0 offen
buffer_store_format_d16_hi_x v18, v21, s[56:59], 0 offen offset:0x100
buffer_store_format_d16_xy v15, v22, s[56:59], 0 offen offset:0x200
buffer_store_format_d16_xyz v[34:35], v23, s[60:63], 0 offen
buffer_store_format_d16_xyzw v[16:17], v23, s[60:63], 0 offen offset:0x200
s_endpgm
;; expect v0 = u32((4 * l + 1) * 16777619 + 610839777)
;; expect v2 = u32((4 * l + 1) * 16777619 + 610839777)
;; expect v3 = u32((4 * l) * 16777619 + 610839777)
;; expect v4 = 1
;; expect v8 = u32((4 * l + 0) * 16777619 + 610839777)
;; expect v9 = u32((4 * l + 1) * 16777619 + 610839777)
;; expect v10 = u32((4 * l + 2) * 16777619 + 610839777)
;; expect v11 = u32((4 * l + 3) * 16777619 + 610839777)
;; expect v5 = (((l) * 40503 + 4951) & 0xffff)
;; expect v12 = u32(((((2 * l) * 40503 + 4951) & 0xffff) ^ 0x8000) - 0x8000)
;; expect v13 = u32(((((2 * l + 1) * 40503 + 4951) & 0xffff) ^ 0x8000) - 0x8000)
;; expect v14 = 0
;; expect v1 = 0xdead0000 | (((l) * 40503 + 4951) & 0xffff)
;; expect v15 = (((2 * l) * 40503 + 4951) & 0xffff) | (((2 * l + 1) * 40503 + 4951) & 0xffff) << 16
;; expect v16 = (((4 * l) * 40503 + 4951) & 0xffff) | (((4 * l + 1) * 40503 + 4951) & 0xffff) << 16
;; expect v17 = (((4 * l + 2) * 40503 + 4951) & 0xffff) | (((4 * l + 3) * 40503 + 4951) & 0xffff) << 16
;; expect v18 = (((l) * 40503 + 4951) & 0xffff) << 16 | 0xcafe
;; expect v34 = (((4 * l + 3) * 40503 + 4951) & 0xffff) | (((4 * l + 2) * 40503 + 4951) & 0xffff) << 16
;; expect v35 = (((4 * l + 1) * 40503 + 4951) & 0xffff) | (((4 * l) * 40503 + 4951) & 0xffff) << 16
;; expect v19 = 0x3c00 | (((2 * l) * 40503 + 4951) & 0xffff) << 16
;; expect v24 = (((4 * l + 0) * 37 + 11) & 0xff)
;; expect v25 = (((4 * l + 1) * 37 + 11) & 0xff)
;; expect v26 = (((4 * l + 2) * 37 + 11) & 0xff)
;; expect v27 = (((4 * l + 3) * 37 + 11) & 0xff)
;; expect v28 = (((4 * l) * 40503 + 4951) & 0xffff) | (((4 * l + 1) * 40503 + 4951) & 0xffff) << 16
;; expect v29 = 0xbeef0000 | (((4 * l + 2) * 40503 + 4951) & 0xffff)
;; expect v30 = 0x12340000 | (((l) * 40503 + 4951) & 0xffff)
;; expect v32 = 0x3f800000
;; expect v33 = 0
;; expect mem 0x64000 u32 [0xa5a5a5a5 if i % 4 == 3 else u32((i) * 16777619 + 610839777) for i in range(256)]
;; expect mem 0x65000 u32 [u32((4 * i + 3) * 16777619 + 610839777) for i in range(64)]
;; expect mem 0x66000 u32 [0xa5a5a5a5 if i % 2 else u32((2 * i) * 16777619 + 610839777) for i in range(128)]
;; expect mem 0x67000 u32 [0xa5a5a5a5 if i % 4 == 3 else u32((i) * 16777619 + 610839777) for i in range(256)]
;; expect mem 0x68000 u32 [(((i) * 40503 + 4951) & 0xffff) for i in range(64)]
;; expect mem 0x68200 u32 [u32(((((i) * 40503 + 4951) & 0xffff) ^ 0x8000) - 0x8000) for i in range(128)]
;; expect mem 0x68600 u32 [0xa5a5a5a5 if i % 4 == 3 else (((i) * 37 + 11) & 0xff) for i in range(256)]
;; expect mem 0x69000 u16 [(((2 * i) * 40503 + 4951) & 0xffff) for i in range(64)]
;; expect mem 0x69100 u16 [(((i) * 40503 + 4951) & 0xffff) for i in range(128)]
;; expect mem 0x69200 u16 [0xa5a5 if i % 4 == 3 else (((i) * 40503 + 4951) & 0xffff) for i in range(256)]
;; expect mem 0x69400 u16 [(((i) * 40503 + 4951) & 0xffff) for i in range(256)]
;; expect mem 0x6a000 u16 [(((2 * i) * 40503 + 4951) & 0xffff) for i in range(64)]
;; expect mem 0x6a100 u16 [(((i) * 40503 + 4951) & 0xffff) for i in range(64)]
;; expect mem 0x6a200 u16 [0xa5a5 if i % 2 else (((i) * 40503 + 4951) & 0xffff) for i in range(128)]
;; expect mem 0x6b000 u16 [0xa5a5 if i % 4 == 3 else ((((i // 4) * 4 + 3 - i % 4) * 40503 + 4951) & 0xffff) for i in range(256)]
;; expect mem 0x6b200 u16 [(((i) * 40503 + 4951) & 0xffff) for i in range(256)]
