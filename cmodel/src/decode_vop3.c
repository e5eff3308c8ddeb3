/* Field extraction for VOP3 (A and B) and VOP3P, MFMA included.
 *
 * Besides pulling the fields out, the VOP3 decoder enforces what LLVM's
 * encoding tables fix for each row: a field the row does not use (clamp
 * without GCN_F_CLAMP, omod without GCN_F_OMOD, the modifier bits and the
 * source field of an absent or modifier-less source) must be zero, or the
 * words are invalid (objdump prints .long with no comment).  Operand codes
 * are then checked as LLVM's operand decoders do, which may leave a note. */
#include "decode_internal.h"

static void vop3_sources(gcn_inst *in, uint32_t w1)
{
    in->src[0] = (uint16_t)BITS(w1, 8, 0);
    in->src[1] = (uint16_t)BITS(w1, 17, 9);
    in->src[2] = (uint16_t)BITS(w1, 26, 18);
}

static const gcn_role src_roles[3] = {GCN_R_SRC0, GCN_R_SRC1, GCN_R_SRC2};

/* Does a source with this descriptor print abs/neg (or sext) or ignore them? */
static int src_has_mods(const gcn_opnd_desc *o)
{
    return o->mods != GCN_M_DEFAULT || gcn_float_mods(o);
}

/* A source the row lacks must leave its field and modifier bits zero, and a
 * source without modifiers its modifier bits. */
static int src_bits_clear(const gcn_opnd_desc *o, unsigned field, unsigned modbits)
{
    return (o || field == 0) && (!modbits || (o && src_has_mods(o)));
}

/* VOP3B rows (v_add_co_u32, v_div_scale, v_mad_u64_u32...) carry an SGPR
 * pair destination in bits 14:8, where VOP3A has abs and op_sel. */
static int is_vop3b(const gcn_insn_desc *d)
{
    return gcn_find_opnd(d, GCN_R_VDST) && gcn_find_opnd(d, GCN_R_SDST);
}

/* Bits the row leaves unused must be zero (LLVM's fixed encoding bits). */
static int vop3_unused_bits_clear(const gcn_inst *in, int vop3b)
{
    const gcn_insn_desc *d = in->desc;
    if (in->clamp && !(d->flags & GCN_F_CLAMP))
        return 0;
    if (in->omod && !(d->flags & GCN_F_OMOD))
        return 0;
    for (unsigned i = 0; i < 3; i++) {
        const gcn_opnd_desc *o = gcn_find_opnd(d, src_roles[i]);
        unsigned absbit = vop3b ? 0 : (in->abs >> i & 1);
        unsigned negbit = in->neg >> i & 1;
        if (!src_bits_clear(o, in->src[i], absbit | negbit))
            return 0;
        /* op_sel has one bit per present source (plus bit 3 for the dst) */
        if (!o && (d->flags & GCN_F_OPSEL) && (in->op_sel >> i & 1))
            return 0;
    }
    /* v_nop/v_clrexcp e64: no operands, so the vdst field must be zero too */
    if (d->n_opnds == 0 && BITS(in->words[0], 7, 0) != 0)
        return 0;
    return 1;
}

/* Operand checks: gcn_decode_src_code (decode_operand.c).  A 64-bit
 * encoding has no literal on gfx9 (LLVM reports zero bytes left); the
 * fields hold tuples aligned down, as LLVM prints them. */
#define SC_VOP3 (GCN_SC_NO_LITERAL | GCN_SC_VSRC | GCN_SC_ALIGN)

/* The 9-bit sources the row has, in operand order. */
static gcn_status vop3_check_sources(gcn_inst *in)
{
    for (unsigned i = 0; i < 3; i++) {
        const gcn_opnd_desc *o = gcn_find_opnd(in->desc, src_roles[i]);
        if (!o)
            continue;
        gcn_status st = gcn_decode_src_code(in, &in->src[i], gcn_type_dwords(o->type), 0, SC_VOP3);
        if (st != GCN_DECODE_OK)
            return st;
    }
    return GCN_DECODE_OK;
}

gcn_status gcn_decode_vop3(gcn_inst *in)
{
    uint32_t w0 = in->words[0], w1 = in->words[1];
    const gcn_insn_desc *d = in->desc;
    const gcn_opnd_desc *sdst = gcn_find_opnd(d, GCN_R_SDST);
    int vop3b = is_vop3b(d);
    in->form = (d->opcode[GCN_VOP1] >= 0 || d->opcode[GCN_VOP2] >= 0 || d->opcode[GCN_VOPC] >= 0)
                   ? GCN_FORM_E64 : GCN_FORM_NATIVE;
    in->vdst = (uint16_t)(BITS(w0, 7, 0) + GCN_OP_VGPR0);
    if (sdst && !vop3b)
        in->sdst = (uint16_t)BITS(w0, 7, 0);           /* VOPC: the dst is an SGPR pair */
    else if (vop3b)
        in->sdst = (uint16_t)BITS(w0, 14, 8);
    if (!vop3b) {
        in->abs = (uint8_t)BITS(w0, 10, 8);
        in->op_sel = (uint8_t)BITS(w0, 14, 11);
    }
    in->clamp = (uint8_t)BIT(w0, 15);
    vop3_sources(in, w1);
    in->omod = (uint8_t)BITS(w1, 28, 27);
    in->neg = (uint8_t)BITS(w1, 31, 29);
    if (!vop3_unused_bits_clear(in, vop3b))
        return GCN_DECODE_INVALID;
    const gcn_opnd_desc *vdst = gcn_find_opnd(d, GCN_R_VDST);
    if (vdst && gcn_decode_vgpr_tuple(in, in->vdst, gcn_type_dwords(vdst->type), 0) != GCN_DECODE_OK)
        return GCN_DECODE_INVALID;
    if (sdst) {
        gcn_status st = gcn_decode_scalar_code(in, &in->sdst, gcn_type_dwords(sdst->type), SC_VOP3);
        if (st != GCN_DECODE_OK)
            return st;
    }
    return vop3_check_sources(in);
}

