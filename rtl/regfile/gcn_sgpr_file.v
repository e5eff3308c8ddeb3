// gcn_sgpr_file: the scalar registers of every wave slot, by operand code
// (0..127: s0-s101, flat_scratch, xnack_mask, vcc, ttmp, m0, exec).  Two
// banks of block RAM, even and odd codes, each one read and one write port,
// so that a 64-bit pair (any alignment) is read or written in one cycle.
//
// Read: rdata_o = {reg[rcode+1], reg[rcode]} one cycle after re_i.
// Write: the execution port (we_lo_i: reg[wcode], we_hi_i: reg[wcode+1]) has
// priority; the init port (32 or 64 bits) waits while it writes.
module gcn_sgpr_file #(
  `include "gcn_config.vh"
) (
  input  wire                 clk_i,
  input  wire                 re_i,
  input  wire [WAVE_ID_W-1:0] rwave_i,
  input  wire [6:0]           rcode_i,
  output wire [63:0]          rdata_o,
  input  wire                 we_lo_i,
  input  wire                 we_hi_i,
  input  wire [WAVE_ID_W-1:0] wwave_i,
  input  wire [6:0]           wcode_i,
  input  wire [63:0]          wdata_i,
  input  wire                 init_valid_i,
  output wire                 init_ready_o,
  input  wire                 init_64_i,
  input  wire [WAVE_ID_W-1:0] init_wave_i,
  input  wire [6:0]           init_code_i,
  input  wire [63:0]          init_data_i
);
  localparam ROW_W = WAVE_ID_W + 6;
  localparam DEPTH = NUM_WAVES * 64;

  // ---- write port arbitration ----
  wire exe_we = we_lo_i || we_hi_i;
  assign init_ready_o = !exe_we;
  wire init_go = init_valid_i && !exe_we;

  wire [WAVE_ID_W-1:0] w_wave = exe_we ? wwave_i : init_wave_i;
  wire [6:0]           w_code = exe_we ? wcode_i : init_code_i;
  wire [63:0]          w_data = exe_we ? wdata_i : init_data_i;
  wire                 w_lo   = exe_we ? we_lo_i : init_go;
  wire                 w_hi   = exe_we ? we_hi_i : (init_go && init_64_i);

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

  wire unused = &{1'b0, w_even[0], w_odd[0], r_even[0], r_odd[0]};
endmodule
