// mfma_dot16: one accumulation step of an FP16 / BF16 / BF16_1K MFMA element:
// acc + a[0]*b[0] + ... + a[n-1]*b[n-1] summed exactly and rounded once to f32
// (RNE), n = 4 (f16, bf16_1k: one lane's two dwords) or 2 (bf16: one dword).
// A function, for the dot lane's step (gcn_mfma_dot.vh); included in a module
// body, once.  The numerics are docs/mfma.md "Numerics", the model's dot16_group:
//   - subnormal inputs and a subnormal accumulator read as signed zero, a result
//     that rounds to a subnormal is written as signed zero;
//   - the first NaN among a[k], b[k] (ascending k, a before b), then the
//     accumulator's, is returned quieted (an f16 NaN widened to f32);
//   - inf * 0 and inf - inf give the canonical NaN 0xffc00000;
//   - an exactly zero sum is -0 only when every term is -0.
// The sum is exact: a two's-complement fixed-point vector whose bit 0 weighs
// 2^-266 (the smallest bf16 * bf16 product bit) and which holds four largest
// bf16 products plus any f32 (below 2^525), so massive cancellation between
// large terms never loses a small one.
/* verilator lint_off UNUSEDPARAM */
localparam integer DOT16_W = 528;    // fixed-point width (sign included)
localparam integer DOT16_OFF = 266;  // weight of bit 0 is 2^-DOT16_OFF
/* verilator lint_on UNUSEDPARAM */

