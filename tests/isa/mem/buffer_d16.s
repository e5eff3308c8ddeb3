// MUBUF d16 loads (ISA 12.14): the byte or short, zero- or sign-extended to
// 16 bits, goes into the low (d16) or high (d16_hi) half of vdata; the other
// half is kept.  Raw buffer, num_records 0x40: lane 3's shorts at 0x40 and
// 0x42 are out of range and load 0 into their half.  Bytes at 0x60000:
// f0 f1 82 83 80 81 fe 7f.  Expected values by hand.
;; mem 0x60000 0x100
;; init mem 0x60000 u32 [0x8382f1f0, 0x7ffe8180]
;; init exec = 0xf
;; init s4 = 0x60000
;; init s5 = 0
;; init s6 = 0x40
;; init s7 = 4 << 15
;; init v0 = l
;; init v1 = (0, 2, 4, 0x40)[l] if l < 4 else 0
;; init v10 = 0x12345678
;; init v11 = 0x12345678
;; init v12 = 0x12345678
;; init v13 = 0x12345678
;; init v14 = 0x12345678
;; init v15 = 0x12345678
buffer_load_ubyte_d16 v10, v0, s[4:7], 0 offen
buffer_load_sbyte_d16_hi v11, v0, s[4:7], 0 offen
buffer_load_short_d16 v12, v1, s[4:7], 0 offen
buffer_load_short_d16_hi v13, v1, s[4:7], 0 offen offset:2
buffer_load_ubyte_d16_hi v14, v0, s[4:7], 0 offen offset:4
buffer_load_sbyte_d16 v15, v0, s[4:7], 0 offen offset:4
s_waitcnt vmcnt(0)
s_endpgm
;; expect v10 = (0x123400f0, 0x123400f1, 0x12340082, 0x12340083)[l] if l < 4 else 0x12345678
;; expect v11 = (0xfff05678, 0xfff15678, 0xff825678, 0xff835678)[l] if l < 4 else 0x12345678
;; expect v12 = (0x1234f1f0, 0x12348382, 0x12348180, 0x12340000)[l] if l < 4 else 0x12345678
;; expect v13 = (0x83825678, 0x81805678, 0x7ffe5678, 0x00005678)[l] if l < 4 else 0x12345678
;; expect v14 = (0x00805678, 0x00815678, 0x00fe5678, 0x007f5678)[l] if l < 4 else 0x12345678
;; expect v15 = (0x1234ff80, 0x1234ff81, 0x1234fffe, 0x1234007f)[l] if l < 4 else 0x12345678
