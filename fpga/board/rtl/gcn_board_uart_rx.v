// gcn_board_uart_rx: 8N1 UART receiver.  CLKS_PER_BIT clocks a bit (the
// baud divider: 25 MHz / 115200 = 217; the simulation uses 4).  The line is
// synchronised with two flops, the start bit checked at its middle, the data
// bits sampled at theirs; a byte comes out as a one-cycle valid_o pulse when
// its stop bit is high (a low stop bit drops the byte).  No backpressure: the
// board core puts a FIFO behind it.
`include "gcn_platform.vh"

module gcn_board_uart_rx #(
  parameter int CLKS_PER_BIT = 217,
  parameter int CNT_W = $clog2(CLKS_PER_BIT + 1)
) (
  input  wire       clk_i,
  input  wire       rst_i,
  input  wire       rx_i,
  output wire       valid_o,
  output wire [7:0] data_o
);
  generate
    `GCN_STATIC_ASSERT(g_bad_div, CLKS_PER_BIT >= 4, "gcn_board_uart_rx: CLKS_PER_BIT must be at least 4")
  endgenerate

  localparam [1:0] S_IDLE = 2'd0, S_START = 2'd1, S_DATA = 2'd2, S_STOP = 2'd3;
  localparam [CNT_W-1:0] FULL = CNT_W'(CLKS_PER_BIT - 1);
  localparam [CNT_W-1:0] HALF = CNT_W'(CLKS_PER_BIT / 2 - 1);

  reg [1:0]       sync_q;
  reg [1:0]       st_q, st_d;
  reg [CNT_W-1:0] cnt_q, cnt_d;
  reg [2:0]       bit_q, bit_d;
  reg [7:0]       sh_q, sh_d;
  reg             valid_q, valid_d;

  wire rx = sync_q[1];

  always @(*) begin
    st_d    = st_q;
    cnt_d   = cnt_q;
    bit_d   = bit_q;
    sh_d    = sh_q;
    valid_d = 1'b0;
    case (st_q)
      S_IDLE: begin
        if (!rx) begin
          st_d  = S_START;
          cnt_d = HALF;
        end
      end
      S_START: begin
        if (cnt_q == '0) begin
          st_d  = rx ? S_IDLE : S_DATA;
          cnt_d = FULL;
          bit_d = 3'd0;
        end else begin
          cnt_d = cnt_q - 1'b1;
        end
      end
      S_DATA: begin
        if (cnt_q == '0) begin
          sh_d  = {rx, sh_q[7:1]};
          cnt_d = FULL;
          bit_d = bit_q + 1'b1;
          if (bit_q == 3'd7) st_d = S_STOP;
        end else begin
          cnt_d = cnt_q - 1'b1;
        end
      end
      S_STOP: begin
        if (cnt_q == '0) begin
          valid_d = rx;
          st_d    = S_IDLE;
        end else begin
          cnt_d = cnt_q - 1'b1;
        end
      end
      default: st_d = S_IDLE;
    endcase
  end

  always @(posedge clk_i) begin
    if (rst_i) begin
      sync_q  <= 2'b11;
      st_q    <= S_IDLE;
      cnt_q   <= '0;
      bit_q   <= 3'd0;
      sh_q    <= 8'd0;
      valid_q <= 1'b0;
    end else begin
      sync_q  <= {sync_q[0], rx_i};
      st_q    <= st_d;
      cnt_q   <= cnt_d;
      bit_q   <= bit_d;
      sh_q    <= sh_d;
      valid_q <= valid_d;
    end
  end

  assign valid_o = valid_q;
  assign data_o  = sh_q;
endmodule
