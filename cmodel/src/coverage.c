/* Functional coverage of retired instructions (gcn/coverage.h).
 *
 * Counters live per (row, form) in an array of point counts, made the first
 * time that form of that row retires; a point's number encodes its dimension
 * and value (the blocks below), so counting is an index and an add.  Each
 * wave keeps EXEC and MODE as they stand before its next instruction and, per
 * register, the number of its instruction that last wrote it. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "disasm_internal.h"
#include "gcn/coverage.h"
#include "model_internal.h"

/* ---- the points ---- */

/* Operand kinds: what the encoded code of an operand names. */
enum {
    K_VGPR, K_AGPR, K_SGPR, K_VCC, K_EXEC, K_M0, K_FLAT_SCRATCH, K_XNACK, K_TTMP, K_NULL,
    K_INLINE_INT, K_INLINE_FLOAT, K_CONST, K_VCCZ, K_EXECZ, K_SCC, K_LDS_DIRECT, K_LITERAL, K_OFF, K_OTHER,
    K_COUNT
};
static const char *const kind_names[K_COUNT] = {
    "vgpr", "agpr", "sgpr", "vcc", "exec", "m0", "flat_scratch", "xnack", "ttmp", "null",
    "inline_int", "inline_float", "const", "vccz", "execz", "scc", "lds_direct", "literal", "off", "other"};

/* Modifiers: source modifiers by source (0..2), then output and memory bits. */
enum {
    M_NEG, M_ABS = M_NEG + 3, M_SEXT = M_ABS + 3, M_NEG_HI = M_SEXT + 3, M_OP_SEL = M_NEG_HI + 3,
    M_OP_SEL_HI = M_OP_SEL + 4, M_CLAMP = M_OP_SEL_HI + 3, M_OMOD, /* mul2, mul4, div2 */
    M_FLAGS = M_OMOD + 3, /* the gcn_inst bits of mod_fields, in order */
    M_OFFSET = M_FLAGS + 11,
    M_COUNT
};
static const char *const mod_names[M_COUNT] = {
    "neg0", "neg1", "neg2", "abs0", "abs1", "abs2", "sext0", "sext1", "sext2", "neg_hi0", "neg_hi1", "neg_hi2",
    "op_sel0", "op_sel1", "op_sel2", "op_sel3", "op_sel_hi0", "op_sel_hi1", "op_sel_hi2", "clamp",
    "omod_mul2", "omod_mul4", "omod_div2",
    "glc", "slc", "scc", "nv", "offen", "idxen", "lds", "gds", "imm", "soe", "tfe", "offset"};

/* One-bit fields of gcn_inst counted when set, named as mod_names from M_FLAGS. */
static const size_t mod_fields[] = {
    offsetof(gcn_inst, glc), offsetof(gcn_inst, slc), offsetof(gcn_inst, scc), offsetof(gcn_inst, nv),
    offsetof(gcn_inst, offen), offsetof(gcn_inst, idxen), offsetof(gcn_inst, lds), offsetof(gcn_inst, gds),
    offsetof(gcn_inst, imm), offsetof(gcn_inst, soe), offsetof(gcn_inst, tfe)};
_Static_assert(sizeof mod_fields / sizeof mod_fields[0] == M_OFFSET - M_FLAGS, "one name per field");

/* DPP: the control's class, then bound_ctrl and masks that leave rows or banks out. */
enum { D_BOUND_CTRL = GCN_DPP_CLASS_COUNT, D_ROW_MASK, D_BANK_MASK, D_COUNT };
static const char *const dpp_extra[] = {"bound_ctrl", "row_mask", "bank_mask"};

/* SDWA: src0_sel, src1_sel, dst_sel (7 values each; 7 is DWORD as 6), dst_unused (3). */
enum { S_SRC0 = 0, S_SRC1 = 7, S_DST = 14, S_UNUSED = 21, S_COUNT = 24 };

