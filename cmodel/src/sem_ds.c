/* LDS (DS) instructions: reads and writes, the two-address forms, atomics
 * with and without return, and the lane permutes that only use the LDS
 * crossbar (ds_swizzle_b32, ds_permute_b32, ds_bpermute_b32).  ISA 10.3 and
 * 12.13.  An address is VGPR[addr] + offset modulo 2^32; an element whose
 * bytes are not all below the workgroup's LDS size reads 0 and is not
 * written (ISA 3.6.1, 9.6).  Readings in docs/memory.md. */
#include "mem_ops.h"

/* GDS (the gds bit) is not modelled: the wave stops rather than use LDS. */
static int gds_unmodelled(gcn_exec *x)
{
    if (x->in->gds)
        gcn_raise(x, GCN_TRAP_UNIMPLEMENTED, "%s: GDS is not modelled", x->in->desc->name);
    return x->in->gds;
}

/* Per-lane LDS address VGPR[addr] + off, 32 bits: the sum wraps, because
 * LLVM folds a constant into the offset field whatever the sign of the base
 * on gfx9, so a negative base plus a positive offset must land on the
 * address their 32-bit sum names (docs/memory.md).  The addr VGPR is never
 * an AccVGPR (the acc bit selects the data and vdst registers).  Returns 0
 * for GDS. */
static int ds_lanes(gcn_exec *x, mem_lanes *m, uint32_t off)
{
    if (gds_unmodelled(x))
        return 0;
    const uint32_t *a = x->w->vgpr[gcn_vgpr_index(x, x->in->addr, 0)];
    ml_begin(m, x->exec);
    memset(m->space, MS_LDS, sizeof m->space);
    FOR_EACH_LANE(l) m->addr[l] = (uint32_t)(a[l] + off);
    return 1;
}

/* The two addresses of read2/write2/wrxchg2: offset0 and offset1 elements
 * of n bytes (times 64 for st64) from the addr VGPR, each wrapped as above. */
static int ds_lanes2(gcn_exec *x, mem_lanes m[2], unsigned n, unsigned scale)
{
    return ds_lanes(x, &m[0], x->in->offset0 * n * scale) && ds_lanes(x, &m[1], x->in->offset1 * n * scale);
}

static unsigned ds_vdst(const gcn_exec *x) { return gcn_vgpr_index(x, x->in->vdst, x->in->acc_dst); }
static unsigned ds_data0(const gcn_exec *x) { return gcn_vgpr_index(x, x->in->data0, x->in->acc_src); }
static unsigned ds_data1(const gcn_exec *x) { return gcn_vgpr_index(x, x->in->data1, x->in->acc_src); }

/* ---- every lane inside the LDS: the fast path ----
 * A whole wave whose elements all lie inside the workgroup's LDS needs no
 * per-lane space or range: its dword accesses go straight to the LDS
 * bytes, in the general path's order, with the same records.  Any other
 * wave (a lane outside, active or not, GDS, gcn_machine.general_only) takes
 * the general path through mem_lanes, which defines every case. */

/* The LDS when every lane's n bytes at VGPR[addr] + off[k] (wrapping as in
 * ds_lanes), k < count, lie inside it, their offsets in o[k]; else NULL.
 * One branch-free pass on 32-bit offsets: with last below 2^31, o <= last
 * when neither o nor last - o has bit 31 set. */
static inline __attribute__((always_inline)) uint8_t *lds_whole(const gcn_exec *x, unsigned count,
                                                                 const uint32_t off[2], unsigned n,
                                                                 uint32_t (*o)[GCN_WAVE_SIZE])
{
    const gcn_workgroup *wg = x->w->wg;
    if (x->m->general_only || x->in->gds || !wg || !wg->lds || wg->lds_size < n || wg->lds_size - n >= 1u << 31)
        return NULL;
    const uint32_t *a = x->w->vgpr[gcn_vgpr_index(x, x->in->addr, 0)];
    uint32_t last = wg->lds_size - n, out = 0;
    FOR_EACH_LANE_IND(l) {
        for (unsigned k = 0; k < count; k++) {
            o[k][l] = a[l] + off[k];
            out |= o[k][l] | (last - o[k][l]);
        }
    }
    return out >> 31 ? NULL : wg->lds;
}

