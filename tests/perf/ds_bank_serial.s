// Profiler counter SQ_LDS_BANK_CONFLICT on the DS unit's serial path
// (scripts/perf_tests.py, docs/counters.md).  LDS atomics go lane by lane;
// at a 128-byte stride every lane of a half-wave is in bank 0 on a dword of
// its own: degree 32, 31 extra cycles a half-wave, 62 for the wave.  When
// four lanes share a dword, the half-wave's eight dwords are on eight banks
// and one dword counts once however many lanes use it: none.
;; init v0 = 128 * l
;; init v1 = l + 1
;; init v2 = 0x2000 + 4 * (l // 4)
ds_add_u32 v0, v1
ds_add_u32 v2, v1
s_waitcnt lgkmcnt(0)
s_endpgm
