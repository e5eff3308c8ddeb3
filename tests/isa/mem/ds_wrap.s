// DS addresses wrap at 32 bits (docs/memory.md, "Address arithmetic"):
// LLVM folds a DS offset into a base of any sign on gfx9 (isDSOffsetLegal
// checks the sign on SI only), so VGPR + offset is taken modulo 2^32 and the
// range check (ISA 3.6.1: out of range when addr < 0 or past the LDS size)
// applies to that 32-bit address, element by element.
// Single-address reads of every shape from negative bases.  Lanes 0-4 are
// active; v0 = X - 0x100 with X = 0, 0x20, 0x40, 0x60 and, for lane 4, 0x81
// (unaligned: the RTL takes the quarter lane by lane).  With offset 0x300 +
// k the address is 0x200 + X + k, where byte 0x200 + j holds j & 0xff, so
// the dword there is 0x03020100 + 0x01010101 * (X + k) (no byte carries).
;; init exec = 0x1f
;; init lds 0x0 u32 [0x0badf00d, 0xcafe0001]
;; init lds 0x64 u32 [0x600df00d]
;; init lds 0x200 u8 [i for i in range(256)]
;; init lds 0x300 u8 [i for i in range(256)]
;; init v0 = u32((0x20 * l if l < 4 else 0x81) - 0x100)
;; init v1 = 0xfffffffc
;; init v7 = 0xfffffff4
;; init v28 = 0xaaaa5555
;; init v29 = 0x12345678
;; init v30 = 0x12345678
;; init v31 = 0x12345678
;; init v32 = 0x12345678
;; init v33 = 0x12345678
;; init v34 = 0xdeadbeef
;; init v36 = 0xdeadbeef
;; init v37 = 0xdeadbeef
// the issue's case: 0xfffffff4 + 112 = 100
ds_read_b32 v4, v7 offset:112
// dword shapes
ds_read_b32 v10, v0 offset:0x300
ds_read_b64 v[12:13], v0 offset:0x304
ds_read_b96 v[14:16], v0 offset:0x308
ds_read_b128 v[20:23], v0 offset:0x310
// sub-dword and d16 shapes
ds_read_u8 v24, v0 offset:0x301
ds_read_i8 v25, v0 offset:0x380
ds_read_u16 v26, v0 offset:0x302
ds_read_i16 v27, v0 offset:0x3c0
ds_read_u8_d16 v28, v0 offset:0x305
ds_read_u16_d16_hi v29, v0 offset:0x306
ds_read_i8_d16_hi v30, v0 offset:0x380
ds_read_i8_d16 v31, v0 offset:0x3c0
ds_read_u8_d16_hi v32, v0 offset:0x301
ds_read_u16_d16 v33, v0 offset:0x302
// a base that stays negative is out of range: 0
ds_read_b32 v34, v0
// 0xfffffffc is past the LDS: its 8 bytes do not wrap around to 0
ds_read_b64 v[36:37], v1
// 0xfffffffc + 4 = 0
ds_read_b64 v[38:39], v1 offset:4
s_endpgm
;; expect v4 = 0x600df00d
;; expect v10 = 0x03020100 + 0x01010101 * (0x20 * l if l < 4 else 0x81)
;; expect v12 = 0x03020100 + 0x01010101 * ((0x20 * l if l < 4 else 0x81) + 4)
;; expect v13 = 0x03020100 + 0x01010101 * ((0x20 * l if l < 4 else 0x81) + 8)
;; expect v14 = 0x03020100 + 0x01010101 * ((0x20 * l if l < 4 else 0x81) + 8)
;; expect v15 = 0x03020100 + 0x01010101 * ((0x20 * l if l < 4 else 0x81) + 12)
;; expect v16 = 0x03020100 + 0x01010101 * ((0x20 * l if l < 4 else 0x81) + 16)
;; expect v20 = 0x03020100 + 0x01010101 * ((0x20 * l if l < 4 else 0x81) + 16)
;; expect v21 = 0x03020100 + 0x01010101 * ((0x20 * l if l < 4 else 0x81) + 20)
;; expect v22 = 0x03020100 + 0x01010101 * ((0x20 * l if l < 4 else 0x81) + 24)
;; expect v23 = 0x03020100 + 0x01010101 * ((0x20 * l if l < 4 else 0x81) + 28)
// u8 at X + 1; i8 at X + 0x80 (bytes 0x80, 0xa0, 0xc0, 0xe0, 0x101 & 0xff)
;; expect v24 = [0x01, 0x21, 0x41, 0x61, 0x82][min(l, 4)]
;; expect v25 = [0xffffff80, 0xffffffa0, 0xffffffc0, 0xffffffe0, 0x00000001][min(l, 4)]
;; expect v26 = [0x0302, 0x2322, 0x4342, 0x6362, 0x8483][min(l, 4)]
// i16 at X + 0xc0: bytes (c0 c1), (e0 e1), (00 01), (20 21), (41 42)
;; expect v27 = [0xffffc1c0, 0xffffe1e0, 0x00000100, 0x00002120, 0x00004241][min(l, 4)]
;; expect v28 = [0xaaaa0005, 0xaaaa0025, 0xaaaa0045, 0xaaaa0065, 0xaaaa0086][min(l, 4)]
;; expect v29 = [0x07065678, 0x27265678, 0x47465678, 0x67665678, 0x88875678][min(l, 4)]
;; expect v30 = [0xff805678, 0xffa05678, 0xffc05678, 0xffe05678, 0x00015678][min(l, 4)]
;; expect v31 = [0x1234ffc0, 0x1234ffe0, 0x12340000, 0x12340020, 0x12340041][min(l, 4)]
;; expect v32 = [0x00015678, 0x00215678, 0x00415678, 0x00615678, 0x00825678][min(l, 4)]
;; expect v33 = [0x12340302, 0x12342322, 0x12344342, 0x12346362, 0x12348483][min(l, 4)]
;; expect v34 = 0
;; expect v36 = 0
;; expect v37 = 0
;; expect v38 = 0x0badf00d
;; expect v39 = 0xcafe0001
