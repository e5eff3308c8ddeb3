// gcn_simf_f64_rnd: rounds one exact nonzero finite value, sign * man * 2^(exp - 169)
// with man[169] set (so the value is 1.f * 2^exp), once, into f64, f32 or f16, as the
// model's round_bits (cmodel/src/fp.c) does: every bit under the rounding point is
// sticky, directed modes by sign, overflow to inf or the largest finite value by the
// mode, a result that is denormal after rounding flushed to a signed zero when
// flush_i is set.  With sat16_i (MODE.FP16_OVFL) an f16 overflow of a value that is
// finite as a double (exp <= 1023) gives +-65504.  Combinational; shared by the f64
// fused multiply-add and the divide/square-root of the transcendental unit.  The
// body is the function simf_f64_rnd (gcn_simf_f64_rnd.vh), which the matrix core
// calls, through simf_f64_fma, in its clocked step.
module gcn_simf_f64_rnd (
  input  wire               sign_i,
  input  wire signed [13:0] exp_i,
  input  wire [169:0]       man_i,
  input  wire [1:0]         rnd_i,    // MODE.FP_ROUND encoding: 0 even, 1 +inf, 2 -inf, 3 zero
  input  wire [1:0]         fmt_i,    // 0 f64, 1 f32, 2 f16
  input  wire               flush_i,
  input  wire               sat16_i,
  output reg  [63:0]        r_o
);
  `include "simf/gcn_simf_f64_rnd.vh"

  always @(*) r_o = simf_f64_rnd(sign_i, exp_i, man_i, rnd_i, fmt_i, flush_i, sat16_i);
endmodule