/* The same for one offset, and for the two of read2/write2 (offset0 and
 * offset1 elements of n bytes, times scale). */
static uint8_t *lds_whole_wave(const gcn_exec *x, uint32_t off, unsigned n, uint32_t o[GCN_WAVE_SIZE])
{
    return lds_whole(x, 1, (uint32_t[2]){off, 0}, n, (uint32_t(*)[GCN_WAVE_SIZE])o);
}

static uint8_t *lds_whole_wave2(const gcn_exec *x, unsigned n, unsigned scale, uint32_t (*o)[GCN_WAVE_SIZE])
{
    return lds_whole(x, 2, (uint32_t[2]){x->in->offset0 * n * scale, x->in->offset1 * n * scale}, n, o);
}

/* Row d: each lane's dword at lds + o[l] (unrolled: a lane is a load, a
 * load and a store). */
static void lds_gather_row(const uint8_t *lds, const uint32_t o[GCN_WAVE_SIZE], uint32_t d[GCN_WAVE_SIZE])
{
    _Pragma("GCC unroll 8") FOR_EACH_LANE(l) memcpy(&d[l], lds + o[l], 4);
}

/* Rows d[0..dwords): each lane's dwords at lds + o[l]. */
static void lds_gather(const uint8_t *lds, const uint32_t o[GCN_WAVE_SIZE], unsigned dwords,
                       uint32_t (*d)[GCN_WAVE_SIZE])
{
    for (unsigned i = 0; i < dwords; i++)
        lds_gather_row(lds + 4 * i, o, d[i]);
}

/* Rows d[0..rows) into the VGPRs from vdst on, under EXEC. */
static void ds_write_rows(gcn_exec *x, unsigned vdst, unsigned rows, uint32_t (*d)[GCN_WAVE_SIZE])
{
    for (unsigned i = 0; i < rows; i++)
        gcn_vgpr_write_lanes(x, (vdst + i) & (GCN_NUM_VGPRS - 1), x->exec, d[i]);
}

/* The data registers from data on, dwords of them. */
static void data_rows(const gcn_exec *x, unsigned data, unsigned dwords, const uint32_t *rows[4])
{
    for (unsigned i = 0; i < dwords; i++)
        rows[i] = x->w->vgpr[(data + i) & (GCN_NUM_VGPRS - 1)];
}

/* Lane l's element, dwords from rows, at lds + o, and its record (with a
 * retirement record only). */
static inline __attribute__((always_inline)) void lds_put(gcn_exec *x, uint8_t *lds, unsigned l, uint32_t o,
                                                          const uint32_t *const rows[4], unsigned dwords)
{
    for (unsigned i = 0; i < dwords; i++)
        memcpy(lds + o + 4 * i, &rows[i][l], 4);
    if (x->rec)
        ml_record_store(x, l, o, 1, lds + o, 4u * dwords);
}

/* ds_read_b32..b128 on the fast path: 1 when done. */
static int ds_load_whole(gcn_exec *x, unsigned dwords)
{
    uint32_t o[GCN_WAVE_SIZE], d[4][GCN_WAVE_SIZE];
    const uint8_t *lds = lds_whole_wave(x, x->in->offset, 4 * dwords, o);
    if (!lds)
        return 0;
    lds_gather(lds, o, dwords, d);
    ds_write_rows(x, ds_vdst(x), dwords, d);
    return 1;
}

/* ds_write_b32..b128 on the fast path, lanes in order: 1 when done. */
static int ds_store_whole(gcn_exec *x, unsigned dwords)
{
    uint32_t o[GCN_WAVE_SIZE];
    const uint32_t *rows[4];
    uint8_t *lds = lds_whole_wave(x, x->in->offset, 4 * dwords, o);
    if (!lds)
        return 0;
    data_rows(x, ds_data0(x), dwords, rows);
    if (dwords == 1) /* ds_write_b32: the copy a move */
        FOR_EACH_ACTIVE(l, x->exec, lds_put(x, lds, l, o[l], rows, 1););
    else
        FOR_EACH_ACTIVE(l, x->exec, lds_put(x, lds, l, o[l], rows, dwords););
    return 1;
}

