// tb_board_core: the board's command engine and UART under Icarus, clock by
// clock, with a stand-in for the CU's ports (make board-sim runs it).  The
// frames of fpga/board/README.md, "Protocol", are bit-banged onto the receive
// line at CLKS_PER_BIT 4 and the responses decoded from the transmit line:
// INFO, WRITE / READ / FILL round trips, an init beat held while init_ready
// is low, INITV's 64 lane beats, PERF, STATUS fields, RESET's CU reset, an
// unknown command (EE), and a frame that stops half-way: dropped after
// RX_TIMEOUT clocks, the next frame answered.  Ends with "checked: N of N".
`timescale 1ns / 1ps
module tb_board_core;
  localparam int CPB = 4;
  reg          clk = 1'b0, rst = 1'b1, rx = 1'b1;
  wire         tx;
  wire [7:0]   led;
  wire         cu_rst, init_valid;
  reg          init_ready = 1'b1;
  wire [1:0]   init_wave;
  wire [2:0]   init_kind;
  wire [8:0]   init_index;
  wire [5:0]   init_lane;
  wire [63:0]  init_data;
  wire [5:0]   perf_sel;
  wire         if_req_ready, if_rsp_valid, dm_req_ready, dm_rsp_valid, dm_rsp_err, rt_ready;
  wire [7:0]   if_rsp_tag, dm_rsp_tag;
  wire [63:0]  if_rsp_data;
  wire [127:0] dm_rsp_rdata;
  reg  [3:0]   wave_free = 4'b1011;
  reg          rt_valid = 1'b0;
  reg  [2:0]   rt_kind = 3'd0;
  integer      checks = 0, fails = 0;

  always #5 clk = ~clk;

  gcn_board_core #(.CLKS_PER_BIT(CPB), .RX_TIMEOUT(200), .MEM_BYTES(1024)) u_core (
    .clk_i (clk), .rst_i (rst), .uart_rx_i (rx), .uart_tx_o (tx), .led_o (led),
    .cu_rst_o (cu_rst),
    .cfg_i ({32'd8, 32'd16384, 32'd128, 32'd128, 32'd4, 32'd4, 32'd1}),
    .wave_free_i (wave_free),
    .init_valid_o (init_valid), .init_ready_i (init_ready), .init_wave_o (init_wave), .init_kind_o (init_kind),
    .init_index_o (init_index), .init_lane_o (init_lane), .init_data_o (init_data),
    .if_req_valid_i (1'b0), .if_req_ready_o (if_req_ready), .if_req_addr_i (64'd0), .if_req_tag_i (8'd0),
    .if_rsp_valid_o (if_rsp_valid), .if_rsp_ready_i (1'b1), .if_rsp_tag_o (if_rsp_tag), .if_rsp_data_o (if_rsp_data),
    .dm_req_valid_i (1'b0), .dm_req_ready_o (dm_req_ready), .dm_req_tag_i (8'd0), .dm_req_op_i (5'd0),
    .dm_req_addr_i (64'd0), .dm_req_be_i (16'd0), .dm_req_wdata_i (128'd0), .dm_rsp_valid_o (dm_rsp_valid),
    .dm_rsp_ready_i (1'b1), .dm_rsp_tag_o (dm_rsp_tag), .dm_rsp_rdata_o (dm_rsp_rdata), .dm_rsp_err_o (dm_rsp_err),
    // the beats on channel 0 of the board configuration's 5 (one SIMD)
    .rt_valid_i ({4'd0, rt_valid}), .rt_ready_o (rt_ready), .rt_unit_i (15'd0), .rt_kind_i ({12'd0, rt_kind}),
    .rt_wave_i ({8'd0, 2'd2}), .rt_pc_i ({256'd0, 64'h1_0000_0040}), .rt_index_i ({36'd0, 9'd4}), .rt_last_i (5'd0), .rt_first_i (5'd0),
    .perf_sel_o (perf_sel), .perf_data_i ({42'd0, perf_sel} + 48'h1234_0000_0000)
  );

  // ---- the host side of the line ----
  task automatic send(input [7:0] b);
    rx = 1'b0;
    repeat (CPB) @(posedge clk);
    for (int i = 0; i < 8; i++) begin
      rx = b[i];
      repeat (CPB) @(posedge clk);
    end
    rx = 1'b1;
    repeat (CPB) @(posedge clk);
  endtask

  task automatic send_le(input [63:0] v, input int n);
    for (int i = 0; i < n; i++) send(v[8*i +: 8]);
  endtask

  // one byte from the transmit line, or 'hxx after `limit` clocks without a start bit
  task automatic recv(output [8:0] b, input int limit);
    int waited;
    waited = 0;
    b = 9'h100;
    while (tx && waited < limit) begin
      @(posedge clk);
      waited++;
    end
    if (!tx) begin
      repeat (CPB / 2) @(posedge clk);
      for (int i = 0; i < 8; i++) begin
        repeat (CPB) @(posedge clk);
        b[i] = tx;
      end
      b[8] = 1'b0;
      repeat (CPB) @(posedge clk);
    end
  endtask

  task automatic check(input string what, input logic ok);
    checks++;
    if (!ok) begin
      fails++;
      $display("FAIL  %s", what);
    end
  endtask

  task automatic expect_byte(input string what, input [7:0] want);
    reg [8:0] b;
    recv(b, 2000);
    check($sformatf("%s: byte 0x%03x, expected 0x%02x", what, b, want), b == {1'b0, want});
  endtask

  task automatic recv_le(output [63:0] v, input int n);
    reg [8:0] b;
    v = 64'd0;
    for (int i = 0; i < n; i++) begin
      recv(b, 2000);
      v[8*i +: 8] = b[7:0];
    end
  endtask

  // the init beats the engine offers, as the CU takes them
  int          beats = 0;
  reg [63:0]   last_data;
  reg [8:0]    last_index;
  reg [5:0]    last_lane;
  reg [2:0]    last_kind;
  always @(posedge clk) begin
    if (init_valid && init_ready) begin
      beats <= beats + 1;
      last_data <= init_data;
      last_index <= init_index;
      last_lane <= init_lane;
      last_kind <= init_kind;
    end
  end
  int cu_rst_cycles = 0;
  always @(posedge clk) if (cu_rst) cu_rst_cycles <= cu_rst_cycles + 1;

  reg [63:0] v;
  initial begin
    repeat (4) @(posedge clk);
    rst = 1'b0;
    repeat (4) @(posedge clk);

    // INFO
    send(8'h08);
    expect_byte("INFO header", 8'h88);
    recv_le(v, 4);
    check("INFO signature GCNB", v[31:0] == 32'h424e_4347);
    recv_le(v, 1);
    check("INFO version 1", v[7:0] == 8'd1);
    recv_le(v, 8);
    check("INFO memory base", v == 64'h1_0000_0000);
    recv_le(v, 4);
    check("INFO memory bytes", v[31:0] == 32'd1024);
    recv_le(v, 4);
    check("INFO clocks a bit", v[31:0] == CPB);
    recv_le(v, 4);
    check("INFO cfg num_simd", v[31:0] == 32'd1);
    for (int i = 0; i < 5; i++) recv_le(v, 4);
    recv_le(v, 4);
    check("INFO cfg tag_w (the last)", v[31:0] == 32'd8);

    // WRITE 3 dwords at 0x3f8 (the last row wraps nothing), READ them back, FILL, READ
    send(8'h01); send_le(32'h3f4, 4); send_le(16'd3, 2);
    send_le(32'h1111_2222, 4); send_le(32'h3333_4444, 4); send_le(32'h5555_6666, 4);
    expect_byte("WRITE ack", 8'h81);
    send(8'h02); send_le(32'h3f4, 4); send_le(16'd3, 2);
    expect_byte("READ header", 8'h82);
    recv_le(v, 4); check("READ dword 0", v[31:0] == 32'h1111_2222);
    recv_le(v, 4); check("READ dword 1", v[31:0] == 32'h3333_4444);
    recv_le(v, 4); check("READ dword 2", v[31:0] == 32'h5555_6666);
    send(8'h03); send_le(32'h3f8, 4); send_le(16'd1, 2); send_le(32'hdead_beef, 4);
    expect_byte("FILL ack", 8'h83);
    send(8'h02); send_le(32'h3f4, 4); send_le(16'd3, 2);
    expect_byte("READ header", 8'h82);
    recv_le(v, 4); check("READ after FILL: dword 0 kept", v[31:0] == 32'h1111_2222);
    recv_le(v, 4); check("READ after FILL: dword 1 filled", v[31:0] == 32'hdead_beef);
    recv_le(v, 4); check("READ after FILL: dword 2 kept", v[31:0] == 32'h5555_6666);

    // INIT: held while init_ready is low, acknowledged only once taken
    init_ready = 1'b0;
    send(8'h04); send(8'd3); send(8'd2); send_le(16'h0155, 2); send(8'd7); send_le(64'h0123_4567_89ab_cdef, 8);
    begin
      reg [8:0] b;
      recv(b, 300);
      check("INIT not acknowledged while init_ready is low", b[8] == 1'b1 && init_valid && init_wave == 2'd3 &&
            init_kind == 3'd2 && init_index == 9'h155 && init_lane == 6'd7 && init_data == 64'h0123_4567_89ab_cdef);
    end
    init_ready = 1'b1;
    expect_byte("INIT ack once taken", 8'h84);
    check("INIT: one beat", beats == 1);

    // INITV: 64 VGPR-lane beats of register 0x42
    send(8'h05); send(8'd1); send_le(16'h0042, 2);
    for (int l = 0; l < 64; l++) send_le(64'(32'hc000_0000 + l), 4);
    expect_byte("INITV ack", 8'h85);
    check("INITV: 64 beats, the last lane 63 of v66 with its value", beats == 65 && last_kind == 3'd1 &&
          last_index == 9'h042 && last_lane == 6'd63 && last_data == 64'hc000_003f);

    // PERF
    send(8'h07); send(8'd5);
    expect_byte("PERF header", 8'h87);
    recv_le(v, 8);
    check("PERF 5: the counter the select picks", v == 64'h1234_0000_0005);

    // STATUS after a retired instruction and a trap beat
    rt_kind = 3'd0;           // INSN of wave 2 at 0x1_0000_0040
    rt_valid = 1'b1;
    @(posedge clk);
    rt_kind = 3'd6;           // TRAP, cause 4
    @(posedge clk);
    rt_kind = 3'd7;           // END
    @(posedge clk);
    rt_valid = 1'b0;
    send(8'h06);
    expect_byte("STATUS header", 8'h86);
    recv_le(v, 8); check("STATUS wave_free", v == 64'hb);
    recv_le(v, 8); check("STATUS retired 1", v == 64'd1);
    recv_le(v, 8); check("STATUS cycles counting", v > 64'd1000);
    recv_le(v, 1); check("STATUS trap: bit 7 and cause 4", v[7:0] == 8'h84);
    recv_le(v, 1); check("STATUS trap wave 2", v[7:0] == 8'd2);
    recv_le(v, 1);
    recv_le(v, 8); check("STATUS trap PC: the wave's last INSN", v == 64'h1_0000_0040);
    recv_le(v, 1); check("STATUS flags: no overflow", v[7:0] == 8'd0);

    // RESET: the CU held in reset 16 clocks, the trap latch cleared
    send(8'h09);
    expect_byte("RESET ack", 8'h89);
    check("RESET: 16 clocks of CU reset", cu_rst_cycles == 16);
    send(8'h06);
    expect_byte("STATUS header", 8'h86);
    recv_le(v, 8); recv_le(v, 8); check("STATUS after RESET: retired 0", v == 64'd0);
    recv_le(v, 8); recv_le(v, 1); check("STATUS after RESET: no trap", v[7:0] == 8'd0);
    recv_le(v, 8); recv_le(v, 3);

    // an unknown command
    send(8'h5a);
    expect_byte("unknown command: EE", 8'hee);

    // a frame that stops half-way is dropped after RX_TIMEOUT clocks; the next one is answered
    send(8'h01); send_le(32'h0, 4);
    begin
      reg [8:0] b;
      recv(b, 400);
      check("a half frame: no answer", b[8] == 1'b1);
    end
    send(8'h08);
    expect_byte("the next frame after the timeout: INFO answered", 8'h88);
    repeat (49 * 10 * CPB + 100) @(posedge clk);

    $display("tb_board_core checked: %0d of %0d pass", checks - fails, checks);
    if (fails) $fatal(1, "tb_board_core: %0d failed", fails);
    $finish;
  end

  initial begin
    #20_000_000;
    $fatal(1, "tb_board_core: timed out");
  end
endmodule
