// More DS float atomics (ISA 12.13; split from ds2.s, the exchange and
// consume forms in ds2_xchg.s), on lanes 0 and 1 (lane l's addresses are
// + 0x2000 * l): cmpst_f32 comparing as floats (-0 == +0; NaN never equal),
// max_f32 ignoring a NaN in memory, add_f32 keeping denormals.
;; init exec = 0x3
;; init lds 0x0800 u32 [0x80000000, 0x7fc00000, 0x7fc00000, 1, 7]
;; init lds 0x2800 u32 [0x80000000, 0x7fc00000, 0x7fc00000, 1, 7]
;; init v0 = 0x2000 * l
;; init v1 = 0xaaaa0000 + l
;; init v2 = 0xbbbb0000 + l
;; init v7 = 1
;; init v14 = 0
;; init v15 = f32(2.0)
ds_cmpst_rtn_f32 v34, v0, v14, v1 offset:0x800
ds_cmpst_f32 v0, v15, v2 offset:0x804
ds_max_f32 v0, v15 offset:0x808
ds_add_rtn_f32 v35, v0, v7 offset:0x80c
s_endpgm
;; expect v34 = 0x80000000
;; expect v35 = 1
;; expect lds 0x0800 u32 [0xaaaa0000, 0x7fc00000, f32(2.0), 2, 7]
;; expect lds 0x2800 u32 [0xaaaa0001, 0x7fc00000, f32(2.0), 2, 7]
