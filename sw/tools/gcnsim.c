/* gcnsim: run a kernel of a clang code object on a backend (the golden model
 * or the RTL) and write its buffers back to files.
 *
 *   gcnsim run CODE_OBJECT -k KERNEL -g GX[xGY[xGZ]] [-b BX[xBY[xBZ]]]
 *              [-a ARG]... [-o IDX:FILE]... [--backend NAME] [--trace FILE]
 *              [--max-instructions N] [--stack BYTES] [--stats] [--coverage FILE] [--check-hazards]
 *              [--fault K[:N]] [--max-cycles N] [--seed N] [--mem-latency MIN:MAX] [--mem-reorder]
 *              [--wave FILE.fst [--wave-window C0:C1]] (RTL backends) [--timeline FILE.json]
 *              [--link SPEC]   (--backend board: the board's host link)
 *   gcnsim list CODE_OBJECT
 *
 * The tool holds no semantics: it parses arguments, moves buffers through
 * the runtime and prints what the run reports.  Backends: model, lockstep,
 * verilator, icarus (docs/runtime.md), board (fpga/board/README.md).  Exit status: 0 the
 * kernel ended, 1 it trapped or hit the instruction limit, 2 bad usage or input, 3 it
 * ended but broke MI200's required wait states (--check-hazards). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "gcn_config.h"

#include "gcn/coverage.h"
#include "gcn/disasm.h"
#include "gcn/hazard.h"
#include "gcn/isa.h"
#include "gcn/perf.h"
#include "gcn_runtime.h"

#define MAX_ARGS 64
#define DEFAULT_MAX_INSTRUCTIONS 200000000ull
#define MAX_BUFFER (1ull << 32)     /* a buffer argument: buf:zero:BYTES or a regular file */

typedef struct sim_arg {
    gcn_rt_arg rt;
    const char *text;
    uint8_t *data;          /* buffer contents (buf:...) */
    size_t size;
    const char *out;        /* -o file, when set */
} sim_arg;

typedef struct sim_opts {
    const char *co, *kernel, *backend, *trace, *coverage, *timeline;
    int wave_window;        /* --wave-window given */
    uint32_t grid[3], wg[3];
    unsigned dims;
    sim_arg args[MAX_ARGS];
    unsigned nargs;
    uint64_t max_instructions;
    uint32_t stack;
    int stats;
    int check_hazards;
    gcn_rt_rtl_opts rtl;
} sim_opts;

typedef struct sim_hooks {
    FILE *trace;
    gcn_cov *cov;           /* --coverage on the model */
    gcn_hazards *hazards;   /* --check-hazards */
    int stats;
    uint64_t family[GCN_FAMILY_COUNT + 1];
    uint64_t *mnemonic;     /* per row of gcn_insns */
    uint64_t perf[GCN_PERF_MAX]; /* the model's profiler counters (gcn_perf_by_model) */
    char *rerun;            /* the command line for the divergence report's hint */
} sim_hooks;

/* The name errors start with (gcnboard compiles this file in under its own). */
static const char *tool_name = "gcnsim";

static void usage(FILE *f)
{
    fprintf(f, "usage: gcnsim run CODE_OBJECT -k KERNEL -g GX[xGY[xGZ]] [-b BX[xBY[xBZ]]]\n"
               "                  [-a ARG]... [-o IDX:FILE]... [--backend model] [--trace FILE]\n"
               "                  [--max-instructions N] [--stack BYTES] [--stats] [--coverage FILE]\n"
               "                  [--check-hazards]\n"
               "       gcnsim list CODE_OBJECT\n"
               "ARG: i32:V u32:V i64:V u64:V f32:V f64:V buf:FILE buf:zero:BYTES local:BYTES\n"
               "     (numbered from 0; buffers up to 4 GiB, FILE a regular file; local: LDS for a\n"
               "     __local pointer argument)\n"
               "-o IDX:FILE writes buffer argument IDX to FILE after the run\n"
               "--stack BYTES adds private memory per work-item for a call stack clang could not size\n"
               "--stats prints the profiler counters, NAME value lines (docs/counters.md): on an RTL backend\n"
               "     all the RTL keeps, on the model its instruction counters and counts per family and mnemonic\n"
               "--coverage FILE writes the functional coverage of the retired instructions (model, lockstep\n"
               "     and icarus backends; docs/verification.md)\n"
               "--check-hazards reports, on stderr, each pair of instructions closer than MI200's required\n"
               "     wait states (MFMAs, AccVGPR moves; docs/mfma.md) and exits 3 (model backend)\n"
               "--timeline FILE.json writes the run as Chrome/Perfetto trace events: a track per wave and per\n"
               "     unit, the profiler counters (any backend but board; docs/timeline.md)\n"
               "--wave FILE.fst [--wave-window C0:C1] writes the RTL's waveforms, cycles C0..C1 (default: all), one\n"
               "     ns a cycle in GTKWave (verilator, lockstep: make tb-rtl-trace first; icarus; docs/verification.md)\n"
               "--backend model|lockstep|verilator|icarus: lockstep runs the RTL with every instruction\n"
               "     checked against the model, verilator the RTL alone, icarus lockstep with the RTL\n"
               "     simulated by Icarus in a vvp process (docs/runtime.md)\n"
               "RTL backends: --fault K[:N] (fault point K at its N-th event), --max-cycles N,\n"
               "     --seed N (the memory model's), --mem-latency MIN:MAX (data-memory responses after MIN..MAX\n"
               "     cycles, drawn from the seed), --mem-reorder (due responses return in a seeded order)\n"
               "--backend board --link SPEC: the RTL on an FPGA board through its UART host link, SPEC a serial\n"
               "     device (PATH or serial:PATH@BAUD) or exec:COMMAND, a simulated board (fpga/board/README.md);\n"
               "     --max-cycles N bounds the run in board clocks; $GCN_BOARD_LINK is the link when --link is absent\n");
}

