/* Instruction decoder: words -> gcn_inst, driven by the generated table. */
#include "gcn/decode.h"

#include <string.h>

#include "decode_internal.h"

int gcn_family_of(uint32_t w)
{
    if ((w >> 31) == 0) {
        uint32_t top7 = w >> 25;
        return top7 == 0x3F ? GCN_VOP1 : top7 == 0x3E ? GCN_VOPC : GCN_VOP2;
    }
    if ((w >> 30) == 2) {
        uint32_t top9 = w >> 23;
        if (top9 == 0x17F) return GCN_SOPP;
        if (top9 == 0x17E) return GCN_SOPC;
        if (top9 == 0x17D) return GCN_SOP1;
        if ((w >> 28) == 0xB) return GCN_SOPK;
        return GCN_SOP2;
    }
    switch (w >> 26) {
    case 0x30: return GCN_SMEM;
    case 0x34: return (w >> 23) == 0x1A7 ? GCN_VOP3P : GCN_VOP3;
    case 0x36: return GCN_DS;
    case 0x37: {
        static const int seg_family[4] = {GCN_FLAT, GCN_SCRATCH, GCN_GLOBAL, -1};
        return seg_family[(w >> 14) & 3];
    }
    case 0x38: return GCN_MUBUF;
    case 0x3A: return GCN_MTBUF;
    case 0x3C: return GCN_MIMG;
    default: return -1;
    }
}

/* Opcode field of the first dword, per family. */
static unsigned opcode_of(int family, uint32_t w)
{
    switch (family) {
    case GCN_SOP2: return BITS(w, 29, 23);
    case GCN_SOPK: return BITS(w, 27, 23);
    case GCN_SOP1: return BITS(w, 15, 8);
    case GCN_SOPC: return BITS(w, 22, 16);
    case GCN_SOPP: return BITS(w, 22, 16);
    case GCN_SMEM: return BITS(w, 25, 18);
    case GCN_VOP2: return BITS(w, 30, 25);
    case GCN_VOP1: return BITS(w, 16, 9);
    case GCN_VOPC: return BITS(w, 24, 17);
    case GCN_VOP3: return BITS(w, 25, 16);
    case GCN_VOP3P: return BITS(w, 22, 16);
    case GCN_DS: return BITS(w, 24, 17);
    case GCN_MUBUF: return BITS(w, 24, 18);
    case GCN_MTBUF: return BITS(w, 18, 15);
    case GCN_FLAT: case GCN_GLOBAL: case GCN_SCRATCH: return BITS(w, 24, 18);
    case GCN_MIMG: return BITS(w, 24, 18);
    default: return 0;
    }
}

/* Family field extractors, one per encoding (decode_*.c). */
static gcn_status (*const field_decoders[GCN_FAMILY_COUNT])(gcn_inst *) = {
    [GCN_SOP2] = gcn_decode_sop2, [GCN_SOPK] = gcn_decode_sopk, [GCN_SOP1] = gcn_decode_sop1,
    [GCN_SOPC] = gcn_decode_sopc, [GCN_SOPP] = gcn_decode_sopp, [GCN_SMEM] = gcn_decode_smem,
    [GCN_VOP2] = gcn_decode_vop2, [GCN_VOP1] = gcn_decode_vop1, [GCN_VOPC] = gcn_decode_vopc,
    [GCN_VOP3] = gcn_decode_vop3, [GCN_VOP3P] = gcn_decode_vop3p, [GCN_DS] = gcn_decode_ds,
    [GCN_MUBUF] = gcn_decode_mubuf, [GCN_MTBUF] = gcn_decode_mtbuf, [GCN_FLAT] = gcn_decode_flat,
    [GCN_GLOBAL] = gcn_decode_flat, [GCN_SCRATCH] = gcn_decode_flat, [GCN_MIMG] = gcn_decode_mimg,
};

/* Dwords of the base encoding before any literal. */
static unsigned base_words(int family)
{
    switch (family) {
    case GCN_SOP2: case GCN_SOPK: case GCN_SOP1: case GCN_SOPC: case GCN_SOPP:
    case GCN_VOP2: case GCN_VOP1: case GCN_VOPC:
        return 1;
    default:
        return 2;
    }
}

gcn_status gcn_take_literal(gcn_inst *in)
{
    if (in->has_literal)
        return GCN_DECODE_OK;
    if (in->nwords >= in->avail)
        return GCN_DECODE_NO_LITERAL;
    in->literal = in->stream[in->nwords];
    in->words[in->nwords] = in->literal;
    in->nwords++;
    in->has_literal = 1;
    return GCN_DECODE_OK;
}

void gcn_add_note(gcn_inst *in, gcn_note_kind kind, const char *rclass, uint32_t value)
{
    if (in->nnotes >= GCN_MAX_NOTES)
        return;
    gcn_note *n = &in->notes[in->nnotes++];
    n->kind = (uint8_t)kind;
    n->value = value;
    n->rclass = rclass;
}

gcn_status gcn_decode(const uint32_t *words, size_t avail, gcn_inst *out)
{
    memset(out, 0, sizeof *out);
    out->nwords = 1;
    if (avail == 0)
        return GCN_DECODE_INVALID;
    out->words[0] = words[0];
    int family = gcn_family_of(words[0]);
    if (family < 0)
        return GCN_DECODE_INVALID;
    unsigned base = base_words(family);
    if (avail < base)
        return GCN_DECODE_INVALID;
    out->family = (uint8_t)family;
    out->stream = words;
    out->avail = (uint8_t)(avail > 3 ? 3 : avail);
    for (unsigned i = 0; i < base; i++)
        out->words[i] = words[i];
    out->nwords = (uint8_t)base;
    out->desc = gcn_lookup((gcn_family)family, opcode_of(family, words[0]));
    gcn_status st = out->desc ? field_decoders[family](out) : GCN_DECODE_INVALID;
    out->stream = NULL;
    if (st != GCN_DECODE_OK) {
        out->desc = NULL;
        out->nwords = 1;
        out->has_literal = 0;
    }
    return st;
}
