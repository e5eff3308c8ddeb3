// gcn_fetch: instruction fetch.  Picks a wave that needs its next instruction
// (round robin) and asks for the two 8-byte blocks from its PC's aligned block
// up (16 bytes hold any instruction of up to 3 dwords at the PC).  Responses
// come back in any order, matched by tag = {wave, half}; they go straight to
// the wave's instruction buffer.
module gcn_fetch #(
  `include "gcn_config.vh"
) (
  input  wire                 clk_i,
  input  wire                 rst_i,
  input  wire [NUM_WAVES-1:0] need_i,
  output wire                 start_valid_o,
  output wire [WAVE_ID_W-1:0] start_wave_o,
  input  wire [63:0]          start_pc_i,
  output wire                 if_req_valid_o,
  input  wire                 if_req_ready_i,
  output wire [63:0]          if_req_addr_o,
  output wire [TAG_W-1:0]     if_req_tag_o,
  input  wire                 if_rsp_valid_i,
  output wire                 if_rsp_ready_o,
  input  wire [TAG_W-1:0]     if_rsp_tag_i,
  input  wire [63:0]          if_rsp_data_i,
  output wire                 fill_valid_o,
  output wire [WAVE_ID_W-1:0] fill_wave_o,
  output wire                 fill_half_o,
  output wire [63:0]          fill_data_o
);
  localparam [1:0] F_IDLE = 2'd0, F_LO = 2'd1, F_HI = 2'd2;

  reg [1:0]           state_q, state_d;
  reg [WAVE_ID_W-1:0] wave_q;
  reg [63:0]          addr_q;

  wire [NUM_WAVES-1:0] arb_ready;
  wire                 idle = (state_q == F_IDLE);
  wire                 arb_valid;

  gcn_rr_arbiter #(.N(NUM_WAVES), .IDX_W(WAVE_ID_W)) u_arb (
    .clk_i   (clk_i),
    .rst_i   (rst_i),
    .valid_i (need_i),
    .ready_o (arb_ready),
    .valid_o (arb_valid),
    .ready_i (idle),
    .data_o  (start_wave_o)
  );
  // a wave is taken only when the request channel is free
  wire start = arb_valid && idle;
  assign start_valid_o = start;

  always @(*) begin
    state_d = state_q;
    case (state_q)
      F_IDLE:  if (start) state_d = F_LO;
      F_LO:    if (if_req_ready_i) state_d = F_HI;
      F_HI:    if (if_req_ready_i) state_d = F_IDLE;
      default: state_d = F_IDLE;
    endcase
  end

  always @(posedge clk_i) begin
    if (rst_i) begin
      state_q <= F_IDLE;
    end else begin
      state_q <= state_d;
    end
  end

  always @(posedge clk_i) begin
    if (start) begin
      wave_q <= start_wave_o;
      addr_q <= {start_pc_i[63:3], 3'b000};
    end
  end

  assign if_req_valid_o = (state_q == F_LO) || (state_q == F_HI);
  assign if_req_addr_o  = (state_q == F_HI) ? addr_q + 64'd8 : addr_q;
  assign if_req_tag_o   = {{(TAG_W - WAVE_ID_W - 1){1'b0}}, wave_q, state_q == F_HI};

  assign if_rsp_ready_o = 1'b1;
  assign fill_valid_o   = if_rsp_valid_i;
  assign fill_wave_o    = if_rsp_tag_i[WAVE_ID_W:1];
  assign fill_half_o    = if_rsp_tag_i[0];
  assign fill_data_o    = if_rsp_data_i;

  wire unused = &{1'b0, arb_ready, start_pc_i[2:0], if_rsp_tag_i[TAG_W-1:WAVE_ID_W+1]};
endmodule
