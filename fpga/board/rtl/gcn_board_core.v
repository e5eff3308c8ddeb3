// gcn_board_core: everything on the board but the CU.  The UART (receiver,
// a FIFO of received bytes, transmitter), the command engine, the on-chip
// memory serving the CU's fetch and data channels, and the retirement sink.
// Every output towards the CU comes from a flop, so the simulation
// (fpga/board/sim) can clock this module and a separately Verilated gcn_cu
// side by side.  Reset: rst_i (synchronous, active high) resets the board;
// the RESET command resets the CU (cu_rst_o), the memory's state machine,
// the sink and the cycle counter, not the memory's contents.
module gcn_board_core #(
  parameter int          CLKS_PER_BIT = 217,
  parameter int          RX_TIMEOUT   = 1 << 22,
  parameter int          MEM_BYTES    = 131072,
  parameter logic [63:0] MEM_BASE     = 64'h0000_0001_0000_0000,
  `include "gcn_config.vh"
  ,
  `include "gcn_isa.vh"
) (
  input  wire                  clk_i,
  input  wire                  rst_i,
  input  wire                  uart_rx_i,
  output wire                  uart_tx_o,
  output wire [7:0]            led_o,        // 0 CU running, 1 trap, 2 UART byte seen, 3 rx overflow
  // the CU
  output wire                  cu_rst_o,
  input  wire [223:0]          cfg_i,        // cfg_num_simd_o .. cfg_tag_w_o, 32 bits each, lowest first
  input  wire [NUM_WAVES-1:0]  wave_free_i,
  output wire                  init_valid_o,
  input  wire                  init_ready_i,
  output wire [WAVE_ID_W-1:0]  init_wave_o,
  output wire [2:0]            init_kind_o,
  output wire [8:0]            init_index_o,
  output wire [5:0]            init_lane_o,
  output wire [63:0]           init_data_o,
  input  wire                  if_req_valid_i,
  output wire                  if_req_ready_o,
  input  wire [63:0]           if_req_addr_i,
  input  wire [TAG_W-1:0]      if_req_tag_i,
  output wire                  if_rsp_valid_o,
  input  wire                  if_rsp_ready_i,
  output wire [TAG_W-1:0]      if_rsp_tag_o,
  output wire [63:0]           if_rsp_data_o,
  input  wire                  dm_req_valid_i,
  output wire                  dm_req_ready_o,
  input  wire [TAG_W-1:0]      dm_req_tag_i,
  input  wire [4:0]            dm_req_op_i,
  input  wire [63:0]           dm_req_addr_i,
  input  wire [15:0]           dm_req_be_i,
  input  wire [127:0]          dm_req_wdata_i,
  output wire                  dm_rsp_valid_o,
  input  wire                  dm_rsp_ready_i,
  output wire [TAG_W-1:0]      dm_rsp_tag_o,
  output wire [127:0]          dm_rsp_rdata_o,
  output wire                  dm_rsp_err_o,
  input  wire [RT_CH-1:0]           rt_valid_i,    // the CU's retirement channels
  output wire                       rt_ready_o,
  input  wire [3*RT_CH-1:0]         rt_unit_i,
  input  wire [3*RT_CH-1:0]         rt_kind_i,
  input  wire [WAVE_ID_W*RT_CH-1:0] rt_wave_i,
  input  wire [64*RT_CH-1:0]        rt_pc_i,
  input  wire [9*RT_CH-1:0]         rt_index_i,
  input  wire [RT_CH-1:0]           rt_last_i,     // an END folded into the beat
  input  wire [RT_CH-1:0]           rt_first_i,    // an INSN folded into the beat
  output wire [PERF_SEL_W-1:0] perf_sel_o,
  input  wire [PERF_CTR_W-1:0] perf_data_i
);
  // ---- UART ----
  wire       rxb_valid;
  wire [7:0] rxb_data;
  gcn_board_uart_rx #(.CLKS_PER_BIT(CLKS_PER_BIT)) u_rx (
    .clk_i   (clk_i),
    .rst_i   (rst_i),
    .rx_i    (uart_rx_i),
    .valid_o (rxb_valid),
    .data_o  (rxb_data)
  );

  wire       rxf_ready, rxq_valid, rxq_ready;
  wire [7:0] rxq_data;
  wire [5:0] rxf_count;
  gcn_fifo #(.WIDTH(8), .DEPTH(32)) u_rx_fifo (
    .clk_i   (clk_i),
    .rst_i   (rst_i),
    .valid_i (rxb_valid),
    .ready_o (rxf_ready),
    .data_i  (rxb_data),
    .valid_o (rxq_valid),
    .ready_i (rxq_ready),
    .data_o  (rxq_data),
    .count_o (rxf_count)
  );

  wire       tx_valid, tx_ready;
  wire [7:0] tx_data;
  gcn_board_uart_tx #(.CLKS_PER_BIT(CLKS_PER_BIT)) u_tx (
    .clk_i   (clk_i),
    .rst_i   (rst_i),
    .valid_i (tx_valid),
    .ready_o (tx_ready),
    .data_i  (tx_data),
    .tx_o    (uart_tx_o)
  );

  // ---- counters and flags ----
  reg  [47:0] cycles_q;
  reg         overflow_q, seen_q;
  wire        cu_rst = cu_rst_o;
  always @(posedge clk_i) begin
    if (rst_i || cu_rst) cycles_q <= 48'd0;
    else                 cycles_q <= cycles_q + 48'd1;
  end
  always @(posedge clk_i) begin
    if (rst_i) begin
      overflow_q <= 1'b0;
      seen_q     <= 1'b0;
    end else begin
      overflow_q <= overflow_q | (rxb_valid && !rxf_ready);
      seen_q     <= seen_q | rxb_valid;
    end
  end

  // ---- retirement sink ----
  wire [47:0] retired;
  wire        trap;
  wire [6:0]  trap_cause;
  wire [7:0]  trap_wave;
  wire [2:0]  trap_unit;
  wire [63:0] trap_pc;
  gcn_board_sink u_sink (
    .clk_i        (clk_i),
    .rst_i        (rst_i || cu_rst),
    .rt_valid_i   (rt_valid_i),
    .rt_unit_i    (rt_unit_i),
    .rt_kind_i    (rt_kind_i),
    .rt_wave_i    (rt_wave_i),
    .rt_pc_i      (rt_pc_i),
    .rt_index_i   (rt_index_i),
    .rt_last_i    (rt_last_i),
    .rt_first_i   (rt_first_i),
    .retired_o    (retired),
    .trap_o       (trap),
    .trap_cause_o (trap_cause),
    .trap_wave_o  (trap_wave),
    .trap_unit_o  (trap_unit),
    .trap_pc_o    (trap_pc)
  );
  assign rt_ready_o = 1'b1;

  // ---- memory ----
  wire        h_req_valid, h_req_ready, h_req_we, h_rsp_valid;
  wire [31:0] h_req_addr, h_req_wdata, h_rsp_rdata;
  gcn_board_mem #(.MEM_BYTES(MEM_BYTES), .MEM_BASE(MEM_BASE)) u_mem (
    .clk_i          (clk_i),
    .rst_i          (rst_i || cu_rst),
    .h_req_valid_i  (h_req_valid),
    .h_req_ready_o  (h_req_ready),
    .h_req_we_i     (h_req_we),
    .h_req_addr_i   (h_req_addr),
    .h_req_wdata_i  (h_req_wdata),
    .h_rsp_valid_o  (h_rsp_valid),
    .h_rsp_rdata_o  (h_rsp_rdata),
    .if_req_valid_i (if_req_valid_i),
    .if_req_ready_o (if_req_ready_o),
    .if_req_addr_i  (if_req_addr_i),
    .if_req_tag_i   (if_req_tag_i),
    .if_rsp_valid_o (if_rsp_valid_o),
    .if_rsp_ready_i (if_rsp_ready_i),
    .if_rsp_tag_o   (if_rsp_tag_o),
    .if_rsp_data_o  (if_rsp_data_o),
    .dm_req_valid_i (dm_req_valid_i),
    .dm_req_ready_o (dm_req_ready_o),
    .dm_req_tag_i   (dm_req_tag_i),
    .dm_req_op_i    (dm_req_op_i),
    .dm_req_addr_i  (dm_req_addr_i),
    .dm_req_be_i    (dm_req_be_i),
    .dm_req_wdata_i (dm_req_wdata_i),
    .dm_rsp_valid_o (dm_rsp_valid_o),
    .dm_rsp_ready_i (dm_rsp_ready_i),
    .dm_rsp_tag_o   (dm_rsp_tag_o),
    .dm_rsp_rdata_o (dm_rsp_rdata_o),
    .dm_rsp_err_o   (dm_rsp_err_o)
  );

  // ---- command engine ----
  gcn_board_cmd #(
    .CLKS_PER_BIT (CLKS_PER_BIT),
    .RX_TIMEOUT   (RX_TIMEOUT),
    .MEM_BYTES    (MEM_BYTES),
    .MEM_BASE     (MEM_BASE)
  ) u_cmd (
    .clk_i         (clk_i),
    .rst_i         (rst_i),
    .rx_valid_i    (rxq_valid),
    .rx_ready_o    (rxq_ready),
    .rx_data_i     (rxq_data),
    .tx_valid_o    (tx_valid),
    .tx_ready_i    (tx_ready),
    .tx_data_o     (tx_data),
    .h_req_valid_o (h_req_valid),
    .h_req_ready_i (h_req_ready),
    .h_req_we_o    (h_req_we),
    .h_req_addr_o  (h_req_addr),
    .h_req_wdata_o (h_req_wdata),
    .h_rsp_valid_i (h_rsp_valid),
    .h_rsp_rdata_i (h_rsp_rdata),
    .cu_rst_o      (cu_rst_o),
    .init_valid_o  (init_valid_o),
    .init_ready_i  (init_ready_i),
    .init_wave_o   (init_wave_o),
    .init_kind_o   (init_kind_o),
    .init_index_o  (init_index_o),
    .init_lane_o   (init_lane_o),
    .init_data_o   (init_data_o),
    .wave_free_i   (wave_free_i),
    .perf_sel_o    (perf_sel_o),
    .perf_data_i   (perf_data_i),
    .cfg_i         (cfg_i),
    .retired_i     (retired),
    .cycles_i      (cycles_q),
    .trap_i        (trap),
    .trap_cause_i  (trap_cause),
    .trap_wave_i   (trap_wave),
    .trap_unit_i   (trap_unit),
    .trap_pc_i     (trap_pc),
    .rx_overflow_i (overflow_q)
  );

  assign led_o = {4'd0, overflow_q, seen_q, trap, ~&wave_free_i};
  /* verilator lint_off UNUSEDSIGNAL */
  wire unused = ^rxf_count;
  /* verilator lint_on UNUSEDSIGNAL */
endmodule
