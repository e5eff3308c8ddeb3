// gcn_sgpr_file: the scalar registers of every wave slot, by operand code
// (0..127: s0-s101, flat_scratch, xnack_mask, vcc, ttmp, m0, exec).  Two
// banks of block RAM, even and odd codes, each one read and one write port,
// so that a 64-bit pair (any alignment) is read or written in one cycle.
//
// Read: rdata_o = {reg[rcode+1], reg[rcode]} one cycle after re_i.
// Write: the execution port (we_lo_i: reg[wcode], we_hi_i: reg[wcode+1]) has
// priority (port A: the executing unit, always accepted; the units' enables
// are ORed in gcn_cu, an idle unit drives zeros); then a slot being cleared
// (clear_valid_i starts zeroing all 128 registers of a slot, one row of both
// banks per cycle); then write port B (init beats; the LSU return engine
// later), same fields, whose b_ready_o is low while either of the others
// writes.
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

  // ---- clearing a slot ----
  reg                 clr_q, clr_d;
  reg [WAVE_ID_W-1:0] clr_wave_q, clr_wave_d;
  reg [5:0]           clr_row_q, clr_row_d;

  wire exe_we = we_lo_i || we_hi_i;
  wire clr_we = clr_q && !exe_we;

  always @(*) begin
    clr_d      = clr_q;
    clr_wave_d = clr_wave_q;
    clr_row_d  = clr_row_q;
    if (clr_we) begin
      clr_row_d = clr_row_q + 6'd1;
      if (clr_row_q == 6'd63) clr_d = 1'b0;
    end else if (!clr_q && clear_valid_i) begin
      clr_d      = 1'b1;
      clr_wave_d = clear_wave_i;
      clr_row_d  = 6'd0;
    end
  end

  always @(posedge clk_i) begin
    if (rst_i) begin
      clr_q <= 1'b0;
    end else begin
      clr_q <= clr_d;
    end
  end

  always @(posedge clk_i) begin
    clr_wave_q <= clr_wave_d;
    clr_row_q  <= clr_row_d;
  end

  // ---- write port arbitration ----
  assign b_ready_o = !exe_we && !clr_q;

  wire [WAVE_ID_W-1:0] w_wave = exe_we ? wwave_i : clr_q ? clr_wave_q : b_wave_i;
  wire [6:0]           w_code = exe_we ? wcode_i : clr_q ? {clr_row_q, 1'b0} : b_code_i;
  wire [63:0]          w_data = exe_we ? wdata_i : clr_q ? 64'd0 : b_data_i;
  wire                 w_lo   = exe_we ? we_lo_i : clr_q ? 1'b1 : (b_we_lo_i && b_ready_o);
  wire                 w_hi   = exe_we ? we_hi_i : clr_q ? 1'b1 : (b_we_hi_i && b_ready_o);

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

  // which bank holds the low word of the last read
  reg odd_q;
  always @(posedge clk_i) begin
    if (re_i) odd_q <= rcode_i[0];
  end
  assign rdata_o = odd_q ? {rd0, rd1} : {rd1, rd0};

  // ---- M0's GPR-indexing fields (code 124: the low half of a write at
  // 124, the high half of a pair at 123) ----
  localparam [6:0] M0_CODE = 7'd124;
  reg [12*NUM_WAVES-1:0] gidx_q;
  wire        m0_we   = (w_lo && w_code == M0_CODE) || (w_hi && w_code == M0_CODE - 7'd1);
  wire [31:0] m0_data = (w_code == M0_CODE) ? w_data[31:0] : w_data[63:32];
  always @(posedge clk_i) begin
    if (rst_i) gidx_q <= {12*NUM_WAVES{1'b0}};
    else if (m0_we) gidx_q[12*w_wave +: 12] <= {m0_data[15:12], m0_data[7:0]};
  end
  assign gidx_o = gidx_q;

  wire unused = &{1'b0, w_even[0], w_odd[0], r_even[0], r_odd[0], m0_data[31:16], m0_data[11:8]};
endmodule
