// gcn_mfma: a SIMD's matrix core.  It executes one of the 27 gfx90a MFMA
// instructions at a time, bit for bit as the model (cmodel/src/sem_mfma.c,
// docs/mfma.md), with operands arriving per pass over the SIMD's VGPR port
// (16 lanes x 32 bits a beat) and the result leaving the same way.  The
// schedule, the stream orders and the multiplier counts: docs/units/mfma.md.
//
// An instruction is a command (its shape: element kind, M = N, K, blocks,
// from the row's shape column and operand types; CBSZ, ABID, BLGP), then
//   1. A and B: for A then B, for each dword, the four quarter-waves
//      (8 beats, 16 with two dwords a lane), kept whole (64 lanes x 64 bits);
//   2. per element row (a C/D register, an f64 register pair) and quarter-wave:
//      the C beat(s) in (f64: low dword, then high dword), the 16 elements
//      computed by MFMA_DOT_LANES dot lanes (gcn_mfma_dot, which hold the
//      accumulators), each one step (one lane's group of products) a cycle, and
//      the D beat(s) out with their register and quarter.
// A whole-wave operation: EXEC is the caller's (D is written under it).
module gcn_mfma #(
  `include "gcn_config.vh"
) (
  input  wire          clk_i,
  input  wire          rst_i,
  // the command
  input  wire          cmd_valid_i,
  output wire          cmd_ready_o,
  input  wire [2:0]    kind_i,      // MK_* (gcn_mfma_kinds.vh)
  input  wire [5:0]    m_i,         // M = N: 4, 16 or 32
  input  wire [4:0]    k_i,         // K: 1 to 16
  input  wire [4:0]    blocks_i,    // 1, 2, 4 or 16
  input  wire [2:0]    cbsz_i,
  input  wire [3:0]    abid_i,
  input  wire [2:0]    blgp_i,
  // A, B, C beats
  input  wire          in_valid_i,
  output wire          in_ready_o,
  input  wire [511:0]  in_data_i,
  // D beats
  output wire          out_valid_o,
  input  wire          out_ready_i,
  output wire [511:0]  out_data_o,
  output wire [4:0]    out_reg_o,   // D register offset
  output wire [1:0]    out_qtr_o,   // quarter-wave (lanes 16*q .. 16*q+15)
  output wire          out_last_o
);
  `include "mfma/gcn_mfma_kinds.vh"
  `include "gcn_platform.vh"

  localparam integer DL = MFMA_DOT_LANES;
  localparam integer NG = 16 / DL;                 // element groups per beat
  localparam integer GW = NG > 1 ? $clog2(NG) : 1;
  `GCN_STATIC_ASSERT(g_dl_pow2, DL >= 1 && DL <= 16 && (16 % DL) == 0, "MFMA_DOT_LANES: 1, 2, 4, 8 or 16")
  `GCN_STATIC_ASSERT(g_wave64, WAVE_SIZE == 64, "the matrix core is wave64")

  localparam [2:0] S_IDLE = 3'd0, S_AB = 3'd1, S_C = 3'd2, S_COMP = 3'd3, S_D = 3'd4;

  // ---- the command, held for the instruction ----
  reg  [2:0] state_q, state_d;
  reg  [2:0] kind_q;
  reg  [5:0] m_q;
  reg  [4:0] steps_q;        // K / (elements a lane holds): steps per element
  reg  [4:0] blocks_q;
  reg  [2:0] cbsz_q;
  reg  [3:0] abid_q;
  reg  [2:0] blgp_q;
  reg  [4:0] last_row_q;     // the last element row's first register

  wire f64   = kind_q == MK_F64;
  wire ab2   = kind_q == MK_F16 || kind_q == MK_BF1K || kind_q == MK_F64;  // two dwords a lane

  // elements of A a lane holds, as a shift of K
  function automatic [1:0] per_lane_lg(input [2:0] kind);
    case (kind)
      MK_F16, MK_BF1K, MK_I8: per_lane_lg = 2'd2;
      MK_BF16:                per_lane_lg = 2'd1;
      default:                per_lane_lg = 2'd0;
    endcase
  endfunction

  // C/D dwords a lane: M * N * blocks / 64, twice that for f64
  function automatic [5:0] cd_dwords(input [2:0] kind, input [5:0] m, input [4:0] blocks);
    reg [5:0] e;
    begin
      case (m)
        6'd32:   e = {blocks[1:0], 4'd0};
        6'd16:   e = {blocks[3:0], 2'd0};
        default: e = {3'd0, blocks[4:2]};
      endcase
      cd_dwords = kind == MK_F64 ? {e[4:0], 1'b0} : e;
    end
  endfunction

  // ---- counters ----
  reg  [3:0]    ld_q;        // A/B beat: {B, dword, quarter} (one-dword: {B, quarter})
  reg  [4:0]    row_q;       // element row: its first register
  reg  [1:0]    qtr_q;
  reg           hi_q;        // f64: the high dword's beat
  reg  [GW-1:0] grp_q;       // element group in the beat
  reg  [4:0]    step_q;

  wire ab_last   = ld_q == (ab2 ? 4'd15 : 4'd7);
  wire beat_last = !f64 || hi_q;
  wire row_step_last = step_q == steps_q - 5'd1;
  wire grp_last  = NG == 1 || grp_q == GW'(NG - 1);
  wire all_last  = row_q == last_row_q && qtr_q == 2'd3;

  assign cmd_ready_o = state_q == S_IDLE;
  assign in_ready_o  = state_q == S_AB || state_q == S_C;
  assign out_valid_o = state_q == S_D;
  assign out_qtr_o   = qtr_q;
  assign out_reg_o   = row_q + {4'd0, hi_q};
  assign out_last_o  = all_last && beat_last;

  wire in_fire  = in_valid_i && in_ready_o;
  wire out_fire = out_valid_o && out_ready_i;

  always @(*) begin
    state_d = state_q;
    case (state_q)
      S_IDLE: if (cmd_valid_i) state_d = S_AB;
      S_AB:   if (in_fire && ab_last) state_d = S_C;
      S_C:    if (in_fire && beat_last) state_d = S_COMP;
      S_COMP: if (row_step_last && grp_last) state_d = S_D;
      S_D:    if (out_fire && beat_last) state_d = all_last ? S_IDLE : S_C;
      default: state_d = S_IDLE;
    endcase
  end

  always @(posedge clk_i) begin
    if (rst_i) state_q <= S_IDLE;
    else       state_q <= state_d;
  end

  always @(posedge clk_i) begin
    if (state_q == S_IDLE && cmd_valid_i) begin
      kind_q     <= kind_i;
      m_q        <= m_i;
      steps_q    <= k_i >> per_lane_lg(kind_i);
      blocks_q   <= blocks_i;
      cbsz_q     <= cbsz_i;
      abid_q     <= abid_i;
      blgp_q     <= blgp_i;
      last_row_q <= 5'(cd_dwords(kind_i, m_i, blocks_i) - (kind_i == MK_F64 ? 6'd2 : 6'd1));
      ld_q       <= 4'd0;
      row_q      <= 5'd0;
      qtr_q      <= 2'd0;
      hi_q       <= 1'b0;
      grp_q      <= {GW{1'b0}};
      step_q     <= 5'd0;
    end
    if (state_q == S_AB && in_fire) ld_q <= ld_q + 4'd1;
    if ((state_q == S_C && in_fire) || (state_q == S_D && out_fire)) hi_q <= f64 && !hi_q;
    if (state_q == S_COMP) begin
      step_q <= row_step_last ? 5'd0 : step_q + 5'd1;
      if (row_step_last) grp_q <= grp_last ? {GW{1'b0}} : grp_q + GW'(1);
    end
    if (state_q == S_D && out_fire && beat_last) begin
      qtr_q <= qtr_q + 2'd1;
      if (qtr_q == 2'd3) row_q <= row_q + (f64 ? 5'd2 : 5'd1);
    end
  end

  // ---- A and B, whole: 64 lanes x 64 bits each ----
  reg  [63:0] a_q [0:63];
  reg  [63:0] b_q [0:63];
  wire        ld_b  = ab2 ? ld_q[3] : ld_q[2];
  wire        ld_hi = ab2 && ld_q[2];
  integer     t;
  always @(posedge clk_i) begin
    if (state_q == S_AB && in_fire) begin
      for (t = 0; t < 16; t = t + 1) begin
        if (!ld_b && !ld_hi) a_q[{ld_q[1:0], 4'(t)}][31:0]  <= in_data_i[32*t +: 32];
        if (!ld_b && ld_hi)  a_q[{ld_q[1:0], 4'(t)}][63:32] <= in_data_i[32*t +: 32];
        if (ld_b && !ld_hi)  b_q[{ld_q[1:0], 4'(t)}][31:0]  <= in_data_i[32*t +: 32];
        if (ld_b && ld_hi)   b_q[{ld_q[1:0], 4'(t)}][63:32] <= in_data_i[32*t +: 32];
      end
    end
  end

  // fault 5 (simulation only, rtl/lib/gcn_fault.v): bit 0 of the first dot
  // lane's step result flipped, counting steps (cycles in S_COMP)
  wire flip_fire;
  gcn_fault #(.KIND(8'd5)) u_fault_step (
    .clk_i   (clk_i),
    .rst_i   (rst_i),
    .event_i (state_q == S_COMP),
    .fire_o  (flip_fire)
  );

  // ---- the 16 accumulators of the beat, in the dot lanes: C in, each step's result, D out ----
  wire [16*64-1:0] acc;     // element t in bits 64t+63:64t
  genvar      x;

  // the block A is read from: CBSZ/ABID broadcast block ABID of each group of
  // 2^CBSZ blocks (CBSZ above log2(blocks) acts as log2(blocks)); single-block
  // and f64 instructions ignore both
  function automatic [3:0] a_block(input [3:0] b, input [4:0] blocks, input [2:0] cbsz,
                                   input [3:0] abid, input is_f64);
    reg [2:0] lg, c;
    reg [3:0] mask;
    begin
      lg = blocks[4] ? 3'd4 : blocks[2] ? 3'd2 : blocks[1] ? 3'd1 : 3'd0;
      c = cbsz > lg ? lg : cbsz;
      mask = 4'((5'd1 << c) - 5'd1);
      a_block = (blocks == 5'd1 || is_f64) ? b : ((b & ~mask) | (abid & mask));
    end
  endfunction

  // the lane B data comes from under BLGP (f64: none)
  function automatic [5:0] b_src(input [5:0] l, input [2:0] blgp, input is_f64);
    if (is_f64) b_src = l;
    else
      case (blgp)
        3'd1:    b_src = {1'b0, l[4:0]};
        3'd2:    b_src = {1'b1, l[4:0]};
        3'd3:    b_src = l + 6'd16;
        3'd4, 3'd5, 3'd6, 3'd7: b_src = {blgp[1:0], l[3:0]};
        default: b_src = l;
      endcase
  endfunction

  // the lane holding row i of A (column i of B) for a block's step: M * (block * steps + step) + i
  /* verilator lint_off UNUSEDSIGNAL */  // row's top bits: zero for every shape
  function automatic [5:0] ab_lane(input [5:0] m, input [3:0] blk, input [4:0] steps, input [4:0] step,
                                   input [4:0] i);
    reg [9:0] row;
    begin
      row = {6'd0, blk} * {5'd0, steps} + {5'd0, step};
      case (m)
        6'd32:   ab_lane = {row[0], i};
        6'd16:   ab_lane = {row[1:0], i[3:0]};
        default: ab_lane = {row[3:0], i[1:0]};
      endcase
    end
  endfunction
  /* verilator lint_on UNUSEDSIGNAL */

  // element (i, j, block) of the lane in this row, and the A and B lanes of its step
  generate
    for (x = 0; x < DL; x = x + 1) begin : g_lane
      wire [3:0] e = NG == 1 ? 4'(x) : 4'(4'(grp_q) * 4'(DL) + 4'(x));
      wire [5:0] l = {qtr_q, e};
      reg  [4:0] i, j;
      reg  [3:0] blk, ablk;
      reg  [5:0] lane_a, lane_b;
      always @(*) begin
        if (f64 && m_q == 6'd16)      begin i = {1'b0, row_q[2:1], l[5:4]}; j = {1'b0, l[3:0]}; blk = 4'd0; end
        else if (f64)                 begin i = {3'd0, l[5:4]}; j = {3'd0, l[1:0]}; blk = {2'd0, l[3:2]}; end
        else if (m_q == 6'd32)        begin i = {row_q[3:2], l[5], row_q[1:0]}; j = l[4:0]; blk = {3'd0, row_q[4]}; end
        else if (m_q == 6'd16)        begin i = {1'b0, l[5:4], row_q[1:0]}; j = {1'b0, l[3:0]}; blk = {2'd0, row_q[3:2]}; end
        else                          begin i = {3'd0, row_q[1:0]}; j = {3'd0, l[1:0]}; blk = l[5:2]; end
        ablk = a_block(blk, blocks_q, cbsz_q, abid_q, f64);
        if (f64 && m_q == 6'd4) begin  // the f64 4x4x4 layout: lane 16*k + 4*block + i
          lane_a = {step_q[1:0], ablk[1:0], i[1:0]};
          lane_b = {step_q[1:0], blk[1:0], j[1:0]};
        end else begin
          lane_a = ab_lane(m_q, ablk, steps_q, step_q, i);
          lane_b = b_src(ab_lane(m_q, blk, steps_q, step_q, j), blgp_q, f64);
        end
      end
      // the lane's elements x, x + DL, ...: their C dwords in, their accumulators out
      wire [32*NG-1:0] c_dw;
      wire [64*NG-1:0] acc_x;
      genvar g;
      for (g = 0; g < NG; g = g + 1) begin : g_elem
        assign c_dw[32*g +: 32] = in_data_i[32*(g*DL + x) +: 32];
        assign acc[64*(g*DL + x) +: 64] = acc_x[64*g +: 64];
      end
      gcn_mfma_dot #(.NG(NG)) u_dot (
        .clk_i  (clk_i),
        .c_en_i (state_q == S_C && in_fire),
        .c_hi_i (hi_q),
        .c_i    (c_dw),
        .step_i (state_q == S_COMP),
        .grp_i  (grp_q),
        .flip_i (x == 0 && flip_fire),
        .kind_i (kind_q),
        .a_i    (a_q[lane_a]),
        .b_i    (b_q[lane_b]),
        .acc_o  (acc_x)
      );
    end
  endgenerate

  genvar y;
  generate
    for (y = 0; y < 16; y = y + 1) begin : g_out
      assign out_data_o[32*y +: 32] = hi_q ? acc[64*y+32 +: 32] : acc[64*y +: 32];
    end
  endgenerate
endmodule
