// gcn_issue: up to one instruction per category (unit) per cycle, one
// instruction in flight per execution unit, and a VGPR scoreboard that lets
// a wave's VALU instructions run past its older memory instruction
// (docs/rtl-microarch.md "Execution scheme", docs/units/issue.md).
// Units (categories, issue lanes):
//   0 SALU  scalar rows (salu, branch) and every trapping instruction (the
//           SALU retires traps: INSN, TRAP, END)
//   1 VALU  valu and mfma rows, to the VALU of the wave's SIMD (gcn_valu_array:
//           one per SIMD).  Each VALU holds VALU_SLOTS instructions (one
//           executes, the next reads its operands meanwhile: gcn_valu), and
//           each slot is a unit here, filled in turn (vfill_q, the slot
//           goes with the packet), so a SIMD's VALU is offered its next
//           instruction while it executes one, of its wave or another
//   2 LSU   smem, vmem and flat rows (gcn_lsu); a FLAT instruction also holds
//           the DS category (its lanes may reach the LDS through gcn_ds's fl_*
//           port, which is only free while no DS instruction runs; and so LDS
//           effects stay in retirement order)
//   3 DS    lds rows (gcn_ds)
// Each unit may hold an instruction of a different wave at the same time.
// Scoreboard (stage D, docs/units/issue.md "Scoreboard"): serial
// instructions (SALU; VALU ones that write scalar state or touch AccVGPRs)
// and memory instructions wait until their wave has nothing in flight, but
// an SALU instruction only for the VALU instructions of its wave that still
// read SGPRs (sread_i: the others have their scalar operands, and write
// none); a serial one keeps its wave BUSY until its done; any other VALU
// instruction may pass its wave's memory instruction once that one is safe
// (can no longer trap) and their VGPR footprints do not meet.  A non-serial
// instruction sends its wave back to RUN with the PC past it (adv_*).  So
// scalar state changes only while a wave runs one serial instruction, and
// no instruction in flight still reads it.
//
// The lane of a wave's next instruction is known before the pick: the
// wavepool keeps a category tag per dword of the instruction buffer
// (gcn_predecode of the first dword: the encoding family) and shows the tag
// at each wave's PC (cat_i).  Per lane, two stages, a new pick every cycle:
//   P  among the ready waves of the lane's category whose units are free
//      after this cycle (busy_nx: a FLAT needs the DS free too), pick the
//      oldest (one gcn_age_pick per lane, by start order: gcn_age_matrix,
//      updated at each wave's START); the wavepool marks it BUSY
//      and reads the lane's copy of its instruction buffer (data next cycle)
//   D  decode it (one gcn_decode per lane) and offer the packet to the
//      lane's unit for this one cycle: taken (valid && ready) -> the unit
//      holds it, busy until its done; not taken -> cancelled: the wave goes
//      back to RUN (untake) with its PC unchanged.
// Oldest first rather than round robin: older waves run ahead, so their long
// memory instructions and barriers come early and younger waves fill the
// units meanwhile (measured: docs/performance.md, the end).  No wave
// starves for good: an older wave leaves a unit free between its
// instructions of another category; waiting waves (s_waitcnt, barrier, load
// hazard, scoreboard) are not candidates or are cancelled.
// So up to four waves are picked and up to four packets offered a cycle,
// one per unit, from different waves (a picked wave is BUSY until its packet
// is handed or cancelled, so no two lanes pick it).  A LSU pick
// of a FLAT instruction keeps the DS lane from picking in the same cycle.
// The tag is a prediction from the family alone: the table may route the
// instruction elsewhere (a trapping instruction goes to the SALU, and so
// does a vector one under MODE.vskip).  The D
// stage checks the decoded route against the lane; on a mismatch the packet
// is cancelled and the wave's category overridden (ovr_q, ocat_q) with the
// decoded one until its instruction is taken: it costs a pick once, only for
// trapping and skipped instructions (the family decides the unit of every
// other row).
// A packet whose unit is not ready (the LSU's load hazard or full waitcnt
// FIFO) is cancelled and its wave picked again later.
// s_waitcnt: a wave whose s_waitcnt the LSU's counters do not allow yet is
// cancelled the same way and skipped until they allow it (the counters of a
// wave only go down while it waits), so it does not hold the SALU while its
// loads are in flight.  The SALU still checks the counters when it runs it.
// Unit busy bits are set when a unit takes a packet and cleared by the
// unit's done (done_i, one bit per unit; at most one per cycle, as each done
// comes with its END beat through gcn_retire_grant, one END a cycle).
// Units (busy bits, scoreboard, done_i, safe_i, unit_ser_o), NU of them:
// 0 SALU, then the VALU slots (unit 1 + VALU_SLOTS * SIMD + slot), then
// LSU, then DS.
module gcn_issue #(
  `include "gcn_config.vh"
  ,
  `include "gcn_isa.vh"
) (
  input  wire                 clk_i,
  input  wire                 rst_i,
  // wavepool; per lane l (0 SALU, 1 VALU, 2 LSU, 3 DS) the slice l of each
  // take_*, untake, sel_* and pkt_* vector
  // a wave starts (gcn_init's START): it becomes the youngest
  input  wire                 start_valid_i,
  input  wire [WAVE_ID_W-1:0] start_wave_i,
  input  wire [NUM_WAVES-1:0] ready_waves_i,
  input  wire [3*NUM_WAVES-1:0] cat_i,         // {flat, lane} of each wave's next instruction
  output wire [3:0]           take_valid_o,
  output wire [4*WAVE_ID_W-1:0] take_wave_o,
  input  wire [4*128-1:0]     take_ibuf_i,
  output wire [3:0]           untake_valid_o,  // the wave of the lane's cancelled packet: back to RUN
  output wire [4*WAVE_ID_W-1:0] sel_wave_o,
  input  wire [4*64-1:0]      sel_pc_i,
  input  wire [3:0]           sel_scc_i,
  input  wire [4*32-1:0]      sel_mode_i,
  input  wire [4*10-1:0]      sel_accum_i,
  input  wire [12*NUM_WAVES-1:0] gidx_i,       // each wave's {M0[15:12], M0[7:0]} (gcn_sgpr_file)
  input  wire [4*17-1:0]      sel_lds_base_i,
  input  wire [4*17-1:0]      sel_lds_size_i,
  input  wire [3:0]           sel_in_tg_i,
  // the LSU's counters of every wave (s_waitcnt)
  input  wire [6*NUM_WAVES-1:0] vmcnt_i,
  input  wire [4*NUM_WAVES-1:0] lgkmcnt_i,
  // a packet per unit
  output wire                 salu_valid_o,
  input  wire                 salu_ready_i,
  output wire                 valu_valid_o,
  input  wire                 valu_ready_i,
  input  wire [NUM_SIMD-1:0]  valu_free_nx_i,  // per SIMD: its VALU takes a packet after this cycle
  output wire                 lsu_valid_o,
  input  wire                 lsu_ready_i,
  output wire                 ds_valid_o,
  input  wire                 ds_ready_i,
  output wire [4*WAVE_ID_W-1:0] pkt_wave_o,
  output wire [4*64-1:0]      pkt_pc_o,
  output wire [4*96-1:0]      pkt_words_o,
  output wire [4*2-1:0]       pkt_nwords_o,
  output wire [4*OP_ID_W-1:0] pkt_op_o,
  output wire [4*FAM_W-1:0]   pkt_fam_o,
  output wire [3:0]           pkt_scc_o,
  output wire [4*32-1:0]      pkt_mode_o,
  output wire [4*10-1:0]      pkt_accum_o,
  output wire [11:0]          pkt_gidx_o,      // VALU: GPR indexing {enables, index}; enables 0: none
  output wire [VALU_SLOT_W-1:0] pkt_vslot_o,   // VALU: the slot of its SIMD's VALU that takes it
  output wire [4*17-1:0]      pkt_lds_base_o,
  output wire [4*17-1:0]      pkt_lds_size_o,
  output wire                 pkt_in_tg_o,     // SALU: STATUS.IN_TG of the wave
  // decode extras: traps and scalar fields (SALU), vector facts (VALU)
  output wire                 dec_trap_o,
  output wire                 dec_skip_o,      // a vector instruction under MODE.vskip: retire it, no effect
  output wire [1:0]           dec_cause_o,
  output wire [VOP_W-1:0]     dec_vop_o,
  output wire [6:0]           dec_sdst_o,
  output wire [7:0]           dec_ssrc0_o,
  output wire [7:0]           dec_ssrc1_o,
  output wire [15:0]          dec_simm16_o,
  output wire [31:0]          dec_literal_o,
  output wire                 dec_dst_64_o,
  output wire                 dec_src0_64_o,
  output wire [1:0]           dec_src0_kind_o,
  output wire                 dec_src1_64_o,
  output wire [1:0]           dec_src1_kind_o,
  output wire                 dec_src0_o,
  output wire                 dec_src1_o,
  // a unit finished its instruction (the units' order is above)
  input  wire [NUM_SIMD*VALU_SLOTS+2:0]  done_i,
  input  wire                 done_end_i,      // ... and that done ends its wave (a trap, s_endpgm)
  // scoreboard (below): the unit's instruction can no longer trap (SALU:
  // unused), and the VGPRs the LSU's and the DS unit's instructions use:
  // 4 x {first register (wave-relative, AccVGPRs after accum), count}
  input  wire [NUM_SIMD*VALU_SLOTS+2:0]  safe_i,
  // ... it still reads SGPRs (the VALU slots' read-ahead; others unused)
  input  wire [NUM_SIMD*VALU_SLOTS+2:0]  sread_i,
  input  wire [47:0]          fp_lsu_i,
  input  wire [47:0]          fp_ds_i,
  // per lane: the packet handed this cycle is not serial: its wave goes back
  // to RUN at once with its PC advanced by nwords (wavepool)
  output wire [3:0]           adv_valid_o,
  output wire [4*2-1:0]       adv_nwords_o,
  // per unit: the instruction it holds is serial (its done is the wave's)
  output wire [NUM_SIMD*VALU_SLOTS+2:0]  unit_ser_o,
  // per wave: its next instruction waits for a dependency, not for a unit:
  // its s_waitcnt's counters, or an instruction of its own in flight
  // (scoreboard); the profiler's SQ_WAIT_ANY (gcn_perf, docs/counters.md)
  output wire [NUM_WAVES-1:0] dep_o,
  // an instruction of the SALU's wave older than its own is still in flight
  // (a VALU one it passed): the SALU holds an END that ends the wave until
  // it is done, and tells the checker (END data bit 2)
  output wire                 salu_older_o
);
  localparam [1:0] L_SALU = 2'd0, L_VALU = 2'd1, L_LSU = 2'd2, L_DS = 2'd3;
  localparam int NU = NUM_SIMD * VALU_SLOTS + 3;    // units
  localparam int U_VALU = 1, U_LSU = NUM_SIMD * VALU_SLOTS + 1, U_DS = NUM_SIMD * VALU_SLOTS + 2;
  localparam [NU-1:0] N_LSU = NU'(1) << U_LSU, N_DS = NU'(1) << U_DS, N_ALL = {NU{1'b1}};
  localparam [NU-1:0] N_SALU = NU'(1);

  reg [NU-1:0]            busy_q;     // units holding an instruction
  reg [NUM_SIMD*VALU_SLOT_W-1:0] vfill_q;    // per SIMD: the VALU slot its next packet goes to
  reg                     flat_q;     // the LSU's instruction is a FLAT (holds DS too)
  reg [NUM_WAVES-1:0]     ovr_q;      // the wave's category is ocat_q (the tag was wrong)
  reg [3*NUM_WAVES-1:0]   ocat_q;
  reg [NUM_WAVES-1:0]     wc_q;       // the wave's cancelled s_waitcnt waits for its counters
  reg [10*NUM_WAVES-1:0]  wcimm_q;    // ... its {vmcnt, lgkmcnt} limits
  // scoreboard: the instruction each unit holds (a FLAT: the LSU's), and the
  // waves that wait for one of their instructions in flight to finish
  reg [NU-1:0]            hv_q;       // the unit holds an instruction ...
  reg [NU*WAVE_ID_W-1:0]  hw_q;       // ... of this wave
  reg [NU-1:0]            hser_q;     // ... which is serial
  reg [NUM_WAVES-1:0]     sbw_q;
  // the units whose instruction of its wave an SALU instruction waits for:
  // memory ones, and VALU ones that still read SGPRs, may still trap or are
  // serial (those keep the wave BUSY: never met)
  wire [NU-1:0]           salu_waits = N_LSU | N_DS | ((sread_i | ~safe_i | hser_q) & ~N_SALU);

  // is an instruction of wave id in a unit (any / one that may still trap)
  function automatic in_flight(input [NU-1:0] hv, input [NU*WAVE_ID_W-1:0] hw, input [NU-1:0] mask,
                               input [WAVE_ID_W-1:0] id);
    integer u;
    begin
      in_flight = 1'b0;
      for (u = 0; u < NU; u = u + 1)
        if (hv[u] && mask[u] && hw[u*WAVE_ID_W +: WAVE_ID_W] == id) in_flight = 1'b1;
    end
  endfunction

  // do the VGPR ranges {first, count} of two footprints (4 each) meet
  function automatic fp_meet(input [47:0] a, input [47:0] b);
    integer i, j;
    reg [9:0] a0, a1, b0, b1;
    begin
      fp_meet = 1'b0;
      for (i = 0; i < 4; i = i + 1)
        for (j = 0; j < 4; j = j + 1) begin
          a0 = {1'b0, a[12*i +: 9]};
          a1 = a0 + {7'd0, a[12*i + 9 +: 3]};
          b0 = {1'b0, b[12*j +: 9]};
          b1 = b0 + {7'd0, b[12*j + 9 +: 3]};
          if (a[12*i + 9 +: 3] != 3'd0 && b[12*j + 9 +: 3] != 3'd0 && a0 < b1 && b0 < a1) fp_meet = 1'b1;
        end
    end
  endfunction

  // the VGPRs a VALU instruction names (vdst, src0..2; a 64-bit operand
  // two): VOP1/VOP2 with the DPP or SDWA dword take src0 from it, VOP2's
  // vsrc1 is a VGPR, VOP3/VOP3P sources from 256 up are VGPRs; an operand
  // the row does not have counts nothing
  function automatic [47:0] valu_fp(input [FAM_W-1:0] fam, input [VOP_W-1:0] vop, input [24:0] w0,
                                     input [26:0] w1);
    reg       v3;
    reg [8:0] s0;
    begin
      v3 = (fam == FAM_VOP3) || (fam == FAM_VOP3P);
      s0 = v3 ? w1[8:0] : (w0[8:0] == 9'd250 || w0[8:0] == 9'd249) ? {1'b1, w1[7:0]} : w0[8:0];
      valu_fp[11:0]  = {vop[VB_VDST] ? (vop[VB_VDST_64] ? 3'd2 : 3'd1) : 3'd0,
                        1'b0, v3 ? w0[7:0] : w0[24:17]};
      valu_fp[23:12] = {(vop[VB_S0] && s0[8]) ? (vop[VB_S0_64] ? 3'd2 : 3'd1) : 3'd0, 1'b0, s0[7:0]};
      valu_fp[35:24] = {(vop[VB_S1] && (!v3 || w1[17])) ? (vop[VB_S1_64] ? 3'd2 : 3'd1) : 3'd0,
                        1'b0, v3 ? w1[16:9] : w0[16:9]};
      valu_fp[47:36] = {(vop[VB_S2] && v3 && w1[26]) ? (vop[VB_S2_64] ? 3'd2 : 3'd1) : 3'd0, 1'b0, w1[25:18]};
    end
  endfunction

  function automatic wc_ok(input [9:0] imm, input [5:0] vm, input [3:0] lgkm);
    wc_ok = vm <= imm[9:4] && lgkm <= imm[3:0];
  endfunction

  // the SIMD of a wave (its VALU, its VGPR bank)
  function automatic [SIMD_ID_W-1:0] simd_of(input [WAVE_ID_W-1:0] wave);
    simd_of = SIMD_ID_W'(wave >> WAVE_IN_SIMD_W);
  endfunction

  // the unit of a lane's instruction of a wave (VALU: the slot its SIMD's
  // VALU fills next, from fill)
  function automatic [NU-1:0] unit_of(input [1:0] lane, input [WAVE_ID_W-1:0] wave, input [NUM_SIMD*VALU_SLOT_W-1:0] fill);
    case (lane)
      L_SALU:  unit_of = NU'(1);
      L_VALU:  unit_of = NU'(1) << (U_VALU + 32'(simd_of(wave)) * VALU_SLOTS + 32'(fill[VALU_SLOT_W*simd_of(wave) +: VALU_SLOT_W]));
      L_LSU:   unit_of = N_LSU;
      default: unit_of = N_DS;
    endcase
  endfunction

  // {flat, lane} of a wave's instruction -> the units it holds
  function automatic [NU-1:0] need_of(input [2:0] cat, input [WAVE_ID_W-1:0] wave, input [NUM_SIMD*VALU_SLOT_W-1:0] fill);
    need_of = cat[2] ? (N_LSU | N_DS) : unit_of(cat[1:0], wave, fill);
  endfunction

  // ---- stage D, per lane ----
  wire [3:0]             unit_ready = {ds_ready_i, lsu_ready_i, valu_ready_i, salu_ready_i};
  wire [3:0]             offer_v, hand_v, cancel_v, mism_v, wcw_v, sbw_v, ser_v;
  wire [4*WAVE_ID_W-1:0] dwave_v;     // the wave in D
  wire [12-1:0]          dcat_v;      // its decoded {flat, lane}
  wire [40-1:0]          wcimm_v;
  wire [3:0]             pick_v;      // stage P picks (below)
  wire [4*WAVE_ID_W-1:0] pwave_v;
  wire [3:0]             pflat_v;     // the picked wave's category is FLAT
  wire [4*NU-1:0]        hunit_v;     // the unit of the lane's wave in D (one-hot)

  genvar l;
  for (l = 0; l < 4; l = l + 1) begin : g_lane
    reg                  d_q;         // stage D holds a picked wave
    reg [WAVE_ID_W-1:0]  wave_q;
    reg                  pflat_q;     // ... predicted FLAT (lane LSU)
    always @(posedge clk_i) begin
      if (rst_i) d_q <= 1'b0;
      else d_q <= pick_v[l];
    end
    always @(posedge clk_i) begin
      if (pick_v[l]) begin
        wave_q  <= pwave_v[l*WAVE_ID_W +: WAVE_ID_W];
        pflat_q <= pflat_v[l];
      end
    end

    wire [63:0]  pc      = sel_pc_i[64*l +: 64];
    wire [127:0] from_pc = take_ibuf_i[128*l +: 128] >> {pc[2], 5'd0};
    wire [95:0]  words   = from_pc[95:0];
    wire [3:0]   unit;
    wire         trap, src0, src1, dst_64, src0_64, src1_64;
    wire [1:0]   cause, nwords, src0_kind, src1_kind;
    wire [OP_ID_W-1:0] op;
    wire [FAM_W-1:0]   fam;
    wire [VOP_W-1:0]   vop;
    wire [6:0]   sdst;
    wire [7:0]   ssrc0, ssrc1;
    wire [15:0]  simm16;
    wire [31:0]  literal;
    gcn_decode u_decode (
      .words_i     (words),
      .trap_o      (trap),
      .cause_o     (cause),
      .nwords_o    (nwords),
      .op_o        (op),
      .fam_o       (fam),
      .unit_o      (unit),
      .vop_o       (vop),
      .sdst_o      (sdst),
      .ssrc0_o     (ssrc0),
      .ssrc1_o     (ssrc1),
      .simm16_o    (simm16),
      .literal_o   (literal),
      .dst_64_o    (dst_64),
      .src0_o      (src0),
      .src0_64_o   (src0_64),
      .src0_kind_o (src0_kind),
      .src1_o      (src1),
      .src1_64_o   (src1_64),
      .src1_kind_o (src1_kind)
    );

    // routing, as the table says; while the wave's MODE.vskip [28] is set
    // (s_setvskip) its vector instructions (VALU, MFMA, vector memory, FLAT,
    // LDS: all but the scalar units') go to the SALU instead, which retires
    // them without effect (skip)
    wire       vector  = unit == UNIT_VALU || unit == UNIT_MFMA || unit == UNIT_VMEM || unit == UNIT_FLAT ||
                         unit == UNIT_LDS;
    wire       skip    = !trap && vector && sel_mode_i[32*l + 28];
    wire       to_valu = !trap && !skip && (unit == UNIT_VALU || unit == UNIT_MFMA);
    wire       to_lsu  = !trap && !skip && (unit == UNIT_SMEM || unit == UNIT_VMEM || unit == UNIT_FLAT);
    wire       to_ds   = !trap && !skip && (unit == UNIT_LDS);
    // FLAT proper (not GLOBAL / SCRATCH): only its lanes may reach the LDS
    wire       is_flat = to_lsu && fam == FAM_FLAT;
    wire [1:0] dlane   = to_valu ? L_VALU : to_lsu ? L_LSU : to_ds ? L_DS : L_SALU;
    wire [2:0] dcat    = {is_flat, dlane};
    wire       match   = dlane == l[1:0] && is_flat == pflat_q;

    // s_waitcnt: vmcnt is simm16 {15:14, 3:0}, lgkmcnt 11:8 (as the SALU)
    wire       is_wc   = match && dlane == L_SALU && op == OP_S_WAITCNT;
    wire [9:0] wcimm   = {simm16[15:14], simm16[3:0], simm16[11:8]};
    wire       wc_wait = is_wc && !wc_ok(wcimm, vmcnt_i[6*wave_q +: 6], lgkmcnt_i[4*wave_q +: 4]);

    // GPR indexing (MODE.gpr_idx_en [27], s_set_gpr_idx_on): a VALU row's
    // VGPR operands that M0[15:12] enables move by M0[7:0] (gcn_valu)
    wire       gidx_on = sel_mode_i[32*l + 27] && unit == UNIT_VALU;
    // scoreboard: a serial instruction (every SALU one; a VALU one that
    // writes an SGPR, VCC or EXEC, reads or writes AccVGPRs, is MFMA, or
    // is indexed: the footprint below names the unindexed VGPRs) and
    // a memory instruction wait until the wave has nothing in flight, an
    // SALU one only for the VALU ones still reading SGPRs (salu_waits); any
    // other VALU instruction may pass the wave's memory instruction once that
    // can no longer trap and when their VGPRs do not meet
    wire       ser     = (dlane == L_SALU) ||
                         (dlane == L_VALU && (unit == UNIT_MFMA || fam == FAM_VOPC || vop[VB_SDST] ||
                          vop[VB_VDST_SREG] || vop[VB_CMPX] || vop[VB_VDST_ACC] || vop[VB_S0_ACC] ||
                          gidx_on));
    wire       pv      = (dlane == L_VALU) && !ser;
    wire [47:0] vfp    = valu_fp(fam, vop, words[24:0], words[58:32]);
    wire       mem_hz  = (hv_q[U_LSU] && hw_q[U_LSU*WAVE_ID_W +: WAVE_ID_W] == wave_q &&
                          (!safe_i[U_LSU] || fp_meet(vfp, fp_lsu_i))) ||
                         (hv_q[U_DS] && hw_q[U_DS*WAVE_ID_W +: WAVE_ID_W] == wave_q &&
                          (!safe_i[U_DS] || fp_meet(vfp, fp_ds_i)));
    wire       sb_wait = match && (pv ? mem_hz : in_flight(hv_q, hw_q, (dlane == L_SALU) ? salu_waits : N_ALL, wave_q));

    // offered for this cycle only, when its units are free (they are: P
    // picked it so; the check keeps the busy bits the only authority)
    assign offer_v[l]  = d_q && match && (need_of(dcat, wave_q, vfill_q) & busy_q) == {NU{1'b0}} && !wc_wait &&
                         !sb_wait;
    assign hand_v[l]   = offer_v[l] && unit_ready[l];
    assign cancel_v[l] = d_q && !hand_v[l];
    assign mism_v[l]   = !match;
    assign wcw_v[l]    = wc_wait;
    assign sbw_v[l]    = sb_wait;
    assign ser_v[l]    = ser;
    assign hunit_v[NU*l +: NU] = unit_of(l[1:0], wave_q, vfill_q);
    assign adv_valid_o[l]    = hand_v[l] && !ser;
    assign adv_nwords_o[2*l +: 2] = nwords;
    assign dwave_v[l*WAVE_ID_W +: WAVE_ID_W] = wave_q;
    assign dcat_v[3*l +: 3]   = dcat;
    assign wcimm_v[10*l +: 10] = wcimm;

    assign untake_valid_o[l]                    = cancel_v[l];
    assign sel_wave_o[l*WAVE_ID_W +: WAVE_ID_W] = wave_q;
    assign pkt_wave_o[l*WAVE_ID_W +: WAVE_ID_W] = wave_q;
    assign pkt_pc_o[64*l +: 64]                 = pc;
    assign pkt_words_o[96*l +: 96]              = words;
    assign pkt_nwords_o[2*l +: 2]               = nwords;
    assign pkt_op_o[OP_ID_W*l +: OP_ID_W]       = op;
    assign pkt_fam_o[FAM_W*l +: FAM_W]          = fam;

    if (l == 0) begin : g_salu
      assign dec_trap_o      = trap;
      assign dec_skip_o      = skip;
      assign dec_cause_o     = cause;
      assign dec_sdst_o      = sdst;
      assign dec_ssrc0_o     = ssrc0;
      assign dec_ssrc1_o     = ssrc1;
      assign dec_simm16_o    = simm16;
      assign dec_literal_o   = literal;
      assign dec_dst_64_o    = dst_64;
      assign dec_src0_64_o   = src0_64;
      assign dec_src0_kind_o = src0_kind;
      assign dec_src1_64_o   = src1_64;
      assign dec_src1_kind_o = src1_kind;
      assign dec_src0_o      = src0;
      assign dec_src1_o      = src1;
    end
    if (l == 1) begin : g_valu
      assign dec_vop_o   = vop;
      assign pkt_gidx_o  = gidx_on ? gidx_i[12*wave_q +: 12] : 12'd0;
      assign pkt_vslot_o = vfill_q[VALU_SLOT_W*simd_of(wave_q) +: VALU_SLOT_W];
    end
    // each lane's unit uses only part of the decode
    wire unused_l = &{1'b0, from_pc[127:96], cause, skip, sdst, ssrc0, ssrc1, literal, dst_64, src0_64,
                      src0_kind, src1_64, src1_kind, src0, src1, vop, simm16};
  end

  assign salu_valid_o   = offer_v[0];
  assign valu_valid_o   = offer_v[1];
  assign lsu_valid_o    = offer_v[2];
  assign ds_valid_o     = offer_v[3];
  assign pkt_scc_o      = sel_scc_i;
  assign pkt_mode_o     = sel_mode_i;
  assign pkt_accum_o    = sel_accum_i;
  assign pkt_lds_base_o = sel_lds_base_i;
  assign pkt_lds_size_o = sel_lds_size_i;
  assign pkt_in_tg_o    = sel_in_tg_i[0];

  // ---- busy units ----
  // (the LSU's done frees the DS too when it held a FLAT)
  wire [NU-1:0] clr = done_i | ((done_i[U_LSU] && flat_q) ? N_DS : {NU{1'b0}});
  reg  [NU-1:0] set, hand_u;
  integer ls;
  always @(*) begin
    set    = {NU{1'b0}};
    hand_u = {NU{1'b0}};
    for (ls = 0; ls < 4; ls = ls + 1)
      if (hand_v[ls]) begin
        set    = set | need_of(dcat_v[3*ls +: 3], dwave_v[ls*WAVE_ID_W +: WAVE_ID_W], vfill_q);
        hand_u = hand_u | hunit_v[NU*ls +: NU];
      end
  end
  wire [NU-1:0] busy_nx = (busy_q & ~clr) | set;
  // a VALU packet handed fills its SIMD's slot: the next one is the next
  // slot in turn (the VALU ends its instructions in order, so that is the
  // one free first)
  reg [NUM_SIMD*VALU_SLOT_W-1:0] vfill_nx;
  integer vs;
  reg [VALU_SLOT_W-1:0] vf;
  always @(*) begin
    vfill_nx = vfill_q;
    for (vs = 0; vs < NUM_SIMD; vs = vs + 1) begin
      vf = vfill_q[VALU_SLOT_W*vs +: VALU_SLOT_W];
      if (hand_v[1] && 32'(simd_of(dwave_v[1*WAVE_ID_W +: WAVE_ID_W])) == vs)
        vfill_nx[VALU_SLOT_W*vs +: VALU_SLOT_W] = (32'(vf) == VALU_SLOTS - 1) ? {VALU_SLOT_W{1'b0}} : vf + 1'b1;
    end
  end
  always @(posedge clk_i) begin
    if (rst_i) begin
      busy_q  <= {NU{1'b0}};
      flat_q  <= 1'b0;
      vfill_q <= {NUM_SIMD*VALU_SLOT_W{1'b0}};
    end else begin
      busy_q  <= busy_nx;
      vfill_q <= vfill_nx;
      if (hand_v[2]) flat_q <= dcat_v[8];
    end
  end

  // ---- scoreboard: what each unit holds ----
  // (a take wins over a done of the same unit in the same cycle)
  always @(posedge clk_i) begin
    if (rst_i) hv_q <= {NU{1'b0}};
    else hv_q <= (hv_q & ~done_i) | hand_u;
  end
  integer uh, lh;
  always @(posedge clk_i) begin
    for (lh = 0; lh < 4; lh = lh + 1)
      for (uh = 0; uh < NU; uh = uh + 1)
        if (hand_v[lh] && hunit_v[NU*lh + uh]) begin
          hw_q[uh*WAVE_ID_W +: WAVE_ID_W] <= dwave_v[lh*WAVE_ID_W +: WAVE_ID_W];
          hser_q[uh] <= ser_v[lh];
        end
  end
  assign unit_ser_o = hser_q;
  // (the SALU keeps its wave BUSY: what else of its wave is in flight is older)
  assign salu_older_o = in_flight(hv_q, hw_q, ~N_SALU, hw_q[WAVE_ID_W-1:0]);

  // a wave whose instruction waited for one in flight is not picked again
  // until one of its units is done (that done wins over a wait set in the
  // same cycle, so the wave is never left waiting for nothing)
  reg [NUM_WAVES-1:0] sbw_set, sbw_clr;
  integer v, n;
  always @(*) begin
    for (v = 0; v < NUM_WAVES; v = v + 1) begin
      sbw_clr[v] = in_flight(hv_q & done_i, hw_q, N_ALL, v[WAVE_ID_W-1:0]);
      sbw_set[v] = 1'b0;
      for (n = 0; n < 4; n = n + 1)
        if (cancel_v[n] && sbw_v[n] && dwave_v[n*WAVE_ID_W +: WAVE_ID_W] == v[WAVE_ID_W-1:0]) sbw_set[v] = 1'b1;
    end
  end
  always @(posedge clk_i) begin
    if (rst_i) sbw_q <= {NUM_WAVES{1'b0}};
    else sbw_q <= (sbw_q | sbw_set) & ~sbw_clr;
  end

  // ---- per-wave state: category override, waiting s_waitcnt ----
  // (the lanes' waves differ, so the four lanes write different waves)
  integer k;
  always @(posedge clk_i) begin
    if (rst_i) begin
      ovr_q <= {NUM_WAVES{1'b0}};
      wc_q  <= {NUM_WAVES{1'b0}};
    end else begin
      for (k = 0; k < 4; k = k + 1) begin
        if (cancel_v[k] && mism_v[k]) ovr_q[dwave_v[k*WAVE_ID_W +: WAVE_ID_W]] <= 1'b1;
        if (cancel_v[k] && wcw_v[k]) wc_q[dwave_v[k*WAVE_ID_W +: WAVE_ID_W]] <= 1'b1;
        if (hand_v[k]) begin
          ovr_q[dwave_v[k*WAVE_ID_W +: WAVE_ID_W]] <= 1'b0;
          wc_q[dwave_v[k*WAVE_ID_W +: WAVE_ID_W]]  <= 1'b0;
        end
      end
    end
  end
  integer m;
  always @(posedge clk_i) begin
    for (m = 0; m < 4; m = m + 1) begin
      if (cancel_v[m] && mism_v[m]) ocat_q[3*dwave_v[m*WAVE_ID_W +: WAVE_ID_W] +: 3] <= dcat_v[3*m +: 3];
      if (cancel_v[m] && wcw_v[m]) wcimm_q[10*dwave_v[m*WAVE_ID_W +: WAVE_ID_W] +: 10] <= wcimm_v[10*m +: 10];
    end
  end

  // ---- stage P: a pick per lane ----
  // (a wave whose non-serial instruction may still trap is no candidate, up
  // to the cycle of that instruction's done, and in that cycle too if the
  // done ends the wave: it must not meet a take of it; a serial instruction
  // keeps its wave BUSY in the wavepool, which shows it ready in the cycle
  // of the done only when it falls through)
  // a wave is a candidate of its category's lane when it is ready, the units
  // its instruction holds are free after this cycle's dones and takes, (VALU)
  // its SIMD's VALU can take a packet then (its read-ahead slot is free: a
  // free unit slot does not say so, the drain holds one), and (SALU) its
  // s_waitcnt, if it waits, is allowed now
  reg  [3*NUM_WAVES-1:0] cat;
  reg  [NUM_WAVES-1:0]   el_salu, el_valu, el_lsu, el_ds;
  reg  [NUM_WAVES-1:0]   el_valu_idle;  // ... VALU candidates with nothing in flight
  reg  [NUM_WAVES-1:0]   dep;           // ... waits for a dependency (dep_o)
  reg  [2:0]             c;
  reg                    ok, infl;
  integer w;
  always @(*) begin
    for (w = 0; w < NUM_WAVES; w = w + 1) begin
      c  = ovr_q[w] ? ocat_q[3*w +: 3] : cat_i[3*w +: 3];
      infl = in_flight(hv_q & ~done_i, hw_q, N_ALL, w[WAVE_ID_W-1:0]);
      dep[w] = (sbw_q[w] && !sbw_clr[w]) ||
               in_flight(hv_q & ~(done_i & {NU{!done_end_i}}), hw_q, ~safe_i & ~hser_q, w[WAVE_ID_W-1:0]) ||
               // a memory instruction waits for an empty wave, an SALU one
               // for no VALU one reading SGPRs: not picked before (the pick
               // would only be cancelled)
               (c[1:0] == L_SALU && in_flight(hv_q & ~done_i, hw_q, salu_waits, w[WAVE_ID_W-1:0])) ||
               (c[1:0] != L_VALU && c[1:0] != L_SALU && infl) ||
               (wc_q[w] && !wc_ok(wcimm_q[10*w +: 10], vmcnt_i[6*w +: 6], lgkmcnt_i[4*w +: 4]));
      ok = ready_waves_i[w] && (need_of(c, w[WAVE_ID_W-1:0], vfill_nx) & busy_nx) == {NU{1'b0}} && !dep[w] &&
           (c[1:0] != L_VALU || valu_free_nx_i[simd_of(w[WAVE_ID_W-1:0])]);
      cat[3*w +: 3] = c;
      el_salu[w] = ok && c[1:0] == L_SALU;
      el_valu[w] = ok && c[1:0] == L_VALU;
      el_valu_idle[w] = ok && c[1:0] == L_VALU && !infl;
      el_lsu[w]  = ok && c[1:0] == L_LSU;
      el_ds[w]   = ok && c[1:0] == L_DS;
    end
  end

  // oldest first: each lane picks the oldest of its candidates (by start
  // order, gcn_age_matrix), so older waves run ahead and reach their long
  // memory instructions and barriers first while younger ones fill the units
  wire [NUM_WAVES*NUM_WAVES-1:0] older;
  gcn_age_matrix #(.N(NUM_WAVES), .IDX_W(WAVE_ID_W)) u_age (
    .clk_i (clk_i), .rst_i (rst_i), .new_valid_i (start_valid_i), .new_idx_i (start_wave_i), .older_o (older)
  );
  wire                 pick_salu, pick_valu, pick_lsu, pick_ds;
  wire [WAVE_ID_W-1:0] wave_salu, wave_valu, wave_lsu, wave_ds;
  gcn_age_pick #(.N(NUM_WAVES), .IDX_W(WAVE_ID_W)) u_pick_salu (
    .valid_i (el_salu), .older_i (older), .valid_o (pick_salu), .data_o (wave_salu)
  );
  // the VALU lane prefers waves with nothing in flight: a wave that would
  // pass its memory instruction may meet it in D and be cancelled, which
  // costs the VALU that cycle; it is picked when no other wave wants the VALU
  gcn_age_pick #(.N(NUM_WAVES), .IDX_W(WAVE_ID_W)) u_pick_valu (
    .valid_i ((el_valu_idle != {NUM_WAVES{1'b0}}) ? el_valu_idle : el_valu), .older_i (older),
    .valid_o (pick_valu), .data_o (wave_valu)
  );
  gcn_age_pick #(.N(NUM_WAVES), .IDX_W(WAVE_ID_W)) u_pick_lsu (
    .valid_i (el_lsu), .older_i (older), .valid_o (pick_lsu), .data_o (wave_lsu)
  );
  // a FLAT picked by the LSU lane holds the DS: no DS pick in that cycle
  wire lsu_flat = cat[3*wave_lsu + 2];
  wire ds_free  = !(pick_lsu && lsu_flat);
  gcn_age_pick #(.N(NUM_WAVES), .IDX_W(WAVE_ID_W)) u_pick_ds (
    .valid_i (el_ds & {NUM_WAVES{ds_free}}), .older_i (older), .valid_o (pick_ds), .data_o (wave_ds)
  );

  assign pick_v  = {pick_ds, pick_lsu, pick_valu, pick_salu};
  assign pwave_v = {wave_ds, wave_lsu, wave_valu, wave_salu};
  assign pflat_v = {1'b0, lsu_flat, 2'b00};
  assign take_valid_o = pick_v;
  assign take_wave_o  = pwave_v;
  assign dep_o        = dep;

  wire unused = &{1'b0, sel_in_tg_i[3:1]};

`ifdef GCN_SIM
`ifdef VERILATOR
  // User coverage points of a Verilator coverage build (make COVERAGE=1,
  // docs/verification.md): per lane, a packet handed to its unit and each
  // reason a packet in D goes back (category mismatch, s_waitcnt, the
  // scoreboard, a busy unit, a unit not ready); and how many units take a
  // packet in one cycle.  One statement per lane (a generate loop's copies
  // would share one source line, which Verilator's report merges).  Icarus
  // and Yosys do not take cover properties, hence the ifdef; the synthesized
  // CU has none.
  wire [3:0] cv_back    = cancel_v & ~mism_v & ~wcw_v & ~sbw_v;
  wire [3:0] cv_mism    = cancel_v & mism_v;
  wire       cv_wait    = cancel_v[0] && !mism_v[0] && wcw_v[0];  // s_waitcnt: SALU lane only
  wire [3:0] cv_sb      = cancel_v & ~mism_v & ~wcw_v & sbw_v;
  wire [3:0] cv_busy    = cv_back & ~offer_v;
  wire [3:0] cv_unready = cv_back & offer_v;
  wire [2:0] cv_handed  = {2'b00, hand_v[0]} + {2'b00, hand_v[1]} + {2'b00, hand_v[2]} + {2'b00, hand_v[3]};
  // an SALU instruction handed while VALU work of its wave is in flight
  wire       cv_pass    = hand_v[0] && in_flight(hv_q, hw_q, ~N_SALU, dwave_v[0 +: WAVE_ID_W]);
  c_salu_handed:   cover property (@(posedge clk_i) !rst_i && hand_v[0]);
  c_valu_handed:   cover property (@(posedge clk_i) !rst_i && hand_v[1]);
  c_lsu_handed:    cover property (@(posedge clk_i) !rst_i && hand_v[2]);
  c_ds_handed:     cover property (@(posedge clk_i) !rst_i && hand_v[3]);
  c_salu_mismatch: cover property (@(posedge clk_i) !rst_i && cv_mism[0]);
  c_valu_mismatch: cover property (@(posedge clk_i) !rst_i && cv_mism[1]);
  c_lsu_mismatch:  cover property (@(posedge clk_i) !rst_i && cv_mism[2]);
  c_ds_mismatch:   cover property (@(posedge clk_i) !rst_i && cv_mism[3]);
  c_salu_waitcnt:  cover property (@(posedge clk_i) !rst_i && cv_wait);
  c_salu_sb:       cover property (@(posedge clk_i) !rst_i && cv_sb[0]);
  c_valu_sb:       cover property (@(posedge clk_i) !rst_i && cv_sb[1]);
  c_lsu_sb:        cover property (@(posedge clk_i) !rst_i && cv_sb[2]);
  c_ds_sb:         cover property (@(posedge clk_i) !rst_i && cv_sb[3]);
  c_salu_busy:     cover property (@(posedge clk_i) !rst_i && cv_busy[0]);
  c_valu_busy:     cover property (@(posedge clk_i) !rst_i && cv_busy[1]);
  c_lsu_busy:      cover property (@(posedge clk_i) !rst_i && cv_busy[2]);
  c_ds_busy:       cover property (@(posedge clk_i) !rst_i && cv_busy[3]);
  c_salu_unready:  cover property (@(posedge clk_i) !rst_i && cv_unready[0]);
  c_valu_unready:  cover property (@(posedge clk_i) !rst_i && cv_unready[1]);
  c_lsu_unready:   cover property (@(posedge clk_i) !rst_i && cv_unready[2]);
  c_ds_unready:    cover property (@(posedge clk_i) !rst_i && cv_unready[3]);
  c_salu_passes:   cover property (@(posedge clk_i) !rst_i && cv_pass);
  c_issue2:        cover property (@(posedge clk_i) !rst_i && cv_handed == 3'd2);
  c_issue3:        cover property (@(posedge clk_i) !rst_i && cv_handed == 3'd3);
  c_issue4:        cover property (@(posedge clk_i) !rst_i && cv_handed == 3'd4);
`endif
`endif
endmodule
