// gcn_cu: one gfx90a compute unit, the top of the RTL.  Its ports are the
// contract of docs/rtl-interfaces.md: init, instruction fetch, data memory,
// retirement, and constant cfg_*_o outputs the testbench checks against
// cmodel/gen/gcn_config.h.  This module only wires units together.
//
//   init -> gcn_init -> wavepool (PC, SCC, MODE, WAVE_INFO, START)
//                     -> sgpr file port B (slot clear, SGPR, EXEC), vgpr file port B (VGPR lanes)
//   wavepool -> gcn_fetch -> if_req / if_rsp -> wavepool instruction buffers (block RAM)
//   wavepool -> gcn_issue (a pick a cycle, gcn_decode, one instruction per unit)
//            -> gcn_salu (scalar, traps) | gcn_valu_array (a vector ALU per SIMD)
//             | gcn_lsu (SMEM, VMEM, FLAT; dm_*) | gcn_ds (DS; FLAT lanes in the LDS aperture)
//   units <-> sgpr file (read: SALU first, the others round robin, by grant;
//             port A), vgpr file (a read port and a port A per bank: the
//             bank's VALU, the LSU and DS round robin by grant)
//   gcn_lsu's return engine -> sgpr / vgpr file port B (shared with init)
//   units -> gcn_retire_grant -> gcn_retire -> rt_* (a channel per unit,
//            a VALU per SIMD);  units -> done -> wavepool, issue
//   wavepool, issue, units' handshakes and dones -> gcn_perf -> perf_* (profiler counters)
// Several units hold instructions (of different waves) at once.  Register
// writes on port A and the dones are tied to the acceptance of the unit's
// beat (a unit writes while it offers the beat that reports the write, and
// moves on only when that beat is taken), and gcn_retire_grant lets beats
// move together only when they use different ports: so each port A and the
// done channel have one user a cycle without an arbiter of their own.
module gcn_cu #(
  `include "gcn_config.vh"
  ,
  `include "gcn_isa.vh"
) (
  input  wire                 clk_i,
  input  wire                 rst_i,

  // configuration, constant
  output wire [31:0]          cfg_num_simd_o,
  output wire [31:0]          cfg_waves_per_simd_o,
  output wire [31:0]          cfg_lanes_per_simd_o,
  output wire [31:0]          cfg_sgprs_per_wave_o,
  output wire [31:0]          cfg_vgprs_o,
  output wire [31:0]          cfg_lds_bytes_o,
  output wire [31:0]          cfg_tag_w_o,

  // wave start
  output wire [NUM_WAVES-1:0] wave_free_o,
  input  wire                 init_valid_i,
  output wire                 init_ready_o,
  input  wire [WAVE_ID_W-1:0] init_wave_i,
  input  wire [2:0]           init_kind_i,
  input  wire [8:0]           init_index_i,
  input  wire [5:0]           init_lane_i,
  input  wire [63:0]          init_data_i,

  // instruction fetch
  output wire                 if_req_valid_o,
  input  wire                 if_req_ready_i,
  output wire [63:0]          if_req_addr_o,
  output wire [TAG_W-1:0]     if_req_tag_o,
  input  wire                 if_rsp_valid_i,
  output wire                 if_rsp_ready_o,
  input  wire [TAG_W-1:0]     if_rsp_tag_i,
  input  wire [63:0]          if_rsp_data_i,

  // data memory
  output wire                 dm_req_valid_o,
  input  wire                 dm_req_ready_i,
  output wire [TAG_W-1:0]     dm_req_tag_o,
  output wire [4:0]           dm_req_op_o,
  output wire [63:0]          dm_req_addr_o,
  output wire [15:0]          dm_req_be_o,
  output wire [127:0]         dm_req_wdata_o,
  input  wire                 dm_rsp_valid_i,
  output wire                 dm_rsp_ready_o,
  input  wire [TAG_W-1:0]     dm_rsp_tag_i,
  input  wire [127:0]         dm_rsp_rdata_i,
  input  wire                 dm_rsp_err_i,

  // retirement: RT_CH channels (channel c at slice c): 0 the SALU, 1..NUM_SIMD
  // the SIMDs' VALUs, then the LSU, its return engine, the DS unit
  output wire [RT_CH-1:0]           rt_valid_o,
  input  wire                       rt_ready_i,   // for every channel
  output wire [3*RT_CH-1:0]         rt_unit_o,    // the unit of the beat: SALU 0, VALU 1, LSU 2, LSU return 3, DS 4
  output wire [3*RT_CH-1:0]         rt_kind_o,
  output wire [WAVE_ID_W*RT_CH-1:0] rt_wave_o,
  output wire [64*RT_CH-1:0]        rt_pc_o,
  output wire [9*RT_CH-1:0]         rt_index_o,
  output wire [2*RT_CH-1:0]         rt_quarter_o,
  output wire [16*RT_CH-1:0]        rt_mask_o,
  output wire [512*RT_CH-1:0]       rt_data_o,
  output wire [RT_CH-1:0]           rt_last_o,    // the beat also ends its instruction (END folded in)
  output wire [RT_CH-1:0]           rt_first_o,   // the beat also starts it (INSN folded in: rt_words_o)
  output wire [98*RT_CH-1:0]        rt_words_o,   // a folded INSN's {nwords, words}

  // profiler counters (gcn_perf, docs/counters.md): read by index, combinational
  input  wire [PERF_SEL_W-1:0] perf_sel_i,
  output wire [PERF_CTR_W-1:0] perf_data_o
);
  assign cfg_num_simd_o       = NUM_SIMD;
  assign cfg_waves_per_simd_o = WAVES_PER_SIMD;
  assign cfg_lanes_per_simd_o = LANES_PER_SIMD;
  assign cfg_sgprs_per_wave_o = SGPRS_PER_WAVE;
  assign cfg_vgprs_o          = VGPRS;
  assign cfg_lds_bytes_o      = LDS_BYTES;
  assign cfg_tag_w_o          = TAG_W;

  // ---- init -> wavepool, register files ----
  wire                 ini_clear_valid;
  // (gcn_init holds the beats that must wait while the LDS zeroes or
  // preloads a starting workgroup's window)
  wire                 ini_ready;
  wire                 ds_lds_busy;
  // WAVE_INFO word 4 is SH_MEM_BASES, CU-wide (the LSU keeps it): taken at once
  // and word 5 the slot's private bytes per lane (the LSU's scratch range)
  wire                 ini_shm = init_valid_i && init_kind_i == 3'd5 && init_index_i == 9'd4;
  wire                 ini_spl = init_valid_i && init_kind_i == 3'd5 && init_index_i == 9'd5;
  assign init_ready_o = ini_shm || ini_spl || ini_ready;
  wire                 ini_alloc_valid;
  wire                 ini_pc_valid;
  wire                 ini_scc_valid;
  wire                 ini_mode_valid;
  wire                 ini_info_valid;
  wire [1:0]           ini_info_index;
  wire                 ini_start_valid;
  wire [WAVE_ID_W-1:0] ini_wave;
  wire [63:0]          ini_pc;
  wire                 ini_sgpr_valid;
  wire                 ini_sgpr_ready;
  wire                 ini_sgpr_64;
  wire [6:0]           ini_sgpr_code;
  wire [63:0]          ini_sgpr_data;
  wire                 ini_vgpr_valid;
  wire                 ini_vgpr_ready;
  wire                 vg_busy;
  wire [8:0]           ini_vgpr_reg;
  wire [1:0]           ini_vgpr_quarter;
  wire [15:0]          ini_vgpr_mask;
  wire [511:0]         ini_vgpr_data;

  gcn_init u_init (
    .init_valid_i    (init_valid_i && !ini_shm && !ini_spl),
    .init_ready_o    (ini_ready),
    .init_wave_i     (init_wave_i),
    .init_kind_i     (init_kind_i),
    .init_index_i    (init_index_i),
    .init_lane_i     (init_lane_i),
    .init_data_i     (init_data_i),
    .wave_free_i     (wave_free_o),
    .lds_busy_i      (ds_lds_busy),
    .clear_valid_o   (ini_clear_valid),
    .alloc_valid_o   (ini_alloc_valid),
    .pc_valid_o      (ini_pc_valid),
    .scc_valid_o     (ini_scc_valid),
    .mode_valid_o    (ini_mode_valid),
    .info_valid_o    (ini_info_valid),
    .info_index_o    (ini_info_index),
    .start_valid_o   (ini_start_valid),
    .wave_o          (ini_wave),
    .pc_o            (ini_pc),
    .sgpr_valid_o    (ini_sgpr_valid),
    .sgpr_ready_i    (ini_sgpr_ready),
    .sgpr_64_o       (ini_sgpr_64),
    .sgpr_code_o     (ini_sgpr_code),
    .sgpr_data_o     (ini_sgpr_data),
    .vgpr_valid_o    (ini_vgpr_valid),
    .vgpr_ready_i    (ini_vgpr_ready),
    .vgpr_busy_i     (vg_busy),
    .vgpr_reg_o      (ini_vgpr_reg),
    .vgpr_quarter_o  (ini_vgpr_quarter),
    .vgpr_mask_o     (ini_vgpr_mask),
    .vgpr_data_o     (ini_vgpr_data)
  );

  // ---- wavepool <-> fetch ----
  wire [NUM_WAVES-1:0] wp_need_fetch;
  wire                 fe_start_valid;
  wire [WAVE_ID_W-1:0] fe_start_wave;
  wire [63:0]          fe_start_pc;
  wire                 fe_rsp_valid;
  wire [WAVE_ID_W-1:0] fe_rsp_wave;
  wire [1:0]           fe_rsp_slot;
  wire [63:0]          fe_rsp_data;

  // ---- wavepool <-> issue ----
  // (four issue lanes, 0 SALU, 1 VALU, 2 LSU, 3 DS: slice l of each vector)
  wire [NUM_WAVES-1:0]   wp_ready;
  wire [3*NUM_WAVES-1:0] wp_cat;
  wire [3:0]             is_take_valid;
  wire [3:0]             is_untake;
  wire [4*WAVE_ID_W-1:0] is_take_wave;
  wire [4*128-1:0]       is_ibuf;
  wire [4*WAVE_ID_W-1:0] is_sel_wave;
  wire [4*64-1:0]        is_pc;
  wire [3:0]             is_scc;
  wire [4*32-1:0]        is_mode;
  wire [4*10-1:0]        is_accum;
  wire [4*17-1:0]        is_lds_base;
  wire [4*17-1:0]        is_lds_size;
  wire [3:0]             is_in_tg;

  // ---- units -> wavepool: done (each comes with the unit's END beat, which
  // the grant lets move from one unit a cycle: at most one done a cycle) ----
  wire                 sa_done, ls_done, ds_done;
  wire                 ls_safe, ds_safe;            // the unit's instruction can no longer trap
  wire [NUM_SIMD*VALU_SLOTS-1:0] va_safe;           // ... per slot of each SIMD's VALU
  wire [NUM_SIMD*VALU_SLOTS-1:0] va_sread;          // ... (VALU slot) still reads SGPRs
  wire                 is_salu_older;               // an older instruction of the SALU's wave is in flight
  wire [NUM_SIMD*VALU_SLOTS-1:0] va_done_v;         // the VALU slot that is done (one-hot)
  wire [47:0]          ls_fp, ds_fp;                // the VGPRs the LSU's / DS unit's instruction uses
  wire [3:0]           is_adv;
  wire [7:0]           is_adv_nwords;
  wire [WAVE_ID_W-1:0] sa_done_wave, va_done_wave, ls_done_wave, ds_done_wave;
  wire [63:0]          sa_done_pc, va_done_pc, ls_done_pc, ds_done_pc;
  wire                 sa_done_scc, va_done_scc, ls_done_scc, ds_done_scc;
  wire                 sa_done_end, va_done_end, ls_done_end, ds_done_end;
  wire                 sa_done_seq, va_done_seq, ls_done_seq, ds_done_seq;
  wire [1:0]           sa_done_nwords, va_done_nwords, ls_done_nwords, ds_done_nwords;
  wire [1:0]           sa_done_park;
  wire                 sa_done_mode_we;
  wire [31:0]          sa_done_mode;
  wire                 cm_valid  = sa_done || va_done || ls_done || ds_done;
  // the scoreboard (gcn_issue): a unit's instruction that is not serial ran
  // on while its wave went on; its done is the wave's only when it traps
  // (units: SALU 0, the slots of the SIMDs' VALUs 1..NUM_SIMD * VALU_SLOTS, LSU, DS)
  localparam int NVS = NUM_SIMD * VALU_SLOTS;
  wire [NVS+2:0]       is_unit_ser;
  wire                 va_done   = |va_done_v;
  wire                 cm_ser    = sa_done ? is_unit_ser[0] : va_done ? |(is_unit_ser[NVS:1] & va_done_v) :
                                   ls_done ? is_unit_ser[NVS + 1] : is_unit_ser[NVS + 2];
  wire [WAVE_ID_W-1:0] cm_wave   = sa_done ? sa_done_wave : va_done ? va_done_wave : ls_done ? ls_done_wave : ds_done_wave;
  wire [63:0]          cm_pc     = sa_done ? sa_done_pc : va_done ? va_done_pc : ls_done ? ls_done_pc : ds_done_pc;
  wire                 cm_scc    = sa_done ? sa_done_scc : va_done ? va_done_scc : ls_done ? ls_done_scc : ds_done_scc;
  wire                 cm_end    = sa_done ? sa_done_end : va_done ? va_done_end : ls_done ? ls_done_end : ds_done_end;
  wire                 cm_seq    = sa_done ? sa_done_seq : va_done ? va_done_seq : ls_done ? ls_done_seq : ds_done_seq;
  wire [1:0]           cm_nwords = sa_done ? sa_done_nwords : va_done ? va_done_nwords : ls_done ? ls_done_nwords : ds_done_nwords;

  gcn_wavepool u_wavepool (
    .clk_i           (clk_i),
    .rst_i           (rst_i),
    .wave_free_o     (wave_free_o),
    .alloc_valid_i   (ini_alloc_valid),
    .pc_valid_i      (ini_pc_valid),
    .scc_valid_i     (ini_scc_valid),
    .start_valid_i   (ini_start_valid),
    .init_wave_i     (ini_wave),
    .mode_valid_i    (ini_mode_valid),
    .info_valid_i    (ini_info_valid),
    .info_index_i    (ini_info_index),
    .init_pc_i       (ini_pc),
    .need_fetch_o    (wp_need_fetch),
    .fetch_valid_i   (fe_start_valid),
    .fetch_wave_i    (fe_start_wave),
    .fetch_pc_o      (fe_start_pc),
    .fill_valid_i    (fe_rsp_valid),
    .fill_wave_i     (fe_rsp_wave),
    .fill_slot_i     (fe_rsp_slot),
    .fill_data_i     (fe_rsp_data),
    .ready_o         (wp_ready),
    .cat_o           (wp_cat),
    .take_valid_i    (is_take_valid),
    .take_wave_i     (is_take_wave),
    .take_ibuf_o     (is_ibuf),
    .untake_valid_i  (is_untake),
    .adv_valid_i     (is_adv),
    .adv_nwords_i    (is_adv_nwords),
    .sel_wave_i      (is_sel_wave),
    .sel_pc_o        (is_pc),
    .sel_scc_o       (is_scc),
    .sel_mode_o      (is_mode),
    .sel_accum_o     (is_accum),
    .sel_lds_base_o  (is_lds_base),
    .sel_lds_size_o  (is_lds_size),
    .sel_in_tg_o     (is_in_tg),
    .done_valid_i    (cm_valid && (cm_ser || cm_end)),
    .done_wave_i     (cm_wave),
    .done_pc_i       (cm_pc),
    .done_scc_i      (cm_scc),
    .done_end_i      (cm_end),
    .done_seq_i      (cm_seq),
    .done_nwords_i   (cm_nwords),
    // only the SALU parks a wave (s_barrier) or writes MODE (s_setreg)
    .done_park_i     (sa_done ? sa_done_park : 2'd0),
    .done_wait_i     (16'd0),
    .done_mode_we_i  (sa_done && sa_done_mode_we),
    .done_mode_i     (sa_done_mode)
  );

  gcn_fetch u_fetch (
    .clk_i           (clk_i),
    .rst_i           (rst_i),
    .need_i          (wp_need_fetch),
    .start_valid_o   (fe_start_valid),
    .start_wave_o    (fe_start_wave),
    .start_pc_i      (fe_start_pc),
    .if_req_valid_o  (if_req_valid_o),
    .if_req_ready_i  (if_req_ready_i),
    .if_req_addr_o   (if_req_addr_o),
    .if_req_tag_o    (if_req_tag_o),
    .if_rsp_valid_i  (if_rsp_valid_i),
    .if_rsp_ready_o  (if_rsp_ready_o),
    .if_rsp_tag_i    (if_rsp_tag_i),
    .if_rsp_data_i   (if_rsp_data_i),
    .fill_valid_o    (fe_rsp_valid),
    .fill_wave_o     (fe_rsp_wave),
    .fill_slot_o     (fe_rsp_slot),
    .fill_data_o     (fe_rsp_data)
  );

  // vmcnt / lgkmcnt of every wave (gcn_lsu) for s_waitcnt (SALU, issue)
  wire [6*NUM_WAVES-1:0] ls_vmcnt;
  wire [4*NUM_WAVES-1:0] ls_lgkmcnt;

  // ---- issue: a packet per unit (lane l: slice l of each pk_ vector) ----
  wire                   sa_valid, sa_ready, va_valid, va_ready, ls_valid, ls_ready, ds_valid, ds_ready;
  wire [4*WAVE_ID_W-1:0] pk_wave;
  wire [4*64-1:0]        pk_pc;
  wire [4*96-1:0]        pk_words;
  wire [4*2-1:0]         pk_nwords;
  wire [4*OP_ID_W-1:0]   pk_op;
  wire [4*FAM_W-1:0]     pk_fam;
  wire [3:0]             pk_scc;
  wire [4*32-1:0]        pk_mode;
  wire [4*10-1:0]        pk_accum;
  wire [11:0]            pk_gidx;    // VALU: GPR indexing (gcn_issue)
  wire [VALU_SLOT_W-1:0] pk_vslot;    // VALU: the slot of its SIMD's VALU it goes to (gcn_issue)
  wire [NUM_SIMD-1:0]    va_free_nx;  // per SIMD: its VALU takes a packet after this cycle
  wire [12*NUM_WAVES-1:0] sg_gidx;   // each wave's M0 indexing fields (gcn_sgpr_file)
  wire [4*17-1:0]        pk_lds_base;
  wire [4*17-1:0]        pk_lds_size;
  wire                   pk_in_tg;
  wire                 dec_trap;
  wire                 dec_skip;
  wire [1:0]           dec_cause;
  wire [VOP_W-1:0]     dec_vop;
  wire [6:0]           dec_sdst;
  wire [7:0]           dec_ssrc0;
  wire [7:0]           dec_ssrc1;
  wire [15:0]          dec_simm16;
  wire [31:0]          dec_literal;
  wire                 dec_dst_64;
  wire                 dec_src0_64;
  wire [1:0]           dec_src0_kind;
  wire                 dec_src1_64;
  wire [1:0]           dec_src1_kind;
  wire                 dec_src0, dec_src1;
  wire [NUM_WAVES-1:0] is_dep;     // waves waiting for a dependency (gcn_perf)

  gcn_issue u_issue (
    .clk_i           (clk_i),
    .rst_i           (rst_i),
    .start_valid_i   (ini_start_valid),
    .start_wave_i    (ini_wave),
    .ready_waves_i   (wp_ready),
    .cat_i           (wp_cat),
    .take_valid_o    (is_take_valid),
    .take_wave_o     (is_take_wave),
    .take_ibuf_i     (is_ibuf),
    .untake_valid_o  (is_untake),
    .sel_wave_o      (is_sel_wave),
    .sel_pc_i        (is_pc),
    .sel_scc_i       (is_scc),
    .sel_mode_i      (is_mode),
    .sel_accum_i     (is_accum),
    .gidx_i          (sg_gidx),
    .sel_lds_base_i  (is_lds_base),
    .sel_lds_size_i  (is_lds_size),
    .sel_in_tg_i     (is_in_tg),
    .vmcnt_i         (ls_vmcnt),
    .lgkmcnt_i       (ls_lgkmcnt),
    .salu_valid_o    (sa_valid),
    .salu_ready_i    (sa_ready),
    .valu_valid_o    (va_valid),
    .valu_ready_i    (va_ready),
    .valu_free_nx_i  (va_free_nx),
    .lsu_valid_o     (ls_valid),
    .lsu_ready_i     (ls_ready),
    .ds_valid_o      (ds_valid),
    .ds_ready_i      (ds_ready),
    .pkt_wave_o      (pk_wave),
    .pkt_pc_o        (pk_pc),
    .pkt_words_o     (pk_words),
    .pkt_nwords_o    (pk_nwords),
    .pkt_op_o        (pk_op),
    .pkt_fam_o       (pk_fam),
    .pkt_scc_o       (pk_scc),
    .pkt_mode_o      (pk_mode),
    .pkt_accum_o     (pk_accum),
    .pkt_gidx_o      (pk_gidx),
    .pkt_vslot_o     (pk_vslot),
    .pkt_lds_base_o  (pk_lds_base),
    .pkt_lds_size_o  (pk_lds_size),
    .pkt_in_tg_o     (pk_in_tg),
    .dec_trap_o      (dec_trap),
    .dec_skip_o      (dec_skip),
    .dec_cause_o     (dec_cause),
    .dec_vop_o       (dec_vop),
    .dec_sdst_o      (dec_sdst),
    .dec_ssrc0_o     (dec_ssrc0),
    .dec_ssrc1_o     (dec_ssrc1),
    .dec_simm16_o    (dec_simm16),
    .dec_literal_o   (dec_literal),
    .dec_dst_64_o    (dec_dst_64),
    .dec_src0_64_o   (dec_src0_64),
    .dec_src0_kind_o (dec_src0_kind),
    .dec_src1_64_o   (dec_src1_64),
    .dec_src1_kind_o (dec_src1_kind),
    .dec_src0_o      (dec_src0),
    .dec_src1_o      (dec_src1),
    .done_i          ({ds_done, ls_done, va_done_v, sa_done}),
    .done_end_i      (cm_end),
    .safe_i          ({ds_safe, ls_safe, va_safe, 1'b0}),
    .sread_i         ({2'b00, va_sread, 1'b0}),
    .fp_lsu_i        (ls_fp),
    .fp_ds_i         (ds_fp),
    .adv_valid_o     (is_adv),
    .adv_nwords_o    (is_adv_nwords),
    .unit_ser_o      (is_unit_ser),
    .dep_o           (is_dep),
    .salu_older_o    (is_salu_older)
  );
  // packet fields a unit does not take (MODE: SALU and VALU; accum: VALU,
  // LSU, DS; LDS window: LSU, DS, and its size for the SALU; the family: the
  // LSU's and DS's op tables know it from the op)
  wire unused_pkt = &{1'b0, pk_fam[FAM_W*2 +: 2*FAM_W], pk_mode[32*2 +: 64], pk_accum[0 +: 10],
                      pk_lds_base[0 +: 34], pk_lds_size[17*1 +: 17]};

  // ---- register file ports ----
  // Read ports: every unit may read in the same cycle; a grant says whose
  // read is done (data the next cycle, to all: the granted unit takes it).
  // Write port A: enables gated by the unit's beat being taken (see above),
  // so at most one is high: the muxes pick by enable.
  wire                 sa_sg_re, va_sg_re, ls_sg_re, ds_sg_re;
  wire [WAVE_ID_W-1:0] sa_sg_rwave, va_sg_rwave, ls_sg_rwave, ds_sg_rwave;
  wire [6:0]           sa_sg_rcode, va_sg_rcode, ls_sg_rcode, ds_sg_rcode;
  wire [63:0]          sg_rdata;
  wire                 sa_sg_we_lo, sa_sg_we_hi, va_sg_we_lo, va_sg_we_hi, ls_sg_we_lo, ls_sg_we_hi;
  wire [WAVE_ID_W-1:0] sa_sg_wwave, va_sg_wwave, ls_sg_wwave;
  wire [6:0]           sa_sg_wcode, va_sg_wcode, ls_sg_wcode;
  wire [63:0]          sa_sg_wdata, va_sg_wdata, ls_sg_wdata;
  wire [2:0]           sg_gnt;
  wire [63:0]            ls_shm;     // SH_MEM_BASES (aperture operands)

  // ---- beats: a channel per source (SALU, the VALUs, LSU, return engine, DS) ----
  localparam int CH_LSU = NUM_SIMD + 1, CH_RET = NUM_SIMD + 2, CH_DS = NUM_SIMD + 3;
  wire [RT_CH-1:0]     bt_valid;
  wire [RT_CH-1:0]     bt_ready;
  // SGPR port A: a unit's write goes in the cycle its beat is taken (the
  // SALU and the LSU offer theirs with the beat and repeat it until then;
  // the VALUs already write on their beats' acceptance)
  wire                 sa_wlo = sa_sg_we_lo && bt_ready[0];
  wire                 sa_whi = sa_sg_we_hi && bt_ready[0];
  wire                 va_wlo = va_sg_we_lo;
  wire                 va_whi = va_sg_we_hi;
  wire                 ls_wlo = ls_sg_we_lo && bt_ready[CH_LSU];
  wire                 ls_whi = ls_sg_we_hi && bt_ready[CH_LSU];
  wire                 sa_we  = sa_wlo || sa_whi;
  wire                 va_we  = va_wlo || va_whi;
  wire [2:0]           sa_bt_kind, ls_bt_kind, lt_bt_kind, ds_bt_kind;
  wire                 ds_bt_last;
  wire [WAVE_ID_W-1:0] sa_bt_wave, ls_bt_wave, lt_bt_wave, ds_bt_wave;
  wire [63:0]          sa_bt_pc, ls_bt_pc, ds_bt_pc;
  wire [8:0]           sa_bt_index, ls_bt_index, lt_bt_index, ds_bt_index;
  wire [127:0]         sa_bt_data;
  wire                 sa_bt_last;
  wire [1:0]           ls_bt_quarter, lt_bt_quarter, ds_bt_quarter;
  wire [15:0]          ls_bt_mask, lt_bt_mask, ds_bt_mask;
  wire [511:0]         ls_bt_data, lt_bt_data, ds_bt_data;
  // the VALUs' channels, VALU s at slice s
  wire [3*NUM_SIMD-1:0]         va_bt_kind;
  wire [WAVE_ID_W*NUM_SIMD-1:0] va_bt_wave;
  wire [64*NUM_SIMD-1:0]        va_bt_pc;
  wire [9*NUM_SIMD-1:0]         va_bt_index;
  wire [2*NUM_SIMD-1:0]         va_bt_quarter;
  wire [16*NUM_SIMD-1:0]        va_bt_mask;
  wire [512*NUM_SIMD-1:0]       va_bt_data;
  wire [NUM_SIMD-1:0]           va_bt_last;
  wire [NUM_SIMD-1:0]           va_bt_first;
  wire [98*NUM_SIMD-1:0]        va_bt_words;

  gcn_salu u_salu (
    .clk_i           (clk_i),
    .rst_i           (rst_i),
    .valid_i         (sa_valid),
    .ready_o         (sa_ready),
    .wave_i          (pk_wave[0*WAVE_ID_W +: WAVE_ID_W]),
    .pc_i            (pk_pc[64*0 +: 64]),
    .words_i         (pk_words[96*0 +: 96]),
    .scc_i           (pk_scc[0]),
    .dec_trap_i      (dec_trap),
    .dec_skip_i      (dec_skip),
    .dec_cause_i     (dec_cause),
    .dec_nwords_i    (pk_nwords[2*0 +: 2]),
    .dec_op_i        (pk_op[OP_ID_W*0 +: OP_ID_W]),
    .dec_fam_i       (pk_fam[FAM_W*0 +: FAM_W]),
    .dec_sdst_i      (dec_sdst),
    .dec_ssrc0_i     (dec_ssrc0),
    .dec_ssrc1_i     (dec_ssrc1),
    .dec_simm16_i    (dec_simm16),
    .dec_literal_i   (dec_literal),
    .mode_i          (pk_mode[32*0 +: 32]),
    .lds_size_i      (pk_lds_size[17*0 +: 17]),
    .in_tg_i         (pk_in_tg),
    .shm_i           (ls_shm),
    .alloc_valid_i   (ini_alloc_valid),
    .info_valid_i    (ini_info_valid),
    .info_index_i    (ini_info_index),
    .info_wave_i     (ini_wave),
    .info_data_i     (ini_pc),
    .dec_dst_64_i    (dec_dst_64),
    .dec_src0_64_i   (dec_src0_64),
    .dec_src0_kind_i (dec_src0_kind),
    .dec_src1_64_i   (dec_src1_64),
    .dec_src1_kind_i (dec_src1_kind),
    .dec_src0_i      (dec_src0),
    .dec_src1_i      (dec_src1),
    .sgpr_re_o       (sa_sg_re),
    .sgpr_rwave_o    (sa_sg_rwave),
    .sgpr_rcode_o    (sa_sg_rcode),
    .sgpr_rdata_i    (sg_rdata),
    .sgpr_we_lo_o    (sa_sg_we_lo),
    .sgpr_we_hi_o    (sa_sg_we_hi),
    .sgpr_wwave_o    (sa_sg_wwave),
    .sgpr_wcode_o    (sa_sg_wcode),
    .sgpr_wdata_o    (sa_sg_wdata),
    .vmcnt_i         (ls_vmcnt),
    .lgkmcnt_i       (ls_lgkmcnt),
    .beat_valid_o    (bt_valid[0]),
    .beat_ready_i    (bt_ready[0]),
    .beat_kind_o     (sa_bt_kind),
    .beat_wave_o     (sa_bt_wave),
    .beat_pc_o       (sa_bt_pc),
    .beat_index_o    (sa_bt_index),
    .beat_data_o     (sa_bt_data),
    .beat_last_o     (sa_bt_last),
    .done_valid_o    (sa_done),
    .done_wave_o     (sa_done_wave),
    .done_pc_o       (sa_done_pc),
    .done_scc_o      (sa_done_scc),
    .done_end_o      (sa_done_end),
    .done_seq_o      (sa_done_seq),
    .done_nwords_o   (sa_done_nwords),
    .done_park_o     (sa_done_park),
    .done_mode_we_o  (sa_done_mode_we),
    .done_mode_o     (sa_done_mode),
    .older_i         (is_salu_older)
  );

  // VGPR file: the VALU of SIMD s uses bank s's ports (slice s), the LSU
  // and DS the ports of their wave's bank
  localparam int L = LANES_PER_SIMD;
  wire [NUM_SIMD-1:0]           va_vg_re, va_vg_gnt;
  wire [WAVE_ID_W*NUM_SIMD-1:0] va_vg_rwave;
  wire [9*NUM_SIMD-1:0]         va_vg_rreg;
  wire [PASS_W*NUM_SIMD-1:0]    va_vg_rquarter;
  wire                          ls_vg_re, ds_vg_re, ls_vg_gnt, ds_vg_gnt;
  wire [WAVE_ID_W-1:0]          ls_vg_rwave, ds_vg_rwave;
  wire [8:0]                    ls_vg_rreg, ds_vg_rreg;
  // the VALU and DS read a pass (LANES_PER_SIMD lanes), the LSU a
  // quarter-wave (16 lanes; the pass holding its first lane is asked for)
  wire [PASS_W-1:0]             ds_vg_rquarter;
  wire [1:0]                    ls_vg_rquarter;
  wire [32*L*NUM_SIMD-1:0]      vg_rdata;
  wire [512*NUM_SIMD-1:0]       vg_rquad;
  wire [32*WAVE_SIZE*NUM_SIMD-1:0] vg_rrow;
  wire [511:0]                  ls_vg_rquad;   // the LSU's and DS's data, from the bank they read
  wire [32*L-1:0]               ds_vg_rdata;
  wire [32*WAVE_SIZE-1:0]       ds_vg_rrow;
  // write port A of bank s: VALU s or the DS unit, each on its beat's
  // acceptance (gcn_retire_grant: never both in a cycle)
  wire [NUM_SIMD-1:0]           va_vg_we;
  wire [WAVE_ID_W*NUM_SIMD-1:0] va_vg_wwave;
  wire [9*NUM_SIMD-1:0]         va_vg_wreg;
  wire [PASS_W*NUM_SIMD-1:0]    va_vg_wquarter;
  wire [L*NUM_SIMD-1:0]         va_vg_wmask;
  wire [32*L*NUM_SIMD-1:0]      va_vg_wdata;
  wire                          ds_vg_we;
  wire [WAVE_ID_W-1:0]          ds_vg_wwave;
  wire [8:0]                    ds_vg_wreg;
  wire [PASS_W-1:0]             ds_vg_wquarter;
  wire [L-1:0]                  ds_vg_wmask;
  wire [32*L-1:0]               ds_vg_wdata;

  gcn_valu_array u_valu (
    .clk_i           (clk_i),
    .rst_i           (rst_i),
    .valid_i         (va_valid),
    .ready_o         (va_ready),
    .free_nx_o       (va_free_nx),
    .slot_i          (pk_vslot),
    .wave_i          (pk_wave[1*WAVE_ID_W +: WAVE_ID_W]),
    .pc_i            (pk_pc[64*1 +: 64]),
    .words_i         (pk_words[96*1 +: 96]),
    .nwords_i        (pk_nwords[2*1 +: 2]),
    .op_i            (pk_op[OP_ID_W*1 +: OP_ID_W]),
    .fam_i           (pk_fam[FAM_W*1 +: FAM_W]),
    .scc_i           (pk_scc[1]),
    .mode_i          (pk_mode[32*1 +: 32]),
    .accum_i         (pk_accum[10*1 +: 10]),
    .gidx_i          (pk_gidx),
    .vop_i           (dec_vop),
    .shm_i           (ls_shm),
    .sgpr_re_o       (va_sg_re),
    .sgpr_rwave_o    (va_sg_rwave),
    .sgpr_rcode_o    (va_sg_rcode),
    .sgpr_rdata_i    (sg_rdata),
    .sgpr_gnt_i      (sg_gnt[0]),
    .sgpr_we_lo_o    (va_sg_we_lo),
    .sgpr_we_hi_o    (va_sg_we_hi),
    .sgpr_wwave_o    (va_sg_wwave),
    .sgpr_wcode_o    (va_sg_wcode),
    .sgpr_wdata_o    (va_sg_wdata),
    .vgpr_re_o       (va_vg_re),
    .vgpr_rwave_o    (va_vg_rwave),
    .vgpr_rreg_o     (va_vg_rreg),
    .vgpr_rquarter_o (va_vg_rquarter),
    .vgpr_rdata_i    (vg_rdata),
    .vgpr_rrow_i     (vg_rrow),
    .vgpr_gnt_i      (va_vg_gnt),
    .vgpr_we_o       (va_vg_we),
    .vgpr_wwave_o    (va_vg_wwave),
    .vgpr_wreg_o     (va_vg_wreg),
    .vgpr_wquarter_o (va_vg_wquarter),
    .vgpr_wmask_o    (va_vg_wmask),
    .vgpr_wdata_o    (va_vg_wdata),
    .beat_valid_o    (bt_valid[1 +: NUM_SIMD]),
    .beat_ready_i    (bt_ready[1 +: NUM_SIMD]),
    .beat_kind_o     (va_bt_kind),
    .beat_wave_o     (va_bt_wave),
    .beat_pc_o       (va_bt_pc),
    .beat_index_o    (va_bt_index),
    .beat_quarter_o  (va_bt_quarter),
    .beat_mask_o     (va_bt_mask),
    .beat_data_o     (va_bt_data),
    .beat_last_o     (va_bt_last),
    .beat_first_o    (va_bt_first),
    .beat_words_o    (va_bt_words),
    .done_v_o        (va_done_v),
    .done_wave_o     (va_done_wave),
    .done_pc_o       (va_done_pc),
    .done_seq_o      (va_done_seq),
    .done_nwords_o   (va_done_nwords),
    .done_scc_o      (va_done_scc),
    .done_end_o      (va_done_end),
    .safe_o          (va_safe),
    .sread_o         (va_sread)
  );

  // ---- LSU: SMEM, VMEM, FLAT; its return engine writes port B ----
  wire                         ls_sgb_we, ls_sgb_ready;
  wire [WAVE_ID_W-1:0]         ls_sgb_wave;
  wire [6:0]                   ls_sgb_code;
  wire [63:0]                  ls_sgb_data;
  wire                         ls_vgb_we, ls_vgb_ready;
  wire [WAVE_ID_W-1:0]         ls_vgb_wave;
  wire [8:0]                   ls_vgb_reg;
  wire [1:0]                   ls_vgb_quarter;
  wire [15:0]                  ls_vgb_mask;
  wire [511:0]                 ls_vgb_data;
  wire                         sg_b_ready, vg_b_ready;
  // FLAT lanes in the shared aperture: gcn_lsu -> gcn_ds (the LDS)
  wire                         fl_valid, fl_ready, fl_rd, fl_wr, fl_done, fl_inr;
  wire [16:0]                  fl_base, fl_size;
  wire [31:0]                  fl_off;
  wire [4:0]                   fl_nb, fl_atop;
  wire [127:0]                 fl_data, fl_rdata, fl_wval;

  gcn_lsu u_lsu (
    .clk_i             (clk_i),
    .rst_i             (rst_i),
    .pkt_valid_i       (ls_valid),
    .pkt_ready_o       (ls_ready),
    .pkt_wave_i        (pk_wave[2*WAVE_ID_W +: WAVE_ID_W]),
    .pkt_pc_i          (pk_pc[64*2 +: 64]),
    .pkt_words_i       (pk_words[96*2 +: 96]),
    .pkt_nwords_i      (pk_nwords[2*2 +: 2]),
    .pkt_op_i          (pk_op[OP_ID_W*2 +: OP_ID_W]),
    .pkt_scc_i         (pk_scc[2]),
    .pkt_accum_i       (pk_accum[10*2 +: 10]),
    .pkt_lds_base_i    (pk_lds_base[17*2 +: 17]),
    .pkt_lds_size_i    (pk_lds_size[17*2 +: 17]),
    .shm_we_i          (ini_shm),
    .shm_data_i        (init_data_i),
    .shm_o             (ls_shm),
    .spl_we_i          (ini_spl),
    .spl_wave_i        (init_wave_i),
    .spl_data_i        (init_data_i[31:0]),
    .fl_valid_o        (fl_valid),
    .fl_ready_i        (fl_ready),
    .fl_base_o         (fl_base),
    .fl_size_o         (fl_size),
    .fl_off_o          (fl_off),
    .fl_nb_o           (fl_nb),
    .fl_rd_o           (fl_rd),
    .fl_wr_o           (fl_wr),
    .fl_atop_o         (fl_atop),
    .fl_data_o         (fl_data),
    .fl_done_i         (fl_done),
    .fl_inr_i          (fl_inr),
    .fl_rdata_i        (fl_rdata),
    .fl_wval_i         (fl_wval),
    .sgpr_re_o         (ls_sg_re),
    .sgpr_rwave_o      (ls_sg_rwave),
    .sgpr_rcode_o      (ls_sg_rcode),
    .sgpr_rdata_i      (sg_rdata),
    .sgpr_gnt_i        (sg_gnt[1]),
    .sgpr_we_lo_o      (ls_sg_we_lo),
    .sgpr_we_hi_o      (ls_sg_we_hi),
    .sgpr_wwave_o      (ls_sg_wwave),
    .sgpr_wcode_o      (ls_sg_wcode),
    .sgpr_wdata_o      (ls_sg_wdata),
    .sgpr_b_we_o       (ls_sgb_we),
    .sgpr_b_wwave_o    (ls_sgb_wave),
    .sgpr_b_wcode_o    (ls_sgb_code),
    .sgpr_b_wdata_o    (ls_sgb_data),
    .sgpr_b_ready_i    (ls_sgb_ready),
    .vgpr_re_o         (ls_vg_re),
    .vgpr_rwave_o      (ls_vg_rwave),
    .vgpr_rreg_o       (ls_vg_rreg),
    .vgpr_rquarter_o   (ls_vg_rquarter),
    .vgpr_rdata_i      (ls_vg_rquad),
    .vgpr_gnt_i        (ls_vg_gnt),
    .vgpr_b_we_o       (ls_vgb_we),
    .vgpr_b_wwave_o    (ls_vgb_wave),
    .vgpr_b_wreg_o     (ls_vgb_reg),
    .vgpr_b_wquarter_o (ls_vgb_quarter),
    .vgpr_b_wmask_o    (ls_vgb_mask),
    .vgpr_b_wdata_o    (ls_vgb_data),
    .vgpr_b_ready_i    (ls_vgb_ready),
    .beat_valid_o      (bt_valid[CH_LSU]),
    .beat_ready_i      (bt_ready[CH_LSU]),
    .beat_kind_o       (ls_bt_kind),
    .beat_wave_o       (ls_bt_wave),
    .beat_pc_o         (ls_bt_pc),
    .beat_index_o      (ls_bt_index),
    .beat_quarter_o    (ls_bt_quarter),
    .beat_mask_o       (ls_bt_mask),
    .beat_data_o       (ls_bt_data),
    .late_valid_o      (bt_valid[CH_RET]),
    .late_ready_i      (bt_ready[CH_RET]),
    .late_kind_o       (lt_bt_kind),
    .late_wave_o       (lt_bt_wave),
    .late_index_o      (lt_bt_index),
    .late_quarter_o    (lt_bt_quarter),
    .late_mask_o       (lt_bt_mask),
    .late_data_o       (lt_bt_data),
    .done_valid_o      (ls_done),
    .done_wave_o       (ls_done_wave),
    .done_pc_o         (ls_done_pc),
    .done_seq_o        (ls_done_seq),
    .done_nwords_o     (ls_done_nwords),
    .done_scc_o        (ls_done_scc),
    .done_end_o        (ls_done_end),
    .safe_o            (ls_safe),
    .fp_o              (ls_fp),
    .dm_req_valid_o    (dm_req_valid_o),
    .dm_req_ready_i    (dm_req_ready_i),
    .dm_req_tag_o      (dm_req_tag_o),
    .dm_req_op_o       (dm_req_op_o),
    .dm_req_addr_o     (dm_req_addr_o),
    .dm_req_be_o       (dm_req_be_o),
    .dm_req_wdata_o    (dm_req_wdata_o),
    .dm_rsp_valid_i    (dm_rsp_valid_i),
    .dm_rsp_ready_o    (dm_rsp_ready_o),
    .dm_rsp_tag_i      (dm_rsp_tag_i),
    .dm_rsp_rdata_i    (dm_rsp_rdata_i),
    .dm_rsp_err_i      (dm_rsp_err_i),
    .vmcnt_o           (ls_vmcnt),
    .lgkmcnt_o         (ls_lgkmcnt)
  );

  // ---- DS: LDS instructions ----
  wire                         ds_conflict;   // a bank-conflict cycle (gcn_perf)
  gcn_ds u_ds (
    .clk_i           (clk_i),
    .rst_i           (rst_i),
    .valid_i         (ds_valid),
    .ready_o         (ds_ready),
    .wave_i          (pk_wave[3*WAVE_ID_W +: WAVE_ID_W]),
    .pc_i            (pk_pc[64*3 +: 64]),
    .words_i         (pk_words[96*3 +: 96]),
    .nwords_i        (pk_nwords[2*3 +: 2]),
    .op_i            (pk_op[OP_ID_W*3 +: OP_ID_W]),
    .scc_i           (pk_scc[3]),
    .accum_i         (pk_accum[10*3 +: 10]),
    .lds_base_i      (pk_lds_base[17*3 +: 17]),
    .lds_size_i      (pk_lds_size[17*3 +: 17]),
    .info_valid_i    (ini_info_valid),
    .info_index_i    (ini_info_index),
    .info_wave_i     (ini_wave),
    .info_data_i     (ini_pc),
    .lds_busy_o      (ds_lds_busy),
    .sgpr_re_o       (ds_sg_re),
    .sgpr_rwave_o    (ds_sg_rwave),
    .sgpr_rcode_o    (ds_sg_rcode),
    .sgpr_rdata_i    (sg_rdata),
    .sgpr_gnt_i      (sg_gnt[2]),
    .vgpr_re_o       (ds_vg_re),
    .vgpr_rwave_o    (ds_vg_rwave),
    .vgpr_rreg_o     (ds_vg_rreg),
    .vgpr_rquarter_o (ds_vg_rquarter),
    .vgpr_rdata_i    (ds_vg_rdata),
    .vgpr_rrow_i     (ds_vg_rrow),
    .vgpr_gnt_i      (ds_vg_gnt),
    .vgpr_we_o       (ds_vg_we),
    .vgpr_wwave_o    (ds_vg_wwave),
    .vgpr_wreg_o     (ds_vg_wreg),
    .vgpr_wquarter_o (ds_vg_wquarter),
    .vgpr_wmask_o    (ds_vg_wmask),
    .vgpr_wdata_o    (ds_vg_wdata),
    .beat_valid_o    (bt_valid[CH_DS]),
    .beat_ready_i    (bt_ready[CH_DS]),
    .beat_kind_o     (ds_bt_kind),
    .beat_wave_o     (ds_bt_wave),
    .beat_pc_o       (ds_bt_pc),
    .beat_index_o    (ds_bt_index),
    .beat_quarter_o  (ds_bt_quarter),
    .beat_mask_o     (ds_bt_mask),
    .beat_data_o     (ds_bt_data),
    .beat_last_o     (ds_bt_last),
    .done_valid_o    (ds_done),
    .done_wave_o     (ds_done_wave),
    .done_pc_o       (ds_done_pc),
    .done_seq_o      (ds_done_seq),
    .done_nwords_o   (ds_done_nwords),
    .done_scc_o      (ds_done_scc),
    .done_end_o      (ds_done_end),
    .safe_o          (ds_safe),
    .fp_o            (ds_fp),
    .fl_valid_i      (fl_valid),
    .fl_ready_o      (fl_ready),
    .fl_base_i       (fl_base),
    .fl_size_i       (fl_size),
    .fl_off_i        (fl_off),
    .fl_nb_i         (fl_nb),
    .fl_rd_i         (fl_rd),
    .fl_wr_i         (fl_wr),
    .fl_atop_i       (fl_atop),
    .fl_data_i       (fl_data),
    .fl_done_o       (fl_done),
    .fl_inr_o        (fl_inr),
    .fl_rdata_o      (fl_rdata),
    .fl_wval_o       (fl_wval),
    .bank_conflict_o (ds_conflict)
  );

  // port B: init first (a wave being started has no loads in flight; the
  // return engine of other waves waits a cycle)
  assign ls_sgb_ready = sg_b_ready && !ini_sgpr_valid;
  assign ls_vgb_ready = vg_b_ready && !ini_vgpr_valid;
  assign ini_sgpr_ready = sg_b_ready;
  assign ini_vgpr_ready = vg_b_ready;

  // ---- read ports: grants ----
  // SGPR: the SALU's reads always go (it reads at most two cycles of the
  // three or more an instruction takes, and never while it waits for
  // anything, so the others get the port in between); the VALU (0), LSU (1)
  // and DS (2) round robin in the cycles the SALU leaves.  A unit offers its
  // read until granted (gcn_valu, gcn_lsu, gcn_ds: *_gnt_i).
  wire                 sg_any;
  wire [1:0]           sg_sel;
  gcn_rr_arbiter #(.N(3), .IDX_W(2)) u_sg_arb (
    .clk_i   (clk_i),
    .rst_i   (rst_i),
    .valid_i ({ds_sg_re, ls_sg_re, va_sg_re}),
    .ready_o (sg_gnt),
    .valid_o (sg_any),
    .ready_i (!sa_sg_re),
    .data_o  (sg_sel)
  );
  wire                 sg_re    = sa_sg_re || sg_any;
  wire [WAVE_ID_W-1:0] sg_rwave = sa_sg_re ? sa_sg_rwave : (sg_sel == 2'd0) ? va_sg_rwave :
                                  (sg_sel == 2'd1) ? ls_sg_rwave : ds_sg_rwave;
  wire [6:0]           sg_rcode = sa_sg_re ? sa_sg_rcode : (sg_sel == 2'd0) ? va_sg_rcode :
                                  (sg_sel == 2'd1) ? ls_sg_rcode : ds_sg_rcode;
  // VGPR: per bank, its VALU (0), the LSU (1) and DS (2) when their wave is
  // the bank's, round robin; the LSU and DS take the data of the bank they
  // were granted, the cycle after
  wire [SIMD_ID_W-1:0]          ls_vg_bank = SIMD_ID_W'(ls_vg_rwave >> WAVE_IN_SIMD_W);
  wire [SIMD_ID_W-1:0]          ds_vg_bank = SIMD_ID_W'(ds_vg_rwave >> WAVE_IN_SIMD_W);
  wire [PASS_W-1:0]             ls_vg_rpass = PASS_W'(32'(ls_vg_rquarter) * (16 / LANES_PER_SIMD));
  wire [NUM_SIMD-1:0]           vg_re, bk_ls_gnt, bk_ds_gnt;
  wire [WAVE_ID_W*NUM_SIMD-1:0] vg_rwave;
  wire [9*NUM_SIMD-1:0]         vg_rreg;
  wire [PASS_W*NUM_SIMD-1:0]    vg_rquarter;
  genvar gb;
  for (gb = 0; gb < NUM_SIMD; gb = gb + 1) begin : g_vg_arb
    wire [1:0] sel;
    gcn_rr_arbiter #(.N(3), .IDX_W(2)) u_arb (
      .clk_i   (clk_i),
      .rst_i   (rst_i),
      .valid_i ({ds_vg_re && ds_vg_bank == gb, ls_vg_re && ls_vg_bank == gb, va_vg_re[gb]}),
      .ready_o ({bk_ds_gnt[gb], bk_ls_gnt[gb], va_vg_gnt[gb]}),
      .valid_o (vg_re[gb]),
      .ready_i (1'b1),
      .data_o  (sel)
    );
    assign vg_rwave[WAVE_ID_W*gb +: WAVE_ID_W] = (sel == 2'd0) ? va_vg_rwave[WAVE_ID_W*gb +: WAVE_ID_W] :
                                                 (sel == 2'd1) ? ls_vg_rwave : ds_vg_rwave;
    assign vg_rreg[9*gb +: 9]                  = (sel == 2'd0) ? va_vg_rreg[9*gb +: 9] :
                                                 (sel == 2'd1) ? ls_vg_rreg : ds_vg_rreg;
    assign vg_rquarter[PASS_W*gb +: PASS_W]    = (sel == 2'd0) ? va_vg_rquarter[PASS_W*gb +: PASS_W] :
                                                 (sel == 2'd1) ? ls_vg_rpass : ds_vg_rquarter;
  end
  assign ls_vg_gnt = |bk_ls_gnt;
  assign ds_vg_gnt = |bk_ds_gnt;
  reg [SIMD_ID_W-1:0] ls_vg_bank_q, ds_vg_bank_q;
  always @(posedge clk_i) begin
    if (ls_vg_gnt) ls_vg_bank_q <= ls_vg_bank;
    if (ds_vg_gnt) ds_vg_bank_q <= ds_vg_bank;
  end
  assign ls_vg_rquad = vg_rquad[512*ls_vg_bank_q +: 512];
  assign ds_vg_rdata = vg_rdata[32*L*ds_vg_bank_q +: 32*L];
  assign ds_vg_rrow  = vg_rrow[32*WAVE_SIZE*ds_vg_bank_q +: 32*WAVE_SIZE];

  // VGPR write port A of bank s: VALU s, else the DS unit when its wave is the bank's
  wire [SIMD_ID_W-1:0]          ds_vg_wbank = SIMD_ID_W'(ds_vg_wwave >> WAVE_IN_SIMD_W);
  wire [NUM_SIMD-1:0]           vg_we;
  wire [WAVE_ID_W*NUM_SIMD-1:0] vg_wwave;
  wire [9*NUM_SIMD-1:0]         vg_wreg;
  wire [PASS_W*NUM_SIMD-1:0]    vg_wquarter;
  wire [L*NUM_SIMD-1:0]         vg_wmask;
  wire [32*L*NUM_SIMD-1:0]      vg_wdata;
  for (gb = 0; gb < NUM_SIMD; gb = gb + 1) begin : g_vg_wr
    wire va = va_vg_we[gb];
    assign vg_we[gb]                          = va || (ds_vg_we && ds_vg_wbank == gb);
    assign vg_wwave[WAVE_ID_W*gb +: WAVE_ID_W] = va ? va_vg_wwave[WAVE_ID_W*gb +: WAVE_ID_W] : ds_vg_wwave;
    assign vg_wreg[9*gb +: 9]                 = va ? va_vg_wreg[9*gb +: 9] : ds_vg_wreg;
    assign vg_wquarter[PASS_W*gb +: PASS_W]   = va ? va_vg_wquarter[PASS_W*gb +: PASS_W] : ds_vg_wquarter;
    assign vg_wmask[L*gb +: L]                = va ? va_vg_wmask[L*gb +: L] : ds_vg_wmask;
    assign vg_wdata[32*L*gb +: 32*L]          = va ? va_vg_wdata[32*L*gb +: 32*L] : ds_vg_wdata;
  end

  gcn_sgpr_file u_sgpr (
    .clk_i           (clk_i),
    .rst_i           (rst_i),
    .re_i            (sg_re),
    .rwave_i         (sg_rwave),
    .rcode_i         (sg_rcode),
    .rdata_o         (sg_rdata),
    .we_lo_i         (sa_wlo || va_wlo || ls_wlo),
    .we_hi_i         (sa_whi || va_whi || ls_whi),
    .wwave_i         (sa_we ? sa_sg_wwave : va_we ? va_sg_wwave : ls_sg_wwave),
    .wcode_i         (sa_we ? sa_sg_wcode : va_we ? va_sg_wcode : ls_sg_wcode),
    .wdata_i         (sa_we ? sa_sg_wdata : va_we ? va_sg_wdata : ls_sg_wdata),
    .clear_valid_i   (ini_clear_valid),
    .clear_wave_i    (ini_wave),
    // the return engine writes one register (low half) at a time
    .b_we_lo_i       (ini_sgpr_valid || ls_sgb_we),
    .b_we_hi_i       (ini_sgpr_valid && ini_sgpr_64),
    .b_ready_o       (sg_b_ready),
    .b_wave_i        (ini_sgpr_valid ? ini_wave : ls_sgb_wave),
    .b_code_i        (ini_sgpr_valid ? ini_sgpr_code : ls_sgb_code),
    .b_data_i        (ini_sgpr_valid ? ini_sgpr_data : ls_sgb_data),
    .gidx_o          (sg_gidx)
  );

  gcn_vgpr_file u_vgpr (
    .clk_i           (clk_i),
    .rst_i           (rst_i),
    .vbase_we_i      (ini_info_valid && ini_info_index == 2'd1),
    .vbase_wave_i    (ini_wave),
    .vbase_i         (ini_pc[8:0]),
    .vcount_i        (ini_pc[25:16]),
    .clear_valid_i   (ini_clear_valid),
    .clear_wave_i    (ini_wave),
    .busy_o          (vg_busy),
    .re_i            (vg_re),
    .rwave_i         (vg_rwave),
    .rreg_i          (vg_rreg),
    .rquarter_i      (vg_rquarter),
    .rdata_o         (vg_rdata),
    .rquad_o         (vg_rquad),
    .rrow_o          (vg_rrow),
    .we_i            (vg_we),
    .wwave_i         (vg_wwave),
    .wreg_i          (vg_wreg),
    .wquarter_i      (vg_wquarter),
    .wmask_i         (vg_wmask),
    .wdata_i         (vg_wdata),
    .b_we_i          (ini_vgpr_valid || ls_vgb_we),
    .b_ready_o       (vg_b_ready),
    .b_wave_i        (ini_vgpr_valid ? ini_wave : ls_vgb_wave),
    .b_reg_i         (ini_vgpr_valid ? ini_vgpr_reg : ls_vgb_reg),
    .b_quarter_i     (ini_vgpr_valid ? ini_vgpr_quarter : ls_vgb_quarter),
    .b_mask_i        (ini_vgpr_valid ? ini_vgpr_mask : ls_vgb_mask),
    .b_data_i        (ini_vgpr_valid ? ini_vgpr_data : ls_vgb_data)
  );

  // ---- retirement: a channel per source; what each beat claims ----
  localparam [2:0] RT_SGPR = 3'd1, RT_VGPR = 3'd2, RT_END = 3'd7;
  wire [RT_CH-1:0]          ch_valid = bt_valid;
  wire [3*RT_CH-1:0]        ch_kind  = {ds_bt_kind, lt_bt_kind, ls_bt_kind, va_bt_kind, sa_bt_kind};
  wire [RT_CH-1:0]          ch_sgpr, ch_end;
  // END folded into a beat: the VALUs' last VGPR beats, the SALU's last SGPR
  // beats, the DS unit's last VGPR or fast-path STORE beats
  wire [RT_CH-1:0]          ch_last  = {ds_bt_last, 2'd0, va_bt_last, sa_bt_last};
  // INSN folded into a beat: the VALUs' first beats
  wire [RT_CH-1:0]          ch_first = {3'd0, va_bt_first, 1'b0};
  wire [NUM_SIMD*RT_CH-1:0] ch_bank;
  genvar gc;
  for (gc = 0; gc < RT_CH; gc = gc + 1) begin : g_claim
    assign ch_end[gc] = ch_kind[3*gc +: 3] == RT_END || ch_last[gc];
  end
  // SGPR port A: the SALU's and LSU's writes (offered with the beat), a
  // VALU's SGPR beats; VGPR port A: a VALU's VGPR beats (its bank), the DS
  // unit's (its wave's bank)
  wire [NUM_SIMD-1:0]          va_claim_sg;
  wire [NUM_SIMD*NUM_SIMD-1:0] va_claim_bank;
  for (gc = 0; gc < NUM_SIMD; gc = gc + 1) begin : g_claim_va
    assign va_claim_sg[gc] = va_bt_kind[3*gc +: 3] == RT_SGPR;
    assign va_claim_bank[NUM_SIMD*gc +: NUM_SIMD] = (va_bt_kind[3*gc +: 3] == RT_VGPR) ? NUM_SIMD'(1) << gc
                                                                                      : {NUM_SIMD{1'b0}};
  end
  wire [NUM_SIMD-1:0]          ds_claim_bank = (ds_bt_kind == RT_VGPR) ? NUM_SIMD'(1) << SIMD_ID_W'(ds_bt_wave >> WAVE_IN_SIMD_W)
                                                                        : {NUM_SIMD{1'b0}};
  assign ch_sgpr = {2'b0, ls_sg_we_lo || ls_sg_we_hi, va_claim_sg, sa_sg_we_lo || sa_sg_we_hi};
  assign ch_bank = {ds_claim_bank, {2*NUM_SIMD{1'b0}}, va_claim_bank, {NUM_SIMD{1'b0}}};
  wire                      rt_take;

  gcn_retire_grant #(.N(RT_CH), .BANKS(NUM_SIMD)) u_grant (
    .clk_i   (clk_i),
    .rst_i   (rst_i),
    .valid_i (ch_valid),
    .sgpr_i  (ch_sgpr),
    .bank_i  (ch_bank),
    .end_i   (ch_end),
    .ready_i (rt_take),
    .ready_o (bt_ready)
  );

  gcn_retire #(.N(RT_CH)) u_retire (
    .clk_i        (clk_i),
    .rst_i        (rst_i),
    .valid_i      (bt_ready),
    .ready_o      (rt_take),
    .kind_i       (ch_kind),
    .wave_i       ({ds_bt_wave, lt_bt_wave, ls_bt_wave, va_bt_wave, sa_bt_wave}),
    // LATE beats carry no PC
    .pc_i         ({ds_bt_pc, 64'd0, ls_bt_pc, va_bt_pc, sa_bt_pc}),
    .index_i      ({ds_bt_index, lt_bt_index, ls_bt_index, va_bt_index, sa_bt_index}),
    .quarter_i    ({ds_bt_quarter, lt_bt_quarter, ls_bt_quarter, va_bt_quarter, 2'd0}),
    .mask_i       ({ds_bt_mask, lt_bt_mask, ls_bt_mask, va_bt_mask, 16'd0}),
    .data_i       ({ds_bt_data, lt_bt_data, ls_bt_data, va_bt_data, 384'd0, sa_bt_data}),
    .last_i       (ch_last),
    .first_i      (ch_first),
    .words_i      ({294'd0, va_bt_words, 98'd0}),
    .rt_valid_o   (rt_valid_o),
    .rt_ready_i   (rt_ready_i),
    .rt_kind_o    (rt_kind_o),
    .rt_wave_o    (rt_wave_o),
    .rt_pc_o      (rt_pc_o),
    .rt_index_o   (rt_index_o),
    .rt_quarter_o (rt_quarter_o),
    .rt_mask_o    (rt_mask_o),
    .rt_data_o    (rt_data_o),
    .rt_last_o    (rt_last_o),
    .rt_first_o   (rt_first_o),
    .rt_words_o   (rt_words_o)
  );
  // each channel's unit, constant
  assign rt_unit_o = {3'd4, 3'd3, 3'd2, {NUM_SIMD{3'd1}}, 3'd0};

  // ---- profiler counters: they watch the issue lanes' handshakes and dones,
  // the wave slots and the DS unit's bank conflicts ----
  // per unit of gcn_issue (SALU, the slots of a VALU per SIMD, LSU, DS):
  // the VALU slots all take lane 1's packet, the slot it names of its wave's SIMD
  wire [SIMD_ID_W-1:0] va_pkt_simd = SIMD_ID_W'(pk_wave[1*WAVE_ID_W +: WAVE_ID_W] >> WAVE_IN_SIMD_W);
  wire [NVS-1:0]       va_hand_v   = (va_valid && va_ready) ?
                                     NVS'(1) << (32'(va_pkt_simd) * VALU_SLOTS + 32'(pk_vslot)) : {NVS{1'b0}};
  gcn_perf #(.NU(NVS + 3)) u_perf (
    .clk_i          (clk_i),
    .rst_i          (rst_i),
    .wave_free_i    (wave_free_o),
    .ready_i        (wp_ready),
    .dep_i          (is_dep),
    .pick_i         (is_take_valid),
    .pick_wave_i    (is_take_wave),
    .hand_i         ({ds_valid && ds_ready, ls_valid && ls_ready, va_hand_v, sa_valid && sa_ready}),
    .hand_wave_i    ({pk_wave[2*WAVE_ID_W +: 2*WAVE_ID_W], {NVS{pk_wave[1*WAVE_ID_W +: WAVE_ID_W]}},
                      pk_wave[0 +: WAVE_ID_W]}),
    .hand_op_i      ({pk_op[2*OP_ID_W +: 2*OP_ID_W], {NVS{pk_op[1*OP_ID_W +: OP_ID_W]}}, pk_op[0 +: OP_ID_W]}),
    .done_i         ({ds_done, ls_done, va_done_v, sa_done}),
    .lds_conflict_i (ds_conflict),
    .sel_i          (perf_sel_i),
    .data_o         (perf_data_o)
  );

endmodule
