// gcn_mfma_seq: a SIMD's matrix core (gcn_mfma) fed from the VGPR file, for
// gcn_valu, which hands it an MFMA once the instruction's INSN beat and its
// SGPR reads (EXEC, a scalar C) are done, and retires it (END) when done_o.
// Correctness first, one step at a time (docs/units/mfma.md "In the CU"):
//   1. the command (kind, M, K, blocks from gcn_mfma_rom; CBSZ, ABID, BLGP);
//   2. A, then B: each dword's register read whole (64 lanes, the read port's
//      row), then sent as the four quarter-waves' beats;
//   3. per element row (a C/D register, an f64 register pair): C's row(s)
//      read (or the inline constant / scalar in every lane), its beats sent
//      (f64: low, then high, per quarter); meanwhile each D beat the core
//      gives is written under EXEC, LANES_PER_SIMD lanes at a time, each
//      write with its retirement beat (wr_*: gcn_valu's write port A and
//      beat).
// C of row r+1 is read after D of row r is written: C and D the same
// registers, or apart, read as the model reads them (all of C, then D);
// a D that overlaps C from above (d > c, d < c + dwords) would see its own
// writes (the model reads all of C first): not what compilers emit, and
// docs/units/mfma.md lists it.
module gcn_mfma_seq #(
  `include "gcn_config.vh"
) (
  input  wire                         clk_i,
  input  wire                         rst_i,
  input  wire                         start_i,   // a pulse; the inputs below hold until done_o
  input  wire [2:0]                   kind_i,
  input  wire [5:0]                   m_i,
  input  wire [4:0]                   k_i,
  input  wire [4:0]                   blocks_i,
  input  wire [1:0]                   abd_i,     // A/B dwords a lane
  input  wire [5:0]                   cdd_i,     // C/D dwords a lane
  input  wire [2:0]                   cbsz_i,
  input  wire [3:0]                   abid_i,
  input  wire [2:0]                   blgp_i,
  input  wire [8:0]                   areg_i,    // first registers in the unified file
  input  wire [8:0]                   breg_i,
  input  wire [8:0]                   creg_i,
  input  wire                         c_reg_i,   // C is registers, else c_val_i in every element
  input  wire [63:0]                  c_val_i,
  input  wire [8:0]                   dreg_i,
  input  wire [63:0]                  exec_i,
  // VGPR row reads (the data the cycle after a granted read)
  output wire                         rd_re_o,
  output wire [8:0]                   rd_reg_o,
  input  wire                         rd_gnt_i,
  input  wire [32*WAVE_SIZE-1:0]      rd_row_i,
  // D writes, each with its retirement beat
  output wire                         wr_valid_o,
  input  wire                         wr_ready_i,
  output wire [8:0]                   wr_reg_o,
  output wire [PASS_W-1:0]            wr_pass_o,
  output wire [5:0]                   wr_lane0_o,  // the write's first lane
  output wire [LANES_PER_SIMD-1:0]    wr_mask_o,
  output wire [32*LANES_PER_SIMD-1:0] wr_data_o,
  output wire                         done_o      // the last D write is taken
);
  `include "mfma/gcn_mfma_kinds.vh"
  `include "gcn_platform.vh"

  localparam integer L  = LANES_PER_SIMD;
  localparam integer NS = 16 / L;                  // writes a D beat (16 lanes)
  localparam integer SW = NS > 1 ? $clog2(NS) : 1;
  `GCN_STATIC_ASSERT(g_lanes, L >= 1 && L <= 16 && (16 % L) == 0, "the matrix core writes D L lanes at a time, L divides 16")

  localparam [2:0] F_IDLE = 3'd0, F_CMD = 3'd1, F_RD = 3'd2, F_CAP = 3'd3, F_BEAT = 3'd4, F_WAIT = 3'd5;

  reg  [2:0]  st_q;
  reg         cph_q;        // 0 A/B, 1 C
  reg  [5:0]  row_q;        // A/B: operand row (operand * abd + dword); C: element row
  reg         hi_q;         // the row's second register (f64 C) being read / sent
  reg  [1:0]  q_q;          // the beat's quarter
  reg  [32*WAVE_SIZE-1:0] lo_q, hi_row_q;

  wire        f64    = kind_i == MK_F64;
  wire [5:0]  ab_rows = {3'd0, abd_i, 1'b0};                  // A's then B's dwords
  wire [5:0]  c_rows  = f64 ? {1'b0, cdd_i[5:1]} : cdd_i;     // element rows
  wire        ab_b    = row_q >= {4'd0, abd_i};               // B's dwords
  wire [5:0]  b_row   = row_q - {4'd0, abd_i};
  wire [8:0]  ab_reg  = ab_b ? breg_i + {3'd0, b_row} : areg_i + {3'd0, row_q};
  wire [8:0]  c_reg   = creg_i + (f64 ? {2'd0, row_q, 1'b0} : {3'd0, row_q}) + {8'd0, hi_q};

  // ---- the core ----
  wire         cmd_ready, in_ready, out_valid, out_last;
  wire [511:0] out_data;
  wire [4:0]   out_reg;
  wire [1:0]   out_qtr;
  reg  [SW-1:0] sub_q;
  wire         sub_last = 32'(sub_q) == NS - 1;
  wire         in_valid = st_q == F_BEAT;
  wire [63:0]  cv = c_val_i;
  wire [32*WAVE_SIZE-1:0] c_const = {64{hi_q ? cv[63:32] : cv[31:0]}};
  wire [32*WAVE_SIZE-1:0] src_row = (cph_q && !c_reg_i) ? c_const : (cph_q && hi_q) ? hi_row_q : lo_q;
  wire [511:0] in_data = src_row[512*q_q +: 512];
  gcn_mfma u_core (
    .clk_i       (clk_i),
    .rst_i       (rst_i),
    .cmd_valid_i (st_q == F_CMD),
    .cmd_ready_o (cmd_ready),
    .kind_i      (kind_i),
    .m_i         (m_i),
    .k_i         (k_i),
    .blocks_i    (blocks_i),
    .cbsz_i      (cbsz_i),
    .abid_i      (abid_i),
    .blgp_i      (blgp_i),
    .in_valid_i  (in_valid),
    .in_ready_o  (in_ready),
    .in_data_i   (in_data),
    .out_valid_o (out_valid),
    .out_ready_i (wr_ready_i && sub_last),
    .out_data_o  (out_data),
    .out_reg_o   (out_reg),
    .out_qtr_o   (out_qtr),
    .out_last_o  (out_last)
  );

  // ---- reads and beats in ----
  assign rd_re_o  = st_q == F_RD;
  assign rd_reg_o = cph_q ? c_reg : ab_reg;
  // after a row-quarter's beat (f64 C: its low and high beats)
  wire beat_go   = in_valid && in_ready;
  wire two       = cph_q && f64;                 // f64 C: two registers a row
  wire row_sent  = beat_go && q_q == 2'd3 && (!two || hi_q);
  wire last_row  = cph_q ? ({1'b0, row_q} == {1'b0, c_rows} - 7'd1) : (row_q == ab_rows - 6'd1);
  // the next row's first state: C from registers is read, a constant is not
  wire [2:0] c_first = c_reg_i ? F_RD : F_BEAT;
  always @(posedge clk_i) begin
    if (rst_i) begin
      st_q <= F_IDLE;
    end else begin
      case (st_q)
        F_IDLE: if (start_i) st_q <= F_CMD;
        F_CMD:  if (cmd_ready) st_q <= F_RD;
        F_RD:   if (rd_gnt_i) st_q <= F_CAP;
        F_CAP:  st_q <= (two && !hi_q) ? F_RD : F_BEAT;
        F_BEAT: if (row_sent) st_q <= (cph_q && last_row) ? F_WAIT : (!cph_q && last_row) ? c_first :
                                      cph_q ? c_first : F_RD;
        F_WAIT: if (done_o) st_q <= F_IDLE;
        default: st_q <= F_IDLE;
      endcase
    end
  end
  // datapath registers: set at start, stepped with the states above
  always @(posedge clk_i) begin
    if (start_i) begin
      cph_q <= 1'b0;
      row_q <= 6'd0;
      hi_q  <= 1'b0;
      q_q   <= 2'd0;
    end
    if (st_q == F_CAP) begin
      if (hi_q) hi_row_q <= rd_row_i;
      else lo_q <= rd_row_i;
      if (two && !hi_q) hi_q <= 1'b1;
      else hi_q <= 1'b0;
    end
    if (beat_go) begin
      if (two) begin
        hi_q <= !hi_q;
        if (hi_q) q_q <= q_q + 2'd1;
      end else begin
        q_q <= q_q + 2'd1;
      end
    end
    if (row_sent) begin
      hi_q <= 1'b0;
      if (last_row && !cph_q) begin
        cph_q <= 1'b1;
        row_q <= 6'd0;
      end else begin
        row_q <= row_q + 6'd1;
      end
    end
  end

  // ---- D beats out: NS writes each ----
  wire wr_go = out_valid && wr_ready_i;
  always @(posedge clk_i) begin
    if (rst_i || start_i) sub_q <= {SW{1'b0}};
    else if (wr_go) sub_q <= sub_last ? {SW{1'b0}} : sub_q + 1'b1;
  end
  wire [5:0] lane0 = {out_qtr, 4'd0} + 6'(32'(sub_q) * L);
  wire [63:0] exec_sh = exec_i >> lane0;
  assign wr_valid_o = out_valid;
  assign wr_reg_o   = dreg_i + {4'd0, out_reg};
  assign wr_pass_o  = PASS_W'(lane0 >> $clog2(L));
  assign wr_lane0_o = lane0;
  assign wr_mask_o  = exec_sh[L-1:0];
  assign wr_data_o  = out_data[32*L*sub_q +: 32*L];
  assign done_o     = wr_go && sub_last && out_last;

  wire unused = &{1'b0, exec_sh[63:L]};
endmodule
