// RTL LDS unit: the fast path (aligned dword loads and stores, a quarter's
// lanes in one cycle per bank row; docs/units/lds.md).  Writes must end as
// the ISA's lane order leaves them: where lanes (or write2's two elements)
// write one dword, the last lane / element in order stays.  Reads of one
// dword by many lanes are a broadcast.  Lanes 0, 31 and 50 are off; the
// window is 64 KiB, so elements past 0x10000 read 0 and are not written.
// Expected values follow from that order, worked out by hand:
// - v0: groups of 8 lanes on one dword: the group's highest active lane
//   (group 3 = lanes 24..31: lane 30, lane 31 is off);
// - v2: all lanes on one dword: lane 63;
// - v3, offsets 0 and 0: each lane's element 1 (v5) overwrites its element 0;
// - v6, offset0:1 offset1:0: dword l + 1 gets lane l's element 0 and then
//   lane l + 1's element 1, so lane l + 1's v5 stays, or lane l's v4 where
//   lane l + 1 is off (l = 30, 49) or does not exist (l = 63);
// - v7, write2_b64 at 4-byte steps, offset1:1 (elements at +0 and +8):
//   dword d is written by lane d - 3 (element 1, high), d - 2 (element 1,
//   low), d - 1 (element 0, high), d (element 0, low), in that order;
// - v8: 0xfff8 + 4 * (l & 3): lanes with l & 3 >= 2 are past the window;
//   v9: b64 at 0xfff8 or 0xfffc: the odd lanes' element ends past it;
// - v19: 128-byte stride (32 rows of one bank per half-wave);
// - v30: b128 at a 16-byte stride (8 lanes per row of the banks);
// - v40: quarter 0 in the window (v3's dwords), quarters 1-3 all past it.
;; init exec = 0xfffbffff7ffffffe
;; init v0 = 0x100 + 4 * (l >> 3)
;; init v1 = 0xa0000000 + l
;; init v2 = 0x200
;; init v3 = 0x300 + 4 * l
;; init v4 = 0xb0000000 + l
;; init v5 = 0xc0000000 + l
;; init v6 = 0x400 + 4 * l
;; init v7 = 0x600 + 4 * l
;; init v8 = 0xfff8 + 4 * (l & 3)
;; init v9 = 0xfff8 + 4 * (l & 1)
;; init v19 = 0x1000 + 128 * l
;; init v20 = 0x10000000 + l
;; init v21 = 0x20000000 + l
;; init v22 = 0x30000000 + l
;; init v23 = 0x40000000 + l
;; init v30 = 0x4000 + 16 * l
;; init v40 = 0x300 + 4 * l if l < 16 else 0x10000
ds_write_b32 v0, v1
ds_read_b32 v10, v0
ds_write_b32 v2, v1
ds_read_b32 v11, v2
ds_write2_b32 v3, v4, v5 offset0:0 offset1:0
ds_read_b32 v12, v3
ds_write2_b32 v6, v4, v5 offset0:1 offset1:0
ds_read_b32 v13, v6 offset:4
ds_write2_b64 v7, v[20:21], v[22:23] offset1:1
ds_read_b32 v14, v7
ds_read_b64 v[16:17], v7 offset:4
ds_write_b32 v8, v1
ds_read_b32 v18, v8
ds_read_b64 v[24:25], v9
ds_read2_b32 v[26:27], v8 offset1:2
ds_write_b32 v19, v1
ds_read_b32 v28, v19
ds_write_b128 v30, v[20:23]
ds_read_b128 v[32:35], v30
ds_read2_b64 v[36:39], v30 offset0:0 offset1:1
ds_read_b32 v41, v40
s_endpgm
;; expect v10 = 0xa0000000 + (30 if l >> 3 == 3 else 8 * (l >> 3) + 7)
;; expect v11 = 0xa000003f
;; expect v12 = 0xc0000000 + l
;; expect v13 = 0xb0000000 + l if l in (30, 49, 63) else 0xc0000000 + l + 1
;; expect v14 = 0x10000000 + l
;; expect v16 = 0x20000000 + l if l in (30, 49, 63) else 0x10000000 + l + 1
;; expect v17 = 0x20000000 + l + 1 if l in (29, 48, 62) else 0x30000000 + l if l == 63 else 0x10000000 + l + 2
;; expect v18 = 0 if l & 3 >= 2 else 0xa000003c + (l & 3)
;; expect v24 = 0 if l & 1 else 0xa000003c
;; expect v25 = 0 if l & 1 else 0xa000003d
;; expect v26 = 0 if l & 3 >= 2 else 0xa000003c + (l & 3)
;; expect v27 = 0
;; expect v28 = 0xa0000000 + l
;; expect v32 = 0x10000000 + l
;; expect v33 = 0x20000000 + l
;; expect v34 = 0x30000000 + l
;; expect v35 = 0x40000000 + l
;; expect v36 = 0x10000000 + l
;; expect v37 = 0x20000000 + l
;; expect v38 = 0x30000000 + l
;; expect v39 = 0x40000000 + l
;; expect v41 = 0xc0000000 + l if l < 16 else 0