static void ds_load(gcn_exec *x, ld_kind k, unsigned dwords)
{
    mem_lanes m;
    if ((k == LD_DWORDS && ds_load_whole(x, dwords)) || !ds_lanes(x, &m, x->in->offset))
        return;
    ml_load(x, &m, ds_vdst(x), k, dwords);
}

static void ds_store(gcn_exec *x, st_kind k, unsigned dwords)
{
    mem_lanes m;
    if ((k == ST_DWORDS && ds_store_whole(x, dwords)) || !ds_lanes(x, &m, x->in->offset))
        return;
    ml_store(x, &m, ds_data0(x), k, dwords);
}

/* read2/write2: two elements of dw dwords at offset0 and offset1 elements
 * (times 64 for the st64 forms). */
static void ds_read2(gcn_exec *x, unsigned dw, unsigned scale)
{
    mem_lanes m[2];
    unsigned n = 4u * dw;
    uint32_t o[2][GCN_WAVE_SIZE], d[4][GCN_WAVE_SIZE];
    const uint8_t *lds = lds_whole_wave2(x, n, scale, o);
    if (lds) {
        lds_gather(lds, o[0], dw, d);
        lds_gather(lds, o[1], dw, d + dw);
        ds_write_rows(x, ds_vdst(x), 2 * dw, d);
        return;
    }
    if (!ds_lanes2(x, m, n, scale))
        return;
    memset(d, 0, sizeof d);
    /* the first elements of every lane, then the second; a read outside the
     * LDS allocation stops the wave, which then writes no register */
    if (ml_gather(x, &m[0], 0, n, dw, d) || ml_gather(x, &m[1], 0, n, dw, d + dw))
        return;
    unsigned r = ds_vdst(x);
    for (unsigned i = 0; i < 2 * dw; i++)
        gcn_vgpr_write_lanes(x, (r + i) & (GCN_NUM_VGPRS - 1), m[0].mask, d[i]);
}

static void ds_write2(gcn_exec *x, unsigned dw, unsigned scale)
{
    mem_lanes m[2];
    unsigned n = 4u * dw;
    uint32_t o[2][GCN_WAVE_SIZE];
    uint8_t *lds = lds_whole_wave2(x, n, scale, o);
    if (lds) {
        const uint32_t *rows0[4], *rows1[4];
        data_rows(x, ds_data0(x), dw, rows0);
        data_rows(x, ds_data1(x), dw, rows1);
        FOR_EACH_ACTIVE(l, x->exec, {
            lds_put(x, lds, l, o[0][l], rows0, dw);
            lds_put(x, lds, l, o[1][l], rows1, dw);
        });
        return;
    }
    if (!ds_lanes2(x, m, n, scale))
        return;
    uint64_t v0[GCN_WAVE_SIZE], v1[GCN_WAVE_SIZE];
    vreg_read(x, ds_data0(x), dw, v0);
    vreg_read(x, ds_data1(x), dw, v1);
    FOR_EACH_LANE(l) {   /* a write outside the LDS allocation stops the wave there, as ml_store */
        if ((m[0].mask >> l & 1) && (ml_write(x, &m[0], l, 0, &v0[l], n) || ml_write(x, &m[1], l, 0, &v1[l], n)))
            return;
    }
}

/* Atomics: DATA is data0, DATA2 is data1 (cmpst: the compare value is
 * DATA, the new value DATA2, the reverse of the buffer cmpswap). */
enum { DS_NORET, DS_RET };