/* verilator lint_off VARHIDDEN */
  // leading zeros of the magnitude (DOT16_W when zero)
  function automatic [9:0] dot16_lzc(input [DOT16_W-1:0] v);
    integer i;
    reg found;
    begin
      dot16_lzc = 10'(DOT16_W);
      found = 1'b0;
      for (i = DOT16_W - 1; i >= 0; i = i - 1) begin
        if (v[i] && !found) begin
          dot16_lzc = 10'(DOT16_W - 1 - i);
          found = 1'b1;
        end
      end
    end
  endfunction

  // the fields of one 16-bit value: {exponent zero-extended to 8 bits, fraction in 10}
  function automatic [17:0] fields16(input [14:0] h, input bf);
    fields16 = bf ? {h[14:7], 3'd0, h[6:0]} : {3'd0, h[14:10], h[9:0]};
  endfunction
  function automatic is_max(input [7:0] e, input bf);
    is_max = bf ? (e == 8'hff) : (e == 8'h1f);
  endfunction
  // an f16/bf16 NaN as the f32 NaN the model returns: sign and payload top bits, quieted
  function automatic [31:0] nan32(input [15:0] h, input bf);
    nan32 = (bf ? {h, 16'd0} : {h[15], 8'hff, h[9:0], 13'd0}) | 32'h0040_0000;
  endfunction

  // acc: f32 accumulator; a, b: element k in bits 16k+15:16k; bf16: the elements
  // are bf16 (else f16); four: four elements (else two: the original bf16)
  function automatic [31:0] mfma_dot16(input [31:0] acc, input [63:0] a, input [63:0] b,
                                       input bf16, input four);
    // unpack the 16-bit inputs: sign, class, integer significand, biased exponent
    reg  [3:0]  en;                   // element k takes part
    reg  [3:0]  a_nan, b_nan, a_inf, b_inf, a_zero, b_zero;
    reg  [43:0] a_sig, b_sig;          // element k in bits 11k+10:11k
    reg  [31:0] a_exp, b_exp;          // 8k+7:8k
    reg  [39:0] a_frac, b_frac;        // 10k+9:10k
    integer     k;
    // the exact sum: bit position of a product's LSB: f16 (ea-25)+(eb-25)+OFF,
    // bf16 (ea-134)+(eb-134)+OFF
    reg  [DOT16_W-1:0] sum, term, mag, norm;
    reg  [21:0]  prod;
    reg  [9:0]   pos, lz, top;
    reg          p_neg, acc_nan, acc_inf, acc_zero, pos_inf, neg_inf, inv, all_neg_zero, neg;
    reg  [31:0]  first_nan;
    reg          any_nan;
    reg  [23:0]  q;
    reg  [24:0]  q1;                   // q1[23] with q1[24]: unused
    reg          guard, sticky;
    reg  [9:0]   bexp;                 // biased exponent before a rounding carry
    begin
      for (k = 0; k < 4; k = k + 1) begin
        en[k] = four || k < 2;
        {a_exp[8*k +: 8], a_frac[10*k +: 10]} = fields16(a[16*k +: 15], bf16);
        {b_exp[8*k +: 8], b_frac[10*k +: 10]} = fields16(b[16*k +: 15], bf16);
        a_nan[k]  = en[k] && is_max(a_exp[8*k +: 8], bf16) && a_frac[10*k +: 10] != 10'd0;
        b_nan[k]  = en[k] && is_max(b_exp[8*k +: 8], bf16) && b_frac[10*k +: 10] != 10'd0;
        a_inf[k]  = en[k] && is_max(a_exp[8*k +: 8], bf16) && a_frac[10*k +: 10] == 10'd0;
        b_inf[k]  = en[k] && is_max(b_exp[8*k +: 8], bf16) && b_frac[10*k +: 10] == 10'd0;
        // zero includes the flushed subnormals
        a_zero[k] = a_exp[8*k +: 8] == 8'd0;
        b_zero[k] = b_exp[8*k +: 8] == 8'd0;
        // normal numbers only: value = sig * 2^(e - bias - mbits); zero stays zero
        a_sig[11*k +: 11]  = a_zero[k] ? 11'd0 : (bf16 ? {3'd0, 1'b1, a_frac[10*k +: 7]} : {1'b1, a_frac[10*k +: 10]});
        b_sig[11*k +: 11]  = b_zero[k] ? 11'd0 : (bf16 ? {3'd0, 1'b1, b_frac[10*k +: 7]} : {1'b1, b_frac[10*k +: 10]});
      end

      acc_nan  = acc[30:23] == 8'hff && acc[22:0] != 23'd0;
      acc_inf  = acc[30:23] == 8'hff && acc[22:0] == 23'd0;
      acc_zero = acc[30:23] == 8'd0;  // subnormals flushed
      // NaNs first, in the order an FMA chain meets them
      any_nan = 1'b0;
      first_nan = 32'd0;
      for (k = 3; k >= 0; k = k - 1) begin
        if (b_nan[k]) begin any_nan = 1'b1; first_nan = nan32(b[16*k +: 16], bf16); end
        if (a_nan[k]) begin any_nan = 1'b1; first_nan = nan32(a[16*k +: 16], bf16); end
      end
      // infinities and invalid products
      inv = 1'b0;
      pos_inf = acc_inf && !acc[31];
      neg_inf = acc_inf && acc[31];
      all_neg_zero = acc_zero && acc[31];
      sum = {DOT16_W{1'b0}};
      prod = 22'd0;
      pos = 10'd0;
      term = {DOT16_W{1'b0}};
      p_neg = 1'b0;
      for (k = 0; k < 4; k = k + 1) begin
        p_neg = a[16*k+15] ^ b[16*k+15];
        if (en[k]) begin
          if ((a_inf[k] && b_zero[k]) || (b_inf[k] && a_zero[k])) inv = 1'b1;
          if ((a_inf[k] || b_inf[k]) && !p_neg) pos_inf = 1'b1;
          if ((a_inf[k] || b_inf[k]) && p_neg) neg_inf = 1'b1;
          if (!(a_zero[k] || b_zero[k]) || !p_neg) all_neg_zero = 1'b0;
          prod = a_sig[11*k +: 11] * b_sig[11*k +: 11];
          pos  = bf16 ? 10'({2'd0, a_exp[8*k +: 8]} + {2'd0, b_exp[8*k +: 8]} - 10'd2)
                      : 10'({2'd0, a_exp[8*k +: 8]} + {2'd0, b_exp[8*k +: 8]} + 10'd216);
          term = {{(DOT16_W-22){1'b0}}, prod} << pos;
          if (!(a_inf[k] || b_inf[k])) sum = p_neg ? sum - term : sum + term;
        end
      end
      // the accumulator: 24-bit significand, LSB at 2^(e-150) = bit e + 116
      if (!acc_zero && !acc_inf) begin
        term = {{(DOT16_W-24){1'b0}}, 1'b1, acc[22:0]} << (10'd116 + {2'd0, acc[30:23]});
        sum = acc[31] ? sum - term : sum + term;
      end
      // round the magnitude to f32, nearest even; subnormal results flushed
      neg  = sum[DOT16_W-1];
      mag  = neg ? -sum : sum;
      lz   = dot16_lzc(mag);
      top  = 10'(DOT16_W - 1) - lz;
      norm = mag << lz;
      q      = norm[DOT16_W-1 -: 24];
      guard  = norm[DOT16_W-25];
      sticky = |norm[DOT16_W-26:0];
      q1     = {1'b0, q} + {24'd0, guard && (sticky || q[0])};
      bexp   = top - 10'd139;          // 127 + (top - DOT16_OFF)
      if (any_nan)                   mfma_dot16 = first_nan;
      else if (acc_nan)              mfma_dot16 = acc | 32'h0040_0000;
      else if (inv || (pos_inf && neg_inf)) mfma_dot16 = 32'hffc0_0000;
      else if (pos_inf || neg_inf)   mfma_dot16 = {neg_inf, 31'h7f80_0000};
      else if (mag == {DOT16_W{1'b0}}) mfma_dot16 = {all_neg_zero, 31'd0};
      else if (top < 10'd140)        // below 2^-126: 2^-126 when it rounds up to it, else zero
        mfma_dot16 = {neg, 31'd0} | ((top == 10'd139 && &mag[139:116]) ? 32'h0080_0000 : 32'd0);
      else if (bexp + {9'd0, q1[24]} >= 10'd255) mfma_dot16 = {neg, 31'h7f80_0000};
      else mfma_dot16 = {neg, 8'(bexp + {9'd0, q1[24]}), q1[24] ? q1[23:1] : q1[22:0]};
    end
  endfunction
/* verilator lint_on VARHIDDEN */
