// Inactive lanes do not access memory: their addresses may be unmapped
// without a trap (global, flat, buffer, scratch), and their registers keep
// their values.  Out-of-range LDS and buffer accesses never trap.
;; copies share memory
;; mem 0x20000 0x100
;; init mem 0x20000 u32 [0x100 + i for i in range(64)]
;; init exec = 0x00000000000000ff
;; init v0 = 0x20000 + 4 * l if l < 8 else 0xdead0000
;; init v1 = 0 if l < 8 else 0xbeef
;; init v2 = 0x1111
;; init v3 = 0x2222
;; init v4 = 0x70000 + l
;; init s4 = 0x20000
;; init s5 = 0
;; init s6 = 0x20
;; init s7 = 4 << 15
;; init v5 = 4 * l
global_load_dword v2, v[0:1], off
flat_load_dword v3, v[0:1]
global_store_dword v[0:1], v4, off offset:0x80
global_atomic_add v[0:1], v4, off offset:0x40
buffer_load_dword v6, v5, s[4:7], 0 offen
buffer_store_dword v4, v5, s[4:7], 0 offen offset:0x18
ds_write_b32 v0, v4
ds_read_b32 v7, v0
s_endpgm
;; expect v2 = 0x100 + l
;; expect v3 = 0x100 + l
;; expect v6 = 0x100 + l
;; expect v7 = 0
;; expect mem 0x20000 u32 [0x100, 0x101, 0x102, 0x103, 0x104, 0x105, 0x70000, 0x70001]
;; expect mem 0x20040 u32 [0x100 + 16 + l + 0x70000 + l if l < 8 else 0x100 + 16 + l for l in range(16)]
;; expect mem 0x20080 u32 [0x70000 + l if l < 8 else 0x100 + 32 + l for l in range(16)]
