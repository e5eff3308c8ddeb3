/* Kernels on the RTL testbench: a dispatch the host runtime set up (code,
 * kernarg segment, scratch in its device memory) queued on a core as
 * workgroups; the core then runs it like a directed test.  Used by the
 * runtime's RTL backends through tb/core/gcnrtl.h. */
#ifndef TB_KERNEL_H
#define TB_KERNEL_H

#include "gcn/dispatch.h"
#include "tb_core.h"

typedef struct tb_kernel tb_kernel;

/* Scratch a dispatch needs on the RTL: one slice per wave slot (workgroups
 * run side by side), at least what the model needs. */
uint64_t tb_kernel_scratch_bytes(const gcn_dispatch *d);
/* Check the dispatch, write its AQL packet, attach its memory and code to
 * the core and queue every workgroup; d must outlive the run.  NULL with a
 * message in err (res->status GCN_RUN_SETUP when the dispatch itself is
 * bad). */
tb_kernel *tb_kernel_queue(tb_core *tb, const gcn_dispatch *d, gcn_run_result *res, char *err, size_t errsize);
/* After tb_core_finish: the run as the runtime reports it. */
void tb_kernel_result(const tb_kernel *k, tb_core *tb, gcn_run_result *res);
void tb_kernel_free(tb_kernel *k);

#endif
