// More DS (ISA 12.13; split from ds2_float.s), on lanes 0 and 1 (lane l's
// addresses are + 0x2000 * l): wrxchg2, consume at M0 (with
// ds_write_addtid_b32, M0 + offset + 4 * lane, whose stores the same expect
// line checks).
;; init exec = 0x3
;; init lds 0x0000 u32 [0x11111111 * i for i in range(1, 8)]
;; init lds 0x2000 u32 [0x11111111 * i for i in range(1, 8)]
;; init lds 0x3000 u32 [100]
;; init m0 = 0x3000
;; init v0 = 0x2000 * l
;; init v1 = 0xaaaa0000 + l
;; init v2 = 0xbbbb0000 + l
ds_wrxchg2_rtn_b32 v[32:33], v0, v1, v2 offset0:1 offset1:3
ds_consume v38 offset:0x0
ds_write_addtid_b32 v1 offset:0x10
s_endpgm
;; expect v32 = 0x22222222
;; expect v33 = 0x44444444
;; expect v38 = 100
;; expect lds 0x0000 u32 [0x11111111, 0xaaaa0000, 0x33333333, 0xbbbb0000]
;; expect lds 0x2000 u32 [0x11111111, 0xaaaa0001, 0x33333333, 0xbbbb0001]
;; expect lds 0x3000 u32 [98, 0, 0, 0, 0xaaaa0000, 0xaaaa0001]
