// Microbenchmark kernels of `make bench-uarch` (scripts/bench_uarch.py,
// docs/performance.md): one loop kernel per measured rate or latency.
//
// Every kernel takes the same arguments: trips (u32, offset 0: the loop's
// trip count, so one code object runs at two counts and the difference of
// cycles over the difference of instructions is the rate), out (u32 per
// work-item, offset 8) and in (offset 16, read by the memory kernels).  Each
// stores one value per work-item that depends on what the loop computed, and
// the script checks it against its own arithmetic, so a kernel that runs
// wrong cannot pass for a fast one.
//
// Register plan, common to all: s[0:1] kernarg pointer, s2 workgroup id,
// s4 trips left, s[8:9] out, s[10:11] in; v0 work-item id in the group,
// v1 global id, v2 float(global id), v3 byte offset of out[global id];
// v8 up: the unrolled instructions' destinations.
//
// The loop of each kernel: BODY (the instructions measured, 16-32 of them,
// independent of each other unless the kernel is a dependent chain), then
// s_sub_u32 / s_cmp_lg_u32 / s_cbranch_scc1, plus the s_waitcnt the memory
// kernels need; scripts/bench_uarch.py knows both counts per trip and checks
// them against the instructions the runs retire.
        .amdgcn_target "amdgcn-amd-amdhsa--gfx90a"

// ---- building blocks ----

// Kernel entry: the arguments, the work-item's ids.
.macro bench_begin name
        .text
        .globl  \name
        .p2align 8
        .type   \name,@function
\name:
        s_load_dword s4, s[0:1], 0x0
        s_load_dwordx4 s[8:11], s[0:1], 0x8
        s_lshl_b32 s3, s2, 8                    // workgroups of 256 work-items at most
        v_add_u32 v1, s3, v0
        v_cvt_f32_u32 v2, v1
        v_lshlrev_b32 v3, 2, v1
        s_waitcnt lgkmcnt(0)
.endm

// The loop starts; zero trips skip it.
.macro loop_top name
        s_cmp_eq_u32 s4, 0
        s_cbranch_scc1 .L\name\()_done
.L\name\()_loop:
.endm

// The loop's own three SALU instructions per trip.
.macro loop_bottom name
        s_sub_u32 s4, s4, 1
        s_cmp_lg_u32 s4, 0
        s_cbranch_scc1 .L\name\()_loop
.L\name\()_done:
.endm

// out[global id] = v[vreg]; the end of the code.
.macro bench_end name, vreg
        global_store_dword v3, v[\vreg], s[8:9]
        s_endpgm
.L\name\()_end:
        .size   \name, .L\name\()_end-\name
.endm

// v[first .. first+count-1] = 0
.macro zero_vgprs first, count
        .set zk, 0
        .rept \count
        v_mov_b32 v[\first+zk], 0
        .set zk, zk+1
        .endr
.endm

// v[first] = v[first] OP v[first+width] OP ... for COUNT registers of WIDTH dwords.
.macro fold_vgprs op, first, count, width=1
        .set fk, 1
        .rept \count-1
        \op v[\first:\first+\width-1], v[\first:\first+\width-1], v[\first+fk*\width:\first+fk*\width+\width-1]
        .set fk, fk+1
        .endr
.endm

// Kernel descriptor and metadata note: the three arguments above, LDS bytes, and VGPRs in
// all (48 ArchVGPRs, then AccVGPRs up to vgprs).
.macro bench_descriptor name, lds, vgprs=48
        .rodata
        .p2align 6
        .amdhsa_kernel \name
          .amdhsa_group_segment_fixed_size \lds
          .amdhsa_private_segment_fixed_size 0
          .amdhsa_kernarg_size 24
          .amdhsa_user_sgpr_kernarg_segment_ptr 1
          .amdhsa_system_sgpr_workgroup_id_x 1
          .amdhsa_system_vgpr_workitem_id 0
          .amdhsa_next_free_vgpr \vgprs
          .amdhsa_next_free_sgpr 48
          .amdhsa_accum_offset 48
          .amdhsa_reserve_vcc 0
          .amdhsa_reserve_flat_scratch 0
        .end_amdhsa_kernel

        .amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .name:           trips
        .offset:         0
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .name:           out
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           in
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: \lds
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 256
    .name:           \name
    .private_segment_fixed_size: 0
    .sgpr_count:     48
    .symbol:         \name\().kd
    .vgpr_count:     \vgprs
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...
        .end_amdgpu_metadata
.endm

// ---- VALU throughput: 8 waves ----

