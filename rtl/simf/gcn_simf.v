// gcn_simf: the VALU's floating-point datapath (docs/rtl-microarch.md, SIMF).
// One pass (LANES_PER_SIMD lanes; 16: a quarter) of an instruction at a time, valid/ready in and out,
// routed by op to the sub-unit that executes it: gcn_simf_f32 (f32/f16
// arithmetic, compares, conversions), gcn_simf_trans (rcp, rsq, sqrt, exp,
// log, sin, cos), gcn_simf_f64.  sup_o (combinational) says whether any
// sub-unit executes sup_op_i; the VALU traps the ops none does.
//
// Each sub-unit answers two questions "do you execute this op" per cycle:
// for op_i (routing) and for sup_op_i (the VALU asks for the instruction it
// reads ahead, whose trap it knows so before that one executes).
// Results come back in order: a quarter goes to the sub-unit of the one in
// flight (the same instruction's) or, with none in flight, to any; each
// sub-unit returns its own in order (gcn_simf_f32 takes the next quarter
// while it still holds a result; the microcoded ones one at a time).
module gcn_simf #(
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
  output wire                 sup_o
);
  localparam int NU = 3;                  // 0 f32, 1 trans, 2 f64
  localparam [1:0] U_F32 = 2'd0, U_TRANS = 2'd1, U_F64 = 2'd2;

  wire [NU-1:0]         rt_sup, q_sup, u_iready, u_ovalid;
  localparam int L = LANES_PER_SIMD;
  wire [NU*L*64-1:0]    u_d;
  wire [NU*L-1:0]       u_flag;
  reg  [1:0]            sel, owner_q;
  reg  [1:0]            cnt_q;    // quarters in flight (owner_q's)

  // route: f32 first, then trans, then f64; an op no unit executes goes to
  // gcn_simf_f32, which answers an unspecified value (the VALU traps it
  // before sending)
  always @(*) begin
    if (rt_sup[0]) sel = U_F32;
    else if (rt_sup[1]) sel = U_TRANS;
    else if (rt_sup[2]) sel = U_F64;
    else sel = U_F32;
  end

  wire busy_q = (cnt_q != 2'd0);
  wire route  = !busy_q || sel == owner_q;
  wire take   = in_valid_i && in_ready_o;
  wire give   = out_valid_o && out_ready_i;
  assign in_ready_o  = route && cnt_q != 2'd3 && u_iready[sel];
  assign out_valid_o = busy_q && u_ovalid[owner_q];
  assign d_o         = u_d[owner_q*L*64 +: L*64];
  assign flag_o      = u_flag[owner_q*L +: L];
  assign sup_o       = |q_sup;

  always @(posedge clk_i) begin
    if (rst_i) begin
      cnt_q   <= 2'd0;
      owner_q <= U_F32;
    end else begin
      cnt_q <= cnt_q + {1'b0, take} - {1'b0, give};
      if (take) owner_q <= sel;
    end
  end

  wire [NU-1:0] u_valid;
  wire [NU-1:0] u_oready;
  genvar gu;
  for (gu = 0; gu < NU; gu = gu + 1) begin : g_route
    assign u_valid[gu]  = in_valid_i && route && cnt_q != 2'd3 && (sel == gu[1:0]);
    assign u_oready[gu] = out_ready_i && busy_q && (owner_q == gu[1:0]);
  end

  // each sub-unit answers two questions per cycle from its own decode: does
  // it execute op_i (op_sup_o: routing) and sup_op_i (sup_o: the VALU's probe)
  gcn_simf_f32 u_f32 (
    .clk_i(clk_i), .rst_i(rst_i), .in_valid_i(u_valid[0]), .in_ready_o(u_iready[0]),
    .op_i(op_i), .mode_i(mode_i), .lanes_i(lanes_i), .a_i(a_i), .b_i(b_i), .c_i(c_i),
    .flag_i(flag_i), .clamp_i(clamp_i), .omod_i(omod_i),
    .out_valid_o(u_ovalid[0]), .out_ready_i(u_oready[0]), .d_o(u_d[0 +: L*64]), .flag_o(u_flag[0 +: L]),
    .sup_op_i(sup_op_i), .sup_o(q_sup[0]), .op_sup_o(rt_sup[0])
  );
  gcn_simf_trans u_trans (
    .clk_i(clk_i), .rst_i(rst_i), .in_valid_i(u_valid[1]), .in_ready_o(u_iready[1]),
    .op_i(op_i), .mode_i(mode_i), .lanes_i(lanes_i), .a_i(a_i), .b_i(b_i), .c_i(c_i),
    .flag_i(flag_i), .clamp_i(clamp_i), .omod_i(omod_i),
    .out_valid_o(u_ovalid[1]), .out_ready_i(u_oready[1]), .d_o(u_d[L*64 +: L*64]), .flag_o(u_flag[L +: L]),
    .sup_op_i(sup_op_i), .sup_o(q_sup[1]), .op_sup_o(rt_sup[1])
  );
  // the FP64 unit, where the configuration has one (HAS_FP64); without it the decoder traps its
  // rows (VB_FP64) before they issue, so the empty slot never gets an op
  if (HAS_FP64 != 0) begin : g_f64
    gcn_simf_f64 u_f64 (
      .clk_i(clk_i), .rst_i(rst_i), .in_valid_i(u_valid[2]), .in_ready_o(u_iready[2]),
      .op_i(op_i), .mode_i(mode_i), .lanes_i(lanes_i), .a_i(a_i), .b_i(b_i), .c_i(c_i),
      .flag_i(flag_i), .clamp_i(clamp_i), .omod_i(omod_i),
      .out_valid_o(u_ovalid[2]), .out_ready_i(u_oready[2]), .d_o(u_d[2*L*64 +: L*64]), .flag_o(u_flag[2*L +: L]),
      .sup_op_i(sup_op_i), .sup_o(q_sup[2]), .op_sup_o(rt_sup[2])
    );
  end else begin : g_no_f64
    assign u_iready[2]          = 1'b1;
    assign u_ovalid[2]          = 1'b0;
    assign u_d[2*L*64 +: L*64]  = {L*64{1'b0}};
    assign u_flag[2*L +: L]     = {L{1'b0}};
    assign q_sup[2]             = 1'b0;
    assign rt_sup[2]            = 1'b0;
    wire unused_f64 = &{1'b0, u_valid[2], u_oready[2]};
  end
endmodule
