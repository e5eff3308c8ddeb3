// Round-robin arbiter: grants one of N requesters per cycle, starting the
// search just after the last winner.  valid_i/ready_o per requester (the
// grant), one output channel carrying the winner's index; the pointer moves
// only when the winner is taken (valid_o && ready_i).
`include "gcn_platform.vh"

module gcn_rr_arbiter #(
  parameter int N = 4,
  parameter int IDX_W = (N > 1) ? $clog2(N) : 1
) (
  input  wire             clk_i,
  input  wire             rst_i,
  input  wire [N-1:0]     valid_i,
  output wire [N-1:0]     ready_o,
  output wire             valid_o,
  input  wire             ready_i,
  output wire [IDX_W-1:0] data_o
);
  generate
    `GCN_STATIC_ASSERT(g_bad_n, N >= 1 && N <= (1 << IDX_W), "gcn_rr_arbiter: N must be at least 1 and fit IDX_W")
  endgenerate

  reg [IDX_W-1:0] last_q, last_d;
  reg [IDX_W-1:0] pick;
  reg             found;
  integer         i;
  reg [IDX_W:0]   cand;

  // first requester after last_q, wrapping around
  always @(*) begin
    pick  = last_q;
    found = 1'b0;
    for (i = 1; i <= N; i = i + 1) begin
      cand = {1'b0, last_q} + i[IDX_W:0];
      if (cand >= N[IDX_W:0]) cand = cand - N[IDX_W:0];
      if (!found && valid_i[cand[IDX_W-1:0]]) begin
        found = 1'b1;
        pick  = cand[IDX_W-1:0];
      end
    end
  end

  assign valid_o = found;
  assign data_o  = pick;

  genvar g;
  for (g = 0; g < N; g = g + 1) begin : g_ready
    assign ready_o[g] = found && ready_i && (pick == g[IDX_W-1:0]);
  end

  always @(*) begin
    last_d = last_q;
    if (found && ready_i) last_d = pick;
  end

  always @(posedge clk_i) begin
    if (rst_i) begin
      last_q <= N[IDX_W-1:0] - 1'b1;
    end else begin
      last_q <= last_d;
    end
  end
endmodule
