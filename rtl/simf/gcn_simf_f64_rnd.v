// gcn_simf_f64_rnd: rounds one exact nonzero finite value, sign * man * 2^(exp - 169)
// with man[169] set (so the value is 1.f * 2^exp), once, into f64, f32 or f16, as the
// model's round_bits (cmodel/src/fp.c) does: every bit under the rounding point is
// sticky, directed modes by sign, overflow to inf or the largest finite value by the
// mode, a result that is denormal after rounding flushed to a signed zero when
// flush_i is set.  With sat16_i (MODE.FP16_OVFL) an f16 overflow of a value that is
// finite as a double (exp <= 1023) gives +-65504.  Combinational; shared by the f64
// fused multiply-add and the divide/square-root of the transcendental unit.
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
  localparam [1:0] FMT_F64 = 2'd0, FMT_F32 = 2'd1;

  reg signed [13:0] emin, emax;
  reg [63:0]        inf_enc, min_norm;
  reg [6:0]         sh;
  reg [297:0]       t;
  reg [52:0]        keep;
  reg               half, sticky, inc, ovf, to_inf;
  reg [63:0]        keepr, field, mag;
  reg signed [13:0] dexp, bexp;

  always @(*) begin
    case (fmt_i)
      FMT_F64: begin emin = -14'sd1022; emax = 14'sd1023; inf_enc = 64'h7ff0_0000_0000_0000; min_norm = 64'h0010_0000_0000_0000; end
      FMT_F32: begin emin = -14'sd126;  emax = 14'sd127;  inf_enc = 64'h0000_0000_7f80_0000; min_norm = 64'h0000_0000_0080_0000; end
      default: begin emin = -14'sd14;   emax = 14'sd15;   inf_enc = 64'h0000_0000_0000_7c00; min_norm = 64'h0000_0000_0000_0400; end
    endcase
    // below the normal range the rounding point moves up: shift the value down
    // (128 spare zero bits below it, so nothing is lost; beyond 127 everything
    // lies under the rounding point of every format anyway)
    dexp = emin - exp_i;
    if (exp_i >= emin)          sh = 7'd0;
    else if (dexp > 14'sd127)   sh = 7'd127;
    else                        sh = dexp[6:0];
    t = {man_i, 128'd0} >> sh;
    case (fmt_i)
      FMT_F64: begin keep = t[297:245];          half = t[244]; sticky = |t[243:0]; end
      FMT_F32: begin keep = {29'd0, t[297:274]}; half = t[273]; sticky = |t[272:0]; end
      default: begin keep = {42'd0, t[297:287]}; half = t[286]; sticky = |t[285:0]; end
    endcase
    case (rnd_i)
      2'd0:    inc = half && (sticky || keep[0]);
      2'd1:    inc = (half || sticky) && !sign_i;
      2'd2:    inc = (half || sticky) && sign_i;
      default: inc = 1'b0;
    endcase
    keepr = {11'd0, keep} + {63'd0, inc};
    // keep carries the implicit bit, so adding it to (exp - emin) in the exponent
    // field gives the biased exponent, and a round-up carry moves into it
    field = 64'd0;
    bexp = exp_i - emin;
    if (exp_i >= emin && exp_i <= emax) begin
      case (fmt_i)
        FMT_F64: field = {1'b0, bexp[10:0], 52'd0};
        FMT_F32: field = {33'd0, bexp[7:0], 23'd0};
        default: field = {49'd0, bexp[4:0], 10'd0};
      endcase
    end
    mag = field + keepr;
    ovf = exp_i > emax || mag >= inf_enc;
    to_inf = rnd_i == 2'd0 || (rnd_i == 2'd1 && !sign_i) || (rnd_i == 2'd2 && sign_i);
    if (ovf) begin
      if (fmt_i != FMT_F64 && fmt_i != FMT_F32 && sat16_i && exp_i <= 14'sd1023) mag = inf_enc - 64'd1;
      else if (to_inf)  mag = inf_enc;
      else              mag = inf_enc - 64'd1;
    end
    if (flush_i && mag < min_norm) mag = 64'd0;
    case (fmt_i)
      FMT_F64: r_o = {sign_i, mag[62:0]};
      FMT_F32: r_o = {32'd0, sign_i, mag[30:0]};
      default: r_o = {48'd0, sign_i, mag[14:0]};
    endcase
  end

  // bexp is below 2046 whenever it is used
  wire unused_ok = &{1'b0, bexp[13:11]};
endmodule