enum { E_ALL, E_NONE, E_PARTIAL, E_SINGLE, E_COUNT };
static const char *const exec_names[E_COUNT] = {"all", "none", "partial", "single"};
static const char *const round_names[4] = {"rne", "rpi", "rmi", "rz"};
/* MODE.FP_DENORM per format: bit 0 keeps denormal inputs, bit 1 results */
static const char *const denorm_names[4] = {"flush", "in", "out", "keep"};
enum { H_1, H_2, H_3, H_4_5, H_FAR, H_NONE, H_COUNT };
static const char *const hazard_names[H_COUNT] = {"1", "2", "3", "4-5", ">5", "none"};

/* Point numbers: one block per dimension. */
enum {
    P_RETIRED = 0,
    P_OPND = 1,                                   /* + role * K_COUNT + kind */
    P_MOD = P_OPND + GCN_ROLE_COUNT * K_COUNT,
    P_DPP = P_MOD + M_COUNT,
    P_SDWA = P_DPP + D_COUNT,
    P_EXEC = P_SDWA + S_COUNT,
    P_ROUND = P_EXEC + E_COUNT,
    P_DENORM = P_ROUND + 4,
    P_HAZARD = P_DENORM + 4,
    P_COUNT = P_HAZARD + H_COUNT
};

/* The text of point p: its dimension and value (docs/verification.md). */
static const char *point_name(unsigned p, char *value, size_t size)
{
    if (p == P_RETIRED) {
        snprintf(value, size, "-");
        return "retired";
    }
    if (p < P_MOD) {
        unsigned r = (p - P_OPND) / K_COUNT, k = (p - P_OPND) % K_COUNT;
        snprintf(value, size, "%s=%s", gcn_role_names[r], kind_names[k]);
        return "opnd";
    }
    if (p < P_DPP) {
        snprintf(value, size, "%s", mod_names[p - P_MOD]);
        return "mod";
    }
    if (p < P_SDWA) {
        unsigned d = p - P_DPP;
        snprintf(value, size, "%s", d < GCN_DPP_CLASS_COUNT ? gcn_dpp_class_names[d] : dpp_extra[d - D_BOUND_CTRL]);
        return "dpp";
    }
    if (p < P_EXEC) {
        static const char *const fields[] = {"src0_sel", "src1_sel", "dst_sel", "dst_unused"};
        unsigned s = p - P_SDWA, f = s / 7;
        snprintf(value, size, "%s=%s", fields[f], f < 3 ? dis_sdwa_sel[s % 7] : dis_sdwa_unused[s - S_UNUSED]);
        return "sdwa";
    }
    static const struct { unsigned first; const char *dim; const char *const *names; } rest[] = {
        {P_EXEC, "exec", exec_names}, {P_ROUND, "round", round_names},
        {P_DENORM, "denorm", denorm_names}, {P_HAZARD, "hazard", hazard_names}};
    unsigned i = sizeof rest / sizeof rest[0];
    while (p < rest[--i].first)
        ;
    snprintf(value, size, "%s", rest[i].names[p - rest[i].first]);
    return rest[i].dim;
}

/* ---- the collector ---- */

/* Forms: the family for its own encoding, then e64, DPP and SDWA. */
enum { F_E64 = GCN_FAMILY_COUNT, F_DPP, F_SDWA, F_COUNT };

#define WAVES 128  /* running waves tracked at once (the CU has 32 slots) */

typedef struct cov_wave {
    uint64_t key;
    int used;
    uint64_t exec;
    uint32_t mode;
    uint32_t n;                               /* instructions retired */
    uint32_t sgpr_at[GCN_NUM_SGPR_CODES];     /* n of the last writer, 0: none */
    uint32_t vgpr_at[GCN_NUM_VGPRS];          /* unified file (AccVGPRs at accum_offset) */
} cov_wave;

struct gcn_cov {
    uint64_t **slot;                          /* [row * F_COUNT + form]: P_COUNT counts, or NULL */
    cov_wave *wave;                           /* WAVES, hashed by key */
    uint64_t retired;
};

gcn_cov *gcn_cov_new(void)
{
    gcn_cov *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->slot = calloc((size_t)gcn_insn_count * F_COUNT, sizeof *c->slot);
    c->wave = calloc(WAVES, sizeof *c->wave);
    if (!c->slot || !c->wave) {
        gcn_cov_free(c);
        return NULL;
    }
    return c;
}

