/* The dispatcher: see gcn/dispatch.h.  Register set-up follows the "Initial
 * Kernel Execution State" section of the AMDGPU ABI for GFX9 (docs/runtime.md
 * lists the choices where the text leaves freedom). */
#include "gcn/dispatch.h"
#include "model_internal.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_WAVES_PER_WG 16   /* 1024 work-items */
#define SCRATCH_WAVE_ALIGN 1024u

static void wr16(uint8_t *p, uint16_t v) { p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); }
static void wr32(uint8_t *p, uint32_t v) { wr16(p, (uint16_t)v); wr16(p + 2, (uint16_t)(v >> 16)); }
static void wr64(uint8_t *p, uint64_t v) { wr32(p, (uint32_t)v); wr32(p + 4, (uint32_t)(v >> 32)); }

static int setup_error(gcn_run_result *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int setup_error(gcn_run_result *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->msg, sizeof r->msg, fmt, ap);
    va_end(ap);
    r->status = GCN_RUN_SETUP;
    return -1;
}

static uint32_t dim(const uint32_t v[3], unsigned i)
{
    return v[i] ? v[i] : 1;
}

static unsigned dims_of(const gcn_dispatch *d)
{
    if (d->dims)
        return d->dims;
    return dim(d->grid, 2) > 1 || dim(d->wg, 2) > 1 ? 3 : dim(d->grid, 1) > 1 || dim(d->wg, 1) > 1 ? 2 : 1;
}

static uint32_t wg_items(const gcn_dispatch *d)
{
    return dim(d->wg, 0) * dim(d->wg, 1) * dim(d->wg, 2);
}

uint32_t gcn_dispatch_private_bytes(const gcn_dispatch *d)
{
    uint32_t p = d->private_bytes ? d->private_bytes : d->kernel->kd.private_segment_fixed_size;
    return (p + 3u) & ~3u;
}

/* Each wave's slice of scratch: 64 lanes of private memory, rounded up to
 * the 1 KiB granule hardware allocates in. */
uint64_t gcn_dispatch_scratch_per_wave(const gcn_dispatch *d)
{
    uint64_t b = (uint64_t)gcn_dispatch_private_bytes(d) * GCN_WAVE_SIZE;
    return (b + SCRATCH_WAVE_ALIGN - 1) / SCRATCH_WAVE_ALIGN * SCRATCH_WAVE_ALIGN;
}

uint64_t gcn_dispatch_scratch_bytes(const gcn_dispatch *d)
{
    uint64_t waves = (wg_items(d) + GCN_WAVE_SIZE - 1) / GCN_WAVE_SIZE;
    return waves * gcn_dispatch_scratch_per_wave(d);
}

void gcn_dispatch_packet(const gcn_dispatch *d, uint8_t pkt[64])
{
    memset(pkt, 0, 64);
    /* type KERNEL_DISPATCH (2), barrier bit, system-scope acquire and release fences */
    wr16(pkt + 0, (uint16_t)(2 | 1u << 8 | 2u << 9 | 2u << 11));
    wr16(pkt + 2, (uint16_t)dims_of(d));
    for (unsigned i = 0; i < 3; i++) {
        wr16(pkt + 4 + 2 * i, (uint16_t)dim(d->wg, i));
        wr32(pkt + 12 + 4 * i, dim(d->grid, i));
    }
    wr32(pkt + 24, gcn_dispatch_private_bytes(d));
    wr32(pkt + 28, d->kernel->kd.group_segment_fixed_size + d->dynamic_lds);
    wr64(pkt + 32, d->load_base + d->kernel->kd_vaddr);
    wr64(pkt + 40, d->kernarg_addr);
}

/* ---- one wave's initial state ---- */

/* What the set-up of one wave needs to know about its workgroup. */
typedef struct wave_ctx {
    const gcn_dispatch *d;
    uint32_t id[3];              /* workgroup id */
    uint32_t size[3];            /* this workgroup's size (smaller at the grid's edges) */
    unsigned nwaves;
} wave_ctx;

static void wg_geometry(const gcn_dispatch *d, const uint32_t id[3], wave_ctx *c)
{
    uint32_t items = 1;
    c->d = d;
    for (unsigned i = 0; i < 3; i++) {
        uint32_t start = id[i] * dim(d->wg, i);
        c->id[i] = id[i];
        c->size[i] = dim(d->grid, i) - start < dim(d->wg, i) ? dim(d->grid, i) - start : dim(d->wg, i);
        items *= c->size[i];
    }
    c->nwaves = (items + GCN_WAVE_SIZE - 1) / GCN_WAVE_SIZE;
}

