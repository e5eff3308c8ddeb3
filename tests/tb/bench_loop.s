// make bench-rtl: a long scalar loop for simulated cycles per second.
// sum of 1..19000 = 180509500; 5 instructions per trip, 95003 in all.
;; init s0 = 19000
s_mov_b32 s1, 0
s_mov_b32 s2, 0
.Lloop:
s_add_u32 s1, s1, s0
s_add_u32 s2, s2, 1
s_sub_u32 s0, s0, 1
s_cmp_lg_u32 s0, 0
s_cbranch_scc1 .Lloop
s_endpgm
;; expect s0 = 0
;; expect s1 = 180509500
;; expect s2 = 19000
