// gcn_salu_hwregs: the per-slot hardware-register state that s_getreg /
// s_setreg / s_setprio use besides MODE (which the wavepool keeps):
//   TRAPSTS    32 bits, written by s_setreg (the masked field), 0 at allocation
//   WAVE_PRIO  STATUS [4:3], written by s_setprio, 0 at allocation
//   HW_ID      [5:0] as the dispatcher assigns it (WAVE_INFO word 1 bits 37:32;
//              the model's wave index in the workgroup, docs/rtl-interfaces.md)
//   VGPR_SIZE  GPR_ALLOC [13:8]: the wave's VGPR rows (WAVE_INFO word 1,
//              vgpr_count at bits 25:16) in granules of 8, minus 1
// Allocation (the first init beat to a free slot) clears TRAPSTS and
// WAVE_PRIO, as the model's dispatch clears the wave (cmodel/src/dispatch.c);
// the WAVE_INFO beats come after it.  (STATUS.IN_TG comes in the SALU's
// packet: the wavepool keeps waves_in_wg.)  The SALU reads the slot of the
// instruction it holds (combinational) and writes it in its ALU cycle.
module gcn_salu_hwregs #(
  `include "gcn_config.vh"
) (
  input  wire                 clk_i,
  // init channel (gcn_init): allocation and WAVE_INFO words
  input  wire                 alloc_valid_i,
  input  wire                 info_valid_i,
  input  wire [1:0]           info_index_i,  // only word 1 is used here
  input  wire [WAVE_ID_W-1:0] init_wave_i,
  input  wire [63:0]          init_data_i,
  // SALU writes
  input  wire                 trapsts_we_i,
  input  wire                 prio_we_i,
  input  wire [WAVE_ID_W-1:0] wr_wave_i,
  input  wire [31:0]          trapsts_i,
  input  wire [1:0]           prio_i,
  // SALU read
  input  wire [WAVE_ID_W-1:0] rd_wave_i,
  output wire [31:0]          trapsts_o,
  output wire [1:0]           prio_o,
  output wire [5:0]           hw_id_o,
  output wire [5:0]           vgpr_size_o
);
  // word 1: VGPR rows in granules of 8, minus 1 (0 rows reads 0)
  wire [10:0] vcount_p7 = {1'b0, init_data_i[25:16]} + 11'd7;
  wire [6:0]  vgran     = (init_data_i[25:16] == 10'd0) ? 7'd0 : vcount_p7[9:3] - 7'd1;

  wire [32*NUM_WAVES-1:0] trapsts_all;
  wire [2*NUM_WAVES-1:0]  prio_all;
  wire [6*NUM_WAVES-1:0]  hw_id_all;
  wire [6*NUM_WAVES-1:0]  vsize_all;

  genvar g;
  for (g = 0; g < NUM_WAVES; g = g + 1) begin : g_wave
    wire [WAVE_ID_W-1:0] id = g[WAVE_ID_W-1:0];
    wire alloc = alloc_valid_i && init_wave_i == id;
    wire info1 = info_valid_i && init_wave_i == id && info_index_i == 2'd1;
    wire wr    = wr_wave_i == id;
    reg [31:0] trapsts_q;
    reg [1:0]  prio_q;
    reg [5:0]  hw_id_q, vsize_q;
    always @(posedge clk_i) begin
      if (alloc) begin
        trapsts_q <= 32'd0;
        prio_q    <= 2'd0;
      end else begin
        if (trapsts_we_i && wr) trapsts_q <= trapsts_i;
        if (prio_we_i && wr) prio_q <= prio_i;
      end
      if (info1) begin
        hw_id_q <= init_data_i[37:32];
        vsize_q <= vgran[5:0];
      end
    end
    assign trapsts_all[32*g +: 32] = trapsts_q;
    assign prio_all[2*g +: 2]      = prio_q;
    assign hw_id_all[6*g +: 6]     = hw_id_q;
    assign vsize_all[6*g +: 6]     = vsize_q;
  end

  assign trapsts_o   = trapsts_all[32*rd_wave_i +: 32];
  assign prio_o      = prio_all[2*rd_wave_i +: 2];
  assign hw_id_o     = hw_id_all[6*rd_wave_i +: 6];
  assign vgpr_size_o = vsize_all[6*rd_wave_i +: 6];

  wire unused = &{1'b0, init_data_i[63:38], init_data_i[31:26], init_data_i[15:0],
                  vcount_p7[10], vcount_p7[2:0], vgran[6]};
endmodule
