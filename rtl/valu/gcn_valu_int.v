// gcn_valu_int: the integer and bitwise VALU datapath for one quarter of a
// wave (LANES_PER_SIMD lanes), combinational.  It computes what
// cmodel/src/sem_valu_int.c (and the integer rows of sem_valu_packed.c and
// sem_mfma.c's AccVGPR moves) compute, bit for bit; the readings of the ISA
// text are those of docs/salu-valu-int.md.
//
// The sequencer (gcn_valu) does everything around the arithmetic: operand
// fetch, DPP/SDWA, op_sel, the placement of 16-bit results, EXEC, and which
// register or lane mask a result goes to.  The contract:
//   a_i, b_i, c_i  lane i at [64i+63:64i]: S0, S1, S2.  32-bit operands in
//                  [31:0], 16-bit ones in [15:0] (the half op_sel or SDWA
//                  picked); bits above an operand's width are ignored.
//                  64-bit operands: S0 of v_cmp_*_{i,u}64, v_qsad_pk_u16_u8,
//                  v_mqsad_pk_u16_u8; S1 of v_cmp_*64, v_{lshl,lshr}rev_b64,
//                  v_ashrrev_i64; S2 of v_mad_{u64_u32,i64_i32}, v_qsad_pk_u16_u8,
//                  v_mqsad_pk_u16_u8.
//                  Packed (VOP3P) 16-bit sources: [31:16] the high element,
//                  [15:0] the low one, after op_sel/op_sel_hi.
//                  v_pk_mov_b32: a_i[31:0] the S0 dword op_sel[0] picks,
//                  b_i[31:0] the S1 dword op_sel[1] picks.
//                  v_dot*c_* (VOP2 accumulating): c_i = the old vdst.
//                  v_mqsad_u32_u8 (128-bit S2 and D) takes two passes: pass p
//                  gets a_i = S0.u64 >> 16p, c_i = S2 dwords 2p+1:2p and gives
//                  D dwords 2p+1:2p in d_o.
//                  v_cndmask_b32: a/b after any VOP3 abs/neg.
//                  v_writelane_b32: a_i = the scalar S0 (d = a in every lane).
//   flag_i         per-lane VCC / SGPR-pair bit: v_cndmask_b32's select and
//                  the carry-in of v_addc/v_subb/v_subbrev_co_u32.
//   clamp_i        the instruction's clamp bit (integer saturation).  Ops
//                  whose clamp the model does not define (it stops the wave)
//                  ignore it here; the sequencer traps them as the model does.
//   quarter_i      which pass (L = LANES_PER_SIMD lanes): v_mbcnt_* use the lane number Lq+i.
//   en_i           the result is wanted this cycle: without it the lanes
//                  compute nothing (d_o, flag_o then say nothing), so the
//                  simulators skip them while the VALU does something else.
//   d_o            the result: 32-bit in [31:0], 16-bit in [15:0], 64-bit
//                  (the 64-bit shifts and mads, quad SADs, v_pk_mov_b32) in
//                  [63:0]; unused upper bits are 0.
//   flag_o         per-lane lane-mask bit: the compare result (v_cmp*/v_cmpx*),
//                  the carry/borrow out of the _co ops, bit 64 of
//                  v_mad_{u64_u32,i64_i32}; 0 for other ops.
//   sup_o          1 when op_i is executed here.
// v_readlane/v_readfirstlane/v_writelane, v_accvgpr_*, v_swap_b32 pass S0
// through (the lane choice and the second write of v_swap are the sequencer's).
module gcn_valu_int #(
  `include "gcn_config.vh"
  ,
  `include "gcn_isa.vh"
) (
  input  wire [OP_ID_W-1:0]               op_i,
  input  wire [LANES_PER_SIMD*64-1:0]     a_i,
  input  wire [LANES_PER_SIMD*64-1:0]     b_i,
  input  wire [LANES_PER_SIMD*64-1:0]     c_i,
  input  wire [LANES_PER_SIMD-1:0]        flag_i,
  input  wire                             clamp_i,
  input  wire [PASS_W-1:0]                quarter_i,
  input  wire                             en_i,        // the result is read this cycle
  output wire [LANES_PER_SIMD*64-1:0]     d_o,
  output wire [LANES_PER_SIMD-1:0]        flag_o,
  output wire                             sup_o,
  input  wire [OP_ID_W-1:0]               probe_op_i,
  output wire                             probe_sup_o
);
  // ---- micro-ops: what the datapath of a lane does ----
  localparam [5:0] U_NONE = 6'd0,  U_MOV = 6'd1,  U_PKMOV = 6'd2,  U_CND = 6'd3,
                   U_ADDSUB = 6'd4, U_ADD3 = 6'd5, U_XAD = 6'd6, U_LSHL_ADD = 6'd7,
                   U_ADD_LSHL = 6'd8, U_LSHL_OR = 6'd9, U_AND_OR = 6'd10, U_OR3 = 6'd11,
                   U_MUL_LO = 6'd12, U_MUL_HI = 6'd13, U_MAD32 = 6'd14, U_MAD64 = 6'd15,
                   U_AND = 6'd16, U_OR = 6'd17, U_XOR = 6'd18, U_XNOR = 6'd19, U_NOT = 6'd20,
                   U_LSHL32 = 6'd21, U_LSHR32 = 6'd22, U_ASHR32 = 6'd23,
                   U_LSHL64 = 6'd24, U_LSHR64 = 6'd25, U_ASHR64 = 6'd26,
                   U_BFM = 6'd27, U_BFI = 6'd28, U_BFE_U = 6'd29, U_BFE_I = 6'd30,
                   U_ALIGNBIT = 6'd31, U_ALIGNBYTE = 6'd32, U_PERM = 6'd33, U_BFREV = 6'd34,
                   U_FFBH_U = 6'd35, U_FFBL = 6'd36, U_FFBH_I = 6'd37, U_BCNT = 6'd38,
                   U_MBCNT_LO = 6'd39, U_MBCNT_HI = 6'd40,
                   U_MIN = 6'd41, U_MAX = 6'd42, U_MIN3 = 6'd43, U_MAX3 = 6'd44, U_MED3 = 6'd45,
                   U_SAD_U8 = 6'd46, U_SAD_HI_U8 = 6'd47, U_SAD_U16 = 6'd48, U_SAD_U32 = 6'd49,
                   U_MSAD_U8 = 6'd50, U_QSAD = 6'd51, U_LERP = 6'd52, U_E16 = 6'd53, U_PK = 6'd54,
                   U_SAT_PK = 6'd55, U_CVT_PK_I16 = 6'd56, U_CVT_PK_U16 = 6'd57, U_CMP = 6'd58,
                   U_DOT = 6'd59, U_MQSAD32 = 6'd60;
  // multiplier operand kinds (one signed 33 x 33 multiplier per lane)
  localparam [2:0] M_U32 = 3'd0, M_S32 = 3'd1, M_U24 = 3'd2, M_S24 = 3'd3, M_U16 = 3'd4, M_S16 = 3'd5;
  // 16-bit element ops (packed halves and the 16-bit scalar forms)
  localparam [3:0] PK_ADD_U = 4'd0, PK_SUB_U = 4'd1, PK_ADD_I = 4'd2, PK_SUB_I = 4'd3,
                   PK_MUL_LO = 4'd4, PK_MAD_U = 4'd5, PK_MAD_I = 4'd6, PK_SHL = 4'd7,
                   PK_SHR = 4'd8, PK_ASHR = 4'd9, PK_MAX_U = 4'd10, PK_MIN_U = 4'd11,
                   PK_MAX_I = 4'd12, PK_MIN_I = 4'd13;
  localparam [1:0] CW_16 = 2'd0, CW_32 = 2'd1, CW_64 = 2'd2;
  localparam [1:0] DOT_16 = 2'd0, DOT_8 = 2'd1, DOT_4 = 2'd2;

  // ---- decode: the one case over OP_*; sup_o comes from it ----
  localparam DEC_W = 27;
  function automatic [DEC_W-1:0] dec(input [OP_ID_W-1:0] op);
    // (d_*: the fields below, as the module's)
    reg [5:0] d_uop;
    reg [2:0] d_msel;
    reg       d_sgn;
    reg       d_w16;
    reg [1:0] d_cw;
    reg [2:0] d_cond;
    reg       d_sub;
    reg       d_rev;
    reg       d_cin;
    reg       d_co;
    reg [3:0] d_pk;
    reg [1:0] d_dotw;
    reg       d_masked;
    begin
      d_uop = U_NONE; d_msel = M_U32; d_sgn = 1'b0; d_w16 = 1'b0; d_cw = CW_32; d_cond = 3'd0;
      d_sub = 1'b0; d_rev = 1'b0; d_cin = 1'b0; d_co = 1'b0; d_pk = PK_ADD_U; d_dotw = DOT_16; d_masked = 1'b0;
      case (op)
        // moves and lane access: S0 passes through
        OP_V_MOV_B32, OP_V_READFIRSTLANE_B32, OP_V_READLANE_B32, OP_V_WRITELANE_B32,
        OP_V_ACCVGPR_READ_B32, OP_V_ACCVGPR_WRITE_B32, OP_V_ACCVGPR_MOV_B32,
        OP_V_SWAP_B32:           d_uop = U_MOV;
        OP_V_PK_MOV_B32:         d_uop = U_PKMOV;
        OP_V_CNDMASK_B32:        d_uop = U_CND;
        // 32-bit add/d_sub: carries are unsigned, clamp saturates
        OP_V_ADD_CO_U32:         begin d_uop = U_ADDSUB; d_co = 1'b1; end
        OP_V_SUB_CO_U32:         begin d_uop = U_ADDSUB; d_sub = 1'b1; d_co = 1'b1; end
        OP_V_SUBREV_CO_U32:      begin d_uop = U_ADDSUB; d_sub = 1'b1; d_rev = 1'b1; d_co = 1'b1; end
        OP_V_ADDC_CO_U32:        begin d_uop = U_ADDSUB; d_cin = 1'b1; d_co = 1'b1; end
        OP_V_SUBB_CO_U32:        begin d_uop = U_ADDSUB; d_sub = 1'b1; d_cin = 1'b1; d_co = 1'b1; end
        OP_V_SUBBREV_CO_U32:     begin d_uop = U_ADDSUB; d_sub = 1'b1; d_rev = 1'b1; d_cin = 1'b1; d_co = 1'b1; end
        OP_V_ADD_U32:            d_uop = U_ADDSUB;
        OP_V_SUB_U32:            begin d_uop = U_ADDSUB; d_sub = 1'b1; end
        OP_V_SUBREV_U32:         begin d_uop = U_ADDSUB; d_sub = 1'b1; d_rev = 1'b1; end
        OP_V_ADD_I32:            begin d_uop = U_ADDSUB; d_sgn = 1'b1; end
        OP_V_SUB_I32:            begin d_uop = U_ADDSUB; d_sub = 1'b1; d_sgn = 1'b1; end
        OP_V_ADD3_U32:           d_uop = U_ADD3;
        OP_V_XAD_U32:            d_uop = U_XAD;
        OP_V_LSHL_ADD_U32:       d_uop = U_LSHL_ADD;
        OP_V_ADD_LSHL_U32:       d_uop = U_ADD_LSHL;
        OP_V_LSHL_OR_B32:        d_uop = U_LSHL_OR;
        OP_V_AND_OR_B32:         d_uop = U_AND_OR;
        OP_V_OR3_B32:            d_uop = U_OR3;
        // multiplies
        OP_V_MUL_LO_U32:         d_uop = U_MUL_LO;
        OP_V_MUL_HI_U32:         d_uop = U_MUL_HI;
        OP_V_MUL_HI_I32:         begin d_uop = U_MUL_HI; d_msel = M_S32; end
        OP_V_MUL_U32_U24:        begin d_uop = U_MUL_LO; d_msel = M_U24; end
        OP_V_MUL_HI_U32_U24:     begin d_uop = U_MUL_HI; d_msel = M_U24; end
        OP_V_MUL_I32_I24:        begin d_uop = U_MUL_LO; d_msel = M_S24; end
        OP_V_MUL_HI_I32_I24:     begin d_uop = U_MUL_HI; d_msel = M_S24; end
        OP_V_MAD_U32_U24:        begin d_uop = U_MAD32; d_msel = M_U24; end
        OP_V_MAD_I32_I24:        begin d_uop = U_MAD32; d_msel = M_S24; end
        OP_V_MAD_U32_U16:        begin d_uop = U_MAD32; d_msel = M_U16; end
        OP_V_MAD_I32_I16:        begin d_uop = U_MAD32; d_msel = M_S16; end
        OP_V_MAD_U64_U32:        d_uop = U_MAD64;
        OP_V_MAD_I64_I32:        begin d_uop = U_MAD64; d_msel = M_S32; end
        // logic, shifts ("d_rev": S1 shifted by S0), bit fields
        OP_V_AND_B32:            d_uop = U_AND;
        OP_V_OR_B32:             d_uop = U_OR;
        OP_V_XOR_B32:            d_uop = U_XOR;
        OP_V_XNOR_B32:           d_uop = U_XNOR;
        OP_V_NOT_B32:            d_uop = U_NOT;
        OP_V_LSHLREV_B32:        d_uop = U_LSHL32;
        OP_V_LSHRREV_B32:        d_uop = U_LSHR32;
        OP_V_ASHRREV_I32:        d_uop = U_ASHR32;
        OP_V_LSHLREV_B64:        d_uop = U_LSHL64;
        OP_V_LSHRREV_B64:        d_uop = U_LSHR64;
        OP_V_ASHRREV_I64:        d_uop = U_ASHR64;
        OP_V_BFM_B32:            d_uop = U_BFM;
        OP_V_BFI_B32:            d_uop = U_BFI;
        OP_V_BFE_U32:            d_uop = U_BFE_U;
        OP_V_BFE_I32:            d_uop = U_BFE_I;
        OP_V_ALIGNBIT_B32:       d_uop = U_ALIGNBIT;
        OP_V_ALIGNBYTE_B32:      d_uop = U_ALIGNBYTE;
        OP_V_PERM_B32:           d_uop = U_PERM;
        OP_V_BFREV_B32:          d_uop = U_BFREV;
        OP_V_FFBH_U32:           d_uop = U_FFBH_U;
        OP_V_FFBL_B32:           d_uop = U_FFBL;
        OP_V_FFBH_I32:           d_uop = U_FFBH_I;
        OP_V_BCNT_U32_B32:       d_uop = U_BCNT;
        OP_V_MBCNT_LO_U32_B32:   d_uop = U_MBCNT_LO;
        OP_V_MBCNT_HI_U32_B32:   d_uop = U_MBCNT_HI;
        // min, max, med3
        OP_V_MIN_I32:            begin d_uop = U_MIN; d_sgn = 1'b1; end
        OP_V_MAX_I32:            begin d_uop = U_MAX; d_sgn = 1'b1; end
        OP_V_MIN_U32:            d_uop = U_MIN;
        OP_V_MAX_U32:            d_uop = U_MAX;
        OP_V_MIN3_I32:           begin d_uop = U_MIN3; d_sgn = 1'b1; end
        OP_V_MAX3_I32:           begin d_uop = U_MAX3; d_sgn = 1'b1; end
        OP_V_MED3_I32:           begin d_uop = U_MED3; d_sgn = 1'b1; end
        OP_V_MIN3_U32:           d_uop = U_MIN3;
        OP_V_MAX3_U32:           d_uop = U_MAX3;
        OP_V_MED3_U32:           d_uop = U_MED3;
        OP_V_MIN3_I16:           begin d_uop = U_MIN3; d_sgn = 1'b1; d_w16 = 1'b1; end
        OP_V_MAX3_I16:           begin d_uop = U_MAX3; d_sgn = 1'b1; d_w16 = 1'b1; end
        OP_V_MED3_I16:           begin d_uop = U_MED3; d_sgn = 1'b1; d_w16 = 1'b1; end
        OP_V_MIN3_U16:           begin d_uop = U_MIN3; d_w16 = 1'b1; end
        OP_V_MAX3_U16:           begin d_uop = U_MAX3; d_w16 = 1'b1; end
        OP_V_MED3_U16:           begin d_uop = U_MED3; d_w16 = 1'b1; end
        // sums of absolute differences, byte average
        OP_V_SAD_U8:             d_uop = U_SAD_U8;
        OP_V_SAD_HI_U8:          d_uop = U_SAD_HI_U8;
        OP_V_SAD_U16:            d_uop = U_SAD_U16;
        OP_V_SAD_U32:            d_uop = U_SAD_U32;
        OP_V_MSAD_U8:            d_uop = U_MSAD_U8;
        OP_V_QSAD_PK_U16_U8:     d_uop = U_QSAD;
        OP_V_MQSAD_PK_U16_U8:    begin d_uop = U_QSAD; d_masked = 1'b1; end
        OP_V_MQSAD_U32_U8:       begin d_uop = U_MQSAD32; d_masked = 1'b1; end
        OP_V_LERP_U8:            d_uop = U_LERP;
        // 16-bit scalar ops: the low element of the packed datapath
        OP_V_ADD_U16:            begin d_uop = U_E16; d_pk = PK_ADD_U; end
        OP_V_SUB_U16:            begin d_uop = U_E16; d_pk = PK_SUB_U; end
        OP_V_SUBREV_U16:         begin d_uop = U_E16; d_pk = PK_SUB_U; d_rev = 1'b1; end
        OP_V_ADD_I16:            begin d_uop = U_E16; d_pk = PK_ADD_I; end
        OP_V_SUB_I16:            begin d_uop = U_E16; d_pk = PK_SUB_I; end
        OP_V_MUL_LO_U16:         begin d_uop = U_E16; d_pk = PK_MUL_LO; end
        OP_V_MAD_U16,
        OP_V_MAD_LEGACY_U16:     begin d_uop = U_E16; d_pk = PK_MAD_U; end
        OP_V_MAD_I16,
        OP_V_MAD_LEGACY_I16:     begin d_uop = U_E16; d_pk = PK_MAD_I; end
        OP_V_LSHLREV_B16:        begin d_uop = U_E16; d_pk = PK_SHL; end
        OP_V_LSHRREV_B16:        begin d_uop = U_E16; d_pk = PK_SHR; end
        OP_V_ASHRREV_I16:        begin d_uop = U_E16; d_pk = PK_ASHR; end
        OP_V_MAX_U16:            begin d_uop = U_E16; d_pk = PK_MAX_U; end
        OP_V_MIN_U16:            begin d_uop = U_E16; d_pk = PK_MIN_U; end
        OP_V_MAX_I16:            begin d_uop = U_E16; d_pk = PK_MAX_I; end
        OP_V_MIN_I16:            begin d_uop = U_E16; d_pk = PK_MIN_I; end
        // packed 16-bit (VOP3P)
        OP_V_PK_ADD_U16:         begin d_uop = U_PK; d_pk = PK_ADD_U; end
        OP_V_PK_SUB_U16:         begin d_uop = U_PK; d_pk = PK_SUB_U; end
        OP_V_PK_ADD_I16:         begin d_uop = U_PK; d_pk = PK_ADD_I; end
        OP_V_PK_SUB_I16:         begin d_uop = U_PK; d_pk = PK_SUB_I; end
        OP_V_PK_MUL_LO_U16:      begin d_uop = U_PK; d_pk = PK_MUL_LO; end
        OP_V_PK_MAD_U16:         begin d_uop = U_PK; d_pk = PK_MAD_U; end
        OP_V_PK_MAD_I16:         begin d_uop = U_PK; d_pk = PK_MAD_I; end
        OP_V_PK_LSHLREV_B16:     begin d_uop = U_PK; d_pk = PK_SHL; end
        OP_V_PK_LSHRREV_B16:     begin d_uop = U_PK; d_pk = PK_SHR; end
        OP_V_PK_ASHRREV_I16:     begin d_uop = U_PK; d_pk = PK_ASHR; end
        OP_V_PK_MAX_U16:         begin d_uop = U_PK; d_pk = PK_MAX_U; end
        OP_V_PK_MIN_U16:         begin d_uop = U_PK; d_pk = PK_MIN_U; end
        OP_V_PK_MAX_I16:         begin d_uop = U_PK; d_pk = PK_MAX_I; end
        OP_V_PK_MIN_I16:         begin d_uop = U_PK; d_pk = PK_MIN_I; end
        // saturating packs
        OP_V_SAT_PK_U8_I16:      d_uop = U_SAT_PK;
        OP_V_CVT_PK_I16_I32:     d_uop = U_CVT_PK_I16;
        OP_V_CVT_PK_U16_U32:     d_uop = U_CVT_PK_U16;
        // integer dot products (the "c" forms accumulate the old vdst: c_i)
        OP_V_DOT2_I32_I16, OP_V_DOT2C_I32_I16: begin d_uop = U_DOT; d_dotw = DOT_16; d_sgn = 1'b1; end
        OP_V_DOT2_U32_U16:       begin d_uop = U_DOT; d_dotw = DOT_16; end
        OP_V_DOT4_I32_I8, OP_V_DOT4C_I32_I8:   begin d_uop = U_DOT; d_dotw = DOT_8; d_sgn = 1'b1; end
        OP_V_DOT4_U32_U8:        begin d_uop = U_DOT; d_dotw = DOT_8; end
        OP_V_DOT8_I32_I4, OP_V_DOT8C_I32_I4:   begin d_uop = U_DOT; d_dotw = DOT_4; d_sgn = 1'b1; end
        OP_V_DOT8_U32_U4:        begin d_uop = U_DOT; d_dotw = DOT_4; end
        // integer compares (v_cmpx: the same result, the sequencer also writes EXEC)
        OP_V_CMP_F_I16, OP_V_CMPX_F_I16: begin d_uop = U_CMP; d_cond = 3'd0; d_cw = CW_16; d_sgn = 1'b1; end
        OP_V_CMP_LT_I16, OP_V_CMPX_LT_I16: begin d_uop = U_CMP; d_cond = 3'd1; d_cw = CW_16; d_sgn = 1'b1; end
        OP_V_CMP_EQ_I16, OP_V_CMPX_EQ_I16: begin d_uop = U_CMP; d_cond = 3'd2; d_cw = CW_16; d_sgn = 1'b1; end
        OP_V_CMP_LE_I16, OP_V_CMPX_LE_I16: begin d_uop = U_CMP; d_cond = 3'd3; d_cw = CW_16; d_sgn = 1'b1; end
        OP_V_CMP_GT_I16, OP_V_CMPX_GT_I16: begin d_uop = U_CMP; d_cond = 3'd4; d_cw = CW_16; d_sgn = 1'b1; end
        OP_V_CMP_NE_I16, OP_V_CMPX_NE_I16: begin d_uop = U_CMP; d_cond = 3'd5; d_cw = CW_16; d_sgn = 1'b1; end
        OP_V_CMP_GE_I16, OP_V_CMPX_GE_I16: begin d_uop = U_CMP; d_cond = 3'd6; d_cw = CW_16; d_sgn = 1'b1; end
        OP_V_CMP_T_I16, OP_V_CMPX_T_I16: begin d_uop = U_CMP; d_cond = 3'd7; d_cw = CW_16; d_sgn = 1'b1; end
        OP_V_CMP_F_U16, OP_V_CMPX_F_U16: begin d_uop = U_CMP; d_cond = 3'd0; d_cw = CW_16; end
        OP_V_CMP_LT_U16, OP_V_CMPX_LT_U16: begin d_uop = U_CMP; d_cond = 3'd1; d_cw = CW_16; end
        OP_V_CMP_EQ_U16, OP_V_CMPX_EQ_U16: begin d_uop = U_CMP; d_cond = 3'd2; d_cw = CW_16; end
        OP_V_CMP_LE_U16, OP_V_CMPX_LE_U16: begin d_uop = U_CMP; d_cond = 3'd3; d_cw = CW_16; end
        OP_V_CMP_GT_U16, OP_V_CMPX_GT_U16: begin d_uop = U_CMP; d_cond = 3'd4; d_cw = CW_16; end
        OP_V_CMP_NE_U16, OP_V_CMPX_NE_U16: begin d_uop = U_CMP; d_cond = 3'd5; d_cw = CW_16; end
        OP_V_CMP_GE_U16, OP_V_CMPX_GE_U16: begin d_uop = U_CMP; d_cond = 3'd6; d_cw = CW_16; end
        OP_V_CMP_T_U16, OP_V_CMPX_T_U16: begin d_uop = U_CMP; d_cond = 3'd7; d_cw = CW_16; end
        OP_V_CMP_F_I32, OP_V_CMPX_F_I32: begin d_uop = U_CMP; d_cond = 3'd0; d_sgn = 1'b1; end
        OP_V_CMP_LT_I32, OP_V_CMPX_LT_I32: begin d_uop = U_CMP; d_cond = 3'd1; d_sgn = 1'b1; end
        OP_V_CMP_EQ_I32, OP_V_CMPX_EQ_I32: begin d_uop = U_CMP; d_cond = 3'd2; d_sgn = 1'b1; end
        OP_V_CMP_LE_I32, OP_V_CMPX_LE_I32: begin d_uop = U_CMP; d_cond = 3'd3; d_sgn = 1'b1; end
        OP_V_CMP_GT_I32, OP_V_CMPX_GT_I32: begin d_uop = U_CMP; d_cond = 3'd4; d_sgn = 1'b1; end
        OP_V_CMP_NE_I32, OP_V_CMPX_NE_I32: begin d_uop = U_CMP; d_cond = 3'd5; d_sgn = 1'b1; end
        OP_V_CMP_GE_I32, OP_V_CMPX_GE_I32: begin d_uop = U_CMP; d_cond = 3'd6; d_sgn = 1'b1; end
        OP_V_CMP_T_I32, OP_V_CMPX_T_I32: begin d_uop = U_CMP; d_cond = 3'd7; d_sgn = 1'b1; end
        OP_V_CMP_F_U32, OP_V_CMPX_F_U32: begin d_uop = U_CMP; d_cond = 3'd0; end
        OP_V_CMP_LT_U32, OP_V_CMPX_LT_U32: begin d_uop = U_CMP; d_cond = 3'd1; end
        OP_V_CMP_EQ_U32, OP_V_CMPX_EQ_U32: begin d_uop = U_CMP; d_cond = 3'd2; end
        OP_V_CMP_LE_U32, OP_V_CMPX_LE_U32: begin d_uop = U_CMP; d_cond = 3'd3; end
        OP_V_CMP_GT_U32, OP_V_CMPX_GT_U32: begin d_uop = U_CMP; d_cond = 3'd4; end
        OP_V_CMP_NE_U32, OP_V_CMPX_NE_U32: begin d_uop = U_CMP; d_cond = 3'd5; end
        OP_V_CMP_GE_U32, OP_V_CMPX_GE_U32: begin d_uop = U_CMP; d_cond = 3'd6; end
        OP_V_CMP_T_U32, OP_V_CMPX_T_U32: begin d_uop = U_CMP; d_cond = 3'd7; end
        OP_V_CMP_F_I64, OP_V_CMPX_F_I64: begin d_uop = U_CMP; d_cond = 3'd0; d_cw = CW_64; d_sgn = 1'b1; end
        OP_V_CMP_LT_I64, OP_V_CMPX_LT_I64: begin d_uop = U_CMP; d_cond = 3'd1; d_cw = CW_64; d_sgn = 1'b1; end
        OP_V_CMP_EQ_I64, OP_V_CMPX_EQ_I64: begin d_uop = U_CMP; d_cond = 3'd2; d_cw = CW_64; d_sgn = 1'b1; end
        OP_V_CMP_LE_I64, OP_V_CMPX_LE_I64: begin d_uop = U_CMP; d_cond = 3'd3; d_cw = CW_64; d_sgn = 1'b1; end
        OP_V_CMP_GT_I64, OP_V_CMPX_GT_I64: begin d_uop = U_CMP; d_cond = 3'd4; d_cw = CW_64; d_sgn = 1'b1; end
        OP_V_CMP_NE_I64, OP_V_CMPX_NE_I64: begin d_uop = U_CMP; d_cond = 3'd5; d_cw = CW_64; d_sgn = 1'b1; end
        OP_V_CMP_GE_I64, OP_V_CMPX_GE_I64: begin d_uop = U_CMP; d_cond = 3'd6; d_cw = CW_64; d_sgn = 1'b1; end
        OP_V_CMP_T_I64, OP_V_CMPX_T_I64: begin d_uop = U_CMP; d_cond = 3'd7; d_cw = CW_64; d_sgn = 1'b1; end
        OP_V_CMP_F_U64, OP_V_CMPX_F_U64: begin d_uop = U_CMP; d_cond = 3'd0; d_cw = CW_64; end
        OP_V_CMP_LT_U64, OP_V_CMPX_LT_U64: begin d_uop = U_CMP; d_cond = 3'd1; d_cw = CW_64; end
        OP_V_CMP_EQ_U64, OP_V_CMPX_EQ_U64: begin d_uop = U_CMP; d_cond = 3'd2; d_cw = CW_64; end
        OP_V_CMP_LE_U64, OP_V_CMPX_LE_U64: begin d_uop = U_CMP; d_cond = 3'd3; d_cw = CW_64; end
        OP_V_CMP_GT_U64, OP_V_CMPX_GT_U64: begin d_uop = U_CMP; d_cond = 3'd4; d_cw = CW_64; end
        OP_V_CMP_NE_U64, OP_V_CMPX_NE_U64: begin d_uop = U_CMP; d_cond = 3'd5; d_cw = CW_64; end
        OP_V_CMP_GE_U64, OP_V_CMPX_GE_U64: begin d_uop = U_CMP; d_cond = 3'd6; d_cw = CW_64; end
        OP_V_CMP_T_U64, OP_V_CMPX_T_U64: begin d_uop = U_CMP; d_cond = 3'd7; d_cw = CW_64; end
        default:                 d_uop = U_NONE;
      endcase
      dec = {d_uop, d_msel, d_sgn, d_w16, d_cw, d_cond, d_sub, d_rev, d_cin, d_co, d_pk, d_dotw, d_masked};
    end
  endfunction
  reg [5:0] uop;
  reg [2:0] msel;      // multiplier operand kind
  reg       sgn;       // signed compare / min / max / add saturation / dot
  reg       w16;       // min/max family on 16-bit operands
  reg [1:0] cw;        // compare width
  reg [2:0] cond;      // compare: bit 0 lt, bit 1 eq, bit 2 gt (the opcode order f..t)
  reg       sub;       // U_ADDSUB: subtract
  reg       rev;       // U_ADDSUB / U_E16: operands swapped (the "rev" forms)
  reg       cin;       // U_ADDSUB: carry-in from flag_i
  reg       co;        // U_ADDSUB: carry-out to flag_o
  reg [3:0] pk;        // U_E16 / U_PK element op
  reg [1:0] dotw;      // U_DOT element width
  reg       masked;    // U_QSAD: masked SAD (mqsad)

  always @(*) {uop, msel, sgn, w16, cw, cond, sub, rev, cin, co, pk, dotw, masked} = dec(op_i);
  // the probe: whether this library executes probe_op_i (the VALU asks for
  // the instruction it reads ahead, gcn_valu_fields trap_o)
  wire [DEC_W-1:0] probe_dec = dec(probe_op_i);
  assign probe_sup_o = probe_dec[DEC_W-1 -: 6] != U_NONE;
  wire unused_probe = &{1'b0, probe_dec[DEC_W-7:0]};
  assign sup_o = (uop != U_NONE);

  // ---- helper functions ----
  function automatic [5:0] popcnt32(input [31:0] v);
    integer k;
    begin
      popcnt32 = 6'd0;
      for (k = 0; k < 32; k = k + 1) popcnt32 = popcnt32 + {5'd0, v[k]};
    end
  endfunction

  // index of the highest set bit counted from bit 31 (leading zeros); -1 (all
  // ones) when v is 0, as v_ffbh_* return
  function automatic [31:0] ffbh(input [31:0] v);
    integer k;
    begin
      ffbh = 32'hffffffff;
      for (k = 0; k < 32; k = k + 1)
        if (v[k]) ffbh = 31 - k;    // scan up: the highest set bit wins
    end
  endfunction

  function automatic [31:0] ffbl(input [31:0] v);
    integer k;
    begin
      ffbl = 32'hffffffff;
      for (k = 31; k >= 0; k = k - 1)
        if (v[k]) ffbl = k;         // scan down: the lowest set bit wins
    end
  endfunction

  function automatic [31:0] absdiff(input [31:0] x, input [31:0] y);
    absdiff = (x > y) ? x - y : y - x;
  endfunction

  // byte SAD of x against y; masked: bytes where y is 0 do not count
  function automatic [31:0] sad8(input [31:0] x, input [31:0] y, input msk);
    integer k;
    begin
      sad8 = 32'd0;
      for (k = 0; k < 4; k = k + 1)
        if (!msk || y[8*k +: 8] != 8'd0)
          sad8 = sad8 + absdiff({24'd0, x[8*k +: 8]}, {24'd0, y[8*k +: 8]});
    end
  endfunction

  // byte_permute of {S0, S1} for one selector byte
  function automatic [7:0] perm_byte(input [63:0] in, input [7:0] sel);
    begin
      if (sel >= 8'd13) perm_byte = 8'hff;
      else if (sel == 8'd12) perm_byte = 8'h00;
      else if (sel >= 8'd8) perm_byte = {8{in[{sel[1:0], 4'hf}]}};  // sign of byte 1, 3, 5, 7
      else perm_byte = in[{sel[2:0], 3'd0} +: 8];
    end
  endfunction

  // saturate a 34-bit two's-complement value to the u16 / i16 range
  function automatic [15:0] sat16(input [33:0] r, input s);
    begin
      if (s) begin
        if (r[33] && !(&r[32:15])) sat16 = 16'h8000;
        else if (!r[33] && (|r[32:15])) sat16 = 16'h7fff;
        else sat16 = r[15:0];
      end else begin
        if (r[33]) sat16 = 16'h0000;
        else if (|r[32:16]) sat16 = 16'hffff;
        else sat16 = r[15:0];
      end
    end
  endfunction

  // saturate a 34-bit two's-complement value to the u32 / i32 range
  function automatic [31:0] sat32(input [33:0] r, input s);
    begin
      if (s) begin
        if (r[33] && !(&r[32:31])) sat32 = 32'h80000000;
        else if (!r[33] && (|r[32:31])) sat32 = 32'h7fffffff;
        else sat32 = r[31:0];
      end else begin
        if (r[33]) sat32 = 32'h00000000;
        else if (r[32]) sat32 = 32'hffffffff;
        else sat32 = r[31:0];
      end
    end
  endfunction

  // one 16-bit element (packed half or 16-bit scalar op); k: clamp
  function automatic [15:0] elem16(input [3:0] op, input [15:0] x, input [15:0] y, input [15:0] z,
                                   input k);
    reg        s;
    reg [33:0] ex, ey, ez, r;
    // the product from 17-bit signed factors: a multiplier of the elements'
    // width (sign-extended 34-bit factors would make Yosys build 34 x 34)
    reg signed [16:0] px, py;
    reg signed [33:0] prod;
    begin
      s  = (op == PK_ADD_I) || (op == PK_SUB_I) || (op == PK_MAD_I) || (op == PK_MAX_I) ||
           (op == PK_MIN_I);
      ex = {{18{s & x[15]}}, x};
      ey = {{18{s & y[15]}}, y};
      ez = {{18{s & z[15]}}, z};
      px = {s & x[15], x};
      py = {s & y[15], y};
      prod = px * py;               // exact: 17 x 17 bits, two's complement in 34
      case (op)
        PK_ADD_U, PK_ADD_I: begin r = ex + ey; elem16 = k ? sat16(r, s) : r[15:0]; end
        PK_SUB_U, PK_SUB_I: begin r = ex - ey; elem16 = k ? sat16(r, s) : r[15:0]; end
        PK_MUL_LO:          elem16 = prod[15:0];
        PK_MAD_U, PK_MAD_I: begin r = prod + ez; elem16 = k ? sat16(r, s) : r[15:0]; end
        PK_SHL:             elem16 = y << x[3:0];
        PK_SHR:             elem16 = y >> x[3:0];
        PK_ASHR:            elem16 = $signed(y) >>> x[3:0];
        PK_MAX_U, PK_MAX_I: elem16 = ($signed(ex) > $signed(ey)) ? x : y;
        PK_MIN_U, PK_MIN_I: elem16 = ($signed(ex) < $signed(ey)) ? x : y;
        default:            elem16 = 16'd0;
      endcase
    end
  endfunction

  // integer dot product of 32/w elements of width w, summed with acc in 36
  // bits; k: clamp to the 32-bit range of the signedness, else wrap
  function automatic [31:0] idot(input [31:0] x, input [31:0] y, input [31:0] acc, input [1:0] w,
                                 input s, input k);
    reg [35:0] sum;
    // signed factors one bit wider than the element (bit 16/8/4 = sign if s,
    // else 0): each product is a multiplier of the element's width, extended
    // by the signed assignment (36-bit factors would cost 36 x 36 each)
    reg signed [16:0] h0, h1;
    reg signed [8:0]  b0, b1;
    reg signed [4:0]  n0, n1;
    reg signed [35:0] p;
    integer e;
    begin
      sum = {{4{s & acc[31]}}, acc};
      case (w)
        DOT_16:
          for (e = 0; e < 2; e = e + 1) begin
            h0 = {s & x[16*e+15], x[16*e +: 16]};
            h1 = {s & y[16*e+15], y[16*e +: 16]};
            p = h0 * h1;
            sum = sum + p;
          end
        DOT_8:
          for (e = 0; e < 4; e = e + 1) begin
            b0 = {s & x[8*e+7], x[8*e +: 8]};
            b1 = {s & y[8*e+7], y[8*e +: 8]};
            p = b0 * b1;
            sum = sum + p;
          end
        default:
          for (e = 0; e < 8; e = e + 1) begin
            n0 = {s & x[4*e+3], x[4*e +: 4]};
            n1 = {s & y[4*e+3], y[4*e +: 4]};
            p = n0 * n1;
            sum = sum + p;
          end
      endcase
      if (!k) idot = sum[31:0];
      else if (s) idot = ($signed(sum) < -36'sd2147483648) ? 32'h80000000 :
                         ($signed(sum) > 36'sd2147483647) ? 32'h7fffffff : sum[31:0];
      else idot = (sum > 36'hffffffff) ? 32'hffffffff : sum[31:0];
    end
  endfunction

  // ---- one datapath per lane ----
  wire [LANES_PER_SIMD-1:0] fo_l;
  genvar l;
  generate
    for (l = 0; l < LANES_PER_SIMD; l = l + 1) begin : g_lane
      wire [63:0] a64 = a_i[64*l +: 64];
      wire [63:0] b64 = b_i[64*l +: 64];
      wire [63:0] c64 = c_i[64*l +: 64];
      wire [31:0] a = a64[31:0];
      wire [31:0] b = b64[31:0];
      wire [31:0] c = c64[31:0];
      wire        f = flag_i[l];
      reg  [5:0]             lane_n;
      reg  [63:0]            below, prod, ab, align_bit, align_byte, qsad;
      reg  [32:0]            mx, my, mm_a, mm_b, mm_c, mn_ab, mx_ab, mn3, mx3, mxc, md3;
      reg  signed [65:0]     prod_s;
      reg  [64:0]            mad64, ca, cb;
      reg  [31:0]            as_p, as_q, mm_mask, bf_mask, bf_u, bf_sh, bf_s, bf_i, brev, lerp,
                             perm, ffbh_r, ffbl_r, pc_mask, bcnt_r, sad8_r, sad16_r, sad32_r, dot_r;
      reg  [33:0]            as_ep, as_eq, as_c, as_r;
      reg                    cmp_lt, cmp_eq, cmp_gt, bf_sign;
      reg  [4:0]             bf_w;
      reg  [127:0]           qs;
      reg  [8:0]             lsum;
      reg  [15:0]            e_lo, e_hi, ci_a, ci_b, cu_a, cu_b;
      reg  [7:0]             sp_lo, sp_hi;
      integer                k;   // (set on both paths: Yosys would latch an index set on one)
      // the lane computes only with en_i (its result is then read): the
      // simulators skip the block while the VALU does something else
      always @(*) begin
        {lane_n, below, mx, my, prod_s, prod, mad64, as_p} = '0;
        {as_q, as_ep, as_eq, as_c, as_r, mm_a, mm_b, mm_c} = '0;
        {mn_ab, mx_ab, mn3, mx3, mxc, md3, mm_mask, ca} = '0;
        {cb, cmp_lt, cmp_eq, cmp_gt, bf_w, bf_mask, bf_u, bf_sh} = '0;
        {bf_s, bf_sign, bf_i, ab, align_bit, align_byte, brev, qsad} = '0;
        {lerp, qs, lsum, e_lo, e_hi, sp_lo, sp_hi, ci_a} = '0;
        {ci_b, cu_a, cu_b, perm, ffbh_r, ffbl_r, pc_mask, bcnt_r} = '0;
        {sad8_r, sad16_r, sad32_r, dot_r} = '0;
        k = 0;
        if (en_i) begin
          // lane number in the wave, for v_mbcnt: lanes below it
          lane_n = 6'(32'(quarter_i) * LANES_PER_SIMD + l);
          below = (64'd1 << lane_n) - 64'd1;

          // multiplier: the sources extended as the op's kind says
          case (msel)
            M_S32:   begin mx = {a[31], a};                 my = {b[31], b}; end
            M_U24:   begin mx = {9'd0, a[23:0]};            my = {9'd0, b[23:0]}; end
            M_S24:   begin mx = {{9{a[23]}}, a[23:0]};      my = {{9{b[23]}}, b[23:0]}; end
            M_U16:   begin mx = {17'd0, a[15:0]};           my = {17'd0, b[15:0]}; end
            M_S16:   begin mx = {{17{a[15]}}, a[15:0]};     my = {{17{b[15]}}, b[15:0]}; end
            default: begin mx = {1'b0, a};                  my = {1'b0, b}; end
          endcase
          prod_s = $signed(mx) * $signed(my);
          prod = prod_s[63:0];
          mad64 = {1'b0, prod} + {1'b0, c64};

          // 32-bit add/sub: p + q + cin or p - q - cin at 34 bits, operands
          // extended by signedness; bit 32 is the unsigned carry/borrow
          as_p = rev ? b : a;
          as_q = rev ? a : b;
          as_ep = {{2{sgn & as_p[31]}}, as_p};
          as_eq = {{2{sgn & as_q[31]}}, as_q};
          as_c = {33'd0, cin & f};
          as_r = sub ? as_ep - as_eq - as_c : as_ep + as_eq + as_c;

          // min / max / med3 over 33-bit extensions of 32- or 16-bit operands
          mm_a = w16 ? {{17{sgn & a[15]}}, a[15:0]} : {sgn & a[31], a};
          mm_b = w16 ? {{17{sgn & b[15]}}, b[15:0]} : {sgn & b[31], b};
          mm_c = w16 ? {{17{sgn & c[15]}}, c[15:0]} : {sgn & c[31], c};
          mn_ab = ($signed(mm_a) < $signed(mm_b)) ? mm_a : mm_b;
          mx_ab = ($signed(mm_a) > $signed(mm_b)) ? mm_a : mm_b;
          mn3 = ($signed(mn_ab) < $signed(mm_c)) ? mn_ab : mm_c;
          mx3 = ($signed(mx_ab) > $signed(mm_c)) ? mx_ab : mm_c;
          mxc = ($signed(mx_ab) < $signed(mm_c)) ? mx_ab : mm_c;  // min(max(a,b), c)
          md3 = ($signed(mn_ab) > $signed(mxc)) ? mn_ab : mxc;
          mm_mask = w16 ? 32'h0000ffff : 32'hffffffff;

          // compares over 65-bit extensions
          ca = (cw == CW_64) ? {sgn & a64[63], a64} :
               (cw == CW_32) ? {{33{sgn & a[31]}}, a} : {{49{sgn & a[15]}}, a[15:0]};
          cb = (cw == CW_64) ? {sgn & b64[63], b64} :
               (cw == CW_32) ? {{33{sgn & b[31]}}, b} : {{49{sgn & b[15]}}, b[15:0]};
          cmp_lt = $signed(ca) < $signed(cb);
          cmp_eq = ca == cb;
          cmp_gt = $signed(ca) > $signed(cb);

          // bit fields: width S2[4:0], 0 gives 0; the signed form shifts
          // arithmetically and sign-extends from bit width-1
          bf_w = c[4:0];
          bf_mask = (32'd1 << bf_w) - 32'd1;
          bf_u = (a >> b[4:0]) & bf_mask;
          // (the shift alone: an unsigned operand in the same expression would
          // make >>> logical)
          bf_sh = $signed(a) >>> b[4:0];
          bf_s = bf_sh & bf_mask;
          bf_sign = bf_s[bf_w - 5'd1];
          bf_i = bf_s | ({32{bf_sign}} & ~bf_mask);

          ab = {a, b};
          align_bit = ab >> c[4:0];
          align_byte = ab >> {c[1:0], 3'd0};

          for (k = 0; k < 32; k = k + 1) brev[k] = a[31 - k];
          for (k = 0; k < 4; k = k + 1) begin
            // element k: SAD of S1 against the dword of S0.u64 from byte k, plus
            // element k of S2, truncated to 16 bits
            qs[32*k +: 32] = sad8(a64[8*k +: 32], b, masked);
            qsad[16*k +: 16] = qs[32*k +: 16] + c64[16*k +: 16];
            lsum = {1'b0, a[8*k +: 8]} + {1'b0, b[8*k +: 8]} + {8'd0, c[8*k]};
            lerp[8*k +: 8] = lsum[8:1];
          end

          e_lo = rev ? elem16(pk, b[15:0], a[15:0], c[15:0], clamp_i)
                     : elem16(pk, a[15:0], b[15:0], c[15:0], clamp_i);
          e_hi = elem16(pk, a[31:16], b[31:16], c[31:16], clamp_i);

          // v_sat_pk_u8_i16: a signed half clamped to 0..255
          sp_lo = a[15] ? 8'd0 : (|a[14:8]) ? 8'hff : a[7:0];
          sp_hi = a[31] ? 8'd0 : (|a[30:24]) ? 8'hff : a[23:16];
          // v_cvt_pk_*: each source saturated to the i16 / u16 range
          ci_a = sat16({{2{a[31]}}, a}, 1'b1);
          ci_b = sat16({{2{b[31]}}, b}, 1'b1);
          cu_a = sat16({2'b00, a}, 1'b0);
          cu_b = sat16({2'b00, b}, 1'b0);

          // the function-built units, one of each per lane, shared by the ops
          // that use them (and kept out of the result case below, so synthesis
          // does not rebuild them inside every branch of its mux tree)
          perm = {perm_byte(ab, c[31:24]), perm_byte(ab, c[23:16]),
                  perm_byte(ab, c[15:8]), perm_byte(ab, c[7:0])};
          ffbh_r = ffbh((uop == U_FFBH_I) ? a ^ {32{a[31]}} : a);  // _i: bits after the sign equal to it
          ffbl_r = ffbl(a);
          pc_mask = (uop == U_MBCNT_LO) ? below[31:0] :
                    (uop == U_MBCNT_HI) ? below[63:32] : 32'hffffffff;
          bcnt_r = {26'd0, popcnt32(a & pc_mask)} + b;
          sad8_r = sad8(a, b, uop == U_MSAD_U8);
          sad16_r = absdiff({16'd0, a[31:16]}, {16'd0, b[31:16]}) +
                    absdiff({16'd0, a[15:0]}, {16'd0, b[15:0]});
          sad32_r = absdiff(a, b);
          dot_r = idot(a, b, c, dotw, sgn, clamp_i);
        end
      end

      reg [63:0] d;
      reg        fo;
      always @(*) begin
        d  = 64'd0;
        fo = 1'b0;
        case (uop)
          U_MOV:        d = {32'd0, a};
          U_PKMOV:      d = {b, a};
          U_CND:        d = {32'd0, f ? b : a};
          U_ADDSUB:     begin
            d  = {32'd0, clamp_i ? sat32(as_r, sgn) : as_r[31:0]};
            fo = co & as_r[32];
          end
          U_ADD3:       d = {32'd0, a + b + c};
          U_XAD:        d = {32'd0, (a ^ b) + c};
          U_LSHL_ADD:   d = {32'd0, (a << b[4:0]) + c};
          U_ADD_LSHL:   d = {32'd0, (a + b) << c[4:0]};
          U_LSHL_OR:    d = {32'd0, (a << b[4:0]) | c};
          U_AND_OR:     d = {32'd0, (a & b) | c};
          U_OR3:        d = {32'd0, a | b | c};
          U_MUL_LO:     d = {32'd0, prod[31:0]};
          U_MUL_HI:     d = {32'd0, prod[63:32]};
          U_MAD32:      d = {32'd0, prod[31:0] + c};
          U_MAD64:      begin
            d  = mad64[63:0];
            // bit 64 of the exact sum: the unsigned carry, or for the signed
            // form bit 64 of the sum of the sign-extended terms
            fo = (msel == M_S32) ? prod[63] ^ c64[63] ^ mad64[64] : mad64[64];
          end
          U_AND:        d = {32'd0, a & b};
          U_OR:         d = {32'd0, a | b};
          U_XOR:        d = {32'd0, a ^ b};
          U_XNOR:       d = {32'd0, ~(a ^ b)};
          U_NOT:        d = {32'd0, ~a};
          U_LSHL32:     d = {32'd0, b << a[4:0]};
          U_LSHR32:     d = {32'd0, b >> a[4:0]};
          U_ASHR32:     d = {32'd0, $signed(b) >>> a[4:0]};
          U_LSHL64:     d = b64 << a[5:0];
          U_LSHR64:     d = b64 >> a[5:0];
          U_ASHR64:     d = $signed(b64) >>> a[5:0];
          U_BFM:        d = {32'd0, ((32'd1 << a[4:0]) - 32'd1) << b[4:0]};
          U_BFI:        d = {32'd0, (a & b) | (~a & c)};
          U_BFE_U:      d = {32'd0, (bf_w == 5'd0) ? 32'd0 : bf_u};
          U_BFE_I:      d = {32'd0, (bf_w == 5'd0) ? 32'd0 : bf_i};
          U_ALIGNBIT:   d = {32'd0, align_bit[31:0]};
          U_ALIGNBYTE:  d = {32'd0, align_byte[31:0]};
          U_PERM:       d = {32'd0, perm};
          U_BFREV:      d = {32'd0, brev};
          U_FFBH_U, U_FFBH_I: d = {32'd0, ffbh_r};
          U_FFBL:       d = {32'd0, ffbl_r};
          U_BCNT, U_MBCNT_LO, U_MBCNT_HI: d = {32'd0, bcnt_r};
          U_MIN:        d = {32'd0, mn_ab[31:0] & mm_mask};
          U_MAX:        d = {32'd0, mx_ab[31:0] & mm_mask};
          U_MIN3:       d = {32'd0, mn3[31:0] & mm_mask};
          U_MAX3:       d = {32'd0, mx3[31:0] & mm_mask};
          U_MED3:       d = {32'd0, md3[31:0] & mm_mask};
          U_SAD_U8, U_MSAD_U8: d = {32'd0, sad8_r + c};
          U_SAD_HI_U8:  d = {32'd0, (sad8_r << 16) + c};
          U_SAD_U16:    d = {32'd0, sad16_r + c};
          U_SAD_U32:    d = {32'd0, sad32_r + c};
          U_QSAD:       d = qsad;
          U_MQSAD32:    d = {qs[63:32] + c64[63:32], qs[31:0] + c};
          U_LERP:       d = {32'd0, lerp};
          U_E16:        d = {48'd0, e_lo};
          U_PK:         d = {32'd0, e_hi, e_lo};
          U_SAT_PK:     d = {48'd0, sp_hi, sp_lo};
          U_CVT_PK_I16: d = {32'd0, ci_b, ci_a};
          U_CVT_PK_U16: d = {32'd0, cu_b, cu_a};
          U_CMP:        fo = (cond[0] & cmp_lt) | (cond[1] & cmp_eq) | (cond[2] & cmp_gt);
          U_DOT:        d = {32'd0, dot_r};
          default:      d = 64'd0;
        endcase
      end
      assign d_o[64*l +: 64] = d;
      // bits computed but never part of a result
      wire unused = &{1'b0, prod_s[65:64], mn3[32], mx3[32], md3[32], align_bit[63:32],
                      align_byte[63:32], qs[127:64], lsum[0]};
      assign fo_l[l] = fo;
    end
  endgenerate
  assign flag_o = fo_l;
endmodule
