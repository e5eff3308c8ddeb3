// Private-memory address arithmetic (docs/memory.md, "Address arithmetic"):
// SCRATCH takes a VGPR or an SGPR plus the signed 13-bit offset, MUBUF with
// the private V# (add_tid, swizzle) the VGPR offset plus the unsigned 12-bit
// offset; both sums are 32 bits and wrap, as clang-16 relies on: for a
// private array indexed by i - 3 + k it folds a positive offset into a VGPR
// that is negative for some lanes (scratch_load_dword v1, v0, off offset:20
// with -enable-flat-scratch; buffer_load_dword v1, v0, s[0:3], 0 offen
// offset:20 without).  Offset o of lane l is at FLAT_SCRATCH (or the V#
// base) + (o / 4) * 256 + 4 * l + o % 4; dword 3 of every lane (o = 12) is
// at 0x30300 + 4 l and holds 0xe0 + l.  Lanes 0-3.
;; mem 0x30000 0x1000
;; init mem 0x30300 u32 [0xe0 + l for l in range(64)]
;; init flat_scratch = 0x30000
;; init exec = 0xf
;; init v0 = 0xfffffff8
;; init v1 = 0x20
;; init v20 = 0x8000 + l
;; init s2 = 0x14
;; init s20 = 0x30000
;; init s21 = 1 << 31
;; init s22 = 0
;; init s23 = (3 << 21) | (1 << 23) | (4 << 15)
// -8 + 20 = 12
scratch_load_dword v10, v0, off offset:20
// 0x14 - 8 = 12
scratch_load_dword v11, off, s2 offset:-8
// 0x20 - 0x10 = 0x10: element 4 of each lane, 0x30400 + 4l
scratch_store_dword v1, v20, off offset:-0x10
// MUBUF private: -8 + 20 = 12
buffer_load_dword v12, v0, s[20:23], 0 offen offset:20
s_waitcnt vmcnt(0)
s_endpgm
;; expect v10 = 0xe0 + l
;; expect v11 = 0xe0 + l
;; expect v12 = 0xe0 + l
;; expect mem 0x30400 u32 [0x8000, 0x8001, 0x8002, 0x8003, 0]
