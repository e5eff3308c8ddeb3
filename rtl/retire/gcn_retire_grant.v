// gcn_retire_grant: which of the units' beat channels (N sources: the SALU,
// a VALU per SIMD, the LSU, its return engine, the DS unit) move this cycle.
// Every source has its own channel to the testbench, so beats of different
// sources move in the same cycle, as long as the register ports and the
// done channel, which the units tie to the acceptance of their beats, keep
// one user each: at most one granted beat writes SGPR port A, at most one
// writes port A of each VGPR bank, and at most one is an END (the done
// channel of the wavepool and the issue stage).  A source says what its beat
// claims (sgpr_i, bank_i: one bit per VGPR bank, end_i) from its state, not
// from its grant.
// The sources are taken in a rotating order: the first of them that offers
// a beat always moves (no claim of another blocks it), later ones when
// their claims are still free; the order starts next cycle after the first
// that moved, so no source waits more than N grants for its turn.
// Combinational but for the rotating start.
module gcn_retire_grant #(
  parameter int N = 8,
  parameter int BANKS = 4,
  parameter int IDX_W = (N > 1) ? $clog2(N) : 1
) (
  input  wire               clk_i,
  input  wire               rst_i,
  input  wire [N-1:0]       valid_i,
  input  wire [N-1:0]       sgpr_i,    // the beat writes SGPR port A
  input  wire [N*BANKS-1:0] bank_i,    // ... port A of these VGPR banks
  input  wire [N-1:0]       end_i,     // the beat is an END
  input  wire               ready_i,   // the retirement stage takes beats
  output wire [N-1:0]       ready_o    // the beats that move
);
  reg [IDX_W-1:0] first_q;
  reg [IDX_W-1:0] lead;
  reg             found;
  reg [N-1:0]     gnt;
  reg             used_sg, used_end;
  reg [BANKS-1:0] used_bank;
  reg [IDX_W:0]   cand;
  reg [IDX_W-1:0] j;
  integer         i;

  always @(*) begin
    gnt       = {N{1'b0}};
    used_sg   = 1'b0;
    used_end  = 1'b0;
    used_bank = {BANKS{1'b0}};
    found     = 1'b0;
    lead      = first_q;
    for (i = 0; i < N; i = i + 1) begin
      cand = {1'b0, first_q} + i[IDX_W:0];
      if (cand >= N[IDX_W:0]) cand = cand - N[IDX_W:0];
      j = cand[IDX_W-1:0];
      if (valid_i[j] && !(sgpr_i[j] && used_sg) && !(end_i[j] && used_end) &&
          (bank_i[BANKS*j +: BANKS] & used_bank) == {BANKS{1'b0}}) begin
        gnt[j]    = 1'b1;
        used_sg   = used_sg || sgpr_i[j];
        used_end  = used_end || end_i[j];
        used_bank = used_bank | bank_i[BANKS*j +: BANKS];
        if (!found) lead = j;
        found     = 1'b1;
      end
    end
  end

  assign ready_o = ready_i ? gnt : {N{1'b0}};

  wire [IDX_W:0] after = {1'b0, lead} + 1'b1;
  always @(posedge clk_i) begin
    if (rst_i) first_q <= {IDX_W{1'b0}};
    else if (found && ready_i) first_q <= (after >= N[IDX_W:0]) ? {IDX_W{1'b0}} : after[IDX_W-1:0];
  end
endmodule
