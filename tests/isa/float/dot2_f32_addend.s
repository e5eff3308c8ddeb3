// v_dot2_f32_f16: the f32 addend S2 is one value; neg_lo[2] negates it, op_sel/op_sel_hi do not
// touch it (the default encoding is op_sel_hi:[1,1,0]).
;; init v5 = 0x40003c00
;; init v6 = 0x38004200
;; init v7 = f32(10.0)
v_dot2_f32_f16 v13, v5, v6, v7 neg_lo:[0,0,1]              // 1*3 + 2*0.5 - 10
v_dot2_f32_f16 v14, v5, v6, v7 op_sel:[0,0,1] op_sel_hi:[1,1,1]   // 1*3 + 2*0.5 + 10
s_endpgm
;; expect v13 = f32(-6.0)
;; expect v14 = f32(14.0)
