// gcn_fp_add: an IEEE float sum, f32 (wide_i low: the low halves, a zero
// high half in sum_o) or f64, round to nearest even, denormals kept (no
// flushing of inputs or result), as at_apply's AT_FADD (cmodel/src/mem_ops.c,
// docs/memory.md):
//   - a NaN operand: the first NaN in the order a, b, quieted;
//   - inf + -inf: the default NaN (f32 0xffc00000, f64 0xfff8000000000000);
//   - an exact zero sum of nonzero or mixed-sign operands: +0; -0 + -0: -0;
//   - overflow: infinity of the sum's sign.
// One datapath for both widths: an f32 operand is unpacked into the f64
// field layout (its 8-bit biased exponent zero-extended, its 23 fraction
// bits at the top of the 52), so alignment, the add, normalisation (limited
// at the least exponent: subnormal results) and the packing carry are
// shared; only the rounding position (bit 32 or bit 3 of the 56-bit
// significand with guard, round, sticky) and the largest exponent differ.
// Combinational (the LDS unit's and the LSU's atomic ALU, gcn_atomic_alu).
module gcn_fp_add (
  input  wire        wide_i,
  input  wire [63:0] a_i,
  input  wire [63:0] b_i,
  output reg  [63:0] sum_o
);
  // unpacked fields {sign, exponent, fraction} in the f64 layout
  wire        sa   = wide_i ? a_i[63] : a_i[31];
  wire        sb   = wide_i ? b_i[63] : b_i[31];
  wire [10:0] ea   = wide_i ? a_i[62:52] : {3'd0, a_i[30:23]};
  wire [10:0] eb   = wide_i ? b_i[62:52] : {3'd0, b_i[30:23]};
  wire [51:0] ma   = wide_i ? a_i[51:0] : {a_i[22:0], 29'd0};
  wire [51:0] mb   = wide_i ? b_i[51:0] : {b_i[22:0], 29'd0};
  wire [10:0] emax = wide_i ? 11'h7ff : 11'h0ff;

  wire        nan_a = (ea == emax) && (ma != 52'd0);
  wire        nan_b = (eb == emax) && (mb != 52'd0);
  wire        inf_a = (ea == emax) && (ma == 52'd0);
  wire        inf_b = (eb == emax) && (mb == 52'd0);

  // the operand of larger magnitude first (x), the other (y)
  wire        a_big = {ea, ma} >= {eb, mb};
  wire        sx    = a_big ? sa : sb;
  wire [10:0] ex_r  = a_big ? ea : eb;
  wire [10:0] ey_r  = a_big ? eb : ea;
  wire [51:0] mx    = a_big ? ma : mb;
  wire [51:0] my    = a_big ? mb : ma;
  wire        sub   = sa != sb;
  // effective exponents (a subnormal's is 1) and significands with the
  // hidden bit, then 3 bits below (guard, round, sticky)
  wire [10:0] ex    = (ex_r == 11'd0) ? 11'd1 : ex_r;
  wire [10:0] ey    = (ey_r == 11'd0) ? 11'd1 : ey_r;
  wire [55:0] xs    = {ex_r != 11'd0, mx, 3'b000};
  wire [55:0] ys0   = {ey_r != 11'd0, my, 3'b000};
  wire [10:0] d     = ex - ey;
  wire [5:0]  dd    = (d > 11'd56) ? 6'd56 : d[5:0];
  wire [111:0] yw   = {ys0, 56'd0} >> dd;
  wire [55:0] ys    = {yw[111:57], yw[56] | (yw[55:0] != 56'd0)};
  wire [56:0] s     = sub ? ({1'b0, xs} - {1'b0, ys}) : ({1'b0, xs} + {1'b0, ys});

  // leading zeros of s[55:0]
  reg  [5:0]  lz;
  integer     i;
  always @(*) begin
    lz = 6'd56;
    for (i = 0; i < 56; i = i + 1)
      if (s[i]) lz = 6'd55 - i[5:0];
  end
  // normalised significand n (hidden bit at 55) and exponent en
  wire [10:0] lim  = ex - 11'd1;                  // left shift that keeps en >= 1
  wire [5:0]  sh   = ({5'd0, lz} > lim) ? lim[5:0] : lz;
  wire [55:0] nl   = s[55:0] << sh;
  wire [55:0] n    = s[56] ? {s[56:2], s[1] | s[0]} : nl;
  wire [10:0] en   = s[56] ? ex + 11'd1 : ex - {5'd0, sh};
  wire [10:0] eenc = n[55] ? en : 11'd0;          // a subnormal result: exponent field 0
  // round to nearest even at the width's last fraction bit
  wire        lsb  = wide_i ? n[3] : n[32];
  wire        g    = wide_i ? n[2] : n[31];
  wire        st   = wide_i ? (n[1:0] != 2'd0) : (n[30:0] != 31'd0);
  wire        inc  = g && (st || lsb);
  // the packing carry takes a fraction overflow into the exponent
  // (subnormal to least normal, largest finite to infinity)
  wire [62:0] p64  = {eenc, n[54:3]} + {62'd0, inc};
  wire [30:0] p32  = {eenc[7:0], n[54:32]} + {30'd0, inc};
  wire        ovf  = en >= emax;

  always @(*) begin
    if (nan_a)
      sum_o = wide_i ? (a_i | 64'h0008_0000_0000_0000) : {32'd0, a_i[31:0] | 32'h0040_0000};
    else if (nan_b)
      sum_o = wide_i ? (b_i | 64'h0008_0000_0000_0000) : {32'd0, b_i[31:0] | 32'h0040_0000};
    else if (inf_a && inf_b && sub)
      sum_o = wide_i ? 64'hfff8_0000_0000_0000 : 64'h0000_0000_ffc0_0000;
    else if (inf_a || inf_b)
      sum_o = wide_i ? {sx, 11'h7ff, 52'd0} : {32'd0, sx, 8'hff, 23'd0};
    else if (s == 57'd0)
      sum_o = wide_i ? {sa && sb, 63'd0} : {32'd0, sa && sb, 31'd0};
    else if (ovf)
      sum_o = wide_i ? {sx, 11'h7ff, 52'd0} : {32'd0, sx, 8'hff, 23'd0};
    else
      sum_o = wide_i ? {sx, p64} : {32'd0, sx, p32};
  end
endmodule
