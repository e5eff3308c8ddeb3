/* bench_model: the golden model's speed on a few representative kernels
 * (`make bench-model`; docs/performance.md explains the figures).
 *
 *   bench_model [--kernels DIR] [--opt O2] [--reps N] [--scale F] [--only NAME]
 *
 * For each kernel: builds its inputs from a fixed seed, runs it on the model
 * through the host runtime on one core (N timed runs, median), runs it once
 * more with a retirement hook to count VALU lane-operations, runs the same
 * computation written in C for the host (compiled with the bench, -O2) and
 * checks that both give the same outputs.  Prints per kernel:
 *
 *   wave-insts   wave-instructions retired (all waves, every unit)
 *   lane-ops     VALU lane-operations: for every retired VALU instruction
 *                (VOP1/VOP2/VOPC/VOP3/VOP3P/DPP/SDWA; not MFMA, memory,
 *                LDS or scalar), the number of lanes active in EXEC when it
 *                issued
 *   model s      wall time of one launch on the model (median; --clock cpu:
 *                the process's CPU time instead)
 *   Mwi/s        wave-instructions per second, millions
 *   Mlop/s       VALU lane-operations per second, millions
 *   native s     wall time of the host C version (median; each run repeats
 *                the computation until it lasts >= 50 ms, divided back)
 *   slowdown     model s / native s
 *
 * Figures are printed, never asserted.  Times come from CLOCK_MONOTONIC. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gcn/isa.h"
#include "gcn_runtime.h"

#define MAX_BUFS 4
#define MAX_SCALARS 2
#define MAX_REPS 31

/* ---- clock, random numbers, statistics ---- */

static clockid_t bench_clock = CLOCK_MONOTONIC;
static int count_lanes = 1;     /* --no-count: skip the counting run (for profiling) */

