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

/* Sources the row has (src0, src1, src2 come in that order). */
static unsigned count_sources(const gcn_insn_desc *desc)
{
    unsigned n = 0;
    while (n < 3 && gcn_find_opnd(desc, (gcn_role)(GCN_R_SRC0 + n)))
        n++;
    return n;
}

static int is_inline_constant(unsigned code)
{
    return (code >= GCN_OP_ZERO && code <= GCN_OP_INT_NEG_MAX) ||
           (code >= GCN_OP_HALF && code <= GCN_OP_INV_2PI);
}

/* A 9-bit source code.  Scalar codes of a wide operand print at the width
 * LLVM gives them: a special register pair by its 64-bit name (vcc, exec),
 * and any scalar code of a 1024-bit operand as a single register. */
static void src_code(dis *d, unsigned code, gcn_type t, int acc)
{
    unsigned dwords = gcn_type_dwords(t);
    int ttmp = code >= GCN_OP_TTMP0 && code < GCN_OP_TTMP0 + 16;
    int special = code >= GCN_OP_FLAT_SCR_LO && code < GCN_OP_ZERO && !ttmp;
    if (special && dwords > 2)
        t = (gcn_type){t.kind, 32, 2};
    else if (code < GCN_OP_VGPR0 && dwords >= 32)
        t = (gcn_type){t.kind, 32, 1};
    dis_src_code(d, code, t, acc);
}

/* Operand classes of the printer: the table's gcn_rclass, plus classes
 * that follow from the role: MFMA A/B (AV_*) and C (VReg_* or AReg_* by
 * acc_cd), and a scalar destination read from an 8-bit field. */
enum { RC_MFMA_AB = 100, RC_MFMA_C, RC_SDST };

/* What LLVM says of a code outside the operand's register class. */
enum { RC_OK, RC_BAD_REG, RC_BAD_IMM };

static int rclass_check(unsigned code, unsigned rc)
{
    /* scalar registers; null and the src_* constants are never flagged */
    int sreg = code < GCN_OP_ZERO && code != GCN_OP_NULL;
    int vgpr = code >= GCN_OP_VGPR0;
    int imm = is_inline_constant(code);
    switch (rc) {
    case GCN_RC_SREG: return vgpr || code == GCN_OP_LDS_DIRECT ? RC_BAD_REG : RC_OK;
    case GCN_RC_LANEMASK: return vgpr || code == GCN_OP_EXEC_LO ? RC_BAD_REG : imm ? RC_BAD_IMM : RC_OK;
    case GCN_RC_VREG: case GCN_RC_VREG_LDS: return sreg ? RC_BAD_REG : imm ? RC_BAD_IMM : RC_OK;
    case RC_MFMA_AB: return sreg || code == GCN_OP_LDS_DIRECT ? RC_BAD_REG : imm ? RC_BAD_IMM : RC_OK;
    case RC_MFMA_C: return sreg ? RC_BAD_REG : RC_OK;
    case RC_SDST: return imm ? RC_BAD_IMM : code == GCN_OP_LDS_DIRECT ? RC_BAD_REG : RC_OK;
    default: return RC_OK;
    }
}

static void rclass_name(dis *d, unsigned rc, unsigned dwords, int acc)
{
    switch (rc) {
    case GCN_RC_SREG: sb_puts(&d->sb, "SReg_32"); break;
    case GCN_RC_LANEMASK: sb_puts(&d->sb, "SReg_1_XEXEC"); break;
    case GCN_RC_VREG_LDS: sb_puts(&d->sb, "VRegOrLds_32"); break;
    case RC_MFMA_AB: sb_printf(&d->sb, "AV_%u", 32 * dwords); break;
    case RC_SDST: sb_printf(&d->sb, "SReg_%u", 32 * dwords); break;
    default:
        if (dwords == 1)
            sb_puts(&d->sb, acc ? "AGPR_32" : "VGPR_32");
        else
            sb_printf(&d->sb, "%s_%u", acc ? "AReg" : "VReg", 32 * dwords);
        break;
    }
}

/* A source restricted to a register class: out-of-class codes print with
 * LLVM's remarks. Returns 0 (printing nothing) when the code is in class. */
