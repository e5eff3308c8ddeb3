// Lane permutes through the LDS crossbar (ISA 12.13, DS_SWIZZLE_B32 details,
// DS_PERMUTE_B32 / DS_BPERMUTE_B32 pseudocode); no LDS memory is touched.
// Reading an inactive lane gives 0.  ds_swizzle offsets: 0x041f is the
// xor/or/and mode with xor 1 (swap neighbours); 0x801b the groups-of-4 mode
// reversing each quad; 0xc020 rotates left by one within 32 lanes; 0xe01f is
// the FFT mode with mask 0x1f (no swizzle); 0xe010 FFT with mask 0x10;
// 0xc021 rotates left by one with mask 1 and 0xc420 right by one, both by the
// pseudocode j = (i & mask) | ((i + rotate) & ~mask) (docs/memory.md).
// bpermute: lane i reads lane (addr+offset)/4 mod 64; permute: lane i sends
// to lane (addr+offset)/4 mod 64 (the highest source wins, unreached lanes 0).
;; init exec = 0x7ffffffffffffffe
;; init v0 = 0x100 + l
;; init v2 = 4 * (63 - l)
;; init v3 = 4 * (l // 2) + 0x100
ds_swizzle_b32 v1, v0 offset:0x041f
ds_swizzle_b32 v4, v0 offset:0x801b
ds_swizzle_b32 v5, v0 offset:0xc020
ds_bpermute_b32 v6, v2, v0
ds_permute_b32 v7, v2, v0
ds_bpermute_b32 v8, v3, v0 offset:4
ds_permute_b32 v9, v3, v0
ds_swizzle_b32 v10, v0 offset:0xe01f
ds_swizzle_b32 v11, v0 offset:0xe010
ds_swizzle_b32 v12, v0 offset:0xc021
ds_swizzle_b32 v13, v0 offset:0xc420
s_endpgm
;; expect v1 = 0x100 + (l ^ 1) if 0 < (l ^ 1) < 63 else 0
;; expect v4 = 0x100 + ((l & ~3) | (3 - (l & 3))) if 0 < ((l & ~3) | (3 - (l & 3))) < 63 else 0
;; expect v5 = 0x100 + ((l & 0x20) | ((l + 1) & 0x1f)) if 0 < ((l & 0x20) | ((l + 1) & 0x1f)) < 63 else 0
;; expect v6 = 0x100 + 63 - l if 0 < 63 - l < 63 else 0
;; expect v7 = 0x100 + 63 - l if 0 < 63 - l < 63 else 0
;; expect v8 = 0x100 + (l // 2 + 1) % 64 if 0 < (l // 2 + 1) % 64 < 63 else 0
;; expect v9 = (0x100 + 2 * l + 1 if 2 * l + 1 < 63 else 0x100 + 2 * l) if l < 32 else 0
;; expect v10 = 0x100 + l
;; expect v11 = 0x100 + (l & 0x30) + int('{:04b}'.format(l & 0xf)[::-1], 2)
;; expect v12 = 0x100 + ((l & 0x20) | (((l & 1) | ((l + 1) & ~1)) & 0x1f)) if 0 < ((l & 0x20) | (((l & 1) | ((l + 1) & ~1)) & 0x1f)) < 63 else 0
;; expect v13 = 0x100 + ((l & 0x20) | ((l - 1) & 0x1f)) if 0 < ((l & 0x20) | ((l - 1) & 0x1f)) < 63 else 0
