// simf_f64_fma: the fused multiply-add of gcn_simf_f64_fma (which see: the
// operands, formats and special results) as a function, so that a clocked
// process can call it under its enable (the matrix core's dot lanes) as well
// as a combinational one (the module).  Included in a module body, once; it
// brings clz53 (gcn_clz53.vh), clz170 and simf_f64_rnd with FMT_F64/FMT_F32.
//
// The exact sum lives in a 170-bit window: the larger term's top bit at bit 168,
// the other term shifted down with its lost bits ORed into bit 0 (a sticky bit far
// below every rounding point, which is enough when one term is that much smaller).
  `include "gcn_clz53.vh"
  `include "simf/gcn_simf_f64_rnd.vh"

  `GCN_LZC(clz170, 170, 8)

/* verilator lint_off VARHIDDEN */
  // (a * b + c) * 2^scale, rounded once into fmt under rnd; afmt: a's format;
  // cen = 0: no addend
  function automatic [63:0] simf_f64_fma(input [63:0] a, input [1:0] afmt, input [63:0] b, input [63:0] c,
                                         input cen, input signed [13:0] scale, input [1:0] rnd,
                                         input [1:0] fmt, input flush, input sat16);
    // unpack: sign, class, normalized 53-bit significand, exponent of its LSB
    reg               as, bs, cs;
    reg [10:0]        ae, be, ce;
    reg [51:0]        af, bf, cf;          // fractions aligned to 52 bits
    reg               a_max, a_nan, b_nan, c_nan, a_inf, b_inf, c_inf, a_zero, b_zero, c_zero;
    reg signed [13:0] a_bias;
    reg [52:0]        am, bm, cm;
    reg [5:0]         alz, blz, clz;
    reg signed [13:0] al, bl, cl;          // exponent of the significand's LSB
    // the exact sum in the window
    reg               ps;                  // product sign
    reg [105:0]       pm;
    reg signed [13:0] pl, top, rp, rc;
    reg [7:0]         rps, rcs;
    reg [335:0]       pwide, cwide;
    reg [169:0]       px, cx, sum;
    reg               ss;                  // sum sign
    reg [7:0]         lz;
    reg signed [13:0] sexp;
    reg [169:0]       man;
    // special results
    reg [50:0]        nanf;                // the chosen NaN's payload below its top bit (the quiet bit, set in every result)
    reg               nans, zs, p_inf, invalid, r_inf, r_infs;
    begin
      case (afmt)
        FMT_F64: begin as = a[63]; ae = a[62:52];         af = a[51:0];          a_bias = 14'sd1023; a_max = &a[62:52]; end
        FMT_F32: begin as = a[31]; ae = {3'd0, a[30:23]}; af = {a[22:0], 29'd0}; a_bias = 14'sd127;  a_max = &a[30:23]; end
        default: begin as = a[15]; ae = {6'd0, a[14:10]}; af = {a[9:0], 42'd0};  a_bias = 14'sd15;   a_max = &a[14:10]; end
      endcase
      bs = b[63]; be = b[62:52]; bf = b[51:0];
      cs = c[63]; ce = c[62:52]; cf = c[51:0];
      a_nan = a_max && af != 52'd0;  a_inf = a_max && af == 52'd0;  a_zero = ae == 11'd0 && af == 52'd0;
      b_nan = &be && bf != 52'd0;    b_inf = &be && bf == 52'd0;    b_zero = be == 11'd0 && bf == 52'd0;
      c_nan = cen && &ce && cf != 52'd0;
      c_inf = cen && &ce && cf == 52'd0;
      c_zero = !cen || (ce == 11'd0 && cf == 52'd0);
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
      sexp = top - $signed({6'd0, lz}) + scale;

      if (a_nan)      begin nans = as; nanf = af[50:0]; end
      else if (b_nan) begin nans = bs; nanf = bf[50:0]; end
      else            begin nans = cs; nanf = cf[50:0]; end
      p_inf = a_inf || b_inf;
      invalid = (p_inf && (a_zero || b_zero)) || (p_inf && c_inf && ps != cs);
      r_inf = p_inf || c_inf;
      r_infs = p_inf ? ps : cs;
      // an exactly zero result
      if ((a_zero || b_zero) && c_zero)
        zs = !cen ? ps : (rnd == 2'd2 ? (ps | cs) : (ps & cs));
      else
        zs = rnd == 2'd2;
      if (a_nan || b_nan || c_nan) begin
        case (fmt)
          FMT_F64: simf_f64_fma = {nans, 12'hfff, nanf[50:0]};
          FMT_F32: simf_f64_fma = {32'd0, nans, 9'h1ff, nanf[50:29]};
          default: simf_f64_fma = {48'd0, nans, 6'h3f, nanf[50:42]};
        endcase
      end else if (invalid) begin
        case (fmt)
          FMT_F64: simf_f64_fma = 64'hfff8_0000_0000_0000;
          FMT_F32: simf_f64_fma = 64'h0000_0000_ffc0_0000;
          default: simf_f64_fma = 64'h0000_0000_0000_fe00;
        endcase
      end else if (r_inf) begin
        case (fmt)
          FMT_F64: simf_f64_fma = {r_infs, 63'h7ff0_0000_0000_0000};
          FMT_F32: simf_f64_fma = {32'd0, r_infs, 31'h7f80_0000};
          default: simf_f64_fma = {48'd0, r_infs, 15'h7c00};
        endcase
      end else if (sum == 170'd0) begin
        case (fmt)
          FMT_F64: simf_f64_fma = {zs, 63'd0};
          FMT_F32: simf_f64_fma = {32'd0, zs, 31'd0};
          default: simf_f64_fma = {48'd0, zs, 15'd0};
        endcase
      end else begin
        simf_f64_fma = simf_f64_rnd(ss, sexp, man, rnd, fmt, flush, sat16);
      end
    end
  endfunction
/* verilator lint_on VARHIDDEN */
