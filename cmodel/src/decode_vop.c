/* Field extraction for VOP2, VOP1 and VOPC, with their DPP and SDWA forms.
 *
 * LLVM tries the 64-bit DPP and SDWA encodings first (src0 = 0xFA / 0xF9)
 * and falls back to the 32-bit form when they do not decode: then src0 is
 * the code 250 / 249 itself, which is an error ("unknown operand encoding
 * 249").  Remarks left by a failed attempt stay in the comment (LLVM 16
 * writes them straight to the comment stream), so the decoder here replays
 * each attempt in LLVM's operand order and keeps its notes either way.
 *
 * The DPP and SDWA words fix some bits per row (LLVM's encoding classes):
 * a modifier the source does not take must be zero, and a VOP1 has no src1
 * fields; words that break this are not that form. */
#include "decode_internal.h"

/* Operand checks: gcn_decode_src_code (decode_operand.c).  The VOP fields
 * hold tuples aligned down, as LLVM prints them. */
#define SC_E32 (GCN_SC_LITERAL | GCN_SC_ALIGN)  /* the 32-bit form reads a literal */
#define SC_SDWA GCN_SC_ALIGN                /* SDWA has no literal */

static gcn_status check_vgpr(gcn_inst *in, unsigned code, const gcn_opnd_desc *o)
{
    return gcn_decode_vgpr_tuple(in, code, gcn_type_dwords(o->type), 0);
}

/* ---- source modifiers of the DPP and SDWA forms ---- */

enum { MOD_NONE, MOD_FLOAT, MOD_SEXT, MOD_IGNORED };

/* DPP: float sources take neg/abs, "+sext" sources sext (the neg bit),
 * "+ign" sources ignore both bits; any other source has none. */
static int dpp_mod_kind(const gcn_opnd_desc *o)
{
    if (!o)
        return MOD_NONE;
    if (gcn_float_mods(o))
        return MOD_FLOAT;
    return o->mods == GCN_M_SEXT ? MOD_SEXT : o->mods == GCN_M_IGNORED ? MOD_IGNORED : MOD_NONE;
}

/* SDWA: every source has modifiers, float (neg/abs) or integer (sext). */
static int sdwa_mod_kind(const gcn_opnd_desc *o)
{
    if (!o)
        return MOD_NONE;
    return gcn_float_mods(o) ? MOD_FLOAT : MOD_SEXT;
}

/* SDWA: a float source may not set sext, an integer one neither neg nor abs. */
static int sdwa_mods_fit(int kind, unsigned neg, unsigned abs, unsigned sext)
{
    return kind == MOD_FLOAT ? !sext : !neg && !abs;
}

/* DPP: a source without modifiers must leave both bits clear. */
static int dpp_mods_fit(int kind, unsigned neg, unsigned abs)
{
    return kind != MOD_NONE || (!neg && !abs);
}

/* ---- SDWA ---- */

/* The fixed bits of an SDWA word for this row. */
static int sdwa_bits_fit(const gcn_inst *in, uint32_t s)
{
    const gcn_opnd_desc *s0 = opnd_of(in, GCN_R_SRC0), *s1 = opnd_of(in, GCN_R_SRC1);
    const gcn_opnd_desc *vdst = opnd_of(in, GCN_R_VDST);
    if (!sdwa_mods_fit(sdwa_mod_kind(s0), BIT(s, 20), BIT(s, 21), BIT(s, 19)))
        return 0;
    if (!s1 && (BITS(s, 29, 24) || BIT(s, 31)))
        return 0; /* VOP1: no src1 fields */
    if (s1 && !sdwa_mods_fit(sdwa_mod_kind(s1), BIT(s, 28), BIT(s, 29), BIT(s, 27)))
        return 0;
    /* omod only for a float result (VOPC keeps its sdst in these bits) */
    if (in->family != GCN_VOPC && BITS(s, 15, 14) && !(vdst && vdst->type.kind == GCN_TK_F))
        return 0;
    return 1;
}

/* An SDWA source: a VGPR, or (S bit) a scalar-space code; no literal. */
static gcn_status sdwa_src(gcn_inst *in, unsigned i, unsigned code, unsigned scalar)
{
    in->sdwa_s[i] = (uint8_t)scalar;
    in->src[i] = (uint16_t)(code + (scalar ? 0 : GCN_OP_VGPR0));
    return scalar ? gcn_decode_scalar_code(in, &in->src[i], 1, SC_SDWA) : GCN_DECODE_OK;
}

