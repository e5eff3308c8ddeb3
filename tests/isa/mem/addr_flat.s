// FLAT address arithmetic (docs/memory.md, "Address arithmetic"): the
// 64-bit VGPR pair plus the unsigned 12-bit offset, a 64-bit sum; the
// aperture (shared: LDS, private: scratch, else global) is chosen by that
// sum, not by the VGPR pair.  Here the shared aperture starts at
// 0x1_0000_0000_0000 and the private one at 0x2_0000_0000_0000.  Lanes 0-3.
;; mem 0xfffff000 0x2000
;; mem 0x30000 0x1000
;; init mem 0x100000000 u32 [0xc0 + i for i in range(8)]
;; init lds 0x0 u32 [0xd0 + i for i in range(4)]
;; init flat_scratch = 0x30000
;; init exec = 0xf
;; init v0 = 0xfffff008 + 4 * l
;; init v1 = 0
;; init v2 = 0xffffff00 + 4 * l
;; init v3 = 0x0000ffff
;; init v4 = 0xffffff00 + 4 * l
;; init v5 = 0x0001ffff
;; init v20 = 0x6000 + l
;; init v21 = 0x7000 + l
// 0xfffff008 + 4l + 0xffc = 0x1_0000_0004 + 4l: the carry reaches the high dword
flat_load_dword v10, v[0:1] offset:0xffc
// 0xffff_ffff_ff00 + 4l + 0x100 = the shared aperture's base + 4l: LDS 4l
flat_load_dword v11, v[2:3] offset:0x100
flat_store_dword v[2:3], v20 offset:0x110
// 0x1_ffff_ffff_ff00 + 4l + 0x100: private offset 4l, at FLAT_SCRATCH +
// (4l / 4) * 256 + 4 * lane = 0x30000 + 0x104 * l
flat_store_dword v[4:5], v21 offset:0x100
s_waitcnt vmcnt(0) lgkmcnt(0)
s_endpgm
;; expect v10 = 0xc1 + l
;; expect v11 = 0xd0 + l
;; expect lds 0x10 u32 [0x6000, 0x6001, 0x6002, 0x6003]
;; expect mem 0x30000 u32 [0x7000]
;; expect mem 0x30104 u32 [0x7001]
;; expect mem 0x30208 u32 [0x7002]
;; expect mem 0x3030c u32 [0x7003]
