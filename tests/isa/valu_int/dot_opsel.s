// VOP3P integer and float dots: the 16-bit elements follow op_sel/op_sel_hi, the 32-bit addend
// S2 is one value that op_sel/op_sel_hi do not touch (LLVM's default encoding op_sel_hi:[1,1,0]
// must not read it as {S2.lo, S2.lo}: found by the random programs of make regress).
;; init v1 = 0x00030002
;; init v2 = 0x00050004
;; init v3 = 0x12345678 + l
;; init v4 = 0xfffeffff
;; init v8 = 0xffffffff
v_dot2_u32_u16 v10, v1, v2, v3                              // 2*4 + 3*5 + S2
v_dot2_u32_u16 v11, v1, v2, v3 op_sel:[1,0,1] op_sel_hi:[1,1,1]   // S0 both halves high: 3*4 + 3*5
v_dot2_i32_i16 v12, v4, v2, v3                              // -1*4 + -2*5 + S2
v_dot2_u32_u16 v14, v8, v8, v3 clamp                        // 2 * 65535^2 + S2 saturates
v_dot2_u32_u16 v15, v1, v2, v3 op_sel:[0,0,1] op_sel_hi:[1,1,0]   // op_sel on S2 ignored too
s_endpgm
;; expect v10 = u32(23 + 0x12345678 + l)
;; expect v11 = u32(27 + 0x12345678 + l)
;; expect v12 = u32(-14 + 0x12345678 + l)
;; expect v14 = 0xffffffff
;; expect v15 = u32(23 + 0x12345678 + l)
