// One pipeline stage on a valid/ready channel: every output driven from a
// flop.  Full throughput when the consumer keeps ready high; ready_o is
// combinational from ready_i (use gcn_skid_buffer to break that path).
`include "gcn_platform.vh"

module gcn_pipe_reg #(
  parameter int WIDTH = 32
) (
  input  wire             clk_i,
  input  wire             rst_i,
  input  wire             valid_i,
  output wire             ready_o,
  input  wire [WIDTH-1:0] data_i,
  output wire             valid_o,
  input  wire             ready_i,
  output wire [WIDTH-1:0] data_o
);
  generate
    `GCN_STATIC_ASSERT(g_bad_width, WIDTH >= 1, "gcn_pipe_reg: WIDTH must be at least 1")
  endgenerate

  reg             valid_q, valid_d;
  reg [WIDTH-1:0] data_q, data_d;

  assign ready_o = !valid_q || ready_i;

  always @(*) begin
    valid_d = valid_q;
    data_d  = data_q;
    if (ready_o) begin
      valid_d = valid_i;
      if (valid_i) data_d = data_i;
    end
  end

  always @(posedge clk_i) begin
    if (rst_i) begin
      valid_q <= 1'b0;
    end else begin
      valid_q <= valid_d;
    end
  end

  // data carries no reset: it is only looked at with valid
  always @(posedge clk_i) begin
    data_q <= data_d;
  end

  assign valid_o = valid_q;
  assign data_o  = data_q;
endmodule
