// ds_append at a dword past a kernel's LDS allocation (see ds_alloc_read2.s): M0[15:0] + offset
// = 0x100, the first byte past the 256 bytes, so the wave stops there and v4 keeps its value
// (the pre-op value it would get is never read).  The first ds_append, at dword 0x3c, counts the
// 64 active lanes in and returns its old value.
;; init lds_alloc = 256
;; init lds 0xf0 u32 [7]
;; init m0 = 0xf0
;; init v3 = 0x33333333
;; init v4 = 0x44444444
;; expect v3 = 7
;; expect v4 = 0x44444444
;; expect lds 0xf0 u32 [71]
;; expect trap = resource
ds_append v3
s_waitcnt lgkmcnt(0)
ds_append v4 offset:16
s_waitcnt lgkmcnt(0)
s_endpgm
