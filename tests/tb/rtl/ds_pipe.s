// RTL LDS unit: pipelined loads (docs/units/lds.md, step 8).  A load of one
// result dword a lane takes every quarter's addresses from the address row
// read with its INSN, and writes each quarter's result behind the next
// quarter's FAST cycles.  Quarters of one instruction here take different
// routes: conflict-free, 16 rows of one bank (16 FAST cycles), a broadcast,
// past the window, and a quarter of shorts across a dword (lane by lane)
// between fast ones.  Lanes 5, 20, 33 and 60 are off: they write nothing and
// keep their old vdst.  Expected values worked out by hand:
// - dword l (byte 4 l) and dword 0x400 + 32 l (byte 0x1000 + 128 l) hold
//   0x80c05000 + l for the active lanes, 0 for the others;
// - v1: its own address register as vdst;
// - v5: quarter 0 at 4 l, quarter 1 at 0x1000 + 128 l, quarter 2 all at
//   lane 40's 0x1000 + 128 * 40, quarter 3 past the 64 KiB window (0);
// - v6 (ds_read_i16): at 4 l + 2, bytes 0xc0 0x80, so 0xffff80c0; quarter 1
//   at 4 l + 3, across the dword: byte 0x80 and byte 0 of dword l + 1
//   (l + 1, or 0 when lane l + 1 is off), a positive short;
// - v10 (ds_read_u8 at 0x1000 + 128 l): byte 0 of the dword, l.
;; init exec = 0xeffffffdffefffdf
;; init v1 = 4 * l
;; init v2 = 0x80c05000 + l
;; init v3 = 0x1000 + 128 * l
;; init v4 = 4 * l if l < 16 else 0x1000 + 128 * l if l < 32 else 0x1000 + 128 * 40 if l < 48 else 0x10000 + 4 * l
;; init v5 = 0xdead0000 + l
;; init v6 = 0xbeef0000 + l
;; init v7 = 4 * l + 3 if 16 <= l < 32 else 4 * l + 2
;; init v10 = 0xfeed0000 + l
ds_write_b32 v1, v2
ds_write_b32 v3, v2
ds_read_b32 v1, v1
ds_read_b32 v5, v4
ds_read_i16 v6, v7
ds_read_u8 v10, v3
s_waitcnt lgkmcnt(0)
s_endpgm
;; expect v1 = 4 * l if l in (5, 20, 33, 60) else 0x80c05000 + l
;; expect v5 = 0xdead0000 + l if l in (5, 20, 33, 60) else 0x80c05000 + l if l < 32 else 0x80c05000 + 40 if l < 48 else 0
;; expect v6 = 0xbeef0000 + l if l in (5, 20, 33, 60) else (((0 if l + 1 in (5, 20, 33, 60) else l + 1) << 8) | 0x80) if 16 <= l < 32 else 0xffff80c0
;; expect v10 = 0xfeed0000 + l if l in (5, 20, 33, 60) else l
