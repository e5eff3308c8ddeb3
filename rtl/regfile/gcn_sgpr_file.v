// gcn_sgpr_file: the scalar registers of every wave slot, by operand code
// (0..127: s0-s101, flat_scratch, xnack_mask, vcc, ttmp, m0, exec).  Two
// banks of block RAM, even and odd codes, each one read and one write port,
// so that a 64-bit pair (any alignment) is read or written in one cycle.
//
// Read: rdata_o = {reg[rcode+1], reg[rcode]} one cycle after re_i.
// Write: the execution port (we_lo_i: reg[wcode], we_hi_i: reg[wcode+1]) has
// priority (port A: the executing unit, always accepted; the units' enables
// are ORed in gcn_cu, an idle unit drives zeros); then write port B (init
// beats; the LSU return engine later), same fields, whose b_ready_o is low
// while port A writes.
// A slot's registers read as 0 until written after its allocation
// (clear_valid_i), as the model starts every wave: a written bit per
// register and slot (flip-flops, 128 a slot), all of a slot's cleared in the
// allocation's cycle, set by every write, masks the read data.  The RAMs are
// never cleared, so a wave starts without waiting for its registers.
// M0 of every slot is also kept in flops, from the same writes (gidx_o: the
// fields GPR indexing uses, M0[15:12] enables and M0[7:0] the index, read by
// gcn_issue for the VALU's packet without a read port).
module gcn_sgpr_file #(
  `include "gcn_config.vh"
) (
  input  wire                 clk_i,
  input  wire                 rst_i,
  input  wire                 re_i,
  input  wire [WAVE_ID_W-1:0] rwave_i,
  input  wire [6:0]           rcode_i,
  output wire [63:0]          rdata_o,
  input  wire                 we_lo_i,
  input  wire                 we_hi_i,
  input  wire [WAVE_ID_W-1:0] wwave_i,
  input  wire [6:0]           wcode_i,
  input  wire [63:0]          wdata_i,
  input  wire                 clear_valid_i,
  input  wire [WAVE_ID_W-1:0] clear_wave_i,
  input  wire                 b_we_lo_i,
  input  wire                 b_we_hi_i,
  output wire                 b_ready_o,
  input  wire [WAVE_ID_W-1:0] b_wave_i,
  input  wire [6:0]           b_code_i,
  input  wire [63:0]          b_data_i,
  output wire [12*NUM_WAVES-1:0] gidx_o      // per slot {M0[15:12], M0[7:0]}
);
  localparam ROW_W = WAVE_ID_W + 6;
  localparam DEPTH = NUM_WAVES * 64;

  // ---- write port arbitration ----
  wire exe_we = we_lo_i || we_hi_i;
  assign b_ready_o = !exe_we;

  wire [WAVE_ID_W-1:0] w_wave = exe_we ? wwave_i : b_wave_i;
  wire [6:0]           w_code = exe_we ? wcode_i : b_code_i;
  wire [63:0]          w_data = exe_we ? wdata_i : b_data_i;
  wire                 w_lo   = exe_we ? we_lo_i : b_we_lo_i;
  wire                 w_hi   = exe_we ? we_hi_i : b_we_hi_i;

  // the even and odd register of {code, code+1} and their rows
  wire [6:0] w_next = w_code + 7'd1;
  wire [6:0] w_even = w_code[0] ? w_next : w_code;
  wire [6:0] w_odd  = w_code[0] ? w_code : w_next;
  wire       we0    = w_code[0] ? w_hi : w_lo;
  wire       we1    = w_code[0] ? w_lo : w_hi;
  wire [31:0] wd0   = w_code[0] ? w_data[63:32] : w_data[31:0];
  wire [31:0] wd1   = w_code[0] ? w_data[31:0] : w_data[63:32];

  wire [6:0] r_next = rcode_i + 7'd1;
  wire [6:0] r_even = rcode_i[0] ? r_next : rcode_i;
  wire [6:0] r_odd  = rcode_i[0] ? rcode_i : r_next;

  wire [31:0] rd0, rd1;

  gcn_ram_1r1w #(.WIDTH(32), .DEPTH(DEPTH), .ADDR_W(ROW_W)) u_even (
    .clk_i   (clk_i),
    .re_i    (re_i),
    .raddr_i ({rwave_i, r_even[6:1]}),
    .rdata_o (rd0),
    .we_i    (we0),
    .waddr_i ({w_wave, w_even[6:1]}),
    .wdata_i (wd0)
  );

  gcn_ram_1r1w #(.WIDTH(32), .DEPTH(DEPTH), .ADDR_W(ROW_W)) u_odd (
    .clk_i   (clk_i),
    .re_i    (re_i),
    .raddr_i ({rwave_i, r_odd[6:1]}),
    .rdata_o (rd1),
    .we_i    (we1),
    .waddr_i ({w_wave, w_odd[6:1]}),
    .wdata_i (wd1)
  );

  // ---- written bits: {slot, code} ----
  reg [128*NUM_WAVES-1:0] wr_q;
  always @(posedge clk_i) begin
    if (rst_i) wr_q <= {128*NUM_WAVES{1'b0}};
    else begin
      if (clear_valid_i) wr_q[128*clear_wave_i +: 128] <= 128'd0;
      if (w_lo) wr_q[128*w_wave + 32'(w_code)] <= 1'b1;
      if (w_hi) wr_q[128*w_wave + 32'(w_next)] <= 1'b1;
    end
  end

  // which bank holds the low word of the last read, and whether each word
  // was written (a read of a register written in the same cycle returns
  // the old data, and so its old written bit)
  reg odd_q, lo_ok_q, hi_ok_q;
  always @(posedge clk_i) begin
    if (re_i) begin
      odd_q   <= rcode_i[0];
      lo_ok_q <= wr_q[128*rwave_i + 32'(rcode_i)];
      hi_ok_q <= wr_q[128*rwave_i + 32'(r_next)];
    end
  end
  wire [63:0] rd_pair = odd_q ? {rd0, rd1} : {rd1, rd0};
  assign rdata_o = {hi_ok_q ? rd_pair[63:32] : 32'd0, lo_ok_q ? rd_pair[31:0] : 32'd0};

  // ---- M0's GPR-indexing fields (code 124: the low half of a write at
  // 124, the high half of a pair at 123) ----
  localparam [6:0] M0_CODE = 7'd124;
  reg [12*NUM_WAVES-1:0] gidx_q;
  wire        m0_we   = (w_lo && w_code == M0_CODE) || (w_hi && w_code == M0_CODE - 7'd1);
  wire [31:0] m0_data = (w_code == M0_CODE) ? w_data[31:0] : w_data[63:32];
  always @(posedge clk_i) begin
    if (rst_i) gidx_q <= {12*NUM_WAVES{1'b0}};
    else begin
      if (clear_valid_i) gidx_q[12*clear_wave_i +: 12] <= 12'd0;   // M0 reads 0 too
      if (m0_we) gidx_q[12*w_wave +: 12] <= {m0_data[15:12], m0_data[7:0]};
    end
  end
  assign gidx_o = gidx_q;

  wire unused = &{1'b0, w_even[0], w_odd[0], r_even[0], r_odd[0], m0_data[31:16], m0_data[11:8]};
endmodule
