// Misaligned scratch accesses across 4-byte swizzle elements (ISA 9.5:
// scratch is FLAT_SCRATCH + 4 * lane + 256 * (offset / 4) + offset % 4 per
// byte; docs/memory.md): a dword at offsets 1..4 (lane l at l + 1), the
// u16 and i16 at offset 3 that read it back across elements 0 and 1, a
// dwordx2 at offset 0x41 (elements 16..18) and a short at offset 0x83
// (elements 32 and 33), each read back.  Lanes 0-3 active.
;; mem 0x30000 0x2400
;; init exec = 0xf
;; init flat_scratch = 0x30000
;; init v1 = l + 1
;; init v2 = 0xa0b0c0d0 + l
;; init v5 = 3
;; init v7 = 0x41
;; init v8 = 0x01020304 + l
;; init v9 = 0x05060708 + l
;; init v12 = 0x1234 + l
;; init v13 = 0x83
scratch_store_dword v1, v2, off
scratch_store_dwordx2 v7, v[8:9], off
scratch_store_short v13, v12, off
scratch_load_dword v3, v1, off
scratch_load_ushort v4, v5, off
scratch_load_sshort v6, v5, off
scratch_load_dwordx2 v[10:11], v7, off
scratch_load_ushort v14, v13, off
s_waitcnt vmcnt(0)
s_endpgm
;; expect v3 = 0xa0b0c0d0 + l
;; expect v4 = [0xa0b0, 0xb0c0, 0xc0d2, 0xd300][l % 4]
;; expect v6 = [0xffffa0b0, 0xffffb0c0, 0xffffc0d2, 0xffffd300][l % 4]
;; expect v10 = 0x01020304 + l
;; expect v11 = 0x05060708 + l
;; expect v14 = 0x1234 + l
;; expect mem 0x30000 u32 [0xb0c0d000, 0xc0d10000, 0xd2000000, 0]
;; expect mem 0x30100 u32 [0xa0, 0xa0b0, 0xa0b0c0, 0xa0b0c0d3]
;; expect mem 0x31000 u32 [0x02030400, 0x02030500, 0x02030600, 0x02030700]
;; expect mem 0x31100 u32 [0x06070801, 0x06070901, 0x06070a01, 0x06070b01]
;; expect mem 0x31200 u32 [5, 5, 5, 5]
;; expect mem 0x32000 u32 [0x34000000, 0x35000000, 0x36000000, 0x37000000]
;; expect mem 0x32100 u32 [0x12, 0x12, 0x12, 0x12]
