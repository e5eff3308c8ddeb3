/* Rules of the memory families (DS, MUBUF, MTBUF, FLAT/GLOBAL/SCRATCH, MIMG)
 * that both the decoder (validity) and the disassembler (text) need: which
 * operands an encoding really has and how wide they are. */
#ifndef GCN_MEM_INTERNAL_H
#define GCN_MEM_INTERNAL_H

#include "gcn/decode.h"

#define MEM_SADDR_OFF 0x7F  /* FLAT saddr field: no scalar address ("off") */
#define MEM_NULL 125        /* scalar code LLVM 16 prints as "null" here */

/* A scalar tuple of dwords (2, 4 or 8) at code exists: SGPRs below s104
 * (s[100:103] is accepted), trap temporaries within ttmp15, and for pairs
 * the named 64-bit registers.  Pairs are aligned down first, as LLVM does. */
int gcn_mem_sreg_tuple_ok(unsigned code, unsigned dwords);

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

/* An atomic returns (prints vdst) only in its glc form. */
static inline int mem_vdst_printed(const gcn_inst *in)
{
    if (!mem_has(in, GCN_R_VDST) || in->lds)
        return 0;
    return !(in->desc->flags & GCN_F_RTN) || in->glc;
}

#endif
