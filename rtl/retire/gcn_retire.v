// gcn_retire: the retirement channels of docs/rtl-interfaces.md, driven from
// flops.  The beats gcn_retire_grant lets move (one channel per source)
// pass one register stage, all channels together; the checker outside sees
// nothing but these ports.  The stage takes new beats when it is empty or
// the testbench takes the ones it holds.
module gcn_retire #(
  parameter int N = 8,
  `include "gcn_config.vh"
) (
  input  wire                     clk_i,
  input  wire                     rst_i,
  input  wire [N-1:0]             valid_i,    // granted beats
  output wire                     ready_o,    // the stage takes them this cycle
  input  wire [3*N-1:0]           kind_i,
  input  wire [WAVE_ID_W*N-1:0]   wave_i,
  input  wire [64*N-1:0]          pc_i,
  input  wire [9*N-1:0]           index_i,
  input  wire [2*N-1:0]           quarter_i,
  input  wire [16*N-1:0]          mask_i,
  input  wire [512*N-1:0]         data_i,
  input  wire [N-1:0]             last_i,
  input  wire [N-1:0]             first_i,
  input  wire [98*N-1:0]          words_i,
  output reg  [N-1:0]             rt_valid_o,
  input  wire                     rt_ready_i,
  output reg  [3*N-1:0]           rt_kind_o,
  output reg  [WAVE_ID_W*N-1:0]   rt_wave_o,
  output reg  [64*N-1:0]          rt_pc_o,
  output reg  [9*N-1:0]           rt_index_o,
  output reg  [2*N-1:0]           rt_quarter_o,
  output reg  [16*N-1:0]          rt_mask_o,
  output reg  [512*N-1:0]         rt_data_o,
  output reg  [N-1:0]             rt_last_o,
  output reg  [N-1:0]             rt_first_o,
  output reg  [98*N-1:0]          rt_words_o
);
  assign ready_o = rt_ready_i || rt_valid_o == {N{1'b0}};

  always @(posedge clk_i) begin
    if (rst_i) rt_valid_o <= {N{1'b0}};
    else if (ready_o) rt_valid_o <= valid_i;
  end

  always @(posedge clk_i) begin
    if (ready_o) begin
      rt_kind_o    <= kind_i;
      rt_wave_o    <= wave_i;
      rt_pc_o      <= pc_i;
      rt_index_o   <= index_i;
      rt_quarter_o <= quarter_i;
      rt_mask_o    <= mask_i;
      rt_data_o    <= data_i;
      rt_last_o    <= last_i;
      rt_first_o   <= first_i;
      rt_words_o   <= words_i;
    end
  end
endmodule
