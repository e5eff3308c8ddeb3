// gcn_lsu_ret: the LSU's tag table and return engine.
//
// Every data-memory request owns a tag from alloc to free.  The issue side
// writes the tag's meta data (what to do with the response) when it sends the
// request; a response (accepted at once: dm_rsp_ready_o is constant 1) lands
// in a tag-indexed data RAM and marks the tag ready.  The engine handles the
// ready tags lowest first, one a cycle, in four stages: A picks a tag and
// reads its data and meta RAMs, B holds the RAMs' output (a pair reads its
// odd half as it leaves), C writes the registers (one a cycle) and D sends
// each write's LATE beat the cycle after.  The beat follows the write, never
// comes with it: the write waits for write port B, whose ready depends on
// other units' writes, and those on the beat grant, which depends on this
// beat's valid.  A tag is freed, and its waitcnt entry decremented, when its
// last beat goes (a tag without beat passes D as a bubble, so that one tag
// at most is freed a cycle):
//   - loads (SGPR / VGPR): once the instruction's END beat went out (retired
//     bit of its waitcnt entry; a LATE beat must never precede the END of its
//     own instruction), write the dwords through register-file write port B
//     one register at a time and report each as a LATE beat;
//   - stores and atomics without return: nothing to write, freed at once;
//   - dm_rsp_err: a TRAP beat (cause 3, memory violation) on the late channel,
//     outside any instruction: the checker reports it (the model traps the
//     wave at the instruction itself, which the RTL has already retired), so
//     a fault never passes silently.
// A lane's access that crosses a 16-byte block is two requests on an aligned
// pair of tags (2k, 2k+1); only the even one is handled, when both are ready,
// with the 32 bytes of the two blocks as one window; or, for an access across
// two swizzled scratch/buffer elements (alloc_xe_i), with its bytes from the
// even tag's block and then from the odd one's at the second element.
// Each handled access (pair or single) decrements its waitcnt entry.
// A VGPR access may serve a group of up to 4 lanes (lanes lane..lane+3 of
// one quarter, alloc_lmask_i) whose bytes lie in the same 16-byte block, each
// at its own byte (alloc_shift_i, 4 bits a lane): each register is written
// for the whole group at once (one write, one LATE beat with the group's
// lane mask).
module gcn_lsu_ret #(
  parameter int IT_W = 4,
  parameter int NIT  = 16,
  `include "gcn_config.vh"
) (
  input  wire                 clk_i,
  input  wire                 rst_i,

  // allocation (issue side)
  output wire [TAG_W-1:0]     free_tag_o,     // lowest free tag
  output wire                 have_tag_o,
  output wire [TAG_W-1:0]     free_pair_o,    // lowest free aligned pair (even tag)
  output wire                 have_pair_o,
  output wire [TAG_W:0]       n_free_o,
  input  wire                 alloc_i,        // take a tag ...
  input  wire                 alloc_pair_i,   // ... or a pair
  input  wire [TAG_W-1:0]     alloc_tag_i,    // the tag (the even one of a pair)
  input  wire [1:0]           alloc_kind_i,   // 0 no data, 1 SGPR, 2 VGPR
  input  wire [IT_W-1:0]      alloc_it_i,
  input  wire [WAVE_ID_W-1:0] alloc_wave_i,
  input  wire [8:0]           alloc_reg_i,    // first register (SGPR code or wave-relative VGPR)
  input  wire [5:0]           alloc_lane_i,
  input  wire [2:0]           alloc_ndw_i,    // registers to write (1..4)
  input  wire [15:0]          alloc_shift_i,  // per group lane: byte of the block where its data starts
  input  wire [3:0]           alloc_lmask_i,  // lanes lane + i of the group (bit 0: lane itself)
  input  wire [2:0]           alloc_ext_i,    // 0 dwords, 1 u8, 2 i8, 3 u16, 4 i16
  input  wire [3:0]           alloc_zmask_i,  // SGPR dwords that read as zero (buffer range)
  input  wire                 alloc_d16_i,    // d16 load: 16 bits into one half of the register ...
  input  wire                 alloc_hi_i,     // ... the high half
  input  wire [31:0]          alloc_old_i,    // ... the register's value at issue (the other half kept)
  input  wire                 alloc_xe_i,     // a pair across two swizzled elements (below) ...
  input  wire [1:0]           alloc_xoff_i,   // ... the second element's dword in the odd tag's block
  input  wire [21:0]          alloc_fmt_i,    // a format load's conversion (gcn_lsu_fmt fmt_i; 0: none)
  // a response the LSU makes itself (a FLAT lane's LDS data): written at once
  // (dm_rsp waits), for a tag allocated in the same cycle
  input  wire                 lr_valid_i,
  input  wire [127:0]         lr_data_i,

  // responses
  input  wire                 dm_rsp_valid_i,
  output wire                 dm_rsp_ready_o,
  input  wire [TAG_W-1:0]     dm_rsp_tag_i,
  input  wire [127:0]         dm_rsp_rdata_i,
  input  wire                 dm_rsp_err_i,

  // waitcnt entries
  input  wire [NIT-1:0]       it_retired_i,
  output wire                 it_dec_o,
  output wire [IT_W-1:0]      it_dec_idx_o,

  // SGPR file write port B
  output wire                 sgpr_we_o,
  output wire [WAVE_ID_W-1:0] sgpr_wwave_o,
  output wire [6:0]           sgpr_wcode_o,
  output wire [63:0]          sgpr_wdata_o,
  input  wire                 sgpr_ready_i,
  // VGPR file write port B
  output wire                 vgpr_we_o,
  output wire [WAVE_ID_W-1:0] vgpr_wwave_o,
  output wire [8:0]           vgpr_wreg_o,
  output wire [1:0]           vgpr_wquarter_o,
  output wire [15:0]          vgpr_wmask_o,
  output wire [511:0]         vgpr_wdata_o,
  input  wire                 vgpr_ready_i,

  // late beats
  output wire                 late_valid_o,
  input  wire                 late_ready_i,
  output wire [2:0]           late_kind_o,
  output wire [WAVE_ID_W-1:0] late_wave_o,
  output wire [8:0]           late_index_o,
  output wire [1:0]           late_quarter_o,
  output wire [15:0]          late_mask_o,
  output wire [511:0]         late_data_o
);
  localparam int NTAG = 1 << TAG_W;
  localparam int META_W = WAVE_ID_W + 9 + 6 + 3 + 16 + 4 + 3 + 4 + 2 + 32 + 3 + 22;
  localparam [1:0] K_NONE = 2'd0, K_SGPR = 2'd1, K_VGPR = 2'd2;
  localparam [2:0] RT_LATE_SGPR = 3'd4, RT_LATE_VGPR = 3'd5, RT_TRAP = 3'd6;

  // ---- per-tag state (flops: what the picker looks at) ----
  reg [NTAG-1:0] busy_q, ready_q, pair_q, err_q;
  reg [NTAG-1:0] taken_q;   // picked, in the engine until freed
  // packed (not arrays) so that the picker's always @(*) lists them plainly
  reg [2*NTAG-1:0]    kind_q;
  reg [IT_W*NTAG-1:0] it_q;
  reg [TAG_W:0]  n_free_q;

  // lowest free tag, lowest free aligned pair
  reg [TAG_W-1:0] ft, fp;
  reg             hft, hfp;
  integer i;
  always @(*) begin
    ft = {TAG_W{1'b0}};
    fp = {TAG_W{1'b0}};
    hft = 1'b0;
    hfp = 1'b0;
    for (i = NTAG - 1; i >= 0; i = i - 1) begin
      if (!busy_q[i]) begin
        ft  = i[TAG_W-1:0];
        hft = 1'b1;
      end
    end
    for (i = NTAG - 2; i >= 0; i = i - 2) begin
      if (!busy_q[i] && !busy_q[i+1]) begin
        fp  = i[TAG_W-1:0];
        hfp = 1'b1;
      end
    end
  end
  assign free_tag_o  = ft;
  assign have_tag_o  = hft;
  assign free_pair_o = fp;
  assign have_pair_o = hfp;
  assign n_free_o    = n_free_q;

  // a tag the engine may take: its response is in (both halves of a pair),
  // and load data only after its instruction retired; an error always
  reg [TAG_W-1:0] pick;
  reg             have_pick;
  always @(*) begin
    pick = {TAG_W{1'b0}};
    have_pick = 1'b0;
    for (i = NTAG - 1; i >= 0; i = i - 1) begin
      if (busy_q[i] && ready_q[i] && !taken_q[i] && !(pair_q[i] && i[0]) &&
          (!pair_q[i] || ready_q[i|1]) &&
          (kind_q[2*i +: 2] == K_NONE || it_retired_i[it_q[IT_W*i +: IT_W]] || err_q[i] || (pair_q[i] && err_q[i|1]))) begin
        pick = i[TAG_W-1:0];
        have_pick = 1'b1;
      end
    end
  end

  // ---- RAMs: response data, and meta data ----
  assign dm_rsp_ready_o = !lr_valid_i;
  wire rsp_go = dm_rsp_valid_i && !lr_valid_i;
  reg              d_re;
  reg [TAG_W-1:0]  d_raddr;
  wire [127:0]     d_rdata;
  gcn_ram_1r1w #(.WIDTH(128), .DEPTH(NTAG), .ADDR_W(TAG_W)) u_data (
    .clk_i   (clk_i),
    .re_i    (d_re),
    .raddr_i (d_raddr),
    .rdata_o (d_rdata),
    .we_i    (rsp_go || lr_valid_i),
    .waddr_i (lr_valid_i ? alloc_tag_i : dm_rsp_tag_i),
    .wdata_i (lr_valid_i ? lr_data_i : dm_rsp_rdata_i)
  );
  wire [META_W-1:0] m_rdata;
  gcn_ram_1r1w #(.WIDTH(META_W), .DEPTH(NTAG), .ADDR_W(TAG_W)) u_meta (
    .clk_i   (clk_i),
    .re_i    (d_re),
    .raddr_i (d_raddr),
    .rdata_o (m_rdata),
    .we_i    (alloc_i),
    .waddr_i (alloc_tag_i),
    .wdata_i ({alloc_wave_i, alloc_reg_i, alloc_lane_i, alloc_ndw_i, alloc_shift_i, alloc_lmask_i, alloc_ext_i, alloc_zmask_i,
               alloc_d16_i, alloc_hi_i, alloc_old_i, alloc_xe_i, alloc_xoff_i, alloc_fmt_i})
  );

  // ---- the engine: stage B (a picked tag, its RAM read out) and stage C
  // (the tag whose registers are written) ----
  reg                 b_valid_q, b_pair_q, b_err_q;
  reg [TAG_W-1:0]     b_tag_q;
  reg [1:0]           b_kind_q;
  reg [IT_W-1:0]      b_it_q;
  reg                 c_valid_q;
  reg                 c_odd_q;      // a pair's odd half arrives from the RAM this cycle
  reg                 c_new_q;      // C's first cycle with the data whole
  reg                 c_lost_q;     // fault point 4 fired for it
  reg [TAG_W-1:0]     tag_q;
  reg                 tpair_q, terr_q;
  reg [1:0]           tkind_q;
  reg [IT_W-1:0]      tit_q;
  reg [127:0]         d0_q, d1_q;
  reg [META_W-1:0]    meta_q;
  reg [2:0]           k_q;          // register being written

  wire [WAVE_ID_W-1:0] m_wave;
  wire [8:0]           m_reg;
  wire [5:0]           m_lane;
  wire [2:0]           m_ndw, m_ext;
  wire [15:0]          m_shift;
  wire [3:0]           m_zmask, m_lmask;
  wire                 m_d16, m_hi;
  wire [31:0]          m_old;
  wire                 m_xe;
  wire [1:0]           m_xoff;
  wire [21:0]          m_fmt;
  assign {m_wave, m_reg, m_lane, m_ndw, m_shift, m_lmask, m_ext, m_zmask, m_d16, m_hi, m_old, m_xe, m_xoff, m_fmt} = meta_q;
  // a pair across two swizzled elements (never grouped, at most 4 bytes):
  // its first x_n0 bytes from its shift in the even tag's block, the rest
  // from the odd tag's block at dword m_xoff
  wire [2:0]           x_n0  = 3'd4 - {1'b0, m_shift[1:0]};
  wire [127:0]         x_lo  = ~(~128'd0 << {x_n0, 3'b000});
  wire [127:0]         x_hi  = (d1_q >> {m_xoff, 5'b00000}) << {x_n0, 3'b000};

  // per group lane g: its bytes from its first byte on, extended; dword k_q
  // of its value (dw4: the four lanes' dwords)
  reg  [255:0] win_all;
  reg  [127:0] win, val, win0;
  reg  [31:0]  dw_raw, dw_z;
  reg  [127:0] dw4;
  integer g;
  always @(*) begin
    dw4 = 128'd0;
    win_all = 256'd0;
    win = 128'd0;
    win0 = 128'd0;
    val = 128'd0;
    dw_raw = 32'd0;
    dw_z = 32'd0;
    for (g = 0; g < 4; g = g + 1) begin
      win_all = {d1_q, d0_q} >> {m_shift[4*g +: 4], 3'b000};
      win     = m_xe ? ((win_all[127:0] & x_lo) | x_hi) : win_all[127:0];
      if (g == 0) win0 = win;
      case (m_ext)
        3'd1:    val = {96'd0, 24'd0, win[7:0]};
        3'd2:    val = {96'd0, {24{win[7]}}, win[7:0]};
        3'd3:    val = {96'd0, 16'd0, win[15:0]};
        3'd4:    val = {96'd0, {16{win[15]}}, win[15:0]};
        default: val = win[127:0];
      endcase
      dw_raw = val[{k_q[1:0], 5'd0} +: 32];
      // zmask: SGPR dwords out of a buffer's range; VGPR: an out-of-range MUBUF
      // component (its request enabled no byte), read as zero
      dw_z = m_zmask[k_q[1:0]] ? 32'd0 : dw_raw;
      // d16 (never grouped): the value's low 16 bits into one half, the other half as it was
      dw4[32*g +: 32] = !m_d16 ? dw_z : m_hi ? {dw_z[15:0], m_old[15:0]} : {m_old[31:16], dw_z[15:0]};
    end
  end
  wire         unused_win = &{1'b0, win_all[255:128]};
  // a format load (never grouped): its element converted (lane 0 of the group)
  wire [31:0]  f_dw;
  gcn_lsu_fmt u_fmt (
    .elem_i (win0),
    .fmt_i  (m_fmt),
    .d16_i  (m_d16),
    .hi_i   (m_hi),
    .oor_i  (m_zmask[0]),
    .old_i  (m_old),
    .k_i    (k_q[1:0]),
    .dw_o   (f_dw)
  );
  wire [31:0]  dw     = (m_fmt[2:0] != 3'd0) ? f_dw : dw4[31:0];
  wire [511:0] dw_all = {384'd0, dw4[127:32], dw} << {m_lane[3:0], 5'd0};
  wire [8:0]   reg_k  = m_reg + {6'd0, k_q};

  // ---- stage control ----
  wire c_act = c_valid_q && !c_odd_q;
  // fault point 4: a load response is handled but its data is lost
  wire lose;
  gcn_fault #(.KIND(8'd4)) u_fault (
    .clk_i   (clk_i),
    .rst_i   (rst_i),
    .event_i (c_act && c_new_q && !terr_q && tkind_q != K_NONE),
    .fire_o  (lose)
  );
  wire c_none = tkind_q == K_NONE || lose || c_lost_q;      // nothing to write
  wire c_port = (tkind_q == K_SGPR) ? sgpr_ready_i : vgpr_ready_i;
  wire c_last = terr_q || c_none || (k_q + 3'd1 == m_ndw);

  // stage D: the LATE beat of C's write, or its trap; a bubble for a tag
  // without either
  reg                 bt_valid_q, bt_beat_q, bt_last_q, bt_pair_q, bt_vgpr_q;
  reg [TAG_W-1:0]     bt_tag_q;
  reg [IT_W-1:0]      bt_it_q;
  reg [2:0]           bt_kind_q;
  reg [WAVE_ID_W-1:0] bt_wave_q;
  reg [8:0]           bt_index_q;
  reg [5:0]           bt_lane_q;
  reg [15:0]          bt_mask_q;
  reg [127:0]         bt_val_q;     // {dw4[127:32], dw}: the data before it is put at its lanes
  wire bt_done = bt_valid_q && (!bt_beat_q || late_ready_i);
  wire bt_free = !bt_valid_q || bt_done;
  wire fin    = bt_done && bt_last_q;

  wire c_go   = c_act && bt_free && (terr_q || c_none || c_port);
  wire c_wr   = c_go && !terr_q && !c_none;
  wire c_free = !c_valid_q || (c_go && c_last);
  wire b_move = b_valid_q && c_free;
  wire odd_rd = b_move && b_pair_q;         // the RAM port reads the pair's odd half
  wire a_pick = have_pick && !odd_rd && (!b_valid_q || b_move);
  always @(*) begin
    d_re    = a_pick || odd_rd;
    d_raddr = odd_rd ? (b_tag_q | {{(TAG_W-1){1'b0}}, 1'b1}) : pick;
  end

  always @(posedge clk_i) begin
    if (rst_i) begin
      b_valid_q <= 1'b0;
      c_valid_q <= 1'b0;
      bt_valid_q <= 1'b0;
    end else begin
      if (a_pick) b_valid_q <= 1'b1;
      else if (b_move) b_valid_q <= 1'b0;
      if (b_move) c_valid_q <= 1'b1;
      else if (c_free) c_valid_q <= 1'b0;
      if (c_go) bt_valid_q <= 1'b1;
      else if (bt_done) bt_valid_q <= 1'b0;
    end
  end

  always @(posedge clk_i) begin
    if (a_pick) begin
      b_tag_q  <= pick;
      b_pair_q <= pair_q[pick];
      b_err_q  <= err_q[pick] || (pair_q[pick] && err_q[pick | {{(TAG_W-1){1'b0}}, 1'b1}]);
      b_kind_q <= kind_q[2*pick +: 2];
      b_it_q   <= it_q[IT_W*pick +: IT_W];
    end
    if (b_move) begin
      tag_q    <= b_tag_q;
      tpair_q  <= b_pair_q;
      terr_q   <= b_err_q;
      tkind_q  <= b_kind_q;
      tit_q    <= b_it_q;
      d0_q     <= d_rdata;
      meta_q   <= m_rdata;
      d1_q     <= 128'd0;
      k_q      <= 3'd0;
      c_odd_q  <= b_pair_q;
      c_new_q  <= 1'b1;
      c_lost_q <= 1'b0;
    end else begin
      if (c_odd_q) begin
        d1_q    <= d_rdata;
        c_odd_q <= 1'b0;
      end
      if (c_act) begin
        c_new_q <= 1'b0;
        if (lose) c_lost_q <= 1'b1;
      end
      if (c_wr) k_q <= k_q + 3'd1;
    end
    if (c_go) begin
      bt_beat_q  <= terr_q || !c_none;
      bt_last_q  <= c_last;
      bt_tag_q   <= tag_q;
      bt_pair_q  <= tpair_q;
      bt_it_q    <= tit_q;
      bt_kind_q  <= terr_q ? RT_TRAP : (tkind_q == K_SGPR) ? RT_LATE_SGPR : RT_LATE_VGPR;
      bt_vgpr_q  <= tkind_q == K_VGPR;
      bt_wave_q  <= m_wave;
      bt_index_q <= terr_q ? 9'd3 : reg_k;
      bt_lane_q  <= m_lane;
      bt_mask_q  <= (tkind_q == K_VGPR && !terr_q) ? lane_mask : 16'd0;
      bt_val_q   <= {dw4[127:32], dw};
    end
  end

  // ---- tag bookkeeping ----
  always @(posedge clk_i) begin
    if (rst_i) begin
      busy_q   <= {NTAG{1'b0}};
      ready_q  <= {NTAG{1'b0}};
      taken_q  <= {NTAG{1'b0}};
      n_free_q <= NTAG[TAG_W:0];
    end else begin
      if (a_pick) taken_q[pick] <= 1'b1;
      if (fin) begin
        busy_q[bt_tag_q]  <= 1'b0;
        ready_q[bt_tag_q] <= 1'b0;
        taken_q[bt_tag_q] <= 1'b0;
        if (bt_pair_q) begin
          busy_q[bt_tag_q | {{(TAG_W-1){1'b0}}, 1'b1}]  <= 1'b0;
          ready_q[bt_tag_q | {{(TAG_W-1){1'b0}}, 1'b1}] <= 1'b0;
        end
      end
      if (alloc_i) begin
        busy_q[alloc_tag_i] <= 1'b1;
        if (alloc_pair_i) busy_q[alloc_tag_i | {{(TAG_W-1){1'b0}}, 1'b1}] <= 1'b1;
      end
      if (rsp_go) ready_q[dm_rsp_tag_i] <= 1'b1;
      if (lr_valid_i) ready_q[alloc_tag_i] <= 1'b1;
      n_free_q <= n_free_q - (alloc_i ? (alloc_pair_i ? 2 : 1) : 0) + (fin ? (bt_pair_q ? 2 : 1) : 0);
    end
  end

  wire [TAG_W-1:0] alloc_odd = alloc_tag_i | {{(TAG_W-1){1'b0}}, 1'b1};
  always @(posedge clk_i) begin
    if (alloc_i) begin
      kind_q[2*alloc_tag_i +: 2]     <= alloc_kind_i;
      it_q[IT_W*alloc_tag_i +: IT_W] <= alloc_it_i;
      pair_q[alloc_tag_i] <= alloc_pair_i;
      if (alloc_pair_i) begin
        kind_q[2*alloc_odd +: 2]     <= alloc_kind_i;
        it_q[IT_W*alloc_odd +: IT_W] <= alloc_it_i;
        pair_q[alloc_tag_i | {{(TAG_W-1){1'b0}}, 1'b1}] <= 1'b1;
      end
    end
    if (rsp_go) err_q[dm_rsp_tag_i] <= dm_rsp_err_i;
    if (lr_valid_i) err_q[alloc_tag_i] <= 1'b0;
  end

  assign it_dec_o     = fin;
  assign it_dec_idx_o = bt_it_q;

  // ---- register writes (C) and late beats (D) ----
  wire [15:0] lane_mask = {12'd0, m_lmask} << m_lane[3:0];
  assign sgpr_we_o       = c_wr && tkind_q == K_SGPR;
  assign sgpr_wwave_o    = m_wave;
  assign sgpr_wcode_o    = reg_k[6:0];
  assign sgpr_wdata_o    = {32'd0, dw};
  assign vgpr_we_o       = c_wr && tkind_q == K_VGPR;
  assign vgpr_wwave_o    = m_wave;
  assign vgpr_wreg_o     = reg_k;
  assign vgpr_wquarter_o = m_lane[5:4];
  assign vgpr_wmask_o    = lane_mask;
  assign vgpr_wdata_o    = dw_all;

  assign late_valid_o   = bt_valid_q && bt_beat_q;
  assign late_kind_o    = bt_kind_q;
  assign late_wave_o    = bt_wave_q;
  assign late_index_o   = bt_index_q;
  assign late_quarter_o = bt_lane_q[5:4];
  assign late_mask_o    = bt_mask_q;
  assign late_data_o    = bt_vgpr_q ? ({384'd0, bt_val_q} << {bt_lane_q[3:0], 5'd0}) : {16{bt_val_q[31:0]}};
endmodule
