/* The model's execution vocabulary, shared by the semantics files (sem_*.c).
 *
 * One instruction executes as one call of its semantic function with a
 * gcn_exec: the wave, the decoded instruction and the record.  Sources are
 * fetched for all 64 lanes at once and results written under EXEC, so each
 * instruction's semantics is a short loop the compiler can vectorize. */
#ifndef GCN_MODEL_INTERNAL_H
#define GCN_MODEL_INTERNAL_H

#include <stdint.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "gcn/model.h"

typedef struct gcn_exec {
    gcn_machine *m;
    gcn_wave *w;
    const gcn_inst *in;
    gcn_retire *rec;
    uint64_t exec;       /* EXEC when the instruction started */
    uint64_t next_pc;    /* semantics of branches overwrite it */
} gcn_exec;

typedef void (*gcn_sem_fn)(gcn_exec *x);

/* Generated from the SEM() definitions by scripts/isagen.py (cmodel/gen/sem_table.c):
 * indexed like gcn_insns[], NULL where the model has no semantics. */
extern const gcn_sem_fn gcn_sem_table[];

/* Define the semantics of one mnemonic: SEM(v_add_f32) { ... }, or of a
 * class of rows named in isagen.py SHARED_SEMS (SEM(mfma), SEM(flat_mem),
 * ...: every row of the class without a SEM of its own).  The generator
 * finds these by name, so keep SEM( at the start of a line. */
#define SEM(name) void gcn_sem_##name(gcn_exec *x)

#define FOR_EACH_LANE(l) for (unsigned l = 0; l < GCN_WAVE_SIZE; l++)
/* The same for a loop that reads sources through pointers (valu_src32p:
 * register rows) and writes a local array: its lanes are independent, which
 * the compiler cannot prove, so GCC is told (it then vectorizes the loop
 * without the run-time overlap check that its -O2 does not add; clang adds
 * the check itself). */
#if defined(__GNUC__) && !defined(__clang__)
#define LANES_INDEPENDENT _Pragma("GCC ivdep")
#else
#define LANES_INDEPENDENT
#endif
#define FOR_EACH_LANE_IND(l) LANES_INDEPENDENT FOR_EACH_LANE(l)
#define LANE_ACTIVE(x, l) (((x)->exec >> (l)) & 1u)

/* The lane mask whose bit l is bit 31 of v[l]: for flags kept in the top
 * bit (carries) or as 0 / all ones (the compares' masks).  With SSE2 (every
 * x86-64 host) sixteen lanes at a time: two saturating packs keep each
 * lane's sign, one pmovmskb gathers sixteen of them; elsewhere a loop. */
static inline uint64_t lanes_of_top_bits(const uint32_t v[GCN_WAVE_SIZE])
{
    uint64_t bits = 0;
#if defined(__SSE2__)
    for (unsigned g = 0; g < GCN_WAVE_SIZE; g += 16) {
        const __m128i *q = (const __m128i *)(const void *)(v + g);
        __m128i lo = _mm_packs_epi32(_mm_loadu_si128(q), _mm_loadu_si128(q + 1));
        __m128i hi = _mm_packs_epi32(_mm_loadu_si128(q + 2), _mm_loadu_si128(q + 3));
        bits |= (uint64_t)(uint32_t)_mm_movemask_epi8(_mm_packs_epi16(lo, hi)) << g;
    }
#else
    for (unsigned l = 0; l < GCN_WAVE_SIZE; l++)
        bits |= (uint64_t)(v[l] >> 31) << l;
#endif
    return bits;
}

/* The lanes of mask as 0 or 1, one uint32_t per lane (a carry-in). */
static inline void lane_bits32(uint64_t mask, uint32_t out[GCN_WAVE_SIZE])
{
#define LANE_BIT(n, j) ((n) >> (j) & 1u)
#define NIBBLE_BITS(n) {LANE_BIT(n, 0), LANE_BIT(n, 1), LANE_BIT(n, 2), LANE_BIT(n, 3)}
    static const uint32_t nibble_bits[16][4] = {
        NIBBLE_BITS(0), NIBBLE_BITS(1), NIBBLE_BITS(2), NIBBLE_BITS(3), NIBBLE_BITS(4), NIBBLE_BITS(5),
        NIBBLE_BITS(6), NIBBLE_BITS(7), NIBBLE_BITS(8), NIBBLE_BITS(9), NIBBLE_BITS(10), NIBBLE_BITS(11),
        NIBBLE_BITS(12), NIBBLE_BITS(13), NIBBLE_BITS(14), NIBBLE_BITS(15)};
#undef NIBBLE_BITS
#undef LANE_BIT
    _Pragma("GCC unroll 16") for (unsigned g = 0; g < GCN_WAVE_SIZE; g += 4)
        memcpy(out + g, nibble_bits[mask >> g & 15], sizeof nibble_bits[0]);
}

