// v_mfma_f64_4x4x4f64 with an inline constant as C and a partial EXEC
// (docs/mfma.md "EXEC": every element is computed, D is written on the
// lanes in EXEC only).  Every lane of A holds 2.0 and of B 3.0, so each
// element of every block is C + 4 * (2 * 3) = 1.0 + 24 = 25.0, whatever the
// layout; D is the pair v[4:5].
;; init exec = 0xffff0000ffff00ff
;; init v0 = f64lo(2.0)
;; init v1 = f64hi(2.0)
;; init v2 = f64lo(3.0)
;; init v3 = f64hi(3.0)
;; init v4 = 0x55
;; init v5 = 0x66
v_mfma_f64_4x4x4f64 v[4:5], v[0:1], v[2:3], 1.0
s_nop 7
s_endpgm
;; expect v4[all] = f64lo(25.0) if (0xffff0000ffff00ff >> l) & 1 else 0x55
;; expect v5[all] = f64hi(25.0) if (0xffff0000ffff00ff >> l) & 1 else 0x66
