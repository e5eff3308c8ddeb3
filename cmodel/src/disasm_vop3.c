/* Printer for VOP3 (VOP3A/VOP3B, the e64 forms of VOP1/VOP2/VOPC included)
 * and VOP3P, MFMA included. */
#include "disasm_internal.h"

#include "gcn/isa.h"

/* ---- VOP3 ---- */

/* Does the source print float modifiers (abs, neg)?  See gcn_mods. */
static int float_mods(const gcn_opnd_desc *o)
{
    if (o->mods == GCN_M_FLOAT)
        return 1;
    return o->mods == GCN_M_DEFAULT && (o->type.kind == GCN_TK_F || o->type.kind == GCN_TK_BF);
}

static int is_inline_constant(unsigned code)
{
    return (code >= GCN_OP_ZERO && code <= GCN_OP_INT_NEG_MAX) || (code >= GCN_OP_HALF && code <= GCN_OP_INV_2PI);
}

/* What LLVM says of a code outside the operand's register class. */
enum { RC_OK, RC_BAD_REG, RC_BAD_IMM };

static int rclass_check(unsigned code, gcn_rclass rc)
{
    /* scalar registers; null and the src_* constants are never flagged */
    int sreg = code < GCN_OP_ZERO && code != GCN_OP_NULL;
    int vgpr = code >= GCN_OP_VGPR0;
    int imm = is_inline_constant(code);
    switch (rc) {
    case GCN_RC_SREG: return vgpr || code == GCN_OP_LDS_DIRECT ? RC_BAD_REG : RC_OK;
    case GCN_RC_LANEMASK: return vgpr || code == GCN_OP_EXEC_LO ? RC_BAD_REG : imm ? RC_BAD_IMM : RC_OK;
    case GCN_RC_VREG: case GCN_RC_VREG_LDS: return sreg ? RC_BAD_REG : imm ? RC_BAD_IMM : RC_OK;
    default: return RC_OK;
    }
}

static void rclass_name(dis *d, const gcn_opnd_desc *o)
{
    unsigned dwords = gcn_type_dwords(o->type);
    switch (o->rclass) {
    case GCN_RC_SREG: sb_puts(&d->sb, "SReg_32"); break;
    case GCN_RC_LANEMASK: sb_puts(&d->sb, "SReg_1_XEXEC"); break;
    case GCN_RC_VREG_LDS: sb_puts(&d->sb, "VRegOrLds_32"); break;
    default:
        if (dwords == 1)
            sb_puts(&d->sb, "VGPR_32");
        else
            sb_printf(&d->sb, "VReg_%u", 32 * dwords);
        break;
    }
}

/* A source restricted to a register class: out-of-class codes print with
 * LLVM's remarks. Returns 0 when the source is in its class. */
static int vop3_misfit_source(dis *d, unsigned i, const gcn_opnd_desc *o)
{
    unsigned code = d->in->src[i];
    switch (rclass_check(code, (gcn_rclass)o->rclass)) {
    case RC_BAD_IMM:
        sb_puts(&d->sb, "/*invalid immediate*/");
        return 1;
    case RC_BAD_REG:
        dis_src_code(d, code, o->type, 0);
        sb_puts(&d->sb, "/*Invalid register, operand has '");
        rclass_name(d, o);
        sb_puts(&d->sb, "' register class*/");
        return 1;
    default:
        return 0;
    }
}

/* Source i with its modifiers: -|v1|, sext(v1). */
static void vop3_source(dis *d, unsigned i, const gcn_opnd_desc *o)
{
    const gcn_inst *in = d->in;
    int neg = in->neg >> i & 1, abs = in->abs >> i & 1;
    if (vop3_misfit_source(d, i, o))
        return;
    if (o->mods == GCN_M_SEXT && neg) {
        sb_puts(&d->sb, "sext(");
        dis_src_code(d, in->src[i], o->type, 0);
        sb_puts(&d->sb, ")");
        return;
    }
    if (!float_mods(o))
        neg = abs = 0;
    if (neg && !abs && is_inline_constant(in->src[i])) {
        /* "-1" would read as the constant -1: LLVM spells the modifier out */
        sb_puts(&d->sb, "neg(");
        dis_src_code(d, in->src[i], o->type, 0);
        sb_puts(&d->sb, ")");
        return;
    }
    if (neg)
        sb_puts(&d->sb, "-");
    if (abs)
        sb_puts(&d->sb, "|");
    dis_src_code(d, in->src[i], o->type, 0);
    if (abs)
        sb_puts(&d->sb, "|");
}

/* op_sel:[...] of the gfx9 16-bit VOP3 rows: one entry per source, then
 * the destination (bit 3). */
static void vop3_op_sel(dis *d)
{
    const gcn_inst *in = d->in;
    unsigned nsrc = 0;
    if (!(in->desc->flags & GCN_F_OPSEL) || !in->op_sel)
        return;
    while (nsrc < 3 && gcn_find_opnd(in->desc, (gcn_role)(GCN_R_SRC0 + nsrc)))
        nsrc++;
    sb_puts(&d->sb, " op_sel:[");
    for (unsigned i = 0; i < nsrc; i++)
        sb_printf(&d->sb, "%u,", in->op_sel >> i & 1);
    sb_printf(&d->sb, "%u]", in->op_sel >> 3 & 1);
}

