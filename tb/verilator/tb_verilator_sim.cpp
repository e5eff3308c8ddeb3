// The Verilator adapter's clock loop: the Verilated gcn_cu and the C
// testbench core (tb/core), called once per cycle.  No VPI, no per-cycle
// lookups: ports are copied into the core's structs and back.  Used by
// build/gcnrtl-verilator (tb_verilator.cpp, directed tests) and by
// build/libgcnrtl-verilator.so (gcnrtl_run: kernels for the runtime).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>

#include "Vgcn_cu.h"
#include "verilated.h"
#if VM_TRACE
#include "verilated_fst_c.h"
#endif
#if VM_COVERAGE
#include "verilated_cov.h"
#endif

#include "tb_rtl_run.h"
#include "tb_verilator_sim.h"

namespace {

// Port values of any width into plain integers and back.
template <typename T> uint64_t get64(const T &v) { return static_cast<uint64_t>(v); }

template <std::size_t N> void get_wide(const VlWide<N> &w, uint32_t *dst, std::size_t n)
{
    for (std::size_t i = 0; i < n; i++)
        dst[i] = i < N ? w[i] : 0;
}

// Bits [lsb, lsb + width) of a port (width <= 64): plain integers for ports
// up to 64 bits, VlWide words above.
template <typename T> uint64_t bits(const T &v, unsigned lsb, unsigned width)
{
    uint64_t x = static_cast<uint64_t>(v) >> lsb;
    return width < 64 ? x & ((1ull << width) - 1) : x;
}

template <std::size_t N> uint64_t bits(const VlWide<N> &w, unsigned lsb, unsigned width)
{
    unsigned i = lsb / 32;
    unsigned __int128 v = 0;
    for (unsigned k = 0; k < 3 && i + k < N; k++)
        v |= static_cast<unsigned __int128>(w[i + k]) << (32 * k);
    uint64_t x = static_cast<uint64_t>(v >> (lsb % 32));
    return width < 64 ? x & ((1ull << width) - 1) : x;
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
    static_assert(sizeof t.rt_data_o == TB_RT_CH * TB_RT_DATA_WORDS * sizeof(uint32_t),
                  "rt_data_o is TB_RT_CH channels of 512 bits");
    for (unsigned c = 0; c < TB_RT_CH; c++) {
        tb_rt_out &r = o.rt[c];
        r.valid = static_cast<uint8_t>(bits(t.rt_valid_o, c, 1));
        if (!r.valid)
            continue;
        r.unit = static_cast<uint8_t>(bits(t.rt_unit_o, 3 * c, 3));
        r.kind = static_cast<uint8_t>(bits(t.rt_kind_o, 3 * c, 3));
        r.wave = static_cast<uint32_t>(bits(t.rt_wave_o, GCN_CFG_WAVE_ID_W * c, GCN_CFG_WAVE_ID_W));
        r.pc = bits(t.rt_pc_o, 64 * c, 64);
        r.index = static_cast<uint16_t>(bits(t.rt_index_o, 9 * c, 9));
        r.quarter = static_cast<uint8_t>(bits(t.rt_quarter_o, 2 * c, 2));
        r.mask = static_cast<uint16_t>(bits(t.rt_mask_o, 16 * c, 16));
        r.last = static_cast<uint8_t>(bits(t.rt_last_o, c, 1));
        r.first = static_cast<uint8_t>(bits(t.rt_first_o, c, 1));
        if (r.first)
            for (unsigned w = 0; w < 4; w++)
                r.insn[w] = static_cast<uint32_t>(bits(t.rt_words_o, 98 * c + 32 * w, w < 3 ? 32 : 2));
        std::memcpy(r.data, &t.rt_data_o[TB_RT_DATA_WORDS * c], sizeof r.data);
    }
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

// The waveform writer: FST in a `make TRACE=1` build; else nothing to dump
// (verilated.h declares VerilatedFstC itself, so the stand-in has its own name).
#if VM_TRACE
using WaveDump = VerilatedFstC;
#else
struct WaveDump {
    void dump(uint64_t) {}
    void close() {}
};
#endif

// A coverage build (make COVERAGE=1) writes the run's line, toggle and user
// points to $GCN_RTL_COVERAGE (verilator_coverage reads and merges them); a
// run without it writes nothing, so a forgotten variable never litters.
void write_coverage(VerilatedContext &ctx)
{
#if VM_COVERAGE
    const char *path = std::getenv("GCN_RTL_COVERAGE");
    if (path && *path)
        ctx.coveragep()->write(path);
#else
    (void)ctx;
#endif
}

}  // namespace

bool tb_verilator_has_waves()
{
    return VM_TRACE != 0;
}

int tb_verilator_clock(tb_core *tb, const tb_verilator_waves *wv, unsigned fault_kind, unsigned fault_n)
{
    auto ctx = std::make_unique<VerilatedContext>();
    // the fault point reads its plusargs in an initial block: before the model exists
    std::string k = "+gcn_fault=" + std::to_string(fault_kind), n = "+gcn_fault_n=" + std::to_string(fault_n);
    const char *args[] = {"gcnrtl", k.c_str(), n.c_str()};
    ctx->commandArgs(fault_kind ? 3 : 1, args);
    ctx->traceEverOn(wv && wv->on);
    auto top = std::make_unique<Vgcn_cu>(ctx.get(), "gcn_cu");
    std::unique_ptr<WaveDump> fst;
#if VM_TRACE
    if (wv && wv->on) {
        fst = std::make_unique<WaveDump>();
        top->trace(fst.get(), 99);
        // the time axis in cycles: cycle C is [C, C+1) ns in GTKWave, its rising edge at C.5
        fst->set_time_unit("1ns");
        fst->set_time_resolution("100ps");
        fst->open(wv->file);
    }
#endif
    tb_dut_in in, next;
    tb_dut_out out;
    std::memset(&out, 0, sizeof out);
    tb_core_initial_inputs(tb, &in);
    top->clk_i = 0;
    drive(*top, in);
    top->eval();
    tb_dut_cfg cfg = {top->cfg_num_simd_o, top->cfg_waves_per_simd_o, top->cfg_lanes_per_simd_o,
                      top->cfg_sgprs_per_wave_o, top->cfg_vgprs_o,   top->cfg_lds_bytes_o,
                      top->cfg_tag_w_o};
    if (tb_core_check_config(tb, &cfg) < 0)
        return -1;
    tb_status st;
    do {
        sample(*top, out);
        st = tb_core_cycle(tb, &out, &next);
        // the cycle as reports number it: dumped at C ns (inputs settled) and C.5 ns (rising edge)
        uint64_t cycle = tb_core_cycles(tb) - 1;
        bool dump = fst && wv->on && tb_wave_window_has(wv->from, wv->to, cycle);
        if (dump)
            fst->dump(10 * cycle);
        top->clk_i = 1;
        top->eval();
        if (dump)
            fst->dump(10 * cycle + 5);
        top->clk_i = 0;
        drive(*top, next);
        top->eval();
    } while (st == TB_RUNNING);
    // the profiler counters, read by index once the run has stopped
    for (unsigned k = 0; k < tb_core_perf_count(); k++) {
        top->perf_sel_i = k;
        top->eval();
        tb_core_set_perf(tb, k, get64(top->perf_data_o));
    }
    top->final();
    if (fst)
        fst->close();
    write_coverage(*ctx);
    return 0;
}

namespace {
int sim_for_kernel(tb_core *tb, const tb_sim_opts *o)
{
    tb_verilator_waves wv = {o->wave_path != nullptr, o->wave_path, o->wave_from, o->wave_to};
    return tb_verilator_clock(tb, &wv, o->fault_kind, o->fault_n);
}
}  // namespace

extern "C" int gcnrtl_abi(void) { return GCNRTL_ABI; }

extern "C" void gcnrtl_config_get(gcnrtl_config *c) { gcnrtl_config_this(c); }

extern "C" int gcnrtl_waves(void) { return VM_TRACE != 0; }

extern "C" int gcnrtl_run(const gcn_dispatch *d, const gcnrtl_opts *o, gcn_run_result *res, gcnrtl_stats *st)
{
    if (o->wave_path && !VM_TRACE) {
        std::memset(res, 0, sizeof *res);
        std::memset(st, 0, sizeof *st);
        res->status = GCN_RUN_SETUP;
        std::snprintf(res->msg, sizeof res->msg, "this RTL library was built without waveform code: "
                      "`make tb-rtl-trace` builds build/libgcnrtl-verilator-trace.so, which --wave uses");
        return -1;
    }
    return tb_run_kernel(d, o, res, st, sim_for_kernel);
}
