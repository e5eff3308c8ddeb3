// gcn_predecode: the issue category of an instruction from its first dword
// alone, for the wavepool's per-dword category tags (docs/units/issue.md).
// Combinational, a few gates: the encoding family is in the top bits of the
// first dword (the same tests as gcn_decode's family decode).
//   lane_o  0 SALU (SOP*, SOPP, and anything not a known family: it traps)
//           1 VALU (VOP1, VOP2, VOPC, VOP3, VOP3P)
//           2 LSU  (SMEM, MUBUF, MTBUF, MIMG, FLAT, GLOBAL, SCRATCH)
//           3 DS   (DS)
//   flat_o  FLAT proper (seg 0): it holds the DS category too
// This is a prediction: the instruction table may still route the
// instruction elsewhere (every trapping instruction goes to the SALU: an
// unknown or unimplemented row, an unreadable source).  gcn_issue decodes the
// instruction fully before it offers it and corrects a wrong prediction.
module gcn_predecode (
  input  wire [31:0] w0_i,
  output reg  [1:0]  lane_o,
  output reg         flat_o
);
  localparam [1:0] L_SALU = 2'd0, L_VALU = 2'd1, L_LSU = 2'd2, L_DS = 2'd3;

  always @(*) begin
    lane_o = L_SALU;
    flat_o = 1'b0;
    if (w0_i[31] == 1'b0) begin
      lane_o = L_VALU;                          // VOP1, VOP2, VOPC
    end else if (w0_i[31:30] == 2'b10) begin
      lane_o = L_SALU;                          // SOP2, SOPK, SOP1, SOPC, SOPP
    end else begin
      case (w0_i[31:26])
        6'h30:   lane_o = L_LSU;                // SMEM
        6'h34:   lane_o = L_VALU;               // VOP3, VOP3P
        6'h36:   lane_o = L_DS;                 // DS
        6'h37: begin                            // FLAT, SCRATCH, GLOBAL
          lane_o = L_LSU;
          flat_o = (w0_i[15:14] == 2'd0);
        end
        6'h38:   lane_o = L_LSU;                // MUBUF
        6'h3a:   lane_o = L_LSU;                // MTBUF
        6'h3c:   lane_o = L_LSU;                // MIMG
        default: lane_o = L_SALU;               // no family: traps (SALU)
      endcase
    end
  end

  wire unused = &{1'b0, w0_i[25:16], w0_i[13:0]};
endmodule
