// gcn_valu_array: one gcn_valu per SIMD (NUM_SIMD of them), so the SIMDs'
// vector instructions run at the same time, as on MI200.  A wave's VALU
// instructions all go to the VALU of its SIMD (wave >> WAVE_IN_SIMD_W, as
// the VGPR bank), so each VALU sees only its SIMD's waves and keeps their
// order.  Per VALU (slice s of each vector): the VGPR read port and write
// port A of its own bank and its own beat channel, so the VALUs read,
// write and retire at the same time.  Shared:
//   packet: taken by the VALU of the packet's wave into the slot the issue
//   stage names (slot_i); ready_o is that VALU's (gcn_issue keeps a busy bit
//   per slot of each SIMD's VALU, VALU_SLOTS of them, and fills them in
//   turn: it offers a packet only to a free one).
//   SGPR read port: the VALUs that read take turns (gcn_rr_arbiter); the
//   granted one takes the data the next cycle, which every VALU sees.
//   SGPR write port A and done: a VALU writes SGPRs only on the acceptance
//   of an SGPR beat and is done only on that of its END beat (or of the
//   VGPR beat the END is folded into: beat_last_o), and the
//   retirement grant (gcn_retire_grant) takes at most one SGPR beat and one
//   END beat a cycle, so the ports follow the one VALU that uses them.
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
  output wire [NUM_SIMD-1:0]          free_nx_o,     // per VALU: ready after this cycle
  input  wire [VALU_SLOT_W-1:0]       slot_i,        // ... and takes it into this slot
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
  // VGPR file: per VALU, its bank's read port and write port A
  output wire [NUM_SIMD-1:0]                   vgpr_re_o,
  output wire [NUM_SIMD*WAVE_ID_W-1:0]         vgpr_rwave_o,
  output wire [NUM_SIMD*9-1:0]                 vgpr_rreg_o,
  output wire [NUM_SIMD*PASS_W-1:0]            vgpr_rquarter_o,
  input  wire [NUM_SIMD*32*LANES_PER_SIMD-1:0] vgpr_rdata_i,
  input  wire [NUM_SIMD*32*WAVE_SIZE-1:0]      vgpr_rrow_i,
  input  wire [NUM_SIMD-1:0]                   vgpr_gnt_i,
  output wire [NUM_SIMD-1:0]                   vgpr_we_o,
  output wire [NUM_SIMD*WAVE_ID_W-1:0]         vgpr_wwave_o,
  output wire [NUM_SIMD*9-1:0]                 vgpr_wreg_o,
  output wire [NUM_SIMD*PASS_W-1:0]            vgpr_wquarter_o,
  output wire [NUM_SIMD*LANES_PER_SIMD-1:0]    vgpr_wmask_o,
  output wire [NUM_SIMD*32*LANES_PER_SIMD-1:0] vgpr_wdata_o,
  // retirement beats, a channel per VALU
  output wire [NUM_SIMD-1:0]          beat_valid_o,
  input  wire [NUM_SIMD-1:0]          beat_ready_i,
  output wire [NUM_SIMD*3-1:0]        beat_kind_o,
  output wire [NUM_SIMD*WAVE_ID_W-1:0] beat_wave_o,
  output wire [NUM_SIMD*64-1:0]       beat_pc_o,
  output wire [NUM_SIMD*9-1:0]        beat_index_o,
  output wire [NUM_SIMD*2-1:0]        beat_quarter_o,
  output wire [NUM_SIMD*16-1:0]       beat_mask_o,
  output wire [NUM_SIMD*512-1:0]      beat_data_o,
  output wire [NUM_SIMD-1:0]          beat_last_o,   // END folded into the beat
  output wire [NUM_SIMD-1:0]          beat_first_o,  // INSN folded into the beat
  output wire [NUM_SIMD*98-1:0]       beat_words_o,  // its {nwords, words}
  // done (at most one VALU a cycle: see above), one-hot per slot: bit
  // VALU_SLOTS * SIMD + slot
  output wire [NUM_SIMD*VALU_SLOTS-1:0] done_v_o,
  output wire [WAVE_ID_W-1:0]         done_wave_o,
  output wire [63:0]                  done_pc_o,
  output wire                         done_seq_o,
  output wire [1:0]                   done_nwords_o,
  output wire                         done_scc_o,
  output wire                         done_end_o,
  // per slot (bit VALU_SLOTS * SIMD + slot): its instruction can no longer trap
  output wire [NUM_SIMD*VALU_SLOTS-1:0] safe_o,
  // ... it still has SGPR reads ahead
  output wire [NUM_SIMD*VALU_SLOTS-1:0] sread_o
);
  localparam N = NUM_SIMD;
  localparam L = LANES_PER_SIMD;

  wire [SIMD_ID_W-1:0] pkt_simd = SIMD_ID_W'(wave_i >> WAVE_IN_SIMD_W);

  // per VALU, side by side (VALU s at slice s)
  wire [N-1:0]           v_ready, v_sg_re, v_sg_gnt, v_sg_we_lo, v_sg_we_hi;
  wire [N-1:0]           v_done;
  wire [N*VALU_SLOT_W-1:0] v_done_slot;
  wire [N-1:0]           v_done_seq, v_done_scc, v_done_end;
  wire [N*WAVE_ID_W-1:0] v_sg_rwave, v_sg_wwave, v_done_wave;
  wire [N*7-1:0]         v_sg_rcode, v_sg_wcode;
  wire [N*64-1:0]        v_sg_wdata, v_done_pc;
  wire [N*2-1:0]         v_done_nwords;

  genvar s;
  for (s = 0; s < N; s = s + 1) begin : g_simd
    gcn_valu u_valu (
      .clk_i           (clk_i),
      .rst_i           (rst_i),
      .valid_i         (valid_i && pkt_simd == s),
      .ready_o         (v_ready[s]),
      .free_nx_o       (free_nx_o[s]),
      .slot_i          (slot_i),
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
      .vgpr_re_o       (vgpr_re_o[s]),
      .vgpr_rwave_o    (vgpr_rwave_o[s*WAVE_ID_W +: WAVE_ID_W]),
      .vgpr_rreg_o     (vgpr_rreg_o[s*9 +: 9]),
      .vgpr_rquarter_o (vgpr_rquarter_o[s*PASS_W +: PASS_W]),
      .vgpr_rdata_i    (vgpr_rdata_i[s*32*L +: 32*L]),
      .vgpr_rrow_i     (vgpr_rrow_i[s*32*WAVE_SIZE +: 32*WAVE_SIZE]),
      .vgpr_gnt_i      (vgpr_gnt_i[s]),
      .vgpr_we_o       (vgpr_we_o[s]),
      .vgpr_wwave_o    (vgpr_wwave_o[s*WAVE_ID_W +: WAVE_ID_W]),
      .vgpr_wreg_o     (vgpr_wreg_o[s*9 +: 9]),
      .vgpr_wquarter_o (vgpr_wquarter_o[s*PASS_W +: PASS_W]),
      .vgpr_wmask_o    (vgpr_wmask_o[s*L +: L]),
      .vgpr_wdata_o    (vgpr_wdata_o[s*32*L +: 32*L]),
      .beat_valid_o    (beat_valid_o[s]),
      .beat_ready_i    (beat_ready_i[s]),
      .beat_kind_o     (beat_kind_o[s*3 +: 3]),
      .beat_wave_o     (beat_wave_o[s*WAVE_ID_W +: WAVE_ID_W]),
      .beat_pc_o       (beat_pc_o[s*64 +: 64]),
      .beat_index_o    (beat_index_o[s*9 +: 9]),
      .beat_quarter_o  (beat_quarter_o[s*2 +: 2]),
      .beat_mask_o     (beat_mask_o[s*16 +: 16]),
      .beat_data_o     (beat_data_o[s*512 +: 512]),
      .beat_last_o     (beat_last_o[s]),
      .beat_first_o    (beat_first_o[s]),
      .beat_words_o    (beat_words_o[s*98 +: 98]),
      .done_valid_o    (v_done[s]),
      .done_slot_o     (v_done_slot[s*VALU_SLOT_W +: VALU_SLOT_W]),
      .done_wave_o     (v_done_wave[s*WAVE_ID_W +: WAVE_ID_W]),
      .done_pc_o       (v_done_pc[s*64 +: 64]),
      .done_seq_o      (v_done_seq[s]),
      .done_nwords_o   (v_done_nwords[s*2 +: 2]),
      .done_scc_o      (v_done_scc[s]),
      .done_end_o      (v_done_end[s]),
      .safe_o          (safe_o[s*VALU_SLOTS +: VALU_SLOTS]),
      .sread_o         (sread_o[s*VALU_SLOTS +: VALU_SLOTS])
    );
  end

  assign ready_o = v_ready[pkt_simd];

  // ---- SGPR reads: one VALU at a time ----
  wire [SIMD_ID_W-1:0] sg_sel;
  gcn_rr_arbiter #(.N(N), .IDX_W(SIMD_ID_W)) u_sg_arb (
    .clk_i (clk_i), .rst_i (rst_i), .valid_i (v_sg_re), .ready_o (v_sg_gnt),
    .valid_o (sgpr_re_o), .ready_i (sgpr_gnt_i), .data_o (sg_sel)
  );
  assign sgpr_rwave_o = v_sg_rwave[sg_sel*WAVE_ID_W +: WAVE_ID_W];
  assign sgpr_rcode_o = v_sg_rcode[sg_sel*7 +: 7];

  // ---- SGPR writes and done: the one VALU that writes / is done ----
  wire [N-1:0]         v_sg_we = v_sg_we_lo | v_sg_we_hi;
  reg  [SIMD_ID_W-1:0] sw_sel, dn_sel;
  integer              k;
  always @(*) begin
    sw_sel = {SIMD_ID_W{1'b0}};
    dn_sel = {SIMD_ID_W{1'b0}};
    for (k = 0; k < N; k = k + 1) begin
      if (v_sg_we[k]) sw_sel = SIMD_ID_W'(k);
      if (v_done[k])  dn_sel = SIMD_ID_W'(k);
    end
  end
  assign sgpr_we_lo_o  = |v_sg_we_lo;
  assign sgpr_we_hi_o  = |v_sg_we_hi;
  assign sgpr_wwave_o  = v_sg_wwave[sw_sel*WAVE_ID_W +: WAVE_ID_W];
  assign sgpr_wcode_o  = v_sg_wcode[sw_sel*7 +: 7];
  assign sgpr_wdata_o  = v_sg_wdata[sw_sel*64 +: 64];
  assign done_v_o      = (|v_done) ? (N*VALU_SLOTS)'(1) << (32'(dn_sel) * VALU_SLOTS + 32'(v_done_slot[dn_sel*VALU_SLOT_W +: VALU_SLOT_W]))
                                   : {N*VALU_SLOTS{1'b0}};
  assign done_wave_o   = v_done_wave[dn_sel*WAVE_ID_W +: WAVE_ID_W];
  assign done_pc_o     = v_done_pc[dn_sel*64 +: 64];
  assign done_seq_o    = v_done_seq[dn_sel];
  assign done_nwords_o = v_done_nwords[dn_sel*2 +: 2];
  assign done_scc_o    = v_done_scc[dn_sel];
  assign done_end_o    = v_done_end[dn_sel];
endmodule
