// s_atc_probe / s_atc_probe_buffer ask for an address translation the model has
// none of (no TLB, cmodel sem_smem.c): they execute as no-ops, change no
// register, and the program goes on (the RTL's LSU retires them as no-ops too).
;; init s0 = 0x1000
;; init s1 = 0
;; init s4 = 0x2000
;; init s5 = 0
;; init s6 = 0x100
;; init s7 = 0
;; init s8 = 5
s_atc_probe 7, s[0:1], 0x10
s_atc_probe_buffer 3, s[4:7], 0x20
s_add_u32 s8, s8, 1
s_endpgm
;; expect s0 = 0x1000
;; expect s4 = 0x2000
;; expect s8 = 6
