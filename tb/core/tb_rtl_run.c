/* gcnrtl_run's simulator-independent part: a core configured from the
 * options, the kernel queued, the simulator's clock loop, the result.
 *
 * In three steps (begin, the clock loop, end) because the two simulators
 * own the loop differently: Verilator's adapter calls the loop from C
 * (tb_run_kernel does all three), while under Icarus the Verilog top calls
 * into the VPI module once per cycle, so tb_vpi.c calls begin from $tb_init
 * and end from $tb_finish.  Both then set up, judge and write back a run
 * with the same code. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gcn/coverage.h"
#include "tb_kernel.h"
#include "tb_rtl_run.h"

struct tb_kernel_run {
    tb_core *tb;
    tb_kernel *k;
    FILE *trace, *timeline;
    int waves;                 /* wave_path given: dump in [wave_from, wave_to] */
    uint64_t wave_from, wave_to;
    gcn_cov *cov;
    const char *coverage_path;
    int check;
    double t0;
};

static tb_core *configured_core(const gcnrtl_opts *o, tb_kernel_run *r, gcn_run_result *res)
{
    tb_config cfg;
    tb_config_default(&cfg);
    cfg.log = o->log;
    cfg.trace = r->trace;
    cfg.timeline = r->timeline;
    cfg.cov = r->cov;
    cfg.rerun = o->rerun ? o->rerun : "gcnsim run ... (the same command)";
    cfg.rerun_gcnsim = 1;
    for (unsigned i = 0; i + 1 < o->n_tb_args; i += 2) {
        const char *k = o->tb_args[i];
        if (strncmp(k, "--", 2) != 0 || tb_config_option(&cfg, k + 2, o->tb_args[i + 1]) != 0) {
            snprintf(res->msg, sizeof res->msg, "bad testbench option %s %s", k, o->tb_args[i + 1]);
            return NULL;
        }
    }
    r->waves = o->wave_path != NULL;
    r->wave_from = cfg.wave_from;
    r->wave_to = cfg.wave_to;
    tb_core *tb = tb_core_new(&cfg);
    if (!tb)
        snprintf(res->msg, sizeof res->msg, "out of memory");
    return tb;
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static void run_free(tb_kernel_run *r)
{
    tb_kernel_free(r->k);
    tb_core_free(r->tb);
    if (r->trace)
        fclose(r->trace);
    if (r->timeline)
        fclose(r->timeline);
    gcn_cov_free(r->cov);
    free(r);
}

tb_kernel_run *tb_kernel_run_begin(const gcn_dispatch *d, const gcnrtl_opts *o, gcn_run_result *res,
                                   gcnrtl_stats *st)
{
    memset(res, 0, sizeof *res);
    memset(st, 0, sizeof *st);
    res->status = GCN_RUN_SETUP;
    tb_kernel_run *r = calloc(1, sizeof *r);
    if (!r) {
        snprintf(res->msg, sizeof res->msg, "out of memory");
        return NULL;
    }
    r->check = o->check;
    r->trace = o->trace_path ? fopen(o->trace_path, "w") : NULL;
    if (o->trace_path && !r->trace) {
        snprintf(res->msg, sizeof res->msg, "cannot write %s", o->trace_path);
        run_free(r);
        return NULL;
    }
    r->timeline = o->timeline_path ? fopen(o->timeline_path, "w") : NULL;
    if (o->timeline_path && !r->timeline) {
        snprintf(res->msg, sizeof res->msg, "cannot write %s", o->timeline_path);
        run_free(r);
        return NULL;
    }
    if (o->coverage_path && !(r->cov = gcn_cov_new())) {
        snprintf(res->msg, sizeof res->msg, "out of memory");
        run_free(r);
        return NULL;
    }
    r->coverage_path = o->coverage_path;
    char err[sizeof res->msg];
    if (tb_fault_check(o->fault_kind, res->msg, sizeof res->msg) < 0) {
        run_free(r);
        return NULL;
    }
    if (!(r->tb = configured_core(o, r, res)) || !(r->k = tb_kernel_queue(r->tb, d, res, err, sizeof err))) {
        if (r->tb)
            snprintf(res->msg, sizeof res->msg, "%s", err);
        res->status = GCN_RUN_SETUP;
        run_free(r);
        return NULL;
    }
    tb_core_set_checking(r->tb, o->check);
    r->t0 = now();
    return r;
}

tb_core *tb_kernel_run_core(tb_kernel_run *r)
{
    return r->tb;
}

int tb_kernel_run_in_window(const tb_kernel_run *r, uint64_t cycle)
{
    return r->waves && tb_wave_window_has(r->wave_from, r->wave_to, cycle);
}

int tb_kernel_run_end(tb_kernel_run *r, int sim_rc, gcn_run_result *res, gcnrtl_stats *st)
{
    int rc = -1;
    if (sim_rc < 0) {
        snprintf(res->msg, sizeof res->msg, "the RTL's configuration is not the testbench's (the CONFIG MISMATCH "
                 "lines above)");
    } else {
        tb_core_finish(r->tb);
        st->seconds = now() - r->t0;
        if (tb_core_writeback(r->tb) < 0)
            snprintf(res->msg, sizeof res->msg, "cannot write the RTL's memory back");
        else {
            tb_kernel_result(r->k, r->tb, res);
            rc = res->status == GCN_RUN_OK ? 0 : -1;
        }
    }
    st->cycles = tb_core_cycles(r->tb);
    st->retired = tb_core_retired(r->tb);
    st->checked = r->check ? tb_core_matched(r->tb) : 0;
    st->passed = tb_core_passed(r->tb);
    const uint64_t *perf;
    st->nperf = tb_core_perf(r->tb, &perf);
    memcpy(st->perf, perf, st->nperf * sizeof *perf);
    /* what was checked is covered, however the run ended */
    if (r->cov && gcn_cov_save(r->cov, r->coverage_path, res->msg, sizeof res->msg) < 0) {
        res->status = GCN_RUN_TRAP;
        rc = -1;
    }
    run_free(r);
    return rc;
}

int tb_run_kernel(const gcn_dispatch *d, const gcnrtl_opts *o, gcn_run_result *res, gcnrtl_stats *st,
                  tb_sim_fn sim)
{
    tb_kernel_run *r = tb_kernel_run_begin(d, o, res, st);
    if (!r)
        return -1;
    tb_sim_opts so = {o->fault_kind, o->fault_n, o->wave_path, r->wave_from, r->wave_to};
    int sim_rc = sim(r->tb, &so);
    return tb_kernel_run_end(r, sim_rc, res, st);
}
