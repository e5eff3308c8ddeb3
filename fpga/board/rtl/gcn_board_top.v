// gcn_board_top: a CU on a board, independent of the board's pins: gcn_cu
// (the configuration of gcn_config.vh) and gcn_board_core (UART host link,
// command engine, on-chip memory, retirement sink).  gcn_board_ulx3s puts it
// on the ULX3S's pins.
module gcn_board_top #(
  parameter int          CLKS_PER_BIT = 217,
  parameter int          RX_TIMEOUT   = 1 << 22,
  parameter int          MEM_BYTES    = 131072,
  parameter logic [63:0] MEM_BASE     = 64'h0000_0001_0000_0000,
  `include "gcn_config.vh"
  ,
  `include "gcn_isa.vh"
) (
  input  wire       clk_i,
  input  wire       rst_i,
  input  wire       uart_rx_i,
  output wire       uart_tx_o,
  output wire [7:0] led_o
);
  wire                  cu_rst;
  wire [31:0]           cfg_num_simd, cfg_waves_per_simd, cfg_lanes_per_simd, cfg_sgprs_per_wave, cfg_vgprs,
                        cfg_lds_bytes, cfg_tag_w;
  wire [NUM_WAVES-1:0]  wave_free;
  wire                  init_valid, init_ready;
  wire [WAVE_ID_W-1:0]  init_wave;
  wire [2:0]            init_kind;
  wire [8:0]            init_index;
  wire [5:0]            init_lane;
  wire [63:0]           init_data;
  wire                  if_req_valid, if_req_ready, if_rsp_valid, if_rsp_ready;
  wire [63:0]           if_req_addr, if_rsp_data;
  wire [TAG_W-1:0]      if_req_tag, if_rsp_tag;
  wire                  dm_req_valid, dm_req_ready, dm_rsp_valid, dm_rsp_ready, dm_rsp_err;
  wire [TAG_W-1:0]      dm_req_tag, dm_rsp_tag;
  wire [4:0]            dm_req_op;
  wire [63:0]           dm_req_addr;
  wire [15:0]           dm_req_be;
  wire [127:0]          dm_req_wdata, dm_rsp_rdata;
  wire [RT_CH-1:0]      rt_valid;
  wire                  rt_ready;
  wire [3*RT_CH-1:0]    rt_unit, rt_kind;
  wire [WAVE_ID_W*RT_CH-1:0] rt_wave;
  wire [64*RT_CH-1:0]   rt_pc;
  wire [9*RT_CH-1:0]    rt_index;
  wire [PERF_SEL_W-1:0] perf_sel;
  wire [PERF_CTR_W-1:0] perf_data;
  /* verilator lint_off UNUSEDSIGNAL */
  wire [2*RT_CH-1:0]    rt_quarter;   // the board keeps no register values
  wire [16*RT_CH-1:0]   rt_mask;
  wire [512*RT_CH-1:0]  rt_data;
  wire [RT_CH-1:0]      rt_last;
  wire [98*RT_CH-1:0]   rt_words;     // nor instruction words (the PC of a folded INSN is used)
  /* verilator lint_on UNUSEDSIGNAL */
  wire [RT_CH-1:0]      rt_first;

  gcn_cu u_cu (
    .clk_i                (clk_i),
    .rst_i                (rst_i || cu_rst),
    .cfg_num_simd_o       (cfg_num_simd),
    .cfg_waves_per_simd_o (cfg_waves_per_simd),
    .cfg_lanes_per_simd_o (cfg_lanes_per_simd),
    .cfg_sgprs_per_wave_o (cfg_sgprs_per_wave),
    .cfg_vgprs_o          (cfg_vgprs),
    .cfg_lds_bytes_o      (cfg_lds_bytes),
    .cfg_tag_w_o          (cfg_tag_w),
    .wave_free_o          (wave_free),
    .init_valid_i         (init_valid),
    .init_ready_o         (init_ready),
    .init_wave_i          (init_wave),
    .init_kind_i          (init_kind),
    .init_index_i         (init_index),
    .init_lane_i          (init_lane),
    .init_data_i          (init_data),
    .if_req_valid_o       (if_req_valid),
    .if_req_ready_i       (if_req_ready),
    .if_req_addr_o        (if_req_addr),
    .if_req_tag_o         (if_req_tag),
    .if_rsp_valid_i       (if_rsp_valid),
    .if_rsp_ready_o       (if_rsp_ready),
    .if_rsp_tag_i         (if_rsp_tag),
    .if_rsp_data_i        (if_rsp_data),
    .dm_req_valid_o       (dm_req_valid),
    .dm_req_ready_i       (dm_req_ready),
    .dm_req_tag_o         (dm_req_tag),
    .dm_req_op_o          (dm_req_op),
    .dm_req_addr_o        (dm_req_addr),
    .dm_req_be_o          (dm_req_be),
    .dm_req_wdata_o       (dm_req_wdata),
    .dm_rsp_valid_i       (dm_rsp_valid),
    .dm_rsp_ready_o       (dm_rsp_ready),
    .dm_rsp_tag_i         (dm_rsp_tag),
    .dm_rsp_rdata_i       (dm_rsp_rdata),
    .dm_rsp_err_i         (dm_rsp_err),
    .rt_valid_o           (rt_valid),
    .rt_ready_i           (rt_ready),
    .rt_unit_o            (rt_unit),
    .rt_kind_o            (rt_kind),
    .rt_wave_o            (rt_wave),
    .rt_pc_o              (rt_pc),
    .rt_index_o           (rt_index),
    .rt_quarter_o         (rt_quarter),
    .rt_mask_o            (rt_mask),
    .rt_data_o            (rt_data),
    .rt_last_o            (rt_last),
    .rt_first_o           (rt_first),
    .rt_words_o           (rt_words),
    .perf_sel_i           (perf_sel),
    .perf_data_o          (perf_data)
  );

  gcn_board_core #(
    .CLKS_PER_BIT (CLKS_PER_BIT),
    .RX_TIMEOUT   (RX_TIMEOUT),
    .MEM_BYTES    (MEM_BYTES),
    .MEM_BASE     (MEM_BASE)
  ) u_core (
    .clk_i          (clk_i),
    .rst_i          (rst_i),
    .uart_rx_i      (uart_rx_i),
    .uart_tx_o      (uart_tx_o),
    .led_o          (led_o),
    .cu_rst_o       (cu_rst),
    .cfg_i          ({cfg_tag_w, cfg_lds_bytes, cfg_vgprs, cfg_sgprs_per_wave, cfg_lanes_per_simd,
                      cfg_waves_per_simd, cfg_num_simd}),
    .wave_free_i    (wave_free),
    .init_valid_o   (init_valid),
    .init_ready_i   (init_ready),
    .init_wave_o    (init_wave),
    .init_kind_o    (init_kind),
    .init_index_o   (init_index),
    .init_lane_o    (init_lane),
    .init_data_o    (init_data),
    .if_req_valid_i (if_req_valid),
    .if_req_ready_o (if_req_ready),
    .if_req_addr_i  (if_req_addr),
    .if_req_tag_i   (if_req_tag),
    .if_rsp_valid_o (if_rsp_valid),
    .if_rsp_ready_i (if_rsp_ready),
    .if_rsp_tag_o   (if_rsp_tag),
    .if_rsp_data_o  (if_rsp_data),
    .dm_req_valid_i (dm_req_valid),
    .dm_req_ready_o (dm_req_ready),
    .dm_req_tag_i   (dm_req_tag),
    .dm_req_op_i    (dm_req_op),
    .dm_req_addr_i  (dm_req_addr),
    .dm_req_be_i    (dm_req_be),
    .dm_req_wdata_i (dm_req_wdata),
    .dm_rsp_valid_o (dm_rsp_valid),
    .dm_rsp_ready_i (dm_rsp_ready),
    .dm_rsp_tag_o   (dm_rsp_tag),
    .dm_rsp_rdata_o (dm_rsp_rdata),
    .dm_rsp_err_o   (dm_rsp_err),
    .rt_valid_i     (rt_valid),
    .rt_ready_o     (rt_ready),
    .rt_unit_i      (rt_unit),
    .rt_kind_i      (rt_kind),
    .rt_wave_i      (rt_wave),
    .rt_pc_i        (rt_pc),
    .rt_index_i     (rt_index),
    .rt_last_i      (rt_last),
    .rt_first_i     (rt_first),
    .perf_sel_o     (perf_sel),
    .perf_data_i    (perf_data)
  );
endmodule
