// The VALU's drain (docs/units/valu.md): a float op with one 32-bit VGPR
// result writes its last quarters from the drain while the next instruction
// already sends its own to SIMF.  Each consumer reads the producer's result:
// the accumulator of a v_fmac_f32 chain, a float op's sources, an integer op,
// a DPP move and v_readlane (they read a row of their own, so they wait for
// the drain), a compare, and an f32 op after a transcendental (another SIMF
// sub-unit).  Lanes off in EXEC keep their old values.
;; init exec = 0xfff0ffff0fffffff
;; init v1 = f32(l)
;; init v2 = f32(2.0)
;; init v3 = f32(1.0)
;; init v7 = 0xdead
v_fmac_f32 v3, v1, v2
v_fmac_f32 v3, v1, v2
v_fmac_f32 v3, v1, v2
v_add_f32 v4, v3, v3
v_add_u32 v5, v4, v1
v_mul_f32 v6, v4, v2
v_mov_b32_dpp v7, v6 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_mul_f32 v8, v1, v2
v_readlane_b32 s0, v8, 5
v_mov_b32 v9, s0
v_sub_f32 v10, v1, v3
v_cmp_lt_f32 vcc, v10, -4.0
v_cndmask_b32 v11, 0, 1, vcc
v_exp_f32 v12, v2
v_fmac_f32 v12, v1, v2
v_mul_f32 v13, v12, v12
s_endpgm
;; expect v3 = f32(6 * l + 1)
;; expect v3[all] = f32(6 * l + 1) if (0xfff0ffff0fffffff >> l) & 1 else f32(1.0)
;; expect v4 = f32(12 * l + 2)
;; expect v5 = u32(f32(12 * l + 2) + f32(l))
;; expect v6 = f32(24 * l + 4)
;; expect v7 = f32(24 * (l ^ 1) + 4)
;; expect v8 = f32(2 * l)
;; expect s0 = f32(10)
;; expect v9 = f32(10)
;; expect v10 = f32(-5 * l - 1)
;; expect vcc = 0xfff0ffff0ffffffe
;; expect v11 = 1 if l >= 1 else 0
;; expect v12 = f32(4 + 2 * l)
;; expect v13 = f32((4 + 2 * l) ** 2)
