// gcn_cu: one gfx90a compute unit, the top of the RTL.  Its ports are the
// contract of docs/rtl-interfaces.md: init, instruction fetch, data memory,
// retirement, and constant cfg_*_o outputs the testbench checks against
// cmodel/gen/gcn_config.h.  This module only wires units together.
//
//   init -> gcn_init -> wavepool (PC, SCC, START) / sgpr file (slot clear, SGPR, EXEC)
//   wavepool -> gcn_fetch -> if_req / if_rsp -> wavepool instruction buffers (block RAM)
//   wavepool -> gcn_issue (round robin, one pending slot) -> gcn_decode -> gcn_salu
//   gcn_salu <-> gcn_sgpr_file;  gcn_salu -> gcn_retire -> rt_*;  gcn_salu -> wavepool
module gcn_cu #(
  `include "gcn_config.vh"
  ,
  `include "gcn_isa.vh"
) (
  input  wire                 clk_i,
  input  wire                 rst_i,

  // configuration, constant
  output wire [31:0]          cfg_num_simd_o,
  output wire [31:0]          cfg_waves_per_simd_o,
  output wire [31:0]          cfg_lanes_per_simd_o,
  output wire [31:0]          cfg_sgprs_per_wave_o,
  output wire [31:0]          cfg_vgprs_o,
  output wire [31:0]          cfg_lds_bytes_o,
  output wire [31:0]          cfg_tag_w_o,

  // wave start
  output wire [NUM_WAVES-1:0] wave_free_o,
  input  wire                 init_valid_i,
  output wire                 init_ready_o,
  input  wire [WAVE_ID_W-1:0] init_wave_i,
  input  wire [2:0]           init_kind_i,
  input  wire [8:0]           init_index_i,
  input  wire [5:0]           init_lane_i,
  input  wire [63:0]          init_data_i,

  // instruction fetch
  output wire                 if_req_valid_o,
  input  wire                 if_req_ready_i,
  output wire [63:0]          if_req_addr_o,
  output wire [TAG_W-1:0]     if_req_tag_o,
  input  wire                 if_rsp_valid_i,
  output wire                 if_rsp_ready_o,
  input  wire [TAG_W-1:0]     if_rsp_tag_i,
  input  wire [63:0]          if_rsp_data_i,

  // data memory
  output wire                 dm_req_valid_o,
  input  wire                 dm_req_ready_i,
  output wire [TAG_W-1:0]     dm_req_tag_o,
  output wire [4:0]           dm_req_op_o,
  output wire [63:0]          dm_req_addr_o,
  output wire [15:0]          dm_req_be_o,
  output wire [127:0]         dm_req_wdata_o,
  input  wire                 dm_rsp_valid_i,
  output wire                 dm_rsp_ready_o,
  input  wire [TAG_W-1:0]     dm_rsp_tag_i,
  input  wire [127:0]         dm_rsp_rdata_i,
  input  wire                 dm_rsp_err_i,

  // retirement
  output wire                 rt_valid_o,
  input  wire                 rt_ready_i,
  output wire [2:0]           rt_kind_o,
  output wire [WAVE_ID_W-1:0] rt_wave_o,
  output wire [63:0]          rt_pc_o,
  output wire [8:0]           rt_index_o,
  output wire [1:0]           rt_quarter_o,
  output wire [15:0]          rt_mask_o,
  output wire [511:0]         rt_data_o
);
  assign cfg_num_simd_o       = NUM_SIMD;
  assign cfg_waves_per_simd_o = WAVES_PER_SIMD;
  assign cfg_lanes_per_simd_o = LANES_PER_SIMD;
  assign cfg_sgprs_per_wave_o = SGPRS_PER_WAVE;
  assign cfg_vgprs_o          = VGPRS;
  assign cfg_lds_bytes_o      = LDS_BYTES;
  assign cfg_tag_w_o          = TAG_W;

  // ---- init -> wavepool, sgpr file ----
  wire                 ini_clear_valid;
  wire                 ini_alloc_valid;
  wire                 ini_pc_valid;
  wire                 ini_scc_valid;
  wire                 ini_start_valid;
  wire [WAVE_ID_W-1:0] ini_wave;
  wire [63:0]          ini_pc;
  wire                 ini_sgpr_valid;
  wire                 ini_sgpr_ready;
  wire                 ini_sgpr_64;
  wire [6:0]           ini_sgpr_code;
  wire [63:0]          ini_sgpr_data;

  gcn_init u_init (
    .init_valid_i    (init_valid_i),
    .init_ready_o    (init_ready_o),
    .init_wave_i     (init_wave_i),
    .init_kind_i     (init_kind_i),
    .init_index_i    (init_index_i),
    .init_lane_i     (init_lane_i),
    .init_data_i     (init_data_i),
    .wave_free_i     (wave_free_o),
    .clear_valid_o   (ini_clear_valid),
    .alloc_valid_o   (ini_alloc_valid),
    .pc_valid_o      (ini_pc_valid),
    .scc_valid_o     (ini_scc_valid),
    .start_valid_o   (ini_start_valid),
    .wave_o          (ini_wave),
    .pc_o            (ini_pc),
    .sgpr_valid_o    (ini_sgpr_valid),
    .sgpr_ready_i    (ini_sgpr_ready),
    .sgpr_64_o       (ini_sgpr_64),
    .sgpr_code_o     (ini_sgpr_code),
    .sgpr_data_o     (ini_sgpr_data)
  );

  // ---- wavepool <-> fetch ----
  wire [NUM_WAVES-1:0] wp_need_fetch;
  wire                 fe_start_valid;
  wire [WAVE_ID_W-1:0] fe_start_wave;
  wire [63:0]          fe_start_pc;
  wire                 fe_rsp_valid;
  wire [WAVE_ID_W-1:0] fe_rsp_wave;
  wire                 fe_rsp_half;
  wire [63:0]          fe_rsp_data;

  // ---- wavepool <-> issue ----
  wire [NUM_WAVES-1:0] wp_ready;
  wire                 is_take_valid;
  wire [WAVE_ID_W-1:0] is_take_wave;
  wire [127:0]         is_ibuf;
  wire [WAVE_ID_W-1:0] is_sel_wave;
  wire [63:0]          is_pc;
  wire [1:0]           is_ofs;
  wire                 is_scc;

  // ---- salu -> wavepool ----
  wire                 cm_valid;
  wire [WAVE_ID_W-1:0] cm_wave;
  // decoded but not consumed yet: the SALU knows its sources from the op
  wire                 unused_dec;
  wire [63:0]          cm_next_pc;
  wire                 cm_scc;
  wire                 cm_end;
  wire                 cm_seq;
  wire [1:0]           cm_nwords;

  gcn_wavepool u_wavepool (
    .clk_i           (clk_i),
    .rst_i           (rst_i),
    .wave_free_o     (wave_free_o),
    .alloc_valid_i   (ini_alloc_valid),
    .pc_valid_i      (ini_pc_valid),
    .scc_valid_i     (ini_scc_valid),
    .start_valid_i   (ini_start_valid),
    .init_wave_i     (ini_wave),
    .init_pc_i       (ini_pc),
    .need_fetch_o    (wp_need_fetch),
    .fetch_valid_i   (fe_start_valid),
    .fetch_wave_i    (fe_start_wave),
    .fetch_pc_o      (fe_start_pc),
    .fill_valid_i    (fe_rsp_valid),
    .fill_wave_i     (fe_rsp_wave),
    .fill_half_i     (fe_rsp_half),
    .fill_data_i     (fe_rsp_data),
    .ready_o         (wp_ready),
    .take_valid_i    (is_take_valid),
    .take_wave_i     (is_take_wave),
    .take_ibuf_o     (is_ibuf),
    .sel_wave_i      (is_sel_wave),
    .sel_pc_o        (is_pc),
    .sel_ofs_o       (is_ofs),
    .sel_scc_o       (is_scc),
    .done_valid_i    (cm_valid),
    .done_wave_i     (cm_wave),
    .done_pc_i       (cm_next_pc),
    .done_scc_i      (cm_scc),
    .done_end_i      (cm_end),
    .done_seq_i      (cm_seq),
    .done_nwords_i   (cm_nwords)
  );

  gcn_fetch u_fetch (
    .clk_i           (clk_i),
    .rst_i           (rst_i),
    .need_i          (wp_need_fetch),
    .start_valid_o   (fe_start_valid),
    .start_wave_o    (fe_start_wave),
    .start_pc_i      (fe_start_pc),
    .if_req_valid_o  (if_req_valid_o),
    .if_req_ready_i  (if_req_ready_i),
    .if_req_addr_o   (if_req_addr_o),
    .if_req_tag_o    (if_req_tag_o),
    .if_rsp_valid_i  (if_rsp_valid_i),
    .if_rsp_ready_o  (if_rsp_ready_o),
    .if_rsp_tag_i    (if_rsp_tag_i),
    .if_rsp_data_i   (if_rsp_data_i),
    .fill_valid_o    (fe_rsp_valid),
    .fill_wave_o     (fe_rsp_wave),
    .fill_half_o     (fe_rsp_half),
    .fill_data_o     (fe_rsp_data)
  );

  // ---- issue -> decode -> salu ----
  wire                 iss_valid;
  wire                 iss_ready;
  wire [WAVE_ID_W-1:0] iss_wave;
  wire [63:0]          iss_pc;
  wire [95:0]          iss_words;
  wire                 iss_scc;

  gcn_issue u_issue (
    .clk_i           (clk_i),
    .rst_i           (rst_i),
    .ready_waves_i   (wp_ready),
    .take_valid_o    (is_take_valid),
    .take_wave_o     (is_take_wave),
    .take_ibuf_i     (is_ibuf),
    .sel_wave_o      (is_sel_wave),
    .sel_pc_i        (is_pc),
    .sel_ofs_i       (is_ofs),
    .sel_scc_i       (is_scc),
    .salu_valid_o    (iss_valid),
    .salu_ready_i    (iss_ready),
    .salu_wave_o     (iss_wave),
    .salu_pc_o       (iss_pc),
    .salu_words_o    (iss_words),
    .salu_scc_o      (iss_scc)
  );

  wire                 dec_trap;
  wire [1:0]           dec_cause;
  wire [1:0]           dec_nwords;
  wire [OP_ID_W-1:0]   dec_op;
  wire [2:0]           dec_fam;
  wire [6:0]           dec_sdst;
  wire [7:0]           dec_ssrc0;
  wire [7:0]           dec_ssrc1;
  wire [15:0]          dec_simm16;
  wire [31:0]          dec_literal;
  wire                 dec_dst_64;
  wire                 dec_src0;
  wire                 dec_src0_64;
  wire [1:0]           dec_src0_kind;
  wire                 dec_src1;
  wire                 dec_src1_64;
  wire [1:0]           dec_src1_kind;

  gcn_decode u_decode (
    .words_i         (iss_words),
    .trap_o          (dec_trap),
    .cause_o         (dec_cause),
    .nwords_o        (dec_nwords),
    .op_o            (dec_op),
    .fam_o           (dec_fam),
    .sdst_o          (dec_sdst),
    .ssrc0_o         (dec_ssrc0),
    .ssrc1_o         (dec_ssrc1),
    .simm16_o        (dec_simm16),
    .literal_o       (dec_literal),
    .dst_64_o        (dec_dst_64),
    .src0_o          (dec_src0),
    .src0_64_o       (dec_src0_64),
    .src0_kind_o     (dec_src0_kind),
    .src1_o          (dec_src1),
    .src1_64_o       (dec_src1_64),
    .src1_kind_o     (dec_src1_kind)
  );

  assign unused_dec = &{1'b0, dec_src0, dec_src1};

  // ---- salu <-> sgpr file, retire ----
  wire                 sg_re;
  wire [WAVE_ID_W-1:0] sg_rwave;
  wire [6:0]           sg_rcode;
  wire [63:0]          sg_rdata;
  wire                 sg_we_lo;
  wire                 sg_we_hi;
  wire [WAVE_ID_W-1:0] sg_wwave;
  wire [6:0]           sg_wcode;
  wire [63:0]          sg_wdata;

  wire                 bt_valid;
  wire                 bt_ready;
  wire [2:0]           bt_kind;
  wire [WAVE_ID_W-1:0] bt_wave;
  wire [63:0]          bt_pc;
  wire [8:0]           bt_index;
  wire [127:0]         bt_data;

  gcn_salu u_salu (
    .clk_i           (clk_i),
    .rst_i           (rst_i),
    .valid_i         (iss_valid),
    .ready_o         (iss_ready),
    .wave_i          (iss_wave),
    .pc_i            (iss_pc),
    .words_i         (iss_words),
    .scc_i           (iss_scc),
    .dec_trap_i      (dec_trap),
    .dec_cause_i     (dec_cause),
    .dec_nwords_i    (dec_nwords),
    .dec_op_i        (dec_op),
    .dec_fam_i       (dec_fam),
    .dec_sdst_i      (dec_sdst),
    .dec_ssrc0_i     (dec_ssrc0),
    .dec_ssrc1_i     (dec_ssrc1),
    .dec_simm16_i    (dec_simm16),
    .dec_literal_i   (dec_literal),
    .dec_dst_64_i    (dec_dst_64),
    .dec_src0_64_i   (dec_src0_64),
    .dec_src0_kind_i (dec_src0_kind),
    .dec_src1_64_i   (dec_src1_64),
    .dec_src1_kind_i (dec_src1_kind),
    .sgpr_re_o       (sg_re),
    .sgpr_rwave_o    (sg_rwave),
    .sgpr_rcode_o    (sg_rcode),
    .sgpr_rdata_i    (sg_rdata),
    .sgpr_we_lo_o    (sg_we_lo),
    .sgpr_we_hi_o    (sg_we_hi),
    .sgpr_wwave_o    (sg_wwave),
    .sgpr_wcode_o    (sg_wcode),
    .sgpr_wdata_o    (sg_wdata),
    // s_waitcnt's counters: zero until gcn_lsu is wired in (the merge with
    // the issue / LSU packet port replaces this tie-off)
    .vmcnt_i         ({6*NUM_WAVES{1'b0}}),
    .lgkmcnt_i       ({4*NUM_WAVES{1'b0}}),
    .beat_valid_o    (bt_valid),
    .beat_ready_i    (bt_ready),
    .beat_kind_o     (bt_kind),
    .beat_wave_o     (bt_wave),
    .beat_pc_o       (bt_pc),
    .beat_index_o    (bt_index),
    .beat_data_o     (bt_data),
    .done_valid_o    (cm_valid),
    .done_wave_o     (cm_wave),
    .done_pc_o       (cm_next_pc),
    .done_scc_o      (cm_scc),
    .done_end_o      (cm_end),
    .done_seq_o      (cm_seq),
    .done_nwords_o   (cm_nwords)
  );

  gcn_sgpr_file u_sgpr (
    .clk_i           (clk_i),
    .rst_i           (rst_i),
    .re_i            (sg_re),
    .rwave_i         (sg_rwave),
    .rcode_i         (sg_rcode),
    .rdata_o         (sg_rdata),
    .we_lo_i         (sg_we_lo),
    .we_hi_i         (sg_we_hi),
    .wwave_i         (sg_wwave),
    .wcode_i         (sg_wcode),
    .wdata_i         (sg_wdata),
    .clear_valid_i   (ini_clear_valid),
    .clear_wave_i    (ini_wave),
    .init_valid_i    (ini_sgpr_valid),
    .init_ready_o    (ini_sgpr_ready),
    .init_64_i       (ini_sgpr_64),
    .init_wave_i     (ini_wave),
    .init_code_i     (ini_sgpr_code),
    .init_data_i     (ini_sgpr_data)
  );

  gcn_retire u_retire (
    .clk_i           (clk_i),
    .rst_i           (rst_i),
    .valid_i         (bt_valid),
    .ready_o         (bt_ready),
    .kind_i          (bt_kind),
    .wave_i          (bt_wave),
    .pc_i            (bt_pc),
    .index_i         (bt_index),
    .data_i          (bt_data),
    .rt_valid_o      (rt_valid_o),
    .rt_ready_i      (rt_ready_i),
    .rt_kind_o       (rt_kind_o),
    .rt_wave_o       (rt_wave_o),
    .rt_pc_o         (rt_pc_o),
    .rt_index_o      (rt_index_o),
    .rt_quarter_o    (rt_quarter_o),
    .rt_mask_o       (rt_mask_o),
    .rt_data_o       (rt_data_o)
  );

  // ---- data memory: no unit uses it yet; tied off, responses drained ----
  gcn_dmem_tieoff u_dmem (
    .dm_req_valid_o  (dm_req_valid_o),
    .dm_req_ready_i  (dm_req_ready_i),
    .dm_req_tag_o    (dm_req_tag_o),
    .dm_req_op_o     (dm_req_op_o),
    .dm_req_addr_o   (dm_req_addr_o),
    .dm_req_be_o     (dm_req_be_o),
    .dm_req_wdata_o  (dm_req_wdata_o),
    .dm_rsp_valid_i  (dm_rsp_valid_i),
    .dm_rsp_ready_o  (dm_rsp_ready_o),
    .dm_rsp_tag_i    (dm_rsp_tag_i),
    .dm_rsp_rdata_i  (dm_rsp_rdata_i),
    .dm_rsp_err_i    (dm_rsp_err_i)
  );
endmodule
