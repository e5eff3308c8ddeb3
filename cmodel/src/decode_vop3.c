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
    if (o->mods != GCN_M_DEFAULT)
        return 1;
    return o->type.kind == GCN_TK_F || o->type.kind == GCN_TK_BF;
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
        if (!o && in->src[i] != 0)
            return 0;
        if ((!o || !src_has_mods(o)) && (absbit || negbit))
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

/* Register class names LLVM uses in its remarks, by operand width. */
static const char *class_name(char file, unsigned dwords)
{
    static const char *const sgpr[] = {"SGPR_32", "SGPR_64", "SGPR_128", "SGPR_256", "SGPR_512"};
    static const char *const ttmp[] = {"TTMP_32", "TTMP_64", "TTMP_128", "TTMP_256", "TTMP_512"};
    static const char *const vreg[] = {"VGPR_32", "VReg_64", "VReg_128", "VReg_256", "VReg_512",
                                       "VReg_1024"};
    static const char *const areg[] = {"AGPR_32", "AReg_64", "AReg_128", "AReg_256", "AReg_512",
                                       "AReg_1024"};
    unsigned i = 0;
    while (i < 5 && (2u << i) <= dwords)   /* 1, 2, 4, 8, 16, 32 dwords */
        i++;
    switch (file) {
    case 's': return i < 5 ? sgpr[i] : NULL;
    case 't': return i < 5 ? ttmp[i] : NULL;
    case 'a': return areg[i];
    default: return vreg[i];
    }
}

/* An SGPR or TTMP tuple: aligned down to its class's alignment (a warning),
 * and it must fit in the register file (an error naming the tuple). */
static gcn_status scalar_tuple(gcn_inst *in, uint16_t *code, unsigned first, unsigned count, char file,
                               unsigned dwords)
{
    unsigned align = dwords >= 4 ? 4 : dwords;
    unsigned idx = *code - first;
    if (idx % align) {
        gcn_add_note(in, GCN_NOTE_UNALIGNED, class_name(file, dwords), idx);
        idx -= idx % align;
        *code = (uint16_t)(first + idx);
    }
    if (idx + dwords > count) {
        gcn_add_note(in, GCN_NOTE_UNKNOWN_REG, class_name(file, dwords), idx / align);
        return GCN_DECODE_INVALID;
    }
    return GCN_DECODE_OK;
}

/* LLVM's SGPR tuples reach s103 (s[100:103] is an SGPR_128). */
#define SGPR_TUPLE_LIMIT 104

/* Check a scalar-space operand code (0..255) for an operand of `dwords`
 * dwords as LLVM's operand decoder does: multi-dword SGPR and TTMP tuples
 * are aligned and bounded, codes with no meaning at that width are errors,
 * and the literal code cannot be read in a VOP3 (no literal dword on gfx9:
 * LLVM reports zero bytes left).  A 1024-bit operand has no scalar class:
 * LLVM takes the code as a single register. */
static gcn_status vop3_scalar(gcn_inst *in, uint16_t *code, unsigned dwords)
{
    unsigned c = *code;
    if (c == GCN_OP_LITERAL) {
        gcn_add_note(in, GCN_NOTE_NO_LITERAL, NULL, 0);
        return GCN_DECODE_INVALID;
    }
    if (c < GCN_OP_FLAT_SCR_LO)
        return dwords >= 32 || dwords == 1 ? GCN_DECODE_OK
                                           : scalar_tuple(in, code, 0, SGPR_TUPLE_LIMIT, 's', dwords);
    if (c >= GCN_OP_TTMP0 && c < GCN_OP_TTMP0 + 16)
        return dwords >= 32 || dwords == 1 ? GCN_DECODE_OK
                                           : scalar_tuple(in, code, GCN_OP_TTMP0, 16, 't', dwords);
    int bad = (c > GCN_OP_INT_NEG_MAX && c < GCN_OP_SHARED_BASE) || c == GCN_OP_SDWA || c == GCN_OP_DPP;
    if (dwords >= 2) {
        /* only the even half of a special pair names a 64-bit register */
        bad |= (c < GCN_OP_TTMP0 && (c & 1)) || c == GCN_OP_M0 || c == GCN_OP_EXEC_HI ||
               c == GCN_OP_LDS_DIRECT;
    }
    if (bad) {
        gcn_add_note(in, GCN_NOTE_BAD_CODE, NULL, c);
        return GCN_DECODE_INVALID;
    }
    return GCN_DECODE_OK;
}

/* A VGPR (or AccVGPR) tuple must end at register 255. */
static gcn_status vop3_vgpr(gcn_inst *in, unsigned code, unsigned dwords, int agpr)
{
    unsigned v = code - GCN_OP_VGPR0;
    if (v + dwords <= 256)
        return GCN_DECODE_OK;
    gcn_add_note(in, GCN_NOTE_UNKNOWN_REG, class_name(agpr ? 'a' : 'v', dwords), v);
    return GCN_DECODE_INVALID;
}

/* A 9-bit source code: a VGPR or a scalar-space operand. */
static gcn_status vop3_src_code(gcn_inst *in, uint16_t *code, unsigned dwords)
{
    if (*code >= GCN_OP_VGPR0)
        return vop3_vgpr(in, *code, dwords, 0);
    return vop3_scalar(in, code, dwords);
}

/* The 9-bit sources the row has, in operand order. */
static gcn_status vop3_check_sources(gcn_inst *in)
{
    for (unsigned i = 0; i < 3; i++) {
        const gcn_opnd_desc *o = gcn_find_opnd(in->desc, src_roles[i]);
        if (!o)
            continue;
        gcn_status st = vop3_src_code(in, &in->src[i], gcn_type_dwords(o->type));
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
    if (vdst && vop3_vgpr(in, in->vdst, gcn_type_dwords(vdst->type), 0) != GCN_DECODE_OK)
        return GCN_DECODE_INVALID;
    if (sdst) {
        gcn_status st = vop3_scalar(in, &in->sdst, gcn_type_dwords(sdst->type));
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
        if (!o && in->src[i] != 0)
            return 0;
        if ((!o || !src_has_mods(o)) && negbits)
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
    if (vdst && vop3_vgpr(in, in->vdst, gcn_type_dwords(vdst->type), acc_cd) != GCN_DECODE_OK)
        return GCN_DECODE_INVALID;
    for (unsigned i = 0; i < 3; i++) {
        const gcn_opnd_desc *o = gcn_find_opnd(d, src_roles[i]);
        if (!o)
            continue;
        unsigned dwords = gcn_type_dwords(o->type);
        int agpr = i == 2 ? acc_cd : (in->acc_src >> i & 1);
        gcn_status st = in->src[i] >= GCN_OP_VGPR0 ? vop3_vgpr(in, in->src[i], dwords, agpr)
                                                   : vop3_scalar(in, &in->src[i], dwords);
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
    if (vdst && vop3_vgpr(in, in->vdst, gcn_type_dwords(vdst->type), agpr) != GCN_DECODE_OK)
        return GCN_DECODE_INVALID;
    return vop3_check_sources(in);
}
