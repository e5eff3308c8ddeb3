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
// Clearing: the model starts every workgroup with a zeroed LDS window, so
// clr_valid_i (taken when busy_o is low) zeroes the bytes [clr_base_i,
// clr_base_i + clr_size_i), one row of all banks a cycle, with byte enables
// on the first and last rows so that the neighbouring windows keep their
// bytes.  Nothing else is cleared, after rst_i neither: a byte outside every
// started workgroup's window is never read into a result (an element past
// its window reads 0 without its data being used), so the RAMs need no
// reset and the first wave starts at once.  Clearing only takes the write
// port, in the cycles where we_i is low, so the accesses of other
// workgroups go on meanwhile.
// Preload: pk_valid_i writes one dword (byte enables pk_be_i) at dword
// pk_addr_i in a cycle without we_i or clearing (pk_ready_o); the testbench
// uses it for initial LDS contents.
// Bank-parallel access (gcn_ds's fast path): with fre_i or fwe_i every bank
// b with fen_i[b] reads (whole dword) or writes (the bytes fbe_i[4b +: 4])
// its own row frow_i[ROW_W*b +: ROW_W]; a read's data is on bank_o[32b +: 32]
// the next cycle.  It takes the place of re_i / we_i in that cycle (never both).
module gcn_lds #(
  `include "gcn_config.vh"
) (
  input  wire                  clk_i,
  input  wire                  rst_i,
  output wire                  busy_o,
  input  wire                  clr_valid_i,
  input  wire [16:0]           clr_base_i,
  input  wire [16:0]           clr_size_i,
  input  wire                  pk_valid_i,
  output wire                  pk_ready_o,
  input  wire [LDS_ADDR_W-3:0] pk_addr_i,
  input  wire [3:0]            pk_be_i,
  input  wire [31:0]           pk_data_i,
  input  wire                  re_i,
  input  wire                  we_i,
  input  wire [LDS_ADDR_W-3:0] addr_i,
  input  wire [19:0]           be_i,
  input  wire [159:0]          wdata_i,
  output wire [159:0]          rdata_o,
  input  wire                  fre_i,
  input  wire                  fwe_i,
  input  wire [LDS_BANKS-1:0]  fen_i,
  input  wire [4*LDS_BANKS-1:0] fbe_i,
  input  wire [(LDS_ADDR_W-2-$clog2(LDS_BANKS))*LDS_BANKS-1:0] frow_i,
  input  wire [32*LDS_BANKS-1:0] fwdata_i,
  output wire [32*LDS_BANKS-1:0] bank_o
);
  localparam int ROWS  = LDS_BYTES / (4 * LDS_BANKS);
  localparam int ROW_W = $clog2(ROWS);
  localparam int BK_W  = $clog2(LDS_BANKS);
  localparam int RB_W  = BK_W + 2;   // byte in a row

  // ---- clearing: rows clr_row_q..clr_last_q; bytes from clr_lo_q in the
  // first row, up to clr_hi_q in the last ----
  reg             clr_q, clr_first_q;
  reg [ROW_W-1:0] clr_row_q, clr_last_q;
  reg [RB_W-1:0]  clr_lo_q, clr_hi_q;
  wire [16:0]     clr_end = clr_base_i + clr_size_i - 17'd1;
  wire            clr_go  = clr_q && !we_i && !fwe_i;
  always @(posedge clk_i) begin
    if (rst_i) begin
      clr_q       <= 1'b0;
    end else if (clr_valid_i && !clr_q) begin
      clr_q       <= (clr_size_i != 17'd0);
      clr_first_q <= 1'b1;
      clr_row_q   <= clr_base_i[LDS_ADDR_W-1:RB_W];
      clr_last_q  <= clr_end[LDS_ADDR_W-1:RB_W];
      clr_lo_q    <= clr_base_i[RB_W-1:0];
      clr_hi_q    <= clr_end[RB_W-1:0];
    end else if (clr_go) begin
      clr_row_q   <= clr_row_q + {{(ROW_W-1){1'b0}}, 1'b1};
      clr_first_q <= 1'b0;
      if (clr_row_q == clr_last_q) clr_q <= 1'b0;
    end
  end
  assign busy_o = clr_q;
  wire clr_lastrow = (clr_row_q == clr_last_q);
  // bytes of a row the clearing may write: from clr_lo_q in the first row,
  // up to clr_hi_q in the last, all in between
  localparam int RBYTES = 4 * LDS_BANKS;
  wire [RBYTES-1:0] lo_ok = {RBYTES{1'b1}} << clr_lo_q;
  wire [RBYTES-1:0] hi_ok = {RBYTES{1'b1}} >> ({RB_W{1'b1}} - clr_hi_q);
  wire [RBYTES-1:0] clr_be = (clr_first_q ? lo_ok : {RBYTES{1'b1}}) & (clr_lastrow ? hi_ok : {RBYTES{1'b1}});

  // a preload write goes when neither a unit write nor the clearing does
  wire pk_go = pk_valid_i && !we_i && !fwe_i && !clr_q;
  assign pk_ready_o = !we_i && !fwe_i && !clr_q;

  // the window's first bank, kept for the read data of the next cycle
  reg [BK_W-1:0] bank0_q;
  always @(posedge clk_i) begin
    if (re_i) bank0_q <= addr_i[BK_W-1:0];
  end

  wire [32*LDS_BANKS-1:0] bank_rd;   // bank b's read data at [32b +: 32]

  genvar b, y;
  generate
    for (b = 0; b < LDS_BANKS; b = b + 1) begin : g_bank
      // position of this bank in the window (used when below 5)
      wire [BK_W-1:0]       k    = b[BK_W-1:0] - addr_i[BK_W-1:0];
      wire                  used = (k < 5);
      wire [LDS_ADDR_W-3:0] dw   = addr_i + {{(LDS_ADDR_W-2-BK_W){1'b0}}, k};
      wire [ROW_W-1:0]      rrow = dw[LDS_ADDR_W-3:BK_W];
      wire                  pk_here = pk_go && (pk_addr_i[BK_W-1:0] == b[BK_W-1:0]);
      wire [ROW_W-1:0]      frow = frow_i[ROW_W*b +: ROW_W];
      wire [ROW_W-1:0]      wrow = clr_go ? clr_row_q : pk_go ? pk_addr_i[LDS_ADDR_W-3:BK_W] : fwe_i ? frow : rrow;
      wire                  unused_dw = &{1'b0, dw[BK_W-1:0]};   // the bank is b
      wire [4:0]            sel  = used ? {2'd0, k[2:0]} : 5'd0;
      for (y = 0; y < 4; y = y + 1) begin : g_byte
        // this byte's place in a row, for the clearing's edge rows
        wire            bwe  = clr_go ? clr_be[4*b+y] : pk_go ? (pk_here && pk_be_i[y]) :
                               fwe_i ? (fen_i[b] && fbe_i[4*b+y]) : (we_i && used && be_i[4*sel+y]);
        wire [7:0]      bwd  = clr_go ? 8'd0 : pk_go ? pk_data_i[8*y +: 8] :
                               fwe_i ? fwdata_i[32*b+8*y +: 8] : wdata_i[32*sel+8*y +: 8];
        gcn_ram_1r1w #(.WIDTH(8), .DEPTH(ROWS)) u_ram (
          .clk_i   (clk_i),
          .re_i    (fre_i ? fen_i[b] : (re_i && used)),
          .raddr_i (fre_i ? frow : rrow),
          .rdata_o (bank_rd[32*b + 8*y +: 8]),
          .we_i    (bwe),
          .waddr_i (wrow),
          .wdata_i (bwd)
        );
      end
    end
  endgenerate

  assign bank_o = bank_rd;

  genvar i;
  generate
    for (i = 0; i < 5; i = i + 1) begin : g_out
      wire [BK_W-1:0] bk = bank0_q + i[BK_W-1:0];
      assign rdata_o[32*i +: 32] = bank_rd[32*bk +: 32];
    end
  endgenerate

  // a window lies inside the LDS: its end has no bit at or above LDS_ADDR_W
  wire unused = &{1'b0, clr_end[16:LDS_ADDR_W]};
endmodule
