// gcn_ds: the LDS unit.  Takes one DS instruction from the issue stage and
// executes it on gcn_lds as cmodel/src/sem_ds.c and mem_ops.c do:
//   IDLE -> INSN beat -> EXEC (and M0 for the addtid forms) -> per quarter:
//   QRD (address VGPR, data VGPRs: one read a cycle, captured the next) ->
//   per lane and element: LANE (LDS read of the 5-dword window) -> LRD (data
//   back: load value, atomic result, LDS write) -> ST0/ST1 (a STORE beat per
//   16-byte block written) -> WB (one VGPR beat and write per result dword)
//   -> END, done.
// Plain loads (not d16) and stores of whole aligned dwords, or of a byte or
// short within one dword, take the fast path instead of LANE / LRD: QRD ->
// FAST (a quarter's lanes on every bank at once, a cycle per row of the
// busiest bank) -> WB; FAST's last cycle reads the next
// quarter's address, so the next quarter starts at its FAST (loads) or its
// data reads (stores); their STORE beats go out in the background (below).
// Otherwise lanes go one at a time, in lane order, each
// element of read2/write2 in order: that is the model's order, so
// overlapping writes and atomics on one address (every lane after the other
// sees the previous result) agree bit for bit.  ds_wrxchg2* go that way too,
// each element read then written; ds_append/consume make one access (the
// first active lane's, at M0 + offset) and write its old value to every
// active lane.  ds_swizzle/permute/bpermute read whole rows (all 64 lanes) and
// never touch the LDS.
// Addresses: VGPR[addr] + offset modulo 2^32 (LLVM folds an offset into a
// base of any sign: docs/memory.md), relative to the workgroup's window
// (lds_base, lds_size); an element past lds_size reads 0 and is not written
// (no STORE beat), as lds_read / lds_write.
// Results go to VGPRs through write port A as normal (not late) beats, so
// DS needs nothing from the LSU's lgkmcnt.  The gds bit and any DS op not
// below trap (unimplemented), as the model does for GDS.
// The register file read ports are shared with the other units: a read
// (EXEC in INSN or EXEC, M0, ROWA, ROWD, QRD, FAST's next-quarter read)
// counts only in a cycle its grant (sgpr_gnt_i / vgpr_gnt_i) is high, and
// its data is taken the next cycle; until then it is offered again.
module gcn_ds #(
  `include "gcn_config.vh"
  ,
  `include "gcn_isa.vh"
) (
  input  wire                         clk_i,
  input  wire                         rst_i,
  // the packet
  input  wire                         valid_i,
  output wire                         ready_o,
  input  wire [WAVE_ID_W-1:0]         wave_i,
  input  wire [63:0]                  pc_i,
  input  wire [95:0]                  words_i,
  input  wire [1:0]                   nwords_i,
  input  wire [OP_ID_W-1:0]           op_i,
  input  wire                         scc_i,
  input  wire [9:0]                   accum_i,
  input  wire [16:0]                  lds_base_i,
  input  wire [16:0]                  lds_size_i,
  // WAVE_INFO init beats (docs/rtl-interfaces.md): word 2 of a workgroup's
  // first wave zeroes its LDS window, word 3 preloads a dword of it; the
  // init channel waits while lds_busy_o is high
  input  wire                         info_valid_i,
  input  wire [1:0]                   info_index_i,
  input  wire [WAVE_ID_W-1:0]         info_wave_i,
  input  wire [63:0]                  info_data_i,
  output wire                         lds_busy_o,
  // SGPR file: read port (EXEC, M0)
  output wire                         sgpr_re_o,
  output wire [WAVE_ID_W-1:0]         sgpr_rwave_o,
  output wire [6:0]                   sgpr_rcode_o,
  input  wire [63:0]                  sgpr_rdata_i,
  input  wire                         sgpr_gnt_i,    // the read offered now is done
  // VGPR file: read port, write port A
  output wire                         vgpr_re_o,
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
  output wire                         beat_last_o,   // the END folded into this beat: its next PC in beat_pc_o
  // done
  output wire                         done_valid_o,
  output wire [WAVE_ID_W-1:0]         done_wave_o,
  output wire [63:0]                  done_pc_o,
  output wire                         done_seq_o,
  output wire [1:0]                   done_nwords_o,
  output wire                         done_scc_o,
  output wire                         done_end_o,
  // the instruction can no longer trap (past its INSN beat: a trap is known
  // there), and the VGPRs it uses, 4 x {first, count}: address, data0,
  // data1, vdst (gcn_issue's scoreboard)
  output wire                         safe_o,
  output wire [47:0]                  fp_o,
  // FLAT lanes in the shared aperture (gcn_lsu): one LDS access each,
  // taken while no DS instruction runs; fl_done_o the next cycle
  input  wire                         fl_valid_i,
  output wire                         fl_ready_o,
  input  wire [16:0]                  fl_base_i,    // the workgroup's window
  input  wire [16:0]                  fl_size_i,
  input  wire [31:0]                  fl_off_i,     // byte offset in the window
  input  wire [4:0]                   fl_nb_i,      // bytes, 1..16
  input  wire                         fl_rd_i,      // load or atomic: the old bytes come back
  input  wire                         fl_wr_i,      // store or atomic: writes
  input  wire [4:0]                   fl_atop_i,    // atomic: dm op code (docs/rtl-interfaces.md)
  input  wire [127:0]                 fl_data_i,    // store bytes, or {compare, operand} of an atomic
  output wire                         fl_done_o,
  output wire                         fl_inr_o,     // in the window: read and written
  output wire [127:0]                 fl_rdata_o,   // the element's old bytes (0 out of range)
  output wire [127:0]                 fl_wval_o,    // the bytes written (atomics: the new value)
  // a cycle the unit spends only because of LDS bank conflicts: a fast-path
  // quarter needs another cycle, or the serial path's BANK state (the
  // profiler's SQ_LDS_BANK_CONFLICT, docs/counters.md)
  output wire                         bank_conflict_o
);
  localparam int L = LANES_PER_SIMD;
  // A pass is L lanes; the LDS serves a half-wave (32 lanes, HWP passes) a
  // cycle.  A retirement beat carries a quarter-wave (16 lanes): a pass's
  // lanes go to their place in it (rt_lane0).
  localparam int HWP = 32 / L;
  localparam int RT_LANES = 16;
  localparam [4:0] S_IDLE = 5'd0, S_INSN = 5'd1, S_EXEC = 5'd2, S_EXECW = 5'd3, S_M0 = 5'd4, S_M0W = 5'd5,
                   S_ROWA = 5'd6, S_ROWAW = 5'd7, S_ROWD = 5'd8, S_ROWDW = 5'd9, S_QRD = 5'd10,
                   S_QRDW = 5'd11, S_LANE = 5'd12, S_LRD = 5'd13, S_ST0 = 5'd14, S_ST1 = 5'd15,
                   S_WB = 5'd16, S_TRAP = 5'd17, S_END = 5'd18, S_BANK = 5'd19, S_FAST = 5'd20;
  localparam [2:0] RT_INSN = 3'd0, RT_VGPR = 3'd2, RT_STORE = 3'd3, RT_TRAP = 3'd6, RT_END = 3'd7;
  localparam [6:0] M0_CODE = 7'd124, EXEC_LO = 7'd126;
  // what an instruction does: DS_K_*; atomic operations: gcn_atomic_alu's op
  // codes DM_* (the dm_* ones, then the DS-only ones); both from gcn_isa.vh

  reg [4:0] state_q, state_d;

  // ---- the instruction, latched at issue ----
  reg [WAVE_ID_W-1:0] wave_q;
  reg [63:0]          pc_q;
  reg [95:0]          words_q;
  reg [1:0]           nwords_q;
  (* fsm_encoding = "none" *) reg [OP_ID_W-1:0] op_q;
  reg                 scc_q;
  reg [9:0]           accum_q;
  reg [16:0]          base_q, size_q;

  wire lds_busy;
  wire take = valid_i && ready_o;
  // the LDS clears only windows of workgroups not yet started, so
  // instructions of the running ones need not wait for it
  reg  fl_q;   // a FLAT lane's second cycle
  assign ready_o = (state_q == S_IDLE) && !fl_q;

  // ---- workgroup start: zero the window, then the preload dwords ----
  // word 0 says whether the wave is its workgroup's first (wg_slot == slot)
  reg                 first_q;
  reg [WAVE_ID_W-1:0] first_wave_q;
  reg [16:0]          wbase_q;
  reg                 pk_q;
  reg [16:0]          pk_off_q;
  reg [3:0]           pk_be_q;
  reg [31:0]          pk_data_q;
  wire                pk_ready;
  wire info0  = info_valid_i && info_index_i == 2'd0;
  wire clr_go = info_valid_i && info_index_i == 2'd2 && first_q && first_wave_q == info_wave_i;
  always @(posedge clk_i) begin
    if (rst_i) begin
      first_q <= 1'b0;
      pk_q    <= 1'b0;
    end else begin
      if (info0) first_q <= (32'(info_data_i[WAVES_IN_WG_W +: WG_SLOT_W]) == 32'(info_wave_i));
      if (info_valid_i && info_index_i == 2'd3) pk_q <= 1'b1;
      else if (pk_ready) pk_q <= 1'b0;
    end
  end
  always @(posedge clk_i) begin
    if (info0) first_wave_q <= info_wave_i;
    if (clr_go) wbase_q <= info_data_i[16:0];
    if (info_valid_i && info_index_i == 2'd3) begin
      pk_off_q  <= wbase_q + info_data_i[48:32];
      pk_be_q   <= info_data_i[59:56];
      pk_data_q <= info_data_i[31:0];
    end
  end
  assign lds_busy_o = lds_busy || pk_q;

  // ---- format fields (cmodel decode_mem.c gcn_decode_ds) ----
  wire [31:0] w0 = words_q[31:0];
  wire [31:0] w1 = words_q[63:32];
  wire [15:0] offset  = w0[15:0];
  wire [7:0]  offset0 = w0[7:0];
  wire [7:0]  offset1 = w0[15:8];
  wire        gds     = w0[16];
  wire        acc     = w0[25];
  wire [8:0]  accb    = acc ? accum_q[8:0] : 9'd0;
  wire [8:0]  r_addr  = {1'b0, w1[7:0]};
  wire [8:0]  r_data0 = {1'b0, w1[15:8]} + accb;
  wire [8:0]  r_data1 = {1'b0, w1[23:16]} + accb;
  wire [8:0]  r_vdst  = {1'b0, w1[31:24]} + accb;

  // ---- the op table: generated (rtl/gen/gcn_ds_rom.v, from the instruction
  // table; its header explains the fields) ----
  wire [3:0] kind;
  wire [4:0] nb;        // bytes per element
  wire       sx;        // sign-extending sub-dword read
  wire       st64;      // read2/write2 offsets in 64 elements
  wire       addtid;    // address M0[15:0] + offset + 4 * lane
  wire [4:0] aop;       // gcn_atomic_alu op (DM_*)
  wire       rtn;       // atomic returns the old value
  wire       two;       // atomic has DATA2 (data1)
  wire       d16;       // d16 read: 16 bits into one half of vdst, the other half kept
  wire       hi;        // d16 read / write: the high half of the register
  gcn_ds_rom u_rom (
    .op_i    (op_q),
    .kind_o  (kind),
    .nb_o    (nb),
    .sx_o    (sx),
    .st64_o  (st64),
    .addtid_o(addtid),
    .aop_o   (aop),
    .rtn_o   (rtn),
    .two_o   (two),
    .d16_o   (d16),
    .hi_o    (hi)
  );

  wire       lanewise = (kind == DS_K_SWZ) || (kind == DS_K_PERM) || (kind == DS_K_BPERM);
  // ds_wrxchg2*: read2 and write2 of the same two elements, each element's
  // old value read before it is written (sem_ds.c ds_wrxchg2)
  wire       xc2      = (kind == DS_K_XC2);
  // ds_append / ds_consume: one access, by the wave's first active lane, at
  // M0[15:0] + offset; every active lane gets the old value (cnt_old_q)
  wire       cnt      = (kind == DS_K_CNT);
  wire       usem0    = addtid || cnt;
  wire       twoel    = (kind == DS_K_RD2) || (kind == DS_K_WR2) || xc2;
  wire       rdtwo    = (kind == DS_K_RD2) || xc2;   // two elements' values to vdst
  wire       atomic   = (kind == DS_K_AT) || cnt;     // writes the atomic ALU's value
  wire       reads    = (kind == DS_K_LD) || rdtwo || atomic;
  wire       writes   = (kind == DS_K_ST) || (kind == DS_K_WR2) || xc2 || atomic;
  wire [2:0] edw      = (nb >= 5'd4) ? nb[4:2] : 3'd1;   // dwords of one element's registers
  // VGPR data registers read per quarter (data0, data1)
  wire [2:0] nd0 = (kind == DS_K_ST || kind == DS_K_WR2 || xc2 || kind == DS_K_AT) ? edw : 3'd0;
  wire [2:0] nd1 = (kind == DS_K_WR2 || xc2 || (kind == DS_K_AT && two)) ? edw : 3'd0;
  // result dwords written to vdst
  reg  [2:0] nres;
  always @(*) begin
    case (kind)
      DS_K_LD:                  nres = edw;
      DS_K_RD2, DS_K_XC2:       nres = {edw[1:0], 1'b0};
      DS_K_AT:                  nres = rtn ? edw : 3'd0;
      DS_K_SWZ, DS_K_PERM, DS_K_BPERM, DS_K_CNT: nres = 3'd1;
      default:               nres = 3'd0;
    endcase
  end

  // ---- state ----
  reg [63:0]      exec_q;
  reg [15:0]      m0_q;
  reg [PASS_W-1:0] q_q;         // pass (L lanes; with 16 lanes a quarter)
  reg [3:0]       rd_q;         // QRD: 0 addr, 1..4 data0 dwords, 5..8 data1 dwords
  reg [LANE_W-1:0] ln_q;        // lane in the pass
  reg             el_q;         // element of read2/write2
  reg [2:0]       k_q;          // WB: result dword
  reg             trap_q;
  // per lane of the quarter (flat: lane i at 32i / 128i)
  reg [32*L-1:0]  abuf_q;
  reg [128*L-1:0] d0buf_q, d1buf_q, res_q;
  reg [32*WAVE_SIZE-1:0] rowa_q, rowd_q;
  reg [31:0]      cnt_old_q;    // the counter's old value (ds_append / ds_consume)
  // Pipelined loads (ovl): a plain load of one result dword a lane
  // (ds_read_b32, u8, i8, u16, i16) whose address row came with the INSN
  // read (rowok_q) takes its quarters' addresses from that row, so a
  // quarter's FAST cycles follow the previous one's without a register
  // read, and the previous quarter's result is written behind them (wbv_q).
  reg             rowok_q;      // rowa_q holds the address row (rowcap_q: it arrives)
  reg             rowcap_q;
  wire            ovl;
  wire [32*L-1:0] aq = ovl ? rowa_q[32*L*q_q +: 32*L] : abuf_q;

  wire [L-1:0] qexec = exec_q[L*q_q +: L];
  // the pass's first lane in the wave (its quarter and place in a beat)
  wire [5:0]   rt_lane0 = 6'(32'(q_q) * L);
  wire         ln_last  = (32'(ln_q) == L - 1);                  // the pass's last lane
  wire         hw_last  = (32'(q_q) % HWP == HWP - 1);            // a half-wave's last pass
  wire         last_q   = (32'(q_q) == PASSES - 1);

  // ---- QRD: the registers of a quarter ----
  reg [8:0] need;
  always @(*) begin
    need = 9'd0;
    need[0] = !usem0 && !lanewise;
    for (int i = 0; i < 4; i = i + 1) begin
      need[1+i] = (i < {29'd0, nd0});
      need[5+i] = (i < {29'd0, nd1});
    end
    // d16 reads keep the other half of vdst: its old value in data1's place
    if (d16) need[5] = 1'b1;
  end
  // the first needed read of the quarter, the one after it, and the next
  // one after rd_q
  wire       rd_first_ok, rd_second_ok, rd_next_ok;
  wire [3:0] rd_first, rd_second, rd_next;
  gcn_next_set #(.N(9), .IDX_W(4), .FROM_W(4)) u_rd_first (
    .en_i(need), .from_i(4'd0), .found_o(rd_first_ok), .idx_o(rd_first));
  gcn_next_set #(.N(9), .IDX_W(4), .FROM_W(4)) u_rd_second (
    .en_i(need), .from_i(rd_first + 4'd1), .found_o(rd_second_ok), .idx_o(rd_second));
  gcn_next_set #(.N(9), .IDX_W(4), .FROM_W(4)) u_rd_next (
    .en_i(need), .from_i(rd_q + 4'd1), .found_o(rd_next_ok), .idx_o(rd_next));
  // the register of read i
  function automatic [8:0] rd_reg(input [3:0] i, input [8:0] ra, input [8:0] rd0, input [8:0] rd1);
    if (i == 4'd0) rd_reg = ra;
    else if (i <= 4'd4) rd_reg = rd0 + {6'd0, i[2:0] - 3'd1};
    else rd_reg = rd1 + {6'd0, i[2:0] - 3'd5};
  endfunction

  // EXEC is read while the INSN beat waits too (the wave has nothing else
  // in flight, gcn_issue, so EXEC does not change); exv_q: its data comes
  // this cycle, exd_q: it has been read
  reg  exv_q, exd_q;
  wire exec_rd = (state_q == S_EXEC) ||
                 ((state_q == S_INSN) && !exd_q && !gds && kind != DS_K_TRAP && kind != DS_K_NOP);
  assign sgpr_re_o    = exec_rd || (state_q == S_M0);
  assign sgpr_rwave_o = wave_q;
  assign sgpr_rcode_o = (state_q == S_M0) ? M0_CODE : EXEC_LO;

  // ---- LANE: the element's address ----
  // (one place for both paths: the addr VGPR plus the offset, or plus
  // read2/write2's scaled offsetN, modulo 2^32; an element is in the window
  // when all its bytes are below the size, compared in 33 bits so that an
  // element near 2^32 does not wrap its bytes to 0)
  function automatic [31:0] elem_addr(input [31:0] a, input pair, input [16:0] d2, input [15:0] o);
    elem_addr = a + (pair ? {15'd0, d2} : {16'd0, o});
  endfunction
  function automatic elem_in(input [31:0] a, input [4:0] n, input [16:0] size);
    elem_in = ({1'b0, a} + {28'd0, n}) <= {16'd0, size};
  endfunction
  wire [5:0]  lane   = rt_lane0 + 6'(ln_q);
  // shift 2..9: 4 bits, so that st64 of a b64 (3 + 6) does not wrap
  wire [3:0]  sh2    = (nb == 5'd8 ? 4'd3 : 4'd2) + (st64 ? 4'd6 : 4'd0);
  wire [16:0] delta2 = {9'd0, el_q ? offset1 : offset0} << sh2;
  wire [31:0] off  = addtid ? {16'd0, m0_q} + {16'd0, offset} + {24'd0, lane, 2'b00} :
                     cnt    ? {16'd0, m0_q} + {16'd0, offset} :
                            elem_addr(aq[32*ln_q +: 32], twoel, delta2, offset);
  // the wave's first active lane (the counter's one access) and the active
  // lanes' count (what it adds or subtracts)
  wire        first_ok;
  wire [5:0]  first_lane;
  gcn_next_set #(.N(WAVE_SIZE), .IDX_W(6), .FROM_W(7)) u_first (
    .en_i(exec_q), .from_i(7'd0), .found_o(first_ok), .idx_o(first_lane));
  `include "gcn_popc64.vh"
  wire [6:0]  nact = popc64(exec_q);
  // whether the lane in LANE accesses the LDS
  wire        lact = cnt ? (first_ok && lane == first_lane) : qexec[ln_q];
  wire        inr  = elem_in(off, nb, size_q);
  wire [16:0] phys = base_q + off[16:0];
  // the element's data, at its byte offset in the 5-dword window
  wire [127:0] edata = el_q ? d1buf_q[128*ln_q +: 128] : d0buf_q[128*ln_q +: 128];
  wire [19:0]  emask = (20'd1 << nb) - 20'd1;

  reg [31:0]  off_q;
  reg         inr_q;
  reg [1:0]   pofs_q;
  reg [LDS_ADDR_W-3:0] pdw_q;

  // ---- LRD: the window's data back ----
  wire [159:0] lds_rdata;
  wire [159:0] rwin = lds_rdata >> {pofs_q, 3'b000};
  wire         wide = (nb == 5'd8);
  wire [63:0]  old  = !inr_q ? 64'd0 : wide ? rwin[63:0] : {32'd0, rwin[31:0]};
  wire [63:0]  src  = cnt ? {57'd0, nact} : wide ? d0buf_q[128*ln_q +: 64] : {32'd0, d0buf_q[128*ln_q +: 32]};
  wire [63:0]  src2 = wide ? d1buf_q[128*ln_q +: 64] : {32'd0, d1buf_q[128*ln_q +: 32]};
  // the new value of an atomic; cmpst compares with DATA and stores DATA2
  // (sem_ds.c), the ALU's cmpswap the reverse
  wire         cmpst = (aop == DM_CMPSWAP) || (aop == DM_FCMPSWAP);
  // (from the one gcn_atomic_alu of the unit, u_at below, shared with the
  // FLAT lanes: a FLAT lane's second cycle, fl_q, comes only while the DS
  // engine is idle)
  wire [63:0]  anew;
  // the value an element writes (stores: its data, atomics: the new value)
  // (bytes past the element are not enabled, in the LDS nor in the beats)
  // (the d16_hi writes take the register's high half)
  wire [127:0] wval = atomic ? {64'd0, anew} : hi ? {16'd0, edata[127:16]} : edata;
  // load value of the element, extended
  reg [127:0] lval;
  always @(*) begin
    lval = 128'd0;
    if (inr_q) begin
      case (nb)
        5'd1:    lval = {96'd0, sx ? {{24{rwin[7]}}, rwin[7:0]} : {24'd0, rwin[7:0]}};
        5'd2:    lval = {96'd0, sx ? {{16{rwin[15]}}, rwin[15:0]} : {16'd0, rwin[15:0]}};
        5'd4:    lval = {96'd0, rwin[31:0]};
        5'd8:    lval = {64'd0, rwin[63:0]};
        5'd12:   lval = {32'd0, rwin[95:0]};
        default: lval = rwin[127:0];
      endcase
    end
  end

  // d16 reads: the extended value's low 16 bits into one half of the old vdst
  wire [31:0] vold = d1buf_q[128*ln_q +: 32];
  wire [31:0] dval = hi ? {lval[15:0], vold[15:0]} : {vold[31:16], lval[15:0]};

  // ---- the LDS ----
  wire [159:0] wwin = {32'd0, wval} << {pofs_q, 3'b000};
  wire [19:0]  wbe  = emask << pofs_q;
  wire         lds_re = (state_q == S_LANE) && lact && reads;
  wire         lds_we = (state_q == S_LRD) && writes && inr_q;

  // ---- fast path: plain loads and stores of whole aligned dwords (b32, b64,
  // b96, b128, read2/write2 b32/b64), and of bytes and shorts (u8, i8, u16,
  // i16 loads; b8, b16 stores and their d16_hi forms) within one dword,
  // serve a quarter's lanes together.  Slot 4l + k is lane l's result / data
  // dword k (read2/write2: element k / edw, dword k mod edw); a byte or short
  // is a slot with its bytes of the dword (fbm, at byte fsh).  A cycle
  // serves, on every bank, all pending slots on the row of the bank's first
  // pending slot (lane order): several lanes on one dword are one read
  // (broadcast); all writes of one dword go in the same cycle and, byte by
  // byte, the last slot in lane / element order wins, as the model's
  // lane-order writes leave it.  A quarter with an active in-range element
  // not dword-aligned (a short across two dwords) goes the serial way (LANE).
  localparam int NS    = 4 * L;
  localparam int FBK_W = $clog2(LDS_BANKS);
  localparam int FDW_W = LDS_ADDR_W - 2;          // physical dword
  localparam int FRW_W = FDW_W - FBK_W;           // row in a bank
  wire fkind = ((kind == DS_K_LD) || (kind == DS_K_ST) || (kind == DS_K_RD2) || (kind == DS_K_WR2)) &&
               (nb[1:0] == 2'd0 || nb < 5'd4) && !addtid && !d16;
  wire fsub  = (nb < 5'd4);                       // a byte or short element
  assign ovl = rowok_q && fkind && (kind == DS_K_LD) && (nres == 3'd1);
  reg  [NS-1:0]       fval;            // slot accesses the LDS (active lane, element in range)
  reg                 fmis;            // an accessing element is not dword-aligned (a short: crosses a dword)
  reg  [FDW_W*NS-1:0] fdw;             // physical dword of the slot
  reg  [15*NS-1:0]    fwo;             // window dword of the slot (STORE beats)
  reg  [32*NS-1:0]    fwd;             // the slot's write data, at its bytes
  reg  [4*NS-1:0]     fbm;             // the slot's bytes of its dword
  reg  [2*NS-1:0]     fsh;             // the slot's first byte in its dword
  reg                 f_e;
  reg  [1:0]          f_j;
  reg                 f_use, f_in;
  reg  [16:0]         f_d2, f_p;
  reg  [31:0]         f_o, f_w, f_r;
  reg  [3:0]          f_m;
  reg  [NS-1:0] fpend_q, fbeat_q, fcap_q;
  integer       fs_l, fs_k;   // (set on both paths: Yosys would latch an index set under a condition)
  always @(*) begin
    fval = {NS{1'b0}}; fmis = 1'b0; fdw = {FDW_W*NS{1'b0}}; fwo = {15*NS{1'b0}}; fwd = {32*NS{1'b0}};
    fbm = {4*NS{1'b0}}; fsh = {2*NS{1'b0}};
    f_e = 1'b0; f_j = 2'd0; f_use = 1'b0; f_in = 1'b0; f_d2 = 17'd0; f_p = 17'd0; f_o = 32'd0; f_w = 32'd0;
    f_r = 32'd0; f_m = 4'd0;
    fs_l = 0; fs_k = 0;
    // (idle, with no read captured: nothing reads the slots, and the
    // simulators skip the 64 address computations)
    if (state_q != S_IDLE || fcap_q != {NS{1'b0}})
    for (fs_l = 0; fs_l < L; fs_l = fs_l + 1) begin
      for (fs_k = 0; fs_k < 4; fs_k = fs_k + 1) begin
        f_e   = twoel && (wide ? (fs_k >= 2) : (fs_k == 1));
        f_j   = twoel ? (wide ? 2'(fs_k & 1) : 2'd0) : 2'(fs_k);
        f_use = twoel ? (wide || fs_k < 2) : (3'(fs_k) < edw);
        f_d2  = {9'd0, f_e ? offset1 : offset0} << sh2;
        f_o   = elem_addr(aq[32*fs_l +: 32], twoel, f_d2, offset);
        f_in  = elem_in(f_o, nb, size_q);
        f_p   = base_q + f_o[16:0];
        f_w   = f_o + {28'd0, f_j, 2'b00};
        fval[4*fs_l+fs_k] = qexec[fs_l] && f_use && f_in;
        if (qexec[fs_l] && f_use && f_in && (fsub ? ({3'd0, f_p[1:0]} + nb > 5'd4) : (f_p[1:0] != 2'd0))) fmis = 1'b1;
        fdw[FDW_W*(4*fs_l+fs_k) +: FDW_W] = f_p[LDS_ADDR_W-1:2] + {{(FDW_W-2){1'b0}}, f_j};
        fwo[15*(4*fs_l+fs_k) +: 15] = f_w[16:2];
        f_r   = f_e ? d1buf_q[128*fs_l + 32*f_j +: 32] : d0buf_q[128*fs_l + 32*f_j +: 32];
        if (hi) f_r = {16'd0, f_r[31:16]};
        f_m   = fsub ? 4'((5'd1 << nb) - 5'd1) << f_p[1:0] : 4'hf;
        fsh[2*(4*fs_l+fs_k) +: 2] = fsub ? f_p[1:0] : 2'd0;
        fbm[4*(4*fs_l+fs_k) +: 4] = f_m;
        fwd[32*(4*fs_l+fs_k) +: 32] = (f_r << {fsub ? f_p[1:0] : 2'd0, 3'b000}) &
                                      {{8{f_m[3]}}, {8{f_m[2]}}, {8{f_m[1]}}, {8{f_m[0]}}};
      end
    end
  end
  reg  [15*NS-1:0] fbwo_q;   // fwo, fwd and fbm of the stores whose beats are pending
  reg  [32*NS-1:0] fbwd_q;
  reg  [4*NS-1:0]  fbbm_q;
  reg           ffirst_q;
  wire [NS-1:0] fpend = ffirst_q ? fval : fpend_q;
  // a quarter's stores start when the previous quarter's beats are out
  wire          fstall = ffirst_q && (fbeat_q != {NS{1'b0}});
  // the write behind (pipelined loads): the previous quarter's one result
  // dword, written with its VGPR beat in this quarter's first FAST cycle;
  // FAST holds while that beat waits
  reg              wbv_q;
  reg [PASS_W-1:0] wbq_q;
  wire          wb_fire = wbv_q && beat_ready_i;
  wire          wb_hold = wbv_q && !beat_ready_i;
  wire          fgo   = (state_q == S_FAST) && !fmis && !fstall && !wb_hold;
  // per bank: the row of its first pending slot; the slots served; per byte,
  // the data of the last one that writes it
  reg  [NS-1:0]            fserve;
  reg  [LDS_BANKS-1:0]     fben;
  reg  [FRW_W*LDS_BANKS-1:0] frow;
  reg  [32*LDS_BANKS-1:0]  fwdat;
  reg  [4*LDS_BANKS-1:0]   fwbe;
  // (constant indices only: a slot's bank is compared, never used as an
  // index, which keeps synthesis to 32 x 64 comparators)
  // (no slot pending: nothing to serve, and the loops, 2 x 32 x 64
  // comparisons that the simulators would run every cycle, are skipped)
  // (loop indices of the blocks below are set on both paths: Yosys would
  // latch an index set only under the condition)
  integer sv_b, sv_s, sv_y, rd_s, rd_b, st_s, st_p;
  always @(*) begin
    fserve = {NS{1'b0}}; fben = {LDS_BANKS{1'b0}}; frow = {FRW_W*LDS_BANKS{1'b0}}; fwdat = {32*LDS_BANKS{1'b0}};
    fwbe = {4*LDS_BANKS{1'b0}};
    sv_b = 0; sv_s = 0; sv_y = 0;
    if (fpend != {NS{1'b0}}) begin
      for (sv_b = 0; sv_b < LDS_BANKS; sv_b = sv_b + 1) begin
        for (sv_s = NS - 1; sv_s >= 0; sv_s = sv_s - 1)
          if (fpend[sv_s] && fdw[FDW_W*sv_s +: FBK_W] == FBK_W'(sv_b)) begin
            fben[sv_b] = 1'b1;
            frow[FRW_W*sv_b +: FRW_W] = fdw[FDW_W*sv_s + FBK_W +: FRW_W];
          end
        for (sv_s = 0; sv_s < NS; sv_s = sv_s + 1)
          if (fpend[sv_s] && fdw[FDW_W*sv_s +: FBK_W] == FBK_W'(sv_b) &&
              fdw[FDW_W*sv_s + FBK_W +: FRW_W] == frow[FRW_W*sv_b +: FRW_W]) begin
            fserve[sv_s] = 1'b1;
            for (sv_y = 0; sv_y < 4; sv_y = sv_y + 1)
              if (fbm[4*sv_s + sv_y]) fwdat[32*sv_b + 8*sv_y +: 8] = fwd[32*sv_s + 8*sv_y +: 8];
            fwbe[4*sv_b +: 4] = fwbe[4*sv_b +: 4] | fbm[4*sv_s +: 4];
          end
      end
    end
  end
  wire [NS-1:0] fleft = fpend & ~fserve;
  // The fast path's last cycle of a quarter reads the next quarter's first
  // register (its address), the cycle a QRD would; its data comes while
  // the quarter's results are written (WB) or its next read goes out (QRD)
  // and goes to abuf_q, which the quarter no longer needs.
  wire fdone   = fgo && (fleft == {NS{1'b0}});
  // a pipelined load's quarter done: the next one's FAST follows at once
  wire ovl_next = fdone && ovl && !last_q;
  wire pf_fast = (state_q == S_FAST) && fdone && !last_q && !ovl && ((nres != 3'd0) || rd_second_ok);
  // The first quarter's first read goes out while the INSN beat and EXEC
  // are in progress (the VGPR port is free then, and the wave has nothing
  // in flight, so the register is final); its data lands in EXECW.
  wire pf_insn = (state_q == S_INSN) && !pf_q && rd_first_ok && !gds && kind != DS_K_TRAP &&
                 kind != DS_K_NOP && !usem0 && !lanewise;
  wire pf_want = pf_fast || pf_insn;
  wire pfg     = pf_want && vgpr_gnt_i;
  reg  pf_q;   // the quarter's first read went out in the previous one
  always @(*) begin
    vgpr_rreg_o = rd_reg((state_q == S_FAST || state_q == S_INSN) ? rd_first : rd_q, r_addr, r_data0,
                         d16 ? r_vdst : r_data1);
    if (state_q == S_ROWA) vgpr_rreg_o = r_addr;
    if (state_q == S_ROWD) vgpr_rreg_o = r_data0;
  end
  assign vgpr_re_o       = (state_q == S_QRD) || (state_q == S_ROWA) || (state_q == S_ROWD) || pf_want;
  assign vgpr_rwave_o    = wave_q;
  assign vgpr_rquarter_o = (state_q == S_FAST) ? q_q + 1'b1 : q_q;
  // a QRD or prefetch read granted: its data comes the next cycle
  reg       rdv_q;
  reg [3:0] rdi_q;
  assign bank_conflict_o = (fgo && fleft != {NS{1'b0}}) || (state_q == S_BANK);
  wire [32*LDS_BANKS-1:0] fbank;   // the banks' read data, a cycle after fserve
  // each slot's word of fbank (its bank's), by comparison as above; a byte
  // or short taken from its place and extended
  reg  [32*NS-1:0] fslot_rd;
  reg  [FBK_W*NS-1:0] fcbk_q;   // each slot's bank and first byte, kept from its FAST cycle
  reg  [2*NS-1:0]     fcsh_q;   // (the write behind reads them when the next quarter's are computed)
  reg  [31:0]      fs_w;
  always @(*) begin
    fslot_rd = {32*NS{1'b0}};
    fs_w = 32'd0;
    rd_b = 0;
    for (rd_s = 0; rd_s < NS; rd_s = rd_s + 1)
      if (fcap_q[rd_s]) begin   // (only a captured slot's word is read)
        fs_w = 32'd0;
        for (rd_b = 0; rd_b < LDS_BANKS; rd_b = rd_b + 1)
          if (fcbk_q[FBK_W*rd_s +: FBK_W] == FBK_W'(rd_b)) fs_w = fbank[32*rd_b +: 32];
        fs_w = fs_w >> {fcsh_q[2*rd_s +: 2], 3'b000};
        if (nb == 5'd1) fs_w = sx ? {{24{fs_w[7]}}, fs_w[7:0]} : {24'd0, fs_w[7:0]};
        else if (nb == 5'd2) fs_w = sx ? {{16{fs_w[15]}}, fs_w[15:0]} : {16'd0, fs_w[15:0]};
        fslot_rd[32*rd_s +: 32] = fs_w;
      end
  end
  // STORE beats (sent whenever the state sends no beat of its own, END
  // waits for them): the first pending slot's 16-byte block (window
  // offset), and the pending slots of the block that no earlier pending
  // slot overlaps (f_seen: the bytes of those before, per dword), so that
  // the beats list every slot's bytes once, in lane order
  reg  [NS-1:0]  fsel;
  reg  [12:0]    fblk;
  reg            f_got;
  reg  [15:0]    fsbe;
  reg  [127:0]   fsdat;
  reg  [15:0]    f_seen;
  always @(*) begin
    fblk = 13'd0; f_got = 1'b0;
    for (int s = 0; s < NS; s = s + 1)
      if (fbeat_q[s] && !f_got) begin
        fblk  = fbwo_q[15*s + 2 +: 13];
        f_got = 1'b1;
      end
    fsel = {NS{1'b0}}; fsbe = 16'd0; fsdat = 128'd0; f_seen = 16'd0;
    st_s = 0; st_p = 0;
    if (f_got)   // (no beat pending: the loop would find nothing)
      for (st_s = 0; st_s < NS; st_s = st_s + 1)
        for (st_p = 0; st_p < 4; st_p = st_p + 1)
          if (fbeat_q[st_s] && fbwo_q[15*st_s + 2 +: 13] == fblk && fbwo_q[15*st_s +: 2] == 2'(st_p)) begin
            if ((f_seen[4*st_p +: 4] & fbbm_q[4*st_s +: 4]) == 4'd0) begin
              fsel[st_s] = 1'b1;
              fsbe[4*st_p +: 4] = fsbe[4*st_p +: 4] | fbbm_q[4*st_s +: 4];
              fsdat[32*st_p +: 32] = fsdat[32*st_p +: 32] | fbwd_q[32*st_s +: 32];
            end
            f_seen[4*st_p +: 4] = f_seen[4*st_p +: 4] | fbbm_q[4*st_s +: 4];
          end
  end
  wire [NS-1:0] fbleft = fbeat_q & ~fsel;

  // ---- FLAT lanes: the read goes out when taken (as LANE), the next cycle
  // takes the data (as LRD), computes an atomic and writes when in range ----
  reg                  fl_inr_q, fl_wr_q, fl_wide_q;
  reg [4:0]            fl_aop_q;
  reg [19:0]           fl_mask_q;
  reg [1:0]            fl_pofs_q;
  reg [LDS_ADDR_W-3:0] fl_pdw_q;
  reg [127:0]          fl_data_q;
  reg                  fl_at_q;
  assign fl_ready_o = (state_q == S_IDLE) && !fl_q && !valid_i;
  wire        fl_take = fl_valid_i && fl_ready_o;
  wire        fl_inr  = elem_in(fl_off_i, fl_nb_i, fl_size_i);
  wire [16:0] fl_phys = fl_base_i + fl_off_i[16:0];
  always @(posedge clk_i) begin
    if (rst_i) fl_q <= 1'b0;
    else fl_q <= fl_take;
  end
  always @(posedge clk_i) begin
    if (fl_take) begin
      fl_inr_q  <= fl_inr;
      fl_wr_q   <= fl_wr_i;
      fl_at_q   <= fl_atop_i != 5'd0;
      fl_wide_q <= fl_nb_i == 5'd8;
      fl_aop_q  <= fl_atop_i;   // dm op codes are the ALU's
      fl_mask_q <= (20'd1 << fl_nb_i) - 20'd1;
      fl_pofs_q <= fl_phys[1:0];
      fl_pdw_q  <= fl_phys[LDS_ADDR_W-1:2];
      fl_data_q <= fl_data_i;
    end
  end
  wire [159:0] fl_rwin = lds_rdata >> {fl_pofs_q, 3'b000};
  wire [63:0]  fl_old  = !fl_inr_q ? 64'd0 : fl_wide_q ? fl_rwin[63:0] : {32'd0, fl_rwin[31:0]};
  // FLAT data: {compare (cmpswap), operand}
  wire [63:0]  fl_new;
  // the atomic ALU: the FLAT lane's operands in its second cycle, else the
  // DS engine's (LRD)
  wire [63:0]  at_new;
  gcn_atomic_alu u_at (
    .op_i   (fl_q ? fl_aop_q : aop),
    .wide_i (fl_q ? fl_wide_q : wide),
    .old_i  (fl_q ? fl_old : old),
    .src_i  (fl_q ? fl_data_q[63:0] : cmpst ? src2 : src),
    .cmp_i  (fl_q ? fl_data_q[127:64] : cmpst ? src : src2),
    .new_o  (at_new)
  );
  assign anew   = at_new;
  assign fl_new = at_new;
  wire [127:0] fl_wval = fl_at_q ? {64'd0, fl_new} : fl_data_q;
  wire         fl_we   = fl_q && fl_wr_q && fl_inr_q;
  assign fl_done_o  = fl_q;
  assign fl_inr_o   = fl_inr_q;
  assign fl_rdata_o = fl_inr_q ? fl_rwin[127:0] : 128'd0;
  assign fl_wval_o  = fl_wval;

  gcn_lds u_lds (
    .clk_i   (clk_i),
    .rst_i   (rst_i),
    .busy_o  (lds_busy),
    .clr_valid_i (clr_go),
    .clr_base_i  (info_data_i[16:0]),
    .clr_size_i  (info_data_i[48:32]),
    .pk_valid_i  (pk_q),
    .pk_ready_o  (pk_ready),
    .pk_addr_i   (pk_off_q[LDS_ADDR_W-1:2]),
    .pk_be_i     (pk_be_q),
    .pk_data_i   (pk_data_q),
    .re_i    (lds_re || (fl_take && fl_rd_i)),
    .we_i    (lds_we || fl_we),
    .addr_i  (lds_re ? phys[LDS_ADDR_W-1:2] : fl_take ? fl_phys[LDS_ADDR_W-1:2] : fl_q ? fl_pdw_q : pdw_q),
    .be_i    (fl_q ? fl_mask_q << fl_pofs_q : wbe),
    .wdata_i (fl_q ? {32'd0, fl_wval} << {fl_pofs_q, 3'b000} : wwin),
    .rdata_o (lds_rdata),
    .fre_i    (fgo && reads),
    .fwe_i    (fgo && writes),
    .fen_i    (fben),
    .fbe_i    (fwbe),
    .frow_i   (frow),
    .fwdata_i (fwdat),
    .bank_o   (fbank)
  );

  // STORE beats: the written bytes by 16-byte block of the window offset
  reg [127:0] sval_q;
  wire [255:0] sblk = {128'd0, sval_q} << {off_q[3:0], 3'b000};
  wire [31:0]  sbe  = {12'd0, emask} << off_q[3:0];
  wire         blk2 = (sbe[31:16] != 16'd0);

  // ---- lane permutes (sem_ds.c) ----
  function automatic [5:0] swz_src(input [5:0] i, input [15:0] o);
    reg [4:0] j, r, msk, rot;
    reg [2:0] pc;
    begin
      j = 5'd0;
      swz_src = 6'd0;
      if (o >= 16'he000) begin   // FFT
        msk = o[4:0];
        r = {i[0], i[1], i[2], i[3], i[4]};
        pc = {2'd0, msk[0]} + {2'd0, msk[1]} + {2'd0, msk[2]} + {2'd0, msk[3]} + {2'd0, msk[4]};
        j = (r >> pc) | (i[4:0] & msk);
        swz_src = {i[5], j};
      end else if (o >= 16'hc000) begin   // rotate
        rot = o[9:5];
        msk = o[4:0];
        if (o[10]) rot = 5'd0 - rot;
        j = (i[4:0] & msk) | ((i[4:0] + rot) & ~msk);
        swz_src = {i[5], j};
      end else if (o[15]) begin   // quad permute
        swz_src = {i[5:2], o[{2'd0, i[1:0]} << 1 +: 2]};
      end else begin   // and/or/xor masks within 32 lanes
        j = ((i[4:0] & o[4:0]) | o[9:5]) ^ o[14:10];
        swz_src = {i[5], j};
      end
    end
  endfunction

  reg [32*L-1:0] pres;
  reg [5:0]      p_me, p_j;
  reg [31:0]     p_s, p_a, p_f;
  reg [7:0]      p_t;   // the low byte of a source lane's address: its target lane in [7:2]
  always @(*) begin
    pres = {32*L{1'b0}};
    p_me = 6'd0; p_j = 6'd0; p_s = 32'd0; p_a = 32'd0; p_f = 32'd0; p_t = 8'd0;
    for (int i = 0; i < L; i = i + 1) begin
      p_me = rt_lane0 + 6'(i);
      p_j = 6'd0;
      p_s = 32'd0;
      // ds_permute (forward): the highest active source lane that names this
      // lane (computed on every path: a loop under a branch latches in Yosys)
      p_f = 32'd0;
      for (int t = 0; t < WAVE_SIZE; t = t + 1) begin
        p_t = rowa_q[32*t +: 8] + offset[7:0];
        if (exec_q[t] && p_t[7:2] == p_me) p_f = rowd_q[32*t +: 32];
      end
      if (kind == DS_K_SWZ) begin
        p_j = swz_src(p_me, offset);
        p_s = exec_q[p_j] ? rowa_q[32*p_j +: 32] : 32'd0;
      end else if (kind == DS_K_BPERM) begin
        // lane (addr + offset) / 4 mod 64
        p_a = rowa_q[32*p_me +: 32] + {16'd0, offset};
        p_j = p_a[7:2];
        p_s = exec_q[p_j] ? rowd_q[32*p_j +: 32] : 32'd0;
      end else begin
        p_s = p_f;
      end
      pres[32*i +: 32] = p_s;
    end
  end

  reg [32*L-1:0] wout;
  always @(*) begin
    for (int i = 0; i < L; i = i + 1) begin
      wout[32*i +: 32] = res_q[128*i + 32*k_q[1:0] +: 32];
      // the fast path's last read, a cycle old: not in res_q yet
      if (fcap_q[4*i + {30'd0, k_q[1:0]}])
        wout[32*i +: 32] = fslot_rd[32*(4*i + {30'd0, k_q[1:0]}) +: 32];
    end
    if (lanewise) wout = pres;
    if (cnt) wout = {L{cnt_old_q}};
  end

  // ---- register writes and beats ----
  // the quarter a VGPR beat writes: the write behind's, or the current one
  wire [PASS_W-1:0] bq     = wbv_q ? wbq_q : q_q;
  wire [5:0]        blane0 = 6'(32'(bq) * L);
  wire [L-1:0]      bexec  = exec_q[L*bq +: L];
  assign vgpr_we_o       = ((state_q == S_WB) || wbv_q) && beat_ready_i;
  assign vgpr_wwave_o    = wave_q;
  assign vgpr_wreg_o     = r_vdst + {6'd0, k_q};
  assign vgpr_wquarter_o = bq;
  assign vgpr_wmask_o    = bexec;
  assign vgpr_wdata_o    = wout;

  wire sbeat = (state_q == S_INSN) || (state_q == S_ST0) || (state_q == S_ST1) || (state_q == S_WB) || wbv_q ||
               (state_q == S_TRAP) || (state_q == S_END && fbeat_q == {NS{1'b0}});
  wire fbg   = !sbeat && (fbeat_q != {NS{1'b0}});   // a fast-path STORE beat
  assign beat_valid_o   = sbeat || fbg;
  assign beat_wave_o    = wave_q;
  assign beat_quarter_o = blane0[5:4];
  wire beat_go = beat_valid_o && beat_ready_i;
  // The END folds into the instruction's last beat: a load's last result
  // beat when no STORE beat is owed, or the last fast-path STORE beat
  // (docs/rtl-interfaces.md, rt_last_o).
  wire wb_last = (state_q == S_WB) && (k_q + 3'd1 == nres) && last_q && (fbeat_q == {NS{1'b0}});
  wire fb_last = (state_q == S_END) && fbg && (fbleft == {NS{1'b0}});
  assign beat_last_o = wb_last || fb_last;
  wire [63:0] next_pc = pc_q + {60'd0, nwords_q, 2'b00};
  wire [63:0] blk0 = {32'd0, off_q[31:4], 4'd0};
  always @(*) begin
    beat_kind_o  = RT_INSN;
    beat_pc_o    = pc_q;
    beat_index_o = 9'd0;
    beat_mask_o  = 16'd0;
    beat_data_o  = 512'd0;
    case (state_q)
      S_INSN: beat_data_o = {414'd0, nwords_q, words_q};
      S_ST0: begin
        beat_kind_o  = RT_STORE;
        beat_index_o = 9'd1;   // LDS
        beat_data_o  = {304'd0, blk0, sbe[15:0], sblk[127:0]};
      end
      S_ST1: begin
        beat_kind_o  = RT_STORE;
        beat_index_o = 9'd1;
        beat_data_o  = {304'd0, blk0 + 64'd16, sbe[31:16], sblk[255:128]};
      end
      S_WB, S_FAST: begin   // (FAST: the write behind's, when wbv_q)
        beat_kind_o  = RT_VGPR;
        beat_index_o = vgpr_wreg_o;
        beat_mask_o  = RT_LANES'(bexec) << blane0[3:0];
        beat_data_o  = (32*RT_LANES)'(wout) << {blane0[3:0], 5'd0};
        if (wb_last) beat_pc_o = next_pc;
      end
      S_TRAP: begin
        beat_kind_o  = RT_TRAP;
        beat_index_o = 9'd2;   // unimplemented (GDS, or an op not here)
      end
      S_END: begin
        beat_kind_o = RT_END;
        beat_pc_o   = trap_q ? pc_q : next_pc;
        beat_data_o = {511'd0, scc_q};
      end
      default: ;
    endcase
    if (fbg) begin
      beat_kind_o  = RT_STORE;
      beat_pc_o    = fb_last ? next_pc : pc_q;
      beat_index_o = 9'd1;   // LDS
      beat_mask_o  = 16'd0;
      beat_data_o  = {304'd0, 47'd0, fblk, 4'd0, fsbe, fsdat};
    end
  end

  assign done_valid_o  = ((state_q == S_END && (!fbg || fb_last)) || wb_last) && beat_ready_i;
  assign done_wave_o   = wave_q;
  assign done_pc_o     = trap_q ? pc_q : next_pc;
  assign done_seq_o    = !trap_q;
  assign done_nwords_o = nwords_q;
  assign done_scc_o    = scc_q;
  assign done_end_o    = trap_q;
  assign safe_o        = (state_q != S_IDLE) && (state_q != S_INSN) && (state_q != S_TRAP) && !trap_q;
  assign fp_o          = {nres, r_vdst, nd1, r_data1, (lanewise ? 3'd1 : nd0), r_data0, 3'd1, r_addr};

  // ---- bank conflicts (timing only) ----
  // The LDS serves a half-wave (32 lanes, two quarters) per cycle; an
  // element goes to the bank of its first dword.  The half-wave's conflict
  // degree is the most distinct dword addresses any one bank gets from its
  // elements (read2/write2: each element; several lanes on one dword are a
  // broadcast and count once); it costs degree - 1 cycles (state BANK)
  // after the half-wave's lanes.  Results do not change.
  localparam int NSEEN = 2 * HWP * L;   // a half-wave's lanes x 2 elements
  localparam int DW_W  = LDS_ADDR_W - 2;
  reg  [DW_W*NSEEN-1:0] seen_q;    // the half-wave's distinct dwords so far
  reg  [6:0]            nseen_q;
  reg  [7*LDS_BANKS-1:0] bcnt_q;   // distinct dwords per bank
  reg  [6:0]            deg_q, bk_q;
  wire [DW_W-1:0]       el_dw  = phys[LDS_ADDR_W-1:2];
  wire [4:0]            el_bk  = el_dw[4:0];
  reg                   el_old;
  integer si;
  always @(*) begin
    el_old = 1'b0;
    for (si = 0; si < NSEEN; si = si + 1)
      if (si < {25'd0, nseen_q} && seen_q[DW_W*si +: DW_W] == el_dw) el_old = 1'b1;
  end
  wire        el_count = (state_q == S_LANE) && lact && (reads || writes) && inr && !el_old;
  wire [6:0]  el_cnt   = bcnt_q[7*el_bk +: 7] + 7'd1;
  // a half-wave starts with the first pass or the one after a half-wave's last
  wire        hw_begin = qbegin && ((state_q == S_EXECW || state_q == S_M0W) || hw_last);
  always @(posedge clk_i) begin
    bk_q <= (state_q == S_BANK) ? bk_q + 7'd1 : 7'd0;
    if (take || hw_begin) begin
      nseen_q <= 7'd0;
      bcnt_q  <= {7*LDS_BANKS{1'b0}};
      deg_q   <= 7'd0;
    end else if (el_count) begin
      for (int k = 0; k < NSEEN; k = k + 1)
        if (nseen_q == 7'(k)) seen_q[DW_W*k +: DW_W] <= el_dw;
      nseen_q <= nseen_q + 7'd1;
      for (int k = 0; k < LDS_BANKS; k = k + 1)
        if (el_bk == 5'(k)) bcnt_q[7*k +: 7] <= el_cnt;
      if (el_cnt > deg_q) deg_q <= el_cnt;
    end
  end

  // ---- control ----
  wire last_el   = !twoel || el_q;
  // after a quarter's lanes: its result writes, or the next quarter
  wire [4:0] after_lanes = (nres != 3'd0) ? S_WB : last_q ? S_END : S_QRD;
  // at the end of a half-wave's lanes: the bank conflicts' extra cycles first
  wire [4:0] after_lanes_b = (hw_last && deg_q > 7'd1) ? S_BANK : after_lanes;
  wire [4:0] qstart = rd_first_ok ? S_QRD : S_LANE;
  // the first quarter, its first read made during INSN (pf_q) or not
  wire [4:0] qstart0 = !pf_q ? qstart : rd_second_ok ? S_QRD : fkind ? S_FAST : S_LANE;
  always @(*) begin
    state_d = state_q;
    case (state_q)
      S_IDLE:  if (take) state_d = S_INSN;
      S_INSN:  if (beat_go)
        state_d = (gds || kind == DS_K_TRAP) ? S_TRAP : (kind == DS_K_NOP) ? S_END :
                  (exd_q || sgpr_gnt_i) ? S_EXECW : S_EXEC;
      S_EXEC:  if (sgpr_gnt_i) state_d = S_EXECW;
      S_EXECW: state_d = usem0 ? S_M0 : lanewise ? S_ROWA : qstart0;
      S_M0:    if (sgpr_gnt_i) state_d = S_M0W;
      S_M0W:   state_d = qstart;
      S_ROWA:  if (vgpr_gnt_i) state_d = S_ROWAW;
      S_ROWAW: state_d = (kind == DS_K_SWZ) ? S_WB : S_ROWD;
      S_ROWD:  if (vgpr_gnt_i) state_d = S_ROWDW;
      S_ROWDW: state_d = S_WB;
      // (reads back to back; the last one's data comes in QRDW)
      S_QRD:   if (vgpr_gnt_i) state_d = rd_next_ok ? S_QRD : S_QRDW;
      S_QRDW:  state_d = fkind ? S_FAST : S_LANE;
      S_FAST:  begin
        if (wb_hold) state_d = S_FAST;
        else if (fmis) state_d = S_LANE;
        else if (fdone) state_d = ovl_next ? S_FAST : (pfg && nres == 3'd0) ? S_QRD : after_lanes;
      end
      S_LANE:  begin
        if (lact) state_d = S_LRD;
        else if (ln_last) state_d = after_lanes_b;
      end
      S_LRD:   begin
        if (writes && inr_q) state_d = S_ST0;
        else if (last_el && ln_last) state_d = after_lanes_b;
        else state_d = S_LANE;
      end
      S_ST0:   if (beat_go) begin
        if (blk2) state_d = S_ST1;
        else if (last_el && ln_last) state_d = after_lanes_b;
        else state_d = S_LANE;
      end
      S_ST1:   if (beat_go) begin
        if (last_el && ln_last) state_d = after_lanes_b;
        else state_d = S_LANE;
      end
      S_WB:    if (beat_go && k_q + 3'd1 == nres)
        state_d = wb_last ? S_IDLE : last_q ? S_END : lanewise ? S_WB : ovl ? S_FAST : !pf_q ? qstart :
                  rd_second_ok ? S_QRD : S_FAST;
      S_BANK:  if (bk_q + 7'd2 >= deg_q) state_d = after_lanes;
      S_TRAP:  if (beat_go) state_d = S_END;
      S_END:   if (beat_go && (!fbg || fb_last)) state_d = S_IDLE;
      default: state_d = S_IDLE;
    endcase
  end

  wire in_lanes  = (state_q == S_LANE) || (state_q == S_LRD) || (state_q == S_ST0) || (state_q == S_ST1) ||
                   (state_q == S_BANK) || (state_q == S_FAST);
  wire lane_done = in_lanes && (state_d == S_QRD || state_d == S_END || state_d == S_WB);
  // (not while QRD waits for its grant)
  wire qbegin    = (state_d == S_QRD && state_q != S_QRDW && state_q != S_QRD) ||
                   (state_d == S_LANE && (state_q == S_EXECW || state_q == S_M0W || state_q == S_WB)) ||
                   (state_d == S_FAST && (state_q == S_WB || state_q == S_EXECW)) || ovl_next;

  always @(posedge clk_i) begin
    if (rst_i) begin
      state_q <= S_IDLE;
      trap_q  <= 1'b0;
      fcap_q  <= {NS{1'b0}};
      fbeat_q <= {NS{1'b0}};
      rdv_q   <= 1'b0;
      pf_q    <= 1'b0;
      exv_q   <= 1'b0;
      wbv_q   <= 1'b0;
      rowok_q <= 1'b0;
      rowcap_q <= 1'b0;
    end else begin
      if (ovl_next) wbv_q <= 1'b1;
      else if (wb_fire) wbv_q <= 1'b0;
      if (take) rowok_q <= 1'b0;
      else if (rdv_q && rowcap_q) rowok_q <= 1'b1;
      rowcap_q <= pfg && (state_q == S_INSN);
      exv_q <= exec_rd && sgpr_gnt_i;
      rdv_q <= (state_q == S_QRD && vgpr_gnt_i) || pfg;
      if (take || qbegin) pf_q <= 1'b0;
      else if (pfg) pf_q <= 1'b1;
      if (fgo && ffirst_q && writes) fbeat_q <= fval;
      else if (fbg && beat_ready_i) fbeat_q <= fbleft;
      fcap_q  <= (fgo && reads) ? fserve : {NS{1'b0}};
      state_q <= state_d;
      if (take) trap_q <= 1'b0;
      if (state_q == S_TRAP) trap_q <= 1'b1;
    end
  end

  // the packet, counters and buffers (no reset: written before use; the
  // data buffers are cleared when an instruction is taken, as it reads only
  // the dwords it has, and the rest reach the STORE beats as the bytes past
  // an element: zeros then, never X or an older instruction's data)
  always @(posedge clk_i) begin
    if (take) begin
      d0buf_q  <= {128*L{1'b0}};
      d1buf_q  <= {128*L{1'b0}};
      wave_q   <= wave_i;
      pc_q     <= pc_i;
      words_q  <= words_i;
      nwords_q <= nwords_i;
      op_q     <= op_i;
      scc_q    <= scc_i;
      accum_q  <= accum_i;
      base_q   <= lds_base_i;
      size_q   <= lds_size_i;
      q_q      <= {PASS_W{1'b0}};
    end
    if (take) exd_q <= 1'b0;
    else if (exec_rd && sgpr_gnt_i) exd_q <= 1'b1;
    if (exv_q) exec_q <= sgpr_rdata_i;
    if (state_q == S_M0W) m0_q <= sgpr_rdata_i[15:0];
    if (state_q == S_ROWAW) rowa_q <= vgpr_rrow_i;
    if (state_q == S_ROWDW) rowd_q <= vgpr_rrow_i;
    // a quarter starts: first read (unless it went out already), first
    // lane, results cleared
    if (qbegin && !pf_q) rd_q <= rd_first;
    if (state_q == S_QRD && vgpr_gnt_i) rd_q <= rd_next;
    if (pfg) rd_q <= rd_second;
    rdi_q <= pfg ? rd_first : rd_q;
    if ((lane_done && nres == 3'd0) || ovl_next) q_q <= q_q + 1'b1;
    if (qbegin) begin
      ln_q <= {LANE_W{1'b0}};
      el_q <= 1'b0;
      if (!ovl_next) res_q <= {128*L{1'b0}};   // (a pipelined quarter's results wait for the write behind)
    end
    if (ovl_next) wbq_q <= q_q;
    // the INSN cycle's read of a load's address brings its whole row
    if (rdv_q && rowcap_q) rowa_q <= vgpr_rrow_i;
    if (state_q == S_QRDW) begin
      ln_q <= {LANE_W{1'b0}};
      el_q <= 1'b0;
    end
    // read 0: the address; 1-4: data0 dwords; 5-8: data1 dwords (constant
    // slots with an enable each, rather than a shifted write)
    if (rdv_q)
      for (int i = 0; i < L; i = i + 1) begin
        if (rdi_q == 4'd0) abuf_q[32*i +: 32] <= vgpr_rdata_i[32*i +: 32];
        for (int j = 0; j < 4; j = j + 1) begin
          if (rdi_q == 4'(j + 1)) d0buf_q[128*i + 32*j +: 32] <= vgpr_rdata_i[32*i +: 32];
          if (rdi_q == 4'(j + 5)) d1buf_q[128*i + 32*j +: 32] <= vgpr_rdata_i[32*i +: 32];
        end
      end
    // next lane / element
    if ((state_q == S_LANE && !lact) || (state_q == S_LRD && !(writes && inr_q)) ||
        (state_q == S_ST0 && beat_go && !blk2) || (state_q == S_ST1 && beat_go)) begin
      if (state_q != S_LANE && !last_el) el_q <= 1'b1;
      else begin
        el_q <= 1'b0;
        ln_q <= ln_q + 1'b1;
      end
    end
    if (state_q == S_LANE) begin
      off_q  <= off;
      inr_q  <= inr;
      pofs_q <= phys[1:0];
      pdw_q  <= phys[LDS_ADDR_W-1:2];
    end
    if (state_q == S_LRD) begin
      sval_q <= wval;
      if (cnt) cnt_old_q <= old[31:0];
      for (int k = 0; k < L; k = k + 1)
        if (ln_q == LANE_W'(k)) begin
          if (kind == DS_K_AT) res_q[128*k +: 128] <= {64'd0, old};
          else if (rdtwo && el_q && wide) res_q[128*k + 64 +: 64] <= lval[63:0];
          else if (rdtwo && el_q) res_q[128*k + 32 +: 64] <= lval[63:0];
          else if (d16) res_q[128*k +: 128] <= {96'd0, dval};
          else if (reads) res_q[128*k +: 128] <= lval;
        end
    end
    // fast path: the pending slots and STORE beats; the read data a cycle
    // after the banks' read (WB takes the last cycle's from fbank; if that
    // was its only beat, the next quarter starts and res_q is cleared)
    ffirst_q <= (state_q != S_FAST) || fstall || ovl_next || (wb_hold && ffirst_q);
    if (fgo) fpend_q <= fleft;
    if (fgo) begin
      fcsh_q <= fsh;
      for (int s3 = 0; s3 < NS; s3 = s3 + 1)
        fcbk_q[FBK_W*s3 +: FBK_W] <= fdw[FDW_W*s3 +: FBK_W];
    end
    if (fgo && ffirst_q && writes) begin
      fbwo_q <= fwo;
      fbwd_q <= fwd;
      fbbm_q <= fbm;
    end
    // (the write behind takes the last captures itself and clears res_q
    // for the quarter being served; a pipelined quarter's end keeps them)
    for (int s2 = 0; s2 < NS; s2 = s2 + 1)
      if (fcap_q[s2] && (!qbegin || ovl_next) && !wb_fire) res_q[32*s2 +: 32] <= fslot_rd[32*s2 +: 32];
    if (wb_fire) res_q <= {128*L{1'b0}};
    if (take || state_q != S_WB) k_q <= 3'd0;
    else if (beat_go) begin
      k_q <= (k_q + 3'd1 == nres) ? 3'd0 : k_q + 3'd1;
      if (k_q + 3'd1 == nres) q_q <= q_q + 1'b1;
    end
  end

  // LDS physical addresses: a window lies inside the LDS, so their bits at or
  // above LDS_ADDR_W are zero (the sums keep 17 bits for the range checks)
  wire unused = &{1'b0, f_p[16:LDS_ADDR_W], f_w[31:17], f_w[1:0], info_data_i[63:60], info_data_i[55:49], pk_off_q[16:LDS_ADDR_W], pk_off_q[1:0], accum_q[9], w0[31:26], w0[24:17], phys[16:LDS_ADDR_W], rwin[159:128], fl_phys[16:LDS_ADDR_W], fl_rwin[159:128], p_a[31:8], p_a[1:0], p_t[1:0]};
endmodule
