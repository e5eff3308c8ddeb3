// Byte and short DS loads and stores (ISA 12.12: ds_write_b8/b16, their
// d16_hi forms, ds_read_u8/i8/u16/i16), the accesses the RTL's LDS fast path
// serves a quarter at a time (docs/units/lds.md).  Stores end as the lanes
// taken one by one in lane order leave them: bytes of one dword from several
// lanes all land, and of two lanes on one byte the later active one stays.
// Lanes 0, 31 and 50 are off; the window is 64 KiB, so a byte at 0x10000 or
// past it reads 0 and is not written.  Expected values worked out by hand:
// - v0: lanes 2k, 2k+1 of every quarter on byte 0x100 + k (k < 8): the
//   highest active of the eight lanes stays; reads are broadcasts;
// - v2: a short per lane, two per dword; v4: shorts at byte 1 of a dword
//   (bytes 1 and 2); v5: lane 20's short at byte 3 crosses into the next
//   dword (its quarter goes lane by lane), where lane 21 then writes;
// - v6, v8: the high half of v7 (d16_hi);
// - v9: bytes 0xfffe, 0xffff (the last lanes 60 and 61 there), then
//   0x10000, 0x10001 past the window;
// - v16: a 128-byte stride (every lane on one bank, a row each).
;; init exec = 0xfffbffff7ffffffe
;; init v0 = 0x100 + (l & 15) // 2
;; init v1 = 0xa0 + l
;; init v2 = 0x200 + 2 * l
;; init v3 = 0xbe00 + l
;; init v4 = 0x200 + 4 * l
;; init v5 = 0x400 + 4 * l + (3 if l == 20 else 0)
;; init v6 = 0x500 + l
;; init v7 = (0xc3 + l) << 16 | 0x5a5a
;; init v8 = 0x600 + 2 * l
;; init v9 = 0xfffe + (l & 3)
;; init v16 = 0x800 + 128 * l + (l & 3)
ds_write_b8 v0, v1
ds_write_b16 v2, v3
ds_write_b16 v4, v3 offset:0x101
ds_write_b16 v5, v3
ds_write_b8_d16_hi v6, v7
ds_write_b16_d16_hi v8, v7
ds_write_b8 v9, v1
ds_write_b8 v16, v1
ds_read_u8 v10, v0
ds_read_i8 v11, v6
ds_read_u16 v12, v2
ds_read_i16 v13, v4 offset:0x101
ds_read_u16 v14, v5
ds_read_u8 v15, v9
ds_read_u8 v17, v16
ds_read_i8 v18, v16
s_waitcnt lgkmcnt(0)
s_endpgm
;; expect v10 = (lambda k: 0xa0 + max(j for j in range(64) if (j & 15) // 2 == k and (0xfffbffff7ffffffe >> j) & 1))((l & 15) // 2)
;; expect v11 = u32(((0xc3 + l) & 0xff) - (0x100 if (0xc3 + l) & 0x80 else 0))
;; expect v12 = 0xbe00 + l
;; expect v13 = 0xffffbe00 + l
;; expect v14 = 0x1514 if l == 20 else 0xbe00 + l
;; expect v15 = 0xa0 + 60 if l & 3 == 0 else 0xa0 + 61 if l & 3 == 1 else 0
;; expect v17 = 0xa0 + l
;; expect v18 = 0xffffffa0 + l if 0xa0 + l >= 0x80 else 0xa0 + l
;; expect lds 0x100 u8 [0xa0 + max(j for j in range(64) if (j & 15) // 2 == k and (0xfffbffff7ffffffe >> j) & 1) for k in range(8)]
;; expect lds 0x200 u16 [0xbe00 + l if (0xfffbffff7ffffffe >> l) & 1 else 0 for l in range(64)]
;; expect lds 0x300 u32 [(0xbe00 + l) << 8 if (0xfffbffff7ffffffe >> l) & 1 else 0 for l in range(64)]
;; expect lds 0x400 u32 [0x14000000 if l == 20 else 0xbe00 + l if (0xfffbffff7ffffffe >> l) & 1 else 0 for l in range(64)]
;; expect lds 0x500 u8 [(0xc3 + l) & 0xff if (0xfffbffff7ffffffe >> l) & 1 else 0 for l in range(64)]
;; expect lds 0x600 u16 [0xc3 + l if (0xfffbffff7ffffffe >> l) & 1 else 0 for l in range(64)]
;; expect lds 0xfff8 u8 [0, 0, 0, 0, 0, 0, 0xa0 + 60, 0xa0 + 61]
;; expect lds 0x800 u32 [(0xa0 + i // 32) << (8 * ((i // 32) & 3)) if i % 32 == 0 and (0xfffbffff7ffffffe >> (i // 32)) & 1 else 0 for i in range(2048)]
