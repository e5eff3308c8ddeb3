// ds_append (ISA 12.13; split from ds_atomic_float.s): adds the active lane
// count at M0 + offset and returns the old value to every active lane; the
// ds_add_u32 before it applies many lanes on one address one after the other
// (0x1000: 7 + 59 active lanes).
;; init exec = 0xfffffff0ffff7fff
;; init lds 0x1000 u32 [7, 50]
;; init m0 = 0x1000
;; init v30 = 0x1000
;; init v31 = 1
ds_add_u32 v30, v31
ds_append v32 offset:4
s_endpgm
;; expect v32 = 50
;; expect lds 0x1000 u32 [66, 109]
