// DS addresses wrap at 32 bits (docs/memory.md, "Address arithmetic"): a
// full wave of aligned dword accesses from negative bases, which the RTL
// serves on its fast path (a quarter's lanes on every bank at once).  Every
// lane's base is negative (4 * l, 8 * l or 16 * l minus a constant), the
// offset brings it back into the LDS.  Data: A = 0xa0000000 + l,
// B = 0xb0000000 + l, C = 0xc0000000 + l, D = 0xd0000000 + l.
// Writes (lane l's element at the region's start + l * size):
//   write2_b32      e0 -> 0x000 (A), e1 -> 0x100 (B)
//   write2_b64      e0 -> 0x200 (A, B), e1 -> 0x400 (C, D)
//   write2st64_b32  e0 -> 0x600 (C), e1 -> 0x700 (D)
//   write2st64_b64  e0 -> 0x800 (C, D), e1 -> 0xa00 (A, B)
//   write_b32 0xc00 (D), write_b64 0xe00 (C, D), write_b128 0x1000
//   (A, B, C, D), write_b96 0x1400 (A, B, C; the fourth dword stays 0)
// then the reads of the same elements give them back.
;; init v1 = u32(4 * l - 0x100)
;; init v2 = u32(8 * l - 0x200)
;; init v3 = u32(4 * l - 0x1000)
;; init v4 = u32(8 * l - 0x8000)
;; init v5 = u32(8 * l - 0x1000)
;; init v6 = u32(16 * l - 0x1000)
;; init v7 = 0xffffff00
;; init v40 = 0xa0000000 + l
;; init v41 = 0xb0000000 + l
;; init v42 = 0xc0000000 + l
;; init v43 = 0xd0000000 + l
;; init v36 = 0xdeadbeef
// 0x40 * 4 - 0x100 = 0, 0x80 * 4 - 0x100 = 0x100
ds_write2_b32 v1, v40, v41 offset0:0x40 offset1:0x80
// 0x80 * 8 - 0x200 = 0x200, 0xc0 * 8 - 0x200 = 0x400
ds_write2_b64 v2, v[40:41], v[42:43] offset0:0x80 offset1:0xc0
// 0x16 * 256 - 0x1000 = 0x600, 0x17 * 256 - 0x1000 = 0x700
ds_write2st64_b32 v3, v42, v43 offset0:0x16 offset1:0x17
// 0x44 * 512 - 0x8000 = 0x800, 0x45 * 512 - 0x8000 = 0xa00
ds_write2st64_b64 v4, v[42:43], v[40:41] offset0:0x44 offset1:0x45
ds_write_b32 v3, v43 offset:0x1c00
ds_write_b64 v5, v[42:43] offset:0x1e00
ds_write_b128 v6, v[40:43] offset:0x2000
ds_write_b96 v6, v[40:42] offset:0x2400
ds_read2_b32 v[10:11], v1 offset0:0x40 offset1:0x80
ds_read2_b64 v[12:15], v2 offset0:0x80 offset1:0xc0
ds_read2st64_b32 v[16:17], v3 offset0:0x16 offset1:0x17
ds_read2st64_b64 v[18:21], v4 offset0:0x44 offset1:0x45
ds_read_b32 v22, v3 offset:0x1c00
// the next lane's dword; lane 63 reads 0xd00, never written
ds_read_b32 v23, v3 offset:0x1c04
ds_read_b64 v[24:25], v5 offset:0x1e00
ds_read_b128 v[28:31], v6 offset:0x2000
ds_read_b96 v[32:34], v6 offset:0x2404
// every lane: element 0 at 0xffffff00 is out of range (0), element 1 at
// 0xffffff00 + 0x100 = 0 is lane 0's A (a broadcast)
ds_read2_b32 v[36:37], v7 offset0:0 offset1:0x40
s_endpgm
;; expect v10 = 0xa0000000 + l
;; expect v11 = 0xb0000000 + l
;; expect v12 = 0xa0000000 + l
;; expect v13 = 0xb0000000 + l
;; expect v14 = 0xc0000000 + l
;; expect v15 = 0xd0000000 + l
;; expect v16 = 0xc0000000 + l
;; expect v17 = 0xd0000000 + l
;; expect v18 = 0xc0000000 + l
;; expect v19 = 0xd0000000 + l
;; expect v20 = 0xa0000000 + l
;; expect v21 = 0xb0000000 + l
;; expect v22 = 0xd0000000 + l
;; expect v23 = 0xd0000001 + l if l < 63 else 0
;; expect v24 = 0xc0000000 + l
;; expect v25 = 0xd0000000 + l
;; expect v28 = 0xa0000000 + l
;; expect v29 = 0xb0000000 + l
;; expect v30 = 0xc0000000 + l
;; expect v31 = 0xd0000000 + l
;; expect v32 = 0xb0000000 + l
;; expect v33 = 0xc0000000 + l
;; expect v34 = 0
;; expect v36 = 0
;; expect v37 = 0xa0000000
;; expect lds 0x0 u32 [0xa0000000 + l for l in range(0, 64)]
;; expect lds 0x100 u32 [0xb0000000 + l for l in range(0, 64)]
;; expect lds 0x200 u32 [x for l in range(0, 32) for x in (0xa0000000 + l, 0xb0000000 + l)]
;; expect lds 0x300 u32 [x for l in range(32, 64) for x in (0xa0000000 + l, 0xb0000000 + l)]
;; expect lds 0x400 u32 [x for l in range(0, 32) for x in (0xc0000000 + l, 0xd0000000 + l)]
;; expect lds 0x500 u32 [x for l in range(32, 64) for x in (0xc0000000 + l, 0xd0000000 + l)]
;; expect lds 0x600 u32 [0xc0000000 + l for l in range(0, 64)]
;; expect lds 0x700 u32 [0xd0000000 + l for l in range(0, 64)]
;; expect lds 0x800 u32 [x for l in range(0, 32) for x in (0xc0000000 + l, 0xd0000000 + l)]
;; expect lds 0x900 u32 [x for l in range(32, 64) for x in (0xc0000000 + l, 0xd0000000 + l)]
;; expect lds 0xa00 u32 [x for l in range(0, 32) for x in (0xa0000000 + l, 0xb0000000 + l)]
;; expect lds 0xb00 u32 [x for l in range(32, 64) for x in (0xa0000000 + l, 0xb0000000 + l)]
;; expect lds 0xc00 u32 [0xd0000000 + l for l in range(0, 64)]
;; expect lds 0xd00 u32 [0 for l in range(0, 64)]
;; expect lds 0xe00 u32 [x for l in range(0, 32) for x in (0xc0000000 + l, 0xd0000000 + l)]
;; expect lds 0xf00 u32 [x for l in range(32, 64) for x in (0xc0000000 + l, 0xd0000000 + l)]
;; expect lds 0x1000 u32 [x for l in range(0, 16) for x in (0xa0000000 + l, 0xb0000000 + l, 0xc0000000 + l, 0xd0000000 + l)]
;; expect lds 0x1100 u32 [x for l in range(16, 32) for x in (0xa0000000 + l, 0xb0000000 + l, 0xc0000000 + l, 0xd0000000 + l)]
;; expect lds 0x1200 u32 [x for l in range(32, 48) for x in (0xa0000000 + l, 0xb0000000 + l, 0xc0000000 + l, 0xd0000000 + l)]
;; expect lds 0x1300 u32 [x for l in range(48, 64) for x in (0xa0000000 + l, 0xb0000000 + l, 0xc0000000 + l, 0xd0000000 + l)]
;; expect lds 0x1400 u32 [x for l in range(0, 16) for x in (0xa0000000 + l, 0xb0000000 + l, 0xc0000000 + l, 0)]
;; expect lds 0x1500 u32 [x for l in range(16, 32) for x in (0xa0000000 + l, 0xb0000000 + l, 0xc0000000 + l, 0)]
;; expect lds 0x1600 u32 [x for l in range(32, 48) for x in (0xa0000000 + l, 0xb0000000 + l, 0xc0000000 + l, 0)]
;; expect lds 0x1700 u32 [x for l in range(48, 64) for x in (0xa0000000 + l, 0xb0000000 + l, 0xc0000000 + l, 0)]