void dis_vop3(dis *d)
{
    const gcn_inst *in = d->in;
    const gcn_insn_desc *desc = in->desc;
    sb_puts(&d->sb, desc->name);
    if (in->form == GCN_FORM_E64 && desc->n_opnds)
        sb_puts(&d->sb, "_e64");
    for (unsigned i = 0; i < desc->n_opnds; i++) {
        const gcn_opnd_desc *o = &desc->opnd[i];
        dis_sep(d);
        switch (o->role) {
        case GCN_R_VDST: dis_src_code(d, in->vdst, o->type, 0); break;
        case GCN_R_SDST: dis_scalar_code(d, in->sdst, o->type); break;
        case GCN_R_SRC0: vop3_source(d, 0, o); break;
        case GCN_R_SRC1: vop3_source(d, 1, o); break;
        case GCN_R_SRC2: vop3_source(d, 2, o); break;
        default: break;
        }
    }
    vop3_op_sel(d);
    if (in->clamp)
        sb_puts(&d->sb, " clamp");
    static const char *const omod[4] = {"", " mul:2", " mul:4", " div:2"};
    sb_puts(&d->sb, omod[in->omod & 3]);
}

/* ---- VOP3P ---- */

static unsigned vop3p_nsrc(const gcn_insn_desc *desc)
{
    unsigned n = 0;
    while (n < 3 && gcn_find_opnd(desc, (gcn_role)(GCN_R_SRC0 + n)))
        n++;
    return n;
}

/* name:[b0,b1(,b2)] over the row's sources. */
static void vop3p_bits(dis *d, const char *name, unsigned bits, unsigned nsrc)
{
    sb_printf(&d->sb, " %s:[", name);
    for (unsigned i = 0; i < nsrc; i++)
        sb_printf(&d->sb, i ? ",%u" : "%u", bits >> i & 1);
    sb_puts(&d->sb, "]");
}

/* A v_fma_mix source: neg_lo is neg, neg_hi is abs (as in VOP3). */
static void mix_source(dis *d, unsigned i, const gcn_opnd_desc *o)
{
    const gcn_inst *in = d->in;
    int neg = in->neg >> i & 1, abs = in->neg_hi >> i & 1;
    if (neg && !abs && is_inline_constant(in->src[i])) {
        sb_puts(&d->sb, "neg(");
        dis_src_code(d, in->src[i], o->type, 0);
        sb_puts(&d->sb, ")");
        return;
    }
    sb_puts(&d->sb, neg ? (abs ? "-|" : "-") : (abs ? "|" : ""));
    dis_src_code(d, in->src[i], o->type, 0);
    if (abs)
        sb_puts(&d->sb, "|");
}

static void vop3p_operand(dis *d, const gcn_opnd_desc *o)
{
    const gcn_inst *in = d->in;
    int agpr = o->rclass == GCN_RC_AGPR;
    switch (o->role) {
    case GCN_R_VDST: dis_src_code(d, in->vdst, o->type, agpr); break;
    case GCN_R_SRC0: case GCN_R_SRC1: case GCN_R_SRC2: {
        unsigned i = (unsigned)(o->role - GCN_R_SRC0);
        if (in->desc->flags & GCN_F_MIX)
            mix_source(d, i, o);
        else
            dis_src_code(d, in->src[i], o->type, agpr);
        break;
    }
    default: break;
    }
}

/* op_sel, op_sel_hi, neg_lo, neg_hi and clamp, each when not the default
 * (op_sel_hi defaults to all ones, or all zeros for v_fma_mix). */
static void vop3p_modifiers(dis *d)
{
    const gcn_inst *in = d->in;
    unsigned nsrc = vop3p_nsrc(in->desc), mask = (1u << nsrc) - 1;
    int mix = (in->desc->flags & GCN_F_MIX) != 0;
    if (in->op_sel & mask)
        vop3p_bits(d, "op_sel", in->op_sel, nsrc);
    if ((in->desc->flags & GCN_F_OPSEL) && (mix ? (in->op_sel_hi & mask) != 0 : (in->op_sel_hi & mask) != mask))
        vop3p_bits(d, "op_sel_hi", in->op_sel_hi, nsrc);
    if (!mix && (in->neg & mask))
        vop3p_bits(d, "neg_lo", in->neg, nsrc);
    if (!mix && (in->neg_hi & mask))
        vop3p_bits(d, "neg_hi", in->neg_hi, nsrc);
    if (in->clamp)
        sb_puts(&d->sb, " clamp");
}

/* MFMA: A and B in AccVGPRs by the acc bits, C and D by acc_cd. */
static void dis_mfma(dis *d)
{
    const gcn_inst *in = d->in;
    const gcn_insn_desc *desc = in->desc;
    for (unsigned i = 0; i < desc->n_opnds; i++) {
        const gcn_opnd_desc *o = &desc->opnd[i];
        dis_sep(d);
        switch (o->role) {
        case GCN_R_VDST: dis_src_code(d, in->vdst, o->type, in->acc_dst); break;
        case GCN_R_SRC0: dis_src_code(d, in->src[0], o->type, in->acc_src & 1); break;
        case GCN_R_SRC1: dis_src_code(d, in->src[1], o->type, in->acc_src >> 1 & 1); break;
        case GCN_R_SRC2: dis_src_code(d, in->src[2], o->type, in->acc_dst); break;
        default: break;
        }
    }
    if (in->cbsz)
        sb_printf(&d->sb, " cbsz:%u", in->cbsz);
    if (in->abid)
        sb_printf(&d->sb, " abid:%u", in->abid);
    if (in->blgp)
        sb_printf(&d->sb, " blgp:%u", in->blgp);
}

void dis_vop3p(dis *d)
{
    const gcn_inst *in = d->in;
    const gcn_insn_desc *desc = in->desc;
    sb_puts(&d->sb, desc->name);
    if (desc->unit == GCN_U_MFMA) {
        dis_mfma(d);
        return;
    }
    for (unsigned i = 0; i < desc->n_opnds; i++) {
        dis_sep(d);
        vop3p_operand(d, &desc->opnd[i]);
    }
    vop3p_modifiers(d);
}
