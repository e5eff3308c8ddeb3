// The instructions tests/model/test_fastpath.c runs one by one, each on
// random states with the model's fast paths on and off (gcn_machine.general_only).
// Registers: v[0:1] a 64-bit address, v2 a 32-bit offset (DS, saddr, MUBUF),
// s[4:5] an SGPR base, s[8:11] a buffer V#, data in v10-v17.
// f32 and packed f32 arithmetic (host float operations under RNE)
v_add_f32_e32 v10, v11, v12
v_sub_f32_e32 v10, v11, v12
v_subrev_f32_e32 v10, v11, v12
v_mul_f32_e32 v10, v11, v12
v_add_f32_e32 v10, s4, v12
v_mul_f32_e32 v10, 0.5, v12
v_add_f32_e32 v10, 0x3f8ccccd, v12
v_add_f32_e64 v10, -v11, |v12|
v_mul_f32_e64 v10, v11, -v12 clamp
v_add_f32_e64 v10, v11, v12 mul:2
v_fma_f32 v10, v11, v12, v13
v_fma_f32 v10, -v11, v12, |v13|
v_fmac_f32_e32 v10, v11, v12
v_add_f32_e32 v11, v11, v12
v_mul_f32_e32 v12, v11, v12
v_add_f32_dpp v10, v11, v12 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
v_mul_f32_sdwa v10, v11, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
v_mul_legacy_f32 v10, v11, v12
v_pk_add_f32 v[10:11], v[12:13], v[14:15]
v_pk_mul_f32 v[10:11], v[12:13], v[14:15]
v_pk_fma_f32 v[10:11], v[12:13], v[14:15], v[16:17]
v_pk_mul_f32 v[10:11], v[12:13], v[14:15] op_sel:[1,0] op_sel_hi:[0,1]
v_pk_add_f32 v[10:11], v[12:13], v[14:15] neg_lo:[1,0] neg_hi:[0,1]
v_pk_fma_f32 v[10:11], v[12:13], v[14:15], v[16:17] clamp
v_pk_fma_f32 v[10:11], v[12:13], v[14:15], v[16:17] op_sel:[0,1,1] op_sel_hi:[1,0,0] neg_lo:[0,0,1]
v_pk_mul_f32 v[10:11], s[4:5], v[14:15]
v_pk_add_f32 v[10:11], v[12:13], 1.0
v_pk_fma_f32 v[12:13], v[12:13], v[14:15], v[12:13] op_sel:[1,1,0]
v_pk_mov_b32 v[10:11], v[12:13], v[14:15] op_sel:[1,0]
v_pk_mov_b32 v[12:13], v[14:15], v[12:13]
// conversions and transcendentals (rounding of an exact double)
v_cvt_f32_u32_e32 v10, v11
v_cvt_f32_i32_e32 v10, v11
v_cvt_u32_f32_e32 v10, v11
v_cvt_i32_f32_e32 v10, v11
v_cvt_f32_ubyte1_e32 v10, v11
v_cvt_f32_f64_e32 v10, v[12:13]
v_rcp_f32_e32 v10, v11
v_rcp_iflag_f32_e32 v10, v11
v_sqrt_f32_e32 v10, v11
v_rsq_f32_e32 v10, v11
v_exp_f32_e32 v10, v11
v_log_f32_e32 v10, v11
v_sin_f32_e32 v10, v11
v_ldexp_f32 v10, v11, v12
// integer results written straight into vdst
v_add_u32_e32 v10, v11, v12
v_add_u32_e64 v10, v11, v12 clamp
v_sub_u32_e32 v10, v11, v12
v_subrev_u32_e32 v11, v11, v12
v_mov_b32_e32 v10, v11
v_mov_b32_e32 v10, s4
v_mov_b32_dpp v10, v11 row_shr:1 row_mask:0xf bank_mask:0xf
v_add3_u32 v10, v11, v12, v13
v_lshlrev_b32_e32 v11, v11, v11
v_and_b32_sdwa v10, v11, v12 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:DWORD
// global and flat memory: lanes served from a window of host memory
global_load_dword v10, v[0:1], off
global_load_dword v10, v[0:1], off offset:-8
global_load_dwordx2 v[10:11], v[0:1], off
global_load_dwordx3 v[10:12], v[0:1], off
global_load_dwordx4 v[10:13], v[0:1], off
global_load_ubyte v10, v[0:1], off
global_load_sbyte v10, v[0:1], off
global_load_ushort v10, v[0:1], off
global_load_short_d16_hi v10, v[0:1], off
global_load_dword v0, v[0:1], off
global_load_dword v10, v2, s[4:5] offset:16
global_store_dword v[0:1], v10, off
global_store_dwordx2 v[0:1], v[10:11], off
global_store_dwordx4 v[0:1], v[10:13], off offset:4
global_store_byte v[0:1], v10, off
global_store_short_d16_hi v[0:1], v10, off
global_store_dword v2, v10, s[4:5]
flat_load_dword v10, v[0:1]
flat_load_dwordx2 v[10:11], v[0:1]
flat_store_dword v[0:1], v10
buffer_load_dword v10, v2, s[8:11], 0 offen
buffer_load_dwordx2 v[10:11], v2, s[8:11], 0 offen offset:12
buffer_store_dword v10, v2, s[8:11], 0 offen
// LDS
ds_read_b32 v10, v2 offset:16
ds_read_b64 v[10:11], v2
ds_read_b128 v[10:13], v2
ds_read_u8 v10, v2 offset:3
ds_read_i16 v10, v2
ds_read2_b32 v[10:11], v2 offset1:7
ds_read2st64_b32 v[10:11], v2 offset0:1 offset1:2
ds_read2_b64 v[10:13], v2 offset1:3
ds_write_b32 v2, v10 offset:8
ds_write_b64 v2, v[10:11]
ds_write_b128 v2, v[10:13]
ds_write_b8 v2, v10
ds_write_b16 v2, v10 offset:1
ds_write2_b32 v2, v10, v11 offset1:5
s_endpgm
