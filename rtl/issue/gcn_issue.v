// gcn_issue: one pick per cycle, one instruction in flight per execution
// unit (docs/rtl-microarch.md "Execution scheme").  Units (categories):
//   SALU  scalar rows (salu, branch) and every trapping instruction (the
//         SALU retires traps: INSN, TRAP, END)
//   VALU  valu and mfma rows
//   LSU   smem, vmem and flat rows (gcn_lsu); a FLAT instruction also holds
//         the DS category (its lanes may reach the LDS through gcn_ds's fl_*
//         port, which is only free while no DS instruction runs; and so LDS
//         effects stay in retirement order)
//   DS    lds rows (gcn_ds)
// Each unit may hold an instruction of a different wave at the same time.
// A wave has at most one instruction in flight (the wavepool's BUSY state):
// that busy bit is the register scoreboard, so a wave's next instruction
// never reads a register its previous one has not written yet (load data
// aside: the LSU's own hazard check and s_waitcnt, as before).
//
// Two stages, a new pick every cycle:
//   P  pick a ready wave round robin; the wavepool marks it BUSY and reads
//      its instruction buffer (block RAM, data the next cycle)
//   D  decode it and offer the packet to its unit for this one cycle: taken
//      (valid && ready) -> the unit holds it, busy until its done; not taken
//      (the unit is busy or not ready) -> cancelled: the wave goes back to
//      RUN (untake) with its PC unchanged, and issue remembers the units its
//      instruction needs (need_q), so that P skips it while they are busy
//      (a wave waiting for the VALU does not hold up one whose next
//      instruction is scalar).  A wave's remembered need is dropped when its
//      instruction is taken (its PC moves on).
// The unit of an instruction is thus known before the pick only for a wave
// that was cancelled once; a first pick is optimistic and costs one pick slot
// when it must be cancelled.
// s_waitcnt: a wave whose s_waitcnt the LSU's counters do not allow yet is
// cancelled the same way and skipped until they allow it (the counters of a
// wave only go down while it waits), so it does not hold the SALU while its
// loads are in flight.  The SALU still checks the counters when it runs it.
// Unit busy bits are set when a unit takes a packet and cleared by the
// unit's done (done_i, one bit per unit; at most one per cycle, as each done
// comes with its END beat through gcn_retire_merge).
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
  output wire                 untake_valid_o,  // the wave of the cancelled packet: back to RUN
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
  // the LSU's counters of every wave (s_waitcnt)
  input  wire [6*NUM_WAVES-1:0] vmcnt_i,
  input  wire [4*NUM_WAVES-1:0] lgkmcnt_i,
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
  // a unit finished its instruction: SALU 0, VALU 1, LSU 2, DS 3
  input  wire [3:0]           done_i
);
  localparam [3:0] N_SALU = 4'b0001, N_VALU = 4'b0010, N_LSU = 4'b0100, N_DS = 4'b1000;

  reg                  d_q;           // stage D holds a picked wave
  reg [WAVE_ID_W-1:0]  wave_q;
  reg [3:0]            busy_q;        // units holding an instruction
  reg                  flat_q;        // the LSU's instruction is a FLAT (holds DS too)
  reg [NUM_WAVES-1:0]  known_q;       // need_q of the wave is valid
  reg [4*NUM_WAVES-1:0] need_q;       // units the wave's cancelled instruction needs
  reg [NUM_WAVES-1:0]  wc_q;          // ... and it is an s_waitcnt
  reg [10*NUM_WAVES-1:0] wcimm_q;     // its {vmcnt, lgkmcnt} limits

  // ---- decode the picked instruction (stage D) ----
  wire [127:0] from_pc = take_ibuf_i >> {sel_ofs_i, 5'd0};
  wire [95:0]  words   = from_pc[95:0];
  wire [3:0]   unit;
  wire         trap;
  wire         src0, src1;
  wire [15:0]  simm16;
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
    .simm16_o    (simm16),
    .literal_o   (dec_literal_o),
    .dst_64_o    (dec_dst_64_o),
    .src0_o      (src0),
    .src0_64_o   (dec_src0_64_o),
    .src0_kind_o (dec_src0_kind_o),
    .src1_o      (src1),
    .src1_64_o   (dec_src1_64_o),
    .src1_kind_o (dec_src1_kind_o)
  );
  assign dec_trap_o   = trap;
  assign dec_simm16_o = simm16;

  // ---- routing ----
  wire to_valu = !trap && (unit == UNIT_VALU || unit == UNIT_MFMA);
  wire to_lsu  = !trap && (unit == UNIT_SMEM || unit == UNIT_VMEM || unit == UNIT_FLAT);
  wire to_ds   = !trap && (unit == UNIT_LDS);
  wire to_salu = !to_valu && !to_lsu && !to_ds;
  // FLAT proper (not GLOBAL / SCRATCH): only its lanes may reach the LDS
  wire is_flat = to_lsu && pkt_fam_o == FAM_FLAT;
  wire [3:0] need = to_valu ? N_VALU : to_lsu ? (is_flat ? (N_LSU | N_DS) : N_LSU) :
                    to_ds ? N_DS : N_SALU;

  // s_waitcnt: vmcnt is simm16 {15:14, 3:0}, lgkmcnt 11:8 (as the SALU)
  wire        is_wc  = to_salu && pkt_op_o == OP_S_WAITCNT;
  wire [9:0]  wcimm  = {simm16[15:14], simm16[3:0], simm16[11:8]};
  function automatic wc_ok(input [9:0] imm, input [5:0] vm, input [3:0] lgkm);
    wc_ok = vm <= imm[9:4] && lgkm <= imm[3:0];
  endfunction
  wire        wc_wait = is_wc && !wc_ok(wcimm, vmcnt_i[6*wave_q +: 6], lgkmcnt_i[4*wave_q +: 4]);

  // offered for this cycle only, when its units are free
  wire offer = d_q && (need & busy_q) == 4'd0 && !wc_wait;
  assign salu_valid_o = offer && to_salu;
  assign valu_valid_o = offer && to_valu;
  assign lsu_valid_o  = offer && to_lsu;
  assign ds_valid_o   = offer && to_ds;
  wire hand = (salu_valid_o && salu_ready_i) || (valu_valid_o && valu_ready_i) ||
              (lsu_valid_o && lsu_ready_i) || (ds_valid_o && ds_ready_i);
  wire cancel = d_q && !hand;
  assign untake_valid_o = cancel;

  // ---- busy units ----
  wire [3:0] clr = {done_i[3] || (done_i[2] && flat_q), done_i[2:0]};
  wire [3:0] set = hand ? need : 4'd0;
  always @(posedge clk_i) begin
    if (rst_i) begin
      busy_q <= 4'd0;
      flat_q <= 1'b0;
    end else begin
      busy_q <= (busy_q & ~clr) | set;
      if (hand && to_lsu) flat_q <= is_flat;
    end
  end

  // ---- pick (stage P) ----
  // a wave whose cancelled instruction needs a unit that is busy (after this
  // cycle's dones and take), or whose s_waitcnt is not allowed yet, waits
  wire [3:0] busy_nx = (busy_q & ~clr) | set;
  reg  [NUM_WAVES-1:0] skip;
  integer w;
  always @(*) begin
    for (w = 0; w < NUM_WAVES; w = w + 1) begin
      skip[w] = known_q[w] && ((need_q[4*w +: 4] & busy_nx) != 4'd0 ||
                               (wc_q[w] && !wc_ok(wcimm_q[10*w +: 10], vmcnt_i[6*w +: 6], lgkmcnt_i[4*w +: 4])));
    end
  end

  wire [NUM_WAVES-1:0] arb_ready;
  wire                 pick;
  gcn_rr_arbiter #(.N(NUM_WAVES), .IDX_W(WAVE_ID_W)) u_arb (
    .clk_i   (clk_i),
    .rst_i   (rst_i),
    .valid_i (ready_waves_i & ~skip),
    .ready_o (arb_ready),
    .valid_o (pick),
    .ready_i (1'b1),
    .data_o  (take_wave_o)
  );

  always @(posedge clk_i) begin
    if (rst_i) begin
      d_q     <= 1'b0;
      known_q <= {NUM_WAVES{1'b0}};
    end else begin
      d_q <= pick;
      if (cancel) known_q[wave_q] <= 1'b1;
      if (hand) known_q[wave_q] <= 1'b0;
    end
  end

  always @(posedge clk_i) begin
    if (pick) wave_q <= take_wave_o;
    if (cancel) begin
      need_q[4*wave_q +: 4]    <= need;
      wc_q[wave_q]             <= wc_wait;
      wcimm_q[10*wave_q +: 10] <= wcimm;
    end
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
