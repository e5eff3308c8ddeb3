/* Required wait states around MFMAs and AccVGPR moves (gcn/hazard.h): the
 * rule table, each instruction's register view, and the per-wave check. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gcn/disasm.h"
#include "gcn/hazard.h"
#include "model_internal.h"

#define VMEMS (GCN_HZ_VALU | GCN_HZ_MEM)

/* MI200's rules as LLVM 16 enforces them for gfx90a (GCNHazardRecognizer:
 * checkMAIHazards90A for an MFMA second, checkMAIVALUHazards for a VALU or
 * memory second), each checked against llc-16 (docs/mfma.md).  "passes" is the
 * first MFMA's (4 cycles each, the table's shape column): 2 for the 4x4, 8 for
 * the 16x16 and 16 for the 32x32 MFMAs; 4 and 8 for the f64 4x4x4 and
 * 16x16x4. */
const gcn_hazard_rule gcn_hazard_rules[] = {
    {"valu-exec/mfma", GCN_HZ_VALU, 0, 0, GCN_HZ_MFMA, GCN_HZR_EXEC, 0, 4,
     "a VALU writes EXEC, an MFMA follows"},
    {"valu-write/mfma-read", GCN_HZ_VALU, GCN_HZ_DOT, 0, GCN_HZ_MFMA, GCN_HZR_READ, 0, 2,
     "a VALU writes a register an MFMA reads (A, B or C)"},
    {"xdl-write/xdl-srcc-overlap", GCN_HZ_XDL, 0, 0, GCN_HZ_XDL, GCN_HZR_SRCC_OVERLAP, 1, 0,
     "an MFMA writes registers another MFMA reads as C, overlapping but not the same"},
    {"xdl-write/dgemm-srcc-overlap", GCN_HZ_XDL, 0, 0, GCN_HZ_DGEMM, GCN_HZR_SRCC_OVERLAP, 1, 1,
     "an MFMA writes registers an f64 MFMA reads as C, overlapping but not the same"},
    {"dgemm4-write/dgemm-srcc-overlap", GCN_HZ_DGEMM, 0, 4, GCN_HZ_DGEMM, GCN_HZR_SRCC_OVERLAP, 0, 4,
     "an f64 4x4x4 MFMA writes registers an f64 MFMA reads as C, overlapping but not the same"},
    {"dgemm16-write/dgemm-srcc-overlap", GCN_HZ_DGEMM, 0, 8, GCN_HZ_DGEMM, GCN_HZR_SRCC_OVERLAP, 0, 9,
     "an f64 16x16x4 MFMA writes registers an f64 MFMA reads as C, overlapping but not the same"},
    {"dgemm4-write/dgemm-srcc-same", GCN_HZ_DGEMM, 0, 4, GCN_HZ_DGEMM, GCN_HZR_SRCC_SAME, 0, 4,
     "an f64 4x4x4 MFMA writes the registers the next f64 MFMA reads as C"},
    {"xdl-write/mfma-srcab", GCN_HZ_XDL, 0, 0, GCN_HZ_MFMA, GCN_HZR_SRCAB, 1, 3,
     "an MFMA writes registers an MFMA reads as A or B"},
    {"dgemm4-write/mfma-srcab", GCN_HZ_DGEMM, 0, 4, GCN_HZ_MFMA, GCN_HZR_SRCAB, 0, 6,
     "an f64 4x4x4 MFMA writes registers an MFMA reads as A or B"},
    {"dgemm16-write/mfma-srcab", GCN_HZ_DGEMM, 0, 8, GCN_HZ_MFMA, GCN_HZR_SRCAB, 0, 11,
     "an f64 16x16x4 MFMA writes registers an MFMA reads as A or B"},
    {"xdl-write/read", GCN_HZ_XDL, 0, 0, VMEMS, GCN_HZR_READ, 1, 3,
     "an MFMA writes registers a VALU or memory instruction reads"},
    {"dgemm4-write/valu-read", GCN_HZ_DGEMM, 0, 4, GCN_HZ_VALU, GCN_HZR_READ, 0, 6,
     "an f64 4x4x4 MFMA writes registers a VALU reads"},
    {"dgemm16-write/valu-read", GCN_HZ_DGEMM, 0, 8, GCN_HZ_VALU, GCN_HZR_READ, 0, 11,
     "an f64 16x16x4 MFMA writes registers a VALU reads"},
    {"dgemm4-write/mem-read", GCN_HZ_DGEMM, 0, 4, GCN_HZ_MEM, GCN_HZR_READ, 0, 9,
     "an f64 4x4x4 MFMA writes registers a memory instruction reads"},
    {"dgemm16-write/mem-read", GCN_HZ_DGEMM, 0, 8, GCN_HZ_MEM, GCN_HZR_READ, 0, 18,
     "an f64 16x16x4 MFMA writes registers a memory instruction reads"},
    {"xdl-write/write", GCN_HZ_XDL, 0, 0, VMEMS, GCN_HZR_WAW, 1, 3,
     "an MFMA writes registers a VALU or memory instruction writes"},
    {"dgemm4-write/write", GCN_HZ_DGEMM, 0, 4, VMEMS, GCN_HZR_WAW, 0, 6,
     "an f64 4x4x4 MFMA writes registers a VALU or memory instruction writes"},
    {"dgemm16-write/write", GCN_HZ_DGEMM, 0, 8, VMEMS, GCN_HZR_WAW, 0, 11,
     "an f64 16x16x4 MFMA writes registers a VALU or memory instruction writes"},
    {"xdl-srcc/write", GCN_HZ_XDL, 0, 0, VMEMS, GCN_HZR_WAR_SRCC, 1, -1,
     "an MFMA reads registers as C that a VALU or memory instruction then writes"},
    {"dgemm/fma64", GCN_HZ_DGEMM, 0, 0, GCN_HZ_FMA64, GCN_HZR_ANY, 0, 2,
     "an f64 MFMA, then v_fma_f64 or v_fmac_f64"},
    {"valu-write/dgemm/mem-read", GCN_HZ_VALU | GCN_HZ_MFMA, 0, 0, GCN_HZ_MEM, GCN_HZR_READ_DGEMM, 0, 2,
     "a VALU writes registers a memory instruction reads, an f64 MFMA issued between"},
    {"dot-write/read", GCN_HZ_DOT, 0, 0, VMEMS, GCN_HZR_READ_NOT_C, 0, 3,
     "a v_dot* writes registers a VALU or memory instruction reads (the same dot's C excepted)"},
    {"dot-write/write", GCN_HZ_DOT, 0, 0, VMEMS, GCN_HZR_WAW_OTHER, 0, 3,
     "a v_dot* writes registers another VALU or memory instruction writes"},
};
const unsigned gcn_hazard_rule_count = sizeof gcn_hazard_rules / sizeof gcn_hazard_rules[0];