void gcn_cov_free(gcn_cov *c)
{
    if (!c)
        return;
    for (size_t i = 0; c->slot && i < (size_t)gcn_insn_count * F_COUNT; i++)
        free(c->slot[i]);
    free(c->slot);
    free(c->wave);
    free(c);
}

uint64_t gcn_cov_retired(const gcn_cov *c)
{
    return c->retired;
}

/* The wave's entry: found by key, else a free one (or, all taken, the
 * key's home entry, whose history is lost) reset from w. */
static cov_wave *wave_of(gcn_cov *c, uint64_t key, const gcn_wave *w, int start)
{
    unsigned home = (unsigned)(key * 0x9E3779B97F4A7C15ull >> 57) % WAVES, free_i = WAVES;
    for (unsigned k = 0; k < WAVES; k++) {
        cov_wave *v = &c->wave[(home + k) % WAVES];
        if (v->used && v->key == key && !start)
            return v;
        if (v->used && v->key == key) {
            free_i = (home + k) % WAVES;
            break;
        }
        if (!v->used && free_i == WAVES)
            free_i = (home + k) % WAVES;
    }
    cov_wave *v = &c->wave[free_i == WAVES ? home : free_i];
    memset(v, 0, sizeof *v);
    v->used = 1;
    v->key = key;
    v->exec = gcn_exec_mask(w);
    v->mode = w->mode;
    return v;
}

void gcn_cov_wave_start(gcn_cov *c, uint64_t wave, const gcn_wave *w)
{
    wave_of(c, wave, w, 1);
}

static uint64_t *counts_of(gcn_cov *c, const gcn_inst *in)
{
    unsigned form = in->form == GCN_FORM_E64 ? F_E64 : in->form == GCN_FORM_DPP ? F_DPP
                  : in->form == GCN_FORM_SDWA ? F_SDWA : in->family;
    uint64_t **s = &c->slot[(size_t)(in->desc - gcn_insns) * F_COUNT + form];
    if (!*s)
        *s = calloc(P_COUNT, sizeof **s);
    return *s;
}

/* ---- operands ---- */

/* The code an operand names.  The 32-bit forms of VOP1/VOP2 (e32, DPP,
 * SDWA) have no field for a carry-out or a lane-mask source: it is VCC. */
static unsigned operand_code(const gcn_inst *in, const gcn_opnd_desc *o)
{
    if ((in->family == GCN_VOP1 || in->family == GCN_VOP2) && (o->role == GCN_R_SDST || o->role == GCN_R_SRC2))
        return GCN_OP_VCC_LO;
    return gcn_role_code(in, (gcn_role)o->role);
}

static unsigned kind_of(const gcn_inst *in, const gcn_opnd_desc *o, unsigned code)
{
    static const struct { uint16_t lo, hi; uint8_t kind; } ranges[] = {
        {0, GCN_SGPRS - 1, K_SGPR}, {GCN_OP_FLAT_SCR_LO, GCN_OP_FLAT_SCR_HI, K_FLAT_SCRATCH},
        {GCN_OP_XNACK_LO, GCN_OP_XNACK_HI, K_XNACK}, {GCN_OP_VCC_LO, GCN_OP_VCC_HI, K_VCC},
        {GCN_OP_TTMP0, GCN_OP_M0 - 1, K_TTMP}, {GCN_OP_M0, GCN_OP_M0, K_M0}, {GCN_OP_NULL, GCN_OP_NULL, K_NULL},
        {GCN_OP_EXEC_LO, GCN_OP_EXEC_HI, K_EXEC}, {GCN_OP_ZERO, GCN_OP_INT_NEG_MAX, K_INLINE_INT},
        {GCN_OP_SHARED_BASE, GCN_OP_POPS_EXITING_WAVE_ID, K_CONST}, {GCN_OP_HALF, GCN_OP_INV_2PI, K_INLINE_FLOAT},
        {GCN_OP_VCCZ, GCN_OP_VCCZ, K_VCCZ}, {GCN_OP_EXECZ, GCN_OP_EXECZ, K_EXECZ}, {GCN_OP_SCC, GCN_OP_SCC, K_SCC},
        {GCN_OP_LDS_DIRECT, GCN_OP_LDS_DIRECT, K_LDS_DIRECT}, {GCN_OP_LITERAL, GCN_OP_LITERAL, K_LITERAL}};
    if (o->role == GCN_R_IMM32)
        return K_LITERAL;
    if (!gcn_operand_dwords(in, o))
        return K_OFF;
    if (code >= GCN_OP_VGPR0)
        return gcn_operand_acc(in, o) ? K_AGPR : K_VGPR;
    for (unsigned i = 0; i < sizeof ranges / sizeof ranges[0]; i++)
        if (code >= ranges[i].lo && code <= ranges[i].hi)
            return ranges[i].kind;
    return K_OTHER;
}

