// gcn_vgpr_file: the vector registers, NUM_SIMD banks of VGPRS rows of
// WAVE_SIZE lanes x 32 bits.  A wave's register r (0..511; AccVGPR a_k is
// r = accum + k, the unit adds accum) is row vbase + r (mod VGPRS) of bank
// wave / WAVES_PER_SIMD; vbase per wave comes from WAVE_INFO word 1 and is
// translated here.  Every lane of a bank is its own block RAM (VGPRS x 32),
// so that a pass (LANES_PER_SIMD lanes) or one lane is written with lane
// enables and a whole row can be read at once (DPP reads all 64 lanes of its
// source).  The bank of a wave is wave >> WAVE_IN_SIMD_W (0 with one SIMD).
//
// Read: rdata_o = lanes Lq..Lq+L-1 (L = LANES_PER_SIMD, q = rquarter_i, the
// pass) of {rwave, rreg} (lane Lq+i at bits 32i+31:32i), rquad_o = the
// quarter-wave (16 lanes) holding them (the LSU's granularity), rrow_o = all
// 64 lanes, the cycle after re_i.
// Port A writes a pass (L lanes at pass wquarter_i); port B (init, the LSU
// return engine) a quarter-wave (16 lanes at quarter b_quarter_i).
// Write port A (executing unit) is always accepted; then a slot being cleared
// (WAVE_INFO word 1 gives the wave its rows vbase..vbase+vcount-1, which are
// then zeroed, one row of 64 lanes per cycle, because the model starts every
// wave with zero VGPRs and the testbench sends only the nonzero ones; only
// those rows: other waves of the bank keep theirs); then write port B (init
// beats, the LSU return engine), whose b_ready_o is low while either writes.
// The testbench sends word 1 before any VGPR beat of the wave.
module gcn_vgpr_file #(
  `include "gcn_config.vh"
) (
  input  wire                         clk_i,
  input  wire                         rst_i,
  // translation
  input  wire                         vbase_we_i,
  input  wire [WAVE_ID_W-1:0]         vbase_wave_i,
  input  wire [8:0]                   vbase_i,
  input  wire [9:0]                   vcount_i,      // rows the wave owns (cleared)
  input  wire                         clear_valid_i, // slot allocated: vbase back to 0
  input  wire [WAVE_ID_W-1:0]         clear_wave_i,
  output wire                         busy_o,        // clearing a slot
  // read
  input  wire                         re_i,
  input  wire [WAVE_ID_W-1:0]         rwave_i,
  input  wire [8:0]                   rreg_i,
  input  wire [PASS_W-1:0]            rquarter_i,
  output wire [32*LANES_PER_SIMD-1:0] rdata_o,
  output wire [511:0]                 rquad_o,
  output wire [32*WAVE_SIZE-1:0]      rrow_o,
  // write port A
  input  wire                         we_i,
  input  wire [WAVE_ID_W-1:0]         wwave_i,
  input  wire [8:0]                   wreg_i,
  input  wire [PASS_W-1:0]            wquarter_i,
  input  wire [LANES_PER_SIMD-1:0]    wmask_i,
  input  wire [32*LANES_PER_SIMD-1:0] wdata_i,
  // write port B
  input  wire                         b_we_i,
  output wire                         b_ready_o,
  input  wire [WAVE_ID_W-1:0]         b_wave_i,
  input  wire [8:0]                   b_reg_i,
  input  wire [1:0]                   b_quarter_i,
  input  wire [15:0]                  b_mask_i,
  input  wire [511:0]                 b_data_i
);
  localparam ROW_W = VGPR_ADDR_W;

  // ---- vbase per wave ----
  reg [8:0] vbase_q [0:NUM_WAVES-1];
  always @(posedge clk_i) begin
    // a new wave starts at row 0 until its WAVE_INFO word 1 says otherwise
    if (clear_valid_i) vbase_q[clear_wave_i] <= 9'd0;
    if (vbase_we_i) vbase_q[vbase_wave_i] <= vbase_i;
  end

  // ---- clearing a slot ----
  reg                 clr_q, clr_d;
  reg [WAVE_ID_W-1:0] clr_wave_q, clr_wave_d;
  reg [ROW_W-1:0]     clr_row_q, clr_row_d;
  reg [9:0]           clr_left_q, clr_left_d;   // rows still to clear
  wire clr_we = clr_q && !we_i;
  always @(*) begin
    clr_d      = clr_q;
    clr_wave_d = clr_wave_q;
    clr_row_d  = clr_row_q;
    clr_left_d = clr_left_q;
    if (clr_we) begin
      clr_row_d  = clr_row_q + 1'b1;
      clr_left_d = clr_left_q - 10'd1;
      if (clr_left_q == 10'd1) clr_d = 1'b0;
    end else if (!clr_q && vbase_we_i && vcount_i != 10'd0) begin
      clr_d      = 1'b1;
      clr_wave_d = vbase_wave_i;
      clr_row_d  = {ROW_W{1'b0}};
      clr_left_d = vcount_i;
    end
  end
  always @(posedge clk_i) begin
    if (rst_i) clr_q <= 1'b0;
    else clr_q <= clr_d;
  end
  always @(posedge clk_i) begin
    clr_wave_q <= clr_wave_d;
    clr_row_q  <= clr_row_d;
    clr_left_q <= clr_left_d;
  end
  assign busy_o = clr_q;

  // ---- write arbitration: A, clear, B ----
  assign b_ready_o = !we_i && !clr_q;
  wire                      b_go   = b_we_i && b_ready_o;
  wire [WAVE_ID_W-1:0]      w_wave = we_i ? wwave_i : clr_q ? clr_wave_q : b_wave_i;
  wire [8:0]                w_reg  = we_i ? wreg_i : clr_q ? 9'(clr_row_q) : b_reg_i;
  wire                      w_any  = we_i || clr_q || b_go;
  // the clear writes whole rows, port A a pass, port B a quarter-wave
  wire [WAVE_SIZE-1:0]      a_lanes = WAVE_SIZE'(wmask_i) << (32'(wquarter_i) * LANES_PER_SIMD);
  wire [WAVE_SIZE-1:0]      b_lanes = WAVE_SIZE'(b_mask_i) << {b_quarter_i, 4'd0};
  wire [WAVE_SIZE-1:0]      w_lanes = we_i ? a_lanes : clr_q ? {WAVE_SIZE{1'b1}} : b_lanes;
  // rows wrap modulo VGPRS: the sum's low ROW_W bits
  wire [8:0]                w_sum  = vbase_q[w_wave] + w_reg;
  wire [ROW_W-1:0]          w_row  = w_sum[ROW_W-1:0];
  wire [SIMD_ID_W-1:0]      w_bank = SIMD_ID_W'(w_wave >> WAVE_IN_SIMD_W);

  wire [8:0]                r_sum  = vbase_q[rwave_i] + rreg_i;
  wire [ROW_W-1:0]          r_row  = r_sum[ROW_W-1:0];
  wire [SIMD_ID_W-1:0]      r_bank = SIMD_ID_W'(rwave_i >> WAVE_IN_SIMD_W);
  // the sums' bits above ROW_W (the wrap) are dropped on purpose
  wire                      unused_wrap = &{1'b0, w_sum, r_sum};

  reg [SIMD_ID_W-1:0] rbank_q;
  reg [PASS_W-1:0]    rq_q;
  always @(posedge clk_i) begin
    if (re_i) begin
      rbank_q <= r_bank;
      rq_q    <= rquarter_i;
    end
  end

  wire [32*WAVE_SIZE*NUM_SIMD-1:0] rd_all;
  genvar b, l;
  for (b = 0; b < NUM_SIMD; b = b + 1) begin : g_bank
    for (l = 0; l < WAVE_SIZE; l = l + 1) begin : g_lane
      gcn_ram_1r1w #(.WIDTH(32), .DEPTH(VGPRS), .ADDR_W(ROW_W)) u_ram (
        .clk_i   (clk_i),
        .re_i    (re_i && r_bank == b),
        .raddr_i (r_row),
        .rdata_o (rd_all[32*(WAVE_SIZE*b + l) +: 32]),
        .we_i    (w_any && w_bank == b && w_lanes[l]),
        .waddr_i (w_row),
        .wdata_i (we_i ? wdata_i[32*(l % LANES_PER_SIMD) +: 32] : clr_q ? 32'd0 : b_data_i[32*(l % 16) +: 32])
      );
    end
  end

  assign rrow_o  = rd_all[32*WAVE_SIZE*rbank_q +: 32*WAVE_SIZE];
  assign rdata_o = rrow_o[32*LANES_PER_SIMD*rq_q +: 32*LANES_PER_SIMD];
  wire [5:0] r_lane0 = 6'(32'(rq_q) * LANES_PER_SIMD);   // the pass's first lane
  assign rquad_o = rrow_o[512*r_lane0[5:4] +: 512];
  wire       unused_lane0 = &{1'b0, r_lane0[3:0]};
endmodule
