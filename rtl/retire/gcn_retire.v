// gcn_retire: the retirement channel of docs/rtl-interfaces.md, driven from
// flops.  The merged beats of the units (gcn_retire_merge) pass one register
// stage; the checker outside sees nothing but these ports.
module gcn_retire #(
  `include "gcn_config.vh"
) (
  input  wire                 clk_i,
  input  wire                 rst_i,
  input  wire                 valid_i,
  output wire                 ready_o,
  input  wire [2:0]           unit_i,
  input  wire [2:0]           kind_i,
  input  wire [WAVE_ID_W-1:0] wave_i,
  input  wire [63:0]          pc_i,
  input  wire [8:0]           index_i,
  input  wire [1:0]           quarter_i,
  input  wire [15:0]          mask_i,
  input  wire [511:0]         data_i,
  output wire                 rt_valid_o,
  input  wire                 rt_ready_i,
  output wire [2:0]           rt_unit_o,
  output wire [2:0]           rt_kind_o,
  output wire [WAVE_ID_W-1:0] rt_wave_o,
  output wire [63:0]          rt_pc_o,
  output wire [8:0]           rt_index_o,
  output wire [1:0]           rt_quarter_o,
  output wire [15:0]          rt_mask_o,
  output wire [511:0]         rt_data_o
);
  localparam W = 3 + 3 + WAVE_ID_W + 64 + 9 + 2 + 16 + 512;

  gcn_pipe_reg #(.WIDTH(W)) u_reg (
    .clk_i   (clk_i),
    .rst_i   (rst_i),
    .valid_i (valid_i),
    .ready_o (ready_o),
    .data_i  ({unit_i, kind_i, wave_i, pc_i, index_i, quarter_i, mask_i, data_i}),
    .valid_o (rt_valid_o),
    .ready_i (rt_ready_i),
    .data_o  ({rt_unit_o, rt_kind_o, rt_wave_o, rt_pc_o, rt_index_o, rt_quarter_o, rt_mask_o, rt_data_o})
  );
endmodule
