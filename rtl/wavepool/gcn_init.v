// gcn_init: the init channel of docs/rtl-interfaces.md, taken apart.  SGPR
// and EXEC beats go to the SGPR file (EXEC is s[126:127], one 64-bit write)
// and wait for its write port; PC, SCC and START go to the wavepool.  The first
// beat to a free slot is held while the SGPR file zeroes that slot (64
// cycles), which allocates it: registers the dispatcher does not write read
// as 0, as in the model.  VGPR, MODE and WAVE_INFO beats are accepted and
// dropped until the units that use them exist (docs/units/wavepool.md).
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
  output wire                 start_valid_o,
  output wire [WAVE_ID_W-1:0] wave_o,
  output wire [63:0]          pc_o,
  output wire                 sgpr_valid_o,
  input  wire                 sgpr_ready_i,
  output wire                 sgpr_64_o,
  output wire [6:0]           sgpr_code_o,
  output wire [63:0]          sgpr_data_o
);
  localparam [2:0] K_SGPR = 3'd0, K_PC = 3'd2, K_EXEC = 3'd3, K_SCC = 3'd6, K_START = 3'd7;
  localparam [6:0] EXEC_LO = 7'd126;

  wire to_sgpr = (init_kind_i == K_SGPR) || (init_kind_i == K_EXEC);

  // sgpr_ready_i is low while the file clears a slot or the SALU writes
  wire   need_clear    = init_valid_i && wave_free_i[init_wave_i];
  assign clear_valid_o = need_clear && sgpr_ready_i;
  assign alloc_valid_o = clear_valid_o;
  assign init_ready_o  = !need_clear && sgpr_ready_i;
  wire   go            = init_valid_i && init_ready_o;
  assign pc_valid_o    = go && init_kind_i == K_PC;
  assign scc_valid_o   = go && init_kind_i == K_SCC;
  assign start_valid_o = go && init_kind_i == K_START;
  assign wave_o        = init_wave_i;
  assign pc_o          = init_data_i;
  assign sgpr_valid_o  = go && to_sgpr;
  assign sgpr_64_o     = (init_kind_i == K_EXEC);
  assign sgpr_code_o   = (init_kind_i == K_EXEC) ? EXEC_LO : init_index_i[6:0];
  assign sgpr_data_o   = (init_kind_i == K_EXEC) ? init_data_i : {32'd0, init_data_i[31:0]};

  wire unused = &{1'b0, init_index_i[8:7], init_lane_i};
endmodule
