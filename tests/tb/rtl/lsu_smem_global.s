// RTL LSU bring-up: scalar loads and GLOBAL loads, stores and atomics, each
// waited for with s_waitcnt before its data is used.  Lanes 5 and 40 are off
// (EXEC); a dwordx2 at a 12-byte offset crosses a 16-byte block in every
// other lane, a byte load and a short load take the sub-dword paths.  The
// returning atomic is a umin that leaves memory as it is, so every copy of
// the wave (rtl_tests.py seed 3 runs 40) gets the same old value back.
;; mem 0x10000 0x1000
;; init mem 0x10000 u32 [0xc0000000 + i for i in range(64)]
;; init mem 0x10100 u32 [0xc0000040 + i for i in range(64)]
;; init mem 0x10200 u32 [0xc0000080 + i for i in range(64)]
;; init mem 0x10300 u32 [0xc00000c0 + i for i in range(64)]
;; init mem 0x10900 u32 [0x100 + i for i in range(64)]
;; init s0 = 0x10000
;; init s1 = 0
;; init exec = 0xfffffeffffffffdf
;; init v0 = 4 * l
;; init v1 = 0x5a000000 + l
;; init v6 = 0x10c00 + 8 * l
;; init v7 = 0
;; init v3 = 0
;; init v10 = 0
;; init v12 = 0
;; init v13 = 0
;; init v14 = 0
;; init v15 = 0
s_load_dword s4, s[0:1], 0x8
s_load_dwordx16 s[16:31], s[0:1], 0x24
s_waitcnt lgkmcnt(0)
s_add_u32 s5, s4, s31
global_load_dword v10, v0, s[0:1] offset:0x100
global_load_dwordx2 v[12:13], v0, s[0:1] offset:0x20c
global_load_ubyte v14, v0, s[0:1] offset:0x3
global_load_sshort v15, v0, s[0:1] offset:0x2
s_waitcnt vmcnt(0)
global_store_dword v0, v1, s[0:1] offset:0x800
global_atomic_add v[6:7], v1, off
global_atomic_umin v3, v0, v1, s[0:1] offset:0x900 glc
s_waitcnt vmcnt(0)
global_load_dword v4, v0, s[0:1] offset:0x800
s_waitcnt vmcnt(0)
s_endpgm
;; expect s4 = 0xc0000002
;; expect s16 = 0xc0000009
;; expect s31 = 0xc0000018
;; expect s5 = 0x8000001a
;; expect v10 = 0xc0000040 + l if l not in (5, 40) else 0
;; expect v4 = 0x5a000000 + l if l not in (5, 40) else 0
;; expect v12 = 0xc0000083 + l if l not in (5, 40) else 0
;; expect v13 = 0xc0000084 + l if l not in (5, 40) else 0
;; expect v14 = 0xc0 if l not in (5, 40) else 0
;; expect v15 = 0xffffc000 if l not in (5, 40) else 0
;; expect v3 = 0x100 + l if l not in (5, 40) else 0
