// Odd sizes: dwordx3 loads/stores, dwordx4 store, flat short_d16_hi,
// buffer_atomic_cmpswap_x2.  The FP64 min/max atomics are in atomic_f64.s.
;; copies share memory
;; mem 0x20000 0x1000
;; init mem 0x20000 u32 [0x100 + i for i in range(64)]
;; init mem 0x20500 u64 [0x1122334455667788, 0x99]
;; init exec = 0x1
;; init v0 = 0x20000 + 12 * l
;; init v1 = 0
;; init v8 = 0x20800 + 16 * l
;; init v9 = 0
;; init v10 = 0x11
;; init v11 = 0x22
;; init v12 = 0x33
;; init v13 = 0x44
;; init v14 = 0xcafe1234
;; init s4 = 0x20500
;; init s5 = 0
;; init s6 = 0x100
;; init s7 = 4 << 15
;; init v30 = 0xaaaa
;; init v31 = 0xbbbb
;; init v32 = 0x55667788
;; init v33 = 0x11223344
;; init v34 = 0
global_load_dwordx3 v[2:4], v[0:1], off offset:4
global_store_dwordx3 v[8:9], v[10:12], off
global_store_dwordx4 v[8:9], v[10:13], off offset:0x10
flat_load_short_d16_hi v14, v[0:1] offset:4
buffer_atomic_cmpswap_x2 v[30:33], v34, s[4:7], 0 offen glc
s_endpgm
;; expect v2 = 0x101
;; expect v3 = 0x102
;; expect v4 = 0x103
;; expect v14 = 0x01011234
;; expect v30 = 0x55667788
;; expect v31 = 0x11223344
;; expect mem 0x20800 u32 [0x11, 0x22, 0x33, 0, 0x11, 0x22, 0x33, 0x44]
;; expect mem 0x20500 u64 [0x0000bbbb0000aaaa, 0x99]
