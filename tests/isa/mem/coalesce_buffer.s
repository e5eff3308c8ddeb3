// MUBUF and SCRATCH loads and stores whose lanes share 16-byte blocks (the
// LSU sends one request per group of up to 4 consecutive lanes in one block,
// docs/units/lsu.md; the results are those of the lanes taken one by one in
// lane order, ISA 9.4).  Swizzled private buffers (add_tid, index stride 64:
// lane l's element at base + 4 * l + 256 * (offset / 4)) as LLVM's scratch
// V#: dwords, shorts at either half of the element, a dword that crosses its
// element (it splits the group; its bytes past the element go to the next
// element's first byte), lanes moved to another row.  A swizzled buffer
// without add_tid: every lane in one element, bytes of it written by several
// lanes (the later active lane's byte stays).  A raw buffer: two lanes on each
// byte, lanes past num_records (stores dropped, loads 0).  SCRATCH the same
// way (FLAT_SCRATCH + 4 * l + 256 * (offset / 4) + offset % 4).
// EXEC = 0xfff7ff3dfbffeffe.
;; mem 0x60000 0x2000
;; mem 0x62000 0x100
;; mem 0x64000 0x800
;; mem 0x67000 0x100
;; init exec = 0xfff7ff3dfbffeffe
;; init flat_scratch = 0x64000
;; init s4 = 0
;; init s20 = 0x60000
;; init s21 = 1 << 31
;; init s22 = 0
;; init s23 = (3 << 21) | (1 << 23) | (4 << 15)
;; init s24 = 0x62000
;; init s25 = 0
;; init s26 = 40
;; init s27 = 4 << 15
;; init s28 = 0x67000
;; init s29 = 1 << 31
;; init s30 = 0x1000
;; init s31 = 4 << 15
;; init v10 = 0x1000 + l
;; init v11 = 0x2000 + l
;; init v12 = 2 if l % 8 == 3 else 0
;; init v13 = 0xa5003000 + l
;; init v14 = 1 if l == 9 else 0x40 if l in (20, 21) else 0
;; init v15 = 0x5555
;; init v16 = 0x5555
;; init v17 = 0x5555
;; init v18 = 0x5555
;; init v19 = l % 4
;; init v20 = 0x40 + l
;; init v21 = l // 2 if l < 16 else l
;; init v22 = 0x5555
;; init v23 = u32(2 * l - 4)
;; init v24 = 0x14 if l == 2 else 0x12 if l == 7 else 0x10
;; init v25 = 0xb7000000 + l
;; init v26 = 0x5555
;; init v27 = 0x5555
;; init v30 = 0x80 + l
;; init v31 = l % 4 + 4 * (l // 16)
;; init v32 = 0x5555
buffer_store_dword v10, off, s[20:23], 0 offset:8
buffer_store_short v11, v12, s[20:23], 0 offen offset:16
buffer_store_dword v13, v14, s[20:23], 0 offen offset:0x20
buffer_load_dword v15, off, s[20:23], 0 offset:8
buffer_load_dword v16, v14, s[20:23], 0 offen offset:0x20
buffer_load_ushort v17, v12, s[20:23], 0 offen offset:16
buffer_load_ubyte v18, v19, s[20:23], 0 offen offset:0x20
buffer_store_byte v20, v21, s[24:27], 0 offen
buffer_load_ushort v22, v23, s[24:27], 0 offen
scratch_store_dword v24, v25, off
scratch_load_dword v26, off, s4 offset:0x10
scratch_load_dword v27, v24, off
buffer_store_byte v30, v31, s[28:31], 0 offen
buffer_load_ubyte v32, v31, s[28:31], 0 offen
s_waitcnt vmcnt(0)
s_endpgm
;; expect v15 = 0x1000 + l if (0xfff7ff3dfbffeffe >> l) & 1 else 0x5555
;; expect v16 = 0xa5003000 + l if (0xfff7ff3dfbffeffe >> l) & 1 else 0x5555
;; expect v17 = 0x2000 + l if (0xfff7ff3dfbffeffe >> l) & 1 else 0x5555
;; expect v18 = (0x5555 if not (0xfff7ff3dfbffeffe >> l) & 1 else 0x09 if l == 9 else 0 if l in (20, 21) else (0xa5003000 + l) >> (8 * (l % 4)) & 0xff)
;; expect v22 = 0x5555 if not (0xfff7ff3dfbffeffe >> l) & 1 else 0 if l < 2 or l > 21 else (lambda B, m: B(2 * m - 4) | B(2 * m - 3) << 8)(lambda k: 0 if k >= 40 or 8 <= k < 16 else ([0x40 + j for j in (2 * k + 1, 2 * k) if (0xfff7ff3dfbffeffe >> j) & 1] + [0])[0] if k < 8 else (0x40 + k) * ((0xfff7ff3dfbffeffe >> k) & 1), l)
;; expect v26 = 0x5555 if not (0xfff7ff3dfbffeffe >> l) & 1 else 0 if l == 2 else 0x00070000 if l == 7 else 0xb7000000 + l
;; expect v27 = 0xb7000000 + l if (0xfff7ff3dfbffeffe >> l) & 1 else 0x5555
;; expect v32 = 0x5555 if not (0xfff7ff3dfbffeffe >> l) & 1 else 0x80 + max(j for j in range(16 * (l // 16) + l % 4, 16 * (l // 16) + 16, 4) if (0xfff7ff3dfbffeffe >> j) & 1)
;; expect mem 0x60200 u32 [0x1000 + l if (0xfff7ff3dfbffeffe >> l) & 1 else 0 for l in range(64)]
;; expect mem 0x60400 u32 [0 if not (0xfff7ff3dfbffeffe >> l) & 1 else (0x2000 + l) << 16 if l % 8 == 3 else 0x2000 + l for l in range(64)]
;; expect mem 0x60800 u32 [0 if not (0xfff7ff3dfbffeffe >> l) & 1 or l in (20, 21) else 0x00300900 if l == 9 else 0xa5003000 + l for l in range(64)]
;; expect mem 0x60900 u32 [0xa5 if l == 9 else 0 for l in range(64)]
;; expect mem 0x61800 u32 [0xa5003000 + l if l in (20, 21) else 0 for l in range(64)]
;; expect mem 0x62000 u8 [0 if k >= 40 or 8 <= k < 16 else ([0x40 + j for j in (2 * k + 1, 2 * k) if (0xfff7ff3dfbffeffe >> j) & 1] + [0])[0] if k < 8 else (0x40 + k) * ((0xfff7ff3dfbffeffe >> k) & 1) for k in range(64)]
;; expect mem 0x64400 u32 [0 if not (0xfff7ff3dfbffeffe >> l) & 1 or l == 2 else 0x00070000 if l == 7 else 0xb7000000 + l for l in range(64)]
;; expect mem 0x64500 u32 [0xb7000002 if l == 2 else 0x0000b700 if l == 7 else 0 for l in range(64)]
;; expect mem 0x67000 u8 [0 if k % 32 >= 4 else 0x80 + max(j for j in range(16 * (k // 32) + k % 4, 16 * (k // 32) + 16, 4) if (0xfff7ff3dfbffeffe >> j) & 1) for k in range(128)]