static int bad(const char *fmt, const char *what)
{
    fprintf(stderr, "%s: ", tool_name);
    fprintf(stderr, fmt, what);
    fprintf(stderr, "\n");
    return -1;
}

/* ---- number parsing: the whole text must be a number in range ---- */

static int parse_u64(const char *s, uint64_t *v)
{
    if (!*s || *s == '-' || *s == '+' || *s == ' ')
        return -1;
    char *end;
    errno = 0;
    unsigned long long x = strtoull(s, &end, 0);
    if (errno || *end)
        return -1;
    *v = x;
    return 0;
}

static int parse_i64(const char *s, int64_t *v)
{
    if (!*s || *s == ' ')
        return -1;
    char *end;
    errno = 0;
    long long x = strtoll(s, &end, 0);
    if (errno || *end)
        return -1;
    *v = x;
    return 0;
}

static int parse_f64(const char *s, double *v)
{
    if (!*s || *s == ' ')
        return -1;
    char *end;
    errno = 0;
    double x = strtod(s, &end);
    if (*end || (errno && x != 0))
        return -1;
    *v = x;
    return 0;
}

/* "X[xY[xZ]]": 1 to 3 positive sizes; *dims receives the count. */
static int parse_sizes(const char *s, uint32_t out[3], unsigned *dims)
{
    char buf[64];
    if (strlen(s) >= sizeof buf)
        return -1;
    strcpy(buf, s);
    unsigned n = 0;
    for (char *tok = buf, *next; tok; tok = next) {
        next = strchr(tok, 'x');
        if (next)
            *next++ = '\0';
        uint64_t v;
        if (n == 3 || parse_u64(tok, &v) < 0 || v == 0 || v > 0xffffffffu)
            return -1;
        out[n++] = (uint32_t)v;
    }
    for (unsigned i = n; i < 3; i++)
        out[i] = 1;
    if (dims)
        *dims = n;
    return 0;
}

/* ---- arguments ---- */

static int parse_buf(sim_arg *a, const char *spec)
{
    a->rt.type = GCN_RT_PTR;
    if (strncmp(spec, "zero:", 5) == 0) {
        uint64_t n;
        if (parse_u64(spec + 5, &n) < 0 || n == 0 || n > MAX_BUFFER)
            return bad("bad buffer size in '%s' (buf:zero:BYTES, 1 to 4 GiB)", a->text);
        a->data = calloc(1, (size_t)n);
        a->size = (size_t)n;
        return a->data ? 0 : bad("out of memory for '%s'", a->text);
    }
    if (!*spec)
        return bad("'%s' names no file", a->text);
    char err[320], msg[400];
    if (gcn_read_file(spec, MAX_BUFFER, &a->data, &a->size, err, sizeof err) < 0) {
        snprintf(msg, sizeof msg, "'%s': %s", a->text, err);
        return bad("%s", msg);
    }
    if (a->size == 0)
        return bad("buffer file of '%s' is empty", a->text);
    return 0;
}

