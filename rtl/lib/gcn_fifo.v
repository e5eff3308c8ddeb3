// Synchronous FIFO on valid/ready channels.  DEPTH entries (a power of two),
// first-word fall-through: data_o shows the head while valid_o is high.
`include "gcn_platform.vh"

module gcn_fifo #(
  parameter int WIDTH = 32,
  parameter int DEPTH = 4,
  parameter int PTR_W = (DEPTH > 1) ? $clog2(DEPTH) : 1
) (
  input  wire             clk_i,
  input  wire             rst_i,
  input  wire             valid_i,
  output wire             ready_o,
  input  wire [WIDTH-1:0] data_i,
  output wire             valid_o,
  input  wire             ready_i,
  output wire [WIDTH-1:0] data_o,
  output wire [PTR_W:0]   count_o
);
  generate
    `GCN_STATIC_ASSERT(g_bad_width, WIDTH >= 1, "gcn_fifo: WIDTH must be at least 1")
    `GCN_STATIC_ASSERT(g_bad_depth, DEPTH >= 2 && (1 << PTR_W) == DEPTH,
                       "gcn_fifo: DEPTH must be a power of two, at least 2")
  endgenerate

  reg [WIDTH-1:0] mem_q [0:DEPTH-1];
  reg [PTR_W-1:0] rd_q, rd_d, wr_q, wr_d;
  reg [PTR_W:0]   cnt_q, cnt_d;

  wire push = valid_i && ready_o;
  wire pop  = valid_o && ready_i;

  assign ready_o = (cnt_q != DEPTH[PTR_W:0]);
  assign valid_o = (cnt_q != {(PTR_W + 1){1'b0}});
  assign data_o  = mem_q[rd_q];
  assign count_o = cnt_q;

  always @(*) begin
    rd_d  = rd_q;
    wr_d  = wr_q;
    cnt_d = cnt_q;
    if (push) wr_d = wr_q + 1'b1;
    if (pop) rd_d = rd_q + 1'b1;
    if (push && !pop) cnt_d = cnt_q + 1'b1;
    if (pop && !push) cnt_d = cnt_q - 1'b1;
  end

  always @(posedge clk_i) begin
    if (rst_i) begin
      rd_q  <= {PTR_W{1'b0}};
      wr_q  <= {PTR_W{1'b0}};
      cnt_q <= {(PTR_W + 1){1'b0}};
    end else begin
      rd_q  <= rd_d;
      wr_q  <= wr_d;
      cnt_q <= cnt_d;
    end
  end

  always @(posedge clk_i) begin
    if (push) mem_q[wr_q] <= data_i;
  end
endmodule
