// gcn_simf_f64: the f64 part of SIMF (docs/units/simf.md): arithmetic (add, mul, fma,
// fmac, min, max, ldexp), frexp, fract, trunc/ceil/floor/rndne, the division helpers
// (div_scale, div_fmas, div_fixup), compares and class, and the conversions between
// f64 and f32/i32/u32, bit for bit as the model (cmodel/src/sem_valu_float.c,
// sem_valu_fcmp.c, sem_valu_cvt.c, fp.c; docs/numerics.md).
//
// One quarter at a time, one lane per step through one combinational fused
// multiply-add (gcn_simf_f64_fma) and the bit-level helpers; a lane takes one step,
// plus one for div_fmas's post-scale and one for omod, so a quarter takes 16 to 48
// cycles plus one to hand it in and one to hand it out.  Inactive lanes are skipped.
//
//   IDLE -(in)-> RUN (lane 0..15; phase MAIN -> [SCALE] -> [OMOD]) -> OUT -(out)-> IDLE
module gcn_simf_f64 #(
  `include "gcn_config.vh"
  ,
  `include "gcn_isa.vh"
) (
  input  wire                 clk_i,
  input  wire                 rst_i,
  input  wire                 in_valid_i,
  output wire                 in_ready_o,
  input  wire [OP_ID_W-1:0]   op_i,
  input  wire [31:0]          mode_i,
  input  wire [LANES_PER_SIMD-1:0] lanes_i,
  input  wire [LANES_PER_SIMD*64-1:0] a_i,
  input  wire [LANES_PER_SIMD*64-1:0] b_i,
  input  wire [LANES_PER_SIMD*64-1:0] c_i,
  input  wire [LANES_PER_SIMD-1:0] flag_i,
  input  wire                 clamp_i,
  input  wire [1:0]           omod_i,
  output wire                 out_valid_o,
  input  wire                 out_ready_i,
  output wire [LANES_PER_SIMD*64-1:0] d_o,
  output wire [LANES_PER_SIMD-1:0] flag_o,
  input  wire [OP_ID_W-1:0]   sup_op_i,
  output wire                 sup_o,
  output wire                 op_sup_o        // op_i is executed here (gcn_simf routes by it)
);
  // ---- op decode: kind, rounding-to-integer flavour, compare truth table ----
  localparam [4:0] K_NONE = 5'd0, K_ADD = 5'd1, K_MUL = 5'd2, K_FMA = 5'd3, K_MIN = 5'd4, K_MAX = 5'd5,
                   K_LDEXP = 5'd6, K_FREXP_MANT = 5'd7, K_FREXP_EXP = 5'd8, K_FRACT = 5'd9, K_RINT = 5'd10,
                   K_DIV_SCALE = 5'd11, K_DIV_FMAS = 5'd12, K_DIV_FIXUP = 5'd13, K_CMP = 5'd14, K_CLASS = 5'd15,
                   K_CVT_F32_F64 = 5'd16, K_CVT_F64_F32 = 5'd17, K_CVT_F64_I32 = 5'd18, K_CVT_F64_U32 = 5'd19,
                   K_CVT_I32_F64 = 5'd20, K_CVT_U32_F64 = 5'd21, K_TRIG_PREOP = 5'd22;

  // {kind, how (rint) or truth table (compares)}
  function automatic [8:0] decode(input [OP_ID_W-1:0] op);
    begin
      case (op)
        OP_V_ADD_F64:          decode = {K_ADD, 4'd0};
        OP_V_MUL_F64:          decode = {K_MUL, 4'd0};
        OP_V_FMA_F64:          decode = {K_FMA, 4'd0};
        OP_V_FMAC_F64:         decode = {K_FMA, 4'd0};
        OP_V_MIN_F64:          decode = {K_MIN, 4'd0};
        OP_V_MAX_F64:          decode = {K_MAX, 4'd0};
        OP_V_LDEXP_F64:        decode = {K_LDEXP, 4'd0};
        OP_V_FREXP_MANT_F64:   decode = {K_FREXP_MANT, 4'd0};
        OP_V_FREXP_EXP_I32_F64: decode = {K_FREXP_EXP, 4'd0};
        OP_V_FRACT_F64:        decode = {K_FRACT, 4'd2};
        OP_V_TRUNC_F64:        decode = {K_RINT, 4'd0};
        OP_V_CEIL_F64:         decode = {K_RINT, 4'd1};
        OP_V_FLOOR_F64:        decode = {K_RINT, 4'd2};
        OP_V_RNDNE_F64:        decode = {K_RINT, 4'd3};
        OP_V_DIV_SCALE_F64:    decode = {K_DIV_SCALE, 4'd0};
        OP_V_DIV_FMAS_F64:     decode = {K_DIV_FMAS, 4'd0};
        OP_V_DIV_FIXUP_F64:    decode = {K_DIV_FIXUP, 4'd0};
        OP_V_CMP_CLASS_F64:    decode = {K_CLASS, 4'd0};
        OP_V_CMPX_CLASS_F64:   decode = {K_CLASS, 4'd0};
        OP_V_CVT_F32_F64:      decode = {K_CVT_F32_F64, 4'd0};
        OP_V_CVT_F64_F32:      decode = {K_CVT_F64_F32, 4'd0};
        OP_V_CVT_F64_I32:      decode = {K_CVT_F64_I32, 4'd0};
        OP_V_CVT_F64_U32:      decode = {K_CVT_F64_U32, 4'd0};
        OP_V_CVT_I32_F64:      decode = {K_CVT_I32_F64, 4'd0};
        OP_V_CVT_U32_F64:      decode = {K_CVT_U32_F64, 4'd0};
        OP_V_TRIG_PREOP_F64:   decode = {K_TRIG_PREOP, 4'd0};
        OP_V_CMP_F_F64: decode = {K_CMP, 4'd0};
        OP_V_CMP_LT_F64: decode = {K_CMP, 4'd1};
        OP_V_CMP_EQ_F64: decode = {K_CMP, 4'd2};
        OP_V_CMP_LE_F64: decode = {K_CMP, 4'd3};
        OP_V_CMP_GT_F64: decode = {K_CMP, 4'd4};
        OP_V_CMP_LG_F64: decode = {K_CMP, 4'd5};
        OP_V_CMP_GE_F64: decode = {K_CMP, 4'd6};
        OP_V_CMP_O_F64: decode = {K_CMP, 4'd7};
        OP_V_CMP_U_F64: decode = {K_CMP, 4'd8};
        OP_V_CMP_NGE_F64: decode = {K_CMP, 4'd9};
        OP_V_CMP_NLG_F64: decode = {K_CMP, 4'd10};
        OP_V_CMP_NGT_F64: decode = {K_CMP, 4'd11};
        OP_V_CMP_NLE_F64: decode = {K_CMP, 4'd12};
        OP_V_CMP_NEQ_F64: decode = {K_CMP, 4'd13};
        OP_V_CMP_NLT_F64: decode = {K_CMP, 4'd14};
        OP_V_CMP_TRU_F64: decode = {K_CMP, 4'd15};
        OP_V_CMPX_F_F64: decode = {K_CMP, 4'd0};
        OP_V_CMPX_LT_F64: decode = {K_CMP, 4'd1};
        OP_V_CMPX_EQ_F64: decode = {K_CMP, 4'd2};
        OP_V_CMPX_LE_F64: decode = {K_CMP, 4'd3};
        OP_V_CMPX_GT_F64: decode = {K_CMP, 4'd4};
        OP_V_CMPX_LG_F64: decode = {K_CMP, 4'd5};
        OP_V_CMPX_GE_F64: decode = {K_CMP, 4'd6};
        OP_V_CMPX_O_F64: decode = {K_CMP, 4'd7};
        OP_V_CMPX_U_F64: decode = {K_CMP, 4'd8};
        OP_V_CMPX_NGE_F64: decode = {K_CMP, 4'd9};
        OP_V_CMPX_NLG_F64: decode = {K_CMP, 4'd10};
        OP_V_CMPX_NGT_F64: decode = {K_CMP, 4'd11};
        OP_V_CMPX_NLE_F64: decode = {K_CMP, 4'd12};
        OP_V_CMPX_NEQ_F64: decode = {K_CMP, 4'd13};
        OP_V_CMPX_NLT_F64: decode = {K_CMP, 4'd14};
        OP_V_CMPX_TRU_F64: decode = {K_CMP, 4'd15};
        default:               decode = {K_NONE, 4'd0};
      endcase
    end
  endfunction

  wire [8:0] sup_dec = decode(sup_op_i);
  wire [8:0] op_dec  = decode(op_i);
  assign op_sup_o = op_dec[8:4] != K_NONE;
  assign sup_o = sup_dec[8:4] != K_NONE;

  `include "gcn_clz53.vh"

  // the sign does not matter
  /* verilator lint_off UNUSEDSIGNAL */
  function automatic is_nan(input [63:0] x);
    is_nan = x[62:0] > 63'h7ff0_0000_0000_0000;
  endfunction
  /* verilator lint_on UNUSEDSIGNAL */

  function automatic is_snan(input [63:0] x);
    is_snan = is_nan(x) && !x[51];
  endfunction

  // x < y for non-NaN values (+0 == -0): the encodings mapped to an unsigned order
  function automatic lt64(input [63:0] x, input [63:0] y);
    reg [63:0] kx, ky;
    begin
      kx = x[63] ? ~x : {1'b1, x[62:0]};
      ky = y[63] ? ~y : {1'b1, y[62:0]};
      lt64 = !(x[62:0] == 63'd0 && y[62:0] == 63'd0) && kx < ky;
    end
  endfunction

  // ---- state ----
  localparam [1:0] S_IDLE = 2'd0, S_RUN = 2'd1, S_OUT = 2'd2;
  localparam [1:0] PH_MAIN = 2'd0, PH_SCALE = 2'd1, PH_OMOD = 2'd2;
  localparam [63:0] ONE = 64'h3ff0_0000_0000_0000;
  localparam [63:0] DNAN64 = 64'hfff8_0000_0000_0000;

  reg [1:0]        state_q;
  reg [1:0]        phase_q;
  reg [LANE_W-1:0] lane_q;
  reg [8:0]        dec_q;
  reg [31:0]       mode_q;
  reg [LANES_PER_SIMD-1:0]    lanes_q, flag_in_q, flag_q;
  reg [LANES_PER_SIMD*64-1:0] a_q, b_q, c_q, d_q;
  reg              clamp_q;
  reg [1:0]        omod_q;
  reg [63:0]       r_q;

  assign in_ready_o  = state_q == S_IDLE;
  assign out_valid_o = state_q == S_OUT;
  assign d_o         = d_q;
  assign flag_o      = flag_q;

  wire [4:0]  kind = dec_q[8:4];
  wire [1:0]  how  = dec_q[1:0];
  wire [3:0]  tt   = dec_q[3:0];

  // MODE controls (docs/numerics.md): f64 [3:2] round, [7:6] denorm; f32 [1:0], [5:4]
  wire [1:0] rnd64 = mode_q[3:2];
  wire [1:0] rnd32 = mode_q[1:0];
  wire fin64  = !mode_q[6];
  wire fout64 = !mode_q[7];
  wire fin32  = !mode_q[4];
  wire fout32 = !mode_q[5];
  wire dx10   = mode_q[8];
  wire ieee   = mode_q[9];

  wire [63:0] a_raw = a_q[64*lane_q +: 64];
  wire [63:0] b_raw = b_q[64*lane_q +: 64];
  wire [63:0] c_raw = c_q[64*lane_q +: 64];
  wire        vcc_l = flag_in_q[lane_q];

  // sources through the f64 input flush
  wire [63:0] fa = (fin64 && a_raw[62:52] == 11'd0) ? {a_raw[63], 63'd0} : a_raw;
  wire [63:0] fb = (fin64 && b_raw[62:52] == 11'd0) ? {b_raw[63], 63'd0} : b_raw;
  wire [63:0] fc = (fin64 && c_raw[62:52] == 11'd0) ? {c_raw[63], 63'd0} : c_raw;
  wire [31:0] fa32 = (fin32 && a_raw[30:23] == 8'd0) ? {a_raw[31], 31'd0} : a_raw[31:0];

  // ---- rounding to integral (also floor for fract) ----
  wire [63:0] rint_r;
  gcn_simf_f64_rint u_rint (.x_i(fa), .how_i(how), .r_o(rint_r));

  // ---- div_scale's decision (sem_valu_float.c div_scale_dir), on the raw sources ----
  reg [5:0]         lz1, lz2;
  reg [52:0]        m1, m2;
  reg signed [13:0] e1, e2;
  reg               ds_zero, ds_far, ds_s1den, ds_rcpden, ds_qden, ds_s2small, ds_fin;
  reg               ds_vcc;
  reg signed [1:0]  ds_dir;
  always @(*) begin
    m1 = {b_raw[62:52] != 11'd0, b_raw[51:0]};
    m2 = {c_raw[62:52] != 11'd0, c_raw[51:0]};
    lz1 = clz53(m1);
    lz2 = clz53(m2);
    m1 = m1 << lz1;
    m2 = m2 << lz2;
    // frexp exponents: the leading one's weight plus one
    e1 = (b_raw[62:52] == 11'd0 ? 14'sd1 : $signed({3'd0, b_raw[62:52]})) - 14'sd1022 - $signed({8'd0, lz1});
    e2 = (c_raw[62:52] == 11'd0 ? 14'sd1 : $signed({3'd0, c_raw[62:52]})) - 14'sd1022 - $signed({8'd0, lz2});
    ds_zero   = b_raw[62:0] == 63'd0 || c_raw[62:0] == 63'd0;
    ds_far    = $signed({3'd0, c_raw[62:52]}) - $signed({3'd0, b_raw[62:52]}) >= 14'sd768;
    ds_s1den  = b_raw[62:52] == 11'd0 && b_raw[62:0] != 63'd0;
    ds_rcpden = b_raw[62:0] > 63'h7fd0_0000_0000_0000 && b_raw[62:0] < 63'h7ff0_0000_0000_0000;
    ds_fin    = b_raw[62:52] != 11'h7ff && c_raw[62:52] != 11'h7ff && !ds_zero;
    ds_qden   = ds_fin && (e2 - e1 + (m2 >= m1 ? 14'sd1 : 14'sd0)) <= -14'sd1022;
    ds_s2small = c_raw[62:52] <= 11'd53;
    ds_vcc = 1'b0;
    if (ds_far) begin
      ds_vcc = 1'b1;
      ds_dir = (a_raw == b_raw) ? 2'sd1 : 2'sd0;
    end else if (ds_s1den) begin
      ds_dir = 2'sd1;
    end else if (ds_rcpden && ds_qden) begin
      ds_vcc = 1'b1;
      ds_dir = (a_raw == b_raw) ? -2'sd1 : 2'sd0;
    end else if (ds_rcpden) begin
      ds_dir = -2'sd1;
    end else if (ds_qden) begin
      ds_vcc = 1'b1;
      ds_dir = (a_raw == c_raw) ? 2'sd1 : 2'sd0;
    end else begin
      ds_dir = ds_s2small ? 2'sd1 : 2'sd0;
    end
    if (ds_zero) ds_vcc = 1'b0;
  end

  // ---- v_trig_preop_f64: 53 bits of 2/pi from bit `shift` after the
  // binary point, S1 * 53 plus S0's exponent above 1077; times
  // 2^(-53 - shift), and 2^128 more when S0's exponent is 1968 or more
  // (sem_valu_float.c trig_preop).  The ISA's table holds 1201 bits
  // (2/PI[1200:0], rtl/gen/gcn_two_over_pi.vh, generated from the model's);
  // later bits are zero, so S1 >= 23 reads none.
  `include "gcn_two_over_pi.vh"   // two_over_pi(w), TWO_OVER_PI_BITS: the model's table
  wire [10:0]  tp_e     = a_raw[62:52];
  wire [11:0]  tp_shift = 12'(b_raw[4:0] * 6'd53) + ((tp_e > 11'd1077) ? 12'(tp_e - 11'd1077) : 12'd0);
  wire         tp_none  = b_raw[31:0] >= 32'd23 || tp_shift >= 12'(TWO_OVER_PI_BITS);
  wire [5:0]   tp_w     = tp_shift[10:5];
  wire [95:0]  tp_win   = {two_over_pi(tp_w), two_over_pi(tp_w + 6'd1), two_over_pi(tp_w + 6'd2)} << tp_shift[4:0];
  wire [52:0]  tp_bits  = tp_none ? 53'd0 : tp_win[95:43];
  wire [5:0]   tp_lz    = clz53(tp_bits);
  wire [52:0]  tp_norm  = tp_bits << tp_lz;
  // 1.f times 2^(52 - lz - 53 - shift [+ 128])
  wire signed [13:0] tp_scale = -14'sd1 - 14'(tp_lz) - 14'(tp_shift) + ((tp_e >= 11'd1968) ? 14'sd128 : 14'sd0);

  // ---- the fused multiply-add: operands by op and phase ----
  reg [63:0]        fm_a, fm_b, fm_c;
  reg [1:0]         fm_afmt, fm_fmt, fm_rnd;
  reg               fm_cen, fm_flush;
  reg signed [13:0] fm_scale;
  wire [63:0]       fm_r;
  reg signed [31:0] ldx;

  // omod: x2, x4, /2 as an exact exponent step, rounded again under MODE
  wire signed [13:0] omod_k = omod_q == 2'd1 ? 14'sd1 : omod_q == 2'd2 ? 14'sd2 : -14'sd1;
  wire res32 = kind == K_CVT_F32_F64;

  always @(*) begin
    fm_a = fa; fm_b = ONE; fm_c = 64'd0; fm_afmt = 2'd0; fm_fmt = 2'd0; fm_rnd = rnd64;
    fm_cen = 1'b0; fm_flush = fout64; fm_scale = 14'sd0;
    ldx = $signed(b_raw[31:0]);
    if (phase_q == PH_SCALE) begin
      // div_fmas: the rounded fma scaled by 2^+-128, as ldexp (nearest even, no flush)
      fm_a = r_q; fm_rnd = 2'd0; fm_flush = 1'b0;
      fm_scale = c_raw[62:52] > 11'd1023 ? 14'sd128 : -14'sd128;
    end else if (phase_q == PH_OMOD) begin
      fm_a = r_q; fm_afmt = res32 ? 2'd1 : 2'd0; fm_fmt = fm_afmt; fm_scale = omod_k;
      fm_rnd = res32 ? rnd32 : rnd64; fm_flush = res32 ? fout32 : fout64;
    end else begin
      case (kind)
        K_ADD:      begin fm_c = fb; fm_cen = 1'b1; end
        K_MUL:      begin fm_b = fb; end
        K_FMA:      begin fm_b = fb; fm_c = fc; fm_cen = 1'b1; end
        K_FRACT:    begin fm_c = {~rint_r[63], rint_r[62:0]}; fm_cen = 1'b1; end
        K_LDEXP: begin
          // beyond +-2200 every f64 rounds as at +-2200
          fm_rnd = 2'd0;
          fm_scale = ldx > 32'sd2200 ? 14'sd2200 : ldx < -32'sd2200 ? -14'sd2200 : ldx[13:0];
        end
        K_DIV_SCALE: begin
          fm_a = a_raw; fm_rnd = 2'd0; fm_flush = 1'b0;
          fm_scale = ds_dir == 2'sd1 ? 14'sd128 : -14'sd128;
        end
        K_DIV_FMAS: begin fm_a = a_raw; fm_b = b_raw; fm_c = c_raw; fm_cen = 1'b1; end
        K_CVT_F32_F64: begin fm_fmt = 2'd1; fm_rnd = rnd32; fm_flush = fout32; end
        K_CVT_F64_F32: begin fm_a = {32'd0, fa32}; fm_afmt = 2'd1; fm_flush = 1'b0; end
        // ldexp in double: nearest even, denormals kept (fdst64 flushes nothing)
        K_TRIG_PREOP: begin fm_a = {12'h3ff, tp_norm[51:0]}; fm_scale = tp_scale; fm_rnd = 2'd0; fm_flush = 1'b0; end
        default: ;
      endcase
    end
  end

  gcn_simf_f64_fma u_fma (
    .a_i(fm_a), .afmt_i(fm_afmt), .b_i(fm_b), .c_i(fm_c), .cen_i(fm_cen), .scale_i(fm_scale),
    .rnd_i(fm_rnd), .fmt_i(fm_fmt), .flush_i(fm_flush), .sat16_i(1'b0),
    .en_i(state_q == S_RUN), .r_o(fm_r)   // (read only while running)
  );

  // ---- the main step's result and flag ----
  reg [63:0]  res;
  reg         res_flag;
  reg [1:0]   rel;          // compare: 0 lt, 1 eq, 2 gt, 3 unordered
  reg [9:0]   cls;
  reg [5:0]   lz;
  reg [52:0]  mn;
  reg [31:0]  iv;
  reg signed [13:0] fe;
  reg [63:0]  tmag;
  reg [10:0]  ea;
  reg         fx_nan0;
  reg [63:0]  fx_sign;
  always @(*) begin
    res = fm_r;
    res_flag = 1'b0;
    rel = 2'd0;
    cls = 10'd0;
    ea = fa[62:52];
    mn = {ea != 11'd0, fa[51:0]};
    lz = clz53(mn);
    mn = mn << lz;
    iv = 32'd0;
    fe = 14'sd0;
    tmag = 64'd0;
    fx_nan0 = is_nan(a_raw);
    fx_sign = (b_raw ^ c_raw) & 64'h8000_0000_0000_0000;
    case (kind)
      K_MIN, K_MAX: begin
        if (ieee && is_snan(a_raw))      res = a_raw | 64'h0008_0000_0000_0000;
        else if (ieee && is_snan(b_raw)) res = b_raw | 64'h0008_0000_0000_0000;
        else if (is_nan(a_raw))          res = b_raw;
        else if (is_nan(b_raw))          res = a_raw;
        else if (fa[62:0] == 63'd0 && fb[62:0] == 63'd0 && fa != fb)
          res = (kind == K_MAX) ? (fa[63] ? fb : fa) : (fa[63] ? fa : fb);
        else if (kind == K_MAX)
          res = (ieee ? !lt64(fa, fb) : lt64(fb, fa)) ? fa : fb;
        else
          res = lt64(fa, fb) ? fa : fb;
      end
      K_FREXP_MANT: begin
        if (&a_raw[62:52])            res = a_raw;
        else if (fa[62:0] == 63'd0)   res = fa;
        else                          res = {fa[63], 11'd1022, mn[51:0]};
      end
      K_FREXP_EXP: begin
        if (&a_raw[62:52] || fa[62:0] == 63'd0) res = 64'd0;
        else begin
          fe = $signed({3'd0, (ea == 11'd0 ? 11'd1 : ea)}) - 14'sd1022 - $signed({8'd0, lz});
          res = {32'd0, {18{fe[13]}}, fe};
        end
      end
      K_FRACT: begin
        if (is_nan(a_raw))               res = a_raw | 64'h0008_0000_0000_0000;
        else if (&a_raw[62:52])          res = DNAN64;
        else if (!fm_r[63] && fm_r > 64'h3fef_ffff_ffff_ffff) res = 64'h3fef_ffff_ffff_ffff;
        else                             res = fm_r;
      end
      K_RINT: res = is_nan(a_raw) ? a_raw | 64'h0008_0000_0000_0000 : rint_r;
      K_TRIG_PREOP: res = (tp_bits == 53'd0) ? 64'd0 : fm_r;
      K_DIV_SCALE: begin
        res_flag = ds_vcc;
        if (ds_zero)                     res = DNAN64;
        else if (ds_dir == 2'sd0)        res = a_raw;
        else                             res = fm_r;
      end
      K_DIV_FIXUP: begin
        // a = S0 (quotient estimate), b = S1 (denominator), c = S2 (numerator)
        if (is_nan(c_raw))                          res = c_raw | 64'h0008_0000_0000_0000;
        else if (is_nan(b_raw))                     res = b_raw | 64'h0008_0000_0000_0000;
        else if (b_raw[62:0] == 63'd0 && c_raw[62:0] == 63'd0) res = DNAN64;
        else if (&b_raw[62:52] && &c_raw[62:52])    res = DNAN64;
        else if (b_raw[62:0] == 63'd0 || &c_raw[62:52]) res = fx_sign | 64'h7ff0_0000_0000_0000;
        else if (&b_raw[62:52] || c_raw[62:0] == 63'd0) res = fx_sign;
        else if ($signed({3'd0, c_raw[62:52]}) - $signed({3'd0, b_raw[62:52]}) < -14'sd1075) res = fx_sign;
        else if (fx_nan0)                           res = fx_sign | 64'h7ff0_0000_0000_0000;
        else                                        res = fx_sign | {1'b0, a_raw[62:0]};
      end
      K_CMP: begin
        if (is_nan(fa) || is_nan(fb))    rel = 2'd3;
        else if (lt64(fa, fb))           rel = 2'd0;
        else if (lt64(fb, fa))           rel = 2'd2;
        else                             rel = 2'd1;
        res_flag = tt[rel];
        res = 64'd0;
      end
      K_CLASS: begin
        if (is_nan(a_raw))                    cls = a_raw[51] ? 10'd2 : 10'd1;
        else if (&a_raw[62:52])               cls = a_raw[63] ? 10'd4 : 10'd512;
        else if (a_raw[62:0] == 63'd0)        cls = a_raw[63] ? 10'd32 : 10'd64;
        else if (a_raw[62:52] == 11'd0)       cls = a_raw[63] ? 10'd16 : 10'd128;
        else                                  cls = a_raw[63] ? 10'd8 : 10'd256;
        res_flag = (cls & b_raw[9:0]) != 10'd0;
        res = 64'd0;
      end
      K_CVT_F64_I32, K_CVT_F64_U32: begin
        // exact: the magnitude's leading one becomes the implicit bit
        iv = (kind == K_CVT_F64_I32 && a_raw[31]) ? 32'd0 - a_raw[31:0] : a_raw[31:0];
        lz = clz53({21'd0, iv});
        tmag = {11'd0, {21'd0, iv} << lz};
        if (iv == 32'd0) res = 64'd0;
        else res = {kind == K_CVT_F64_I32 && a_raw[31], 11'(11'd1075 - 11'(lz)), tmag[51:0]};
      end
      K_CVT_I32_F64, K_CVT_U32_F64: begin
        // truncation toward zero, saturating, NaN gives 0 (fp_to_i32/u32)
        tmag = (ea < 11'd1023) ? 64'd0 : ({11'd0, 1'b1, fa[51:0]} >> (11'd1075 - ea));
        if (is_nan(fa))                                   res = 64'd0;
        else if (kind == K_CVT_I32_F64) begin
          if (ea >= 11'd1054)                             res = fa[63] ? 64'h8000_0000 : 64'h7fff_ffff;
          else                                            res = {32'd0, fa[63] ? 32'd0 - tmag[31:0] : tmag[31:0]};
        end else begin
          if (fa[63] || fa[62:0] == 63'd0)                res = 64'd0;
          else if (ea >= 11'd1055)                        res = 64'hffff_ffff;
          else                                            res = {32'd0, tmag[31:0]};
        end
      end
      default: ;
    endcase
  end

  // ---- output modifiers: does this lane need the omod step, and clamp ----
  wire out_f64 = kind != K_FREXP_EXP && kind != K_CMP && kind != K_CLASS && kind != K_CVT_I32_F64 && kind != K_CVT_U32_F64 && !res32;
  wire [63:0] cur = (phase_q == PH_MAIN) ? res : fm_r;
  wire cur_nan = res32 ? cur[30:0] > 31'h7f80_0000 : is_nan(cur);
  wire need_omod = (out_f64 || res32) && omod_q != 2'd0 && !ieee && (res32 ? fout32 : fout64) && !cur_nan;
  wire need_scale = kind == K_DIV_FMAS && vcc_l && !is_nan(res);

  reg [63:0] fin;
  always @(*) begin
    fin = cur;
    // omod's scaled result: a zero or denormal is written as +0
    if (phase_q == PH_OMOD && (res32 ? fm_r[30:23] == 8'd0 : fm_r[62:52] == 11'd0)) fin = 64'd0;
    if (clamp_q && out_f64) begin
      if (is_nan(fin))                        fin = dx10 ? 64'd0 : fin;
      else if (fin[63])                       fin = 64'd0;
      else if (fin > ONE)                     fin = ONE;
    end else if (clamp_q && res32) begin
      if (fin[30:0] > 31'h7f80_0000)          fin = dx10 ? 64'd0 : fin;
      else if (fin[31])                       fin = 64'd0;
      else if (fin[31:0] > 32'h3f80_0000)     fin = 64'h3f80_0000;
    end
  end

  // the lane after this one, skipping inactive lanes
  // (LANES_PER_SIMD: none left)
  reg [LANE_W:0] nxt;
  always @(*) begin : next_lane
    integer i;
    nxt = (LANE_W+1)'(LANES_PER_SIMD);
    for (i = LANES_PER_SIMD - 1; i >= 0; i = i - 1)
      if (lanes_q[i] && i > 32'(lane_q)) nxt = (LANE_W+1)'(i);
  end

  wire lane_done = !((phase_q == PH_MAIN && (need_scale || need_omod)) || (phase_q == PH_SCALE && need_omod));

  always @(posedge clk_i) begin
    if (rst_i) begin
      state_q <= S_IDLE;
      phase_q <= PH_MAIN;
      lane_q  <= {LANE_W{1'b0}};
    end else begin
      case (state_q)
        S_IDLE: if (in_valid_i) begin
          state_q <= S_RUN;
          phase_q <= PH_MAIN;
          lane_q  <= {LANE_W{1'b0}};
          // lane 0 inactive: it is still computed and its (don't care) result kept
        end
        S_RUN: begin
          if (lane_done) begin
            phase_q <= PH_MAIN;
            if (32'(nxt) == LANES_PER_SIMD) state_q <= S_OUT;
            else              lane_q  <= nxt[LANE_W-1:0];
          end else begin
            phase_q <= (phase_q == PH_MAIN && need_scale) ? PH_SCALE : PH_OMOD;
          end
        end
        S_OUT: if (out_ready_i) state_q <= S_IDLE;
        default: state_q <= S_IDLE;
      endcase
    end
  end

  always @(posedge clk_i) begin
    if (state_q == S_IDLE && in_valid_i) begin
      dec_q     <= op_dec;
      mode_q    <= mode_i;
      lanes_q   <= lanes_i;
      a_q       <= a_i;
      b_q       <= b_i;
      c_q       <= c_i;
      flag_in_q <= flag_i;
      clamp_q   <= clamp_i;
      omod_q    <= omod_i;
      flag_q    <= {LANES_PER_SIMD{1'b0}};
      d_q       <= {LANES_PER_SIMD*64{1'b0}};
    end
    if (state_q == S_RUN) begin
      r_q <= cur;
      if (lane_done) d_q[64*lane_q +: 64] <= fin;
      // the flag is the main step's, whether or not a scale or omod step follows
      if (phase_q == PH_MAIN) flag_q[lane_q] <= res_flag && lanes_q[lane_q];
    end
  end

  // MODE bits above IEEE concern other formats; tmag's top is zero when used
  // (trig_preop: the window's bits below the 53 taken, the normalized leading one)
  wire unused_ok = &{1'b0, sup_dec[3:0], mode_q[31:10], tmag[63:52], tp_win[42:0], tp_norm[52]};
endmodule
