// gcn_fetch: instruction fetch.  Every wave keeps a window of IBUF_ENTRIES
// 8-byte blocks from its PC's block up in the wavepool (its instruction
// buffer); the wavepool asks (need_i) for a wave whose window has a free
// entry, and this unit sends the request for the wave's next block (its
// prefetch pointer, start_pc_i), one request a cycle, picking the waves round
// robin.  So straight-line code is fetched ahead while the wave executes.
// Tags are {wave, entry}: an entry is asked again only once its previous
// response is back (the wavepool's in-flight bits), so no tag is reused while
// in flight.  Responses come back in any order, are always accepted and go
// straight to the wave's buffer entry; the wavepool drops those of a window
// that was flushed (branch, wave end) meanwhile.
`include "gcn_platform.vh"

module gcn_fetch #(
  `include "gcn_config.vh"
) (
  input  wire                 clk_i,
  input  wire                 rst_i,
  input  wire [NUM_WAVES-1:0] need_i,
  output wire                 start_valid_o,   // a request was accepted
  output wire [WAVE_ID_W-1:0] start_wave_o,
  input  wire [63:0]          start_pc_i,      // that wave's next block
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
  output wire [1:0]           fill_slot_o,     // buffer entry: block address bits 4:3
  output wire [63:0]          fill_data_o
);
  generate
    `GCN_STATIC_ASSERT(g_tag_w, TAG_W >= WAVE_ID_W + 2, "gcn_fetch: TAG_W must hold {wave, entry}")
  endgenerate

  wire [NUM_WAVES-1:0] arb_ready;
  wire                 arb_valid;

  gcn_rr_arbiter #(.N(NUM_WAVES), .IDX_W(WAVE_ID_W)) u_arb (
    .clk_i   (clk_i),
    .rst_i   (rst_i),
    .valid_i (need_i),
    .ready_o (arb_ready),
    .valid_o (arb_valid),
    .ready_i (if_req_ready_i),
    .data_o  (start_wave_o)
  );

  assign if_req_valid_o = arb_valid;
  assign start_valid_o  = arb_valid && if_req_ready_i;
  assign if_req_addr_o  = {start_pc_i[63:3], 3'b000};
  assign if_req_tag_o   = {{(TAG_W - WAVE_ID_W - 2){1'b0}}, start_wave_o, start_pc_i[4:3]};

  assign if_rsp_ready_o = 1'b1;
  assign fill_valid_o   = if_rsp_valid_i;
  assign fill_wave_o    = if_rsp_tag_i[WAVE_ID_W+1:2];
  assign fill_slot_o    = if_rsp_tag_i[1:0];
  assign fill_data_o    = if_rsp_data_i;

  wire unused = &{1'b0, arb_ready, start_pc_i[2:0], if_rsp_tag_i[TAG_W-1:WAVE_ID_W+2]};
endmodule
