// Oldest-first selection: of the requesters valid_i, the one no other
// requester is older than, by an age matrix (gcn_age_matrix: older_i[N*w + j]
// = j is older than w; a strict total order, so exactly one wins when any
// requests).  Combinational; the winner as an index.
`include "gcn_platform.vh"

module gcn_age_pick #(
  parameter int N = 4,
  parameter int IDX_W = (N > 1) ? $clog2(N) : 1
) (
  input  wire [N-1:0]     valid_i,
  input  wire [N*N-1:0]   older_i,
  output wire             valid_o,
  output reg  [IDX_W-1:0] data_o
);
  generate
    `GCN_STATIC_ASSERT(g_bad_n, N >= 2 && N <= (1 << IDX_W), "gcn_age_pick: N must be at least 2 and fit IDX_W")
  endgenerate

  wire [N-1:0] win;
  genvar w;
  for (w = 0; w < N; w = w + 1) begin : g_win
    assign win[w] = valid_i[w] && (older_i[N*w +: N] & valid_i) == {N{1'b0}};
  end
  assign valid_o = |valid_i;

  integer i;
  always @(*) begin
    data_o = {IDX_W{1'b0}};
    for (i = 0; i < N; i = i + 1) begin
      if (win[i]) data_o = i[IDX_W-1:0];
    end
  end
endmodule
