/* Host runtime: backends, code objects and launches (see gcn_runtime.h). */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "runtime_internal.h"

/* Flat-address apertures the model reports through src_shared_base and
 * src_private_base: above every device allocation. */
#define SHARED_APERTURE 0x0001000000000000ull
#define PRIVATE_APERTURE 0x0002000000000000ull
#define CODE_ALIGN 0x10000ull
#define KERNARG_PAD 64u
#define DYNAMIC_STACK_BYTES 16384u

/* The golden model alone: no state, scratch as the dispatch sizes it. */
static int model_run(void *state, const rt_job *job, gcn_run_result *res, gcn_rt_rtl_stats *st)
{
    (void)state, (void)st;
    return gcn_dispatch_run(job->d, res);
}

const rt_backend rt_backend_model = {"model", GCN_RT_CAP_HOOKS | GCN_RT_CAP_TIMELINE, NULL, NULL, gcn_dispatch_scratch_bytes, model_run};

static const rt_backend *const backends[] = {
    &rt_backend_model, &rt_backend_verilator, &rt_backend_icarus, &rt_backend_lockstep, &rt_backend_board,
};
#define NBACKENDS (sizeof backends / sizeof backends[0])

struct gcn_rt {
    const rt_backend *backend;
    rt_devmem mem;
    gcn_code_object co;
    int loaded;
    uint64_t load_base;
    gcn_code code;
    uint64_t dispatch_id;
    void *state;                /* the backend's */
    gcn_rt_rtl_opts rtl_opts;
    gcn_rt_rtl_stats rtl_stats;
    char err[320];
};

