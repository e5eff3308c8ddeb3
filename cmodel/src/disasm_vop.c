/* Printer for VOP1, VOP2, VOPC (e32, DPP, SDWA) and their VOP3 (e64) forms. */
#include "disasm_internal.h"

#include "gcn/isa.h"

static int has_e64(const gcn_insn_desc *desc)
{
    return desc->opcode[GCN_VOP3] >= 0 &&
           (desc->opcode[GCN_VOP1] >= 0 || desc->opcode[GCN_VOP2] >= 0 || desc->opcode[GCN_VOPC] >= 0);
}

static void mnemonic(dis *d)
{
    const gcn_inst *in = d->in;
    sb_puts(&d->sb, in->desc->name);
    if (in->desc->n_opnds == 0)
        return;
    switch (in->form) {
    case GCN_FORM_DPP: sb_puts(&d->sb, "_dpp"); break;
    case GCN_FORM_SDWA: sb_puts(&d->sb, "_sdwa"); break;
    case GCN_FORM_E64: sb_puts(&d->sb, "_e64"); break;
    default:
        if (has_e64(in->desc))
            sb_puts(&d->sb, "_e32");
        break;
    }
}

static void source(dis *d, unsigned i, gcn_type t)
{
    const gcn_inst *in = d->in;
    int e64 = in->family == GCN_VOP3;
    if (e64 && (in->neg >> i & 1))
        sb_puts(&d->sb, "-");
    if (e64 && (in->abs >> i & 1))
        sb_puts(&d->sb, "|");
    dis_src_code(d, in->src[i], t, 0);
    if (e64 && (in->abs >> i & 1))
        sb_puts(&d->sb, "|");
}

void dis_vop(dis *d)
{
    const gcn_inst *in = d->in;
    const gcn_insn_desc *desc = in->desc;
    int e32 = in->family != GCN_VOP3;
    mnemonic(d);
    for (unsigned i = 0; i < desc->n_opnds; i++) {
        const gcn_opnd_desc *o = &desc->opnd[i];
        dis_sep(d);
        switch (o->role) {
        case GCN_R_VDST: dis_src_code(d, in->vdst, o->type, 0); break;
        case GCN_R_SDST:
            if (e32)
                sb_puts(&d->sb, "vcc");
            else
                dis_scalar_code(d, in->sdst, o->type);
            break;
        case GCN_R_SRC0: source(d, 0, o->type); break;
        case GCN_R_SRC1: source(d, 1, o->type); break;
        case GCN_R_SRC2:
            if (e32)
                sb_puts(&d->sb, "vcc");
            else
                source(d, 2, o->type);
            break;
        default: break;
        }
    }
    if (in->family == GCN_VOP3) {
        if (in->clamp)
            sb_puts(&d->sb, " clamp");
        static const char *const omod[4] = {"", " mul:2", " mul:4", " div:2"};
        sb_puts(&d->sb, omod[in->omod & 3]);
    }
}
