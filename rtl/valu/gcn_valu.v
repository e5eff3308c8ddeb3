// gcn_valu: the vector ALU sequencer.  Holds three VOP1/VOP2/VOPC/VOP3/VOP3P
// instructions (plain, DPP or SDWA) from the issue stage, one per slot of
// gcn_issue's (VALU_SLOTS): while one executes, the next reads its operands
// ahead (below: its SGPRs, one a cycle, and its VGPR rows, whole rows of 64
// lanes, one a cycle, each following this VALU's writes to it until it
// executes) and moves over in the cycle the first one ends, or drains (a
// float op whose quarters are all in SIMF writes the last ones from the
// drain, below).  An instruction
// executes a quarter (LANES_PER_SIMD lanes) at a time on two op libraries,
// gcn_valu_int (integer, combinational) and gcn_simf (float, valid/ready),
// as cmodel/src/valu_operands.c and the sem_valu_*.c files do:
//   INSN beat -> [ROW: src0's whole row for DPP / v_readlane /
//   v_readfirstlane] -> per quarter: [QEX (op library)] -> QWR lo [, QWR hi]
//   (write port A, one VGPR beat each) -> SGPR beats (lane mask / SGPR
//   result, lo and hi), EXEC beats (v_cmpx) -> END, done (or the END folded
//   into the last VGPR beat) -> the next instruction's INSN beat.
// Integer ops with a VGPR result skip QEX: gcn_valu_int is combinational, so
// the quarter's result is written in its QWR cycle.  v_mqsad_u32_u8 reads
// its rows again before each pass of each quarter (its passes read what the
// previous pass wrote).
// An MFMA (gcn_mfma_rom) runs on the SIMD's matrix core: after INSN (its
// EXEC and a scalar C read ahead), MF hands it to gcn_mfma_seq, which
// reads A, B, C through the VGPR read port and writes D under EXEC through
// write port A with its VGPR beats, then END (HAS_MFMA 0: no core; the
// decoder traps MFMAs there).  A tuple of two or more dwords at an odd
// register traps ILLEGAL, as the model (sem_mfma.c mfma_reg).
// A trapping instruction (an op neither library executes: the decode ROM
// already traps those, this is the safety net; a clamp the row does not
// define, as the model; any form the model stops the wave for: see
// bad_clamp) retires INSN, TRAP, END and ends the wave.
// VGPR beats carry the lanes written (EXEC, DPP masks, one lane for
// v_writelane); a quarter with none sends a beat with mask 0, which the
// checker ignores.
// GPR indexing (MODE.gpr_idx_en, s_set_gpr_idx_on; gidx_i from gcn_issue,
// which makes such an instruction serial): each VGPR operand whose enable is
// set names its field plus the index (the model's gpr_index, model.c), the
// wave's ArchVGPRs being its accum offset: a source past them reads v0, a
// destination past them makes the instruction retire without effect.
// The register file read ports are shared with the other units: a read is
// done only in a cycle its grant (sgpr_gnt_i / vgpr_gnt_i) is high; until
// then the read is offered again and the read pointers stay (the data of a
// granted read is taken the next cycle).
module gcn_valu #(
  `include "gcn_config.vh"
  ,
  `include "gcn_isa.vh"
) (
  input  wire                         clk_i,
  input  wire                         rst_i,
  // the packet
  input  wire                         valid_i,
  output wire                         ready_o,
  output wire                         free_nx_o, // ready_o after this cycle (the issue stage's pick)
  input  wire [VALU_SLOT_W-1:0]       slot_i,    // the issue stage's unit (of VALU_SLOTS) it takes
  input  wire [WAVE_ID_W-1:0]         wave_i,
  input  wire [63:0]                  pc_i,
  input  wire [95:0]                  words_i,
  input  wire [1:0]                   nwords_i,
  input  wire [OP_ID_W-1:0]           op_i,
  input  wire [FAM_W-1:0]             fam_i,
  input  wire                         scc_i,
  input  wire [31:0]                  mode_i,
  input  wire [9:0]                   accum_i,
  input  wire [11:0]                  gidx_i,    // GPR indexing: {enables src0, src1, src2, vdst; index}
  input  wire [VOP_W-1:0]             vop_i,
  input  wire [63:0]                  shm_i,     // SH_MEM_BASES: src_shared_* / src_private_* operands
  // SGPR file: read port, write port A
  output wire                         sgpr_re_o,
  output wire [WAVE_ID_W-1:0]         sgpr_rwave_o,
  output reg  [6:0]                   sgpr_rcode_o,
  input  wire [63:0]                  sgpr_rdata_i,
  input  wire                         sgpr_gnt_i,    // the read offered now is done
  output wire                         sgpr_we_lo_o,
  output wire                         sgpr_we_hi_o,
  output wire [WAVE_ID_W-1:0]         sgpr_wwave_o,
  output wire [6:0]                   sgpr_wcode_o,
  output wire [63:0]                  sgpr_wdata_o,
  // VGPR file: read port, write port A
  output reg                          vgpr_re_o,
  output wire [WAVE_ID_W-1:0]         vgpr_rwave_o,
  output reg  [8:0]                   vgpr_rreg_o,
  output wire [PASS_W-1:0]            vgpr_rquarter_o,
  input  wire [32*LANES_PER_SIMD-1:0] vgpr_rdata_i,
  input  wire [32*WAVE_SIZE-1:0]      vgpr_rrow_i,
  input  wire                         vgpr_gnt_i,    // the read offered now is done
  output wire                         vgpr_we_o,
  output wire [WAVE_ID_W-1:0]         vgpr_wwave_o,
  output wire [8:0]                   vgpr_wreg_o,
  output wire [PASS_W-1:0]            vgpr_wquarter_o,
  output wire [LANES_PER_SIMD-1:0]    vgpr_wmask_o,
  output wire [32*LANES_PER_SIMD-1:0] vgpr_wdata_o,
  // retirement beats
  output wire                         beat_valid_o,
  input  wire                         beat_ready_i,
  output reg  [2:0]                   beat_kind_o,
  output wire [WAVE_ID_W-1:0]         beat_wave_o,
  output reg  [63:0]                  beat_pc_o,
  output reg  [8:0]                   beat_index_o,
  output wire [1:0]                   beat_quarter_o,
  output reg  [15:0]                  beat_mask_o,
  output reg  [511:0]                 beat_data_o,
  output wire                         beat_last_o,   // the beat also ends the instruction (END folded)
  output wire                         beat_first_o,  // the beat also starts it: its INSN folded in
  output wire [97:0]                  beat_words_o,  // the INSN folded: {nwords, words}
  // done
  output wire                         done_valid_o,
  output wire [VALU_SLOT_W-1:0]       done_slot_o,
  output wire [WAVE_ID_W-1:0]         done_wave_o,
  output wire [63:0]                  done_pc_o,
  output wire                         done_seq_o,
  output wire [1:0]                   done_nwords_o,
  output wire                         done_scc_o,
  output wire                         done_end_o,
  // per slot: its instruction will not trap (its fields say so, read ahead
  // or executing): younger instructions of its wave may issue (gcn_issue's
  // scoreboard)
  output wire [VALU_SLOTS-1:0]        safe_o,
  // per slot: its instruction still has SGPR reads ahead (EXEC, VCC, SGPR
  // sources): an SALU instruction of its wave must not write them yet
  output wire [VALU_SLOTS-1:0]        sread_o
);
  `include "mfma/gcn_mfma_kinds.vh"
  `include "gcn_platform.vh"
  localparam L = LANES_PER_SIMD;
  `GCN_STATIC_ASSERT(g_slots, VALU_SLOTS == 3, "gcn_valu holds three instructions: one drains, one executes, one reads ahead")
  // (the drain's order argument, below, needs a wave's quarters to be more
  // than SIMF's in-flight quarters apart)
  `GCN_STATIC_ASSERT(g_passes, PASSES >= 4, "gcn_valu: a wave takes at least 4 passes")
  // a retirement beat carries a quarter-wave (16 lanes): a pass's L lanes go
  // to their place in it (lane0)
  localparam RT_LANES = 16;
  localparam [3:0] S_IDLE = 4'd0, S_INSN = 4'd1, S_ROW0 = 4'd3, S_ROW1 = 4'd4, S_QRD = 4'd5,
                   S_QEX = 4'd6, S_QWR = 4'd7, S_QWR1 = 4'd8, S_SG0 = 4'd9, S_SG1 = 4'd10, S_EX0 = 4'd11,
                   S_EX1 = 4'd12, S_TRAP = 4'd13, S_END = 4'd14, S_MF = 4'd15;
  localparam [2:0] RT_INSN = 3'd0, RT_SGPR = 3'd1, RT_VGPR = 3'd2, RT_TRAP = 3'd6, RT_END = 3'd7;
  localparam [6:0] VCC_LO = 7'd106, EXEC_LO = 7'd126;

  reg [3:0] state_q, state_d;
  wire [3:0] st;   // the state the cycle acts in (state_q, or INSN folded: below)
  reg       mf_busy_q;   // S_MF: the matrix core has its command

  // ---- the instruction, latched at issue ----
  reg [WAVE_ID_W-1:0] wave_q;
  reg [63:0]          pc_q;
  reg [95:0]          words_q;
  reg [1:0]           nwords_q;
  (* fsm_encoding = "none" *) reg [OP_ID_W-1:0] op_q;
  (* fsm_encoding = "none" *) reg [FAM_W-1:0]   fam_q;
  reg                 scc_q;
  reg [31:0]          mode_q;
  reg [9:0]           accum_q;
  reg [11:0]          gidx_q;
  reg [VOP_W-1:0]     vop_q;

  reg [VALU_SLOT_W-1:0] slot_q;   // the issue stage's slot of it

  // ---- the instruction read ahead (below) ----
  reg                 ra_valid_q;
  reg [VALU_SLOT_W-1:0] ra_slot_q;
  reg [WAVE_ID_W-1:0] ra_wave_q;
  reg [63:0]          ra_pc_q;
  reg [95:0]          ra_words_q;
  reg [1:0]           ra_nwords_q;
  reg [OP_ID_W-1:0]   ra_op_q;
  reg [FAM_W-1:0]     ra_fam_q;
  reg                 ra_scc_q;
  reg [31:0]          ra_mode_q;
  reg [9:0]           ra_accum_q;
  reg [11:0]          ra_gidx_q;
  reg [VOP_W-1:0]     ra_vop_q;
  reg [2:0]           ra_srd_q;     // the next SGPR slot (0 EXEC, 1 VCC, 2..4 src0..2)
  reg                 ra_scap_q;    // an SGPR read is under way: capture it
  reg [2:0]           ra_scslot_q;
  reg [3:0]           ra_rptr_q;    // the next VGPR row slot
  reg                 ra_cap_q;     // a row read is under way: capture it
  reg [2:0]           ra_cslot_q;
  reg [63:0]          ra_exec_q, ra_vcc_q, ra_sraw0_q, ra_sraw1_q, ra_sraw2_q;
  // (its rows: row_a_q in g_rows below)

  // ---- the instruction draining (below) ----
  reg                   dr_valid_q;
  reg [VALU_SLOT_W-1:0] dr_slot_q;
  reg [WAVE_ID_W-1:0]   dr_wave_q;
  reg [63:0]            dr_pc_q;
  reg [1:0]             dr_nwords_q;
  reg                   dr_scc_q;
  reg [8:0]             dr_vdreg_q;
  reg [WAVE_SIZE-1:0]   dr_wmask_q;   // its lanes written (EXEC)
  reg [PASS_W-1:0]      dr_q_q;       // its next quarter to write
  // the executing instruction's beats wait while the drain holds the channel
  wire x_rdy = beat_ready_i && !dr_valid_q;


  // a packet is taken into the read-ahead slot when it is free
  wire take = valid_i && ready_o;
  assign ready_o = !ra_valid_q;
  assign free_nx_o = (!ra_valid_q && !take) || xfer;

  wire [31:0] w0 = words_q[31:0];
  wire [31:0] w1 = words_q[63:32];

  // ---- the fields of the executing instruction (gcn_valu_fields) ----
  wire       e32, f3, f3p, sdwa, dpp;
  wire [8:0] code0, code1, code2;   // operand codes, VGPRs as 256 + v
  wire [7:0] vdst_f;                // vdst field
  wire [6:0] sdst_c;                // lane-mask / SGPR destination
  wire       sdst_ok;
  wire [2:0] neg, abs_m, neg_hi;
  wire [3:0] opsel;
  wire [2:0] opsel_hi;
  wire       clamp;
  wire [1:0] omod;
  wire       has2, op_writelane, op_mq, k16, keep_hi, vd16, s2_64, vd_64, vdst_v, no_effect;
  // the ops the sequencer does itself (v_readlane, v_readfirstlane: a lane
  // selected; v_swap_b32: vdst <- src0 (the int library's move), then src0
  // <- the old vdst, a second write per quarter, S_QWR1)
  wire       op_readfirst, op_lanesel, op_swap;
  wire       mf, mf_misal;
  wire       int_sup;               // gcn_valu_int executes op_q
  wire       x_trap;                // (the executing instruction's trap was known ahead: trap_q)
  wire       ra_trap, ra_int_sup, ra_f_sup, ra_misal;   // the read-ahead one's (below)
  wire [2:0] mf_kind;
  wire [5:0] mf_m, mf_cdd;
  wire [4:0] mf_k, mf_blocks;
  wire [1:0] mf_abd;
  wire [4:0] srd_en_b;
  wire [7:0] slot_en;
  wire [8:0] vreg0, vreg1, vreg2, vdreg;
  reg        pass_q;
  gcn_valu_fields u_fields (
    .words_i (words_q[63:0]), .fam_i (fam_q), .op_i (op_q), .vop_i (vop_q), .gidx_i (gidx_q),
    .accum_i (accum_q), .pass_i (pass_q), .int_sup_i (int_sup), .f_sup_i (1'b0),
    .e32_o (e32), .f3_o (f3), .f3p_o (f3p), .sdwa_o (sdwa), .dpp_o (dpp),
    .code0_o (code0), .code1_o (code1), .code2_o (code2), .vdst_o (vdst_f), .sdst_o (sdst_c),
    .sdst_ok_o (sdst_ok), .neg_o (neg), .abs_o (abs_m), .neg_hi_o (neg_hi), .opsel_o (opsel),
    .opsel_hi_o (opsel_hi), .clamp_o (clamp), .omod_o (omod), .has2_o (has2),
    .op_writelane_o (op_writelane), .op_readfirst_o (op_readfirst), .op_lanesel_o (op_lanesel),
    .op_swap_o (op_swap), .op_mq_o (op_mq), .k16_o (k16), .keep_hi_o (keep_hi), .vd16_o (vd16),
    .s2_64_o (s2_64), .vd_64_o (vd_64), .vdst_v_o (vdst_v), .no_effect_o (no_effect),
    .mf_o (mf), .mf_kind_o (mf_kind), .mf_m_o (mf_m), .mf_k_o (mf_k), .mf_blocks_o (mf_blocks),
    .mf_abd_o (mf_abd), .mf_cdd_o (mf_cdd),
    .srd_en_o (srd_en_b), .slot_en_o (slot_en), .vreg0_o (vreg0), .vreg1_o (vreg1), .vreg2_o (vreg2),
    .vdreg_o (vdreg), .trap_o (x_trap), .misal_o (mf_misal)
  );
  wire [2:0] dst_sel    = w1[10:8];
  wire [1:0] dst_unused = w1[12:11];

  // ---- ops with operand forms of their own ----
  // the VOP2 literal-constant mads: K (the literal; its low half for f16) is
  // b of madmk (S0 * K + S1, S1 moves to c) and c of madak (S0 * S1 + K)
  wire op_madmk     = (op_q == OP_V_MADMK_F32) || (op_q == OP_V_MADMK_F16);
  wire op_madak     = (op_q == OP_V_MADAK_F32) || (op_q == OP_V_MADAK_F16);
  // 16-bit results that keep the destination's high half outside op_sel
  // rows (keep_hi: v_mac_f16, v_madmk_f16, v_madak_f16; v_fma_mixlo_f16),
  // or go to its high half keeping the low (v_fma_mixhi_f16)
  wire op_mixhi     = (op_q == OP_V_FMA_MIXHI_F16);
  // v_fma_mix*: each source f32, or the f16 half op_sel picks when its
  // op_sel_hi bit is set; neg_hi is abs
  wire op_mix       = (op_q == OP_V_FMA_MIX_F32) || (op_q == OP_V_FMA_MIXLO_F16) || op_mixhi;
  // v_dot2c_f32_f16: neg negates both halves of a source, abs does nothing
  // (sem_valu_packed.c)
  wire op_dot2c     = (op_q == OP_V_DOT2C_F32_F16);
  // v_mqsad_u32_u8 (128-bit S2 and D): two passes per quarter, pass p reads
  // S2 dwords 2p+1:2p, feeds S0 >> 16p and writes D dwords 2p+1:2p
  // (gcn_valu_int)

  // ---- scalar sources: the SGPRs read ahead (below), then constants ----
  reg [63:0] exec_q, vcc_q, sraw0_q, sraw1_q, sraw2_q;
  function automatic [6:0] scode(input [8:0] code);
    scode = (code < 9'd128) ? code[6:0] : 7'd0;
  endfunction

  // a non-VGPR source's value (model.c gcn_scalar_read32/64); is16: the
  // source's elements are 16 bits (packed or not), so an inline float
  // constant is its f16 pattern in bits 15:0, zeros above
  function automatic [63:0] sval(input [8:0] code, input [63:0] raw, input is64, input is16,
                                 input isf, input isi, input [31:0] lit, input [63:0] vcc,
                                 input [63:0] exec, input scc, input [63:0] shm);
    reg [63:0] v;
    reg [31:0] ap;
    begin
      v = 64'd0;
      // apertures (model.c): 32 bits the base's high dword; 64 bits the
      // base address, a limit's low dword all ones
      ap = (code == 9'd235 || code == 9'd236) ? shm[63:32] : shm[31:0];
      if (code < 9'd128) v = is64 ? raw : {32'd0, raw[31:0]};
      else if (code >= 9'd235 && code <= 9'd238)
        v = is64 ? {ap, (code == 9'd236 || code == 9'd238) ? 32'hffffffff : 32'd0} : {32'd0, ap};
      else if (code <= 9'd192) v = {55'd0, code - 9'd128};
      else if (code <= 9'd208) v = 64'd0 - {55'd0, code - 9'd192};
      else if (code == 9'd251) v = {63'd0, vcc == 64'd0};
      else if (code == 9'd252) v = {63'd0, exec == 64'd0};
      else if (code == 9'd253) v = {63'd0, scc};
      else if (code == 9'd255) begin
        if (!is64) v = {32'd0, lit};
        else if (isf) v = {lit, 32'd0};
        else if (isi) v = {{32{lit[31]}}, lit};
        else v = {32'd0, lit};
      end else if (code >= 9'd240 && code <= 9'd248) begin
        if (is64) begin
          case (code)
            9'd240: v = 64'h3fe0000000000000;
            9'd241: v = 64'hbfe0000000000000;
            9'd242: v = 64'h3ff0000000000000;
            9'd243: v = 64'hbff0000000000000;
            9'd244: v = 64'h4000000000000000;
            9'd245: v = 64'hc000000000000000;
            9'd246: v = 64'h4010000000000000;
            9'd247: v = 64'hc010000000000000;
            default: v = 64'h3fc45f306dc9c882;
          endcase
        end else if (is16) begin
          case (code)
            9'd240: v = 64'h3800;
            9'd241: v = 64'hb800;
            9'd242: v = 64'h3c00;
            9'd243: v = 64'hbc00;
            9'd244: v = 64'h4000;
            9'd245: v = 64'hc000;
            9'd246: v = 64'h4400;
            9'd247: v = 64'hc400;
            default: v = 64'h3118;
          endcase
        end else begin
          case (code)
            9'd240: v = 64'h3f000000;
            9'd241: v = 64'hbf000000;
            9'd242: v = 64'h3f800000;
            9'd243: v = 64'hbf800000;
            9'd244: v = 64'h40000000;
            9'd245: v = 64'hc0000000;
            9'd246: v = 64'h40800000;
            9'd247: v = 64'hc0800000;
            default: v = 64'h3e22f983;
          endcase
        end
      end
      sval = v;
    end
  endfunction

  // the literal: dword 1 of a VOP1/VOP2/VOPC without DPP/SDWA
  wire [31:0] lit = w1;
  wire [63:0] sv0 = sval(code0, sraw0_q, vop_q[VB_S0_64], vop_q[VB_S0_E16], vop_q[VB_S0_F], vop_q[VB_S0_I], lit,
                         vcc_q, exec_q, scc_q, shm_i);
  wire [63:0] sv1 = sval(code1, sraw1_q, vop_q[VB_S1_64], vop_q[VB_S1_E16], vop_q[VB_S1_F], vop_q[VB_S1_I], lit,
                         vcc_q, exec_q, scc_q, shm_i);
  wire [63:0] sv2 = sval(code2, sraw2_q, vop_q[VB_S2_64], vop_q[VB_S2_E16], vop_q[VB_S2_F], vop_q[VB_S2_I], lit,
                         vcc_q, exec_q, scc_q, shm_i);
  // a packed-f32 / v_pk_mov_b32 source that is a constant (not an SGPR pair,
  // not a VGPR): its 32-bit float reading in both dwords (sem_valu_packed.c
  // src_v2x32)
  wire [63:0] sc0 = sval(code0, sraw0_q, 1'b0, 1'b0, 1'b1, 1'b0, lit, vcc_q, exec_q, scc_q, shm_i);
  wire [63:0] sc1 = sval(code1, sraw1_q, 1'b0, 1'b0, 1'b1, 1'b0, lit, vcc_q, exec_q, scc_q, shm_i);
  wire [63:0] sc2 = sval(code2, sraw2_q, 1'b0, 1'b0, 1'b1, 1'b0, lit, vcc_q, exec_q, scc_q, shm_i);
  wire pkc0 = f3p && vop_q[VB_PK] && vop_q[VB_S0_64] && code0 >= 9'd128 && !code0[8];
  wire pkc1 = f3p && vop_q[VB_PK] && vop_q[VB_S1_64] && code1 >= 9'd128 && !code1[8];
  wire pkc2 = f3p && vop_q[VB_PK] && vop_q[VB_S2_64] && code2 >= 9'd128 && !code2[8];
  // the lane mask of v_cndmask / carry-in: src2 in VOP3, VCC otherwise
  wire [63:0] maskv = (f3 && vop_q[VB_S2_MASK]) ? sv2 : vcc_q;
  // ---- VGPR operands of a quarter ----
  // slots: 0/1 src0 lo/hi, 2/3 src1, 4/5 src2, 6/7 the old vdst
  reg  [PASS_W-1:0] q_q;   // the pass (L lanes)
  wire [5:0]   lane0 = 6'(32'(q_q) * L);   // its first lane in the wave
  // a float op's quarters go to SIMF ahead of their writes (rq_q: the next
  // one to send; SIMF keeps them in order): operands are formed for the
  // quarter sent (q_a), results written for q_q
  wire             f_op = !int_sup && !op_writelane;
  reg  [PASS_W:0]  rq_q;
  wire [PASS_W-1:0] q_a = f_op ? rq_q[PASS_W-1:0] : q_q;
  wire [5:0]       lane0_a = 6'(32'(q_a) * L);
  // the rows are read ahead (below); only v_mqsad_u32_u8 reads its rows again
  // before each later pass, here (QRD)
  reg  [3:0]   rptr_q, rptr_d;
  reg          cap_q, cap_d;
  reg  [2:0]   cslot_q, cslot_d;
  wire [32*WAVE_SIZE-1:0] opr_q [0:7];   // the slots' whole rows (g_rows below)
  reg  [32*WAVE_SIZE-1:0] row_q;
  // the quarter's lanes of every slot
  wire [32*L*8-1:0] opb;
  genvar gs;
  for (gs = 0; gs < 8; gs = gs + 1) begin : g_opb
    assign opb[32*L*gs +: 32*L] = opr_q[gs][32*L*q_a +: 32*L];
  end

  // ---- MFMA (the matrix core's command: gcn_valu_fields) ----
  // VOP3P-MAI fields: ACC_CD (C, D in AccVGPRs), ACC (A, B), CBSZ, ABID, BLGP
  wire       mf_acc_cd = w0[15];
  wire [1:0] mf_acc    = w1[28:27];
  wire [8:0] mf_areg   = {1'b0, code0[7:0]} + (mf_acc[0] ? accum_q[8:0] : 9'd0);
  wire [8:0] mf_breg   = {1'b0, code1[7:0]} + (mf_acc[1] ? accum_q[8:0] : 9'd0);
  wire [8:0] mf_creg   = {1'b0, code2[7:0]} + (mf_acc_cd ? accum_q[8:0] : 9'd0);
  wire [8:0] mf_dreg   = {1'b0, vdst_f} + (mf_acc_cd ? accum_q[8:0] : 9'd0);
  // C as a constant or SGPR(s): its value (an f64 C reads 64 bits)
  wire [63:0] mf_cval  = sval(code2, sraw2_q, mf_kind == MK_F64, 1'b0, vop_q[VB_S2_F], vop_q[VB_S2_I], lit,
                              vcc_q, exec_q, scc_q, shm_i);

  // the next slot to read from rptr on
  wire       nxt_ok;
  wire [2:0] nxt;
  gcn_next_set #(.N(8), .IDX_W(3), .FROM_W(4)) u_v_next (
    .en_i(slot_en), .from_i(rptr_q), .found_o(nxt_ok), .idx_o(nxt));
  function automatic [8:0] slot_reg(input [2:0] s, input [8:0] r0, input [8:0] r1, input [8:0] r2, input [8:0] rd);
    case (s[2:1])
      2'd0:    slot_reg = r0 + {8'd0, s[0]};
      2'd1:    slot_reg = r1 + {8'd0, s[0]};
      2'd2:    slot_reg = r2 + {8'd0, s[0]};
      default: slot_reg = rd + {8'd0, s[0]};
    endcase
  endfunction

  // ---- DPP and lane selects ----
  wire [32*L-1:0]         dpp_val;   // the pass's lanes
  wire [WAVE_SIZE-1:0]    dpp_ok;
  gcn_valu_dpp #(.OUT_LANES(L)) u_dpp (
    .lane0_i      (lane0_a),
    .ctrl_i       (w1[16:8]),
    .bound_ctrl_i (w1[19]),
    .row_mask_i   (w1[31:28]),
    .bank_mask_i  (w1[27:24]),
    .src_i        (row_q),
    .exec_i       (exec_q),
    .val_o        (dpp_val),
    .lane_ok_o    (dpp_ok)
  );
  // lanes the instruction writes (valu_operands.c write_mask)
  wire [WAVE_SIZE-1:0] wmask64 = dpp ? dpp_ok : exec_q;

  reg [5:0] first_lane;
  integer   fi;
  always @(*) begin
    first_lane = 6'd0;
    for (fi = WAVE_SIZE - 1; fi >= 0; fi = fi - 1) begin
      if (exec_q[fi]) first_lane = fi[5:0];
    end
  end
  wire [5:0] sel_lane = op_readfirst ? first_lane : sv1[5:0];

  // ---- operands of the quarter, lane by lane ----
  wire [WAVE_SIZE-1:0] exec_qtr_all = exec_q >> lane0_a;
  wire [L-1:0]         lanes_q = exec_qtr_all[L-1:0];
  wire [32*L-1:0]      dpp_sh = dpp_val;

  // float input modifiers: abs, then neg, on the sign bit of the width
  function automatic [63:0] fmod(input [63:0] v, input a, input n, input is64, input is16);
    reg [63:0] r;
    begin
      r = v;
      if (is64) begin
        if (a) r[63] = 1'b0;
        if (n) r[63] = !r[63];
      end else if (is16) begin
        if (a) r[15] = 1'b0;
        if (n) r[15] = !r[15];
      end else begin
        if (a) r[31] = 1'b0;
        if (n) r[31] = !r[31];
      end
      fmod = r;
    end
  endfunction
  // VOP3P: the halves (or dwords, packed f32) op_sel and op_sel_hi pick, neg
  // and neg_hi on the float elements
  function automatic [63:0] pk(input [63:0] v, input s, input sh, input n, input nh, input isf, input is64);
    reg [63:0] r;
    begin
      if (is64) begin
        r = {sh ? v[63:32] : v[31:0], s ? v[63:32] : v[31:0]};
        if (isf && n) r[31] = !r[31];
        if (isf && nh) r[63] = !r[63];
      end else begin
        r = {32'd0, sh ? v[31:16] : v[15:0], s ? v[31:16] : v[15:0]};
        if (isf && n) r[15] = !r[15];
        if (isf && nh) r[31] = !r[31];
      end
      pk = r;
    end
  endfunction

  // a v_fma_mix source for gcn_simf_f32: bit 32 marks an f16 (in 15:0)
  function automatic [63:0] mixsrc(input [31:0] v, input s, input sh, input ab, input n);
    reg [63:0] r;
    begin
      r = sh ? {48'd0, s ? v[31:16] : v[15:0]} : {32'd0, v[31:0]};
      r = fmod(r, ab, n, 1'b0, sh);
      mixsrc = {31'd0, sh, r[31:0]};
    end
  endfunction

  wire [64*L-1:0] a_v, b_v, c_v;
  wire [32*L-1:0] old_lo = opb[32*L*6 +: 32*L];   // the operand quarter's
  wire [32*L-1:0] old_hi = opb[32*L*7 +: 32*L];
  wire [32*L-1:0] old_w  = opr_q[6][32*L*q_q +: 32*L];   // the written quarter's
  genvar gl;
  for (gl = 0; gl < L; gl = gl + 1) begin : g_lane
    wire [31:0] r0lo = dpp ? dpp_sh[32*gl +: 32] : opb[32*L*0 + 32*gl +: 32];
    wire [63:0] raw0 = code0[8] || dpp ? {vop_q[VB_S0_64] ? opb[32*L*1 + 32*gl +: 32] : 32'd0, r0lo} : sv0;
    wire [63:0] raw1 = code1[8] ? {vop_q[VB_S1_64] ? opb[32*L*3 + 32*gl +: 32] : 32'd0, opb[32*L*2 + 32*gl +: 32]} : sv1;
    wire [63:0] raw2 = !has2 ? {old_hi[32*gl +: 32], old_lo[32*gl +: 32]} :
                       code2[8] ? {s2_64 ? opb[32*L*5 + 32*gl +: 32] : 32'd0, opb[32*L*4 + 32*gl +: 32]} : sv2;
    wire [31:0] sd0, sd1;
    gcn_valu_sdwa_src u_s0 (.sel_i(w1[18:16]), .sext_i(w1[19]), .val_i(raw0[31:0]), .val_o(sd0));
    gcn_valu_sdwa_src u_s1 (.sel_i(w1[26:24]), .sext_i(w1[27]), .val_i(raw1[31:0]), .val_o(sd1));
    wire [63:0] x0 = sdwa ? {32'd0, sd0} : raw0;
    wire [63:0] x1 = sdwa ? {32'd0, sd1} : raw1;
    // VOP3 rows with op_sel: a 16-bit source's high half
    wire [63:0] h0 = (f3 && vop_q[VB_OPSEL] && vop_q[VB_S0_16] && opsel[0]) ? {48'd0, x0[31:16]} : x0;
    wire [63:0] h1 = (f3 && vop_q[VB_OPSEL] && vop_q[VB_S1_16] && opsel[1]) ? {48'd0, x1[31:16]} : x1;
    wire [63:0] h2 = (f3 && vop_q[VB_OPSEL] && vop_q[VB_S2_16] && opsel[2]) ? {48'd0, raw2[31:16]} : raw2;
    assign a_v[64*gl +: 64] = op_mix ? mixsrc(x0[31:0], opsel[0], opsel_hi[0], neg_hi[0], neg[0]) :
                              op_dot2c ? {32'd0, x0[31:0] ^ {neg[0], 15'd0, neg[0], 15'd0}} :
                              (op_mq && pass_q) ? {16'd0, h0[63:16]} : (f3p && vop_q[VB_PK]) ? pk(pkc0 ? {sc0[31:0], sc0[31:0]} : h0, opsel[0], opsel_hi[0], neg[0], neg_hi[0], vop_q[VB_S0_F], vop_q[VB_S0_64]) :
                              vop_q[VB_S0_F] ? fmod(h0, abs_m[0], neg[0], vop_q[VB_S0_64], vop_q[VB_S0_16]) : h0;
    wire [63:0] kval = k16 ? {48'd0, lit[15:0]} : {32'd0, lit};
    wire [63:0] bsrc = (f3p && vop_q[VB_PK]) ? pk(pkc1 ? {sc1[31:0], sc1[31:0]} : h1, opsel[1], opsel_hi[1], neg[1], neg_hi[1], vop_q[VB_S1_F], vop_q[VB_S1_64]) :
                              vop_q[VB_S1_F] ? fmod(h1, abs_m[1], neg[1], vop_q[VB_S1_64], vop_q[VB_S1_16]) : h1;
    assign b_v[64*gl +: 64] = op_mix ? mixsrc(x1[31:0], opsel[1], opsel_hi[1], neg_hi[1], neg[1]) :
                              op_dot2c ? {32'd0, x1[31:0] ^ {neg[1], 15'd0, neg[1], 15'd0}} :
                              op_madmk ? kval : bsrc;
    assign c_v[64*gl +: 64] = op_mix ? mixsrc(raw2[31:0], opsel[2], opsel_hi[2], neg_hi[2], neg[2]) :
                              op_madmk ? bsrc : op_madak ? kval :
                              (f3p && vop_q[VB_S2_32]) ? {32'd0, h2[31] ^ (vop_q[VB_S2_F] & neg[2]), h2[30:0]} :
                              (f3p && vop_q[VB_PK]) ? pk(pkc2 ? {sc2[31:0], sc2[31:0]} : h2, opsel[2], opsel_hi[2], neg[2], neg_hi[2], vop_q[VB_S2_F], vop_q[VB_S2_64]) :
                              (has2 && vop_q[VB_S2_F]) ? fmod(h2, abs_m[2], neg[2], vop_q[VB_S2_64], vop_q[VB_S2_16]) : h2;
  end

  // ---- the op libraries ----
  wire [L-1:0]    flag_in = maskv[L*q_a +: L];
  wire [64*L-1:0] int_d;
  wire [L-1:0]    int_flag;
  // the integer lanes' result is read in a quarter's QEX (into res_q) and,
  // fused, in its QWR cycles; otherwise the lanes compute nothing (which
  // keeps the simulators from evaluating them every cycle)
  wire            int_en = int_sup && (st == S_QEX || st == S_QWR || st == S_QWR1);
  gcn_valu_int u_int (
    .op_i      (op_q),
    .a_i       (a_v),
    .b_i       (b_v),
    .c_i       (c_v),
    .flag_i    (flag_in),
    .clamp_i   (clamp),
    .quarter_i (q_q),
    .en_i      (int_en),
    .d_o       (int_d),
    .flag_o    (int_flag),
    .sup_o     (int_sup),
    .probe_op_i  (ra_op_q),
    .probe_sup_o (ra_int_sup)
  );

  wire            f_ready, f_valid;
  wire [64*L-1:0] f_d;
  wire [L-1:0]    f_flag;
  // (sent in the quarter states of a float op, until every quarter is)
  wire            f_sent = {1'b0, q_q} < rq_q;   // q_q's quarter was sent
  wire            f_req  = (st == S_QEX || st == S_QWR1) && f_op && rq_q < (PASS_W+1)'(PASSES);
  // integer results with a VGPR destination: written straight from the
  // library in the QWR cycle(s), no QEX
  wire            fuse  = int_sup && !op_writelane && vdst_v;
  // float results with a VGPR destination: the quarter's (low) write goes
  // out in the cycle SIMF's result is taken, no QWR (QWR hi follows for
  // 64-bit results)
  wire            fuse_f = !int_sup && !op_writelane && vdst_v;
  wire            f_got  = (st == S_QEX) && f_sent && f_valid && !dr_valid_q;
  wire            f_wr   = f_got && fuse_f;
  gcn_simf u_simf (
    .clk_i     (clk_i),
    .rst_i     (rst_i),
    .sup_op_i  (ra_op_q),
    .sup_o     (ra_f_sup),
    .in_valid_i  (f_req),
    .in_ready_o  (f_ready),
    .op_i      (op_q),
    .mode_i    (mode_q),
    .lanes_i   (lanes_q),
    .a_i       (a_v),
    .b_i       (b_v),
    .c_i       (c_v),
    .flag_i    (flag_in),
    .clamp_i   (clamp),
    .omod_i    (omod),
    .out_valid_o (f_valid),
    .out_ready_i (dr_valid_q ? beat_ready_i : (st == S_QEX && f_sent && (!fuse_f || x_rdy))),
    .d_o       (f_d),
    .flag_o    (f_flag)
  );

  // results of the quarter
  reg [64*L-1:0]     res_q;
  reg [WAVE_SIZE-1:0] flags_q;
  reg [31:0]         sres_q;     // v_readlane / v_readfirstlane
  reg                trap_q;
  wire ex_done = int_sup || op_writelane || (f_got && (!fuse_f || x_rdy));

  // ---- faults (simulation only) ----
  wire vbeat_go;
  wire fold_end;    // the last write beat also ends the instruction (below)
  wire fold_insn;   // this INSN cycle is the first quarter's, its beat folded (below)
  reg  insn_owed_q; // the INSN beat, folded, waits for the instruction's first beat
  wire first_beat = fold_insn || insn_owed_q;
  // an instruction whose only beat would be its END sends the INSN on its own
  wire insn_late = insn_owed_q && st == S_END;
  wire flip_fire;
  gcn_fault #(.KIND(8'd1)) u_fault_flip (
    .clk_i   (clk_i),
    .rst_i   (rst_i),
    .event_i (vbeat_go),
    .fire_o  (flip_fire)
  );
  wire exec_ev = ra_scap_q && ra_scslot_q == 3'd0 && sgpr_rdata_i != 64'd0;
  wire drop_fire;
  gcn_fault #(.KIND(8'd2)) u_fault_exec (
    .clk_i   (clk_i),
    .rst_i   (rst_i),
    .event_i (exec_ev),
    .fire_o  (drop_fire)
  );

  // ---- the matrix core ----
  wire                 mf_st = (st == S_MF);
  wire                 mf_re, mf_wr_valid, mf_done;
  wire [8:0]           mf_rreg, mf_wr_reg;
  wire [PASS_W-1:0]    mf_wr_pass;
  wire [5:0]           mf_wr_lane0;
  wire [L-1:0]         mf_wr_mask;
  wire [32*L-1:0]      mf_wr_data;
  if (HAS_MFMA != 0) begin : g_mfma
    gcn_mfma_seq u_mfma (
      .clk_i      (clk_i),
      .rst_i      (rst_i),
      .start_i    (mf_st && !mf_busy_q),
      .kind_i     (mf_kind),
      .m_i        (mf_m),
      .k_i        (mf_k),
      .blocks_i   (mf_blocks),
      .abd_i      (mf_abd),
      .cdd_i      (mf_cdd),
      .cbsz_i     (w0[10:8]),
      .abid_i     (w0[14:11]),
      .blgp_i     (w1[31:29]),
      .areg_i     (mf_areg),
      .breg_i     (mf_breg),
      .creg_i     (mf_creg),
      .c_reg_i    (code2[8]),
      .c_val_i    (mf_cval),
      .dreg_i     (mf_dreg),
      .exec_i     (exec_q),
      .rd_re_o    (mf_re),
      .rd_reg_o   (mf_rreg),
      .rd_gnt_i   (vgpr_gnt_i && mf_st && mf_re),
      .rd_row_i   (vgpr_rrow_i),
      .wr_valid_o (mf_wr_valid),
      .wr_ready_i (x_rdy && mf_st),
      .wr_reg_o   (mf_wr_reg),
      .wr_pass_o  (mf_wr_pass),
      .wr_lane0_o (mf_wr_lane0),
      .wr_mask_o  (mf_wr_mask),
      .wr_data_o  (mf_wr_data),
      .done_o     (mf_done)
    );
  end else begin : g_no_mfma
    assign mf_re = 1'b0;
    assign mf_rreg = 9'd0;
    assign mf_wr_valid = 1'b0;
    assign mf_wr_reg = 9'd0;
    assign mf_wr_pass = {PASS_W{1'b0}};
    assign mf_wr_lane0 = 6'd0;
    assign mf_wr_mask = {L{1'b0}};
    assign mf_wr_data = {32*L{1'b0}};
    assign mf_done = 1'b0;
    wire unused_mf = &{1'b0, mf_kind, mf_m, mf_k, mf_blocks, mf_cdd, mf_areg, mf_breg, mf_creg, mf_dreg,
                       mf_cval, vgpr_gnt_i, mf_busy_q};
  end
  wire mf_wr = mf_st && mf_wr_valid;
  wire mf_wr_go = mf_wr && x_rdy;

  // ---- the VGPR write of a quarter ----
  wire [WAVE_SIZE-1:0] wm_all = wmask64 >> lane0;
  wire [5:0]           wl_lane = sv1[5:0];
  wire [5:0]           wl_off  = wl_lane - lane0;   // v_writelane's lane in the pass, when < L
  wire [L-1:0]         wmask_q = op_writelane ? ((32'(wl_off) < L) ? (L'(1) << wl_off) : {L{1'b0}}) : wm_all[L-1:0];
  wire                 hi_beat = (st == S_QWR1);
  reg  [32*L-1:0]      wdata;
  integer              wi;
  reg  [31:0]          r32, p16;
  wire [64*L-1:0] res_w = fuse ? int_d : f_wr ? f_d : res_q;
  always @(*) begin
    for (wi = 0; wi < L; wi = wi + 1) begin
      r32 = res_w[64*wi +: 32];
      // 16-bit results: the half op_sel[3] names (keeping the other) in a
      // VOP3 row with op_sel, else the low half with the high half zeroed
      p16 = r32;
      if (vd16) begin
        if (f3 && vop_q[VB_OPSEL]) p16 = opsel[3] ? {r32[15:0], old_w[32*wi + 0 +: 16]} : {old_w[32*wi + 16 +: 16], r32[15:0]};
        else if (op_mixhi) p16 = {r32[15:0], old_w[32*wi +: 16]};
        else p16 = {keep_hi ? old_w[32*wi + 16 +: 16] : 16'd0, r32[15:0]};
      end
      wdata[32*wi +: 32] = !hi_beat ? p16 : op_swap ? old_w[32*wi +: 32] : res_w[64*wi + 32 +: 32];
    end
  end
  wire [32*L-1:0] sdwa_out;
  for (gl = 0; gl < L; gl = gl + 1) begin : g_sdst
    gcn_valu_sdwa_dst u_d (.sel_i(dst_sel), .unused_i(dst_unused), .new_i(wdata[32*gl +: 32]),
                           .old_i(old_w[32*gl +: 32]), .val_o(sdwa_out[32*gl +: 32]));
  end
  wire [32*L-1:0] wfinal = (sdwa && !hi_beat) ? sdwa_out : wdata;
  // the drain's write: its quarter's lanes of SIMF's result (a 32-bit
  // result, nothing to merge: the drain's kind, below)
  wire [5:0]           dr_lane0  = 6'(32'(dr_q_q) * L);
  wire [WAVE_SIZE-1:0] dr_wm_all = dr_wmask_q >> dr_lane0;
  wire [L-1:0]         dr_wmask  = dr_wm_all[L-1:0];
  wire [32*L-1:0]      dr_data;
  for (gl = 0; gl < L; gl = gl + 1) begin : g_dr_data
    assign dr_data[32*gl +: 32] = f_d[64*gl +: 32];
  end
  wire [L-1:0]    wr_mask = dr_valid_q ? dr_wmask : wmask_q;   // the lanes written
  wire [32*L-1:0] wr_val  = dr_valid_q ? dr_data : wfinal;
  // fault 1: bit 0 of the lowest written lane flipped
  reg [32*L-1:0] flip;
  integer        ki;
  always @(*) begin
    flip = {32*L{1'b0}};
    for (ki = L - 1; ki >= 0; ki = ki - 1) begin
      if (wr_mask[ki]) begin
        flip = {32*L{1'b0}};
        flip[32*ki] = 1'b1;
      end
    end
  end
  wire [32*L-1:0] wout = flip_fire ? (wr_val ^ flip) : wr_val;

  wire in_wr = !dr_valid_q && ((st == S_QWR) || (st == S_QWR1) || f_wr);
  wire dw    = dr_valid_q && f_valid;   // the drain writes: its next quarter is out of SIMF
  wire dw_go = dw && beat_ready_i;
  wire dr_last = 32'(dr_q_q) == PASSES - 1;
  assign vbeat_go        = (in_wr && x_rdy) || dw_go;
  assign vgpr_we_o       = vbeat_go || mf_wr_go;
  assign vgpr_wwave_o    = dr_valid_q ? dr_wave_q : wave_q;
  assign vgpr_wreg_o     = dr_valid_q ? dr_vdreg_q : mf_st ? mf_wr_reg : (hi_beat && op_swap) ? vreg0 : vdreg + {8'd0, hi_beat};
  assign vgpr_wquarter_o = dr_valid_q ? dr_q_q : mf_st ? mf_wr_pass : q_q;
  assign vgpr_wmask_o    = (mf_st && !dr_valid_q) ? mf_wr_mask : wr_mask;
  assign vgpr_wdata_o    = (mf_st && !dr_valid_q) ? mf_wr_data : wout;

  // ---- SGPR results ----
  // a lane mask (VOPC, carry out) under the write mask, or one SGPR (lane reads)
  wire        mask_dst = vop_q[VB_SDST] && vop_q[VB_SDST_64];
  wire        sg_dst   = (mask_dst || op_lanesel) && sdst_ok;
  wire [6:0]  sg_code  = op_readfirst ? (e32 ? w0[23:17] : w0[6:0]) : sdst_c;
  wire        sg_code_ok = op_readfirst ? (e32 ? !w0[24] : !w0[7]) : 1'b1;
  wire [63:0] sg_val   = op_lanesel ? {32'd0, sres_q} : (flags_q & wmask64);
  wire        sg_64    = !op_lanesel;
  wire        cmpx     = vop_q[VB_CMPX];
  wire [63:0] exec_new = flags_q & exec_q;
  wire sg_go = x_rdy && (st == S_SG0 || st == S_SG1);
  wire ex_go = x_rdy && (st == S_EX0);
  assign sgpr_we_lo_o = (sg_go && st == S_SG0) || ex_go;
  assign sgpr_we_hi_o = (sg_go && st == S_SG1) || ex_go;
  assign sgpr_wwave_o = wave_q;
  assign sgpr_wcode_o = ex_go ? EXEC_LO : sg_code;
  assign sgpr_wdata_o = ex_go ? exec_new : sg_val;
  assign vgpr_rquarter_o = q_q;

  // ---- the instruction read ahead ----
  // Of the VALU's instructions (VALU_SLOTS; gcn_issue counts each as a
  // unit of its own) one executes (above, the *_q registers) while the
  // next one, handed meanwhile, waits here (ra_*) and reads its operands:
  // its SGPRs (EXEC, VCC, the SGPR sources: one a cycle on the SGPR read
  // port) and its VGPR rows (one a cycle on the bank's read port, in the
  // cycles the executing instruction does not read: DPP / lane-select rows,
  // MFMA operands, v_mqsad's later passes).  A row it holds follows every
  // write this VALU makes to that register of its wave: the executing
  // instruction may be its own wave's producer, whose quarters are written
  // after the read (no other unit writes them: gcn_issue's scoreboard), and
  // the write of the cycle the row was read is merged when the row arrives
  // (the RAM returns the old data then).  Once all its reads are granted,
  // it moves over (xfer) in the cycle the executing instruction leaves (or
  // any cycle none executes), with the data that arrives in that cycle.
  wire [8:0] ra_code0, ra_code1, ra_code2, ra_vreg0, ra_vreg1, ra_vreg2, ra_vdreg;
  wire [4:0] ra_srd_en;
  wire [7:0] ra_slot_en;
  wire       ra_no_effect;
  wire       ra_e32, ra_f3, ra_f3p, ra_sdwa, ra_dpp, ra_sdst_ok, ra_clamp, ra_has2;
  wire [7:0] ra_vdst;
  wire [6:0] ra_sdst;
  wire [2:0] ra_neg, ra_abs, ra_neg_hi, ra_opsel_hi;
  wire [3:0] ra_opsel;
  wire [1:0] ra_omod;
  wire       ra_wl, ra_mq, ra_k16, ra_keep_hi, ra_vd16, ra_s2_64, ra_vd_64, ra_vdst_v, ra_mf;
  wire       ra_readfirst, ra_lanesel, ra_swap;
  wire [2:0] ra_mf_kind;
  wire [5:0] ra_mf_m, ra_mf_cdd;
  wire [4:0] ra_mf_k, ra_mf_blocks;
  wire [1:0] ra_mf_abd;
  gcn_valu_fields u_ra_fields (
    .words_i (ra_words_q[63:0]), .fam_i (ra_fam_q), .op_i (ra_op_q), .vop_i (ra_vop_q), .gidx_i (ra_gidx_q),
    .accum_i (ra_accum_q), .pass_i (1'b0), .int_sup_i (ra_int_sup), .f_sup_i (ra_f_sup),
    .e32_o (ra_e32), .f3_o (ra_f3), .f3p_o (ra_f3p), .sdwa_o (ra_sdwa), .dpp_o (ra_dpp),
    .code0_o (ra_code0), .code1_o (ra_code1), .code2_o (ra_code2), .vdst_o (ra_vdst), .sdst_o (ra_sdst),
    .sdst_ok_o (ra_sdst_ok), .neg_o (ra_neg), .abs_o (ra_abs), .neg_hi_o (ra_neg_hi), .opsel_o (ra_opsel),
    .opsel_hi_o (ra_opsel_hi), .clamp_o (ra_clamp), .omod_o (ra_omod), .has2_o (ra_has2),
    .op_writelane_o (ra_wl), .op_readfirst_o (ra_readfirst), .op_lanesel_o (ra_lanesel),
    .op_swap_o (ra_swap), .op_mq_o (ra_mq), .k16_o (ra_k16), .keep_hi_o (ra_keep_hi), .vd16_o (ra_vd16),
    .s2_64_o (ra_s2_64), .vd_64_o (ra_vd_64), .vdst_v_o (ra_vdst_v), .no_effect_o (ra_no_effect),
    .mf_o (ra_mf), .mf_kind_o (ra_mf_kind), .mf_m_o (ra_mf_m), .mf_k_o (ra_mf_k), .mf_blocks_o (ra_mf_blocks),
    .mf_abd_o (ra_mf_abd), .mf_cdd_o (ra_mf_cdd),
    .srd_en_o (ra_srd_en), .slot_en_o (ra_slot_en), .vreg0_o (ra_vreg0), .vreg1_o (ra_vreg1),
    .vreg2_o (ra_vreg2), .vdreg_o (ra_vdreg), .trap_o (ra_trap), .misal_o (ra_misal)
  );
  // (an instruction that does nothing reads nothing)
  wire       ra_s_ok, ra_v_ok;
  wire [2:0] ra_s_nxt, ra_v_nxt;
  gcn_next_set #(.N(5), .IDX_W(3), .FROM_W(3)) u_ra_s_next (
    .en_i(ra_no_effect ? 5'd0 : ra_srd_en), .from_i(ra_srd_q), .found_o(ra_s_ok), .idx_o(ra_s_nxt));
  gcn_next_set #(.N(8), .IDX_W(3), .FROM_W(4)) u_ra_v_next (
    .en_i(ra_no_effect ? 8'd0 : ra_slot_en), .from_i(ra_rptr_q), .found_o(ra_v_ok), .idx_o(ra_v_nxt));
  // every read granted (the last row read may be granted in this cycle: the
  // executing stage takes that row the next cycle, below)
  wire [7:0] ra_v_after = ra_slot_en & ~((8'd2 << ra_v_nxt) - 8'd1);   // slots past this read's
  wire ra_reads_out = ra_valid_q && !ra_s_ok && (!ra_v_ok || (ra_vgo && ra_v_after == 8'd0));

  // the executing instruction's VGPR reads come first
  wire b_vre  = (st == S_ROW0) || (mf_st && mf_re) || (st == S_QRD && nxt_ok);
  wire ra_sre = ra_valid_q && ra_s_ok;
  wire ra_vre = ra_valid_q && ra_v_ok && !b_vre;
  wire ra_sgo = ra_sre && sgpr_gnt_i;
  wire ra_vgo = ra_vre && vgpr_gnt_i;
  always @(*) begin
    case (ra_s_nxt)
      3'd0: sgpr_rcode_o = EXEC_LO;
      3'd1: sgpr_rcode_o = VCC_LO;
      3'd2: sgpr_rcode_o = scode(ra_code0);
      3'd3: sgpr_rcode_o = scode(ra_code1);
      3'd4: sgpr_rcode_o = scode(ra_code2);
      default: sgpr_rcode_o = 7'd0;
    endcase
  end
  assign sgpr_re_o    = ra_sre;
  assign sgpr_rwave_o = ra_wave_q;

  // the rows: the write of the cycle before (pw_*) and this cycle's, merged
  // into the rows of the read-ahead instruction's wave that they touch
  reg                 pw_we_q;
  reg [WAVE_ID_W-1:0] pw_wave_q;
  reg [8:0]           pw_reg_q;
  reg [PASS_W-1:0]    pw_pass_q;
  reg [L-1:0]         pw_mask_q;
  reg [32*L-1:0]      pw_data_q;
  always @(posedge clk_i) begin
    pw_we_q   <= vgpr_we_o;
    pw_wave_q <= vgpr_wwave_o;
    pw_reg_q  <= vgpr_wreg_o;
    pw_pass_q <= vgpr_wquarter_o;
    pw_mask_q <= vgpr_wmask_o;
    pw_data_q <= vgpr_wdata_o;
  end
  // a write as whole-row vectors: the bits of its lanes (row_bits) and its
  // data at every pass's place (w_data), so a merge is three bitwise
  // operations on the row (one cell each in synthesis, not one per lane)
  function automatic [32*WAVE_SIZE-1:0] row_bits(input [PASS_W-1:0] pass, input [L-1:0] mask);
    reg [32*WAVE_SIZE-1:0] b;
    integer i;
    begin
      b = {(32*WAVE_SIZE){1'b0}};
      for (i = 0; i < L; i = i + 1) b[32*i +: 32] = {32{mask[i]}};
      row_bits = b << (32 * L * 32'(pass));
    end
  endfunction
  function automatic [32*WAVE_SIZE-1:0] merge_row(input [32*WAVE_SIZE-1:0] row, input [32*WAVE_SIZE-1:0] bits,
                                                  input [32*WAVE_SIZE-1:0] data);
    merge_row = (row & ~bits) | (data & bits);
  endfunction
  localparam NPASS = WAVE_SIZE / L;
  wire [32*WAVE_SIZE-1:0] w_bits  = row_bits(vgpr_wquarter_o, vgpr_wmask_o);
  wire [32*WAVE_SIZE-1:0] w_data  = {NPASS{vgpr_wdata_o}};
  wire [32*WAVE_SIZE-1:0] pw_bits = row_bits(pw_pass_q, pw_mask_q);
  wire [32*WAVE_SIZE-1:0] pw_data = {NPASS{pw_data_q}};
  // per slot: its read-ahead row arrives now (ra_got), this cycle's write
  // touches it (ra_w_hit)
  // and the drain's write touches the executing instruction's row (x_w_hit)
  wire [7:0] ra_got, ra_w_hit, x_w_hit;
  for (gs = 0; gs < 8; gs = gs + 1) begin : g_ra_row
    wire [8:0] sreg = slot_reg(3'(gs), ra_vreg0, ra_vreg1, ra_vreg2, ra_vdreg);
    wire [8:0] xreg = slot_reg(3'(gs), vreg0, vreg1, vreg2, vdreg);
    assign ra_got[gs]   = ra_cap_q && ra_cslot_q == 3'(gs);
    assign ra_w_hit[gs] = vgpr_we_o && vgpr_wwave_o == ra_wave_q && vgpr_wreg_o == sreg;
    assign x_w_hit[gs]  = dw_go && dr_wave_q == wave_q && dr_vdreg_q == xreg;
  end
  // the row arriving (one read a cycle on the port: the executing stage's,
  // or else the read-ahead slot's), with the write of the cycle it was read
  // merged where it touches that register of its wave, and for a read-ahead
  // row this cycle's write too (the executing stage makes no write in the
  // cycle its own row arrives; the drain may)
  wire                 arr_x    = cap_q;
  wire [8:0]           arr_reg  = arr_x ? slot_reg(cslot_q, vreg0, vreg1, vreg2, vdreg)
                                        : slot_reg(ra_cslot_q, ra_vreg0, ra_vreg1, ra_vreg2, ra_vdreg);
  wire [WAVE_ID_W-1:0] arr_wave = arr_x ? wave_q : ra_wave_q;
  wire arr_pw = pw_we_q && pw_wave_q == arr_wave && pw_reg_q == arr_reg;
  wire arr_w  = (!arr_x || dr_valid_q) && vgpr_we_o && vgpr_wwave_o == arr_wave && vgpr_wreg_o == arr_reg;
  wire [32*WAVE_SIZE-1:0] arr_pw_m = arr_pw ? merge_row(vgpr_rrow_i, pw_bits, pw_data) : vgpr_rrow_i;
  wire [32*WAVE_SIZE-1:0] arr_row  = arr_w ? merge_row(arr_pw_m, w_bits, w_data) : arr_pw_m;
  // the SGPRs after this cycle (fault 2 drops EXEC's lowest lane as it arrives)
  wire [63:0] sg_got = (ra_scslot_q == 3'd0 && drop_fire) ? (sgpr_rdata_i & (sgpr_rdata_i - 64'd1)) : sgpr_rdata_i;
  wire [4:0]  sg_at = ra_scap_q ? 5'd1 << ra_scslot_q : 5'd0;   // the slot the SGPR read fills
  wire [63:0] ra_exec_nx  = sg_at[0] ? sg_got : ra_exec_q;
  wire [63:0] ra_vcc_nx   = sg_at[1] ? sg_got : ra_vcc_q;
  wire [63:0] ra_sraw0_nx = sg_at[2] ? sg_got : ra_sraw0_q;
  wire [63:0] ra_sraw1_nx = sg_at[3] ? sg_got : ra_sraw1_q;
  wire [63:0] ra_sraw2_nx = sg_at[4] ? sg_got : ra_sraw2_q;

  // ---- the executing instruction's own reads (QRD: v_mqsad's later
  // passes; ROW0 and the matrix core's reads use the port directly) ----
  always @(*) begin
    vgpr_re_o   = 1'b0;
    vgpr_rreg_o = 9'd0;
    rptr_d  = rptr_q;
    cap_d   = 1'b0;
    cslot_d = cslot_q;
    case (st)
      S_ROW0: begin
        vgpr_re_o   = 1'b1;
        vgpr_rreg_o = vreg0;
      end
      S_MF: begin
        vgpr_re_o   = mf_re;
        vgpr_rreg_o = mf_rreg;
      end
      S_QRD: begin
        if (nxt_ok) begin
          vgpr_re_o   = 1'b1;
          vgpr_rreg_o = slot_reg(nxt, vreg0, vreg1, vreg2, vdreg);
          if (vgpr_gnt_i) begin
            cap_d   = 1'b1;
            cslot_d = nxt;
            rptr_d  = {1'b0, nxt} + 4'd1;
          end
        end else begin
          rptr_d = 4'd8;
        end
      end
      default: ;
    endcase
    if (ra_vre) begin
      vgpr_re_o   = 1'b1;
      vgpr_rreg_o = slot_reg(ra_v_nxt, ra_vreg0, ra_vreg1, ra_vreg2, ra_vdreg);
    end
  end
  assign vgpr_rwave_o = b_vre ? wave_q : ra_wave_q;
  wire unused_ra = &{1'b0, ra_e32, ra_f3, ra_f3p, ra_sdwa, ra_sdst_ok, ra_clamp, ra_has2, ra_vdst, ra_sdst,
                     ra_neg, ra_abs, ra_neg_hi, ra_opsel_hi, ra_opsel, ra_omod, ra_wl, ra_k16, ra_keep_hi,
                     ra_vd16, ra_s2_64, ra_vd_64, ra_vdst_v, ra_mf_kind, ra_mf_m, ra_mf_cdd, ra_mf_k,
                     ra_mf_blocks, ra_mf_abd, ra_misal, ra_readfirst, ra_swap};
  // the last row is captured at the edge that leaves QRD
  wire qrd_done = (st == S_QRD) && !nxt_ok;

  // ---- beats ----
  // (the executing instruction's beat: none while the drain holds the channel)
  wire x_valid = !dr_valid_q && ((st == S_INSN && !insn_wait) || in_wr || (st >= S_SG0 && st <= S_END) || mf_wr);
  assign beat_valid_o   = dr_valid_q ? dw : x_valid;
  assign beat_wave_o    = dr_valid_q ? dr_wave_q : wave_q;
  assign beat_quarter_o = dr_valid_q ? dr_lane0[5:4] : mf_st ? mf_wr_lane0[5:4] : lane0[5:4];
  wire beat_go = x_valid && x_rdy;
  wire [63:0] next_pc    = pc_q + {60'd0, nwords_q, 2'b00};
  wire [63:0] dr_next_pc = dr_pc_q + {60'd0, dr_nwords_q, 2'b00};
  always @(*) begin
    beat_kind_o  = RT_INSN;
    beat_pc_o    = pc_q;
    beat_index_o = 9'd0;
    beat_mask_o  = 16'd0;
    beat_data_o  = 512'd0;
    if (dr_valid_q) begin
      beat_kind_o  = RT_VGPR;
      beat_pc_o    = dr_last ? dr_next_pc : dr_pc_q;   // its END folded into the last
      beat_index_o = dr_vdreg_q;
      beat_mask_o  = RT_LANES'(dr_wmask) << dr_lane0[3:0];
      beat_data_o  = (32*RT_LANES)'(wout) << {dr_lane0[3:0], 5'd0};
    end else case (st)
      S_INSN: beat_data_o = {414'd0, beat_words_o};
      S_QWR, S_QWR1, S_QEX: if (in_wr) begin
        beat_kind_o  = RT_VGPR;
        beat_pc_o    = fold_end ? next_pc : pc_q;   // a folded END's next PC
        beat_index_o = vgpr_wreg_o;
        beat_mask_o  = RT_LANES'(wmask_q) << lane0[3:0];
        beat_data_o  = (32*RT_LANES)'(wout) << {lane0[3:0], 5'd0};
      end
      S_SG0: begin
        beat_kind_o  = RT_SGPR;
        beat_index_o = {2'd0, sg_code};
        beat_data_o  = {480'd0, sg_val[31:0]};
      end
      S_SG1: begin
        beat_kind_o  = RT_SGPR;
        beat_index_o = {2'd0, sg_code + 7'd1};
        beat_data_o  = {480'd0, sg_val[63:32]};
      end
      S_EX0: begin
        beat_kind_o  = RT_SGPR;
        beat_index_o = {2'd0, EXEC_LO};
        beat_data_o  = {480'd0, exec_new[31:0]};
      end
      S_EX1: begin
        beat_kind_o  = RT_SGPR;
        beat_index_o = {2'd0, EXEC_LO + 7'd1};
        beat_data_o  = {480'd0, exec_new[63:32]};
      end
      S_TRAP: begin
        beat_kind_o  = RT_TRAP;
        beat_index_o = mf_misal ? 9'd1 : 9'd2;   // ILLEGAL, UNIMPLEMENTED
      end
      S_MF: if (mf_wr) begin
        beat_kind_o  = RT_VGPR;
        beat_index_o = mf_wr_reg;
        beat_mask_o  = RT_LANES'(mf_wr_mask) << mf_wr_lane0[3:0];
        beat_data_o  = (32*RT_LANES)'(mf_wr_data) << {mf_wr_lane0[3:0], 5'd0};
      end
      S_END: if (insn_late) begin
        beat_data_o = {414'd0, beat_words_o};
      end else begin
        beat_kind_o = RT_END;
        beat_pc_o   = trap_q ? pc_q : next_pc;
        beat_data_o = {511'd0, scc_q};
      end
      default: ;
    endcase
  end

  assign done_valid_o  = (dw_go && dr_last) || (((st == S_END && !insn_late) || fold_end) && x_rdy);
  assign done_wave_o   = dr_valid_q ? dr_wave_q : wave_q;
  assign done_pc_o     = dr_valid_q ? dr_next_pc : trap_q ? pc_q : next_pc;
  assign done_seq_o    = dr_valid_q || !trap_q;
  assign done_nwords_o = dr_valid_q ? dr_nwords_q : nwords_q;
  assign done_scc_o    = dr_valid_q ? dr_scc_q : scc_q;
  assign done_end_o    = !dr_valid_q && trap_q;
  assign done_slot_o   = dr_valid_q ? dr_slot_q : slot_q;
  // (whether an instruction traps is known from its fields once it is read
  // ahead: gcn_valu_fields trap_o)
  assign safe_o        = ((st != S_IDLE && !trap_q) ? VALU_SLOTS'(1) << slot_q : {VALU_SLOTS{1'b0}}) |
                         ((ra_valid_q && !ra_trap) ? VALU_SLOTS'(1) << ra_slot_q : {VALU_SLOTS{1'b0}}) |
                         (dr_valid_q ? VALU_SLOTS'(1) << dr_slot_q : {VALU_SLOTS{1'b0}});
  // (only the instruction read ahead reads SGPRs: it moves over once they
  // are all granted)
  assign sread_o       = (ra_valid_q && ra_s_ok) ? VALU_SLOTS'(1) << ra_slot_q : {VALU_SLOTS{1'b0}};

  // ---- control ----
  wire sg_any = sg_dst && sg_code_ok && (sg_code < 7'd127 || !sg_64 && sg_code == 7'd127);
  wire after_q = (32'(q_q) == PASSES - 1);
  reg [3:0] after_vec;
  always @(*) begin
    if (sg_any) after_vec = S_SG0;
    else if (cmpx) after_vec = S_EX0;
    else after_vec = S_END;
  end

  // the write beat that finishes its quarter (pass), taken or not; when it is
  // the last quarter's and nothing follows (no lane mask, no EXEC), it also
  // ends the instruction: END folded into it (beat_last_o), one cycle saved
  wire q_wr_last = (st == S_QWR && !(vd_64 || op_swap)) || (st == S_QWR1) ||
                   (st == S_QEX && f_wr && !(vd_64 || op_swap));
  // a quarter (pass) is finished: written, or executed with nothing to write
  wire q_wr_done = (st == S_QWR && beat_go && !(vd_64 || op_swap)) || (st == S_QWR1 && beat_go) ||
                   (st == S_QEX && ex_done && !vdst_v && !op_writelane) ||
                   (st == S_QEX && ex_done && fuse_f && !(vd_64 || op_swap));
  wire q_last    = after_q && !(op_mq && !pass_q);
  // (not with the INSN folded in as well: each fold brings its own PC)
  assign fold_end = q_wr_last && q_last && after_vec == S_END && !first_beat;
  assign beat_last_o  = dr_valid_q ? dr_last : fold_end;
  assign beat_first_o = !dr_valid_q && first_beat && !insn_late;
  assign beat_words_o = {nwords_q, words_q};
  wire [3:0] q_first = fuse ? S_QWR : S_QEX;   // where a quarter starts
  wire [3:0] after_rows = nxt_ok ? S_QRD : q_first;   // VGPR rows still to read?
  wire [3:0] after_insn = mf ? S_MF : (dpp || op_lanesel) ? S_ROW0 : after_rows;
  // the INSN beat folded into the instruction's first beat (beat_first_o):
  // when the instruction neither traps nor does nothing, reads no row of its
  // own and has all its rows (none still arriving), its INSN cycle is
  // already its first quarter's, so a wave64 op takes 4 cycles, not 5
  wire   foldable  = state_q == S_INSN && !trap_q && !no_effect && after_insn == q_first;
  assign fold_insn = foldable && !cap_q;
  // (its last row read ahead still arriving: it waits a cycle for it, with no
  // beat, and folds then, so it needs no beat while the drain holds the channel)
  wire   insn_wait = foldable && cap_q;
  assign st = fold_insn ? q_first : state_q;
  always @(*) begin
    state_d = st;
    case (st)
      S_IDLE: ;
      S_INSN: if (beat_go) state_d = trap_q ? S_TRAP : no_effect ? S_END : after_insn;
      S_ROW0: if (vgpr_gnt_i) state_d = S_ROW1;
      S_ROW1: state_d = op_lanesel ? after_vec : after_rows;
      S_QRD:  if (qrd_done) state_d = q_first;
      S_QEX:  if (ex_done) state_d = (fuse_f && (vd_64 || op_swap)) ? S_QWR1 : S_QWR;
      S_QWR:  if (beat_go && (vd_64 || op_swap)) state_d = S_QWR1;
      // the high row's beat waits until taken (q_wr_done below moves on)
      S_QWR1: ;
      S_MF:   if (mf_done) state_d = S_END;
      S_SG0:  if (beat_go) state_d = sg_64 ? S_SG1 : (cmpx ? S_EX0 : S_END);
      S_SG1:  if (beat_go) state_d = cmpx ? S_EX0 : S_END;
      S_EX0:  if (beat_go) state_d = S_EX1;
      S_EX1:  if (beat_go) state_d = S_END;
      S_TRAP: if (beat_go) state_d = S_END;
      S_END:  if (beat_go && !insn_late) state_d = S_IDLE;
      default: state_d = S_IDLE;
    endcase
    // the next quarter (v_mqsad_u32_u8: the next pass, its rows read again)
    if (q_wr_done) state_d = q_last ? (fold_end ? S_IDLE : after_vec) : op_mq ? S_QRD : q_first;
  end
  // ---- the drain ----
  // A float op with one 32-bit VGPR result and nothing after its writes
  // (no SDWA or 16-bit merge, no lane mask, no EXEC), once it has sent its
  // last quarter to SIMF, needs only its write fields for the writes left
  // (the quarters still in SIMF): it moves to the drain (dr_*), and the
  // read-ahead instruction moves over to execute, so its quarters follow
  // into SIMF without a gap: a SIMD starts a one-pass float op every 4
  // cycles.  The drain holds the write port and the beat channel until its
  // last write (END folded): SIMF returns its quarters first, in order; the
  // executing instruction sends quarters meanwhile but makes no beat.  Its
  // rows follow the drain's writes (g_rows), as read-ahead rows do; quarter
  // k of it goes to SIMF only after quarter k of the drain's came out
  // (gcn_simf takes a quarter with at most 2 in flight, and PASSES >= 4
  // quarters lie between the two), so it reads the drain's result.  The one
  // moving over reads no row of its own (DPP, lane selects, MFMA, v_mqsad):
  // those would miss the drain's writes.
  wire all_sent = (rq_q + (PASS_W+1)'(f_req && f_ready)) == (PASS_W+1)'(PASSES);
  wire dr_kind  = f_op && fuse_f && !(vd_64 || op_swap) && !sdwa && !vd16 && !dpp && after_vec == S_END &&
                  !trap_q;
  wire ra_plain = !ra_dpp && !ra_mf && !ra_mq && !ra_lanesel;
  wire dr_enter = !dr_valid_q && st == S_QEX && dr_kind && all_sent && !(q_wr_done && q_last) &&
                  !(first_beat && !beat_go) && ra_reads_out && ra_plain;
  // the read-ahead instruction moves over when the executing one leaves
  // (or drains)
  wire xfer = ra_reads_out && (state_d == S_IDLE || dr_enter);

  always @(posedge clk_i) begin
    if (rst_i) begin
      ra_valid_q <= 1'b0;
    end else begin
      if (take) ra_valid_q <= 1'b1;
      else if (xfer) ra_valid_q <= 1'b0;
    end
  end
  // the read-ahead slot: its packet, its reads, its captures
  always @(posedge clk_i) begin
    if (take) begin
      ra_slot_q   <= slot_i;
      ra_wave_q   <= wave_i;
      ra_pc_q     <= pc_i;
      ra_words_q  <= words_i;
      ra_nwords_q <= nwords_i;
      ra_op_q     <= op_i;
      ra_fam_q    <= fam_i;
      ra_scc_q    <= scc_i;
      ra_mode_q   <= mode_i;
      ra_accum_q  <= accum_i;
      ra_gidx_q   <= gidx_i;
      ra_vop_q    <= vop_i;
      ra_srd_q    <= 3'd0;
      ra_rptr_q   <= 4'd0;
    end else begin
      if (ra_sgo) ra_srd_q <= ra_s_nxt + 3'd1;
      if (ra_vgo) ra_rptr_q <= {1'b0, ra_v_nxt} + 4'd1;
    end
    ra_scap_q   <= ra_sgo;
    ra_scslot_q <= ra_s_nxt;
    ra_cap_q    <= ra_vgo;
    ra_cslot_q  <= ra_v_nxt;
    ra_exec_q   <= ra_exec_nx;
    ra_vcc_q    <= ra_vcc_nx;
    ra_sraw0_q  <= ra_sraw0_nx;
    ra_sraw1_q  <= ra_sraw1_nx;
    ra_sraw2_q  <= ra_sraw2_nx;
  end

  always @(posedge clk_i) begin
    if (rst_i) begin
      insn_owed_q <= 1'b0;
      state_q  <= S_IDLE;
      mf_busy_q <= 1'b0;
    end else begin
      state_q <= xfer ? S_INSN : state_d;
      insn_owed_q <= first_beat && !beat_go;
      mf_busy_q <= mf_st && !mf_done;   // the matrix core was started
    end
  end

  // each slot's rows: read ahead; executing (moved over at xfer, or the row
  // the executing stage reads itself arriving)
  for (gs = 0; gs < 8; gs = gs + 1) begin : g_rows
    reg  [32*WAVE_SIZE-1:0] row_x_q, row_a_q;   // the executing / read-ahead instruction's row
    assign opr_q[gs] = row_x_q;
    // (the merges are computed in the cycles a row changes: a simulator
    // skips them in the others)
    always @(posedge clk_i) begin
      if (ra_got[gs] || ra_w_hit[gs])
        row_a_q <= ra_got[gs] ? arr_row : merge_row(row_a_q, w_bits, w_data);
      if (xfer)
        row_x_q <= ra_got[gs] ? arr_row : ra_w_hit[gs] ? merge_row(row_a_q, w_bits, w_data) : row_a_q;
      else if (arr_x && cslot_q == 3'(gs))
        row_x_q <= arr_row;
      else if (x_w_hit[gs])
        row_x_q <= merge_row(row_x_q, w_bits, w_data);
    end
  end

  // datapath registers: no reset, only read in the states that wrote them
  wire q_next = q_wr_done && !q_last && !(op_mq && !pass_q);
  // v_mqsad_u32_u8's second pass over the same quarter
  wire p_next = q_wr_done && op_mq && !pass_q;
  always @(posedge clk_i) begin
    if (xfer) begin
      slot_q   <= ra_slot_q;
      wave_q   <= ra_wave_q;
      pc_q     <= ra_pc_q;
      words_q  <= ra_words_q;
      nwords_q <= ra_nwords_q;
      op_q     <= ra_op_q;
      fam_q    <= ra_fam_q;
      scc_q    <= ra_scc_q;
      mode_q   <= ra_mode_q;
      accum_q  <= ra_accum_q;
      gidx_q   <= ra_gidx_q;
      vop_q    <= ra_vop_q;
      exec_q   <= ra_exec_nx;
      vcc_q    <= ra_vcc_nx;
      sraw0_q  <= ra_sraw0_nx;
      sraw1_q  <= ra_sraw1_nx;
      sraw2_q  <= ra_sraw2_nx;
      trap_q   <= ra_trap;
      q_q      <= {PASS_W{1'b0}};
      pass_q   <= 1'b0;
      rptr_q   <= 4'd8;   // its rows were read ahead
      rq_q     <= {(PASS_W+1){1'b0}};
    end else if (f_req && f_ready) begin
      rq_q     <= rq_q + 1'b1;
    end
    if (st == S_ROW1) begin
      row_q  <= vgpr_rrow_i;
      sres_q <= vgpr_rrow_i[32*sel_lane +: 32];
    end
    // the row read the cycle before arrives (whatever the state now)
    cap_q <= xfer ? ra_vgo : cap_d;
    if (st == S_QRD) begin
      rptr_q  <= rptr_d;
      cslot_q <= cslot_d;
    end
    if (xfer) cslot_q <= ra_v_nxt;
    if (st == S_QEX && ex_done) begin
      res_q <= op_writelane ? {L{sv0}} : int_sup ? int_d : f_d;
      flags_q[L*q_q +: L] <= int_sup ? int_flag : f_flag;
    end
    if (fuse && st == S_QWR) flags_q[L*q_q +: L] <= int_flag;
    // (not when the next instruction moves over: a drain takes the count)
    if (q_next && !xfer) begin
      q_q    <= q_q + 1'b1;
      rptr_q <= 4'd0;
      cap_q  <= 1'b0;
      pass_q <= 1'b0;
    end
    if (p_next) begin
      rptr_q <= 4'd0;
      cap_q  <= 1'b0;
      pass_q <= 1'b1;
    end
  end

  always @(posedge clk_i) begin
    if (rst_i) dr_valid_q <= 1'b0;
    else if (dr_enter) dr_valid_q <= 1'b1;
    else if (dw_go && dr_last) dr_valid_q <= 1'b0;
  end
  always @(posedge clk_i) begin
    if (dr_enter) begin
      dr_slot_q   <= slot_q;
      dr_wave_q   <= wave_q;
      dr_pc_q     <= pc_q;
      dr_nwords_q <= nwords_q;
      dr_scc_q    <= scc_q;
      dr_vdreg_q  <= vdreg;
      dr_wmask_q  <= exec_q;
      dr_q_q      <= q_q + PASS_W'(q_next);
    end else if (dw_go) begin
      dr_q_q      <= dr_q_q + 1'b1;
    end
  end

  wire unused = &{1'b0, vgpr_rdata_i, sc0[63:32], sc1[63:32], sc2[63:32], words_q[95:64], cslot_d, accum_q[9], w0, srd_en_b, exec_qtr_all[WAVE_SIZE-1:L],
                  wm_all[WAVE_SIZE-1:L], dr_wm_all[WAVE_SIZE-1:L], x_trap, mf_abd};
endmodule
