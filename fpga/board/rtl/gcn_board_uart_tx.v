// gcn_board_uart_tx: 8N1 UART transmitter.  A byte is taken on valid_i &&
// ready_o and shifted out LSB first between a start and a stop bit,
// CLKS_PER_BIT clocks a bit.  The line comes straight from a flop (the low
// bit of the shift register, which fills with ones), so it never glitches.
`include "gcn_platform.vh"

module gcn_board_uart_tx #(
  parameter int CLKS_PER_BIT = 217,
  parameter int CNT_W = $clog2(CLKS_PER_BIT + 1)
) (
  input  wire       clk_i,
  input  wire       rst_i,
  input  wire       valid_i,
  output wire       ready_o,
  input  wire [7:0] data_i,
  output wire       tx_o
);
  generate
    `GCN_STATIC_ASSERT(g_bad_div, CLKS_PER_BIT >= 4, "gcn_board_uart_tx: CLKS_PER_BIT must be at least 4")
  endgenerate

  localparam [CNT_W-1:0] FULL = CNT_W'(CLKS_PER_BIT - 1);

  reg [9:0]       sh_q, sh_d;    // {stop, data, start}, shifted out from bit 0
  reg [3:0]       n_q, n_d;      // bits still to send
  reg [CNT_W-1:0] cnt_q, cnt_d;

  assign ready_o = (n_q == 4'd0);
  assign tx_o    = sh_q[0];

  always @(*) begin
    sh_d  = sh_q;
    n_d   = n_q;
    cnt_d = cnt_q;
    if (n_q == 4'd0) begin
      if (valid_i) begin
        sh_d  = {1'b1, data_i, 1'b0};
        n_d   = 4'd10;
        cnt_d = FULL;
      end
    end else if (cnt_q == '0) begin
      sh_d  = {1'b1, sh_q[9:1]};
      n_d   = n_q - 1'b1;
      cnt_d = FULL;
    end else begin
      cnt_d = cnt_q - 1'b1;
    end
  end

  always @(posedge clk_i) begin
    if (rst_i) begin
      sh_q  <= 10'h3ff;
      n_q   <= 4'd0;
      cnt_q <= '0;
    end else begin
      sh_q  <= sh_d;
      n_q   <= n_d;
      cnt_q <= cnt_d;
    end
  end
endmodule
