/* Printer for VOP3 (VOP3A/VOP3B, the e64 forms of VOP1/VOP2/VOPC included)
 * and VOP3P, MFMA included. */
#include "disasm_internal.h"

#include "gcn/isa.h"

/* ---- VOP3 ---- */

/* Sources the row has (src0, src1, src2 come in that order). */
static unsigned count_sources(const gcn_insn_desc *desc)
{
    unsigned n = 0;
    while (n < 3 && gcn_find_opnd(desc, (gcn_role)(GCN_R_SRC0 + n)))
        n++;
    return n;
}

/* Source i with its modifiers: -|v1|, sext(v1), or a class remark. */
static void vop3_source(dis *d, unsigned i, const gcn_opnd_desc *o)
{
    const gcn_inst *in = d->in;
    if (!dis_misfit(d, in->src[i], o->type, o->rclass, 0))
        dis_src_mods(d, in->src[i], o->type, 0, dis_mods_of(o, in->neg >> i & 1, in->abs >> i & 1));
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
            if (!dis_misfit(d, in->sdst, o->type, DIS_RC_SDST, 0))
                dis_scalar_code(d, in->sdst, o->type);
            break;
        case GCN_R_SRC0: vop3_source(d, 0, o); break;
        case GCN_R_SRC1: vop3_source(d, 1, o); break;
        case GCN_R_SRC2: vop3_source(d, 2, o); break;
        default: break;
        }
    }
    vop3_op_sel(d);
    dis_clamp_omod(d, in->clamp, in->omod);
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
    unsigned neg = in->neg >> i & 1, abs = in->neg_hi >> i & 1;
    dis_src_mods(d, in->src[i], o->type, 0, (neg ? DIS_NEG : 0) | (abs ? DIS_ABS : 0));
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
            if (!dis_misfit(d, code, o->type, DIS_RC_MFMA_AB, acc))
                dis_src_code(d, code, o->type, acc);
            break;
        }
        case GCN_R_SRC2:
            if (!dis_misfit(d, in->src[2], o->type, DIS_RC_MFMA_C, in->acc_dst))
                dis_src_code(d, in->src[2], o->type, in->acc_dst);
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
