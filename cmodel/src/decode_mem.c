/* Field extraction and validity for DS, MUBUF, MTBUF, FLAT/GLOBAL/SCRATCH
 * and MIMG.
 *
 * LLVM 16 rejects (prints .long) a memory instruction when a field the
 * instruction does not use holds anything but zero, when a modifier bit is
 * set that the row does not allow (the GCN_F_* attributes), when a VGPR tuple
 * runs past v255, or when a scalar operand names a register its class does
 * not have.  Everything here was found by probing llvm-objdump-16. */
#include "decode_internal.h"
#include "mem_internal.h"

#define VGPR_FIELD(w, hi, lo) ((uint16_t)(BITS(w, hi, lo) + GCN_OP_VGPR0))

/* A VGPR tuple of this type starting at code (256 + n) stays within v255. */
static int vgpr_fits(unsigned code, gcn_type t)
{
    return code - GCN_OP_VGPR0 + gcn_type_dwords(t) <= 256;
}

/* Every VGPR operand of the row that the encoding prints fits. */
static int row_vgprs_fit(const gcn_inst *in)
{
    const gcn_insn_desc *d = in->desc;
    for (unsigned i = 0; i < d->n_opnds; i++) {
        const gcn_opnd_desc *o = &d->opnd[i];
        unsigned code;
        switch (o->role) {
        case GCN_R_VDST: if (!mem_vdst_printed(in)) continue; code = in->vdst; break;
        case GCN_R_ADDR: code = in->addr; break;
        case GCN_R_DATA0: code = in->data0; break;
        case GCN_R_DATA1: code = in->data1; break;
        case GCN_R_VDATA: if (!mem_vdata_printed(in)) continue; code = in->vdata; break;
        default: continue;
        }
        if (!vgpr_fits(code, o->type))
            return 0;
    }
    unsigned va = mem_vaddr_dwords(in);
    return va == 0 || in->vaddr - GCN_OP_VGPR0 + va <= 256;
}

/* DS: data0 of the GWS instructions sits in the addr field. */
static int ds_fields_ok(const gcn_inst *in, uint32_t w1)
{
    uint32_t f = in->desc->flags;
    int gws = (f & GCN_F_GWS) != 0;
    if (!mem_has(in, GCN_R_ADDR) && !(gws && mem_has(in, GCN_R_DATA0)) && BITS(w1, 7, 0))
        return 0;
    if ((gws || !mem_has(in, GCN_R_DATA0)) && BITS(w1, 15, 8))
        return 0;
    if (!mem_has(in, GCN_R_DATA1) && BITS(w1, 23, 16))
        return 0;
    if (!mem_has(in, GCN_R_VDST) && BITS(w1, 31, 24))
        return 0;
    if (gws ? !in->gds : (f & GCN_F_NOGDS) && in->gds)
        return 0;
    if ((f & GCN_F_NOOFF) && in->offset)
        return 0;
    /* the acc bit selects AccVGPRs for data and vdst; with neither it must be 0 */
    if (in->acc_dst && !mem_has(in, GCN_R_VDST) && !mem_has(in, GCN_R_DATA0) && !mem_has(in, GCN_R_DATA1))
        return 0;
    return 1;
}

gcn_status gcn_decode_ds(gcn_inst *in)
{
    uint32_t w0 = in->words[0], w1 = in->words[1];
    in->offset0 = (uint8_t)BITS(w0, 7, 0);
    in->offset1 = (uint8_t)BITS(w0, 15, 8);
    in->offset = BITS(w0, 15, 0);
    in->gds = (uint8_t)BIT(w0, 16);
    in->acc_dst = in->acc_src = (uint8_t)BIT(w0, 25);
    in->addr = VGPR_FIELD(w1, 7, 0);
    in->data0 = (in->desc->flags & GCN_F_GWS) ? in->addr : VGPR_FIELD(w1, 15, 8);
    in->data1 = VGPR_FIELD(w1, 23, 16);
    in->vdst = VGPR_FIELD(w1, 31, 24);
    if (!ds_fields_ok(in, w1) || !row_vgprs_fit(in))
        return GCN_DECODE_INVALID;
    return GCN_DECODE_OK;
}

/* The 32-bit scalar codes a buffer soffset may hold: LLVM has no literal
 * there and rejects the codes that name nothing. */
static int soffset_ok(unsigned code)
{
    if (code > GCN_OP_INT_NEG_MAX && code < GCN_OP_SHARED_BASE)
        return 0;
    return code != GCN_OP_SDWA && code != GCN_OP_DPP && code != GCN_OP_LITERAL;
}

int gcn_mem_sreg_tuple_ok(unsigned code, unsigned dwords)
{
    unsigned align = dwords == 2 ? ~1u : ~0u; /* only pairs are aligned down */
    if (code < 102)
        return (code & align) + dwords <= 104;
    if (code >= GCN_OP_TTMP0 && code < GCN_OP_M0)
        return ((code - GCN_OP_TTMP0) & align) + dwords <= 16;
    if (dwords == 2)
        return code == GCN_OP_FLAT_SCR_LO || code == GCN_OP_XNACK_LO || code == GCN_OP_VCC_LO ||
               code == GCN_OP_EXEC_LO || code == MEM_NULL;
    return dwords == 4 && code == GCN_OP_XNACK_LO; /* printed with an "Invalid register" remark */
}