/* ---- an instruction's registers, as the rules see them ---- */

enum { SLOT_OTHER, SLOT_AB, SLOT_C };

typedef struct hz_view {
    uint8_t cls, passes, wexec, nr, nw;
    uint8_t rslot[GCN_MAX_OPNDS];
    gcn_hz_span r[GCN_MAX_OPNDS], w[GCN_MAX_OPNDS];
} hz_view;

static uint8_t class_of(const gcn_insn_desc *d)
{
    switch (d->unit) {
    case GCN_U_MFMA: return d->flags & GCN_F_DGEMM ? GCN_HZ_DGEMM : GCN_HZ_XDL;
    case GCN_U_VALU:
        return (uint8_t)(GCN_HZ_VALU | (d->flags & GCN_F_FMA64 ? GCN_HZ_FMA64 : 0) |
                         (d->flags & GCN_F_DOT ? GCN_HZ_DOT : 0));
    case GCN_U_LDS: case GCN_U_VMEM: case GCN_U_FLAT: return GCN_HZ_MEM;
    default: return 0;
    }
}

/* One operand into the view: vector registers by access; EXEC as a scalar
 * destination. */
static void view_operand(hz_view *v, const gcn_inst *in, const gcn_opnd_desc *o)
{
    unsigned n = gcn_operand_dwords(in, o), code = gcn_role_code(in, (gcn_role)o->role);
    if (!n)
        return;
    if (code < GCN_OP_VGPR0) {
        if ((o->access & GCN_ACC_W) && code <= GCN_OP_EXEC_HI && code + n > GCN_OP_EXEC_LO)
            v->wexec = 1;
        return;
    }
    unsigned lo = (gcn_operand_acc(in, o) ? 256u : 0u) + code - GCN_OP_VGPR0;
    gcn_hz_span s = {(uint16_t)lo, (uint16_t)(lo + n)};
    if (o->access & GCN_ACC_R) {
        /* C: an MFMA's or a dot's accumulator (src2, or a v_dot*c's destination) */
        int c = o->role == GCN_R_SRC2 || o->role == GCN_R_VDST;
        v->rslot[v->nr] = c ? SLOT_C : o->role == GCN_R_SRC0 || o->role == GCN_R_SRC1 ? SLOT_AB : SLOT_OTHER;
        v->r[v->nr++] = s;
    }
    if (o->access & GCN_ACC_W)
        v->w[v->nw++] = s;
}

