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
} tb_sim_opts;

/* Clock the DUT with the core until the run stops; -1 when the DUT's
 * configuration does not match (reported). */
typedef int (*tb_sim_fn)(tb_core *tb, const tb_sim_opts *o);

int tb_run_kernel(const gcn_dispatch *d, const gcnrtl_opts *o, gcn_run_result *res, gcnrtl_stats *st,
                  tb_sim_fn sim);

#ifdef __cplusplus
}
#endif

#endif
