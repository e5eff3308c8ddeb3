// gcn_next_set: the lowest set bit of en_i at index from_i or above.  Units
// that read a variable list of operands one per cycle (VALU SGPR and VGPR
// slots, DS registers) keep a pointer and ask for the next operand they need
// at or after it: found_o = 0 when none is left.
`include "gcn_platform.vh"

module gcn_next_set #(
  parameter int N      = 8,
  parameter int IDX_W  = (N > 1) ? $clog2(N) : 1,
  parameter int FROM_W = IDX_W + 1      // may point past the last index
) (
  input  wire [N-1:0]      en_i,
  input  wire [FROM_W-1:0] from_i,
  output reg               found_o,
  output reg  [IDX_W-1:0]  idx_o
);
  generate
    `GCN_STATIC_ASSERT(g_bad_n, N >= 1 && N <= (1 << IDX_W) && N < (1 << FROM_W), "gcn_next_set: N must fit IDX_W and FROM_W")
  endgenerate

  integer i;
  always @(*) begin
    found_o = 1'b0;
    idx_o   = {IDX_W{1'b0}};
    // downwards, so the lowest qualifying index is the last one written
    for (i = N - 1; i >= 0; i = i - 1) begin
      if (en_i[i] && i >= {{(32-FROM_W){1'b0}}, from_i}) begin
        found_o = 1'b1;
        idx_o   = i[IDX_W-1:0];
      end
    end
  end
endmodule
