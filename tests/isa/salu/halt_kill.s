// s_sethalt 0 / s_setkill 0 have no effect; s_sethalt 1 would halt the wave
// until the host resumes it, which the model does not do: it stops instead.
s_sethalt 0
s_setkill 0
s_mov_b32 s0, 1
s_sethalt 1
s_mov_b32 s0, 2
s_endpgm
;; expect s0 = 1
;; expect trap = unimplemented
