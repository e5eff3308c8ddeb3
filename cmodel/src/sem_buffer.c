/* MUBUF and MTBUF: buffer loads, stores and atomics through a buffer
 * resource (V#), with linear or swizzled addressing and range checking (ISA
 * 8.1.5, 8.1.8), and the format loads and stores whose conversion is exact.
 * Readings in docs/memory.md. */

#include "mem_ops.h"

/* The V# fields that addressing uses (ISA table 33). */
typedef struct vsharp {
    uint64_t base;
    uint32_t stride, num_records, istride;
    int swizzle, add_tid;
    unsigned dfmt, nfmt, dst_sel[4];
} vsharp;

/* Format instructions: MTBUF and MUBUF's *_format_* (the memory column's format). */
static int is_format(const gcn_inst *in)
{
    return (in->desc->mem.flags & GCN_MEM_FORMAT) != 0;
}

static vsharp vsharp_read(const gcn_exec *x)
{
    const uint32_t *s = x->w->sgpr;
    unsigned r = x->in->srsrc;
    uint32_t d0 = s[r & 127], d1 = s[(r + 1) & 127], d2 = s[(r + 2) & 127], d3 = s[(r + 3) & 127];
    vsharp v;
    v.base = (uint64_t)(d1 & 0xffff) << 32 | d0;
    v.stride = d1 >> 16 & 0x3fff;
    v.swizzle = d1 >> 31 & 1;
    v.num_records = d2;
    v.istride = 8u << (d3 >> 21 & 3);
    v.add_tid = d3 >> 23 & 1;
    v.dfmt = d3 >> 15 & 0xf;
    v.nfmt = d3 >> 12 & 7;
    for (unsigned i = 0; i < 4; i++)
        v.dst_sel[i] = d3 >> (3 * i) & 7;
    /* with add_tid, non-format MUBUF takes stride[17:14] from DATA_FORMAT */
    if (v.add_tid && !is_format(x->in))
        v.stride |= (d3 >> 15 & 0xf) << 14;
    return v;
}

/* Elements of a swizzled buffer are 4 bytes on gfx9: the V# has no
 * element-size field any more (docs/memory.md). */
#define SWZ_ELEM 4u

/* Per-lane address of the access; range checks are per component of
 * `part` bytes (dwords for dwordxN, the whole access for atomics): lanes of
 * component c out of range go to MS_NONE in m[c]. */
static void buffer_lanes(gcn_exec *x, mem_lanes *m, unsigned parts, unsigned part)
{
    const gcn_inst *in = x->in;
    vsharp v = vsharp_read(x);
    unsigned dfmt = in->family == GCN_MTBUF ? in->dfmt : v.dfmt;
    const gcn_wave *w = x->w;
    unsigned va = gcn_vgpr_index(x, in->vaddr, 0);
    const uint32_t *vidx = w->vgpr[va], *voff = w->vgpr[(va + in->idxen) & (GCN_NUM_VGPRS - 1)];
    uint64_t soff = gcn_scalar_read32(x, in->soffset, (gcn_type){GCN_TK_U, 32, 1});
    uint64_t oor[4] = {0};
    ml_begin(&m[0], x->exec);
    m[0].elem = SWZ_ELEM;
    m[0].istride = v.istride;
    FOR_EACH_LANE(l) {
        uint32_t index = (in->idxen ? vidx[l] : 0) + (v.add_tid ? l : 0);
        uint32_t offset = (in->offen ? voff[l] : 0) + in->offset;
        if (v.swizzle) {
            m[0].space[l] = MS_SWZ;
            m[0].base[l] = v.base + soff + (uint64_t)(index / v.istride) * v.stride * v.istride +
                           (uint64_t)(index % v.istride) * SWZ_ELEM;
            m[0].addr[l] = offset;
        } else {
            m[0].space[l] = MS_GLOBAL;
            m[0].addr[l] = v.base + soff + (uint64_t)index * v.stride + offset;
        }
        /* ISA 8.1.5 range checking: private (add_tid without idxen) none;
         * structured (idxen): the index; raw: the offset of each component.
         * A data format of 0 (INVALID) is an unbound resource: nothing is in
         * range (ISA 8.1.4) */
        for (unsigned c = 0; c < parts; c++) {
            int out = dfmt == 0 ? 1
                    : in->idxen ? index >= v.num_records
                    : !v.add_tid && (uint64_t)offset + (uint64_t)c * part >= v.num_records;
            oor[c] |= (uint64_t)out << l;
        }
    }
    for (unsigned c = 1; c < parts; c++)
        m[c] = m[0];
    for (unsigned c = 0; c < parts; c++)
        FOR_EACH_LANE(l) if (oor[c] >> l & 1) m[c].space[l] = MS_NONE;
}