static void ds_atomic(gcn_exec *x, at_op op, unsigned bits, int rtn)
{
    mem_lanes m;
    unsigned dw = bits / 32;
    uint64_t d0[GCN_WAVE_SIZE], d1[GCN_WAVE_SIZE];
    if (!ds_lanes(x, &m, x->in->offset))
        return;
    vreg_read(x, ds_data0(x), dw, d0);
    int two = gcn_find_opnd(x->in->desc, GCN_R_DATA1) != NULL;
    if (two)
        vreg_read(x, ds_data1(x), dw, d1);
    int ret = rtn ? (int)ds_vdst(x) : -1;
    if (op == AT_CMPSWAP || op == AT_FCMPSWAP)
        ml_atomic(x, &m, op, bits, d1, d0, ret);
    else
        ml_atomic(x, &m, op, bits, d0, two ? d1 : NULL, ret);
}

/* Write-exchange of two elements; both old values return to vdst. */
static void ds_wrxchg2(gcn_exec *x, unsigned dw, unsigned scale)
{
    mem_lanes m[2];
    unsigned n = 4u * dw;
    if (!ds_lanes2(x, m, n, scale))
        return;
    uint64_t v0[GCN_WAVE_SIZE], v1[GCN_WAVE_SIZE], o0[GCN_WAVE_SIZE] = {0}, o1[GCN_WAVE_SIZE] = {0};
    vreg_read(x, ds_data0(x), dw, v0);
    vreg_read(x, ds_data1(x), dw, v1);
    FOR_EACH_LANE(l) {   /* an access outside the LDS allocation stops the wave: no register written */
        if ((m[0].mask >> l & 1) && (ml_read(x, &m[0], l, 0, &o0[l], n) || ml_write(x, &m[0], l, 0, &v0[l], n) ||
                                     ml_read(x, &m[1], l, 0, &o1[l], n) || ml_write(x, &m[1], l, 0, &v1[l], n)))
            return;
    }
    unsigned r = ds_vdst(x);
    vreg_write(x, r, dw, m[0].mask, o0);
    vreg_write(x, r + dw, dw, m[0].mask, o1);
}

/* ---- lane permutes (no LDS access) ---- */

static uint64_t ds_swizzle_src(unsigned i, unsigned offset)
{
    unsigned j;
    if (offset >= 0xe000) { /* FFT */
        unsigned mask = offset & 0x1f, r = 0;
        for (unsigned b = 0; b < 5; b++)
            r |= ((i >> b) & 1u) << (4 - b);
        j = (r >> __builtin_popcount(mask)) | (i & mask);
    } else if (offset >= 0xc000) { /* rotate */
        unsigned rot = offset >> 5 & 0x1f, mask = offset & 0x1f;
        if (offset & 0x400)
            rot = 0u - rot;
        j = (i & mask) | ((i + rot) & ~mask);
        j &= 0x1f;
    } else if (offset & 0x8000) { /* full sharing within groups of 4 */
        return (i & ~3u) | (offset >> (2 * (i & 3)) & 3u);
    } else { /* and/or/xor masks within 32 lanes */
        j = (((i & 0x1f) & (offset & 0x1f)) | (offset >> 5 & 0x1f)) ^ (offset >> 10 & 0x1f);
    }
    return (j & 0x1f) | (i & 0x20);
}

SEM(ds_swizzle_b32)
{
    /* ISA 12.13.1: the data is the addr VGPR; reading an inactive lane gives 0 */
    const uint32_t *src = x->w->vgpr[gcn_vgpr_index(x, x->in->addr, 0)];
    uint32_t out[GCN_WAVE_SIZE];
    FOR_EACH_LANE(i) {
        unsigned j = (unsigned)ds_swizzle_src(i, x->in->offset);
        out[i] = (x->exec >> j & 1) ? src[j] : 0;
    }
    gcn_vgpr_write_lanes(x, ds_vdst(x), x->exec, out);
}

SEM(ds_permute_b32)
{
    /* forward: lane i sends DATA0 to lane (addr + offset) / 4 mod 64; the
     * highest-numbered source wins; unreached lanes get 0 */
    const uint32_t *a = x->w->vgpr[gcn_vgpr_index(x, x->in->addr, 0)], *d = x->w->vgpr[ds_data0(x)];
    uint32_t out[GCN_WAVE_SIZE] = {0};
    FOR_EACH_LANE(i) {
        if (x->exec >> i & 1)
            out[((a[i] + x->in->offset) >> 2) & 63] = d[i];
    }
    gcn_vgpr_write_lanes(x, ds_vdst(x), x->exec, out);
}

