// Test wrapper for tests/valu/test_valu.cpp: the VALU integer datapath, the
// DPP permutation and the two SDWA modules side by side (the SDWA source
// select feeds the destination placement, as for v_mov_b32_sdwa).
module valu_test_top #(
  `include "gcn_config.vh"
  ,
  `include "gcn_isa.vh"
) (
  input  wire [OP_ID_W-1:0]           op_i,
  input  wire [LANES_PER_SIMD*64-1:0] a_i,
  input  wire [LANES_PER_SIMD*64-1:0] b_i,
  input  wire [LANES_PER_SIMD*64-1:0] c_i,
  input  wire [LANES_PER_SIMD-1:0]    flag_i,
  input  wire                         clamp_i,
  input  wire [1:0]                   quarter_i,
  output wire [LANES_PER_SIMD*64-1:0] d_o,
  output wire [LANES_PER_SIMD-1:0]    flag_o,
  output wire                         sup_o,
  input  wire [8:0]                   dpp_ctrl_i,
  input  wire                         dpp_bc_i,
  input  wire [3:0]                   dpp_row_mask_i,
  input  wire [3:0]                   dpp_bank_mask_i,
  input  wire [WAVE_SIZE*32-1:0]      dpp_src_i,
  input  wire [WAVE_SIZE-1:0]         dpp_exec_i,
  output wire [WAVE_SIZE*32-1:0]      dpp_val_o,
  output wire [WAVE_SIZE-1:0]         dpp_lane_ok_o,
  input  wire [2:0]                   src_sel_i,
  input  wire                         src_sext_i,
  input  wire [31:0]                  src_val_i,
  input  wire [2:0]                   dst_sel_i,
  input  wire [1:0]                   dst_unused_i,
  input  wire [31:0]                  dst_old_i,
  output wire [31:0]                  sdwa_o
);
  gcn_valu_int u_int (
    .op_i(op_i), .a_i(a_i), .b_i(b_i), .c_i(c_i), .flag_i(flag_i), .clamp_i(clamp_i),
    .quarter_i(quarter_i), .d_o(d_o), .flag_o(flag_o), .sup_o(sup_o)
  );
  gcn_valu_dpp u_dpp (
    .lane0_i(6'd0), .ctrl_i(dpp_ctrl_i), .bound_ctrl_i(dpp_bc_i), .row_mask_i(dpp_row_mask_i),
    .bank_mask_i(dpp_bank_mask_i), .src_i(dpp_src_i), .exec_i(dpp_exec_i), .val_o(dpp_val_o),
    .lane_ok_o(dpp_lane_ok_o)
  );
  wire [31:0] selected;
  gcn_valu_sdwa_src u_src (.sel_i(src_sel_i), .sext_i(src_sext_i), .val_i(src_val_i), .val_o(selected));
  gcn_valu_sdwa_dst u_dst (
    .sel_i(dst_sel_i), .unused_i(dst_unused_i), .new_i(selected), .old_i(dst_old_i), .val_o(sdwa_o)
  );
endmodule
