// The Verilator adapter: the Verilated gcn_cu, clocked here, and the C
// testbench core (tb/core) called once per cycle.  No VPI, no per-cycle
// lookups: ports are copied into the core's structs and back.
//
//   build/gcnrtl-verilator --spec SPEC [options]       (see --help)
//   TRACE=1 ... [--wave-from C --wave-to C] [--wave-file F.fst]   FST for GTKWave
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

#include "Vgcn_cu.h"
#include "verilated.h"
#if VM_TRACE
#include "verilated_fst_c.h"
#endif

#include "tb_cli.h"

namespace {

// Port values of any width into plain integers and back.
template <typename T> uint64_t get64(const T &v) { return static_cast<uint64_t>(v); }

template <std::size_t N> void get_wide(const VlWide<N> &w, uint32_t *dst, std::size_t n)
{
    for (std::size_t i = 0; i < n; i++)
        dst[i] = i < N ? w[i] : 0;
}

template <std::size_t N> void put_wide(VlWide<N> &w, const uint32_t *src, std::size_t n)
{
    for (std::size_t i = 0; i < N; i++)
        w[i] = i < n ? src[i] : 0;
}

void sample(const Vgcn_cu &t, tb_dut_out &o)
{
    o.wave_free = get64(t.wave_free_o);
    o.init_ready = t.init_ready_o;
    o.if_req_valid = t.if_req_valid_o;
    o.if_req_addr = t.if_req_addr_o;
    o.if_req_tag = t.if_req_tag_o;
    o.if_rsp_ready = t.if_rsp_ready_o;
    o.dm_req_valid = t.dm_req_valid_o;
    o.dm_req_tag = t.dm_req_tag_o;
    o.dm_req_op = t.dm_req_op_o;
    o.dm_req_addr = t.dm_req_addr_o;
    o.dm_req_be = t.dm_req_be_o;
    get_wide(t.dm_req_wdata_o, o.dm_req_wdata, 4);
    o.dm_rsp_ready = t.dm_rsp_ready_o;
    o.rt_valid = t.rt_valid_o;
    o.rt_kind = t.rt_kind_o;
    o.rt_wave = t.rt_wave_o;
    o.rt_pc = t.rt_pc_o;
    o.rt_index = t.rt_index_o;
    o.rt_quarter = t.rt_quarter_o;
    o.rt_mask = t.rt_mask_o;
    get_wide(t.rt_data_o, o.rt_data, TB_RT_DATA_WORDS);
}

void drive(Vgcn_cu &t, const tb_dut_in &i)
{
    t.rst_i = i.rst;
    t.init_valid_i = i.init_valid;
    t.init_wave_i = i.init_wave;
    t.init_kind_i = i.init_kind;
    t.init_index_i = i.init_index;
    t.init_lane_i = i.init_lane;
    t.init_data_i = i.init_data;
    t.if_req_ready_i = i.if_req_ready;
    t.if_rsp_valid_i = i.if_rsp_valid;
    t.if_rsp_tag_i = i.if_rsp_tag;
    t.if_rsp_data_i = i.if_rsp_data;
    t.dm_req_ready_i = i.dm_req_ready;
    t.dm_rsp_valid_i = i.dm_rsp_valid;
    t.dm_rsp_tag_i = i.dm_rsp_tag;
    put_wide(t.dm_rsp_rdata_i, i.dm_rsp_rdata, 4);
    t.dm_rsp_err_i = i.dm_rsp_err;
    t.rt_ready_i = i.rt_ready;
}

}  // namespace

int main(int argc, char **argv)
{
    tb_cli cli;
    int rc = tb_cli_setup(argc, argv, &cli);
    if (rc != 0)
        return rc < 0 ? 2 : 0;
    if (tb_cli_load(&cli, argv[0]) < 0) {
        tb_cli_free(&cli);
        return 2;
    }
    auto ctx = std::make_unique<VerilatedContext>();
    ctx->traceEverOn(cli.waves != 0);
    auto top = std::make_unique<Vgcn_cu>(ctx.get(), "gcn_cu");
    const char *wave_file = cli.wave_file ? cli.wave_file : "build/gcn_cu.fst";
#if VM_TRACE
    std::unique_ptr<VerilatedFstC> fst;
    if (cli.waves) {
        fst = std::make_unique<VerilatedFstC>();
        top->trace(fst.get(), 99);
        fst->open(wave_file);
    }
#else
    struct no_trace {
        void dump(uint64_t) {}
        void close() {}
    };
    std::unique_ptr<no_trace> fst;
    if (cli.waves)
        std::fprintf(stderr, "%s: built without --trace-fst: no waveforms\n", argv[0]);
#endif

    tb_dut_in in, next;
    tb_dut_out out;
    std::memset(&out, 0, sizeof out);
    tb_core_initial_inputs(cli.tb, &in);
    top->clk_i = 0;
    drive(*top, in);
    top->eval();
    tb_dut_cfg cfg = {top->cfg_num_simd_o, top->cfg_waves_per_simd_o, top->cfg_lanes_per_simd_o,
                      top->cfg_sgprs_per_wave_o, top->cfg_vgprs_o,   top->cfg_lds_bytes_o,
                      top->cfg_tag_w_o};
    if (tb_core_check_config(cli.tb, &cfg) < 0) {
        tb_cli_free(&cli);
        return 2;
    }

    auto start = std::chrono::steady_clock::now();
    tb_status st;
    do {
        sample(*top, out);
        st = tb_core_cycle(cli.tb, &out, &next);
        // the cycle as reports number it: dumped at 2C (inputs settled) and 2C+1 (rising edge)
        uint64_t cycle = tb_core_cycles(cli.tb) - 1;
        bool dump = fst && tb_cli_in_window(&cli, cycle);
        if (dump)
            fst->dump(2 * cycle);
        top->clk_i = 1;
        top->eval();
        if (dump)
            fst->dump(2 * cycle + 1);
        top->clk_i = 0;
        drive(*top, next);
        top->eval();
    } while (st == TB_RUNNING);
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    top->final();
    if (fst) {
        fst->close();
        std::printf("waveforms: %s (open with: gtkwave %s)\n", wave_file, wave_file);
    }
    rc = tb_core_finish(cli.tb);
    uint64_t cycles = tb_core_cycles(cli.tb);
    std::printf("simulated %llu cycles in %.3f s: %.0f cycles/s (Verilator, checker %s)\n",
                (unsigned long long)cycles, secs, secs > 0 ? cycles / secs : 0.0, cli.no_check ? "off" : "on");
    tb_cli_free(&cli);
    return rc;
}