/* ---- one workgroup ---- */

/* Wave slots place each wave's VGPR rows on a cache-line boundary, so the
 * lane loops' vector accesses never straddle two lines. */
#define LINE 64u
#define SLOT_BYTES ((sizeof(gcn_wave) + LINE - 1) / LINE * LINE)
#define SLOT_SHIFT ((LINE - offsetof(gcn_wave, vgpr) % LINE) % LINE)

/* Zeroed memory of n bytes starting on a cache line; *raw is what to free. */
static uint8_t *calloc_lines(size_t n, void **raw)
{
    *raw = calloc(1, n + LINE);
    return *raw ? (uint8_t *)*raw + (LINE - (uintptr_t)*raw % LINE) % LINE : NULL;
}

typedef struct wg_run {
    const gcn_dispatch *d;
    gcn_machine m;
    gcn_workgroup wg;
    uint8_t *slots;              /* MAX_WAVES_PER_WG waves: wave_slot() */
    unsigned nwaves;
    uint32_t id[3];              /* workgroup id */
    uint64_t first_wave_id;      /* dispatch-wide number of waves[0] */
    gcn_run_result *res;
    gcn_retire *rec;
} wg_run;

static gcn_wave *wave_slot(const wg_run *r, unsigned i)
{
    return (gcn_wave *)(void *)(r->slots + SLOT_SHIFT + (size_t)i * SLOT_BYTES);
}

/* The private segment buffer V#: base = scratch, swizzled with element size
 * 4 and index stride 64, thread id added (add_tid_enable), so lane l's dword
 * k of its private memory is at base + wave offset + (k * 64 + l) * 4. */
static void private_segment_vsharp(const gcn_dispatch *d, uint32_t v[4])
{
    v[0] = (uint32_t)d->scratch_addr;
    v[1] = (uint32_t)(d->scratch_addr >> 32) & 0xffffu;
    v[1] |= 1u << 31;                           /* swizzle_enable */
    v[2] = 0xffffffffu;                         /* num_records: no range check */
    v[3] = 4u | 5u << 3 | 6u << 6 | 7u << 9;    /* dst_sel x y z w */
    v[3] |= 4u << 15;                           /* data_format 32 */
    v[3] |= 3u << 21;                           /* index_stride 64 */
    v[3] |= 1u << 23;                           /* add_tid_enable */
}

/* User SGPRs in the ABI's order, each only when the descriptor enables it. */
static unsigned user_sgprs(const wave_ctx *r, gcn_wave *w)
{
    const gcn_dispatch *d = r->d;
    const gcn_kernel_descriptor *kd = &d->kernel->kd;
    unsigned s = 0;
    if (kd->sgpr_private_segment_buffer) {
        private_segment_vsharp(d, &w->sgpr[s]);
        s += 4;
    }
    uint64_t pairs[5] = {d->packet_addr, d->queue_addr, d->kernarg_addr, d->dispatch_id, d->scratch_addr};
    uint8_t on[5] = {kd->sgpr_dispatch_ptr, kd->sgpr_queue_ptr, kd->sgpr_kernarg_segment_ptr,
                     kd->sgpr_dispatch_id, kd->sgpr_flat_scratch_init};
    for (unsigned i = 0; i < 5; i++) {
        if (!on[i])
            continue;
        w->sgpr[s++] = (uint32_t)pairs[i];
        w->sgpr[s++] = (uint32_t)(pairs[i] >> 32);
    }
    if (kd->sgpr_private_segment_size)
        w->sgpr[s++] = gcn_dispatch_private_bytes(d);
    return s;
}

/* System SGPRs after the user ones: workgroup ids, workgroup info, scratch
 * wave offset. */
static void system_sgprs(const wave_ctx *r, gcn_wave *w, unsigned s, unsigned wave_in_wg, unsigned scratch_slot)
{
    const gcn_kernel_descriptor *kd = &r->d->kernel->kd;
    for (unsigned i = 0; i < 3; i++)
        if (kd->wg_id_en[i])
            w->sgpr[s++] = r->id[i];
    if (kd->wg_info_en)
        w->sgpr[s++] = (wave_in_wg == 0 ? 1u << 31 : 0) | (r->nwaves & 63u);
    if (kd->scratch_en)
        w->sgpr[s++] = (uint32_t)(scratch_slot * gcn_dispatch_scratch_per_wave(r->d));
}