/* Multi-dword loads and stores go component by component: each dword has
 * its own range check (m[c] was computed for component c by buffer_lanes,
 * before any register is written); the first trap stops the rest. */
static void bf_dwords(gcn_exec *x, mem_lanes *m, unsigned reg, unsigned dwords, int store)
{
    for (unsigned c = 0; c < dwords && !wave_trapped(x); c++) {
        for (unsigned l = 0; l < GCN_WAVE_SIZE; l++)
            m[c].addr[l] += 4u * c;
        if (store)
            ml_store(x, &m[c], reg + c, ST_DWORDS, 1);
        else
            ml_load(x, &m[c], reg + c, LD_DWORDS, 1);
    }
}

/* The lds bit sends a dword per lane to LDS at M0[15:0] + offset + 4 * lane
 * (ISA 8.1.9); narrower lds loads are not modelled. */
static void bf_load(gcn_exec *x, ld_kind k, unsigned dwords)
{
    mem_lanes m[4];
    unsigned reg = gcn_vgpr_index(x, x->in->vdata, x->in->acc_dst);
    if (x->in->lds && !(k == LD_DWORDS && dwords == 1)) {
        gcn_raise(x, GCN_TRAP_UNIMPLEMENTED, "%s: the lds form of a sub-dword load is not modelled",
                  x->in->desc->name);
        return;
    }
    buffer_lanes(x, m, k == LD_DWORDS ? dwords : 1, 4);
    if (x->in->lds) {
        ml_load_lds(x, &m[0], (x->w->sgpr[GCN_OP_M0] & 0xffff) + x->in->offset);
        return;
    }
    if (k != LD_DWORDS) {
        ml_load(x, &m[0], reg, k, 1);
        return;
    }
    bf_dwords(x, m, reg, dwords, 0);
}

static void bf_store(gcn_exec *x, st_kind k, unsigned dwords)
{
    mem_lanes m[4];
    unsigned reg = gcn_vgpr_index(x, x->in->vdata, x->in->acc_src);
    buffer_lanes(x, m, k == ST_DWORDS ? dwords : 1, 4);
    if (k != ST_DWORDS) {
        ml_store(x, &m[0], reg, k, 1);
        return;
    }
    bf_dwords(x, m, reg, dwords, 1);
}

/* Atomics: all in or all out of range; data in vdata (cmpswap: the new
 * value, then the compare value); glc returns the pre-op value to vdata. */
static void bf_atomic(gcn_exec *x, at_op op, unsigned bits)
{
    mem_lanes m[1];
    unsigned dw = bits / 32;
    buffer_lanes(x, m, 1, 0);
    uint64_t src[GCN_WAVE_SIZE], cmp[GCN_WAVE_SIZE];
    unsigned data = gcn_vgpr_index(x, x->in->vdata, x->in->acc_src);
    vreg_read(x, data, dw, src);
    if (op == AT_CMPSWAP)
        vreg_read(x, data + dw, dw, cmp);
    ml_atomic(x, m, op, bits, src, op == AT_CMPSWAP ? cmp : NULL, x->in->glc ? (int)data : -1);
}

/* ---- format loads and stores (MUBUF *_format_*: the V#'s format and
 * dst_sel; MTBUF: the instruction's format, identity selects) ----
 *
 * Modelled where the conversion is exact: 32-bit components (no conversion,
 * ISA 8.1.3), 8/16-bit UINT/SINT loads (extension), 16-bit FLOAT loads
 * (half to single), and d16 forms of 16-bit components.  Normalized,
 * scaled and packed formats stop the wave as unimplemented, and so does an
 * element of more than 4 bytes on a swizzled buffer (it would span several
 * swizzle elements; the RTL, which matches this list, does not split it). */

enum { NF_UNORM, NF_SNORM, NF_USCALED, NF_SSCALED, NF_UINT, NF_SINT, NF_RESERVED, NF_FLOAT };

