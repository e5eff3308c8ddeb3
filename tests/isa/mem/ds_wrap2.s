// DS addresses wrap at 32 bits (docs/memory.md, "Address arithmetic"):
// read2 / write2 (offset0, offset1 in elements of 4 or 8 bytes, times 64
// for st64), each element's address VGPR + offsetN * size taken modulo 2^32
// and range-checked alone.  Lanes 0-4 are active; lane 4's addresses are
// unaligned, so the RTL takes the quarter lane by lane.
// Reads: v0 = X - 0x100 with X = 0x20 * l, 0x81 for lane 4.  Byte 0x200 + j
// holds j & 0xff, so D(k), the dword at 0x200 + k, is 0x03020100 +
// 0x01010101 * k; the dword at 0x100 + 4i is 0xc0de0000 + i, so C(X), the
// dword at 0x100 + X, is 0xc0de0000 + X / 4, and for lane 4 the bytes
// 0x181-0x184 (00 de c0 21) and 0x185-0x188 (00 de c0 22).
// Writes: bases Y - B with Y = 0x10 * l, 0x43 for lane 4; lane l's data
// bytes v[40:43] are 0x10 * l + j (j = 0..15): element 0 takes bytes 0-3
// (b64: 0-7), element 1 bytes 8-11 (8-15).
;; init exec = 0x1f
;; init lds 0x100 u32 [0xc0de0000 + i for i in range(64)]
;; init lds 0x200 u8 [i for i in range(256)]
;; init lds 0x300 u8 [i for i in range(256)]
;; init v0 = u32((0x20 * l if l < 4 else 0x81) - 0x100)
;; init v2 = u32((0x10 * l if l < 4 else 0x43) - 0x200)
;; init v3 = u32((0x10 * l if l < 4 else 0x43) - 0x100)
;; init v4 = u32((0x10 * l if l < 4 else 0x43) - 0x1000)
;; init v5 = u32((0x10 * l if l < 4 else 0x43) - 0x10000)
;; init v22 = 0xdeadbeef
;; init v23 = 0xdeadbeef
;; init v40 = 0x03020100 + 0x10101010 * l
;; init v41 = 0x07060504 + 0x10101010 * l
;; init v42 = 0x0b0a0908 + 0x10101010 * l
;; init v43 = 0x0f0e0d0c + 0x10101010 * l
// 0x300 -> 0x200 + X, 0x320 -> 0x220 + X
ds_read2_b32 v[10:11], v0 offset0:0xc0 offset1:0xc8
// 3 * 256 -> 0x200 + X, 2 * 256 -> 0x100 + X
ds_read2st64_b32 v[12:13], v0 offset0:3 offset1:2
// 0x60 * 8 -> 0x200 + X, 0x62 * 8 -> 0x210 + X
ds_read2_b64 v[14:17], v0 offset0:0x60 offset1:0x62
// 1 * 512 -> 0x100 + X; 0 -> the negative base itself: out of range, 0
ds_read2st64_b64 v[20:23], v0 offset0:1 offset1:0
// 0x80 * 4 -> Y, 0xa0 * 4 -> 0x80 + Y
ds_write2_b32 v2, v40, v42 offset0:0x80 offset1:0xa0
// 0xa0 * 8 -> 0x400 + Y, 0xc0 * 8 -> 0x500 + Y
ds_write2_b64 v3, v[40:41], v[42:43] offset0:0xa0 offset1:0xc0
// 0x18 * 256 -> 0x800 + Y, 0x19 * 256 -> 0x900 + Y
ds_write2st64_b32 v4, v40, v42 offset0:0x18 offset1:0x19
// 0x85 * 512 -> 0xa00 + Y, 0x86 * 512 -> 0xc00 + Y
ds_write2st64_b64 v5, v[40:41], v[42:43] offset0:0x85 offset1:0x86
// element 0 at the negative base: dropped; element 1 at 0xe00 + Y
ds_write2st64_b32 v4, v40, v42 offset0:0 offset1:0x1e
s_endpgm
;; expect v10 = 0x03020100 + 0x01010101 * (0x20 * l if l < 4 else 0x81)
;; expect v11 = 0x03020100 + 0x01010101 * ((0x20 * l if l < 4 else 0x81) + 0x20)
;; expect v12 = 0x03020100 + 0x01010101 * (0x20 * l if l < 4 else 0x81)
;; expect v13 = [0xc0de0000, 0xc0de0008, 0xc0de0010, 0xc0de0018, 0x21c0de00][min(l, 4)]
;; expect v14 = 0x03020100 + 0x01010101 * (0x20 * l if l < 4 else 0x81)
;; expect v15 = 0x03020100 + 0x01010101 * ((0x20 * l if l < 4 else 0x81) + 4)
;; expect v16 = 0x03020100 + 0x01010101 * ((0x20 * l if l < 4 else 0x81) + 0x10)
;; expect v17 = 0x03020100 + 0x01010101 * ((0x20 * l if l < 4 else 0x81) + 0x14)
;; expect v20 = [0xc0de0000, 0xc0de0008, 0xc0de0010, 0xc0de0018, 0x21c0de00][min(l, 4)]
;; expect v21 = [0xc0de0001, 0xc0de0009, 0xc0de0011, 0xc0de0019, 0x22c0de00][min(l, 4)]
;; expect v22 = 0
;; expect v23 = 0
;; expect lds 0x000 u8 [(i if i % 16 < 4 else 0) for i in range(64)] + [0, 0, 0, 0x40, 0x41, 0x42, 0x43, 0]
;; expect lds 0x080 u8 [(i + 8 if i % 16 < 4 else 0) for i in range(64)] + [0, 0, 0, 0x48, 0x49, 0x4a, 0x4b, 0]
;; expect lds 0x400 u8 [(i if i % 16 < 8 else 0) for i in range(64)] + [0, 0, 0] + [0x40 + j for j in range(8)] + [0]
;; expect lds 0x500 u8 [(i + 8 if i % 16 < 8 else 0) for i in range(64)] + [0, 0, 0] + [0x48 + j for j in range(8)] + [0]
;; expect lds 0x800 u8 [(i if i % 16 < 4 else 0) for i in range(64)] + [0, 0, 0, 0x40, 0x41, 0x42, 0x43, 0]
;; expect lds 0x900 u8 [(i + 8 if i % 16 < 4 else 0) for i in range(64)] + [0, 0, 0, 0x48, 0x49, 0x4a, 0x4b, 0]
;; expect lds 0xa00 u8 [(i if i % 16 < 8 else 0) for i in range(64)] + [0, 0, 0] + [0x40 + j for j in range(8)] + [0]
;; expect lds 0xc00 u8 [(i + 8 if i % 16 < 8 else 0) for i in range(64)] + [0, 0, 0] + [0x48 + j for j in range(8)] + [0]
;; expect lds 0xe00 u8 [(i + 8 if i % 16 < 4 else 0) for i in range(64)] + [0, 0, 0, 0x48, 0x49, 0x4a, 0x4b, 0]
// the C and D regions are read only
;; expect lds 0x100 u32 [0xc0de0000 + i for i in range(64)]
