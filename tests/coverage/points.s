// Coverage points of one wave, each instruction once: tests/coverage/test_coverage.sh runs it with
// gcnsim --coverage and checks the lines of points.expect (operand kinds, modifiers, DPP and SDWA,
// EXEC patterns, MODE rounding and denormals, producer distances).  Stores nothing: the points
// are the output.
        .amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
        .text
        .globl  cov_points
        .p2align 8
        .type   cov_points,@function
cov_points:
        // producers: v0 comes from the dispatch (none), then 1, 2, 3, 4-5, >5 instructions back
        v_add_u32 v8, v0, v0
        v_add_u32 v9, v8, v8
        v_mov_b32 v10, 0
        v_add_u32 v11, v9, v9
        v_mov_b32 v12, 0
        v_mov_b32 v12, 0
        v_add_u32 v13, v11, v11
        v_mov_b32 v12, 0
        v_add_u32 v14, v11, v11
        v_mov_b32 v12, 0
        v_mov_b32 v12, 0
        v_mov_b32 v12, 0
        v_mov_b32 v12, 0
        v_mov_b32 v12, 0
        v_sub_u32 v15, v11, v11
        // operand kinds: literal, inline integer and float, SGPR, VCC (implicit in e32), AccVGPR
        v_add_u32 v1, 0x12345, v0
        v_fma_f32 v2, 0.5, v0, 1.0
        s_mov_b32 s0, 7
        v_mul_lo_u32 v3, s0, -3
        v_cmp_gt_u32 vcc, 32, v0
        v_cndmask_b32 v4, v0, v1, vcc
        v_accvgpr_write_b32 a0, v0
        // modifiers
        v_add_f32_e64 v5, -v0, |v1| clamp mul:2
        v_pk_add_f16 v6, v0, v1 op_sel:[1,0] op_sel_hi:[0,1]
        v_mov_b32_dpp v7, v1 row_shl:1 row_mask:0xf bank_mask:0x3 bound_ctrl:0
        v_add_u32_sdwa v7, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:DWORD
        // EXEC patterns: all (above), single lane, none, partial
        s_mov_b64 exec, 1
        v_or_b32 v16, v0, v0
        s_mov_b64 exec, 0
        v_xor_b32 v16, v0, v0
        s_mov_b64 exec, 0xff
        v_and_b32 v16, v0, v0
        s_mov_b64 exec, -1
        // MODE: f32 rounding toward zero, f32 denormals flushed
        s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 3
        s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
        v_mul_f32 v17, v2, v2
        s_endpgm
.Lend:
        .size   cov_points, .Lend-cov_points

        .rodata
        .p2align 6
        .amdhsa_kernel cov_points
          .amdhsa_group_segment_fixed_size 0
          .amdhsa_private_segment_fixed_size 0
          .amdhsa_kernarg_size 0
          .amdhsa_user_sgpr_kernarg_segment_ptr 0
          .amdhsa_system_vgpr_workitem_id 0
          .amdhsa_next_free_vgpr 24
          .amdhsa_next_free_sgpr 8
          .amdhsa_accum_offset 20
          .amdhsa_reserve_vcc 1
          .amdhsa_reserve_flat_scratch 0
          .amdhsa_float_denorm_mode_32 3
          .amdhsa_float_denorm_mode_16_64 3
        .end_amdhsa_kernel

        .amdgpu_metadata
---
amdhsa.kernels:
  - .args:           []
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 0
    .max_flat_workgroup_size: 64
    .name:           cov_points
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .symbol:         cov_points.kd
    .vgpr_count:     24
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
        .end_amdgpu_metadata