/* The work-item ids: on gfx90a they arrive packed in v0 as
 * x | y << 10 | z << 20, with only the components the descriptor enables
 * (TIDIG_COMP_CNT); the others read as 0.  Lane l is work-item
 * 64 * wave_in_wg + l of the workgroup in x-fastest order: the first lane's
 * (x, y, z) is divided out once, the next lanes count on from it. */
static uint64_t workitem_vgprs(const wave_ctx *r, gcn_wave *w, unsigned wave_in_wg)
{
    unsigned comps = r->d->kernel->kd.workitem_id_vgprs;
    uint32_t keep = comps == 0 ? 0x3ffu : comps == 1 ? 0xfffffu : 0x3fffffffu;
    uint32_t items = r->size[0] * r->size[1] * r->size[2], first = wave_in_wg * GCN_WAVE_SIZE;
    if (first >= items)
        return 0;
    unsigned lanes = items - first < GCN_WAVE_SIZE ? items - first : GCN_WAVE_SIZE;
    uint32_t x = first % r->size[0], y = first / r->size[0] % r->size[1], z = first / (r->size[0] * r->size[1]);
    /* runs of lanes along x, one row (y, z) each; the common case of one
     * row for the whole wave is a loop the compiler vectorizes */
    if (lanes == GCN_WAVE_SIZE && r->size[0] - x >= GCN_WAVE_SIZE) {
        uint32_t yz = y << 10 | z << 20;
        for (unsigned l = 0; l < GCN_WAVE_SIZE; l++)
            w->vgpr[0][l] = ((x + l) | yz) & keep;
        return ~0ull;
    }
    for (unsigned l = 0; l < lanes;) {
        unsigned run = r->size[0] - x < lanes - l ? r->size[0] - x : lanes - l;
        uint32_t *v0 = &w->vgpr[0][l], yz = y << 10 | z << 20;
        for (unsigned j = 0; j < run; j++)
            v0[j] = ((x + j) | yz) & keep;
        l += run;
        x = 0;
        if (++y == r->size[1]) {
            y = 0;
            z++;
        }
    }
    return lanes == GCN_WAVE_SIZE ? ~0ull : (1ull << lanes) - 1;
}

/* Zero a wave slot for reuse: every field, but of the 128 KiB of VGPRs only
 * the rows the kernel allocates (the rest cannot be named by its code). */
static void clear_wave(gcn_wave *w, unsigned rows)
{
    size_t vbeg = offsetof(gcn_wave, vgpr), vend = vbeg + sizeof w->vgpr;
    memset(w, 0, vbeg);
    memset(w->vgpr, 0, (rows < GCN_NUM_VGPRS ? rows : GCN_NUM_VGPRS) * sizeof w->vgpr[0]);
    memset((char *)w + vend, 0, sizeof *w - vend);
}

unsigned gcn_dispatch_wg_waves(const gcn_dispatch *d, const uint32_t wg_id[3])
{
    wave_ctx c;
    wg_geometry(d, wg_id, &c);
    return c.nwaves;
}

void gcn_dispatch_wg_count(const gcn_dispatch *d, uint32_t count[3])
{
    for (unsigned i = 0; i < 3; i++)
        count[i] = (uint32_t)(((uint64_t)dim(d->grid, i) + dim(d->wg, i) - 1) / dim(d->wg, i));
}

uint32_t gcn_dispatch_lds_bytes(const gcn_dispatch *d)
{
    return d->kernel->kd.group_segment_fixed_size + d->dynamic_lds;
}

int gcn_dispatch_init_wave(const gcn_dispatch *d, const uint32_t wg_id[3], unsigned i, unsigned scratch_slot,
                           gcn_wave *w)
{
    wave_ctx c;
    wg_geometry(d, wg_id, &c);
    if (i >= c.nwaves)
        return -1;
    const wave_ctx *r = &c;
    const gcn_kernel_descriptor *kd = &d->kernel->kd;
    clear_wave(w, kd->vgpr_alloc);
    w->pc = d->load_base + d->kernel->entry_vaddr;
    unsigned s = user_sgprs(r, w);
    system_sgprs(r, w, s, i, scratch_slot);
    uint64_t exec = workitem_vgprs(r, w, i);
    w->sgpr[GCN_OP_EXEC_LO] = (uint32_t)exec;
    w->sgpr[GCN_OP_EXEC_HI] = (uint32_t)(exec >> 32);
    w->mode = kd->mode;
    w->accum_offset = kd->accum_offset;
    w->num_vgprs = kd->accum_offset;
    w->num_agprs = kd->vgpr_alloc > kd->accum_offset ? kd->vgpr_alloc - kd->accum_offset : 0;
    w->num_sgprs = kd->sgpr_alloc < GCN_SGPRS ? kd->sgpr_alloc : GCN_SGPRS;
    gcn_wave_check_allocation(w);
    /* HW_ID: wave slot [3:0], SIMD [5:4]; waves fill the four SIMDs in turn */
    w->hw_id = (i / 4) | (i % 4) << 4;
    w->lds_base = d->shared_aperture;
    w->scratch_base = d->scratch_addr + scratch_slot * gcn_dispatch_scratch_per_wave(d);
    w->scratch_per_lane = gcn_dispatch_private_bytes(d);
    w->wg = NULL;
    w->state = GCN_WAVE_RUNNING;
    return 0;
}

