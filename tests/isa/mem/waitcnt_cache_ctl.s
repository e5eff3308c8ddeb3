// The cache controls count on their counter until they end (LLVM's release fence is
// buffer_wbl2 then s_waitcnt vmcnt(0); s_dcache_wb then lgkmcnt(0)).  With three vector
// memory instructions in flight, vmcnt(2) must wait for the oldest load: a CU that did not
// count buffer_wbl2 let v3 read v1 before the load came back (found by make regress).
;; mem 0x20000 0x400
;; init mem 0x20000 u32 [(i * 0x9e3779b1) & 0xffffffff for i in range(0, 64)]
;; init mem 0x20100 u32 [(i * 0x9e3779b1) & 0xffffffff for i in range(64, 128)]
;; init v0 = 0x20000 + 4 * l
;; init v1 = 0
;; init s2 = 0x20000
;; init s3 = 0
;; init v4 = 4 * l
global_load_dword v1, v[0:1], off
buffer_wbl2
global_load_dword v2, v4, s[2:3] offset:256
s_waitcnt vmcnt(2)
v_mov_b32 v3, v1
buffer_wbinvl1_vol
s_waitcnt vmcnt(1)
v_mov_b32 v5, v2
s_dcache_wb
s_waitcnt vmcnt(0) lgkmcnt(0)
s_endpgm
;; expect v3 = (l * 0x9e3779b1) & 0xffffffff
;; expect v5 = ((l + 64) * 0x9e3779b1) & 0xffffffff
