/* Rules of the memory families (DS, MUBUF, MTBUF, FLAT/GLOBAL/SCRATCH, MIMG)
 * that both the decoder (validity) and the disassembler (text) need: which
 * operands an encoding really has and how wide they are. */
#ifndef GCN_MEM_INTERNAL_H
#define GCN_MEM_INTERNAL_H

#include "gcn/decode.h"

#define MEM_SADDR_OFF 0x7F  /* GLOBAL/SCRATCH saddr field: no scalar base ("off") */

static inline int mem_has(const gcn_inst *in, gcn_role role)
{
    return gcn_find_opnd(in->desc, role) != NULL;
}

/* Dwords of the printed vaddr, 0 when LLVM prints "off" instead.  A buffer
 * address is an index, an offset, or both (v[n:n+1]); a global address is
 * 64-bit unless a scalar base (saddr) holds the upper part; scratch has
 * either a VGPR or an SGPR offset. */
static inline unsigned mem_vaddr_dwords(const gcn_inst *in)
{
    const gcn_opnd_desc *o = gcn_find_opnd(in->desc, GCN_R_VADDR);
    if (!o)
        return 0;
    switch (in->family) {
    case GCN_MUBUF: case GCN_MTBUF: return (unsigned)in->offen + in->idxen;
    case GCN_GLOBAL: return in->saddr == MEM_SADDR_OFF ? 2 : 1;
    case GCN_SCRATCH: return in->saddr == MEM_SADDR_OFF ? 1 : 0;
    default: return gcn_type_dwords(o->type);
    }
}

/* A load with the lds bit writes LDS, not VGPRs: it has no data register. */
static inline int mem_vdata_printed(const gcn_inst *in)
{
    return mem_has(in, GCN_R_VDATA) && !in->lds;
}

/* MIMG: LLVM first decodes vdata at the narrowest variant (one dword; for an
 * atomic half the row's width: data, or data and compare value), then widens
 * it to what dmask (halved, rounded up, for d16) asks for when the opcode has
 * that variant (an atomic only its two) and the wider tuple fits in v255. */
static inline unsigned mimg_vdata_default(const gcn_inst *in, unsigned max)
{
    return (in->desc->flags & GCN_F_RTN) ? max / 2 : 1;
}

static inline unsigned mimg_vdata_dwords(const gcn_inst *in, unsigned max)
{
    unsigned dflt = mimg_vdata_default(in, max);
    unsigned want = (in->dmask & 1u) + (in->dmask >> 1 & 1u) + (in->dmask >> 2 & 1u) + (in->dmask >> 3 & 1u);
    if (want == 0)
        want = 1;
    if (in->d16)
        want = (want + 1) / 2;
    int variant = (in->desc->flags & GCN_F_RTN) ? (want == dflt || want == max) : want <= max;
    if (!variant || in->vdata - GCN_OP_VGPR0 + want > 256)
        return dflt;
    return want;
}

/* Dwords of the printed vdata of a row operand of type t. */
static inline unsigned mem_vdata_dwords(const gcn_inst *in, gcn_type t)
{
    unsigned n = gcn_type_dwords(t);
    return in->family == GCN_MIMG ? mimg_vdata_dwords(in, n) : n;
}

/* vdst is printed unless the load goes to LDS, or the row is an atomic
 * (RTN) that only returns in its glc form. */
static inline int mem_vdst_printed(const gcn_inst *in)
{
    if (!mem_has(in, GCN_R_VDST) || in->lds)
        return 0;
    return !(in->desc->flags & GCN_F_RTN) || in->glc;
}

#endif
