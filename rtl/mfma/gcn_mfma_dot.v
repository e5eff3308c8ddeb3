// gcn_mfma_dot: one dot-product lane of the matrix core.  Each cycle it takes
// one element's accumulator and the A and B words of one lane each (all the
// elements that lane holds: 1 f32 or f64, 2 bf16, 4 f16, bf16_1k or int8) and
// returns the accumulator after that group, as docs/mfma.md "Numerics" has it:
//   f32, f64: one fused multiply-add, RNE, denormals kept (gcn_simf_f64_fma,
//             the VALU's f64 FMA, which also rounds once into f32);
//   f16, bf16, bf16_1k: the group's products and the accumulator summed
//             exactly, rounded once to f32 (gcn_mfma_dot16);
//   int8:     four signed 8x8 products added modulo 2^32.
// Multipliers per lane: one f64 FMA (shared by f32), four 11x11 (f16/bf16) and
// four 8x8 signed (int8).  Combinational.
module gcn_mfma_dot (
  input  wire [2:0]  kind_i,  // MK_* (gcn_mfma_kinds.vh)
  input  wire [63:0] acc_i,   // f32/i32 accumulator in bits 31:0, f64 in 63:0
  input  wire [63:0] a_i,
  input  wire [63:0] b_i,
  output reg  [63:0] res_o
);
  `include "mfma/gcn_mfma_kinds.vh"

  `include "gcn_clz53.vh"

  // an f32 as the f64 of the same value (exact; NaN payloads moved up, not quieted)
  function automatic [63:0] f32_to_f64(input [31:0] f);
    reg [5:0]  lz;   // a denormal's leading zeros
    reg [22:0] m;
    begin
      lz = clz53({f[22:0], 30'd0});
      m = f[22:0] << (lz + 6'd1);  // its leading one shifted out
      if (f[30:23] == 8'hff)      f32_to_f64 = {f[31], 11'h7ff, f[22:0], 29'd0};
      else if (f[30:23] != 8'd0)  f32_to_f64 = {f[31], 11'(f[30:23]) + 11'd896, f[22:0], 29'd0};
      else if (f[22:0] == 23'd0)  f32_to_f64 = {f[31], 63'd0};
      else                        f32_to_f64 = {f[31], 11'd896 - 11'(lz), m, 29'd0};
    end
  endfunction

  wire        f64 = kind_i == MK_F64;
  wire [63:0] fa = f64 ? a_i : f32_to_f64(a_i[31:0]);
  wire [63:0] fb = f64 ? b_i : f32_to_f64(b_i[31:0]);
  wire [63:0] fc = f64 ? acc_i : f32_to_f64(acc_i[31:0]);
  wire [63:0] fma_r;
  wire [31:0] dot16_r;

  gcn_simf_f64_fma u_fma (
    .a_i(fa), .afmt_i(2'd0), .b_i(fb), .c_i(fc), .cen_i(1'b1), .scale_i(14'sd0),
    .rnd_i(2'd0), .fmt_i(f64 ? 2'd0 : 2'd1), .flush_i(1'b0), .sat16_i(1'b0), .r_o(fma_r)
  );

  gcn_mfma_dot16 u_dot16 (
    .acc_i(acc_i[31:0]), .a_i(a_i), .b_i(b_i), .bf16_i(kind_i != MK_F16),
    .four_i(kind_i != MK_BF16), .res_o(dot16_r)
  );

  // int8: four signed products, 32-bit wrap
  reg [31:0] isum;
  integer    k;
  always @(*) begin
    isum = acc_i[31:0];
    for (k = 0; k < 4; k = k + 1)
      isum = isum + {{24{a_i[8*k+7]}}, a_i[8*k +: 8]} * {{24{b_i[8*k+7]}}, b_i[8*k +: 8]};
  end

  always @(*) begin
    case (kind_i)
      MK_F32:                    res_o = {32'd0, fma_r[31:0]};
      MK_F64:                    res_o = fma_r;
      MK_F16, MK_BF16, MK_BF1K:  res_o = {32'd0, dot16_r};
      default:                   res_o = {32'd0, isum};
    endcase
  end
endmodule
