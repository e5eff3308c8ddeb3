// Packed f32 with an inline constant: the 32-bit float constant feeds both
// elements (Reading, docs/numerics.md).  v[0:1] = {l, l + 0.5}.
;; init v0 = f32(l + 0.5)
;; init v1 = f32(l)
;; expect v2 = f32(l + 0.5 + 1.0)
;; expect v3 = f32(l + 1.0)
;; expect v4 = f32(2.0)
;; expect v5 = f32(2.0)
;; expect v6 = f32((l + 0.5) * 0.5 + 4.0)
;; expect v7 = f32(l * 0.5 + 4.0)
v_pk_add_f32 v[2:3], v[0:1], 1.0
v_pk_mov_b32 v[4:5], 2.0, 2.0
v_pk_fma_f32 v[6:7], v[0:1], 0.5, 4.0
s_endpgm
