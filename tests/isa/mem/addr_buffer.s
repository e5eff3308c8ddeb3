// MUBUF address arithmetic (ISA 8.1.5; docs/memory.md, "Address
// arithmetic"): offset = VGPR offset + instruction offset, 32 bits, which the
// range check of a raw buffer compares with num_records; index = VGPR index
// (+ lane with add_tid), 32 bits; address = base + soffset (an unsigned
// 32-bit byte offset, ISA table 31, never range-checked) + index * stride +
// offset, 64 bits.  Lanes 0-3.  Raw buffer s[4:7]: base 0x40000,
// num_records 0x40; dword i at 0x40000 + 4 i holds 0xf0 + i.
;; mem 0x40000 0x100
;; mem 0x10003fff0 0x10
;; mem 0x100040000 0x20
;; init mem 0x40000 u32 [0xf0 + i for i in range(16)]
;; init mem 0x10003fff0 u32 [0x70 + i for i in range(4)]
;; init mem 0x100040000 u32 [0x80 + i for i in range(4)]
;; init exec = 0xf
;; init v1 = u32(4 * l - 4)
;; init v2 = 4 * l
;; init v3 = 0x40000000 + l
;; init s4 = 0x40000
;; init s5 = 0
;; init s6 = 0x40
;; init s7 = 4 << 15
;; init s8 = 0xfffffff0
;; init s12 = 0x40000
;; init s13 = 4 << 16
;; init s14 = 0xffffffff
;; init s15 = 4 << 15
// (4l - 4) + 8 = 4l + 4: lane 0's VGPR is negative, the sum in range
buffer_load_dword v13, v1, s[4:7], 0 offen offset:8
// 4l + 0x3c: lane 0 (0x3c) in range, lanes 1-3 (>= 0x40) read 0
buffer_load_dword v14, v1, s[4:7], 0 offen offset:0x40
// soffset 0xfffffff0 zero-extended: 0x40000 + 0xfffffff0 + 4l = 0x1_0003_fff0 + 4l
buffer_load_dword v15, v2, s[4:7], s8 offen
// index * stride in 64 bits: (0x40000000 + l) * 4 = 0x1_0000_0000 + 4l
buffer_load_dword v16, v3, s[12:15], 0 idxen
s_waitcnt vmcnt(0)
s_endpgm
;; expect v13 = 0xf1 + l
;; expect v14 = [0xff, 0, 0, 0][min(l, 3)]
;; expect v15 = 0x70 + l
;; expect v16 = 0x80 + l