/* VOP3P bits the row leaves unused must be zero, as in VOP3: the source
 * field, neg_lo/neg_hi and op_sel of an absent source, the neg bits of a
 * source without modifiers, op_sel of a row without op_sel.  op_sel_hi of an
 * absent source and clamp of a row without it are ignored. */
static int vop3p_unused_bits_clear(const gcn_inst *in)
{
    const gcn_insn_desc *d = in->desc;
    for (unsigned i = 0; i < 3; i++) {
        const gcn_opnd_desc *o = gcn_find_opnd(d, src_roles[i]);
        unsigned negbits = (in->neg >> i & 1) | (in->neg_hi >> i & 1);
        if (!src_bits_clear(o, in->src[i], negbits))
            return 0;
        if ((!o || !(d->flags & GCN_F_OPSEL)) && (in->op_sel >> i & 1))
            return 0;
    }
    return 1;
}

/* v_accvgpr_read's source names an AccVGPR by the low 8 bits of its field. */
static void vop3p_agpr_fields(gcn_inst *in)
{
    const gcn_opnd_desc *o = gcn_find_opnd(in->desc, GCN_R_SRC0);
    if (o && o->rclass == GCN_RC_AGPR)
        in->src[0] = (uint16_t)(GCN_OP_VGPR0 + (in->src[0] & 0xFF));
}

/* MFMA operands: D (vdst) and C (src2) in AccVGPRs when acc_cd is set, A
 * and B (src0, src1) by their acc bits; scalar codes are checked by width. */
static gcn_status mfma_operands(gcn_inst *in, int acc_cd)
{
    const gcn_insn_desc *d = in->desc;
    const gcn_opnd_desc *vdst = gcn_find_opnd(d, GCN_R_VDST);
    if (vdst && gcn_decode_vgpr_tuple(in, in->vdst, gcn_type_dwords(vdst->type), acc_cd) != GCN_DECODE_OK)
        return GCN_DECODE_INVALID;
    for (unsigned i = 0; i < 3; i++) {
        const gcn_opnd_desc *o = gcn_find_opnd(d, src_roles[i]);
        if (!o)
            continue;
        unsigned dwords = gcn_type_dwords(o->type);
        int agpr = i == 2 ? acc_cd : (in->acc_src >> i & 1);
        gcn_status st = gcn_decode_src_code(in, &in->src[i], dwords, agpr, SC_VOP3);
        if (st != GCN_DECODE_OK)
            return st;
    }
    return GCN_DECODE_OK;
}

static gcn_status vop3p_mfma(gcn_inst *in)
{
    uint32_t w0 = in->words[0], w1 = in->words[1];
    in->cbsz = (uint8_t)BITS(w0, 10, 8);
    in->abid = (uint8_t)BITS(w0, 14, 11);
    in->acc_dst = (uint8_t)BIT(w0, 15);      /* ACC_CD: C and D in AccVGPRs */
    in->acc_src = (uint8_t)BITS(w1, 28, 27); /* ACC: A and B in AccVGPRs */
    in->blgp = (uint8_t)BITS(w1, 31, 29);
    uint16_t src[3] = {in->src[0], in->src[1], in->src[2]};
    gcn_status st = mfma_operands(in, in->acc_dst);
    if (st != GCN_DECODE_OK && (in->desc->flags & GCN_F_GFX908)) {
        /* LLVM retries in its gfx908 table, where C and D are AccVGPRs */
        for (unsigned i = 0; i < 3; i++)
            in->src[i] = src[i];
        (void)mfma_operands(in, 1);
    }
    return st;
}

gcn_status gcn_decode_vop3p(gcn_inst *in)
{
    uint32_t w0 = in->words[0], w1 = in->words[1];
    const gcn_insn_desc *d = in->desc;
    in->vdst = (uint16_t)(BITS(w0, 7, 0) + GCN_OP_VGPR0);
    vop3_sources(in, w1);
    if (d->unit == GCN_U_MFMA)
        return vop3p_mfma(in);
    in->neg = (uint8_t)BITS(w1, 31, 29);
    in->neg_hi = (uint8_t)BITS(w0, 10, 8);
    in->op_sel = (uint8_t)BITS(w0, 13, 11);
    in->op_sel_hi = (uint8_t)(BITS(w1, 28, 27) | BIT(w0, 14) << 2);
    in->clamp = (uint8_t)((d->flags & GCN_F_CLAMP) ? BIT(w0, 15) : 0);
    if (!vop3p_unused_bits_clear(in))
        return GCN_DECODE_INVALID;
    vop3p_agpr_fields(in);
    const gcn_opnd_desc *vdst = gcn_find_opnd(d, GCN_R_VDST);
    int agpr = vdst && vdst->rclass == GCN_RC_AGPR;
    if (vdst && gcn_decode_vgpr_tuple(in, in->vdst, gcn_type_dwords(vdst->type), agpr) != GCN_DECODE_OK)
        return GCN_DECODE_INVALID;
    return vop3_check_sources(in);
}
