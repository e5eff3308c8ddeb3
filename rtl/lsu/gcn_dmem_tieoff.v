// gcn_dmem_tieoff: the data-memory channel while no unit uses it: no
// requests, responses accepted and dropped (none can arrive).
module gcn_dmem_tieoff #(
  `include "gcn_config.vh"
) (
  output wire             dm_req_valid_o,
  input  wire             dm_req_ready_i,
  output wire [TAG_W-1:0] dm_req_tag_o,
  output wire [4:0]       dm_req_op_o,
  output wire [63:0]      dm_req_addr_o,
  output wire [15:0]      dm_req_be_o,
  output wire [127:0]     dm_req_wdata_o,
  input  wire             dm_rsp_valid_i,
  output wire             dm_rsp_ready_o,
  input  wire [TAG_W-1:0] dm_rsp_tag_i,
  input  wire [127:0]     dm_rsp_rdata_i,
  input  wire             dm_rsp_err_i
);
  assign dm_req_valid_o = 1'b0;
  assign dm_req_tag_o   = {TAG_W{1'b0}};
  assign dm_req_op_o    = 5'd0;
  assign dm_req_addr_o  = 64'd0;
  assign dm_req_be_o    = 16'd0;
  assign dm_req_wdata_o = 128'd0;
  assign dm_rsp_ready_o = 1'b1;

  wire unused = &{1'b0, dm_req_ready_i, dm_rsp_valid_i, dm_rsp_tag_i, dm_rsp_rdata_i, dm_rsp_err_i};
endmodule
