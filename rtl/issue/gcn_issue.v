// gcn_issue: one instruction in execution CU-wide (docs/rtl-microarch.md).
// Picks the next wave round robin among those whose instruction is in their
// buffer, reads the buffer (block RAM, data the next cycle), decodes it and
// offers the packet to the unit that executes it:
//   SALU  scalar rows (salu, branch) and every trapping instruction (the
//         SALU retires traps: INSN, TRAP, END)
//   VALU  valu and mfma rows
//   LSU   smem, vmem and flat rows (gcn_lsu)
//   DS    lds rows (gcn_ds: its own port, so the LDS unit is separate)
// then waits for the unit's done (its END beat accepted) before the next
// pick, so no two instructions are ever in flight and register hazards
// between instructions cannot occur.  The next pick happens in the cycle of
// the done (the wavepool shows the finishing wave ready at once when its next
// instruction is in its buffer), so the next packet is offered the cycle
// after.
//   IDLE -(pick)-> PEND (packet offered) -(unit takes it)-> BUSY -(done)-> IDLE
//                                                          BUSY -(done, pick)-> PEND
module gcn_issue #(
  `include "gcn_config.vh"
  ,
  `include "gcn_isa.vh"
) (
  input  wire                 clk_i,
  input  wire                 rst_i,
  // wavepool
  input  wire [NUM_WAVES-1:0] ready_waves_i,
  output wire                 take_valid_o,
  output wire [WAVE_ID_W-1:0] take_wave_o,
  input  wire [127:0]         take_ibuf_i,
  output wire [WAVE_ID_W-1:0] sel_wave_o,
  input  wire [63:0]          sel_pc_i,
  input  wire [1:0]           sel_ofs_i,
  input  wire                 sel_scc_i,
  input  wire [31:0]          sel_mode_i,
  input  wire [8:0]           sel_vbase_i,
  input  wire [9:0]           sel_accum_i,
  input  wire [16:0]          sel_lds_base_i,
  input  wire [16:0]          sel_lds_size_i,
  input  wire [WG_SLOT_W-1:0] sel_wg_i,
  // the packet, shared by every unit
  output wire                 salu_valid_o,
  input  wire                 salu_ready_i,
  output wire                 valu_valid_o,
  input  wire                 valu_ready_i,
  output wire                 lsu_valid_o,
  input  wire                 lsu_ready_i,
  output wire                 ds_valid_o,
  input  wire                 ds_ready_i,
  output wire [WAVE_ID_W-1:0] pkt_wave_o,
  output wire [63:0]          pkt_pc_o,
  output wire [95:0]          pkt_words_o,
  output wire [1:0]           pkt_nwords_o,
  output wire [OP_ID_W-1:0]   pkt_op_o,
  output wire [FAM_W-1:0]     pkt_fam_o,
  output wire                 pkt_scc_o,
  output wire [31:0]          pkt_mode_o,
  output wire [8:0]           pkt_vbase_o,
  output wire [9:0]           pkt_accum_o,
  output wire [16:0]          pkt_lds_base_o,
  output wire [16:0]          pkt_lds_size_o,
  output wire [WG_SLOT_W-1:0] pkt_wg_o,
  // decode extras: traps (SALU), scalar fields (SALU), vector facts (VALU)
  output wire                 dec_trap_o,
  output wire [1:0]           dec_cause_o,
  output wire [VOP_W-1:0]     dec_vop_o,
  output wire [6:0]           dec_sdst_o,
  output wire [7:0]           dec_ssrc0_o,
  output wire [7:0]           dec_ssrc1_o,
  output wire [15:0]          dec_simm16_o,
  output wire [31:0]          dec_literal_o,
  output wire                 dec_dst_64_o,
  output wire                 dec_src0_64_o,
  output wire [1:0]           dec_src0_kind_o,
  output wire                 dec_src1_64_o,
  output wire [1:0]           dec_src1_kind_o,
  output wire                 dec_src0_o,
  output wire                 dec_src1_o,
  // the unit finished the instruction
  input  wire                 done_i
);
  localparam [1:0] S_IDLE = 2'd0, S_PEND = 2'd1, S_BUSY = 2'd2;

  reg [1:0]           state_q, state_d;
  reg [WAVE_ID_W-1:0] wave_q;
  wire [NUM_WAVES-1:0] arb_ready;
  wire                 arb_valid;

  // a pick in IDLE, or in the cycle the instruction in execution finishes
  wire can_pick = (state_q == S_IDLE) || (state_q == S_BUSY && done_i);
  wire pick = arb_valid && can_pick;

  gcn_rr_arbiter #(.N(NUM_WAVES), .IDX_W(WAVE_ID_W)) u_arb (
    .clk_i   (clk_i),
    .rst_i   (rst_i),
    .valid_i (ready_waves_i),
    .ready_o (arb_ready),
    .valid_o (arb_valid),
    .ready_i (can_pick),
    .data_o  (take_wave_o)
  );

  // ---- decode the picked instruction ----
  wire [127:0] from_pc = take_ibuf_i >> {sel_ofs_i, 5'd0};
  wire [95:0]  words   = from_pc[95:0];
  wire [3:0]   unit;
  wire         trap;
  wire         src0, src1;
  gcn_decode u_decode (
    .words_i     (words),
    .trap_o      (trap),
    .cause_o     (dec_cause_o),
    .nwords_o    (pkt_nwords_o),
    .op_o        (pkt_op_o),
    .fam_o       (pkt_fam_o),
    .unit_o      (unit),
    .vop_o       (dec_vop_o),
    .sdst_o      (dec_sdst_o),
    .ssrc0_o     (dec_ssrc0_o),
    .ssrc1_o     (dec_ssrc1_o),
    .simm16_o    (dec_simm16_o),
    .literal_o   (dec_literal_o),
    .dst_64_o    (dec_dst_64_o),
    .src0_o      (src0),
    .src0_64_o   (dec_src0_64_o),
    .src0_kind_o (dec_src0_kind_o),
    .src1_o      (src1),
    .src1_64_o   (dec_src1_64_o),
    .src1_kind_o (dec_src1_kind_o)
  );
  assign dec_trap_o = trap;

  // ---- routing ----
  wire to_valu = !trap && (unit == UNIT_VALU || unit == UNIT_MFMA);
  wire to_lsu  = !trap && (unit == UNIT_SMEM || unit == UNIT_VMEM || unit == UNIT_FLAT);
  wire to_ds   = !trap && (unit == UNIT_LDS);
  wire to_salu = !to_valu && !to_lsu && !to_ds;
  wire pend    = (state_q == S_PEND);
  assign salu_valid_o = pend && to_salu;
  assign valu_valid_o = pend && to_valu;
  assign lsu_valid_o  = pend && to_lsu;
  assign ds_valid_o   = pend && to_ds;
  wire hand = (salu_valid_o && salu_ready_i) || (valu_valid_o && valu_ready_i) ||
              (lsu_valid_o && lsu_ready_i) || (ds_valid_o && ds_ready_i);

  always @(*) begin
    state_d = state_q;
    case (state_q)
      S_IDLE:  if (pick) state_d = S_PEND;
      S_PEND:  if (hand) state_d = S_BUSY;
      S_BUSY:  if (done_i) state_d = pick ? S_PEND : S_IDLE;
      default: state_d = S_IDLE;
    endcase
  end

  always @(posedge clk_i) begin
    if (rst_i) begin
      state_q <= S_IDLE;
    end else begin
      state_q <= state_d;
    end
  end

  always @(posedge clk_i) begin
    if (pick) wave_q <= take_wave_o;
  end

  assign take_valid_o   = pick;
  assign sel_wave_o     = wave_q;
  assign pkt_wave_o     = wave_q;
  assign pkt_pc_o       = sel_pc_i;
  assign pkt_words_o    = words;
  assign pkt_scc_o      = sel_scc_i;
  assign pkt_mode_o     = sel_mode_i;
  assign pkt_vbase_o    = sel_vbase_i;
  assign pkt_accum_o    = sel_accum_i;
  assign pkt_lds_base_o = sel_lds_base_i;
  assign pkt_lds_size_o = sel_lds_size_i;
  assign pkt_wg_o       = sel_wg_i;
  assign dec_src0_o     = src0;
  assign dec_src1_o     = src1;

  wire unused = &{1'b0, arb_ready, from_pc[127:96]};
endmodule
