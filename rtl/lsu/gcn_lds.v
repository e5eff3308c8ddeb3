// gcn_lds: the local data share, LDS_BYTES bytes in LDS_BANKS banks of 4
// bytes (dword d lives in bank d mod LDS_BANKS, row d / LDS_BANKS).  Every
// byte lane of a bank is its own block RAM (gcn_ram_1r1w), so a write needs
// no read-modify-write for byte enables.
//
// One access per cycle is a window of 5 consecutive dwords starting at dword
// addr_i: that covers any access of up to 16 bytes at any byte offset (the
// model, cmodel/src/mem_ops.c, allows unaligned LDS accesses), and the 5
// dwords always fall in 5 different banks, so each bank sees one row.  The
// caller serializes what the banks cannot take in one cycle.
//   read: re_i -> rdata_o (window dword k at bits 32k+31:32k) the next cycle;
//   write: we_i with byte enables be_i over the 20-byte window.
// The model starts every workgroup with a zeroed LDS; the RAMs have no reset,
// so after rst_i the module writes zeros to every row (busy_o high, one row
// of all banks a cycle) before it takes accesses.
module gcn_lds #(
  `include "gcn_config.vh"
) (
  input  wire                  clk_i,
  input  wire                  rst_i,
  output wire                  busy_o,
  input  wire                  re_i,
  input  wire                  we_i,
  input  wire [LDS_ADDR_W-3:0] addr_i,
  input  wire [19:0]           be_i,
  input  wire [159:0]          wdata_i,
  output wire [159:0]          rdata_o
);
  localparam int ROWS  = LDS_BYTES / (4 * LDS_BANKS);
  localparam int ROW_W = $clog2(ROWS);
  localparam int BK_W  = $clog2(LDS_BANKS);

  // ---- clearing after reset ----
  reg             clr_q;
  reg [ROW_W-1:0] clr_row_q;
  always @(posedge clk_i) begin
    if (rst_i) begin
      clr_q     <= 1'b1;
      clr_row_q <= {ROW_W{1'b0}};
    end else if (clr_q) begin
      clr_row_q <= clr_row_q + {{(ROW_W-1){1'b0}}, 1'b1};
      if (clr_row_q == ROWS[ROW_W-1:0] - {{(ROW_W-1){1'b0}}, 1'b1}) clr_q <= 1'b0;
    end
  end
  assign busy_o = clr_q;

  // the window's first bank, kept for the read data of the next cycle
  reg [BK_W-1:0] bank0_q;
  always @(posedge clk_i) begin
    if (re_i) bank0_q <= addr_i[BK_W-1:0];
  end

  wire [31:0] bank_rd [0:LDS_BANKS-1];

  genvar b, y;
  generate
    for (b = 0; b < LDS_BANKS; b = b + 1) begin : g_bank
      // position of this bank in the window (used when below 5)
      wire [BK_W-1:0]       k    = b[BK_W-1:0] - addr_i[BK_W-1:0];
      wire                  used = (k < 5);
      wire [LDS_ADDR_W-3:0] dw   = addr_i + {{(LDS_ADDR_W-2-BK_W){1'b0}}, k};
      wire [ROW_W-1:0]      row  = clr_q ? clr_row_q : dw[LDS_ADDR_W-3:BK_W];
      wire                  unused_dw = &{1'b0, dw[BK_W-1:0]};   // the bank is b
      wire [4:0]            sel  = used ? {2'd0, k[2:0]} : 5'd0;
      for (y = 0; y < 4; y = y + 1) begin : g_byte
        wire       bwe = clr_q || (we_i && used && be_i[4*sel+y]);
        wire [7:0] bwd = clr_q ? 8'd0 : wdata_i[32*sel+8*y +: 8];
        gcn_ram_1r1w #(.WIDTH(8), .DEPTH(ROWS)) u_ram (
          .clk_i   (clk_i),
          .re_i    (re_i && used),
          .raddr_i (row),
          .rdata_o (bank_rd[b][8*y +: 8]),
          .we_i    (bwe),
          .waddr_i (row),
          .wdata_i (bwd)
        );
      end
    end
  endgenerate

  genvar i;
  generate
    for (i = 0; i < 5; i = i + 1) begin : g_out
      wire [BK_W-1:0] bk = bank0_q + i[BK_W-1:0];
      assign rdata_o[32*i +: 32] = bank_rd[bk];
    end
  endgenerate
endmodule