static int parse_arg(sim_arg *a, const char *text)
{
    a->text = text;
    const char *colon = strchr(text, ':');
    if (!colon)
        return bad("argument '%s' is not TYPE:VALUE (i32 u32 i64 u64 f32 f64 buf local)", text);
    size_t tl = (size_t)(colon - text);
    const char *v = colon + 1;
    int64_t i;
    uint64_t u;
    double f;
#define IS(t) (tl == strlen(t) && strncmp(text, t, tl) == 0)
    if (IS("buf"))
        return parse_buf(a, v);
    if (IS("local")) {
        if (parse_u64(v, &u) < 0 || u == 0 || u > 65536)
            return bad("bad LDS size in '%s' (local:BYTES, 1 to 65536)", text);
        a->rt = (gcn_rt_arg){GCN_RT_LOCAL, {.u32 = (uint32_t)u}};
        return 0;
    }
    if (IS("i32") && parse_i64(v, &i) == 0 && i >= INT32_MIN && i <= INT32_MAX)
        a->rt = (gcn_rt_arg){GCN_RT_I32, {.i32 = (int32_t)i}};
    else if (IS("u32") && parse_u64(v, &u) == 0 && u <= UINT32_MAX)
        a->rt = (gcn_rt_arg){GCN_RT_U32, {.u32 = (uint32_t)u}};
    else if (IS("i64") && parse_i64(v, &i) == 0)
        a->rt = (gcn_rt_arg){GCN_RT_I64, {.i64 = i}};
    else if (IS("u64") && parse_u64(v, &u) == 0)
        a->rt = (gcn_rt_arg){GCN_RT_U64, {.u64 = u}};
    else if (IS("f32") && parse_f64(v, &f) == 0)
        a->rt = (gcn_rt_arg){GCN_RT_F32, {.f32 = (float)f}};
    else if (IS("f64") && parse_f64(v, &f) == 0)
        a->rt = (gcn_rt_arg){GCN_RT_F64, {.f64 = f}};
    else if (IS("i32") || IS("u32") || IS("i64") || IS("u64") || IS("f32") || IS("f64"))
        return bad("bad value in argument '%s' (not a number, or out of the type's range)", text);
    else
        return bad("argument '%s' has an unknown type (i32 u32 i64 u64 f32 f64 buf local)", text);
#undef IS
    return 0;
}

static int parse_output(sim_opts *o, const char *text)
{
    const char *colon = strchr(text, ':');
    char idx[16];
    uint64_t n;
    if (!colon || colon == text || (size_t)(colon - text) >= sizeof idx || !colon[1])
        return bad("-o '%s' is not IDX:FILE", text);
    memcpy(idx, text, (size_t)(colon - text));
    idx[colon - text] = '\0';
    if (parse_u64(idx, &n) < 0 || n >= o->nargs)
        return bad("-o '%s': no argument with that index", text);
    if (o->args[n].rt.type != GCN_RT_PTR)
        return bad("-o '%s': that argument is not a buffer", text);
    o->args[n].out = colon + 1;
    return 0;
}

/* ---- options ---- */

static int need(int i, int argc, const char *opt)
{
    return i + 1 < argc ? 0 : bad("option %s needs a value", opt);
}

static int takes_value(const char *a)
{
    static const char *const opts[] = {"-k", "-g", "-b", "-a", "-o", "--backend", "--trace", "--coverage",
                                       "--max-instructions", "--stack", "--fault", "--max-cycles", "--seed",
                                       "--mem-latency", "--link", "--wave", "--wave-window", "--timeline"};
    for (size_t i = 0; i < sizeof opts / sizeof opts[0]; i++)
        if (!strcmp(a, opts[i]))
            return 1;
    return 0;
}

/* "K[:N]": fault point K (1..255) at its N-th event (default 1). */
static int parse_fault(const char *v, gcn_rt_rtl_opts *r)
{
    char buf[48];
    uint64_t k, n = 1;
    if (strlen(v) >= sizeof buf)
        return -1;
    strcpy(buf, v);
    char *colon = strchr(buf, ':');
    if (colon) {
        *colon = '\0';
        if (parse_u64(colon + 1, &n) < 0 || n == 0 || n > 0x7fffffff)
            return -1;
    }
    if (parse_u64(buf, &k) < 0 || k == 0 || k > 255)
        return -1;
    r->fault_kind = (unsigned)k;
    r->fault_n = (unsigned)n;
    return 0;
}

/* "A:B", two numbers. */
static int parse_pair(const char *v, uint64_t *a, uint64_t *b)
{
    char buf[48];
    if (strlen(v) >= sizeof buf)
        return -1;
    strcpy(buf, v);
    char *colon = strchr(buf, ':');
    if (!colon)
        return -1;
    *colon = '\0';
    return parse_u64(buf, a) < 0 || parse_u64(colon + 1, b) < 0 ? -1 : 0;
}

/* "MIN:MAX" cycles, 1 <= MIN <= MAX <= 100000. */
static int parse_latency(const char *v, gcn_rt_rtl_opts *r)
{
    uint64_t lo, hi;
    if (parse_pair(v, &lo, &hi) < 0 || lo < 1 || hi < lo || hi > 100000)
        return -1;
    r->mem_latency_min = (unsigned)lo;
    r->mem_latency_max = (unsigned)hi;
    return 0;
}

/* "C0:C1" cycles, C0 < C1. */
static int parse_window(const char *v, gcn_rt_rtl_opts *r)
{
    if (parse_pair(v, &r->wave_from, &r->wave_to) < 0 || r->wave_to <= r->wave_from)
        return -1;
    return 0;
}

