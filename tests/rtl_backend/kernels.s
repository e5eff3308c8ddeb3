// Kernels for scripts/test_rtl_backends.py: what the RTL backends must report
// when a kernel traps or cannot run (each is a one-wave or one-workgroup case).
//   rtl_strap      stops with s_trap 5 at its third instruction
//   rtl_flat_oob   flat_load_dword of a[l * 1024] (a: the buffer argument): lanes past the buffer
//                  read unmapped memory (the runtime leaves 4 KiB unmapped after each buffer)
//   rtl_big_vgprs  512 VGPRs a wave: a SIMD holds one such wave, so a workgroup of more than
//                  4 waves can never be placed on the CU
//   rtl_big_lds    64 KiB of LDS of its own and a __local pointer argument: any LDS given at launch
//                  is beyond the CU's 64 KiB
//   rtl_vgpr_over  writes v8 with 8 VGPRs allocated (.amdhsa_next_free_vgpr 8): a resource trap
//   rtl_lds_over   ds_write_b32 to bytes 4 * lane (in range), then 0x100 + 4 * lane, with 256
//                  bytes of LDS: a resource trap
//   rtl_lds_32k    32 KiB of LDS, its last dword written: runs on the default CU, does not fit one
//                  with less LDS (scripts/test_configs.py)
//   rtl_wide       an empty kernel that allows workgroups of 1024 work-items (16 waves): more waves
//                  than a smaller configuration's slots (scripts/test_configs.py)
        .amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
        .text

        .globl  rtl_strap
        .p2align 8
        .type   rtl_strap,@function
rtl_strap:
        s_mov_b32 s0, 1
        s_add_u32 s0, s0, 2
        s_trap 5
        s_endpgm
.Lstrap_end:
        .size   rtl_strap, .Lstrap_end-rtl_strap

        .globl  rtl_flat_oob
        .p2align 8
        .type   rtl_flat_oob,@function
rtl_flat_oob:
        s_load_dwordx2 s[2:3], s[0:1], 0x0          // a
        v_lshlrev_b32 v1, 12, v0                      // l * 4096 bytes
        s_waitcnt lgkmcnt(0)
        v_mov_b32 v3, s3
        v_add_co_u32 v2, vcc, s2, v1
        v_addc_co_u32 v3, vcc, 0, v3, vcc
        flat_load_dword v4, v[2:3]
        s_waitcnt vmcnt(0) lgkmcnt(0)
        flat_store_dword v[2:3], v4
        s_endpgm
.Lflat_end:
        .size   rtl_flat_oob, .Lflat_end-rtl_flat_oob

        .globl  rtl_big_vgprs
        .p2align 8
        .type   rtl_big_vgprs,@function
rtl_big_vgprs:
        v_mov_b32 v255, v0
        v_accvgpr_write_b32 a255, v0
        s_endpgm
.Lbig_end:
        .size   rtl_big_vgprs, .Lbig_end-rtl_big_vgprs

        .globl  rtl_big_lds
        .p2align 8
        .type   rtl_big_lds,@function
rtl_big_lds:
        s_endpgm
.Llds_end:
        .size   rtl_big_lds, .Llds_end-rtl_big_lds

        .globl  rtl_vgpr_over
        .p2align 8
        .type   rtl_vgpr_over,@function
rtl_vgpr_over:
        v_mov_b32 v1, v0
        v_mov_b32 v8, v0
        s_endpgm
.Lvgpr_over_end:
        .size   rtl_vgpr_over, .Lvgpr_over_end-rtl_vgpr_over

        .globl  rtl_lds_over
        .p2align 8
        .type   rtl_lds_over,@function
rtl_lds_over:
        v_lshlrev_b32 v1, 2, v0
        ds_write_b32 v1, v0
        ds_write_b32 v1, v0 offset:256
        s_waitcnt lgkmcnt(0)
        s_endpgm
.Llds_over_end:
        .size   rtl_lds_over, .Llds_over_end-rtl_lds_over

        .globl  rtl_lds_32k
        .p2align 8
        .type   rtl_lds_32k,@function
rtl_lds_32k:
        v_mov_b32 v1, 0x7ffc
        ds_write_b32 v1, v0
        s_waitcnt lgkmcnt(0)
        s_endpgm
.Llds_32k_end:
        .size   rtl_lds_32k, .Llds_32k_end-rtl_lds_32k

        .globl  rtl_wide
        .p2align 8
        .type   rtl_wide,@function
rtl_wide:
        s_endpgm
