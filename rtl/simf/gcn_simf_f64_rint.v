// gcn_simf_f64_rint: an f64 rounded to an integral value, exactly: trunc, ceil, floor,
// or to nearest even (IEEE roundToIntegralTiesToEven, so a zero result keeps the
// sign: rndne(-0.5) = -0).  inf, NaN and |x| >= 2^52 come back unchanged (the
// caller quiets a NaN).  Combinational; v_trunc/ceil/floor/rndne/fract_f64 and
// the nearbyint steps of exp/sin/cos use it.
module gcn_simf_f64_rint (
  input  wire [63:0] x_i,
  input  wire [1:0]  how_i,   // 0 trunc, 1 ceil, 2 floor, 3 nearest even
  output reg  [63:0] r_o
);
  localparam [1:0] RI_TRUNC = 2'd0, RI_CEIL = 2'd1, RI_FLOOR = 2'd2;

  reg        s;
  reg [10:0] e;
  reg [5:0]  nf;        // fraction bits of a value in [1, 2^52)
  reg [51:0] mask, half, fpart;
  reg [63:0] tr;
  reg        up;

  always @(*) begin
    s = x_i[63];
    e = x_i[62:52];
    nf = 6'd0;
    mask = 52'd0;
    half = 52'd0;
    fpart = 52'd0;
    tr = x_i;
    up = 1'b0;
    r_o = x_i;
    if (e >= 11'd1075) begin
      r_o = x_i;                                  // integral already, inf or NaN
    end else if (e < 11'd1023) begin              // |x| < 1: a zero or +-1
      r_o = {s, 63'd0};
      if (x_i[62:0] != 63'd0) begin
        case (how_i)
          RI_TRUNC: r_o = {s, 63'd0};
          RI_CEIL:  r_o = s ? {1'b1, 63'd0} : 64'h3ff0_0000_0000_0000;
          RI_FLOOR: r_o = s ? 64'hbff0_0000_0000_0000 : 64'd0;
          default:  r_o = (e == 11'd1022 && x_i[51:0] != 52'd0) ? {s, 63'h3ff0_0000_0000_0000} : {s, 63'd0};
        endcase
      end
    end else begin
      nf = 6'(11'd1075 - e);
      mask = (52'd1 << nf) - 52'd1;
      half = 52'd1 << (nf - 6'd1);
      fpart = x_i[51:0] & mask;
      tr = {x_i[63:52], x_i[51:0] & ~mask};
      case (how_i)
        RI_TRUNC: up = 1'b0;
        RI_CEIL:  up = fpart != 52'd0 && !s;
        RI_FLOOR: up = fpart != 52'd0 && s;
        default:  up = fpart > half || (fpart == half && tr[nf]);
      endcase
      // one unit at the integer position away from zero; a carry into the
      // exponent field is the right next power of two
      r_o = up ? tr + ({12'd0, mask} + 64'd1) : tr;
    end
  end
endmodule
