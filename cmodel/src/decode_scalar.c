/* Field extraction for SOP2, SOPK, SOP1, SOPC, SOPP and SMEM. */
#include "decode_internal.h"

/* A scalar source of 255 takes the literal dword. */
static gcn_status scalar_src(gcn_inst *in, unsigned code, uint16_t *dst)
{
    *dst = (uint16_t)code;
    return code == GCN_OP_LITERAL ? gcn_take_literal(in) : GCN_DECODE_OK;
}

gcn_status gcn_decode_sop2(gcn_inst *in)
{
    uint32_t w = in->words[0];
    in->sdst = (uint16_t)BITS(w, 22, 16);
    gcn_status st = scalar_src(in, BITS(w, 7, 0), &in->src[0]);
    if (st == GCN_DECODE_OK)
        st = scalar_src(in, BITS(w, 15, 8), &in->src[1]);
    return st;
}

gcn_status gcn_decode_sopk(gcn_inst *in)
{
    uint32_t w = in->words[0];
    in->sdst = (uint16_t)BITS(w, 22, 16);
    in->simm16 = BITS(w, 15, 0);
    if (opnd_of(in, GCN_R_IMM32))
        return gcn_take_literal(in);
    return GCN_DECODE_OK;
}

gcn_status gcn_decode_sop1(gcn_inst *in)
{
    uint32_t w = in->words[0];
    in->sdst = (uint16_t)BITS(w, 22, 16);
    return scalar_src(in, BITS(w, 7, 0), &in->src[0]);
}

gcn_status gcn_decode_sopc(gcn_inst *in)
{
    uint32_t w = in->words[0];
    gcn_status st = scalar_src(in, BITS(w, 7, 0), &in->src[0]);
    if (st == GCN_DECODE_OK)
        st = scalar_src(in, BITS(w, 15, 8), &in->src[1]);
    return st;
}

gcn_status gcn_decode_sopp(gcn_inst *in)
{
    in->simm16 = BITS(in->words[0], 15, 0);
    return GCN_DECODE_OK;
}

gcn_status gcn_decode_smem(gcn_inst *in)
{
    uint32_t w0 = in->words[0], w1 = in->words[1];
    in->sbase = (uint16_t)(BITS(w0, 5, 0) << 1);
    in->sdata = (uint16_t)BITS(w0, 12, 6);
    in->soe = (uint8_t)BIT(w0, 14);
    in->nv = (uint8_t)BIT(w0, 15);
    in->glc = (uint8_t)BIT(w0, 16);
    in->imm = (uint8_t)BIT(w0, 17);
    in->offset = BITS(w1, 20, 0);
    in->soffset = (uint16_t)BITS(w1, 31, 25);
    return GCN_DECODE_OK;
}
