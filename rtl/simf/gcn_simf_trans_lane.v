// gcn_simf_trans_lane: one lane engine of gcn_simf_trans.  It computes one
// lane's rcp/rsq/sqrt/exp/log/sin/cos exactly as the model does
// (cmodel/src/sem_valu_trans.c, docs/numerics.md "Transcendentals: one algorithm
// each"): a microcoded sequencer over one combinational fused multiply-add
// (gcn_simf_f64_fma: every +, *, fma and the final rounding) and one iterative
// correctly rounded divide / square root (gcn_simf_trans_divsqrt: 56 /
// DIVSQRT_BITS + 1 cycles, 57 with one bit a cycle, 15 with four).
// Per lane with one bit a cycle: rcp/sqrt about 62 cycles, rsq 120, exp 20,
// log 80, sin/cos 20; with four, rcp/sqrt about 20, rsq 36, log 38.
//
// start_i begins a lane: its source is src_i in the next cycle (S_LOAD), the
// op and MODE fields stay on their inputs while the engine is busy.  wr_o
// marks the cycle its result is on res_o; more_i in that cycle says another
// lane follows at once (its source on src_i the next cycle), else it goes idle.
module gcn_simf_trans_lane (
  input  wire        clk_i,
  input  wire        rst_i,
  input  wire        start_i,
  input  wire        more_i,
  input  wire [63:0] src_i,
  input  wire [2:0]  fn_i,
  input  wire [1:0]  fmt_i,
  input  wire [31:0] mode_i,
  input  wire        clamp_i,
  input  wire [1:0]  omod_i,
  output wire        busy_o,
  output wire        wr_o,
  output wire [63:0] res_o
);
  /*verilator no_inline_module*/
  `include "simf/gcn_simf_trans_fns.vh"

  function automatic [63:0] c_exp(input [3:0] k);   // ln2^k / k!
    case (k)
      4'd0: c_exp = 64'h3ff0000000000000;
      4'd1: c_exp = 64'h3fe62e42fefa39ef;
      4'd2: c_exp = 64'h3fcebfbdff82c58f;
      4'd3: c_exp = 64'h3fac6b08d704a0c0;
      4'd4: c_exp = 64'h3f83b2ab6fba4e77;
      4'd5: c_exp = 64'h3f55d87fe78a6731;
      4'd6: c_exp = 64'h3f2430912f86c787;
      4'd7: c_exp = 64'h3eeffcbfc588b0c7;
      4'd8: c_exp = 64'h3eb62c0223a5c824;
      4'd9: c_exp = 64'h3e7b5253d395e7c4;
      4'd10: c_exp = 64'h3e3e4cf5158b8eca;
      4'd11: c_exp = 64'h3dfe8cac7351bb25;
      4'd12: c_exp = 64'h3dbc3bd650fc2986;
      4'd13: c_exp = 64'h3d7816193166d0f9;
      default: c_exp = 64'h3d3314964d5878a9;
    endcase
  endfunction

  function automatic [63:0] c_sin(input [3:0] k);   // (-1)^k (2 pi)^(2k+1) / (2k+1)!
    case (k)
      4'd0: c_sin = 64'h401921fb54442d18;
      4'd1: c_sin = 64'hc044abbce625be53;
      4'd2: c_sin = 64'h405466bc6775aae2;
      4'd3: c_sin = 64'hc0532d2cce62bd86;
      4'd4: c_sin = 64'h40450783487ee782;
      4'd5: c_sin = 64'hc02e3074fde8871f;
      4'd6: c_sin = 64'h400e8f434d018d63;
      4'd7: c_sin = 64'hbfe6fadb9f155744;
      4'd8: c_sin = 64'h3fbaaec32af93359;
      4'd9: c_sin = 64'hbf88a404211f9547;
      4'd10: c_sin = 64'h3f52877020d52cf0;
      4'd11: c_sin = 64'hbf17215f879e1ac9;
      default: c_sin = 64'h3ed859c594ba4573;
    endcase
  endfunction

  function automatic [63:0] c_log(input [3:0] k);   // 1 / (2k+1), as the double 1.0 / (2k+1)
    case (k)
      4'd0: c_log = 64'h3ff0000000000000;
      4'd1: c_log = 64'h3fd5555555555555;
      4'd2: c_log = 64'h3fc999999999999a;
      4'd3: c_log = 64'h3fc2492492492492;
      4'd4: c_log = 64'h3fbc71c71c71c71c;
      4'd5: c_log = 64'h3fb745d1745d1746;
      4'd6: c_log = 64'h3fb3b13b13b13b14;
      4'd7: c_log = 64'h3fb1111111111111;
      4'd8: c_log = 64'h3fae1e1e1e1e1e1e;
      4'd9: c_log = 64'h3faaf286bca1af28;
      4'd10: c_log = 64'h3fa8618618618618;
      default: c_log = 64'h3fa642c8590b2164;
    endcase
  endfunction

  localparam [63:0] ONE = 64'h3ff0000000000000, HALF = 64'h3fe0000000000000, QUARTER = 64'h3fd0000000000000;
  localparam [63:0] PINF = 64'h7ff0000000000000, NINF = 64'hfff0000000000000;
  localparam [63:0] QNAN = 64'h7ff8000000000000;
  localparam [63:0] LIM_EXP = 64'h4091300000000000;   // 1100.0
  localparam [63:0] SQRT_HALF = 64'h3fe6a09e667f3bcd;
  localparam [63:0] TWO_OVER_LN2 = 64'h40071547652b82fe;


  // ---- states: the microcode steps of one lane ----
  localparam [4:0] S_IDLE = 5'd0, S_LOAD = 5'd1, S_DISP = 5'd2, S_RINT = 5'd3, S_SUBN = 5'd4, S_FOLD = 5'd5,
                   S_SQ = 5'd6, S_POLY = 5'd7, S_MULR = 5'd8, S_DIV2 = 5'd10, S_LM1 = 5'd11,
                   S_LP1 = 5'd12, S_LS2 = 5'd13, S_LT = 5'd14, S_LV = 5'd15, S_FINAL = 5'd16, S_OMOD = 5'd17,
                   S_WRITE = 5'd18, S_DIVW = 5'd20, S_DIVW2 = 5'd21, S_LDIVW = 5'd22;

  reg [4:0]        st_q;
  reg [3:0]        k_q;
  reg              om_q;
  reg [63:0]       x_q, n_q, r_q, t_q, p_q, v_q, res_q;
  reg signed [13:0] sc_q;    // exp: 2^n applied in the final rounding; log: the exponent e

  // MODE controls of the result format (f16 and f64 share them)
  wire [1:0] mrnd    = fmt_i == FMT_F32 ? mode_i[1:0] : mode_i[3:2];
  wire       mfin    = fmt_i == FMT_F32 ? !mode_i[4] : !mode_i[6];
  wire       mfout   = fmt_i == FMT_F32 ? !mode_i[5] : !mode_i[7];
  wire       sat16   = mode_i[23];
  wire       ieee    = mode_i[9];
  wire       dx10    = mode_i[8];
  // f32 rcp, rsq, sqrt, exp and log flush inputs and results whatever MODE says
  wire       forced  = fmt_i == FMT_F32 && fn_i != F_SIN && fn_i != F_COS;
  wire       fin     = forced || mfin;
  wire       fout    = forced || mfout;

  reg  [63:0] a_in;          // the source through the input flush, in its format
  reg         a_nan;
  reg  [63:0] a_quiet;
  always @(*) begin
    case (fmt_i)
      FMT_F32: begin
        a_in = (fin && src_i[30:23] == 8'd0) ? {32'd0, src_i[31], 31'd0} : {32'd0, src_i[31:0]};
        a_nan = src_i[30:0] > 31'h7f80_0000;
        a_quiet = {32'd0, src_i[31:0] | 32'h0040_0000};
      end
      FMT_F16: begin
        a_in = (fin && src_i[14:10] == 5'd0) ? {48'd0, src_i[15], 15'd0} : {48'd0, src_i[15:0]};
        a_nan = src_i[14:0] > 15'h7c00;
        a_quiet = {48'd0, src_i[15:0] | 16'h0200};
      end
      default: begin
        a_in = (fin && src_i[62:52] == 11'd0) ? {src_i[63], 63'd0} : src_i;
        a_nan = src_i[62:0] > 63'h7ff0_0000_0000_0000;
        a_quiet = src_i | 64'h0008_0000_0000_0000;
      end
    endcase
  end

  // ---- helpers on the double registers ----
  wire [63:0] rint_r;
  gcn_simf_f64_rint u_rint (.x_i(x_q), .how_i(2'd3), .r_o(rint_r));

  wire x_zero = x_q[62:0] == 63'd0;
  wire x_inf  = x_q[62:0] == 63'h7ff0_0000_0000_0000;
  wire x_neg  = x_q[63] && !x_zero;
  // x >= 1100 / x <= -1100 (x is never NaN here)
  wire x_big  = x_q[62:0] >= LIM_EXP[62:0];
  // the integer n (|n| < 1100) of a double that is integral
  reg [63:0] n_int;
  reg signed [13:0] n_val;
  always @(*) begin
    n_int = (n_q[62:52] < 11'd1023) ? 64'd0 : ({11'd0, 1'b1, n_q[51:0]} >> (11'd1075 - n_q[62:52]));
    n_val = n_q[63] ? -$signed(n_int[13:0]) : $signed(n_int[13:0]);
  end
  // frexp for log: x = m * 2^e, m in [sqrt(1/2), sqrt(2)); x is a normal double here
  wire [63:0] m_half = {1'b0, 11'd1022, x_q[51:0]};
  wire        m_low  = m_half < SQRT_HALF;
  wire [63:0] m_log  = m_low ? {1'b0, 11'd1023, x_q[51:0]} : m_half;
  wire signed [13:0] e_log = $signed({3'd0, x_q[62:52]}) - 14'sd1022 - (m_low ? 14'sd1 : 14'sd0);
  // e as a double (|e| < 2^11): exact
  reg [63:0] e_dbl;
  reg [13:0] e_mag;
  reg [3:0]  e_msb;
  always @(*) begin : e_to_double
    integer i;
    e_mag = sc_q[13] ? 14'(-sc_q) : sc_q;
    e_msb = 4'd0;
    for (i = 0; i < 14; i = i + 1)
      if (e_mag[i]) e_msb = 4'(i);
    e_dbl = (e_mag == 14'd0) ? 64'd0
          : {sc_q[13], 11'(11'd1023 + {7'd0, e_msb}), 52'({38'd0, e_mag} << (6'd52 - {2'd0, e_msb}))};
  end

  // ---- divide / square root ----
  reg         ds_start, ds_sqrt;
  reg  [63:0] ds_n, ds_d;
  wire        ds_done;
  wire [63:0] ds_r;
  gcn_simf_trans_divsqrt u_ds (
    .clk_i(clk_i), .rst_i(rst_i), .start_i(ds_start), .sqrt_i(ds_sqrt), .n_i(ds_n), .d_i(ds_d),
    .done_o(ds_done), .r_o(ds_r)
  );

  // ---- the fused multiply-add, operands by step ----
  reg  [63:0]        fm_a, fm_b, fm_c;
  reg  [1:0]         fm_afmt, fm_fmt, fm_rnd;
  reg                fm_cen, fm_flush, fm_sat;
  reg  signed [13:0] fm_scale;
  wire [63:0]        fm_r;
  wire signed [13:0] omod_k = omod_i == 2'd1 ? 14'sd1 : omod_i == 2'd2 ? 14'sd2 : -14'sd1;
  wire               sincos = fn_i == F_SIN || fn_i == F_COS;

  always @(*) begin
    fm_a = x_q; fm_b = ONE; fm_c = 64'd0; fm_afmt = FMT_F64; fm_fmt = FMT_F64; fm_rnd = 2'd0;
    fm_cen = 1'b0; fm_flush = 1'b0; fm_sat = 1'b0; fm_scale = 14'sd0;
    ds_start = 1'b0; ds_sqrt = 1'b0; ds_n = ONE; ds_d = x_q;
    case (st_q)
      S_LOAD:  begin fm_a = a_in; fm_afmt = fmt_i; end                             // widen, exact
      S_SUBN:  begin fm_c = {~n_q[63], n_q[62:0]}; fm_cen = 1'b1; end              // x - n
      S_FOLD:  begin
        fm_cen = 1'b1;
        if (fn_i == F_COS)   begin fm_a = {1'b0, r_q[62:0]}; fm_b = {1'b1, ONE[62:0]}; fm_c = QUARTER; end  // 1/4 - |r|
        else if (!r_q[63])   begin fm_a = r_q; fm_b = {1'b1, ONE[62:0]}; fm_c = HALF; end                  // 1/2 - r
        else                 begin fm_a = r_q; fm_b = {1'b1, ONE[62:0]}; fm_c = {1'b1, HALF[62:0]}; end     // -1/2 - r
      end
      S_SQ:    begin fm_a = r_q; fm_b = r_q; end                                   // r^2, s^2
      S_POLY:  begin
        fm_a = p_q; fm_b = t_q; fm_cen = 1'b1;
        fm_c = fn_i == F_EXP ? c_exp(k_q) : sincos ? c_sin(k_q) : c_log(k_q);
      end
      S_MULR:  begin fm_a = r_q; fm_b = p_q; end                                   // r * p
      S_LM1:   begin fm_a = m_log; fm_c = {1'b1, ONE[62:0]}; fm_cen = 1'b1; end    // m - 1
      S_LP1:   begin fm_a = m_log; fm_c = ONE; fm_cen = 1'b1; end                  // m + 1
      S_LT:    begin fm_a = TWO_OVER_LN2; fm_b = r_q; end                          // (2/ln2) * s
      S_LV:    begin fm_a = t_q; fm_b = p_q; fm_c = e_dbl; fm_cen = 1'b1; end      // fma(t, p, e)
      S_FINAL: begin
        // one rounding to nearest even into the result format (exp: times 2^n)
        fm_a = v_q; fm_fmt = fmt_i; fm_flush = fout; fm_sat = sat16;
        fm_scale = fn_i == F_EXP ? sc_q : 14'sd0;
      end
      S_OMOD:  begin
        fm_a = res_q; fm_afmt = fmt_i; fm_fmt = fmt_i; fm_rnd = mrnd; fm_flush = mfout; fm_sat = sat16;
        fm_scale = omod_k;
      end
      default: ;
    endcase
    // the divide / square root starts
    if (st_q == S_DISP && !x_zero && !x_inf &&
        (fn_i == F_RCP || ((fn_i == F_RSQ || fn_i == F_SQRT) && !x_neg))) begin
      ds_start = 1'b1;
      ds_sqrt = fn_i != F_RCP;
      ds_n = fn_i == F_RCP ? ONE : x_q;
      ds_d = x_q;
    end else if (st_q == S_DIV2) begin
      ds_start = 1'b1; ds_n = ONE; ds_d = v_q;
    end else if (st_q == S_LS2) begin
      ds_start = 1'b1; ds_n = r_q; ds_d = t_q;
    end
  end

  gcn_simf_f64_fma u_fma (
    .a_i(fm_a), .afmt_i(fm_afmt), .b_i(fm_b), .c_i(fm_c), .cen_i(fm_cen), .scale_i(fm_scale),
    .rnd_i(fm_rnd), .fmt_i(fm_fmt), .flush_i(fm_flush), .sat16_i(fm_sat),
    .en_i(st_q != S_IDLE), .r_o(fm_r)   // (read only while busy)
  );

  // ---- results of the final steps ----
  // f64: the double rounded to nearest even at 24 significant bits (the low 29
  // bits of the encoding; a carry into the exponent is right), then MODE's flush
  reg [63:0] r24;
  always @(*) begin
    r24 = {v_q[63:29], 29'd0};
    if (v_q[62:52] != 11'h7ff && (v_q[28:0] > 29'h1000_0000 || (v_q[28:0] == 29'h1000_0000 && v_q[29])))
      r24 = r24 + 64'h2000_0000;
    if (mfout && r24[62:52] == 11'd0) r24 = {r24[63], 63'd0};
  end
  wire v_nan = v_q[62:0] > 63'h7ff0_0000_0000_0000;
  reg [63:0] dnan;
  always @(*) begin
    case (fmt_i)
      FMT_F32: dnan = 64'h0000_0000_ffc0_0000;
      FMT_F16: dnan = 64'h0000_0000_0000_fe00;
      default: dnan = 64'hfff8_0000_0000_0000;
    endcase
  end
  reg res_nan, res_zexp;
  always @(*) begin
    case (fmt_i)
      FMT_F32: begin res_nan = res_q[30:0] > 31'h7f80_0000; res_zexp = fm_r[30:23] == 8'd0; end
      FMT_F16: begin res_nan = res_q[14:0] > 15'h7c00;       res_zexp = fm_r[14:10] == 5'd0; end
      default: begin res_nan = res_q[62:0] > 63'h7ff0_0000_0000_0000; res_zexp = fm_r[62:52] == 11'd0; end
    endcase
  end
  wire need_omod = omod_i != 2'd0 && !ieee && mfout && !res_nan;
  // clamp to [0, 1] in the result format
  reg [63:0] clamped;
  always @(*) begin
    clamped = res_q;
    if (clamp_i) begin
      if (res_nan)                                     clamped = dx10 ? 64'd0 : res_q;
      else case (fmt_i)
        FMT_F32: clamped = res_q[31] ? 64'd0 : res_q[31:0] > 32'h3f80_0000 ? 64'h3f80_0000 : res_q;
        FMT_F16: clamped = res_q[15] ? 64'd0 : res_q[15:0] > 16'h3c00 ? 64'h3c00 : res_q;
        default: clamped = res_q[63] ? 64'd0 : res_q > ONE ? ONE : res_q;
      endcase
    end
  end

  assign busy_o = st_q != S_IDLE;
  // (an output modifier takes one more pass through the fma first)
  assign wr_o   = st_q == S_WRITE && !(need_omod && !om_q);
  assign res_o  = clamped;

  // ---- the sequencer ----
  always @(posedge clk_i) begin
    if (rst_i) begin
      st_q <= S_IDLE;
    end else begin
      case (st_q)
        S_IDLE: if (start_i) st_q <= S_LOAD;
        S_LOAD: begin
          x_q <= fm_r;
          om_q <= 1'b0;
          if (a_nan) begin res_q <= a_quiet; st_q <= S_WRITE; end
          else st_q <= S_DISP;
        end
        S_DISP: begin
          sc_q <= 14'sd0;
          st_q <= S_FINAL;
          case (fn_i)
            F_RCP:
              if (x_zero)      v_q <= {x_q[63], PINF[62:0]};
              else if (x_inf)  v_q <= {x_q[63], 63'd0};
              else             st_q <= S_DIVW;
            F_SQRT:
              if (x_neg)       v_q <= QNAN;     // any NaN: the result is the canonical one
              else if (x_zero || x_inf) v_q <= x_q;
              else             st_q <= S_DIVW;
            F_RSQ:
              if (x_neg)       v_q <= QNAN;
              else if (x_zero) v_q <= {x_q[63], PINF[62:0]};
              else if (x_inf)  v_q <= 64'd0;
              else             st_q <= S_DIVW;
            F_EXP:
              if (x_big && !x_q[63])     v_q <= PINF;
              else if (x_big)            v_q <= 64'd0;
              else                       st_q <= S_RINT;
            F_LOG:
              if (x_neg)       v_q <= QNAN;
              else if (x_zero) v_q <= NINF;
              else if (x_inf)  v_q <= x_q;
              else             st_q <= S_LM1;
            F_SIN:
              if (x_zero)      v_q <= x_q;
              else if (x_inf)  v_q <= QNAN;
              else             st_q <= S_RINT;
            default:           // cos
              if (x_inf)       v_q <= QNAN;
              else             st_q <= S_RINT;
          endcase
        end
        S_DIVW: if (ds_done) begin
          v_q  <= ds_r;
          st_q <= fn_i == F_RSQ ? S_DIV2 : S_FINAL;
        end
        S_DIV2:  st_q <= S_DIVW2;
        S_DIVW2: if (ds_done) begin v_q <= ds_r; st_q <= S_FINAL; end
        S_RINT:  begin n_q <= rint_r; st_q <= S_SUBN; end
        S_SUBN:  begin
          r_q <= fm_r;
          // exp: f = x - n; sin: fold r into [-1/4, 1/4]; cos: 1/4 - |r|
          if (fn_i == F_EXP) begin
            t_q <= fm_r; p_q <= c_exp(4'd14); k_q <= 4'd13; st_q <= S_POLY;
          end else if (fn_i == F_COS || (!fm_r[63] && fm_r[62:0] > QUARTER[62:0]) || (fm_r[63] && fm_r[62:0] > QUARTER[62:0]))
            st_q <= S_FOLD;
          else
            st_q <= S_SQ;
        end
        S_FOLD:  begin r_q <= fm_r; st_q <= S_SQ; end
        S_SQ:    begin
          t_q <= fm_r;
          if (fn_i == F_LOG) begin p_q <= c_log(4'd11); k_q <= 4'd10; end
          else               begin p_q <= c_sin(4'd12); k_q <= 4'd11; end
          st_q <= S_POLY;
        end
        S_POLY:  begin
          p_q <= fm_r;
          k_q <= k_q - 4'd1;
          if (k_q == 4'd0) begin
            if (fn_i == F_EXP)      begin v_q <= fm_r; sc_q <= n_val; st_q <= S_FINAL; end
            else if (fn_i == F_LOG) st_q <= S_LT;
            else                    st_q <= S_MULR;
          end
        end
        S_MULR:  begin v_q <= fm_r; st_q <= S_FINAL; end
        // log: s = (m - 1) / (m + 1), s2 = s * s, p(s2), t = (2/ln2) * s, v = fma(t, p, e)
        S_LM1:   begin r_q <= fm_r; sc_q <= e_log; st_q <= S_LP1; end
        // m = 1: s = +0 / 2 = +0 without the divider
        S_LP1:   begin t_q <= fm_r; st_q <= (r_q[62:0] == 63'd0) ? S_SQ : S_LS2; end
        S_LS2:   st_q <= S_LDIVW;
        S_LDIVW: if (ds_done) begin r_q <= ds_r; st_q <= S_SQ; end
        S_LT:    begin t_q <= fm_r; st_q <= S_LV; end
        S_LV:    begin v_q <= fm_r; sc_q <= 14'sd0; st_q <= S_FINAL; end
        S_FINAL: begin
          if (v_nan)                 res_q <= dnan;
          else if (fmt_i == FMT_F64) res_q <= r24;
          else                       res_q <= fm_r;
          st_q <= S_WRITE;
        end
        S_WRITE:
          if (!wr_o)       st_q <= S_OMOD;
          else if (more_i) st_q <= S_LOAD;
          else             st_q <= S_IDLE;
        S_OMOD: begin
          // the scaled result rounded again under MODE; a zero or denormal is +0
          res_q <= res_zexp ? 64'd0 : fm_r;
          om_q <= 1'b1;
          st_q <= S_WRITE;
        end
        default: st_q <= S_IDLE;
      endcase
    end
  end

  // b, c and the VCC input are not read by these one-source instructions

  wire unused_ok = &{1'b0, mode_i[31:24], mode_i[22:10], n_int[63:14]};
endmodule
