// gcn_retire_merge: the beat channels of the units (SALU, VALU, LSU, LSU
// return engine: N sources, packed side by side, source 0 in the low bits)
// merged into one for gcn_retire.  The beats of one instruction stay
// together: an INSN beat locks the merge on its source until that source's
// END beat.  Between instructions source PRIO goes first when it has a beat
// (the LSU return engine: a LATE beat is one beat, never an instruction, and
// the loads it finishes are what s_waitcnt waits for), then the others round
// robin (gcn_rr_arbiter: several units may hold instructions at once, none
// is starved).  One beat a cycle, so the register writes and dones the units
// tie to their beats' acceptance come one a cycle too.  A source that holds
// the lock only waits on things that do not need the merge (register read
// grants, memory, the LDS), so the lock cannot deadlock.  Combinational but
// for the lock and the round-robin pointer: the register stage is
// gcn_retire's.
module gcn_retire_merge #(
  parameter int N = 4,
  parameter int PRIO = 0,
  `include "gcn_config.vh"
) (
  input  wire                   clk_i,
  input  wire                   rst_i,
  input  wire [N-1:0]           valid_i,
  output reg  [N-1:0]           ready_o,
  input  wire [3*N-1:0]         kind_i,
  input  wire [WAVE_ID_W*N-1:0] wave_i,
  input  wire [64*N-1:0]        pc_i,
  input  wire [9*N-1:0]         index_i,
  input  wire [2*N-1:0]         quarter_i,
  input  wire [16*N-1:0]        mask_i,
  input  wire [512*N-1:0]       data_i,
  output wire                   valid_o,
  input  wire                   ready_i,
  output wire [2:0]             kind_o,
  output wire [WAVE_ID_W-1:0]   wave_o,
  output wire [63:0]            pc_o,
  output wire [8:0]             index_o,
  output wire [1:0]             quarter_o,
  output wire [15:0]            mask_o,
  output wire [511:0]           data_o
);
  localparam [2:0] RT_INSN = 3'd0, RT_END = 3'd7;
  localparam SEL_W = (N > 1) ? $clog2(N) : 1;

  reg             lock_q, lock_d;
  reg [SEL_W-1:0] src_q, src_d;
  reg [SEL_W-1:0] sel;
  reg             any;

  // round robin among the sources other than PRIO
  wire [N-1:0]     rr_valid = valid_i & ~({{(N-1){1'b0}}, 1'b1} << PRIO);
  wire [N-1:0]     rr_ready;
  wire             rr_any;
  wire [SEL_W-1:0] rr_sel;
  wire             prio_now = !lock_q && valid_i[PRIO];
  gcn_rr_arbiter #(.N(N), .IDX_W(SEL_W)) u_rr (
    .clk_i   (clk_i),
    .rst_i   (rst_i),
    .valid_i (rr_valid),
    .ready_o (rr_ready),
    .valid_o (rr_any),
    .ready_i (!lock_q && !prio_now && ready_i),
    .data_o  (rr_sel)
  );

  // the source that may send now
  always @(*) begin
    sel = src_q;
    any = 1'b0;
    if (lock_q) begin
      any = valid_i[src_q];
    end else if (prio_now) begin
      sel = PRIO[SEL_W-1:0];
      any = 1'b1;
    end else begin
      sel = rr_sel;
      any = rr_any;
    end
    ready_o = {N{1'b0}};
    ready_o[sel] = any && ready_i;
  end

  assign valid_o   = any;
  assign kind_o    = kind_i[3*sel +: 3];
  assign wave_o    = wave_i[WAVE_ID_W*sel +: WAVE_ID_W];
  assign pc_o      = pc_i[64*sel +: 64];
  assign index_o   = index_i[9*sel +: 9];
  assign quarter_o = quarter_i[2*sel +: 2];
  assign mask_o    = mask_i[16*sel +: 16];
  assign data_o    = data_i[512*sel +: 512];

  wire go = any && ready_i;
  always @(*) begin
    lock_d = lock_q;
    src_d  = src_q;
    if (go && kind_o == RT_INSN) begin
      lock_d = 1'b1;
      src_d  = sel;
    end
    if (go && kind_o == RT_END) lock_d = 1'b0;
  end

  wire unused = &{1'b0, rr_ready};

  always @(posedge clk_i) begin
    if (rst_i) begin
      lock_q <= 1'b0;
      src_q  <= {SEL_W{1'b0}};
    end else begin
      lock_q <= lock_d;
      src_q  <= src_d;
    end
  end
endmodule
