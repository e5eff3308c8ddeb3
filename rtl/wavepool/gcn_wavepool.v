// gcn_wavepool: the state of every wave slot: PC, SCC, the instruction buffer
// and where the wave is:
//   FREE -> INIT (init beats) -> RUN (START) -> BUSY (issued) -> RUN (retired)
//   ... FREE at s_endpgm or a trap.  BUSY -> RUN also when the issue stage
//   cancels the packet it took (untake: its unit could not take it; the PC
//   and the buffer are unchanged), and when it hands a packet that is not
//   serial (adv: the PC moves past the instruction at once, which runs on in
//   its unit; its done is not the wave's: gcn_cu passes the wavepool only
//   the dones of serial instructions and of traps, docs/units/issue.md).
// A RUN wave is ready to issue when its buffer holds the PC's 8-byte block
// and the next one (no gfx90a instruction is longer than 2 dwords, so that
// is the whole instruction).
// The instruction buffer of a wave is a window of IBUF_ENTRIES = 4 8-byte
// blocks from the PC's block up: entry k holds the block whose address bits
// 4:3 are k (two block RAMs, even and odd entries, NUM_WAVES x 2 x 64 bits,
// written by fetch responses, read when the issue stage picks the wave).
// The issue stage has four lanes (SALU, VALU, LSU, DS), each may take a
// wave a cycle: the two RAMs are replicated per lane (one read port each,
// every fill writes all copies), and take, untake and the sel fields (PC,
// SCC, MODE, accum, LDS window, IN_TG) are per lane.  Besides the data, each
// dword of the window has a 3-bit category tag {flat, lane} (gcn_predecode of
// that dword as if an instruction started there), written with the fill;
// cat_o shows the tag at each slot's PC, so the issue stage knows the lane
// of a wave's next instruction before it picks it.
// nxt_q is the next block to fetch; gcn_fetch sends it whenever the window
// has a free entry (in RUN and BUSY, so the next blocks arrive while the
// wave executes).  An instruction that falls through frees the entry it
// leaves; anything else (a taken branch, a jump, START) flushes the window:
// every entry invalid, refetch from the new PC's block.  Per entry: val
// (data here), infl (request in flight: the entry is not asked again, so no
// fetch tag is reused), stale (the response in flight belongs to a flushed
// window and is dropped).
// Per slot it also keeps what the units need in the instruction packet
// (docs/rtl-microarch.md): MODE (init beat, then the units' done_mode) and
// the WAVE_INFO words (0: accum_offset, wg slot, waves in wg -> IN_TG for
// the SALU's packet; 2: the LDS window).  vbase (word 1) is kept by the VGPR
// file.
// Barriers: a wave that retires s_barrier comes back with done_park = 2 and
// is held (not ready) until every wave of its workgroup slot has arrived;
// waves of the workgroup that ended count as arrived (as in the model), so a
// workgroup's count of ended waves is kept until all of its waves ended.  A
// workgroup's waves_in_wg comes from WAVE_INFO word 0, so a wave that reaches
// the barrier before its siblings are even dispatched waits for them.
// done_park = 1 / done_wait (s_waitcnt parking) are not used: s_waitcnt waits
// inside the SALU on the LSU's counters.
module gcn_wavepool #(
  `include "gcn_config.vh"
) (
  input  wire                 clk_i,
  input  wire                 rst_i,
  output wire [NUM_WAVES-1:0] wave_free_o,
  // from gcn_init
  input  wire                 alloc_valid_i,
  input  wire                 pc_valid_i,
  input  wire                 scc_valid_i,
  input  wire                 start_valid_i,
  input  wire [WAVE_ID_W-1:0] init_wave_i,
  input  wire                 mode_valid_i,
  input  wire                 info_valid_i,
  input  wire [1:0]           info_index_i,
  input  wire [63:0]          init_pc_i,    // PC, or SCC at bit 0, MODE, WAVE_INFO word
  // fetch
  output wire [NUM_WAVES-1:0] need_fetch_o,
  input  wire                 fetch_valid_i,
  input  wire [WAVE_ID_W-1:0] fetch_wave_i,
  output wire [63:0]          fetch_pc_o,
  input  wire                 fill_valid_i,
  input  wire [WAVE_ID_W-1:0] fill_wave_i,
  input  wire [1:0]           fill_slot_i,
  input  wire [63:0]          fill_data_i,
  // issue: NL = 4 lanes (0 SALU, 1 VALU, 2 LSU, 3 DS), each takes at most
  // one wave a cycle; the lanes' waves differ
  output wire [NUM_WAVES-1:0] ready_o,
  output wire [3*NUM_WAVES-1:0] cat_o,      // per slot {flat, lane} of the instruction at its PC (valid when ready)
  input  wire [3:0]           take_valid_i,
  input  wire [4*WAVE_ID_W-1:0] take_wave_i,
  output wire [4*128-1:0]     take_ibuf_o,  // per lane: the taken slot's blocks of the PC and the next, one cycle later
  input  wire [3:0]           untake_valid_i, // per lane: the slot sel_wave_i goes back to RUN
  input  wire [3:0]           adv_valid_i,    // per lane: ... with its PC past its instruction (handed, not serial)
  input  wire [4*2-1:0]       adv_nwords_i,
  input  wire [4*WAVE_ID_W-1:0] sel_wave_i, // per lane: the slot whose PC, SCC... are shown
  output wire [4*64-1:0]      sel_pc_o,
  output wire [3:0]           sel_scc_o,
  output wire [4*32-1:0]      sel_mode_o,
  output wire [4*10-1:0]      sel_accum_o,
  output wire [4*17-1:0]      sel_lds_base_o,
  output wire [4*17-1:0]      sel_lds_size_o,
  output wire [3:0]           sel_in_tg_o,  // STATUS.IN_TG: the workgroup has more than one wave
  // the wave comes back from its unit
  input  wire                 done_valid_i,
  input  wire [WAVE_ID_W-1:0] done_wave_i,
  input  wire [63:0]          done_pc_i,
  input  wire                 done_scc_i,
  input  wire                 done_end_i,
  input  wire                 done_seq_i,     // fell through to PC + 4 * nwords
  input  wire [1:0]           done_nwords_i,
  input  wire [1:0]           done_park_i,
  input  wire [15:0]          done_wait_i,
  input  wire                 done_mode_we_i,
  input  wire [31:0]          done_mode_i
);
  localparam [1:0] W_FREE = 2'd0, W_INIT = 2'd1, W_RUN = 2'd2, W_BUSY = 2'd3;

  // every slot's PC, SCC and buffer side by side, for the read muxes
  wire [64*NUM_WAVES-1:0]  pc_all;
  wire [NUM_WAVES-1:0]     scc_all;
  wire [61*NUM_WAVES-1:0]  nxt_all;    // next block to fetch
  wire [32*NUM_WAVES-1:0]  mode_all;
  wire [10*NUM_WAVES-1:0]  accum_all;
  wire [WG_SLOT_W*NUM_WAVES-1:0] wg_all;
  wire [WAVES_IN_WG_W*NUM_WAVES-1:0] nwg_all;
  wire [34*NUM_WAVES-1:0]  lds_all;    // {lds_size, lds_base} per slot
  wire [NUM_WAVES-1:0]     bar_all;    // held at s_barrier
  wire [NUM_WAVES-1:0]     live_all;   // allocated, not ended
  reg  [NUM_WAVES-1:0]     bar_go;    // the wave's workgroup has arrived
  localparam NUM_WG = 1 << WG_SLOT_W;
  localparam NL = 4;  // issue lanes: SALU, VALU, LSU, DS

  // the category of both dwords of a fill, as if an instruction started there
  wire [1:0] fcat_lane0, fcat_lane1;
  wire       fcat_flat0, fcat_flat1;
  gcn_predecode u_pre0 (.w0_i(fill_data_i[31:0]),  .lane_o(fcat_lane0), .flat_o(fcat_flat0));
  gcn_predecode u_pre1 (.w0_i(fill_data_i[63:32]), .lane_o(fcat_lane1), .flat_o(fcat_flat1));
  wire [5:0] fcat = {fcat_flat1, fcat_lane1, fcat_flat0, fcat_lane0};

  // does any issue lane's valid entry name slot id (take: the lane's pick;
  // untake: the lane's selected wave)
  function automatic lane_hit(input [NL-1:0] valid, input [NL*WAVE_ID_W-1:0] waves,
                              input [WAVE_ID_W-1:0] id);
    integer k;
    begin
      lane_hit = 1'b0;
      for (k = 0; k < NL; k = k + 1)
        if (valid[k] && waves[k*WAVE_ID_W +: WAVE_ID_W] == id) lane_hit = 1'b1;
    end
  endfunction

  // the nwords of the lane whose valid entry names slot id (0: none)
  function automatic [1:0] lane_nwords(input [NL-1:0] valid, input [NL*WAVE_ID_W-1:0] waves,
                                       input [NL*2-1:0] nwords, input [WAVE_ID_W-1:0] id);
    integer k;
    begin
      lane_nwords = 2'd0;
      for (k = 0; k < NL; k = k + 1)
        if (valid[k] && waves[k*WAVE_ID_W +: WAVE_ID_W] == id) lane_nwords = lane_nwords | nwords[2*k +: 2];
    end
  endfunction

  genvar g;
  for (g = 0; g < NUM_WAVES; g = g + 1) begin : g_wave
    wire [WAVE_ID_W-1:0] id = g[WAVE_ID_W-1:0];
    wire alloc = alloc_valid_i && init_wave_i == id;
    wire setpc = pc_valid_i && init_wave_i == id;
    wire setscc = scc_valid_i && init_wave_i == id;
    wire start = start_valid_i && init_wave_i == id;
    wire fetch = fetch_valid_i && fetch_wave_i == id;
    wire fill  = fill_valid_i && fill_wave_i == id;
    wire take   = lane_hit(take_valid_i, take_wave_i, id);
    wire untake = lane_hit(untake_valid_i, sel_wave_i, id);
    wire adv    = lane_hit(adv_valid_i, sel_wave_i, id);
    wire [1:0] adv_nw = lane_nwords(adv_valid_i, sel_wave_i, adv_nwords_i, id);
    wire done  = done_valid_i && done_wave_i == id;
    wire setmode = mode_valid_i && init_wave_i == id;
    wire setinfo = info_valid_i && init_wave_i == id;

    // MODE and WAVE_INFO: written by init beats and done_mode only
    reg [31:0]          mode_q;
    reg [9:0]           accum_q;
    reg [WG_SLOT_W-1:0] wg_q;
    reg [WAVES_IN_WG_W-1:0] nwg_q;
    reg [16:0]          lds_base_q, lds_size_q;
    always @(posedge clk_i) begin
      if (setmode) mode_q <= init_pc_i[31:0];
      else if (done && done_mode_we_i) mode_q <= done_mode_i;
      if (setinfo && info_index_i == 2'd0) begin
        accum_q <= init_pc_i[WAVE_INFO_W-1 -: 10];
        wg_q    <= init_pc_i[WAVES_IN_WG_W +: WG_SLOT_W];
        nwg_q   <= init_pc_i[WAVES_IN_WG_W-1:0];
      end
      if (setinfo && info_index_i == 2'd2) begin
        lds_base_q <= init_pc_i[16:0];
        lds_size_q <= init_pc_i[48:32];
      end
    end
    assign mode_all[32*g +: 32] = mode_q;
    assign accum_all[10*g +: 10] = accum_q;
    assign wg_all[WG_SLOT_W*g +: WG_SLOT_W] = wg_q;
    assign nwg_all[WAVES_IN_WG_W*g +: WAVES_IN_WG_W] = nwg_q;

    // category tags: 3 bits {flat, lane} per dword of the window (entry k,
    // dword d at 3*(2k+d)), written with the entry's data (gcn_predecode)
    reg [23:0] cat_q;
    always @(posedge clk_i) begin
      if (fill) cat_q[6*fill_slot_i +: 6] <= fcat;
    end
    assign lds_all[34*g +: 34]   = {lds_size_q, lds_base_q};

    reg [1:0]   state_q, state_d;
    reg [63:0]  pc_q, pc_d;
    reg         scc_q, scc_d;
    reg         bar_q, bar_d;
    reg [60:0]  nxt_q, nxt_d;
    reg [3:0]   val_q, val_d, infl_q, infl_d, stale_q, stale_d;
    wire [1:0]  ent   = pc_q[4:3];
    wire [1:0]  ent1  = pc_q[4:3] + 2'd1;
    wire [1:0]  nslot = nxt_q[1:0];
    wire [2:0]  used  = nxt_q[2:0] - pc_q[5:3];   // entries from the PC's block to nxt
    wire        live  = (state_q == W_RUN) || (state_q == W_BUSY);
    wire [63:0] adv_pc = pc_q + {59'd0, adv_nw, 2'b00};   // past the handed instruction

    always @(*) begin
      state_d = state_q;
      pc_d    = pc_q;
      scc_d   = scc_q;
      bar_d   = bar_q && !bar_go[g];
      nxt_d   = nxt_q;
      val_d   = val_q;
      infl_d  = infl_q;
      stale_d = stale_q;
      // a response: data for its entry, or dropped when its window was flushed
      if (fill) begin
        if (stale_q[fill_slot_i]) stale_d[fill_slot_i] = 1'b0;
        else val_d[fill_slot_i] = 1'b1;
        infl_d[fill_slot_i] = 1'b0;
      end
      if (fetch) begin
        infl_d[nslot] = 1'b1;
        nxt_d         = nxt_q + 61'd1;
      end
      if (alloc && state_q == W_FREE) begin
        state_d = W_INIT;
        scc_d   = 1'b0;
      end
      if (setpc) pc_d = init_pc_i;
      if (setscc) scc_d = init_pc_i[0];
      if (start && state_q == W_INIT) begin
        state_d = W_RUN;
        nxt_d   = pc_q[63:3];
        val_d   = 4'b0000;
        stale_d = stale_d | infl_d;
      end
      if (done) begin
        pc_d    = done_pc_i;
        scc_d   = done_scc_i;
        bar_d   = (done_park_i == 2'd2) && !done_end_i;
        state_d = done_end_i ? W_FREE : W_RUN;
        if (done_seq_i && !done_end_i) begin
          // fell through: the entry left behind is free
          if (done_pc_i[4:3] != ent) val_d[ent] = 1'b0;
        end else begin
          nxt_d   = done_pc_i[63:3];
          val_d   = 4'b0000;
          stale_d = stale_d | infl_d;
        end
      end
      // a cancelled packet: nothing of the wave changed but its state
      if (untake) state_d = W_RUN;
      // a packet handed that is not serial: the wave goes on at once, its
      // instruction still in its unit (the issue stage's scoreboard); it
      // falls through, so the entry left behind is free
      if (adv) begin
        state_d = W_RUN;
        pc_d    = adv_pc;
        if (adv_pc[4:3] != ent) val_d[ent] = 1'b0;
      end
      // a wave can be taken in the cycle its previous instruction finishes
      if (take) state_d = W_BUSY;
    end

    always @(posedge clk_i) begin
      if (rst_i) begin
        state_q <= W_FREE;
        bar_q   <= 1'b0;
        val_q   <= 4'b0000;
        infl_q  <= 4'b0000;
        stale_q <= 4'b0000;
      end else begin
        state_q <= state_d;
        bar_q   <= bar_d;
        val_q   <= val_d;
        infl_q  <= infl_d;
        stale_q <= stale_d;
      end
    end

    always @(posedge clk_i) begin
      pc_q   <= pc_d;
      scc_q  <= scc_d;
      nxt_q  <= nxt_d;
    end

    assign wave_free_o[g]  = (state_q == W_FREE);
    assign need_fetch_o[g] = live && used < 3'd4 && !infl_q[nslot];
    // ready: in RUN, or finishing an instruction that falls through (not
    // ending, not parking) to an instruction already in the buffer
    wire [1:0] dent  = done_pc_i[4:3];
    wire [1:0] dent1 = done_pc_i[4:3] + 2'd1;
    assign ready_o[g]      = ((state_q == W_RUN) && val_q[ent] && val_q[ent1] && !bar_q) ||
                             (done && done_seq_i && !done_end_i && done_park_i == 2'd0 && val_q[dent] && val_q[dent1]);
    assign bar_all[g]      = bar_q;
    assign live_all[g]     = (state_q != W_FREE);
    // the category at the PC (at the new PC in the cycle of a done: ready_o)
    wire [2:0] cat_at = done ? done_pc_i[4:2] : pc_q[4:2];
    assign cat_o[3*g +: 3]        = cat_q[3*cat_at +: 3];
    assign pc_all[64*g +: 64]     = pc_q;
    assign scc_all[g]             = scc_q;
    assign nxt_all[61*g +: 61]    = nxt_q;
  end

  // ---- barriers, per workgroup slot ----
  // ended_q[k]: waves of workgroup slot k that ended; reset when all did, so
  // the slot's next workgroup starts from 0
  // (one flat vector, not an array: the release logic below reads it for
  // every wave in one combinational block)
  reg  [WAVES_IN_WG_W*NUM_WG-1:0] ended_q;
  wire [WG_SLOT_W-1:0]     done_wg  = wg_all[WG_SLOT_W*done_wave_i +: WG_SLOT_W];
  wire [WAVES_IN_WG_W-1:0] done_nwg = nwg_all[WAVES_IN_WG_W*done_wave_i +: WAVES_IN_WG_W];
  wire [WAVES_IN_WG_W-1:0] done_ended = ended_q[WAVES_IN_WG_W*done_wg +: WAVES_IN_WG_W];
  wire                     wave_ends = done_valid_i && done_end_i;
  always @(posedge clk_i) begin
    if (rst_i) begin
      ended_q <= {(WAVES_IN_WG_W*NUM_WG){1'b0}};
    end else if (wave_ends) begin
      if (done_ended + 1'b1 >= done_nwg) ended_q[WAVES_IN_WG_W*done_wg +: WAVES_IN_WG_W] <= {WAVES_IN_WG_W{1'b0}};
      else ended_q[WAVES_IN_WG_W*done_wg +: WAVES_IN_WG_W] <= done_ended + 1'b1;
    end
  end

  // a held wave is released when the held waves of its workgroup plus the
  // ended ones make the whole workgroup
  integer i, j;
  reg [WAVES_IN_WG_W:0] arrived;
  always @(*) begin
    for (i = 0; i < NUM_WAVES; i = i + 1) begin
      arrived = {(WAVES_IN_WG_W+1){1'b0}};
      for (j = 0; j < NUM_WAVES; j = j + 1) begin
        if (bar_all[j] && live_all[j] &&
            wg_all[WG_SLOT_W*j +: WG_SLOT_W] == wg_all[WG_SLOT_W*i +: WG_SLOT_W])
          arrived = arrived + 1'b1;
      end
      bar_go[i] = bar_all[i] &&
                   arrived + {1'b0, ended_q[WAVES_IN_WG_W*wg_all[WG_SLOT_W*i +: WG_SLOT_W] +: WAVES_IN_WG_W]} >=
                   {1'b0, nwg_all[WAVES_IN_WG_W*i +: WAVES_IN_WG_W]};
    end
  end

  assign fetch_pc_o  = {nxt_all[61*fetch_wave_i +: 61], 3'b000};
  // parking on s_waitcnt / s_barrier arrives with the LSU's counters

  // ---- per issue lane: what the packet needs, and the instruction buffer ----
  // The instruction buffers: bank b holds the entries k with k[0] == b, at
  // {wave, k[1]}; a fill writes one entry, a take reads the PC's entry and
  // the next (one from each bank), put in order the next cycle.  Each lane
  // has its own copy of the two banks (one read port each; every fill
  // writes all copies), so the four lanes read in the same cycle.
  genvar l;
  for (l = 0; l < NL; l = l + 1) begin : g_lane
    wire [WAVE_ID_W-1:0] sw = sel_wave_i[l*WAVE_ID_W +: WAVE_ID_W];
    wire [WAVE_ID_W-1:0] tw = take_wave_i[l*WAVE_ID_W +: WAVE_ID_W];
    wire [63:0] spc = pc_all[64*sw +: 64];
    assign sel_pc_o[64*l +: 64]       = spc;
    assign sel_scc_o[l]               = scc_all[sw];
    assign sel_mode_o[32*l +: 32]     = mode_all[32*sw +: 32];
    assign sel_accum_o[10*l +: 10]    = accum_all[10*sw +: 10];
    assign sel_lds_base_o[17*l +: 17] = lds_all[34*sw +: 17];
    assign sel_lds_size_o[17*l +: 17] = lds_all[34*sw + 17 +: 17];
    assign sel_in_tg_o[l]             = nwg_all[WAVES_IN_WG_W*sw +: WAVES_IN_WG_W] >
                                        {{(WAVES_IN_WG_W-1){1'b0}}, 1'b1};

    // (the PC the wave finishing this cycle goes to, when it is the one taken)
    wire [1:0]  take_ent = (done_valid_i && done_wave_i == tw) ? done_pc_i[4:3] :
                           pc_all[64*tw + 3 +: 2];
    wire [1:0]  take_ent1 = take_ent + 2'd1;
    wire [63:0] rd0, rd1;
    gcn_ram_1r1w #(.WIDTH(64), .DEPTH(2*NUM_WAVES), .ADDR_W(WAVE_ID_W+1)) u_ram0 (
      .clk_i   (clk_i),
      .re_i    (take_valid_i[l]),
      .raddr_i ({tw, take_ent[0] ? take_ent1[1] : take_ent[1]}),
      .rdata_o (rd0),
      .we_i    (fill_valid_i && !fill_slot_i[0]),
      .waddr_i ({fill_wave_i, fill_slot_i[1]}),
      .wdata_i (fill_data_i)
    );
    gcn_ram_1r1w #(.WIDTH(64), .DEPTH(2*NUM_WAVES), .ADDR_W(WAVE_ID_W+1)) u_ram1 (
      .clk_i   (clk_i),
      .re_i    (take_valid_i[l]),
      .raddr_i ({tw, take_ent[0] ? take_ent[1] : take_ent1[1]}),
      .rdata_o (rd1),
      .we_i    (fill_valid_i && fill_slot_i[0]),
      .waddr_i ({fill_wave_i, fill_slot_i[1]}),
      .wdata_i (fill_data_i)
    );
    // sel_wave_i of the lane is its taken wave the cycle after the take
    assign take_ibuf_o[128*l +: 128] = spc[3] ? {rd0, rd1} : {rd1, rd0};
    wire unused_l = &{1'b0, take_ent1[0]};
  end

  wire unused = &{1'b0, done_park_i, done_wait_i, done_nwords_i, init_pc_i[63:49]};
endmodule