static int parse_rtl_opt(sim_opts *o, const char *a, const char *v)
{
    if (!strcmp(a, "--wave-window")) {
        o->wave_window = 1;
        return parse_window(v, &o->rtl) < 0 ? bad("bad waveform window '%s' (C0:C1 cycles, C0 < C1)", v) : 0;
    }
    if (!strcmp(a, "--fault"))
        return parse_fault(v, &o->rtl) < 0 ? bad("bad fault '%s' (K[:N], K 1..255, N >= 1)", v) : 0;
    if (!strcmp(a, "--mem-latency"))
        return parse_latency(v, &o->rtl) < 0 ? bad("bad memory latency '%s' (MIN:MAX cycles, 1 <= MIN <= MAX <= 100000)",
                                                   v) : 0;
    uint64_t *dst = !strcmp(a, "--seed") ? &o->rtl.seed : &o->rtl.max_cycles;
    if (parse_u64(v, dst) < 0 || *dst == 0)
        return bad("bad value '%s' (a positive number)", v);
    return 0;
}

/* One option with its value.  -o is kept for later: it names an argument
 * index, which is checked once all arguments are known. */
static int parse_valued(sim_opts *o, const char *a, const char *v, const char **outs, unsigned *nouts)
{
    uint64_t b;
    if (!strcmp(a, "-k"))
        o->kernel = v;
    else if (!strcmp(a, "-g")) {
        if (parse_sizes(v, o->grid, &o->dims) < 0)
            return bad("bad grid size '%s' (GX[xGY[xGZ]], positive numbers)", v);
    } else if (!strcmp(a, "-b")) {
        if (parse_sizes(v, o->wg, NULL) < 0)
            return bad("bad workgroup size '%s' (BX[xBY[xBZ]], positive numbers)", v);
    } else if (!strcmp(a, "-a")) {
        if (o->nargs == MAX_ARGS)
            return bad("too many arguments (at most %s)", "64");
        return parse_arg(&o->args[o->nargs++], v);
    } else if (!strcmp(a, "-o")) {
        if (*nouts == MAX_ARGS)
            return bad("too many outputs (at most %s)", "64");
        outs[(*nouts)++] = v;
    } else if (!strcmp(a, "--backend"))
        o->backend = v;
    else if (!strcmp(a, "--trace"))
        o->trace = v;
    else if (!strcmp(a, "--coverage"))
        o->coverage = v;
    else if (!strcmp(a, "--link"))
        o->rtl.link = v;
    else if (!strcmp(a, "--wave"))
        o->rtl.wave = v;
    else if (!strcmp(a, "--timeline"))
        o->timeline = v;
    else if (!strcmp(a, "--wave-window") || !strcmp(a, "--fault") || !strcmp(a, "--max-cycles") || !strcmp(a, "--seed") || !strcmp(a, "--mem-latency"))
        return parse_rtl_opt(o, a, v);
    else if (!strcmp(a, "--max-instructions")) {
        if (parse_u64(v, &o->max_instructions) < 0 || o->max_instructions == 0)
            return bad("bad instruction limit '%s'", v);
    } else if (parse_u64(v, &b) < 0 || b > (1u << 20)) {   /* --stack */
        return bad("bad stack size '%s' (bytes per work-item, at most 1 MiB)", v);
    } else {
        o->stack = (uint32_t)b;
    }
    return 0;
}

/* Options the chosen backend would ignore are refused: which ones it takes
 * is the runtime's to say (gcn_rt_backend_caps).  An unknown backend is
 * left for gcn_rt_open to report with the list of backends. */
static int check_backend_opts(const sim_opts *o)
{
    int caps = gcn_rt_backend_caps(o->backend);
    if (caps < 0)
        return 0;
    int tb_opts = o->rtl.fault_kind || o->rtl.seed || o->rtl.mem_latency_max || o->rtl.mem_reorder;
    if (!(caps & (GCN_RT_CAP_TESTBENCH | GCN_RT_CAP_CYCLES)) && (tb_opts || o->rtl.max_cycles))
        return bad("%s", "--fault, --max-cycles, --seed, --mem-latency and --mem-reorder are for the RTL backends");
    if (!(caps & GCN_RT_CAP_HOOKS) && o->check_hazards)
        return bad("%s", "--check-hazards is for the model backend");
    if (!(caps & GCN_RT_CAP_LINK) && o->rtl.link)
        return bad("%s", "--link is for --backend board");
    if (!(caps & GCN_RT_CAP_TESTBENCH) && tb_opts)
        return bad("--fault, --seed, --mem-latency and --mem-reorder are not for --backend %s", o->backend);
    if (!(caps & GCN_RT_CAP_WAVES) && o->rtl.wave)
        return bad("--wave writes the RTL's waveforms: --backend %s simulates no RTL (use verilator, lockstep or "
                   "icarus)", o->backend);
    if (o->wave_window && !o->rtl.wave)
        return bad("%s", "--wave-window needs --wave FILE.fst");
    if (!(caps & GCN_RT_CAP_TIMELINE) && o->timeline)
        return bad("--timeline is not for --backend %s", o->backend);
    if (!(caps & (GCN_RT_CAP_HOOKS | GCN_RT_CAP_CHECKER)) && (o->trace || o->coverage))
        return bad("--trace and --coverage follow the checked instructions, which --backend %s does not check: "
                   "use --backend lockstep (or model)", o->backend);
    return 0;
}

