// AccVGPR numbering follows accum_offset: with accum_offset 64, a0 is
// unified register 64, the same storage as v64.
;; init accum_offset = 64
;; init v1 = 0x100 + l
;; init v64 = 0x6400 + l
v_accvgpr_read_b32 v2, a0           // reads v64's storage
v_accvgpr_write_b32 a1, v1          // writes v65's storage
v_mov_b32_e32 v3, v65
s_endpgm
;; expect v2 = 0x6400 + l
;; expect v3 = 0x100 + l
;; expect a1 = 0x100 + l
