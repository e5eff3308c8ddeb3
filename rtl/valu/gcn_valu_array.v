// gcn_valu_array: one gcn_valu per SIMD (NUM_SIMD of them), so the SIMDs'
// vector instructions run at the same time, as on MI200.  A wave's VALU
// instructions all go to the VALU of its SIMD (wave >> WAVE_IN_SIMD_W, as
// the VGPR bank), so each VALU sees only its SIMD's waves and keeps their
// order.  Towards the rest of the CU the array is one unit with one packet
// port and one port of each other kind; inside, round robin:
//   packet: taken by the VALU of the packet's wave; ready_o is that VALU's
//   (gcn_issue keeps one busy bit per SIMD's VALU: it offers a packet only
//   to a free one).
//   register reads (SGPR, VGPR): the VALUs that read take turns at the one
//   port (gcn_rr_arbiter); the granted one takes the data the next cycle,
//   which every VALU sees.
//   beats: the VALUs with a beat take turns; every VALU writes its registers
//   and says done only on the acceptance of its own beat, so at most one
//   VALU writes or is done in a cycle and the write and done ports are
//   muxed by the accepted beat's VALU (done_simd_o names it).
module gcn_valu_array #(
  `include "gcn_config.vh"
  ,
  `include "gcn_isa.vh"
) (
  input  wire                         clk_i,
  input  wire                         rst_i,
  // the packet (see gcn_valu)
  input  wire                         valid_i,
  output wire                         ready_o,       // the packet's VALU is ready
  input  wire [WAVE_ID_W-1:0]         wave_i,
  input  wire [63:0]                  pc_i,
  input  wire [95:0]                  words_i,
  input  wire [1:0]                   nwords_i,
  input  wire [OP_ID_W-1:0]           op_i,
  input  wire [FAM_W-1:0]             fam_i,
  input  wire                         scc_i,
  input  wire [31:0]                  mode_i,
  input  wire [9:0]                   accum_i,
  input  wire [11:0]                  gidx_i,
  input  wire [VOP_W-1:0]             vop_i,
  input  wire [63:0]                  shm_i,
  // SGPR file: read port, write port A
  output wire                         sgpr_re_o,
  output wire [WAVE_ID_W-1:0]         sgpr_rwave_o,
  output wire [6:0]                   sgpr_rcode_o,
  input  wire [63:0]                  sgpr_rdata_i,
  input  wire                         sgpr_gnt_i,
  output wire                         sgpr_we_lo_o,
  output wire                         sgpr_we_hi_o,
  output wire [WAVE_ID_W-1:0]         sgpr_wwave_o,
  output wire [6:0]                   sgpr_wcode_o,
  output wire [63:0]                  sgpr_wdata_o,
  // VGPR file: read port, write port A
  output wire                         vgpr_re_o,
  output wire [WAVE_ID_W-1:0]         vgpr_rwave_o,
  output wire [8:0]                   vgpr_rreg_o,
  output wire [PASS_W-1:0]            vgpr_rquarter_o,
  input  wire [32*LANES_PER_SIMD-1:0] vgpr_rdata_i,
  input  wire [32*WAVE_SIZE-1:0]      vgpr_rrow_i,
  input  wire                         vgpr_gnt_i,
  output wire                         vgpr_we_o,
  output wire [WAVE_ID_W-1:0]         vgpr_wwave_o,
  output wire [8:0]                   vgpr_wreg_o,
  output wire [PASS_W-1:0]            vgpr_wquarter_o,
  output wire [LANES_PER_SIMD-1:0]    vgpr_wmask_o,
  output wire [32*LANES_PER_SIMD-1:0] vgpr_wdata_o,
  // retirement beats
  output wire                         beat_valid_o,
  input  wire                         beat_ready_i,
  output wire [2:0]                   beat_kind_o,
  output wire [WAVE_ID_W-1:0]         beat_wave_o,
  output wire [63:0]                  beat_pc_o,
  output wire [8:0]                   beat_index_o,
  output wire [1:0]                   beat_quarter_o,
  output wire [15:0]                  beat_mask_o,
  output wire [511:0]                 beat_data_o,
  // done (at most one VALU a cycle: see above)
  output wire                         done_valid_o,
  output wire [SIMD_ID_W-1:0]         done_simd_o,
  output wire [WAVE_ID_W-1:0]         done_wave_o,
  output wire [63:0]                  done_pc_o,
  output wire                         done_seq_o,
  output wire [1:0]                   done_nwords_o,
  output wire                         done_scc_o,
  output wire                         done_end_o,
  // per SIMD: its VALU's instruction can no longer trap
  output wire [NUM_SIMD-1:0]          safe_o
);
  localparam N = NUM_SIMD;
  localparam L = LANES_PER_SIMD;

  wire [SIMD_ID_W-1:0] pkt_simd = SIMD_ID_W'(wave_i >> WAVE_IN_SIMD_W);

  // per VALU, side by side (VALU s at slice s)
  wire [N-1:0]           v_ready, v_sg_re, v_sg_gnt, v_sg_we_lo, v_sg_we_hi;
  wire [N-1:0]           v_vg_re, v_vg_gnt, v_vg_we, v_bt_valid, v_bt_ready, v_done;
  wire [N-1:0]           v_done_seq, v_done_scc, v_done_end;
  wire [N*WAVE_ID_W-1:0] v_sg_rwave, v_sg_wwave, v_vg_rwave, v_vg_wwave, v_bt_wave, v_done_wave;
  wire [N*7-1:0]         v_sg_rcode, v_sg_wcode;
  wire [N*64-1:0]        v_sg_wdata, v_bt_pc, v_done_pc;
  wire [N*9-1:0]         v_vg_rreg, v_vg_wreg, v_bt_index;
  wire [N*PASS_W-1:0]    v_vg_rquarter, v_vg_wquarter;
  wire [N*L-1:0]         v_vg_wmask;
  wire [N*32*L-1:0]      v_vg_wdata;
  wire [N*3-1:0]         v_bt_kind;
  wire [N*2-1:0]         v_bt_quarter, v_done_nwords;
  wire [N*16-1:0]        v_bt_mask;
  wire [N*512-1:0]       v_bt_data;

  genvar s;
  for (s = 0; s < N; s = s + 1) begin : g_simd
    gcn_valu u_valu (
      .clk_i           (clk_i),
      .rst_i           (rst_i),
      .valid_i         (valid_i && pkt_simd == s),
      .ready_o         (v_ready[s]),
      .wave_i          (wave_i),
      .pc_i            (pc_i),
      .words_i         (words_i),
      .nwords_i        (nwords_i),
      .op_i            (op_i),
      .fam_i           (fam_i),
      .scc_i           (scc_i),
      .mode_i          (mode_i),
      .accum_i         (accum_i),
      .gidx_i          (gidx_i),
      .vop_i           (vop_i),
      .shm_i           (shm_i),
      .sgpr_re_o       (v_sg_re[s]),
      .sgpr_rwave_o    (v_sg_rwave[s*WAVE_ID_W +: WAVE_ID_W]),
      .sgpr_rcode_o    (v_sg_rcode[s*7 +: 7]),
      .sgpr_rdata_i    (sgpr_rdata_i),
      .sgpr_gnt_i      (v_sg_gnt[s]),
      .sgpr_we_lo_o    (v_sg_we_lo[s]),
      .sgpr_we_hi_o    (v_sg_we_hi[s]),
      .sgpr_wwave_o    (v_sg_wwave[s*WAVE_ID_W +: WAVE_ID_W]),
      .sgpr_wcode_o    (v_sg_wcode[s*7 +: 7]),
      .sgpr_wdata_o    (v_sg_wdata[s*64 +: 64]),
      .vgpr_re_o       (v_vg_re[s]),
      .vgpr_rwave_o    (v_vg_rwave[s*WAVE_ID_W +: WAVE_ID_W]),
      .vgpr_rreg_o     (v_vg_rreg[s*9 +: 9]),
      .vgpr_rquarter_o (v_vg_rquarter[s*PASS_W +: PASS_W]),
      .vgpr_rdata_i    (vgpr_rdata_i),
      .vgpr_rrow_i     (vgpr_rrow_i),
      .vgpr_gnt_i      (v_vg_gnt[s]),
      .vgpr_we_o       (v_vg_we[s]),
      .vgpr_wwave_o    (v_vg_wwave[s*WAVE_ID_W +: WAVE_ID_W]),
      .vgpr_wreg_o     (v_vg_wreg[s*9 +: 9]),
      .vgpr_wquarter_o (v_vg_wquarter[s*PASS_W +: PASS_W]),
      .vgpr_wmask_o    (v_vg_wmask[s*L +: L]),
      .vgpr_wdata_o    (v_vg_wdata[s*32*L +: 32*L]),
      .beat_valid_o    (v_bt_valid[s]),
      .beat_ready_i    (v_bt_ready[s]),
      .beat_kind_o     (v_bt_kind[s*3 +: 3]),
      .beat_wave_o     (v_bt_wave[s*WAVE_ID_W +: WAVE_ID_W]),
      .beat_pc_o       (v_bt_pc[s*64 +: 64]),
      .beat_index_o    (v_bt_index[s*9 +: 9]),
      .beat_quarter_o  (v_bt_quarter[s*2 +: 2]),
      .beat_mask_o     (v_bt_mask[s*16 +: 16]),
      .beat_data_o     (v_bt_data[s*512 +: 512]),
      .done_valid_o    (v_done[s]),
      .done_wave_o     (v_done_wave[s*WAVE_ID_W +: WAVE_ID_W]),
      .done_pc_o       (v_done_pc[s*64 +: 64]),
      .done_seq_o      (v_done_seq[s]),
      .done_nwords_o   (v_done_nwords[s*2 +: 2]),
      .done_scc_o      (v_done_scc[s]),
      .done_end_o      (v_done_end[s]),
      .safe_o          (safe_o[s])
    );
  end

  assign ready_o = v_ready[pkt_simd];

  // ---- register reads: one VALU at a time on each port ----
  wire [SIMD_ID_W-1:0] sg_sel, vg_sel;
  gcn_rr_arbiter #(.N(N), .IDX_W(SIMD_ID_W)) u_sg_arb (
    .clk_i (clk_i), .rst_i (rst_i), .valid_i (v_sg_re), .ready_o (v_sg_gnt),
    .valid_o (sgpr_re_o), .ready_i (sgpr_gnt_i), .data_o (sg_sel)
  );
  assign sgpr_rwave_o = v_sg_rwave[sg_sel*WAVE_ID_W +: WAVE_ID_W];
  assign sgpr_rcode_o = v_sg_rcode[sg_sel*7 +: 7];

  gcn_rr_arbiter #(.N(N), .IDX_W(SIMD_ID_W)) u_vg_arb (
    .clk_i (clk_i), .rst_i (rst_i), .valid_i (v_vg_re), .ready_o (v_vg_gnt),
    .valid_o (vgpr_re_o), .ready_i (vgpr_gnt_i), .data_o (vg_sel)
  );
  assign vgpr_rwave_o    = v_vg_rwave[vg_sel*WAVE_ID_W +: WAVE_ID_W];
  assign vgpr_rreg_o     = v_vg_rreg[vg_sel*9 +: 9];
  assign vgpr_rquarter_o = v_vg_rquarter[vg_sel*PASS_W +: PASS_W];

  // ---- beats, and the writes and done tied to their acceptance ----
  wire [SIMD_ID_W-1:0] bt_sel;
  gcn_rr_arbiter #(.N(N), .IDX_W(SIMD_ID_W)) u_bt_arb (
    .clk_i (clk_i), .rst_i (rst_i), .valid_i (v_bt_valid), .ready_o (v_bt_ready),
    .valid_o (beat_valid_o), .ready_i (beat_ready_i), .data_o (bt_sel)
  );
  assign beat_kind_o    = v_bt_kind[bt_sel*3 +: 3];
  assign beat_wave_o    = v_bt_wave[bt_sel*WAVE_ID_W +: WAVE_ID_W];
  assign beat_pc_o      = v_bt_pc[bt_sel*64 +: 64];
  assign beat_index_o   = v_bt_index[bt_sel*9 +: 9];
  assign beat_quarter_o = v_bt_quarter[bt_sel*2 +: 2];
  assign beat_mask_o    = v_bt_mask[bt_sel*16 +: 16];
  assign beat_data_o    = v_bt_data[bt_sel*512 +: 512];

  // only the VALU whose beat is accepted (bt_sel) writes or is done
  assign sgpr_we_lo_o    = |v_sg_we_lo;
  assign sgpr_we_hi_o    = |v_sg_we_hi;
  assign sgpr_wwave_o    = v_sg_wwave[bt_sel*WAVE_ID_W +: WAVE_ID_W];
  assign sgpr_wcode_o    = v_sg_wcode[bt_sel*7 +: 7];
  assign sgpr_wdata_o    = v_sg_wdata[bt_sel*64 +: 64];
  assign vgpr_we_o       = |v_vg_we;
  assign vgpr_wwave_o    = v_vg_wwave[bt_sel*WAVE_ID_W +: WAVE_ID_W];
  assign vgpr_wreg_o     = v_vg_wreg[bt_sel*9 +: 9];
  assign vgpr_wquarter_o = v_vg_wquarter[bt_sel*PASS_W +: PASS_W];
  assign vgpr_wmask_o    = v_vg_wmask[bt_sel*L +: L];
  assign vgpr_wdata_o    = v_vg_wdata[bt_sel*32*L +: 32*L];
  assign done_valid_o    = |v_done;
  assign done_simd_o     = bt_sel;
  assign done_wave_o     = v_done_wave[bt_sel*WAVE_ID_W +: WAVE_ID_W];
  assign done_pc_o       = v_done_pc[bt_sel*64 +: 64];
  assign done_seq_o      = v_done_seq[bt_sel];
  assign done_nwords_o   = v_done_nwords[bt_sel*2 +: 2];
  assign done_scc_o      = v_done_scc[bt_sel];
  assign done_end_o      = v_done_end[bt_sel];
endmodule
