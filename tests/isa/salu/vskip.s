// s_setvskip (ISA 12.4): VSKIP = S0[S1[4:0]]; while set, vector instructions
// (VALU, memory, LDS) retire without effect and scalar ones run.
;; init v1 = 5
s_setvskip 1, 0                      // enable
v_mov_b32_e32 v1, 7                  // skipped
s_mov_b32 s0, 3                      // runs
s_setvskip 0, 0                      // disable
v_mov_b32_e32 v2, 9
s_endpgm
;; expect v1 = 5
;; expect v2 = 9
;; expect s0 = 3
