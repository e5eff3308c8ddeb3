// Profiler counter SQ_LDS_BANK_CONFLICT on the DS unit's serial path
// (scripts/perf_tests.py, docs/counters.md).  ds_read_u8 goes lane by lane
// (not whole dwords); at a 128-byte stride every lane of a half-wave is in
// bank 0 on a dword of its own: degree 32, 31 extra cycles a half-wave, 62
// for the wave.  At a 1-byte stride four lanes share a dword and the
// half-wave's eight dwords are on eight banks: none.
;; init v0 = 128 * l
;; init v2 = 0x2000 + l
ds_read_u8 v5, v0
ds_read_u8 v7, v2
s_waitcnt lgkmcnt(0)
s_endpgm