/* What a step needs of the instruction in a decode-cache slot, found once
 * with the decode: the semantic function (NULL: not decoded yet, illegal or
 * unimplemented), the decoded instruction and its length, and whether
 * MODE.vskip skips it. */
typedef struct gcn_step_info {
    gcn_sem_fn fn;
    const gcn_inst *in; /* the slot's decoded instruction */
    uint8_t bytes;      /* its length */
    uint8_t vector;     /* VOP*, MUBUF/MTBUF/MIMG, DS, FLAT: not SALU, SMEM or branch */
} gcn_step_info;

/* After the semantics: the instruction retires unless the wave trapped. */
static inline int gcn_retire_step(gcn_exec *x)
{
    gcn_wave *w = x->w;
    if (w->state == GCN_WAVE_TRAPPED)
        return -1;
    w->pc = x->next_pc;
    w->instructions++;
    x->m->clock++;
    if (x->rec)
        x->rec->next_pc = w->pc;
    return w->state == GCN_WAVE_RUNNING ? 0 : -1;
}

/* gcn_wave_step: its common case inline (the dispatcher's loop calls it),
 * a running wave at a decoded instruction the model executes (a slot's fn
 * is NULL until it is decoded) that fits the wave's allocation as checked
 * before, no record, MODE without GPR indexing or vskip; the rest in
 * gcn_step_general (decode on a first visit, traps, the allocation check,
 * a unit the configuration leaves out, the record, MODE). */
int gcn_step_general(gcn_machine *m, gcn_wave *w, gcn_retire *rec);

/* What the common case needs of the machine, the same for every step of a
 * run: no record, every unit present, no wait-state check. */
static inline int gcn_machine_plain(const gcn_machine *m, const gcn_retire *rec)
{
    return !rec && !m->absent && !m->hazards;
}

/* A step of a running wave on a plain machine (gcn_machine_plain).  code is
 * m->code or a copy of it (the dispatcher's loop keeps one in locals: the
 * arrays are shared, the decode fills them). */
static inline int gcn_step_plain(gcn_machine *m, const gcn_code *code, gcn_wave *w)
{
    uint64_t off = w->pc - code->base; /* wraps to a huge offset below base */
    size_t i = (size_t)(off / 4);
    if ((off & 3) != 0 || i >= code->nwords || !code->step[i].fn || code->use[i].fits != w->alloc_key ||
        (w->mode >> 27 & 3) != 0)
        return gcn_step_general(m, w, NULL);
    const gcn_step_info *si = &code->step[i];
    gcn_exec x = {m, w, si->in, NULL, gcn_exec_mask(w), w->pc + si->bytes};
    si->fn(&x);
    if (w->state != GCN_WAVE_RUNNING) /* trapped, ended or at a barrier */
        return gcn_retire_step(&x);
    w->pc = x.next_pc; /* gcn_retire_step for a running wave without a record */
    w->instructions++;
    m->clock++;
    return 0;
}

static inline int gcn_step(gcn_machine *m, gcn_wave *w, gcn_retire *rec)
{
    if (w->state != GCN_WAVE_RUNNING || !gcn_machine_plain(m, rec))
        return gcn_step_general(m, w, rec);
    return gcn_step_plain(m, m->code, w);
}

/* Check the instruction about to run against the wave's recent VALU and MFMA
 * instructions (gcn/hazard.h), report what breaks a rule, and add it to the
 * history.  in is the decoded instruction in the code's cache; regs the same
 * with GPR indexing applied (the registers it really touches). */
void gcn_hazard_step(gcn_hazards *hz, gcn_wave *w, const gcn_inst *in, const gcn_inst *regs);