static void view_of(const gcn_inst *in, hz_view *v)
{
    memset(v, 0, sizeof *v);
    v->cls = class_of(in->desc);
    v->passes = in->desc->mfma.passes;
    v->wexec = (in->desc->flags & GCN_F_WEXEC) != 0;
    for (unsigned i = 0; i < in->desc->n_opnds; i++)
        view_operand(v, in, &in->desc->opnd[i]);
}

static int overlap(gcn_hz_span a, gcn_hz_span b)
{
    return a.lo < b.hi && b.lo < a.hi;
}

static int writes(const gcn_hz_entry *e, gcn_hz_span s)
{
    for (unsigned i = 0; i < e->nw; i++)
        if (overlap(e->w[i], s))
            return 1;
    return 0;
}

/* ---- the history: newest first ---- */

static const gcn_hz_entry *nth_newest(const gcn_hz_hist *h, unsigned k)
{
    return &h->e[(h->head + GCN_HZ_HIST - 1 - k) % GCN_HZ_HIST];
}

/* Wait states between e and the instruction about to issue. */
static uint64_t since(const gcn_hz_hist *h, const gcn_hz_entry *e)
{
    return h->ws - e->ws_end;
}

/* The nearest entry within the window that the search of a relation finds
 * (as LLVM looks for it: the nearest instruction of the first's kind with the
 * register relation, whatever its class within that kind), or NULL. */
static const gcn_hz_entry *nearest(const gcn_hz_hist *h, const gcn_hazard_rule *r, gcn_hz_span s)
{
    int dgemm_seen = 0;
    uint8_t kind = r->first & GCN_HZ_MFMA ? GCN_HZ_MFMA : r->first;
    for (unsigned k = 0; k < h->n; k++) {
        const gcn_hz_entry *e = nth_newest(h, k);
        if (since(h, e) >= GCN_HZ_WINDOW)
            return NULL;
        dgemm_seen |= e->cls == GCN_HZ_DGEMM;
        if (e->cls & r->not_first)
            continue;
        int hit;
        switch (r->rel) {
        case GCN_HZR_EXEC: hit = (e->cls & GCN_HZ_VALU) && e->wexec; break;
        case GCN_HZR_ANY: hit = (e->cls & r->first) != 0; break;
        case GCN_HZR_WAR_SRCC: hit = e->cls == GCN_HZ_XDL && e->c.hi && overlap(e->c, s); break;
        case GCN_HZR_READ_DGEMM: hit = (e->cls & r->first) && dgemm_seen && writes(e, s); break;
        default: hit = (e->cls & kind) && writes(e, s); break;
        }
        if (hit)
            return e;
    }
    return NULL;
}

