// gcn_simf: the floating-point datapath (docs/rtl-microarch.md), one quarter
// (16 lanes) of an instruction per transfer.
//
// PLACEHOLDER of the valu branch, replaced by the simf branch at merge: it
// executes nothing (sup_o = 0 for every op), so the VALU traps
// "unimplemented" on every float op instead of producing a wrong value.  The
// ports are exactly the documented ones; the handshake answers at once so
// that the VALU's sequencing around it is exercised.
module gcn_simf #(
  `include "gcn_config.vh"
  ,
  `include "gcn_isa.vh"
) (
  input  wire                 clk_i,
  input  wire                 rst_i,
  input  wire [OP_ID_W-1:0]   sup_op_i,
  output wire                 sup_o,
  input  wire                 valid_i,
  output wire                 ready_o,
  input  wire [OP_ID_W-1:0]   op_i,
  input  wire [31:0]          mode_i,
  input  wire [15:0]          lanes_i,
  input  wire [16*64-1:0]     a_i,
  input  wire [16*64-1:0]     b_i,
  input  wire [16*64-1:0]     c_i,
  input  wire [15:0]          flag_in_i,
  input  wire                 clamp_i,
  input  wire [1:0]           omod_i,
  output wire                 valid_o,
  input  wire                 ready_i,
  output wire [16*64-1:0]     d_o,
  output wire [15:0]          flag_o
);
  reg out_q;
  always @(posedge clk_i) begin
    if (rst_i) out_q <= 1'b0;
    else if (valid_i && ready_o) out_q <= 1'b1;
    else if (ready_i) out_q <= 1'b0;
  end
  assign sup_o   = 1'b0;
  assign ready_o = !out_q;
  assign valid_o = out_q;
  assign d_o     = {16*64{1'b0}};
  assign flag_o  = 16'd0;
  wire unused = &{1'b0, sup_op_i, op_i, mode_i, lanes_i, a_i, b_i, c_i, flag_in_i, clamp_i, omod_i};
endmodule
