// Skid buffer: registers both directions of a valid/ready channel (ready_o
// comes from a flop), at full throughput, with one spare entry.
`include "gcn_platform.vh"

module gcn_skid_buffer #(
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
    `GCN_STATIC_ASSERT(g_bad_width, WIDTH >= 1, "gcn_skid_buffer: WIDTH must be at least 1")
  endgenerate

  reg             valid_q, valid_d;   // output register full
  reg             skid_q, skid_d;     // spare entry full
  reg [WIDTH-1:0] data_q, data_d;
  reg [WIDTH-1:0] skid_data_q, skid_data_d;

  assign ready_o = !skid_q;

  always @(*) begin
    valid_d     = valid_q;
    skid_d      = skid_q;
    data_d      = data_q;
    skid_data_d = skid_data_q;
    if (!valid_q || ready_i) begin
      // the output register takes the spare entry first, else the input
      if (skid_q) begin
        valid_d = 1'b1;
        data_d  = skid_data_q;
        skid_d  = 1'b0;
      end else begin
        valid_d = valid_i;
        if (valid_i) data_d = data_i;
      end
    end else if (valid_i && !skid_q) begin
      skid_d      = 1'b1;
      skid_data_d = data_i;
    end
  end

  always @(posedge clk_i) begin
    if (rst_i) begin
      valid_q <= 1'b0;
      skid_q  <= 1'b0;
    end else begin
      valid_q <= valid_d;
      skid_q  <= skid_d;
    end
  end

  always @(posedge clk_i) begin
    data_q      <= data_d;
    skid_data_q <= skid_data_d;
  end

  assign valid_o = valid_q;
  assign data_o  = data_q;
endmodule