static int check_opts(sim_opts *o, const char **outs, unsigned nouts)
{
    if (!o->co)
        return bad("%s", "no code object given");
    if (!o->kernel)
        return bad("%s", "no kernel given (-k KERNEL)");
    if (!o->dims)
        return bad("%s", "no grid size given (-g GX[xGY[xGZ]])");
    if ((uint64_t)o->wg[0] * o->wg[1] * o->wg[2] > 1024)
        return bad("workgroup %s has more than 1024 work-items", "size");
    if (check_backend_opts(o) < 0)
        return -1;
    for (unsigned k = 0; k < nouts; k++)
        if (parse_output(o, outs[k]) < 0)
            return -1;
    return 0;
}

static int parse_opts(int argc, char **argv, sim_opts *o)
{
    const char *outs[MAX_ARGS];
    unsigned nouts = 0;
    memset(o, 0, sizeof *o);
    o->backend = "model";
    o->max_instructions = DEFAULT_MAX_INSTRUCTIONS;
    o->wg[0] = 64;
    o->wg[1] = o->wg[2] = 1;
    for (int i = 2; i < argc; i++) {
        const char *a = argv[i];
        if (takes_value(a)) {
            if (need(i, argc, a) < 0 || parse_valued(o, a, argv[i + 1], outs, &nouts) < 0)
                return -1;
            i++;
        } else if (!strcmp(a, "--stats")) {
            o->stats = 1;
        } else if (!strcmp(a, "--mem-reorder")) {
            o->rtl.mem_reorder = 1;
        } else if (!strcmp(a, "--check-hazards")) {
            o->check_hazards = 1;
        } else if (a[0] == '-' && a[1]) {
            return bad("unknown option '%s'", a);
        } else if (!o->co) {
            o->co = a;
        } else {
            return bad("unexpected argument '%s'", a);
        }
    }
    return check_opts(o, outs, nouts);
}

/* ---- trace and statistics ---- */

static const char *sgpr_name(unsigned r, char *buf, size_t n)
{
    static const char *const special[] = {"flat_scratch_lo", "flat_scratch_hi", "xnack_mask_lo", "xnack_mask_hi",
                                          "vcc_lo", "vcc_hi"};
    if (r < 102) snprintf(buf, n, "s%u", r);
    else if (r < 108) snprintf(buf, n, "%s", special[r - 102]);
    else if (r < 124) snprintf(buf, n, "ttmp%u", r - 108);
    else if (r == 124) snprintf(buf, n, "m0");
    else if (r == 126) snprintf(buf, n, "exec_lo");
    else if (r == 127) snprintf(buf, n, "exec_hi");
    else snprintf(buf, n, "sreg%u", r);
    return buf;
}

static void trace_vgpr(FILE *f, const gcn_vgpr_write *v)
{
    fprintf(f, " v%u", v->reg);
    if (v->mask == 0) {
        fprintf(f, "{}");
        return;
    }
    int same = 1, first = -1;
    for (unsigned l = 0; l < GCN_WAVE_SIZE; l++) {
        if (!(v->mask >> l & 1))
            continue;
        if (first < 0)
            first = (int)l;
        else if (v->value[l] != v->value[first])
            same = 0;
    }
    if (same) {
        fprintf(f, "{%016llx}=0x%x", (unsigned long long)v->mask, v->value[first]);
        return;
    }
    fprintf(f, "{%016llx}=[", (unsigned long long)v->mask);
    for (unsigned l = 0, k = 0; l < GCN_WAVE_SIZE; l++)
        if (v->mask >> l & 1)
            fprintf(f, "%s%u:0x%x", k++ ? " " : "", l, v->value[l]);
    fprintf(f, "]");
}

static void trace_line(FILE *f, uint64_t wave_id, const gcn_retire *rec)
{
    gcn_inst in;
    char text[160], name[24];
    gcn_decode(rec->words, rec->nwords, &in);
    gcn_dis_ctx ctx = {rec->pc, NULL, NULL};
    gcn_disasm(&in, &ctx, text, sizeof text, NULL, NULL);
    fprintf(f, "w%llu %010llx  %-48s ;", (unsigned long long)wave_id, (unsigned long long)rec->pc, text);
    for (unsigned i = 0; i < rec->n_sgpr; i++)
        fprintf(f, " %s=0x%x", sgpr_name(rec->sgpr[i].reg, name, sizeof name), rec->sgpr[i].value);
    if (rec->scc_written)
        fprintf(f, " scc=%u", rec->scc);
    if (rec->mode_written)
        fprintf(f, " mode=0x%x", rec->mode);
    for (unsigned i = 0; i < rec->n_vgpr; i++)
        trace_vgpr(f, &rec->vgpr[i]);
    for (unsigned i = 0; i < rec->n_mem; i++) {
        const gcn_store_rec *m = &rec->mem[i];
        fprintf(f, " %s[0x%llx]@%u=", m->lds ? "lds" : "mem", (unsigned long long)m->addr, m->lane);
        for (unsigned b = m->bytes; b-- > 0;)
            fprintf(f, "%02x", m->data[b]);
    }
    if (rec->mem_overflow)
        fprintf(f, " (more stores)");
    if (rec->next_pc != rec->pc + 4u * rec->nwords)
        fprintf(f, " pc->%010llx", (unsigned long long)rec->next_pc);
    fputc('\n', f);
}