static void count_operands(uint64_t *n, const gcn_inst *in)
{
    const gcn_insn_desc *d = in->desc;
    for (unsigned i = 0; i < d->n_opnds; i++) {
        const gcn_opnd_desc *o = &d->opnd[i];
        if (o->role != GCN_R_SIMM16)
            n[P_OPND + o->role * K_COUNT + kind_of(in, o, operand_code(in, o))]++;
    }
}

/* ---- modifiers ---- */

static const gcn_role src_roles[3] = {GCN_R_SRC0, GCN_R_SRC1, GCN_R_SRC2};

/* The neg/abs bits of source i as the row reads them: float modifiers,
 * sext (the neg bit of a "+sext" source; SDWA's own sext bits), or none. */
static void count_source_mods(uint64_t *n, const gcn_inst *in, unsigned i)
{
    const gcn_opnd_desc *o = gcn_find_opnd(in->desc, src_roles[i]);
    if (!o)
        return;
    unsigned neg = in->neg >> i & 1, abs = in->abs >> i & 1, hi = in->neg_hi >> i & 1;
    if (in->form == GCN_FORM_SDWA && !gcn_float_mods(o)) {
        n[P_MOD + M_SEXT + i] += i < 2 && in->sext[i];
        return;
    }
    if (o->mods == GCN_M_IGNORED)  /* accepted, and meaning nothing */
        return;
    if (o->mods == GCN_M_SEXT)
        n[P_MOD + M_SEXT + i] += neg;
    else if (gcn_float_mods(o) || in->family == GCN_VOP3P) {
        n[P_MOD + M_NEG + i] += neg;
        n[P_MOD + M_ABS + i] += abs;
    }
    if (in->family == GCN_VOP3P)  /* v_fma_mix*: the neg_hi bits are abs */
        n[P_MOD + ((in->desc->flags & GCN_F_MIX) ? M_ABS : M_NEG_HI) + i] += hi;
}

/* op_sel bits, and op_sel_hi bits that differ from LLVM's default (1, or 0
 * for v_fma_mix*). */
static void count_op_sel(uint64_t *n, const gcn_inst *in)
{
    if (!(in->desc->flags & GCN_F_OPSEL))
        return;
    for (unsigned b = 0; b < 4; b++)
        n[P_MOD + M_OP_SEL + b] += in->op_sel >> b & 1;
    if (in->family != GCN_VOP3P)
        return;
    unsigned dflt = (in->desc->flags & GCN_F_MIX) ? 0 : 1;
    for (unsigned i = 0; i < 3; i++)
        n[P_MOD + M_OP_SEL_HI + i] += gcn_find_opnd(in->desc, src_roles[i]) && (in->op_sel_hi >> i & 1) != dflt;
}

