// gcn_retire_merge: the beat channels of the units (SALU, VALU, LSU, LSU
// return engine, DS: N sources, packed side by side, source 0 in the low
// bits) merged into one for gcn_retire, one beat a cycle, the sources round
// robin (gcn_rr_arbiter: several units hold instructions of different waves
// at once, none is starved).
// Each source's beats stay in its order, so the beats of one instruction
// keep theirs (INSN first, END last); beats of other instructions and LATE
// beats may come between them.  A beat names its source (src_o): one wave
// may have instructions in two units at once (docs/units/issue.md,
// "Scoreboard"), so the checker assembles the beats of each wave slot and
// unit on their own (tb/core/tb_check.c, docs/rtl-interfaces.md).  With no
// lock held across beats, no
// unit ever waits for another unit's instruction to finish to send a beat,
// so the merge cannot deadlock.  One beat a cycle also means one register
// write on port A and one done a cycle: the units tie those to the
// acceptance of their beats (gcn_cu).
// Combinational but for the round-robin pointer: the register stage is
// gcn_retire's.
module gcn_retire_merge #(
  parameter int N = 4,
  `include "gcn_config.vh"
) (
  input  wire                   clk_i,
  input  wire                   rst_i,
  input  wire [N-1:0]           valid_i,
  output wire [N-1:0]           ready_o,
  input  wire [3*N-1:0]         kind_i,
  input  wire [WAVE_ID_W*N-1:0] wave_i,
  input  wire [64*N-1:0]        pc_i,
  input  wire [9*N-1:0]         index_i,
  input  wire [2*N-1:0]         quarter_i,
  input  wire [16*N-1:0]        mask_i,
  input  wire [512*N-1:0]       data_i,
  output wire                   valid_o,
  input  wire                   ready_i,
  output wire [2:0]             src_o,       // the source of the beat (its index)
  output wire [2:0]             kind_o,
  output wire [WAVE_ID_W-1:0]   wave_o,
  output wire [63:0]            pc_o,
  output wire [8:0]             index_o,
  output wire [1:0]             quarter_o,
  output wire [15:0]            mask_o,
  output wire [511:0]           data_o
);
  localparam SEL_W = (N > 1) ? $clog2(N) : 1;

  wire [SEL_W-1:0] sel;
  gcn_rr_arbiter #(.N(N), .IDX_W(SEL_W)) u_rr (
    .clk_i   (clk_i),
    .rst_i   (rst_i),
    .valid_i (valid_i),
    .ready_o (ready_o),
    .valid_o (valid_o),
    .ready_i (ready_i),
    .data_o  (sel)
  );

  assign src_o     = 3'(sel);
  assign kind_o    = kind_i[3*sel +: 3];
  assign wave_o    = wave_i[WAVE_ID_W*sel +: WAVE_ID_W];
  assign pc_o      = pc_i[64*sel +: 64];
  assign index_o   = index_i[9*sel +: 9];
  assign quarter_o = quarter_i[2*sel +: 2];
  assign mask_o    = mask_i[16*sel +: 16];
  assign data_o    = data_i[512*sel +: 512];
endmodule
