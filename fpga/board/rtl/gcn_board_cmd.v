// gcn_board_cmd: the board's command engine.  It reads command frames from
// the UART receiver (through a FIFO), carries them out on the board memory's
// host port, the CU's init channel, its reset and its profiler-counter port,
// and answers each frame with one response frame to the UART transmitter.
// The protocol (byte values, frame layouts) is written down once, in
// fpga/board/README.md, and in C in sw/runtime/board_link.h; the host waits for
// each response before it sends the next frame.
//
//   01 WRITE  addr[4] n[2] data[4n]   -> 81              n dwords from byte offset addr
//   02 READ   addr[4] n[2]            -> 82 data[4n]
//   03 FILL   addr[4] n[2] value[4]   -> 83
//   04 INIT   slot kind index[2] lane data[8] -> 84      one init beat
//   05 INITV  slot index[2] data[4*64] -> 85             64 VGPR-lane beats, lanes 0..63
//   06 STATUS                         -> 86 status[36]
//   07 PERF   sel                     -> 87 value[8]
//   08 INFO                           -> 88 info[49]
//   09 RESET                          -> 89              CU reset, counters cleared
//   other                             -> EE
// Multi-byte fields are little-endian.  A frame that stops arriving for
// RX_TIMEOUT clocks mid-way is dropped (no response), so a host can always
// resynchronise by waiting; 0 turns the timeout off.
module gcn_board_cmd #(
  parameter int          CLKS_PER_BIT = 217,
  parameter int          RX_TIMEOUT   = 1 << 22,
  parameter int          MEM_BYTES    = 131072,
  parameter logic [63:0] MEM_BASE     = 64'h0000_0001_0000_0000,
  `include "gcn_config.vh"
  ,
  `include "gcn_isa.vh"
) (
  input  wire                  clk_i,
  input  wire                  rst_i,
  // command bytes in, response bytes out
  input  wire                  rx_valid_i,
  output wire                  rx_ready_o,
  input  wire [7:0]            rx_data_i,
  output wire                  tx_valid_o,
  input  wire                  tx_ready_i,
  output wire [7:0]            tx_data_o,
  // board memory, host port
  output wire                  h_req_valid_o,
  input  wire                  h_req_ready_i,
  output wire                  h_req_we_o,
  output wire [31:0]           h_req_addr_o,
  output wire [31:0]           h_req_wdata_o,
  input  wire                  h_rsp_valid_i,
  input  wire [31:0]           h_rsp_rdata_i,
  // the CU
  output wire                  cu_rst_o,
  output wire                  init_valid_o,
  input  wire                  init_ready_i,
  output wire [WAVE_ID_W-1:0]  init_wave_o,
  output wire [2:0]            init_kind_o,
  output wire [8:0]            init_index_o,
  output wire [5:0]            init_lane_o,
  output wire [63:0]           init_data_o,
  input  wire [NUM_WAVES-1:0]  wave_free_i,
  output wire [PERF_SEL_W-1:0] perf_sel_o,
  input  wire [PERF_CTR_W-1:0] perf_data_i,
  input  wire [223:0]          cfg_i,        // the CU's seven cfg_*_o words, cfg_num_simd_o lowest
  // what the board saw
  input  wire [47:0]           retired_i,
  input  wire [47:0]           cycles_i,
  input  wire                  trap_i,
  input  wire [6:0]            trap_cause_i,
  input  wire [7:0]            trap_wave_i,
  input  wire [2:0]            trap_unit_i,
  input  wire [63:0]           trap_pc_i,
  input  wire                  rx_overflow_i
);
  localparam [7:0] C_WRITE = 8'h01, C_READ = 8'h02, C_FILL = 8'h03, C_INIT = 8'h04, C_INITV = 8'h05,
                   C_STATUS = 8'h06, C_PERF = 8'h07, C_INFO = 8'h08, C_RESET = 8'h09, R_BAD = 8'hee;
  localparam [3:0] S_CMD = 4'd0, S_ARG = 4'd1, S_EXEC = 4'd2, S_WGET = 4'd3, S_MREQ = 4'd4, S_MRSP = 4'd5,
                   S_INIT = 4'd6, S_TX = 4'd7, S_PERF = 4'd8, S_RST = 4'd9;
  localparam int RESP_BYTES = 50;
  localparam int TO_W = (RX_TIMEOUT > 1) ? $clog2(RX_TIMEOUT + 1) : 1;

  reg [3:0]              st_q, st_d;
  reg [3:0]              after_q, after_d;   // where S_TX goes when the response is out
  reg [7:0]              cmd_q, cmd_d;
  reg [103:0]            arg_q, arg_d;       // argument bytes, byte i at bits 8i+7:8i
  reg [3:0]              argi_q, argi_d;
  reg [3:0]              nargs;
  reg [31:0]             addr_q, addr_d;
  reg [16:0]             cnt_q, cnt_d;       // dwords or beats still to do
  reg [31:0]             word_q, word_d;
  reg [1:0]              wbi_q, wbi_d;
  reg [8*RESP_BYTES-1:0] resp_q, resp_d;
  reg [5:0]              rn_q, rn_d;         // response bytes still to send
  reg [6:0]              lane_q, lane_d;
  reg [4:0]              rcnt_q, rcnt_d;     // reset cycles
  reg [PERF_SEL_W-1:0]   sel_q, sel_d;
  reg                    iv_q, iv_d;
  reg [WAVE_ID_W-1:0]    iw_q, iw_d;
  reg [2:0]              ik_q, ik_d;
  reg [8:0]              ii_q, ii_d;
  reg [5:0]              il_q, il_d;
  reg [63:0]             idata_q, idata_d;
  reg [TO_W-1:0]         idle_q, idle_d;

  wire pop = rx_valid_i && rx_ready_o;
  assign rx_ready_o = (st_q == S_CMD) || (st_q == S_ARG) || (st_q == S_WGET);

  always @(*) begin
    case (cmd_q)
      C_WRITE, C_READ: nargs = 4'd6;
      C_FILL:          nargs = 4'd10;
      C_INIT:          nargs = 4'd13;
      C_INITV:         nargs = 4'd3;
      C_PERF:          nargs = 4'd1;
      default:         nargs = 4'd0;
    endcase
  end

  wire [223:0] status_payload = {
    7'd0, rx_overflow_i,
    trap_pc_i,
    5'd0, trap_unit_i,
    trap_wave_i,
    trap_i, trap_cause_i,
    16'd0, cycles_i,
    16'd0, retired_i
  };
  wire [63:0] wave_free64 = 64'(wave_free_i);
  wire [391:0] info_payload = {
    cfg_i,
    32'(CLKS_PER_BIT),
    32'(MEM_BYTES),
    MEM_BASE,
    8'd1,                    // protocol version
    32'h424e_4347            // "GCNB"
  };

  always @(*) begin
    st_d    = st_q;
    after_d = after_q;
    cmd_d   = cmd_q;
    arg_d   = arg_q;
    argi_d  = argi_q;
    addr_d  = addr_q;
    cnt_d   = cnt_q;
    word_d  = word_q;
    wbi_d   = wbi_q;
    resp_d  = resp_q;
    rn_d    = rn_q;
    lane_d  = lane_q;
    rcnt_d  = rcnt_q;
    sel_d   = sel_q;
    iv_d    = iv_q;
    iw_d    = iw_q;
    ik_d    = ik_q;
    ii_d    = ii_q;
    il_d    = il_q;
    idata_d = idata_q;
    idle_d  = idle_q;
    // a frame that stops arriving is dropped
    if (st_q == S_ARG || st_q == S_WGET) begin
      idle_d = pop ? '0 : idle_q + 1'b1;
      if (RX_TIMEOUT > 0 && !pop && idle_q == TO_W'(RX_TIMEOUT)) st_d = S_CMD;
    end else begin
      idle_d = '0;
    end
    case (st_q)
      S_CMD: begin
        if (pop) begin
          cmd_d  = rx_data_i;
          argi_d = 4'd0;
          arg_d  = 104'd0;
          case (rx_data_i)
            C_WRITE, C_READ, C_FILL, C_INIT, C_INITV, C_PERF: st_d = S_ARG;
            C_STATUS: begin
              resp_d  = 400'({status_payload, wave_free64, C_STATUS | 8'h80});
              rn_d    = 6'd37;
              st_d    = S_TX;
              after_d = S_CMD;
            end
            C_INFO: begin
              resp_d  = 400'({info_payload, C_INFO | 8'h80});
              rn_d    = 6'd50;
              st_d    = S_TX;
              after_d = S_CMD;
            end
            C_RESET: begin
              rcnt_d = 5'd16;
              st_d   = S_RST;
            end
            default: begin
              resp_d  = {392'd0, R_BAD};
              rn_d    = 6'd1;
              st_d    = S_TX;
              after_d = S_CMD;
            end
          endcase
        end
      end
      S_ARG: begin
        if (pop) begin
          arg_d[{argi_q, 3'd0} +: 8] = rx_data_i;
          argi_d = argi_q + 1'b1;
          if (argi_q == nargs - 4'd1) begin
            st_d   = S_EXEC;
            addr_d = {arg_d[31:2], 2'b00};
            cnt_d  = {1'b0, arg_d[47:32]};
            lane_d = 7'd0;
            case (cmd_q)
              C_READ: begin    // the header first, then the data dword by dword
                resp_d  = {392'd0, C_READ | 8'h80};
                rn_d    = 6'd1;
                st_d    = S_TX;
                after_d = S_EXEC;
              end
              C_INIT:  cnt_d = 17'd1;
              C_INITV: cnt_d = 17'd64;
              C_PERF: begin
                sel_d = arg_d[PERF_SEL_W-1:0];
                st_d  = S_PERF;
              end
              default: ;
            endcase
          end
        end
      end
      S_EXEC: begin
        if (cnt_q == 17'd0) begin
          st_d    = (cmd_q == C_READ) ? S_CMD : S_TX;
          resp_d  = {392'd0, cmd_q | 8'h80};
          rn_d    = 6'd1;
          after_d = S_CMD;
        end else begin
          case (cmd_q)
            C_WRITE, C_INITV: begin
              st_d  = S_WGET;
              wbi_d = 2'd0;
            end
            C_READ: st_d = S_MREQ;
            C_FILL: begin
              word_d = arg_q[79:48];
              st_d   = S_MREQ;
            end
            default: begin   // C_INIT
              iv_d    = 1'b1;
              iw_d    = arg_q[WAVE_ID_W-1:0];
              ik_d    = arg_q[10:8];
              ii_d    = arg_q[24:16];
              il_d    = arg_q[37:32];
              idata_d = arg_q[103:40];
              st_d    = S_INIT;
            end
          endcase
        end
      end
      S_WGET: begin
        if (pop) begin
          word_d = {rx_data_i, word_q[31:8]};
          wbi_d  = wbi_q + 1'b1;
          if (wbi_q == 2'd3) begin
            if (cmd_q == C_INITV) begin
              iv_d    = 1'b1;
              iw_d    = arg_q[WAVE_ID_W-1:0];
              ik_d    = 3'd1;                // VGPR lane
              ii_d    = arg_q[16:8];
              il_d    = lane_q[5:0];
              idata_d = {32'd0, rx_data_i, word_q[31:8]};
              st_d    = S_INIT;
            end else begin
              st_d = S_MREQ;
            end
          end
        end
      end
      S_MREQ: if (h_req_ready_i) st_d = S_MRSP;
      S_MRSP: begin
        if (h_rsp_valid_i) begin
          addr_d = addr_q + 32'd4;
          cnt_d  = cnt_q - 1'b1;
          st_d   = S_EXEC;
          if (cmd_q == C_READ) begin
            resp_d  = 400'(h_rsp_rdata_i);
            rn_d    = 6'd4;
            st_d    = S_TX;
            after_d = S_EXEC;
          end
        end
      end
      S_INIT: begin
        if (init_ready_i) begin
          iv_d   = 1'b0;
          cnt_d  = cnt_q - 1'b1;
          lane_d = lane_q + 1'b1;
          st_d   = S_EXEC;
        end
      end
      S_TX: begin
        if (tx_ready_i) begin
          resp_d = resp_q >> 8;
          rn_d   = rn_q - 1'b1;
          if (rn_q == 6'd1) st_d = after_q;
        end
      end
      S_PERF: begin   // perf_data_i follows sel_q, a flop: read it a cycle later
        resp_d  = 400'({64'(perf_data_i), C_PERF | 8'h80});
        rn_d    = 6'd9;
        st_d    = S_TX;
        after_d = S_CMD;
      end
      S_RST: begin
        rcnt_d = rcnt_q - 1'b1;
        if (rcnt_q == 5'd1) begin
          resp_d  = {392'd0, C_RESET | 8'h80};
          rn_d    = 6'd1;
          st_d    = S_TX;
          after_d = S_CMD;
        end
      end
      default: st_d = S_CMD;
    endcase
  end

  always @(posedge clk_i) begin
    if (rst_i) begin
      st_q    <= S_CMD;
      after_q <= S_CMD;
      cmd_q   <= 8'd0;
      arg_q   <= 104'd0;
      argi_q  <= 4'd0;
      addr_q  <= 32'd0;
      cnt_q   <= 17'd0;
      word_q  <= 32'd0;
      wbi_q   <= 2'd0;
      resp_q  <= '0;
      rn_q    <= 6'd0;
      lane_q  <= 7'd0;
      rcnt_q  <= 5'd0;
      sel_q   <= '0;
      iv_q    <= 1'b0;
      iw_q    <= '0;
      ik_q    <= 3'd0;
      ii_q    <= 9'd0;
      il_q    <= 6'd0;
      idata_q <= 64'd0;
      idle_q  <= '0;
    end else begin
      st_q    <= st_d;
      after_q <= after_d;
      cmd_q   <= cmd_d;
      arg_q   <= arg_d;
      argi_q  <= argi_d;
      addr_q  <= addr_d;
      cnt_q   <= cnt_d;
      word_q  <= word_d;
      wbi_q   <= wbi_d;
      resp_q  <= resp_d;
      rn_q    <= rn_d;
      lane_q  <= lane_d;
      rcnt_q  <= rcnt_d;
      sel_q   <= sel_d;
      iv_q    <= iv_d;
      iw_q    <= iw_d;
      ik_q    <= ik_d;
      ii_q    <= ii_d;
      il_q    <= il_d;
      idata_q <= idata_d;
      idle_q  <= idle_d;
    end
  end

  assign tx_valid_o    = (st_q == S_TX);
  assign tx_data_o     = resp_q[7:0];
  assign h_req_valid_o = (st_q == S_MREQ);
  assign h_req_we_o    = (cmd_q != C_READ);
  assign h_req_addr_o  = addr_q;
  assign h_req_wdata_o = word_q;
  assign cu_rst_o      = (st_q == S_RST);
  assign init_valid_o  = iv_q;
  assign init_wave_o   = iw_q;
  assign init_kind_o   = ik_q;
  assign init_index_o  = ii_q;
  assign init_lane_o   = il_q;
  assign init_data_o   = idata_q;
  assign perf_sel_o    = sel_q;
endmodule