/* Does the rule hold between the found first and a span of the second, in
 * slot of in (the relation's finer part: C the same registers or not; the
 * same dot instruction or another). */
static int applies(const gcn_hazard_rule *r, const gcn_hz_entry *e, gcn_hz_span s, const gcn_inst *in, int slot)
{
    if (!(e->cls & r->first) || (r->first_passes && e->passes != r->first_passes))
        return 0;
    int same = e->nw == 1 && e->w[0].lo == s.lo && e->w[0].hi == s.hi;
    int same_insn = e->in->desc == in->desc && e->in->form == in->form;
    switch (r->rel) {
    case GCN_HZR_SRCC_SAME: return same;
    case GCN_HZR_SRCC_OVERLAP: return !same;
    case GCN_HZR_READ_NOT_C: return !(same_insn && slot == SLOT_C);
    case GCN_HZR_WAW_OTHER: return !same_insn;
    default: return 1;
    }
}

/* ---- reports ---- */

struct gcn_hazards {
    gcn_hazard_report *r;
    unsigned n, cap;
};

gcn_hazards *gcn_hazards_new(void)
{
    return calloc(1, sizeof(gcn_hazards));
}

void gcn_hazards_free(gcn_hazards *h)
{
    if (h)
        free(h->r);
    free(h);
}

unsigned gcn_hazards_count(const gcn_hazards *h)
{
    return h->n;
}

const gcn_hazard_report *gcn_hazards_get(const gcn_hazards *h, unsigned i)
{
    return i < h->n ? &h->r[i] : NULL;
}

void gcn_hazard_format(const gcn_hazard_report *r, char *buf, size_t size)
{
    const gcn_hazard_rule *rule = &gcn_hazard_rules[r->rule];
    char times[48] = "";
    if (r->count > 1)
        snprintf(times, sizeof times, " (%llu times)", (unsigned long long)r->count);
    snprintf(buf, size, "wave %llu: PC 0x%llx %s, then PC 0x%llx %s: %s (%s): %u wait states required, %u provided%s",
             (unsigned long long)r->wave_id, (unsigned long long)r->pc1, r->text1, (unsigned long long)r->pc2,
             r->text2, rule->name, rule->text, r->required, r->provided, times);
}

static void text_of(const gcn_inst *in, uint64_t pc, char *buf, size_t size)
{
    gcn_dis_ctx ctx = {pc, NULL, NULL};
    gcn_disasm(in, &ctx, buf, size, NULL, NULL);
}

/* Once per PC pair and rule; later ones only count. */
static void report(gcn_hazards *h, const gcn_wave *w, const gcn_hz_entry *e, const gcn_inst *in, unsigned rule,
                   unsigned required, unsigned provided)
{
    for (unsigned i = 0; i < h->n; i++)
        if (h->r[i].pc1 == e->pc && h->r[i].pc2 == w->pc && h->r[i].rule == rule) {
            h->r[i].count++;
            return;
        }
    if (h->n == h->cap) {
        unsigned cap = h->cap ? 2 * h->cap : 16;
        gcn_hazard_report *r = realloc(h->r, cap * sizeof *r);
        if (!r)
            return;   /* out of memory: the report is lost, the run goes on */
        h->r = r;
        h->cap = cap;
    }
    gcn_hazard_report *r = &h->r[h->n++];
    *r = (gcn_hazard_report){w->id, e->pc, w->pc, rule, required, provided, 1, "", ""};
    text_of(e->in, e->pc, r->text1, sizeof r->text1);
    text_of(in, w->pc, r->text2, sizeof r->text2);
}

/* ---- the check ---- */

