// gcn_valu_dpp: the DPP lane permutation of src0 (ISA 13.3.9), combinational,
// as cmodel/src/valu_operands.c (dpp_source_lane, dpp_lanes, write_mask) and
// docs/salu-valu-int.md describe it.
//
// Lane n reads the lane dpp_ctrl names.  Its source is invalid when the
// control names none (shifted in past a row or wave edge, row 0 of
// row_bcast:15, rows 0-1 of row_bcast:31, reserved control values) or when
// the source lane is off in EXEC (its VGPR is not read).  An invalid source
// reads 0 (val_o); without bound_ctrl the lane is not written.
//   val_o      the src0 value of every lane (0 where the source is invalid)
//   lane_ok_o  the lanes the instruction writes: EXEC, row_mask (bit r: lanes
//              16r..16r+15), bank_mask (bit b: lanes 4b..4b+3 of every row)
//              and, without bound_ctrl, a valid source.  A lane-mask result
//              (VOPC, carry-out) reads 0 in the other lanes.
// A 64-bit src0 (DPP64) is two uses of this module, one per dword.
// val_o holds OUT_LANES lanes from lane lane0_i on (gcn_valu: the pass's L
// lanes; a unit test: all 64 from 0): a 64-to-1 dword select per lane given
// out, which is most of this module's size.  lane_ok_o is for all 64 lanes.
`include "gcn_platform.vh"
module gcn_valu_dpp #(
  `include "gcn_config.vh"
  ,
  parameter int OUT_LANES = WAVE_SIZE
) (
  input  wire [5:0]               lane0_i,
  input  wire [8:0]               ctrl_i,
  input  wire                     bound_ctrl_i,
  input  wire [3:0]               row_mask_i,
  input  wire [3:0]               bank_mask_i,
  input  wire [WAVE_SIZE*32-1:0]  src_i,
  input  wire [WAVE_SIZE-1:0]     exec_i,
  output wire [OUT_LANES*32-1:0]  val_o,
  output wire [WAVE_SIZE-1:0]     lane_ok_o
);
  // rows of 16 and banks of 4 lanes are wave64 notions
  `GCN_STATIC_ASSERT(g_wave64, WAVE_SIZE == 64, "gcn_valu_dpp: DPP controls are defined for wave64")

  // {valid, lane}: the lane lane n reads under ctrl (valid 0: none)
  function automatic [6:0] src_lane(input [8:0] ctrl, input [5:0] n);
    reg [3:0] k, c;
    reg [5:0] row;
    begin
      k = n[3:0];
      c = ctrl[3:0];
      row = {n[5:4], 4'd0};
      src_lane = 7'd0;
      if (ctrl[8] == 1'b0) begin
        // quad_perm: lane (n & ~3) + ctrl[2(n&3)+1 : 2(n&3)]
        src_lane = {1'b1, n[5:2], ctrl[{1'b0, n[1:0], 1'b0} +: 2]};
      end else if (ctrl[7:4] == 4'h0 && c != 4'd0) begin          // row_shl:c
        if ({1'b0, k} + {1'b0, c} < 5'd16) src_lane = {1'b1, n + {2'd0, c}};
      end else if (ctrl[7:4] == 4'h1 && c != 4'd0) begin          // row_shr:c
        if (k >= c) src_lane = {1'b1, n - {2'd0, c}};
      end else if (ctrl[7:4] == 4'h2 && c != 4'd0) begin          // row_ror:c
        src_lane = {1'b1, row[5:4], k - c};
      end else if (ctrl[7:4] == 4'h5) begin                        // row_newbcast:c (gfx90a)
        src_lane = {1'b1, row[5:4], c};
      end else begin
        case (ctrl[7:0])
          8'h30: if (n != 6'd63) src_lane = {1'b1, n + 6'd1};      // wave_shl:1
          8'h34: src_lane = {1'b1, n + 6'd1};                       // wave_rol:1
          8'h38: if (n != 6'd0) src_lane = {1'b1, n - 6'd1};       // wave_shr:1
          8'h3c: src_lane = {1'b1, n - 6'd1};                       // wave_ror:1
          8'h40: src_lane = {1'b1, row[5:4], 4'd15 - k};            // row_mirror
          8'h41: src_lane = {1'b1, n[5:3], 3'd7 - n[2:0]};          // row_half_mirror
          8'h42: if (n > 6'd15) src_lane = {1'b1, row - 6'd1};     // row_bcast:15
          8'h43: if (n > 6'd31) src_lane = {1'b1, 6'd31};          // row_bcast:31
          default: src_lane = 7'd0;                                 // reserved: no source
        endcase
      end
    end
  endfunction

  `GCN_STATIC_ASSERT(g_out_lanes, OUT_LANES >= 1 && OUT_LANES <= WAVE_SIZE,
                     "gcn_valu_dpp: OUT_LANES must be 1 to WAVE_SIZE")

  genvar n;
  generate
    for (n = 0; n < WAVE_SIZE; n = n + 1) begin : g_lane
      localparam [5:0] LANE = n;
      wire [6:0] sl = src_lane(ctrl_i, LANE);
      wire       valid = sl[6] & exec_i[sl[5:0]];
      assign lane_ok_o[n] = exec_i[n] & row_mask_i[LANE[5:4]] & bank_mask_i[LANE[3:2]] &
                            (bound_ctrl_i | valid);
    end
    for (n = 0; n < OUT_LANES; n = n + 1) begin : g_out
      wire [5:0] lane = lane0_i + 6'(n);
      wire [6:0] sl = src_lane(ctrl_i, lane);
      wire       valid = sl[6] & exec_i[sl[5:0]];
      assign val_o[32*n +: 32] = valid ? src_i[32*sl[5:0] +: 32] : 32'd0;
    end
  endgenerate
endmodule
