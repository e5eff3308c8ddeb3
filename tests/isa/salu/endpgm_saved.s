// s_endpgm_saved ends the wave like s_endpgm.
s_mov_b32 s0, 1
s_endpgm_saved
s_mov_b32 s0, 2
s_endpgm
;; expect s0 = 1
