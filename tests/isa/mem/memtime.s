// s_memtime / s_memrealtime read the model's clock: the instructions retired
// before them (docs/memory.md). Two s_nop retire first, then s_memtime (clock
// 2), then s_memrealtime (clock 3); the high halves stay 0.
;; init s4 = 0xdeadbeef
;; init s5 = 0xdeadbeef
;; expect s4 = 2
;; expect s5 = 0
;; expect s6 = 3
;; expect s7 = 0
s_nop 0
s_nop 0
s_memtime s[4:5]
s_memrealtime s[6:7]
s_waitcnt lgkmcnt(0)
s_endpgm
