/* gcnrtl_run's simulator-independent part: a core configured from the
 * options, the kernel queued, the simulator's clock loop, the result. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tb_kernel.h"
#include "tb_rtl_run.h"

static tb_core *configured_core(const gcnrtl_opts *o, FILE *trace, gcn_run_result *res)
{
    tb_config cfg;
    tb_config_default(&cfg);
    cfg.log = o->log;
    cfg.trace = trace;
    cfg.rerun = "gcnsim run ... (the same command)";
    for (unsigned i = 0; i + 1 < o->n_tb_args; i += 2) {
        const char *k = o->tb_args[i];
        if (strncmp(k, "--", 2) != 0 || tb_config_option(&cfg, k + 2, o->tb_args[i + 1]) != 0) {
            snprintf(res->msg, sizeof res->msg, "bad testbench option %s %s", k, o->tb_args[i + 1]);
            return NULL;
        }
    }
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

int tb_run_kernel(const gcn_dispatch *d, const gcnrtl_opts *o, gcn_run_result *res, gcnrtl_stats *st,
                  tb_sim_fn sim)
{
    memset(res, 0, sizeof *res);
    memset(st, 0, sizeof *st);
    res->status = GCN_RUN_SETUP;
    FILE *trace = o->trace_path ? fopen(o->trace_path, "w") : NULL;
    if (o->trace_path && !trace) {
        snprintf(res->msg, sizeof res->msg, "cannot write %s", o->trace_path);
        return -1;
    }
    tb_core *tb = configured_core(o, trace, res);
    tb_kernel *k = NULL;
    char err[320];
    int rc = -1;
    if (tb && !(k = tb_kernel_queue(tb, d, res, err, sizeof err))) {
        snprintf(res->msg, sizeof res->msg, "%s", err);
        res->status = GCN_RUN_SETUP;
    } else if (tb) {
        tb_core_set_checking(tb, o->check);
        tb_sim_opts so = {o->fault_kind, o->fault_n};
        double t0 = now();
        if (sim(tb, &so) < 0) {
            snprintf(res->msg, sizeof res->msg, "the RTL's configuration is not the testbench's (see the report)");
        } else {
            tb_core_finish(tb);
            st->seconds = now() - t0;
            if (tb_core_writeback(tb) < 0)
                snprintf(res->msg, sizeof res->msg, "cannot write the RTL's memory back");
            else {
                tb_kernel_result(k, tb, res);
                rc = res->status == GCN_RUN_OK ? 0 : -1;
            }
        }
        st->cycles = tb_core_cycles(tb);
        st->retired = tb_core_retired(tb);
        st->checked = o->check ? tb_core_matched(tb) : 0;
        st->passed = tb_core_passed(tb);
    }
    tb_kernel_free(k);
    tb_core_free(tb);
    if (trace)
        fclose(trace);
    return rc;
}
