/* A launch's timeline as Chrome/Perfetto trace-event JSON (docs/timeline.md).
 *
 * Every retired instruction comes in as a span on its wave: on the model
 * one tick of the model's instruction clock (each retired instruction of any
 * wave is one tick); on the RTL from its first retirement beat to its END
 * beat, in cycles (the testbench's lines, tb_config.timeline).  Written out:
 * process 1 "waves", a thread per wave with its instructions (PC and
 * disassembly in args), spans on one thread never overlapping; process 2
 * "units", a counter track per unit with the instructions in flight on it;
 * process 3 "counters", the profiler counters the instruction stream gives
 * (SQ_INSTS and its categories, by gcn_perf_insn: the model's rule) as they
 * grow, and the backend's other counters at the end of the run.  One unit
 * of time in the viewer (1 us) is one cycle or one tick. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gcn/decode.h"
#include "gcn/disasm.h"
#include "gcn/perf.h"
#include "runtime_internal.h"

typedef struct tl_insn {
    uint64_t wave, start, end, pc;   /* [start, end) */
    uint32_t words[3];
    uint8_t nwords;
} tl_insn;

/* Instructions a timeline keeps (about 200 bytes of JSON each); later ones are counted, not kept. */
#define TL_MAX_INSNS 2000000u

struct rt_timeline {
    tl_insn *v;
    size_t n, cap;
    uint64_t dropped;                /* past TL_MAX_INSNS */
    uint64_t tick;                   /* the model's instruction clock */
    int failed;                      /* out of memory */
};

/* The units of the timeline: the instruction table's (gcn_unit), in its order. */
static const char *const unit_names[] = {"SALU", "SMEM", "BRANCH", "VALU", "MFMA", "LDS", "VMEM", "FLAT", "GFX"};
#define NUNITS (sizeof unit_names / sizeof unit_names[0])
#define UNIT_NONE NUNITS   /* an encoding without a row */

rt_timeline *rt_tl_new(void)
{
    return calloc(1, sizeof(rt_timeline));
}

void rt_tl_free(rt_timeline *t)
{
    if (t)
        free(t->v);
    free(t);
}

static void add(rt_timeline *t, uint64_t wave, uint64_t start, uint64_t end, uint64_t pc, const uint32_t *words,
                unsigned nwords)
{
    if (t->n == TL_MAX_INSNS) {
        t->dropped++;
        return;
    }
    if (t->n == t->cap) {
        size_t cap = t->cap ? 2 * t->cap : 1024;
        tl_insn *p = realloc(t->v, cap * sizeof *p);
        if (!p) {
            t->failed = 1;
            return;
        }
        t->v = p;
        t->cap = cap;
    }
    tl_insn *i = &t->v[t->n++];
    memset(i, 0, sizeof *i);
    i->wave = wave;
    i->start = start;
    i->end = end;
    i->pc = pc;
    i->nwords = (uint8_t)(nwords > 3 ? 3 : nwords);
    memcpy(i->words, words, i->nwords * sizeof *words);
}

void rt_tl_model_retire(rt_timeline *t, uint64_t wave_id, const gcn_retire *rec)
{
    add(t, wave_id, t->tick, t->tick + 1, rec->pc, rec->words, rec->nwords);
    t->tick++;
}

int rt_tl_read_rtl(rt_timeline *t, const char *path, rt_devmem *mem, char *err, size_t errsize)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, errsize, "cannot read the testbench's timeline %s", path);
        return -1;
    }
    unsigned wave, unit;
    uint64_t first, end, pc;
    int rc = 0;
    while (!t->failed && (rc = fscanf(f, "%u %u %" SCNu64 " %" SCNu64 " %" SCNx64, &wave, &unit, &first, &end, &pc)) == 5) {
        uint32_t words[3] = {0, 0, 0};
        unsigned n = 0;
        for (const uint8_t *p; n < 3 && (p = rt_devmem_ptr(mem, pc + 4 * n, 4)); n++)
            memcpy(&words[n], p, 4);
        add(t, wave, first, end + 1, pc, words, n);
    }
    int bad = rc != EOF || ferror(f);
    fclose(f);
    if (bad || t->failed) {
        snprintf(err, errsize, "%s: %s", path, t->failed ? "out of memory" : "a line is not 'wave unit first end pc'");
        return -1;
    }
    return 0;
}

