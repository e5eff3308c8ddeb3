/* Printer for VOP1, VOP2 and VOPC in their 32-bit (e32), DPP and SDWA forms.
 * (The VOP3 e64 forms print in disasm_vop3.c.) */
#include "disasm_internal.h"

#include "gcn/isa.h"

/* LLVM names the 32-bit form "_e32" when the row also has an e64 form. */
static void mnemonic(dis *d)
{
    const gcn_inst *in = d->in;
    const gcn_insn_desc *desc = in->desc;
    sb_puts(&d->sb, desc->name);
    if (desc->n_opnds == 0)
        return;
    switch (in->form) {
    case GCN_FORM_DPP: sb_puts(&d->sb, "_dpp"); break;
    case GCN_FORM_SDWA: sb_puts(&d->sb, "_sdwa"); break;
    default:
        if (desc->opcode[GCN_VOP3] >= 0 || (desc->flags & GCN_F_E32))
            sb_puts(&d->sb, "_e32");
        break;
    }
}

/* ---- operands ---- */

/* The modifiers source i shows in the DPP or SDWA form (none in e32); an
 * SDWA source that takes no float modifiers has its own sext bit. */
static unsigned source_mods(const gcn_inst *in, unsigned i, const gcn_opnd_desc *o)
{
    unsigned neg = in->neg >> i & 1, abs = in->abs >> i & 1;
    if (in->form == GCN_FORM_SDWA && !gcn_float_mods(o))
        return in->sext[i] ? DIS_SEXT : 0;
    if (in->form == GCN_FORM_SDWA)
        return (neg ? DIS_NEG : 0) | (abs ? DIS_ABS : 0);
    return in->form == GCN_FORM_DPP ? dis_mods_of(o, neg, abs) : 0;
}

static void source(dis *d, unsigned i, const gcn_opnd_desc *o)
{
    const gcn_inst *in = d->in;
    if (dis_misfit(d, in->src[i], o->type, o->rclass, 0))
        return;
    dis_src_mods(d, in->src[i], o->type, i == 0 ? in->acc_src & 1 : 0, source_mods(in, i, o));
}

static void destination(dis *d, const gcn_opnd_desc *o)
{
    const gcn_inst *in = d->in;
    /* v_readfirstlane_b32 writes an SGPR: a destination's class */
    unsigned rc = o->rclass == GCN_RC_SREG ? DIS_RC_SDST : o->rclass;
    if (dis_misfit(d, in->vdst, o->type, rc, in->acc_dst))
        return;
    dis_src_code(d, in->vdst, o->type, in->acc_dst);
}

/* VOPC's destination: vcc, or in SDWA the SGPR pair of the sd bit. */
static void scalar_destination(dis *d, const gcn_opnd_desc *o)
{
    const gcn_inst *in = d->in;
    if (in->form == GCN_FORM_SDWA && in->sdwa_sd)
        dis_scalar_code(d, in->sdst, o->type);
    else
        sb_puts(&d->sb, "vcc");
}

/* ---- SDWA and DPP controls ---- */

const char *const dis_sdwa_sel[8] = {"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD", "DWORD"};
/* dst_unused 3 has no name: LLVM prints the default */
const char *const dis_sdwa_unused[4] = {"UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE", "UNUSED_PAD"};

static void sdwa_controls(dis *d)
{
    const gcn_inst *in = d->in;
    if (in->family != GCN_VOPC) {
        dis_clamp_omod(d, in->clamp, in->omod);
        sb_printf(&d->sb, " dst_sel:%s dst_unused:%s", dis_sdwa_sel[in->dst_sel & 7], dis_sdwa_unused[in->dst_unused & 3]);
    }
    sb_printf(&d->sb, " src0_sel:%s", dis_sdwa_sel[in->src_sel[0] & 7]);
    if (gcn_find_opnd(in->desc, GCN_R_SRC1))
        sb_printf(&d->sb, " src1_sel:%s", dis_sdwa_sel[in->src_sel[1] & 7]);
}

/* dpp_ctrl as LLVM prints it for gfx90a (row_newbcast at 0x150..0x15f). */
static void dpp_ctrl(dis *d, unsigned c)
{
    gcn_dpp_class k = gcn_dpp_class_of(c);
    const char *name = gcn_dpp_class_names[k];
    switch (k) {
    case GCN_DPP_QUAD_PERM:
        sb_printf(&d->sb, " quad_perm:[%u,%u,%u,%u]", c & 3, c >> 2 & 3, c >> 4 & 3, c >> 6 & 3);
        break;
    case GCN_DPP_ROW_SHL: case GCN_DPP_ROW_SHR: case GCN_DPP_ROW_ROR: case GCN_DPP_ROW_NEWBCAST:
        sb_printf(&d->sb, " %s:%u", name, c & 0xF);
        break;
    case GCN_DPP_WAVE_SHL: case GCN_DPP_WAVE_ROL: case GCN_DPP_WAVE_SHR: case GCN_DPP_WAVE_ROR:
        sb_printf(&d->sb, " %s:1", name);
        break;
    case GCN_DPP_ROW_BCAST15: case GCN_DPP_ROW_BCAST31:
        sb_printf(&d->sb, " row_bcast:%u", k == GCN_DPP_ROW_BCAST15 ? 15 : 31);
        break;
    case GCN_DPP_ROW_XMASK:
        sb_puts(&d->sb, " /* row_xmask is not supported on ASICs earlier than GFX10 */");
        break;
    case GCN_DPP_INVALID:
        sb_puts(&d->sb, " /* Invalid dpp_ctrl value */");
        break;
    default:  /* row_mirror, row_half_mirror */
        sb_printf(&d->sb, " %s", name);
        break;
    }
}

static void dpp_controls(dis *d)
{
    const gcn_inst *in = d->in;
    const gcn_opnd_desc *s0 = gcn_find_opnd(in->desc, GCN_R_SRC0);
    /* double-precision DPP only has the row broadcasts */
    if (s0 && gcn_type_dwords(s0->type) >= 2 && !(in->dpp_ctrl >= 0x150 && in->dpp_ctrl <= 0x15F))
        sb_puts(&d->sb, "  /* 64 bit dpp only supports row_newbcast */");
    else
        dpp_ctrl(d, in->dpp_ctrl);
    sb_printf(&d->sb, " row_mask:0x%x bank_mask:0x%x", in->row_mask, in->bank_mask);
    if (in->bound_ctrl)
        sb_puts(&d->sb, " bound_ctrl:1");
}

void dis_vop(dis *d)
{
    const gcn_inst *in = d->in;
    const gcn_insn_desc *desc = in->desc;
    mnemonic(d);
    for (unsigned i = 0; i < desc->n_opnds; i++) {
        const gcn_opnd_desc *o = &desc->opnd[i];
        dis_sep(d);
        switch (o->role) {
        case GCN_R_VDST: destination(d, o); break;
        case GCN_R_SDST: scalar_destination(d, o); break;
        case GCN_R_SRC0: source(d, 0, o); break;
        case GCN_R_SRC1: source(d, 1, o); break;
        case GCN_R_SRC2: sb_puts(&d->sb, "vcc"); break; /* carry-in / condition */
        case GCN_R_IMM32: sb_printf(&d->sb, "0x%x", in->literal); break;
        default: break;
        }
    }
    if (in->form == GCN_FORM_SDWA && desc->n_opnds) /* v_nop's SDWA form prints bare */
        sdwa_controls(d);
    else if (in->form == GCN_FORM_DPP)
        dpp_controls(d);
}
