// gcn_salu_alu: the scalar ALU, combinational.  One case per instruction,
// following the ISA pseudocode (Vega ISA chapter 12) and the readings of
// docs/salu-valu-int.md, as cmodel/src/sem_salu.c does.  Every OP_* used here
// is "implemented" for the decode ROM (scripts/gen_rtl_decode.py).
//
// a_i: S0 (SOPK: the sdst register), b_i: S1, both 64 bits (32-bit operands
// in the low half); where an instruction has no S1, b_i is the extra register
// gcn_salu reads for it (EXEC, VCC, or the old sdst of s_bitset*).  Outputs:
// the value for sdst (dst_we_o), a new EXEC (exec_we_o), the new SCC
// (scc_we_o), a taken relative branch (branch_o), a jump to a_i (jump_o),
// the end of the program (end_o), an s_trap (trap_o), a case the RTL does
// not execute after all (unimpl_o: s_sethalt 1 / s_setkill 1, as the model),
// new TRAPSTS (trapsts_we_o, s_setreg) and STATUS.WAVE_PRIO (prio_we_o,
// s_setprio).  For s_getreg_b32, a_i[0] is VCCZ and b_i[0] EXECZ (gcn_salu
// reads the vccz / execz codes for it).
// The legacy branch stack (ISA 12.1-12.3, as sem_salu.c branch_fork and
// s_cbranch_join): CSP is MODE[31:29], an entry SGPR[4 CSP .. 4 CSP + 3],
// {PC in the high pair, EXEC mask in the low pair}.  s_cbranch_i_fork: a_i
// the mask register pair, b_i EXEC (s_cbranch_g_fork: the same, and c_i its
// target pair, where it jumps instead of branching); a push writes the entry as the 128-bit
// {res2_o, res_o} (dst128_o; gcn_salu writes it at 4 CSP).  s_cbranch_join:
// a_i S0 (the saved CSP), b_i the mask and c_i the PC of entry CSP - 1
// (gcn_salu reads them); a pop jumps to c_i (jump_pc_o).
module gcn_salu_alu #(
  `include "gcn_isa.vh"
) (
  input  wire [OP_ID_W-1:0] op_i,
  input  wire [63:0]        a_i,
  input  wire [63:0]        b_i,
  input  wire [63:0]        c_i,        // s_cbranch_join: the popped entry's PC
  input  wire [15:0]        simm16_i,
  input  wire               scc_i,
  input  wire [63:0]        pc_i,
  input  wire [31:0]        lit_i,      // s_setreg_imm32_b32's dword
  input  wire [31:0]        mode_i,     // the wave's MODE
  input  wire [16:0]        lds_size_i, // its workgroup's LDS bytes
  input  wire [31:0]        trapsts_i,  // the wave's TRAPSTS
  input  wire [1:0]         prio_i,     // its STATUS.WAVE_PRIO
  input  wire               in_tg_i,    // its workgroup has more than one wave
  input  wire [5:0]         hw_id_i,    // its HW_ID
  input  wire [5:0]         vgpr_size_i,// GPR_ALLOC.VGPR_SIZE: its VGPR granules of 8, minus 1
  output reg  [63:0]        res_o,
  output reg  [63:0]        res2_o,     // the high pair of a 128-bit sdst (dst128_o)
  output reg                dst128_o,
  output reg  [63:0]        jump_pc_o,  // where jump_o goes: a_i, or c_i (s_cbranch_join)
  output reg                mode_we_o,
  output reg  [31:0]        mode_o,
  output reg                trapsts_we_o,
  output reg  [31:0]        trapsts_o,
  output reg                prio_we_o,
  output reg  [1:0]         prio_o,
  output reg                dst_we_o,
  output reg  [63:0]        exec_o,
  output reg                exec_we_o,
  output reg                jump_o,
  output reg                trap_o,
  output reg                unimpl_o,
  output reg                scc_we_o,
  output reg                scc_o,
  output reg                branch_o,
  output reg                end_o
);
  wire [31:0] a = a_i[31:0];
  wire [31:0] b = b_i[31:0];
  wire [31:0] k_s = {{16{simm16_i[15]}}, simm16_i};   // SIMM16 sign-extended
  wire [31:0] k_u = {16'h0000, simm16_i};             // SIMM16 zero-extended

  // adders with carry / borrow out
  wire [32:0] add_c  = {1'b0, a} + {1'b0, b} + {32'd0, scc_i && op_i == OP_S_ADDC_U32};
  wire [32:0] sub_b  = {1'b0, a} - {1'b0, b} - {32'd0, scc_i && op_i == OP_S_SUBB_U32};
  wire [31:0] addk   = a + k_s;
  wire        add_ov = (a[31] == b[31]) && (add_c[31] != a[31]);
  wire        sub_ov = (a[31] != b[31]) && (sub_b[31] != a[31]);
  wire        addk_ov = (a[31] == k_s[31]) && (addk[31] != a[31]);
  // one 33 x 33 signed multiplier for s_mul_i32, s_mul_hi_u32/i32, s_mulk_i32:
  // the low 32 bits do not depend on the signedness
  wire        mul_sgn = (op_i == OP_S_MUL_HI_I32);
  wire [31:0] mul_b   = (op_i == OP_S_MULK_I32) ? k_s : b;
  wire signed [32:0] mul_x = {mul_sgn & a[31], a};
  wire signed [32:0] mul_y = {mul_sgn & mul_b[31], mul_b};
  wire signed [65:0] mul_p = mul_x * mul_y;
  wire [31:0] mul    = mul_p[31:0];
  wire [63:0] pc4    = pc_i + 64'd4;
  wire        unused = &{1'b0, mul_p[65:64]};

  wire s_lt = $signed(a) < $signed(b);
  wire u_lt = a < b;
  wire s_gt = $signed(a) > $signed(b);
  wire u_gt = a > b;
  wire k_s_lt = $signed(a) < $signed(k_s);
  wire k_s_gt = $signed(a) > $signed(k_s);
  wire k_u_lt = a < k_u;
  wire k_u_gt = a > k_u;

  // shifts
  wire [63:0] ashr64 = $signed(a_i) >>> b[5:0];
  wire [31:0] ashr32 = $signed(a) >>> b[4:0];

  // bit-field extract: S1[4:0]/[5:0] offset, S1[22:16] width (0 gives 0,
  // width >= 32/64 keeps every bit above the offset)
  wire [6:0]  bfe_w  = b[22:16];
  wire [31:0] bfe_u32_sh = a >> b[4:0];
  wire [31:0] bfe_i32_sh = ashr32;
  wire [31:0] m32 = (bfe_w >= 7'd32) ? 32'hffffffff : ((32'd1 << bfe_w[4:0]) - 32'd1);
  wire [31:0] bfe_u32 = bfe_u32_sh & m32;
  wire        bfe_i32_sign = (bfe_w == 7'd0 || bfe_w >= 7'd32) ? 1'b0 : bfe_i32_sh[bfe_w[4:0] - 5'd1];
  wire [31:0] bfe_i32 = (bfe_w >= 7'd32) ? bfe_i32_sh : ((bfe_i32_sh & m32) | ({32{bfe_i32_sign}} & ~m32));
  wire [63:0] bfe_u64_sh = a_i >> b[5:0];
  wire [63:0] bfe_i64_sh = $signed(a_i) >>> b[5:0];
  wire [63:0] m64 = (bfe_w >= 7'd64) ? 64'hffffffffffffffff : ((64'd1 << bfe_w[5:0]) - 64'd1);
  wire        bfe_i64_sign = (bfe_w == 7'd0 || bfe_w >= 7'd64) ? 1'b0 : bfe_i64_sh[bfe_w[5:0] - 6'd1];
  wire [63:0] bfe_u64 = bfe_u64_sh & m64;
  wire [63:0] bfe_i64 = (bfe_w >= 7'd64) ? bfe_i64_sh : ((bfe_i64_sh & m64) | ({64{bfe_i64_sign}} & ~m64));
  wire [31:0] bfm32 = ((32'd1 << a[4:0]) - 32'd1) << b[4:0];
  wire [63:0] bfm64 = ((64'd1 << a[5:0]) - 64'd1) << b[5:0];

  wire [31:0] diff    = a - b;                     // |S0 - S1| of the wrapped difference
  wire [31:0] absdiff = diff[31] ? 32'd0 - diff : diff;
  wire [31:0] abs_a = a[31] ? 32'd0 - a : a;
  // shift then add at 64 bits; SCC: any bit above 31
  wire [63:0] lshl1 = ({32'd0, a} << 1) + {32'd0, b};
  wire [63:0] lshl2 = ({32'd0, a} << 2) + {32'd0, b};
  wire [63:0] lshl3 = ({32'd0, a} << 3) + {32'd0, b};
  wire [63:0] lshl4 = ({32'd0, a} << 4) + {32'd0, b};

  // ---- bit counting ----
  reg [6:0]  pop1_32, pop1_64;        // ones in a (32) / a_i (64)
  reg [31:0] ff1_32, ff0_32, ff1_64, ff0_64, fl_32, fl_64, fls_32, fls_64;
  reg [63:0] brev64, wqm64, rep64;
  reg [15:0] quad64;
  wire [31:0] sx32 = a ^ {32{a[31]}};           // bits equal to the sign become 0
  wire [63:0] sx64 = a_i ^ {64{a_i[63]}};
  integer i;
  // ---- s_getreg / s_setreg: SIMM16 = {size-1[15:11], offset[10:6], id[5:0]} ----
  // As cmodel/src/sem_salu.c (hwreg_read / hwreg_write / status_read):
  //   MODE (1)      read and written (the wavepool keeps it)
  //   STATUS (2)    SCC [0], WAVE_PRIO [4:3] (s_setprio), EXECZ [9], VCCZ [10],
  //                 IN_TG [11], IN_BARRIER [12] (0: the wave executes), VALID
  //                 [16] = 1; the model's w->status holds nothing else (0 at
  //                 dispatch; PRIV [5] is only ever cleared, COND_DBG_* never set)
  //   TRAPSTS (3)   read and written (gcn_salu_hwregs); the model also ORs EXCP
  //                 bits into it when it traps, but a trapped wave ends, so no
  //                 later s_getreg can see them
  //   HW_ID (4)     [5:0] as the dispatcher sent it, the rest 0
  //   GPR_ALLOC (5) VGPR_SIZE [13:8], SGPR_SIZE [27:24] = 112/8 - 1, bases 0
  //   LDS_ALLOC (6) LDS_SIZE [20:12] in units of 256 bytes, base 0
  //   IB_STS (7)    0 (nothing outstanding at an s_getreg, as the model sees it)
  //   other ids     read 0, as the model (TBA/TMA: no trap handler)
  // Writes to anything but MODE and TRAPSTS are dropped, as in the model.
  localparam [5:0] HW_MODE = 6'd1, HW_STATUS = 6'd2, HW_TRAPSTS = 6'd3, HW_HW_ID = 6'd4, HW_GPR_ALLOC = 6'd5,
                   HW_LDS_ALLOC = 6'd6;
  wire [5:0]  hw_id   = simm16_i[5:0];
  wire [4:0]  hw_off  = simm16_i[10:6];
  wire [5:0]  hw_size = {1'b0, simm16_i[15:11]} + 6'd1;
  wire [31:0] hw_mask = ((hw_size == 6'd32) ? 32'hffffffff : ((32'd1 << hw_size) - 32'd1)) << hw_off;
  wire [31:0] hw_status = {15'd0, 1'b1, 3'd0, 1'b0, in_tg_i, a_i[0], b_i[0], 4'd0, prio_i, 2'd0, scc_i};
  reg  [31:0] hw_val;
  always @(*) begin
    case (hw_id)
      HW_MODE:      hw_val = mode_i;
      HW_STATUS:    hw_val = hw_status;
      HW_TRAPSTS:   hw_val = trapsts_i;
      HW_HW_ID:     hw_val = {26'd0, hw_id_i};
      HW_GPR_ALLOC: hw_val = {4'd0, 4'd13, 10'd0, vgpr_size_i, 8'd0};
      HW_LDS_ALLOC: hw_val = {11'd0, lds_size_i[16:8], 12'd0};
      default:      hw_val = 32'd0;   // IB_STS and the rest
    endcase
  end
  wire        unused_lds = &{1'b0, lds_size_i[7:0]};   // LDS_ALLOC counts 256-byte units
  wire [31:0] setreg_v = (op_i == OP_S_SETREG_IMM32_B32) ? lit_i : a_i[31:0];
  wire [31:0] mode_set = (mode_i & ~hw_mask) | ((setreg_v << hw_off) & hw_mask);
  wire [31:0] trapsts_set = (trapsts_i & ~hw_mask) | ((setreg_v << hw_off) & hw_mask);

  always @(*) begin
    pop1_32 = 7'd0;
    pop1_64 = 7'd0;
    ff1_32 = 32'hffffffff; ff0_32 = 32'hffffffff;
    ff1_64 = 32'hffffffff; ff0_64 = 32'hffffffff;
    fl_32 = 32'hffffffff; fl_64 = 32'hffffffff;
    fls_32 = 32'hffffffff; fls_64 = 32'hffffffff;
    for (i = 0; i < 32; i = i + 1) pop1_32 = pop1_32 + {6'd0, a[i]};
    for (i = 0; i < 64; i = i + 1) pop1_64 = pop1_64 + {6'd0, a_i[i]};
    // first set/clear bit from the LSB: scan down so the lowest wins
    for (i = 31; i >= 0; i = i - 1) begin
      if (a[i]) ff1_32 = i;
      if (!a[i]) ff0_32 = i;
    end
    for (i = 63; i >= 0; i = i - 1) begin
      if (a_i[i]) ff1_64 = i;
      if (!a_i[i]) ff0_64 = i;
    end
    // leading zeros from the MSB: scan up so the highest set bit wins
    for (i = 0; i < 32; i = i + 1) begin
      if (a[i]) fl_32 = 31 - i;
      if (sx32[i]) fls_32 = 31 - i;
    end
    for (i = 0; i < 64; i = i + 1) begin
      if (a_i[i]) fl_64 = 63 - i;
      if (sx64[i]) fls_64 = 63 - i;
    end
    for (i = 0; i < 64; i = i + 1) brev64[i] = a_i[63 - i];
    for (i = 0; i < 16; i = i + 1) begin
      quad64[i] = |a_i[4*i +: 4];
      wqm64[4*i +: 4] = {4{quad64[i]}};
    end
    for (i = 0; i < 32; i = i + 1) rep64[2*i +: 2] = {2{a[i]}};
  end
  wire [31:0] brev32 = brev64[63:32];

  // ---- EXEC updates: s_*_saveexec_b64 (D = old EXEC) and s_*_wrexec_b64 (D = new EXEC) ----
  reg [63:0] exec_new;
  always @(*) begin
    case (op_i)
      OP_S_AND_SAVEEXEC_B64:   exec_new = a_i & b_i;
      OP_S_OR_SAVEEXEC_B64:    exec_new = a_i | b_i;
      OP_S_XOR_SAVEEXEC_B64:   exec_new = a_i ^ b_i;
      OP_S_ANDN2_SAVEEXEC_B64: exec_new = a_i & ~b_i;
      OP_S_ORN2_SAVEEXEC_B64:  exec_new = a_i | ~b_i;
      OP_S_NAND_SAVEEXEC_B64:  exec_new = ~(a_i & b_i);
      OP_S_NOR_SAVEEXEC_B64:   exec_new = ~(a_i | b_i);
      OP_S_XNOR_SAVEEXEC_B64:  exec_new = ~(a_i ^ b_i);
      OP_S_ANDN1_SAVEEXEC_B64: exec_new = ~a_i & b_i;
      OP_S_ORN1_SAVEEXEC_B64:  exec_new = ~a_i | b_i;
      OP_S_ANDN1_WREXEC_B64:   exec_new = ~a_i & b_i;
      OP_S_ANDN2_WREXEC_B64:   exec_new = a_i & ~b_i;
      default:                 exec_new = b_i;
    endcase
  end

  // ---- the branch stack ----
  `include "gcn_popc64.vh"
  wire [2:0]  csp       = mode_i[31:29];
  wire [63:0] fk_pass   = a_i & b_i;
  wire [63:0] fk_fail   = ~a_i & b_i;
  // run the side with fewer lanes first, push the other
  wire        fk_take_fail = popc64(fk_fail) < popc64(fk_pass);
  // s_cbranch_g_fork: to its S1 pair (c_i, read by gcn_salu), as a jump
  wire        fk_g      = (op_i == OP_S_CBRANCH_G_FORK);
  wire [63:0] fk_target = fk_g ? c_i : pc_i + 64'd4 + {{46{simm16_i[15]}}, simm16_i, 2'b00};

  // D = v, SCC = v != 0
  task automatic nz32(input [31:0] v);
    begin
      res_o = {32'd0, v}; dst_we_o = 1'b1; scc_we_o = 1'b1; scc_o = |v;
    end
  endtask
  task automatic nz64(input [63:0] v);
    begin
      res_o = v; dst_we_o = 1'b1; scc_we_o = 1'b1; scc_o = |v;
    end
  endtask
  task automatic d32(input [31:0] v);
    begin
      res_o = {32'd0, v}; dst_we_o = 1'b1;
    end
  endtask
  task automatic d32s(input [31:0] v, input s);
    begin
      res_o = {32'd0, v}; dst_we_o = 1'b1; scc_we_o = 1'b1; scc_o = s;
    end
  endtask
  task automatic cmp(input s);
    begin
      scc_we_o = 1'b1; scc_o = s;
    end
  endtask

  always @(*) begin
    res_o    = 64'd0;
    res2_o   = 64'd0;
    dst128_o = 1'b0;
    jump_pc_o = a_i;
    dst_we_o = 1'b0;
    exec_o    = exec_new;
    exec_we_o = 1'b0;
    jump_o    = 1'b0;
    trap_o    = 1'b0;
    unimpl_o  = 1'b0;
    scc_we_o = 1'b0;
    scc_o    = scc_i;
    branch_o = 1'b0;
    end_o    = 1'b0;
    mode_we_o = 1'b0;
    mode_o    = mode_i;
    trapsts_we_o = 1'b0;
    trapsts_o    = trapsts_i;
    prio_we_o = 1'b0;
    prio_o    = simm16_i[1:0];
    case (op_i)
      // ---- SOP2 arithmetic ----
      OP_S_ADD_U32:   d32s(add_c[31:0], add_c[32]);
      OP_S_SUB_U32:   d32s(sub_b[31:0], b > a);
      OP_S_ADD_I32:   d32s(add_c[31:0], add_ov);
      OP_S_SUB_I32:   d32s(sub_b[31:0], sub_ov);
      OP_S_ADDC_U32:  d32s(add_c[31:0], add_c[32]);
      OP_S_SUBB_U32:  d32s(sub_b[31:0], sub_b[32]);
      OP_S_MIN_I32:   d32s(s_lt ? a : b, s_lt);
      OP_S_MIN_U32:   d32s(u_lt ? a : b, u_lt);
      OP_S_MAX_I32:   d32s(s_gt ? a : b, s_gt);
      OP_S_MAX_U32:   d32s(u_gt ? a : b, u_gt);
      OP_S_CSELECT_B32: d32(scc_i ? a : b);
      OP_S_CSELECT_B64: begin res_o = scc_i ? a_i : b_i; dst_we_o = 1'b1; end
      OP_S_MUL_I32:   d32(mul);
      OP_S_MUL_HI_U32: d32(mul_p[63:32]);
      OP_S_MUL_HI_I32: d32(mul_p[63:32]);
      OP_S_ABSDIFF_I32: nz32(absdiff);
      OP_S_LSHL1_ADD_U32: d32s(lshl1[31:0], |lshl1[63:32]);
      OP_S_LSHL2_ADD_U32: d32s(lshl2[31:0], |lshl2[63:32]);
      OP_S_LSHL3_ADD_U32: d32s(lshl3[31:0], |lshl3[63:32]);
      OP_S_LSHL4_ADD_U32: d32s(lshl4[31:0], |lshl4[63:32]);
      OP_S_PACK_LL_B32_B16: d32({b[15:0], a[15:0]});
      OP_S_PACK_LH_B32_B16: d32({b[31:16], a[15:0]});
      OP_S_PACK_HH_B32_B16: d32({b[31:16], a[31:16]});
      // ---- SOP2 logic, shifts, bit fields (SCC = D != 0) ----
      OP_S_AND_B32:   nz32(a & b);
      OP_S_AND_B64:   nz64(a_i & b_i);
      OP_S_OR_B32:    nz32(a | b);
      OP_S_OR_B64:    nz64(a_i | b_i);
      OP_S_XOR_B32:   nz32(a ^ b);
      OP_S_XOR_B64:   nz64(a_i ^ b_i);
      OP_S_ANDN2_B32: nz32(a & ~b);
      OP_S_ANDN2_B64: nz64(a_i & ~b_i);
      OP_S_ORN2_B32:  nz32(a | ~b);
      OP_S_ORN2_B64:  nz64(a_i | ~b_i);
      OP_S_NAND_B32:  nz32(~(a & b));
      OP_S_NAND_B64:  nz64(~(a_i & b_i));
      OP_S_NOR_B32:   nz32(~(a | b));
      OP_S_NOR_B64:   nz64(~(a_i | b_i));
      OP_S_XNOR_B32:  nz32(~(a ^ b));
      OP_S_XNOR_B64:  nz64(~(a_i ^ b_i));
      OP_S_LSHL_B32:  nz32(a << b[4:0]);
      OP_S_LSHL_B64:  nz64(a_i << b[5:0]);
      OP_S_LSHR_B32:  nz32(a >> b[4:0]);
      OP_S_LSHR_B64:  nz64(a_i >> b[5:0]);
      OP_S_ASHR_I32:  nz32(ashr32);
      OP_S_ASHR_I64:  nz64(ashr64);
      OP_S_BFM_B32:   d32(bfm32);
      OP_S_BFM_B64:   begin res_o = bfm64; dst_we_o = 1'b1; end
      OP_S_BFE_U32:   nz32(bfe_u32);
      OP_S_BFE_I32:   nz32(bfe_i32);
      OP_S_BFE_U64:   nz64(bfe_u64);
      OP_S_BFE_I64:   nz64(bfe_i64);
      // ---- SOP1 ----
      OP_S_MOV_B32:   d32(a);
      OP_S_MOV_B64:   begin res_o = a_i; dst_we_o = 1'b1; end
      OP_S_CMOV_B32:  begin res_o = {32'd0, a}; dst_we_o = scc_i; end
      OP_S_CMOV_B64:  begin res_o = a_i; dst_we_o = scc_i; end
      OP_S_NOT_B32:   nz32(~a);
      OP_S_NOT_B64:   nz64(~a_i);
      OP_S_SEXT_I32_I8:  d32({{24{a[7]}}, a[7:0]});
      OP_S_SEXT_I32_I16: d32({{16{a[15]}}, a[15:0]});
      OP_S_ABS_I32:   nz32(abs_a);
      OP_S_BREV_B32:  d32(brev32);
      OP_S_BREV_B64:  begin res_o = brev64; dst_we_o = 1'b1; end
      OP_S_BCNT0_I32_B32: nz32(32'd32 - {25'd0, pop1_32});
      OP_S_BCNT0_I32_B64: nz32(32'd64 - {25'd0, pop1_64});
      OP_S_BCNT1_I32_B32: nz32({25'd0, pop1_32});
      OP_S_BCNT1_I32_B64: nz32({25'd0, pop1_64});
      OP_S_FF0_I32_B32:   d32(ff0_32);
      OP_S_FF0_I32_B64:   d32(ff0_64);
      OP_S_FF1_I32_B32:   d32(ff1_32);
      OP_S_FF1_I32_B64:   d32(ff1_64);
      OP_S_FLBIT_I32_B32: d32(fl_32);
      OP_S_FLBIT_I32_B64: d32(fl_64);
      OP_S_FLBIT_I32:     d32(fls_32);
      OP_S_FLBIT_I32_I64: d32(fls_64);
      OP_S_WQM_B32:   nz32(wqm64[31:0]);
      OP_S_WQM_B64:   nz64(wqm64);
      OP_S_QUADMASK_B32: nz32({24'd0, quad64[7:0]});
      OP_S_QUADMASK_B64: nz64({48'd0, quad64});
      OP_S_BITREPLICATE_B64_B32: begin res_o = rep64; dst_we_o = 1'b1; end
      // s_movrel*: gcn_salu reads the moved source / relocates sdst; b_i is the value
      OP_S_MOVRELS_B32, OP_S_MOVRELD_B32: d32(b);
      OP_S_MOVRELS_B64, OP_S_MOVRELD_B64: begin res_o = b_i; dst_we_o = 1'b1; end
      // s_bitset*: b_i is the old sdst
      OP_S_BITSET0_B32: d32(b & ~(32'd1 << a[4:0]));
      OP_S_BITSET1_B32: d32(b | (32'd1 << a[4:0]));
      OP_S_BITSET0_B64: begin res_o = b_i & ~(64'd1 << a[5:0]); dst_we_o = 1'b1; end
      OP_S_BITSET1_B64: begin res_o = b_i | (64'd1 << a[5:0]); dst_we_o = 1'b1; end
      // program counter
      OP_S_GETPC_B64:  begin res_o = pc4; dst_we_o = 1'b1; end
      OP_S_SETPC_B64:  jump_o = 1'b1;
      // return from a trap handler: PC = S0; STATUS.PRIV, which it clears, is not kept yet
      OP_S_RFE_B64, OP_S_RFE_RESTORE_B64: jump_o = 1'b1;
      OP_S_SWAPPC_B64: begin res_o = pc4; dst_we_o = 1'b1; jump_o = 1'b1; end
      // EXEC (b_i: the old EXEC)
      OP_S_AND_SAVEEXEC_B64, OP_S_OR_SAVEEXEC_B64, OP_S_XOR_SAVEEXEC_B64, OP_S_ANDN2_SAVEEXEC_B64,
      OP_S_ORN2_SAVEEXEC_B64, OP_S_NAND_SAVEEXEC_B64, OP_S_NOR_SAVEEXEC_B64, OP_S_XNOR_SAVEEXEC_B64,
      OP_S_ANDN1_SAVEEXEC_B64, OP_S_ORN1_SAVEEXEC_B64: begin
        res_o = b_i; dst_we_o = 1'b1; exec_we_o = 1'b1; scc_we_o = 1'b1; scc_o = |exec_new;
      end
      OP_S_ANDN1_WREXEC_B64, OP_S_ANDN2_WREXEC_B64: begin
        res_o = exec_new; dst_we_o = 1'b1; exec_we_o = 1'b1; scc_we_o = 1'b1; scc_o = |exec_new;
      end
      // ---- SOPC ----
      OP_S_CMP_EQ_I32, OP_S_CMP_EQ_U32: cmp(a == b);
      OP_S_CMP_LG_I32, OP_S_CMP_LG_U32: cmp(a != b);
      OP_S_CMP_GT_I32: cmp(s_gt);
      OP_S_CMP_GE_I32: cmp(!s_lt);
      OP_S_CMP_LT_I32: cmp(s_lt);
      OP_S_CMP_LE_I32: cmp(!s_gt);
      OP_S_CMP_GT_U32: cmp(u_gt);
      OP_S_CMP_GE_U32: cmp(!u_lt);
      OP_S_CMP_LT_U32: cmp(u_lt);
      OP_S_CMP_LE_U32: cmp(!u_gt);
      OP_S_CMP_EQ_U64: cmp(a_i == b_i);
      OP_S_CMP_LG_U64: cmp(a_i != b_i);
      OP_S_BITCMP0_B32: cmp(!a[b[4:0]]);
      OP_S_BITCMP1_B32: cmp(a[b[4:0]]);
      OP_S_BITCMP0_B64: cmp(!a_i[b[5:0]]);
      OP_S_BITCMP1_B64: cmp(a_i[b[5:0]]);
      // ---- SOPK (a: the sdst register) ----
      OP_S_MOVK_I32:  d32(k_s);
      OP_S_CMOVK_I32: begin res_o = {32'd0, k_s}; dst_we_o = scc_i; end
      OP_S_CMPK_EQ_I32: cmp(a == k_s);
      OP_S_CMPK_LG_I32: cmp(a != k_s);
      OP_S_CMPK_GT_I32: cmp(k_s_gt);
      OP_S_CMPK_GE_I32: cmp(!k_s_lt);
      OP_S_CMPK_LT_I32: cmp(k_s_lt);
      OP_S_CMPK_LE_I32: cmp(!k_s_gt);
      OP_S_CMPK_EQ_U32: cmp(a == k_u);
      OP_S_CMPK_LG_U32: cmp(a != k_u);
      OP_S_CMPK_GT_U32: cmp(k_u_gt);
      OP_S_CMPK_GE_U32: cmp(!k_u_lt);
      OP_S_CMPK_LT_U32: cmp(k_u_lt);
      OP_S_CMPK_LE_U32: cmp(!k_u_gt);
      OP_S_ADDK_I32:  d32s(addk, addk_ov);
      OP_S_MULK_I32:  d32(mul);
      OP_S_CALL_B64:  begin res_o = pc4; dst_we_o = 1'b1; branch_o = 1'b1; end
      // ---- SOPP ----
      // no architectural effect here (docs/salu-valu-int.md)
      OP_S_NOP, OP_S_WAITCNT, OP_S_SLEEP, OP_S_WAKEUP, OP_S_ICACHE_INV, OP_S_INCPERFLEVEL,
      OP_S_DECPERFLEVEL, OP_S_TTRACEDATA, OP_S_SENDMSG: ;
      // retires at once; the wavepool then holds the wave until its
      // workgroup has arrived (gcn_salu: done_park_o)
      OP_S_BARRIER: ;
      // ---- hardware registers ----
      OP_S_GETREG_B32: d32((hw_val & hw_mask) >> hw_off);
      OP_S_SETREG_B32, OP_S_SETREG_IMM32_B32: begin
        if (hw_id == HW_MODE) begin mode_we_o = 1'b1; mode_o = mode_set; end
        else if (hw_id == HW_TRAPSTS) begin trapsts_we_o = 1'b1; trapsts_o = trapsts_set; end
      end
      OP_S_ENDPGM, OP_S_ENDPGM_SAVED, OP_S_ENDPGM_ORDERED_PS_DONE: end_o = 1'b1;
      OP_S_TRAP:       trap_o = 1'b1;
      // halting or killing the wave is not modelled; 0 is a no-op.  s_setprio
      // sets STATUS.WAVE_PRIO [4:3] = SIMM16[1:0] (no scheduler uses it)
      OP_S_SETHALT, OP_S_SETKILL: unimpl_o = simm16_i[0];
      OP_S_SETPRIO: prio_we_o = 1'b1;
      // VSKIP = S0[S1[4:0]], kept in MODE.vskip [28] (as the model): while
      // it is set, gcn_issue sends the wave's vector instructions here to
      // retire without effect (gcn_salu: skip)
      OP_S_CBRANCH_I_FORK, OP_S_CBRANCH_G_FORK: begin
        if (fk_pass == b_i) begin
          branch_o  = !fk_g;
          jump_o    = fk_g;
          jump_pc_o = c_i;
        end else if (fk_fail != b_i) begin
          res_o     = fk_take_fail ? fk_pass : fk_fail;
          res2_o    = fk_take_fail ? fk_target : pc_i + 64'd4;
          dst_we_o  = 1'b1;
          dst128_o  = 1'b1;
          exec_o    = fk_take_fail ? fk_fail : fk_pass;
          exec_we_o = 1'b1;
          mode_we_o = 1'b1;
          mode_o    = {csp + 3'd1, mode_i[28:0]};
          branch_o  = !fk_take_fail && !fk_g;
          jump_o    = !fk_take_fail && fk_g;
          jump_pc_o = c_i;
        end
      end
      // the second arrival (CSP back at S0) falls through
      OP_S_CBRANCH_JOIN: begin
        if ({29'd0, csp} != a) begin
          exec_o    = b_i;
          exec_we_o = 1'b1;
          mode_we_o = 1'b1;
          mode_o    = {csp - 3'd1, mode_i[28:0]};
          jump_o    = 1'b1;
          jump_pc_o = c_i;
        end
      end
      OP_S_SETVSKIP: begin mode_we_o = 1'b1; mode_o = {mode_i[31:29], a_i[{1'b0, b_i[4:0]}], mode_i[27:0]}; end
      // GPR indexing (b_i: M0): MODE.gpr_idx_en [27]; M0[7:0] the index
      // (S0[7:0]), M0[15:12] the enables (src0, src1, src2, vdst: the raw S1
      // field of s_set_gpr_idx_on, SIMM16[3:0] of s_set_gpr_idx_mode)
      OP_S_SET_GPR_IDX_ON: begin
        d32({b_i[31:16], simm16_i[11:8], b_i[11:8], a_i[7:0]});
        mode_we_o = 1'b1;
        mode_o    = {mode_i[31:28], 1'b1, mode_i[26:0]};
      end
      OP_S_SET_GPR_IDX_OFF: begin mode_we_o = 1'b1; mode_o = {mode_i[31:28], 1'b0, mode_i[26:0]}; end
      OP_S_SET_GPR_IDX_MODE: d32({b_i[31:16], simm16_i[3:0], b_i[11:0]});
      OP_S_SET_GPR_IDX_IDX:  d32({b_i[31:8], a_i[7:0]});
      // b_i: VCC or EXEC
      OP_S_CBRANCH_VCCZ, OP_S_CBRANCH_EXECZ:   branch_o = ~|b_i;
      OP_S_CBRANCH_VCCNZ, OP_S_CBRANCH_EXECNZ: branch_o = |b_i;
      // STATUS.COND_DBG_USER/SYS are never set (no debugger), as in the model
      OP_S_CBRANCH_CDBGSYS, OP_S_CBRANCH_CDBGUSER, OP_S_CBRANCH_CDBGSYS_OR_USER,
      OP_S_CBRANCH_CDBGSYS_AND_USER: branch_o = 1'b0;
      OP_S_BRANCH:     branch_o = 1'b1;
      OP_S_CBRANCH_SCC0: branch_o = !scc_i;
      OP_S_CBRANCH_SCC1: branch_o = scc_i;
      default: ;
    endcase
  end
endmodule
