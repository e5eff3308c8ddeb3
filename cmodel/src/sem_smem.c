/* Scalar memory: s_load, s_buffer_load, s_scratch_load, the stores and the
 * scalar atomics, and the cache controls (no-ops: the functional model has
 * no caches).  ISA 7.2 (Scalar Memory Addressing); readings in docs/memory.md. */
#include "mem_ops.h"

/* Byte offset of the instruction: the immediate (21-bit signed on gfx9, as
 * LLVM 16 encodes it) and/or an SGPR or M0 (ISA 7.2's IMM/SOE table). */
static uint64_t smem_offset(const gcn_exec *x, unsigned scale)
{
    const gcn_inst *in = x->in;
    uint64_t off = 0;
    if (in->imm)
        off = ((uint64_t)(in->offset & 0x1fffff) ^ 0x100000) - 0x100000; /* sign-extend 21 bits */
    if (in->soe || !in->imm)
        off += (uint64_t)gcn_scalar_read32(x, in->soffset, (gcn_type){GCN_TK_U, 32, 1}) * scale;
    return off;
}

/* Where an SMEM access goes: its first dword's address and, for buffer
 * forms, the byte limit of the resource (stride only bounds the range). */
typedef struct smem_addr {
    uint64_t addr;
    uint64_t limit;   /* bytes from base that are in range */
    uint64_t base;
    int buffer;
} smem_addr;

static smem_addr smem_address(const gcn_exec *x, int buffer, unsigned scale)
{
    const gcn_wave *w = x->w;
    unsigned sb = x->in->sbase;
    smem_addr a = {0, 0, 0, buffer};
    uint64_t off = smem_offset(x, scale);
    if (buffer) {
        uint32_t d1 = w->sgpr[(sb + 1) & 127], d2 = w->sgpr[(sb + 2) & 127];
        uint64_t stride = d1 >> 16;
        a.base = ((uint64_t)(d1 & 0xffff) << 32 | w->sgpr[sb & 127]) & ~3ull;
        a.limit = stride ? (uint64_t)d2 * stride : d2;
        a.addr = off & 0xffffffffull & ~3ull; /* relative to base until checked */
    } else {
        a.addr = (((uint64_t)w->sgpr[(sb + 1) & 127] << 32 | w->sgpr[sb & 127]) + off) & ~3ull;
    }
    return a;
}

/* Device address of dword i; *in_range = 0 when the dword is past a
 * buffer's range (its four bytes must all be in range). */
static uint64_t smem_dword_addr(const smem_addr *a, unsigned i, int *in_range)
{
    uint64_t o = a->addr + 4ull * i;
    if (!a->buffer) {
        *in_range = 1;
        return o;
    }
    *in_range = o + 4 <= a->limit;
    return a->base + o;
}

static void smem_load(gcn_exec *x, unsigned dwords, int buffer, unsigned scale)
{
    smem_addr a = smem_address(x, buffer, scale);
    uint32_t v[16];
    for (unsigned i = 0; i < dwords; i++) {
        int ok;
        uint64_t addr = smem_dword_addr(&a, i, &ok);
        v[i] = 0; /* out-of-range buffer dwords read zero */
        if (ok && gcn_mem_read(x, addr, &v[i], 4))
            return;
    }
    for (unsigned i = 0; i < dwords; i++)
        gcn_sgpr_write32(x, x->in->sdata + i, v[i]);
}

static void smem_store(gcn_exec *x, unsigned dwords, int buffer, unsigned scale)
{
    smem_addr a = smem_address(x, buffer, scale);
    for (unsigned i = 0; i < dwords; i++) {
        int ok;
        uint64_t addr = smem_dword_addr(&a, i, &ok);
        uint32_t v = gcn_scalar_read32(x, x->in->sdata + i, (gcn_type){GCN_TK_B, 32, 1});
        if (ok && gcn_mem_write(x, 0, addr, &v, 4))
            return;
    }
}

/* Scalar atomics: data in sdata (cmpswap: the new value, then the compare
 * value); glc returns the pre-op value to sdata. */
static void smem_atomic(gcn_exec *x, at_op op, unsigned bits, int buffer)
{
    smem_addr a = smem_address(x, buffer, 1);
    unsigned dw = bits / 32, sd = x->in->sdata;
    const uint32_t *s = x->w->sgpr;
    uint64_t src = s[sd & 127], cmp = 0;
    if (dw == 2)
        src |= (uint64_t)s[(sd + 1) & 127] << 32;
    if (op == AT_CMPSWAP) {
        cmp = s[(sd + dw) & 127];
        if (dw == 2)
            cmp |= (uint64_t)s[(sd + 3) & 127] << 32;
    }
    int ok;
    uint64_t addr = smem_dword_addr(&a, 0, &ok), old = 0;
    if (ok && buffer && a.addr + bits / 8 > a.limit)
        ok = 0;
    if (ok) {
        if (gcn_mem_read(x, addr, &old, bits / 8))
            return;
        uint64_t v = at_apply(op, bits, old, src, cmp);
        if (gcn_mem_write(x, 0, addr, &v, bits / 8))
            return;
    }
    if (x->in->glc) {
        gcn_sgpr_write32(x, sd, (uint32_t)old);
        if (dw == 2)
            gcn_sgpr_write32(x, sd + 1, (uint32_t)(old >> 32));
    }
}

/* s_scratch: the SGPR or M0 offset counts 64 bytes per unit (ISA 7.2) */
/* Every SMEM load, store and atomic, by the row's memory column and
 * operands: s_buffer_* address through a V# (a 4-dword base), s_scratch_*
 * swizzled private memory (64 dwords a lane). */
SEM(smem_mem)
{
    const gcn_inst *in = x->in;
    const gcn_mem_shape *s = &in->desc->mem;
    int buffer = (s->flags & GCN_MEM_VSHARP) != 0;
    unsigned scale = s->flags & GCN_MEM_SCRATCH ? 64 : 1;
    if (s->kind == GCN_MEM_LOAD)
        smem_load(x, s->dwords, buffer, scale);
    else if (s->kind == GCN_MEM_STORE)
        smem_store(x, s->dwords, buffer, scale);
    else
        smem_atomic(x, (at_op)s->op, ml_atomic_bits(s), buffer);
}

/* Cache controls (SMEM, MUBUF, DS's ds_nop): nothing to do in a model that
 * completes memory at once. */
SEM(mem_nop) { (void)x; }

/* Address-translation probes: no translation to probe in the model. */
SEM(s_atc_probe) { (void)x; }
SEM(s_atc_probe_buffer) { (void)x; }
/* The model has no cycles: its clock counts the instructions every wave has
 * retired before this one (gcn_machine.clock), so both counters are
 * deterministic and monotonic.  ISA 7.2.4/7.2.5 ask only for a 64-bit clock
 * and, for s_memrealtime, a constant frequency; the lockstep checker takes
 * the RTL's values for these two (docs/memory.md). */
static void read_clock(gcn_exec *x)
{
    gcn_sgpr_write64(x, x->in->sdata, x->m->clock);
}

SEM(s_memtime) { read_clock(x); }
SEM(s_memrealtime) { read_clock(x); }
