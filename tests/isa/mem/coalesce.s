// GLOBAL loads and stores whose lanes share 16-byte blocks (the LSU sends one
// request per group of consecutive lanes in one block; the results are those
// of the lanes taken one by one in lane order, ISA 9.4).  Loads: lanes in a
// block out of order, 8 byte lanes a block, 16 lanes on one address, dwordx2
// lanes that cross blocks.  Stores: two lanes on each byte (the later active
// lane's byte stays), shorts in a permuted order, dwords under a sparse EXEC,
// dwordx2 lanes that overlap their neighbours.  Memory word i at 0x20000 is
// W(i) = i * 0x9e3779b1.  EXEC = 0xf7ffbffdfffe7ff6.
;; mem 0x20000 0x400
;; mem 0x21000 0x800
;; init mem 0x20000 u32 [(((i) * 0x9e3779b1) & 0xffffffff) for i in range(0, 80)]
;; init exec = 0xf7ffbffdfffe7ff6
;; init v0 = 0x20000 + 4 * (l ^ 3)
;; init v1 = 0
;; init v2 = 0x55555555
;; init v3 = 0x20000 + 16 * (l // 8) + (7 * l) % 16
;; init v4 = 0x66666666
;; init v5 = 0x20000 + 4 * (l // 16)
;; init v6 = 0x77777777
;; init v7 = 0x20000 + 4 * l
;; init v8 = 0x88888888
;; init v9 = 0x99999999
;; init v10 = 0x40 + l
;; init v11 = 0x1000 + l
;; init v12 = l * 0x01010101
;; init v14 = 0xa000 + l
;; init v15 = 0xb000 + l
;; init v20 = 0x21000 + l // 2
;; init v21 = 0x21100 + 2 * ((3 * l) % 8) + 16 * (l // 8)
;; init v22 = 0x21200 + 4 * l
;; init v23 = 0x21400 + 4 * l
;; init s2 = 0
;; init s3 = 0
global_load_dword v2, v[0:1], off
global_load_sbyte v4, v3, s[2:3]
global_load_dword v6, v5, s[2:3]
global_load_dwordx2 v[8:9], v7, s[2:3]
global_store_byte v20, v10, s[2:3]
global_store_short v21, v11, s[2:3]
global_store_dword v22, v12, s[2:3]
global_store_dwordx2 v23, v[14:15], s[2:3]
s_endpgm
;; expect v2 = (((l ^ 3) * 0x9e3779b1) & 0xffffffff) if (0xf7ffbffdfffe7ff6 >> l) & 1 else 0x55555555
;; expect v4 = u32((((((((7 * l) % 16 // 4 + 4 * (l // 8)) * 0x9e3779b1) & 0xffffffff) >> (8 * ((7 * l) % 4))) & 0xff) ^ 0x80) - 0x80) if (0xf7ffbffdfffe7ff6 >> l) & 1 else 0x66666666
;; expect v6 = (((l // 16) * 0x9e3779b1) & 0xffffffff) if (0xf7ffbffdfffe7ff6 >> l) & 1 else 0x77777777
;; expect v8 = (((l) * 0x9e3779b1) & 0xffffffff) if (0xf7ffbffdfffe7ff6 >> l) & 1 else 0x88888888
;; expect v9 = (((l + 1) * 0x9e3779b1) & 0xffffffff) if (0xf7ffbffdfffe7ff6 >> l) & 1 else 0x99999999
;; expect mem 0x21000 u8 [(0x40 + 2 * k + 1) if (0xf7ffbffdfffe7ff6 >> (2 * k + 1)) & 1 else (0x40 + 2 * k) if (0xf7ffbffdfffe7ff6 >> (2 * k)) & 1 else 0 for k in range(32)]
;; expect mem 0x21100 u16 [(0x1000 + 8 * (j // 8) + (3 * j) % 8) if (0xf7ffbffdfffe7ff6 >> (8 * (j // 8) + (3 * j) % 8)) & 1 else 0 for j in range(64)]
;; expect mem 0x21200 u32 [(j * 0x01010101) if (0xf7ffbffdfffe7ff6 >> j) & 1 else 0 for j in range(64)]
;; expect mem 0x21400 u32 [(0xa000 + j) if j < 64 and (0xf7ffbffdfffe7ff6 >> j) & 1 else (0xb000 + j - 1) if j >= 1 and (0xf7ffbffdfffe7ff6 >> (j - 1)) & 1 else 0 for j in range(65)]