.Lwide_end:
        .size   rtl_wide, .Lwide_end-rtl_wide

        .rodata
        .p2align 6
        .amdhsa_kernel rtl_strap
          .amdhsa_next_free_vgpr 1
          .amdhsa_next_free_sgpr 1
          .amdhsa_accum_offset 4
          .amdhsa_reserve_vcc 0
          .amdhsa_reserve_flat_scratch 0
        .end_amdhsa_kernel

        .p2align 6
        .amdhsa_kernel rtl_flat_oob
          .amdhsa_kernarg_size 8
          .amdhsa_user_sgpr_kernarg_segment_ptr 1
          .amdhsa_next_free_vgpr 5
          .amdhsa_next_free_sgpr 4
          .amdhsa_accum_offset 8
          .amdhsa_reserve_vcc 1
          .amdhsa_reserve_flat_scratch 0
        .end_amdhsa_kernel

        .p2align 6
        .amdhsa_kernel rtl_big_vgprs
          .amdhsa_next_free_vgpr 512
          .amdhsa_next_free_sgpr 1
          .amdhsa_accum_offset 256
          .amdhsa_reserve_vcc 0
          .amdhsa_reserve_flat_scratch 0
        .end_amdhsa_kernel

        .p2align 6
        .amdhsa_kernel rtl_big_lds
          .amdhsa_group_segment_fixed_size 65536
          .amdhsa_kernarg_size 4
          .amdhsa_user_sgpr_kernarg_segment_ptr 1
          .amdhsa_next_free_vgpr 1
          .amdhsa_next_free_sgpr 2
          .amdhsa_accum_offset 4
          .amdhsa_reserve_vcc 0
          .amdhsa_reserve_flat_scratch 0
        .end_amdhsa_kernel

        .p2align 6
        .amdhsa_kernel rtl_vgpr_over
          .amdhsa_next_free_vgpr 8
          .amdhsa_next_free_sgpr 1
          .amdhsa_accum_offset 8
          .amdhsa_reserve_vcc 0
          .amdhsa_reserve_flat_scratch 0
        .end_amdhsa_kernel

        .p2align 6
        .amdhsa_kernel rtl_lds_over
          .amdhsa_group_segment_fixed_size 256
          .amdhsa_next_free_vgpr 2
          .amdhsa_next_free_sgpr 1
          .amdhsa_accum_offset 4
          .amdhsa_reserve_vcc 0
          .amdhsa_reserve_flat_scratch 0
        .end_amdhsa_kernel

        .p2align 6
        .amdhsa_kernel rtl_lds_32k
          .amdhsa_group_segment_fixed_size 32768
          .amdhsa_next_free_vgpr 2
          .amdhsa_next_free_sgpr 1
          .amdhsa_accum_offset 4
          .amdhsa_reserve_vcc 0
          .amdhsa_reserve_flat_scratch 0
        .end_amdhsa_kernel

        .p2align 6
        .amdhsa_kernel rtl_wide
          .amdhsa_next_free_vgpr 1
          .amdhsa_next_free_sgpr 1
          .amdhsa_accum_offset 4
          .amdhsa_reserve_vcc 0
          .amdhsa_reserve_flat_scratch 0
        .end_amdhsa_kernel

        .amdgpu_metadata
---
amdhsa.kernels:
  - .args:           []
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 4
    .kernarg_segment_size: 0
    .max_flat_workgroup_size: 64
    .name:           rtl_vgpr_over
    .private_segment_fixed_size: 0
    .sgpr_count:     1
    .symbol:         rtl_vgpr_over.kd
    .vgpr_count:     8
    .wavefront_size: 64
  - .args:           []
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 4
    .kernarg_segment_size: 0
    .max_flat_workgroup_size: 64
    .name:           rtl_lds_over
    .private_segment_fixed_size: 0
    .sgpr_count:     1
    .symbol:         rtl_lds_over.kd
    .vgpr_count:     2
    .wavefront_size: 64
  - .args:           []
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 4
    .kernarg_segment_size: 0
    .max_flat_workgroup_size: 64
    .name:           rtl_strap
    .private_segment_fixed_size: 0
    .sgpr_count:     1
    .symbol:         rtl_strap.kd
    .vgpr_count:     1
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 64
    .name:           rtl_flat_oob
    .private_segment_fixed_size: 0
    .sgpr_count:     6
    .symbol:         rtl_flat_oob.kd
    .vgpr_count:     5
    .wavefront_size: 64
  - .args:           []
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 4
    .kernarg_segment_size: 0
    .max_flat_workgroup_size: 1024
    .name:           rtl_big_vgprs
    .private_segment_fixed_size: 0
    .sgpr_count:     1
    .symbol:         rtl_big_vgprs.kd
    .vgpr_count:     256
    .agpr_count:     256
    .wavefront_size: 64
  - .args:
      - .address_space:  local
        .offset:         0
        .pointee_align:  4
        .size:           4
        .value_kind:     dynamic_shared_pointer
    .group_segment_fixed_size: 65536
    .kernarg_segment_align: 4
    .kernarg_segment_size: 4
    .max_flat_workgroup_size: 64
    .name:           rtl_big_lds
    .private_segment_fixed_size: 0
    .sgpr_count:     2
    .symbol:         rtl_big_lds.kd
    .vgpr_count:     1
    .wavefront_size: 64
  - .args:           []
    .group_segment_fixed_size: 32768
    .kernarg_segment_align: 4
    .kernarg_segment_size: 0
    .max_flat_workgroup_size: 64
    .name:           rtl_lds_32k
    .private_segment_fixed_size: 0
    .sgpr_count:     1
    .symbol:         rtl_lds_32k.kd
    .vgpr_count:     2
    .wavefront_size: 64
  - .args:           []
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 4
    .kernarg_segment_size: 0
    .max_flat_workgroup_size: 1024
    .name:           rtl_wide
    .private_segment_fixed_size: 0
    .sgpr_count:     1
    .symbol:         rtl_wide.kd
    .vgpr_count:     1
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
        .end_amdgpu_metadata
