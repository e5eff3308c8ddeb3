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
// v8 up: the unrolled instructions' destinations; a0 up: the MFMA kernels' accumulators.
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

// a[0 .. count-1] = 0
.macro zero_accs count
        .set ak, 0
        .rept \count
        v_accvgpr_write_b32 a[ak], 0
        .set ak, ak+1
        .endr
.endm

// The loop body: 16 MFMAs INSN D, A, B, C on four independent accumulators of N AccVGPRs
// (a[0:N-1] .. a[3N:4N-1], each four times a trip), D = C.
.macro mfma_body insn, n, a, b
        .rept 4
        \insn a[0:\n-1], \a, \b, a[0:\n-1]
        \insn a[\n:2*\n-1], \a, \b, a[\n:2*\n-1]
        \insn a[2*\n:3*\n-1], \a, \b, a[2*\n:3*\n-1]
        \insn a[3*\n:4*\n-1], \a, \b, a[3*\n:4*\n-1]
        .endr
.endm

// The wait states before an AccVGPR read of a 16-pass MFMA's result (19, docs/mfma.md; 8-pass
// ones need fewer), then v8 = the sum (ADD) of the first AccVGPR of each accumulator of N.
.macro sum_accs n, add
        s_nop 7
        s_nop 7
        s_nop 2
        v_accvgpr_read_b32 v8, a0
        v_accvgpr_read_b32 v9, a[\n]
        v_accvgpr_read_b32 v10, a[2*\n]
        v_accvgpr_read_b32 v11, a[3*\n]
        \add v8, v8, v9
        \add v10, v10, v11
        \add v8, v8, v10
.endm

// v4 = float(lane), lane = the work-item's lane in its wave
.macro lane_f32
        v_and_b32 v4, 63, v0
        v_cvt_f32_u32 v4, v4
.endm

// The rest of a 32x32 kernel once A and B are set: accumulators of N AccVGPRs zeroed, the loop,
// out = the sum (ADD) of their first AccVGPRs; the descriptor with VGPRS (48 + 4 N: the metadata
// takes a number, not an expression).
.macro mfma_kernel name, insn, n, a, b, add, vgprs
        zero_accs 4*\n
        loop_top \name
        mfma_body \insn, \n, \a, \b
        loop_bottom \name
        sum_accs \n, \add
        bench_end \name, 8
bench_descriptor \name, 0, \vgprs
.endm

// 16 v_mfma_f32_32x32x2f32 a trip, A = float(gid), B = 1.0.  D[i][j] gains A[i][0] + A[i][1]
// each time; lane l's a0 holds D[4 (l / 32)][l % 32] (../shared/reference/mfma.md), so out, the
// four accumulators' a0 summed, = float(16 * trips * (2 * (gid - gid % 64) + 8 (l / 32) + 32)).
bench_begin mfma_f32
        v_mov_b32 v4, 1.0
        mfma_kernel mfma_f32, v_mfma_f32_32x32x2f32, 16, v2, v4, v_add_f32, 112

// 16 v_mfma_f32_32x32x8f16 a trip, every f16 of A = lane, B = 1.0: D[i][j] gains
// sum over k < 8 of A[i][k] = 4 i + 4 (32 + i) (A[i][k] is lane 32 (k / 4) + i's), so
// out = float(16 * trips * (32 (l / 32) + 128)).
bench_begin mfma_f16
        lane_f32
        v_cvt_pkrtz_f16_f32 v4, v4, v4
        v_mov_b32 v5, v4
        v_mov_b32 v6, 0x3c003c00                // 1.0, 1.0
        v_mov_b32 v7, v6
        mfma_kernel mfma_f16, v_mfma_f32_32x32x8f16, 16, v[4:5], v[6:7], v_add_f32, 112

// v_mfma_f32_32x32x8bf16_1k as mfma_f16, with bf16 (the high half of an f32)
bench_begin mfma_bf16
        lane_f32
        v_lshrrev_b32 v4, 16, v4
        v_lshl_or_b32 v4, v4, 16, v4
        v_mov_b32 v5, v4
        v_mov_b32 v6, 0x3f803f80                // 1.0, 1.0
        v_mov_b32 v7, v6
        mfma_kernel mfma_bf16, v_mfma_f32_32x32x8bf16_1k, 16, v[4:5], v[6:7], v_add_f32, 112

// v_mfma_i32_32x32x8i8 as mfma_f16, with int8 (four a dword); out = 16 * trips * (32 (l / 32) + 128)
bench_begin mfma_i8
        v_and_b32 v5, 63, v0
        v_mul_u32_u24 v4, 0x10101, v5           // (a 24-bit multiply: three bytes)
        v_lshl_or_b32 v4, v5, 24, v4
        v_mov_b32 v6, 0x01010101
        mfma_kernel mfma_i8, v_mfma_i32_32x32x8i8, 16, v4, v6, v_add_u32, 112

// 16 v_mfma_f64_16x16x4f64 a trip, A = double(lane), B = 1.0: D[i][j] gains sum over k < 4 of
// A[i][k] = 4 i + 96 (lane 16 k + i's); lane l's a[0:1] holds D[l / 16][l % 16], so
// out = float(16 * trips * (4 (l / 16) + 96)).
bench_begin mfma_f64
        v_and_b32 v4, 63, v0
        v_cvt_f64_u32 v[4:5], v4
        v_cvt_f64_u32 v[6:7], 1
        zero_accs 32
        loop_top mfma_f64
        mfma_body v_mfma_f64_16x16x4f64, 8, v[4:5], v[6:7]
        loop_bottom mfma_f64
        s_nop 7                                 // (sum_accs with pairs)
        s_nop 7
        s_nop 2
        v_accvgpr_read_b32 v8, a0
        v_accvgpr_read_b32 v9, a1
        v_accvgpr_read_b32 v10, a8
        v_accvgpr_read_b32 v11, a9
        v_add_f64 v[8:9], v[8:9], v[10:11]
        v_accvgpr_read_b32 v10, a16
        v_accvgpr_read_b32 v11, a17
        v_add_f64 v[8:9], v[8:9], v[10:11]
        v_accvgpr_read_b32 v10, a24
        v_accvgpr_read_b32 v11, a25
        v_add_f64 v[8:9], v[8:9], v[10:11]
        v_cvt_f32_f64 v8, v[8:9]
        bench_end mfma_f64, 8
bench_descriptor mfma_f64, 0, 80

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
