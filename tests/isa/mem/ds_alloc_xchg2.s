// ds_wrxchg2_rtn_b32 past a kernel's LDS allocation (see ds_alloc_read2.s): the wave stops at the
// first lane whose access is outside the 256 bytes and writes no register; the lanes before it
// have exchanged, as every store stops at its trapping lane (docs/memory.md).  Lanes 0 and 1,
// v0 = 4 * lane, elements at dwords l and l + 63: lane 0 exchanges dwords 0 and 63; lane 1
// exchanges dword 1, then its second element (bytes 0x100-0x103) traps.
;; init lds_alloc = 256
;; init exec = 0x3
;; init lds 0x0 u32 [0x100 + i for i in range(64)]
;; init v0 = 4 * l
;; init v1 = 0xa0 + l
;; init v2 = 0xb0 + l
;; init v4 = 0x44444444
;; init v5 = 0x55555555
;; expect v4 = 0x44444444
;; expect v5 = 0x55555555
;; expect lds 0x0 u32 [0xa0, 0xa1, 0x102]
;; expect lds 0xfc u32 [0xb0]
;; expect trap = resource
ds_wrxchg2_rtn_b32 v[4:5], v0, v1, v2 offset1:63
s_waitcnt lgkmcnt(0)
s_endpgm