/* Components and bits of each data format (0: not modelled). */
static const struct { uint8_t n, bits; } dfmt_shape[16] = {
    [1] = {1, 8}, [2] = {1, 16}, [3] = {2, 8}, [4] = {1, 32}, [5] = {2, 16},
    [10] = {4, 8}, [11] = {2, 32}, [12] = {4, 16}, [13] = {3, 32}, [14] = {4, 32},
};

typedef struct fmt {
    unsigned n, bits, nfmt, sel[4];
} fmt;

/* The format of this instruction, or 0 (the wave has trapped) when the
 * conversion is not modelled. */
static int format_of(gcn_exec *x, fmt *f, int store, int d16)
{
    const gcn_inst *in = x->in;
    vsharp v = vsharp_read(x);
    unsigned dfmt = in->family == GCN_MTBUF ? in->dfmt : v.dfmt;
    f->nfmt = in->family == GCN_MTBUF ? in->nfmt : v.nfmt;
    f->n = dfmt_shape[dfmt].n;
    f->bits = dfmt_shape[dfmt].bits;
    for (unsigned i = 0; i < 4; i++)
        f->sel[i] = in->family == GCN_MTBUF ? 4 + i : v.dst_sel[i];
    int ok;
    if (dfmt == 0)
        return 1; /* unbound: every lane out of range, nothing to convert */
    if (f->bits == 32)
        ok = !d16; /* no conversion; d16 would need one */
    else if (d16)
        ok = f->bits == 16 && (f->nfmt == NF_UINT || f->nfmt == NF_SINT || f->nfmt == NF_FLOAT);
    else
        ok = !store && (f->nfmt == NF_UINT || f->nfmt == NF_SINT || (f->nfmt == NF_FLOAT && f->bits == 16));
    /* an element past 4 bytes spans several elements of a swizzled buffer:
     * not implemented (nor by the RTL) */
    int spans_elements = v.swizzle && f->n * f->bits / 8 > SWZ_ELEM;
    if (spans_elements)
        ok = 0;
    if (!ok || !f->n)
        gcn_raise(x, GCN_TRAP_UNIMPLEMENTED, "%s: data format %u / number format %u not modelled%s", in->desc->name,
                  dfmt, f->nfmt, spans_elements ? " on a swizzled buffer" : "");
    return ok && f->n;
}

/* Component c of an element as a 32-bit register value. */
static uint32_t fmt_unpack(const fmt *f, const uint8_t *e, unsigned c)
{
    uint32_t raw = 0;
    memcpy(&raw, e + c * f->bits / 8, f->bits / 8);
    if (f->bits == 32)
        return raw;
    if (f->nfmt == NF_SINT)
        return f->bits == 8 ? (uint32_t)(int32_t)(int8_t)raw : (uint32_t)(int32_t)(int16_t)raw;
    if (f->nfmt == NF_FLOAT) { /* half to single, exact */
        uint32_t s = (raw & 0x8000u) << 16, e5 = raw >> 10 & 0x1f, m = raw & 0x3ff;
        if (e5 == 31)
            return s | 0x7f800000u | m << 13;
        if (e5)
            return s | (e5 + 112) << 23 | m << 13;
        if (!m)
            return s;
        int sh = 0;
        while (!(m & 0x400)) {
            m <<= 1;
            sh++;
        }
        return s | (uint32_t)(113 - sh) << 23 | (m & 0x3ff) << 13;
    }
    return raw;
}

/* The value a dst_sel picks from comp[]: a component, 0, or 1 (missing
 * components read 0, alpha 1; one is 1 in the format's type). */
static uint32_t fmt_select(const fmt *f, const uint32_t *comp, unsigned sel, uint32_t one)
{
    if (sel >= 4 && sel - 4 < f->n)
        return comp[sel - 4];
    return sel == 1 || sel == 7 ? one : 0;
}

