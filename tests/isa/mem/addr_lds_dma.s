// The LDS address of a load to LDS (the lds bit; docs/memory.md, "Address
// arithmetic"): M0[15:0] + the instruction offset + 4 * lane, 32 bits.
// llvm.amdgcn.global.load.lds applies its immediate offset "to both global
// and LDS address", and llc-16 encodes a negative one (global_load_dword
// v0, s[0:1] offset:-16 lds after s_mov_b32 m0, ...): the signed 13-bit
// offset moves the LDS address down as it moves the memory address.
// Lanes 0-3; dword i at 0x20000 + 4 i holds 0x30 + i.
;; mem 0x20000 0x100
;; init mem 0x20000 u32 [0x30 + i for i in range(16)]
;; init exec = 0xf
;; init m0 = 0x110
;; init s2 = 0x20010
;; init s3 = 0
;; init v1 = 4 * l
// memory 0x20010 + 4l - 16 = 0x20000 + 4l; LDS 0x110 - 16 + 4l = 0x100 + 4l
global_load_dword v1, s[2:3] offset:-16 lds
s_waitcnt vmcnt(0)
s_endpgm
;; expect v1 = 4 * l
;; expect lds 0x100 u32 [0x30, 0x31, 0x32, 0x33, 0]
