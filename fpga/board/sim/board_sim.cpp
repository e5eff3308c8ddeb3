// board-sim: gcn_board_top simulated, its UART on stdin and stdout.
//
// The board logic (gcn_board_core, Verilated with a tiny baud divider) and
// the CU (the configuration's Verilated gcn_cu, the very objects of its
// testbench build) are clocked side by side and wired here as
// gcn_board_top wires them; gcn_board_core drives the CU only from flops,
// so evaluating the CU after the board's outputs and the board after the
// CU's is exact.  The host's bytes (stdin) are bit-banged onto the board's
// receive line, CLKS_PER_BIT clocks a bit, and the board's transmit line is
// decoded back into bytes (stdout): the host tool (gcnboard, or gcnsim
// --backend board) starts this program with --link exec:... and speaks the
// board's protocol through the UART path.
//
//   board-sim [--max-cycles N]      (default 200000000)
//
// Ends when stdin ends (0), or at the cycle limit (3, reported on stderr,
// and the host reads end of file).  The last line on stderr counts cycles
// and bytes.  Built with BOARD_SIM_TOP (make board-sim-top), it simulates
// gcn_board_top Verilated whole instead: the RTL's own wiring, one CU
// Verilation more.
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <fcntl.h>
#include <unistd.h>

#ifdef BOARD_SIM_TOP
#include "Vgcn_board_top.h"
#else
#include "Vgcn_board_core.h"
#include "Vgcn_cu.h"
#endif
#include "verilated.h"

#ifndef CLKS_PER_BIT
#error "CLKS_PER_BIT must be the gcn_board_core build's parameter"
#endif

// sc_time_stamp for Verilator's $time (unused by the design)
double sc_time_stamp() { return 0; }

namespace {

#ifdef BOARD_SIM_TOP
// gcn_board_top Verilated whole (make board-sim-top): the wiring of the RTL itself
struct board_model {
    VerilatedContext ctx;
    Vgcn_board_top top;
    board_model(int argc, char **argv) : top(&ctx)
    {
        ctx.commandArgs(argc, argv);
        top.clk_i = 0;
        top.uart_rx_i = 1;
    }
    void cycle(bool rst, int rx)
    {
        top.rst_i = rst;
        top.uart_rx_i = rx;
        top.eval();
        top.clk_i = 1;
        top.eval();
        top.clk_i = 0;
        top.eval();
    }
    int tx() const { return top.uart_tx_o; }
    void final() { top.final(); }
};
#else
template <typename D, typename S> void copy_wide(D &dst, const S &src, unsigned words)
{
    for (unsigned i = 0; i < words; i++)
        dst[i] = src[i];
}

// The board's outputs drive the CU's inputs (gcn_board_top's wiring).
void board_to_cu(const Vgcn_board_core &b, Vgcn_cu &c, bool rst)
{
    c.rst_i = rst || b.cu_rst_o;
    c.init_valid_i = b.init_valid_o;
    c.init_wave_i = b.init_wave_o;
    c.init_kind_i = b.init_kind_o;
    c.init_index_i = b.init_index_o;
    c.init_lane_i = b.init_lane_o;
    c.init_data_i = b.init_data_o;
    c.if_req_ready_i = b.if_req_ready_o;
    c.if_rsp_valid_i = b.if_rsp_valid_o;
    c.if_rsp_tag_i = b.if_rsp_tag_o;
    c.if_rsp_data_i = b.if_rsp_data_o;
    c.dm_req_ready_i = b.dm_req_ready_o;
    c.dm_rsp_valid_i = b.dm_rsp_valid_o;
    c.dm_rsp_tag_i = b.dm_rsp_tag_o;
    copy_wide(c.dm_rsp_rdata_i, b.dm_rsp_rdata_o, 4);
    c.dm_rsp_err_i = b.dm_rsp_err_o;
    c.rt_ready_i = b.rt_ready_o;
    c.perf_sel_i = b.perf_sel_o;
}

// The CU's outputs drive the board's inputs.
void cu_to_board(const Vgcn_cu &c, Vgcn_board_core &b)
{
    const uint32_t cfg[7] = {c.cfg_num_simd_o, c.cfg_waves_per_simd_o, c.cfg_lanes_per_simd_o, c.cfg_sgprs_per_wave_o,
                             c.cfg_vgprs_o, c.cfg_lds_bytes_o, c.cfg_tag_w_o};
    copy_wide(b.cfg_i, cfg, 7);
    b.wave_free_i = c.wave_free_o;
    b.init_ready_i = c.init_ready_o;
    b.if_req_valid_i = c.if_req_valid_o;
    b.if_req_addr_i = c.if_req_addr_o;
    b.if_req_tag_i = c.if_req_tag_o;
    b.if_rsp_ready_i = c.if_rsp_ready_o;
    b.dm_req_valid_i = c.dm_req_valid_o;
    b.dm_req_tag_i = c.dm_req_tag_o;
    b.dm_req_op_i = c.dm_req_op_o;
    b.dm_req_addr_i = c.dm_req_addr_o;
    b.dm_req_be_i = c.dm_req_be_o;
    copy_wide(b.dm_req_wdata_i, c.dm_req_wdata_o, 4);
    b.dm_rsp_ready_i = c.dm_rsp_ready_o;
    b.rt_valid_i = c.rt_valid_o;
    b.rt_unit_i = c.rt_unit_o;
    b.rt_kind_i = c.rt_kind_o;
    b.rt_wave_i = c.rt_wave_o;
    b.rt_pc_i = c.rt_pc_o;
    b.rt_index_i = c.rt_index_o;
    b.perf_data_i = c.perf_data_o;
}

// The two models, wired as gcn_board_top wires them.
struct board_model {
    VerilatedContext cctx, bctx;
    Vgcn_cu cu;
    Vgcn_board_core bd;
    board_model(int argc, char **argv) : cu(&cctx), bd(&bctx)
    {
        cctx.commandArgs(argc, argv);   // gcn_fault.v's plusargs (none: no fault)
        bctx.commandArgs(argc, argv);
        cu.clk_i = bd.clk_i = 0;
        bd.uart_rx_i = 1;
    }
    void cycle(bool rst, int rx)
    {
        bd.rst_i = rst;
        bd.uart_rx_i = rx;
        // settle: the board's outputs (flops) into the CU, the CU's into the board
        board_to_cu(bd, cu, rst);
        cu.eval();
        cu_to_board(cu, bd);
        bd.eval();
        // the rising edge, both at once
        cu.clk_i = bd.clk_i = 1;
        cu.eval();
        bd.eval();
        cu.clk_i = bd.clk_i = 0;
        cu.eval();
        bd.eval();
    }
    int tx() const { return bd.uart_tx_o; }
    void final()
    {
        cu.final();
        bd.final();
    }
};
#endif

// The host's side of the serial line: 8N1, CLKS_PER_BIT clocks a bit.
struct uart_out {   // host -> board
    std::deque<uint8_t> q;
    unsigned bit = 0, cnt = 0;   // bit 0: idle; 1 start, 2..9 data, 10 stop
    uint16_t frame = 0;
    int line() const { return bit == 0 ? 1 : (frame >> (bit - 1)) & 1; }
    void clock()
    {
        if (bit == 0) {
            if (q.empty())
                return;
            frame = (uint16_t)(1u << 9 | q.front() << 1);   // {stop, data, start}
            q.pop_front();
            bit = 1;
            cnt = CLKS_PER_BIT + 1;   // the line shows the start bit from the next clock on
        }
        if (--cnt == 0) {
            cnt = CLKS_PER_BIT;
            if (++bit > 10)
                bit = 0;
        }
    }
};

struct uart_in {    // board -> host
    unsigned state = 0, cnt = 0, nbits = 0;   // 0 idle, 1 start, 2 data, 3 stop
    uint8_t sh = 0;
    // one clock of the line; 1 and *byte when a byte ends
    int clock(int line, uint8_t *byte)
    {
        switch (state) {
        case 0:
            if (!line) {
                state = 1;
                cnt = CLKS_PER_BIT / 2;
            }
            return 0;
        case 1:
            if (--cnt == 0) {
                state = line ? 0 : 2;
                cnt = CLKS_PER_BIT;
                nbits = 0;
            }
            return 0;
        case 2:
            if (--cnt == 0) {
                sh = (uint8_t)(sh >> 1 | (line ? 0x80 : 0));
                cnt = CLKS_PER_BIT;
                if (++nbits == 8)
                    state = 3;
            }
            return 0;
        default:
            if (--cnt == 0) {
                state = 0;
                *byte = sh;
                return line;   // a low stop bit: a framing error, the byte is dropped
            }
            return 0;
        }
    }
};

}  // namespace

