/* Field extraction for SOP2, SOPK, SOP1, SOPC, SOPP and SMEM.
 *
 * Scalar operand codes are checked by gcn_decode_scalar_code
 * (decode_operand.c); the fields keep the code as encoded, the printer
 * aligns tuples as LLVM does. */
#include "decode_internal.h"

/* The field a SOP operand role reads (fields already extracted). */
static uint16_t *sop_field(gcn_inst *in, gcn_role role)
{
    switch (role) {
    case GCN_R_SDST: return &in->sdst;
    case GCN_R_SSRC0: return &in->src[0];
    case GCN_R_SSRC1: return &in->src[1];
    default: return NULL;
    }
}

/* Every SOP encoding: the operands in the row's order (LLVM's decoding
 * order, so the remarks come out in its order too). */
static gcn_status decode_sop(gcn_inst *in)
{
    uint32_t w = in->words[0];
    in->sdst = (uint16_t)BITS(w, 22, 16);
    in->src[0] = (uint16_t)BITS(w, 7, 0);
    in->src[1] = (uint16_t)BITS(w, 15, 8);
    in->simm16 = BITS(w, 15, 0);
    for (unsigned i = 0; i < in->desc->n_opnds; i++) {
        const gcn_opnd_desc *o = &in->desc->opnd[i];
        uint16_t *field = sop_field(in, (gcn_role)o->role);
        gcn_status st = GCN_DECODE_OK;
        /* s_set_gpr_idx_on keeps an immediate in its ssrc1 field */
        if (field && o->type.kind < GCN_TK_LABEL)
            st = gcn_decode_scalar_code(in, field, gcn_type_dwords(o->type), GCN_SC_LITERAL);
        else if (o->role == GCN_R_IMM32)
            st = gcn_take_literal(in);
        if (st != GCN_DECODE_OK)
            return st;
    }
    return GCN_DECODE_OK;
}

gcn_status gcn_decode_sop2(gcn_inst *in) { return decode_sop(in); }
gcn_status gcn_decode_sopk(gcn_inst *in) { return decode_sop(in); }
gcn_status gcn_decode_sop1(gcn_inst *in) { return decode_sop(in); }
gcn_status gcn_decode_sopc(gcn_inst *in) { return decode_sop(in); }
/* A SOPP without an immediate operand needs the field clear. */
gcn_status gcn_decode_sopp(gcn_inst *in)
{
    if (!opnd_of(in, GCN_R_SIMM16) && BITS(in->words[0], 15, 0) != 0)
        return GCN_DECODE_INVALID;
    return decode_sop(in);
}

/* SMEM's fields are 7 bits wide, so they never hold the literal code; like
 * every 64-bit encoding SMEM has no literal. */
#define SC_SMEM GCN_SC_NO_LITERAL

/* SMEM: sdata, then (returning atomics) sdata again as the data source, then
 * sbase and soffset, in LLVM's decoding order.  imm selects a 21-bit signed
 * byte offset; soe adds an soffset register from bits 31:25 of the second
 * dword; with neither, bits 6:0 of the offset field name the soffset. */
gcn_status gcn_decode_smem(gcn_inst *in)
{
    uint32_t w0 = in->words[0], w1 = in->words[1];
    const gcn_insn_desc *desc = in->desc;
    in->sbase = (uint16_t)(BITS(w0, 5, 0) << 1);
    in->sdata = (uint16_t)BITS(w0, 12, 6);
    in->soe = (uint8_t)BIT(w0, 14);
    in->nv = (uint8_t)BIT(w0, 15);
    in->glc = (uint8_t)BIT(w0, 16);
    in->imm = (uint8_t)BIT(w0, 17);
    in->offset = BITS(w1, 20, 0);
    in->soffset = (uint16_t)(in->soe ? BITS(w1, 31, 25) : BITS(w1, 6, 0));
    const gcn_opnd_desc *sbase = opnd_of(in, GCN_R_SBASE);
    /* without an address there is no offset either, and imm must be clear */
    if (!sbase && in->imm)
        return GCN_DECODE_INVALID;
    gcn_status st = GCN_DECODE_OK;
    const gcn_opnd_desc *sdata = opnd_of(in, GCN_R_SDATA);
    if (sdata && sdata->type.kind != GCN_TK_HEX) {
        unsigned times = (desc->flags & GCN_F_RTN) && in->glc ? 2 : 1;
        for (unsigned i = 0; i < times && st == GCN_DECODE_OK; i++)
            st = gcn_decode_scalar_code(in, &in->sdata, gcn_type_dwords(sdata->type), SC_SMEM);
    }
    if (!sbase)
        return st;
    if (st == GCN_DECODE_OK)
        st = gcn_decode_scalar_code(in, &in->sbase, gcn_type_dwords(sbase->type), SC_SMEM);
    if (st == GCN_DECODE_OK && (in->soe || !in->imm))
        st = gcn_decode_scalar_code(in, &in->soffset, 1, SC_SMEM);
    return st;
}
