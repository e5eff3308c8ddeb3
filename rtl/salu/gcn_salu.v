// gcn_salu: the scalar unit.  Executes one instruction at a time (SOP1, SOP2,
// SOPK, SOPC and the SOPP flow control the wave needs), reading its operands
// from the SGPR file one per cycle, and reports it on the retirement channel:
//   INSN, [TRAP], [sdst lo, [sdst hi]], [EXEC lo, EXEC hi], END
// then hands the wave back to the wavepool with its next PC and SCC.  The
// END is folded into the last SGPR beat (beat_last_o, its next PC in
// beat_pc_o, its SCC bits at data[34:32]) unless it could be held
// (s_endpgm, s_barrier, traps: end_held below).
//
//   IDLE (take; read S0) -> RD1 (S0 arrives, read S1) -> RD2 (S1 arrives:
//        ALU, next PC) -> beats (sdst written during its SGPR beat, EXEC
//        during its) -> IDLE
// Only SGPR operands are read: S0 is read in the cycle the packet is taken,
// from the packet's fields; without an S0 read the instruction goes to RD0,
// which reads S1, and the ALU runs in the first cycle that has both operands
// (RD0 when neither is an SGPR, RD1 when only S0 is).  The INSN beat goes out during
// the reads (its fields are known at issue); if it has not been accepted by
// the ALU cycle, the beats start with it.
// s_waitcnt waits in WAIT (after the ALU cycle) until the wave's vmcnt and
// lgkmcnt from the LSU are within its immediate (expcnt: no export unit,
// nothing to wait for); its INSN beat waits too, so that LATE beats of the
// loads it waits for can pass.
// A trapping instruction goes from IDLE straight to its beats, and so does a
// vector instruction gcn_issue skips (MODE.vskip, s_setvskip): INSN, END with
// the next PC, nothing written (the model's run_under_mode).  The S1 read
// slot fetches EXEC, VCC or the old sdst for the instructions that have no S1
// but read one of those; s_getreg_b32 reads vccz as S0 and execz there (STATUS).
// gcn_salu_hwregs keeps the per-slot TRAPSTS, WAVE_PRIO, HW_ID and GPR_ALLOC
// that s_getreg / s_setreg / s_setprio use (MODE and STATUS.IN_TG come in the
// packet from the wavepool).  s_movrel*: RD0 reads M0, RD1 the SGPR the
// instruction names plus M0 (movrels) or S0 (movreld, whose sdst moves by M0).
// The branch stack (gcn_salu_alu): s_cbranch_i_fork reads its mask pair as
// S0 and EXEC in the S1 slot and pushes a 128-bit entry at SGPR 4 CSP (two
// pair writes, SG0 and SG2, four SGPR beats); s_cbranch_g_fork the same,
// with its target pair (S1) as a third read in RD3; s_cbranch_join reads S0, the
// entry's mask pair (4 CSP - 4) in the S1 slot and its PC pair in RD3, a
// third read, where its ALU cycle is.  s_set_gpr_idx_on/_mode/_idx read M0
// in the S1 slot and write it back with their fields (and MODE.gpr_idx_en,
// which s_set_gpr_idx_off clears; gcn_issue and gcn_valu do the indexing).
module gcn_salu #(
  `include "gcn_config.vh"
  ,
  `include "gcn_isa.vh"
) (
  input  wire                 clk_i,
  input  wire                 rst_i,

  // the issued instruction and its decode
  input  wire                 valid_i,
  output wire                 ready_o,
  input  wire [WAVE_ID_W-1:0] wave_i,
  input  wire [63:0]          pc_i,
  input  wire [95:0]          words_i,
  input  wire                 scc_i,
  input  wire                 dec_trap_i,
  input  wire                 dec_skip_i,     // a vector instruction under MODE.vskip
  input  wire [1:0]           dec_cause_i,
  input  wire [1:0]           dec_nwords_i,
  input  wire [OP_ID_W-1:0]   dec_op_i,
  input  wire [FAM_W-1:0]     dec_fam_i,
  input  wire [6:0]           dec_sdst_i,
  input  wire [7:0]           dec_ssrc0_i,
  input  wire [7:0]           dec_ssrc1_i,
  input  wire [15:0]          dec_simm16_i,
  input  wire [31:0]          dec_literal_i,
  input  wire [31:0]          mode_i,         // the wave's MODE (s_getreg, s_setreg)
  input  wire [16:0]          lds_size_i,     // its workgroup's LDS bytes (s_getreg LDS_ALLOC)
  input  wire                 in_tg_i,        // STATUS.IN_TG: its workgroup has more than one wave
  input  wire [63:0]          shm_i,          // SH_MEM_BASES: src_shared_* / src_private_* operands
  // the init channel's allocation and WAVE_INFO words (gcn_salu_hwregs:
  // TRAPSTS, WAVE_PRIO, HW_ID, GPR_ALLOC.VGPR_SIZE per slot)
  input  wire                 alloc_valid_i,
  input  wire                 info_valid_i,
  input  wire [1:0]           info_index_i,
  input  wire [WAVE_ID_W-1:0] info_wave_i,
  input  wire [63:0]          info_data_i,
  input  wire                 dec_dst_64_i,
  input  wire                 dec_src0_64_i,
  input  wire [1:0]           dec_src0_kind_i,
  input  wire                 dec_src1_64_i,
  input  wire [1:0]           dec_src1_kind_i,
  input  wire                 dec_src0_i,     // the row has S0 / S1
  input  wire                 dec_src1_i,

  // SGPR file
  output reg                  sgpr_re_o,
  output wire [WAVE_ID_W-1:0] sgpr_rwave_o,
  output reg  [6:0]           sgpr_rcode_o,
  input  wire [63:0]          sgpr_rdata_i,
  output wire                 sgpr_we_lo_o,
  output wire                 sgpr_we_hi_o,
  output wire [WAVE_ID_W-1:0] sgpr_wwave_o,
  output wire [6:0]           sgpr_wcode_o,
  output wire [63:0]          sgpr_wdata_o,

  // the LSU's per-wave counters (wave w at [6w +: 6] / [4w +: 4])
  input  wire [6*NUM_WAVES-1:0] vmcnt_i,
  input  wire [4*NUM_WAVES-1:0] lgkmcnt_i,

  // retirement beats
  output wire                 beat_valid_o,
  input  wire                 beat_ready_i,
  output reg  [2:0]           beat_kind_o,
  output wire [WAVE_ID_W-1:0] beat_wave_o,
  output reg  [63:0]          beat_pc_o,
  output reg  [8:0]           beat_index_o,
  output reg  [127:0]         beat_data_o,
  output wire                 beat_last_o,    // the END folded into this SGPR beat (data[34:32]: its bits)

  // the wave goes back to the wavepool
  output wire                 done_valid_o,
  output wire [WAVE_ID_W-1:0] done_wave_o,
  output wire [63:0]          done_pc_o,
  output wire                 done_scc_o,
  output wire                 done_end_o,
  output wire                 done_seq_o,
  output wire [1:0]           done_nwords_o,
  output wire [1:0]           done_park_o,    // 2: s_barrier, the wavepool holds the wave
  output wire                 done_mode_we_o, // s_setreg wrote MODE
  output wire [31:0]          done_mode_o,
  // an older instruction of its wave is still in flight (a VALU one it passed,
  // gcn_issue): an END that ends the wave, or s_barrier's, waits until it is done
  input  wire                 older_i
);
  // (the beat states are S_B_INSN and above)
  localparam [3:0] S_IDLE = 4'd0, S_RD0 = 4'd1, S_RD1 = 4'd2, S_RD2 = 4'd3, S_WAIT = 4'd4, S_RD3 = 4'd5,
                   S_B_INSN = 4'd7, S_B_TRAP = 4'd8, S_B_SG0 = 4'd9,
                   S_B_SG1 = 4'd10, S_B_EX0 = 4'd11, S_B_EX1 = 4'd12, S_B_END = 4'd13, S_B_SG2 = 4'd14,
                   S_B_SG3 = 4'd15;
  localparam [2:0] RT_INSN = 3'd0, RT_SGPR = 3'd1, RT_TRAP = 3'd6, RT_END = 3'd7;

  reg [3:0] state_q, state_d;

  // the instruction, latched at issue
  reg [WAVE_ID_W-1:0] wave_q;
  reg [63:0]          pc_q;
  reg [95:0]          words_q;
  reg                 scc_q;
  reg                 trap_q;
  reg [2:0]           cause_q;
  reg [1:0]           nwords_q;
  (* fsm_encoding = "none" *) reg [OP_ID_W-1:0] op_q;
  (* fsm_encoding = "none" *) reg [FAM_W-1:0]   fam_q;
  reg [6:0]           sdst_q;
  reg [7:0]           ssrc0_q, ssrc1_q;
  reg [15:0]          simm16_q;
  reg [31:0]          literal_q;
  reg                 in_tg_q;
  reg [31:0]          mode_q, mode_new_q;
  reg [16:0]          lds_size_q;
  reg                 mode_we_q;
  wire                alu_mode_we;
  wire [31:0]         alu_mode;
  reg                 dst_64_q, src0_64_q, src1_64_q, src1_q;
  reg                 insn_sent_q;   // the INSN beat has been accepted
  (* fsm_encoding = "none" *) reg [1:0] src0_kind_q;
  (* fsm_encoding = "none" *) reg [1:0] src1_kind_q;
  // operands and results
  reg [63:0]          a_q, a_d, b_q, b_d;
  reg [63:0]          res_q, res2_q, exec_q;
  reg                 dst128_q;     // sdst is 128 bits: res2_q the high pair (s_cbranch_i_fork)
  reg                 dst_we_q, exec_we_q, scc_we_q, scc_new_q, end_q, seq_q;
  reg [63:0]          next_pc_q;

  wire take = valid_i && ready_o;
  assign ready_o = (state_q == S_IDLE);

  // ---- operand values: SGPR, inline constant, SCC or literal ----
  function automatic [63:0] opnd(input [7:0] code, input is64, input [1:0] kind,
                                 input [63:0] sgpr, input [31:0] lit, input scc, input [63:0] shm);
    reg [63:0] v;
    reg [31:0] ap;
    begin
      v = 64'd0;
      // apertures (model.c): 32 bits the base's high dword; 64 bits the
      // base address, a limit's low dword all ones
      ap = (code == 8'd235 || code == 8'd236) ? shm[63:32] : shm[31:0];
      if (code < 8'd128) v = is64 ? sgpr : {32'd0, sgpr[31:0]};
      else if (code >= 8'd235 && code <= 8'd238)
        v = is64 ? {ap, (code == 8'd236 || code == 8'd238) ? 32'hffffffff : 32'd0} : {32'd0, ap};
      else if (code == 8'd251 || code == 8'd252) v = {63'd0, sgpr == 64'd0};  // vccz, execz
      else if (code <= 8'd192) v = {56'd0, code - 8'd128};
      else if (code <= 8'd208) v = 64'd0 - {56'd0, code - 8'd192};
      else if (code == 8'd253) v = {63'd0, scc};
      else if (code == 8'd255) begin
        if (!is64 || kind == KIND_UNSIGNED) v = {32'd0, lit};
        else if (kind == KIND_SIGNED) v = {{32{lit[31]}}, lit};
        else v = {lit, 32'd0};
      end else if (is64) begin
        case (code)
          8'd240: v = 64'h3fe0000000000000;
          8'd241: v = 64'hbfe0000000000000;
          8'd242: v = 64'h3ff0000000000000;
          8'd243: v = 64'hbff0000000000000;
          8'd244: v = 64'h4000000000000000;
          8'd245: v = 64'hc000000000000000;
          8'd246: v = 64'h4010000000000000;
          8'd247: v = 64'hc010000000000000;
          8'd248: v = 64'h3fc45f306dc9c882;
          default: v = 64'd0;
        endcase
      end else begin
        case (code)
          8'd240: v = 64'h3f000000;
          8'd241: v = 64'hbf000000;
          8'd242: v = 64'h3f800000;
          8'd243: v = 64'hbf800000;
          8'd244: v = 64'h40000000;
          8'd245: v = 64'hc0000000;
          8'd246: v = 64'h40800000;
          8'd247: v = 64'hc0800000;
          8'd248: v = 64'h3e22f983;
          default: v = 64'd0;
        endcase
      end
      opnd = v;
    end
  endfunction

  // the branch stack (header)
  wire is_fork = (op_q == OP_S_CBRANCH_I_FORK);
  wire is_gfork = (op_q == OP_S_CBRANCH_G_FORK);
  wire is_join = (op_q == OP_S_CBRANCH_JOIN);
  wire [6:0] join_entry = {2'd0, mode_q[31:29] - 3'd1, 2'b00};
  // SOPK reads its sdst register as S0 (the fork: its 64-bit mask)
  wire s0_64 = is_fork || (src0_64_q && fam_q != FAM_SOPK);
  function automatic is_movrels(input [OP_ID_W-1:0] op);
    is_movrels = (op == OP_S_MOVRELS_B32) || (op == OP_S_MOVRELS_B64);
  endfunction
  function automatic is_movreld(input [OP_ID_W-1:0] op);
    is_movreld = (op == OP_S_MOVRELD_B32) || (op == OP_S_MOVRELD_B64);
  endfunction
  // the S0 slot's code: s_movrel* read M0 first; s_getreg_b32 reads vccz as
  // S0 and execz in the S1 slot instead (STATUS); SOPK reads its sdst
  function automatic [7:0] s0_code_of(input [OP_ID_W-1:0] op, input [FAM_W-1:0] fam, input [6:0] sdst,
                                      input [7:0] ssrc0);
    s0_code_of = (is_movrels(op) || is_movreld(op)) ? 8'd124 : (op == OP_S_GETREG_B32) ? 8'd251 :
                 (fam == FAM_SOPK) ? {1'b0, sdst} : ssrc0;
  endfunction
  wire movrels = is_movrels(op_q);
  wire movreld = is_movreld(op_q);
  wire [7:0] s0_code = s0_code_of(op_q, fam_q, sdst_q, ssrc0_q);

  // s_movrel*: code + M0 (a_d while RD1 takes M0), kept inside s0-s101
  // (ISA 3.6.1): a source past it reads s0, a destination past it is not written
  wire [33:0] rel_src = {26'd0, ssrc0_q} + {2'd0, a_d[31:0]};
  wire [33:0] rel_dst = {27'd0, sdst_q} + {2'd0, a_d[31:0]};
  wire [33:0] rel_n   = src0_64_q ? 34'd2 : 34'd1;
  wire        rel_src_ok = ssrc0_q < 8'd102 && rel_src + rel_n <= 34'd102;
  wire        rel_dst_ok = sdst_q < 7'd102 && rel_dst + rel_n <= 34'd102;
  reg  [6:0]  dst_code_q;    // where sdst goes (sdst + M0 for s_movreld)
  reg         dst_ok_q;
  // the S1 slot: S1, or the extra register an instruction without S1 reads
  reg [7:0] s1_code;
  reg       s1_64;
  reg       s1_forced;   // an instruction without S1 that reads that register
  always @(*) begin
    s1_code = ssrc1_q;
    s1_64   = src1_64_q;
    s1_forced = 1'b1;
    case (op_q)
      OP_S_CBRANCH_VCCZ, OP_S_CBRANCH_VCCNZ: begin s1_code = 8'd106; s1_64 = 1'b1; end
      OP_S_GETREG_B32: begin s1_code = 8'd252; s1_64 = 1'b1; end
      OP_S_CBRANCH_EXECZ, OP_S_CBRANCH_EXECNZ,
      OP_S_AND_SAVEEXEC_B64, OP_S_OR_SAVEEXEC_B64, OP_S_XOR_SAVEEXEC_B64, OP_S_ANDN2_SAVEEXEC_B64,
      OP_S_ORN2_SAVEEXEC_B64, OP_S_NAND_SAVEEXEC_B64, OP_S_NOR_SAVEEXEC_B64, OP_S_XNOR_SAVEEXEC_B64,
      OP_S_ANDN1_SAVEEXEC_B64, OP_S_ORN1_SAVEEXEC_B64, OP_S_ANDN1_WREXEC_B64, OP_S_ANDN2_WREXEC_B64: begin
        s1_code = 8'd126; s1_64 = 1'b1;
      end
      OP_S_BITSET0_B32, OP_S_BITSET1_B32, OP_S_BITSET0_B64, OP_S_BITSET1_B64: begin
        s1_code = {1'b0, sdst_q}; s1_64 = 1'b1;
      end
      OP_S_CBRANCH_I_FORK, OP_S_CBRANCH_G_FORK: begin s1_code = 8'd126; s1_64 = 1'b1; end
      OP_S_CBRANCH_JOIN: begin s1_code = {1'b0, join_entry}; s1_64 = 1'b1; end
      // GPR indexing: M0 in the S1 slot (s_set_gpr_idx_on's S1 field is its
      // enables, an immediate: the ALU takes it from simm16)
      OP_S_SET_GPR_IDX_ON, OP_S_SET_GPR_IDX_MODE, OP_S_SET_GPR_IDX_IDX: begin s1_code = 8'd124; s1_64 = 1'b0; end
      default: s1_forced = 1'b0;
    endcase
  end

  // the register a source code reads: vccz and execz read the VCC and EXEC pairs
  function automatic [6:0] rcode(input [7:0] code);
    rcode = (code == 8'd251) ? 7'd106 : (code == 8'd252) ? 7'd126 : code[6:0];
  endfunction
  // whether a source code is read from the SGPR file (an SGPR, vccz, execz)
  function automatic rd_sgpr(input [7:0] code);
    rd_sgpr = (code < 8'd128) || (code == 8'd251) || (code == 8'd252);
  endfunction
  // the reads an instruction needs (SOPK reads its sdst as S0; s_movrel*
  // always read M0 and then the moved register)
  function automatic needs_s0(input [OP_ID_W-1:0] op, input [FAM_W-1:0] fam, input src0, input [7:0] code);
    needs_s0 = is_movrels(op) || is_movreld(op) || (fam == FAM_SOPK) || (src0 && rd_sgpr(code));
  endfunction
  // S0 of the packet being taken, read in the take cycle
  wire [7:0] take_s0 = s0_code_of(dec_op_i, dec_fam_i, dec_sdst_i, dec_ssrc0_i);
  wire       take_rd = take && !dec_trap_i && !dec_skip_i && needs_s0(dec_op_i, dec_fam_i, dec_src0_i, take_s0);
  wire need1 = movrels || movreld || s1_forced || (src1_q && rd_sgpr(s1_code));
  // the ALU cycle: the first with both operands
  // (s_cbranch_join, s_cbranch_g_fork: RD3, after its third read)
  wire ex = (state_q == S_RD2 && !is_join && !is_gfork) || (state_q == S_RD3) || (state_q == S_RD1 && !need1) ||
            (state_q == S_RD0 && !need1);

  always @(*) begin
    sgpr_re_o    = 1'b0;
    sgpr_rcode_o = 7'd0;
    a_d = a_q;
    b_d = b_q;
    case (state_q)
      S_IDLE: begin
        sgpr_re_o    = take_rd;
        sgpr_rcode_o = rcode(take_s0);
      end
      S_RD0: begin
        // S0 is a constant (one read in the take cycle goes to RD1); S1
        // read now, or neither is an SGPR: ALU now
        a_d = opnd(s0_code, s0_64, src0_kind_q, sgpr_rdata_i, literal_q, scc_q, shm_i);
        sgpr_re_o    = need1;
        sgpr_rcode_o = rcode(s1_code);
        if (!need1) b_d = opnd(s1_code, s1_64, src1_kind_q, sgpr_rdata_i, literal_q, scc_q, shm_i);
      end
      S_RD1: begin
        a_d = opnd(s0_code, s0_64, src0_kind_q, sgpr_rdata_i, literal_q, scc_q, shm_i);
        sgpr_re_o    = need1;
        sgpr_rcode_o = movrels ? (rel_src_ok ? rel_src[6:0] : 7'd0) :
                       movreld ? rcode(ssrc0_q) : rcode(s1_code);
        if (!need1) b_d = opnd(s1_code, s1_64, src1_kind_q, sgpr_rdata_i, literal_q, scc_q, shm_i);
      end
      S_RD2: begin
        if (movrels) b_d = src0_64_q ? sgpr_rdata_i : {32'd0, sgpr_rdata_i[31:0]};
        else if (movreld) b_d = opnd(ssrc0_q, src0_64_q, src0_kind_q, sgpr_rdata_i, literal_q, scc_q, shm_i);
        else b_d = opnd(s1_code, s1_64, src1_kind_q, sgpr_rdata_i, literal_q, scc_q, shm_i);
        // s_cbranch_join: the third read, the entry's PC pair;
        // s_cbranch_g_fork: its target pair (S1)
        sgpr_re_o    = is_join || (is_gfork && rd_sgpr(ssrc1_q));
        sgpr_rcode_o = is_gfork ? rcode(ssrc1_q) : join_entry + 7'd2;
      end
      default: ;
    endcase
  end
  // C (RD3's read): the join's PC pair, or the g_fork's target (S1, a
  // constant when not an SGPR)
  wire [63:0] alu_c = (is_gfork && !rd_sgpr(ssrc1_q)) ?
                      opnd(ssrc1_q, 1'b1, src1_kind_q, sgpr_rdata_i, literal_q, scc_q, shm_i) : sgpr_rdata_i;
  // A in the ALU cycle: read the cycle before (RD2), or just formed
  wire [63:0] alu_a = (state_q == S_RD2 || state_q == S_RD3) ? a_q : a_d;
  assign sgpr_rwave_o = (state_q == S_IDLE) ? wave_i : wave_q;   // (the take cycle reads S0)

  // ---- execute ----
  wire [63:0] alu_res, alu_res2, alu_exec, alu_jump_pc;
  wire        alu_dst128;
  wire        alu_dst_we, alu_exec_we, alu_scc_we, alu_scc, alu_branch, alu_jump, alu_end, alu_trap;
  wire        alu_unimpl;
  wire        alu_stop = alu_trap || alu_unimpl;  // the instruction traps after all
  wire        alu_trapsts_we, alu_prio_we;
  wire [31:0] alu_trapsts, hw_trapsts;
  wire [1:0]  alu_prio, hw_prio;
  wire [5:0]  hw_hw_id, hw_vgpr_size;
  // TRAPSTS and WAVE_PRIO are written in the ALU cycle: the wave's next
  // instruction cannot be taken before this one is done
  gcn_salu_hwregs u_hwregs (
    .clk_i         (clk_i),
    .alloc_valid_i (alloc_valid_i),
    .info_valid_i  (info_valid_i),
    .info_index_i  (info_index_i),
    .init_wave_i   (info_wave_i),
    .init_data_i   (info_data_i),
    .trapsts_we_i  (ex && alu_trapsts_we && !alu_stop),
    .prio_we_i     (ex && alu_prio_we && !alu_stop),
    .wr_wave_i     (wave_q),
    .trapsts_i     (alu_trapsts),
    .prio_i        (alu_prio),
    .rd_wave_i     (wave_q),
    .trapsts_o     (hw_trapsts),
    .prio_o        (hw_prio),
    .hw_id_o       (hw_hw_id),
    .vgpr_size_o   (hw_vgpr_size)
  );
  gcn_salu_alu u_alu (
    .op_i     (op_q),
    .a_i      (alu_a),
    .b_i      (b_d),
    .c_i      (alu_c),
    .simm16_i (simm16_q),
    .scc_i    (scc_q),
    .pc_i     (pc_q),
    .lit_i    (literal_q),
    .mode_i   (mode_q),
    .lds_size_i (lds_size_q),
    .trapsts_i  (hw_trapsts),
    .prio_i     (hw_prio),
    .in_tg_i    (in_tg_q),
    .hw_id_i    (hw_hw_id),
    .vgpr_size_i(hw_vgpr_size),
    .res_o    (alu_res),
    .res2_o   (alu_res2),
    .dst128_o (alu_dst128),
    .jump_pc_o(alu_jump_pc),
    .mode_we_o  (alu_mode_we),
    .mode_o     (alu_mode),
    .trapsts_we_o (alu_trapsts_we),
    .trapsts_o    (alu_trapsts),
    .prio_we_o    (alu_prio_we),
    .prio_o       (alu_prio),
    .dst_we_o (alu_dst_we),
    .exec_o   (alu_exec),
    .exec_we_o(alu_exec_we),
    .jump_o   (alu_jump),
    .trap_o   (alu_trap),
    .unimpl_o (alu_unimpl),
    .scc_we_o (alu_scc_we),
    .scc_o    (alu_scc),
    .branch_o (alu_branch),
    .end_o    (alu_end)
  );
  wire [63:0] seq_pc    = pc_q + {60'd0, nwords_q, 2'b00};
  wire [63:0] branch_pc_ok = pc_q + 64'd4 + {{46{simm16_q[15]}}, simm16_q, 2'b00};

  // Fault point 3 (simulation only, rtl/lib/gcn_fault.v): the N-th taken
  // branch goes to its target + 4, so the lockstep checker's next-PC compare
  // can be shown to catch it.  Synthesis folds this to branch_pc_ok.
  wire branch_taken = ex && alu_branch && !alu_stop;
  wire fault_branch;
  gcn_fault #(.KIND(8'd3)) u_fault_branch (
    .clk_i  (clk_i),
    .rst_i  (rst_i),
    .event_i(branch_taken),
    .fire_o (fault_branch)
  );
  wire [63:0] branch_pc = fault_branch ? branch_pc_ok + 64'd4 : branch_pc_ok;
  // what the ALU cycle leaves for the END (registered below as *_q)
  wire [63:0] next_pc_x = alu_stop ? pc_q : alu_jump ? alu_jump_pc : alu_branch ? branch_pc : seq_pc;
  wire        scc_we_x  = alu_scc_we && !alu_stop;
  wire        seq_x     = !(alu_stop || alu_jump || alu_branch);
  wire        mode_we_x = alu_mode_we && !alu_stop;

  // ---- writeback ----
  // sdst is written while its SGPR beat is offered, EXEC while its beat is
  // (again if it waits: harmless); in the order of the beats
  // When the INSN beat has already gone, the sdst beat (and write) goes out in
  // the ALU cycle itself, from the ALU's result (sg_now).
  wire sg_now  = ex && insn_sent_q && alu_dst_we && !alu_stop && dst_ok_q;
  wire wb_exec = (state_q == S_B_EX0);
  wire wb_dst = ((state_q == S_B_SG0) && dst_we_q) || sg_now;
  wire wb_dst2 = (state_q == S_B_SG2) && dst_we_q;   // a 128-bit sdst's high pair
  assign sgpr_we_lo_o = wb_exec ? exec_we_q : wb_dst || wb_dst2;
  assign sgpr_we_hi_o = wb_exec ? exec_we_q : (wb_dst && dst_64_q) || wb_dst2;
  assign sgpr_wwave_o = wave_q;
  assign sgpr_wcode_o = wb_exec ? 7'd126 : wb_dst2 ? dst_code_q + 7'd2 : dst_code_q;
  assign sgpr_wdata_o = wb_exec ? exec_q : wb_dst2 ? res2_q : sg_now ? alu_res : res_q;

  // ---- retirement beats ----
  // INSN goes out early, during the reads (not for s_waitcnt: see above)
  // the SGPR beat states: the register and its dword
  reg  [6:0]  beat_reg;
  reg  [31:0] beat_dword;
  always @(*) begin
    case (state_q)
      S_B_SG1: begin beat_reg = dst_code_q + 7'd1; beat_dword = res_q[63:32]; end
      S_B_SG2: begin beat_reg = dst_code_q + 7'd2; beat_dword = res2_q[31:0]; end
      S_B_SG3: begin beat_reg = dst_code_q + 7'd3; beat_dword = res2_q[63:32]; end
      S_B_EX0: begin beat_reg = 7'd126; beat_dword = exec_q[31:0]; end
      S_B_EX1: begin beat_reg = 7'd127; beat_dword = exec_q[63:32]; end
      default: begin beat_reg = dst_code_q; beat_dword = res_q[31:0]; end
    endcase
  end
  wire early_insn = (state_q == S_RD0 || state_q == S_RD1 || state_q == S_RD2 || state_q == S_RD3) && !insn_sent_q &&
                    op_q != OP_S_WAITCNT;
  // a trap or s_endpgm frees the wave: not while it has VALU work in flight;
  // s_barrier lets the other waves of its workgroup run on: not before its
  // wave's older instructions have retired (the checker's barrier rule)
  wire end_held = (state_q == S_B_END) && (end_q || op_q == OP_S_BARRIER) && older_i;
  // The END folds into the last SGPR beat when nothing follows it and it
  // cannot be held: the ALU cycle's own beat (sg_now: the ALU's values), or
  // a beat state's (the registered ones).  An instruction that writes no
  // register sends its END in the ALU cycle itself when its INSN has gone
  // (end_now), unless the END could be held or it is s_waitcnt (WAIT).
  wire unheld = !alu_end && op_q != OP_S_BARRIER;
  wire fold_x = sg_now && !dst_64_q && !alu_exec_we && unheld;
  wire end_now = ex && insn_sent_q && !alu_stop && !(alu_dst_we && dst_ok_q) && !alu_exec_we && unheld &&
                 op_q != OP_S_WAITCNT;
  wire now_x = fold_x || end_now;   // the END's fields are the ALU cycle's
  assign beat_valid_o = ((state_q >= S_B_INSN) && !end_held) || early_insn || sg_now || end_now;
  wire fold_q = !end_q && op_q != OP_S_BARRIER &&
                (((state_q == S_B_SG0) && !dst_64_q && !exec_we_q) || ((state_q == S_B_SG1) && !dst128_q && !exec_we_q) ||
                 (state_q == S_B_SG3 && !exec_we_q) || (state_q == S_B_EX1));
  assign beat_last_o = fold_x || fold_q;
  // the END's fields, as of this cycle
  wire [63:0] end_pc     = now_x ? next_pc_x : next_pc_q;
  wire        end_scc_we = now_x ? scc_we_x : scc_we_q;
  wire        end_scc    = end_scc_we ? (now_x ? alu_scc : scc_new_q) : scc_q;
  wire [2:0]  end_bits   = {!older_i, end_scc_we, end_scc};
  assign beat_wave_o  = wave_q;
  always @(*) begin
    beat_kind_o  = RT_INSN;
    beat_pc_o    = pc_q;
    beat_index_o = 9'd0;
    beat_data_o  = 128'd0;
    case (state_q)
      S_B_INSN, S_RD0, S_RD1, S_RD2, S_RD3: begin
        if (sg_now) begin
          beat_kind_o  = RT_SGPR;
          beat_index_o = {2'd0, dst_code_q};
          beat_data_o  = {93'd0, fold_x ? end_bits : 3'd0, alu_res[31:0]};
          if (fold_x) beat_pc_o = end_pc;
        end else if (end_now) begin
          beat_kind_o = RT_END;
          beat_pc_o   = end_pc;
          beat_data_o = {125'd0, end_bits};
        end else begin
          beat_data_o = {30'd0, nwords_q, words_q};
        end
      end
      S_B_TRAP: begin
        beat_kind_o  = RT_TRAP;
        beat_index_o = {6'd0, cause_q};
      end
      // sdst dword k (SG0..SG3: k = 0..3), then EXEC's two
      S_B_SG0, S_B_SG1, S_B_SG2, S_B_SG3, S_B_EX0, S_B_EX1: begin
        beat_kind_o  = RT_SGPR;
        beat_index_o = {2'd0, beat_reg};
        beat_data_o  = {93'd0, fold_q ? end_bits : 3'd0, beat_dword};
        if (fold_q) beat_pc_o = end_pc;
      end
      S_B_END: begin
        beat_kind_o = RT_END;
        beat_pc_o   = end_pc;
        // bit 2: nothing older of its wave is in flight (docs/rtl-interfaces.md)
        beat_data_o = {125'd0, end_bits};
      end
      default: ;
    endcase
  end
  wire beat_go = beat_valid_o && beat_ready_i;
  wire insn_sent = insn_sent_q || (early_insn && beat_ready_i);

  assign done_valid_o = (((state_q == S_B_END) && !end_held) || beat_last_o || end_now) && beat_ready_i;
  assign done_wave_o  = wave_q;
  assign done_pc_o    = end_pc;
  assign done_scc_o   = end_scc;
  assign done_end_o   = end_q;   // (never with a fold)
  assign done_seq_o   = now_x ? seq_x : seq_q;
  assign done_nwords_o = nwords_q;
  assign done_park_o   = (op_q == OP_S_BARRIER && !end_q) ? 2'd2 : 2'd0;
  assign done_mode_we_o = now_x ? mode_we_x : mode_we_q;
  assign done_mode_o    = now_x ? alu_mode : mode_new_q;

  // ---- s_waitcnt: vmcnt is simm16 {15:14, 3:0}, lgkmcnt 11:8 ----
  wire [5:0] wc_vm   = vmcnt_i[6*wave_q +: 6];
  wire [3:0] wc_lgkm = lgkmcnt_i[4*wave_q +: 4];
  wire       wait_ok = wc_vm <= {simm16_q[15:14], simm16_q[3:0]} && wc_lgkm <= simm16_q[11:8];

  // ---- control ----
  // after the last SGPR beat: the END, unless it was folded into that beat
  wire [3:0] end_st = fold_q ? S_IDLE : S_B_END;
  always @(*) begin
    state_d = state_q;
    case (state_q)
      S_IDLE:   if (take) state_d = (dec_trap_i || dec_skip_i) ? S_B_INSN : take_rd ? S_RD1 : S_RD0;
      S_RD0:    state_d = S_RD2;
      S_RD1:    state_d = S_RD2;
      S_RD2:    if (is_join || is_gfork) state_d = S_RD3;
      S_RD3:    ;
      S_WAIT:   if (wait_ok) state_d = S_B_INSN;
      S_B_INSN: if (beat_go) state_d = trap_q ? S_B_TRAP : (dst_we_q ? S_B_SG0 : (exec_we_q ? S_B_EX0 : S_B_END));
      S_B_TRAP: if (beat_go) state_d = S_B_END;
      S_B_SG0:  if (beat_go) state_d = dst_64_q ? S_B_SG1 : (exec_we_q ? S_B_EX0 : end_st);
      S_B_SG1:  if (beat_go) state_d = dst128_q ? S_B_SG2 : exec_we_q ? S_B_EX0 : end_st;
      S_B_SG2:  if (beat_go) state_d = S_B_SG3;
      S_B_SG3:  if (beat_go) state_d = exec_we_q ? S_B_EX0 : end_st;
      S_B_EX0:  if (beat_go) state_d = S_B_EX1;
      S_B_EX1:  if (beat_go) state_d = end_st;
      S_B_END:  if (beat_go) state_d = S_IDLE;
      default:  state_d = S_IDLE;
    endcase
    // after the ALU cycle: INSN if it has not gone yet, else the next beat
    if (ex) begin
      if (op_q == OP_S_WAITCNT && !alu_stop) state_d = S_WAIT;
      else if (!insn_sent) state_d = S_B_INSN;
      else if (alu_stop) state_d = S_B_TRAP;
      else if (alu_dst_we && dst_ok_q)
        state_d = !(sg_now && beat_ready_i) ? S_B_SG0 : dst_64_q ? S_B_SG1 : alu_exec_we ? S_B_EX0 :
                  fold_x ? S_IDLE : S_B_END;
      else if (alu_exec_we) state_d = S_B_EX0;
      else state_d = (end_now && beat_ready_i) ? S_IDLE : S_B_END;
    end
  end

  always @(posedge clk_i) begin
    if (rst_i) begin
      state_q     <= S_IDLE;
      insn_sent_q <= 1'b0;
    end else begin
      state_q     <= state_d;
      insn_sent_q <= take ? 1'b0 : insn_sent;
    end
  end

  // datapath registers: no reset, only read in the states that wrote them
  always @(posedge clk_i) begin
    if (take) begin
      wave_q      <= wave_i;
      pc_q        <= pc_i;
      words_q     <= words_i;
      scc_q       <= scc_i;
      trap_q      <= dec_trap_i;
      cause_q     <= {1'b0, dec_cause_i};
      nwords_q    <= dec_nwords_i;
      op_q        <= dec_op_i;
      fam_q       <= dec_fam_i;
      sdst_q      <= dec_sdst_i;
      // s_cbranch_i_fork / _g_fork push at SGPR 4 CSP; s_set_gpr_idx_* write M0
      dst_code_q  <= (dec_op_i == OP_S_CBRANCH_I_FORK || dec_op_i == OP_S_CBRANCH_G_FORK) ?
                     {2'd0, mode_i[31:29], 2'b00} :
                     (dec_op_i == OP_S_SET_GPR_IDX_ON || dec_op_i == OP_S_SET_GPR_IDX_MODE ||
                      dec_op_i == OP_S_SET_GPR_IDX_IDX) ? 7'd124 : dec_sdst_i;
      dst_ok_q    <= 1'b1;
      ssrc0_q     <= dec_ssrc0_i;
      ssrc1_q     <= dec_ssrc1_i;
      simm16_q    <= dec_simm16_i;
      literal_q   <= dec_literal_i;
      mode_q      <= mode_i;
      lds_size_q  <= lds_size_i;
      in_tg_q     <= in_tg_i;
      mode_we_q   <= 1'b0;
      dst_64_q    <= dec_dst_64_i || dec_op_i == OP_S_CBRANCH_I_FORK || dec_op_i == OP_S_CBRANCH_G_FORK;
      src0_64_q   <= dec_src0_64_i;
      src0_kind_q <= dec_src0_kind_i;
      src1_64_q   <= dec_src1_64_i;
      src1_kind_q <= dec_src1_kind_i;
      src1_q      <= dec_src1_i;
      // a trap retires with nothing written and the wave ends
      dst_we_q    <= 1'b0;
      exec_we_q   <= 1'b0;
      scc_we_q    <= 1'b0;
      scc_new_q   <= scc_i;
      end_q       <= dec_trap_i;
      seq_q       <= dec_skip_i;
      next_pc_q   <= dec_skip_i ? pc_i + {60'd0, dec_nwords_i, 2'b00} : pc_i;
    end else if (ex) begin
      res_q     <= alu_res;
      res2_q    <= alu_res2;
      dst128_q  <= alu_dst128;
      exec_q    <= alu_exec;
      // s_trap (gcn_trap 4) or an unimplemented case (2): retires as a trap,
      // nothing written, the wave ends
      trap_q    <= alu_stop;
      cause_q   <= alu_trap ? 3'd4 : alu_unimpl ? 3'd2 : cause_q;
      dst_we_q  <= alu_dst_we && !alu_stop && dst_ok_q;
      exec_we_q <= alu_exec_we && !alu_stop;
      scc_we_q  <= scc_we_x;
      scc_new_q <= alu_scc;
      mode_we_q  <= mode_we_x;
      mode_new_q <= alu_mode;
      end_q     <= alu_end || alu_stop;
      seq_q     <= seq_x;
      next_pc_q <= next_pc_x;
    end
    if (state_q == S_RD1 && movreld) begin
      dst_code_q <= rel_dst[6:0];
      dst_ok_q   <= rel_dst_ok;
    end
    a_q <= a_d;
    b_q <= b_d;
  end

`ifdef GCN_SIM
`ifdef VERILATOR
  // User coverage points (make COVERAGE=1, docs/verification.md): an END
  // held for older VALU work of its wave, one that ends the wave and
  // s_barrier's (Icarus and Yosys take no cover properties)
  c_end_held:     cover property (@(posedge clk_i) !rst_i && end_held && end_q);
  c_barrier_held: cover property (@(posedge clk_i) !rst_i && end_held && !end_q);
`endif
`endif
endmodule