int main(int argc, char **argv)
{
    uint64_t max_cycles = 200000000ull;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--max-cycles") && i + 1 < argc) {
            char *end;
            max_cycles = strtoull(argv[++i], &end, 0);
            if (*end || !max_cycles) {
                fprintf(stderr, "board-sim: bad cycle limit '%s'\n", argv[i]);
                return 2;
            }
        } else {
            fprintf(stderr, "usage: board-sim [--max-cycles N]   (the UART on stdin and stdout)\n");
            return 2;
        }
    }
    if (fcntl(0, F_SETFL, fcntl(0, F_GETFL) | O_NONBLOCK) < 0) {
        fprintf(stderr, "board-sim: stdin: %s\n", strerror(errno));
        return 2;
    }
    // the link keeps stdout's descriptor; whatever else prints there (Verilator's messages) goes to stderr
    int link_out = dup(1);
    if (link_out < 0 || dup2(2, 1) < 0) {
        fprintf(stderr, "board-sim: stdout: %s\n", strerror(errno));
        return 2;
    }
    board_model board(argc, argv);
    uart_out tx;
    uart_in rx;
    uint64_t cycle = 0, bytes_in = 0, bytes_out = 0;
    int eof = 0, rc = 0;
    const unsigned reset_cycles = 8;
    for (;; cycle++) {
        bool rst = cycle < reset_cycles;
        // the host's bytes, when the line needs one
        if (!eof && !rst && tx.q.empty() && (cycle & 15) == 0) {
            uint8_t buf[512];
            ssize_t k = read(0, buf, sizeof buf);
            if (k == 0)
                eof = 1;
            else if (k > 0) {
                tx.q.insert(tx.q.end(), buf, buf + k);
                bytes_in += (uint64_t)k;
            } else if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
                eof = 1;
        }
        if (eof && tx.q.empty() && tx.bit == 0)
            break;
        if (cycle >= max_cycles) {
            fprintf(stderr, "board-sim: the cycle limit, %llu, passed: stopping\n", (unsigned long long)max_cycles);
            rc = 3;
            break;
        }
        board.cycle(rst, tx.line());
        tx.clock();
        uint8_t b;
        if (rx.clock(board.tx(), &b)) {
            ssize_t k;
            do
                k = write(link_out, &b, 1);
            while (k < 0 && errno == EINTR);
            if (k != 1) {   // the host went away
                eof = 1;
                tx.q.clear();
            }
            bytes_out++;
        }
    }
    board.final();
    fprintf(stderr, "board-sim: %llu cycles, %llu bytes from the host, %llu to it\n", (unsigned long long)cycle,
            (unsigned long long)bytes_in, (unsigned long long)bytes_out);
    return rc;
}
