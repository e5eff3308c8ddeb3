// Wave start (docs/rtl-interfaces.md, "Wave start"): the dispatcher sends
// each VGPR row in runs of lanes within a quarter, a run constant or
// counting up by lane (the CU adds modulo 2^32), and the CU allocates a slot
// without clearing its SGPRs: a register not written since reads 0 (the
// SGPR file's written bits), M0 included.
// The rows below make every kind of run: counting up across the four
// quarters (v0, as the work-item ids), counting up through 2^32 inside a
// quarter (v1), constant runs of 3 that a quarter boundary cuts (v2),
// isolated lanes and runs of 2 (v3), a constant row (v4), runs that end one
// lane before a quarter's end (v5), and a row zero but in its last lane (v6).
// Each is copied and added to, so a wrong lane shows in a result; the
// expected values are worked out by hand, lane l at a time.
// With --waves (seed 3), copies start in many slots one after the other.
;; init v0 = l
;; init v1 = 0xfffffff8 + l
;; init v2 = l // 3
;; init v3 = l ^ 5
;; init v4 = 7
;; init v5 = 0 if l % 16 == 15 else l
;; init v6 = 9 if l == 63 else 0
;; init s4 = 0x100
v_add_u32 v10, v0, v0
v_add_u32 v11, v1, 8
v_add_u32 v12, v2, v0
v_add_u32 v13, v3, v0
v_add_u32 v14, v4, v0
v_add_u32 v15, v5, 1
v_add_u32 v16, v6, v0
// SGPRs never written read 0 (s50, s101, vcc_hi, m0); s4 was sent
s_add_u32 s20, s50, s4
s_mov_b32 s21, s101
s_mov_b32 s22, vcc_hi
s_mov_b32 s23, m0
s_mov_b64 s[24:25], s[60:61]
// write them now: a later wave in this slot must read 0 again
s_mov_b32 s50, 0x55
s_mov_b32 s101, 0x66
s_mov_b32 m0, 0x77
s_endpgm
;; expect v10 = 2 * l
;; expect v11 = l
;; expect v12 = l // 3 + l
;; expect v13 = (l ^ 5) + l
;; expect v14 = 7 + l
;; expect v15 = 1 if l % 16 == 15 else l + 1
;; expect v16 = 72 if l == 63 else l
;; expect s20 = 0x100
;; expect s21 = 0
;; expect s22 = 0
;; expect s23 = 0
;; expect s24 = 0
;; expect s25 = 0
;; expect s50 = 0x55
;; expect s101 = 0x66
;; expect m0 = 0x77
