// A misaligned scratch dword (offset 2) straddles two 4-byte swizzle
// elements: its low half lands in bytes 2-3 of element 0 (FLAT_SCRATCH +
// 4 * lane + 2), its high half in bytes 0-1 of element 1 (FLAT_SCRATCH +
// 256 + 4 * lane); loading it back gives the dword again.
;; mem 0x30000 0x400
;; init exec = 0x3
;; init flat_scratch = 0x30000
;; init v1 = 2
;; init v2 = 0xaabbccdd + l
scratch_store_dword v1, v2, off
scratch_load_dword v3, v1, off
s_endpgm
;; expect v3 = 0xaabbccdd + l
;; expect mem 0x30000 u16 [0, 0xccdd, 0, 0xccde]
;; expect mem 0x30100 u16 [0xaabb, 0, 0xaabb, 0]
