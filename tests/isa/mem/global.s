// GLOBAL loads and stores (ISA 9.4): "off" takes a 64-bit VGPR address, an
// SGPR base takes a 32-bit VGPR offset; the 13-bit offset is signed.  Byte
// and short loads zero/sign extend; d16 loads write one half and keep the
// other; d16_hi stores take bits 31:16 (23:16 for bytes).  Inactive lanes
// neither load nor store.  Memory word i at 0x20000 is W(i) = i * 0x9e3779b1.
;; mem 0x20000 0x800
;; mem 0x21000 0x400
;; init mem 0x20000 u32 [(((i) * 0x9e3779b1) & 0xffffffff) for i in range(0, 100)]
;; init mem 0x20190 u32 [(((i) * 0x9e3779b1) & 0xffffffff) for i in range(100, 200)]
;; init mem 0x20320 u32 [(((i) * 0x9e3779b1) & 0xffffffff) for i in range(200, 300)]
;; init mem 0x204b0 u32 [(((i) * 0x9e3779b1) & 0xffffffff) for i in range(300, 400)]
;; init mem 0x20640 u32 [(((i) * 0x9e3779b1) & 0xffffffff) for i in range(400, 500)]
;; init mem 0x207d0 u32 [(((i) * 0x9e3779b1) & 0xffffffff) for i in range(500, 512)]
;; init exec = 0xf0f0f0f0ffff00ff
;; init v0 = 0x20000 + 4 * l
;; init v1 = 0
;; init s2 = 0x20010
;; init s3 = 0
;; init v4 = 4 * l
;; init v12 = 16 * l
;; init s4 = 0x20000
;; init s5 = 0
;; init v13 = 0x12345678
;; init v14 = 0xcafe1234
;; init v15 = 0xdead0000
;; init v16 = 0x0000beef
;; init v20 = 0x21000 + 4 * l
;; init v21 = 0
;; init s6 = 0x21100
;; init s7 = 0
;; init s8 = 0x21200
;; init s9 = 0
;; init v22 = l
;; init v23 = 2 * l
;; init v24 = 0x21200 + 8 * l
;; init v25 = 0
global_load_dword v2, v[0:1], off
global_load_dword v3, v4, s[2:3] offset:-4
global_load_ubyte v5, v[0:1], off offset:1
global_load_sbyte v6, v[0:1], off offset:3
global_load_sshort v7, v[0:1], off offset:2
global_load_dwordx4 v[8:11], v12, s[4:5]
global_load_short_d16 v13, v[0:1], off
global_load_ubyte_d16_hi v14, v[0:1], off
global_load_sbyte_d16 v15, v[0:1], off offset:3
global_load_sbyte_d16_hi v16, v[0:1], off offset:3
global_load_ushort v17, v4, s[2:3] offset:-2
global_store_dword v[20:21], v2, off
global_store_byte v22, v2, s[6:7]
global_store_short_d16_hi v23, v2, s[6:7] offset:0x40
global_store_byte_d16_hi v22, v2, s[8:9] offset:-0x40
global_store_dwordx2 v[24:25], v[2:3], off
s_endpgm
;; expect v2 = (((l) * 0x9e3779b1) & 0xffffffff)
;; expect v3 = (((l + 3) * 0x9e3779b1) & 0xffffffff)
;; expect v5 = ((((l) * 0x9e3779b1) & 0xffffffff) >> 8) & 0xff
;; expect v6 = u32(((((((l) * 0x9e3779b1) & 0xffffffff) >> 24) ^ 0x80) & 0xff) - 0x80)
;; expect v7 = u32((((((((l) * 0x9e3779b1) & 0xffffffff)) >> 16) ^ 0x8000) - 0x8000))
;; expect v8 = (((4 * l) * 0x9e3779b1) & 0xffffffff)
;; expect v9 = (((4 * l + 1) * 0x9e3779b1) & 0xffffffff)
;; expect v10 = (((4 * l + 2) * 0x9e3779b1) & 0xffffffff)
;; expect v11 = (((4 * l + 3) * 0x9e3779b1) & 0xffffffff)
;; expect v13 = 0x12340000 | ((((l) * 0x9e3779b1) & 0xffffffff) & 0xffff)
;; expect v14 = 0x1234 | (((((l) * 0x9e3779b1) & 0xffffffff) & 0xff) << 16)
;; expect v15 = 0xdead0000 | (u32(((((((l) * 0x9e3779b1) & 0xffffffff) >> 24) ^ 0x80) & 0xff) - 0x80) & 0xffff)
;; expect v16 = 0xbeef | ((u32(((((((l) * 0x9e3779b1) & 0xffffffff) >> 24) ^ 0x80) & 0xff) - 0x80) & 0xffff) << 16)
;; expect v17 = (((l + 3) * 0x9e3779b1) & 0xffffffff) >> 16
;; expect mem 0x21000 u32 [((((l) * 0x9e3779b1) & 0xffffffff)) if (0xf0f0f0f0ffff00ff >> l) & 1 else 0 for l in range(64)]
;; expect mem 0x21100 u8 [((((l) * 0x9e3779b1) & 0xffffffff) & 0xff) if (0xf0f0f0f0ffff00ff >> l) & 1 else 0 for l in range(64)]
;; expect mem 0x21140 u16 [((((l) * 0x9e3779b1) & 0xffffffff) >> 16) if (0xf0f0f0f0ffff00ff >> l) & 1 else 0 for l in range(64)]
;; expect mem 0x211c0 u8 [(((((l) * 0x9e3779b1) & 0xffffffff) >> 16) & 0xff) if (0xf0f0f0f0ffff00ff >> l) & 1 else 0 for l in range(64)]
;; expect mem 0x21200 u32 [v for l in range(0, 32) for v in (((((l) * 0x9e3779b1) & 0xffffffff), (((l + 3) * 0x9e3779b1) & 0xffffffff)) if (0xf0f0f0f0ffff00ff >> l) & 1 else (0, 0))]
;; expect mem 0x21300 u32 [v for l in range(32, 64) for v in (((((l) * 0x9e3779b1) & 0xffffffff), (((l + 3) * 0x9e3779b1) & 0xffffffff)) if (0xf0f0f0f0ffff00ff >> l) & 1 else (0, 0))]
