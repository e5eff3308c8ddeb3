// gcn_waitcnt: the memory instructions in flight and the per-wave counters
// s_waitcnt reads.
//
// Every SMEM and vector-memory instruction the LSU takes gets an entry of a
// CU-wide FIFO (alloc, in issue order), counting its accesses whose response
// has not been handled yet (inc at issue, dec by the return engine) and a
// retired bit (its END beat went out).  Entries leave the FIFO only at the
// head, when retired with nothing outstanding: so a wave's counter falls in
// the order its instructions were issued (the ISA's vmcnt rule), never before
// all of an instruction's data was written and reported.  Leaving in the
// CU-wide order is stricter than needed (a wave may wait for another wave's
// older load) but never lets a wave pass early.
//
// An entry counts on vmcnt (vector memory), lgkmcnt (SMEM) or both (FLAT,
// which may reach the LDS: LLVM waits for it with vmcnt(0) lgkmcnt(0)).
// vmcnt_o / lgkmcnt_o: per wave, the entries of that wave and counter (wave w
// at bits [6w +: 6] / [4w +: 4]), saturating at the field maximum.
module gcn_waitcnt #(
  parameter int NIT   = 16,
  parameter int IT_W  = 4,
  parameter int CNT_W = 9,   // per-entry outstanding accesses (64 lanes x 2 parts + margin)
  `include "gcn_config.vh"
) (
  input  wire                    clk_i,
  input  wire                    rst_i,
  // a new instruction (its entry index is tail_o)
  input  wire                    alloc_i,
  input  wire [WAVE_ID_W-1:0]    alloc_wave_i,
  input  wire                    alloc_vm_i,        // counts on vmcnt (vector memory, FLAT)
  input  wire                    alloc_lgkm_i,      // counts on lgkmcnt (SMEM, FLAT)
  input  wire [8:0]              alloc_dreg_i,      // first VGPR the instruction's data returns to ...
  input  wire [2:0]              alloc_dn_i,        // ... and how many (0: none)
  output wire                    full_o,
  output wire [IT_W-1:0]         tail_o,
  // one more access of entry inc_idx_i
  input  wire                    inc_i,
  input  wire [IT_W-1:0]         inc_idx_i,
  // one access handled
  input  wire                    dec_i,
  input  wire [IT_W-1:0]         dec_idx_i,
  // the instruction's END beat went out
  input  wire                    retire_i,
  input  wire [IT_W-1:0]         retire_idx_i,
  output wire [NIT-1:0]          retired_o,
  // register hazard: does a VGPR range of {lo[8:0], n[2:0]} x 3 (the
  // registers an instruction of wave q_wave_i reads or writes) overlap the
  // destination of a load of that wave still in the FIFO?
  input  wire [WAVE_ID_W-1:0]    q_wave_i,
  input  wire [35:0]             q_ranges_i,
  output reg                     hazard_o,
  output wire [6*NUM_WAVES-1:0]  vmcnt_o,
  output wire [4*NUM_WAVES-1:0]  lgkmcnt_o
);
  // 6 bits: the vmcnt field's width; NIT (at most 32 entries) never reaches it
  localparam int WCNT_W = 6;

  reg [IT_W-1:0]        head_q, tail_q;
  reg [IT_W:0]          used_q;
  reg [NIT-1:0]         valid_q, retired_q;
  // packed vectors rather than arrays: every element is updated in a loop
  reg [WAVE_ID_W*NIT-1:0]    wave_q;
  reg [NIT-1:0]              vm_e_q, lgkm_q;
  reg [9*NIT-1:0]            dreg_q;
  reg [3*NIT-1:0]            dn_q;
  reg [CNT_W*NIT-1:0]        out_q;
  reg [WCNT_W*NUM_WAVES-1:0] vm_q, lg_q;

  wire pop = valid_q[head_q] && retired_q[head_q] && out_q[CNT_W*head_q +: CNT_W] == {CNT_W{1'b0}};
  wire [WAVE_ID_W-1:0] pop_wave = wave_q[WAVE_ID_W*head_q +: WAVE_ID_W];
  wire pop_vm   = vm_e_q[head_q];
  wire pop_lgkm = lgkm_q[head_q];

  assign full_o    = used_q == NIT[IT_W:0];
  assign tail_o    = tail_q;
  assign retired_o = retired_q;

  always @(posedge clk_i) begin
    if (rst_i) begin
      head_q    <= {IT_W{1'b0}};
      tail_q    <= {IT_W{1'b0}};
      used_q    <= {(IT_W+1){1'b0}};
      valid_q   <= {NIT{1'b0}};
      retired_q <= {NIT{1'b0}};
    end else begin
      if (alloc_i) begin
        valid_q[tail_q]   <= 1'b1;
        retired_q[tail_q] <= 1'b0;
        tail_q            <= tail_q + {{(IT_W-1){1'b0}}, 1'b1};
      end
      if (retire_i) retired_q[retire_idx_i] <= 1'b1;
      if (pop) begin
        valid_q[head_q] <= 1'b0;
        head_q          <= head_q + {{(IT_W-1){1'b0}}, 1'b1};
      end
      used_q <= used_q + {{IT_W{1'b0}}, alloc_i} - {{IT_W{1'b0}}, pop};
    end
  end

  integer i, w;   // one loop variable per clocked block (Yosys: one driver each)
  always @(posedge clk_i) begin
    if (alloc_i) begin
      wave_q[WAVE_ID_W*tail_q +: WAVE_ID_W] <= alloc_wave_i;
      vm_e_q[tail_q] <= alloc_vm_i;
      dreg_q[9*tail_q +: 9] <= alloc_dreg_i;
      dn_q[3*tail_q +: 3]   <= alloc_dn_i;
      lgkm_q[tail_q] <= alloc_lgkm_i;
    end
    for (i = 0; i < NIT; i = i + 1) begin
      if (alloc_i && tail_q == i[IT_W-1:0]) begin
        out_q[CNT_W*i +: CNT_W] <= {CNT_W{1'b0}};
      end else begin
        out_q[CNT_W*i +: CNT_W] <= out_q[CNT_W*i +: CNT_W] + {{(CNT_W-1){1'b0}}, inc_i && inc_idx_i == i[IT_W-1:0]}
                             - {{(CNT_W-1){1'b0}}, dec_i && dec_idx_i == i[IT_W-1:0]};
      end
    end
  end

  always @(posedge clk_i) begin
    for (w = 0; w < NUM_WAVES; w = w + 1) begin
      if (rst_i) begin
        vm_q[WCNT_W*w +: WCNT_W] <= {WCNT_W{1'b0}};
        lg_q[WCNT_W*w +: WCNT_W] <= {WCNT_W{1'b0}};
      end else begin
        vm_q[WCNT_W*w +: WCNT_W] <= vm_q[WCNT_W*w +: WCNT_W] + {{(WCNT_W-1){1'b0}}, alloc_i && alloc_vm_i && alloc_wave_i == w[WAVE_ID_W-1:0]}
                           - {{(WCNT_W-1){1'b0}}, pop && pop_vm && pop_wave == w[WAVE_ID_W-1:0]};
        lg_q[WCNT_W*w +: WCNT_W] <= lg_q[WCNT_W*w +: WCNT_W] + {{(WCNT_W-1){1'b0}}, alloc_i && alloc_lgkm_i && alloc_wave_i == w[WAVE_ID_W-1:0]}
                           - {{(WCNT_W-1){1'b0}}, pop && pop_lgkm && pop_wave == w[WAVE_ID_W-1:0]};
      end
    end
  end

  // ranges overlap: [a, a + an) and [b, b + bn), both non-empty
  function automatic ovl(input [8:0] a, input [2:0] an, input [8:0] b, input [2:0] bn);
    ovl = (an != 3'd0) && (bn != 3'd0) && ({1'b0, a} < {1'b0, b} + {7'd0, bn}) &&
          ({1'b0, b} < {1'b0, a} + {7'd0, an});
  endfunction
  integer e, r;
  always @(*) begin
    hazard_o = 1'b0;
    for (e = 0; e < NIT; e = e + 1)
      for (r = 0; r < 3; r = r + 1)
        if (valid_q[e] && wave_q[WAVE_ID_W*e +: WAVE_ID_W] == q_wave_i &&
            ovl(dreg_q[9*e +: 9], dn_q[3*e +: 3], q_ranges_i[12*r +: 9], q_ranges_i[12*r + 9 +: 3]))
          hazard_o = 1'b1;
  end

  // exported saturating at the widths of the s_waitcnt fields
  genvar g;
  for (g = 0; g < NUM_WAVES; g = g + 1) begin : g_cnt
    wire [WCNT_W-1:0] lg = lg_q[WCNT_W*g +: WCNT_W];
    assign vmcnt_o[6*g +: 6]   = vm_q[WCNT_W*g +: WCNT_W];
    assign lgkmcnt_o[4*g +: 4] = (lg > 6'd15) ? 4'd15 : lg[3:0];
  end
endmodule
