// gcn_issue: picks the next wave to issue, round robin among the waves whose
// instruction is in their buffer, and hands it to the scalar unit with the
// three dwords from its PC (from dword ofs of its buffer; past the buffer's
// end they read as 0).  The buffer is block RAM, read when the wave is picked;
// the picked wave waits in one register (pend) until the SALU takes it, so
// the next pick overlaps the SALU's work.  (The MI200 scheme, one SIMD per cycle and one
// instruction per category, arrives with the vector units.)
module gcn_issue #(
  `include "gcn_config.vh"
) (
  input  wire                 clk_i,
  input  wire                 rst_i,
  input  wire [NUM_WAVES-1:0] ready_waves_i,
  output wire                 take_valid_o,
  output wire [WAVE_ID_W-1:0] take_wave_o,
  input  wire [127:0]         take_ibuf_i,
  output wire [WAVE_ID_W-1:0] sel_wave_o,
  input  wire [63:0]          sel_pc_i,
  input  wire [1:0]           sel_ofs_i,
  input  wire                 sel_scc_i,
  output wire                 salu_valid_o,
  input  wire                 salu_ready_i,
  output wire [WAVE_ID_W-1:0] salu_wave_o,
  output wire [63:0]          salu_pc_o,
  output wire [95:0]          salu_words_o,
  output wire                 salu_scc_o
);
  wire [NUM_WAVES-1:0] arb_ready;
  wire                 arb_valid;
  reg                  pend_q, pend_d;
  reg [WAVE_ID_W-1:0]  wave_q;

  wire hand  = pend_q && salu_ready_i;   // the SALU takes the pending wave
  wire pick  = arb_valid && (!pend_q || hand);

  gcn_rr_arbiter #(.N(NUM_WAVES), .IDX_W(WAVE_ID_W)) u_arb (
    .clk_i   (clk_i),
    .rst_i   (rst_i),
    .valid_i (ready_waves_i),
    .ready_o (arb_ready),
    .valid_o (arb_valid),
    .ready_i (!pend_q || hand),
    .data_o  (take_wave_o)
  );

  always @(*) begin
    pend_d = pend_q;
    if (hand) pend_d = 1'b0;
    if (pick) pend_d = 1'b1;
  end

  always @(posedge clk_i) begin
    if (rst_i) begin
      pend_q <= 1'b0;
    end else begin
      pend_q <= pend_d;
    end
  end

  always @(posedge clk_i) begin
    if (pick) wave_q <= take_wave_o;
  end

  assign take_valid_o = pick;
  assign sel_wave_o   = wave_q;
  assign salu_valid_o = pend_q;
  assign salu_wave_o  = wave_q;
  assign salu_pc_o    = sel_pc_i;
  wire [127:0] from_pc = take_ibuf_i >> {sel_ofs_i, 5'd0};
  assign salu_words_o = from_pc[95:0];
  assign salu_scc_o   = sel_scc_i;

  wire unused = &{1'b0, arb_ready, from_pc[127:96]};
endmodule
