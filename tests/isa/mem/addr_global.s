// GLOBAL address arithmetic (docs/memory.md, "Address arithmetic"), as
// clang-16 emits it: with saddr = off, the 64-bit VGPR pair plus the signed
// 13-bit offset; with an SGPR pair, that pair plus the VGPR zero-extended
// to 64 bits plus the signed offset (clang folds an offset into the SGPR
// form only where the zero extension allows it).  All sums are 64 bits.
// Memory around 4 GiB: dword i at 0xfffffff0 + 4 i holds 0xa0 + i.
// Lanes 0-3.  The atomic makes copies of the wave race on memory:
;; copies share memory
;; mem 0xfffff000 0x2000
;; init mem 0xfffffff0 u32 [0xa0 + i for i in range(16)]
;; init mem 0x100000ff0 u32 [0xb0 + i for i in range(4)]
;; init exec = 0xf
;; init v0 = 0x00000004 + 4 * l
;; init v1 = 1
;; init v2 = 0x108 + 4 * l
;; init v3 = 0xfffffff0 + 4 * l
;; init v8 = 0x00000100 + 4 * l
;; init v9 = 1
;; init v20 = 0x5000 + l
;; init v21 = 0x100
;; init s4 = 0xffffff00
;; init s5 = 0
;; init s6 = 0x1000
;; init s7 = 0
// 0x1_0000_0004 + 4l - 8 = 0xfffffffc + 4l: the offset's sign reaches bit 63
global_load_dword v10, v[0:1], off offset:-8
// 0xffffff00 + 0x108 + 4l carries into the high dword, -16 borrows back:
// 0xfffffff8 + 4l
global_load_dword v11, v2, s[4:5] offset:-16
// the VGPR is zero-extended: 0x1000 + 0xfffffff0 + 4l = 0x1_0000_0ff0 + 4l
global_load_dword v12, v3, s[6:7]
// 0x1_0000_0100 + 4l - 0x200 = 0xffffff00 + 4l
global_store_dword v[8:9], v20, off offset:-0x200
// 0x1_0000_0008 + 4l - 12 = 0xfffffffc + 4l, returns the old value
global_atomic_add v13, v2, v21, s[4:5] offset:-12 glc
s_waitcnt vmcnt(0)
s_endpgm
;; expect v10 = 0xa3 + l
;; expect v11 = 0xa2 + l
;; expect v12 = 0xb0 + l
;; expect v13 = 0xa3 + l
;; expect mem 0xffffff00 u32 [0x5000, 0x5001, 0x5002, 0x5003, 0]
;; expect mem 0xfffffff0 u32 [0xa0, 0xa1, 0xa2, 0x1a3, 0x1a4, 0x1a5, 0x1a6, 0xa7]
