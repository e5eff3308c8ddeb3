// A format store the model does not convert (an 8-bit UINT component without
// d16: the rounding and clamping of a 32-bit value into 8 bits are not
// stated) stops the wave as unimplemented before anything is written, even
// with no lane active.
;; mem 0x60000 0x100
;; init mem 0x60000 u32 [0x5a5a5a5a for i in range(64)]
;; init exec = 0
;; init s4 = 0x60000
;; init s5 = 0
;; init s6 = 0x100
;; init s7 = 4 | 5 << 3 | 6 << 6 | 7 << 9 | 4 << 12 | 1 << 15
;; init v0 = l
;; init v1 = 4 * l
buffer_store_format_x v0, v1, s[4:7], 0 offen
s_endpgm
;; expect trap = unimplemented
;; expect mem 0x60000 u32 [0x5a5a5a5a for i in range(64)]