static int misfit_source(dis *d, unsigned code, gcn_type t, unsigned rc, int acc)
{
    switch (rclass_check(code, rc)) {
    case RC_BAD_IMM:
        sb_puts(&d->sb, "/*invalid immediate*/");
        return 1;
    case RC_BAD_REG:
        src_code(d, code, t, acc);
        sb_puts(&d->sb, "/*Invalid register, operand has '");
        rclass_name(d, rc, gcn_type_dwords(t), acc);
        sb_puts(&d->sb, "' register class*/");
        return 1;
    default:
        return 0;
    }
}

/* A source code with float modifiers: -v1, |v1|, -|v1|, and neg(-1) for a
 * negated inline constant ("--1" or "-1" would misread). */
static void float_source(dis *d, unsigned code, gcn_type t, int neg, int abs)
{
    const char *open = neg && !abs && is_inline_constant(code) ? "neg(" : neg ? (abs ? "-|" : "-")
                                                                            : abs ? "|" : "";
    sb_puts(&d->sb, open);
    src_code(d, code, t, 0);
    sb_puts(&d->sb, open[0] == 'n' ? ")" : abs ? "|" : "");
}

/* Source i with its modifiers: -|v1|, sext(v1). */
static void vop3_source(dis *d, unsigned i, const gcn_opnd_desc *o)
{
    const gcn_inst *in = d->in;
    int neg = in->neg >> i & 1, abs = in->abs >> i & 1;
    if (misfit_source(d, in->src[i], o->type, o->rclass, 0))
        return;
    if (o->mods == GCN_M_SEXT && neg) {
        sb_puts(&d->sb, "sext(");
        src_code(d, in->src[i], o->type, 0);
        sb_puts(&d->sb, ")");
        return;
    }
    if (float_mods(o))
        float_source(d, in->src[i], o->type, neg, abs);
    else
        src_code(d, in->src[i], o->type, 0);
}

/* op_sel:[...] of the gfx9 16-bit VOP3 rows: one entry per source, then
 * the destination (bit 3). */
static void vop3_op_sel(dis *d)
{
    const gcn_inst *in = d->in;
    unsigned nsrc = count_sources(in->desc);
    if (!(in->desc->flags & GCN_F_OPSEL) || !in->op_sel)
        return;
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
        case GCN_R_SDST:
            if (!misfit_source(d, in->sdst, o->type, RC_SDST, 0))
                dis_scalar_code(d, in->sdst, o->type);
            break;
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

/* name:[b0,b1(,b2)] over the row's sources. */
static void vop3p_bits(dis *d, const char *name, unsigned bits, unsigned nsrc)
{
    sb_printf(&d->sb, " %s:[", name);
    for (unsigned i = 0; i < nsrc; i++)
        sb_printf(&d->sb, i ? ",%u" : "%u", bits >> i & 1);
    sb_puts(&d->sb, "]");
}

/* A v_fma_mix source: neg_lo is neg, neg_hi is abs (printed as in VOP3). */
static void mix_source(dis *d, unsigned i, const gcn_opnd_desc *o)
{
    const gcn_inst *in = d->in;
    float_source(d, in->src[i], o->type, in->neg >> i & 1, in->neg_hi >> i & 1);
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
            src_code(d, in->src[i], o->type, agpr);
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
    unsigned nsrc = count_sources(in->desc), mask = (1u << nsrc) - 1;
    int mix = (in->desc->flags & GCN_F_MIX) != 0;
    if (in->op_sel & mask)
        vop3p_bits(d, "op_sel", in->op_sel, nsrc);
    unsigned hi_default = mix ? 0 : mask;
    if ((in->desc->flags & GCN_F_OPSEL) && (in->op_sel_hi & mask) != hi_default)
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
        case GCN_R_SRC0: case GCN_R_SRC1: {
            int acc = in->acc_src >> (o->role - GCN_R_SRC0) & 1;
            unsigned code = in->src[o->role - GCN_R_SRC0];
            if (!misfit_source(d, code, o->type, RC_MFMA_AB, acc))
                src_code(d, code, o->type, acc);
            break;
        }
        case GCN_R_SRC2:
            if (!misfit_source(d, in->src[2], o->type, RC_MFMA_C, in->acc_dst))
                src_code(d, in->src[2], o->type, in->acc_dst);
            break;
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