// 32 independent v_fmac_f32 a trip; out = float(32 * trips * gid)
bench_begin fma_f32
        zero_vgprs 8, 32
loop_top fma_f32
        .set k, 0
        .rept 32
        v_fmac_f32 v[8+k], 1.0, v2
        .set k, k+1
        .endr
loop_bottom fma_f32
        fold_vgprs v_add_f32, 8, 32
bench_end fma_f32, 8
bench_descriptor fma_f32, 0

// 16 independent v_pk_fma_f32 a trip (two FMAs per lane each); out = float(32 * trips * gid)
bench_begin pk_fma_f32
        v_mov_b32 v4, v2
        v_mov_b32 v5, v2
        v_mov_b32 v6, 1.0
        v_mov_b32 v7, 1.0
        zero_vgprs 8, 32
loop_top pk_fma_f32
        .set k, 0
        .rept 16
        v_pk_fma_f32 v[8+2*k:9+2*k], v[4:5], v[6:7], v[8+2*k:9+2*k]
        .set k, k+1
        .endr
loop_bottom pk_fma_f32
        fold_vgprs v_add_f32, 8, 32
bench_end pk_fma_f32, 8
bench_descriptor pk_fma_f32, 0

// 16 independent v_fma_f64 a trip; out = float(16 * trips * gid)
bench_begin fma_f64
        v_cvt_f64_u32 v[4:5], v1
        zero_vgprs 8, 32
loop_top fma_f64
        .set k, 0
        .rept 16
        v_fma_f64 v[8+2*k:9+2*k], v[4:5], 1.0, v[8+2*k:9+2*k]
        .set k, k+1
        .endr
loop_bottom fma_f64
        fold_vgprs v_add_f64, 8, 16, 2
        v_cvt_f32_f64 v8, v[8:9]
bench_end fma_f64, 8
bench_descriptor fma_f64, 0

// 32 independent v_add_u32 a trip; out = 32 * trips * gid (mod 2^32)
bench_begin add_u32
        zero_vgprs 8, 32
loop_top add_u32
        .set k, 0
        .rept 32
        v_add_u32 v[8+k], v[8+k], v1
        .set k, k+1
        .endr
loop_bottom add_u32
        fold_vgprs v_add_u32, 8, 32
bench_end add_u32, 8
bench_descriptor add_u32, 0

// 16 independent v_exp_f32 a trip, of x = (gid & 7) - 4; out = 16 * 2^x
bench_begin exp_f32
        v_and_b32 v4, 7, v1
        v_cvt_f32_u32 v4, v4
        v_add_f32 v4, -4.0, v4
loop_top exp_f32
        .set k, 0
        .rept 16
        v_exp_f32 v[8+k], v4
        .set k, k+1
        .endr
loop_bottom exp_f32
        fold_vgprs v_add_f32, 8, 16
bench_end exp_f32, 8
bench_descriptor exp_f32, 0

// ---- the matrix core: 8 waves ----

// 16 v_mfma_f32_32x32x2f32 a trip, A = float(gid), B = 1.0, on four independent accumulators
// (a[0:15] .. a[48:63], each four times a trip).  D[i][j] gains A[i][0] + A[i][1] each time;
// lane l's a0 holds D[4 (l / 32)][l % 32] (../shared/reference/mfma.md), so out, the four
// accumulators' a0 summed, = float(16 * trips * (2 * (gid - gid % 64) + 8 (l / 32) + 32)).
bench_begin mfma_f32
        v_mov_b32 v4, 1.0
        .set ak, 0
        .rept 64
        v_accvgpr_write_b32 a[ak], 0
        .set ak, ak+1
        .endr
        loop_top mfma_f32
        .rept 4
        v_mfma_f32_32x32x2f32 a[0:15], v2, v4, a[0:15]
        v_mfma_f32_32x32x2f32 a[16:31], v2, v4, a[16:31]
        v_mfma_f32_32x32x2f32 a[32:47], v2, v4, a[32:47]
        v_mfma_f32_32x32x2f32 a[48:63], v2, v4, a[48:63]
        .endr
        loop_bottom mfma_f32
        s_nop 7                                 // 19 wait states before an AccVGPR read (docs/mfma.md)
        s_nop 7
        s_nop 2
        v_accvgpr_read_b32 v8, a0
        v_accvgpr_read_b32 v9, a16
        v_accvgpr_read_b32 v10, a32
        v_accvgpr_read_b32 v11, a48
        v_add_f32 v8, v8, v9
        v_add_f32 v10, v10, v11
        v_add_f32 v8, v8, v10
        bench_end mfma_f32, 8
