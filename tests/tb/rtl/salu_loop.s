// RTL bring-up: a scalar loop (tests/tb/rtl: small tests for the RTL as it
// grows; they run on the model through scripts/isa_tests.py too).
// sum of 1..100 = 5050; a countdown with s_sub/s_cmp/s_cbranch; 100 trips.
;; init s0 = 100
s_mov_b32 s1, 0                  // sum
s_mov_b32 s2, 0                  // trips
.Lloop:
s_add_u32 s1, s1, s0
s_add_u32 s2, s2, 1
s_sub_u32 s0, s0, 1
s_cmp_lg_u32 s0, 0
s_cbranch_scc1 .Lloop
// a forward branch over a poisoned move, and one not taken
s_cmp_eq_u32 s1, 5050
s_cbranch_scc0 .Lbad
s_cbranch_scc1 .Lgood
.Lbad:
s_mov_b32 s3, 0xbad
.Lgood:
s_mov_b32 s4, 0x900d
s_endpgm
;; expect s0 = 0
;; expect s1 = 5050
;; expect s2 = 100
;; expect s3 = 0
;; expect s4 = 0x900d
;; expect scc = 1
