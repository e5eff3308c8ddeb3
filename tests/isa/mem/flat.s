// FLAT addressing by aperture (ISA 9.3, docs/memory.md): the harness puts the
// shared aperture at 0x1_0000_0000_0000 and the private one at
// 0x2_0000_0000_0000.  A shared address reads/writes LDS at (address - base);
// past the LDS size a load gives 0 and a store is dropped.  A private address
// is scratch: offset o of lane l lives at FLAT_SCRATCH + (o / 4) * 256 + 4 * l
// + o % 4.  Anything else is global memory.  The FLAT offset is unsigned.
;; mem 0x20000 0x200
;; mem 0x30000 0x1000
;; init mem 0x20000 u32 [0x1000 * i + 7 for i in range(100)]
;; init lds 0x0 u32 [0x5000 + i for i in range(80)]
;; init exec = 0xffff0000ffff0f0f
;; init flat_scratch = 0x30000
;; init v0 = 0x20000 + 4 * l
;; init v1 = 0
;; init v4 = 4 * l
;; init v5 = 0x10000
;; init v8 = 0x10
;; init v9 = 0x20000
;; init v11 = 0x5555
;; init lds 0xfffc u32 [0x77]
;; init v12 = 0xfffc + 4 * l
;; init v13 = 0x10000
;; init v16 = 0x5555
flat_load_dword v2, v[0:1] offset:8
flat_load_dword v6, v[4:5] offset:8
flat_store_dword v[4:5], v2 offset:0x200
flat_store_dword v[8:9], v2
flat_load_dword v10, v[8:9]
flat_store_dwordx2 v[8:9], v[2:3] offset:0x20
flat_load_dword v11, v[12:13]
flat_store_dword v[12:13], v2
flat_load_ushort v16, v[8:9] offset:0x22
s_endpgm
;; expect v2 = 0x1000 * (l + 2) + 7
;; expect v6 = 0x5000 + l + 2
;; expect v10 = 0x1000 * (l + 2) + 7
;; expect v11 = 0x77 if l == 0 else 0
;; expect v16 = (0x1000 * (l + 2) + 7) >> 16
;; expect lds 0x200 u32 [0x1000 * (l + 2) + 7 if (0xffff0000ffff0f0f >> l) & 1 else 0 for l in range(64)]
;; expect mem 0x30400 u32 [0x1000 * (l + 2) + 7 if (0xffff0000ffff0f0f >> l) & 1 else 0 for l in range(64)]
;; expect mem 0x30c00 u32 [0x1000 * (l + 2) + 7 if (0xffff0000ffff0f0f >> l) & 1 else 0 for l in range(64)]
;; expect mem 0x30d00 u32 [0 for l in range(64)]
;; expect lds 0xfffc u32 [0x2007]
