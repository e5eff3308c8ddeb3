// DS addresses wrap at 32 bits (docs/memory.md, "Address arithmetic"):
// atomics (one and two data operands, 32 and 64 bits, integer and float,
// with and without return) from negative bases.  Lanes 0-4 are active;
// v0 = 0x10 * l - 0x8000, so offset 0x8N00 + k is LDS 0xN00 + 0x10 * l + k:
// each lane has its own 16-byte block.  Expected values from the ISA's
// pseudocode (12.13): add, cmpst (compare DATA, store DATA2), mskor
// ((MEM & ~DATA) | DATA2), max_i64, add_f32, wrxchg; RETURN_DATA the old value.
;; init exec = 0x1f
;; init lds 0x0 u32 [1000]
;; init lds 0x100 u32 [100 + i for i in range(20)]
;; init lds 0x200 u64 [x for l in range(5) for x in ((l + 1) * 0x100000000 + 0xffffffff, 0x8000000000000000 + l)]
;; init lds 0x300 u32 [x for l in range(5) for x in (f32(1.0 + l), 0x5000 + l, 0, 0)]
;; init v0 = u32(0x10 * l - 0x8000)
;; init v1 = 5 + l
;; init v2 = 102 + 4 * l if l % 2 == 0 else 0
;; init v3 = 0xabc00000 + l
;; init v4 = 0xff
;; init v5 = 0x55
;; init v6 = 1
;; init v7 = 0
;; init v8 = 0xffffffff
;; init v9 = 0xffffffff
;; init v20 = 0
;; init v21 = l + 2 if l < 2 else 0
;; init v22 = l
;; init v23 = 0x12345678
;; init v25 = f32(0.5)
;; init v27 = 0xfeed0000 + l
;; init v28 = 0xdeadbeef
;; init v30 = 0xfffffffc
ds_add_rtn_u32 v10, v0, v1 offset:0x8100
ds_add_u32 v0, v1 offset:0x8104
ds_cmpst_rtn_b32 v11, v0, v2, v3 offset:0x8108
ds_mskor_rtn_b32 v12, v0, v4, v5 offset:0x810c
ds_add_rtn_u64 v[14:15], v0, v[6:7] offset:0x8200
ds_max_rtn_i64 v[16:17], v0, v[8:9] offset:0x8208
ds_cmpst_rtn_b64 v[18:19], v0, v[20:21], v[22:23] offset:0x8200
ds_add_rtn_f32 v24, v0, v25 offset:0x8300
ds_wrxchg_rtn_b32 v26, v0, v27 offset:0x8304
// a base that stays negative: out of range, returns 0, writes nothing
ds_add_rtn_u32 v28, v0, v1
// 0xfffffffc + 4 = 0: the lanes add to dword 0 one after the other
ds_add_rtn_u32 v29, v30, v1 offset:4
s_endpgm
;; expect v10 = 100 + 4 * l
;; expect v11 = 102 + 4 * l
;; expect v12 = 103 + 4 * l
;; expect v14 = 0xffffffff
;; expect v15 = l + 1
;; expect v16 = l
;; expect v17 = 0x80000000
;; expect v18 = 0
;; expect v19 = l + 2
;; expect v24 = f32(1.0 + l)
;; expect v26 = 0x5000 + l
;; expect v28 = 0
;; expect v29 = [1000, 1005, 1011, 1018, 1026][min(l, 4)]
;; expect lds 0x0 u32 [1035]
;; expect lds 0x100 u32 [x for l in range(5) for x in (105 + 5 * l, 106 + 5 * l, 0xabc00000 + l if l % 2 == 0 else 102 + 4 * l, 0x55)]
;; expect lds 0x200 u64 [x for l in range(5) for x in (0x1234567800000000 + l if l < 2 else (l + 2) << 32, 0xffffffffffffffff)]
;; expect lds 0x300 u32 [x for l in range(5) for x in (f32(1.5 + l), 0xfeed0000 + l, 0, 0)]
