// A kernel's wave (`init lds_alloc`: checked against its allocation, docs/runtime.md) stops with
// a resource trap at a DS access outside its workgroup's LDS, and the trapping instruction writes
// no register (docs/memory.md).  The LDS is 256 bytes, dword i holding 0x100 + i; lanes 0 and 1
// are active, v0 = 4 * lane.  The first ds_read2_b32 reads dwords l and l + 62 (all within the
// 256 bytes); the second reads dwords l and l + 63: lane 1's second element is bytes 0x100-0x103,
// past the allocation, so the wave stops there and v[4:5] keep their values.
;; init lds_alloc = 256
;; init exec = 0x3
;; init lds 0x0 u32 [0x100 + i for i in range(64)]
;; init v0 = 4 * l
;; init v2 = 0x22222222
;; init v3 = 0x33333333
;; init v4 = 0x44444444
;; init v5 = 0x55555555
;; expect v2 = 0x100 + l
;; expect v3 = 0x100 + l + 62
;; expect v4 = 0x44444444
;; expect v5 = 0x55555555
;; expect trap = resource
ds_read2_b32 v[2:3], v0 offset1:62
s_waitcnt lgkmcnt(0)
ds_read2_b32 v[4:5], v0 offset1:63
s_waitcnt lgkmcnt(0)
s_endpgm
