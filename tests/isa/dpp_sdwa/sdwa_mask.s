// SDWA forms with lane-mask results: v_add_co_u32_sdwa writes its carry to
// VCC (0 in inactive lanes), v_cmpx_*_sdwa writes its SGPR pair and EXEC.
;; init exec = 0x0000ffff0000ffff
;; init vcc = 0xffffffffffffffff
;; init v0 = 0xff000000 + (l << 8)
;; init v1 = 0x01
v_add_co_u32_sdwa v2, vcc, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:BYTE_0   // 0xff00 + 1: no carry
s_mov_b64 s[10:11], vcc
v_add_co_u32_sdwa v3, vcc, v0, v0 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD   // 2 * (0xff000000 + 256 l): carry, low word kept
s_mov_b64 s[12:13], vcc
v_cmpx_lt_u32_sdwa s[14:15], v0, v1 src0_sel:BYTE_1 src1_sel:BYTE_0   // l < 1: lane 0 only (and lane 32 inactive)
s_mov_b64 s[16:17], exec
s_mov_b32 exec_lo, 0xffff
s_mov_b32 exec_hi, 0xffff
s_endpgm
;; expect v2 = 0xff01
;; expect v3 = u32(2 * (0xff000000 + (l << 8))) & 0xffff
;; expect s10 = 0
;; expect s11 = 0
;; expect s12 = 0x0000ffff
;; expect s13 = 0x0000ffff
;; expect s14 = 1
;; expect s15 = 0
;; expect s16 = 1
;; expect s17 = 0
