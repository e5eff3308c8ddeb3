// gcn_init: the init channel of docs/rtl-interfaces.md, taken apart.  SGPR
// and EXEC beats go to write port B of the SGPR file (EXEC is s[126:127], one
// 64-bit write), VGPR beats (one lane of one register) to write port B of the
// VGPR file; PC, SCC, MODE, WAVE_INFO and START go to the wavepool (WAVE_INFO
// word 1, vbase, also to the VGPR file, which translates register numbers).
// The first beat to a free slot is held while the SGPR file zeroes that slot
// (64 cycles), which allocates it: registers the dispatcher does not write
// read as 0, as in the model.  Every beat waits while the SGPR file is busy,
// or the VGPR file is clearing, so that none overtakes the clearing of its
// slot.
module gcn_init #(
  `include "gcn_config.vh"
) (
  input  wire                 init_valid_i,
  output wire                 init_ready_o,
  input  wire [WAVE_ID_W-1:0] init_wave_i,
  input  wire [2:0]           init_kind_i,
  input  wire [8:0]           init_index_i,
  input  wire [5:0]           init_lane_i,
  input  wire [63:0]          init_data_i,
  input  wire [NUM_WAVES-1:0] wave_free_i,
  output wire                 clear_valid_o,
  output wire                 alloc_valid_o,
  output wire                 pc_valid_o,
  output wire                 scc_valid_o,
  output wire                 mode_valid_o,
  output wire                 info_valid_o,
  output wire [1:0]           info_index_o,   // WAVE_INFO word
  output wire                 start_valid_o,
  output wire [WAVE_ID_W-1:0] wave_o,
  output wire [63:0]          pc_o,           // PC, or the MODE / WAVE_INFO / SCC value
  output wire                 sgpr_valid_o,
  input  wire                 sgpr_ready_i,
  output wire                 sgpr_64_o,
  output wire [6:0]           sgpr_code_o,
  output wire [63:0]          sgpr_data_o,
  output wire                 vgpr_valid_o,
  input  wire                 vgpr_ready_i,
  input  wire                 vgpr_busy_i,    // the VGPR file clears a slot
  output wire [8:0]           vgpr_reg_o,
  output wire [5:0]           vgpr_lane_o,
  output wire [31:0]          vgpr_data_o
);
  localparam [2:0] K_SGPR = 3'd0, K_VGPR = 3'd1, K_PC = 3'd2, K_EXEC = 3'd3, K_MODE = 3'd4, K_INFO = 3'd5,
                   K_SCC = 3'd6, K_START = 3'd7;
  localparam [6:0] EXEC_LO = 7'd126;

  wire to_sgpr = (init_kind_i == K_SGPR) || (init_kind_i == K_EXEC);
  wire to_vgpr = (init_kind_i == K_VGPR);

  // sgpr_ready_i is low while the SGPR file clears a slot or a unit writes;
  // the VGPR file clears the slot's rows at the same time, longer: every
  // beat (START too) waits for both, so the wave never runs on a half-cleared
  // register file
  wire   files_ok      = sgpr_ready_i && !vgpr_busy_i;
  wire   need_clear    = init_valid_i && wave_free_i[init_wave_i];
  assign clear_valid_o = need_clear && files_ok;
  assign alloc_valid_o = clear_valid_o;
  assign init_ready_o  = !need_clear && files_ok && (!to_vgpr || vgpr_ready_i);
  wire   go            = init_valid_i && init_ready_o;
  assign pc_valid_o    = go && init_kind_i == K_PC;
  assign scc_valid_o   = go && init_kind_i == K_SCC;
  assign mode_valid_o  = go && init_kind_i == K_MODE;
  assign info_valid_o  = go && init_kind_i == K_INFO;
  assign info_index_o  = init_index_i[1:0];
  assign start_valid_o = go && init_kind_i == K_START;
  assign wave_o        = init_wave_i;
  assign pc_o          = init_data_i;
  assign sgpr_valid_o  = go && to_sgpr;
  assign sgpr_64_o     = (init_kind_i == K_EXEC);
  assign sgpr_code_o   = (init_kind_i == K_EXEC) ? EXEC_LO : init_index_i[6:0];
  assign sgpr_data_o   = (init_kind_i == K_EXEC) ? init_data_i : {32'd0, init_data_i[31:0]};
  // port B of the VGPR file is ready whenever the executing unit does not
  // write, so asking it only with the SGPR file ready is enough
  assign vgpr_valid_o  = init_valid_i && to_vgpr && !need_clear && files_ok;
  assign vgpr_reg_o    = init_index_i;
  assign vgpr_lane_o   = init_lane_i;
  assign vgpr_data_o   = init_data_i[31:0];

endmodule
