/* The lockstep checker: retirement beats -> one record per instruction;
 * at END the model's copy of the wave steps one instruction and everything
 * is compared; load data that comes back after retirement (LATE beats) is
 * compared when it arrives; the first divergence stops the run with a
 * report. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gcn/coverage.h"
#include "gcn/disasm.h"
#include "tb_internal.h"

#define MAX_SGPR 128
#define MAX_VGPR 64
#define MAX_BYTES 4096   /* stored bytes per instruction */
#define HIST_LEN 512
#define TB_UNITS 5       /* beat sources: SALU 0, VALU 1, LSU 2, LSU return 3, DS 4 */
#define UNIT_LSU 2
#define UNIT_LSU_RET 3   /* the LSU's return engine: LATE beats, and TRAP beats outside any instruction */
#define MAX_AHEAD 64     /* ended records of a wave waiting for an older one */

typedef struct tb_byte {
    uint64_t addr;   /* bit 63 set: LDS */
    uint8_t value;
} tb_byte;

/* What the DUT reported for one instruction. */
typedef struct tb_actual {
    struct tb_actual *next_free;
    uint64_t pc, next_pc, cycle;
    uint32_t words[3];
    unsigned nwords;
    unsigned n_sgpr;
    struct { uint8_t reg; uint32_t value; } sgpr[MAX_SGPR];
    unsigned n_vgpr;
    struct { uint16_t reg; uint64_t mask; uint32_t value[GCN_WAVE_SIZE]; } vgpr[MAX_VGPR];
    unsigned n_bytes;
    tb_byte bytes[MAX_BYTES];
    int trap, scc_written, scc;
    unsigned trap_cause;
} tb_actual;

/* A register write of a load the DUT still owes. */
typedef struct tb_late {
    uint8_t is_v, cnt, smem;     /* cnt: 0 vmcnt, 1 lgkmcnt */
    uint8_t clock;               /* s_memtime/s_memrealtime: the DUT's value is taken */
    uint16_t reg;
    uint64_t left;               /* lanes still owed (SGPR: 1) */
    uint64_t idx;                /* the load's number among its counter's operations */
    uint64_t pc;
    uint32_t value[GCN_WAVE_SIZE];
} tb_late;

typedef struct tb_wchk {
    int active;                  /* the model wave runs */
    gcn_wave *w;
    unsigned wg_id, barriers;
    tb_actual *open[TB_UNITS];   /* per unit: the instruction whose beats come in */
    tb_actual **ended;           /* ended, waiting for an older instruction (END order) */
    unsigned n_ended;
    tb_actual *cmp;              /* the record being compared */
    tb_late *late;
    unsigned n_late, cap_late;
    uint64_t issued[2];          /* memory operations per counter */
    uint64_t retired;
    char (*hist)[HIST_LEN];
    unsigned hist_n, hist_pos;
    /* A memory violation: the model traps at the instruction, the DUT
     * reports it after the instruction retired (a TRAP beat of the LSU's
     * return engine, docs/rtl-interfaces.md).  Either side may come first;
     * the run stops when both have. */
    int model_fault;             /* the model trapped; `fault` says where, the DUT's beat is awaited */
    int dut_fault;               /* the DUT's TRAP beat came (at dut_fault_cycle); the model's trap is awaited */
    uint64_t dut_fault_cycle;
    tb_trap fault;
    /* the DUT's clock (take_dut_clock): the SGPRs holding a value of it, a
     * bit per code; the last value the wave read, which the next must not
     * be below */
    uint64_t clock_regs[2];
    uint64_t last_clock;
    /* the checker off: each unit's last INSN beat, for a trap report */
    tb_trap insn[TB_UNITS];
} tb_wchk;

struct tb_checker {
    tb_config cfg;
    gcn_machine *m;
    tb_wchk wave[TB_MAX_WAVES];
    gcn_retire rec;
    tb_actual *free_recs;        /* records to reuse */
    uint64_t matched, beats;
    uint64_t ahead;              /* records that ended before an older one of their wave */
    int enabled;
    int stop_on_trap;
    int trapped;                 /* `trap` holds the trap that stops the run */
    tb_trap trap;
    /* the checker off: the LSU runs one instruction at a time, so the one it runs when a data
     * request finds unmapped memory is the faulting one (a load sends INSN after its requests,
     * a store before) */
    tb_trap lsu_insn;            /* the LSU's last INSN beat (slot: its wave) */
    int lsu_open;                /* ... and no END yet */
    int fault_insn_known, fault_insn_next, fault_beat;
    tb_trap fault_insn;          /* the faulting instruction, once known */
    /* the report being written */
    int bad;
    uint64_t bad_cycle;
    char *rep;
    size_t rep_len, rep_cap;
    tb_byte *exp_bytes;
    char summary[320];           /* the first line of the first report */
};

static FILE *out_of(const tb_checker *c) { return c->cfg.log ? c->cfg.log : stdout; }