/* The spans of the second a relation looks at. */
static int span_wanted(const gcn_hazard_rule *r, const hz_view *v, unsigned i, int write)
{
    switch (r->rel) {
    case GCN_HZR_SRCC_SAME: case GCN_HZR_SRCC_OVERLAP: return !write && v->rslot[i] == SLOT_C;
    case GCN_HZR_SRCAB: return !write && v->rslot[i] == SLOT_AB;
    case GCN_HZR_WAW: case GCN_HZR_WAW_OTHER: case GCN_HZR_WAR_SRCC: return write;
    default: return !write;
    }
}

static int is_write(const gcn_hazard_rule *r)
{
    return r->rel == GCN_HZR_WAW || r->rel == GCN_HZR_WAW_OTHER || r->rel == GCN_HZR_WAR_SRCC;
}

static void check_span(gcn_hazards *hz, const gcn_wave *w, const gcn_inst *in, unsigned rule, gcn_hz_span s,
                       int slot)
{
    const gcn_hazard_rule *r = &gcn_hazard_rules[rule];
    const gcn_hz_entry *e = nearest(&w->hz, r, s);
    if (!e || !applies(r, e, s, in, slot))
        return;
    int need = (r->per_pass ? e->passes : 0) + r->add;
    uint64_t got = since(&w->hz, e);
    if (got < (uint64_t)need)
        report(hz, w, e, in, rule, (unsigned)need, (unsigned)got);
}

static void check_rule(gcn_hazards *hz, const gcn_wave *w, const gcn_inst *in, const hz_view *v, unsigned rule)
{
    const gcn_hazard_rule *r = &gcn_hazard_rules[rule];
    if (r->rel == GCN_HZR_EXEC || r->rel == GCN_HZR_ANY) {
        check_span(hz, w, in, rule, (gcn_hz_span){0, 0}, SLOT_OTHER);
        return;
    }
    int write = is_write(r);
    for (unsigned i = 0; i < (write ? v->nw : v->nr); i++)
        if (span_wanted(r, v, i, write))
            check_span(hz, w, in, rule, write ? v->w[i] : v->r[i], write ? SLOT_OTHER : v->rslot[i]);
}

/* The instruction joins the history when it is one a rule starts from. */
static void remember(gcn_hz_hist *h, const gcn_inst *in, const hz_view *v, uint64_t pc)
{
    if (!(v->cls & (GCN_HZ_VALU | GCN_HZ_MFMA)))
        return;
    gcn_hz_entry *e = &h->e[h->head];
    h->head = (h->head + 1) % GCN_HZ_HIST;
    h->n += h->n < GCN_HZ_HIST;
    *e = (gcn_hz_entry){pc, h->ws, v->cls, v->passes, v->wexec, 0, {{0, 0}, {0, 0}}, {0, 0}, in};
    for (unsigned i = 0; i < v->nw && e->nw < 2; i++)
        e->w[e->nw++] = v->w[i];
    for (unsigned i = 0; i < v->nr && (v->cls & GCN_HZ_MFMA); i++)
        if (v->rslot[i] == SLOT_C)
            e->c = v->r[i];
}

/* s_nop N is N + 1 wait states (its SIMM16[3:0]); every other instruction 1. */
static unsigned wait_states(const gcn_inst *in)
{
    return in->family == GCN_SOPP && in->desc->opcode[GCN_SOPP] == 0 ? (in->simm16 & 0xf) + 1 : 1;
}

void gcn_hazard_step(gcn_hazards *hz, gcn_wave *w, const gcn_inst *in, const gcn_inst *regs)
{
    hz_view v;
    view_of(regs, &v);
    for (unsigned i = 0; v.cls && i < gcn_hazard_rule_count; i++)
        if (gcn_hazard_rules[i].second & v.cls)
            check_rule(hz, w, in, &v, i);
    w->hz.ws += wait_states(in);
    remember(&w->hz, in, &v, w->pc);
}
