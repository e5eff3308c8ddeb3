// s_trap: the model has no trap handler; the wave stops with an s_trap trap.
;; init s0 = 1
s_mov_b32 s1, 2
s_trap 2
s_mov_b32 s0, 5
s_endpgm
;; expect trap = s_trap
;; expect s1 = 2
;; expect s0 = 1
