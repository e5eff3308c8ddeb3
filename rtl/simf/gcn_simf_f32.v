// gcn_simf_f32: the f32/f16 part of SIMF (arithmetic, multiply-add forms,
// min/max, compares and class tests, conversions, rounding to integral,
// frexp/ldexp, the division helpers, packed f16/f32), bit for bit as the
// golden model (docs/numerics.md).
//
// A VALU pass (LANES_PER_SIMD lanes; 16 in the default configuration, a
// quarter) is latched, then NL = min(SIMF_F32_LANES, LANES_PER_SIMD) lanes
// per cycle go through gcn_simf_f32_lane, once or twice (two passes: packed
// ops, one element each; the unfused mad forms, product then sum), and the
// result moves to the output register, offered until taken.  Latency is
// passes * LANES_PER_SIMD / NL cycles plus one (16 lanes, 4 a cycle: 5 or 9
// cycles; 16 a cycle: 2 or 3).  Two VALU passes in flight: the next pass is
// taken in the cycle the one computing moves to the output register (which
// is then free or being taken), so with NL = LANES_PER_SIMD a one-pass op
// takes a pass every cycle.  4 lanes keep the Verilator build and the area
// of the multiply-add datapath small (configurations small and lite); 16
// give one pass per cycle.
//
// Operand conventions (what the VALU sequencer supplies): a, b, c are the
// sources after neg/abs and op_sel, in the instruction's assembly order; the
// accumulating forms (v_mac/fmac/pk_fmac, v_cvt_pkaccum_u8) take the old
// destination in c; v_madmk takes K in b and v_madak in c (D = a * b + c for
// every mad form).  f16 results are in bits 15:0 with 63:16 zero (the
// sequencer merges halves for op_sel/keep forms); packed f16 results in
// 31:0; packed f32 in 63:0; integer results in 31:0.  flag_o: compare and
// class results, v_div_scale's VCC (0 for inactive lanes is the
// sequencer's).  An op outside the decode table has sup_o = 0.
`include "gcn_platform.vh"

module gcn_simf_f32 #(
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
  `include "simf/gcn_simf_f32_uops.vh"

  // lanes computed per cycle: SIMF_F32_LANES, at most the pass's
  localparam int NL = (SIMF_F32_LANES < LANES_PER_SIMD) ? SIMF_F32_LANES : LANES_PER_SIMD;
  localparam int NG = LANES_PER_SIMD / NL;   // lane groups per pass
  localparam int GW = (NG > 1) ? $clog2(NG) : 1;

  // the compares' truth tables are the low 4 bits of the op's offset in the
  // table (F, LT, EQ, LE, GT, LG, GE, O, U, NGE, NLG, NGT, NLE, NEQ, NLT, TRU,
  // then the CMPX forms), as in the VOPC opcodes
  localparam [OP_ID_W-1:0] CMP16_LO = OP_V_CMP_F_F16, CMP16_HI = OP_V_CMPX_TRU_F16;
  localparam [OP_ID_W-1:0] CMP32_LO = OP_V_CMP_F_F32, CMP32_HI = OP_V_CMPX_TRU_F32;
  generate
    `GCN_STATIC_ASSERT(g_bad_lanes, NL * NG == LANES_PER_SIMD, "gcn_simf_f32: SIMF_F32_LANES must divide LANES_PER_SIMD")
    `GCN_STATIC_ASSERT(g_bad_cmp, CMP16_HI - CMP16_LO == 31 && CMP32_HI - CMP32_LO == 31,
                       "gcn_simf_f32: the compare rows must be 32 in a row")
    `GCN_STATIC_ASSERT(g_bad_cube, OP_V_CUBESC_F32 == OP_V_CUBEID_F32 + 1 && OP_V_CUBETC_F32 == OP_V_CUBEID_F32 + 2 &&
                       OP_V_CUBEMA_F32 == OP_V_CUBEID_F32 + 3, "gcn_simf_f32: the v_cube* rows must be id, sc, tc, ma in a row")
  endgenerate

  // {uop, f16 elements, output modifiers (0 none, 1 omod+clamp, 2 clamp)}
  function automatic [8:0] dec(input [OP_ID_W-1:0] op);
    begin
      // every compare named (not a range test): the decode ROM marks
      // implemented only the rows a hand-written RTL file names
      // (scripts/gen_rtl_decode.py), so a range would trap all but its ends
      case (op)
        OP_V_CMP_F_F16, OP_V_CMP_LT_F16, OP_V_CMP_EQ_F16, OP_V_CMP_LE_F16, OP_V_CMP_GT_F16,
        OP_V_CMP_LG_F16, OP_V_CMP_GE_F16, OP_V_CMP_O_F16, OP_V_CMP_U_F16, OP_V_CMP_NGE_F16,
        OP_V_CMP_NLG_F16, OP_V_CMP_NGT_F16, OP_V_CMP_NLE_F16, OP_V_CMP_NEQ_F16, OP_V_CMP_NLT_F16,
        OP_V_CMP_TRU_F16, OP_V_CMPX_F_F16, OP_V_CMPX_LT_F16, OP_V_CMPX_EQ_F16, OP_V_CMPX_LE_F16,
        OP_V_CMPX_GT_F16, OP_V_CMPX_LG_F16, OP_V_CMPX_GE_F16, OP_V_CMPX_O_F16, OP_V_CMPX_U_F16,
        OP_V_CMPX_NGE_F16, OP_V_CMPX_NLG_F16, OP_V_CMPX_NGT_F16, OP_V_CMPX_NLE_F16,
        OP_V_CMPX_NEQ_F16, OP_V_CMPX_NLT_F16, OP_V_CMPX_TRU_F16:
          dec = {U_CMP, 1'b1, 2'd0};
        OP_V_CMP_F_F32, OP_V_CMP_LT_F32, OP_V_CMP_EQ_F32, OP_V_CMP_LE_F32, OP_V_CMP_GT_F32,
        OP_V_CMP_LG_F32, OP_V_CMP_GE_F32, OP_V_CMP_O_F32, OP_V_CMP_U_F32, OP_V_CMP_NGE_F32,
        OP_V_CMP_NLG_F32, OP_V_CMP_NGT_F32, OP_V_CMP_NLE_F32, OP_V_CMP_NEQ_F32, OP_V_CMP_NLT_F32,
        OP_V_CMP_TRU_F32, OP_V_CMPX_F_F32, OP_V_CMPX_LT_F32, OP_V_CMPX_EQ_F32, OP_V_CMPX_LE_F32,
        OP_V_CMPX_GT_F32, OP_V_CMPX_LG_F32, OP_V_CMPX_GE_F32, OP_V_CMPX_O_F32, OP_V_CMPX_U_F32,
        OP_V_CMPX_NGE_F32, OP_V_CMPX_NLG_F32, OP_V_CMPX_NGT_F32, OP_V_CMPX_NLE_F32,
        OP_V_CMPX_NEQ_F32, OP_V_CMPX_NLT_F32, OP_V_CMPX_TRU_F32:
          dec = {U_CMP, 1'b0, 2'd0};
        default: dec = 9'd0;
      endcase
      if (dec == 9'd0) begin
        case (op)
          OP_V_ADD_F32:                dec = {U_ADD, 1'b0, 2'd1};
          OP_V_SUB_F32:                dec = {U_SUB, 1'b0, 2'd1};
          OP_V_SUBREV_F32:             dec = {U_SUBREV, 1'b0, 2'd1};
          OP_V_MUL_F32:                dec = {U_MUL, 1'b0, 2'd1};
          OP_V_MUL_LEGACY_F32:         dec = {U_MULL, 1'b0, 2'd1};
          OP_V_FMA_F32:                dec = {U_FMA, 1'b0, 2'd1};
          OP_V_FMAC_F32:               dec = {U_FMA, 1'b0, 2'd1};
          OP_V_MAD_F32:                dec = {U_MAD, 1'b0, 2'd1};
          OP_V_MAC_F32:                dec = {U_MAD, 1'b0, 2'd1};
          OP_V_MADMK_F32:              dec = {U_MAD, 1'b0, 2'd0};
          OP_V_MADAK_F32:              dec = {U_MAD, 1'b0, 2'd0};
          OP_V_MAD_LEGACY_F32:         dec = {U_MADL, 1'b0, 2'd1};
          OP_V_MIN_F32:                dec = {U_MIN, 1'b0, 2'd1};
          OP_V_MAX_F32:                dec = {U_MAX, 1'b0, 2'd1};
          OP_V_MIN3_F32:               dec = {U_MIN3, 1'b0, 2'd1};
          OP_V_MAX3_F32:               dec = {U_MAX3, 1'b0, 2'd1};
          OP_V_MED3_F32:               dec = {U_MED3, 1'b0, 2'd1};
          OP_V_LDEXP_F32:              dec = {U_LDEXP, 1'b0, 2'd1};
          OP_V_FREXP_MANT_F32:         dec = {U_FREXP_MANT, 1'b0, 2'd1};
          OP_V_FREXP_EXP_I32_F32:      dec = {U_FREXP_EXP, 1'b0, 2'd0};
          OP_V_TRUNC_F32:              dec = {U_TRUNC, 1'b0, 2'd1};
          OP_V_CEIL_F32:               dec = {U_CEIL, 1'b0, 2'd1};
          OP_V_FLOOR_F32:              dec = {U_FLOOR, 1'b0, 2'd1};
          OP_V_RNDNE_F32:              dec = {U_RNDNE, 1'b0, 2'd1};
          OP_V_FRACT_F32:              dec = {U_FRACT, 1'b0, 2'd1};
          OP_V_DIV_SCALE_F32:          dec = {U_DIV_SCALE, 1'b0, 2'd1};
          OP_V_DIV_FMAS_F32:           dec = {U_FMAS, 1'b0, 2'd1};
          OP_V_DIV_FIXUP_F32:          dec = {U_DIV_FIXUP, 1'b0, 2'd1};
          OP_V_CVT_I32_F32:            dec = {U_CVT_I32_F32, 1'b0, 2'd0};
          OP_V_CVT_U32_F32:            dec = {U_CVT_U32_F32, 1'b0, 2'd0};
          OP_V_CVT_RPI_I32_F32:        dec = {U_CVT_RPI_I32_F32, 1'b0, 2'd0};
          OP_V_CVT_FLR_I32_F32:        dec = {U_CVT_FLR_I32_F32, 1'b0, 2'd0};
          OP_V_CVT_F32_I32:            dec = {U_CVT_F32_I32, 1'b0, 2'd1};
          OP_V_CVT_F32_U32:            dec = {U_CVT_F32_U32, 1'b0, 2'd1};
          OP_V_CVT_F32_UBYTE0:         dec = {U_CVT_F32_UB0, 1'b0, 2'd1};
          OP_V_CVT_F32_UBYTE1:         dec = {U_CVT_F32_UB1, 1'b0, 2'd1};
          OP_V_CVT_F32_UBYTE2:         dec = {U_CVT_F32_UB2, 1'b0, 2'd1};
          OP_V_CVT_F32_UBYTE3:         dec = {U_CVT_F32_UB3, 1'b0, 2'd1};
          OP_V_CVT_OFF_F32_I4:         dec = {U_CVT_OFF_I4, 1'b0, 2'd1};
          OP_V_CVT_F16_F32:            dec = {U_CVT_F16_F32, 1'b0, 2'd1};
          OP_V_CVT_PKRTZ_F16_F32:      dec = {U_PKRTZ, 1'b0, 2'd1};
          OP_V_CVT_PKNORM_I16_F32:     dec = {U_PKNORM_I16, 1'b0, 2'd0};
          OP_V_CVT_PKNORM_U16_F32:     dec = {U_PKNORM_U16, 1'b0, 2'd0};
          OP_V_CVT_PK_U8_F32:          dec = {U_PK_U8, 1'b0, 2'd0};
          OP_V_CVT_PKACCUM_U8_F32:     dec = {U_PK_U8, 1'b0, 2'd0};
          OP_V_PK_ADD_F32:             dec = {U_PK_F32_ADD, 1'b0, 2'd2};
          OP_V_PK_MUL_F32:             dec = {U_PK_F32_MUL, 1'b0, 2'd2};
          OP_V_PK_FMA_F32:             dec = {U_PK_F32_FMA, 1'b0, 2'd2};
          OP_V_ADD_F16:                dec = {U_ADD, 1'b1, 2'd1};
          OP_V_SUB_F16:                dec = {U_SUB, 1'b1, 2'd1};
          OP_V_SUBREV_F16:             dec = {U_SUBREV, 1'b1, 2'd1};
          OP_V_MUL_F16:                dec = {U_MUL, 1'b1, 2'd1};
          OP_V_MIN_F16:                dec = {U_MIN, 1'b1, 2'd1};
          OP_V_MAX_F16:                dec = {U_MAX, 1'b1, 2'd1};
          OP_V_MIN3_F16:               dec = {U_MIN3, 1'b1, 2'd1};
          OP_V_MAX3_F16:               dec = {U_MAX3, 1'b1, 2'd1};
          OP_V_MED3_F16:               dec = {U_MED3, 1'b1, 2'd1};
          OP_V_FMA_F16:                dec = {U_FMA, 1'b1, 2'd1};
          OP_V_FMA_LEGACY_F16:         dec = {U_FMA, 1'b1, 2'd1};
          OP_V_MAD_F16:                dec = {U_MAD, 1'b1, 2'd1};
          OP_V_MAD_LEGACY_F16:         dec = {U_MAD, 1'b1, 2'd1};
          OP_V_MAC_F16:                dec = {U_MAD, 1'b1, 2'd1};
          OP_V_MADMK_F16:              dec = {U_MAD, 1'b1, 2'd0};
          OP_V_MADAK_F16:              dec = {U_MAD, 1'b1, 2'd0};
          OP_V_LDEXP_F16:              dec = {U_LDEXP, 1'b1, 2'd1};
          OP_V_TRUNC_F16:              dec = {U_TRUNC, 1'b1, 2'd1};
          OP_V_CEIL_F16:               dec = {U_CEIL, 1'b1, 2'd1};
          OP_V_FLOOR_F16:              dec = {U_FLOOR, 1'b1, 2'd1};
          OP_V_RNDNE_F16:              dec = {U_RNDNE, 1'b1, 2'd1};
          OP_V_FRACT_F16:              dec = {U_FRACT, 1'b1, 2'd1};
          OP_V_FREXP_MANT_F16:         dec = {U_FREXP_MANT, 1'b1, 2'd1};
          OP_V_FREXP_EXP_I16_F16:      dec = {U_FREXP_EXP, 1'b1, 2'd0};
          OP_V_DIV_FIXUP_F16:          dec = {U_DIV_FIXUP, 1'b1, 2'd1};
          OP_V_DIV_FIXUP_LEGACY_F16:   dec = {U_DIV_FIXUP, 1'b1, 2'd1};
          OP_V_PACK_B32_F16:           dec = {U_PACK, 1'b1, 2'd0};
          OP_V_CVT_F32_F16:            dec = {U_CVT_F32_F16, 1'b1, 2'd1};
          OP_V_CVT_F16_U16:            dec = {U_CVT_F16_U16, 1'b1, 2'd1};
          OP_V_CVT_F16_I16:            dec = {U_CVT_F16_I16, 1'b1, 2'd1};
          OP_V_CVT_U16_F16:            dec = {U_CVT_U16_F16, 1'b1, 2'd0};
          OP_V_CVT_I16_F16:            dec = {U_CVT_I16_F16, 1'b1, 2'd0};
          OP_V_CVT_NORM_I16_F16:       dec = {U_NORM_I16, 1'b1, 2'd0};
          OP_V_CVT_NORM_U16_F16:       dec = {U_NORM_U16, 1'b1, 2'd0};
          OP_V_CVT_PKNORM_I16_F16:     dec = {U_PKNORM_I16, 1'b1, 2'd0};
          OP_V_CVT_PKNORM_U16_F16:     dec = {U_PKNORM_U16, 1'b1, 2'd0};
          OP_V_PK_ADD_F16:             dec = {U_PK_F16_ADD, 1'b1, 2'd2};
          OP_V_PK_MUL_F16:             dec = {U_PK_F16_MUL, 1'b1, 2'd2};
          OP_V_PK_FMA_F16:             dec = {U_PK_F16_FMA, 1'b1, 2'd2};
          OP_V_PK_MIN_F16:             dec = {U_PK_F16_MIN, 1'b1, 2'd2};
          OP_V_PK_MAX_F16:             dec = {U_PK_F16_MAX, 1'b1, 2'd2};
          OP_V_PK_FMAC_F16:            dec = {U_PK_F16_FMAC, 1'b1, 2'd0};
          OP_V_CMP_CLASS_F16:          dec = {U_CLASS, 1'b1, 2'd0};
          OP_V_CMPX_CLASS_F16:         dec = {U_CLASS, 1'b1, 2'd0};
          OP_V_CMP_CLASS_F32:          dec = {U_CLASS, 1'b0, 2'd0};
          OP_V_CMPX_CLASS_F32:         dec = {U_CLASS, 1'b0, 2'd0};
          OP_V_FMA_MIX_F32:            dec = {U_MIX, 1'b0, 2'd2};
          OP_V_FMA_MIXLO_F16:          dec = {U_MIX, 1'b1, 2'd2};
          OP_V_FMA_MIXHI_F16:          dec = {U_MIX, 1'b1, 2'd2};
          OP_V_DOT2_F32_F16:           dec = {U_DOT2, 1'b0, 2'd2};
          OP_V_DOT2C_F32_F16:          dec = {U_DOT2, 1'b0, 2'd1};
          OP_V_CUBEID_F32:             dec = {U_CUBE, 1'b0, 2'd1};
          OP_V_CUBESC_F32:             dec = {U_CUBE, 1'b0, 2'd1};
          OP_V_CUBETC_F32:             dec = {U_CUBE, 1'b0, 2'd1};
          OP_V_CUBEMA_F32:             dec = {U_CUBE, 1'b0, 2'd1};
          default: dec = {U_NONE, 1'b0, 2'd0};
        endcase
      end
    end
  endfunction

  wire [8:0] sup_dec = dec(sup_op_i);
  assign sup_o = (sup_dec[8:3] != U_NONE);

  // ---- the latched quarter (busy_q) and the result offered (full_q) ----
  reg [5:0]       uop_q;
  reg             f16_q, clamp_q, busy_q, full_q, pass_q, np_q;
  reg [1:0]       om_q, omod_q;
  reg [3:0]       pred_q;
  reg [31:0]      mode_q;
  reg [LANES_PER_SIMD*64-1:0] a_q, b_q, c_q, d_q, d_d, r_q;
  reg [LANES_PER_SIMD-1:0]    fin_q, fl_q, fl_d, rfl_q;
  reg [GW-1:0]    grp_q;

  wire take = in_valid_i && in_ready_o;
  wire [8:0] in_dec = dec(op_i);
  assign op_sup_o = (in_dec[8:3] != U_NONE);
  // pred_i: a compare's truth table, or which v_cube* (id, sc, tc, ma: the
  // rows' order in the table)
  wire [OP_ID_W-1:0] cmp_off = (in_dec[8:3] == U_CUBE) ? op_i - OP_V_CUBEID_F32 :
                               op_i - ((op_i >= CMP32_LO) ? CMP32_LO : CMP16_LO);
  wire two_pass = (in_dec[8:3] == U_MAD) || (in_dec[8:3] == U_MADL) || (in_dec[8:3] == U_PKRTZ) ||
                  (in_dec[8:3] == U_PKNORM_I16) || (in_dec[8:3] == U_PKNORM_U16) ||
                  (in_dec[8:3] >= U_PK_F32_ADD && in_dec[8:3] <= U_PK_F16_MAX);
  wire last = busy_q && (grp_q == GW'(NG - 1)) && (pass_q == np_q);
  // the pass computed this cycle moves to the output register
  wire move = last && (!full_q || out_ready_i);

  assign in_ready_o  = !busy_q || move;
  assign out_valid_o = full_q;
  assign d_o         = r_q;
  assign flag_o      = rfl_q;

  // ---- the lanes of this cycle (no op while idle: they compute nothing) ----
  wire [NL*64-1:0] ld;
  wire [NL-1:0]    lf;
  genvar gl;
  for (gl = 0; gl < NL; gl = gl + 1) begin : g_lane
    wire [LANE_W-1:0] idx = LANE_W'(32'(grp_q) * NL + gl);
    gcn_simf_f32_lane u_lane (
      .uop_i(busy_q ? uop_q : U_NONE), .f16_i(f16_q), .pred_i(pred_q), .om_i(om_q), .pass_i(pass_q),
      .mode_i(mode_q), .clamp_i(clamp_q), .omod_i(omod_q),
      .a_i(a_q[idx*64 +: 64]), .b_i(b_q[idx*64 +: 64]), .c_i(c_q[idx*64 +: 64]),
      .flag_i(fin_q[idx]), .prev_i(d_q[idx*64 +: 64]),
      .d_o(ld[gl*64 +: 64]), .flag_o(lf[gl])
    );
  end

  always @(*) begin : write_back
    integer l;
    reg [LANE_W-1:0] ix;
    d_d  = d_q;
    fl_d = fl_q;
    for (l = 0; l < NL; l = l + 1) begin
      ix = LANE_W'(32'(grp_q) * NL + l);
      d_d[ix*64 +: 64] = ld[l*64 +: 64];
      fl_d[ix] = lf[l];
    end
  end

  always @(posedge clk_i) begin
    if (rst_i) begin
      busy_q <= 1'b0;
      full_q <= 1'b0;
      grp_q  <= '0;
      pass_q <= 1'b0;
    end else begin
      if (move) full_q <= 1'b1;
      else if (full_q && out_ready_i) full_q <= 1'b0;
      if (take) begin
        busy_q <= 1'b1;
        grp_q  <= '0;
        pass_q <= 1'b0;
      end else if (move) begin
        busy_q <= 1'b0;
      end else if (busy_q && !last) begin
        if (grp_q == GW'(NG - 1)) begin
          grp_q  <= '0;
          pass_q <= 1'b1;
        end else begin
          grp_q <= grp_q + 1'b1;
        end
      end
    end
  end

  // datapath registers: no reset needed (valid bits above guard them)
  always @(posedge clk_i) begin
    if (take) begin
      uop_q   <= in_dec[8:3];
      f16_q   <= in_dec[2];
      om_q    <= in_dec[1:0];
      np_q    <= two_pass;
      pred_q  <= cmp_off[3:0];
      mode_q  <= mode_i;
      clamp_q <= clamp_i;
      omod_q  <= omod_i;
      a_q     <= a_i;
      b_q     <= b_i;
      c_q     <= c_i;
      fin_q   <= flag_i;
      d_q     <= '0;
      fl_q    <= '0;
    end else if (busy_q && !last) begin
      // (a stalled last group keeps d_q: a second pass reads the first's)
      d_q  <= d_d;
      fl_q <= fl_d;
    end
    if (move) begin
      r_q   <= d_d;
      rfl_q <= fl_d;
    end
  end

  // every lane is computed (inactive lanes are don't-care for the sequencer)
  wire unused_ok = &{1'b0, lanes_i, sup_dec[2:0], cmp_off[OP_ID_W-1:4]};
endmodule
