// The Icarus top: gcn_cu, its clock, and the calls into the C testbench core
// (tb/icarus/tb_vpi.c).  Each cycle: inputs settle, $tb_cycle samples the
// outputs before the rising edge, the edge, then $tb_drive puts the next
// inputs on the pins.  Waveforms: +vcd=FILE (vvp -fst writes FST instead),
// dumped in the cycle window the core reports (--wave-from/--wave-to).
// Ten time steps of 100 ps make a cycle: in GTKWave cycle C is [C, C+1) ns,
// its rising edge at C.6 ns (as in Verilator's dumps, one ns a cycle).
`timescale 100ps / 100ps
module tb_top #(
  `include "gcn_config.vh"
  ,
  `include "gcn_isa.vh"
) ();
  reg                  clk_i = 1'b0;
  reg                  rst_i = 1'b1;
  reg                  init_valid_i = 1'b0;
  reg  [WAVE_ID_W-1:0] init_wave_i = '0;
  reg  [2:0]           init_kind_i = '0;
  reg  [8:0]           init_index_i = '0;
  reg  [5:0]           init_lane_i = '0;
  reg  [63:0]          init_data_i = '0;
  reg                  if_req_ready_i = 1'b0;
  reg                  if_rsp_valid_i = 1'b0;
  reg  [TAG_W-1:0]     if_rsp_tag_i = '0;
  reg  [63:0]          if_rsp_data_i = '0;
  reg                  dm_req_ready_i = 1'b0;
  reg                  dm_rsp_valid_i = 1'b0;
  reg  [TAG_W-1:0]     dm_rsp_tag_i = '0;
  reg  [127:0]         dm_rsp_rdata_i = '0;
  reg                  dm_rsp_err_i = 1'b0;
  reg                  rt_ready_i = 1'b0;
  reg  [PERF_SEL_W-1:0] perf_sel_i = '0;

  wire [31:0]          cfg_num_simd_o, cfg_waves_per_simd_o, cfg_lanes_per_simd_o;
  wire [31:0]          cfg_sgprs_per_wave_o, cfg_vgprs_o, cfg_lds_bytes_o, cfg_tag_w_o;
  wire [NUM_WAVES-1:0] wave_free_o;
  wire                 init_ready_o;
  wire                 if_req_valid_o;
  wire [63:0]          if_req_addr_o;
  wire [TAG_W-1:0]     if_req_tag_o;
  wire                 if_rsp_ready_o;
  wire                 dm_req_valid_o;
  wire [TAG_W-1:0]     dm_req_tag_o;
  wire [4:0]           dm_req_op_o;
  wire [63:0]          dm_req_addr_o;
  wire [15:0]          dm_req_be_o;
  wire [127:0]         dm_req_wdata_o;
  wire                 dm_rsp_ready_o;
  wire [RT_CH-1:0]           rt_valid_o;
  wire [3*RT_CH-1:0]         rt_unit_o;
  wire [3*RT_CH-1:0]         rt_kind_o;
  wire [WAVE_ID_W*RT_CH-1:0] rt_wave_o;
  wire [64*RT_CH-1:0]        rt_pc_o;
  wire [9*RT_CH-1:0]         rt_index_o;
  wire [2*RT_CH-1:0]         rt_quarter_o;
  wire [16*RT_CH-1:0]        rt_mask_o;
  wire [512*RT_CH-1:0]       rt_data_o;
  wire [RT_CH-1:0]           rt_last_o;
  wire [RT_CH-1:0]           rt_first_o;
  wire [98*RT_CH-1:0]        rt_words_o;
  wire [PERF_CTR_W-1:0] perf_data_o;

  gcn_cu u_cu (
    .clk_i                (clk_i),
    .rst_i                (rst_i),
    .cfg_num_simd_o       (cfg_num_simd_o),
    .cfg_waves_per_simd_o (cfg_waves_per_simd_o),
    .cfg_lanes_per_simd_o (cfg_lanes_per_simd_o),
    .cfg_sgprs_per_wave_o (cfg_sgprs_per_wave_o),
    .cfg_vgprs_o          (cfg_vgprs_o),
    .cfg_lds_bytes_o      (cfg_lds_bytes_o),
    .cfg_tag_w_o          (cfg_tag_w_o),
    .wave_free_o          (wave_free_o),
    .init_valid_i         (init_valid_i),
    .init_ready_o         (init_ready_o),
    .init_wave_i          (init_wave_i),
    .init_kind_i          (init_kind_i),
    .init_index_i         (init_index_i),
    .init_lane_i          (init_lane_i),
    .init_data_i          (init_data_i),
    .if_req_valid_o       (if_req_valid_o),
    .if_req_ready_i       (if_req_ready_i),
    .if_req_addr_o        (if_req_addr_o),
    .if_req_tag_o         (if_req_tag_o),
    .if_rsp_valid_i       (if_rsp_valid_i),
    .if_rsp_ready_o       (if_rsp_ready_o),
    .if_rsp_tag_i         (if_rsp_tag_i),
    .if_rsp_data_i        (if_rsp_data_i),
    .dm_req_valid_o       (dm_req_valid_o),
    .dm_req_ready_i       (dm_req_ready_i),
    .dm_req_tag_o         (dm_req_tag_o),
    .dm_req_op_o          (dm_req_op_o),
    .dm_req_addr_o        (dm_req_addr_o),
    .dm_req_be_o          (dm_req_be_o),
    .dm_req_wdata_o       (dm_req_wdata_o),
    .dm_rsp_valid_i       (dm_rsp_valid_i),
    .dm_rsp_ready_o       (dm_rsp_ready_o),
    .dm_rsp_tag_i         (dm_rsp_tag_i),
    .dm_rsp_rdata_i       (dm_rsp_rdata_i),
    .dm_rsp_err_i         (dm_rsp_err_i),
    .rt_valid_o           (rt_valid_o),
    .rt_ready_i           (rt_ready_i),
    .rt_unit_o            (rt_unit_o),
    .rt_kind_o            (rt_kind_o),
    .rt_wave_o            (rt_wave_o),
    .rt_pc_o              (rt_pc_o),
    .rt_index_o           (rt_index_o),
    .rt_quarter_o         (rt_quarter_o),
    .rt_mask_o            (rt_mask_o),
    .rt_data_o            (rt_data_o),
    .rt_last_o            (rt_last_o),
    .rt_first_o           (rt_first_o),
    .rt_words_o           (rt_words_o),
    .perf_sel_i           (perf_sel_i),
    .perf_data_o          (perf_data_o)
  );

  // X/Z injection, to show that the adapter reports an X or Z the core
  // reads (tb_vpi.c) and only then: +xz=K forces point K's bits at its
  // N-th event (+xz_n=N, default 1), after the outputs have settled, and
  // releases them once $tb_cycle has sampled; the cycle is printed.
  //   1 rt_data_o[37] X, a cycle rt_valid_o[0] is high       (reported)
  //   2 rt_valid_o[0] Z, a cycle out of reset                 (reported)
  //   3 dm_req_wdata_o[15:8] X and Z, a cycle dm_req_valid_o is high (reported)
  //   4 init_ready_o X, a cycle init_valid_i is high          (reported)
  //   5 rt_data_o[37] X, a cycle out of reset rt_valid_o[0] is low (not read: the run passes)
  integer xz = 0;
  integer xz_n = 1;
  integer cyc = 0;
  reg     xz_on = 1'b0;

  task xz_arm;
    reg hit;
    begin
      case (xz)
        1: hit = rt_valid_o[0] === 1'b1;
        2: hit = rst_i === 1'b0;
        3: hit = dm_req_valid_o === 1'b1;
        4: hit = init_valid_i === 1'b1;
        5: hit = rst_i === 1'b0 && rt_valid_o[0] === 1'b0;
        default: hit = 1'b0;
      endcase
      if (hit) xz_n = xz_n - 1;
      if (hit && xz_n == 0) begin
        xz_on = 1'b1;
        case (xz)
          2: force rt_valid_o[0] = 1'bz;
          3: force dm_req_wdata_o[15:8] = 8'bxxzzxxxx;
          4: force init_ready_o = 1'bx;
          default: force rt_data_o[37] = 1'bx;
        endcase
        $display("xz: point %0d forced in cycle %0d", xz, cyc);
      end
    end
  endtask

  task xz_release;
    begin
      xz_on = 1'b0;
      case (xz)
        2: release rt_valid_o[0];
        3: release dm_req_wdata_o[15:8];
        4: release init_ready_o;
        default: release rt_data_o[37];
      endcase
    end
  endtask

  integer r;
  integer rc;
  integer k;
  reg     dumping = 1'b0;
  reg     have_dump = 1'b0;
  reg [8*512-1:0] dump_file;

  initial begin
    if ($value$plusargs("vcd=%s", dump_file)) begin
      have_dump = 1'b1;
      $dumpfile(dump_file);
      $dumpvars(0, tb_top);
      $dumpoff;
    end
    if (!$value$plusargs("xz=%d", xz)) xz = 0;
    if (!$value$plusargs("xz_n=%d", xz_n)) xz_n = 1;
    #1;
    if ($tb_init() != 0) $fatal(1, "gcnrtl-icarus: setup failed");
    forever begin
      #1 r = $tb_cycle();
      if (xz_on) xz_release;
      if (have_dump && r[1] && !dumping) begin $dumpon;  dumping = 1'b1; end
      if (have_dump && !r[1] && dumping) begin $dumpoff; dumping = 1'b0; end
      #4 clk_i = 1'b1;
      #1 r[2] = $tb_drive();
      #4 clk_i = 1'b0;
      if (r[0]) begin
        // the profiler counters, read by index once the run has stopped:
        // $tb_perf takes perf_data_o for the index selected before (none at
        // first) and names the next one, -1 after the last
        k = $tb_perf();
        while (k >= 0) begin
          perf_sel_i = k[PERF_SEL_W-1:0];
          #1 k = $tb_perf();
        end
        if (have_dump) $dumpflush;
        rc = $tb_finish();
        if (rc != 0) $fatal(1, "gcnrtl-icarus: FAIL");
        $finish(0);
      end
      if (xz != 0) begin
        cyc = cyc + 1;   // the cycle $tb_cycle samples next, numbered as the reports number it
        xz_arm;
      end
    end
  end
endmodule
