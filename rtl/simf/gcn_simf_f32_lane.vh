// simf_f32_lane: one lane of gcn_simf_f32 for one pass, as a function, so that
// gcn_simf_f32_lane computes it only for an op (see there why).
// gcn_simf_f32 decodes the op into a micro-op (uop, formats, output modifier
// kind) and runs every lane through one pass, or two: packed ops take the low
// element in pass 0 and the high one in pass 1; the unfused mad forms round
// the product in pass 0 (kept in the result register, prev) and add in pass
// 1, as the model's mad32/mad16 do.  Every rounding goes through simf_f32_fma
// (gcn_simf_f32_fma.vh); the rest (NaN, infinities, min/max, compares, class,
// to-integer, frexp, division helpers, output modifiers) is bit logic here.
// docs/numerics.md is the specification throughout.  Included in a module
// body, once, after gcn_simf_f32_uops.vh.
  `include "simf/gcn_simf_f32_fma.vh"

  localparam [1:0] RTZ = 2'd3;   // (RNE, RUP, RDN: gcn_simf_f32_fma.vh)
  localparam [31:0] DNAN32 = 32'hffc00000, DNAN16 = 32'h0000fe00;
  localparam signed [12:0] ONE_E = -13'sd23;
  localparam [23:0] ONE_M = 24'h800000;
  // to-integer rounding kinds
  localparam [2:0] RI_TRUNC = 3'd0, RI_FLOOR = 3'd1, RI_CEIL = 3'd2, RI_RNE = 3'd3, RI_RPI = 3'd4;

  // ---- element helpers: f32 in bits 31:0, or f16 in bits 15:0 ----
  // (each reads the bits of one format: the others are unused by design)
  /* verilator lint_off UNUSEDSIGNAL */
  function automatic is_nan(input [31:0] v, input h);
    is_nan = h ? (v[14:0] > 15'h7c00) : (v[30:0] > 31'h7f800000);
  endfunction
  function automatic is_snan(input [31:0] v, input h);
    is_snan = is_nan(v, h) && !(h ? v[9] : v[22]);
  endfunction
  function automatic is_inf(input [31:0] v, input h);
    is_inf = h ? (v[14:0] == 15'h7c00) : (v[30:0] == 31'h7f800000);
  endfunction
  function automatic is_zero(input [31:0] v, input h);
    is_zero = h ? (v[14:0] == 15'd0) : (v[30:0] == 31'd0);
  endfunction
  function automatic expz(input [31:0] v, input h);  // exponent field zero
    expz = h ? (v[14:10] == 5'd0) : (v[30:23] == 8'd0);
  endfunction
  function automatic sgn(input [31:0] v, input h);
    sgn = h ? v[15] : v[31];
  endfunction
  function automatic [31:0] quiet(input [31:0] v, input h);
    quiet = h ? {16'd0, v[15:10], 1'b1, v[8:0]} : {v[31:23], 1'b1, v[21:0]};
  endfunction
  /* verilator lint_on UNUSEDSIGNAL */
  function automatic [31:0] negate(input [31:0] v, input h);
    negate = h ? {16'd0, ~v[15], v[14:0]} : {~v[31], v[30:0]};
  endfunction
  // input flush: a denormal reads as a zero of the same sign
  function automatic [31:0] fl_in(input [31:0] v, input h, input fl);
    if (fl && expz(v, h)) fl_in = h ? {16'd0, v[15], 15'd0} : {v[31], 31'd0};
    else fl_in = h ? {16'd0, v[15:0]} : v;
  endfunction
  // significand (24 bits; an f16 one sits in the top 11) and its exponent
  function automatic [23:0] sig(input [31:0] v, input h);
    sig = h ? {!expz(v, h), v[9:0], 13'd0} : {!expz(v, h), v[22:0]};
  endfunction
  function automatic signed [12:0] sexp(input [31:0] v, input h);
    if (h) sexp = $signed({8'd0, v[14:10]}) + (expz(v, h) ? 13'sd1 : 13'sd0) - 13'sd38;
    else sexp = $signed({5'd0, v[30:23]}) + (expz(v, h) ? 13'sd1 : 13'sd0) - 13'sd150;
  endfunction
  /* verilator lint_off UNUSEDSIGNAL */
  // v_fma_mix source: bit 32 set, the f16 in bits 15:0 (flushed when fl),
  // exactly as f32 (every f16 is a normal f32; a NaN quieted, as the model's
  // fp_f16_to_f32); else the f32 in bits 31:0
  function automatic [31:0] mix_in(input [32:0] v, input fl);
    reg [3:0]  lzm;
    reg [9:0]  mn;
    integer    i;
    begin
      lzm = 4'd10;
      for (i = 0; i < 10; i = i + 1) begin
        if (v[i]) lzm = 4'd9 - i[3:0];
      end
      mn = v[9:0] << (lzm + 4'd1);   // a denormal's fraction, its leading one shifted out
      if (!v[32]) mix_in = v[31:0];
      else if (v[14:10] == 5'h1f) mix_in = {v[15], 8'hff, v[9:0] != 10'd0, v[8:0], 13'd0};
      else if (v[14:10] != 5'd0) mix_in = {v[15], 3'd0, v[14:10], v[9:0], 13'd0} + 32'h38000000;
      else if (fl || v[9:0] == 10'd0) mix_in = {v[15], 31'd0};
      else mix_in = {v[15], 8'd112 - {4'd0, lzm}, mn, 13'd0};
    end
  endfunction
  // v_cube*: |p| >= |q| of flushed values, false with a NaN
  function automatic mag_ge(input [31:0] p, input [31:0] q);
    mag_ge = !is_nan(p, 1'b0) && !is_nan(q, 1'b0) && p[30:0] >= q[30:0];
  endfunction
  // ... and p < 0 (not -0, not NaN)
  function automatic below0(input [31:0] p);
    below0 = p[31] && p[30:0] != 31'd0 && !is_nan(p, 1'b0);
  endfunction
  /* verilator lint_on UNUSEDSIGNAL */
  `include "gcn_lzc.vh"
  `GCN_LZC(lzc24, 24, 5)

  // a < b as numbers (neither NaN; -0 == +0)
  function automatic lt(input [31:0] a, input [31:0] b, input h);
    reg [30:0] ma, mb;
    reg        sa, sb;
    begin
      ma = h ? {16'd0, a[14:0]} : a[30:0];
      mb = h ? {16'd0, b[14:0]} : b[30:0];
      sa = sgn(a, h);
      sb = sgn(b, h);
      if (sa && !sb) lt = !(ma == 31'd0 && mb == 31'd0);
      else if (!sa && !sb) lt = ma < mb;
      else if (sa && sb) lt = ma > mb;
      else lt = 1'b0;
    end
  endfunction

  // V_MIN/V_MAX pseudocode (fp.c MINMAX): with IEEE a signaling NaN gives
  // itself quieted, else a NaN gives the other source; +0 > -0; max uses
  // >= with IEEE; the value returned is the flushed source
  function automatic [31:0] minmax(input [31:0] a, input [31:0] b, input mx, input h, input ieee, input fl);
    reg [31:0] af, bf;
    begin
      af = fl_in(a, h, fl);
      bf = fl_in(b, h, fl);
      if (ieee && is_snan(a, h)) minmax = quiet(a, h);
      else if (ieee && is_snan(b, h)) minmax = quiet(b, h);
      else if (is_nan(a, h)) minmax = b;
      else if (is_nan(b, h)) minmax = a;
      else if (is_zero(af, h) && is_zero(bf, h) && af != bf) minmax = (mx ^ sgn(af, h)) ? af : bf;
      else if (mx) minmax = (ieee ? !lt(af, bf, h) : lt(bf, af, h)) ? af : bf;
      else minmax = lt(af, bf, h) ? af : bf;
    end
  endfunction

  // output modifiers (fp.c *_outmod): omod only with IEEE clear and output
  // denormals flushed, the scaled value rounded again (only overflow and the
  // denormal range can round: scaling is exact otherwise) and a zero or
  // denormal written +0; then clamp to [0, 1], NaN to +0 under DX10_CLAMP
  function automatic [31:0] outmod(input [31:0] r, input h, input [1:0] omod, input clamp,
                                   input [1:0] rnd, input fo, input ieee, input dx10, input sat);
    reg [31:0]        v;
    reg signed [9:0]  e, emax;
    reg [24:0]        fr;
    reg               s, to_inf;
    begin
      v = r;
      if (omod != 2'd0 && !ieee && fo && !is_nan(r, h)) begin
        s    = sgn(r, h);
        emax = h ? 10'sd31 : 10'sd255;
        e    = h ? $signed({5'd0, r[14:10]}) : $signed({2'd0, r[30:23]});
        fr   = h ? {15'd0, r[9:0]} : {2'd0, r[22:0]};
        to_inf = (rnd == RNE) || (rnd == 2'd1 && !s) || (rnd == 2'd2 && s);
        if (e == emax) begin
          v = r;  // infinity
        end else if (e == 10'sd0) begin
          // zero or denormal: x2/x4 may reach the normal range (exactly)
          if (omod == 2'd3) fr = 25'd0;
          else fr = fr << omod;
          if (h) v = (fr >= 25'h400) ? ((fr >= 25'h800) ? {16'd0, s, 5'd2, fr[10:1]} : {16'd0, s, fr[14:0]}) : 32'd0;
          else v = (fr >= 25'h800000) ? ((fr >= 25'h1000000) ? {s, 8'd2, fr[23:1]} : {s, 7'd0, fr[23:0]}) : 32'd0;
        end else begin
          e = e + ((omod == 2'd1) ? 10'sd1 : (omod == 2'd2) ? 10'sd2 : -10'sd1);
          if (e <= 10'sd0) v = 32'd0;
          else if (e >= emax) begin
            if (h) v = {16'd0, s, (to_inf && !sat) ? 15'h7c00 : 15'h7bff};
            else v = {s, to_inf ? 31'h7f800000 : 31'h7f7fffff};
          end else if (h) v = {16'd0, s, e[4:0], r[9:0]};
          else v = {s, e[7:0], r[22:0]};
        end
      end
      if (clamp) begin
        if (is_nan(v, h)) v = dx10 ? 32'd0 : v;
        else if (sgn(v, h)) v = 32'd0;
        else if (h) v = (v[15:0] > 16'h3c00) ? 32'h3c00 : v;
        else v = (v > 32'h3f800000) ? 32'h3f800000 : v;
      end
      outmod = v;
    end
  endfunction

  function automatic [15:0] fl16(input [15:0] v);
    fl16 = (v[14:10] == 5'd0) ? {v[15], 15'd0} : v;
  endfunction
  function automatic [21:0] pm16(input [14:0] p, input [14:0] q);  // flushed f16 significands' product
    pm16 = (p[14:10] == 5'd0 || q[14:10] == 5'd0) ? 22'd0 : {1'b1, p[9:0]} * {1'b1, q[9:0]};
  endfunction
  `GCN_LZC(lzc140, 140, 8)

  // one lane's pass: {flag, the lane's result register after the pass};
  // flag: a compare's or class test's result, v_div_scale's VCC bit
  // (unused bits: MODE fields SIMF does not use; prev's high half is only
  // ever replaced; nm[23], dt_nv[14:9])
  /* verilator lint_off UNUSEDSIGNAL */
  function automatic [64:0] simf_f32_lane(
      input [5:0]  uop,
      input        f16,     // element format f16 (sources and result)
      input [3:0]  pred,    // compare truth table: lt, eq, gt, unordered; which v_cube*
      input [1:0]  om,      // output modifiers: 0 none, 1 omod and clamp, 2 clamp only
      input        pass,
      input [31:0] mode,
      input        clamp,
      input [1:0]  omod,
      input [63:0] a,
      input [63:0] b,
      input [63:0] c,
      input        fin,     // the lane's flag in (v_div_fmas: its VCC bit)
      input [63:0] prev);   // the lane's result register (pass 1 reads pass 0's)
    reg [1:0]  rnd32, rnd16;
    reg        fi32, fo32, fi16, fo16, dx10, ieee, ovfl;
    // the core's operands and result
    reg               xs, ys, zs, zen, cf16, cfl, sat;
    reg signed [12:0] xe, ye, ze;
    reg        [23:0] xm, ym, zm;
    reg        [1:0]  crnd;
    reg        [31:0] core;
    // the pass's elements, formats and partial results
    reg        h, ho, fi, fo, pk32, pk16, pair, mad2, done, ovr;
    reg [1:0]  rnd;
    reg [31:0] ea, eb, ec, x, y, z, r, rd, ovv, nan1;
    reg        nan_any, xinf, yinf, zinf, xzer, yzer, ps, yone;
    reg [2:0]  rk;
    reg signed [12:0] toe, n13, nsh;
    reg [39:0] tom;
    reg        tos;
    reg [127:0] tw;
    reg [63:0] ti;
    reg        tg, tst, tinc, tbig;
    reg [4:0]  lz;
    reg [3:0]  rel;
    reg [9:0]  cls;
    reg [23:0] nm;
    reg signed [12:0] e1, e2, fe1, fe2;
    reg [23:0] mn1, mn2;
    reg        f_zero, f_far, f_s1den, f_rcpden, f_qden, f_s2small, vcc;
    reg signed [1:0] dir;
    reg [15:0] nv;
    // integer-source, div_fixup and f16 ldexp temporaries
    reg [31:0] isrc_u;
    reg        isrc_s, fx_sg;
    reg [30:0] fx_m1, fx_m2, fx_inf;
    reg signed [12:0] ld_lead;
    // the min/max and compare units
    reg         fi_mm, nan3, mm_max, med_a, med_b, cmp_lt, cmp_gt, cu_z, cu_y;
    reg  [31:0] mm_ab, mm_abc, fl_a, fl_b, med3, cu_a, cu_b, cu_c;
    // v_dot2*
    reg  [15:0]        dq_a0, dq_a1, dq_b0, dq_b1;
    reg  [31:0]        dq_c, dt_rd;
    reg                dt_s0, dt_s1, dt_sgn, dt_spec, dt_ss, dt_cst;
    reg  [21:0]        dt_m0, dt_m1;
    reg  [79:0]        dt_p0, dt_p1;
    reg  [81:0]        dt_sum;
    reg  [80:0]        dt_ms;
    reg  [23:0]        dt_mc;
    reg  signed [9:0]  dt_ecl;
    reg  [15:0]        dt_nv;
    reg  [103:0]       dt_cr;
    reg  [139:0]       dt_cw, dt_sw, dt_mag, dt_n;
    reg  [7:0]         dt_lz;
    reg  signed [12:0] dt_lsb, dt_lead;
    reg  [47:0]        dt_top;
    reg        hx;               // the core's x format
    reg [31:0] xf, yf, zf, af;   // flushed sources
    reg [63:0] d;
    reg        flag;
    /* verilator lint_on UNUSEDSIGNAL */
    begin
      rnd32 = mode[1:0]; rnd16 = mode[3:2];
      fi32 = !mode[4]; fo32 = !mode[5]; fi16 = !mode[6]; fo16 = !mode[7];
      dx10 = mode[8]; ieee = mode[9]; ovfl = mode[23];

      // ---- the pass's elements and format ----
      h    = f16 && uop != U_MIX;   // v_fma_mix: f32 elements, f16 the result's format
      pk32 = (uop == U_PK_F32_ADD) || (uop == U_PK_F32_MUL) || (uop == U_PK_F32_FMA);
      pk16 = (uop == U_PK_F16_ADD) || (uop == U_PK_F16_MUL) || (uop == U_PK_F16_FMA) ||
             (uop == U_PK_F16_MIN) || (uop == U_PK_F16_MAX) || (uop == U_PK_F16_FMAC);
      pair = (uop == U_PKRTZ) || (uop == U_PKNORM_I16) || (uop == U_PKNORM_U16);
      mad2 = (uop == U_MAD) || (uop == U_MADL);
      // elements of this pass
      if (pk32) begin
        ea = pass ? a[63:32] : a[31:0];
        eb = pass ? b[63:32] : b[31:0];
        ec = pass ? c[63:32] : c[31:0];
      end else if (pk16) begin
        ea = {16'd0, pass ? a[31:16] : a[15:0]};
        eb = {16'd0, pass ? b[31:16] : b[15:0]};
        ec = {16'd0, pass ? c[31:16] : c[15:0]};
      end else if (pair) begin
        ea = h ? {16'd0, pass ? b[15:0] : a[15:0]} : (pass ? b[31:0] : a[31:0]);
        eb = 32'd0;
        ec = 32'd0;
      end else if (uop == U_MIX) begin
        ea = mix_in(a[32:0], fi16);
        eb = mix_in(b[32:0], fi16);
        ec = mix_in(c[32:0], fi16);
      end else if (h) begin
        ea = {16'd0, a[15:0]};
        eb = {16'd0, b[15:0]};
        ec = {16'd0, c[15:0]};
      end else begin
        ea = a[31:0];
        eb = b[31:0];
        ec = c[31:0];
      end

      // ---- min/max and compare units, one of each, shared by the ops ----
      // min, max, min3, max3 and the packed f16 forms; med3 is max3 (min3 when a
      // source is NaN, as the model does) and then the max of the two sources
      // other than the one max3 returned
      fi_mm  = h ? fi16 : fi32;
      nan3   = is_nan(ea, h) || is_nan(eb, h) || is_nan(ec, h);
      mm_max = (uop == U_MAX) || (uop == U_PK_F16_MAX) || (uop == U_MAX3) ||
               (uop == U_MED3 && !nan3);
      mm_ab  = minmax(ea, eb, mm_max, h, ieee, fi_mm);
      mm_abc = minmax(mm_ab, ec, mm_max, h, ieee, fi_mm);
      fl_a   = fl_in(ea, h, fi_mm);
      fl_b   = fl_in(eb, h, fi_mm);
      med_a  = mm_abc == fl_a;
      med_b  = mm_abc == fl_b;
      med3   = minmax(med_a ? eb : ea, (med_a || med_b) ? ec : eb, 1'b1, h, ieee, fi_mm);
      cmp_lt = lt(fl_a, fl_b, h);
      cmp_gt = lt(fl_b, fl_a, h);
      // v_cube*: the flushed f32 sources and the major axis (z, else y, else x)
      cu_a = fl_in(ea, 1'b0, fi32);
      cu_b = fl_in(eb, 1'b0, fi32);
      cu_c = fl_in(ec, 1'b0, fi32);
      cu_z = mag_ge(cu_c, cu_a) && mag_ge(cu_c, cu_b);
      cu_y = !cu_z && mag_ge(cu_b, cu_a);

      // ---- v_dot2*_f32_f16: S0.lo * S1.lo + S0.hi * S1.hi + S2, rounded once ----
      // (the model's dot2_f16: inputs and result flushed whatever MODE says).
      // The products are exact integers at 2^-48 (flushed f16 products lie in
      // [2^-28, 2^32) with 22 bits), so their sum S is an exact 82-bit integer.
      // S + S2 is formed exactly, or rounded to odd at least 27 bits below its
      // leading one (S2 wholly above S, or partly below 2^-76 where S is at
      // least 2^-48): its top 48 bits, the last one sticky, go to the core as
      // x * 1 + z, whose one rounding is then the exact sum's.
      {dq_a0, dq_a1, dq_b0, dq_b1, dq_c, dt_rd, dt_s0, dt_s1, dt_sgn, dt_spec, dt_ss, dt_cst} = '0;
      {dt_m0, dt_m1, dt_p0, dt_p1, dt_sum, dt_ms, dt_mc, dt_ecl, dt_nv, dt_cr} = '0;
      {dt_cw, dt_sw, dt_mag, dt_n, dt_lz, dt_lsb, dt_lead, dt_top} = '0;
      if (uop == U_DOT2) begin
        dq_a0 = fl16(ea[15:0]); dq_a1 = fl16(ea[31:16]);
        dq_b0 = fl16(eb[15:0]); dq_b1 = fl16(eb[31:16]);
        dq_c  = fl_in(ec, 1'b0, 1'b1);
        dt_s0 = dq_a0[15] ^ dq_b0[15];
        dt_s1 = dq_a1[15] ^ dq_b1[15];
        dt_m0 = pm16(dq_a0[14:0], dq_b0[14:0]);
        dt_m1 = pm16(dq_a1[14:0], dq_b1[14:0]);
        // the products at 2^-48: exponent fields e_a + e_b - 2 (0..58) above it
        dt_p0 = {58'd0, dt_m0} << (6'(dq_a0[14:10]) + 6'(dq_b0[14:10]) - 6'd2);
        dt_p1 = {58'd0, dt_m1} << (6'(dq_a1[14:10]) + 6'(dq_b1[14:10]) - 6'd2);
        dt_sum = (dt_s0 ? 82'd0 - {2'd0, dt_p0} : {2'd0, dt_p0}) + (dt_s1 ? 82'd0 - {2'd0, dt_p1} : {2'd0, dt_p1});
        dt_ss  = dt_sum[81];
        dt_ms  = dt_ss ? 81'(82'd0 - dt_sum) : dt_sum[80:0];
        dt_mc  = (dq_c[30:23] == 8'd0) ? 24'd0 : {1'b1, dq_c[22:0]};
        dt_ecl = $signed({2'd0, dq_c[30:23]}) - 10'sd150;   // S2's bit 0 weight
        dt_cw = 140'd0; dt_sw = 140'd0;
        // S2 below 2^-76 (a shift of 1 to 73): the bits left and a sticky one
        dt_cr  = {dt_mc, 80'd0} >> 7'(-10'sd76 - dt_ecl);
        dt_cst = dt_cr[79:0] != 80'd0;
        if (dt_ms == 81'd0) begin            // S2 alone (exact)
          dt_mag = {116'd0, dt_mc}; dt_sgn = dq_c[31]; dt_lsb = 13'(dt_ecl);
        end else if (dt_mc == 24'd0) begin   // S alone (exact)
          dt_mag = {59'd0, dt_ms}; dt_sgn = dt_ss; dt_lsb = -13'sd48;
        end else if (dt_ecl >= 10'sd37) begin
          // |S| < 2^33 is below S2's bit 0 / 8: S2 and a sticky bit
          dt_mag = {113'd0, dt_mc, 3'd0} + ((dt_ss == dq_c[31]) ? 140'd1 : -140'd1);
          dt_sgn = dq_c[31]; dt_lsb = 13'(dt_ecl) - 13'sd3;
        end else begin
          // a window with bit 0 at 2^-77 (the sum is below 2^61)
          if (dt_ecl >= -10'sd76) dt_cw = {115'd0, dt_mc, 1'b0} << 7'(dt_ecl + 10'sd76);
          else dt_cw = {115'd0, dt_cr[103:80], dt_cst};
          dt_sw = {30'd0, dt_ms, 29'd0};
          if (dt_ss == dq_c[31]) begin dt_mag = dt_sw + dt_cw; dt_sgn = dt_ss; end
          else if (dt_sw >= dt_cw) begin dt_mag = dt_sw - dt_cw; dt_sgn = dt_ss; end
          else begin dt_mag = dt_cw - dt_sw; dt_sgn = dq_c[31]; end
          dt_lsb = -13'sd77;
        end
        // normalized: the top 48 bits, the lowest sticky
        dt_lz   = lzc140(dt_mag);
        dt_n    = dt_mag << dt_lz;
        dt_top  = {dt_n[139:93], dt_n[92] | (dt_n[91:0] != 92'd0)};
        dt_lead = dt_lsb + 13'sd139 - 13'(dt_lz);
        // NaN (a product's operand first, then S2), infinities, an exact zero
        dt_spec = 1'b1;
        dt_nv = 16'd0;
        if (is_nan({16'd0, ea[15:0]}, 1'b1) || is_nan({16'd0, eb[15:0]}, 1'b1) ||
            is_nan({16'd0, ea[31:16]}, 1'b1) || is_nan({16'd0, eb[31:16]}, 1'b1)) begin
          dt_nv = is_nan({16'd0, ea[15:0]}, 1'b1) ? ea[15:0] : is_nan({16'd0, eb[15:0]}, 1'b1) ? eb[15:0] :
                  is_nan({16'd0, ea[31:16]}, 1'b1) ? ea[31:16] : eb[31:16];
          dt_rd = {dt_nv[15], 8'hff, 1'b1, dt_nv[8:0], 13'd0};
        end else if (is_nan(ec, 1'b0)) dt_rd = quiet(ec, 1'b0);
        else if ((is_inf({16'd0, dq_a0}, 1'b1) && dq_b0[14:0] == 15'd0) || (is_inf({16'd0, dq_b0}, 1'b1) && dq_a0[14:0] == 15'd0) ||
                 (is_inf({16'd0, dq_a1}, 1'b1) && dq_b1[14:0] == 15'd0) || (is_inf({16'd0, dq_b1}, 1'b1) && dq_a1[14:0] == 15'd0))
          dt_rd = DNAN32;
        else if (dq_a0[14:10] == 5'h1f || dq_b0[14:10] == 5'h1f || dq_a1[14:10] == 5'h1f || dq_b1[14:10] == 5'h1f ||
                 is_inf(dq_c, 1'b0)) begin
          // the infinite terms' signs: opposite ones give NaN
          if (((dq_a0[14:10] == 5'h1f || dq_b0[14:10] == 5'h1f) && ((dq_a1[14:10] == 5'h1f || dq_b1[14:10] == 5'h1f) && dt_s1 != dt_s0 ||
                                                                   is_inf(dq_c, 1'b0) && dq_c[31] != dt_s0)) ||
              ((dq_a1[14:10] == 5'h1f || dq_b1[14:10] == 5'h1f) && is_inf(dq_c, 1'b0) && dq_c[31] != dt_s1))
            dt_rd = DNAN32;
          else dt_rd = {(dq_a0[14:10] == 5'h1f || dq_b0[14:10] == 5'h1f) ? dt_s0 :
                        (dq_a1[14:10] == 5'h1f || dq_b1[14:10] == 5'h1f) ? dt_s1 : dq_c[31], 31'h7f800000};
        end else if (dt_mag == 140'd0)
          // +0 unless every term is a zero of negative sign
          dt_rd = {dt_m0 == 22'd0 && dt_m1 == 22'd0 && dt_mc == 24'd0 && dt_s0 && dt_s1 && dq_c[31], 31'd0};
        else begin
          dt_spec = 1'b0;
          dt_rd = 32'd0;
        end
      end

      isrc_u = 32'd0; isrc_s = 1'b0; fx_sg = 1'b0; fx_m1 = 31'd0; fx_m2 = 31'd0; fx_inf = 31'd0;
      ld_lead = 13'sd0;
      // controls of the element format; conversions override below
      ho  = h;
      fi  = h ? fi16 : fi32;
      fo  = h ? fo16 : fo32;
      rnd = h ? rnd16 : rnd32;
      if (mad2) begin  // the mad forms flush whatever MODE says
        fi = 1'b1;
        fo = 1'b1;
      end
      if (uop == U_FMAS) fi = 1'b0;  // "input denormals are not flushed"

      // defaults: x * 1 with no addend
      x = ea; y = 32'd0; z = 32'd0; yone = 1'b1; zen = 1'b0;
      nan1 = 32'd0; nan_any = 1'b0; done = 1'b0; rd = 32'd0; flag = 1'b0;
      ovr = 1'b0; ovv = 32'd0;
      rk = RI_TRUNC; tos = 1'b0; toe = 13'sd0; tom = 40'd0; nsh = 13'sd0;
      n13 = 13'sd0; rel = 4'd0; cls = 10'd0; nm = 24'd0; lz = 5'd0;
      e1 = 13'sd0; e2 = 13'sd0; fe1 = 13'sd0; fe2 = 13'sd0; mn1 = 24'd0; mn2 = 24'd0;
      f_zero = 1'b0; f_far = 1'b0; f_s1den = 1'b0; f_rcpden = 1'b0; f_qden = 1'b0; f_s2small = 1'b0;
      vcc = 1'b0; dir = 2'sd0; nv = 16'd0;

      // ---- operand routing per micro-op ----
      case (uop)
        U_ADD, U_PK_F32_ADD, U_PK_F16_ADD: begin
          z = eb; zen = 1'b1;
          nan_any = is_nan(ea, h) || is_nan(eb, h);
          nan1 = is_nan(ea, h) ? ea : eb;
        end
        U_SUB: begin
          z = negate(eb, h); zen = 1'b1;
          nan_any = is_nan(ea, h) || is_nan(eb, h);
          nan1 = is_nan(ea, h) ? ea : eb;  // the sources as read, not the negated S1
        end
        U_SUBREV: begin
          x = eb; z = negate(ea, h); zen = 1'b1;
          nan_any = is_nan(ea, h) || is_nan(eb, h);
          nan1 = is_nan(ea, h) ? ea : eb;
        end
        U_MUL, U_MULL, U_PK_F32_MUL, U_PK_F16_MUL: begin
          y = eb; yone = 1'b0;
          nan_any = is_nan(ea, h) || is_nan(eb, h);
          nan1 = is_nan(ea, h) ? ea : eb;
          // DX9 multiply: +-0 (after the input flush) times anything is +0
          if (uop == U_MULL && (is_zero(fl_in(ea, h, fi), h) || is_zero(fl_in(eb, h, fi), h))) begin
            done = 1'b1; rd = 32'd0;
          end
        end
        U_FMA, U_FMAS, U_PK_F32_FMA, U_PK_F16_FMA, U_PK_F16_FMAC, U_MIX: begin
          y = eb; yone = 1'b0; z = ec; zen = 1'b1;
          nan_any = is_nan(ea, h) || is_nan(eb, h) || is_nan(ec, h);
          nan1 = is_nan(ea, h) ? ea : is_nan(eb, h) ? eb : ec;
          if (uop == U_MIX && f16) begin  // f32 elements, one rounding to f16
            ho  = 1'b1;
            fo  = fo16;
            rnd = rnd16;
          end
        end
        U_CUBE: begin
          // the major axis (z, then y, then x: ties and NaNs as the model's
          // cube_axis) of the flushed sources; id, sc and tc are exact, ma is
          // 2 * the major coordinate, rounded
          done = 1'b1;
          case (pred[1:0])
            2'd0: rd = cu_z ? (below0(cu_c) ? 32'h40a00000 : 32'h40800000) :
                       cu_y ? (below0(cu_b) ? 32'h40400000 : 32'h40000000) :
                              (below0(cu_a) ? 32'h3f800000 : 32'h00000000);
            2'd1: rd = cu_z ? (below0(cu_c) ? negate(cu_a, 1'b0) : cu_a) : cu_y ? cu_a :
                       (below0(cu_a) ? cu_c : negate(cu_c, 1'b0));
            2'd2: rd = cu_z ? negate(cu_b, 1'b0) : cu_y ? (below0(cu_b) ? negate(cu_c, 1'b0) : cu_c) :
                       negate(cu_b, 1'b0);
            default: begin
              done = 1'b0;
              x = cu_z ? cu_c : cu_y ? cu_b : cu_a;
              y = 32'h40000000; yone = 1'b0;
              nan_any = is_nan(x, 1'b0);
              nan1 = x;
            end
          endcase
        end
        U_MAD, U_MADL: begin
          if (!pass) begin  // the product, rounded and flushed
            y = eb; yone = 1'b0;
            nan_any = is_nan(ea, h) || is_nan(eb, h);
            nan1 = is_nan(ea, h) ? ea : eb;
            if (uop == U_MADL && (is_zero(fl_in(ea, h, 1'b1), h) || is_zero(fl_in(eb, h, 1'b1), h))) begin
              done = 1'b1; rd = 32'd0;
            end
          end else begin      // product + c
            x = h ? {16'd0, prev[15:0]} : prev[31:0];
            z = ec; zen = 1'b1;
            nan_any = is_nan(x, h) || is_nan(ec, h);
            nan1 = is_nan(x, h) ? x : ec;
          end
        end
        U_LDEXP: begin
          nan_any = is_nan(ea, h);
          nan1 = ea;
          // f32: S1 beyond +-400 rounds as +-400 does (the model clamps);
          // f16: the model scales in double, whose range decides below
          if (h) n13 = ($signed(b[15:0]) > 16'sd1200) ? 13'sd1200 :
                       ($signed(b[15:0]) < -16'sd1200) ? -13'sd1200 : $signed(b[12:0]);
          else n13 = ($signed(b[31:0]) > 32'sd400) ? 13'sd400 :
                     ($signed(b[31:0]) < -32'sd400) ? -13'sd400 : $signed(b[12:0]);
        end
        U_CVT_F16_F32, U_PKRTZ: begin
          nan_any = is_nan(ea, 1'b0);
          ho  = 1'b1;
          fi  = fi32;
          fo  = fo16;
          rnd = (uop == U_PKRTZ) ? RTZ : rnd16;
        end
        U_CVT_F32_F16: begin
          nan_any = is_nan(ea, 1'b1);
          ho  = 1'b0;
          fi  = fi16;
          fo  = fo32;
          rnd = rnd32;
        end
        default: ;
      endcase

      // ---- the core: x * y + z, unpacked; source formats are the element's
      // except for the conversions' ----
      begin
        hx = (uop == U_CVT_F16_F32 || uop == U_PKRTZ) ? 1'b0 :
             (uop == U_CVT_F32_F16) ? 1'b1 : h;
        xf = fl_in(x, hx, fi);
        yf = fl_in(y, h, fi);
        zf = fl_in(z, h, fi);
        xs = sgn(xf, hx); xe = sexp(xf, hx); xm = sig(xf, hx);
        if (yone) begin
          ys = 1'b0; ye = ONE_E; ym = ONE_M;
        end else begin
          ys = sgn(yf, h); ye = sexp(yf, h); ym = sig(yf, h);
        end
        zs = sgn(zf, h); ze = sexp(zf, h); zm = sig(zf, h);
        xinf = is_inf(x, hx);
        yinf = !yone && is_inf(y, h);
        zinf = zen && is_inf(z, h);
        xzer = is_zero(xf, hx);
        yzer = !yone && is_zero(yf, h);
        ps   = xs ^ ys;
      end
      cf16 = ho;
      // FP16_OVFL: the model saturates in fp_round16 (products, conversions,
      // ldexp), not in its sums (narrow_sum: add, fma, the mad sum)
      sat  = ovfl && ho && ((uop == U_MUL) || (uop == U_PK_F16_MUL) || (mad2 && !pass) ||
                            (uop == U_LDEXP) || (uop == U_CVT_F16_F32) || (uop == U_PKRTZ) ||
                            (uop == U_CVT_F16_I16) || (uop == U_CVT_F16_U16));
      crnd = rnd;
      cfl  = fo;

      case (uop)
        U_LDEXP: ye = ONE_E + n13;
        U_FMAS: begin
          // post-scale by 2^64 when S2's biased exponent is above the bias,
          // else 2^-64, when the lane's VCC bit is set (docs/numerics.md)
          if (fin) begin
            xe = xe + ((c[30:23] > 8'd127) ? 13'sd64 : -13'sd64);
            ze = ze + ((c[30:23] > 8'd127) ? 13'sd64 : -13'sd64);
          end
        end
        default: ;
      endcase

      // ---- integer sources (int -> float): |n| = hi * 2^8 + lo, exact ----
      case (uop)
        U_CVT_F32_I32, U_CVT_F32_U32, U_CVT_F32_UB0, U_CVT_F32_UB1, U_CVT_F32_UB2, U_CVT_F32_UB3,
        U_CVT_OFF_I4, U_CVT_F16_I16, U_CVT_F16_U16: begin
          isrc_s = 1'b0;
          isrc_u = a[31:0];
          toe = 13'sd0;
          case (uop)
            U_CVT_F32_I32: begin isrc_s = a[31]; isrc_u = a[31] ? (32'd0 - a[31:0]) : a[31:0]; end
            U_CVT_F32_UB0: isrc_u = {24'd0, a[7:0]};
            U_CVT_F32_UB1: isrc_u = {24'd0, a[15:8]};
            U_CVT_F32_UB2: isrc_u = {24'd0, a[23:16]};
            U_CVT_F32_UB3: isrc_u = {24'd0, a[31:24]};
            U_CVT_OFF_I4: begin
              isrc_s = a[3]; isrc_u = {28'd0, a[3] ? (4'd0 - a[3:0]) : a[3:0]}; toe = -13'sd4;
            end
            U_CVT_F16_I16: begin isrc_s = a[15]; isrc_u = {16'd0, a[15] ? (16'd0 - a[15:0]) : a[15:0]}; end
            U_CVT_F16_U16: isrc_u = {16'd0, a[15:0]};
            default: ;
          endcase
          xs = isrc_s; xe = toe + 13'sd8; xm = isrc_u[31:8];
          ys = 1'b0; ye = ONE_E; ym = ONE_M;
          zs = isrc_s; ze = toe; zm = {16'd0, isrc_u[7:0]}; zen = 1'b1;
          xinf = 1'b0; yinf = 1'b0; zinf = 1'b0; xzer = 1'b0; yzer = 1'b0;
          ps = isrc_s;
        end
        default: ;
      endcase

      // ---- to-integer: the value of ea (flushed) as s * m * 2^e, rounded ----
      begin
        af  = fl_in(ea, h, fi);
        tos = sgn(af, h);
        toe = sexp(af, h);
        tom = {16'd0, sig(af, h)};
        case (uop)
          U_CVT_I32_F32, U_CVT_U32_F32, U_CVT_I16_F16, U_CVT_U16_F16, U_TRUNC: rk = RI_TRUNC;
          U_CVT_FLR_I32_F32, U_FLOOR, U_FRACT: rk = RI_FLOOR;
          U_CEIL: rk = RI_CEIL;
          U_CVT_RPI_I32_F32: rk = RI_RPI;
          U_NORM_I16, U_PKNORM_I16: begin rk = RI_RNE; tom = sig(af, h) * 40'd32767; end
          U_NORM_U16, U_PKNORM_U16: begin rk = RI_RNE; tom = sig(af, h) * 40'd65535; end
          default: rk = RI_RNE;
        endcase
      end
      tbig = (toe > 13'sd32);
      if (toe >= 13'sd0) begin
        tw = {88'd0, tom} << toe[5:0];
        ti = tbig ? 64'hffffffffffffffff : tw[63:0];
        tg = 1'b0;
        tst = 1'b0;
      end else begin
        // below 2^-64 only the sticky bit is left (tom has 40 bits)
        nsh = -toe;
        tw  = {24'd0, tom, 64'd0} >> ((nsh > 13'sd64) ? 7'd64 : nsh[6:0]);
        ti  = tw[127:64];
        tg  = (nsh > 13'sd64) ? 1'b0 : tw[63];
        tst = (nsh > 13'sd64) ? (tom != 40'd0) : (tw[62:0] != 63'd0);
      end
      case (rk)
        RI_FLOOR: tinc = tos && (tg || tst);
        RI_CEIL:  tinc = !tos && (tg || tst);
        RI_RNE:   tinc = tg && (tst || ti[0]);
        RI_RPI:   tinc = tos ? (tg && tst) : tg;
        default:  tinc = 1'b0;
      endcase
      if (!tbig) ti = ti + {63'd0, tinc};

      // ---- per micro-op results that need no rounding, or feed the core ----
      case (uop)
        U_CVT_I32_F32, U_CVT_FLR_I32_F32, U_CVT_RPI_I32_F32: begin
          done = 1'b1;
          if (is_nan(ea, h)) rd = 32'd0;
          else if (tos) rd = (tbig || ti >= 64'h80000000) ? 32'h80000000 : (32'd0 - ti[31:0]);
          else rd = (tbig || ti >= 64'h7fffffff) ? 32'h7fffffff : ti[31:0];
        end
        U_CVT_U32_F32: begin
          done = 1'b1;
          if (is_nan(ea, h) || tos) rd = 32'd0;
          else rd = (tbig || ti >= 64'hffffffff) ? 32'hffffffff : ti[31:0];
        end
        U_CVT_I16_F16: begin
          done = 1'b1;
          if (is_nan(ea, h)) rd = 32'd0;
          else if (tos) rd = (ti >= 64'h8000) ? 32'h8000 : {16'd0, 16'd0 - ti[15:0]};
          else rd = (ti >= 64'h7fff) ? 32'h7fff : {16'd0, ti[15:0]};
        end
        U_CVT_U16_F16: begin
          done = 1'b1;
          if (is_nan(ea, h) || tos) rd = 32'd0;
          else rd = (ti >= 64'hffff) ? 32'hffff : {16'd0, ti[15:0]};
        end
        U_NORM_I16, U_PKNORM_I16: begin
          // round-nearest-even(clamp(x, -1, 1) * 32767); NaN gives 0
          done = 1'b1;
          if (is_nan(ea, h)) nv = 16'd0;
          else if (h ? (ea[14:0] >= 15'h3c00) : (ea[30:0] >= 31'h3f800000)) nv = tos ? 16'h8001 : 16'h7fff;
          else nv = tos ? (16'd0 - ti[15:0]) : ti[15:0];
          rd = {16'd0, nv};
        end
        U_NORM_U16, U_PKNORM_U16: begin
          done = 1'b1;
          if (is_nan(ea, h) || tos) nv = 16'd0;
          else if (h ? (ea[14:0] >= 15'h3c00) : (ea[30:0] >= 31'h3f800000)) nv = 16'hffff;
          else nv = ti[15:0];
          rd = {16'd0, nv};
        end
        U_PK_U8: begin
          // byte S1[1:0] of S2 replaced by round-nearest-even(clamp(x, 0, 255))
          done = 1'b1;
          if (is_nan(ea, h) || tos) nv = 16'd0;
          else if (ea[30:0] > 31'h437f0000) nv = 16'd255;
          else nv = ti[15:0];
          case (b[1:0])
            2'd0: rd = {c[31:8], nv[7:0]};
            2'd1: rd = {c[31:16], nv[7:0], c[7:0]};
            2'd2: rd = {c[31:24], nv[7:0], c[15:0]};
            default: rd = {nv[7:0], c[23:0]};
          endcase
        end
        U_TRUNC, U_CEIL, U_FLOOR, U_RNDNE: begin
          // exact: |x| >= 2^23 (2^10) is integral already; else the integer
          // back through the core (a zero keeps x's sign)
          if (is_nan(ea, h)) begin
            done = 1'b1; rd = quiet(ea, h);
          end else if (h ? (ea[14:10] >= 5'd25) : (ea[30:23] >= 8'd150)) begin
            done = 1'b1; rd = ea;
          end else begin
            xs = tos; xe = 13'sd0; xm = ti[23:0];
            ys = 1'b0; ye = ONE_E; ym = ONE_M; zen = 1'b0;
            xinf = 1'b0; yinf = 1'b0; zinf = 1'b0; xzer = 1'b0; yzer = 1'b0;
            nan_any = 1'b0;
          end
        end
        U_FRACT: begin
          // x - floor(x) rounded once, at most the largest value below 1;
          // an integral x gives +0 (the model's exact double difference)
          if (is_nan(ea, h)) begin
            done = 1'b1; rd = quiet(ea, h);
          end else if (is_inf(ea, h)) begin
            done = 1'b1; rd = h ? DNAN16 : DNAN32;
          end else if ((h ? (ea[14:10] >= 5'd25) : (ea[30:23] >= 8'd150)) || !(tg || tst)) begin
            done = 1'b1; rd = 32'd0;
          end else begin
            xs = tos; xe = toe; xm = tom[23:0];
            ys = 1'b0; ye = ONE_E; ym = ONE_M;
            zs = !tos; ze = 13'sd0; zm = ti[23:0]; zen = 1'b1;
            xinf = 1'b0; yinf = 1'b0; zinf = 1'b0; xzer = 1'b0; yzer = 1'b0;
            nan_any = 1'b0;
          end
        end
        U_FREXP_MANT, U_FREXP_EXP: begin
          // inf and NaN: S0 (mant) and 0 (exp); zero: 0; else the significand
          // normalized to [0.5, 1) and the exponent that goes with it
          done = 1'b1;
          lz = lzc24(tom[23:0]);
          nm = tom[23:0] << lz;
          if (h ? (ea[14:10] == 5'h1f) : (ea[30:23] == 8'hff)) rd = (uop == U_FREXP_MANT) ? ea : 32'd0;
          else if (tom[23:0] == 24'd0) rd = (uop == U_FREXP_MANT) ? fl_in(ea, h, fi) : 32'd0;
          else if (uop == U_FREXP_MANT) rd = h ? {16'd0, tos, 5'd14, nm[22:13]} : {tos, 8'd126, nm[22:0]};
          else begin
            n13 = toe + 13'sd24 - {8'd0, lz};
            rd = h ? {16'd0, {3{n13[12]}}, n13} : {{19{n13[12]}}, n13};
          end
        end
        U_MIN, U_MAX, U_PK_F16_MIN, U_PK_F16_MAX: begin
          done = 1'b1;
          rd = mm_ab;
        end
        U_MIN3, U_MAX3: begin
          done = 1'b1;
          rd = mm_abc;
        end
        U_MED3: begin
          // a NaN source gives min3; else the middle value (the model's med3)
          done = 1'b1;
          rd = nan3 ? mm_abc : med3;
        end
        U_CMP: begin
          // relation of the flushed sources, one-hot lt, eq, gt, unordered
          done = 1'b1;
          if (is_nan(ea, h) || is_nan(eb, h)) rel = 4'b1000;
          else if (cmp_lt) rel = 4'b0001;
          else if (cmp_gt) rel = 4'b0100;
          else rel = 4'b0010;
          flag = (rel & pred) != 4'd0;
        end
        U_CLASS: begin
          // the raw value (no flush); S1's bits name the classes
          done = 1'b1;
          if (is_nan(ea, h)) cls = is_snan(ea, h) ? 10'h001 : 10'h002;
          else if (is_inf(ea, h)) cls = sgn(ea, h) ? 10'h004 : 10'h200;
          else if (is_zero(ea, h)) cls = sgn(ea, h) ? 10'h020 : 10'h040;
          else if (expz(ea, h)) cls = sgn(ea, h) ? 10'h010 : 10'h080;
          else cls = sgn(ea, h) ? 10'h008 : 10'h100;
          flag = (cls & b[9:0]) != 10'd0;
        end
        U_DIV_SCALE: begin
          // the facts of the model's div_scale32, on the raw inputs
          e1 = sexp(eb, 1'b0);
          e2 = sexp(ec, 1'b0);
          fe1 = e1 + 13'sd24 - {8'd0, lzc24(sig(eb, 1'b0))};
          fe2 = e2 + 13'sd24 - {8'd0, lzc24(sig(ec, 1'b0))};
          mn1 = sig(eb, 1'b0) << lzc24(sig(eb, 1'b0));
          mn2 = sig(ec, 1'b0) << lzc24(sig(ec, 1'b0));
          f_zero   = is_zero(eb, 1'b0) || is_zero(ec, 1'b0);
          f_far    = ($signed({1'b0, ec[30:23]}) - $signed({1'b0, eb[30:23]})) >= 9'sd96;
          f_s1den  = expz(eb, 1'b0) && !is_zero(eb, 1'b0);
          f_rcpden = (eb[30:0] > 31'h7e800000) && (eb[30:0] < 31'h7f800000);
          f_qden   = !f_zero && eb[30:23] != 8'hff && ec[30:23] != 8'hff &&
                     ((fe2 - fe1 + ((mn2 >= mn1) ? 13'sd1 : 13'sd0)) <= -13'sd126);
          f_s2small = ec[30:23] <= 8'd23;
          vcc = 1'b0;
          if (f_far) begin
            vcc = 1'b1; dir = (ea == eb) ? 2'sd1 : 2'sd0;
          end else if (f_s1den) dir = 2'sd1;
          else if (f_rcpden && f_qden) begin
            vcc = 1'b1; dir = (ea == eb) ? -2'sd1 : 2'sd0;
          end else if (f_rcpden) dir = -2'sd1;
          else if (f_qden) begin
            vcc = 1'b1; dir = (ea == ec) ? 2'sd1 : 2'sd0;
          end else dir = f_s2small ? 2'sd1 : 2'sd0;
          if (f_zero) begin
            vcc = 1'b0; done = 1'b1; rd = DNAN32;
          end else if (is_nan(ea, 1'b0)) begin
            done = 1'b1; rd = (dir != 2'sd0) ? quiet(ea, 1'b0) : ea;  // an unscaled S0 passes as is
          end else begin
            // S0 * 2^(64 dir), nearest even, denormals kept
            xs = sgn(ea, 1'b0); xe = sexp(ea, 1'b0); xm = sig(ea, 1'b0);
            ys = 1'b0; ym = ONE_M; zen = 1'b0;
            ye = ONE_E + ((dir == 2'sd1) ? 13'sd64 : (dir == -2'sd1) ? -13'sd64 : 13'sd0);
            xinf = is_inf(ea, 1'b0); yinf = 1'b0; zinf = 1'b0; xzer = 1'b0; yzer = 1'b0;
            ps = xs; nan_any = 1'b0;
            crnd = RNE; cfl = 1'b0;
          end
          flag = vcc;
        end
        U_DIV_FIXUP: begin
          done = 1'b1;
          begin
            fx_sg  = sgn(eb, h) ^ sgn(ec, h);
            fx_m1  = h ? {16'd0, eb[14:0]} : eb[30:0];
            fx_m2  = h ? {16'd0, ec[14:0]} : ec[30:0];
            fx_inf = h ? 31'h7c00 : 31'h7f800000;
            if (is_nan(ec, h)) rd = quiet(ec, h);
            else if (is_nan(eb, h)) rd = quiet(eb, h);
            else if ((fx_m1 == 31'd0 && fx_m2 == 31'd0) || (fx_m1 == fx_inf && fx_m2 == fx_inf)) rd = h ? DNAN16 : DNAN32;
            else if (fx_m1 == 31'd0 || fx_m2 == fx_inf) rd = h ? {16'd0, fx_sg, fx_inf[14:0]} : {fx_sg, fx_inf};
            else if (fx_m1 == fx_inf || fx_m2 == 31'd0) rd = h ? {16'd0, fx_sg, 15'd0} : {fx_sg, 31'd0};
            else if (!h && ($signed({1'b0, ec[30:23]}) - $signed({1'b0, eb[30:23]}) < -9'sd150)) rd = {fx_sg, 31'd0};
            else if (!h && is_nan(ea, h)) rd = {fx_sg, fx_inf};  // the Newton steps overflowed
            else rd = h ? {16'd0, fx_sg, ea[14:0]} : {fx_sg, ea[30:0]};
          end
        end
        U_DOT2: begin
          // the sum (rounded to odd at 48 bits) as x * 1 + z; the result flushed
          if (dt_spec) begin
            done = 1'b1; rd = dt_rd;
          end else begin
            xs = dt_sgn; xe = dt_lead - 13'sd23; xm = dt_top[47:24];
            ys = 1'b0; ye = ONE_E; ym = ONE_M;
            zs = dt_sgn; ze = dt_lead - 13'sd47; zm = dt_top[23:0]; zen = 1'b1;
            xinf = 1'b0; yinf = 1'b0; zinf = 1'b0; xzer = 1'b0; yzer = 1'b0;
            ps = dt_sgn; nan_any = 1'b0;
            cfl = 1'b1;
          end
        end
        U_PACK: begin
          done = 1'b1;
          rd = {b[15:0], a[15:0]};
        end
        default: ;
      endcase

      // ---- v_ldexp_f16: the model scales in double, so a result beyond
      // double's range is a true infinity (whatever the rounding mode) and
      // one at most 2^-1075 is a zero ----
      if (uop == U_LDEXP && h && !is_nan(ea, h) && !xzer && !xinf) begin
        ld_lead = xe + 13'sd23 - {8'd0, lzc24(xm)} + n13;
        if (ld_lead >= 13'sd1024) begin
          ovr = 1'b1; ovv = {16'd0, xs, 15'h7c00};
        end else if (ld_lead < -13'sd1075 || (ld_lead == -13'sd1075 && (xm & (xm - 24'd1)) == 24'd0)) begin
          ovr = 1'b1; ovv = {16'd0, xs, 15'd0};
        end
      end

      core = simf_f32_fma(xs, xe, xm, ys, ye, ym, zs, ze, zm, zen, cf16, crnd, cfl, sat);

      // ---- NaN, infinities, invalid operations around the core ----
      r = rd;
      if (!done) begin
        if (nan_any) begin
          if (uop == U_CVT_F16_F32 || uop == U_PKRTZ)
            r = {16'd0, ea[31], 5'h1f, 1'b1, ea[21:13]};
          else if (uop == U_MIX && ho)  // the f32 NaN to f16 (fp_f32_to_f16)
            r = {16'd0, nan1[31], 5'h1f, 1'b1, nan1[21:13]};
          else if (uop == U_CVT_F32_F16)
            r = {ea[15], 8'hff, 1'b1, ea[8:0], 13'd0};
          else r = quiet(nan1, h);
        end else if (ovr) begin
          r = ovv;
        end else if ((xinf && yzer) || (yinf && xzer) || ((xinf || yinf) && zinf && (ps != zs))) begin
          r = ho ? DNAN16 : DNAN32;
        end else if (xinf || yinf) begin
          r = ho ? {16'd0, ps, 15'h7c00} : {ps, 31'h7f800000};
        end else if (zinf) begin
          r = ho ? {16'd0, zs, 15'h7c00} : {zs, 31'h7f800000};
        end else begin
          r = core;
        end
      end
      if (uop == U_FRACT && !is_nan(ea, h)) begin
        if (h) r = (r[15:0] > 16'h3bff && !r[15]) ? 32'h3bff : r;
        else r = (r > 32'h3f7fffff && !r[31]) ? 32'h3f7fffff : r;
      end

      // ---- output modifiers of this result, and where it goes ----
      if (om == 2'd1 && !(mad2 && !pass))
        r = outmod(r, ho, omod, clamp, ho ? rnd16 : rnd32,
                   ho ? fo16 : fo32, ieee, dx10, ovfl);
      else if (om == 2'd2)
        r = outmod(r, ho, 2'd0, clamp, ho ? rnd16 : rnd32, ho ? fo16 : fo32, ieee, dx10, ovfl);
      if (pk32) d = pass ? {r, prev[31:0]} : {32'd0, r};
      else if (pk16 || pair) d = pass ? {32'd0, r[15:0], prev[15:0]} : {48'd0, r[15:0]};
      else d = {32'd0, r};
      simf_f32_lane = {flag, d};
    end
  endfunction
