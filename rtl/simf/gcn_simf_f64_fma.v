// gcn_simf_f64_fma: (a * b + c) * 2^scale with one rounding, IEEE 754 semantics, as
// the model's f64 arithmetic (host fma in the four rounding modes) and its narrow
// rounding (round_bits) compute it.  Combinational; one instance serves a whole
// unit one lane per cycle.
//   a is f64, f32 or f16 (afmt_i), b and c are f64; the result is f64, f32 or f16.
//   add: a * 1.0 + c; mul: cen_i = 0 (no addend, so a zero product keeps its sign
//   in every mode); conversions and output-modifier scaling: a * 1.0, scale_i.
// NaN sources give the first NaN (a, b, c) quieted, its payload's top bits kept in
// the result format; an invalid operation (inf * 0, inf - inf) the canonical NaN
// with the sign set.  An exactly zero sum is -0 only when both addends are -0, or
// when rounding toward -inf (IEEE 754 6.3).  Input flushing is the caller's.
//
// The body is the function simf_f64_fma (gcn_simf_f64_fma.vh), which the matrix
// core's dot lanes call in their clocked step.
module gcn_simf_f64_fma (
  input  wire [63:0]        a_i,
  input  wire [1:0]         afmt_i,   // 0 f64, 1 f32, 2 f16
  input  wire [63:0]        b_i,
  input  wire [63:0]        c_i,
  input  wire               cen_i,
  input  wire signed [13:0] scale_i,
  input  wire [1:0]         rnd_i,
  input  wire [1:0]         fmt_i,    // 0 f64, 1 f32, 2 f16
  input  wire               flush_i,
  input  wire               sat16_i,
  input  wire               en_i,     // a result is wanted this cycle (else r_o is 0)
  output reg  [63:0]        r_o
);
  `include "simf/gcn_simf_f64_fma.vh"

  // (without en_i nothing is computed, so the simulators skip an idle unit's
  // multiply-add; Verilator evaluates every combinational block each cycle)
  always @(*) begin
    r_o = 64'd0;
    if (en_i) r_o = simf_f64_fma(a_i, afmt_i, b_i, c_i, cen_i, scale_i, rnd_i, fmt_i, flush_i, sat16_i);
  end
endmodule
