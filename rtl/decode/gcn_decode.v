// gcn_decode: from the instruction dwords at the PC to the family, the row of
// the instruction table and the scalar fields the SALU needs.  Combinational.
// Format and opcode fields per the Vega ISA (chapter 13) and the model's
// decoder (cmodel/src/decode.c gcn_family_of, opcode_of); the per-opcode facts
// come from the generated gcn_decode_rom.
//
// Length (nwords_o), as the model's decoder counts it: scalar formats 1, plus
// a literal (code 255) or the imm32 of s_setreg_imm32_b32; SMEM and every
// 64-bit vector/memory format 2 (no literal after VOP3/VOP3P on gfx9); VOP1,
// VOP2, VOPC 1, plus a literal (src0 255 of a row whose src0 reads one, or
// the K constant of v_madmk/v_madak/v_fmamk/v_fmaak), or the DPP (src0 250)
// / SDWA (249) dword of a row with that form.
//
// Traps (trap_o, cause_o as gcn_trap in cmodel/include/gcn/model.h):
//   1 ILLEGAL        an encoding the table has no row for, or a VOP1/VOP2/VOPC
//                    word naming the DPP/SDWA code for a row without that form
//   2 UNIMPLEMENTED  a row the RTL does not execute, a row of the FP64 unit
//                    (VB_FP64) in a configuration without one (HAS_FP64 0),
//                    an MFMA row (UNIT_MFMA) in one without a matrix core
//                    (HAS_MFMA 0),
//                    or a scalar source code the executing unit cannot read
//                    (apertures, lds_direct, reserved codes)
module gcn_decode #(
  `include "gcn_config.vh"
  ,
  `include "gcn_isa.vh"
) (
  input  wire [95:0]        words_i,      // the three dwords from the PC up
  output reg                trap_o,
  output reg  [1:0]         cause_o,
  output reg  [1:0]         nwords_o,
  output wire [OP_ID_W-1:0] op_o,
  output reg  [FAM_W-1:0]   fam_o,
  output wire [3:0]         unit_o,
  output wire [VOP_W-1:0]   vop_o,
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
  wire [31:0] w1 = words_i[63:32];

  // ---- family and opcode ----
  reg       valid_fam;
  reg [9:0] opcode;
  always @(*) begin
    valid_fam = 1'b1;
    fam_o     = FAM_SOP2;
    opcode    = 10'd0;
    if (w0[31] == 1'b0) begin
      case (w0[30:25])
        6'h3f:   begin fam_o = FAM_VOP1; opcode = {2'd0, w0[16:9]}; end
        6'h3e:   begin fam_o = FAM_VOPC; opcode = {2'd0, w0[24:17]}; end
        default: begin fam_o = FAM_VOP2; opcode = {4'd0, w0[30:25]}; end
      endcase
    end else if (w0[31:30] == 2'b10) begin
      if (w0[31:23] == 9'h17f) begin fam_o = FAM_SOPP; opcode = {3'd0, w0[22:16]}; end
      else if (w0[31:23] == 9'h17e) begin fam_o = FAM_SOPC; opcode = {3'd0, w0[22:16]}; end
      else if (w0[31:23] == 9'h17d) begin fam_o = FAM_SOP1; opcode = {2'd0, w0[15:8]}; end
      else if (w0[31:28] == 4'hb) begin fam_o = FAM_SOPK; opcode = {5'd0, w0[27:23]}; end
      else begin fam_o = FAM_SOP2; opcode = {3'd0, w0[29:23]}; end
    end else begin
      case (w0[31:26])
        6'h30: begin fam_o = FAM_SMEM; opcode = {2'd0, w0[25:18]}; end
        6'h34: begin
          if (w0[31:23] == 9'h1a7) begin fam_o = FAM_VOP3P; opcode = {3'd0, w0[22:16]}; end
          else begin fam_o = FAM_VOP3; opcode = w0[25:16]; end
        end
        6'h36: begin fam_o = FAM_DS; opcode = {2'd0, w0[24:17]}; end
        6'h37: begin
          opcode = {3'd0, w0[24:18]};
          case (w0[15:14])
            2'd0:    fam_o = FAM_FLAT;
            2'd1:    fam_o = FAM_SCRATCH;
            2'd2:    fam_o = FAM_GLOBAL;
            default: valid_fam = 1'b0;
          endcase
        end
        6'h38: begin fam_o = FAM_MUBUF; opcode = {3'd0, w0[24:18]}; end
        6'h3a: begin fam_o = FAM_MTBUF; opcode = {6'd0, w0[18:15]}; end
        6'h3c: begin fam_o = FAM_MIMG; opcode = {3'd0, w0[24:18]}; end
        default: valid_fam = 1'b0;
      endcase
    end
  end

  wire scalar = (fam_o == FAM_SOP2) || (fam_o == FAM_SOPK) || (fam_o == FAM_SOP1) ||
                (fam_o == FAM_SOPC) || (fam_o == FAM_SOPP);
  wire vop32  = (fam_o == FAM_VOP1) || (fam_o == FAM_VOP2) || (fam_o == FAM_VOPC);

  // ---- scalar fields ----
  assign sdst_o   = w0[22:16];
  assign ssrc0_o  = (fam_o == FAM_SOPC || fam_o == FAM_SOP2 || fam_o == FAM_SOP1) ? w0[7:0] : 8'd0;
  assign ssrc1_o  = (fam_o == FAM_SOPC || fam_o == FAM_SOP2) ? w0[15:8] : 8'd0;
  assign simm16_o = w0[15:0];
  assign literal_o = w1;

  // ---- the table ----
  wire known, impl, dst, imm32;
  gcn_decode_rom u_rom (
    .fam_i       (fam_o),
    .opcode_i    (opcode),
    .known_o     (known),
    .impl_o      (impl),
    .op_o        (op_o),
    .unit_o      (unit_o),
    .dst_o       (dst),
    .dst_64_o    (dst_64_o),
    .src0_o      (src0_o),
    .src0_64_o   (src0_64_o),
    .src0_kind_o (src0_kind_o),
    .src1_o      (src1_o),
    .src1_64_o   (src1_64_o),
    .src1_kind_o (src1_kind_o),
    .imm32_o     (imm32),
    .vop_o       (vop_o)
  );

  // a source code the units read: SGPR, inline constant, apertures, vccz, execz, scc,
  // VGPR (the literal is checked per format)
  function automatic readable(input [8:0] code);
    readable = (code < 9'd209) || (code >= 9'd235 && code <= 9'd238) || (code >= 9'd240 && code <= 9'd248) ||
               (code >= 9'd251 && code <= 9'd253) ||
               code >= 9'd256;
  endfunction

  wire s0_lit = src0_o && ssrc0_o == 8'd255;
  wire s1_lit = src1_o && ssrc1_o == 8'd255;

  // VOP1/VOP2/VOPC src0: a literal when code 255 names one (not in the
  // 8-bit register field of v_swap_b32 / v_accvgpr_mov_b32), or the K
  // constant of v_madmk/v_madak; the DPP/SDWA dword when the row has the form
  wire [8:0] vsrc0   = w0[8:0];
  wire       v_sdwa  = vop32 && vsrc0 == 9'd249;
  wire       v_dpp   = vop32 && vsrc0 == 9'd250;
  wire       v_ext   = (v_sdwa && vop_o[VB_SDWA]) || (v_dpp && vop_o[VB_DPP]);
  wire       v_bad   = (v_sdwa && !vop_o[VB_SDWA]) || (v_dpp && !vop_o[VB_DPP]);
  wire       v_lit   = vop32 && !v_ext && ((vsrc0 == 9'd255 && vop_o[VB_S0] && !vop_o[VB_S0_VREG]) || vop_o[VB_IMM32]);
  // vector sources the VALU cannot read: apertures, lds_direct, reserved
  // codes (VOP3 has no literal on gfx9)
  wire vop3 = (fam_o == FAM_VOP3) || (fam_o == FAM_VOP3P);
  wire v_badsrc = (vop32 && !v_ext && vop_o[VB_S0] && !vop_o[VB_S0_VREG] && !readable(vsrc0) && vsrc0 != 9'd255) ||
                  (vop3 && vop_o[VB_S0] && !readable(w1[8:0])) ||
                  (vop3 && vop_o[VB_S1] && !readable(w1[17:9])) ||
                  (vop3 && vop_o[VB_S2] && !readable(w1[26:18]));

  // a row of the FP64 unit where the configuration leaves it out (gcn_simf has none then)
  wire no_fp64 = (HAS_FP64 == 0) && vop_o[VB_FP64];
  // an MFMA row where the configuration leaves the matrix core out (gcn_valu has none then)
  wire no_mfma = (HAS_MFMA == 0) && unit_o == UNIT_MFMA;

  // ---- length and traps ----
  always @(*) begin
    nwords_o = 2'd1;
    if (scalar) begin
      if (s0_lit || s1_lit || imm32) nwords_o = 2'd2;
    end else if (vop32) begin
      if (v_ext || v_lit) nwords_o = 2'd2;
    end else begin
      nwords_o = 2'd2;
    end
    trap_o  = 1'b0;
    cause_o = 2'd0;
    if (!valid_fam || !known || v_bad) begin
      trap_o   = 1'b1;
      cause_o  = CAUSE_ILLEGAL;
      nwords_o = 2'd1;
    end else if (!impl || no_fp64 || no_mfma) begin
      trap_o  = 1'b1;
      cause_o = CAUSE_UNIMPLEMENTED;
    end else if (scalar && ((src0_o && !s0_lit && !readable({1'b0, ssrc0_o})) ||
                        (src1_o && !s1_lit && !readable({1'b0, ssrc1_o})))) begin
      trap_o  = 1'b1;
      cause_o = CAUSE_UNIMPLEMENTED;
    end else if (v_badsrc) begin
      trap_o  = 1'b1;
      cause_o = CAUSE_UNIMPLEMENTED;
    end
  end

  // dst: the SALU knows its destination from the op
  wire unused = &{1'b0, dst, words_i[95:64]};
endmodule
