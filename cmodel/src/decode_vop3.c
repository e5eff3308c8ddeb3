/* Field extraction for VOP3 (A and B) and VOP3P, MFMA included. */
#include "decode_internal.h"

static void vop3_sources(gcn_inst *in, uint32_t w1)
{
    in->src[0] = (uint16_t)BITS(w1, 8, 0);
    in->src[1] = (uint16_t)BITS(w1, 17, 9);
    in->src[2] = (uint16_t)BITS(w1, 26, 18);
}

gcn_status gcn_decode_vop3(gcn_inst *in)
{
    uint32_t w0 = in->words[0], w1 = in->words[1];
    const gcn_insn_desc *d = in->desc;
    in->form = (d->opcode[GCN_VOP1] >= 0 || d->opcode[GCN_VOP2] >= 0 || d->opcode[GCN_VOPC] >= 0)
                   ? GCN_FORM_E64 : GCN_FORM_NATIVE;
    in->vdst = (uint16_t)(BITS(w0, 7, 0) + GCN_OP_VGPR0);
    if (gcn_find_opnd(d, GCN_R_SDST) && !gcn_find_opnd(d, GCN_R_VDST))
        in->sdst = (uint16_t)BITS(w0, 7, 0);           /* VOPC: the dst is an SGPR pair */
    else if (gcn_find_opnd(d, GCN_R_SDST))
        in->sdst = (uint16_t)BITS(w0, 14, 8);          /* VOP3B */
    else {
        in->abs = (uint8_t)BITS(w0, 10, 8);
        in->op_sel = (uint8_t)BITS(w0, 14, 11);
    }
    in->clamp = (uint8_t)BIT(w0, 15);
    vop3_sources(in, w1);
    in->omod = (uint8_t)BITS(w1, 28, 27);
    in->neg = (uint8_t)BITS(w1, 31, 29);
    return GCN_DECODE_OK;
}

gcn_status gcn_decode_vop3p(gcn_inst *in)
{
    uint32_t w0 = in->words[0], w1 = in->words[1];
    in->vdst = (uint16_t)(BITS(w0, 7, 0) + GCN_OP_VGPR0);
    vop3_sources(in, w1);
    in->neg = (uint8_t)BITS(w1, 31, 29);
    if (in->desc->unit == GCN_U_MFMA) {
        in->cbsz = (uint8_t)BITS(w0, 10, 8);
        in->abid = (uint8_t)BITS(w0, 14, 11);
        in->acc_dst = (uint8_t)BIT(w0, 15);      /* ACC_CD: C and D in AccVGPRs */
        in->acc_src = (uint8_t)BITS(w1, 28, 27); /* ACC: A and B in AccVGPRs */
        in->blgp = (uint8_t)BITS(w1, 31, 29);
        return GCN_DECODE_OK;
    }
    in->neg_hi = (uint8_t)BITS(w0, 10, 8);
    in->op_sel = (uint8_t)BITS(w0, 13, 11);
    in->op_sel_hi = (uint8_t)(BITS(w1, 28, 27) | BIT(w0, 14) << 2);
    in->clamp = (uint8_t)BIT(w0, 15);
    return GCN_DECODE_OK;
}