bench_descriptor mfma_f32, 0, 112

// ---- dependent VALU chains: one wave ----

// 32 v_fmac_f32 a trip, each on the one before; out = float(32 * trips * gid)
bench_begin chain_f32
        v_mov_b32 v8, 0
loop_top chain_f32
        .rept 32
        v_fmac_f32 v8, 1.0, v2
        .endr
loop_bottom chain_f32
bench_end chain_f32, 8
bench_descriptor chain_f32, 0

// 32 v_add_u32 a trip, each on the one before; out = 32 * trips * gid
bench_begin chain_u32
        v_mov_b32 v8, 0
loop_top chain_u32
        .rept 32
        v_add_u32 v8, v8, v1
        .endr
loop_bottom chain_u32
bench_end chain_u32, 8
bench_descriptor chain_u32, 0

// ---- SALU throughput: 8 waves ----

// 32 independent s_add_u32 a trip; out = 32 * trips * (workgroup id + 1)
bench_begin salu
        s_add_u32 s5, s2, 1
        .set k, 0
        .rept 32
        s_mov_b32 s[16+k], 0
        .set k, k+1
        .endr
loop_top salu
        .set k, 0
        .rept 32
        s_add_u32 s[16+k], s[16+k], s5
        .set k, k+1
        .endr
loop_bottom salu
        .set k, 1
        .rept 31
        s_add_u32 s16, s16, s[16+k]
        .set k, k+1
        .endr
        v_mov_b32 v8, s16
bench_end salu, 8
bench_descriptor salu, 0

// ---- LDS and global memory throughput: 8 waves ----

// 16 ds_read_b32 a trip, lane i of a quarter-wave on bank i (no conflict): work-item t reads
// LDS dword t + 256 k (k = 0..15), which holds that index; at most 15 reads in flight
// (lgkmcnt's width) and at least 8.  out = the last trip's sum = 16 t + 30720.
bench_begin ds_read
        v_lshlrev_b32 v4, 2, v0
        v_mov_b32 v5, v0
        .set k, 0
        .rept 16
        ds_write_b32 v4, v5 offset:1024*k
        v_add_u32 v5, 0x100, v5
        .set k, k+1
        .endr
        zero_vgprs 8, 16
        s_waitcnt lgkmcnt(0)
loop_top ds_read
        .set k, 0
        .rept 2
        .rept 8
        ds_read_b32 v[8+k], v4 offset:1024*k
        .set k, k+1
        .endr
        s_waitcnt lgkmcnt(7)
        .endr
loop_bottom ds_read
        s_waitcnt lgkmcnt(0)
        fold_vgprs v_add_u32, 8, 16
bench_end ds_read, 8
bench_descriptor ds_read, 16384

// 16 coalesced global_load_dword a trip: lane l reads in[l + 64 k] (k = 0..15), 256
// consecutive bytes per instruction, every wave the same 4 KiB; out = the last trip's sum.
bench_begin global_load
        v_and_b32 v4, 63, v0
        v_lshlrev_b32 v4, 2, v4
        zero_vgprs 8, 16
loop_top global_load
        .set k, 0
        .rept 2
        .rept 8
        global_load_dword v[8+k], v4, s[10:11] offset:256*k
        .set k, k+1
        .endr
        s_waitcnt vmcnt(7)
        .endr
loop_bottom global_load
        s_waitcnt vmcnt(0)
        fold_vgprs v_add_u32, 8, 16
bench_end global_load, 8
bench_descriptor global_load, 0

// ---- memory latency: one wave, each load's address is the value the one before read ----

// 16 (ds_read_b32, s_waitcnt) a trip: LDS dword l holds its own byte address 4 l, so the
// loads chase in place; out = 4 l.
bench_begin ds_latency
        v_lshlrev_b32 v4, 2, v0
        ds_write_b32 v4, v4
        s_waitcnt lgkmcnt(0)
loop_top ds_latency
        .rept 16
        ds_read_b32 v4, v4
        s_waitcnt lgkmcnt(0)
        .endr
loop_bottom ds_latency
bench_end ds_latency, 4
bench_descriptor ds_latency, 256

// 16 (global_load_dword, s_waitcnt) a trip: in[l] must hold 4 l (the script writes it);
// out = 4 l.
bench_begin global_latency
        v_lshlrev_b32 v4, 2, v0
loop_top global_latency
        .rept 16
        global_load_dword v4, v4, s[10:11]
        s_waitcnt vmcnt(0)
        .endr
loop_bottom global_latency
bench_end global_latency, 4
bench_descriptor global_latency, 0
