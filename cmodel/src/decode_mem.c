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

/* LLVM's names of the VGPR and AccVGPR tuple classes, by dwords. */
static const char *vgpr_class(unsigned dwords, int acc)
{
    static const char *const v[] = {NULL, "VGPR_32", "VReg_64", "VReg_96", "VReg_128",
                                    "VReg_160", "VReg_192", "VReg_224", "VReg_256"};
    static const char *const a[] = {NULL, "AGPR_32", "AReg_64", "AReg_96", "AReg_128",
                                    "AReg_160", "AReg_192", "AReg_224", "AReg_256"};
    return dwords <= 8 ? (acc ? a : v)[dwords] : NULL;
}

/* A VGPR tuple starting at code (256 + n) stays within v255; when it does
 * not, LLVM names the class and the first register in its remark. */
static int vgpr_ok(gcn_inst *in, unsigned code, unsigned dwords, int acc)
{
    unsigned n = code - GCN_OP_VGPR0;
    if (n + dwords <= 256)
        return 1;
    gcn_add_note(in, GCN_NOTE_UNKNOWN_REG, vgpr_class(dwords, acc), n);
    return 0;
}

static int bad_code(gcn_inst *in, unsigned code)
{
    gcn_add_note(in, GCN_NOTE_BAD_CODE, NULL, code);
    return 0;
}

/* The 32-bit scalar codes a buffer soffset may hold: none of the codes that
 * name nothing, and no literal (a 64-bit encoding has no room for one, so
 * LLVM reports 0 bytes left). */
static int soffset_ok(gcn_inst *in, unsigned code)
{
    if (code == GCN_OP_LITERAL) {
        gcn_add_note(in, GCN_NOTE_NO_LITERAL, NULL, 0);
        return 0;
    }
    if ((code > GCN_OP_INT_NEG_MAX && code < GCN_OP_SHARED_BASE) || code == GCN_OP_SDWA || code == GCN_OP_DPP)
        return bad_code(in, code);
    return 1;
}

/* A scalar tuple of dwords (2, 4 or 8) at code exists: SGPRs below s104
 * (s[100:103] is accepted), trap temporaries within ttmp15, and for pairs
 * the named 64-bit registers.  Pairs are aligned down first, as LLVM does. */
static int sreg_tuple_ok(unsigned code, unsigned dwords)
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

static int sreg_tuple_op_ok(gcn_inst *in, unsigned code, unsigned dwords)
{
    return sreg_tuple_ok(code, dwords) || bad_code(in, code);
}

/* LLVM accepts an odd SGPR or ttmp pair, aligned down, with a warning. */
static void pair_alignment_note(gcn_inst *in, unsigned code)
{
    if (!(code & 1))
        return;
    if (code < 102)
        gcn_add_note(in, GCN_NOTE_UNALIGNED, "SGPR_64", code);
    else if (code >= GCN_OP_TTMP0 && code < GCN_OP_M0)
        gcn_add_note(in, GCN_NOTE_UNALIGNED, "TTMP_64", code - GCN_OP_TTMP0);
}

/* MIMG's 256-bit resource descriptor: LLVM reports a tuple past s103 or
 * ttmp15 by its number, and the codes that are neither (104, 124) as an
 * unaligned ttmp -1 that is then unknown (the numbers wrap as unsigned). */
static int sreg256_ok(gcn_inst *in, unsigned code)
{
    if (sreg_tuple_ok(code, 8))
        return 1;
    if (code < 102) {
        gcn_add_note(in, GCN_NOTE_UNKNOWN_REG, "SGPR_256", code / 4);
    } else if (code >= GCN_OP_TTMP0 && code < GCN_OP_M0) {
        gcn_add_note(in, GCN_NOTE_UNKNOWN_REG, "TTMP_256", (code - GCN_OP_TTMP0) / 4);
    } else {
        gcn_add_note(in, GCN_NOTE_UNALIGNED, "TTMP_256", UINT32_MAX);
        gcn_add_note(in, GCN_NOTE_UNKNOWN_REG, "TTMP_256", UINT32_MAX >> 2);
    }
    return 0;
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
    case GCN_R_SRSRC: return n == 8 ? sreg256_ok(in, in->srsrc) : sreg_tuple_op_ok(in, in->srsrc, n);
    case GCN_R_SSAMP: return sreg_tuple_op_ok(in, in->saddr, n);
    case GCN_R_SOFFSET: return soffset_ok(in, in->soffset);
    case GCN_R_SADDR:
        if (in->saddr == MEM_SADDR_OFF || in->family != GCN_GLOBAL)
            return 1;
        if (!sreg_tuple_op_ok(in, in->saddr, 2))
            return 0;
        pair_alignment_note(in, in->saddr);
        return 1;
    default: return 1;
    }
}

/* LLVM decodes the operands in the row's order and stops at the first it
 * cannot, leaving a remark. */
static int operands_ok(gcn_inst *in)
{
    const gcn_insn_desc *d = in->desc;
    for (unsigned i = 0; i < d->n_opnds; i++) {
        if (!operand_ok(in, &d->opnd[i]))
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
