// Simple dual-port RAM: one synchronous read port, one write port, one clock.
// Written so Yosys (and FPGA tools) infer block RAM: registered read address
// path, no reset on the array.  A read of the address being written returns
// the old data.  The read data holds its value while re_i is low.
`include "gcn_platform.vh"

module gcn_ram_1r1w #(
  parameter int WIDTH = 32,
  parameter int DEPTH = 256,
  parameter int ADDR_W = (DEPTH > 1) ? $clog2(DEPTH) : 1
) (
  input  wire              clk_i,
  input  wire              re_i,
  input  wire [ADDR_W-1:0] raddr_i,
  output wire [WIDTH-1:0]  rdata_o,
  input  wire              we_i,
  input  wire [ADDR_W-1:0] waddr_i,
  input  wire [WIDTH-1:0]  wdata_i
);
  generate
    `GCN_STATIC_ASSERT(g_bad_width, WIDTH >= 1, "gcn_ram_1r1w: WIDTH must be at least 1")
    `GCN_STATIC_ASSERT(g_bad_depth, DEPTH >= 2 && DEPTH <= (1 << ADDR_W),
                       "gcn_ram_1r1w: DEPTH must be at least 2 and fit ADDR_W")
  endgenerate

  reg [WIDTH-1:0] mem_q [0:DEPTH-1];
  reg [WIDTH-1:0] rdata_q;

  always @(posedge clk_i) begin
    if (we_i) mem_q[waddr_i] <= wdata_i;
  end

  always @(posedge clk_i) begin
    if (re_i) rdata_q <= mem_q[raddr_i];
  end

  assign rdata_o = rdata_q;
endmodule