/* A JSON string's contents (the disassembly has no control characters). */
static void json_str(FILE *f, const char *s)
{
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            fputc('\\', f);
        if ((unsigned char)*s >= 0x20)
            fputc(*s, f);
    }
}

typedef struct tl_delta {
    uint64_t t;
    unsigned unit;
    int d;
} tl_delta;

static int delta_cmp(const void *a, const void *b)
{
    const tl_delta *x = a, *y = b;
    if (x->t != y->t)
        return x->t < y->t ? -1 : 1;
    return x->d - y->d;   /* an end before a start at the same time */
}

/* Process 2: the instructions in flight per unit, a sample whenever it changes. */
static int write_units(FILE *f, const rt_timeline *t, const uint8_t *unit)
{
    tl_delta *ev = malloc(2 * t->n * sizeof *ev + 1);
    if (!ev)
        return -1;
    size_t n = 0;
    for (size_t i = 0; i < t->n; i++) {
        if (unit[i] == UNIT_NONE)
            continue;
        ev[n++] = (tl_delta){t->v[i].start, unit[i], 1};
        ev[n++] = (tl_delta){t->v[i].end, unit[i], -1};
    }
    qsort(ev, n, sizeof *ev, delta_cmp);
    int busy[NUNITS] = {0};
    for (unsigned u = 0; u < NUNITS; u++)
        fprintf(f, ",\n{\"ph\":\"C\",\"pid\":2,\"name\":\"%s\",\"ts\":0,\"args\":{\"in flight\":0}}", unit_names[u]);
    for (size_t i = 0; i < n; i++) {
        busy[ev[i].unit] += ev[i].d;
        /* one sample per unit and time: the last change at that time */
        if (i + 1 < n && ev[i + 1].t == ev[i].t && ev[i + 1].unit == ev[i].unit)
            continue;
        int later = 0;
        for (size_t j = i + 1; j < n && ev[j].t == ev[i].t; j++)
            later |= ev[j].unit == ev[i].unit;
        if (!later)
            fprintf(f, ",\n{\"ph\":\"C\",\"pid\":2,\"name\":\"%s\",\"ts\":%" PRIu64 ",\"args\":{\"in flight\":%d}}",
                    unit_names[ev[i].unit], ev[i].t, busy[ev[i].unit]);
    }
    free(ev);
    return 0;
}

/* Process 3: the instruction counters as they grow, then the backend's others at the end. */
static void write_counters(FILE *f, const rt_timeline *t, const gcn_inst *in, uint64_t t_end, const uint64_t *perf,
                           unsigned nperf)
{
    uint64_t ctr[GCN_PERF_MAX] = {0}, before[GCN_PERF_MAX];
    int grows[GCN_PERF_MAX] = {0};
    char name[48];
    for (size_t i = 0; i < t->n; i++) {
        memcpy(before, ctr, sizeof ctr);
        gcn_perf_insn(ctr, in[i].desc);
        for (unsigned k = 0; k < GCN_PERF_MAX; k++)
            if (ctr[k] != before[k]) {
                if (!grows[k])
                    fprintf(f, ",\n{\"ph\":\"C\",\"pid\":3,\"name\":\"%s\",\"ts\":0,\"args\":{\"value\":0}}",
                            gcn_perf_name(k, name, sizeof name));
                grows[k] = 1;
                fprintf(f, ",\n{\"ph\":\"C\",\"pid\":3,\"name\":\"%s\",\"ts\":%" PRIu64 ",\"args\":{\"value\":%" PRIu64
                           "}}", gcn_perf_name(k, name, sizeof name), t->v[i].end, ctr[k]);
            }
    }
    for (unsigned k = 0; k < nperf && k < GCN_PERF_MAX; k++)
        if (!grows[k])
            fprintf(f, ",\n{\"ph\":\"C\",\"pid\":3,\"name\":\"%s (end of run)\",\"ts\":%" PRIu64
                       ",\"args\":{\"value\":%" PRIu64 "}}", gcn_perf_name(k, name, sizeof name), t_end, perf[k]);
}