/* Stop the wave with a trap and a message (the step returns afterwards). */
void gcn_raise(gcn_exec *x, gcn_trap trap, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A GCN_TRAP_RESOURCE trap: the instruction's text and PC, then the message. */
void gcn_raise_resource(gcn_exec *x, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* ---- scalar operands (SOP*, SMEM, and scalar sources of VALU ops) ---- */

/* Value of a scalar-space operand code as a 32- or 64-bit operand of type t
 * (inline constants depend on the type; the literal is zero-extended or,
 * for 64-bit floats, the high half). */
uint32_t gcn_scalar_read32(const gcn_exec *x, unsigned code, gcn_type t);
uint64_t gcn_scalar_read64(const gcn_exec *x, unsigned code, gcn_type t);
/* The same for the operand of a role of the row, whose type is looked up
 * only where it matters (a float constant at 32 bits, the literal at 64). */
uint32_t gcn_role_read32(const gcn_exec *x, unsigned code, gcn_role role);
uint64_t gcn_role_read64(const gcn_exec *x, unsigned code, gcn_role role);
/* Write an SGPR-space destination (records it). */
void gcn_record_sgpr(gcn_exec *x, unsigned code, uint32_t v);
static inline void gcn_sgpr_write32(gcn_exec *x, unsigned code, uint32_t v)
{
    if (code >= GCN_NUM_SGPR_CODES)
        return; /* writes to constants are dropped, as in hardware */
    x->w->sgpr[code] = v;
    if (x->rec)
        gcn_record_sgpr(x, code, v);
}

static inline void gcn_sgpr_write64(gcn_exec *x, unsigned code, uint64_t v)
{
    gcn_sgpr_write32(x, code, (uint32_t)v);
    gcn_sgpr_write32(x, code + 1, (uint32_t)(v >> 32));
}

static inline void gcn_scc_write(gcn_exec *x, unsigned scc)
{
    x->w->scc = (uint8_t)(scc != 0);
    if (x->rec) {
        x->rec->scc_written = 1;
        x->rec->scc = x->w->scc;
    }
}

/* Operand of a role in the row as decoded: register code and type. */
static inline unsigned gcn_role_code(const gcn_inst *in, gcn_role role)
{
    switch (role) {
    case GCN_R_SDST: return in->sdst;
    case GCN_R_SSRC0: case GCN_R_SRC0: return in->src[0];
    case GCN_R_SSRC1: case GCN_R_SRC1: return in->src[1];
    case GCN_R_SRC2: return in->src[2];
    case GCN_R_VDST: return in->vdst;
    case GCN_R_SDATA: return in->sdata;
    case GCN_R_SBASE: return in->sbase;
    case GCN_R_ADDR: return in->addr;
    case GCN_R_DATA0: return in->data0;
    case GCN_R_DATA1: return in->data1;
    case GCN_R_VDATA: return in->vdata;
    case GCN_R_VADDR: return in->vaddr;
    case GCN_R_SRSRC: return in->srsrc;
    case GCN_R_SOFFSET: return in->soffset;
    case GCN_R_SADDR: return in->saddr;
    default: return 0;
    }
}
gcn_type gcn_role_type(const gcn_inst *in, gcn_role role);
/* Whether an operand names AccVGPRs, and the registers it occupies as
 * encoded (0: none, e.g. "off"); model.c, for the allocation check and
 * coverage. */
int gcn_operand_acc(const gcn_inst *in, const gcn_opnd_desc *o);
unsigned gcn_operand_dwords(const gcn_inst *in, const gcn_opnd_desc *o);

/* The usual SOP shapes.  An SGPR reads the same whatever the operand type:
 * the row's type is looked up only for constants and the literal. */
static inline uint32_t sop_src32(const gcn_exec *x, gcn_role role)
{
    unsigned code = gcn_role_code(x->in, role);
    if (code < GCN_NUM_SGPR_CODES)
        return x->w->sgpr[code];
    return gcn_role_read32(x, code, role);
}

static inline uint64_t sop_src64(const gcn_exec *x, gcn_role role)
{
    unsigned code = gcn_role_code(x->in, role);
    if (code < GCN_NUM_SGPR_CODES - 1)
        return (uint64_t)x->w->sgpr[code + 1] << 32 | x->w->sgpr[code];
    return gcn_role_read64(x, code, role);
}

static inline void sop_dst32(gcn_exec *x, uint32_t v) { gcn_sgpr_write32(x, x->in->sdst, v); }
static inline void sop_dst64(gcn_exec *x, uint64_t v) { gcn_sgpr_write64(x, x->in->sdst, v); }

/* ---- vector operands ---- */

/* Raw bits of VALU source i (0..2) for every lane: VGPRs, or a scalar,
 * inline constant or literal broadcast.  DPP (src0) and SDWA selects are
 * applied; float modifiers are not (see the typed fetches). */
void valu_src32(const gcn_exec *x, unsigned i, uint32_t out[GCN_WAVE_SIZE]);
void valu_src64(const gcn_exec *x, unsigned i, uint64_t out[GCN_WAVE_SIZE]);
/* A 64-bit source as its halves half[0] (bits 31:0) and half[1]: the
 * register pair's rows themselves for a plain VGPR pair, else buf filled
 * from valu_src64.  Valid until the instruction writes a register. */
void valu_src64_halves(const gcn_exec *x, unsigned i, uint32_t buf[2][GCN_WAVE_SIZE], const uint32_t *half[2]);
/* Typed fetches with abs/neg applied (VOP3, DPP and SDWA modifiers). */
void valu_src_f32(const gcn_exec *x, unsigned i, float out[GCN_WAVE_SIZE]);
void valu_src_f64(const gcn_exec *x, unsigned i, double out[GCN_WAVE_SIZE]);

/* 16-bit source (op_sel half in VOP3 op_sel rows; fmods: abs/neg on bit 15). */
void valu_src16(const gcn_exec *x, unsigned i, int fmods, uint16_t out[GCN_WAVE_SIZE]);
/* vdst's current bits, for the forms that keep part of it or accumulate
 * into it (mac, dot2c, pkaccum, 16-bit halves). */
const uint32_t *valu_dst_old(const gcn_exec *x);
/* Write vdst for the active lanes (EXEC, DPP row/bank masks, SDWA dst_sel). */
void valu_dst32(gcn_exec *x, const uint32_t v[GCN_WAVE_SIZE]);

void valu_dst64(gcn_exec *x, const uint64_t v[GCN_WAVE_SIZE]);
/* The same from the two halves (no register rows: they are written in turn). */
void valu_dst32x2(gcn_exec *x, const uint32_t lo[GCN_WAVE_SIZE], const uint32_t hi[GCN_WAVE_SIZE]);
/* Float results: output modifier and clamp first, then the write. */
void valu_dst_f32(gcn_exec *x, const float v[GCN_WAVE_SIZE]);
void valu_dst_f64(gcn_exec *x, const double v[GCN_WAVE_SIZE]);
/* 16-bit result: op_sel[3] half in VOP3 op_sel rows (other half kept), else
 * the low half with the high half zeroed, or kept when keep_hi. */
void valu_dst16(gcn_exec *x, const uint16_t v[GCN_WAVE_SIZE], int keep_hi);
/* A lane-mask result (VOPC, carry out) to sdst or VCC; bits of inactive
 * lanes are written as 0. */
void valu_dst_lanemask(gcn_exec *x, uint64_t bits);

/* Register-file access with recording, for units that write VGPRs directly
 * (loads, DS, MFMA). reg is in the unified file (AccVGPRs already offset). */
void gcn_vgpr_write_lanes(gcn_exec *x, unsigned reg, uint64_t mask, const uint32_t v[GCN_WAVE_SIZE]);
/* Unified-file index of a decoded VGPR code (256+n) with its acc flag. */
static inline unsigned gcn_vgpr_index(const gcn_exec *x, unsigned code, int acc)
{
    unsigned n = code - GCN_OP_VGPR0;
    return (acc ? x->w->accum_offset + n : n) & (GCN_NUM_VGPRS - 1);
}

/* valu_src32's values without a copy where none is needed: the VGPR row
 * itself for a plain VGPR source, else buf filled by valu_src32.  Valid
 * until the instruction writes a register. */
static inline const uint32_t *valu_src32p(const gcn_exec *x, unsigned i, uint32_t buf[GCN_WAVE_SIZE])
{
    static const gcn_role roles[3] = {GCN_R_SRC0, GCN_R_SRC1, GCN_R_SRC2};
    unsigned code = x->in->src[i];
    if (x->in->form == GCN_FORM_SDWA || (i == 0 && x->in->form == GCN_FORM_DPP)) {
        valu_src32(x, i, buf);
        return buf;
    }
    if (code >= GCN_OP_VGPR0)
        return x->w->vgpr[gcn_vgpr_index(x, code, 0)];
    /* a scalar source, the same in every lane */
    uint32_t v = code < GCN_NUM_SGPR_CODES ? x->w->sgpr[code] : gcn_role_read32(x, code, roles[i]);
    FOR_EACH_LANE(l) buf[l] = v;
    return buf;
}

/* Where to compute a 32-bit result that valu_dst32 then writes: vdst's
 * register itself when that write would copy all 64 lanes unchanged (full
 * EXEC, no DPP or SDWA, no record kept; then there is nothing to copy),
 * else buf.  The loop computing it must read a lane's sources before it
 * writes that lane. */
static inline uint32_t *valu_dst32_buf(gcn_exec *x, uint32_t buf[GCN_WAVE_SIZE])
{
    int direct = x->exec == ~0ull && (x->in->form == GCN_FORM_NATIVE || x->in->form == GCN_FORM_E64) && !x->rec &&
                 !x->m->general_only && x->w->state != GCN_WAVE_TRAPPED;
    return direct ? x->w->vgpr[gcn_vgpr_index(x, x->in->vdst, 0)] : buf;
}

/* ---- memory ---- */
int gcn_mem_read(gcn_exec *x, uint64_t addr, void *dst, size_t n);
int gcn_mem_write(gcn_exec *x, unsigned lane, uint64_t addr, const void *src, size_t n);

#endif
