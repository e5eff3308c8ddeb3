// A kernel of scalar instructions only (SOP1/SOP2/SOPC/SOPP: no memory, no
// vector unit), so it runs end to end on the first RTL slice.  Workgroup
// x counts the Collatz steps of 27 + x, then checks its count against the
// table below and stops with s_trap 2 when it differs: the run then fails
// on every backend.  scripts/kernel_tests.py (t_scalar_collatz) checks the
// table against its own Python computation and runs 4 workgroups.
// EXPECT 111 18 18 18
        .amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
        .text
        .globl  scalar_collatz
        .p2align 8
        .type   scalar_collatz,@function
scalar_collatz:
        s_add_u32 s1, s0, 27            // n = 27 + workgroup id x (s0)
        s_mov_b32 s2, 0                 // steps
.Lloop:
        s_cmp_eq_u32 s1, 1
        s_cbranch_scc1 .Ldone
        s_bitcmp1_b32 s1, 0
        s_cbranch_scc1 .Lodd
        s_lshr_b32 s1, s1, 1            // even: n / 2
        s_branch .Lnext
.Lodd:
        s_mul_i32 s1, s1, 3             // odd: 3n + 1
        s_add_u32 s1, s1, 1
.Lnext:
        s_add_u32 s2, s2, 1
        s_branch .Lloop
.Ldone:
        // the EXPECT table: workgroup 0 -> 111, 1..3 -> 18
        s_cmp_eq_u32 s0, 0
        s_cselect_b32 s3, 111, 18
        s_cmp_eq_u32 s2, s3
        s_cbranch_scc1 .Lok
        s_trap 2
.Lok:
        s_endpgm
.Lend:
        .size   scalar_collatz, .Lend-scalar_collatz

        .rodata
        .p2align 6
        .amdhsa_kernel scalar_collatz
          .amdhsa_group_segment_fixed_size 0
          .amdhsa_private_segment_fixed_size 0
          .amdhsa_kernarg_size 0
          .amdhsa_user_sgpr_kernarg_segment_ptr 0
          .amdhsa_system_sgpr_workgroup_id_x 1
          .amdhsa_system_vgpr_workitem_id 0
          .amdhsa_next_free_vgpr 1
          .amdhsa_next_free_sgpr 4
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
    .name:           scalar_collatz
    .private_segment_fixed_size: 0
    .sgpr_count:     4
    .symbol:         scalar_collatz.kd
    .vgpr_count:     1
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
        .end_amdgpu_metadata
