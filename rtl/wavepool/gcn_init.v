// gcn_init: the init channel of docs/rtl-interfaces.md, taken apart.  SGPR
// and EXEC beats go to write port B of the SGPR file (EXEC is s[126:127], one
// 64-bit write), VGPR beats (a run of lanes of one quarter of one register)
// to write port B of the VGPR file; PC, SCC, MODE, WAVE_INFO and START go to
// the wavepool (WAVE_INFO word 1, vbase, also to the VGPR file, which
// translates register numbers and zeroes the wave's rows).
// The first beat to a free slot allocates it (alloc_valid_o) and is held for
// that cycle: the SGPR file's registers of the slot read as 0 from then on
// until written, as in the model.  Beats wait only for what they need: VGPR
// beats, WAVE_INFO word 1 (it starts the clearing of the wave's VGPR rows)
// and START while the VGPR file clears a slot's rows, so that no write
// overtakes the clearing and no wave runs on half-cleared rows; WAVE_INFO
// words 2 and 3 (the LDS window's clearing and preload) and START while the
// LDS clears or preloads (lds_busy_i), so that no second clearing comes
// while one runs and no wave starts before its window is zero.
// A VGPR beat writes lanes lane..lane+n of its quarter (n = data[35:32], the
// lanes past the quarter dropped): lane + k gets data[31:0] + k when
// data[36] is set (the work-item ids in v0), else data[31:0].
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
  input  wire                 lds_busy_i,     // the LDS clears or preloads a window
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
  input  wire                 vgpr_busy_i,    // the VGPR file clears a slot's rows
  output wire [8:0]           vgpr_reg_o,
  output wire [1:0]           vgpr_quarter_o,
  output wire [15:0]          vgpr_mask_o,
  output wire [511:0]         vgpr_data_o
);
  localparam [2:0] K_SGPR = 3'd0, K_VGPR = 3'd1, K_PC = 3'd2, K_EXEC = 3'd3, K_MODE = 3'd4, K_INFO = 3'd5,
                   K_SCC = 3'd6, K_START = 3'd7;
  localparam [6:0] EXEC_LO = 7'd126;

  wire to_sgpr = (init_kind_i == K_SGPR) || (init_kind_i == K_EXEC);
  wire to_vgpr = (init_kind_i == K_VGPR);
  wire info_k  = (init_kind_i == K_INFO);
  wire start_k = (init_kind_i == K_START);
  wire wait_vclear = to_vgpr || start_k || (info_k && init_index_i == 9'd1);
  wire wait_lds    = start_k || (info_k && (init_index_i == 9'd2 || init_index_i == 9'd3));

  wire   need_clear    = init_valid_i && wave_free_i[init_wave_i];
  assign clear_valid_o = need_clear;
  assign alloc_valid_o = need_clear;
  wire   kind_ok       = (!to_sgpr || sgpr_ready_i) && (!to_vgpr || vgpr_ready_i) &&
                         !(wait_vclear && vgpr_busy_i) && !(wait_lds && lds_busy_i);
  assign init_ready_o  = !need_clear && kind_ok;
  wire   go            = init_valid_i && init_ready_o;
  assign pc_valid_o    = go && init_kind_i == K_PC;
  assign scc_valid_o   = go && init_kind_i == K_SCC;
  assign mode_valid_o  = go && init_kind_i == K_MODE;
  assign info_valid_o  = go && info_k;
  assign info_index_o  = init_index_i[1:0];
  assign start_valid_o = go && start_k;
  assign wave_o        = init_wave_i;
  assign pc_o          = init_data_i;
  assign sgpr_valid_o  = go && to_sgpr;
  assign sgpr_64_o     = (init_kind_i == K_EXEC);
  assign sgpr_code_o   = (init_kind_i == K_EXEC) ? EXEC_LO : init_index_i[6:0];
  assign sgpr_data_o   = (init_kind_i == K_EXEC) ? init_data_i : {32'd0, init_data_i[31:0]};

  // ---- a VGPR run: its lanes and their values ----
  wire [3:0]  run_first = init_lane_i[3:0];
  wire [4:0]  run_last  = {1'b0, run_first} + {1'b0, init_data_i[35:32]};
  wire        run_inc   = init_data_i[36];
  wire [31:0] run_base  = init_data_i[31:0] - (run_inc ? {28'd0, run_first} : 32'd0);   // lane 0's value
  reg  [15:0]  run_mask;
  reg  [511:0] run_data;
  integer l;
  always @(*) begin
    run_mask = 16'd0;
    run_data = 512'd0;
    for (l = 0; l < 16; l = l + 1) begin
      run_mask[l] = (l[4:0] >= {1'b0, run_first}) && (l[4:0] <= run_last);
      run_data[32*l +: 32] = run_base + (run_inc ? l[31:0] : 32'd0);
    end
  end
  // port B of the VGPR file is ready whenever the executing unit does not
  // write, so asking it only with the other conditions met is enough
  assign vgpr_valid_o   = init_valid_i && to_vgpr && !need_clear && !vgpr_busy_i;
  assign vgpr_reg_o     = init_index_i;
  assign vgpr_quarter_o = init_lane_i[5:4];
  assign vgpr_mask_o    = run_mask;
  assign vgpr_data_o    = run_data;
endmodule
