// gcn_valu_fields: what a VALU instruction's words say, and which registers
// it reads (cmodel decode_vop.c, decode_vop3.c, valu_operands.c).
// Combinational.  gcn_valu has two: one on the instruction that executes,
// one on the instruction whose operands it reads meanwhile, so the two agree
// on every field by construction.
//   format: e32 (VOP1/VOP2/VOPC), VOP3, VOP3P, SDWA, DPP, VOP3b
//   operand codes (VGPRs as 256 + v) after GPR indexing, vdst, the lane-mask
//   or SGPR destination, input modifiers, clamp, omod
//   the read plan: the SGPR slots (0 EXEC, 1 VCC, 2..4 src0..2 when an SGPR)
//   and the VGPR row slots (0/1 src0 lo/hi, 2/3 src1, 4/5 src2, 6/7 the old
//   vdst, read only when something uses it), with their registers
//   the MFMA command (gcn_mfma_rom; none when HAS_MFMA is 0)
//   whether it traps (trap_o; misal_o names the cause), known before it
//   executes, so that an instruction read ahead is safe (gcn_issue) at once
module gcn_valu_fields #(
  `include "gcn_config.vh"
  ,
  `include "gcn_isa.vh"
) (
  input  wire [63:0]          words_i,     // dwords 0 and 1
  input  wire [FAM_W-1:0]     fam_i,
  input  wire [OP_ID_W-1:0]   op_i,
  input  wire [VOP_W-1:0]     vop_i,
  input  wire [11:0]          gidx_i,      // GPR indexing: {enables src0, src1, src2, vdst; index}
  input  wire [9:0]           accum_i,
  input  wire                 pass_i,      // v_mqsad_u32_u8's second pass (S2, D dwords 3:2)
  input  wire                 int_sup_i,   // gcn_valu_int executes op_i
  input  wire                 f_sup_i,     // gcn_simf executes op_i
  // format
  output wire                 e32_o,
  output wire                 f3_o,
  output wire                 f3p_o,
  output wire                 sdwa_o,
  output wire                 dpp_o,
  // operands
  output reg  [8:0]           code0_o,
  output reg  [8:0]           code1_o,
  output reg  [8:0]           code2_o,
  output reg  [7:0]           vdst_o,      // the vdst field (indexed)
  output reg  [6:0]           sdst_o,      // lane-mask / SGPR destination
  output wire                 sdst_ok_o,   // ... names a register
  output reg  [2:0]           neg_o,
  output reg  [2:0]           abs_o,
  output reg  [2:0]           neg_hi_o,
  output reg  [3:0]           opsel_o,
  output reg  [2:0]           opsel_hi_o,
  output reg                  clamp_o,
  output reg  [1:0]           omod_o,
  output wire                 has2_o,      // the encoding has src2
  // ops and result shapes the read plan depends on
  output wire                 op_writelane_o,
  output wire                 op_readfirst_o,  // v_readfirstlane_b32
  output wire                 op_lanesel_o,    // v_readlane_b32 or v_readfirstlane_b32: the VALU selects a lane
  output wire                 op_swap_o,       // v_swap_b32: a second write per quarter
  output wire                 op_mq_o,     // v_mqsad_u32_u8: 128-bit S2 and D
  output wire                 k16_o,       // v_madmk_f16 / v_madak_f16
  output wire                 keep_hi_o,   // a 16-bit result keeps the destination's high half
  output wire                 vd16_o,      // a 16-bit result placed in its dword
  output wire                 s2_64_o,
  output wire                 vd_64_o,
  output wire                 vdst_v_o,    // a VGPR destination
  output wire                 no_effect_o, // v_nop, v_clrexcp, or an indexed vdst past the ArchVGPRs
  // the MFMA command
  output wire                 mf_o,
  output wire [2:0]           mf_kind_o,
  output wire [5:0]           mf_m_o,
  output wire [4:0]           mf_k_o,
  output wire [4:0]           mf_blocks_o,
  output wire [1:0]           mf_abd_o,
  output wire [5:0]           mf_cdd_o,
  // the read plan
  output wire [4:0]           srd_en_o,
  output wire [7:0]           slot_en_o,
  output wire [8:0]           vreg0_o,
  output wire [8:0]           vreg1_o,
  output wire [8:0]           vreg2_o,
  output wire [8:0]           vdreg_o,
  // it traps (cause 2; 1 when misal_o: an MFMA's misaligned registers)
  output wire                 trap_o,
  output wire                 misal_o
);
  localparam [6:0] VCC_LO = 7'd106;

  wire [31:0] w0 = words_i[31:0];
  wire [31:0] w1 = words_i[63:32];

  // ---- format fields (ISA chapter 13) ----
  wire e32   = (fam_i == FAM_VOP1) || (fam_i == FAM_VOP2) || (fam_i == FAM_VOPC);
  wire f3    = (fam_i == FAM_VOP3);
  wire f3p   = (fam_i == FAM_VOP3P);
  wire sdwa  = e32 && w0[8:0] == 9'd249;
  wire dpp   = e32 && w0[8:0] == 9'd250;
  wire vop3b = f3 && vop_i[VB_VDST] && vop_i[VB_SDST];
  assign e32_o  = e32;
  assign f3_o   = f3;
  assign f3p_o  = f3p;
  assign sdwa_o = sdwa;
  assign dpp_o  = dpp;

  // GPR indexing: the wave's ArchVGPRs (its accum offset; 0: all 256), a
  // VGPR source code moved by the index (v0 past them), the moved vdst field
  wire [9:0] gidx_size = (accum_i == 10'd0) ? 10'd256 : accum_i;
  function automatic [8:0] gidx_src(input [8:0] code, input en, input [7:0] idx, input [9:0] size);
    reg [8:0] n;
    begin
      n = {1'b0, code[7:0]} + {1'b0, idx};
      gidx_src = (en && code[8]) ? (({1'b0, n} < size) ? {1'b1, n[7:0]} : 9'h100) : code;
    end
  endfunction
  wire [8:0] gidx_vd = {1'b0, e32 ? w0[24:17] : w0[7:0]};
  wire [8:0] gidx_n  = gidx_vd + {1'b0, gidx_i[7:0]};
  always @(*) begin
    code0_o = w0[8:0];
    code1_o = {1'b1, w0[16:9]};
    code2_o = 9'd0;
    vdst_o = w0[24:17];
    sdst_o = VCC_LO;
    neg_o = 3'd0; abs_o = 3'd0; neg_hi_o = 3'd0; opsel_o = 4'd0; opsel_hi_o = 3'd0;
    clamp_o = 1'b0; omod_o = 2'd0;
    if (e32) begin
      if (vop_i[VB_S0_VREG]) code0_o = {1'b1, w0[7:0]};
      if (dpp) begin
        code0_o = {1'b1, w1[7:0]};
        neg_o   = {1'b0, w1[22], w1[20]};
        abs_o   = {1'b0, w1[23], w1[21]};
      end else if (sdwa) begin
        code0_o = {!w1[23], w1[7:0]};
        code1_o = {!w1[31], w0[16:9]};
        neg_o   = {1'b0, w1[28], w1[20]};
        abs_o   = {1'b0, w1[29], w1[21]};
        if (fam_i == FAM_VOPC) begin
          if (w1[15]) sdst_o = w1[14:8];
        end else begin
          clamp_o = w1[13];
          omod_o  = w1[15:14];
        end
      end
    end else begin
      code0_o = w1[8:0];
      code1_o = w1[17:9];
      code2_o = w1[26:18];
      vdst_o = w0[7:0];
      sdst_o = vop3b ? w0[14:8] : w0[6:0];
      clamp_o = w0[15];
      neg_o   = w1[31:29];
      if (f3) begin
        omod_o = w1[28:27];
        if (!vop3b) begin
          abs_o   = w0[10:8];
          opsel_o = w0[14:11];
        end
      end else begin
        neg_hi_o   = w0[10:8];
        opsel_o    = {1'b0, w0[13:11]};
        opsel_hi_o = {w0[14], w1[28:27]};
      end
    end
    // GPR indexing of the VGPR sources
    code0_o = gidx_src(code0_o, gidx_i[8], gidx_i[7:0], gidx_size);
    code1_o = gidx_src(code1_o, gidx_i[9], gidx_i[7:0], gidx_size);
    code2_o = gidx_src(code2_o, gidx_i[10], gidx_i[7:0], gidx_size);
    if (gidx_i[11]) vdst_o = gidx_n[7:0];
  end
  // VOP3 sdst is 8 bits wide: a code past the SGPRs names no register
  assign sdst_ok_o = e32 ? 1'b1 : !(vop3b ? 1'b0 : w0[7]);

  // ---- ops and result shapes ----
  wire op_writelane = (op_i == OP_V_WRITELANE_B32);
  wire op_nothing   = (op_i == OP_V_NOP) || (op_i == OP_V_CLREXCP);
  wire k16          = (op_i == OP_V_MADMK_F16) || (op_i == OP_V_MADAK_F16);
  wire keep_hi      = (op_i == OP_V_MAC_F16) || k16 || (op_i == OP_V_FMA_MIXLO_F16);
  // rows whose vdst the table types 16-bit but that write a packed dword
  // (the model's valu_dst32): no 16-bit placement
  reg  pk32;
  always @(*) begin
    case (op_i)
      OP_V_CVT_PKRTZ_F16_F32, OP_V_CVT_PKNORM_I16_F32, OP_V_CVT_PKNORM_U16_F32,
      OP_V_CVT_PKNORM_I16_F16, OP_V_CVT_PKNORM_U16_F16, OP_V_CVT_PK_I16_I32,
      OP_V_CVT_PK_U16_U32: pk32 = 1'b1;
      default: pk32 = 1'b0;
    endcase
  end
  wire vd16   = vop_i[VB_VDST_16] && !pk32;
  // v_mqsad_u32_u8: S2 and D are 128 bits (4 VGPRs; the row calls them
  // neither 32 nor 64 bits): two passes per quarter (gcn_valu)
  wire op_mq  = (op_i == OP_V_MQSAD_U32_U8);
  wire s2_64  = vop_i[VB_S2_64] || op_mq;
  wire vd_64  = vop_i[VB_VDST_64] || op_mq;
  wire vdst_v = vop_i[VB_VDST] && !vop_i[VB_VDST_SREG];
  assign op_writelane_o = op_writelane;
  assign op_mq_o        = op_mq;
  assign k16_o          = k16;
  assign keep_hi_o      = keep_hi;
  assign vd16_o         = vd16;
  assign s2_64_o        = s2_64;
  assign vd_64_o        = vd_64;
  assign vdst_v_o       = vdst_v;
  // an indexed destination past the ArchVGPRs: no effect (as v_nop)
  wire [9:0] gidx_end = {1'b0, gidx_n} + (op_mq ? 10'd4 : vd_64 ? 10'd2 : 10'd1);
  assign no_effect_o  = op_nothing || (gidx_i[11] && vdst_v && gidx_end > gidx_size);

  // which sources the encoding has (e32: no src2; VOP1: no src1)
  wire has0 = vop_i[VB_S0];
  wire has1 = vop_i[VB_S1];
  wire has2 = vop_i[VB_S2] && !e32;
  assign has2_o = has2;

  // ---- the MFMA command ----
  wire mf_rom;
  gcn_mfma_rom u_mf_rom (
    .op_i(op_i), .mfma_o(mf_rom), .kind_o(mf_kind_o), .m_o(mf_m_o), .k_o(mf_k_o), .blocks_o(mf_blocks_o),
    .abd_o(mf_abd_o), .cdd_o(mf_cdd_o));
  wire mf = mf_rom && (HAS_MFMA != 0);
  assign mf_o = mf;

  // ---- the read plan ----
  // the ops that read the lane mask (gcn_valu_int, gcn_simf flag_i): from
  // VCC unless VOP3 gives it as src2
  reg  flag_op;
  always @(*) begin
    case (op_i)
      OP_V_CNDMASK_B32, OP_V_ADDC_CO_U32, OP_V_SUBB_CO_U32, OP_V_SUBBREV_CO_U32,
      OP_V_DIV_FMAS_F32, OP_V_DIV_FMAS_F64: flag_op = 1'b1;
      default: flag_op = 1'b0;
    endcase
  end
  assign srd_en_o[0] = 1'b1;
  assign srd_en_o[1] = (flag_op && !(f3 && vop_i[VB_S2_MASK])) ||
                       code0_o == 9'd251 || code1_o == 9'd251 || code2_o == 9'd251;
  assign srd_en_o[2] = has0 && code0_o < 9'd128;
  assign srd_en_o[3] = has1 && code1_o < 9'd128;
  assign srd_en_o[4] = has2 && code2_o < 9'd128;

  // the old destination, read only when something uses it (a read saved
  // otherwise): SDWA UNUSED_PRESERVE, 16-bit results that keep the other half
  // (op_sel rows, keep_hi), and the ops the model reads D of (valu_dst_old /
  // dst_as_src: accumulating forms take it in c; v_swap)
  reg acc_old;
  always @(*) begin
    case (op_i)
      OP_V_MAC_F32, OP_V_FMAC_F32, OP_V_MAC_F16, OP_V_FMAC_F64, OP_V_PK_FMAC_F16,
      OP_V_CVT_PKACCUM_U8_F32, OP_V_DOT2C_I32_I16, OP_V_DOT4C_I32_I8,
      OP_V_DOT8C_I32_I4, OP_V_SWAP_B32, OP_V_FMA_MIXLO_F16, OP_V_FMA_MIXHI_F16,
      OP_V_DOT2C_F32_F16: acc_old = 1'b1;
      default: acc_old = 1'b0;
    endcase
  end
  wire need_old = vdst_v && !op_writelane &&
                  ((sdwa && w1[12:11] == 2'd2) || acc_old || (vd16 && ((f3 && vop_i[VB_OPSEL]) || keep_hi)));
  assign slot_en_o[0] = has0 && code0_o[8] && !dpp && !mf;
  assign slot_en_o[1] = has0 && code0_o[8] && vop_i[VB_S0_64] && !mf;
  assign slot_en_o[2] = has1 && code1_o[8] && !mf;
  assign slot_en_o[3] = has1 && code1_o[8] && vop_i[VB_S1_64] && !mf;
  assign slot_en_o[4] = has2 && code2_o[8] && !mf;
  assign slot_en_o[5] = has2 && code2_o[8] && s2_64 && !mf;
  assign slot_en_o[6] = need_old && !mf;
  assign slot_en_o[7] = need_old && vd_64 && !mf;
  assign vreg0_o = code0_o[7:0] + (vop_i[VB_S0_ACC] ? accum_i[8:0] : 9'd0);
  assign vreg1_o = {1'b0, code1_o[7:0]};
  assign vreg2_o = {1'b0, code2_o[7:0]} + {7'd0, pass_i, 1'b0};
  assign vdreg_o = vdst_o + (vop_i[VB_VDST_ACC] ? accum_i[8:0] : 9'd0) + {7'd0, pass_i, 1'b0};

  wire unused = &{1'b0, accum_i[9], w0[31:25]};

  // ---- traps ----
  // ops whose clamp the model leaves undefined although the row has one
  // (sem_valu_int.c clamp_unmodelled: it stops the wave), and packed integer
  // ops, whose neg_lo/neg_hi has no meaning the model gives (pk_int)
  reg clamp_undef, pk_int_op;
  always @(*) begin
    case (op_i)
      OP_V_MUL_U32_U24, OP_V_MUL_I32_I24, OP_V_MAD_U32_U24, OP_V_MAD_I32_I24,
      OP_V_MAD_U64_U32, OP_V_MAD_I64_I32, OP_V_SAD_U8, OP_V_SAD_HI_U8, OP_V_SAD_U16,
      OP_V_SAD_U32, OP_V_MSAD_U8, OP_V_QSAD_PK_U16_U8, OP_V_MQSAD_PK_U16_U8,
      OP_V_MQSAD_U32_U8, OP_V_MAD_U32_U16, OP_V_MAD_I32_I16, OP_V_PK_MUL_LO_U16,
      OP_V_PK_LSHLREV_B16, OP_V_PK_LSHRREV_B16, OP_V_PK_ASHRREV_I16: clamp_undef = 1'b1;
      default: clamp_undef = 1'b0;
    endcase
    case (op_i)
      OP_V_PK_ADD_U16, OP_V_PK_SUB_U16, OP_V_PK_ADD_I16, OP_V_PK_SUB_I16, OP_V_PK_MUL_LO_U16,
      OP_V_PK_MAD_U16, OP_V_PK_MAD_I16, OP_V_PK_LSHLREV_B16, OP_V_PK_LSHRREV_B16,
      OP_V_PK_ASHRREV_I16, OP_V_PK_MAX_U16, OP_V_PK_MIN_U16, OP_V_PK_MAX_I16,
      OP_V_PK_MIN_I16: pk_int_op = 1'b1;
      default: pk_int_op = 1'b0;
    endcase
  end
  wire op_readfirst = (op_i == OP_V_READFIRSTLANE_B32);
  wire op_lanesel   = (op_i == OP_V_READLANE_B32) || op_readfirst;
  wire op_swap      = (op_i == OP_V_SWAP_B32);
  assign op_readfirst_o = op_readfirst;
  assign op_lanesel_o   = op_lanesel;
  assign op_swap_o      = op_swap;
  // an op neither library executes (a safety net: the decode ROM already
  // traps rows no unit names)
  wire unsup = !op_lanesel && !op_writelane && !op_nothing && !int_sup_i && !f_sup_i && !mf;
  // an MFMA's 64-bit operands on odd registers
  wire misal = mf && ((mf_abd_o == 2'd2 && (code0_o[0] || code1_o[0])) ||
                      (mf_cdd_o >= 6'd2 && ((code2_o[8] && code2_o[0]) || vdst_o[0])));
  // the model leaves these undefined (SDWA clamp of a row without clamp) or
  // the RTL does not permute them yet (a 64-bit DPP source): trap, not guess
  // (an MFMA's fields are its own: only its register alignment traps)
  wire bad = mf ? misal : (clamp_o && !vop_i[VB_CLAMP]) || (dpp && vop_i[VB_S0_64]) ||
             (clamp_o && clamp_undef) || (pk_int_op && (neg_o != 3'd0 || neg_hi_o != 3'd0)) ||
             (op_lanesel && !code0_o[8]) || (op_swap && (dpp || sdwa)) || (op_mq && !code2_o[8]);
  assign trap_o  = unsup || bad;
  assign misal_o = misal;
endmodule
