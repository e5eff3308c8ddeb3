/* FLAT, GLOBAL and SCRATCH: loads, stores and atomics with one address per
 * lane (ISA chapter 9).  FLAT addresses pick LDS, scratch or global memory
 * by aperture; GLOBAL is global memory with an optional SGPR base; SCRATCH
 * is the wave's private memory, swizzled from FLAT_SCRATCH.  Readings in
 * docs/memory.md. */
#include "mem_ops.h"

#define APERTURE_BYTES (1ull << 32)

/* Scratch offset of one lane: out of range (reads 0, writes dropped) past
 * the wave's per-lane size when the dispatcher set one (ISA 9.6). */
static void scratch_lane(gcn_exec *x, mem_lanes *m, unsigned l, uint32_t off, unsigned bytes)
{
    uint32_t size = x->w->scratch_per_lane;
    if (size && (uint64_t)off + bytes > size)
        m->space[l] = MS_NONE;
    else
        ml_scratch_lane(x, m, l, off);
}

/* Per-lane address and space of the instruction; bytes is the access size.
 * Returns 0 when the wave has trapped. */
static int flat_lanes(gcn_exec *x, mem_lanes *m, unsigned bytes)
{
    const gcn_inst *in = x->in;
    const gcn_wave *w = x->w;
    ml_begin(m, x->exec);
    const uint32_t *lo = w->vgpr[gcn_vgpr_index(x, in->vaddr, 0)];
    const uint32_t *hi = w->vgpr[(gcn_vgpr_index(x, in->vaddr, 0) + 1) & (GCN_NUM_VGPRS - 1)];
    uint64_t off = in->offset; /* GLOBAL/SCRATCH: sign-extended 13 bits by the decoder */
    switch (in->family) {
    case GCN_FLAT: {
        uint64_t sh = x->m->shared_aperture, pr = x->m->private_aperture;
        FOR_EACH_LANE(l) {
            uint64_t a = ((uint64_t)hi[l] << 32 | lo[l]) + (off & 0xfff); /* 12-bit unsigned */
            if (sh && a - sh < APERTURE_BYTES) {
                m->space[l] = MS_LDS;
                m->addr[l] = a - sh;
            } else if (pr && a - pr < APERTURE_BYTES) {
                scratch_lane(x, m, l, (uint32_t)(a - pr), bytes);
            } else {
                m->space[l] = MS_GLOBAL;
                m->addr[l] = a;
            }
        }
        break;
    }
    case GCN_GLOBAL:
        if (in->saddr == 0x7f) { /* off: a 64-bit VGPR address */
            FOR_EACH_LANE(l) m->addr[l] = ((uint64_t)hi[l] << 32 | lo[l]) + (uint64_t)(int64_t)(int32_t)off;
        } else {                 /* SGPR base + 32-bit VGPR offset */
            uint64_t base = in->saddr == GCN_OP_NULL ? 0 : gcn_scalar_read64(x, in->saddr, (gcn_type){GCN_TK_B, 64, 1});
            FOR_EACH_LANE(l) m->addr[l] = base + lo[l] + (uint64_t)(int64_t)(int32_t)off;
        }
        memset(m->space, MS_GLOBAL, sizeof m->space);
        /* a GLOBAL access to the LDS aperture is a memory violation (ISA 9.4);
         * a wave inside one window that misses the aperture has none */
        if (!ml_whole_window(x, m, x->m->shared_aperture, APERTURE_BYTES, bytes) && x->m->shared_aperture) {
            int l = ml_first_in(m, x->m->shared_aperture, APERTURE_BYTES);
            if (l >= 0) {
                gcn_raise(x, GCN_TRAP_MEMORY, "%s: lane %d addresses the LDS aperture (0x%llx)", in->desc->name, l,
                          (unsigned long long)m->addr[l]);
                return 0;
            }
        }
        break;
    default: /* SCRATCH: a 32-bit offset from an SGPR or a VGPR */
        if (in->saddr != 0x7f) {
            uint32_t s = in->saddr == GCN_OP_NULL ? 0 : gcn_scalar_read32(x, in->saddr, (gcn_type){GCN_TK_U, 32, 1});
            FOR_EACH_LANE(l) scratch_lane(x, m, l, s + (uint32_t)off, bytes);
        } else {
            FOR_EACH_LANE(l) scratch_lane(x, m, l, lo[l] + (uint32_t)off, bytes);
        }
        break;
    }
    return 1;
}

