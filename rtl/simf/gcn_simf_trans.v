// gcn_simf_trans: the approximate instructions of SIMF, rcp/rsq/sqrt/exp/log/sin/cos
// in f32 and f16, v_rcp_iflag_f32, and rcp/rsq/sqrt in f64, computed exactly as the
// model does (cmodel/src/sem_valu_trans.c, docs/numerics.md "Transcendentals: one
// algorithm each"): a double value from IEEE operations only, then one rounding to
// nearest even into the result format, then the flush rules and output modifiers.
//
// TRANS_LANES lane engines (gcn_simf_trans_lane, each a microcoded sequencer over a
// fused multiply-add and a divider) share a quarter: engine k computes lanes k,
// k + TRANS_LANES, ... one after the other, inactive lanes skipped (read back as 0).
// The quarter is done when every engine is; a quarter takes the longest engine's
// time (docs/units/simf.md).
`include "gcn_platform.vh"
module gcn_simf_trans #(
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
  `include "simf/gcn_simf_trans_fns.vh"
  // lane engines: TRANS_LANES, at most a quarter's lanes
  localparam int N  = (TRANS_LANES < LANES_PER_SIMD) ? TRANS_LANES : LANES_PER_SIMD;
  localparam int NJ = LANES_PER_SIMD / N;    // lanes per engine
  localparam [LANE_W:0] NO_LANE = (LANE_W+1)'(LANES_PER_SIMD);
  generate
    `GCN_STATIC_ASSERT(g_bad_lanes, N * NJ == LANES_PER_SIMD, "gcn_simf_trans: TRANS_LANES must divide LANES_PER_SIMD")
  endgenerate

  // {function, format}
  function automatic [4:0] decode(input [OP_ID_W-1:0] op);
    begin
      case (op)
        OP_V_RCP_F32:       decode = {F_RCP, FMT_F32};
        OP_V_RCP_IFLAG_F32: decode = {F_RCP, FMT_F32};
        OP_V_RSQ_F32:       decode = {F_RSQ, FMT_F32};
        OP_V_SQRT_F32:      decode = {F_SQRT, FMT_F32};
        OP_V_EXP_F32:       decode = {F_EXP, FMT_F32};
        OP_V_LOG_F32:       decode = {F_LOG, FMT_F32};
        OP_V_SIN_F32:       decode = {F_SIN, FMT_F32};
        OP_V_COS_F32:       decode = {F_COS, FMT_F32};
        OP_V_RCP_F16:       decode = {F_RCP, FMT_F16};
        OP_V_RSQ_F16:       decode = {F_RSQ, FMT_F16};
        OP_V_SQRT_F16:      decode = {F_SQRT, FMT_F16};
        OP_V_EXP_F16:       decode = {F_EXP, FMT_F16};
        OP_V_LOG_F16:       decode = {F_LOG, FMT_F16};
        OP_V_SIN_F16:       decode = {F_SIN, FMT_F16};
        OP_V_COS_F16:       decode = {F_COS, FMT_F16};
        OP_V_RCP_F64:       decode = {F_RCP, FMT_F64};
        OP_V_RSQ_F64:       decode = {F_RSQ, FMT_F64};
        OP_V_SQRT_F64:      decode = {F_SQRT, FMT_F64};
        default:            decode = {F_NONE, FMT_F64};
      endcase
    end
  endfunction

  wire [4:0] sup_dec = decode(sup_op_i);
  assign sup_o = sup_dec[4:2] != F_NONE;
  wire [4:0] dec_in = decode(op_i);
  assign op_sup_o = dec_in[4:2] != F_NONE;


  localparam [1:0] S_IDLE = 2'd0, S_RUN = 2'd1, S_OUT = 2'd2;
  reg [1:0]                   st_q;
  reg [2:0]                   fn_q;
  reg [1:0]                   fmt_q;
  reg [31:0]                  mode_q;
  reg [LANES_PER_SIMD-1:0]    lanes_q;
  reg [LANES_PER_SIMD*64-1:0] a_q;
  reg                         clamp_q;
  reg [1:0]                   omod_q;
  reg [N*LANE_W-1:0]          lane_q;    // per engine: the lane it computes

  wire take = st_q == S_IDLE && in_valid_i;
  assign in_ready_o  = st_q == S_IDLE;
  assign out_valid_o = st_q == S_OUT;
  assign flag_o      = {LANES_PER_SIMD{1'b0}};

  // the first lane of engine k's set in mask m at or after lane from (NO_LANE: none)
  function automatic [LANE_W:0] lane_from(input [LANES_PER_SIMD-1:0] m, input integer k, input [LANE_W:0] from);
    integer j;
    begin
      lane_from = NO_LANE;
      for (j = NJ - 1; j >= 0; j = j - 1)
        if (m[j*N + k] && (LANE_W+1)'(j*N + k) >= from) lane_from = (LANE_W+1)'(j*N + k);
    end
  endfunction

  // ---- the engines ----
  wire [N-1:0]    busy, wr, more;
  wire [N*64-1:0] res;
  genvar gk;
  for (gk = 0; gk < N; gk = gk + 1) begin : g_eng
    wire [LANE_W-1:0] cur   = lane_q[gk*LANE_W +: LANE_W];
    wire [LANE_W:0]   first = lane_from(lanes_i, gk, '0);
    wire [LANE_W:0]   nxt   = lane_from(lanes_q, gk, {1'b0, cur} + 1'b1);
    assign more[gk] = nxt != NO_LANE;
    gcn_simf_trans_lane u_lane (
      .clk_i(clk_i), .rst_i(rst_i), .start_i(take && first != NO_LANE), .more_i(more[gk]),
      .src_i(a_q[64*cur +: 64]), .fn_i(fn_q), .fmt_i(fmt_q), .mode_i(mode_q), .clamp_i(clamp_q),
      .omod_i(omod_q), .busy_o(busy[gk]), .wr_o(wr[gk]), .res_o(res[gk*64 +: 64])
    );
    always @(posedge clk_i) begin
      if (take) lane_q[gk*LANE_W +: LANE_W] <= first[LANE_W-1:0];
      else if (wr[gk] && more[gk]) lane_q[gk*LANE_W +: LANE_W] <= nxt[LANE_W-1:0];
    end
  end

  // ---- results: lane i is engine (i mod N)'s; inactive lanes stay 0 ----
  genvar gi;
  for (gi = 0; gi < LANES_PER_SIMD; gi = gi + 1) begin : g_res
    localparam int K = gi % N;
    reg [63:0] d_q;
    always @(posedge clk_i) begin
      if (take) d_q <= 64'd0;
      else if (wr[K] && lane_q[K*LANE_W +: LANE_W] == LANE_W'(gi)) d_q <= res[K*64 +: 64];
    end
    assign d_o[64*gi +: 64] = d_q;
  end

  // ---- the quarter ----
  // (done when every engine is idle or writes its last lane this cycle)
  wire all_end = &(~busy | (wr & ~more));
  always @(posedge clk_i) begin
    if (rst_i) begin
      st_q <= S_IDLE;
    end else begin
      case (st_q)
        S_IDLE:  if (in_valid_i) st_q <= S_RUN;
        S_RUN:   if (all_end) st_q <= S_OUT;
        S_OUT:   if (out_ready_i) st_q <= S_IDLE;
        default: st_q <= S_IDLE;
      endcase
    end
  end
  always @(posedge clk_i) begin
    if (take) begin
      fn_q    <= dec_in[4:2];
      fmt_q   <= dec_in[1:0];
      mode_q  <= mode_i;
      lanes_q <= lanes_i;
      a_q     <= a_i;
      clamp_q <= clamp_i;
      omod_q  <= omod_i;
    end
  end

  // b, c and the VCC input are not read by these one-source instructions
  wire unused_ok = &{1'b0, b_i, c_i, flag_i, sup_dec[1:0]};
endmodule