static gcn_status try_sdwa(gcn_inst *in)
{
    uint32_t s = in->words[1];
    if (!sdwa_bits_fit(in, s))
        return GCN_DECODE_INVALID;
    in->form = GCN_FORM_SDWA;
    in->nwords = 2;
    if (in->family == GCN_VOPC) {
        in->sdwa_sd = (uint8_t)BIT(s, 15);
        in->sdst = in->sdwa_sd ? (uint16_t)BITS(s, 14, 8) : GCN_OP_VCC_LO;
        if (in->sdwa_sd && gcn_decode_scalar_code(in, &in->sdst, 2, SC_SDWA) != GCN_DECODE_OK)
            return GCN_DECODE_INVALID;
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
    in->src_sel[1] = (uint8_t)BITS(s, 26, 24);
    in->sext[1] = (uint8_t)BIT(s, 27);
    if (sdwa_src(in, 0, BITS(s, 7, 0), BIT(s, 23)) != GCN_DECODE_OK)
        return GCN_DECODE_INVALID;
    if (opnd_of(in, GCN_R_SRC1))
        return sdwa_src(in, 1, BITS(in->words[0], 16, 9), BIT(s, 31));
    return GCN_DECODE_OK;
}

/* ---- DPP ---- */

const char *const gcn_dpp_class_names[GCN_DPP_CLASS_COUNT] = {
    "quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_rol", "wave_shr", "wave_ror",
    "row_mirror", "row_half_mirror", "row_bcast15", "row_bcast31", "row_newbcast", "row_xmask", "invalid"};

gcn_dpp_class gcn_dpp_class_of(unsigned c)
{
    if (c <= 0xFF)
        return GCN_DPP_QUAD_PERM;
    if (c < 0x130)  /* row_shl, row_shr, row_ror by 1..15 */
        return (c & 0xF) ? (gcn_dpp_class)(GCN_DPP_ROW_SHL + ((c - 0x100) >> 4)) : GCN_DPP_INVALID;
    if (c < 0x140)  /* the wave shifts and rotates by 1 */
        return (c & 3) == 0 ? (gcn_dpp_class)(GCN_DPP_WAVE_SHL + ((c - 0x130) >> 2)) : GCN_DPP_INVALID;
    if (c <= 0x143)
        return (gcn_dpp_class)(GCN_DPP_ROW_MIRROR + (c - 0x140));
    if (c >= 0x150 && c <= 0x15F)
        return GCN_DPP_ROW_NEWBCAST;
    if (c >= 0x160 && c <= 0x16F)
        return GCN_DPP_ROW_XMASK;
    return GCN_DPP_INVALID;
}

/* The DPP controls of the second dword. */
static void dpp_controls(gcn_inst *in, uint32_t d)
{
    in->form = GCN_FORM_DPP;
    in->nwords = 2;
    in->dpp_ctrl = (uint16_t)BITS(d, 16, 8);
    in->bound_ctrl = (uint8_t)BIT(d, 19);
    in->bank_mask = (uint8_t)BITS(d, 27, 24);
    in->row_mask = (uint8_t)BITS(d, 31, 28);
}

static gcn_status try_dpp(gcn_inst *in)
{
    uint32_t d = in->words[1];
    const gcn_opnd_desc *s0 = opnd_of(in, GCN_R_SRC0), *s1 = opnd_of(in, GCN_R_SRC1);
    const gcn_opnd_desc *vdst = opnd_of(in, GCN_R_VDST);
    if (!dpp_mods_fit(dpp_mod_kind(s0), BIT(d, 20), BIT(d, 21)) ||
        !dpp_mods_fit(dpp_mod_kind(s1), BIT(d, 22), BIT(d, 23)))
        return GCN_DECODE_INVALID;
    dpp_controls(in, d);
    in->src[0] = (uint16_t)(BITS(d, 7, 0) + GCN_OP_VGPR0);
    in->neg = (uint8_t)(BIT(d, 20) | BIT(d, 22) << 1);
    in->abs = (uint8_t)(BIT(d, 21) | BIT(d, 23) << 1);
    if (vdst && check_vgpr(in, in->vdst, vdst) != GCN_DECODE_OK)
        return GCN_DECODE_INVALID;
    if (s0 && check_vgpr(in, in->src[0], s0) != GCN_DECODE_OK)
        return GCN_DECODE_INVALID;
    if (s1 && check_vgpr(in, in->src[1], s1) != GCN_DECODE_OK)
        return GCN_DECODE_INVALID;
    return GCN_DECODE_OK;
}

/* Run a DPP or SDWA attempt; on failure restore the 32-bit view of the
 * words, keeping the notes the attempt left. */
static int attempt(gcn_inst *in, gcn_status (*form)(gcn_inst *))
{
    gcn_inst saved = *in;
    in->words[1] = in->stream[1];
    if (form(in) == GCN_DECODE_OK)
        return 1;
    uint8_t nnotes = in->nnotes;
    gcn_note notes[GCN_MAX_NOTES];
    for (unsigned i = 0; i < GCN_MAX_NOTES; i++)
        notes[i] = in->notes[i];
    *in = saved;
    in->nnotes = nnotes;
    for (unsigned i = 0; i < GCN_MAX_NOTES; i++)
        in->notes[i] = notes[i];
    return 0;
}

/* v_nop's DPP and SDWA words: no operand fields may be set, only the DPP
 * controls (SDWA bits 22 and 30 are unused in every row). */
static gcn_status try_nop_sdwa(gcn_inst *in)
{
    if (in->words[1] & ~0x40400000u)
        return GCN_DECODE_INVALID;
    in->form = GCN_FORM_SDWA;
    in->nwords = 2;
    return GCN_DECODE_OK;
}

static gcn_status try_nop_dpp(gcn_inst *in)
{
    uint32_t d = in->words[1];
    if (d & 0x00F000FFu) /* src0 and the modifier bits */
        return GCN_DECODE_INVALID;
    dpp_controls(in, d);
    return GCN_DECODE_OK;
}

/* src0 = 0xF9 / 0xFA of a row with that form, and a second dword to read. */
static int try_extended(gcn_inst *in)
{
    unsigned code = BITS(in->words[0], 8, 0);
    if (in->avail < 2)
        return 0;
    if (in->desc->flags & GCN_F_NOPEXT) {
        if (BITS(in->words[0], 24, 17))
            return 0;
        return code == GCN_OP_SDWA ? attempt(in, try_nop_sdwa) : code == GCN_OP_DPP ? attempt(in, try_nop_dpp) : 0;
    }
    if (code == GCN_OP_SDWA && (in->desc->flags & GCN_F_SDWA))
        return attempt(in, try_sdwa);
    if (code == GCN_OP_DPP && (in->desc->flags & GCN_F_DPP))
        return attempt(in, try_dpp);
    return 0;
}

/* ---- the 32-bit forms ---- */

/* The destination field (VOP1/VOP2 bits 24:17) by the operand's class. */
static gcn_status e32_vdst(gcn_inst *in, const gcn_opnd_desc *o)
{
    unsigned field = BITS(in->words[0], 24, 17);
    if (o->rclass == GCN_RC_SREG) { /* v_readfirstlane_b32: an SGPR */
        in->vdst = (uint16_t)field;
        return gcn_decode_scalar_code(in, &in->vdst, 1, SC_E32);
    }
    in->vdst = (uint16_t)(field + GCN_OP_VGPR0);
    in->acc_dst = o->rclass == GCN_RC_AGPR;
    return check_vgpr(in, in->vdst, o);
}

/* src0 (bits 8:0) by the operand's class. */
static gcn_status e32_src0(gcn_inst *in, const gcn_opnd_desc *o)
{
    unsigned code = BITS(in->words[0], 8, 0);
    if (o->rclass == GCN_RC_VREG || o->rclass == GCN_RC_AGPR) { /* 8-bit register field */
        in->src[0] = (uint16_t)((code & 0xFF) + GCN_OP_VGPR0);
        in->acc_src = o->rclass == GCN_RC_AGPR;
        return GCN_DECODE_OK;
    }
    in->src[0] = (uint16_t)code;
    return gcn_decode_src_code(in, &in->src[0], gcn_type_dwords(o->type), 0, SC_E32);
}

/* The operands of the 32-bit form, in LLVM's decoding order. */
static gcn_status decode_e32(gcn_inst *in)
{
    const gcn_insn_desc *d = in->desc;
    if (d->n_opnds == 0) /* v_nop, v_clrexcp: the vdst field is fixed to zero, src0 is ignored */
        return BITS(in->words[0], 24, 17) ? GCN_DECODE_INVALID : GCN_DECODE_OK;
    for (unsigned i = 0; i < d->n_opnds; i++) {
        const gcn_opnd_desc *o = &d->opnd[i];
        gcn_status st = GCN_DECODE_OK;
        switch (o->role) {
        case GCN_R_VDST: st = e32_vdst(in, o); break;
        case GCN_R_SRC0: st = e32_src0(in, o); break;
        case GCN_R_SRC1: st = check_vgpr(in, in->src[1], o); break;
        case GCN_R_IMM32: st = gcn_take_literal(in); break; /* v_madmk/v_madak's K */
        default: break; /* the implicit vcc operands */
        }
        if (st != GCN_DECODE_OK)
            return st;
    }
    return GCN_DECODE_OK;
}

static gcn_status decode_vop(gcn_inst *in)
{
    uint32_t w = in->words[0];
    in->src[1] = (uint16_t)(BITS(w, 16, 9) + GCN_OP_VGPR0);
    if (in->family == GCN_VOPC)
        in->sdst = GCN_OP_VCC_LO;
    else
        in->vdst = (uint16_t)(BITS(w, 24, 17) + GCN_OP_VGPR0);
    if (try_extended(in))
        return GCN_DECODE_OK;
    return decode_e32(in);
}

gcn_status gcn_decode_vop2(gcn_inst *in)
{
    return decode_vop(in);
}

gcn_status gcn_decode_vop1(gcn_inst *in)
{
    return decode_vop(in);
}

gcn_status gcn_decode_vopc(gcn_inst *in)
{
    return decode_vop(in);
}
