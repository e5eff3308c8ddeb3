// gcn_simf_trans: placeholder with the SIMF sub-unit ports.  Supports no op yet
// (sup_o = 0, so the CU traps every op as unimplemented); a quarter that is
// nevertheless sent is accepted and answered with zeros one cycle later so
// the valid/ready handshake never hangs.
module gcn_simf_trans #(
  `include "gcn_config.vh"
  ,
  `include "gcn_isa.vh"
) (
  input  wire                 clk_i,
  input  wire                 rst_i,
  input  wire                 in_valid_i,
  output wire                 in_ready_o,
  input  wire [OP_ID_W-1:0]   op_i,
  input  wire [31:0]          mode_i,
  input  wire [15:0]          lanes_i,
  input  wire [16*64-1:0]     a_i,
  input  wire [16*64-1:0]     b_i,
  input  wire [16*64-1:0]     c_i,
  input  wire [15:0]          flag_i,
  input  wire                 clamp_i,
  input  wire [1:0]           omod_i,
  output wire                 out_valid_o,
  input  wire                 out_ready_i,
  output wire [16*64-1:0]     d_o,
  output wire [15:0]          flag_o,
  input  wire [OP_ID_W-1:0]   sup_op_i,
  output wire                 sup_o
);
  reg full_q;

  // one result slot: free, or freed this cycle by the consumer
  assign in_ready_o  = !full_q || out_ready_i;
  assign out_valid_o = full_q;
  assign d_o         = {16*64{1'b0}};
  assign flag_o      = 16'h0000;
  assign sup_o       = 1'b0;

  always @(posedge clk_i) begin
    if (rst_i) begin
      full_q <= 1'b0;
    end else if (in_valid_i && in_ready_o) begin
      full_q <= 1'b1;
    end else if (out_ready_i) begin
      full_q <= 1'b0;
    end
  end

  // placeholder: the operands are not used yet
  wire unused_ok = &{1'b0, op_i, mode_i, lanes_i, a_i, b_i, c_i, flag_i, clamp_i, omod_i, sup_op_i};
endmodule
