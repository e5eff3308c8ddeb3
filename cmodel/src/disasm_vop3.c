/* Printer for VOP3P, MFMA included. */
#include "disasm_internal.h"

#include "gcn/isa.h"

void dis_vop3p(dis *d)
{
    const gcn_inst *in = d->in;
    const gcn_insn_desc *desc = in->desc;
    sb_puts(&d->sb, desc->name);
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
}
