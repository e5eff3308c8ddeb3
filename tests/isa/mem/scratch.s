// SCRATCH (ISA 9.5, docs/memory.md): the address is FLAT_SCRATCH +
// swizzle(offset, lane) with 4-byte elements and 64 lanes side by side:
// offset o of lane l is at FLAT_SCRATCH + (o / 4) * 256 + 4 * l + o % 4.
// The offset comes from a VGPR or an SGPR, plus the signed 13-bit immediate.
// A multi-dword access touches one element per dword.
;; mem 0x30000 0x2000
;; init exec = 0x0000ffffffff00ff
;; init flat_scratch = 0x30000
;; init v1 = 8
;; init v2 = 0x1000 + l
;; init v3 = 0xabcd0000 + l
;; init s4 = 0
;; init s5 = 0x20
;; init v6 = 0x40
scratch_store_dword v1, v2, off
scratch_load_dword v7, off, s4 offset:8
scratch_store_short v1, v2, off offset:-6
scratch_load_dwordx2 v[8:9], off, s4
scratch_store_dwordx2 off, v[2:3], s5 offset:-0x10
scratch_load_dwordx4 v[10:13], v6, off offset:-0x38
scratch_store_byte_d16_hi v6, v3, off offset:1
scratch_load_sbyte v14, v6, off offset:1
s_endpgm
;; expect v7 = 0x1000 + l
;; expect v8 = (0x1000 + l) << 16
;; expect v9 = 0
;; expect v10 = 0x1000 + l
;; expect v11 = 0
;; expect v12 = 0x1000 + l
;; expect v13 = 0xabcd0000 + l
;; expect v14 = 0xffffffcd
;; expect mem 0x30200 u32 [0x1000 + l if (0x0000ffffffff00ff >> l) & 1 else 0 for l in range(64)]
;; expect mem 0x30400 u32 [0x1000 + l if (0x0000ffffffff00ff >> l) & 1 else 0 for l in range(64)]
;; expect mem 0x30500 u32 [0xabcd0000 + l if (0x0000ffffffff00ff >> l) & 1 else 0 for l in range(64)]
