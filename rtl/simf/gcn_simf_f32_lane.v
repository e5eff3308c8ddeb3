// gcn_simf_f32_lane: one lane of gcn_simf_f32 for one pass (combinational).
// The body is the function simf_f32_lane (gcn_simf_f32_lane.vh: the micro-ops,
// the passes, the numerics).  An idle lane (uop_i = U_NONE) computes nothing:
// the simulators then evaluate one branch for it, where Verilator would
// otherwise evaluate every lane's logic each cycle (docs/units/simf.md).
// The module is kept whole in Verilator (no_inline_module): the CU's C++ is
// then a quarter smaller than with 64 lanes inlined into their parents.
module gcn_simf_f32_lane (
  input  wire [5:0]  uop_i,
  input  wire        f16_i,     // element format f16 (sources and result)
  input  wire [3:0]  pred_i,    // compare truth table: lt, eq, gt, unordered; which v_cube*
  input  wire [1:0]  om_i,      // output modifiers: 0 none, 1 omod and clamp, 2 clamp only
  input  wire        pass_i,
  input  wire [31:0] mode_i,
  input  wire        clamp_i,
  input  wire [1:0]  omod_i,
  input  wire [63:0] a_i,
  input  wire [63:0] b_i,
  input  wire [63:0] c_i,
  input  wire        flag_i,
  input  wire [63:0] prev_i,    // the lane's result register (pass 1 reads pass 0's)
  output reg  [63:0] d_o,       // the lane's result register after this pass
  output reg         flag_o
);
  /*verilator no_inline_module*/
  `include "simf/gcn_simf_f32_uops.vh"
  `include "simf/gcn_simf_f32_lane.vh"

  always @(*) begin
    {flag_o, d_o} = 65'd0;
    if (uop_i != U_NONE)
      {flag_o, d_o} = simf_f32_lane(uop_i, f16_i, pred_i, om_i, pass_i, mode_i, clamp_i, omod_i,
                                    a_i, b_i, c_i, flag_i, prev_i);
  end
endmodule
