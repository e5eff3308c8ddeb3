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
// The exact sum lives in a 170-bit window: the larger term's top bit at bit 168,
// the other term shifted down with its lost bits ORed into bit 0 (a sticky bit far
// below every rounding point, which is enough when one term is that much smaller).
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
  output reg  [63:0]        r_o
);
  localparam [1:0] FMT_F64 = 2'd0, FMT_F32 = 2'd1;

  `include "gcn_clz53.vh"

  `GCN_LZC(clz170, 170, 8)

  // ---- unpack: sign, class, normalized 53-bit significand, exponent of its LSB ----
  reg               as, bs, cs;
  reg [10:0]        ae, be, ce;
  reg [51:0]        af, bf, cf;          // fractions aligned to 52 bits
  reg               a_max, a_nan, b_nan, c_nan, a_inf, b_inf, c_inf, a_zero, b_zero, c_zero;
  reg signed [13:0] a_bias;
  reg [52:0]        am, bm, cm;
  reg [5:0]         alz, blz, clz;
  reg signed [13:0] al, bl, cl;          // exponent of the significand's LSB

  always @(*) begin
    case (afmt_i)
      FMT_F64: begin as = a_i[63]; ae = a_i[62:52];         af = a_i[51:0];          a_bias = 14'sd1023; a_max = &a_i[62:52]; end
      FMT_F32: begin as = a_i[31]; ae = {3'd0, a_i[30:23]}; af = {a_i[22:0], 29'd0}; a_bias = 14'sd127;  a_max = &a_i[30:23]; end
      default: begin as = a_i[15]; ae = {6'd0, a_i[14:10]}; af = {a_i[9:0], 42'd0};  a_bias = 14'sd15;   a_max = &a_i[14:10]; end
    endcase
    bs = b_i[63]; be = b_i[62:52]; bf = b_i[51:0];
    cs = c_i[63]; ce = c_i[62:52]; cf = c_i[51:0];
    a_nan = a_max && af != 52'd0;  a_inf = a_max && af == 52'd0;  a_zero = ae == 11'd0 && af == 52'd0;
    b_nan = &be && bf != 52'd0;    b_inf = &be && bf == 52'd0;    b_zero = be == 11'd0 && bf == 52'd0;
    c_nan = cen_i && &ce && cf != 52'd0;
    c_inf = cen_i && &ce && cf == 52'd0;
    c_zero = !cen_i || (ce == 11'd0 && cf == 52'd0);
    am = {ae != 11'd0, af};
    bm = {be != 11'd0, bf};
    cm = {ce != 11'd0, cf};
    alz = clz53(am);
    blz = clz53(bm);
    clz = clz53(cm);
    am = am << alz;
    bm = bm << blz;
    cm = cm << clz;
    // a normal number's LSB is 2^(e - bias - 52); a denormal's as exponent 1's
    al = (ae == 11'd0 ? 14'sd1 : $signed({3'd0, ae})) - a_bias - 14'sd52 - $signed({8'd0, alz});
    bl = (be == 11'd0 ? 14'sd1 : $signed({3'd0, be})) - 14'sd1075 - $signed({8'd0, blz});
    cl = (ce == 11'd0 ? 14'sd1 : $signed({3'd0, ce})) - 14'sd1075 - $signed({8'd0, clz});
  end

  // ---- exact sum in the window ----
  reg               ps;                   // product sign
  reg [105:0]       pm;
  reg signed [13:0] pl, top, rp, rc;
  reg [7:0]         rps, rcs;
  reg [335:0]       pwide, cwide;
  reg [169:0]       px, cx, sum;
  reg               ss;                   // sum sign
  reg [7:0]         lz;
  reg signed [13:0] sexp;
  reg [169:0]       man;

  always @(*) begin
    ps = as ^ bs;
    pm = am * bm;
    pl = al + bl;
    // the top of the window: above the larger term (a zero term does not count)
    if (a_zero || b_zero)           top = cl + 14'sd53;
    else if (c_zero)                top = pl + 14'sd106;
    else if (pl + 14'sd53 >= cl)    top = pl + 14'sd106;
    else                            top = cl + 14'sd53;
    // each term's distance below the top of the window, saturated where all of
    // it is sticky anyway
    rp = top - pl - 14'sd106;
    rc = top - cl - 14'sd53;
    rps = rp > 14'sd168 ? 8'd168 : rp[7:0];
    rcs = rc > 14'sd168 ? 8'd168 : rc[7:0];
    pwide = {1'b0, pm, 229'd0} >> rps;
    cwide = {1'b0, cm, 282'd0} >> rcs;
    px = (a_zero || b_zero) ? 170'd0 : {pwide[335:167], |pwide[166:0]};
    cx = c_zero ? 170'd0 : {cwide[335:167], |cwide[166:0]};
    if (ps == cs || c_zero) begin
      sum = px + cx;
      ss  = ps;
    end else if (px >= cx) begin
      sum = px - cx;
      ss  = ps;
    end else begin
      sum = cx - px;
      ss  = cs;
    end
    lz = clz170(sum);
    man = sum << lz;
    // window bit i weighs 2^(top - 169 + i); the leading one at 169 - lz
    sexp = top - $signed({6'd0, lz}) + scale_i;
  end

  wire [63:0] rnd_r;
  gcn_simf_f64_rnd u_rnd (
    .sign_i  (ss),
    .exp_i   (sexp),
    .man_i   (man),
    .rnd_i   (rnd_i),
    .fmt_i   (fmt_i),
    .flush_i (flush_i),
    .sat16_i (sat16_i),
    .r_o     (rnd_r)
  );

  // ---- special results ----
  reg [51:0] nanf;   // the chosen NaN: sign and 52-bit payload
  reg        nans;
  reg        zs;
  reg        p_inf, invalid, r_inf, r_infs;

  always @(*) begin
    if (a_nan)      begin nans = as; nanf = af; end
    else if (b_nan) begin nans = bs; nanf = bf; end
    else            begin nans = cs; nanf = cf; end
    p_inf = a_inf || b_inf;
    invalid = (p_inf && (a_zero || b_zero)) || (p_inf && c_inf && ps != cs);
    r_inf = p_inf || c_inf;
    r_infs = p_inf ? ps : cs;
    // an exactly zero result
    if ((a_zero || b_zero) && c_zero)
      zs = !cen_i ? ps : (rnd_i == 2'd2 ? (ps | cs) : (ps & cs));
    else
      zs = rnd_i == 2'd2;
    if (a_nan || b_nan || c_nan) begin
      case (fmt_i)
        FMT_F64: r_o = {nans, 12'hfff, nanf[50:0]};
        FMT_F32: r_o = {32'd0, nans, 9'h1ff, nanf[50:29]};
        default: r_o = {48'd0, nans, 6'h3f, nanf[50:42]};
      endcase
    end else if (invalid) begin
      case (fmt_i)
        FMT_F64: r_o = 64'hfff8_0000_0000_0000;
        FMT_F32: r_o = 64'h0000_0000_ffc0_0000;
        default: r_o = 64'h0000_0000_0000_fe00;
      endcase
    end else if (r_inf) begin
      case (fmt_i)
        FMT_F64: r_o = {r_infs, 63'h7ff0_0000_0000_0000};
        FMT_F32: r_o = {32'd0, r_infs, 31'h7f80_0000};
        default: r_o = {48'd0, r_infs, 15'h7c00};
      endcase
    end else if (sum == 170'd0) begin
      case (fmt_i)
        FMT_F64: r_o = {zs, 63'd0};
        FMT_F32: r_o = {32'd0, zs, 31'd0};
        default: r_o = {48'd0, zs, 15'd0};
      endcase
    end else begin
      r_o = rnd_r;
    end
  end

  // the top payload bit is the quiet bit, set in every result
  wire unused_ok = &{1'b0, nanf[51]};
endmodule