static void rep(tb_checker *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void rep(tb_checker *c, const char *fmt, ...)
{
    va_list ap;
    for (;;) {
        va_start(ap, fmt);
        int n = vsnprintf(c->rep + c->rep_len, c->rep_cap - c->rep_len, fmt, ap);
        va_end(ap);
        if (n < 0)
            return;
        if (c->rep_len + (size_t)n < c->rep_cap) {
            c->rep_len += (size_t)n;
            return;
        }
        size_t cap = (c->rep_cap + (size_t)n) * 2;
        char *p = realloc(c->rep, cap);
        if (!p)
            return;
        c->rep = p;
        c->rep_cap = cap;
    }
}

void tb_disasm(const uint32_t *words, unsigned nwords, uint64_t pc, char *buf, size_t size)
{
    uint32_t w[3] = {0, 0, 0};
    for (unsigned i = 0; i < nwords && i < 3; i++)
        w[i] = words[i];
    gcn_inst in;
    gcn_decode(w, nwords ? nwords : 1, &in);
    gcn_dis_ctx ctx = {pc, NULL, NULL};
    gcn_disasm(&in, &ctx, buf, size, NULL, NULL);
}

tb_checker *tb_checker_new(const tb_config *cfg, gcn_machine *m)
{
    tb_checker *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->cfg = *cfg;
    c->m = m;
    c->enabled = 1;
    c->exp_bytes = malloc(MAX_BYTES * sizeof *c->exp_bytes);
    if (!c->exp_bytes) {
        free(c);
        return NULL;
    }
    if (!c->cfg.history)
        c->cfg.history = 1;
    return c;
}

/* ---- records: per wave, one open per unit, and the ended ones waiting ----
 * A wave may have instructions in two units at once (docs/units/issue.md,
 * "Scoreboard": a VALU instruction may run past the wave's older memory
 * instruction), so their beats interleave and the younger may end first.
 * Beats are assembled per (wave, unit); an ended record is compared when the
 * model's copy of the wave reaches its PC, so the model always steps in
 * program order. */

static tb_actual *record_get(tb_checker *c)
{
    tb_actual *a = c->free_recs;
    if (a)
        c->free_recs = a->next_free;
    else
        a = malloc(sizeof *a);
    return a;
}

static void record_put(tb_checker *c, tb_actual *a)
{
    a->next_free = c->free_recs;
    c->free_recs = a;
}

static void records_clear(tb_checker *c, tb_wchk *k)
{
    for (unsigned u = 0; u < TB_UNITS; u++)
        if (k->open[u]) {
            record_put(c, k->open[u]);
            k->open[u] = NULL;
        }
    for (unsigned i = 0; i < k->n_ended; i++)
        record_put(c, k->ended[i]);
    k->n_ended = 0;
}

void tb_checker_free(tb_checker *c)
{
    if (!c)
        return;
    for (unsigned i = 0; i < TB_MAX_WAVES; i++) {
        records_clear(c, &c->wave[i]);
        free(c->wave[i].ended);
        free(c->wave[i].w);
        free(c->wave[i].late);
        free(c->wave[i].hist);
    }
    while (c->free_recs) {
        tb_actual *a = c->free_recs;
        c->free_recs = a->next_free;
        free(a);
    }
    free(c->exp_bytes);
    free(c->rep);
    free(c);
}

void tb_checker_set_enabled(tb_checker *c, int on) { c->enabled = on; }
void tb_checker_set_stop_on_trap(tb_checker *c, int on) { c->stop_on_trap = on; }
const tb_trap *tb_checker_trap(const tb_checker *c) { return c->trapped ? &c->trap : NULL; }
const char *tb_checker_summary(const tb_checker *c) { return c->summary; }
uint64_t tb_checker_matched(const tb_checker *c) { return c->matched; }
uint64_t tb_checker_beats(const tb_checker *c) { return c->beats; }
uint64_t tb_checker_ahead(const tb_checker *c) { return c->ahead; }

const gcn_wave *tb_checker_model_wave(const tb_checker *c, unsigned slot)
{
    return slot < TB_MAX_WAVES ? c->wave[slot].w : NULL;
}

const uint64_t *tb_checker_dut_clock_regs(const tb_checker *c, unsigned slot)
{
    return slot < TB_MAX_WAVES ? c->wave[slot].clock_regs : NULL;
}

static void clock_reg_mark(tb_wchk *k, unsigned reg, int on)
{
    if (reg >= 128)
        return;
    if (on)
        k->clock_regs[reg / 64] |= 1ull << (reg % 64);
    else
        k->clock_regs[reg / 64] &= ~(1ull << (reg % 64));
}

int tb_checker_start_wave(tb_checker *c, unsigned slot, const gcn_wave *init, gcn_workgroup *wg, unsigned wg_id)
{
    if (slot >= TB_MAX_WAVES)
        return -1;
    tb_wchk *k = &c->wave[slot];
    if (!k->w && !(k->w = malloc(sizeof *k->w)))
        return -1;
    if (!k->hist && !(k->hist = calloc(c->cfg.history, sizeof *k->hist)))
        return -1;
    if (!k->ended && !(k->ended = malloc(MAX_AHEAD * sizeof *k->ended)))
        return -1;
    *k->w = *init;
    k->w->wg = wg;
    k->w->state = GCN_WAVE_RUNNING;
    k->active = 1;
    k->wg_id = wg_id;
    k->barriers = 0;
    k->n_late = 0;
    k->issued[0] = k->issued[1] = 0;
    k->retired = 0;
    k->hist_n = k->hist_pos = 0;
    k->model_fault = k->dut_fault = 0;
    k->clock_regs[0] = k->clock_regs[1] = 0;
    k->last_clock = 0;
    records_clear(c, k);
    if (c->cfg.cov)
        gcn_cov_wave_start(c->cfg.cov, slot, k->w);
    return 0;
}

/* Without the checker the DUT alone says when a slot is free. */
int tb_checker_slot_busy(const tb_checker *c, unsigned slot)
{
    return c->enabled && slot < TB_MAX_WAVES &&
           (c->wave[slot].active || c->wave[slot].n_late || c->wave[slot].model_fault);
}

int tb_checker_busy(const tb_checker *c)
{
    for (unsigned i = 0; i < TB_MAX_WAVES; i++)
        if (tb_checker_slot_busy(c, i))
            return 1;
    return 0;
}

/* ---- records as text: the trace, the history ---- */

static size_t effects_text(const gcn_retire *r, char *buf, size_t size)
{
    size_t n = 0;
#define PUT(...) do { int k_ = snprintf(buf + n, n < size ? size - n : 0, __VA_ARGS__); if (k_ > 0) n += (size_t)k_; } while (0)
    for (unsigned i = 0; i < r->n_sgpr; i++)
        PUT(" s%u=0x%08" PRIx32, r->sgpr[i].reg, r->sgpr[i].value);
    if (r->scc_written)
        PUT(" scc=%u", r->scc);
    for (unsigned i = 0; i < r->n_vgpr; i++) {
        const gcn_vgpr_write *v = &r->vgpr[i];
        if (!v->mask)
            continue;
        int same = 1;
        uint32_t first = 0;
        int have = 0;
        for (unsigned l = 0; l < GCN_WAVE_SIZE; l++)
            if (v->mask >> l & 1) {
                if (!have)
                    first = v->value[l], have = 1;
                else if (v->value[l] != first)
                    same = 0;
            }
        if (same)
            PUT(" v%u{%016" PRIx64 "}=0x%08" PRIx32, v->reg, v->mask, first);
        else
            PUT(" v%u{%016" PRIx64 "}=[...]", v->reg, v->mask);
    }
    for (unsigned i = 0; i < r->n_mem; i++) {
        PUT(" %s[0x%" PRIx64 "]@%u=", r->mem[i].lds ? "lds" : "mem", r->mem[i].addr, r->mem[i].lane);
        for (unsigned b = r->mem[i].bytes; b-- > 0;)
            PUT("%02x", r->mem[i].data[b]);
    }
    if (r->next_pc != r->pc + 4u * r->nwords)
        PUT(" pc->0x%" PRIx64, r->next_pc);
#undef PUT
    return n;
}

static void record_line(uint64_t cycle, unsigned slot, const gcn_retire *r, char *buf, size_t size)
{
    char dis[96];
    tb_disasm(r->words, r->nwords, r->pc, dis, sizeof dis);
    int n = snprintf(buf, size, "c%-8" PRIu64 " w%u 0x%06" PRIx64 " %-40s ;", cycle, slot, r->pc, dis);
    if (n > 0 && (size_t)n < size)
        effects_text(r, buf + n, size - (size_t)n);
}

/* ---- comparing one instruction ---- */

static int byte_cmp(const void *a, const void *b)
{
    const tb_byte *x = a, *y = b;
    if (x->addr != y->addr)
        return x->addr < y->addr ? -1 : 1;
    return (int)x->value - (int)y->value;
}

static int is_load_unit(const gcn_insn_desc *d)
{
    return d && (d->unit == GCN_U_SMEM || d->unit == GCN_U_VMEM || d->unit == GCN_U_FLAT || d->unit == GCN_U_LDS);
}

static int counter_of(const gcn_insn_desc *d) { return d->unit == GCN_U_SMEM || d->unit == GCN_U_LDS ? 1 : 0; }

/* A device-memory atomic (SMEM, MUBUF, FLAT, GLOBAL): its data register is
 * read and written (the table's access column), and the memory, not the CU,
 * does the update. */
static int is_device_atomic(const gcn_insn_desc *d)
{
    if (!d || d->unit == GCN_U_LDS)
        return 0;
    const gcn_opnd_desc *data = gcn_find_opnd(d, d->unit == GCN_U_SMEM ? GCN_R_SDATA : GCN_R_VDATA);
    return data && data->access == GCN_ACC_RW;
}

/* Up to three dwords of the model's code at pc (zeros outside it). */
static void code_words(const gcn_machine *m, uint64_t pc, uint32_t w[3])
{
    w[0] = w[1] = w[2] = 0;
    if (!m->code || pc < m->code->base)
        return;
    uint64_t i = (pc - m->code->base) / 4;
    for (unsigned k = 0; k < 3 && i + k < m->code->nwords; k++)
        w[k] = m->code->words[i + k];
}

static void mismatch_header(tb_checker *c, uint64_t cycle, unsigned slot, uint64_t pc, const uint32_t *words,
                            unsigned nwords, const char *what)
{
    char dis[128];
    tb_disasm(words, nwords, pc, dis, sizeof dis);
    if (!c->bad) {
        rep(c, "DIVERGENCE at cycle %" PRIu64 ", wave %u, PC 0x%" PRIx64 ": %s\n", cycle, slot, pc, dis);
        snprintf(c->summary, sizeof c->summary, "DIVERGENCE at PC 0x%" PRIx64 " (%s): %s", pc, dis, what);
        c->bad = 1;
        c->bad_cycle = cycle;
    }
    rep(c, "  %s\n", what);
}

static void lanes_report(tb_checker *c, const char *name, uint64_t exp_mask, const uint32_t *exp, uint64_t act_mask,
                         const uint32_t *act)
{
    rep(c, "    %s  lanes written: expected %016" PRIx64 ", actual %016" PRIx64 "\n", name, exp_mask, act_mask);
    rep(c, "    lane   expected     actual\n");
    unsigned shown = 0, same = 0;
    for (unsigned l = 0; l < GCN_WAVE_SIZE; l++) {
        int e = exp_mask >> l & 1, a = act_mask >> l & 1;
        if (!e && !a)
            continue;
        if (e == a && exp[l] == act[l]) {   /* lanes that agree are counted, not listed */
            same++;
            continue;
        }
        char eb[16] = "-", ab[16] = "-";
        if (e)
            snprintf(eb, sizeof eb, "0x%08" PRIx32, exp[l]);
        if (a)
            snprintf(ab, sizeof ab, "0x%08" PRIx32, act[l]);
        rep(c, "    %4u   %-10s   %-10s   <--\n", l, eb, ab);
        shown++;
    }
    if (same)
        rep(c, "    (%u other written lane(s) agree)\n", same);
    if (!shown && !same)
        rep(c, "    (no lanes)\n");
}

/* The model's writes merged per register (a register written twice keeps
 * the union of lanes and the last values). */
typedef struct merged_v {
    uint16_t reg;
    uint64_t mask;
    const uint32_t *value;
} merged_v;

static unsigned merge_model_vgprs(const gcn_retire *r, merged_v *out)
{
    unsigned n = 0;
    for (unsigned i = 0; i < r->n_vgpr; i++) {
        if (!r->vgpr[i].mask)
            continue;
        unsigned j = 0;
        while (j < n && out[j].reg != r->vgpr[i].reg)
            j++;
        if (j == n)
            out[n++] = (merged_v){r->vgpr[i].reg, 0, NULL};
        out[j].mask |= r->vgpr[i].mask;
        out[j].value = r->vgpr[i].value;
    }
    return n;
}

static int add_late(tb_wchk *k, const gcn_insn_desc *d, uint64_t pc, int is_v, unsigned reg, uint64_t mask,
                    const uint32_t *value)
{
    if (k->n_late == k->cap_late) {
        unsigned cap = k->cap_late ? 2 * k->cap_late : 16;
        tb_late *p = realloc(k->late, cap * sizeof *p);
        if (!p)
            return -1;
        k->late = p;
        k->cap_late = cap;
    }
    tb_late *l = &k->late[k->n_late++];
    memset(l, 0, sizeof *l);
    l->is_v = (uint8_t)is_v;
    l->cnt = (uint8_t)counter_of(d);
    l->smem = d->unit == GCN_U_SMEM;
    l->reg = (uint16_t)reg;
    l->left = mask;
    l->idx = k->issued[l->cnt];
    l->pc = pc;
    if (is_v)
        memcpy(l->value, value, sizeof l->value);
    else
        l->value[0] = value[0];
    return 0;
}

/* s_waitcnt: loads older than what the counts allow must have returned. */
static void check_waitcnt(tb_checker *c, tb_wchk *k, unsigned slot, const gcn_inst *in, uint64_t cycle)
{
    unsigned imm = in->simm16;
    uint64_t vm = (imm & 15) | (imm >> 14 & 3) << 4, lgkm = imm >> 8 & 15;
    int smem_pending = 0;
    for (unsigned i = 0; i < k->n_late; i++)
        smem_pending |= k->late[i].smem;
    for (unsigned i = 0; i < k->n_late; i++) {
        tb_late *l = &k->late[i];
        uint64_t allowed = l->cnt ? lgkm : vm;
        if (l->cnt && smem_pending && lgkm != 0)
            continue;   /* scalar loads return in any order: only lgkmcnt(0) says which */
        if (k->issued[l->cnt] - l->idx > allowed) {
            char what[200];
            snprintf(what, sizeof what, "%s %u of the load at PC 0x%" PRIx64 " has not come back, yet this s_waitcnt waits for it",
                     l->is_v ? "VGPR" : "SGPR", l->reg, l->pc);
            mismatch_header(c, cycle, slot, k->cmp->pc, k->cmp->words, k->cmp->nwords, what);
            if (l->is_v)
                rep(c, "    lanes still owed: %016" PRIx64 "\n", l->left);
            return;
        }
    }
}

/* s_memtime and s_memrealtime read the DUT's own clock, which the model
 * (counting instructions) cannot know: the value the DUT reports is taken
 * as right, for the record and for the model's wave, so the instructions
 * that use it agree, and its registers are marked (the spec's expect lines
 * do not compare them).  What is checked is that the clock never goes
 * back: a wave's 64-bit reads (both counters are one in the RTL) do not
 * decrease.  A value that comes late is taken in late_beat. */
static void take_dut_clock(tb_checker *c, tb_wchk *k, unsigned slot, const tb_actual *a, gcn_retire *r, gcn_wave *w,
                           uint64_t cycle)
{
    uint64_t v = 0;
    unsigned got = 0;
    for (unsigned i = 0; i < r->n_sgpr; i++)
        for (unsigned j = 0; j < a->n_sgpr; j++)
            if (a->sgpr[j].reg == r->sgpr[i].reg) {
                r->sgpr[i].value = a->sgpr[j].value;
                w->sgpr[r->sgpr[i].reg] = a->sgpr[j].value;
                clock_reg_mark(k, r->sgpr[i].reg, 1);
                v |= (uint64_t)a->sgpr[j].value << (r->sgpr[i].reg & 1 ? 32 : 0);   /* sdata is even */
                got++;
            }
    if (got != 2)
        return;
    if (v < k->last_clock) {
        char what[160];
        snprintf(what, sizeof what, "the clock went back: 0x%016" PRIx64 " after 0x%016" PRIx64, v, k->last_clock);
        mismatch_header(c, cycle, slot, a->pc, a->words, a->nwords, what);
    }
    k->last_clock = v;
}

/* ---- traps ---- */

static int interface_error(tb_checker *c, uint64_t cycle, const tb_beat *b, const char *msg);
static void compare_effects(tb_checker *c, tb_wchk *k, unsigned slot, const gcn_inst *in, uint64_t cycle);
static void retired(tb_checker *c, tb_wchk *k, unsigned slot, const gcn_inst *in, uint64_t cycle);

static void set_trap(tb_trap *t, unsigned slot, uint64_t cycle, uint64_t pc, const uint32_t *words, unsigned nwords,
                     unsigned cause, const char *msg)
{
    t->slot = slot;
    t->cycle = cycle;
    t->pc = pc;
    t->nwords = nwords < 3 ? nwords : 3;
    memset(t->words, 0, sizeof t->words);
    memcpy(t->words, words, 4u * t->nwords);
    t->cause = cause;
    snprintf(t->msg, sizeof t->msg, "%s", msg);
}

static void stop_at(tb_checker *c, const tb_trap *t)
{
    if (!c->trapped) {
        c->trap = *t;
        c->trapped = 1;
    }
}

/* Units whose memory violations the DUT finds only when the response comes
 * back, after the instruction retired (the LSU; the DS unit cannot fault). */
static int faults_late(const gcn_insn_desc *d)
{
    return d && (d->unit == GCN_U_SMEM || d->unit == GCN_U_VMEM || d->unit == GCN_U_FLAT);
}

/* The instruction's trap against the model's.  A memory violation of the
 * LSU is matched with the DUT's late TRAP beat instead (late_fault): the
 * run stops once both have come.  Returns 0 when the model trapped that way
 * (the instruction's effects are then not compared: the wave stops there),
 * else 1. */
static int check_trap(tb_checker *c, tb_wchk *k, unsigned slot, const tb_actual *a, const gcn_insn_desc *d,
                      uint64_t cycle)
{
    const gcn_wave *w = k->w;
    int model_trap = w->state == GCN_WAVE_TRAPPED;
    char what[256];
    if (model_trap && !a->trap && w->trap == GCN_TRAP_MEMORY && faults_late(d)) {
        set_trap(&k->fault, slot, cycle, a->pc, a->words, a->nwords, GCN_TRAP_MEMORY, w->trap_msg);
        k->model_fault = 1;
        if (k->dut_fault)
            stop_at(c, &k->fault);
        return 0;
    }
    if (model_trap && !a->trap && w->trap == GCN_TRAP_RESOURCE) {
        /* the kernel's fault, not the DUT's: it names registers or LDS its
         * descriptor does not give it, which the RTL does not check
         * (docs/runtime.md); the run stops with the model's message */
        tb_trap t;
        set_trap(&t, slot, cycle, a->pc, a->words, a->nwords, GCN_TRAP_RESOURCE, w->trap_msg);
        stop_at(c, &t);
        return 0;
    }
    if (model_trap != a->trap || (model_trap && a->trap_cause != (unsigned)w->trap)) {
        if (model_trap)
            snprintf(what, sizeof what, "trap: the model traps (cause %u: %s), the DUT %s", (unsigned)w->trap, w->trap_msg,
                     a->trap ? "reports another cause" : "does not");
        else
            snprintf(what, sizeof what, "trap: the DUT reports a trap (cause %u), the model does not", a->trap_cause);
        mismatch_header(c, cycle, slot, a->pc, a->words, a->nwords, what);
    } else if (model_trap && c->stop_on_trap) {
        tb_trap t;
        set_trap(&t, slot, cycle, a->pc, a->words, a->nwords, (unsigned)w->trap, w->trap_msg);
        stop_at(c, &t);
    } else if (model_trap) {
        /* a directed test's wave ends at an agreed trap and the run goes on: say where and why,
         * since its expect lines alone would only show what the rest of it never wrote */
        char dis[128];
        tb_disasm(a->words, a->nwords, a->pc, dis, sizeof dis);
        fprintf(out_of(c), "TRAP at cycle %" PRIu64 ": wave %u at PC 0x%" PRIx64 " (%s): %s (the model and the DUT "
                "agree)\n", cycle, slot, a->pc, dis, w->trap_msg);
    }
    return 1;
}

/* A TRAP beat of the LSU's return engine: the DUT found a memory violation
 * of the wave after the instruction retired.  0, or 1 when the model has
 * trapped there too (the run stops). */
static int late_fault(tb_checker *c, uint64_t cycle, const tb_beat *b, tb_wchk *k)
{
    if (b->index != GCN_TRAP_MEMORY)
        return interface_error(c, cycle, b, "a TRAP beat outside an instruction whose cause is not a memory violation (3)");
    if (k->model_fault) {
        stop_at(c, &k->fault);
        return 1;
    }
    if (!k->dut_fault) {
        k->dut_fault = 1;
        k->dut_fault_cycle = cycle;
    }
    return 0;
}

/* What the RTL alone says about a trap (the model's words are not there);
 * an instruction on a unit the configuration leaves out (m->absent) is named
 * as the model names it. */
static void rtl_trap_reason(const gcn_machine *m, unsigned cause, int late, const tb_trap *insn, char *buf,
                            size_t size)
{
    static const char *const causes[] = {"trap", "illegal instruction", "unimplemented: the RTL does not execute it",
                                         "memory violation", "s_trap", "PC outside the code"};
    gcn_inst in;
    gcn_decode(insn->words, insn->nwords ? insn->nwords : 1, &in);
    unsigned missing = insn->nwords && in.desc ? m->absent & gcn_insn_units(in.desc) : 0;
    if (cause == GCN_TRAP_S_TRAP && insn->nwords) {
        snprintf(buf, size, "s_trap %u at PC 0x%" PRIx64, in.simm16 & 0xffu, insn->pc);
    } else if (cause == GCN_TRAP_UNIMPLEMENTED && missing) {
        snprintf(buf, size, "%s at PC 0x%" PRIx64 " needs %s, which this configuration leaves out", in.desc->name,
                 insn->pc, gcn_unit_text(missing & -missing));
    } else if (late) {
        snprintf(buf, size, "reported after the instruction retired");
    } else {
        snprintf(buf, size, "%s (trap cause %u)", causes[cause < 6 ? cause : 0], cause);
    }
}

void tb_checker_bad_request(tb_checker *c)
{
    if (c->enabled || c->fault_insn_known || c->fault_insn_next)
        return;
    if (c->lsu_open) {
        c->fault_insn = c->lsu_insn;
        c->fault_insn_known = 1;
    } else {
        c->fault_insn_next = 1;
    }
}

/* The checker off: a memory violation stops the run once both the DUT's
 * TRAP beat and the faulting instruction's INSN beat have come. */
static int unchecked_fault(tb_checker *c, uint64_t cycle)
{
    if (!c->fault_beat || !c->fault_insn_known)
        return 0;
    const tb_trap *i = &c->fault_insn;
    char why[sizeof ((tb_trap *)0)->msg];
    rtl_trap_reason(c->m, GCN_TRAP_MEMORY, 1, i, why, sizeof why);
    tb_trap t;
    set_trap(&t, i->slot, cycle, i->pc, i->words, i->nwords, GCN_TRAP_MEMORY, why);
    stop_at(c, &t);
    return 1;
}

/* The checker off: the RTL has no allocation check, so an instruction that
 * names registers beyond its wave's allocation stops the run when it
 * retires, with the model's message (gcn_wave_step's check, from the
 * decode cache); its writes may have reached another wave's registers. */
static int beyond_allocation(tb_checker *c, const tb_wchk *k, const tb_trap *insn, uint64_t cycle)
{
    char msg[sizeof ((tb_trap *)0)->msg];
    if (!k->w || !gcn_wave_names_beyond_allocation(c->m, k->w, insn->pc, msg, sizeof msg))
        return 0;
    tb_trap t;
    set_trap(&t, insn->slot, cycle, insn->pc, insn->words, insn->nwords, GCN_TRAP_RESOURCE, msg);
    stop_at(c, &t);
    return 1;
}

/* The checker off: beats are counted, and a trap is reported with the PC of
 * the instruction whose INSN beat came last from its unit and wave. */
static int unchecked_beat(tb_checker *c, uint64_t cycle, const tb_beat *b)
{
    if (b->kind == TB_RT_END)
        c->matched++;
    if (b->wave >= TB_MAX_WAVES || b->unit >= TB_UNITS)
        return 0;
    tb_wchk *k = &c->wave[b->wave];
    if (b->kind == TB_RT_INSN) {
        tb_trap *t = &k->insn[b->unit];
        t->slot = b->wave;
        t->pc = b->pc;
        t->nwords = b->data[3] & 3;
        memcpy(t->words, b->data, sizeof t->words);
        if (c->stop_on_trap && beyond_allocation(c, k, t, cycle))
            return 1;
        if (b->unit == UNIT_LSU) {
            c->lsu_insn = *t;
            c->lsu_open = 1;
            if (c->fault_insn_next) {
                c->fault_insn = *t;
                c->fault_insn_known = 1;
                c->fault_insn_next = 0;
                return unchecked_fault(c, cycle);
            }
        }
        return 0;
    }
    if (b->kind == TB_RT_END && b->unit == UNIT_LSU)
        c->lsu_open = 0;
    if (b->kind != TB_RT_TRAP)
        return 0;
    if (b->unit == UNIT_LSU_RET) {
        c->fault_beat = 1;
        if (!c->fault_insn_known && !c->fault_insn_next) {   /* no request was refused: the wave's last one */
            c->fault_insn = k->insn[UNIT_LSU];
            c->fault_insn_known = 1;
        }
        return unchecked_fault(c, cycle);
    }
    if (!c->stop_on_trap)
        return 0;
    const tb_trap *insn = &k->insn[b->unit];
    char why[sizeof ((tb_trap *)0)->msg];
    rtl_trap_reason(c->m, b->index, 0, insn, why, sizeof why);
    tb_trap t;
    set_trap(&t, b->wave, cycle, insn->pc, insn->words, insn->nwords, b->index, why);
    stop_at(c, &t);
    return 1;
}

static void compare(tb_checker *c, unsigned slot, tb_wchk *k, uint64_t cycle)
{
    tb_actual *a = k->cmp;
    gcn_wave *w = k->w;
    gcn_retire *r = &c->rec;
    char what[256];

    if (w->state == GCN_WAVE_BARRIER) {
        /* the DUT let the wave past s_barrier: every other wave of the
         * workgroup must have reached it (or ended) */
        for (unsigned i = 0; i < TB_MAX_WAVES; i++) {
            tb_wchk *o = &c->wave[i];
            if (i == slot || !o->active || o->wg_id != k->wg_id || o->w->state == GCN_WAVE_ENDED)
                continue;
            if (o->barriers < k->barriers) {
                snprintf(what, sizeof what, "wave %u left s_barrier %u while wave %u of its workgroup has not reached it",
                         slot, k->barriers, i);
                mismatch_header(c, cycle, slot, a->pc, a->words, a->nwords, what);
                return;
            }
        }
        w->state = GCN_WAVE_RUNNING;
    }
    if (w->state != GCN_WAVE_RUNNING) {
        snprintf(what, sizeof what, "the wave retired an instruction after it %s",
                 w->state == GCN_WAVE_ENDED ? "ended (s_endpgm)" : "trapped");
        mismatch_header(c, cycle, slot, a->pc, a->words, a->nwords, what);
        return;
    }
    if (a->pc != w->pc) {
        uint32_t mw[3];
        code_words(c->m, w->pc, mw);
        snprintf(what, sizeof what, "PC: expected 0x%" PRIx64 ", actual 0x%" PRIx64, w->pc, a->pc);
        mismatch_header(c, cycle, slot, a->pc, a->words, a->nwords, what);
        char dis[128];
        tb_disasm(mw, 3, w->pc, dis, sizeof dis);
        rep(c, "    the model is at 0x%" PRIx64 ": %s\n", w->pc, dis);
        return;
    }
    gcn_wave_step(c->m, w, r);
    const gcn_inst *in = NULL;
    if (c->m->code && r->pc >= c->m->code->base && (r->pc - c->m->code->base) / 4 < c->m->code->nwords &&
        c->m->code->cache_ok[(r->pc - c->m->code->base) / 4])
        in = &c->m->code->cache[(r->pc - c->m->code->base) / 4];
    const gcn_insn_desc *d = in ? in->desc : NULL;
    if (c->cfg.cov && w->state != GCN_WAVE_TRAPPED)
        gcn_cov_retire(c->cfg.cov, slot, in, w, r);

    /* instruction words */
    if (a->nwords != r->nwords || memcmp(a->words, r->words, 4u * r->nwords) != 0) {
        snprintf(what, sizeof what, "instruction words: expected %u dword(s) %08x %08x %08x, actual %u dword(s) %08x %08x %08x",
                 r->nwords, r->words[0], r->nwords > 1 ? r->words[1] : 0, r->nwords > 2 ? r->words[2] : 0, a->nwords,
                 a->words[0], a->nwords > 1 ? a->words[1] : 0, a->nwords > 2 ? a->words[2] : 0);
        mismatch_header(c, cycle, slot, a->pc, r->words, r->nwords, what);
    }
    if (check_trap(c, k, slot, a, d, cycle))
        compare_effects(c, k, slot, in, cycle);
    retired(c, k, slot, in, cycle);
}

/* Registers, SCC, stores and the next PC of the record k->cmp against what
 * the model's step wrote (c->rec). */
static void compare_effects(tb_checker *c, tb_wchk *k, unsigned slot, const gcn_inst *in, uint64_t cycle)
{
    tb_actual *a = k->cmp;
    gcn_wave *w = k->w;
    gcn_retire *r = &c->rec;
    const gcn_insn_desc *d = in ? in->desc : NULL;
    char what[256];
    int model_trap = w->state == GCN_WAVE_TRAPPED;
    int late_ok = is_load_unit(d);
    int clock = d && d->mem.kind == GCN_MEM_TIME;
    if (clock && !model_trap)
        take_dut_clock(c, k, slot, a, r, w, cycle);
    else
        for (unsigned i = 0; i < r->n_sgpr; i++)
            clock_reg_mark(k, r->sgpr[i].reg, 0);
    /* SGPR writes */
    for (unsigned i = 0; i < r->n_sgpr; i++) {
        unsigned j = 0;
        while (j < a->n_sgpr && a->sgpr[j].reg != r->sgpr[i].reg)
            j++;
        if (j == a->n_sgpr) {
            if (late_ok && !model_trap) {
                uint32_t v = r->sgpr[i].value;
                if (add_late(k, d, r->pc, 0, r->sgpr[i].reg, 1, &v) < 0)
                    mismatch_header(c, cycle, slot, a->pc, a->words, a->nwords, "out of memory");
                else
                    k->late[k->n_late - 1].clock = (uint8_t)clock;
                continue;
            }
            snprintf(what, sizeof what, "SGPR %u: expected a write of 0x%08" PRIx32 ", the DUT reports none", r->sgpr[i].reg,
                     r->sgpr[i].value);
            mismatch_header(c, cycle, slot, a->pc, a->words, a->nwords, what);
        } else if (a->sgpr[j].value != r->sgpr[i].value) {
            snprintf(what, sizeof what, "SGPR %u: expected 0x%08" PRIx32 ", actual 0x%08" PRIx32, r->sgpr[i].reg, r->sgpr[i].value,
                     a->sgpr[j].value);
            mismatch_header(c, cycle, slot, a->pc, a->words, a->nwords, what);
        }
    }
    for (unsigned j = 0; j < a->n_sgpr; j++) {
        unsigned i = 0;
        while (i < r->n_sgpr && r->sgpr[i].reg != a->sgpr[j].reg)
            i++;
        if (i == r->n_sgpr) {
            snprintf(what, sizeof what, "SGPR %u: the DUT writes 0x%08" PRIx32 ", the model writes nothing there",
                     a->sgpr[j].reg, a->sgpr[j].value);
            mismatch_header(c, cycle, slot, a->pc, a->words, a->nwords, what);
        }
    }
    /* VGPR writes, lane by lane */
    merged_v mv[GCN_MAX_VGPR_WRITES];
    unsigned nmv = merge_model_vgprs(r, mv);
    for (unsigned i = 0; i < nmv; i++) {
        unsigned j = 0;
        while (j < a->n_vgpr && a->vgpr[j].reg != mv[i].reg)
            j++;
        if (j == a->n_vgpr && late_ok && !model_trap) {
            if (add_late(k, d, r->pc, 1, mv[i].reg, mv[i].mask, mv[i].value) < 0)
                mismatch_header(c, cycle, slot, a->pc, a->words, a->nwords, "out of memory");
            continue;
        }
        static const uint32_t zero[GCN_WAVE_SIZE];
        uint64_t amask = j < a->n_vgpr ? a->vgpr[j].mask : 0;
        const uint32_t *aval = j < a->n_vgpr ? a->vgpr[j].value : zero;
        int diff = amask != mv[i].mask;
        for (unsigned l = 0; l < GCN_WAVE_SIZE && !diff; l++)
            if (mv[i].mask >> l & 1 && aval[l] != mv[i].value[l])
                diff = 1;
        if (diff) {
            snprintf(what, sizeof what, "VGPR %u: lanes differ", mv[i].reg);
            mismatch_header(c, cycle, slot, a->pc, a->words, a->nwords, what);
            char name[16];
            snprintf(name, sizeof name, "v%u", mv[i].reg);
            lanes_report(c, name, mv[i].mask, mv[i].value, amask, aval);
        }
    }
    for (unsigned j = 0; j < a->n_vgpr; j++) {
        unsigned i = 0;
        while (i < nmv && mv[i].reg != a->vgpr[j].reg)
            i++;
        if (i == nmv && a->vgpr[j].mask) {
            static const uint32_t zero[GCN_WAVE_SIZE];
            snprintf(what, sizeof what, "VGPR %u: the DUT writes it, the model does not", a->vgpr[j].reg);
            mismatch_header(c, cycle, slot, a->pc, a->words, a->nwords, what);
            char name[16];
            snprintf(name, sizeof name, "v%u", a->vgpr[j].reg);
            lanes_report(c, name, 0, zero, a->vgpr[j].mask, a->vgpr[j].value);
        }
    }
    /* SCC */
    if (r->scc_written && (!a->scc_written || a->scc != r->scc)) {
        snprintf(what, sizeof what, "SCC: expected %u, actual %s", r->scc, a->scc_written ? (a->scc ? "1" : "0") : "not written");
        mismatch_header(c, cycle, slot, a->pc, a->words, a->nwords, what);
    } else if (!r->scc_written && a->scc_written && (unsigned)a->scc != w->scc) {
        snprintf(what, sizeof what, "SCC: the DUT writes %d, the model leaves it at %u", a->scc, w->scc);
        mismatch_header(c, cycle, slot, a->pc, a->words, a->nwords, what);
    }
    /* stores: the same bytes at the same addresses */
    /* a device-memory atomic is done by the memory, not the CU: it sends no
     * STORE beats, and the memory it changed is compared at the end */
    int mem_atomic = is_device_atomic(d);
    if (!r->mem_overflow) {
        unsigned ne = 0;
        for (unsigned i = 0; i < r->n_mem && ne < MAX_BYTES; i++)
            for (unsigned b = 0; b < r->mem[i].bytes && ne < MAX_BYTES && !(mem_atomic && !r->mem[i].lds); b++)
                c->exp_bytes[ne++] = (tb_byte){(r->mem[i].addr + b) | (r->mem[i].lds ? 1ull << 63 : 0), r->mem[i].data[b]};
        qsort(c->exp_bytes, ne, sizeof *c->exp_bytes, byte_cmp);
        qsort(a->bytes, a->n_bytes, sizeof *a->bytes, byte_cmp);
        unsigned i = 0;
        while (i < ne && i < a->n_bytes && !byte_cmp(&c->exp_bytes[i], &a->bytes[i]))
            i++;
        if (i < ne || i < a->n_bytes) {
            snprintf(what, sizeof what, "stores: expected %u byte(s), actual %u; first difference:", ne, a->n_bytes);
            mismatch_header(c, cycle, slot, a->pc, a->words, a->nwords, what);
            for (unsigned side = 0; side < 2; side++) {
                const tb_byte *p = side ? a->bytes : c->exp_bytes;
                unsigned n = side ? a->n_bytes : ne;
                if (i < n)
                    rep(c, "    %s: %s[0x%" PRIx64 "] = 0x%02x\n", side ? "actual  " : "expected",
                        p[i].addr >> 63 ? "lds" : "mem", (uint64_t)(p[i].addr & ~(1ull << 63)), p[i].value);
                else
                    rep(c, "    %s: nothing more\n", side ? "actual  " : "expected");
            }
        }
    }
    /* next PC */
    if (!model_trap && a->next_pc != r->next_pc) {
        snprintf(what, sizeof what, "next PC: expected 0x%" PRIx64 ", actual 0x%" PRIx64, r->next_pc, a->next_pc);
        mismatch_header(c, cycle, slot, a->pc, a->words, a->nwords, what);
    }
}

/* After the comparison: counters, the wave's state, the history. */
static void retired(tb_checker *c, tb_wchk *k, unsigned slot, const gcn_inst *in, uint64_t cycle)
{
    const gcn_wave *w = k->w;
    const gcn_retire *r = &c->rec;
    const gcn_insn_desc *d = in ? in->desc : NULL;
    if (w->state == GCN_WAVE_ENDED && k->dut_fault) {
        char what[200];
        snprintf(what, sizeof what, "the DUT reported a memory violation of this wave at cycle %" PRIu64 " (a TRAP beat of "
                 "the LSU's return engine); the model's wave ends without one", k->dut_fault_cycle);
        mismatch_header(c, cycle, slot, k->cmp->pc, k->cmp->words, k->cmp->nwords, what);
    }
    if (d && !strcmp(d->name, "s_waitcnt"))
        check_waitcnt(c, k, slot, in, cycle);
    if (d && is_load_unit(d))
        k->issued[counter_of(d)]++;
    if (w->state == GCN_WAVE_BARRIER)
        k->barriers++;
    if (w->state == GCN_WAVE_ENDED || w->state == GCN_WAVE_TRAPPED)
        k->active = 0;
    if (!c->bad) {
        c->matched++;
        k->retired++;
        char line[HIST_LEN];
        record_line(cycle, slot, r, line, sizeof line);
        if (c->cfg.trace)
            fprintf(c->cfg.trace, "%s\n", line);
        memcpy(k->hist[k->hist_pos], line, HIST_LEN);
        k->hist_pos = (k->hist_pos + 1) % c->cfg.history;
        if (k->hist_n < c->cfg.history)
            k->hist_n++;
    }
}

/* ---- the report ---- */

static void print_report(tb_checker *c, unsigned slot)
{
    FILE *f = out_of(c);
    fputs(c->rep ? c->rep : "", f);
    if (slot < TB_MAX_WAVES && c->wave[slot].hist) {
        tb_wchk *k = &c->wave[slot];
        fprintf(f, "  last %u retired instruction(s) of wave %u (of %" PRIu64 "):\n", k->hist_n, slot, k->retired);
        for (unsigned i = 0; i < k->hist_n; i++)
            fprintf(f, "    %s\n", k->hist[(k->hist_pos + c->cfg.history - k->hist_n + i) % c->cfg.history]);
        if (!k->hist_n)
            fprintf(f, "    (none: this was its first instruction)\n");
    }
    uint64_t from = c->bad_cycle > 2000 ? c->bad_cycle - 2000 : 0;
    tb_print_wave_hint(f, TB_WAVES_VERILATOR, &c->cfg, from, c->bad_cycle + 20);
    fflush(f);
    c->rep_len = 0;
}

static int interface_error(tb_checker *c, uint64_t cycle, const tb_beat *b, const char *msg)
{
    if (!c->bad) {
        rep(c, "INTERFACE ERROR at cycle %" PRIu64 ", wave %u, beat kind %u: %s\n", cycle, b->wave, b->kind, msg);
        snprintf(c->summary, sizeof c->summary, "INTERFACE ERROR (wave %u): %s", b->wave, msg);
    }
    c->bad = 1;
    c->bad_cycle = cycle;
    print_report(c, b->wave);
    return -1;
}

/* ---- late beats ---- */

static int late_beat(tb_checker *c, uint64_t cycle, const tb_beat *b, tb_wchk *k)
{
    int is_v = b->kind == TB_RT_LATE_VGPR;
    uint64_t lanes = is_v ? (uint64_t)b->mask << (16 * b->quarter) : 1;
    for (unsigned i = 0; i < k->n_late; i++) {
        tb_late *l = &k->late[i];
        if (l->is_v != is_v || l->reg != b->index || !(l->left & lanes))
            continue;
        char what[200];
        if ((l->left & lanes) != lanes) {
            snprintf(what, sizeof what, "late VGPR %u: lanes %016" PRIx64 " come back twice or were never written by the load at PC 0x%" PRIx64,
                     b->index, lanes & ~l->left, l->pc);
            uint32_t w[3] = {0, 0, 0};
            mismatch_header(c, cycle, b->wave, l->pc, w, 0, what);
        }
        if (is_v) {
            uint32_t act[GCN_WAVE_SIZE] = {0};
            int diff = 0;
            for (unsigned j = 0; j < 16; j++) {
                act[16 * b->quarter + j] = b->data[j];
                if (b->mask >> j & 1 && b->data[j] != l->value[16 * b->quarter + j])
                    diff = 1;
            }
            if (diff) {
                snprintf(what, sizeof what, "late VGPR %u of the load at PC 0x%" PRIx64 " (lanes %u..%u): values differ", b->index,
                         l->pc, 16 * b->quarter, 16 * b->quarter + 15);
                uint32_t w[3] = {0, 0, 0};
                mismatch_header(c, cycle, b->wave, l->pc, w, 0, what);
                char name[16];
                snprintf(name, sizeof name, "v%u", b->index);
                lanes_report(c, name, lanes & l->left, l->value, lanes, act);
            }
        } else if (l->clock) {
            k->w->sgpr[l->reg] = b->data[0];   /* the DUT's clock: see take_dut_clock */
            clock_reg_mark(k, l->reg, 1);
        } else if (b->data[0] != l->value[0]) {
            snprintf(what, sizeof what, "late SGPR %u of the load at PC 0x%" PRIx64 ": expected 0x%08" PRIx32 ", actual 0x%08" PRIx32,
                     b->index, l->pc, l->value[0], b->data[0]);
            uint32_t w[3] = {0, 0, 0};
            mismatch_header(c, cycle, b->wave, l->pc, w, 0, what);
        }
        l->left &= ~lanes;
        if (!l->left)
            k->late[i] = k->late[--k->n_late];
        if (c->bad) {
            print_report(c, b->wave);
            return -1;
        }
        return 0;
    }
    char msg[160];
    snprintf(msg, sizeof msg, "a late %s beat for register %u (lanes %016" PRIx64 ") that no load of this wave owes",
             is_v ? "VGPR" : "SGPR", b->index, lanes);
    return interface_error(c, cycle, b, msg);
}

/* ---- beats ---- */

/* Compare the ended records of a wave in program order: the one at the
 * model's PC, as long as there is one.  A record that is not at the model's
 * PC waits for the older instruction, unless nothing older can still come:
 * no record of the wave is open and the last one to end was an SALU
 * instruction whose END says that nothing older of its wave was in flight
 * (END data bit 2; an SALU instruction keeps its wave from issuing, so
 * nothing younger is either); then the oldest is compared, which reports
 * the PC. */
static void commit_ended(tb_checker *c, unsigned slot, tb_wchk *k, uint64_t cycle, int drained)
{
    for (;;) {
        if (k->model_fault) {   /* the wave stopped at its fault: younger instructions are not its */
            for (unsigned i = 0; i < k->n_ended; i++)
                record_put(c, k->ended[i]);
            k->n_ended = 0;
            return;
        }
        unsigned pick = k->n_ended;
        for (unsigned i = 0; i < k->n_ended && pick == k->n_ended; i++)
            if (k->ended[i]->pc == k->w->pc)
                pick = i;
        if (pick == k->n_ended) {
            int open = 0;
            for (unsigned u = 0; u < TB_UNITS; u++)
                open |= k->open[u] != NULL;
            if (!k->n_ended || open || !drained)
                return;
            pick = 0;
        }
        k->cmp = k->ended[pick];
        memmove(&k->ended[pick], &k->ended[pick + 1], (k->n_ended - pick - 1) * sizeof *k->ended);
        k->n_ended--;
        compare(c, slot, k, cycle);
        record_put(c, k->cmp);
        if (c->bad)
            return;
    }
}

int tb_checker_beat(tb_checker *c, uint64_t cycle, const tb_beat *b)
{
    c->beats++;
    if (!c->enabled)
        return unchecked_beat(c, cycle, b);
    if (b->wave >= TB_MAX_WAVES || !c->wave[b->wave].w)
        return interface_error(c, cycle, b, "beat for a wave slot the testbench never started");
    tb_wchk *k = &c->wave[b->wave];
    if (b->kind == TB_RT_LATE_SGPR || b->kind == TB_RT_LATE_VGPR)   /* none is owed once the wave faulted */
        return k->model_fault ? 0 : late_beat(c, cycle, b, k);
    if (b->kind == TB_RT_TRAP && b->unit == UNIT_LSU_RET)
        return late_fault(c, cycle, b, k);
    if (b->unit >= TB_UNITS)
        return interface_error(c, cycle, b, "beat from an unknown unit");
    tb_actual *a = k->open[b->unit];
    if (b->kind != TB_RT_INSN && !a)
        return interface_error(c, cycle, b, "beat outside an instruction (no INSN beat before it from its unit)");
    switch (b->kind) {
    case TB_RT_INSN:
        if (a)
            return interface_error(c, cycle, b, "INSN beat while the unit's previous instruction has no END yet");
        if (!(a = k->open[b->unit] = record_get(c)))
            return interface_error(c, cycle, b, "out of memory for a record");
        a->cycle = cycle;
        a->pc = b->pc;
        a->nwords = b->data[3] & 3;
        for (unsigned i = 0; i < 3; i++)
            a->words[i] = b->data[i];
        if (a->nwords < 1 || a->nwords > 3)
            return interface_error(c, cycle, b, "INSN beat with nwords not 1..3");
        a->n_sgpr = a->n_vgpr = a->n_bytes = 0;
        a->trap = a->scc_written = a->scc = 0;
        return 0;
    case TB_RT_SGPR: {
        if (b->index >= GCN_NUM_SGPR_CODES)
            return interface_error(c, cycle, b, "SGPR beat with index above 127");
        unsigned j = 0;
        while (j < a->n_sgpr && a->sgpr[j].reg != b->index)
            j++;
        if (j == a->n_sgpr) {
            if (a->n_sgpr == MAX_SGPR)
                return interface_error(c, cycle, b, "too many SGPR beats");
            a->n_sgpr++;
        }
        a->sgpr[j].reg = (uint8_t)b->index;
        a->sgpr[j].value = b->data[0];
        return 0;
    }
    case TB_RT_VGPR: {
        if (b->index >= GCN_NUM_VGPRS)
            return interface_error(c, cycle, b, "VGPR beat with index above 511");
        unsigned j = 0;
        while (j < a->n_vgpr && a->vgpr[j].reg != b->index)
            j++;
        if (j == a->n_vgpr) {
            if (a->n_vgpr == MAX_VGPR)
                return interface_error(c, cycle, b, "too many VGPR registers in one instruction");
            a->n_vgpr++;
            a->vgpr[j].reg = b->index;
            a->vgpr[j].mask = 0;
            memset(a->vgpr[j].value, 0, sizeof a->vgpr[j].value);
        }
        for (unsigned l = 0; l < 16; l++)
            if (b->mask >> l & 1) {
                a->vgpr[j].mask |= 1ull << (16 * b->quarter + l);
                a->vgpr[j].value[16 * b->quarter + l] = b->data[l];
            }
        return 0;
    }
    case TB_RT_STORE: {
        uint16_t be = (uint16_t)b->data[4];
        uint64_t addr = (uint64_t)(b->data[4] >> 16) | (uint64_t)b->data[5] << 16 | (uint64_t)(b->data[6] & 0xffff) << 48;
        uint64_t space = b->index & 1 ? 1ull << 63 : 0;
        for (unsigned i = 0; i < 16; i++) {
            if (!(be >> i & 1))
                continue;
            if (a->n_bytes == MAX_BYTES)
                return interface_error(c, cycle, b, "too many stored bytes in one instruction");
            a->bytes[a->n_bytes++] = (tb_byte){((addr & ~15ull) + i) | space, (uint8_t)(b->data[i / 4] >> (8 * (i % 4)))};
        }
        return 0;
    }
    case TB_RT_TRAP:
        a->trap = 1;
        a->trap_cause = b->index;
        return 0;
    case TB_RT_END:
        a->next_pc = b->pc;
        a->scc = b->data[0] & 1;
        a->scc_written = b->data[0] >> 1 & 1;
        k->open[b->unit] = NULL;
        if (k->n_ended == MAX_AHEAD) {
            record_put(c, a);
            return interface_error(c, cycle, b, "too many instructions ended ahead of an older one that never retires");
        }
        k->ended[k->n_ended++] = a;
        commit_ended(c, b->wave, k, cycle, b->unit == 0 && (b->data[0] >> 2 & 1));
        c->ahead += k->n_ended != 0 && k->ended[k->n_ended - 1] == a;
        if (c->bad) {
            print_report(c, b->wave);
            return -1;
        }
        return c->trapped;
    default:
        return interface_error(c, cycle, b, "unknown beat kind");
    }
}

int tb_checker_finish(tb_checker *c, uint64_t cycle)
{
    if (!c->enabled)
        return 0;
    for (unsigned s = 0; s < TB_MAX_WAVES; s++) {
        tb_wchk *k = &c->wave[s];
        for (unsigned u = 0; u < TB_UNITS; u++)
            if (k->open[u])
                mismatch_header(c, cycle, s, k->open[u]->pc, k->open[u]->words, k->open[u]->nwords,
                                "the run ended inside an instruction (no END beat)");
        if (k->n_ended) {
            char what[200];
            snprintf(what, sizeof what, "the run ended with %u instruction(s) retired ahead of the model's PC 0x%" PRIx64 ", which never retired",
                     k->n_ended, k->w->pc);
            mismatch_header(c, cycle, s, k->ended[0]->pc, k->ended[0]->words, k->ended[0]->nwords, what);
        }
        for (unsigned i = 0; i < k->n_late; i++) {
            char what[200];
            snprintf(what, sizeof what, "at the end of the run, %s %u of the load at PC 0x%" PRIx64 " never came back",
                     k->late[i].is_v ? "VGPR" : "SGPR", k->late[i].reg, k->late[i].pc);
            uint32_t w[3] = {0, 0, 0};
            mismatch_header(c, cycle, s, k->late[i].pc, w, 0, what);
        }
        if (k->model_fault) {
            char what[400];
            snprintf(what, sizeof what, "the model's wave stopped here (%s); the DUT never reported the memory violation",
                     k->fault.msg);
            mismatch_header(c, cycle, s, k->fault.pc, k->fault.words, k->fault.nwords, what);
        } else if (k->dut_fault) {
            char what[200];
            snprintf(what, sizeof what, "the DUT reported a memory violation of this wave at cycle %" PRIu64 "; the model's "
                     "execution has none", k->dut_fault_cycle);
            uint32_t w[3] = {0, 0, 0};
            mismatch_header(c, cycle, s, k->w->pc, w, 0, what);
        }
        if (c->bad) {
            print_report(c, s);
            return -1;
        }
    }
    return 0;
}

void tb_print_wave_hint(FILE *f, const char *sim, const tb_config *cfg, uint64_t from, uint64_t to)
{
    const char *rerun = cfg->rerun ? cfg->rerun : "<the same command>";
    if (!cfg->rerun_gcnsim) {
        fprintf(f, "  waveforms for this window (%s): TRACE=1 %s --wave-from %" PRIu64 " --wave-to %" PRIu64 "\n", sim,
                rerun, from, to);
        return;
    }
    /* gcnsim's --wave (docs/verification.md, "Waveforms"): its last --backend counts */
    int icarus = !strcmp(sim, TB_WAVES_ICARUS);
    fprintf(f, "  waveforms for this window (%s): %s%s --wave gcn_cu.fst --wave-window %" PRIu64 ":%" PRIu64 "\n",
            icarus ? sim : "verilator and lockstep need `make tb-rtl-trace` first", rerun,
            icarus ? " --backend icarus" : "", from, to);
}

void tb_checker_dump_waves(const tb_checker *c, FILE *f)
{
    for (unsigned s = 0; s < TB_MAX_WAVES; s++) {
        const tb_wchk *k = &c->wave[s];
        if (!tb_checker_slot_busy(c, s))
            continue;
        char dis[128] = "";
        const gcn_wave *w = k->w;
        uint32_t mw[3];
        code_words(c->m, w->pc, mw);
        tb_disasm(mw, 3, w->pc, dis, sizeof dis);
        fprintf(f, "  wave %u: %s, %" PRIu64 " retired, model next PC 0x%" PRIx64 " (%s), %u late write(s) owed\n", s,
                k->active ? "running" : k->model_fault ? "faulted, awaiting the DUT's memory violation" : "ended",
                k->retired, w->pc, dis, k->n_late);
    }
}
