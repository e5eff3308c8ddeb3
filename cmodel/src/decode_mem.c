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

/* Operand checks (decode_operand.c): VGPR tuples must end at v255; scalar
 * codes as LLVM's scalar decoder takes them, with no literal (a 64-bit
 * encoding has no room for one, so LLVM reports 0 bytes left).  The fields
 * keep the encoding: the printer aligns a GLOBAL saddr pair. */
static int vgpr_ok(gcn_inst *in, unsigned code, unsigned dwords, int acc)
{
    return gcn_decode_vgpr_tuple(in, code, dwords, acc) == GCN_DECODE_OK;
}

static int sreg_ok(gcn_inst *in, uint16_t *code, unsigned dwords)
{
    return gcn_decode_scalar_code(in, code, dwords, GCN_SC_NO_LITERAL) == GCN_DECODE_OK;
}

/* One operand of the row as the encoding has it. */
static int operand_ok(gcn_inst *in, const gcn_opnd_desc *o)
{
    unsigned n = gcn_type_dwords(o->type);
    switch (o->role) {
    case GCN_R_VDST: return !mem_vdst_printed(in) || vgpr_ok(in, in->vdst, n, in->acc_dst);
    case GCN_R_ADDR: return vgpr_ok(in, in->addr, n, 0);
    case GCN_R_DATA0: return vgpr_ok(in, in->data0, n, in->acc_src & 1);
    case GCN_R_DATA1: return vgpr_ok(in, in->data1, n, (in->acc_src >> 1) & 1);
    case GCN_R_VDATA:
        if (in->family == GCN_MIMG)
            n = mimg_vdata_default(in, n); /* the widened tuple always fits */
        return !mem_vdata_printed(in) || vgpr_ok(in, in->vdata, n, in->acc_src);
    case GCN_R_VADDR: {
        unsigned va = mem_vaddr_dwords(in);
        return va == 0 || vgpr_ok(in, in->vaddr, va, 0);
    }
    case GCN_R_SRSRC: return sreg_ok(in, &in->srsrc, n);
    case GCN_R_SSAMP: return sreg_ok(in, &in->saddr, n);
    case GCN_R_SOFFSET: return sreg_ok(in, &in->soffset, 1);
    /* GLOBAL's scalar base is a pair, SCRATCH's one SGPR */
    case GCN_R_SADDR: return in->saddr == MEM_SADDR_OFF || sreg_ok(in, &in->saddr, in->family == GCN_GLOBAL ? 2 : 1);
    default: return 1;
    }
}

/* LLVM decodes the operands in the row's order and stops at the first it
 * cannot, leaving a remark.  A SCRATCH word with saddr off is tried in two
 * of its decoder tables, so its remark is printed twice. */
static int operands_ok(gcn_inst *in)
{
    const gcn_insn_desc *d = in->desc;
    unsigned first = in->nnotes;
    for (unsigned i = 0; i < d->n_opnds; i++) {
        if (operand_ok(in, &d->opnd[i]))
            continue;
        if (in->family == GCN_SCRATCH && in->saddr == MEM_SADDR_OFF)
            for (unsigned k = first, end = in->nnotes; k < end; k++)
                gcn_add_note(in, (gcn_note_kind)in->notes[k].kind, in->notes[k].rclass, in->notes[k].value);
        return 0;
    }
    return 1;
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
    in->acc_dst = (uint8_t)BIT(w0, 25);
    in->acc_src = (uint8_t)(in->acc_dst ? 3 : 0); /* data0 and data1 */
    in->addr = VGPR_FIELD(w1, 7, 0);
    in->data0 = (in->desc->flags & GCN_F_GWS) ? in->addr : VGPR_FIELD(w1, 15, 8);
    in->data1 = VGPR_FIELD(w1, 23, 16);
    in->vdst = VGPR_FIELD(w1, 31, 24);
    return ds_fields_ok(in, w1) && operands_ok(in) ? GCN_DECODE_OK : GCN_DECODE_INVALID;
}

/* Modifier bits the row does not allow, and fields of absent operands. */
static int buffer_fields_ok(gcn_inst *in)
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
    /* the acc bit needs a data register to apply to (not so in an LDS load) */
    if (in->acc_src && !mem_vdata_printed(in) && !(f & GCN_F_ACCX))
        return 0;
    return operands_ok(in);
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
static int flat_fields_ok(gcn_inst *in)
{
    uint32_t f = in->desc->flags;
    if (in->family == GCN_FLAT && in->saddr != 0)
        return 0;
    if (in->lds && !(f & GCN_F_LDS))
        return 0;
    if ((f & GCN_F_NOSCC) && in->scc)
        return 0;
    /* the acc bit needs a data register to apply to (not so in an LDS load) */
    if (in->acc_dst && !mem_vdst_printed(in) && !mem_vdata_printed(in))
        return 0;
    return operands_ok(in);
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

/* MIMG: bit 0 must be clear, bits 1-6 are ignored; the sampler field is
 * zero without a sampler operand. */
static int mimg_fields_ok(gcn_inst *in)
{
    if (BIT(in->words[0], 0))
        return 0;
    if (!mem_has(in, GCN_R_SSAMP) && BITS(in->words[1], 25, 21))
        return 0;
    if ((in->desc->flags & GCN_F_NOD16) && in->d16)
        return 0;
    return operands_ok(in);
}

gcn_status gcn_decode_mimg(gcn_inst *in)
{
    uint32_t w0 = in->words[0], w1 = in->words[1];
    in->scc = (uint8_t)BIT(w0, 7);
    in->dmask = (uint8_t)BITS(w0, 11, 8);
    in->unorm = (uint8_t)BIT(w0, 12);
    in->glc = (uint8_t)BIT(w0, 13);
    in->da = (uint8_t)BIT(w0, 14);
    in->a16 = (uint8_t)BIT(w0, 15);
    in->acc_dst = in->acc_src = (uint8_t)BIT(w0, 16);
    in->lwe = (uint8_t)BIT(w0, 17);
    in->slc = (uint8_t)BIT(w0, 25);
    in->vaddr = VGPR_FIELD(w1, 7, 0);
    in->vdata = VGPR_FIELD(w1, 15, 8);
    in->srsrc = (uint16_t)(BITS(w1, 20, 16) << 2);
    in->saddr = (uint16_t)(BITS(w1, 25, 21) << 2); /* ssamp */
    in->d16 = (uint8_t)BIT(w1, 31);
    return mimg_fields_ok(in) ? GCN_DECODE_OK : GCN_DECODE_INVALID;
}