SEM(ds_bpermute_b32)
{
    /* backward: lane i reads DATA0 of lane (addr + offset) / 4 mod 64, or 0
     * when that lane is inactive */
    const uint32_t *a = x->w->vgpr[gcn_vgpr_index(x, x->in->addr, 0)], *d = x->w->vgpr[ds_data0(x)];
    uint32_t out[GCN_WAVE_SIZE];
    FOR_EACH_LANE(i) {
        unsigned j = ((a[i] + x->in->offset) >> 2) & 63;
        out[i] = (x->exec >> j & 1) ? d[j] : 0;
    }
    gcn_vgpr_write_lanes(x, ds_vdst(x), x->exec, out);
}

/* ---- M0-based forms ---- */

/* ds_*_addtid_b32: address offset + M0[15:0] + 4 * lane. */
static int addtid_lanes(gcn_exec *x, mem_lanes *m)
{
    if (gds_unmodelled(x))
        return 0;
    ml_begin(m, x->exec);
    memset(m->space, MS_LDS, sizeof m->space);
    uint64_t base = (uint64_t)(x->w->sgpr[GCN_OP_M0] & 0xffff) + x->in->offset;
    FOR_EACH_LANE(l) m->addr[l] = base + 4u * l;
    return 1;
}

SEM(ds_write_addtid_b32)
{
    mem_lanes m;
    if (!addtid_lanes(x, &m))
        return;
    ml_store(x, &m, ds_data0(x), ST_DWORDS, 1);
}

SEM(ds_read_addtid_b32)
{
    mem_lanes m;
    if (!addtid_lanes(x, &m))
        return;
    ml_load(x, &m, ds_vdst(x), LD_DWORDS, 1);
}

/* ds_append/ds_consume: one dword at M0[15:0] + offset gains (loses) the
 * number of active lanes; every active lane receives the pre-op value. */
static void ds_counter(gcn_exec *x, int sign)
{
    if (gds_unmodelled(x) || !x->exec)
        return;
    uint64_t a = (uint64_t)(x->w->sgpr[GCN_OP_M0] & 0xffff) + x->in->offset;
    uint32_t old, n = (uint32_t)__builtin_popcountll(x->exec), v[GCN_WAVE_SIZE];
    if (lds_read(x, a, &old, 4))
        return;   /* outside the LDS allocation: the wave stopped, no register written */
    uint32_t nv = old + (uint32_t)sign * n;
    if (lds_write(x, (unsigned)__builtin_ctzll(x->exec), a, &nv, 4))
        return;
    FOR_EACH_LANE(l) v[l] = old;
    gcn_vgpr_write_lanes(x, ds_vdst(x), x->exec, v);
}

SEM(ds_append) { ds_counter(x, 1); }
SEM(ds_consume) { ds_counter(x, -1); }
/* Every DS read, write, two-address access and atomic (but the addtid
 * ones), by the row's memory column: st64 scales the two offsets by 64
 * elements; an atomic returns when the row has a vdst. */
SEM(ds_mem)
{
    const gcn_inst *in = x->in;
    const gcn_mem_shape *s = &in->desc->mem;
    unsigned dw = s->size == GCN_MS_B64 ? 2 : 1, scale = s->flags & GCN_MEM_ST64 ? 64 : 1;
    switch (s->kind) {
    case GCN_MEM_LOAD: ds_load(x, ml_ld_kind(s), s->dwords); break;
    case GCN_MEM_STORE: ds_store(x, ml_st_kind(s), s->dwords); break;
    case GCN_MEM_LOAD2: ds_read2(x, dw, scale); break;
    case GCN_MEM_STORE2: ds_write2(x, dw, scale); break;
    case GCN_MEM_XCHG2: ds_wrxchg2(x, dw, scale); break;
    default:
        ds_atomic(x, (at_op)s->op, ml_atomic_bits(s),
                  gcn_find_opnd(in->desc, GCN_R_VDST) ? DS_RET : DS_NORET);
        break;
    }
}