/* Let every wave waiting at s_barrier go once no wave is still running. */
static int release_barrier(wg_run *r)
{
    int released = 0;
    for (unsigned i = 0; i < r->nwaves; i++) {
        if (wave_slot(r, i)->state == GCN_WAVE_BARRIER) {
            wave_slot(r, i)->state = GCN_WAVE_RUNNING;
            released = 1;
        }
    }
    r->wg.at_barrier = 0;
    return released;
}

static int trapped(wg_run *r, const gcn_wave *w, unsigned i)
{
    gcn_run_result *res = r->res;
    res->status = GCN_RUN_TRAP;
    snprintf(res->msg, sizeof res->msg, "kernel %.60s, wave %llu (workgroup %u,%u,%u wave %u): %s", r->d->kernel->name,
             (unsigned long long)(r->first_wave_id + i), r->id[0], r->id[1], r->id[2], i, w->trap_msg);
    return -1;
}

static int limit_reached(wg_run *r, unsigned i)
{
    r->res->status = GCN_RUN_LIMIT;
    snprintf(r->res->msg, sizeof r->res->msg,
             "instruction limit of %llu reached (wave %llu at PC 0x%llx): "
             "the kernel never ends or needs a higher limit",
             (unsigned long long)r->d->max_instructions, (unsigned long long)(r->first_wave_id + i),
             (unsigned long long)wave_slot(r, i)->pc);
    return -1;
}

/* One instruction of each running wave per pass, until all have ended.  A
 * step retires its instruction unless the wave traps.  (What the loop
 * reads of r, of the dispatch and of the code is copied to locals: the
 * steps cannot change it, and the compiler then keeps it in registers.) */
static int run_waves(wg_run *r)
{
    const gcn_dispatch *d = r->d;
    uint64_t limit = d->max_instructions ? d->max_instructions : UINT64_MAX, done = r->res->instructions;
    unsigned nwaves = r->nwaves;
    gcn_retire *rec = r->rec;
    int plain = gcn_machine_plain(&r->m, rec), hook = d->on_retire != NULL, rc = 0;
    const gcn_code code = *r->m.code;
    for (;;) {
        unsigned running = 0;
        for (unsigned i = 0; i < nwaves; i++) {
            gcn_wave *w = wave_slot(r, i);
            if (w->state != GCN_WAVE_RUNNING)
                continue;
            if (done >= limit) {
                rc = limit_reached(r, i);
                goto out;
            }
            int still = (plain ? gcn_step_plain(&r->m, &code, w) : gcn_step(&r->m, w, rec)) == 0;
            if (!still && w->state == GCN_WAVE_TRAPPED) {
                rc = trapped(r, w, i);
                goto out;
            }
            done++;
            if (hook)
                d->on_retire(d->user, w, r->first_wave_id + i, rec);
            running += still;
        }
        if (!running && !release_barrier(r))
            break;
    }
out:
    r->res->instructions = done;
    return rc;
}

static int run_workgroup(wg_run *r)
{
    r->nwaves = gcn_dispatch_wg_waves(r->d, r->id);
    memset(r->wg.lds, 0, r->wg.lds_size);
    r->wg.nwaves = r->nwaves;
    r->wg.at_barrier = 0;
    for (unsigned i = 0; i < r->nwaves; i++) {
        /* one workgroup at a time: wave i uses scratch slice i */
        gcn_dispatch_init_wave(r->d, r->id, i, i, wave_slot(r, i));
        wave_slot(r, i)->wg = &r->wg;
        wave_slot(r, i)->id = r->first_wave_id + i;
        if (r->d->on_wave_start)
            r->d->on_wave_start(r->d->user, wave_slot(r, i), r->first_wave_id + i);
    }
    r->res->waves += r->nwaves;
    r->res->workgroups++;
    int rc = run_waves(r);
    r->first_wave_id += r->nwaves;
    return rc;
}

