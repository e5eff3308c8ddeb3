// gcn_issue: picks the next wave to issue, round robin among the waves whose
// instruction is in their buffer, and hands it to the scalar unit with the
// three dwords from its PC (from dword take_ofs_i of its buffer; past the
// buffer's end they read as 0).  (The MI200 scheme, one SIMD per cycle and one
// instruction per category, arrives with the vector units.)
module gcn_issue #(
  `include "gcn_config.vh"
) (
  input  wire                 clk_i,
  input  wire                 rst_i,
  input  wire [NUM_WAVES-1:0] ready_waves_i,
  output wire                 take_valid_o,
  output wire [WAVE_ID_W-1:0] take_wave_o,
  input  wire [63:0]          take_pc_i,
  input  wire [127:0]         take_ibuf_i,
  input  wire [1:0]           take_ofs_i,
  input  wire                 take_scc_i,
  output wire                 salu_valid_o,
  input  wire                 salu_ready_i,
  output wire [WAVE_ID_W-1:0] salu_wave_o,
  output wire [63:0]          salu_pc_o,
  output wire [95:0]          salu_words_o,
  output wire                 salu_scc_o
);
  wire [NUM_WAVES-1:0] arb_ready;

  gcn_rr_arbiter #(.N(NUM_WAVES), .IDX_W(WAVE_ID_W)) u_arb (
    .clk_i   (clk_i),
    .rst_i   (rst_i),
    .valid_i (ready_waves_i),
    .ready_o (arb_ready),
    .valid_o (salu_valid_o),
    .ready_i (salu_ready_i),
    .data_o  (take_wave_o)
  );

  assign take_valid_o = salu_valid_o && salu_ready_i;
  assign salu_wave_o  = take_wave_o;
  assign salu_pc_o    = take_pc_i;
  wire [127:0] from_pc = take_ibuf_i >> {take_ofs_i, 5'd0};
  assign salu_words_o = from_pc[95:0];
  assign salu_scc_o   = take_scc_i;

  wire unused = &{1'b0, arb_ready, from_pc[127:96]};
endmodule
