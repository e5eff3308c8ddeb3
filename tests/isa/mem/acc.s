// AccVGPR data on gfx90a: the acc bit of FLAT/GLOBAL, DS and MUBUF makes the
// data and destination registers AccVGPRs (at accum_offset in the unified
// file; 64 here); addresses stay ArchVGPRs.
;; copies share memory
;; init accum_offset = 64
;; mem 0x20000 0x400
;; init mem 0x20000 u32 [0x3000 + i for i in range(64)]
;; init lds 0x0 u32 [0x4000 + i for i in range(64)]
;; init lds 0x100 u32 [0x4040 + i for i in range(64)]
;; init exec = 0xfffffffffffffff7
;; init v0 = 0x20000 + 4 * l
;; init v1 = 0
;; init v4 = 8 * l
;; init v11 = 4 * l
;; init a5 = 0x5000 + l
;; init a6 = 0x6000 + l
;; init a9 = 0x10
;; init s4 = 0x20000
;; init s5 = 0
;; init s6 = 0x400
;; init s7 = 4 << 15
global_load_dword a0, v[0:1], off
ds_read_b64 a[2:3], v4
global_store_dword v[0:1], a5, off offset:0x100
ds_write_b32 v4, a6 offset:0x400
global_atomic_add a8, v[0:1], a9, off offset:0x200 glc
buffer_load_dword a10, v11, s[4:7], 0 offen offset:0x100
s_endpgm
;; expect a0 = 0x3000 + l
;; expect v64 = 0x3000 + l
;; expect a2 = 0x4000 + 2 * l
;; expect a3 = 0x4000 + 2 * l + 1
;; expect a8 = 0
;; expect a10 = 0x5000 + l
;; expect v0 = 0x20000 + 4 * l
;; expect mem 0x20100 u32 [0x5000 + l if l != 3 else 0 for l in range(64)]
;; expect mem 0x20200 u32 [0x10 if l != 3 else 0 for l in range(64)]
;; expect lds 0x400 u32 [0x6000 + l // 2 if l % 2 == 0 and l // 2 != 3 else 0 for l in range(64)]
;; expect lds 0x500 u32 [0x6020 + l // 2 if l % 2 == 0 else 0 for l in range(64)]
