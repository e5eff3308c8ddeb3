// s_movrels/s_movreld: the SGPR index is the field plus M0 (ISA 12.3);
// indexing stays inside s0-s101: a source past it reads s0, a destination
// past it is not written (ISA 3.6.1).
;; init s0 = 0x11
;; init s7 = 0x77
;; init s16 = 0x1616
;; init s17 = 0x1717
;; init s18 = 0x1818
;; init m0 = 10
s_movrels_b32 s30, s7            // s17
s_movrels_b64 s[32:33], s[8:9]   // s[18:19]
s_movreld_b32 s5, 0x99           // s15 = 0x99
s_movreld_b64 s[40:41], s[16:17] // s[50:51] = s[16:17]
s_mov_b32 m0, 100
s_movrels_b32 s34, s7            // index 107 is past s101: reads s0
s_movreld_b32 s1, 0x42           // index 101: written
s_movreld_b64 s[2:3], s[16:17]   // indices 102-103 are past s101: not written
s_endpgm
;; expect s30 = 0x1717
;; expect s32 = 0x1818
;; expect s33 = 0
;; expect s15 = 0x99
;; expect s50 = 0x1616
;; expect s51 = 0x1717
;; expect s34 = 0x11
;; expect s101 = 0x42
;; expect flat_scratch = 0