static void count_mods(uint64_t *n, const gcn_inst *in)
{
    for (unsigned i = 0; i < 3; i++)
        count_source_mods(n, in, i);
    count_op_sel(n, in);
    n[P_MOD + M_CLAMP] += in->clamp != 0;
    if (in->omod)
        n[P_MOD + M_OMOD + in->omod - 1]++;
    const uint8_t *bytes = (const uint8_t *)in;
    for (unsigned f = 0; f < sizeof mod_fields / sizeof mod_fields[0]; f++)
        n[P_MOD + M_FLAGS + f] += bytes[mod_fields[f]] != 0;
    /* SMEM and the memory families (which close the list, isa.h) keep their offset in one field */
    n[P_MOD + M_OFFSET] += (in->family == GCN_SMEM || in->family >= GCN_DS) && in->offset != 0;
}

static void count_dpp_sdwa(uint64_t *n, const gcn_inst *in)
{
    if (in->form == GCN_FORM_DPP) {
        n[P_DPP + gcn_dpp_class_of(in->dpp_ctrl)]++;
        n[P_DPP + D_BOUND_CTRL] += in->bound_ctrl != 0;
        n[P_DPP + D_ROW_MASK] += in->row_mask != 0xF;
        n[P_DPP + D_BANK_MASK] += in->bank_mask != 0xF;
    } else if (in->form == GCN_FORM_SDWA) {
        unsigned sel0 = in->src_sel[0] & 7, sel1 = in->src_sel[1] & 7;
        n[P_SDWA + S_SRC0 + (sel0 > 6 ? 6 : sel0)]++;
        if (gcn_find_opnd(in->desc, GCN_R_SRC1))
            n[P_SDWA + S_SRC1 + (sel1 > 6 ? 6 : sel1)]++;
        if (in->family != GCN_VOPC) {
            unsigned dst = in->dst_sel & 7, unused = in->dst_unused & 3;
            n[P_SDWA + S_DST + (dst > 6 ? 6 : dst)]++;
            n[P_SDWA + S_UNUSED + (unused > 2 ? 0 : unused)]++;
        }
    }
}

/* ---- EXEC and MODE ---- */

static unsigned exec_class(uint64_t exec)
{
    if (exec == ~0ull)
        return E_ALL;
    if (!exec)
        return E_NONE;
    return (exec & (exec - 1)) ? E_PARTIAL : E_SINGLE;
}

/* The float format whose MODE fields an instruction reads: its first
 * float operand's, destination first; 0 for none. */
static unsigned float_bits(const gcn_insn_desc *d)
{
    for (unsigned i = 0; i < d->n_opnds; i++)
        if (d->opnd[i].type.kind == GCN_TK_F || d->opnd[i].type.kind == GCN_TK_BF)
            return d->opnd[i].type.bits;
    return 0;
}

static void count_state(uint64_t *n, const gcn_inst *in, const cov_wave *v)
{
    unsigned u = in->desc->unit;
    if (u != GCN_U_SALU && u != GCN_U_SMEM && u != GCN_U_BRANCH)  /* per-lane units, as gcn_step_info.vector */
        n[P_EXEC + exec_class(v->exec)]++;
    unsigned bits = float_bits(in->desc);
    if (!bits)
        return;
    /* f32 reads MODE[1:0] and [5:4]; f16 and f64 (and bf16) [3:2] and [7:6] (docs/numerics.md) */
    unsigned shift = bits == 32 ? 0 : 2;
    n[P_ROUND + (v->mode >> shift & 3)]++;
    n[P_DENORM + (v->mode >> (4 + shift) & 3)]++;
}

/* ---- producers ---- */

/* The nearest producer among the registers the instruction reads, as a
 * distance in the wave's instructions. */
static unsigned hazard_class(const gcn_inst *in, const cov_wave *v, const gcn_wave *w)
{
    uint32_t best = 0;  /* the latest writer's n */
    const gcn_insn_desc *d = in->desc;
    for (unsigned i = 0; i < d->n_opnds; i++) {
        const gcn_opnd_desc *o = &d->opnd[i];
        unsigned code = operand_code(in, o), dw = (o->access & GCN_ACC_R) ? gcn_operand_dwords(in, o) : 0;
        unsigned base = code >= GCN_OP_VGPR0 ? code - GCN_OP_VGPR0 + (gcn_operand_acc(in, o) ? w->accum_offset : 0)
                                             : code;
        for (unsigned r = base; r < base + dw && o->role != GCN_R_IMM32; r++) {
            uint32_t at = code >= GCN_OP_VGPR0 ? (r < GCN_NUM_VGPRS ? v->vgpr_at[r] : 0)
                                               : (r < GCN_NUM_SGPR_CODES ? v->sgpr_at[r] : 0);
            best = at > best ? at : best;
        }
    }
    if (!best)
        return H_NONE;
    static const uint8_t bins[] = {H_NONE, H_1, H_2, H_3, H_4_5, H_4_5};
    uint32_t dist = v->n + 1 - best;
    return dist < sizeof bins ? bins[dist] : H_FAR;
}

