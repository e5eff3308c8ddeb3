// Age matrix: a strict total order of N entries by the time each was last
// started (the usual hardware structure for oldest-first selection).
// older_o[N*w + j] = entry j is older than entry w.  Starting entry w (new_i)
// makes it the youngest: row w all ones but itself, column w all zeros.  At
// reset the order is by index (a lower index is older).  Entries that are not
// in use keep their place; a selection only looks at the entries it is given.
// The oldest of a set: gcn_age_pick.
`include "gcn_platform.vh"

module gcn_age_matrix #(
  parameter int N = 4,
  parameter int IDX_W = (N > 1) ? $clog2(N) : 1
) (
  input  wire             clk_i,
  input  wire             rst_i,
  input  wire             new_valid_i,
  input  wire [IDX_W-1:0] new_idx_i,
  output wire [N*N-1:0]   older_o
);
  generate
    `GCN_STATIC_ASSERT(g_bad_n, N >= 2 && N <= (1 << IDX_W), "gcn_age_matrix: N must be at least 2 and fit IDX_W")
  endgenerate

  genvar w, j;
  for (w = 0; w < N; w = w + 1) begin : g_row
    for (j = 0; j < N; j = j + 1) begin : g_col
      if (j == w) begin : g_diag
        assign older_o[N*w + j] = 1'b0;
      end else begin : g_off
        reg old_q;
        always @(posedge clk_i) begin
          if (rst_i) old_q <= (j < w);
          else if (new_valid_i && new_idx_i == w[IDX_W-1:0]) old_q <= 1'b1;
          else if (new_valid_i && new_idx_i == j[IDX_W-1:0]) old_q <= 1'b0;
        end
        assign older_o[N*w + j] = old_q;
      end
    end
  end
endmodule
