// gcn_lsu: the load/store unit.  Takes one SMEM, MUBUF, GLOBAL, SCRATCH or
// FLAT instruction packet at a time (docs/rtl-microarch.md), reads its addresses, descriptor and
// store data through the register-file read ports, sends one dm_* request
// per 16-byte block a lane (or a scalar load) touches -- loads and stores of
// one component a lane one per group of up to 4 consecutive lanes of a
// quarter whose bytes lie in one block (below) --, retires the
// instruction and hands the wave back.  Load data comes back later through
// gcn_lsu_ret (write port B + LATE beats); gcn_waitcnt keeps the per-wave
// vmcnt / lgkmcnt that s_waitcnt (in the SALU) waits on.
// A quarter here is a quarter-wave (16 lanes) in every configuration: the
// VGPR file returns it whatever LANES_PER_SIMD is (rquad_o) and its port B
// takes the return engine's writes by quarter-wave.
//
// Beat order: loads and atomics send every request first and retire
// (INSN, END) after, so that no LATE beat of older loads is held behind an
// open instruction while this one waits for tags.  Stores send INSN first
// (their STORE beats belong inside the instruction) and only start when at
// least 2 x 64 tags are free, the most one instruction can use, so they
// never wait for a tag while the instruction is open.  FLAT atomics take
// the store order too: a lane in the LDS aperture sends STORE beats.
//
// FLAT: each lane picks its space by aperture (SH_MEM_BASES, shm_q): global
// lanes go as GLOBAL ones, private lanes as SCRATCH ones (swizzled from
// flat_scratch), shared lanes to the LDS through gcn_ds's FLAT port (one
// access, old bytes back at once, written into a tag like a response).
//
// The register file read ports are shared with the other units: a read
// step is done (and its data taken the next cycle) only in a cycle its
// grant (sgpr_gnt_i / vgpr_gnt_i) is high; until then it is offered again.
//
//   IDLE -> [GLOBAL: per quarter: address VGPRs, CHK (shared aperture)]
//        -> reads (EXEC, SGPR bases, per quarter: address and data VGPRs)
//        -> per active lane or group: request (split in two at a block
//           boundary) [STORE beat] -> INSN -> END (done)
// A GLOBAL lane in the shared aperture is a memory violation at the
// instruction: every active lane is checked before the first request (the
// CHK pass); a hit sends INSN, TRAP (cause 3), END and ends the wave.
// A 64-bit FLAT atomic on a private address spans two swizzled scratch
// elements: a read-modify-write of the lane (RL, RW, RS, RR).
// s_memtime / s_memrealtime write the cycle counter through SGPR port A;
// the s_dcache_* cache controls retire as no-ops (no cache to control).
module gcn_lsu #(
  `include "gcn_config.vh"
  ,
  `include "gcn_isa.vh"
) (
  input  wire                 clk_i,
  input  wire                 rst_i,

  // instruction packet
  input  wire                 pkt_valid_i,
  output wire                 pkt_ready_o,
  input  wire [WAVE_ID_W-1:0] pkt_wave_i,
  input  wire [63:0]          pkt_pc_i,
  input  wire [95:0]          pkt_words_i,
  input  wire [1:0]           pkt_nwords_i,
  input  wire [OP_ID_W-1:0]   pkt_op_i,
  input  wire                 pkt_scc_i,
  input  wire [9:0]           pkt_accum_i,
  input  wire [16:0]          pkt_lds_base_i,
  input  wire [16:0]          pkt_lds_size_i,

  // SH_MEM_BASES (docs/rtl-interfaces.md): {shared aperture[63:32], private
  // aperture[63:32]}, 0 = none; written by the init channel
  input  wire                 shm_we_i,
  input  wire [63:0]          shm_data_i,
  output wire [63:0]          shm_o,
  // the wave's private bytes per lane (WAVE_INFO word 5; 0: unchecked)
  input  wire                 spl_we_i,
  input  wire [WAVE_ID_W-1:0] spl_wave_i,
  input  wire [31:0]          spl_data_i,

  // FLAT lanes in the shared aperture go to the LDS (gcn_ds)
  output wire                 fl_valid_o,
  input  wire                 fl_ready_i,
  output wire [16:0]          fl_base_o,
  output wire [16:0]          fl_size_o,
  output wire [31:0]          fl_off_o,
  output wire [4:0]           fl_nb_o,
  output wire                 fl_rd_o,
  output wire                 fl_wr_o,
  output wire [4:0]           fl_atop_o,
  output wire [127:0]         fl_data_o,
  input  wire                 fl_done_i,
  input  wire                 fl_inr_i,
  input  wire [127:0]         fl_rdata_i,
  input  wire [127:0]         fl_wval_i,

  // SGPR file: read port, write port A
  output reg                  sgpr_re_o,
  output wire [WAVE_ID_W-1:0] sgpr_rwave_o,
  output reg  [6:0]           sgpr_rcode_o,
  input  wire [63:0]          sgpr_rdata_i,
  input  wire                 sgpr_gnt_i,     // the read offered now is done
  output wire                 sgpr_we_lo_o,
  output wire                 sgpr_we_hi_o,
  output wire [WAVE_ID_W-1:0] sgpr_wwave_o,
  output wire [6:0]           sgpr_wcode_o,
  output wire [63:0]          sgpr_wdata_o,
  // SGPR file write port B (return engine)
  output wire                 sgpr_b_we_o,
  output wire [WAVE_ID_W-1:0] sgpr_b_wwave_o,
  output wire [6:0]           sgpr_b_wcode_o,
  output wire [63:0]          sgpr_b_wdata_o,
  input  wire                 sgpr_b_ready_i,

  // VGPR file: read port, write port B (return engine)
  output reg                  vgpr_re_o,
  output wire [WAVE_ID_W-1:0] vgpr_rwave_o,
  output reg  [8:0]           vgpr_rreg_o,
  output wire [1:0]           vgpr_rquarter_o,
  input  wire [511:0]         vgpr_rdata_i,
  input  wire                 vgpr_gnt_i,     // the read offered now is done
  output wire                 vgpr_b_we_o,
  output wire [WAVE_ID_W-1:0] vgpr_b_wwave_o,
  output wire [8:0]           vgpr_b_wreg_o,
  output wire [1:0]           vgpr_b_wquarter_o,
  output wire [15:0]          vgpr_b_wmask_o,
  output wire [511:0]         vgpr_b_wdata_o,
  input  wire                 vgpr_b_ready_i,

  // beats of the instruction
  output wire                 beat_valid_o,
  input  wire                 beat_ready_i,
  output reg  [2:0]           beat_kind_o,
  output wire [WAVE_ID_W-1:0] beat_wave_o,
  output reg  [63:0]          beat_pc_o,
  output reg  [8:0]           beat_index_o,
  output wire [1:0]           beat_quarter_o,
  output wire [15:0]          beat_mask_o,
  output reg  [511:0]         beat_data_o,
  // late beats (return engine)
  output wire                 late_valid_o,
  input  wire                 late_ready_i,
  output wire [2:0]           late_kind_o,
  output wire [WAVE_ID_W-1:0] late_wave_o,
  output wire [8:0]           late_index_o,
  output wire [1:0]           late_quarter_o,
  output wire [15:0]          late_mask_o,
  output wire [511:0]         late_data_o,

  // the wave goes back to the wavepool
  output wire                 done_valid_o,
  output wire [WAVE_ID_W-1:0] done_wave_o,
  output wire [63:0]          done_pc_o,
  output wire                 done_seq_o,
  output wire [1:0]           done_nwords_o,
  output wire                 done_scc_o,
  output wire                 done_end_o,
  // gcn_issue's scoreboard: the instruction can no longer trap (SMEM, and
  // GLOBAL once its aperture check is through; BUFFER, SCRATCH and FLAT may
  // trap at their last lane), and the VGPRs it uses, 4 x {first, count}:
  // the address pair, the data, the destination (a load's, written late)
  output wire                 safe_o,
  output wire [47:0]          fp_o,

  // data memory
  output wire                 dm_req_valid_o,
  input  wire                 dm_req_ready_i,
  output wire [TAG_W-1:0]     dm_req_tag_o,
  output reg  [4:0]           dm_req_op_o,
  output reg  [63:0]          dm_req_addr_o,
  output reg  [15:0]          dm_req_be_o,
  output reg  [127:0]         dm_req_wdata_o,
  input  wire                 dm_rsp_valid_i,
  output wire                 dm_rsp_ready_o,
  input  wire [TAG_W-1:0]     dm_rsp_tag_i,
  input  wire [127:0]         dm_rsp_rdata_i,
  input  wire                 dm_rsp_err_i,

  // counters for s_waitcnt
  output wire [6*NUM_WAVES-1:0] vmcnt_o,
  output wire [4*NUM_WAVES-1:0] lgkmcnt_o
);
  localparam int NIT  = 16;
  localparam int IT_W = 4;
  localparam [2:0] RT_INSN = 3'd0, RT_SGPR = 3'd1, RT_STORE = 3'd3, RT_END = 3'd7;
  // instruction classes LSU_C_*, addressing modes LSU_M_*, dm ops DM_*: gcn_isa.vh
  localparam [4:0] S_IDLE = 5'd0, S_RD = 5'd1, S_SCALC = 5'd2, S_SREQ = 5'd3, S_QRD = 5'd4, S_LANE = 5'd5,
                   S_REQ1 = 5'd6, S_ST1 = 5'd7, S_REQ2 = 5'd8, S_ST2 = 5'd9, S_INSN = 5'd10, S_SG0 = 5'd11,
                   S_SG1 = 5'd12, S_END = 5'd13, S_STWAIT = 5'd14, S_TRAP = 5'd15,
                   S_LDS = 5'd16, S_LDSW = 5'd17, S_CHK = 5'd18, S_RL = 5'd19, S_RW = 5'd20,
                   S_RS = 5'd21, S_RR = 5'd22, S_SST = 5'd23;
  localparam [2:0] RT_TRAP = 3'd6;

  // ---- what an op does: the generated op table (rtl/gen/gcn_lsu_rom.v, from
  // the instruction table; its header explains the fields) ----
  wire [2:0] p_cls;
  wire [4:0] p_ndw;      // SMEM dwords (1..16), vector registers (1..4)
  wire [4:0] p_bytes;    // vector: bytes per lane
  wire [2:0] p_ext;      // sub-dword loads: 1 u8, 2 i8, 3 u16, 4 i16
  wire       p_sbuf;     // s_buffer_*
  wire [4:0] p_atop;     // dm op of an atomic
  wire       p_at64, p_cmp;
  wire [1:0] p_mode;     // vector addressing: GLOBAL, MUBUF, SCRATCH, FLAT
  wire       p_hi;       // stores: the register's high half; d16 loads: into the high half
  wire       p_d16;      // d16 load: 16 bits into one half of vdst, the other half kept
  wire       p_scr;      // s_scratch_*: the SGPR offset counts 64 bytes a unit
  wire [2:0] p_fmt;      // a format (typed) buffer access of p_fmt components (0: not one)
  gcn_lsu_rom u_rom (
    .op_i   (pkt_op_i),
    .cls_o  (p_cls),
    .ndw_o  (p_ndw),
    .bytes_o(p_bytes),
    .ext_o  (p_ext),
    .sbuf_o (p_sbuf),
    .atop_o (p_atop),
    .at64_o (p_at64),
    .cmp_o  (p_cmp),
    .mode_o (p_mode),
    .hi_o   (p_hi),
    .d16_o  (p_d16),
    .scr_o  (p_scr),
    .fmt_o  (p_fmt)
  );

  // ---- the instruction, latched at take ----
  reg [4:0]           st_q, st_d;
  reg [WAVE_ID_W-1:0] wave_q;
  reg [63:0]          pc_q;
  reg [63:0]          w_q;          // the two instruction dwords
  reg [1:0]           nwords_q;
  reg                 scc_q;
  reg [9:0]           accum_q;
  reg [2:0]           cls_q;
  reg [4:0]           ndw_q, bytes_q, atop_q;
  reg [2:0]           ext_q;
  reg                 sbuf_q, at64_q, cmp_q;
  reg [1:0]           mode_q;
  reg                 hi_q;
  reg [1:0]           comp_q;       // MUBUF / SCRATCH: the dword component of the lane
  reg [IT_W-1:0]      it_q;
  reg                 trap_q;
  reg                 d16_q;        // d16 load (hi_q: into the high half)
  reg                 scr_q;        // s_scratch_*
  reg  [2:0]          fmt_q;        // a format access: its components (0: not one)
  reg                 mt_q;         // MTBUF (the format in the instruction, no lds bit)
  reg                 ifirst_q;     // INSN before the lanes: stores, FLAT atomics (LDS STORE beats)
  reg [16:0]          lbase_q, lsize_q;   // the workgroup's LDS window (FLAT lanes in the shared aperture)
  reg                 chk_q;        // GLOBAL: the aperture check pass over the quarters' addresses
  reg                 ap_q;         // GLOBAL: an active lane addresses the shared aperture (trap, cause 3)

  // SH_MEM_BASES: the apertures' high dwords {shared, private}
  reg [63:0]          shm_q;
  always @(posedge clk_i) begin
    if (rst_i) shm_q <= 64'd0;
    else if (shm_we_i) shm_q <= shm_data_i;
  end
  assign shm_o = shm_q;

  // per wave: scratch bytes per lane (sem_flat.c scratch_lane: an access
  // past it is out of range, read 0, not written)
  reg [32*NUM_WAVES-1:0] spl_q;
  reg [31:0]             spl_cur_q;   // the instruction's wave's
  always @(posedge clk_i) begin
    if (rst_i) spl_q <= {32*NUM_WAVES{1'b0}};
    else if (spl_we_i) spl_q[32*spl_wave_i +: 32] <= spl_data_i;
  end
  // the lds bit (load into LDS) is not implemented: such an encoding traps as
  // unimplemented (cause 2) instead of loading into VGPRs
  // (MUBUF: bit 16; there bit 13 is idxen).  A MUBUF soffset that is neither
  // an SGPR nor an integer inline constant (literal, float constants,
  // apertures) is not implemented either.
  // a vector memory class (loads, stores, atomics on VGPRs)
  function automatic is_vec(input [2:0] cls);
    is_vec = (cls == LSU_C_VLD) || (cls == LSU_C_VST) || (cls == LSU_C_VAT);
  endfunction
  wire p_vec  = is_vec(p_cls);
  wire p_mt   = (pkt_words_i[31:26] == 6'b111010);     // MTBUF: bit 16 is an opcode bit
  wire p_trap = p_vec && ((p_mode == LSU_M_BUF) ? ((pkt_words_i[16] && !p_mt) || (pkt_words_i[63] && pkt_words_i[63:56] > 8'd208))
                                            : pkt_words_i[13]);
  wire [2:0] p_cls_x = p_trap ? LSU_C_SNOP : p_cls;
  // INSN goes out before the lanes for stores (STORE beats) and FLAT
  // atomics (an LDS lane's atomic sends STORE beats too)
  wire       p_ifirst = (p_cls_x == LSU_C_VST) || (p_cls_x == LSU_C_SST) || (p_cls_x == LSU_C_VAT && p_mode == LSU_M_FLT);
  // SMEM classes: loads, stores, atomics (read the base pair first)
  function automatic is_smem(input [2:0] cls);
    is_smem = (cls == LSU_C_SLD) || (cls == LSU_C_SST) || (cls == LSU_C_SAT);
  endfunction
  wire       p_smem = is_smem(p_cls);
  // the SMEM encoding: its cache controls and s_memtime count on lgkmcnt, the
  // vector-memory cache controls (buffer_wbl2, buffer_wbinvl1, ...) on vmcnt,
  // as LLVM's s_waitcnt after them expects (docs/units/lsu.md)
  wire       p_sfam = pkt_words_i[31:26] == 6'b110000;
  wire       smem_q = is_smem(cls_q);

  wire take = pkt_valid_i && pkt_ready_o;

  // register hazards: load data returns after the load retired, so a vector
  // memory instruction that reads or overwrites a VGPR an older load of its
  // wave still owes waits until that load has left the waitcnt FIFO (ranges
  // {n, first}: vaddr pair, data registers, destination registers)
  wire [8:0] pk_accb  = pkt_words_i[55] ? pkt_accum_i[8:0] : 9'd0;
  wire [8:0] pk_vaddr = {1'b0, pkt_words_i[39:32]};
  wire [8:0] pk_vdata = {1'b0, pkt_words_i[47:40]} + pk_accb;
  wire [8:0] pk_vdst  = (p_mode == LSU_M_BUF) ? pk_vdata : {1'b0, pkt_words_i[63:56]} + pk_accb;
  wire       pk_glc   = (p_mode == LSU_M_BUF) ? pkt_words_i[14] : pkt_words_i[16];
  wire [2:0] pk_at    = {1'b0, p_at64, !p_at64};
  wire [2:0] pk_ndata = (p_cls == LSU_C_VST) ? p_ndw[2:0] : (p_cls == LSU_C_VAT) ? (pk_at << p_cmp) : 3'd0;
  wire [2:0] pk_ndst  = (p_cls == LSU_C_VLD) ? p_ndw[2:0] : (p_cls == LSU_C_VAT && pk_glc) ? pk_at : 3'd0;
  wire       pk_haz;

  // SMEM fields
  wire [6:0]  s_sbase = {w_q[5:0], 1'b0};
  wire [6:0]  s_sdata = w_q[12:6];
  wire        s_soe   = w_q[14];
  wire        s_imm   = w_q[17];
  wire [6:0]  s_soff  = s_soe ? w_q[63:57] : w_q[38:32];
  wire        s_need_soff = s_soe || !s_imm;
  // GLOBAL fields
  wire [12:0] g_off   = w_q[12:0];
  wire        g_glc   = w_q[16];
  wire [7:0]  g_vaddr = w_q[39:32];
  wire [7:0]  g_vdata = w_q[47:40];
  wire [6:0]  g_saddr = w_q[54:48];
  wire        g_acc   = w_q[55];
  wire [7:0]  g_vdst  = w_q[63:56];
  wire        g_soff  = (g_saddr == 7'h7f);   // saddr off: 64-bit VGPR address
  wire [8:0]  g_data_reg = g_acc ? accum_q[8:0] + {1'b0, g_vdata} : {1'b0, g_vdata};
  // MUBUF returns to vdata, GLOBAL / SCRATCH to vdst
  wire [7:0]  g_dst = (mode_q == LSU_M_BUF) ? g_vdata : g_vdst;
  wire [8:0]  g_dst_reg  = g_acc ? accum_q[8:0] + {1'b0, g_dst} : {1'b0, g_dst};
  // MUBUF fields (cmodel decode_mem.c buffer_common)
  wire [11:0] b_ioff   = w_q[11:0];
  wire        b_offen  = w_q[12];
  wire        b_idxen  = w_q[13];
  wire        b_glc    = w_q[14];
  wire [6:0]  b_srsrc  = {w_q[52:48], 2'b00};
  wire [7:0]  b_soffset = w_q[63:56];
  // SCRATCH: a 32-bit SGPR offset (off: the VGPR; null: 0)
  wire        c_vof  = (g_saddr == 7'h7f);
  wire        c_null = (g_saddr == 7'h7d);
  // registers of vector data read per quarter: stores ndw, atomics 1/2 (+ compare)
  // (d16 loads read vdst: the half they keep; a d16 format load all of it)
  // (SMEM stores and atomics: the sdata SGPRs' dwords, read as pairs)
  wire [2:0]  n_data = (cls_q == LSU_C_VST || cls_q == LSU_C_SST) ? ndw_q[2:0] : (cls_q == LSU_C_VLD && d16_q) ? ndw_q[2:0] :
                       (cls_q == LSU_C_VAT || cls_q == LSU_C_SAT) ? ({1'b0, at64_q, !at64_q} << cmp_q) : 3'd0;
  wire        at_ret = (cls_q == LSU_C_VAT) && ((mode_q == LSU_M_BUF) ? b_glc : g_glc);

  // ---- register reads: a list of steps; the data of step k arrives in step k+1 ----
  reg [3:0]   rstep_q;       // the read being issued
  reg [3:0]   rcap_q;        // the read whose data arrives this cycle (0: none)
  reg [1:0]   q_q;           // quarter
  reg [63:0]  exec_q, base_q, desc_q, saddr_q;
  reg [31:0]  soff_q;
  reg [511:0] alo_q, ahi_q;
  reg [2047:0] dat_q;        // data VGPRs 0..3 of the quarter, 512 bits each
  reg [127:0]  sdat_q;       // SMEM stores and atomics: sdata..sdata+3
  // read steps: 1 EXEC, 2 base pair / saddr pair, 3 descriptor dwords 2-3, 4 soffset,
  // 5 vaddr lo, 6 vaddr hi, 7..10 data 0..3; 0 nothing
  localparam [3:0] R_NONE = 4'd0, R_EXEC = 4'd1, R_BASE = 4'd2, R_DESC = 4'd3, R_SOFF = 4'd4,
                   R_ALO = 4'd5, R_AHI = 4'd6, R_D0 = 4'd7, R_END = 4'd11;

  // whether read step k is needed, and the next needed step after k (R_END: none left)
  function automatic need_read(input [3:0] k, input [2:0] cls, input [1:0] mode, input sbuf,
                               input need_soff, input soff, input [2:0] nd, input first_q,
                               input offen, input idxen, input bsoff_sgpr, input cvof, input cnull);
    begin
      need_read = 1'b0;
      if (cls == LSU_C_SLD || cls == LSU_C_SST || cls == LSU_C_SAT) begin
        case (k)
          R_BASE: need_read = 1'b1;
          R_DESC: need_read = sbuf;
          R_SOFF: need_read = need_soff;
          R_D0:   need_read = nd != 3'd0;          // sdata, sdata+1
          R_D0 + 4'd1: need_read = nd > 3'd2;      // sdata+2, sdata+3
          default: need_read = 1'b0;
        endcase
      end else if (k >= R_D0 && k < R_END) begin
        need_read = ({1'b0, k - R_D0} < {2'b0, nd});
      end else begin
        case (mode)
          LSU_M_BUF: case (k)
            R_EXEC, R_BASE, R_DESC: need_read = first_q;
            R_SOFF: need_read = first_q && bsoff_sgpr;
            R_ALO:  need_read = offen || idxen;
            R_AHI:  need_read = offen && idxen;
            default: need_read = 1'b0;
          endcase
          LSU_M_FLT: case (k)       // EXEC and flat_scratch once, the vaddr pair per quarter
            R_EXEC, R_BASE: need_read = first_q;
            R_ALO, R_AHI: need_read = 1'b1;
            default: need_read = 1'b0;
          endcase
          LSU_M_SCR: case (k)
            R_EXEC, R_BASE: need_read = first_q;
            R_SOFF: need_read = first_q && !cvof && !cnull;
            R_ALO:  need_read = cvof;
            default: need_read = 1'b0;
          endcase
          default: case (k)     // GLOBAL: EXEC and saddr once, then per quarter
            R_EXEC: need_read = first_q;
            R_BASE: need_read = first_q && !soff;
            R_ALO:  need_read = 1'b1;
            R_AHI:  need_read = soff;
            default: need_read = 1'b0;
          endcase
        endcase
      end
    end
  endfunction

  wire [3:0] rd_base = (st_q == S_IDLE) ? R_NONE : rstep_q;
  reg  [3:0] rnext;          // the next needed read after rstep_q
  reg  [3:0] qfirst;         // the first needed read of a later quarter
  integer ri;
  always @(*) begin
    rnext  = R_END;
    qfirst = R_END;
    for (ri = 11; ri >= 1; ri = ri - 1) begin
      if (ri[3:0] > rd_base && need_read(ri[3:0], cls_q, mode_q, sbuf_q, s_need_soff, g_soff, chk_q ? 3'd0 : n_data,
                                         q_q == 2'd0, b_offen, b_idxen, !b_soffset[7], c_vof, c_null))
        rnext = ri[3:0];
      if (ri[3:0] >= R_ALO && need_read(ri[3:0], cls_q, mode_q, sbuf_q, s_need_soff, g_soff, n_data,
                                         1'b0, b_offen, b_idxen, !b_soffset[7], c_vof, c_null))
        qfirst = ri[3:0];
    end
  end

  always @(*) begin
    sgpr_re_o    = 1'b0;
    sgpr_rcode_o = 7'd0;
    vgpr_re_o    = 1'b0;
    vgpr_rreg_o  = 9'd0;
    if (st_q == S_RD || st_q == S_QRD) begin
      case (rstep_q)
        R_EXEC: begin sgpr_re_o = 1'b1; sgpr_rcode_o = 7'd126; end
        R_BASE: begin
          sgpr_re_o = 1'b1;
          sgpr_rcode_o = smem_q ? s_sbase : (mode_q == LSU_M_BUF) ? b_srsrc :
                         (mode_q == LSU_M_SCR || mode_q == LSU_M_FLT) ? 7'd102 : g_saddr;   // 102: flat_scratch
        end
        R_DESC: begin sgpr_re_o = 1'b1; sgpr_rcode_o = (smem_q ? s_sbase : b_srsrc) + 7'd2; end
        R_SOFF: begin
          sgpr_re_o = 1'b1;
          sgpr_rcode_o = smem_q ? s_soff : (mode_q == LSU_M_BUF) ? b_soffset[6:0] : g_saddr;
        end
        R_ALO:  begin vgpr_re_o = 1'b1; vgpr_rreg_o = {1'b0, g_vaddr}; end
        R_AHI:  begin vgpr_re_o = 1'b1; vgpr_rreg_o = {1'b0, g_vaddr} + 9'd1; end
        R_D0, R_D0 + 4'd1, R_D0 + 4'd2, R_D0 + 4'd3: begin
          if (smem_q) begin   // SMEM data: SGPR pairs at sdata, sdata+2
            sgpr_re_o = 1'b1;
            sgpr_rcode_o = s_sdata + {2'd0, rstep_q[0] ? 4'd0 : 4'd2};   // R_D0 is odd
          end else begin
            vgpr_re_o = 1'b1;
            vgpr_rreg_o = (d16_q ? g_dst_reg : g_data_reg) + {5'd0, rstep_q - R_D0};
          end
        end
        default: ;
      endcase
    end
  end
  assign sgpr_rwave_o    = wave_q;
  assign vgpr_rwave_o    = wave_q;
  // the read step offered now is done (a step reads one port, or neither)
  wire rd_gnt = (!sgpr_re_o || sgpr_gnt_i) && (!vgpr_re_o || vgpr_gnt_i);
  assign vgpr_rquarter_o = q_q;

  // the data registers are cleared when an instruction is taken: it reads
  // only the dwords it has, and the rest reach the request's data (bytes not
  // enabled, a load's, an atomic's compare value) as zeros, never X or an
  // older instruction's data
  always @(posedge clk_i) begin
    if (take) begin
      dat_q  <= 2048'd0;
      sdat_q <= 128'd0;
    end
    case (rcap_q)
      R_EXEC: exec_q <= sgpr_rdata_i;
      R_BASE: begin base_q <= sgpr_rdata_i; saddr_q <= sgpr_rdata_i; end
      R_DESC: desc_q <= sgpr_rdata_i;
      R_SOFF: soff_q <= sgpr_rdata_i[31:0];
      R_ALO:  alo_q <= vgpr_rdata_i;
      R_AHI:  ahi_q <= vgpr_rdata_i;
      R_D0:          begin dat_q[511:0] <= vgpr_rdata_i; sdat_q[63:0] <= sgpr_rdata_i; end
      R_D0 + 4'd1:   begin dat_q[1023:512] <= vgpr_rdata_i; sdat_q[127:64] <= sgpr_rdata_i; end
      R_D0 + 4'd2:   dat_q[1535:1024] <= vgpr_rdata_i;
      R_D0 + 4'd3:   dat_q[2047:1536] <= vgpr_rdata_i;
      default: ;
    endcase
  end

  // ---- SMEM address (ISA 7.2; cmodel sem_smem.c) ----
  wire [63:0] s_immoff = {{43{w_q[52]}}, w_q[52:32]};       // 21-bit signed
  // (s_scratch_*: the SGPR offset in units of 64 bytes)
  wire [63:0] s_soffv = scr_q ? {26'd0, soff_q, 6'd0} : {32'd0, soff_q};
  wire [63:0] s_off = (s_imm ? s_immoff : 64'd0) + (s_need_soff ? s_soffv : 64'd0);
  // buffer: base = V#.base & ~3, range num_records bytes (x stride when non-zero)
  wire [63:0] s_bbase = {16'd0, base_q[47:2], 2'b00};
  wire [47:0] s_limit = (base_q[63:48] == 16'd0) ? {16'd0, desc_q[31:0]} : desc_q[31:0] * base_q[63:48];
  wire [63:0] s_addr_abs = base_q + s_off;
  reg  [63:0] saddr0_q;   // first dword: absolute, or relative to the buffer base
  reg  [4:0]  sdone_q;    // dwords requested
  wire [63:0] s_rel  = saddr0_q + {57'd0, sdone_q, 2'b00};
  wire [63:0] s_addr = sbuf_q ? s_bbase + s_rel : s_rel;
  wire [1:0]  s_pos  = s_addr[3:2];
  wire [4:0]  s_left = ndw_q - sdone_q;
  wire [2:0]  s_room = 3'd4 - {1'b0, s_pos};
  wire [2:0]  s_n    = (s_left < {2'd0, s_room}) ? s_left[2:0] : s_room;
  reg  [3:0]  s_zm;       // dwords of this block out of the buffer's range
  reg  [15:0] s_be;
  integer j;
  always @(*) begin
    s_zm = 4'd0;
    s_be = 16'd0;
    for (j = 0; j < 4; j = j + 1) begin
      if (j < s_n) begin
        if (sbuf_q && (s_rel + 64'd4 * j + 64'd4 > {16'd0, s_limit})) s_zm[j] = 1'b1;
        else s_be[4*(j + {30'd0, s_pos}) +: 4] = 4'hf;
      end
    end
  end

  // SMEM stores: the dwords of this block at their block position
  wire [127:0] s_sh   = sdat_q >> {sdone_q[1:0], 5'd0};
  wire [127:0] s_wd   = s_sh << {s_pos, 5'd0};
  // SMEM atomics (sem_smem.c smem_atomic): the operand(s) unshifted, cmpswap's
  // compare value after the new value; a buffer atomic whose bytes pass
  // num_records does nothing (glc: returns 0; a request without byte enables)
  wire         s_glc  = w_q[16];
  wire [63:0]  s_src  = at64_q ? sdat_q[63:0] : {32'd0, sdat_q[31:0]};
  wire [63:0]  s_cmp  = at64_q ? sdat_q[127:64] : {32'd0, sdat_q[63:32]};
  wire         s_aoor = sbuf_q && (s_rel + (at64_q ? 64'd8 : 64'd4) > {16'd0, s_limit});
  wire [15:0]  s_abe  = s_aoor ? 16'd0 : (at64_q ? 16'h00ff : 16'h000f) << s_addr[3:0];

  // ---- vector lane address (GLOBAL; cmodel sem_flat.c) ----
  reg  [3:0]   lane_q;
  wire [5:0]   lane = {q_q, lane_q};
  wire [31:0]  a_lo = alo_q[{lane_q, 5'd0} +: 32];
  wire [31:0]  a_hi = ahi_q[{lane_q, 5'd0} +: 32];
  wire [63:0]  g_soff64 = {{51{g_off[12]}}, g_off};
  // a GLOBAL lane's address: the VGPR pair + offset, or saddr + the VGPR + offset
  function automatic [63:0] glob_addr(input vpair, input [63:0] sbase, input [63:0] off,
                                      input [31:0] lo, input [31:0] hi);
    glob_addr = vpair ? {hi, lo} + off : sbase + {32'd0, lo} + off;
  endfunction
  wire [63:0]  g_addr = glob_addr(g_soff, saddr_q, g_soff64, a_lo, a_hi);
  // an address in an aperture (its high dword; a zero base is no aperture)
  function automatic in_ap(input [31:0] addr_hi, input [31:0] base_hi);
    in_ap = (base_hi != 32'd0) && (addr_hi == base_hi);
  endfunction

  // GLOBAL: an active lane in the shared aperture is a memory violation at
  // the instruction (sem_flat.c flat_lanes): a first pass (chk_q) reads each
  // quarter's address VGPRs and checks its 16 lanes at once (S_CHK) before
  // any request goes out
  reg  [15:0]  ap_hit;
  reg  [63:0]  ap_a;
  integer ai;
  always @(*) begin
    ap_hit = 16'd0;
    ap_a   = 64'd0;
    for (ai = 0; ai < 16; ai = ai + 1) begin
      ap_a = glob_addr(g_soff, saddr_q, g_soff64, alo_q[32*ai +: 32], ahi_q[32*ai +: 32]);
      ap_hit[ai] = exec_q[16*q_q + ai] && in_ap(ap_a[63:32], shm_q[63:32]);
    end
  end

  // MUBUF (cmodel sem_buffer.c buffer_lanes; ISA 8.1.5, 8.1.8).  V# dwords
  // 0-1 in base_q, 2-3 in desc_q.
  wire [31:0]  b_d1 = base_q[63:32];
  wire [31:0]  b_d3 = desc_q[63:32];
  wire [63:0]  b_base = {16'd0, b_d1[15:0], base_q[31:0]};
  wire         b_addtid = b_d3[23];
  // with add_tid, non-format MUBUF takes stride[17:14] from DATA_FORMAT
  wire [17:0]  b_stride = {(b_addtid && fmt_q == 3'd0) ? b_d3[18:15] : 4'd0, b_d1[29:16]};
  wire         b_swz = b_d1[31];
  wire [2:0]   b_ish = 3'd3 + {1'b0, b_d3[22:21]};        // log2 index stride
  // soffset: an SGPR (null reads 0) or an integer inline constant
  wire [31:0]  b_soff = !b_soffset[7] ? ((b_soffset == 8'd125) ? 32'd0 : soff_q) :
                        (b_soffset <= 8'd192) ? {24'd0, b_soffset - 8'd128} : 32'd192 - {24'd0, b_soffset};
  wire [31:0]  b_index = (b_idxen ? a_lo : 32'd0) + (b_addtid ? {26'd0, lane} : 32'd0);
  // (the functions below take everything they read as arguments: a
  // continuous assignment is re-evaluated only when its arguments change)
  // a lane's offset: offen its VGPR (the second one with idxen), plus the immediate
  function automatic [31:0] buf_off(input offen, input idxen, input [11:0] ioff, input [31:0] lo, input [31:0] hi);
    buf_off = (offen ? (idxen ? hi : lo) : 32'd0) + {20'd0, ioff};
  endfunction
  wire [31:0]  b_offset = buf_off(b_offen, b_idxen, b_ioff, a_lo, a_hi);
  wire [63:0]  b_comp = {60'd0, comp_q, 2'b00};          // 4 * component
  wire [63:0]  b_o = {32'd0, b_offset} + b_comp;
  // the V# geometry a lane's address needs: {swizzled, log2 index stride,
  // stride, base + soffset}
  wire [85:0]  b_geo = {b_swz, b_ish, b_stride, b_base + {32'd0, b_soff}};
  // a swizzled buffer's element base: index / stride in stride-sized blocks,
  // index % stride 4-byte elements in
  function automatic [63:0] buf_ebase(input [84:0] geo, input [31:0] index);
    reg [2:0]  ish;
    reg [31:0] idiv, imod;
    begin
      ish  = geo[84:82];
      idiv = index >> ish;
      imod = index & ((32'd1 << ish) - 32'd1);
      buf_ebase = geo[63:0] + (({32'd0, idiv} * {46'd0, geo[81:64]}) << ish) + {30'd0, imod, 2'b00};
    end
  endfunction
  // a lane's address: linear base + soffset + index * stride + offset; swizzled
  // the element base plus the offset's dwords at the index stride (the shift is
  // 4 bits wide: an index stride of 64 shifts the element number by 8)
  function automatic [63:0] buf_addr(input [85:0] geo, input [31:0] index, input [63:0] o);
    buf_addr = geo[85] ? buf_ebase(geo[84:0], index) + ({2'd0, o[63:2]} << ({1'b0, geo[84:82]} + 4'd2)) + {62'd0, o[1:0]} :
               geo[63:0] + {32'd0, index} * {46'd0, geo[81:64]} + o;
  endfunction
  wire [63:0]  b_ebase = buf_ebase(b_geo[84:0], b_index);

  // format accesses (cmodel sem_buffer.c format_of; ISA 8.1.4): the data and
  // number format and the selects (MTBUF: the instruction's format, identity
  // selects X Y Z W = 4 5 6 7).  A lane reads or writes its element whole
  // (stores: the components the instruction has, up to the format's); the
  // conversion of a load is the return engine's (gcn_lsu_fmt).  What the model
  // does not implement traps (cause 2) before any access (f_bad): 8/16-bit
  // components other than UINT / SINT / FLOAT-16 loads and d16 accesses,
  // 8/16-bit stores without d16, d16 on 32-bit components, a data format
  // without a shape, and an element past 4 bytes on a swizzled buffer.
  // Data format 0 (INVALID) is an unbound resource: out of range (b_oor).
  wire [3:0]   f_dfmt = mt_q ? w_q[22:19] : b_d3[18:15];
  wire [2:0]   f_nfmt = mt_q ? w_q[25:23] : b_d3[14:12];
  wire [11:0]  f_sel  = mt_q ? 12'o7654 : b_d3[11:0];
  // range: unbound (data format 0) none; structured the index; raw the
  // component's offset; private (add_tid without idxen) no check
  function automatic buf_oor(input unbound, input idxen, input addtid, input [31:0] nrec,
                             input [31:0] index, input [63:0] o);
    buf_oor = unbound || (idxen ? (index >= nrec) : (!addtid && (o >= {32'd0, nrec})));
  endfunction
  wire         b_oor = buf_oor(f_dfmt == 4'd0, b_idxen, b_addtid, desc_q[31:0], b_index, b_o);
  // a data format's components and their width (0 8, 1 16, 2 32 bits; 0 components: none)
  function automatic [4:0] fshape(input [3:0] df);
    case (df)
      4'd1:  fshape = {3'd1, 2'd0};
      4'd2:  fshape = {3'd1, 2'd1};
      4'd3:  fshape = {3'd2, 2'd0};
      4'd4:  fshape = {3'd1, 2'd2};
      4'd5:  fshape = {3'd2, 2'd1};
      4'd10: fshape = {3'd4, 2'd0};
      4'd11: fshape = {3'd2, 2'd2};
      4'd12: fshape = {3'd4, 2'd1};
      4'd13: fshape = {3'd3, 2'd2};
      4'd14: fshape = {3'd4, 2'd2};
      default: fshape = 5'd0;
    endcase
  endfunction
  localparam [2:0] NF_UINT = 3'd4, NF_SINT = 3'd5, NF_FLOAT = 3'd7;
  wire [4:0]   f_shape = fshape(f_dfmt);
  wire [2:0]   f_n     = f_shape[4:2];
  wire [1:0]   f_bw    = f_shape[1:0];
  wire         f_int   = (f_nfmt == NF_UINT) || (f_nfmt == NF_SINT);
  wire         f_ok    = (f_bw == 2'd2) ? !d16_q :
                         d16_q ? (f_bw == 2'd1 && (f_int || f_nfmt == NF_FLOAT)) :
                         (cls_q == LSU_C_VLD && (f_int || (f_nfmt == NF_FLOAT && f_bw == 2'd1)));
  wire [4:0]   f_eb    = {2'd0, f_n} << f_bw;                 // the element's bytes
  wire [2:0]   f_ns    = (fmt_q < f_n) ? fmt_q : f_n;         // components a store writes
  wire [4:0]   f_sb    = {2'd0, f_ns} << f_bw;
  wire         f_bad   = (fmt_q != 3'd0) && (f_dfmt != 4'd0) &&
                         (!f_ok || f_n == 3'd0 || (b_swz && f_eb > 5'd4));
  // what the return engine's conversion of a load needs (gcn_lsu_fmt's fmt_i):
  // {the format's components, their width, SINT, FLOAT, selects, the instruction's components}
  wire [21:0]  f_meta  = {f_n, f_bw, f_nfmt == NF_SINT, f_nfmt == NF_FLOAT, f_sel, fmt_q};

  // SCRATCH (cmodel sem_flat.c, ml_scratch_lane): flat_scratch + 4 * lane +
  // 256 * (offset / 4) + offset % 4, 4-byte elements of 64 lanes
  // FLAT (sem_flat.c flat_lanes): vaddr + the 12-bit unsigned offset; the
  // shared aperture is LDS at a - base, the private one scratch at offset
  // a - base, the rest global memory (apertures are 4 GiB aligned: the high
  // dword says which; a zero base is no aperture)
  wire [63:0]  f_addr = {a_hi, a_lo} + {52'd0, g_off[11:0]};
  wire         f_lds  = (mode_q == LSU_M_FLT) && in_ap(f_addr[63:32], shm_q[63:32]);
  wire         f_priv = (mode_q == LSU_M_FLT) && !f_lds && in_ap(f_addr[63:32], shm_q[31:0]);
  wire         lscr   = (mode_q == LSU_M_SCR) || f_priv;   // this lane is scratch
  // a SCRATCH lane's offset: its VGPR, the SGPR or 0, plus the signed immediate;
  // out of range when its bytes pass the wave's private size (0: unchecked)
  function automatic [31:0] scr_off(input vof, input null_off, input [31:0] soff, input [12:0] imm, input [31:0] lo);
    scr_off = (vof ? lo : null_off ? 32'd0 : soff) + {{19{imm[12]}}, imm};
  endfunction
  function automatic scr_oor(input [31:0] spl, input [31:0] off, input [4:0] nbytes);
    scr_oor = (spl != 32'd0) && ({1'b0, off} + {28'd0, nbytes} > {1'b0, spl});
  endfunction
  wire [31:0]  c_off = f_priv ? f_addr[31:0] : scr_off(c_vof, c_null, soff_q, g_off, a_lo);
  wire [63:0]  c_o = {32'd0, c_off} + b_comp;
  // a SCRATCH lane's address: 4-byte elements of 64 lanes from flat_scratch
  function automatic [63:0] scr_addr(input [63:0] base, input [5:0] ln, input [57:0] o);
    scr_addr = base + {56'd0, ln, 2'b00} + {o[57:2], 8'd0} + {62'd0, o[1:0]};
  endfunction
  wire [63:0]  c_addr = scr_addr(base_q, lane, c_o[57:0]);

  // per component (MUBUF, SCRATCH): a dword, or the sub-dword access; atomics whole
  wire         cmode  = (mode_q == LSU_M_BUF) || lscr;
  wire         swz    = lscr || ((mode_q == LSU_M_BUF) && b_swz);
  wire [4:0]   cbytes = (fmt_q != 3'd0) ? ((cls_q == LSU_C_VST) ? f_sb : f_eb) :
                        !cmode ? bytes_q : (cls_q == LSU_C_VAT) ? (at64_q ? 5'd8 : 5'd4) :
                        (bytes_q < 5'd4) ? bytes_q : 5'd4;
  wire [1:0]   ncomp_m1 = (cmode && cls_q != LSU_C_VAT && bytes_q >= 5'd4 && fmt_q == 3'd0) ? ndw_q[1:0] - 2'd1 : 2'd0;
  wire         comp_last = (comp_q == ncomp_m1);
  wire [63:0]  v_addr = (mode_q == LSU_M_BUF) ? buf_addr(b_geo, b_index, b_o) : lscr ? c_addr :
                        (mode_q == LSU_M_FLT) ? f_addr : g_addr;
  // a scratch lane past the wave's private size: the whole lane out of range
  wire [4:0]   c_bytes = (cls_q == LSU_C_VAT) ? (at64_q ? 5'd8 : 5'd4) : bytes_q;
  wire         c_oor  = lscr && scr_oor(spl_cur_q, c_off, c_bytes);
  wire         v_oor  = ((mode_q == LSU_M_BUF) && b_oor) || c_oor;
  // a swizzled access that crosses a 4-byte element (a misaligned dword or
  // short, v_xe) is split in two as one crossing a block: REQ1 the bytes in
  // its element (x_n0 of them), REQ2 the rest from the next element's first
  // byte (v_addr2, 4-aligned); a load's pair of tags is joined by the return
  // engine from those two places (alloc_xe_i); an atomic traps as unimplemented
  wire [4:0]   v_eend = {3'd0, v_addr[1:0]} + cbytes;
  wire [63:0]  v_addr2 = (mode_q == LSU_M_BUF) ? b_ebase + (({2'd0, b_o[63:2]} + 64'd1) << ({1'b0, b_ish} + 4'd2)) :
                         base_q + {56'd0, lane, 2'b00} + {c_o[57:2] + 56'd1, 8'd0};
  wire [2:0]   x_n0   = 3'd4 - {1'b0, v_addr[1:0]};
  wire [4:0]   x_n1   = cbytes - {2'd0, x_n0};
  wire [15:0]  x_be1  = v_m32[15:0] & (16'h000f << {v_addr[3:2], 2'b00});
  wire [15:0]  x_be2  = ((16'd1 << x_n1) - 16'd1) << v_addr2[3:0];
  wire [127:0] x_wd2  = ({96'd0, v_sd[31:0]} >> {x_n0, 3'b000}) << {v_addr2[3:0], 3'b000};
  // a 64-bit atomic on an aligned scratch (or FLAT private) address spans
  // two 4-byte elements 256 bytes apart: a read-modify-write of the lane
  // (scratch is private to the lane): S_RL loads both elements, S_RW waits
  // for their responses, S_RS stores the new value's dwords, S_RR files the
  // old value into a tag for the return engine (glc)
  // (a FLAT float add, 15, on an LDS or private lane: gcn_atomic_alu's
  // float adder, in gcn_ds or in this read-modify-write)
  wire         v_rmw  = lscr && (cls_q == LSU_C_VAT) && at64_q && !v_oor && (v_addr[1:0] == 2'b00);
  wire         v_xe   = swz && !v_oor && !v_rmw && (v_eend > 5'd4);
  wire         v_mis  = v_xe && (cls_q == LSU_C_VAT);
  // out of range: loads and returning atomics read zero (a request with no
  // byte enabled whose data the return engine zeroes), stores and other atomics do nothing
  // (a format access the model does not implement: no lane accesses memory, f_bad)
  wire         v_zero = v_oor && !v_mis && !f_bad && (cls_q == LSU_C_VLD || at_ret);
  wire         v_skip = (v_oor && !v_zero) || v_mis || f_bad;
  wire [3:0]   v_ofs  = v_addr[3:0];
  wire [127:0] v_ld   = {dat_q[{2'd3, lane_q, 5'd0} +: 32], dat_q[{2'd2, lane_q, 5'd0} +: 32],
                         dat_q[{2'd1, lane_q, 5'd0} +: 32], dat_q[{2'd0, lane_q, 5'd0} +: 32]};
  wire [127:0] v_sd   = hi_q ? {112'd0, v_ld[31:16]} :
                        (cmode && cls_q == LSU_C_VST && fmt_q == 3'd0) ? {96'd0, v_ld[{comp_q, 5'd0} +: 32]} : v_ld;
  wire [31:0]  v_m32  = ((32'd1 << cbytes) - 32'd1) << v_ofs;
  wire [255:0] v_w256 = {128'd0, v_sd} << {v_ofs, 3'b000};
  wire         v_split = (cls_q != LSU_C_VAT) && !v_zero && (v_xe || v_m32[31:16] != 16'd0);
  // atomics: operand unshifted in [63:0], cmpswap's compare value in [127:64]
  wire [63:0]  at_src = at64_q ? v_ld[63:0] : {32'd0, v_ld[31:0]};
  wire [63:0]  at_cmp = at64_q ? v_ld[127:64] : {32'd0, v_ld[63:32]};
  wire [15:0]  at_be  = (at64_q ? 16'h00ff : 16'h000f) << v_ofs;
  wire         lane_on = exec_q[lane];

  // ---- coalescing: loads (not d16) and stores of one component a lane
  // (GLOBAL, FLAT lanes in global memory, SCRATCH, and MUBUF without idxen
  // and without a format: those whose lane addresses follow from the lane
  // number and the lane's own VGPR) take lanes lane_q+1..lane_q+3 of the
  // quarter into lane_q's request while each is inactive, or active and in
  // range with all its bytes in the same 16-byte block (a FLAT lane also in
  // global memory; a swizzled lane also in its 4-byte element; a store lane
  // also on bytes no earlier lane of the group writes, so that the STORE beat
  // holds each lane's bytes once, as the model reports them).
  // g_n: lanes taken after lane_q; g_mask: the active ones (bit 0: lane_q);
  // g_shift: their first bytes; g_be / g_wd: the request's bytes and data.
  wire         g_mode = (mode_q == LSU_M_GLB) || (mode_q == LSU_M_FLT) || (mode_q == LSU_M_SCR) ||
                        ((mode_q == LSU_M_BUF) && !b_idxen && fmt_q == 3'd0);
  wire         g_en = ((cls_q == LSU_C_VLD && !d16_q) || cls_q == LSU_C_VST) && g_mode && ncomp_m1 == 2'd0 &&
                      lane_on && !v_split && !v_oor && !f_lds && !f_priv;
  reg  [1:0]   g_n;
  reg  [3:0]   g_mask;
  reg  [15:0]  g_shift, g_be;
  reg  [127:0] g_wd;
  reg          g_run, g_on, g_glob, g_fit, g_oor;
  reg  [3:0]   g_idx;
  reg  [4:0]   g_pos;
  reg  [63:0]  g_a, g_o;
  reg  [31:0]  g_lo, g_hi, g_coff;
  reg  [31:0]  g_m32;
  reg  [127:0] g_sd, g_byte;
  integer gi, gb;
  always @(*) begin
    g_n = 2'd0;
    g_mask = 4'b0001;
    g_shift = {12'd0, v_ofs};
    g_be = v_m32[15:0];
    g_wd = 128'd0;
    g_run = g_en;
    g_on = 1'b0; g_glob = 1'b0; g_fit = 1'b0; g_oor = 1'b0;
    g_idx = 4'd0; g_pos = 5'd0; g_a = 64'd0; g_o = 64'd0; g_lo = 32'd0; g_hi = 32'd0; g_coff = 32'd0;
    g_m32 = 32'd0; g_sd = 128'd0; g_byte = 128'd0;
    for (gi = 0; gi < 4; gi = gi + 1) begin
      g_pos = {1'b0, lane_q} + gi[4:0];
      g_idx = g_pos[3:0];
      g_lo  = alo_q[32*g_idx +: 32];
      g_hi  = ahi_q[32*g_idx +: 32];
      // the lane's address and range, as v_addr / v_oor for it
      g_coff = scr_off(c_vof, c_null, soff_q, g_off, g_lo);
      g_o = {32'd0, buf_off(b_offen, b_idxen, b_ioff, g_lo, g_hi)};
      case (mode_q)
        LSU_M_FLT: g_a = {g_hi, g_lo} + {52'd0, g_off[11:0]};
        LSU_M_SCR: g_a = scr_addr(base_q, {q_q, g_idx}, {26'd0, g_coff});
        LSU_M_BUF: g_a = buf_addr(b_geo, b_addtid ? {26'd0, q_q, g_idx} : 32'd0, g_o);
        default:   g_a = glob_addr(g_soff, saddr_q, g_soff64, g_lo, g_hi);
      endcase
      g_oor = (mode_q == LSU_M_BUF) ? buf_oor(f_dfmt == 4'd0, b_idxen, b_addtid, desc_q[31:0], 32'd0, g_o) :
              (mode_q == LSU_M_SCR) && scr_oor(spl_cur_q, g_coff, bytes_q);
      g_glob = (mode_q != LSU_M_FLT) || !(in_ap(g_a[63:32], shm_q[63:32]) || in_ap(g_a[63:32], shm_q[31:0]));
      g_on  = exec_q[16*q_q + g_idx];
      g_fit = ({1'b0, g_a[3:0]} + bytes_q) <= 5'd16 && (!swz || {3'd0, g_a[1:0]} + bytes_q <= 5'd4);
      g_m32 = ((32'd1 << bytes_q) - 32'd1) << g_a[3:0];
      g_sd  = {dat_q[{2'd3, g_idx, 5'd0} +: 32], dat_q[{2'd2, g_idx, 5'd0} +: 32],
               dat_q[{2'd1, g_idx, 5'd0} +: 32], dat_q[{2'd0, g_idx, 5'd0} +: 32]};
      if (hi_q) g_sd = {112'd0, g_sd[31:16]};
      for (gb = 0; gb < 16; gb = gb + 1) g_byte[8*gb +: 8] = {8{g_m32[gb]}};
      if (gi == 0) begin
        if (g_en) g_wd = (g_sd << {g_a[3:0], 3'b000}) & g_byte;
      end else if (g_run && !g_pos[4]) begin
        if (!g_on) g_n = gi[1:0];
        else if (g_glob && g_fit && !g_oor && g_a[63:4] == v_addr[63:4] &&
                 (cls_q != LSU_C_VST || (g_m32[15:0] & g_be) == 16'd0)) begin
          g_n = gi[1:0];
          g_mask[gi] = 1'b1;
          g_shift[4*gi +: 4] = g_a[3:0];
          g_be = g_be | g_m32[15:0];
          g_wd = g_wd | ((g_sd << {g_a[3:0], 3'b000}) & g_byte);
        end else g_run = 1'b0;
      end else g_run = 1'b0;
    end
  end

  // ---- FLAT lanes in the shared aperture: one access on the LDS (gcn_ds),
  // the old bytes (loads, returning atomics) into a tag as if a response
  // had come (the return engine writes them with LATE beats like any other),
  // STORE beats (index 1: LDS) for what was written ----
  wire         l_tag  = (cls_q == LSU_C_VLD) || at_ret;   // the lane returns data: it needs a tag
  wire         l_wr   = (cls_q == LSU_C_VST) || (cls_q == LSU_C_VAT);
  assign fl_valid_o = (st_q == S_LDS) && (!l_tag || have_tag);
  assign fl_base_o  = lbase_q;
  assign fl_size_o  = lsize_q;
  assign fl_off_o   = f_addr[31:0];
  assign fl_nb_o    = (cls_q == LSU_C_VAT) ? (at64_q ? 5'd8 : 5'd4) : bytes_q;
  assign fl_rd_o    = (cls_q != LSU_C_VST);
  assign fl_wr_o    = l_wr;
  assign fl_atop_o  = (cls_q == LSU_C_VAT) ? atop_q : 5'd0;
  assign fl_data_o  = (cls_q == LSU_C_VAT) ? {at_cmp, at_src} : v_sd;
  wire         l_done = (st_q == S_LDSW) && fl_done_i;
  wire         l_beat = l_wr && fl_inr_i;               // the lane wrote: STORE beats
  // the STORE beats of an LDS lane: window offset, bytes, the value written
  reg          lds_q;     // the STORE beats in S_ST1 / S_ST2 are an LDS lane's
  reg [31:0]   l_off_q;
  reg [4:0]    l_nb_q;
  reg [127:0]  l_wval_q;
  always @(posedge clk_i) begin
    if (take) lds_q <= 1'b0;
    else if (req_go) lds_q <= 1'b0;
    else if (l_done) lds_q <= 1'b1;
    if (l_done) begin
      l_off_q  <= f_addr[31:0];
      l_nb_q   <= fl_nb_o;
      l_wval_q <= fl_wval_i;
    end
  end
  wire [31:0]  l_m32   = ((32'd1 << l_nb_q) - 32'd1) << l_off_q[3:0];
  wire [255:0] l_w256  = {128'd0, l_wval_q} << {l_off_q[3:0], 3'b000};
  wire         l_split = (l_m32[31:16] != 16'd0);
  wire         split_now = lds_q ? l_split : v_split;

  // ---- tags, waitcnt ----
  wire [TAG_W-1:0] free_tag, free_pair;
  wire             have_tag, have_pair;
  wire [TAG_W:0]   n_free;
  wire             it_full;
  wire [IT_W-1:0]  it_tail;
  wire [NIT-1:0]   it_retired;
  wire             it_dec;
  wire [IT_W-1:0]  it_dec_idx;

  // the read-modify-write of a lane (v_rmw, below)
  reg  [1:0]       rp_q, rv_q;       // element k: load sent, old dword in
  reg  [TAG_W-1:0] rtag0_q, rtag1_q;
  reg  [63:0]      rold_q, rnew_q;
  wire [63:0]      r_new;
  wire             rsp_go = dm_rsp_valid_i && dm_rsp_ready_o;
  wire [127:0]     rsp_sh = dm_rsp_rdata_i >> {v_ofs, 3'b000};
  // the old value (glc) goes into a free tag as if memory had answered
  wire       r_alloc = (st_q == S_RR) && at_ret && have_tag;
  wire       r_go    = (st_q == S_RR) && (!at_ret || have_tag);

  // a group's request goes out from S_LANE itself when its first lane is
  // active and plain (not an LDS lane, not a read-modify-write): one request
  // a cycle; S_REQ1 is the state of a lane's later components
  wire        lane_req = (st_q == S_LANE) && lane_on && !f_lds && !v_rmw;
  wire        in_req1  = (st_q == S_REQ1) || lane_req;
  // a load lane that crosses a block takes an aligned pair of tags
  wire        use_pair = (cls_q == LSU_C_VLD) && v_split;
  wire        req_go   = dm_req_valid_o && dm_req_ready_i;
  reg  [TAG_W-1:0] pair_q;   // the even tag of a load's pair: its odd one goes with REQ2
  wire        req2_pair = (st_q == S_REQ2) && (cls_q == LSU_C_VLD);
  assign dm_req_valid_o = ((st_q == S_SREQ || st_q == S_RL || st_q == S_RS) && have_tag) ||
                          (in_req1 && !v_skip && (use_pair ? have_pair : have_tag)) ||
                          (st_q == S_REQ2 && (req2_pair || have_tag));
  assign dm_req_tag_o = (in_req1 && use_pair) ? free_pair :
                        req2_pair ? (pair_q | {{(TAG_W-1){1'b0}}, 1'b1}) : free_tag;
  always @(posedge clk_i) begin
    if (in_req1) pair_q <= free_pair;
  end
  always @(*) begin
    dm_req_op_o    = DM_LOAD;
    dm_req_addr_o  = 64'd0;
    dm_req_be_o    = 16'd0;
    dm_req_wdata_o = 128'd0;
    if (st_q == S_SREQ) begin
      dm_req_op_o    = (cls_q == LSU_C_SST) ? DM_STORE : (cls_q == LSU_C_SAT && !s_aoor) ? atop_q : DM_LOAD;
      dm_req_addr_o  = {s_addr[63:2], 2'b00};
      dm_req_be_o    = (cls_q == LSU_C_SAT) ? s_abe : s_be;
      dm_req_wdata_o = (cls_q == LSU_C_SST) ? s_wd : (cls_q == LSU_C_SAT) ? {s_cmp, s_src} : 128'd0;
    end else if (in_req1) begin
      dm_req_op_o    = v_zero ? DM_LOAD : (cls_q == LSU_C_VST) ? DM_STORE : (cls_q == LSU_C_VAT) ? atop_q : DM_LOAD;
      dm_req_addr_o  = v_addr;
      dm_req_be_o    = v_zero ? 16'd0 : (cls_q == LSU_C_VAT) ? at_be : g_en ? g_be : v_xe ? x_be1 : v_m32[15:0];
      dm_req_wdata_o = (cls_q == LSU_C_VAT) ? {at_cmp, at_src} : g_en ? g_wd : v_w256[127:0];
    end else if (st_q == S_RL || st_q == S_RS) begin
      // a read-modify-write's element: 4 bytes at v_addr (comp_q: which)
      dm_req_op_o    = (st_q == S_RS) ? DM_STORE : DM_LOAD;
      dm_req_addr_o  = v_addr;
      dm_req_be_o    = 16'h000f << v_ofs;
      dm_req_wdata_o = (st_q == S_RS) ? {96'd0, comp_q[0] ? rnew_q[63:32] : rnew_q[31:0]} << {v_ofs, 3'b000} : 128'd0;
    end else if (st_q == S_REQ2) begin
      dm_req_op_o    = (cls_q == LSU_C_VST) ? DM_STORE : DM_LOAD;
      dm_req_addr_o  = v_xe ? v_addr2 : {v_addr[63:4] + 60'd1, 4'd0};
      dm_req_be_o    = v_xe ? x_be2 : v_m32[31:16];
      dm_req_wdata_o = v_xe ? x_wd2 : v_w256[255:128];
    end
  end
  // the request the return engine must know about: loads and atomics with
  // return carry register data, the rest only count
  wire [1:0] a_kind = (st_q == S_SREQ) ? ((cls_q == LSU_C_SLD || (cls_q == LSU_C_SAT && s_glc)) ? 2'd1 : 2'd0) : (st_q == S_RL || st_q == S_RS) ? 2'd0 :
                      ((cls_q == LSU_C_VLD) || at_ret) ? 2'd2 : 2'd0;
  wire       l_alloc = l_done && l_tag;
  wire       alloc  = (req_go && !(st_q == S_REQ2 && cls_q == LSU_C_VLD)) || l_alloc || r_alloc;

  // ---- the read-modify-write of a lane (v_rmw): both elements' old dwords
  // are taken from the responses as they are accepted (the return engine
  // frees those tags as data-less ones) ----
  always @(posedge clk_i) begin
    if (rst_i || st_q == S_LANE) begin
      rp_q <= 2'b00;
      rv_q <= 2'b00;
    end else begin
      if (st_q == S_RL && req_go) begin
        if (comp_q[0]) begin rp_q[1] <= 1'b1; rtag1_q <= dm_req_tag_o; end
        else begin rp_q[0] <= 1'b1; rtag0_q <= dm_req_tag_o; end
      end
      if (rsp_go && rp_q[0] && !rv_q[0] && dm_rsp_tag_i == rtag0_q) begin
        rv_q[0] <= 1'b1;
        rold_q[31:0] <= rsp_sh[31:0];
      end
      if (rsp_go && rp_q[1] && !rv_q[1] && dm_rsp_tag_i == rtag1_q) begin
        rv_q[1] <= 1'b1;
        rold_q[63:32] <= rsp_sh[31:0];
      end
    end
    if (st_q == S_RW) rnew_q <= r_new;
  end
  gcn_atomic_alu u_alu (
    .op_i   (atop_q),
    .wide_i (1'b1),
    .old_i  (rold_q),
    .src_i  (at_src),
    .cmp_i  (at_cmp),
    .new_o  (r_new)
  );


  gcn_waitcnt #(.NIT(NIT), .IT_W(IT_W)) u_wc (
    .clk_i        (clk_i),
    .rst_i        (rst_i),
    .alloc_i      (take && !p_trap),
    .alloc_wave_i (pkt_wave_i),
    .alloc_vm_i   (!p_sfam),
    .alloc_lgkm_i (p_sfam || p_mode == LSU_M_FLT),
    .alloc_dreg_i (pk_vdst),
    .alloc_dn_i   (p_vec ? pk_ndst : 3'd0),
    .q_wave_i     (pkt_wave_i),
    .q_ranges_i   ({pk_ndst, pk_vdst, pk_ndata, pk_vdata, 3'd2, pk_vaddr}),
    .hazard_o     (pk_haz),
    .full_o       (it_full),
    .tail_o       (it_tail),
    .inc_i        (alloc),
    .inc_idx_i    (it_q),
    .dec_i        (it_dec),
    .dec_idx_i    (it_dec_idx),
    .retire_i     (done_valid_o && !trap_q),
    .retire_idx_i (it_q),
    .retired_o    (it_retired),
    .vmcnt_o      (vmcnt_o),
    .lgkmcnt_o    (lgkmcnt_o)
  );

  gcn_lsu_ret #(.IT_W(IT_W), .NIT(NIT)) u_ret (
    .clk_i           (clk_i),
    .rst_i           (rst_i),
    .free_tag_o      (free_tag),
    .have_tag_o      (have_tag),
    .free_pair_o     (free_pair),
    .have_pair_o     (have_pair),
    .n_free_o        (n_free),
    .alloc_i         (alloc),
    .alloc_pair_i    (in_req1 && use_pair),
    .alloc_tag_i     ((l_alloc || r_alloc) ? free_tag : dm_req_tag_o),
    .alloc_kind_i    (a_kind),
    .alloc_it_i      (it_q),
    .alloc_wave_i    (wave_q),
    .alloc_reg_i     ((st_q == S_SREQ) ? {2'd0, s_sdata + {2'd0, sdone_q}} :
                      g_dst_reg + ((cls_q == LSU_C_VLD) ? {7'd0, comp_q} : 9'd0)),
    .alloc_lane_i    (lane),
    .alloc_ndw_i     ((st_q == S_SREQ) ? ((cls_q == LSU_C_SAT) ? {1'b0, at64_q, !at64_q} : s_n) : (cls_q == LSU_C_VAT) ? {1'b0, at64_q, !at64_q} :
                      (cmode && fmt_q == 3'd0) ? 3'd1 : ndw_q[2:0]),
    .alloc_shift_i   ((st_q == S_SREQ) ? ((cls_q == LSU_C_SAT) ? 16'd0 : {12'd0, s_pos, 2'b00}) : (cls_q == LSU_C_VAT || l_alloc) ? 16'd0 : g_shift),
    .alloc_lmask_i   ((st_q == S_SREQ || l_alloc || r_alloc || !g_en) ? 4'b0001 : g_mask),
    .alloc_ext_i     ((st_q == S_SREQ) ? 3'd0 : ext_q),
    .alloc_zmask_i   ((st_q == S_SREQ) ? ((cls_q == LSU_C_SAT) ? {4{s_aoor}} : s_zm) : {4{v_zero && !l_alloc}}),
    .alloc_d16_i     ((st_q != S_SREQ) && d16_q),
    .alloc_hi_i      (hi_q),
    // (a d16 format load of 3 or 4 results: the second register, whose high half xyz keeps)
    .alloc_old_i     ((fmt_q > 3'd2) ? v_ld[63:32] : v_ld[31:0]),
    .alloc_fmt_i     ((fmt_q != 3'd0 && cls_q == LSU_C_VLD) ? f_meta : 22'd0),
    .alloc_xe_i      (in_req1 && use_pair && v_xe),
    .alloc_xoff_i    (v_addr2[3:2]),
    .lr_valid_i      (l_alloc || r_alloc),
    .lr_data_i       (r_alloc ? {64'd0, rold_q} : fl_rdata_i),
    .dm_rsp_valid_i  (dm_rsp_valid_i),
    .dm_rsp_ready_o  (dm_rsp_ready_o),
    .dm_rsp_tag_i    (dm_rsp_tag_i),
    .dm_rsp_rdata_i  (dm_rsp_rdata_i),
    .dm_rsp_err_i    (dm_rsp_err_i),
    .it_retired_i    (it_retired),
    .it_dec_o        (it_dec),
    .it_dec_idx_o    (it_dec_idx),
    .sgpr_we_o       (sgpr_b_we_o),
    .sgpr_wwave_o    (sgpr_b_wwave_o),
    .sgpr_wcode_o    (sgpr_b_wcode_o),
    .sgpr_wdata_o    (sgpr_b_wdata_o),
    .sgpr_ready_i    (sgpr_b_ready_i),
    .vgpr_we_o       (vgpr_b_we_o),
    .vgpr_wwave_o    (vgpr_b_wwave_o),
    .vgpr_wreg_o     (vgpr_b_wreg_o),
    .vgpr_wquarter_o (vgpr_b_wquarter_o),
    .vgpr_wmask_o    (vgpr_b_wmask_o),
    .vgpr_wdata_o    (vgpr_b_wdata_o),
    .vgpr_ready_i    (vgpr_b_ready_i),
    .late_valid_o    (late_valid_o),
    .late_ready_i    (late_ready_i),
    .late_kind_o     (late_kind_o),
    .late_wave_o     (late_wave_o),
    .late_index_o    (late_index_o),
    .late_quarter_o  (late_quarter_o),
    .late_mask_o     (late_mask_o),
    .late_data_o     (late_data_o)
  );

  // ---- the cycle counter s_memtime reads ----
  reg [63:0] clock_q;
  always @(posedge clk_i) begin
    if (rst_i) clock_q <= 64'd0;
    else clock_q <= clock_q + 64'd1;
  end
  reg [63:0] time_q;

  // ---- control ----
  assign pkt_ready_o = (st_q == S_IDLE) && !it_full && !(p_vec && pk_haz);
  wire beat_go = beat_valid_o && beat_ready_i;
  // the group's last lane is the quarter's last (inactive lanes: the next
  // active lane of the quarter, or none)
  wire last_lane = ({1'b0, lane_q} + {3'd0, g_n}) == 5'd15;
  wire [15:0] q_exec  = exec_q[16*q_q +: 16];
  wire [15:0] q_above = q_exec & ~((16'd2 << lane_q) - 16'd1);
  reg  [3:0]  nxt_lane;
  integer ni;
  always @(*) begin
    nxt_lane = 4'd0;
    for (ni = 15; ni >= 0; ni = ni - 1)
      if (q_above[ni]) nxt_lane = ni[3:0];
  end
  wire       no_nxt = (q_above == 16'd0);
  // stores open the instruction first, once enough tags are free
  wire st_ok = 32'(n_free) >= 32'd128;

  // where a lane's component leads: the next component, lane or quarter, or
  // the end (loads: INSN; stores, whose INSN is out: END, or TRAP first)
  wire [4:0] after_q = (q_q != 2'd3) ? S_QRD : !ifirst_q ? S_INSN : (trap_q || mis_q) ? S_TRAP : S_END;
  wire [4:0] after_comp = !comp_last ? S_REQ1 : !last_lane ? S_LANE : after_q;
  reg        mis_q;   // a swizzled access crossed an element: trap at the end
  // a component's request: past it (or past a component out of range), or
  // its STORE beat or second block next; it waits in its state for a tag
  wire [4:0] req1_next = v_skip ? after_comp : !req_go ? st_q : (cls_q == LSU_C_VST) ? S_ST1 :
                         v_split ? S_REQ2 : after_comp;

  always @(*) begin
    st_d = st_q;
    case (st_q)
      S_IDLE: if (take) begin
        if (p_cls_x == LSU_C_SNOP || p_cls_x == LSU_C_STIME) st_d = S_INSN;
        else if (p_ifirst) st_d = S_STWAIT;
        else if (p_cls_x == LSU_C_SLD || p_cls_x == LSU_C_SAT) st_d = S_RD;
        else st_d = S_QRD;
      end
      S_STWAIT: if (st_ok) st_d = S_INSN;
      S_RD:   if (rstep_q == R_END) st_d = S_SCALC;
      S_SCALC: st_d = S_SREQ;
      S_SREQ: if (req_go) begin
        if (cls_q == LSU_C_SST) st_d = S_SST;            // its STORE beat (INSN is out)
        else if (sdone_q + {2'd0, s_n} >= ndw_q) st_d = S_INSN;
      end
      S_SST:  if (beat_go) st_d = (sdone_q >= ndw_q) ? S_END : S_SREQ;
      S_QRD:  if (rstep_q == R_END) st_d = chk_q ? S_CHK : S_LANE;
      S_CHK:  if (q_q != 2'd3) st_d = S_QRD;
              else if (ap_q || ap_hit != 16'd0) st_d = ifirst_q ? S_TRAP : S_INSN;
              else st_d = S_QRD;
      S_LANE: begin
        if (lane_on) st_d = f_lds ? S_LDS : v_rmw ? S_RL : req1_next;
        else if (no_nxt) st_d = after_q;
      end
      S_REQ1: st_d = req1_next;
      S_REQ2: if (req_go) st_d = (cls_q == LSU_C_VST) ? S_ST2 : after_comp;
      S_ST1, S_ST2: if (beat_go) begin
        if (st_q == S_ST1 && split_now) st_d = lds_q ? S_ST2 : S_REQ2;
        else st_d = after_comp;
      end
      S_RL:   if (req_go && comp_q[0]) st_d = S_RW;
      S_RW:   if (rv_q == 2'b11) st_d = S_RS;
      S_RS:   if (req_go && comp_q[0]) st_d = S_RR;
      S_RR:   if (r_go) st_d = after_comp;
      S_LDS:  if (fl_valid_o && fl_ready_i) st_d = S_LDSW;
      S_LDSW: if (fl_done_i) st_d = l_beat ? S_ST1 : after_comp;
      S_INSN: if (beat_go) begin
        if ((trap_q || mis_q || ap_q) && !ifirst_q) st_d = S_TRAP;
        else if (cls_q == LSU_C_STIME) st_d = S_SG0;
        else if (ifirst_q) st_d = (cls_q == LSU_C_SST) ? S_RD : S_QRD;
        else st_d = S_END;
      end
      S_TRAP: if (beat_go) st_d = S_END;
      S_SG0:  if (beat_go) st_d = S_SG1;
      S_SG1:  if (beat_go) st_d = S_END;
      S_END:  if (beat_go) st_d = S_IDLE;
      default: st_d = S_IDLE;
    endcase
  end

  always @(posedge clk_i) begin
    if (rst_i) st_q <= S_IDLE;
    else st_q <= st_d;
  end

  // a step to the next lane / quarter (after a lane's last request or beat,
  // or past an inactive lane)
  wire comp_done = (in_req1 && v_skip) ||
                   ((in_req1 || st_q == S_REQ2) && !(in_req1 && v_skip) && req_go &&
                    cls_q != LSU_C_VST && !(in_req1 && v_split)) ||
                   ((st_q == S_ST1 || st_q == S_ST2) && beat_go && !(st_q == S_ST1 && split_now)) ||
                   (l_done && !l_beat) || r_go;
  wire lane_skip = (st_q == S_LANE && !lane_on);       // to the next active lane, or the quarter's end
  wire lane_step = comp_done && comp_last;               // past the group

  always @(posedge clk_i) begin
    if (take) begin
      wave_q   <= pkt_wave_i;
      pc_q     <= pkt_pc_i;
      w_q      <= pkt_words_i[63:0];
      nwords_q <= pkt_nwords_i;
      scc_q    <= pkt_scc_i;
      accum_q  <= pkt_accum_i;
      cls_q    <= p_cls_x;
      trap_q   <= p_trap;
      ndw_q    <= p_ndw;
      bytes_q  <= p_bytes;
      ext_q    <= p_ext;
      sbuf_q   <= p_sbuf;
      atop_q   <= p_atop;
      at64_q   <= p_at64;
      cmp_q    <= p_cmp;
      mode_q   <= p_mode;
      hi_q     <= p_hi;
      d16_q    <= p_d16;
      scr_q    <= p_scr;
      fmt_q    <= p_fmt;
      mt_q     <= p_mt;
      ifirst_q <= p_ifirst;
      chk_q    <= p_vec && !p_trap && (p_mode == LSU_M_GLB) && (shm_q[63:32] != 32'd0);
      ap_q     <= 1'b0;
      lbase_q  <= pkt_lds_base_i;
      lsize_q  <= pkt_lds_size_i;
      comp_q   <= 2'd0;
      mis_q    <= 1'b0;
      it_q     <= it_tail;
      q_q      <= 2'd0;
      lane_q   <= 4'd0;
      sdone_q  <= 5'd0;
      time_q   <= clock_q;
      spl_cur_q <= spl_q[32*pkt_wave_i +: 32];
      // SMEM starts at the base pair, vector at EXEC
      rstep_q  <= p_smem ? R_BASE : R_EXEC;
      rcap_q   <= R_NONE;
    end else begin
      rcap_q <= R_NONE;
      if ((st_q == S_RD || st_q == S_QRD) && rstep_q != R_END && rd_gnt) begin
        rcap_q  <= rstep_q;
        rstep_q <= rnext;
      end
      if (st_q == S_SCALC) saddr0_q <= sbuf_q ? {32'd0, s_off[31:2], 2'b00} : {s_addr_abs[63:2], 2'b00};
      if (st_q == S_SREQ && req_go) sdone_q <= sdone_q + {2'd0, s_n};
      if (in_req1 && v_mis) mis_q <= 1'b1;
      if (st_q == S_LANE && f_bad) mis_q <= 1'b1;    // whatever EXEC is, as the model
      if (st_q == S_CHK) begin
        if (ap_hit != 16'd0) ap_q <= 1'b1;
        q_q     <= q_q + 2'd1;      // 3 -> 0: the requests' pass
        rstep_q <= qfirst;
        if (q_q == 2'd3) chk_q <= 1'b0;
      end
      if (comp_done) comp_q <= comp_last ? 2'd0 : comp_q + 2'd1;
      if ((st_q == S_RL || st_q == S_RS) && req_go) comp_q <= {1'b0, !comp_q[0]};
      if (lane_skip) begin
        lane_q <= no_nxt ? 4'd0 : nxt_lane;
        if (no_nxt) begin
          q_q     <= q_q + 2'd1;
          rstep_q <= qfirst;
        end
      end
      if (lane_step) begin
        lane_q <= lane_q + 4'd1 + {2'd0, g_n};
        if (last_lane) begin
          q_q     <= q_q + 2'd1;
          rstep_q <= qfirst;
        end
      end
    end
  end

  // ---- beats ----
  assign beat_valid_o   = (st_q == S_INSN) || (st_q == S_SG0) || (st_q == S_SG1) || (st_q == S_END) ||
                          (st_q == S_ST1) || (st_q == S_ST2) || (st_q == S_SST) || (st_q == S_TRAP);
  assign beat_wave_o    = wave_q;
  assign beat_quarter_o = 2'd0;
  assign beat_mask_o    = 16'd0;
  wire [63:0] seq_pc = pc_q + {60'd0, nwords_q, 2'b00};
  always @(*) begin
    beat_kind_o  = RT_INSN;
    beat_pc_o    = pc_q;
    beat_index_o = 9'd0;
    beat_data_o  = 512'd0;
    case (st_q)
      S_INSN: beat_data_o = {414'd0, nwords_q, 32'd0, w_q};
      S_SG0: begin
        beat_kind_o  = RT_SGPR;
        beat_index_o = {2'd0, s_sdata};
        beat_data_o  = {480'd0, time_q[31:0]};
      end
      S_SG1: begin
        beat_kind_o  = RT_SGPR;
        beat_index_o = {2'd0, s_sdata + 7'd1};
        beat_data_o  = {480'd0, time_q[63:32]};
      end
      // {addr, be, data} of the request just sent
      S_ST1, S_ST2, S_SST: begin
        beat_kind_o = RT_STORE;
        beat_data_o = {304'd0, stb_addr_q, stb_be_q, stb_data_q};
        // an LDS lane: index 1, the window offset's blocks
        if (lds_q) begin
          beat_index_o = 9'd1;
          beat_data_o  = (st_q == S_ST1) ? {304'd0, 32'd0, l_off_q[31:4], 4'd0, l_m32[15:0], l_w256[127:0]} :
                                           {304'd0, 32'd0, l_off_q[31:4] + 28'd1, 4'd0, l_m32[31:16], l_w256[255:128]};
        end
      end
      S_TRAP: begin
        beat_kind_o  = RT_TRAP;
        beat_index_o = ap_q ? 9'd3 : 9'd2;   // 3 memory violation, 2 unimplemented
      end
      S_END: begin
        beat_kind_o = RT_END;
        beat_pc_o   = seq_pc;
        beat_data_o = {511'd0, scc_q};
      end
      default: ;
    endcase
  end
  reg [63:0]  stb_addr_q;
  reg [15:0]  stb_be_q;
  reg [127:0] stb_data_q;
  always @(posedge clk_i) begin
    if (req_go) begin
      stb_addr_q <= dm_req_addr_o;
      stb_be_q   <= dm_req_be_o;
      stb_data_q <= dm_req_wdata_o;
    end
  end

  // s_memtime writes its pair with the INSN beat
  assign sgpr_we_lo_o = (st_q == S_INSN) && cls_q == LSU_C_STIME;
  assign sgpr_we_hi_o = sgpr_we_lo_o;
  assign sgpr_wwave_o = wave_q;
  assign sgpr_wcode_o = s_sdata;
  assign sgpr_wdata_o = time_q;

  assign done_valid_o  = (st_q == S_END) && beat_ready_i;
  assign done_wave_o   = wave_q;
  assign done_pc_o     = seq_pc;
  assign done_seq_o    = !(trap_q || mis_q || ap_q);
  assign done_nwords_o = nwords_q;
  assign done_scc_o    = scc_q;
  assign done_end_o    = trap_q || mis_q || ap_q;
  wire   vec_q   = is_vec(cls_q);
  wire [2:0] n_dst = (cls_q == LSU_C_VLD) ? ndw_q[2:0] : at_ret ? {1'b0, at64_q, !at64_q} : 3'd0;
  assign safe_o = (st_q != S_IDLE) && !trap_q && !mis_q && !ap_q && !chk_q && (!vec_q || mode_q == LSU_M_GLB);
  assign fp_o   = {12'd0, n_dst, g_dst_reg, vec_q ? n_data : 3'd0, g_data_reg, vec_q ? 3'd2 : 3'd0, 1'b0, g_vaddr};

  wire unused = &{1'b0, pkt_words_i[95:64], w_q[15], w_q[13], w_q[25:17], w_q[31:26], accum_q[9],
                   desc_q[63:32], s_addr_abs[1:0], s_addr[1:0], b_d1[30], b_d3[31:24], b_d3[20:19],
                   b_d3[14:0], c_o[63:58], ap_a[31:0], rsp_sh[127:32]};
endmodule
