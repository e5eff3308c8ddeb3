// v_mfma_f32_32x32x8f16 with CBSZ, ABID and BLGP set, B in AccVGPRs and C
// and D the same 16 VGPRs.  Every lane of A holds f16 1.0 (four of them in
// v[20:21]), of B f16 0.5 and of C f32 2.0, so the broadcasts and the lane
// swizzle move equal values and each element is 2.0 + 8 * (1.0 * 0.5) = 6.0.
// accum_offset 64: a<n> is unified register 64 + n.
;; init accum_offset = 64
;; init v20 = 0x3c003c00
;; init v21 = 0x3c003c00
;; init a2 = 0x38003800
;; init a3 = 0x38003800
;; init v0 = f32(2.0)
;; init v1 = f32(2.0)
;; init v2 = f32(2.0)
;; init v3 = f32(2.0)
;; init v4 = f32(2.0)
;; init v5 = f32(2.0)
;; init v6 = f32(2.0)
;; init v7 = f32(2.0)
;; init v8 = f32(2.0)
;; init v9 = f32(2.0)
;; init v10 = f32(2.0)
;; init v11 = f32(2.0)
;; init v12 = f32(2.0)
;; init v13 = f32(2.0)
;; init v14 = f32(2.0)
;; init v15 = f32(2.0)
v_mfma_f32_32x32x8f16 v[0:15], v[20:21], a[2:3], v[0:15] cbsz:1 abid:1 blgp:2
s_nop 7
s_nop 7
s_endpgm
;; expect v0 = f32(6.0)
;; expect v1 = f32(6.0)
;; expect v2 = f32(6.0)
;; expect v3 = f32(6.0)
;; expect v4 = f32(6.0)
;; expect v5 = f32(6.0)
;; expect v6 = f32(6.0)
;; expect v7 = f32(6.0)
;; expect v8 = f32(6.0)
;; expect v9 = f32(6.0)
;; expect v10 = f32(6.0)
;; expect v11 = f32(6.0)
;; expect v12 = f32(6.0)
;; expect v13 = f32(6.0)
;; expect v14 = f32(6.0)
;; expect v15 = f32(6.0)