int rt_tl_write(const rt_timeline *t, const char *path, const char *backend, const char *kernel, int rtl,
                const uint64_t *perf, unsigned nperf, char *err, size_t errsize)
{
    if (t->failed) {
        snprintf(err, errsize, "out of memory for the timeline");
        return -1;
    }
    gcn_inst *in = malloc((t->n + 1) * sizeof *in);
    uint8_t *unit = malloc(t->n + 1);
    /* per wave: where its last span ended (waves come in any order of ids) */
    uint64_t *wave_end = calloc(t->n + 1, sizeof *wave_end), *wave_ids = calloc(t->n + 1, sizeof *wave_ids);
    FILE *f = in && unit && wave_end && wave_ids ? fopen(path, "w") : NULL;
    if (!f) {
        snprintf(err, errsize, in && unit && wave_end && wave_ids ? "cannot write %s" : "out of memory", path);
        free(in), free(unit), free(wave_end), free(wave_ids);
        return -1;
    }
    uint64_t t_end = 0;
    for (size_t i = 0; i < t->n; i++) {
        gcn_decode(t->v[i].words, t->v[i].nwords ? t->v[i].nwords : 1, &in[i]);
        unit[i] = in[i].desc && in[i].desc->unit < NUNITS ? in[i].desc->unit : UNIT_NONE;
        t_end = t->v[i].end > t_end ? t->v[i].end : t_end;
    }
    fprintf(f, "{\"otherData\":{\"backend\":\"%s\",\"kernel\":\"", backend);
    json_str(f, kernel ? kernel : "");
    fprintf(f, "\",\"time\":\"%s\",\"instructions\":%zu,\"dropped\":%" PRIu64 "},\n\"traceEvents\":[\n",
            rtl ? "RTL clock cycles: one unit of the viewer's time (1 us) is one cycle; a span runs from the "
                  "instruction's first retirement beat to its END beat"
                : "the model's instruction clock: each instruction any wave retires is one tick, one unit of the "
                  "viewer's time (1 us); it counts instructions, not cycles",
            t->n, t->dropped);
    fprintf(f, "{\"ph\":\"M\",\"pid\":1,\"name\":\"process_name\",\"args\":{\"name\":\"waves\"}},\n"
               "{\"ph\":\"M\",\"pid\":2,\"name\":\"process_name\",\"args\":{\"name\":\"units\"}},\n"
               "{\"ph\":\"M\",\"pid\":3,\"name\":\"process_name\",\"args\":{\"name\":\"counters\"}}");
    /* a wave's slot in wave_end: its id when every id is below n (slots, the model's ids), else looked up */
    int direct = 1;
    for (size_t i = 0; i < t->n; i++)
        direct &= t->v[i].wave < t->n;
    size_t nwaves = 0;
    for (size_t i = 0; i < t->n; i++) {
        const tl_insn *x = &t->v[i];
        size_t w = 0;
        if (direct)
            w = (size_t)x->wave;
        else
            while (w < nwaves && wave_ids[w] != x->wave)
                w++;
        if (direct ? !wave_ids[w] : w == nwaves) {
            wave_ids[direct ? w : nwaves++] = direct ? 1 : x->wave;
            fprintf(f, ",\n{\"ph\":\"M\",\"pid\":1,\"tid\":%" PRIu64 ",\"name\":\"thread_name\",\"args\":{\"name\":\"%s %"
                       PRIu64 "\"}}", x->wave, rtl ? "wave slot" : "wave", x->wave);
        }
        /* a wave's spans follow each other: one starts no earlier than the last ended */
        uint64_t start = x->start > wave_end[w] ? x->start : wave_end[w];
        uint64_t end = x->end > start ? x->end : start;
        wave_end[w] = end;
        char dis[160];
        gcn_dis_ctx ctx = {x->pc, NULL, NULL};
        gcn_disasm(&in[i], &ctx, dis, sizeof dis, NULL, NULL);
        const char *name = in[i].desc ? in[i].desc->name : "invalid";
        fprintf(f, ",\n{\"ph\":\"X\",\"pid\":1,\"tid\":%" PRIu64 ",\"ts\":%" PRIu64 ",\"dur\":%" PRIu64
                   ",\"name\":\"%s\",\"cat\":\"%s\",\"args\":{\"pc\":\"0x%" PRIx64 "\",\"asm\":\"",
                x->wave, start, end - start, name, unit[i] < NUNITS ? unit_names[unit[i]] : "none", x->pc);
        json_str(f, dis);
        fprintf(f, "\"}}");
    }
    int rc = write_units(f, t, unit);
    write_counters(f, t, in, t_end, perf, nperf);
    fprintf(f, "\n]}\n");
    if (fclose(f) != 0 || rc < 0) {
        snprintf(err, errsize, "cannot write %s", path);
        rc = -1;
    }
    free(in), free(unit), free(wave_end), free(wave_ids);
    return rc;
}