/* d16: 0 for 32-bit results, 1 for packed 16-bit results, 2 for d16_hi_x. */
static void bf_load_format(gcn_exec *x, unsigned count, int d16)
{
    fmt f;
    mem_lanes m[1];
    if (x->in->lds) {
        gcn_raise(x, GCN_TRAP_UNIMPLEMENTED, "%s: the lds form is not modelled", x->in->desc->name);
        return;
    }
    if (!format_of(x, &f, 0, d16))
        return;
    buffer_lanes(x, m, 1, 0);
    unsigned reg = gcn_vgpr_index(x, x->in->vdata, x->in->acc_dst);
    unsigned regs = d16 ? (count + 1) / 2 : count, elem = f.n * f.bits / 8;
    /* 1 in the result's type: a float 1.0 for FLOAT formats */
    uint32_t one = f.nfmt != NF_FLOAT ? 1 : d16 ? 0x3c00u : 0x3f800000u;
    uint32_t d[4][GCN_WAVE_SIZE];
    for (unsigned r = 0; r < regs; r++)
        memcpy(d[r], x->w->vgpr[(reg + r) & (GCN_NUM_VGPRS - 1)], sizeof d[r]);
    FOR_EACH_LANE(l) {
        if (!(m->mask >> l & 1))
            continue;
        uint8_t e[16] = {0};
        uint32_t comp[4] = {0};
        int in_range = m->space[l] != MS_NONE; /* checked as a whole (ISA 8.1.5 note 3) */
        if (in_range && ml_read(x, m, l, 0, e, elem))
            return;
        for (unsigned c = 0; c < f.n; c++) /* d16 keeps the 16 raw bits */
            comp[c] = d16 ? (uint32_t)e[2 * c] | (uint32_t)e[2 * c + 1] << 8 : fmt_unpack(&f, e, c);
        for (unsigned j = 0; j < count; j++) {
            /* out of range: zero, except selects of 1 (ISA 8.1.5 note 1) */
            uint32_t v = in_range ? fmt_select(&f, comp, f.sel[j], one) : f.sel[j] == 1 ? one : 0;
            if (!d16) {
                d[j][l] = v;
                continue;
            }
            /* 16-bit values two per register; a lone one keeps the other half */
            unsigned r = j / 2, hi = (j & 1) || d16 == 2;
            d[r][l] = hi ? (d[r][l] & 0xffffu) | v << 16 : (d[r][l] & 0xffff0000u) | (v & 0xffffu);
        }
    }
    for (unsigned r = 0; r < regs; r++)
        gcn_vgpr_write_lanes(x, (reg + r) & (GCN_NUM_VGPRS - 1), m->mask, d[r]);
}

/* Stores: 32-bit components as they are; d16 stores of 16-bit components
 * take the register halves.  Components past the format's are not stored;
 * the element is written whole for the lanes in range. */
static void bf_store_format(gcn_exec *x, unsigned count, int d16)
{
    fmt f;
    mem_lanes m[1];
    if (!format_of(x, &f, 1, d16))
        return;
    buffer_lanes(x, m, 1, 0);
    unsigned reg = gcn_vgpr_index(x, x->in->vdata, x->in->acc_src);
    unsigned n = count < f.n ? count : f.n, size = f.bits / 8;
    FOR_EACH_LANE(l) {
        if (!(m->mask >> l & 1) || m->space[l] == MS_NONE)
            continue;
        uint8_t e[16];
        for (unsigned c = 0; c < n; c++) {
            uint32_t v = d16 ? x->w->vgpr[(reg + c / 2) & (GCN_NUM_VGPRS - 1)][l] >> (((c & 1) || d16 == 2) ? 16 : 0)
                             : x->w->vgpr[(reg + c) & (GCN_NUM_VGPRS - 1)][l];
            memcpy(e + c * size, &v, size);
        }
        if (ml_write(x, m, l, 0, e, n * size))
            return;
    }
}

/* Every MUBUF and MTBUF load, store and atomic, by the row's memory column:
 * a format access converts comps components (d16: 16-bit halves, hi: the
 * high one). */
SEM(buffer_mem)
{
    const gcn_mem_shape *s = &x->in->desc->mem;
    int d16 = s->flags & GCN_MEM_D16 ? (s->flags & GCN_MEM_HI ? 2 : 1) : 0;
    if (s->flags & GCN_MEM_FORMAT) {
        if (s->kind == GCN_MEM_LOAD)
            bf_load_format(x, s->comps, d16);
        else
            bf_store_format(x, s->comps, d16);
    } else if (s->kind == GCN_MEM_LOAD) {
        bf_load(x, ml_ld_kind(s), s->dwords);
    } else if (s->kind == GCN_MEM_STORE) {
        bf_store(x, ml_st_kind(s), s->dwords);
    } else {
        bf_atomic(x, (at_op)s->op, ml_atomic_bits(s));
    }
}
