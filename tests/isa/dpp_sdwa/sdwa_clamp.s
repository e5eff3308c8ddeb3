// SDWA carries a clamp bit for every op; on an op with no saturation the text
// defines (no clamp in its VOP3 form) the model stops rather than guess.
;; init v2 = 1
;; init v3 = 2
v_add_u32_sdwa v1, v2, v3 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD   // defined: 3
v_lshlrev_b32_sdwa v4, v2, v3 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
s_endpgm
;; expect v1 = 3
;; expect trap = unimplemented
