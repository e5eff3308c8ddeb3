// A format conversion the model does not implement (8-bit UNORM here)
// stops the wave as unimplemented rather than giving a wrong value.
;; mem 0x60000 0x100
;; init s4 = 0x60000
;; init s5 = 0
;; init s6 = 0x100
;; init s7 = 4 | 5 << 3 | 6 << 6 | 7 << 9 | 0 << 12 | 1 << 15
buffer_load_format_x v0, v1, s[4:7], 0 offen
s_endpgm
;; expect trap = unimplemented