static void on_wave_start(void *user, const gcn_wave *w, uint64_t wave_id)
{
    sim_hooks *h = user;
    gcn_cov_wave_start(h->cov, wave_id, w);
}

static void on_retire(void *user, const gcn_wave *w, uint64_t wave_id, const gcn_retire *rec)
{
    sim_hooks *h = user;
    if (h->trace)
        trace_line(h->trace, wave_id, rec);
    if (h->cov)
        gcn_cov_retire(h->cov, wave_id, NULL, w, rec);
    if (h->stats) {
        gcn_inst in;
        gcn_decode(rec->words, rec->nwords, &in);
        h->family[in.desc ? in.family : GCN_FAMILY_COUNT]++;
        if (in.desc)
            h->mnemonic[in.desc - gcn_insns]++;
        gcn_perf_insn(h->perf, in.desc);
    }
}

static void print_stats(const sim_hooks *h, uint64_t total)
{
    printf("instructions per family:\n");
    for (unsigned f = 0; f <= GCN_FAMILY_COUNT; f++)
        if (h->family[f])
            printf("  %-10s %12llu  %5.1f%%\n", f < GCN_FAMILY_COUNT ? gcn_family_names[f] : "invalid",
                   (unsigned long long)h->family[f], 100.0 * (double)h->family[f] / (double)(total ? total : 1));
    printf("instructions per mnemonic:\n");
    for (unsigned i = 0; i < gcn_insn_count; i++)
        if (h->mnemonic[i])
            printf("  %-28s %12llu\n", gcn_insns[i].name, (unsigned long long)h->mnemonic[i]);
}

/* ---- run ---- */

/* The RTL run's own line: the checker's verdict, instructions, cycles, IPC
 * (instructions retired per cycle over the whole CU). */
static void print_rtl(const gcn_rt_rtl_stats *s)
{
    double ipc = s->cycles ? (double)s->retired / (double)s->cycles : 0.0;
    if (s->checked_run)
        printf("rtl: checker %s, %llu instructions retired, %llu checked, %llu cycles, IPC %.3f (%.1f s)\n",
               s->passed ? "PASS" : "FAIL", (unsigned long long)s->retired, (unsigned long long)s->checked,
               (unsigned long long)s->cycles, ipc, s->seconds);
    else
        printf("rtl: %s (no checker), %llu instructions retired, %llu cycles, IPC %.3f (%.1f s)\n",
               s->passed ? "ended" : "stopped", (unsigned long long)s->retired, (unsigned long long)s->cycles, ipc,
               s->seconds);
}

/* --wave: the FST's signal layouts, a .gtkw file per unit next to it, made
 * from the RTL hierarchy by scripts/gtkw_layouts.py (found above the
 * program: build/ or build/config/NAME/).  0, or -1 when the script failed. */
static int wave_layouts(const sim_opts *o)
{
    const gcn_rt_rtl_opts *r = &o->rtl;
    char when[64] = "the whole run";
    if (r->wave_to)
        snprintf(when, sizeof when, "cycles %llu to %llu", (unsigned long long)r->wave_from,
                 (unsigned long long)r->wave_to);
    printf("waveforms: %s, %s, one ns a cycle in GTKWave (gtkwave %s)\n", r->wave, when, r->wave);
    char dir[4096], script[4200];
    ssize_t len = readlink("/proc/self/exe", dir, sizeof dir - 1);
    dir[len > 0 ? len : 0] = '\0';
    int found = 0;
    for (int up = 0; up < 4 && !found; up++) {
        char *slash = strrchr(dir, '/');
        if (!slash)
            break;
        *slash = '\0';
        found = snprintf(script, sizeof script, "%s/scripts/gtkw_layouts.py", dir) < (int)sizeof script &&
                access(script, R_OK) == 0;
    }
    if (!found) {
        printf("waveforms: signal layouts per unit: scripts/gtkw_layouts.py %s\n", r->wave);
        return 0;
    }
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        execlp("python3", "python3", script, r->wave, "--config", GCN_CFG_NAME, (char *)NULL);
        _exit(127);
    }
    int status = 0;
    if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return bad("the signal layouts of %s could not be made (scripts/gtkw_layouts.py)", r->wave);
    return 0;
}

