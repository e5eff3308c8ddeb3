// Dumps a wave's initial state, as the dispatcher sets it up, to out[]: one
// 32-dword record per wave at record ((wg_z * NY + wg_y) * NX + wg_x) * 2 +
// wave_in_group, for NX = NY = 2 and two waves per workgroup (workgroup
// 16x2x3 = 96 work-items; the second wave has 32 lanes).
//   dwords 0-19: s0-s19 (every user and system SGPR enabled)
//   20, 21: exec_lo, exec_hi     22, 23, 24: v0 of lanes 0, 1, 31
//   25: MODE (from rsrc1)
//   26: STATUS [16:1] with VCC = 0 (VALID, IN_TG: two waves, VCCZ)
//   27: HW_ID (wave i of the workgroup: WAVE_ID i / 4, SIMD_ID i % 4)
//   28: GPR_ALLOC (VGPR_SIZE from rsrc1, SGPR_SIZE 13)   29: TRAPSTS (0)
//   30, 31: 0
// Pins the ABI's SGPR order, the packed work-item ids, MODE and the
// hardware registers a wave starts with; see docs/runtime.md.  Built by
// scripts/kernel_tests.py with llvm-mc-16.
        .amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
        .text
        .globl  initial_state
        .p2align 8
        .type   initial_state,@function
initial_state:
        // wave_in_group: 0 for the first wave (workgroup info bit 31)
        s_lshr_b32 s23, s18, 31
        s_xor_b32 s23, s23, 1
        // record = ((z * 2 + y) * 2 + x) * 2 + wave_in_group, times 128 bytes
        s_lshl_b32 s22, s17, 1
        s_add_u32 s22, s22, s16
        s_lshl_b32 s22, s22, 1
        s_add_u32 s22, s22, s15
        s_lshl_b32 s22, s22, 1
        s_add_u32 s22, s22, s23
        s_lshl_b32 s22, s22, 7
        s_load_dwordx2 s[20:21], s[8:9], 0x0
        s_waitcnt lgkmcnt(0)
        s_add_u32 s20, s20, s22
        s_addc_u32 s21, s21, 0
        v_mov_b32 v2, 0
        v_writelane_b32 v2, s0, 0
        v_writelane_b32 v2, s1, 1
        v_writelane_b32 v2, s2, 2
        v_writelane_b32 v2, s3, 3
        v_writelane_b32 v2, s4, 4
        v_writelane_b32 v2, s5, 5
        v_writelane_b32 v2, s6, 6
        v_writelane_b32 v2, s7, 7
        v_writelane_b32 v2, s8, 8
        v_writelane_b32 v2, s9, 9
        v_writelane_b32 v2, s10, 10
        v_writelane_b32 v2, s11, 11
        v_writelane_b32 v2, s12, 12
        v_writelane_b32 v2, s13, 13
        v_writelane_b32 v2, s14, 14
        v_writelane_b32 v2, s15, 15
        v_writelane_b32 v2, s16, 16
        v_writelane_b32 v2, s17, 17
        v_writelane_b32 v2, s18, 18
        v_writelane_b32 v2, s19, 19
        v_writelane_b32 v2, exec_lo, 20
        v_writelane_b32 v2, exec_hi, 21
        v_readlane_b32 s24, v0, 0
        v_writelane_b32 v2, s24, 22
        v_readlane_b32 s24, v0, 1
        v_writelane_b32 v2, s24, 23
        v_readlane_b32 s24, v0, 31
        v_writelane_b32 v2, s24, 24
        s_getreg_b32 s24, hwreg(HW_REG_MODE)
        v_writelane_b32 v2, s24, 25
        s_mov_b64 vcc, 0
        s_getreg_b32 s24, hwreg(HW_REG_STATUS, 1, 16)
        v_writelane_b32 v2, s24, 26
        s_getreg_b32 s24, hwreg(HW_REG_HW_ID)
        v_writelane_b32 v2, s24, 27
        s_getreg_b32 s24, hwreg(HW_REG_GPR_ALLOC)
        v_writelane_b32 v2, s24, 28
        s_getreg_b32 s24, hwreg(HW_REG_TRAPSTS)
        v_writelane_b32 v2, s24, 29
        // lanes 0-31 store their dword of the record
        v_mbcnt_lo_u32_b32 v1, -1, 0
        v_mbcnt_hi_u32_b32 v1, -1, v1
        v_cmp_gt_u32 vcc, 32, v1
        s_and_b64 exec, exec, vcc
        v_lshlrev_b32 v1, 2, v1
        global_store_dword v1, v2, s[20:21]
        s_endpgm
.Lend:
        .size   initial_state, .Lend-initial_state

        .rodata
        .p2align 6
        .amdhsa_kernel initial_state
          .amdhsa_group_segment_fixed_size 0
          .amdhsa_private_segment_fixed_size 16
          .amdhsa_kernarg_size 8
          .amdhsa_user_sgpr_private_segment_buffer 1
          .amdhsa_user_sgpr_dispatch_ptr 1
          .amdhsa_user_sgpr_queue_ptr 1
          .amdhsa_user_sgpr_kernarg_segment_ptr 1
          .amdhsa_user_sgpr_dispatch_id 1
          .amdhsa_user_sgpr_flat_scratch_init 1
          .amdhsa_user_sgpr_private_segment_size 1
          .amdhsa_system_sgpr_private_segment_wavefront_offset 1
          .amdhsa_system_sgpr_workgroup_id_x 1
          .amdhsa_system_sgpr_workgroup_id_y 1
          .amdhsa_system_sgpr_workgroup_id_z 1
          .amdhsa_system_sgpr_workgroup_info 1
          .amdhsa_system_vgpr_workitem_id 2
          .amdhsa_next_free_vgpr 3
          .amdhsa_next_free_sgpr 25
          .amdhsa_accum_offset 4
          .amdhsa_reserve_vcc 1
          .amdhsa_reserve_flat_scratch 0
          .amdhsa_float_round_mode_32 1
          .amdhsa_float_round_mode_16_64 3
          .amdhsa_float_denorm_mode_32 1
          .amdhsa_float_denorm_mode_16_64 2
          .amdhsa_dx10_clamp 1
          .amdhsa_ieee_mode 0
        .end_amdhsa_kernel

        .amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 256
    .name:           initial_state
    .private_segment_fixed_size: 16
    .sgpr_count:     27
    .symbol:         initial_state.kd
    .vgpr_count:     3
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
        .end_amdgpu_metadata
