// gcn_board_mem: the board's on-chip memory, MEM_BYTES of block RAM (rows of
// 16 bytes, gcn_ram_1r1w) at device addresses MEM_BASE .. MEM_BASE +
// MEM_BYTES - 1, serving three clients one access at a time: the command
// engine (host port: dwords at byte offsets in the window), the CU's
// instruction fetch (if_*) and its data memory (dm_*, loads, stores and
// atomics; docs/rtl-interfaces.md).  An access reads its row, then writes it
// back merged (stores by byte enable, atomics with gcn_atomic_alu), then
// answers: four cycles an access, plenty for a board whose host link is a
// UART.  The clients take turns (host, data, fetch); every ready and valid
// comes from a flop.
//
// As the testbench memory (tb/core/tb_mem.c): a data request outside the
// window answers dm_rsp_err_o and changes nothing; a fetch outside it reads
// zeros.  Atomics: ops 2..17 by gcn_atomic_alu (the model's at_apply), 22
// fadd_ftz as fadd with the FP32 denormals of both inputs and of the result
// flushed to zeros of their sign; 23 (pk_add_f16) and undefined codes answer
// dm_rsp_err_o (fpga/board/README.md), and so does an atomic whose byte
// enables are not 4 or 8 aligned bytes at its address (the testbench calls
// that an interface error).
`include "gcn_platform.vh"

module gcn_board_mem #(
  parameter int          MEM_BYTES = 131072,
  parameter logic [63:0] MEM_BASE  = 64'h0000_0001_0000_0000,
  parameter int          ROW_W     = $clog2(MEM_BYTES / 16),
  `include "gcn_config.vh"
  ,
  `include "gcn_isa.vh"
) (
  input  wire              clk_i,
  input  wire              rst_i,
  // host port (command engine): dword at a byte offset in the window
  input  wire              h_req_valid_i,
  output wire              h_req_ready_o,
  input  wire              h_req_we_i,
  input  wire [31:0]       h_req_addr_i,
  input  wire [31:0]       h_req_wdata_i,
  output wire              h_rsp_valid_o,
  output wire [31:0]       h_rsp_rdata_o,
  // instruction fetch
  input  wire              if_req_valid_i,
  output wire              if_req_ready_o,
  input  wire [63:0]       if_req_addr_i,
  input  wire [TAG_W-1:0]  if_req_tag_i,
  output wire              if_rsp_valid_o,
  input  wire              if_rsp_ready_i,
  output wire [TAG_W-1:0]  if_rsp_tag_o,
  output wire [63:0]       if_rsp_data_o,
  // data memory
  input  wire              dm_req_valid_i,
  output wire              dm_req_ready_o,
  input  wire [TAG_W-1:0]  dm_req_tag_i,
  input  wire [4:0]        dm_req_op_i,
  input  wire [63:0]       dm_req_addr_i,
  input  wire [15:0]       dm_req_be_i,
  input  wire [127:0]      dm_req_wdata_i,
  output wire              dm_rsp_valid_o,
  input  wire              dm_rsp_ready_i,
  output wire [TAG_W-1:0]  dm_rsp_tag_o,
  output wire [127:0]      dm_rsp_rdata_o,
  output wire              dm_rsp_err_o
);
  localparam int AW = $clog2(MEM_BYTES);
  generate
    `GCN_STATIC_ASSERT(g_bad_size, MEM_BYTES >= 64 && (1 << AW) == MEM_BYTES,
                       "gcn_board_mem: MEM_BYTES must be a power of two, at least 64")
    `GCN_STATIC_ASSERT(g_bad_base, (MEM_BASE & (64'(MEM_BYTES) - 64'd1)) == 64'd0,
                       "gcn_board_mem: MEM_BASE must be aligned to MEM_BYTES")
  endgenerate

  localparam [1:0] C_HOST = 2'd0, C_DM = 2'd1, C_IF = 2'd2;
  localparam [1:0] S_IDLE = 2'd0, S_READ = 2'd1, S_EXEC = 2'd2, S_RSP = 2'd3;

  reg [1:0]       st_q, st_d;
  reg [1:0]       turn_q, turn_d;       // the client whose request may be taken
  reg [1:0]       cl_q, cl_d;           // the client being served
  reg             we_q, we_d;           // host write
  reg [4:0]       op_q, op_d;
  reg [63:0]      addr_q, addr_d;
  reg [15:0]      be_q, be_d;
  reg [127:0]     wdata_q, wdata_d;
  reg [TAG_W-1:0] tag_q, tag_d;
  reg             in_q, in_d;           // the address is in the window
  reg [127:0]     rsp_q, rsp_d;
  reg             err_q, err_d;

  // the RAM: read in S_READ, written back in S_EXEC
  wire [ROW_W-1:0] row = addr_q[AW-1:4];
  wire [127:0]     rdata;
  reg              ram_we;
  reg  [127:0]     ram_wdata;
  gcn_ram_1r1w #(
    .WIDTH  (128),
    .DEPTH  (MEM_BYTES / 16),
    .ADDR_W (ROW_W)
  ) u_ram (
    .clk_i   (clk_i),
    .re_i    (st_q == S_READ),
    .raddr_i (row),
    .rdata_o (rdata),
    .we_i    (ram_we),
    .waddr_i (row),
    .wdata_i (ram_wdata)
  );

  assign h_req_ready_o  = (st_q == S_IDLE) && (turn_q == C_HOST);
  assign dm_req_ready_o = (st_q == S_IDLE) && (turn_q == C_DM);
  assign if_req_ready_o = (st_q == S_IDLE) && (turn_q == C_IF);

  /* verilator lint_off UNUSEDSIGNAL */
  wire unused_addr = ^h_req_addr_i[31:AW];   // offsets wrap at the window's size
  /* verilator lint_on UNUSEDSIGNAL */
  wire in_dm = dm_req_addr_i[63:AW] == MEM_BASE[63:AW];
  wire in_if = if_req_addr_i[63:AW] == MEM_BASE[63:AW];

  // atomics: the operand at its byte offset in the row, 4 or 8 bytes
  // (an atomic is aligned to its size, so the operand sits at dword off[3:2]: 4-way shifts)
  wire [3:0]   off    = addr_q[3:0];
  wire [63:0]  old_sh = 64'(rdata >> {off[3:2], 5'd0});
  wire         wide   = |(be_q & ~(16'h000f << off));   // enabled bytes past the first four: 8 bytes
  // as the testbench memory: 4 or 8 bytes at the address, aligned, else the request is refused
  wire         at_be_ok = (be_q == (wide ? 16'h00ff : 16'h000f) << off) && off[1:0] == 2'd0 && !(wide && off[2]);
  wire [63:0]  old    = wide ? old_sh[63:0] : {32'd0, old_sh[31:0]};
  // fadd_ftz: FP32 denormals of the inputs and the result become zeros of their sign
  function automatic [63:0] ftz32(input [31:0] x);
    ftz32 = (x[30:23] == 8'd0) ? {32'd0, x[31], 31'd0} : {32'd0, x[31:0]};
  endfunction
  wire         ftz    = (op_q == DM_FADD_FTZ);
  wire [4:0]   alu_op = ftz ? DM_FADD : op_q;
  wire [63:0]  alu_new;
  gcn_atomic_alu u_alu (
    .op_i   (alu_op),
    .wide_i (wide),
    .old_i  (ftz ? ftz32(old[31:0]) : old),
    .src_i  (ftz ? ftz32(wdata_q[31:0]) : wdata_q[63:0]),
    .cmp_i  (wdata_q[127:64]),
    .new_o  (alu_new)
  );
  wire [63:0] new_val = ftz ? ftz32(alu_new[31:0]) : alu_new;
  wire atomic_ok = at_be_ok && ((op_q >= DM_ADD && op_q <= DM_FMAX) || (op_q == DM_FADD_FTZ && !wide));

  // byte enables as a bit mask
  reg [127:0] bemask;
  always @(*) begin
    for (int i = 0; i < 16; i++) bemask[8*i +: 8] = {8{be_q[i]}};
  end

  always @(*) begin
    st_d      = st_q;
    turn_d    = turn_q;
    cl_d      = cl_q;
    we_d      = we_q;
    op_d      = op_q;
    addr_d    = addr_q;
    be_d      = be_q;
    wdata_d   = wdata_q;
    tag_d     = tag_q;
    in_d      = in_q;
    rsp_d     = rsp_q;
    err_d     = err_q;
    ram_we    = 1'b0;
    ram_wdata = rdata;
    case (st_q)
      S_IDLE: begin
        turn_d = (turn_q == C_IF) ? C_HOST : turn_q + 1'b1;
        if (turn_q == C_HOST && h_req_valid_i) begin
          st_d    = S_READ;
          cl_d    = C_HOST;
          we_d    = h_req_we_i;
          addr_d  = MEM_BASE | 64'(h_req_addr_i[AW-1:0]);
          be_d    = 16'h000f << {h_req_addr_i[3:2], 2'd0};
          wdata_d = {4{h_req_wdata_i}};
          in_d    = 1'b1;
        end else if (turn_q == C_DM && dm_req_valid_i) begin
          st_d    = S_READ;
          cl_d    = C_DM;
          op_d    = dm_req_op_i;
          addr_d  = dm_req_addr_i;
          be_d    = dm_req_be_i;
          wdata_d = dm_req_wdata_i;
          tag_d   = dm_req_tag_i;
          in_d    = in_dm;
        end else if (turn_q == C_IF && if_req_valid_i) begin
          st_d   = S_READ;
          cl_d   = C_IF;
          addr_d = if_req_addr_i;
          tag_d  = if_req_tag_i;
          in_d   = in_if;
        end
      end
      S_READ: st_d = S_EXEC;
      S_EXEC: begin
        st_d  = S_RSP;
        err_d = 1'b0;
        rsp_d = 128'd0;
        case (cl_q)
          C_HOST: begin
            rsp_d     = {96'd0, rdata[{addr_q[3:2], 5'd0} +: 32]};
            ram_we    = we_q;
            ram_wdata = (rdata & ~bemask) | (wdata_q & bemask);
          end
          C_IF: begin
            rsp_d = in_q ? {64'd0, rdata[{addr_q[3], 6'd0} +: 64]} : 128'd0;
          end
          default: begin   // C_DM
            if (!in_q) begin
              err_d = 1'b1;
            end else if (op_q == DM_LOAD) begin
              rsp_d = rdata;
            end else if (op_q == DM_STORE) begin
              ram_we    = 1'b1;
              ram_wdata = (rdata & ~bemask) | (wdata_q & bemask);
            end else if (atomic_ok) begin
              rsp_d     = {64'd0, old};
              ram_we    = 1'b1;
              ram_wdata = (rdata & ~bemask) | ((128'(new_val) << {off[3:2], 5'd0}) & bemask);
            end else begin
              err_d = 1'b1;
            end
          end
        endcase
      end
      S_RSP: begin
        if (cl_q == C_HOST || (cl_q == C_IF && if_rsp_ready_i) || (cl_q == C_DM && dm_rsp_ready_i))
          st_d = S_IDLE;
      end
      default: st_d = S_IDLE;
    endcase
  end

  always @(posedge clk_i) begin
    if (rst_i) begin
      st_q    <= S_IDLE;
      turn_q  <= C_HOST;
      cl_q    <= C_HOST;
      we_q    <= 1'b0;
      op_q    <= 5'd0;
      addr_q  <= 64'd0;
      be_q    <= 16'd0;
      wdata_q <= 128'd0;
      tag_q   <= '0;
      in_q    <= 1'b0;
      rsp_q   <= 128'd0;
      err_q   <= 1'b0;
    end else begin
      st_q    <= st_d;
      turn_q  <= turn_d;
      cl_q    <= cl_d;
      we_q    <= we_d;
      op_q    <= op_d;
      addr_q  <= addr_d;
      be_q    <= be_d;
      wdata_q <= wdata_d;
      tag_q   <= tag_d;
      in_q    <= in_d;
      rsp_q   <= rsp_d;
      err_q   <= err_d;
    end
  end

  assign h_rsp_valid_o  = (st_q == S_RSP) && (cl_q == C_HOST);
  assign h_rsp_rdata_o  = rsp_q[31:0];
  assign if_rsp_valid_o = (st_q == S_RSP) && (cl_q == C_IF);
  assign if_rsp_tag_o   = tag_q;
  assign if_rsp_data_o  = rsp_q[63:0];
  assign dm_rsp_valid_o = (st_q == S_RSP) && (cl_q == C_DM);
  assign dm_rsp_tag_o   = tag_q;
  assign dm_rsp_rdata_o = rsp_q;
  assign dm_rsp_err_o   = err_q;
endmodule