static int upload_args(gcn_rt *rt, sim_opts *o)
{
    for (unsigned i = 0; i < o->nargs; i++) {
        sim_arg *a = &o->args[i];
        if (a->rt.type != GCN_RT_PTR)
            continue;
        a->rt.v.ptr = gcn_rt_alloc(rt, a->size);
        if (!a->rt.v.ptr || gcn_rt_write(rt, a->rt.v.ptr, a->data, a->size) < 0)
            return bad("%s", gcn_rt_error(rt));
    }
    return 0;
}

static int write_outputs(gcn_rt *rt, sim_opts *o)
{
    for (unsigned i = 0; i < o->nargs; i++) {
        sim_arg *a = &o->args[i];
        if (!a->out)
            continue;
        if (gcn_rt_read(rt, a->rt.v.ptr, a->data, a->size) < 0)
            return bad("%s", gcn_rt_error(rt));
        FILE *f = fopen(a->out, "wb");
        if (!f)
            return bad("cannot write %s", a->out);
        size_t put = fwrite(a->data, 1, a->size, f);
        if (fclose(f) != 0 || put != a->size)
            return bad("cannot write %s", a->out);
    }
    return 0;
}

/* --check-hazards: each violation once, then how many; the kernel's results
 * (the model's) are still written, but the run fails. */
static unsigned print_hazards(const gcn_hazards *hz)
{
    unsigned n = gcn_hazards_count(hz);
    for (unsigned i = 0; i < n; i++) {
        char line[512];
        gcn_hazard_format(gcn_hazards_get(hz, i), line, sizeof line);
        fprintf(stderr, "gcnsim: hazard: %s\n", line);
    }
    if (n)
        fprintf(stderr, "gcnsim: %u pair%s of instructions closer than the required wait states: "
                        "MI200 would compute garbage (docs/mfma.md)\n", n, n == 1 ? "" : "s");
    return n;
}

static int launch(gcn_rt *rt, sim_opts *o, sim_hooks *h)
{
    gcn_rt_arg args[MAX_ARGS];
    for (unsigned i = 0; i < o->nargs; i++)
        args[i] = o->args[i].rt;
    gcn_rt_launch l = {0};
    l.kernel = o->kernel;
    l.dims = o->dims;
    memcpy(l.global, o->grid, sizeof l.global);
    memcpy(l.local, o->wg, sizeof l.local);
    l.args = args;
    l.nargs = o->nargs;
    l.max_instructions = o->max_instructions;
    l.extra_private = o->stack;
    if (h->trace || h->stats || h->cov) {
        l.on_retire = on_retire;
        l.user = h;
    }
    if (h->cov)
        l.on_wave_start = on_wave_start;
    l.hazards = h->hazards;
    l.timeline = o->timeline;
    gcn_run_result res;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    int rc = gcn_rt_run(rt, &l, &res);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double secs = (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec);
    if (rc < 0 && res.status == GCN_RUN_SETUP) {
        bad("%s", res.msg);
        return 2;
    }
    /* what ran is covered, the run's end whatever it was */
    char err[320];
    if (h->cov && gcn_cov_save(h->cov, o->coverage, err, sizeof err) < 0) {
        bad("%s", err);
        return 2;
    }
    printf("kernel %s: %s, %llu instructions, %llu waves, %llu workgroups\n", o->kernel,
           res.status == GCN_RUN_OK ? "ended" : res.status == GCN_RUN_TRAP ? "trapped" : "stopped",
           (unsigned long long)res.instructions, (unsigned long long)res.waves, (unsigned long long)res.workgroups);
    const gcn_rt_rtl_stats *rs = gcn_rt_rtl_last(rt);
    if (rs->valid)
        print_rtl(rs);
    /* profiler counters (docs/counters.md): the RTL's, all it read; the model's, those it counts */
    if (o->stats && rs->valid) {
        gcn_perf_print(stdout, rs->perf, rs->nperf, 0);
    } else if (o->stats) {
        h->perf[GCN_PERF_SQ_WAVES] = res.waves;
        gcn_perf_print(stdout, h->perf, GCN_PERF_FIXED, 1);
        print_stats(h, res.instructions);
        printf("time %.3f s, %.0f wave-instructions/s (with statistics on)\n", secs,
               secs > 0 ? (double)res.instructions / secs : 0.0);
    }
    unsigned broken = h->hazards ? print_hazards(h->hazards) : 0;
    if (o->rtl.wave && wave_layouts(o) < 0)
        return 2;
    if (o->timeline)
        printf("timeline: %s (Perfetto or chrome://tracing; scripts/timeline_plot.py %s -o PNG)\n", o->timeline,
               o->timeline);
    if (rc < 0) {
        fprintf(stderr, "%s: %s\n", tool_name, res.msg);
        return 1;
    }
    return write_outputs(rt, o) < 0 ? 2 : broken ? 3 : 0;
}

