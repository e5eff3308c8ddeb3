/* Field extraction for DS, MUBUF, MTBUF, FLAT/GLOBAL/SCRATCH and MIMG. */
#include "decode_internal.h"

gcn_status gcn_decode_ds(gcn_inst *in)
{
    uint32_t w0 = in->words[0], w1 = in->words[1];
    in->offset0 = (uint8_t)BITS(w0, 7, 0);
    in->offset1 = (uint8_t)BITS(w0, 15, 8);
    in->offset = BITS(w0, 15, 0);
    in->gds = (uint8_t)BIT(w0, 16);
    in->acc_dst = in->acc_src = (uint8_t)BIT(w0, 25);
    in->addr = (uint16_t)(BITS(w1, 7, 0) + GCN_OP_VGPR0);
    in->data0 = (uint16_t)(BITS(w1, 15, 8) + GCN_OP_VGPR0);
    in->data1 = (uint16_t)(BITS(w1, 23, 16) + GCN_OP_VGPR0);
    in->vdst = (uint16_t)(BITS(w1, 31, 24) + GCN_OP_VGPR0);
    return GCN_DECODE_OK;
}

static void buffer_common(gcn_inst *in)
{
    uint32_t w0 = in->words[0], w1 = in->words[1];
    in->offset = BITS(w0, 11, 0);
    in->offen = (uint8_t)BIT(w0, 12);
    in->idxen = (uint8_t)BIT(w0, 13);
    in->glc = (uint8_t)BIT(w0, 14);
    in->vaddr = (uint16_t)(BITS(w1, 7, 0) + GCN_OP_VGPR0);
    in->vdata = (uint16_t)(BITS(w1, 15, 8) + GCN_OP_VGPR0);
    in->srsrc = (uint16_t)(BITS(w1, 20, 16) << 2);
    in->acc_dst = in->acc_src = (uint8_t)BIT(w1, 23);
    in->soffset = (uint16_t)BITS(w1, 31, 24);
}

gcn_status gcn_decode_mubuf(gcn_inst *in)
{
    buffer_common(in);
    in->lds = (uint8_t)BIT(in->words[0], 16);
    in->slc = (uint8_t)BIT(in->words[0], 17);
    return GCN_DECODE_OK;
}

gcn_status gcn_decode_mtbuf(gcn_inst *in)
{
    buffer_common(in);
    in->dfmt = (uint8_t)BITS(in->words[0], 22, 19);
    in->nfmt = (uint8_t)BITS(in->words[0], 25, 23);
    in->slc = (uint8_t)BIT(in->words[1], 22);
    return GCN_DECODE_OK;
}

gcn_status gcn_decode_flat(gcn_inst *in)
{
    uint32_t w0 = in->words[0], w1 = in->words[1];
    in->offset = BITS(w0, 12, 0);
    in->lds = (uint8_t)BIT(w0, 13);
    in->seg = (uint8_t)BITS(w0, 15, 14);
    in->glc = (uint8_t)BIT(w0, 16);
    in->slc = (uint8_t)BIT(w0, 17);
    in->vaddr = (uint16_t)(BITS(w1, 7, 0) + GCN_OP_VGPR0);
    in->vdata = (uint16_t)(BITS(w1, 15, 8) + GCN_OP_VGPR0);
    in->saddr = (uint16_t)BITS(w1, 22, 16);
    in->acc_dst = in->acc_src = (uint8_t)BIT(w1, 23);
    in->vdst = (uint16_t)(BITS(w1, 31, 24) + GCN_OP_VGPR0);
    return GCN_DECODE_OK;
}

gcn_status gcn_decode_mimg(gcn_inst *in)
{
    uint32_t w0 = in->words[0], w1 = in->words[1];
    in->dmask = (uint8_t)BITS(w0, 11, 8);
    in->unorm = (uint8_t)BIT(w0, 12);
    in->glc = (uint8_t)BIT(w0, 13);
    in->da = (uint8_t)BIT(w0, 14);
    in->r128 = (uint8_t)BIT(w0, 15);
    in->tfe = (uint8_t)BIT(w0, 16);
    in->lwe = (uint8_t)BIT(w0, 17);
    in->slc = (uint8_t)BIT(w0, 25);
    in->vaddr = (uint16_t)(BITS(w1, 7, 0) + GCN_OP_VGPR0);
    in->vdata = (uint16_t)(BITS(w1, 15, 8) + GCN_OP_VGPR0);
    in->srsrc = (uint16_t)(BITS(w1, 20, 16) << 2);
    in->saddr = (uint16_t)(BITS(w1, 25, 21) << 2); /* ssamp */
    in->d16 = (uint8_t)BIT(w1, 31);
    return GCN_DECODE_OK;
}
