/* Printers for SOP2, SOPK, SOP1, SOPC, SOPP and SMEM. */
#include "disasm_internal.h"

#include "gcn/isa.h"

/* The immediate of SOPK/SOPP by its printing kind. */
static void simm16(dis *d, gcn_type t)
{
    uint32_t v = d->in->simm16;
    switch (t.kind) {
    case GCN_TK_LABEL: {
        uint64_t target = d->ctx->pc + 4 + (int64_t)(int16_t)v * 4;
        const char *sym = d->ctx->symbol_at ? d->ctx->symbol_at(d->ctx->user, target) : NULL;
        d->target = target;
        d->has_target = 1;
        if (sym)
            sb_puts(&d->sb, sym);
        else
            sb_printf(&d->sb, "%d", (int16_t)v);
        break;
    }
    case GCN_TK_I:
    case GCN_TK_U:
        sb_printf(&d->sb, "0x%x", v);
        break;
    default:
        sb_printf(&d->sb, "%u", v);
        break;
    }
}

void dis_sop(dis *d)
{
    const gcn_inst *in = d->in;
    const gcn_insn_desc *desc = in->desc;
    sb_puts(&d->sb, desc->name);
    for (unsigned i = 0; i < desc->n_opnds; i++) {
        const gcn_opnd_desc *o = &desc->opnd[i];
        dis_sep(d);
        switch (o->role) {
        case GCN_R_SDST: dis_scalar_code(d, in->sdst, o->type); break;
        case GCN_R_SSRC0: dis_scalar_code(d, in->src[0], o->type); break;
        case GCN_R_SSRC1: dis_scalar_code(d, in->src[1], o->type); break;
        case GCN_R_SIMM16: simm16(d, o->type); break;
        case GCN_R_IMM32: dis_literal(d, in->literal, o->type); break;
        default: break;
        }
    }
}

void dis_smem(dis *d)
{
    const gcn_inst *in = d->in;
    const gcn_insn_desc *desc = in->desc;
    sb_puts(&d->sb, desc->name);
    for (unsigned i = 0; i < desc->n_opnds; i++) {
        const gcn_opnd_desc *o = &desc->opnd[i];
        dis_sep(d);
        if (o->role == GCN_R_SDATA)
            dis_scalar_code(d, in->sdata, o->type);
        else if (o->role == GCN_R_SBASE)
            dis_scalar_code(d, in->sbase, o->type);
    }
    if (desc->n_opnds) {
        dis_sep(d);
        if (in->imm)
            sb_printf(&d->sb, "0x%x", in->offset);
        else
            dis_scalar_code(d, in->offset & 0x7F, (gcn_type){GCN_TK_B, 32, 1});
    }
    if (in->glc)
        sb_puts(&d->sb, " glc");
}
