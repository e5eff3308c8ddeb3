/* Field extraction for VOP2, VOP1 and VOPC, with their DPP and SDWA forms. */
#include "decode_internal.h"

/* A VOP source field of 255 takes the literal dword. */
static gcn_status vop_src(gcn_inst *in, unsigned code, uint16_t *dst)
{
    *dst = (uint16_t)code;
    return code == GCN_OP_LITERAL ? gcn_take_literal(in) : GCN_DECODE_OK;
}

static void sdwa_fields(gcn_inst *in, uint32_t s, int is_vopc)
{
    in->src[0] = (uint16_t)(BITS(s, 7, 0) + (BIT(s, 23) ? 0 : GCN_OP_VGPR0));
    if (is_vopc) {
        in->sdst = (uint16_t)BITS(s, 14, 8);
        in->sdwa_sd = (uint8_t)BIT(s, 15);
    } else {
        in->dst_sel = (uint8_t)BITS(s, 10, 8);
        in->dst_unused = (uint8_t)BITS(s, 12, 11);
        in->clamp = (uint8_t)BIT(s, 13);
        in->omod = (uint8_t)BITS(s, 15, 14);
    }
    in->src_sel[0] = (uint8_t)BITS(s, 18, 16);
    in->sext[0] = (uint8_t)BIT(s, 19);
    in->neg = (uint8_t)(BIT(s, 20) | BIT(s, 28) << 1);
    in->abs = (uint8_t)(BIT(s, 21) | BIT(s, 29) << 1);
    in->sdwa_s[0] = (uint8_t)BIT(s, 23);
    in->src_sel[1] = (uint8_t)BITS(s, 26, 24);
    in->sext[1] = (uint8_t)BIT(s, 27);
    in->sdwa_s[1] = (uint8_t)BIT(s, 31);
}

static void dpp_fields(gcn_inst *in, uint32_t d)
{
    in->src[0] = (uint16_t)(BITS(d, 7, 0) + GCN_OP_VGPR0);
    in->dpp_ctrl = (uint16_t)BITS(d, 16, 8);
    in->bound_ctrl = (uint8_t)BIT(d, 19);
    in->neg = (uint8_t)(BIT(d, 20) | BIT(d, 22) << 1);
    in->abs = (uint8_t)(BIT(d, 21) | BIT(d, 23) << 1);
    in->bank_mask = (uint8_t)BITS(d, 27, 24);
    in->row_mask = (uint8_t)BITS(d, 31, 28);
}

/* src0 of a VOP1/VOP2/VOPC word: a register, a literal, or a DPP/SDWA escape. */
static gcn_status e32_src0(gcn_inst *in, int is_vopc)
{
    unsigned code = BITS(in->words[0], 8, 0);
    if (code == GCN_OP_SDWA || code == GCN_OP_DPP) {
        unsigned flag = code == GCN_OP_SDWA ? GCN_F_SDWA : GCN_F_DPP;
        if (!(in->desc->flags & flag) || in->avail < 2)
            return GCN_DECODE_INVALID;
        in->words[1] = in->stream[1];
        in->nwords = 2;
        if (code == GCN_OP_SDWA) {
            in->form = GCN_FORM_SDWA;
            sdwa_fields(in, in->words[1], is_vopc);
        } else {
            in->form = GCN_FORM_DPP;
            dpp_fields(in, in->words[1]);
        }
        return GCN_DECODE_OK;
    }
    return vop_src(in, code, &in->src[0]);
}

/* v_madmk/v_madak (and their f16 forms) carry a constant K as a literal. */
static int has_k_literal(const gcn_inst *in)
{
    const char *n = in->desc->name;
    return n[2] == 'm' && n[3] == 'a' && n[4] == 'd' && (n[5] == 'm' || n[5] == 'a') && n[6] == 'k';
}

gcn_status gcn_decode_vop2(gcn_inst *in)
{
    uint32_t w = in->words[0];
    in->vdst = (uint16_t)(BITS(w, 24, 17) + GCN_OP_VGPR0);
    in->src[1] = (uint16_t)(BITS(w, 16, 9) + GCN_OP_VGPR0);
    gcn_status st = e32_src0(in, 0);
    if (st == GCN_DECODE_OK && has_k_literal(in))
        st = gcn_take_literal(in);
    return st;
}

gcn_status gcn_decode_vop1(gcn_inst *in)
{
    uint32_t w = in->words[0];
    in->vdst = (uint16_t)(BITS(w, 24, 17) + GCN_OP_VGPR0);
    return e32_src0(in, 0);
}

gcn_status gcn_decode_vopc(gcn_inst *in)
{
    uint32_t w = in->words[0];
    in->sdst = GCN_OP_VCC_LO;
    in->src[1] = (uint16_t)(BITS(w, 16, 9) + GCN_OP_VGPR0);
    return e32_src0(in, 1);
}
