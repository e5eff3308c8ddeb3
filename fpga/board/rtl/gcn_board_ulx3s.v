// gcn_board_ulx3s: gcn_board_top on the Radiona ULX3S (ECP5-85F): the 25 MHz
// oscillator, the FT231X USB serial port (ftdi_txd into the FPGA, ftdi_rxd
// out of it), the eight LEDs and FIRE1 as reset; pins in ulx3s_85f.lpf.
// The CU runs on the 25 MHz clock itself (no PLL): CLKS_PER_BIT 217 gives
// 115200 baud.  A design that does not reach 25 MHz needs a slower clock
// from an EHXPLLL here and CLKS_PER_BIT to match (fpga/board/README.md).
module gcn_board_ulx3s #(
  parameter int CLKS_PER_BIT = 217,
  parameter int MEM_BYTES    = 131072
) (
  input  wire       clk_25mhz,
  input  wire [1:0] btn,          // btn[1] FIRE1, pressed high; btn[0] (PWR, pressed low) unused
  input  wire       ftdi_txd,     // FTDI transmits, the board receives
  output wire       ftdi_rxd,     // the board transmits
  output wire [7:0] led,
  output wire       wifi_gpio0    // held high: the ESP32 leaves the FPGA alone
);
  // reset: 16 cycles after configuration and while FIRE1 is held, synchronised
  reg [1:0] btn_q;
  reg [4:0] por_q;
  always @(posedge clk_25mhz) begin
    btn_q <= {btn_q[0], btn[1]};
    if (btn_q[1])          por_q <= 5'd0;
    else if (!por_q[4])    por_q <= por_q + 5'd1;
  end
  wire rst = !por_q[4];
  initial begin
    btn_q = 2'b00;
    por_q = 5'd0;
  end

  gcn_board_top #(
    .CLKS_PER_BIT (CLKS_PER_BIT),
    .MEM_BYTES    (MEM_BYTES)
  ) u_top (
    .clk_i     (clk_25mhz),
    .rst_i     (rst),
    .uart_rx_i (ftdi_txd),
    .uart_tx_o (ftdi_rxd),
    .led_o     (led)
  );

  assign wifi_gpio0 = 1'b1;
  /* verilator lint_off UNUSEDSIGNAL */
  wire unused = btn[0];
  /* verilator lint_on UNUSEDSIGNAL */
endmodule
