/* The simulator-independent half of gcnrtl_run (gcnrtl.h): each adapter
 * gives its clock loop as a tb_sim_fn. */
#ifndef TB_RTL_RUN_H
#define TB_RTL_RUN_H

#include "gcnrtl.h"
#include "tb_core.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct tb_sim_opts {
    unsigned fault_kind, fault_n;   /* plusargs for rtl/lib/gcn_fault.v; 0: none */
    const char *wave_path;          /* an FST of the cycles [wave_from, wave_to] (to 0: no end), or NULL */
    uint64_t wave_from, wave_to;
} tb_sim_opts;

/* Clock the DUT with the core until the run stops; -1 when the DUT's
 * configuration does not match (reported). */
typedef int (*tb_sim_fn)(tb_core *tb, const tb_sim_opts *o);

/* Set up, clock with sim, judge and write back: the whole run. */
int tb_run_kernel(const gcn_dispatch *d, const gcnrtl_opts *o, gcn_run_result *res, gcnrtl_stats *st,
                  tb_sim_fn sim);

/* The same run in steps, for a simulator that owns the clock loop (Icarus):
 * begin configures a core and queues the kernel (NULL, res saying why, when
 * it cannot); the adapter clocks tb_kernel_run_core until it stops, then end
 * (sim_rc -1: the DUT's configuration did not match) finishes the core,
 * writes the DUT's memory back into d->mem, fills res and st, frees the
 * run and returns as tb_run_kernel does. */
typedef struct tb_kernel_run tb_kernel_run;
tb_kernel_run *tb_kernel_run_begin(const gcn_dispatch *d, const gcnrtl_opts *o, gcn_run_result *res,
                                   gcnrtl_stats *st);
tb_core *tb_kernel_run_core(tb_kernel_run *r);
/* 1 when the run dumps waveforms (gcnrtl_opts.wave_path) and cycle is in its window. */
int tb_kernel_run_in_window(const tb_kernel_run *r, uint64_t cycle);
int tb_kernel_run_end(tb_kernel_run *r, int sim_rc, gcn_run_result *res, gcnrtl_stats *st);

#ifdef __cplusplus
}
#endif

#endif
