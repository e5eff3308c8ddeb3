// V_DIV_SCALE_F32 case by case (S1 = denominator, S2 = numerator; the first
// call has S0 = S1, the second S0 = S2), and its lane mask: inactive lanes
// read 0.  Lanes l % 8: 0 plain; 1 N/D huge (exp diff >= 96: D * 2^64,
// VCC); 2 D denormal (both * 2^64); 3 1/D and N/D denormal (VCC; D * 2^-64,
// the reading in docs/numerics.md); 4 1/D denormal (both * 2^-64); 5 N/D
// denormal (VCC; N * 2^64); 6 N tiny (both * 2^64); 7 N = 0 (NaN).
;; init mode = 0x3f0
;; init exec = 0x00ff00ff00ff00ff
;; init v1 = [f32(3.0), f32(2.0**-10), f32(2.0**-130), f32(2.0**127), f32(2.0**127), f32(2.0**10), f32(1.0), f32(1.0)][l % 8]
;; init v2 = [f32(1.0), f32(2.0**100), f32(2.0**-100), f32(2.0**-10), f32(4.0), f32(2.0**-120), f32(2.0**-110), 0][l % 8]
;; expect v3 = [f32(3.0), f32(2.0**54), f32(2.0**-66), f32(2.0**63), f32(2.0**63), f32(2.0**10), f32(2.0**64), 0xffc00000][l % 8]
;; expect v4 = [f32(1.0), f32(2.0**100), f32(2.0**-36), f32(2.0**-10), f32(2.0**-62), f32(2.0**-56), f32(2.0**-46), 0xffc00000][l % 8]
;; expect s4 = 0x002a002a
;; expect s5 = 0x002a002a
;; expect vcc_lo = 0x002a002a
;; expect vcc_hi = 0x002a002a
v_div_scale_f32 v3, s[4:5], v1, v1, v2
v_div_scale_f32 v4, vcc, v2, v1, v2
s_endpgm
