/* Kernels on the testbench: a dispatch the runtime set up (gcn_dispatch)
 * becomes workgroups queued on the core, whose waves get their initial
 * state from the model's own dispatcher (gcn_dispatch_init_wave) when they
 * start, and, after the run, the result the runtime reports. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gcn/dispatch.h"
#include "gcn_config.h"
#include "tb_internal.h"
#include "tb_kernel.h"

struct tb_kernel {
    const gcn_dispatch *d;
    uint32_t count[3];    /* workgroups per dimension */
    unsigned n_wgs;
    uint64_t waves;
    unsigned *wg_waves;   /* waves of each workgroup */
};

static void wg_id_of(const tb_kernel *k, unsigned wg, uint32_t id[3])
{
    id[0] = wg % k->count[0];
    id[1] = wg / k->count[0] % k->count[1];
    id[2] = wg / (k->count[0] * k->count[1]);
}

static int make_wave(void *user, unsigned wg, unsigned i, unsigned slot, gcn_wave *w)
{
    tb_kernel *k = user;
    uint32_t id[3];
    wg_id_of(k, wg, id);
    return gcn_dispatch_init_wave(k->d, id, i, slot, w);
}

uint64_t tb_kernel_scratch_bytes(const gcn_dispatch *d)
{
    uint64_t one_wg = gcn_dispatch_scratch_bytes(d);
    if (!one_wg)
        return 0;
    /* waves of several workgroups run at once: one slice per wave slot */
    uint64_t slots = gcn_dispatch_scratch_per_wave(d) * GCN_CFG_NUM_SIMD * GCN_CFG_WAVES_PER_SIMD;
    return slots > one_wg ? slots : one_wg;
}

tb_kernel *tb_kernel_queue(tb_core *tb, const gcn_dispatch *d, gcn_run_result *res, char *err, size_t errsize)
{
    if (gcn_dispatch_prepare(d, res) < 0) {
        snprintf(err, errsize, "%s", res->msg);
        return NULL;
    }
    if (d->scratch_bytes < tb_kernel_scratch_bytes(d)) {
        snprintf(err, errsize, "scratch of %llu bytes: the RTL runs needs %llu (one slice per wave slot)",
                 (unsigned long long)d->scratch_bytes, (unsigned long long)tb_kernel_scratch_bytes(d));
        return NULL;
    }
    const gcn_kernel_descriptor *kd = &d->kernel->kd;
    tb_kernel *k = calloc(1, sizeof *k);
    if (!k) {
        snprintf(err, errsize, "out of memory");
        return NULL;
    }
    k->d = d;
    gcn_dispatch_wg_count(d, k->count);
    uint64_t n = (uint64_t)k->count[0] * k->count[1] * k->count[2];
    unsigned *waves = k->wg_waves = n <= 0xffffffu ? malloc(n * sizeof *waves) : NULL;
    if (!waves) {
        snprintf(err, errsize, "%llu workgroups: too many for the testbench", (unsigned long long)n);
        tb_kernel_free(k);
        return NULL;
    }
    k->n_wgs = (unsigned)n;
    for (unsigned i = 0; i < k->n_wgs; i++) {
        uint32_t id[3];
        wg_id_of(k, i, id);
        waves[i] = gcn_dispatch_wg_waves(d, id);
        k->waves += waves[i];
    }
    /* the first workgroup is the largest (partial ones are at the grid's far edges); one that
     * cannot fit an empty CU is refused, as a GPU refuses the launch */
    char why[256];
    if (tb_workgroup_fits(waves[0], kd->vgpr_alloc, gcn_dispatch_lds_bytes(d), why, sizeof why) < 0) {
        snprintf(err, errsize, "does not fit configuration '%s': %s", GCN_CFG_NAME, why);
        tb_kernel_free(k);
        return NULL;
    }
    tb_mem_attach(tb, d->mem);
    tb_set_apertures(tb, d->shared_aperture, d->private_aperture);
    int rc = tb_set_code(tb, d->code->base, d->code->words, d->code->nwords);
    if (rc == 0)
        rc = tb_add_workgroups(tb, k->n_wgs, waves, kd->vgpr_alloc, gcn_dispatch_lds_bytes(d), make_wave, k);
    if (rc < 0) {
        snprintf(err, errsize, "cannot queue the kernel's %u workgroups (out of memory)", k->n_wgs);
        tb_kernel_free(k);
        return NULL;
    }
    return k;
}

void tb_kernel_result(const tb_kernel *k, tb_core *tb, gcn_run_result *res)
{
    res->instructions = tb_core_retired(tb);
    res->workgroups = tb_core_workgroups_started(tb);
    res->waves = k->waves;
    if (tb_core_status(tb) == TB_DONE && tb_core_passed(tb)) {
        res->status = GCN_RUN_OK;
        res->msg[0] = '\0';
        return;
    }
    res->status = tb_core_status(tb) == TB_TIMEOUT ? GCN_RUN_LIMIT : GCN_RUN_TRAP;
    tb_trap_info t;
    if (tb_core_trap(tb, &t) == 0) {   /* the kernel's own fault, in the model's words (dispatch.c) */
        uint64_t first = 0;
        for (unsigned i = 0; i < t.workgroup && i < k->n_wgs; i++)
            first += k->wg_waves[i];
        uint32_t id[3];
        wg_id_of(k, t.workgroup, id);
        snprintf(res->msg, sizeof res->msg, "wave %llu (workgroup %u,%u,%u wave %u) at PC 0x%llx (%.80s): %.160s",
                 (unsigned long long)(first + t.wave_in_wg), id[0], id[1], id[2], t.wave_in_wg,
                 (unsigned long long)t.pc, t.disasm, t.reason);
        return;
    }
    snprintf(res->msg, sizeof res->msg, "RTL run failed: %s", tb_core_message(tb));
}

void tb_kernel_free(tb_kernel *k)
{
    if (k)
        free(k->wg_waves);
    free(k);
}
