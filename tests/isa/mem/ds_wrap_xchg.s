// DS addresses wrap at 32 bits (docs/memory.md, "Address arithmetic"):
// wrxchg2 from negative bases (each element's old value returns, then the
// element is written; lanes in order, element 0 then 1).  Lanes 0 and 1;
// v0 = 0x100 * l - 0x400, v1 = 0x100 * l - 0x10000.  An element whose
// address stays negative is out of range: it returns 0 and is not written.
;; init exec = 0x3
;; init lds 0x0000 u32 [0x11111111 * i for i in range(1, 8)]
;; init lds 0x0100 u32 [0x11111111]
;; init lds 0x0200 u32 [0x22220000]
;; init lds 0x0300 u32 [0x33330000]
;; init lds 0x0400 u64 [0x1000000000000001]
;; init lds 0x0500 u64 [0x3000000000000003]
;; init v0 = u32(0x100 * l - 0x400)
;; init v1 = u32(0x100 * l - 0x10000)
;; init v2 = 0xaaaa0000 + l
;; init v3 = 0xbbbb0000 + l
;; init v4 = 0xcccc0000 + l
;; init v5 = 0xdddd0000 + l
;; init v6 = 0xdeadbeef
;; init v7 = 0xdeadbeef
;; init v12 = 0xdeadbeef
;; init v13 = 0xdeadbeef
// 0xc0 * 4 = 0x300: lane 0 -0x100 (out), lane 1 0; 0xc4 * 4: -0xf0 (out), 0x10
ds_wrxchg2_rtn_b32 v[6:7], v0, v2, v3 offset0:0xc0 offset1:0xc4
// 5 * 256 = 0x500: lane 0 0x100, lane 1 0x200; 6 * 256: 0x200, 0x300
// (lane 1's element 0 reads what lane 0's element 1 wrote)
ds_wrxchg2st64_rtn_b32 v[8:9], v0, v4, v5 offset0:5 offset1:6
// 0x82 * 512 = 0x10400: 0x400, 0x500; offset1 0: the negative base itself
ds_wrxchg2st64_rtn_b64 v[10:13], v1, v[4:5], v[2:3] offset0:0x82 offset1:0
s_endpgm
;; expect v6 = [0, 0x11111111][min(l, 1)]
;; expect v7 = [0, 0x55555555][min(l, 1)]
;; expect v8 = [0x11111111, 0xdddd0000][min(l, 1)]
;; expect v9 = [0x22220000, 0x33330000][min(l, 1)]
;; expect v10 = [0x00000001, 0x00000003][min(l, 1)]
;; expect v11 = [0x10000000, 0x30000000][min(l, 1)]
;; expect v12 = 0
;; expect v13 = 0
;; expect lds 0x0000 u32 [0xaaaa0001, 0x22222222, 0x33333333, 0x44444444, 0xbbbb0001, 0x66666666, 0x77777777]
;; expect lds 0x0100 u32 [0xcccc0000]
;; expect lds 0x0200 u32 [0xcccc0001]
;; expect lds 0x0300 u32 [0xdddd0001]
;; expect lds 0x0400 u32 [0xcccc0000, 0xdddd0000]
;; expect lds 0x0500 u32 [0xcccc0001, 0xdddd0001]