/* The command line as a shell would rerun it, without --wave and
 * --wave-window (the divergence report adds its own); NULL when out of memory. */
static char *rerun_command(int argc, char **argv)
{
    size_t len = 1;
    for (int i = 0; i < argc; i++)
        len += 4 * strlen(argv[i]) + 3;
    char *s = calloc(len, 1), *p = s;
    for (int i = 0; s && i < argc; i++) {
        if (!strcmp(argv[i], "--wave") || !strcmp(argv[i], "--wave-window")) {
            i++;
            continue;
        }
        int plain = *argv[i] != '\0';
        for (const char *c = argv[i]; *c; c++)
            plain &= strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:=,+@%", *c) != NULL;
        p += sprintf(p, "%s%s", p == s ? "" : " ", plain ? "" : "'");
        for (const char *c = argv[i]; *c; c++)
            p += *c == '\'' ? sprintf(p, "'\\''") : sprintf(p, "%c", *c);
        if (!plain)
            p += sprintf(p, "'");
    }
    return s;
}

static int cmd_run(int argc, char **argv)
{
    sim_opts *o = calloc(1, sizeof *o);
    sim_hooks h = {0};
    char err[320];
    gcn_rt *rt = NULL;
    int rc = 2;
    if (!o || parse_opts(argc, argv, o) < 0)
        goto done;
    if (!(rt = gcn_rt_open(o->backend, err, sizeof err))) {
        bad("%s", err);
        goto done;
    }
    o->rtl.trace = o->trace;
    o->rtl.coverage = o->coverage;
    if (!(o->rtl.rerun = h.rerun = rerun_command(argc, argv)))
        goto done;
    gcn_rt_set_rtl_opts(rt, &o->rtl);
    if (gcn_rt_load(rt, o->co) < 0) {
        fprintf(stderr, "%s: %s: %s\n", tool_name, o->co, gcn_rt_error(rt));
        goto done;
    }
    /* the RTL backends write the trace themselves (the checker's lines) */
    int hooks = (gcn_rt_backend_caps(o->backend) & GCN_RT_CAP_HOOKS) != 0;
    if (o->trace && hooks && !(h.trace = fopen(o->trace, "w"))) {
        bad("cannot write %s", o->trace);
        goto done;
    }
    h.stats = o->stats;
    if (o->coverage && hooks && !(h.cov = gcn_cov_new()))
        goto done;
    if (h.stats && !(h.mnemonic = calloc(gcn_insn_count, sizeof *h.mnemonic)))
        goto done;
    if (o->check_hazards && !(h.hazards = gcn_hazards_new()))
        goto done;
    if (upload_args(rt, o) == 0)
        rc = launch(rt, o, &h);
done:
    if (h.trace)
        fclose(h.trace);
    free(h.rerun);
    free(h.mnemonic);
    gcn_cov_free(h.cov);
    gcn_hazards_free(h.hazards);
    if (o)
        for (unsigned i = 0; i < o->nargs; i++)
            free(o->args[i].data);
    free(o);
    gcn_rt_close(rt);
    return rc;
}

static int cmd_list(int argc, char **argv)
{
    if (argc != 3) {
        usage(stderr);
        return 2;
    }
    gcn_code_object co;
    char err[320];
    if (gcn_co_load(&co, argv[2], err, sizeof err) < 0) {
        fprintf(stderr, "%s: %s: %s\n", tool_name, argv[2], err);
        return 2;
    }
    printf("code object v%u, target %s\n", co.version, co.target[0] ? co.target : "?");
    for (unsigned i = 0; i < co.nkernels; i++) {
        const gcn_kernel *k = &co.kernels[i];
        printf("kernel %s: lds %u, private %u, kernarg %u, vgprs %u (accum_offset %u), user sgprs %u\n", k->name,
               k->kd.group_segment_fixed_size, k->kd.private_segment_fixed_size, k->kernarg_segment_size,
               k->kd.vgpr_alloc, k->kd.accum_offset, k->kd.user_sgpr_count);
        for (unsigned a = 0, n = 0; a < k->nargs; a++) {
            const gcn_kernel_arg *arg = &k->args[a];
            int hidden = gcn_arg_kind_hidden(arg->kind);
            if (hidden)
                printf("    -");
            else
                printf("  %3u", n++);
            printf("  offset %3u size %2u %-24s %s %s\n", arg->offset, arg->size, gcn_arg_kind_name(arg->kind),
                   arg->type_name, arg->name);
        }
    }
    gcn_co_free(&co);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 2 && !strcmp(argv[1], "run"))
        return cmd_run(argc, argv);
    if (argc >= 2 && !strcmp(argv[1], "list"))
        return cmd_list(argc, argv);
    if (argc >= 2 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help"))) {
        usage(stdout);
        return 0;
    }
    usage(stderr);
    return 2;
}
