// gcn_board_sink: the board's end of the CU's retirement channel, which it
// always accepts (no checker on the board).  It counts retired instructions
// (END beats), keeps each wave slot's last INSN PC, and latches the first
// TRAP beat: its cause, wave slot, unit, and the PC of that wave's last INSN
// (a memory violation the LSU's return engine reports may come before the
// load's own INSN: then the PC is that of the instruction before it;
// fpga/board/README.md).
module gcn_board_sink #(
  `include "gcn_config.vh"
) (
  input  wire                 clk_i,
  input  wire                 rst_i,
  input  wire                 rt_valid_i,
  input  wire [2:0]           rt_unit_i,
  input  wire [2:0]           rt_kind_i,
  input  wire [WAVE_ID_W-1:0] rt_wave_i,
  input  wire [63:0]          rt_pc_i,
  input  wire [8:0]           rt_index_i,
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
  wire [63:0] wave_pc = last_pc_q[rt_wave_i];   // the beat's wave's last INSN PC

  /* verilator lint_off UNUSEDSIGNAL */
  wire unused_index = ^rt_index_i[8:7];   // trap causes are 1..6
  /* verilator lint_on UNUSEDSIGNAL */

  always @(*) begin
    retired_d = retired_q;
    trap_d    = trap_q;
    cause_d   = cause_q;
    wave_d    = wave_q;
    unit_d    = unit_q;
    pc_d      = pc_q;
    if (rt_valid_i && rt_kind_i == RT_END) retired_d = retired_q + 48'd1;
    if (rt_valid_i && rt_kind_i == RT_TRAP && !trap_q) begin
      trap_d  = 1'b1;
      cause_d = rt_index_i[6:0];
      wave_d  = 8'(rt_wave_i);
      unit_d  = rt_unit_i;
      pc_d    = wave_pc;
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
  always @(posedge clk_i) begin
    if (rt_valid_i && rt_kind_i == RT_INSN) last_pc_q[rt_wave_i] <= rt_pc_i;
  end

  assign retired_o    = retired_q;
  assign trap_o       = trap_q;
  assign trap_cause_o = cause_q;
  assign trap_wave_o  = wave_q;
  assign trap_unit_o  = unit_q;
  assign trap_pc_o    = pc_q;
endmodule
