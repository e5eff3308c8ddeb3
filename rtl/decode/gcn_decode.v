// gcn_decode: from the instruction dwords at the PC to the fields the scalar
// unit needs.  Combinational.  Format and opcode fields per the Vega ISA
// (chapter 13); the per-opcode facts come from the generated gcn_decode_rom.
//
// Traps (trap_o, cause_o as gcn_trap in cmodel/include/gcn/model.h):
//   1 ILLEGAL        a scalar-family encoding the table has no row for
//   2 UNIMPLEMENTED  a row the RTL does not execute, any non-scalar family,
//                    or a source operand code the SALU cannot read yet
//                    (apertures, lds_direct, reserved codes)
module gcn_decode #(
  `include "gcn_isa.vh"
) (
  input  wire [95:0]        words_i,      // the three dwords from the PC up
  output reg                trap_o,
  output reg  [1:0]         cause_o,
  output reg  [1:0]         nwords_o,
  output wire [OP_ID_W-1:0] op_o,
  output reg  [2:0]         fam_o,
  output wire [6:0]         sdst_o,
  output wire [7:0]         ssrc0_o,
  output wire [7:0]         ssrc1_o,
  output wire [15:0]        simm16_o,
  output wire [31:0]        literal_o,
  output wire               dst_64_o,
  output wire               src0_o,
  output wire               src0_64_o,
  output wire [1:0]         src0_kind_o,
  output wire               src1_o,
  output wire               src1_64_o,
  output wire [1:0]         src1_kind_o
);
  localparam [1:0] CAUSE_ILLEGAL = 2'd1;
  localparam [1:0] CAUSE_UNIMPLEMENTED = 2'd2;

  wire [31:0] w0 = words_i[31:0];

  // ---- format ----
  reg       scalar;
  reg [7:0] opcode;
  always @(*) begin
    scalar = 1'b1;
    fam_o  = FAM_SOP2;
    opcode = 8'h00;
    if (w0[31:30] != 2'b10) begin
      scalar = (w0[31:26] == 6'b110000);  // SMEM
      fam_o  = FAM_SMEM;
      opcode = w0[25:18];
    end else if (w0[29:28] != 2'b11) begin
      fam_o  = FAM_SOP2;
      opcode = {1'b0, w0[29:23]};
    end else begin
      case (w0[27:23])
        5'b11101: begin fam_o = FAM_SOP1; opcode = w0[15:8]; end
        5'b11110: begin fam_o = FAM_SOPC; opcode = {1'b0, w0[22:16]}; end
        5'b11111: begin fam_o = FAM_SOPP; opcode = {1'b0, w0[22:16]}; end
        default:  begin fam_o = FAM_SOPK; opcode = {3'b000, w0[27:23]}; end
      endcase
    end
  end

  // ---- fields ----
  assign sdst_o   = w0[22:16];
  assign ssrc0_o  = (fam_o == FAM_SOPC || fam_o == FAM_SOP2 || fam_o == FAM_SOP1) ? w0[7:0] : 8'd0;
  assign ssrc1_o  = (fam_o == FAM_SOPC || fam_o == FAM_SOP2) ? w0[15:8] : 8'd0;
  assign simm16_o = w0[15:0];
  assign literal_o = words_i[63:32];

  // ---- the table ----
  wire       known, impl, dst, imm32;
  wire [3:0] unit;
  gcn_decode_rom u_rom (
    .fam_i       (fam_o),
    .opcode_i    (opcode),
    .known_o     (known),
    .impl_o      (impl),
    .op_o        (op_o),
    .unit_o      (unit),
    .dst_o       (dst),
    .dst_64_o    (dst_64_o),
    .src0_o      (src0_o),
    .src0_64_o   (src0_64_o),
    .src0_kind_o (src0_kind_o),
    .src1_o      (src1_o),
    .src1_64_o   (src1_64_o),
    .src1_kind_o (src1_kind_o),
    .imm32_o     (imm32)
  );

  // a source code the SALU reads: SGPR, inline constant, vccz, execz, scc or literal
  function automatic readable(input [7:0] code);
    readable = (code < 8'd209) || (code >= 8'd240 && code <= 8'd248) || (code >= 8'd251 && code <= 8'd253) ||
               code == 8'd255;
  endfunction

  wire s0_lit = src0_o && ssrc0_o == 8'd255;
  wire s1_lit = src1_o && ssrc1_o == 8'd255;

  // ---- length and traps ----
  always @(*) begin
    nwords_o = 2'd1;
    if (!scalar) begin
      // vector and memory formats, only to report the length: 64-bit
      // encodings, and 32-bit VOP with a literal, SDWA or DPP source
      if (w0[31:30] == 2'b11) nwords_o = 2'd2;
      else if (w0[31] == 1'b0 && (w0[8:0] == 9'd255 || w0[8:0] == 9'd249 || w0[8:0] == 9'd250))
        nwords_o = 2'd2;
    end else if (fam_o == FAM_SMEM || s0_lit || s1_lit || imm32) begin
      nwords_o = 2'd2;
    end
    trap_o  = 1'b0;
    cause_o = 2'd0;
    if (!scalar) begin
      trap_o  = 1'b1;
      cause_o = CAUSE_UNIMPLEMENTED;
    end else if (!known) begin
      trap_o  = 1'b1;
      cause_o = CAUSE_ILLEGAL;
    end else if (!impl) begin
      trap_o  = 1'b1;
      cause_o = CAUSE_UNIMPLEMENTED;
    end else if ((src0_o && !readable(ssrc0_o)) || (src1_o && !readable(ssrc1_o))) begin
      trap_o  = 1'b1;
      cause_o = CAUSE_UNIMPLEMENTED;
    end
  end

  // unit and dst are for the issue stage of the next slice
  wire unused = &{1'b0, unit, dst, words_i[95:64]};
endmodule
