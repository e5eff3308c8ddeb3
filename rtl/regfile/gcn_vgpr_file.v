// gcn_vgpr_file: the vector registers, NUM_SIMD banks of VGPRS rows of
// WAVE_SIZE lanes x 32 bits.  A wave's register r (0..511; AccVGPR a_k is
// r = accum + k, the unit adds accum) is row vbase + r (mod VGPRS) of bank
// wave / WAVES_PER_SIMD; vbase per wave comes from WAVE_INFO word 1 and is
// translated here.  Every lane of a bank is its own block RAM (VGPRS x 32),
// so that a pass (LANES_PER_SIMD lanes) or one lane is written with lane
// enables and a whole row can be read at once (DPP reads all 64 lanes of its
// source).  The bank of a wave is wave >> WAVE_IN_SIMD_W (0 with one SIMD).
//
// Each bank (SIMD) has its own read port and its own write port A, so the
// SIMDs' VALUs read and write at the same time; the units that reach every
// bank (LSU, DS) use the port of their wave's bank (gcn_cu arbitrates).
// Port b's signals are slice b of each vector; its wave must be one of
// bank b's.
// Read: rdata_o = lanes Lq..Lq+L-1 (L = LANES_PER_SIMD, q = rquarter_i, the
// pass) of {rwave, rreg} (lane Lq+i at bits 32i+31:32i), rquad_o = the
// quarter-wave (16 lanes) holding them (the LSU's granularity), rrow_o = all
// 64 lanes, the cycle after re_i.
// Port A writes a pass (L lanes at pass wquarter_i); port B (init, the LSU
// return engine) a quarter-wave (16 lanes at quarter b_quarter_i) of any bank.
// Write port A (executing unit) is always accepted; then a slot being cleared
// (WAVE_INFO word 1 gives the wave its rows vbase..vbase+vcount-1, which are
// then zeroed, one row of 64 lanes per cycle its bank's port A leaves,
// because the model starts every wave with zero VGPRs and the testbench
// sends only the nonzero ones; only those rows: other waves of the bank keep
// theirs); then write port B (init beats, the LSU return engine), whose
// b_ready_o is low while a slot is cleared or port A of its bank writes.
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
  // read, a port per bank
  input  wire [NUM_SIMD-1:0]                  re_i,
  input  wire [NUM_SIMD*WAVE_ID_W-1:0]        rwave_i,
  input  wire [NUM_SIMD*9-1:0]                rreg_i,
  input  wire [NUM_SIMD*PASS_W-1:0]           rquarter_i,
  output wire [NUM_SIMD*32*LANES_PER_SIMD-1:0] rdata_o,
  output wire [NUM_SIMD*512-1:0]              rquad_o,
  output wire [NUM_SIMD*32*WAVE_SIZE-1:0]     rrow_o,
  // write port A, a port per bank
  input  wire [NUM_SIMD-1:0]                  we_i,
  input  wire [NUM_SIMD*WAVE_ID_W-1:0]        wwave_i,
  input  wire [NUM_SIMD*9-1:0]                wreg_i,
  input  wire [NUM_SIMD*PASS_W-1:0]           wquarter_i,
  input  wire [NUM_SIMD*LANES_PER_SIMD-1:0]   wmask_i,
  input  wire [NUM_SIMD*32*LANES_PER_SIMD-1:0] wdata_i,
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
  wire [SIMD_ID_W-1:0] clr_bank = SIMD_ID_W'(clr_wave_q >> WAVE_IN_SIMD_W);
  wire clr_we = clr_q && !we_i[clr_bank];
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

  // ---- port B: any bank, when no slot is cleared and its bank's A is idle ----
  wire [SIMD_ID_W-1:0] b_bank = SIMD_ID_W'(b_wave_i >> WAVE_IN_SIMD_W);
  assign b_ready_o = !we_i[b_bank] && !clr_q;
  wire                 b_go   = b_we_i && b_ready_o;
  wire [8:0]           b_sum  = vbase_q[b_wave_i] + b_reg_i;
  wire [8:0]           c_sum  = vbase_q[clr_wave_q] + 9'(clr_row_q);
  wire [WAVE_SIZE-1:0] b_lanes = WAVE_SIZE'(b_mask_i) << {b_quarter_i, 4'd0};

  wire [32*WAVE_SIZE*NUM_SIMD-1:0] rd_all;
  genvar b, l;
  for (b = 0; b < NUM_SIMD; b = b + 1) begin : g_bank
    // ---- this bank's write: A, clear, B ----
    wire                      a_we   = we_i[b];
    wire [WAVE_ID_W-1:0]      a_wave = wwave_i[b*WAVE_ID_W +: WAVE_ID_W];
    wire [PASS_W-1:0]         a_pass = wquarter_i[b*PASS_W +: PASS_W];
    wire [32*LANES_PER_SIMD-1:0] a_data = wdata_i[b*32*LANES_PER_SIMD +: 32*LANES_PER_SIMD];
    wire [8:0]                a_sum  = vbase_q[a_wave] + wreg_i[b*9 +: 9];
    wire                      c_we   = clr_q && clr_bank == b;
    wire                      bb_we  = b_go && b_bank == b;
    wire                      w_any  = a_we || c_we || bb_we;
    // the clear writes whole rows, port A a pass, port B a quarter-wave;
    // rows wrap modulo VGPRS: the sums' low ROW_W bits
    wire [WAVE_SIZE-1:0]      a_lanes = WAVE_SIZE'(wmask_i[b*LANES_PER_SIMD +: LANES_PER_SIMD]) <<
                                        (32'(a_pass) * LANES_PER_SIMD);
    wire [WAVE_SIZE-1:0]      w_lanes = a_we ? a_lanes : c_we ? {WAVE_SIZE{1'b1}} : b_lanes;
    wire [ROW_W-1:0]          w_row   = a_we ? a_sum[ROW_W-1:0] : c_we ? c_sum[ROW_W-1:0] : b_sum[ROW_W-1:0];
    // ---- this bank's read ----
    wire [WAVE_ID_W-1:0]      r_wave = rwave_i[b*WAVE_ID_W +: WAVE_ID_W];
    wire [8:0]                r_sum  = vbase_q[r_wave] + rreg_i[b*9 +: 9];
    wire [ROW_W-1:0]          r_row  = r_sum[ROW_W-1:0];
    // the sums' bits above ROW_W (the wrap) are dropped on purpose
    wire                      unused_wrap = &{1'b0, a_sum, r_sum};
    reg  [PASS_W-1:0]         rq_q;
    always @(posedge clk_i) begin
      if (re_i[b]) rq_q <= rquarter_i[b*PASS_W +: PASS_W];
    end
    for (l = 0; l < WAVE_SIZE; l = l + 1) begin : g_lane
      gcn_ram_1r1w #(.WIDTH(32), .DEPTH(VGPRS), .ADDR_W(ROW_W)) u_ram (
        .clk_i   (clk_i),
        .re_i    (re_i[b]),
        .raddr_i (r_row),
        .rdata_o (rd_all[32*(WAVE_SIZE*b + l) +: 32]),
        .we_i    (w_any && w_lanes[l]),
        .waddr_i (w_row),
        .wdata_i (a_we ? a_data[32*(l % LANES_PER_SIMD) +: 32] : c_we ? 32'd0 : b_data_i[32*(l % 16) +: 32])
      );
    end
    wire [32*WAVE_SIZE-1:0] row = rd_all[32*WAVE_SIZE*b +: 32*WAVE_SIZE];
    wire [5:0]              r_lane0 = 6'(32'(rq_q) * LANES_PER_SIMD);   // the pass's first lane
    wire                    unused_lane0 = &{1'b0, r_lane0[3:0]};
    assign rrow_o[32*WAVE_SIZE*b +: 32*WAVE_SIZE]              = row;
    assign rdata_o[32*LANES_PER_SIMD*b +: 32*LANES_PER_SIMD]   = row[32*LANES_PER_SIMD*rq_q +: 32*LANES_PER_SIMD];
    assign rquad_o[512*b +: 512]                               = row[512*r_lane0[5:4] +: 512];
  end
  wire unused_bsum = &{1'b0, b_sum, c_sum};
endmodule
