// DS addresses wrap at 32 bits (docs/memory.md, "Address arithmetic"):
// single-address writes of every shape from negative bases.  Lanes 0-4 are
// active; v2 = Y - 0x1000 with Y = 0x10 * l, and Y = 0x43 for lane 4
// (unaligned: the RTL takes the quarter lane by lane), so offset 0x1N00
// writes at 0xN00 + Y.  Lane l's data bytes v[4:7] are 0x10 * l + j,
// j = 0..15; lanes 0-3 thus write byte 0x10 * l + j at 0xN00 + 0x10 * l + j,
// i.e. at 0xN00 + i the value i when i % 16 is below the write's size.
;; init exec = 0x1f
;; init lds 0x0 u32 [0x11111111, 0x22222222]
;; init v1 = 0xfffffffc
;; init v2 = u32((0x10 * l if l < 4 else 0x43) - 0x1000)
;; init v4 = 0x03020100 + 0x10101010 * l
;; init v5 = 0x07060504 + 0x10101010 * l
;; init v6 = 0x0b0a0908 + 0x10101010 * l
;; init v7 = 0x0f0e0d0c + 0x10101010 * l
ds_write_b32 v2, v4 offset:0x1600
ds_write_b64 v2, v[4:5] offset:0x1700
ds_write_b96 v2, v[4:6] offset:0x1800
ds_write_b128 v2, v[4:7] offset:0x1900
ds_write_b8 v2, v4 offset:0x1a00
ds_write_b16 v2, v4 offset:0x1b00
ds_write_b8_d16_hi v2, v4 offset:0x1c00
ds_write_b16_d16_hi v2, v4 offset:0x1d00
// a base that stays negative: dropped
ds_write_b32 v2, v4 offset:0x10
// 0xfffffffc + 4 = 0: every lane writes dword 0, lane 4 last
ds_write_b32 v1, v4 offset:4
// 0xfffffffc is past the LDS: nothing written, not even bytes 0-3
ds_write_b64 v1, v[6:7]
s_endpgm
;; expect lds 0x600 u8 [(i if i % 16 < 4 else 0) for i in range(64)] + [0, 0, 0, 0x40, 0x41, 0x42, 0x43, 0]
;; expect lds 0x700 u8 [(i if i % 16 < 8 else 0) for i in range(64)] + [0, 0, 0] + [0x40 + j for j in range(8)] + [0]
;; expect lds 0x800 u8 [(i if i % 16 < 12 else 0) for i in range(64)] + [0, 0, 0] + [0x40 + j for j in range(12)] + [0]
;; expect lds 0x900 u8 [i for i in range(64)] + [0, 0, 0] + [0x40 + j for j in range(16)] + [0]
;; expect lds 0xa00 u8 [(i if i % 16 == 0 else 0) for i in range(64)] + [0, 0, 0, 0x40, 0]
;; expect lds 0xb00 u8 [(i if i % 16 < 2 else 0) for i in range(64)] + [0, 0, 0, 0x40, 0x41, 0]
;; expect lds 0xc00 u8 [(i + 2 if i % 16 == 0 else 0) for i in range(64)] + [0, 0, 0, 0x42, 0]
;; expect lds 0xd00 u8 [(i + 2 if i % 16 < 2 else 0) for i in range(64)] + [0, 0, 0, 0x42, 0x43, 0]
;; expect lds 0x0 u32 [0x43424140, 0x22222222]
;; expect lds 0xfff0 u32 [0, 0, 0, 0]
