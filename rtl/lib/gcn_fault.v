// gcn_fault: one fault-injection point, simulation only (docs/rtl-microarch.md).
// fire_o is high for the N-th event of this point's KIND when the simulator
// was started with +gcn_fault=KIND +gcn_fault_n=N (N defaults to 1).  One
// build serves every fault: the choice is made at run time.  Without GCN_SIM
// (synthesis, the FPGA build) the point is constant 0 and the logic around it
// folds away.
module gcn_fault #(
  parameter [7:0] KIND = 8'd0
) (
  input  wire clk_i,
  input  wire rst_i,
  input  wire event_i,
  output wire fire_o
);
`ifdef GCN_SIM
  reg [31:0] kind_q;
  reg [31:0] nth_q;
  reg [31:0] count_q;

  initial begin
    if (!$value$plusargs("gcn_fault=%d", kind_q)) kind_q = 32'd0;
    if (!$value$plusargs("gcn_fault_n=%d", nth_q)) nth_q = 32'd1;
  end

  always @(posedge clk_i) begin
    if (rst_i) count_q <= 32'd0;
    else if (event_i) count_q <= count_q + 32'd1;
  end

  assign fire_o = event_i && (kind_q == {24'd0, KIND}) && (count_q + 32'd1 == nth_q);
`else
  assign fire_o = 1'b0;
  wire unused = &{1'b0, clk_i, rst_i, event_i, KIND};
`endif
endmodule