static double now(void)
{
    struct timespec t;
    clock_gettime(bench_clock, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;

static uint32_t rnd(void)
{
    /* xorshift64* */
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return (uint32_t)((rng_state * 0x2545f4914f6cdd1dull) >> 32);
}

static float rnd_f32(float lo, float hi)
{
    return lo + (hi - lo) * (float)(rnd() >> 8) / (float)(1u << 24);
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *v, unsigned n)
{
    qsort(v, n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/* ---- one benchmark case ---- */

typedef struct bbuf {
    size_t bytes;
    void *host;      /* inputs; outputs are read back here */
    void *native;    /* the host C version's copy (inputs shared with host) */
    int out;         /* an output: compared model against native */
    int is_float;
    uint64_t dev;
} bbuf;

typedef struct bcase {
    const char *name, *file, *kernel, *what;
    char size[48];
    uint32_t global[3], local[3];
    bbuf b[MAX_BUFS];
    unsigned nb;
    gcn_rt_arg scal[MAX_SCALARS];
    unsigned ns;
    uint32_t n;                          /* the problem size the native code needs */
    void (*native)(struct bcase *c);
} bcase;

static void *xcalloc(size_t n)
{
    void *p = calloc(1, n ? n : 1);
    if (!p) {
        fprintf(stderr, "bench_model: out of memory\n");
        exit(2);
    }
    return p;
}

static void *add_buf(bcase *c, size_t bytes, int out, int is_float)
{
    bbuf *b = &c->b[c->nb++];
    b->bytes = bytes;
    b->host = xcalloc(bytes);
    b->native = out ? xcalloc(bytes) : b->host;
    b->out = out;
    b->is_float = is_float;
    return b->host;
}

static void add_u32(bcase *c, uint32_t v)
{
    c->scal[c->ns].type = GCN_RT_U32;
    c->scal[c->ns++].v.u32 = v;
}

/* ---- the kernels and their host C versions ---- */

/* vector_add: c[i] = a[i] + b[i] */
static void native_vector_add(bcase *c)
{
    const float *a = c->b[0].host, *b = c->b[1].host;
    float *o = c->b[2].native;
    for (uint32_t i = 0; i < c->n; i++)
        o[i] = a[i] + b[i];
}

static void make_vector_add(bcase *c, double scale)
{
    uint32_t n = (uint32_t)(scale * 12 * (1u << 21)) & ~255u;
    n = n ? n : 256;
    float *a = add_buf(c, 4ull * n, 0, 1), *b = add_buf(c, 4ull * n, 0, 1);
    add_buf(c, 4ull * n, 1, 1);
    for (uint32_t i = 0; i < n; i++) {
        a[i] = rnd_f32(-100, 100);
        b[i] = rnd_f32(-100, 100);
    }
    add_u32(c, n);
    c->n = n;
    c->global[0] = n;
    c->local[0] = 256;
    snprintf(c->size, sizeof c->size, "n=%u", n);
}

/* reduce_lds: one sum of 256 ints per workgroup */
static void native_reduce_lds(bcase *c)
{
    const int32_t *in = c->b[0].host;
    int32_t *p = c->b[1].native;
    for (uint32_t g = 0; g < c->n; g++) {
        uint32_t s = 0;
        for (uint32_t i = 0; i < 256; i++)
            s += (uint32_t)in[g * 256 + i];
        p[g] = (int32_t)s;
    }
}

static void make_reduce_lds(bcase *c, double scale)
{
    uint32_t groups = (uint32_t)(scale * 81920);
    groups = groups ? groups : 1;
    int32_t *in = add_buf(c, 4ull * 256 * groups, 0, 0);
    add_buf(c, 4ull * groups, 1, 0);
    for (uint32_t i = 0; i < 256 * groups; i++)
        in[i] = (int32_t)(rnd() % 2001) - 1000;
    c->n = groups;
    c->global[0] = 256 * groups;
    c->local[0] = 256;
    snprintf(c->size, sizeof c->size, "%u groups x 256", groups);
}

/* matmul_tiled: C = A * B, n x n, k summed in increasing order like the kernel */
static void native_matmul(bcase *c)
{
    const float *A = c->b[0].host, *B = c->b[1].host;
    float *C = c->b[2].native;
    uint32_t n = c->n;
    for (uint32_t r = 0; r < n; r++)
        for (uint32_t col = 0; col < n; col++) {
            float acc = 0.0f;
            for (uint32_t k = 0; k < n; k++) {
                float p = A[r * n + k] * B[k * n + col];
                acc = acc + p;
            }
            C[r * n + col] = acc;
        }
}

static void make_matmul(bcase *c, double scale)
{
    uint32_t n = 16;
    while ((double)(2 * n) * (2 * n) * (2 * n) <= scale * 512.0 * 512 * 512)
        n *= 2;
    float *A = add_buf(c, 4ull * n * n, 0, 1), *B = add_buf(c, 4ull * n * n, 0, 1);
    add_buf(c, 4ull * n * n, 1, 1);
    for (uint32_t i = 0; i < n * n; i++) {
        A[i] = rnd_f32(-2, 2);
        B[i] = rnd_f32(-2, 2);
    }
    add_u32(c, n);
    c->n = n;
    c->global[0] = c->global[1] = n;
    c->local[0] = c->local[1] = 16;
    snprintf(c->size, sizeof c->size, "%ux%u", n, n);
}

/* int_math: sixteen integer results per element (see sw/kernels/int_math.cl) */
static void native_int_math(bcase *c)
{
    const int32_t *a = c->b[0].host, *b = c->b[1].host;
    int32_t *out = c->b[2].native;
    for (uint32_t i = 0; i < c->n; i++) {
        int32_t x = a[i], y = b[i];
        uint32_t ux = (uint32_t)x, uy = (uint32_t)y;
        int32_t *o = out + 16 * i;
        o[0] = (int32_t)(ux + uy);
        o[1] = (int32_t)(ux - uy);
        o[2] = (int32_t)(ux * uy);
        o[3] = (int32_t)(((int64_t)x * (int64_t)y) >> 32);
        o[4] = x / y;
        o[5] = x % y;
        o[6] = (int32_t)(ux / uy);
        o[7] = (int32_t)(ux % uy);
        o[8] = (int32_t)(ux << (y & 31));
        o[9] = x >> (y & 31);
        o[10] = (int32_t)(ux >> (uy & 31));
        o[11] = x < y ? x : y;
        o[12] = (int32_t)(ux > uy ? ux : uy);
        o[13] = __builtin_popcount(ux);
        o[14] = ux ? __builtin_clz(ux) : 32;
        o[15] = (x & y) ^ (x | ~y);
    }
}

static void make_int_math(bcase *c, double scale)
{
    uint32_t n = (uint32_t)(scale * 3 * (1u << 20)) & ~63u;
    n = n ? n : 64;
    int32_t *a = add_buf(c, 4ull * n, 0, 0), *b = add_buf(c, 4ull * n, 0, 0);
    add_buf(c, 64ull * n, 1, 0);
    for (uint32_t i = 0; i < n; i++) {
        int32_t x = (int32_t)rnd(), y = (int32_t)rnd();
        if (i % 2)
            y = (int32_t)(rnd() % 101) - 50;
        if (y == 0 || y == -1)
            y = 7;
        if (x == INT32_MIN)
            x = 1;
        a[i] = x;
        b[i] = y;
    }
    add_u32(c, n);
    c->n = n;
    c->global[0] = n;
    c->local[0] = 256;
    snprintf(c->size, sizeof c->size, "n=%u", n);
}

/* collatz: data-dependent loop with divergent branches */
static void native_collatz(bcase *c)
{
    const uint32_t *start = c->b[0].host;
    uint32_t *steps = c->b[1].native;
    for (uint32_t i = 0; i < c->n; i++) {
        uint64_t x = start[i];
        uint32_t s = 0;
        while (x > 1 && s < 1000) {
            x = (x & 1) ? 3 * x + 1 : x >> 1;
            s++;
        }
        steps[i] = s;
    }
}

static void make_collatz(bcase *c, double scale)
{
    uint32_t n = (uint32_t)(scale * 163840) & ~63u;
    n = n ? n : 64;
    uint32_t *start = add_buf(c, 4ull * n, 0, 0);
    add_buf(c, 4ull * n, 1, 0);
    for (uint32_t i = 0; i < n; i++)
        start[i] = rnd() % 100000;
    add_u32(c, n);
    c->n = n;
    c->global[0] = n;
    c->local[0] = 256;
    snprintf(c->size, sizeof c->size, "n=%u", n);
}

typedef struct kdef {
    const char *name, *file, *kernel, *what;
    void (*make)(bcase *c, double scale);
    void (*native)(bcase *c);
} kdef;

static const kdef kernels[] = {
    {"vector_add", "vector_add", "vector_add", "element-wise f32", make_vector_add, native_vector_add},
    {"reduce_lds", "reduce_lds", "reduce_lds", "LDS tree reduction, barriers", make_reduce_lds, native_reduce_lds},
    {"matmul_tiled", "matmul_tiled", "matmul_tiled", "16x16 tiles through LDS", make_matmul, native_matmul},
    {"int_math", "int_math", "int_math", "integer ALU, division", make_int_math, native_int_math},
    {"collatz", "collatz", "collatz", "integer loop, divergence", make_collatz, native_collatz},
};
#define NKERNELS (sizeof kernels / sizeof kernels[0])

/* ---- counting VALU lane-operations through the retirement hook ---- */

#define UNIT_SLOTS 8192     /* PCs of the kernel (a power of two) */

typedef struct counter {
    uint64_t pc[UNIT_SLOTS];     /* open addressing: PC + 1, 0 empty */
    uint8_t unit[UNIT_SLOTS];
    uint64_t *exec;        /* per wave id: EXEC after its last instruction */
    uint8_t *seen;
    uint64_t nwaves_cap;
    uint64_t valu, lane_ops, total;
} counter;

/* The unit of the instruction at rec->pc, decoded once per PC. */
static unsigned unit_of(counter *k, const gcn_retire *rec)
{
    unsigned h = (unsigned)(rec->pc >> 2) & (UNIT_SLOTS - 1);
    for (unsigned probes = 0; probes < UNIT_SLOTS; probes++, h = (h + 1) & (UNIT_SLOTS - 1)) {
        if (k->pc[h] == rec->pc + 1)
            return k->unit[h];
        if (k->pc[h] == 0)
            break;
    }
    gcn_inst in;
    gcn_decode(rec->words, rec->nwords, &in);
    unsigned u = in.desc ? in.desc->unit : GCN_U_SALU;
    if (k->pc[h] == 0) {
        k->pc[h] = rec->pc + 1;
        k->unit[h] = (uint8_t)u;
    }
    return u;
}

static void count_retire(void *user, const gcn_wave *w, uint64_t wave_id, const gcn_retire *rec)
{
    counter *k = user;
    if (wave_id >= k->nwaves_cap) {
        uint64_t cap = k->nwaves_cap ? k->nwaves_cap : 1024;
        while (cap <= wave_id)
            cap *= 2;
        k->exec = realloc(k->exec, cap * sizeof *k->exec);
        k->seen = realloc(k->seen, cap);
        if (!k->exec || !k->seen) {
            fprintf(stderr, "bench_model: out of memory\n");
            exit(2);
        }
        memset(k->seen + k->nwaves_cap, 0, cap - k->nwaves_cap);
        k->nwaves_cap = cap;
    }
    uint64_t after = gcn_exec_mask(w);
    /* EXEC at issue: what the wave's previous instruction left (a wave's
     * first instruction does not write EXEC in these kernels) */
    uint64_t before = k->seen[wave_id] ? k->exec[wave_id] : after;
    k->seen[wave_id] = 1;
    k->exec[wave_id] = after;
    k->total++;
    if (unit_of(k, rec) == GCN_U_VALU) {
        k->valu++;
        k->lane_ops += (uint64_t)__builtin_popcountll(before);
    }
}

/* ---- running ---- */

typedef struct result {
    uint64_t insts, valu, lane_ops, waves;
    double model_s, native_s;
    unsigned mismatches;
    int ok;
    char msg[1400];
} result;

static int upload(gcn_rt *rt, bcase *c)
{
    for (unsigned i = 0; i < c->nb; i++) {
        bbuf *b = &c->b[i];
        if (!b->dev && !(b->dev = gcn_rt_alloc(rt, b->bytes)))
            return -1;
        if (gcn_rt_write(rt, b->dev, b->host, b->bytes) < 0)
            return -1;
    }
    return 0;
}

static int launch(gcn_rt *rt, bcase *c, counter *k, gcn_run_result *res)
{
    gcn_rt_arg args[MAX_BUFS + MAX_SCALARS];
    unsigned na = 0;
    for (unsigned i = 0; i < c->nb; i++) {
        args[na].type = GCN_RT_PTR;
        args[na++].v.ptr = c->b[i].dev;
    }
    for (unsigned i = 0; i < c->ns; i++)
        args[na++] = c->scal[i];
    gcn_rt_launch l;
    memset(&l, 0, sizeof l);
    l.kernel = c->kernel;
    memcpy(l.global, c->global, sizeof l.global);
    memcpy(l.local, c->local, sizeof l.local);
    l.args = args;
    l.nargs = na;
    if (k) {
        l.on_retire = count_retire;
        l.user = k;
    }
    return gcn_rt_run(rt, &l, res);
}

/* Elements of an output that differ (floats: more than 4 ulps apart). */
static unsigned compare(const bbuf *b)
{
    unsigned bad = 0;
    const int32_t *x = b->host, *y = b->native;
    for (size_t i = 0; i < b->bytes / 4; i++) {
        if (x[i] == y[i])
            continue;
        if (b->is_float) {
            int64_t ia = x[i] < 0 ? -(int64_t)(x[i] & 0x7fffffff) : x[i];
            int64_t ib = y[i] < 0 ? -(int64_t)(y[i] & 0x7fffffff) : y[i];
            if (ia - ib <= 4 && ib - ia <= 4)
                continue;
        }
        bad++;
    }
    return bad;
}

static void run_case(bcase *c, const char *dir, const char *opt, unsigned reps, result *r)
{
    memset(r, 0, sizeof *r);
    char path[1024], err[320];
    snprintf(path, sizeof path, "%s/%s.%s.co", dir, c->file, opt);
    gcn_rt *rt = gcn_rt_open("model", err, sizeof err);
    if (!rt) {
        snprintf(r->msg, sizeof r->msg, "%s", err);
        return;
    }
    gcn_run_result res;
    counter *k = xcalloc(sizeof *k);
    double t[MAX_REPS];
    if (gcn_rt_load(rt, path) < 0) {
        snprintf(r->msg, sizeof r->msg, "%s: %s", path, gcn_rt_error(rt));
        goto done;
    }
    /* the timed runs: no hook, so the model keeps no retirement record */
    for (unsigned i = 0; i < reps; i++) {
        if (upload(rt, c) < 0) {
            snprintf(r->msg, sizeof r->msg, "%s", gcn_rt_error(rt));
            goto done;
        }
        double t0 = now();
        int rc = launch(rt, c, NULL, &res);
        t[i] = now() - t0;
        if (rc < 0) {
            snprintf(r->msg, sizeof r->msg, "%s", res.msg[0] ? res.msg : gcn_rt_error(rt));
            goto done;
        }
    }
    r->model_s = median(t, reps);
    r->insts = res.instructions;
    r->waves = res.waves;
    /* the counting run */
    if (upload(rt, c) < 0 || launch(rt, c, count_lanes ? k : NULL, &res) < 0) {
        snprintf(r->msg, sizeof r->msg, "counting run: %s", res.msg[0] ? res.msg : gcn_rt_error(rt));
        goto done;
    }
    r->valu = k->valu;
    r->lane_ops = k->lane_ops;
    for (unsigned i = 0; i < c->nb; i++)
        if (c->b[i].out && gcn_rt_read(rt, c->b[i].dev, c->b[i].host, c->b[i].bytes) < 0) {
            snprintf(r->msg, sizeof r->msg, "%s", gcn_rt_error(rt));
            goto done;
        }
    /* the host C version: each timed run repeats the computation until it
     * lasts at least 50 ms */
    double t0 = now();
    c->native(c);
    double once = now() - t0;
    unsigned inner = once >= 0.05 ? 1 : (unsigned)(0.05 / (once > 1e-7 ? once : 1e-7)) + 1;
    for (unsigned i = 0; i < reps; i++) {
        t0 = now();
        for (unsigned j = 0; j < inner; j++)
            c->native(c);
        t[i] = (now() - t0) / inner;
    }
    r->native_s = median(t, reps);
    for (unsigned i = 0; i < c->nb; i++)
        if (c->b[i].out)
            r->mismatches += compare(&c->b[i]);
    r->ok = 1;
done:
    free(k->exec);
    free(k->seen);
    free(k);
    gcn_rt_close(rt);
}

static void host_info(void)
{
    char cpu[256] = "unknown CPU", line[512];
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (f) {
        while (fgets(line, sizeof line, f)) {
            if (strncmp(line, "model name", 10) == 0) {
                char *p = strchr(line, ':');
                if (p) {
                    p += 1 + (p[1] == ' ');
                    p[strcspn(p, "\n")] = '\0';
                    snprintf(cpu, sizeof cpu, "%s", p);
                }
                break;
            }
        }
        fclose(f);
    }
    long cores = 0;
    f = fopen("/proc/cpuinfo", "r");
    if (f) {
        while (fgets(line, sizeof line, f))
            cores += strncmp(line, "processor", 9) == 0;
        fclose(f);
    }
    printf("host: %s, %ld logical cores (the model runs on one)\n", cpu, cores);
}

static void usage(FILE *f)
{
    fprintf(f, "usage: bench_model [--kernels DIR] [--opt O2] [--reps N] [--scale F] [--only NAME]\n"
               "                   [--clock wall|cpu] [--no-count]\n"
               "  DIR holds NAME.OPT.co built by `make kernels` (default build/kernels)\n"
               "  N timed runs per kernel, the median is reported (default 3, at most 31)\n"
               "  F multiplies every problem size (default 1: about a second per kernel)\n"
               "  wall: CLOCK_MONOTONIC (default); cpu: the process's CPU time, steadier on a busy machine\n"
               "  --no-count: no lane-operation counting run (lane-ops print as 0; for profilers)\n");
}

int main(int argc, char **argv)
{
    const char *dir = "build/kernels", *opt = "O2", *only = NULL;
    unsigned reps = 3;
    double scale = 1.0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return 0;
        }
        if (!strcmp(a, "--no-count")) {
            count_lanes = 0;
            continue;
        }
        if (!v) {
            usage(stderr);
            return 2;
        }
        i++;
        if (!strcmp(a, "--kernels")) dir = v;
        else if (!strcmp(a, "--opt")) opt = v;
        else if (!strcmp(a, "--reps")) reps = (unsigned)atoi(v);
        else if (!strcmp(a, "--scale")) scale = atof(v);
        else if (!strcmp(a, "--only")) only = v;
        else if (!strcmp(a, "--clock") && (!strcmp(v, "wall") || !strcmp(v, "cpu")))
            bench_clock = !strcmp(v, "cpu") ? CLOCK_PROCESS_CPUTIME_ID : CLOCK_MONOTONIC;
        else {
            usage(stderr);
            return 2;
        }
    }
    if (reps < 1 || reps > MAX_REPS || !(scale > 0)) {
        usage(stderr);
        return 2;
    }
    printf("gfx90a golden model benchmark: kernels %s/*.%s.co, one core, median of %u runs, scale %g, %s time\n",
           dir, opt, reps, scale, bench_clock == CLOCK_MONOTONIC ? "wall (monotonic)" : "CPU");
    host_info();
    printf("lane-ops: active lanes (EXEC at issue) summed over retired VALU instructions\n");
    printf("slowdown: model time / time of the same computation in host C (-O2, one core)\n\n");
    printf("%-13s %-18s %12s %12s %5s %8s %8s %8s %10s %9s  %s\n", "kernel", "size", "wave-insts", "lane-ops",
           "valu%", "model s", "Mwi/s", "Mlop/s", "native s", "slowdown", "check");
    uint64_t sum_insts = 0, sum_lops = 0;
    double sum_s = 0;
    int status = 0;
    for (unsigned i = 0; i < NKERNELS; i++) {
        const kdef *d = &kernels[i];
        if (only && strcmp(only, d->name) != 0)
            continue;
        bcase c;
        memset(&c, 0, sizeof c);
        c.name = d->name;
        c.file = d->file;
        c.kernel = d->kernel;
        c.what = d->what;
        c.native = d->native;
        c.global[1] = c.global[2] = c.local[1] = c.local[2] = 1;
        rng_state = 0x9e3779b97f4a7c15ull + i;
        d->make(&c, scale);
        result r;
        run_case(&c, dir, opt, reps, &r);
        if (!r.ok) {
            printf("%-13s %-18s  ERROR: %s\n", d->name, c.size, r.msg);
            status = 1;
        } else {
            char check[32];
            if (r.mismatches)
                snprintf(check, sizeof check, "%u differ", r.mismatches);
            else
                snprintf(check, sizeof check, "same");
            printf("%-13s %-18s %12llu %12llu %5.1f %8.3f %8.2f %8.1f %10.6f %9.0f  %s\n", d->name, c.size,
                   (unsigned long long)r.insts, (unsigned long long)r.lane_ops,
                   r.insts ? 100.0 * (double)r.valu / (double)r.insts : 0.0, r.model_s,
                   r.model_s > 0 ? 1e-6 * (double)r.insts / r.model_s : 0.0,
                   r.model_s > 0 ? 1e-6 * (double)r.lane_ops / r.model_s : 0.0, r.native_s,
                   r.native_s > 0 ? r.model_s / r.native_s : 0.0, check);
            sum_insts += r.insts;
            sum_lops += r.lane_ops;
            sum_s += r.model_s;
        }
        for (unsigned b = 0; b < c.nb; b++) {
            if (c.b[b].native != c.b[b].host)
                free(c.b[b].native);
            free(c.b[b].host);
        }
        fflush(stdout);
    }
    if (sum_s > 0)
        printf("%-13s %-18s %12llu %12llu %5s %8.3f %8.2f %8.1f\n", "all", "", (unsigned long long)sum_insts,
               (unsigned long long)sum_lops, "", sum_s, 1e-6 * (double)sum_insts / sum_s,
               1e-6 * (double)sum_lops / sum_s);
    return status;
}