static const uint8_t kind_bytes[] = {
    [LD_U8] = 1, [LD_I8] = 1, [LD_U16] = 2, [LD_I16] = 2, [LD_U8_D16] = 1, [LD_I8_D16] = 1,
    [LD_16_D16] = 2, [LD_U8_D16_HI] = 1, [LD_I8_D16_HI] = 1, [LD_16_D16_HI] = 2,
};

/* The lds bit (GLOBAL/SCRATCH) sends a dword per lane to LDS at M0[15:0] +
 * offset + 4 * lane (ISA table 41: M0 gives the LDS address offset);
 * narrower lds loads are not modelled. */
static void fl_load(gcn_exec *x, ld_kind k, unsigned dwords)
{
    mem_lanes m;
    const gcn_inst *in = x->in;
    if (in->lds && !(k == LD_DWORDS && dwords == 1)) {
        gcn_raise(x, GCN_TRAP_UNIMPLEMENTED, "%s: the lds form of a sub-dword load is not modelled", in->desc->name);
        return;
    }
    if (!flat_lanes(x, &m, k == LD_DWORDS ? 4 * dwords : kind_bytes[k]))
        return;
    if (in->lds)
        ml_load_lds(x, &m, (x->w->sgpr[GCN_OP_M0] & 0xffff) + in->offset);
    else
        ml_load(x, &m, gcn_vgpr_index(x, in->vdst, in->acc_dst), k, dwords);
}

static void fl_store(gcn_exec *x, st_kind k, unsigned dwords)
{
    static const uint8_t st_bytes[] = {[ST_B8] = 1, [ST_B8_HI] = 1, [ST_B16] = 2, [ST_B16_HI] = 2};
    mem_lanes m;
    if (flat_lanes(x, &m, k == ST_DWORDS ? 4 * dwords : st_bytes[k]))
        ml_store(x, &m, gcn_vgpr_index(x, x->in->vdata, x->in->acc_src), k, dwords);
}

/* Data in vdata (cmpswap: the new value, then the compare value); glc
 * returns the pre-op value to vdst. */
static void fl_atomic(gcn_exec *x, at_op op, unsigned bits)
{
    mem_lanes m;
    unsigned dw = bits / 32;
    if (!flat_lanes(x, &m, bits / 8))
        return;
    uint64_t src[GCN_WAVE_SIZE], cmp[GCN_WAVE_SIZE];
    unsigned data = gcn_vgpr_index(x, x->in->vdata, x->in->acc_src);
    vreg_read(x, data, dw, src);
    if (op == AT_CMPSWAP)
        vreg_read(x, data + dw, dw, cmp);
    int ret = x->in->glc ? (int)gcn_vgpr_index(x, x->in->vdst, x->in->acc_dst) : -1;
    ml_atomic(x, &m, op, bits, src, op == AT_CMPSWAP ? cmp : NULL, ret);
}

/* Every FLAT, GLOBAL and SCRATCH load, store and atomic: the row's memory
 * column gives the element, d16/hi and an atomic's operation (the FP32
 * global atomic add is AT_FADD_FTZ: it flushes denormals, docs/memory.md). */
SEM(flat_mem)
{
    const gcn_mem_shape *s = &x->in->desc->mem;
    if (s->kind == GCN_MEM_LOAD)
        fl_load(x, ml_ld_kind(s), s->dwords);
    else if (s->kind == GCN_MEM_STORE)
        fl_store(x, ml_st_kind(s), s->dwords);
    else
        fl_atomic(x, (at_op)s->op, ml_atomic_bits(s));
}
