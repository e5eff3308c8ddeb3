// gcn_mfma_dot: one dot-product lane of the matrix core with the accumulators
// of the elements it computes (element g * MFMA_DOT_LANES + lane, g < NG, in
// turn).  A C beat loads their dwords; a step (step_i) replaces element grp_i's
// accumulator with mfma_dot of it and the lane's A and B words (gcn_mfma_dot.vh:
// the element kinds, the numerics, the multipliers).  The step is computed in
// the clocked process under its enable: in hardware the same logic as a
// combinational lane feeding a register, in simulation an idle lane evaluates
// nothing (docs/units/mfma.md, "The cost in simulation").  Verilator keeps the
// module whole (no_inline_module): one copy of the lane's code for every lane.
module gcn_mfma_dot #(
  parameter integer NG = 1                            // elements a lane computes (16 / MFMA_DOT_LANES)
) (
  input  wire                              clk_i,
  input  wire                              c_en_i,   // a C beat: the elements' low or high dwords
  input  wire                              c_hi_i,   // the high dwords (f64)
  input  wire [32*NG-1:0]                  c_i,      // element g's dword in bits 32g+31:32g
  input  wire                              step_i,   // one step of element grp_i
  input  wire [(NG > 1 ? $clog2(NG) : 1)-1:0] grp_i,
  input  wire                              flip_i,   // fault 5: bit 0 of the step's result flipped
  input  wire [2:0]                        kind_i,   // MK_* (gcn_mfma_kinds.vh)
  input  wire [63:0]                       a_i,
  input  wire [63:0]                       b_i,
  output reg  [64*NG-1:0]                  acc_o     // element g's accumulator in bits 64g+63:64g
);
  /*verilator no_inline_module*/
  `include "mfma/gcn_mfma_kinds.vh"
  `include "mfma/gcn_mfma_dot.vh"

  integer g;
  always @(posedge clk_i) begin
    if (c_en_i) begin
      for (g = 0; g < NG; g = g + 1) begin
        if (c_hi_i) acc_o[64*g+32 +: 32] <= c_i[32*g +: 32];
        else        acc_o[64*g +: 32]    <= c_i[32*g +: 32];
      end
    end
    if (step_i)
      acc_o[64*(NG == 1 ? 0 : 32'(grp_i)) +: 64] <=
        mfma_dot(kind_i, acc_o[64*(NG == 1 ? 0 : 32'(grp_i)) +: 64], a_i, b_i) ^ {63'd0, flip_i};
  end

  wire unused_ok = &{1'b0, grp_i};  // one element a lane: no group
endmodule
