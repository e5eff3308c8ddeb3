/* Field extraction for SOP2, SOPK, SOP1, SOPC, SOPP and SMEM.
 *
 * Scalar register operands are decoded the way LLVM 16 decodes them, since
 * its text is the reference: a tuple that is not aligned is aligned down
 * (with a warning remark), a tuple past the register file and a code with no
 * meaning at the operand's width make the words invalid (with an error
 * remark).  The fields keep the code as encoded; the printer aligns. */
#include "decode_internal.h"

/* Register files as LLVM's scalar register classes see them: 106 SGPRs
 * (the gfx10 count, so s[100:103] decodes on gfx90a too) and 16 TTMPs. */
#define SGPR_FILE 106u
#define TTMP_FILE 16u
#define SGPR_LAST 101u /* the highest SGPR a gfx9 operand code names */

static const char *const sgpr_class[] = {"SGPR_32", "SGPR_64", "SGPR_128", "SGPR_256", "SGPR_512"};
static const char *const ttmp_class[] = {"TTMP_32", "TTMP_64", "TTMP_128", "TTMP_256", "TTMP_512"};

/* 0..4 for tuples of 1, 2, 4, 8, 16 dwords. */
static unsigned width_index(unsigned dwords)
{
    unsigned i = 0;
    while ((1u << i) < dwords && i < 4)
        i++;
    return i;
}

/* A tuple of dwords registers starting at idx in a file of file_size
 * registers; pairs are aligned to 2, wider tuples to 4. */
static gcn_status reg_tuple(gcn_inst *in, uint32_t idx, unsigned dwords, unsigned file_size,
                            const char *rclass)
{
    unsigned shift = dwords <= 1 ? 0 : dwords == 2 ? 1 : 2;
    if (idx & ((1u << shift) - 1))
        gcn_add_note(in, GCN_NOTE_UNALIGNED, rclass, idx);
    uint32_t k = idx >> shift;
    uint32_t tuples = (file_size - dwords) / (1u << shift) + 1;
    if (k >= tuples) {
        gcn_add_note(in, GCN_NOTE_UNKNOWN_REG, rclass, k);
        return GCN_DECODE_INVALID;
    }
    return GCN_DECODE_OK;
}

/* Special (non-register, non-constant) codes LLVM decodes at 32 bits. */
static int special32_ok(unsigned code)
{
    return (code >= GCN_OP_FLAT_SCR_LO && code <= GCN_OP_VCC_HI) ||
           (code >= GCN_OP_M0 && code <= GCN_OP_EXEC_HI) ||
           (code >= GCN_OP_SHARED_BASE && code <= GCN_OP_POPS_EXITING_WAVE_ID) ||
           (code >= GCN_OP_VCCZ && code <= GCN_OP_LDS_DIRECT);
}

/* ... and at 64 bits and wider: register pairs that start on the low half,
 * null and the source-only names; m0, the high halves and lds_direct have no
 * 64-bit meaning. */
static int special64_ok(unsigned code)
{
    return code == GCN_OP_FLAT_SCR_LO || code == GCN_OP_XNACK_LO || code == GCN_OP_VCC_LO ||
           code == GCN_OP_NULL || code == GCN_OP_EXEC_LO ||
           (code >= GCN_OP_SHARED_BASE && code <= GCN_OP_POPS_EXITING_WAVE_ID) ||
           (code >= GCN_OP_VCCZ && code <= GCN_OP_SCC);
}

gcn_status gcn_decode_scalar_code(gcn_inst *in, unsigned code, unsigned dwords)
{
    unsigned w = width_index(dwords);
    gcn_status st;
    if (code <= SGPR_LAST)
        return reg_tuple(in, code, dwords, SGPR_FILE, sgpr_class[w]);
    if (code >= GCN_OP_TTMP0 && code < GCN_OP_TTMP0 + TTMP_FILE)
        return reg_tuple(in, code - GCN_OP_TTMP0, dwords, TTMP_FILE, ttmp_class[w]);
    if (dwords >= 8) {
        /* LLVM's decoder for 8- and 16-dword scalar tuples knows only SGPRs
         * and TTMPs; any other code falls through (an unreachable case in
         * its source) to the TTMP path with index -1. */
        return reg_tuple(in, UINT32_MAX, dwords, TTMP_FILE, ttmp_class[w]);
    }
    if ((code >= GCN_OP_ZERO && code <= GCN_OP_INT_NEG_MAX) ||
        (code >= GCN_OP_HALF && code <= GCN_OP_INV_2PI))
        return GCN_DECODE_OK;
    if (code == GCN_OP_LITERAL) {
        st = gcn_take_literal(in);
        if (st == GCN_DECODE_NO_LITERAL)
            gcn_add_note(in, GCN_NOTE_NO_LITERAL, NULL, 0); /* words end on a dword */
        return st;
    }
    if (dwords == 1 ? special32_ok(code) : special64_ok(code))
        return GCN_DECODE_OK;
    gcn_add_note(in, GCN_NOTE_BAD_CODE, NULL, code);
    return GCN_DECODE_INVALID;
}

/* The field a SOP operand role reads (fields already extracted). */
static const uint16_t *sop_field(const gcn_inst *in, gcn_role role)
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
        const uint16_t *field = sop_field(in, (gcn_role)o->role);
        gcn_status st = GCN_DECODE_OK;
        /* s_set_gpr_idx_on keeps an immediate in its ssrc1 field */
        if (field && o->type.kind < GCN_TK_LABEL)
            st = gcn_decode_scalar_code(in, *field, gcn_type_dwords(o->type));
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
        unsigned code = in->sdata;
        unsigned times = (desc->flags & GCN_F_RTN) && in->glc ? 2 : 1;
        for (unsigned i = 0; i < times && st == GCN_DECODE_OK; i++)
            st = gcn_decode_scalar_code(in, code, gcn_type_dwords(sdata->type));
    }
    if (!sbase)
        return st;
    if (st == GCN_DECODE_OK)
        st = gcn_decode_scalar_code(in, in->sbase, gcn_type_dwords(sbase->type));
    if (st == GCN_DECODE_OK && (in->soe || !in->imm))
        st = gcn_decode_scalar_code(in, in->soffset, 1);
    return st;
}
