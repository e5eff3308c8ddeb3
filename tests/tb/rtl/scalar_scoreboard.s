// RTL scalar scoreboard (docs/units/issue.md, "Scoreboard"): an SALU
// instruction issues while its wave's VALU instructions are still in flight,
// once they have read their SGPRs, and may end before them (the checker
// compares in program order).  Each SALU write below meets a VALU read just
// before it (write after read), and a VALU read just after it (read after
// write):
//   - s2 (an SGPR source), VCC (v_cndmask_b32's mask), EXEC (every VALU
//     instruction; v8 must be written in all lanes, v9 in the low 32);
//   - a loop whose counter and branch overlap float work;
//   - s_barrier and s_endpgm with float work in flight: their END waits
//     until that work has retired.
// Float products are slow on SIMF, so the SALU instructions after them pass
// them.  Every expected value is worked out by hand, lane l at a time.
;; init s2 = 7
;; init s3 = 4
;; init v0 = l
;; init v2 = 0x40000000
;; init v9 = 0
;; init v10 = 0
;; init v11 = 0
;; init v12 = 0
;; init v13 = 0
s_mov_b32 vcc_lo, 0xaaaaaaaa
s_mov_b32 vcc_hi, 0xaaaaaaaa
v_mul_f32 v3, v2, v2
v_add_u32 v4, s2, v0
s_mov_b32 s2, 100
v_add_u32 v5, s2, v0
v_cndmask_b32 v6, v0, v2, vcc
s_mov_b32 vcc_lo, 0
s_mov_b32 vcc_hi, 0
v_cndmask_b32 v7, v0, v2, vcc
v_mul_f32 v8, v2, v2
s_mov_b32 exec_hi, 0
v_mov_b32 v9, 1
s_mov_b32 exec_hi, -1
loop:
v_fmac_f32 v10, v2, v2
v_add_u32 v11, v11, v0
s_sub_u32 s3, s3, 1
s_cmp_lg_u32 s3, 0
s_cbranch_scc1 loop
v_fmac_f32 v12, v2, v2
s_barrier
v_fmac_f32 v13, v2, v2
s_endpgm
;; expect s2 = 100
;; expect s3 = 0
;; expect v3 = 0x40800000
;; expect v4 = 7 + l
;; expect v5 = 100 + l
;; expect v6 = 0x40000000 if l % 2 else l
;; expect v7 = l
;; expect v8 = 0x40800000
;; expect v9 = 1 if l < 32 else 0
;; expect v10 = 0x41800000
;; expect v11 = 4 * l
;; expect v12 = 0x40800000
;; expect v13 = 0x40800000
