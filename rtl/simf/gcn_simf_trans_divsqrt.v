// gcn_simf_trans_divsqrt: n / d or sqrt(n) correctly rounded to an f64 (nearest
// even, denormals kept), as the model's host '/' and sqrt().  Operands are finite
// and nonzero (d > 0 ... any sign for the quotient; n > 0 for sqrt): the caller
// resolves zeros, infinities and NaN.  Restoring radix-2 digit recurrence,
// DIVSQRT_BITS result bits a cycle (that many steps chained): 56 bits (the integer
// bit, 52 fraction bits, two more) and a sticky remainder, then one rounding:
// start_i -> done_o 56 / DIVSQRT_BITS + 1 cycles later (57 with one bit a cycle).
module gcn_simf_trans_divsqrt #(
  `include "gcn_config.vh"
) (
  input  wire        clk_i,
  input  wire        rst_i,
  input  wire        start_i,
  input  wire        sqrt_i,
  input  wire [63:0] n_i,
  input  wire [63:0] d_i,
  output reg         done_o,
  output wire [63:0] r_o
);
  `include "gcn_clz53.vh"

  // operands normalized: significand with its leading one at bit 52, and the
  // exponent of that leading one
  reg [52:0]        nm, dm;
  reg [5:0]         nlz, dlz;
  reg signed [13:0] ne, de;
  always @(*) begin
    nm = {n_i[62:52] != 11'd0, n_i[51:0]};
    dm = {d_i[62:52] != 11'd0, d_i[51:0]};
    nlz = clz53(nm);
    dlz = clz53(dm);
    nm = nm << nlz;
    dm = dm << dlz;
    ne = (n_i[62:52] == 11'd0 ? 14'sd1 : $signed({3'd0, n_i[62:52]})) - 14'sd1023 - $signed({8'd0, nlz});
    de = (d_i[62:52] == 11'd0 ? 14'sd1 : $signed({3'd0, d_i[62:52]})) - 14'sd1023 - $signed({8'd0, dlz});
  end

  reg               busy_q, sqrt_q, sign_q;
  reg [5:0]         cnt_q;
  reg [111:0]       rad_q;     // sqrt: radicand bits still to bring down, two a step
  reg [59:0]        rem_q;
  reg [55:0]        q_q;
  reg [52:0]        dm_q;
  reg signed [13:0] e_q;

  // DIVSQRT_BITS steps of either recurrence: the next remainder, quotient and
  // radicand
  localparam int STEPS = 56 / DIVSQRT_BITS;
  reg [59:0]  rem_sh, trial, rem_n;
  reg [55:0]  q_n;
  reg [111:0] rad_n;
  reg         take;
  always @(*) begin
    rem_n = rem_q; q_n = q_q; rad_n = rad_q;
    rem_sh = 60'd0; trial = 60'd0; take = 1'b0;
    for (int i = 0; i < DIVSQRT_BITS; i = i + 1) begin
      if (sqrt_q) begin
        rem_sh = {rem_n[57:0], rad_n[111:110]};
        trial  = {2'd0, q_n, 2'b01};
      end else begin
        rem_sh = rem_n;
        trial  = {7'd0, dm_q};
      end
      take  = rem_sh >= trial;
      q_n   = {q_n[54:0], take};
      rad_n = {rad_n[109:0], 2'b00};
      rem_n = take ? rem_sh - trial : rem_sh;
      if (!sqrt_q) rem_n = rem_n << 1;
    end
  end

  always @(posedge clk_i) begin
    if (rst_i) begin
      busy_q <= 1'b0;
      done_o <= 1'b0;
    end else begin
      done_o <= 1'b0;
      if (start_i) begin
        busy_q <= 1'b1;
        cnt_q  <= 6'd0;
        sqrt_q <= sqrt_i;
        q_q    <= 56'd0;
        dm_q   <= dm;
        if (sqrt_i) begin
          // an even exponent: sqrt(m * 2^(2k)) = sqrt(m) * 2^k, m in [1, 4)
          sign_q <= 1'b0;
          rem_q  <= 60'd0;
          e_q    <= ne >>> 1;
          rad_q  <= ne[0] ? {nm, 59'd0} : {1'b0, nm, 58'd0};
        end else begin
          // the quotient of the significands in [1, 2): halve it when n's is smaller
          sign_q <= n_i[63] ^ d_i[63];
          rem_q  <= (nm < dm) ? {6'd0, nm, 1'b0} : {7'd0, nm};
          e_q    <= ne - de - ((nm < dm) ? 14'sd1 : 14'sd0);
          rad_q  <= 112'd0;
        end
      end else if (busy_q) begin
        q_q   <= q_n;
        rad_q <= rad_n;
        rem_q <= rem_n;
        cnt_q <= cnt_q + 6'd1;
        if (cnt_q == 6'(STEPS - 1)) begin
          busy_q <= 1'b0;
          done_o <= 1'b1;
        end
      end
    end
  end

  gcn_simf_f64_rnd u_rnd (
    .sign_i  (sign_q),
    .exp_i   (e_q),
    .man_i   ({q_q, rem_q != 60'd0, 113'd0}),
    .rnd_i   (2'd0),
    .fmt_i   (2'd0),
    .flush_i (1'b0),
    .sat16_i (1'b0),
    .r_o     (r_o)
  );
endmodule
