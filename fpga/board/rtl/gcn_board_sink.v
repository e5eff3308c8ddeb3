// gcn_board_sink: the board's end of the CU's retirement channels, which it
// always accepts (no checker on the board).  It counts retired instructions
// (END beats and beats with an END folded in, any number a cycle), keeps each wave slot's last INSN PC, and
// latches the first TRAP beat (the lowest channel's, when several come in
// one cycle): its cause, wave slot, unit, and the PC of that wave's last INSN
// (a memory violation the LSU's return engine reports may come before the
// load's own INSN: then the PC is that of the instruction before it;
// fpga/board/README.md).
module gcn_board_sink #(
  `include "gcn_config.vh"
) (
  input  wire                 clk_i,
  input  wire                 rst_i,
  input  wire [RT_CH-1:0]           rt_valid_i,   // channel c at slice c of each
  input  wire [3*RT_CH-1:0]         rt_unit_i,
  input  wire [3*RT_CH-1:0]         rt_kind_i,
  input  wire [WAVE_ID_W*RT_CH-1:0] rt_wave_i,
  input  wire [64*RT_CH-1:0]        rt_pc_i,
  input  wire [9*RT_CH-1:0]         rt_index_i,
  input  wire [RT_CH-1:0]           rt_last_i,    // the beat also ends its instruction
  input  wire [RT_CH-1:0]           rt_first_i,   // the beat also starts it (its PC is the instruction's)
  output wire [47:0]          retired_o,
  output wire                 trap_o,
  output wire [6:0]           trap_cause_o,
  output wire [7:0]           trap_wave_o,
  output wire [2:0]           trap_unit_o,
  output wire [63:0]          trap_pc_o
);
  localparam [2:0] RT_INSN = 3'd0, RT_TRAP = 3'd6, RT_END = 3'd7;

  reg [47:0] retired_q, retired_d;
  reg        trap_q, trap_d;
  reg [6:0]  cause_q, cause_d;
  reg [7:0]  wave_q, wave_d;
  reg [2:0]  unit_q, unit_d;
  reg [63:0] pc_q, pc_d;
  reg [63:0] last_pc_q [0:NUM_WAVES-1];

  // each channel's wave's last INSN PC
  wire [64*RT_CH-1:0] wave_pc;
  genvar g;
  for (g = 0; g < RT_CH; g = g + 1) begin : g_wave_pc
    assign wave_pc[64*g +: 64] = last_pc_q[rt_wave_i[WAVE_ID_W*g +: WAVE_ID_W]];
  end

  /* verilator lint_off UNUSEDSIGNAL */
  wire unused_index = ^rt_index_i;   // trap causes are 1..6: bits 6:0 of a channel's index
  /* verilator lint_on UNUSEDSIGNAL */

  integer c;
  always @(*) begin
    retired_d = retired_q;
    trap_d    = trap_q;
    cause_d   = cause_q;
    wave_d    = wave_q;
    unit_d    = unit_q;
    pc_d      = pc_q;
    for (c = 0; c < RT_CH; c = c + 1) begin
      if (rt_valid_i[c] && (rt_kind_i[3*c +: 3] == RT_END || rt_last_i[c])) retired_d = retired_d + 48'd1;
      if (rt_valid_i[c] && rt_kind_i[3*c +: 3] == RT_TRAP && !trap_d) begin
        trap_d  = 1'b1;
        cause_d = rt_index_i[9*c +: 7];
        wave_d  = 8'(rt_wave_i[WAVE_ID_W*c +: WAVE_ID_W]);
        unit_d  = rt_unit_i[3*c +: 3];
        pc_d    = wave_pc[64*c +: 64];
      end
    end
  end

  always @(posedge clk_i) begin
    if (rst_i) begin
      retired_q <= 48'd0;
      trap_q    <= 1'b0;
      cause_q   <= 7'd0;
      wave_q    <= 8'd0;
      unit_q    <= 3'd0;
      pc_q      <= 64'd0;
    end else begin
      retired_q <= retired_d;
      trap_q    <= trap_d;
      cause_q   <= cause_d;
      wave_q    <= wave_d;
      unit_q    <= unit_d;
      pc_q      <= pc_d;
    end
  end

  // no reset: a slot's PC is written by its first INSN before a trap can name it
  integer k;
  always @(posedge clk_i) begin
    for (k = 0; k < RT_CH; k = k + 1)
      if (rt_valid_i[k] && (rt_kind_i[3*k +: 3] == RT_INSN || rt_first_i[k]))
        last_pc_q[rt_wave_i[WAVE_ID_W*k +: WAVE_ID_W]] <= rt_pc_i[64*k +: 64];
  end

  assign retired_o    = retired_q;
  assign trap_o       = trap_q;
  assign trap_cause_o = cause_q;
  assign trap_wave_o  = wave_q;
  assign trap_unit_o  = unit_q;
  assign trap_pc_o    = pc_q;
endmodule
