// Smoke test of the directed-test harness: scalar and vector moves and an f32 add.
// Expected values by hand: 1.5 + 2.25 = 3.75; inactive lanes keep their value.
;; init s0 = 0x12345678
;; init exec = 0x00000000ffffffff
;; init v1 = f32(1.5)
;; init v2 = f32(2.25)
;; init v3 = 7
;; expect s5 = 0x12345678
;; expect v3 = f32(3.75)
;; expect v4 = 0x12345678
s_mov_b32 s5, s0
v_add_f32_e32 v3, v1, v2
v_mov_b32_e32 v4, s0
s_endpgm
