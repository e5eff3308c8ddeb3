// gcn_simf_f32_fma: one lane's exact multiply-add x * y + z of finite values,
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
module gcn_simf_f32_fma (
  input  wire               xs_i,
  input  wire signed [12:0] xe_i,
  input  wire [23:0]        xm_i,
  input  wire               ys_i,
  input  wire signed [12:0] ye_i,
  input  wire [23:0]        ym_i,
  input  wire               zs_i,
  input  wire signed [12:0] ze_i,
  input  wire [23:0]        zm_i,
  input  wire               zen_i,    // z present: a lone product keeps its zero sign
  input  wire               f16_i,    // result format f16 (else f32)
  input  wire [1:0]         rnd_i,    // MODE.FP_ROUND of the result format
  input  wire               flush_i,  // denormal results to signed zero
  input  wire               sat16_i,  // MODE.FP16_OVFL: an f16 overflow gives +-max
  input  wire               en_i,     // a result is wanted this cycle (else res_o is 0)
  output reg  [31:0]        res_o     // f16 in bits 15:0, 31:16 zero
);
  localparam [1:0] RNE = 2'd0, RUP = 2'd1, RDN = 2'd2;

  // leading zeros of the 82-bit sum (82 when zero)
  `include "gcn_lzc.vh"
  `GCN_LZC(lzc82, 82, 7)

  reg        [47:0]  pm;
  reg signed [12:0]  pe, tp, tz, top, base, shp, shz, nshp, nshz, lead, emin, ebase;
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

  // Without en_i nothing is computed: the simulators then skip the block
  // (Verilator evaluates every combinational block each cycle, and idle
  // cores were a large part of a cycle's work); in hardware the result is 0.
  always @(*) begin
    {pm, pe, tp, tz, top, base, shp, shz, nshp, nshz, lead, emin, ebase} = '0;
    {ps, pz, zz, sub, sign, stp, stz, sticky, to_inf, g, st, inc, lsb} = '0;
    {pw, zw, p2, z2, s, n, nd, lz, dsh, keep, keep1, out, infc, dwide} = '0;
    res_o = 32'd0;
    if (en_i) begin
      pm   = xm_i * ym_i;
      pe   = xe_i + ye_i;
      ps   = xs_i ^ ys_i;
      pz   = (pm == 48'd0);
      zz   = !zen_i || (zm_i == 24'd0);
      tp   = pe + 13'sd48;
      tz   = ze_i + 13'sd24;
      // window top: the larger nonzero term's top bit
      top  = pz ? tz : (zz ? tp : ((tp > tz) ? tp : tz));
      base = top - 13'sd80;  // exponent of window bit 0
      shp  = pe - base;      // <= 32 for a nonzero product
      shz  = ze_i - base;    // <= 56 for a nonzero z
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
        if (shz < -13'sd80) zw = {136'd0, zm_i};
        else if (shz >= 13'sd0) zw = {56'd0, zm_i, 80'd0} << shz[5:0];
        else zw = {56'd0, zm_i, 80'd0} >> nshz[6:0];
      end
      stp = (pw[79:0] != 80'd0);
      stz = (zw[79:0] != 80'd0);
      p2  = {pw[159:80], stp};
      z2  = {zw[159:80], stz};
      sticky = stp | stz;
      sub = !pz && !zz && (ps != zs_i);
      if (!sub) begin
        s    = {1'b0, p2} + {1'b0, z2};
        sign = pz ? zs_i : ps;
      end else if (p2 >= z2) begin
        s    = {1'b0, p2 - z2};
        sign = ps;
      end else begin
        s    = {1'b0, z2 - p2};
        sign = zs_i;
      end

      // normalize, then shift right into the denormal range of the format
      lz   = lzc82(s);
      n    = s << lz;
      lead = base - 13'sd1 + 13'sd81 - {6'd0, lz};  // exponent of the leading one
      emin = f16_i ? -13'sd14 : -13'sd126;
      dwide = (lead < emin) ? (emin - lead) : 13'd0;
      dsh  = (dwide > 13'd100) ? 7'd100 : dwide[6:0];
      nd   = {n, 82'd0} >> dsh;
      if (f16_i) begin
        keep = {13'd0, nd[163:153]};
        g    = nd[152];
        st   = (nd[151:0] != 152'd0) || sticky;
      end else begin
        keep = nd[163:140];
        g    = nd[139];
        st   = (nd[138:0] != 139'd0) || sticky;
      end
      lsb = keep[0];
      case (rnd_i)
        RNE:     inc = g && (st || lsb);
        RUP:     inc = (g || st) && !sign;
        RDN:     inc = (g || st) && sign;
        default: inc = 1'b0;
      endcase
      keep1 = {1'b0, keep} + {24'd0, inc};
      // keep1 carries the hidden bit, so adding it to the exponent field lets
      // a round-up carry into the exponent (as the model's round_bits)
      ebase = (lead >= emin) ? (lead - emin) : 13'sd0;
      if (f16_i) begin
        out  = {13'd0, ebase, 10'd0} + {11'd0, keep1};
        infc = 36'h7c00;
      end else begin
        out  = {ebase, 23'd0} + {11'd0, keep1};
        infc = 36'h7f800000;
      end
      to_inf = (rnd_i == RNE) || (rnd_i == RUP && !sign) || (rnd_i == RDN && sign);
      if (out >= infc) begin
        if (f16_i && sat16_i) out = 36'h7bff;
        else out = to_inf ? infc : (infc - 36'd1);
      end
      if (flush_i && (out < (f16_i ? 36'h400 : 36'h800000))) out = 36'd0;

      if (s == 82'd0) begin
        // exactly zero: a lone product keeps its sign; two zeros give -0 when
        // both are -0 (or either, rounding down); a cancellation gives +0
        // (-0 rounding down) (IEEE 754 6.3)
        if (pz && zz) sign = !zen_i ? ps : ((rnd_i == RDN) ? (ps | zs_i) : (ps & zs_i));
        else sign = (rnd_i == RDN);
        out = 36'd0;
      end
      res_o = f16_i ? {16'd0, sign, out[14:0]} : {sign, out[30:0]};
    end
  end
  // shift amounts past the window are handled before the shift
  wire unused_ok = &{1'b0, nshp[12:7], nshz[12:7]};
endmodule
