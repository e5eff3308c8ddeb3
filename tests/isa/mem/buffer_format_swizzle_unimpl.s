// A format element wider than 4 bytes on a swizzled buffer would span several
// 4-byte swizzle elements (ISA 8.1.8): neither the model nor the RTL splits
// it, so the wave stops as unimplemented before any access (nothing loaded).
;; mem 0x60000 0x100
;; init s4 = 0x60000
;; init s5 = 8 << 16 | 1 << 31
;; init s6 = 0x10
;; init s7 = 4 | 5 << 3 | 6 << 6 | 7 << 9 | 4 << 12 | 11 << 15
;; init v0 = 0x11111111
;; init v1 = 0x22222222
;; init v2 = l
buffer_load_format_xy v[0:1], v2, s[4:7], 0 idxen
s_endpgm
;; expect trap = unimplemented
;; expect v0 = 0x11111111
;; expect v1 = 0x22222222