/* Modifier bits the row does not allow, and fields of absent operands. */
static int buffer_fields_ok(const gcn_inst *in)
{
    uint32_t f = in->desc->flags;
    if (!mem_has(in, GCN_R_VADDR) && (in->offen || in->idxen))
        return 0;
    if (in->lds ? !(f & (GCN_F_LDS | GCN_F_LDS1)) : (f & GCN_F_LDS1) != 0)
        return 0;
    if ((f & GCN_F_NOGLC) && (in->glc || in->scc))
        return 0;
    if ((f & GCN_F_NOSCC) && in->scc)
        return 0;
    if (in->acc_src && !mem_vdata_printed(in) && !(f & GCN_F_ACCX))
        return 0;
    if (mem_has(in, GCN_R_SOFFSET) && !soffset_ok(in->soffset))
        return 0;
    if (mem_has(in, GCN_R_SRSRC) && !gcn_mem_sreg_tuple_ok(in->srsrc, 4))
        return 0;
    return row_vgprs_fit(in);
}

static void buffer_common(gcn_inst *in)
{
    uint32_t w0 = in->words[0], w1 = in->words[1];
    in->offset = BITS(w0, 11, 0);
    in->offen = (uint8_t)BIT(w0, 12);
    in->idxen = (uint8_t)BIT(w0, 13);
    in->glc = (uint8_t)BIT(w0, 14);
    in->vaddr = VGPR_FIELD(w1, 7, 0);
    in->vdata = VGPR_FIELD(w1, 15, 8);
    in->srsrc = (uint16_t)(BITS(w1, 20, 16) << 2);
    in->acc_dst = in->acc_src = (uint8_t)BIT(w1, 23);
    in->soffset = (uint16_t)BITS(w1, 31, 24);
}

gcn_status gcn_decode_mubuf(gcn_inst *in)
{
    buffer_common(in);
    in->scc = (uint8_t)BIT(in->words[0], 15);
    in->lds = (uint8_t)BIT(in->words[0], 16);
    in->slc = (uint8_t)BIT(in->words[0], 17);
    return buffer_fields_ok(in) ? GCN_DECODE_OK : GCN_DECODE_INVALID;
}

gcn_status gcn_decode_mtbuf(gcn_inst *in)
{
    buffer_common(in);
    in->dfmt = (uint8_t)BITS(in->words[0], 22, 19);
    in->nfmt = (uint8_t)BITS(in->words[0], 25, 23);
    in->scc = (uint8_t)BIT(in->words[1], 21);
    in->slc = (uint8_t)BIT(in->words[1], 22);
    return buffer_fields_ok(in) ? GCN_DECODE_OK : GCN_DECODE_INVALID;
}

/* FLAT has no scalar base (saddr field 0); GLOBAL's is a 64-bit pair or
 * off; SCRATCH's a 32-bit SGPR or off.  The lds bit needs an LDS row. */
static int flat_fields_ok(const gcn_inst *in)
{
    uint32_t f = in->desc->flags;
    if (in->family == GCN_FLAT && in->saddr != 0)
        return 0;
    if (in->family == GCN_GLOBAL && in->saddr != MEM_SADDR_OFF && !gcn_mem_sreg_tuple_ok(in->saddr, 2))
        return 0;
    if (in->lds && !(f & GCN_F_LDS))
        return 0;
    if ((f & GCN_F_NOSCC) && in->scc)
        return 0;
    return row_vgprs_fit(in);
}

gcn_status gcn_decode_flat(gcn_inst *in)
{
    uint32_t w0 = in->words[0], w1 = in->words[1];
    /* FLAT's offset is unsigned; GLOBAL/SCRATCH sign-extend 13 bits */
    in->offset = BITS(w0, 12, 0);
    if (in->family != GCN_FLAT && BIT(w0, 12))
        in->offset |= ~0x1FFFu;
    in->lds = (uint8_t)BIT(w0, 13);
    in->seg = (uint8_t)BITS(w0, 15, 14);
    in->glc = (uint8_t)BIT(w0, 16);
    in->slc = (uint8_t)BIT(w0, 17);
    in->scc = (uint8_t)BIT(w0, 25);
    in->vaddr = VGPR_FIELD(w1, 7, 0);
    in->vdata = VGPR_FIELD(w1, 15, 8);
    in->saddr = (uint16_t)BITS(w1, 22, 16);
    in->acc_dst = in->acc_src = (uint8_t)BIT(w1, 23);
    in->vdst = VGPR_FIELD(w1, 31, 24);
    return flat_fields_ok(in) ? GCN_DECODE_OK : GCN_DECODE_INVALID;
}

gcn_status gcn_decode_mimg(gcn_inst *in)
{
    uint32_t w0 = in->words[0], w1 = in->words[1];
    in->dmask = (uint8_t)BITS(w0, 11, 8);
    in->unorm = (uint8_t)BIT(w0, 12);
    in->glc = (uint8_t)BIT(w0, 13);
    in->da = (uint8_t)BIT(w0, 14);
    in->r128 = (uint8_t)BIT(w0, 15);
    in->tfe = (uint8_t)BIT(w0, 16);
    in->lwe = (uint8_t)BIT(w0, 17);
    in->slc = (uint8_t)BIT(w0, 25);
    in->vaddr = VGPR_FIELD(w1, 7, 0);
    in->vdata = VGPR_FIELD(w1, 15, 8);
    in->srsrc = (uint16_t)(BITS(w1, 20, 16) << 2);
    in->saddr = (uint16_t)(BITS(w1, 25, 21) << 2); /* ssamp */
    in->d16 = (uint8_t)BIT(w1, 31);
    return GCN_DECODE_OK;
}