static int check_dispatch(const gcn_dispatch *d, gcn_run_result *res)
{
    const gcn_kernel *k = d->kernel;
    if (!k || !d->code || !d->mem.read || !d->mem.write)
        return setup_error(res, "dispatch without kernel, code or memory");
    if (wg_items(d) > MAX_WAVES_PER_WG * GCN_WAVE_SIZE)
        return setup_error(res, "workgroup of %u work-items: at most 1024", wg_items(d));
    if (k->max_flat_workgroup_size && wg_items(d) > k->max_flat_workgroup_size)
        return setup_error(res, "workgroup of %u work-items: kernel %s allows at most %u", wg_items(d), k->name,
                           k->max_flat_workgroup_size);
    for (unsigned i = 0; i < 3; i++)
        if (d->wg[i] > 0xffff)
            return setup_error(res, "workgroup size %u in dimension %u does not fit the AQL packet", d->wg[i], i);
    uint64_t lds = (uint64_t)k->kd.group_segment_fixed_size + d->dynamic_lds;
    if (lds > GCN_LDS_BYTES)
        return setup_error(res, "kernel %s needs %llu bytes of LDS: the CU has %u", k->name,
                           (unsigned long long)lds, GCN_LDS_BYTES);
    if (k->kd.private_segment_fixed_size && d->scratch_bytes < gcn_dispatch_scratch_bytes(d))
        return setup_error(res, "scratch of %llu bytes: the dispatch needs %llu",
                           (unsigned long long)d->scratch_bytes, (unsigned long long)gcn_dispatch_scratch_bytes(d));
    return 0;
}

/* Write the AQL packet where the kernel's dispatch pointer will point. */
static int write_packet(const gcn_dispatch *d, gcn_run_result *res)
{
    if (!d->packet_addr)
        return 0;
    uint8_t pkt[64];
    gcn_dispatch_packet(d, pkt);
    if (d->mem.write(d->mem.user, d->packet_addr, pkt, sizeof pkt) != 0)
        return setup_error(res, "cannot write the dispatch packet at 0x%llx", (unsigned long long)d->packet_addr);
    return 0;
}

static int run_grid(wg_run *r)
{
    const gcn_dispatch *d = r->d;
    uint32_t count[3];
    gcn_dispatch_wg_count(d, count);
    for (r->id[2] = 0; r->id[2] < count[2]; r->id[2]++)
        for (r->id[1] = 0; r->id[1] < count[1]; r->id[1]++)
            for (r->id[0] = 0; r->id[0] < count[0]; r->id[0]++)
                if (run_workgroup(r) < 0)
                    return -1;
    return 0;
}

int gcn_dispatch_prepare(const gcn_dispatch *d, gcn_run_result *res)
{
    memset(res, 0, sizeof *res);
    return check_dispatch(d, res) < 0 || write_packet(d, res) < 0 ? -1 : 0;
}

int gcn_dispatch_run(const gcn_dispatch *d, gcn_run_result *res)
{
    if (gcn_dispatch_prepare(d, res) < 0)
        return -1;
    wg_run r;
    memset(&r, 0, sizeof r);
    r.d = d;
    r.res = res;
    r.m.mem = d->mem;
    r.m.code = d->code;
    r.m.shared_aperture = d->shared_aperture;
    r.m.private_aperture = d->private_aperture;
    r.m.hazards = d->hazards;
    r.wg.lds_size = d->kernel->kd.group_segment_fixed_size + d->dynamic_lds;
    void *lds_raw, *slots_raw;
    r.wg.lds = calloc_lines(r.wg.lds_size, &lds_raw);
    r.slots = calloc_lines(SLOT_SHIFT + MAX_WAVES_PER_WG * SLOT_BYTES, &slots_raw);
    r.rec = d->on_retire ? calloc(1, sizeof *r.rec) : NULL;
    int rc;
    if (!r.wg.lds || !r.slots || (d->on_retire && !r.rec))
        rc = setup_error(res, "out of memory");
    else
        rc = run_grid(&r);
    free(lds_raw);
    free(slots_raw);
    free(r.rec);
    if (rc == 0)
        res->status = GCN_RUN_OK;
    return rc;
}