static int rt_fail(gcn_rt *rt, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int rt_fail(gcn_rt *rt, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(rt->err, sizeof rt->err, fmt, ap);
    va_end(ap);
    return -1;
}

const char *const *gcn_rt_backends(void)
{
    static const char *names[NBACKENDS + 1];
    for (unsigned i = 0; i < NBACKENDS; i++)
        names[i] = backends[i]->name;
    return names;
}

static const rt_backend *find_backend(const char *name)
{
    for (unsigned i = 0; i < NBACKENDS; i++)
        if (strcmp(backends[i]->name, name) == 0)
            return backends[i];
    return NULL;
}

int gcn_rt_backend_caps(const char *backend)
{
    const rt_backend *b = find_backend(backend);
    return b ? b->caps : -1;
}

gcn_rt *gcn_rt_open(const char *backend, char *err, size_t n)
{
    const rt_backend *b = find_backend(backend);
    if (!b) {
        int len = snprintf(err, n, "unknown backend '%s' (backends:", backend);
        for (unsigned i = 0; i < NBACKENDS && len > 0 && (size_t)len < n; i++)
            len += snprintf(err + len, n - (size_t)len, "%s %s", i ? "," : "", backends[i]->name);
        if (len > 0 && (size_t)len < n)
            snprintf(err + len, n - (size_t)len, ")");
        return NULL;
    }
    gcn_rt *rt = calloc(1, sizeof *rt);
    if (!rt) {
        snprintf(err, n, "out of memory");
        return NULL;
    }
    uint64_t mem = gcn_rt_mem_size();
    if (!mem) {
        snprintf(err, n, "GCN_DEVICE_MEM='%s': give the device memory in bytes, e.g. 1073741824 or 1G",
                 getenv("GCN_DEVICE_MEM"));
        free(rt);
        return NULL;
    }
    rt->backend = b;
    rt_devmem_init(&rt->mem, mem);
    if (b->open && b->open(b, &rt->state, err, n) < 0) {
        free(rt);
        return NULL;
    }
    return rt;
}

static void unload(gcn_rt *rt)
{
    if (!rt->loaded)
        return;
    if (rt->load_base)
        rt_devmem_release(&rt->mem, rt->load_base);
    rt->load_base = 0;
    gcn_code_free(&rt->code);
    gcn_co_free(&rt->co);
    rt->loaded = 0;
}

void gcn_rt_close(gcn_rt *rt)
{
    if (!rt)
        return;
    unload(rt);
    rt_devmem_free(&rt->mem);
    if (rt->backend->close)
        rt->backend->close(rt->state);
    free(rt);
}

const char *gcn_rt_error(const gcn_rt *rt)
{
    return rt->err;
}

uint64_t gcn_rt_mem_size(void)
{
    const char *s = getenv("GCN_DEVICE_MEM");
    if (!s || !*s) {
        long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
        return pages > 0 && page > 0 ? (uint64_t)pages * (uint64_t)page : (uint64_t)1 << 30;
    }
    static const char units[] = "KMG";
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    const char *u = *end ? strchr(units, *end) : NULL;
    unsigned shift = u ? 10 * (unsigned)(u - units + 1) : 0;
    if (errno || end == s || *s == '-' || (*end && (!u || end[1])) || v == 0 || v > (UINT64_MAX >> shift))
        return 0;
    return (uint64_t)v << shift;
}

uint64_t gcn_rt_mem_used(const gcn_rt *rt)
{
    return rt->mem.used;
}

uint64_t gcn_rt_alloc(gcn_rt *rt, uint64_t bytes)
{
    uint64_t a = rt_devmem_alloc(&rt->mem, bytes, 256);
    if (!a)
        rt_fail(rt, "cannot allocate %llu bytes of device memory (%llu of %llu in use)", (unsigned long long)bytes,
                (unsigned long long)rt->mem.used, (unsigned long long)rt->mem.size);
    return a;
}

int gcn_rt_free(gcn_rt *rt, uint64_t addr)
{
    if (rt_devmem_release(&rt->mem, addr) < 0)
        return rt_fail(rt, "0x%llx is not the start of a device memory allocation", (unsigned long long)addr);
    return 0;
}

int gcn_rt_write(gcn_rt *rt, uint64_t addr, const void *src, size_t n)
{
    uint8_t *p = rt_devmem_ptr(&rt->mem, addr, n);
    if (!p)
        return rt_fail(rt, "write of %zu bytes at 0x%llx is outside device memory", n, (unsigned long long)addr);
    memcpy(p, src, n);
    return 0;
}

int gcn_rt_read(gcn_rt *rt, uint64_t addr, void *dst, size_t n)
{
    uint8_t *p = rt_devmem_ptr(&rt->mem, addr, n);
    if (!p)
        return rt_fail(rt, "read of %zu bytes at 0x%llx is outside device memory", n, (unsigned long long)addr);
    memcpy(dst, p, n);
    return 0;
}

gcn_memory gcn_rt_memory(gcn_rt *rt)
{
    return rt_devmem_callbacks(&rt->mem);
}

/* Map the code object's allocated sections at a fresh load base, so data
 * the code reaches PC-relatively (s_getpc_b64) is in device memory too. */
int gcn_rt_load(gcn_rt *rt, const char *path)
{
    unload(rt);
    if (gcn_co_load(&rt->co, path, rt->err, sizeof rt->err) < 0)
        return -1;
    rt->loaded = 1;
    rt->load_base = rt_devmem_alloc(&rt->mem, rt->co.image_size, CODE_ALIGN);
    uint8_t *image = rt->load_base ? rt_devmem_ptr(&rt->mem, rt->load_base, rt->co.image_size) : NULL;
    if (!image)
        return rt_fail(rt, "cannot map the code object (%llu bytes)", (unsigned long long)rt->co.image_size);
    gcn_co_image(&rt->co, image);
    const uint32_t *text = (const uint32_t *)(image + rt->co.text_vaddr);
    if (gcn_code_init(&rt->code, rt->load_base + rt->co.text_vaddr, text, rt->co.text_size / 4) < 0)
        return rt_fail(rt, "out of memory");
    return 0;
}

const gcn_code_object *gcn_rt_code_object(const gcn_rt *rt)
{
    return rt->loaded ? &rt->co : NULL;
}

static int check_launch(gcn_rt *rt, const gcn_rt_launch *l, const gcn_kernel **k)
{
    if (!rt->loaded)
        return rt_fail(rt, "no code object loaded");
    *k = gcn_co_find_kernel(&rt->co, l->kernel ? l->kernel : "");
    if (!*k) {
        int len = snprintf(rt->err, sizeof rt->err, "no kernel '%s' in the code object (kernels:",
                           l->kernel ? l->kernel : "");
        for (unsigned i = 0; i < rt->co.nkernels && len > 0 && (size_t)len < sizeof rt->err; i++)
            len += snprintf(rt->err + len, sizeof rt->err - (size_t)len, " %s", rt->co.kernels[i].name);
        if (len > 0 && (size_t)len < sizeof rt->err)
            snprintf(rt->err + len, sizeof rt->err - (size_t)len, ")");
        return -1;
    }
    if (!(*k)->has_metadata && l->nargs)
        return rt_fail(rt, "kernel %s has no argument metadata", l->kernel);
    if (l->extra_private > (1u << 20))
        return rt_fail(rt, "%u extra private bytes per work-item: at most 1 MiB", l->extra_private);
    for (unsigned i = 0; i < 3; i++)
        if (l->local[i] > 1024 || (l->global[i] == 0 && l->local[i] > 1))
            return rt_fail(rt, "bad sizes in dimension %u: global %u, workgroup %u", i, l->global[i], l->local[i]);
    if (l->dims > 3)
        return rt_fail(rt, "a grid has 1 to 3 dimensions, not %u", l->dims);
    return 0;
}

/* The kernarg segment: metadata size, descriptor size, whichever is larger. */
static int setup_kernarg(gcn_rt *rt, const gcn_kernel *k, const gcn_rt_launch *l, gcn_dispatch *d)
{
    uint32_t size = k->kernarg_segment_size > k->kd.kernarg_size ? k->kernarg_segment_size : k->kd.kernarg_size;
    /* scalar loads fetch up to 64 bytes at once and may run past the last
     * argument, as on hardware, where the kernarg buffer is padded too */
    d->kernarg_addr = gcn_rt_alloc(rt, (uint64_t)size + KERNARG_PAD);
    uint8_t *p = d->kernarg_addr ? rt_devmem_ptr(&rt->mem, d->kernarg_addr, size) : NULL;
    if (!d->kernarg_addr || (size && !p))
        return -1;
    if (!k->has_metadata)
        return 0;
    return rt_build_kernarg(k, l, d, p, size, rt->err, sizeof rt->err);
}

static int setup_dispatch(gcn_rt *rt, const gcn_kernel *k, const gcn_rt_launch *l, gcn_dispatch *d)
{
    memset(d, 0, sizeof *d);
    d->kernel = k;
    d->code = &rt->code;
    d->load_base = rt->load_base;
    d->mem = rt_devmem_callbacks(&rt->mem);
    d->dims = l->dims;
    memcpy(d->grid, l->global, sizeof d->grid);
    memcpy(d->wg, l->local, sizeof d->wg);
    d->dynamic_lds = l->dynamic_lds;
    d->shared_aperture = SHARED_APERTURE;
    d->private_aperture = PRIVATE_APERTURE;
    d->max_instructions = l->max_instructions;
    d->on_retire = l->on_retire;
    d->on_wave_start = l->on_wave_start;
    d->hazards = l->hazards;
    d->user = l->user;
    d->dispatch_id = rt->dispatch_id++;
    /* a dynamically sized call stack (recursion, calls through pointers) is
     * not in the descriptor's fixed size: give each work-item room for it */
    d->private_bytes = k->kd.private_segment_fixed_size + (k->kd.uses_dynamic_stack ? DYNAMIC_STACK_BYTES : 0) +
                       l->extra_private;
    if (!(d->packet_addr = gcn_rt_alloc(rt, 64)) || !(d->queue_addr = gcn_rt_alloc(rt, 256)))
        return -1;
    d->scratch_bytes = rt->backend->scratch_bytes(d);
    if (d->scratch_bytes && !(d->scratch_addr = gcn_rt_alloc(rt, d->scratch_bytes)))
        return -1;
    return setup_kernarg(rt, k, l, d);
}

/* What setup_dispatch allocated for one launch, given back when it ends. */
static void release_dispatch(gcn_rt *rt, const gcn_dispatch *d)
{
    const uint64_t addrs[] = {d->packet_addr, d->queue_addr, d->scratch_bytes ? d->scratch_addr : 0, d->kernarg_addr};
    for (unsigned i = 0; i < sizeof addrs / sizeof addrs[0]; i++)
        if (addrs[i])
            rt_devmem_release(&rt->mem, addrs[i]);
}

/* A timeline on the model: the launch's own hooks still run, after its. */
typedef struct tl_hooks {
    rt_timeline *tl;
    const gcn_rt_launch *l;
} tl_hooks;

static void tl_retire(void *user, const gcn_wave *w, uint64_t wave_id, const gcn_retire *rec)
{
    const tl_hooks *h = user;
    rt_tl_model_retire(h->tl, wave_id, rec);
    if (h->l->on_retire)
        h->l->on_retire(h->l->user, w, wave_id, rec);
}

static void tl_wave_start(void *user, const gcn_wave *w, uint64_t wave_id)
{
    const tl_hooks *h = user;
    h->l->on_wave_start(h->l->user, w, wave_id);
}

/* The timeline's source: the model's hooks (on lt), or a file of the
 * testbench's lines (records; its name is made here). */
static int timeline_begin(gcn_rt *rt, const gcn_rt_launch *l, gcn_rt_launch *lt, tl_hooks *h, char *records,
                          size_t size)
{
    if (!(rt->backend->caps & GCN_RT_CAP_TIMELINE))
        return rt_fail(rt, "the %s backend writes no timeline", rt->backend->name);
    if (!(h->tl = rt_tl_new()))
        return rt_fail(rt, "out of memory");
    h->l = l;
    if (rt->backend->caps & GCN_RT_CAP_HOOKS) {
        lt->on_retire = tl_retire;
        lt->on_wave_start = l->on_wave_start ? tl_wave_start : NULL;
        lt->user = h;
        return 0;
    }
    const char *tmp = getenv("TMPDIR");
    snprintf(records, size, "%s/gcn-timeline.XXXXXX", tmp && *tmp ? tmp : "/tmp");
    int fd = mkstemp(records);
    if (fd < 0) {
        records[0] = '\0';
        return rt_fail(rt, "cannot make a file for the timeline in %s", tmp && *tmp ? tmp : "/tmp");
    }
    close(fd);
    return 0;
}

static int timeline_end(gcn_rt *rt, const gcn_rt_launch *l, rt_timeline *tl, const char *records)
{
    const gcn_rt_rtl_stats *s = &rt->rtl_stats;
    int rc = 0;
    if (records[0] && rt_tl_read_rtl(tl, records, &rt->mem, rt->err, sizeof rt->err) < 0)
        rc = -1;
    else if (rt_tl_write(tl, l->timeline, rt->backend->name, l->kernel, s->valid, s->perf, s->valid ? s->nperf : 0,
                         rt->err, sizeof rt->err) < 0)
        rc = -1;
    if (records[0])
        unlink(records);
    return rc;
}

int gcn_rt_run(gcn_rt *rt, const gcn_rt_launch *l, gcn_run_result *res)
{
    memset(res, 0, sizeof *res);
    rt->err[0] = '\0';
    const gcn_kernel *k = NULL;
    gcn_dispatch d;
    memset(&d, 0, sizeof d);
    gcn_rt_launch lt = *l;
    tl_hooks hooks = {NULL, l};
    char records[4200] = "";
    if (check_launch(rt, l, &k) < 0 ||
        (l->timeline && timeline_begin(rt, l, &lt, &hooks, records, sizeof records) < 0) ||
        setup_dispatch(rt, k, &lt, &d) < 0) {
        release_dispatch(rt, &d);
        res->status = GCN_RUN_SETUP;
        snprintf(res->msg, sizeof res->msg, "%s", rt->err);
        if (records[0])
            unlink(records);
        rt_tl_free(hooks.tl);
        return -1;
    }
    memset(&rt->rtl_stats, 0, sizeof rt->rtl_stats);
    rt_job job = {&d, &rt->mem, &rt->co, &rt->rtl_opts, records[0] ? records : NULL};
    int rc = rt->backend->run(rt->state, &job, res, &rt->rtl_stats);
    if (rc < 0 && res->status == GCN_RUN_SETUP) {
        rt_fail(rt, "%s", res->msg);
        if (records[0])
            unlink(records);
    }
    /* the timeline of whatever ran, to its end or its stop */
    else if (hooks.tl && timeline_end(rt, l, hooks.tl, records) < 0) {
        res->status = GCN_RUN_SETUP;
        snprintf(res->msg, sizeof res->msg, "%s", rt->err);
        rc = -1;
    }
    rt_tl_free(hooks.tl);
    release_dispatch(rt, &d);
    return rc;
}

void gcn_rt_set_rtl_opts(gcn_rt *rt, const gcn_rt_rtl_opts *o)
{
    rt->rtl_opts = *o;
}

const gcn_rt_rtl_stats *gcn_rt_rtl_last(const gcn_rt *rt)
{
    return &rt->rtl_stats;
}
