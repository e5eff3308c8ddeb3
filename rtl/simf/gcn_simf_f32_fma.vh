// simf_f32_fma: one lane's exact multiply-add x * y + z of finite values,
// rounded once into f32 or f16 under a rounding mode, with output flushing
// (docs/numerics.md "Rounding: one rounding of the exact value").
//
// Operands come unpacked: value = (-1)^s * m * 2^e with a 24-bit integer
// significand m (not necessarily normalized: denormals, f16 values and small
// integers use it as is) and e the exponent of m's bit 0.  Every f32/f16
// arithmetic op, conversion, ldexp, div_fmas' 2^k post-scale (added to e by
// the caller) and integer-to-float funnels through here, so there is one
// rounder.  NaN, infinity and invalid operations are the caller's.
//
// The sum is formed in an 80-bit window whose top is the larger term's top
// bit.  A term that falls below the window leaves a sticky bit, appended
// below both terms (81 bits): then a difference is the midpoint of the
// interval the exact value lies in, which no rounding boundary crosses,
// because when a term is shifted out the kept result has at least 2 bits
// below the rounding point.  (The model's round_bits carries the same
// information as "a little more / a little less".)
//
//
// A function called by simf_f32_lane (gcn_simf_f32_lane.vh), which includes
// this file; it brings lzc82 and RNE, RUP, RDN.
  localparam [1:0] RNE = 2'd0, RUP = 2'd1, RDN = 2'd2;

  // leading zeros of the 82-bit sum (82 when zero)
  `include "gcn_lzc.vh"
  `GCN_LZC(lzc82, 82, 7)

  // x * y + z rounded once; z absent (zen = 0): a lone product keeps its zero
  // sign; f16: the result in bits 15:0 (31:16 zero); rnd: MODE.FP_ROUND of the
  // result format; flush: denormal results to signed zero; sat16:
  // MODE.FP16_OVFL, an f16 overflow gives +-max
  function automatic [31:0] simf_f32_fma(input xs, input signed [12:0] xe, input [23:0] xm,
                                         input ys, input signed [12:0] ye, input [23:0] ym,
                                         input zs, input signed [12:0] ze, input [23:0] zm,
                                         input zen, input f16, input [1:0] rnd,
                                         input flush, input sat16);
    reg        [47:0]  pm;
    reg signed [12:0]  pe, tp, tz, top, base, shp, shz, lead, emin, ebase;
    // (shift amounts past the window are handled before the shift)
    /* verilator lint_off UNUSEDSIGNAL */
    reg signed [12:0]  nshp, nshz;
    /* verilator lint_on UNUSEDSIGNAL */
    reg                ps, pz, zz, sub, sign, stp, stz, sticky, to_inf;
    reg        [159:0] pw, zw;
    reg        [80:0]  p2, z2;
    reg        [81:0]  s, n;
    reg        [163:0] nd;
    reg        [6:0]   lz, dsh;
    reg        [23:0]  keep;
    reg        [24:0]  keep1;
    reg                g, st, inc, lsb;
    reg        [35:0]  out, infc;
    reg        [12:0]  dwide;
    begin
      pm   = xm * ym;
      pe   = xe + ye;
      ps   = xs ^ ys;
      pz   = (pm == 48'd0);
      zz   = !zen || (zm == 24'd0);
      tp   = pe + 13'sd48;
      tz   = ze + 13'sd24;
      // window top: the larger nonzero term's top bit
      top  = pz ? tz : (zz ? tp : ((tp > tz) ? tp : tz));
      base = top - 13'sd80;  // exponent of window bit 0
      shp  = pe - base;      // <= 32 for a nonzero product
      shz  = ze - base;    // <= 56 for a nonzero z
      // place each term: {m, 80 zeros} shifted by sh: the top 80 bits are the
      // aligned term, the low 80 bits what fell below the window
      pw = 160'd0;
      zw = 160'd0;
      nshp = -shp;
      nshz = -shz;
      if (!pz) begin
        if (shp < -13'sd80) pw = {112'd0, pm};
        else if (shp >= 13'sd0) pw = {32'd0, pm, 80'd0} << shp[5:0];
        else pw = {32'd0, pm, 80'd0} >> nshp[6:0];
      end
      if (!zz) begin
        if (shz < -13'sd80) zw = {136'd0, zm};
        else if (shz >= 13'sd0) zw = {56'd0, zm, 80'd0} << shz[5:0];
        else zw = {56'd0, zm, 80'd0} >> nshz[6:0];
      end
      stp = (pw[79:0] != 80'd0);
      stz = (zw[79:0] != 80'd0);
      p2  = {pw[159:80], stp};
      z2  = {zw[159:80], stz};
      sticky = stp | stz;
      sub = !pz && !zz && (ps != zs);
      if (!sub) begin
        s    = {1'b0, p2} + {1'b0, z2};
        sign = pz ? zs : ps;
      end else if (p2 >= z2) begin
        s    = {1'b0, p2 - z2};
        sign = ps;
      end else begin
        s    = {1'b0, z2 - p2};
        sign = zs;
      end

      // normalize, then shift right into the denormal range of the format
      lz   = lzc82(s);
      n    = s << lz;
      lead = base - 13'sd1 + 13'sd81 - {6'd0, lz};  // exponent of the leading one
      emin = f16 ? -13'sd14 : -13'sd126;
      dwide = (lead < emin) ? (emin - lead) : 13'd0;
      dsh  = (dwide > 13'd100) ? 7'd100 : dwide[6:0];
      nd   = {n, 82'd0} >> dsh;
      if (f16) begin
        keep = {13'd0, nd[163:153]};
        g    = nd[152];
        st   = (nd[151:0] != 152'd0) || sticky;
      end else begin
        keep = nd[163:140];
        g    = nd[139];
        st   = (nd[138:0] != 139'd0) || sticky;
      end
      lsb = keep[0];
      case (rnd)
        RNE:     inc = g && (st || lsb);
        RUP:     inc = (g || st) && !sign;
        RDN:     inc = (g || st) && sign;
        default: inc = 1'b0;
      endcase
      keep1 = {1'b0, keep} + {24'd0, inc};
      // keep1 carries the hidden bit, so adding it to the exponent field lets
      // a round-up carry into the exponent (as the model's round_bits)
      ebase = (lead >= emin) ? (lead - emin) : 13'sd0;
      if (f16) begin
        out  = {13'd0, ebase, 10'd0} + {11'd0, keep1};
        infc = 36'h7c00;
      end else begin
        out  = {ebase, 23'd0} + {11'd0, keep1};
        infc = 36'h7f800000;
      end
      to_inf = (rnd == RNE) || (rnd == RUP && !sign) || (rnd == RDN && sign);
      if (out >= infc) begin
        if (f16 && sat16) out = 36'h7bff;
        else out = to_inf ? infc : (infc - 36'd1);
      end
      if (flush && (out < (f16 ? 36'h400 : 36'h800000))) out = 36'd0;

      if (s == 82'd0) begin
        // exactly zero: a lone product keeps its sign; two zeros give -0 when
        // both are -0 (or either, rounding down); a cancellation gives +0
        // (-0 rounding down) (IEEE 754 6.3)
        if (pz && zz) sign = !zen ? ps : ((rnd == RDN) ? (ps | zs) : (ps & zs));
        else sign = (rnd == RDN);
        out = 36'd0;
      end
      simf_f32_fma = f16 ? {16'd0, sign, out[14:0]} : {sign, out[30:0]};
    end
  endfunction
