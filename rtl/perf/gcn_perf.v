// gcn_perf: the profiler counters of the CU, under the ROCm Compute Profiler
// names (docs/counters.md; the list and its read order are those of
// cmodel/include/gcn/perf.h, the PERF_* indices of gcn_isa.vh).  It only
// watches the units' existing signals: the wave slots (wavepool), the issue
// stage's picks and dependency waits, the packet each issue lane hands its
// unit and that unit's done, and the DS unit's bank-conflict cycles.  Each
// counter is PERF_CTR_W bits, cleared by reset, wrapping; they are read by
// index, combinationally (sel_i -> data_o, an index past the last reads 0):
// the testbench reads them all at the end of a run.
//
// Per cycle out of reset, "allocated" meaning a wave slot that is not free
// (from the dispatcher's first init beat to the wave's end):
//   SQ_CYCLES               1
//   SQ_BUSY_CYCLES          1 when any slot is allocated
//   SQ_WAVES                the slots allocated in this cycle (free -> not free)
//   SQ_WAVE_CYCLES          the allocated slots
//   SQ_INSTS, SQ_INSTS_X    the packets handed to their units, all, and those of
//                           category X (gcn_perf_rom: the table's category of the
//                           op); SQ_INSTS_VMEM also counts VMEM_RD and VMEM_WR
//   SQ_ACTIVE_INST_X        the units holding an instruction (handed, not yet
//                           done) of category X: VALU; SALU; LDS; VMEM (VMEM,
//                           VMEM_RD, VMEM_WR); MISC (BRANCH, SENDMSG)
//   SQ_VALU_BUSY_CYCLES_SIMD<n>  1 when a unit holds a VALU instruction of a
//                           wave of SIMD n
//   SQ_LDS_BANK_CONFLICT    1 in a cycle the DS unit spends on bank conflicts
// and each allocated wave adds 1 to exactly one of
//   SQ_ACTIVE_INST_ANY      it is picked, in the issue stage's decode (picked
//                           the cycle before), or a unit holds an instruction of it
//   SQ_WAIT_INST_ANY        else its next instruction is ready (wavepool) and
//                           waits for issue only: its unit busy, an older wave
//                           picked
//   SQ_WAIT_ANY             else: a dependency (s_waitcnt, an instruction of
//                           its own in flight: gcn_issue's dep_o), a barrier,
//                           its instruction fetch, its initial state
// so SQ_WAVE_CYCLES = SQ_ACTIVE_INST_ANY + SQ_WAIT_INST_ANY + SQ_WAIT_ANY.
`include "gcn_platform.vh"

module gcn_perf #(
  parameter int NL = 4,                      // issue lanes
  parameter int NU = 4,                      // units (gcn_issue's: SALU, a VALU per SIMD, LSU, DS)
  `include "gcn_config.vh"
  ,
  `include "gcn_isa.vh"
) (
  input  wire                    clk_i,
  input  wire                    rst_i,
  // wave slots (gcn_wavepool) and the issue stage (gcn_issue)
  input  wire [NUM_WAVES-1:0]    wave_free_i,
  input  wire [NUM_WAVES-1:0]    ready_i,     // the wave's next instruction may be picked
  input  wire [NUM_WAVES-1:0]    dep_i,       // ... but waits for a dependency
  input  wire [NL-1:0]           pick_i,      // lane l picks wave pick_wave_i[l]
  input  wire [NL*WAVE_ID_W-1:0] pick_wave_i,
  // per unit: a packet handed to it (valid && ready), and its done
  input  wire [NU-1:0]           hand_i,
  input  wire [NU*WAVE_ID_W-1:0] hand_wave_i,
  input  wire [NU*OP_ID_W-1:0]   hand_op_i,
  input  wire [NU-1:0]           done_i,
  input  wire                    lds_conflict_i,
  // read
  input  wire [PERF_SEL_W-1:0]   sel_i,
  output reg  [PERF_CTR_W-1:0]   data_o
);
  localparam int N     = PERF_FIXED + NUM_SIMD;   // counters
  localparam int W     = PERF_CTR_W;
  localparam int INC_W = 8;                       // a counter's step in a cycle
  localparam int CW    = PERF_SEL_W;

  generate
    `GCN_STATIC_ASSERT(g_bad_n, N <= (1 << PERF_SEL_W) && NUM_WAVES < (1 << INC_W) && NU < (1 << (INC_W - 2)),
                       "gcn_perf: the counters must fit PERF_SEL_W, a step INC_W")
  endgenerate

  function automatic [INC_W-1:0] ones(input [NUM_WAVES-1:0] v);
    integer i;
    begin
      ones = {INC_W{1'b0}};
      for (i = 0; i < NUM_WAVES; i = i + 1) ones = ones + {{(INC_W-1){1'b0}}, v[i]};
    end
  endfunction

  // ---- each unit's category: the SQ_INSTS_* counter of the handed op ----
  wire [NU*CW-1:0] hand_ctr;
  genvar g;
  for (g = 0; g < NU; g = g + 1) begin : g_rom
    gcn_perf_rom u_rom (
      .op_i  (hand_op_i[g*OP_ID_W +: OP_ID_W]),
      .ctr_o (hand_ctr[g*CW +: CW])
    );
  end

  // ---- what each unit holds, which waves were picked the cycle before ----
  reg  [NU-1:0]          held_q, held_d;
  reg  [NU*WAVE_ID_W-1:0] hwave_q, hwave_d;
  reg  [NU*CW-1:0]       hctr_q, hctr_d;
  reg  [NUM_WAVES-1:0]   free_q, dec_q;
  reg  [NUM_WAVES-1:0]   picked;
  integer l;
  always @(*) begin
    held_d  = hand_i | (held_q & ~done_i);
    hwave_d = hwave_q;
    hctr_d  = hctr_q;
    picked  = {NUM_WAVES{1'b0}};
    for (l = 0; l < NU; l = l + 1)
      if (hand_i[l]) begin
        hwave_d[l*WAVE_ID_W +: WAVE_ID_W] = hand_wave_i[l*WAVE_ID_W +: WAVE_ID_W];
        hctr_d[l*CW +: CW]                = hand_ctr[l*CW +: CW];
      end
    for (l = 0; l < NL; l = l + 1)
      if (pick_i[l]) picked[pick_wave_i[l*WAVE_ID_W +: WAVE_ID_W]] = 1'b1;
  end

  // ---- the steps ----
  function automatic is_ctr(input [CW-1:0] c, input [CW-1:0] want);
    is_ctr = c == want;
  endfunction

  reg  [N*INC_W-1:0]   inc;
  reg  [NUM_WAVES-1:0] alloc, act, wait_inst;
  reg  [CW-1:0]        hc, c;
  reg  [INC_W-1:0]     n_valu, n_salu, n_lds, n_vmem, n_misc;
  reg  [NUM_SIMD-1:0]  simd_valu;
  integer s, k;
  always @(*) begin
    inc       = {N*INC_W{1'b0}};
    alloc     = ~wave_free_i;
    act       = picked | dec_q;
    n_valu    = {INC_W{1'b0}};
    n_salu    = {INC_W{1'b0}};
    n_lds     = {INC_W{1'b0}};
    n_vmem    = {INC_W{1'b0}};
    n_misc    = {INC_W{1'b0}};
    simd_valu = {NUM_SIMD{1'b0}};
    for (l = 0; l < NU; l = l + 1) begin
      hc = hctr_q[l*CW +: CW];
      if (held_q[l]) begin
        act[hwave_q[l*WAVE_ID_W +: WAVE_ID_W]] = 1'b1;
        if (is_ctr(hc, PERF_SQ_INSTS_VALU)) n_valu = n_valu + 1'b1;
        if (is_ctr(hc, PERF_SQ_INSTS_SALU)) n_salu = n_salu + 1'b1;
        if (is_ctr(hc, PERF_SQ_INSTS_LDS)) n_lds = n_lds + 1'b1;
        if (is_ctr(hc, PERF_SQ_INSTS_VMEM) || is_ctr(hc, PERF_SQ_INSTS_VMEM_RD) || is_ctr(hc, PERF_SQ_INSTS_VMEM_WR))
          n_vmem = n_vmem + 1'b1;
        if (is_ctr(hc, PERF_SQ_INSTS_BRANCH) || is_ctr(hc, PERF_SQ_INSTS_SENDMSG)) n_misc = n_misc + 1'b1;
        for (s = 0; s < NUM_SIMD; s = s + 1)
          if (is_ctr(hc, PERF_SQ_INSTS_VALU) &&
              {{(32-WAVE_ID_W){1'b0}}, hwave_q[l*WAVE_ID_W +: WAVE_ID_W]} / WAVES_PER_SIMD == s)
            simd_valu[s] = 1'b1;
      end
    end
    act       = act & alloc;
    wait_inst = alloc & ~act & ready_i & ~dep_i;

    inc[INC_W*PERF_SQ_CYCLES +: INC_W]          = 8'd1;
    inc[INC_W*PERF_SQ_BUSY_CYCLES +: INC_W]     = {7'd0, |alloc};
    inc[INC_W*PERF_SQ_WAVES +: INC_W]           = ones(free_q & alloc);
    inc[INC_W*PERF_SQ_WAVE_CYCLES +: INC_W]     = ones(alloc);
    for (l = 0; l < NU; l = l + 1) begin
      c = hand_ctr[l*CW +: CW];
      if (hand_i[l]) begin
        inc[INC_W*PERF_SQ_INSTS +: INC_W] = inc[INC_W*PERF_SQ_INSTS +: INC_W] + 1'b1;
        if (!is_ctr(c, PERF_SQ_INSTS)) inc[INC_W*c +: INC_W] = inc[INC_W*c +: INC_W] + 1'b1;
        if (is_ctr(c, PERF_SQ_INSTS_VMEM_RD) || is_ctr(c, PERF_SQ_INSTS_VMEM_WR))
          inc[INC_W*PERF_SQ_INSTS_VMEM +: INC_W] = inc[INC_W*PERF_SQ_INSTS_VMEM +: INC_W] + 1'b1;
      end
    end
    inc[INC_W*PERF_SQ_ACTIVE_INST_ANY +: INC_W]  = ones(act);
    inc[INC_W*PERF_SQ_ACTIVE_INST_VALU +: INC_W] = n_valu;
    inc[INC_W*PERF_SQ_ACTIVE_INST_SALU +: INC_W] = n_salu;
    inc[INC_W*PERF_SQ_ACTIVE_INST_LDS +: INC_W]  = n_lds;
    inc[INC_W*PERF_SQ_ACTIVE_INST_VMEM +: INC_W] = n_vmem;
    inc[INC_W*PERF_SQ_ACTIVE_INST_MISC +: INC_W] = n_misc;
    inc[INC_W*PERF_SQ_WAIT_INST_ANY +: INC_W]    = ones(wait_inst);
    inc[INC_W*PERF_SQ_WAIT_ANY +: INC_W]         = ones(alloc & ~act & ~wait_inst);
    inc[INC_W*PERF_SQ_LDS_BANK_CONFLICT +: INC_W] = {7'd0, lds_conflict_i};
    for (s = 0; s < NUM_SIMD; s = s + 1)
      inc[INC_W*(PERF_FIXED+s) +: INC_W] = {7'd0, simd_valu[s]};
  end

  // ---- the counters ----
  reg [N*W-1:0] ctr_q, ctr_d;
  always @(*) begin
    for (k = 0; k < N; k = k + 1)
      ctr_d[W*k +: W] = ctr_q[W*k +: W] + {{(W-INC_W){1'b0}}, inc[INC_W*k +: INC_W]};
  end

  always @(posedge clk_i) begin
    if (rst_i) begin
      held_q <= {NU{1'b0}};
      free_q <= {NUM_WAVES{1'b1}};
      dec_q  <= {NUM_WAVES{1'b0}};
      ctr_q  <= {N*W{1'b0}};
    end else begin
      held_q <= held_d;
      free_q <= wave_free_i;
      dec_q  <= picked;
      ctr_q  <= ctr_d;
    end
  end
  always @(posedge clk_i) begin
    hwave_q <= hwave_d;
    hctr_q  <= hctr_d;
  end

  always @(*) begin
    data_o = {W{1'b0}};
    for (k = 0; k < N; k = k + 1)
      if (sel_i == k[CW-1:0]) data_o = ctr_q[W*k +: W];
  end
endmodule