static void note_writes(cov_wave *v, const gcn_retire *rec)
{
    for (unsigned i = 0; i < rec->n_sgpr; i++)
        if (rec->sgpr[i].reg < GCN_NUM_SGPR_CODES)
            v->sgpr_at[rec->sgpr[i].reg] = v->n;
    for (unsigned i = 0; i < rec->n_vgpr; i++)
        if (rec->vgpr[i].reg < GCN_NUM_VGPRS)
            v->vgpr_at[rec->vgpr[i].reg] = v->n;
}

void gcn_cov_retire(gcn_cov *c, uint64_t wave, const gcn_inst *in, const gcn_wave *w, const gcn_retire *rec)
{
    gcn_inst dec;
    if (!in) {
        gcn_decode(rec->words, rec->nwords, &dec);
        in = &dec;
    }
    cov_wave *v = wave_of(c, wave, w, 0);
    uint64_t *n = in->desc ? counts_of(c, in) : NULL;
    if (n) {
        n[P_RETIRED]++;
        count_operands(n, in);
        count_mods(n, in);
        count_dpp_sdwa(n, in);
        count_state(n, in, v);
        n[P_HAZARD + hazard_class(in, v, w)]++;
    }
    c->retired++;
    v->n++;
    note_writes(v, rec);
    v->exec = gcn_exec_mask(w);
    v->mode = w->mode;
    if (w->state == GCN_WAVE_ENDED || w->state == GCN_WAVE_TRAPPED)
        v->used = 0;
}

/* ---- output ---- */

static const char *form_name(unsigned f, char *buf, size_t size)
{
    static const char *const extra[] = {"e64", "dpp", "sdwa"};
    if (f >= F_E64)
        return extra[f - F_E64];
    if (f == GCN_VOP1 || f == GCN_VOP2 || f == GCN_VOPC)
        return "e32";
    size_t i = 0;
    for (const char *s = gcn_family_names[f]; *s && i + 1 < size; s++)
        buf[i++] = (char)(*s >= 'A' && *s <= 'Z' ? *s - 'A' + 'a' : *s);
    buf[i] = '\0';
    return buf;
}

int gcn_cov_write(const gcn_cov *c, FILE *f)
{
    fprintf(f, "# gcncov 1: mnemonic form dimension value count (docs/verification.md); %llu instructions\n",
            (unsigned long long)c->retired);
    for (size_t s = 0; s < (size_t)gcn_insn_count * F_COUNT; s++) {
        const uint64_t *n = c->slot[s];
        char fbuf[16], value[48];
        for (unsigned p = 0; n && p < P_COUNT; p++) {
            if (!n[p])
                continue;
            const char *dim = point_name(p, value, sizeof value);
            fprintf(f, "%s\t%s\t%s\t%s\t%llu\n", gcn_insns[s / F_COUNT].name,
                    form_name((unsigned)(s % F_COUNT), fbuf, sizeof fbuf), dim, value, (unsigned long long)n[p]);
        }
    }
    return ferror(f) ? -1 : 0;
}

int gcn_cov_save(const gcn_cov *c, const char *path, char *err, size_t errsize)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        snprintf(err, errsize, "cannot write coverage file %s", path);
        return -1;
    }
    int rc = gcn_cov_write(c, f);
    if (fclose(f) != 0 || rc < 0) {
        snprintf(err, errsize, "cannot write coverage file %s", path);
        return -1;
    }
    return 0;
}
