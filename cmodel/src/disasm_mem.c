/* Printers for DS, MUBUF, MTBUF, FLAT/GLOBAL/SCRATCH and MIMG. */
#include "disasm_internal.h"

#include "gcn/isa.h"

/* Print the row's operands whose fields are plain register numbers. */
static void register_operands(dis *d)
{
    const gcn_inst *in = d->in;
    const gcn_insn_desc *desc = in->desc;
    for (unsigned i = 0; i < desc->n_opnds; i++) {
        const gcn_opnd_desc *o = &desc->opnd[i];
        dis_sep(d);
        switch (o->role) {
        case GCN_R_VDST: dis_src_code(d, in->vdst, o->type, in->acc_dst); break;
        case GCN_R_ADDR: dis_src_code(d, in->addr, o->type, 0); break;
        case GCN_R_DATA0: dis_src_code(d, in->data0, o->type, in->acc_src); break;
        case GCN_R_DATA1: dis_src_code(d, in->data1, o->type, in->acc_src); break;
        case GCN_R_VDATA: dis_src_code(d, in->vdata, o->type, in->acc_src); break;
        case GCN_R_VADDR: dis_src_code(d, in->vaddr, o->type, 0); break;
        case GCN_R_SRSRC: dis_scalar_code(d, in->srsrc, o->type); break;
        case GCN_R_SOFFSET: dis_scalar_code(d, in->soffset, o->type); break;
        case GCN_R_SADDR:
            if (in->saddr == 0x7F)
                sb_puts(&d->sb, "off");
            else
                dis_scalar_code(d, in->saddr, o->type);
            break;
        default: break;
        }
    }
}

void dis_ds(dis *d)
{
    sb_puts(&d->sb, d->in->desc->name);
    register_operands(d);
    if (d->in->offset)
        sb_printf(&d->sb, " offset:%u", d->in->offset);
    if (d->in->gds)
        sb_puts(&d->sb, " gds");
}

void dis_buf(dis *d)
{
    const gcn_inst *in = d->in;
    sb_puts(&d->sb, in->desc->name);
    register_operands(d);
    if (in->offen)
        sb_puts(&d->sb, " offen");
    if (in->idxen)
        sb_puts(&d->sb, " idxen");
    if (in->offset)
        sb_printf(&d->sb, " offset:%u", in->offset);
    if (in->glc)
        sb_puts(&d->sb, " glc");
    if (in->slc)
        sb_puts(&d->sb, " slc");
}

void dis_flat(dis *d)
{
    const gcn_inst *in = d->in;
    sb_puts(&d->sb, in->desc->name);
    register_operands(d);
    if (in->offset)
        sb_printf(&d->sb, " offset:%u", in->offset);
    if (in->glc)
        sb_puts(&d->sb, " glc");
    if (in->slc)
        sb_puts(&d->sb, " slc");
}

void dis_mimg(dis *d)
{
    const gcn_inst *in = d->in;
    sb_puts(&d->sb, in->desc->name);
    register_operands(d);
    if (in->dmask)
        sb_printf(&d->sb, " dmask:0x%x", in->dmask);
}
