// GDS is not modelled: a DS instruction with the gds bit stops the wave as
// unimplemented instead of touching LDS.
;; init lds 0x0 u32 [7]
;; init v0 = 0
;; init v1 = 1
ds_add_u32 v0, v1 gds
s_endpgm
;; expect trap = unimplemented
;; expect lds 0x0 u32 [7]
