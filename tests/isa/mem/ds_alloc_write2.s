// ds_write2_b32 past a kernel's LDS allocation (see ds_alloc_read2.s): the wave stops at the
// first lane whose access is outside the 256 bytes, and the lanes after it write nothing, as
// every store stops at its trapping lane (docs/memory.md).  Lanes 0-2, v0 = 4 * lane, elements
// at dwords l and l + 63: lane 0 writes dwords 0 and 63, lane 1 dword 1 and then traps at bytes
// 0x100-0x103; lane 2's dword 2 keeps its value.
;; init lds_alloc = 256
;; init exec = 0x7
;; init lds 0x0 u32 [0x100 + i for i in range(64)]
;; init v0 = 4 * l
;; init v1 = 0xa0 + l
;; init v2 = 0xb0 + l
;; expect lds 0x0 u32 [0xa0, 0xa1, 0x102, 0x103]
;; expect lds 0xfc u32 [0xb0]
;; expect trap = resource
ds_write2_b32 v0, v1, v2 offset1:63
s_waitcnt lgkmcnt(0)
s_endpgm
