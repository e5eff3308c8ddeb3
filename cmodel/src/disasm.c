/* Disassembler core: dispatch per family and the operand vocabulary shared by
 * every family (registers, special operands, inline constants, literals). */
#include "gcn/disasm.h"

#include <stdio.h>
#include <string.h>

#include "disasm_internal.h"

void sb_puts(sbuf *sb, const char *s)
{
    size_t n = strlen(s);
    if (sb->len + 1 < sb->size) {
        size_t room = sb->size - sb->len - 1;
        memcpy(sb->p + sb->len, s, n < room ? n : room);
        sb->p[sb->len + (n < room ? n : room)] = '\0';
    }
    sb->len += n;
}

void sb_printf(sbuf *sb, const char *fmt, ...)
{
    char tmp[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    sb_puts(sb, tmp);
}

void dis_sep(dis *d)
{
    sb_puts(&d->sb, d->nops++ ? ", " : " ");
}

void dis_reg_range(dis *d, char kind, unsigned first, unsigned dwords)
{
    const char *prefix = kind == 't' ? "ttmp" : kind == 's' ? "s" : kind == 'v' ? "v" : "a";
    if (dwords <= 1)
        sb_printf(&d->sb, "%s%u", prefix, first);
    else
        sb_printf(&d->sb, "%s[%u:%u]", prefix, first, first + dwords - 1);
}

/* Names of the special scalar operands that have one (gfx9). */
static const char *special_name(unsigned code, unsigned dwords)
{
    /* LLVM names a wider tuple at these codes by the pair (SMEM's SReg_128) */
    if (dwords >= 2) {
        switch (code) {
        case GCN_OP_FLAT_SCR_LO: return "flat_scratch";
        case GCN_OP_XNACK_LO: return "xnack_mask";
        case GCN_OP_VCC_LO: return "vcc";
        case GCN_OP_EXEC_LO: return "exec";
        default: break;
        }
    }
    switch (code) {
    case GCN_OP_FLAT_SCR_LO: return "flat_scratch_lo";
    case GCN_OP_FLAT_SCR_HI: return "flat_scratch_hi";
    case GCN_OP_XNACK_LO: return "xnack_mask_lo";
    case GCN_OP_XNACK_HI: return "xnack_mask_hi";
    case GCN_OP_VCC_LO: return "vcc_lo";
    case GCN_OP_VCC_HI: return "vcc_hi";
    case GCN_OP_M0: return "m0";
    case GCN_OP_NULL: return "null";
    case GCN_OP_EXEC_LO: return "exec_lo";
    case GCN_OP_EXEC_HI: return "exec_hi";
    case GCN_OP_SHARED_BASE: return "src_shared_base";
    case GCN_OP_SHARED_LIMIT: return "src_shared_limit";
    case GCN_OP_PRIVATE_BASE: return "src_private_base";
    case GCN_OP_PRIVATE_LIMIT: return "src_private_limit";
    case GCN_OP_POPS_EXITING_WAVE_ID: return "src_pops_exiting_wave_id";
    case GCN_OP_VCCZ: return "src_vccz";
    case GCN_OP_EXECZ: return "src_execz";
    case GCN_OP_SCC: return "src_scc";
    case GCN_OP_LDS_DIRECT: return "src_lds_direct";
    default: return NULL;
    }
}

static const char *const float_inline[8] = {"0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0"};

static unsigned type_bits(gcn_type t)
{
    return (unsigned)t.bits * t.count;
}

/* LLVM prints an inline float constant given to a 16-bit integer operand
 * (packed v2i16 included) as the f16 bit pattern (0x3800 for 0.5, 0x3118
 * for 1/(2*pi)). */
static const uint16_t f16_inline_bits[9] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000,
                                            0xc000, 0x4400, 0xc400, 0x3118};

static int int16_operand(gcn_type t)
{
    return t.bits == 16 && t.count <= 2 && (t.kind == GCN_TK_B || t.kind == GCN_TK_I || t.kind == GCN_TK_U);
}

void dis_scalar_code(dis *d, unsigned code, gcn_type t)
{
    unsigned dwords = gcn_type_dwords(t);
    /* registers print as the tuple LLVM decodes (aligned down; one register
     * for a 1024-bit operand, which has no scalar class) */
    unsigned reg_dwords = dwords >= 32 ? 1 : dwords;
    if (code < GCN_OP_FLAT_SCR_LO) {
        dis_reg_range(d, 's', gcn_scalar_aligned(code, reg_dwords), reg_dwords);
        return;
    }
    if (code >= GCN_OP_TTMP0 && code < GCN_OP_TTMP0 + 16) {
        dis_reg_range(d, 't', gcn_scalar_aligned(code, reg_dwords) - GCN_OP_TTMP0, reg_dwords);
        return;
    }
    if (code >= GCN_OP_ZERO && code <= GCN_OP_INT_POS_MAX) {
        sb_printf(&d->sb, "%u", code - GCN_OP_ZERO);
        return;
    }
    if (code > GCN_OP_INT_POS_MAX && code <= GCN_OP_INT_NEG_MAX) {
        sb_printf(&d->sb, "-%u", code - GCN_OP_INT_POS_MAX);
        return;
    }
    if (code >= GCN_OP_HALF && code <= GCN_OP_INV_2PI && int16_operand(t)) {
        sb_printf(&d->sb, "0x%x", f16_inline_bits[code - GCN_OP_HALF]);
        return;
    }
    if (code >= GCN_OP_HALF && code < GCN_OP_INV_2PI) {
        sb_puts(&d->sb, float_inline[code - GCN_OP_HALF]);
        return;
    }
    if (code == GCN_OP_INV_2PI) {
        sb_puts(&d->sb, t.bits == 64 ? "0.15915494309189532" : "0.15915494");
        return;
    }
    if (code == GCN_OP_LITERAL) {
        dis_literal(d, d->in->literal, t);
        return;
    }
    const char *name = special_name(code, dwords);
    if (name)
        sb_puts(&d->sb, name);
    else
        sb_printf(&d->sb, "<unknown operand %u>", code);
}

void dis_src_code(dis *d, unsigned code, gcn_type t, int acc)
{
    if (code >= GCN_OP_VGPR0)
        dis_reg_range(d, acc ? 'a' : 'v', code - GCN_OP_VGPR0, gcn_type_dwords(t));
    else
        dis_scalar_code(d, code, t);
}

/* The inline constant a literal value would have been, as LLVM prints it. */
static const char *inline_float_text(uint64_t v, unsigned bits)
{
    static const uint32_t f32[8] = {0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000,
                                    0x40000000, 0xc0000000, 0x40800000, 0xc0800000};
    static const uint16_t f16[8] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400};
    static const uint64_t f64[8] = {0x3fe0000000000000ull, 0xbfe0000000000000ull, 0x3ff0000000000000ull,
                                    0xbff0000000000000ull, 0x4000000000000000ull, 0xc000000000000000ull,
                                    0x4010000000000000ull, 0xc010000000000000ull};
    for (int i = 0; i < 8; i++) {
        if ((bits == 16 && v == f16[i]) || (bits == 32 && v == f32[i]) || (bits == 64 && v == f64[i]))
            return float_inline[i];
    }
    if (bits == 16 && v == 0x3118)
        return "0.15915494";
    if (bits == 32 && v == 0x3e22f983)
        return "0.15915494";
    if (bits == 64 && v == 0x3fc45f306dc9c882ull)
        return "0.15915494309189532";
    return NULL;
}

/* LLVM prints a literal by the operand's width: a 16-bit operand shows its
 * low half, a 64-bit one the dword zero-extended (so only 0..64 read as
 * inline integers and no float matches).  A value that equals an inline
 * constant prints as that constant: integers -16..64 for every type (on
 * the low half for 16-bit operands), the float constants only for float
 * operands at 16 bits but for every 32-bit operand (LLVM's 32-bit printer
 * does not look at the type). */
void dis_literal(dis *d, uint32_t lit, gcn_type t)
{
    unsigned bits = type_bits(t) >= 64 && t.count == 1 ? 64 : t.bits == 16 ? 16 : 32;
    int floats = bits == 32 || (bits == 16 && (t.kind == GCN_TK_F || t.kind == GCN_TK_BF));
    uint64_t v = bits == 16 ? (lit & 0xFFFF) : lit;
    int64_t sv = bits == 16 ? (int16_t)v : bits == 32 ? (int32_t)v : (int64_t)v;
    if (sv >= -16 && sv <= 64) {
        sb_printf(&d->sb, "%lld", (long long)sv);
        return;
    }
    /* an f16 operand matches the float constants on the whole dword (LLVM
     * compares before truncating); a packed v2f16 one on its low half */
    uint64_t fv = bits == 16 && t.count == 1 ? lit : v;
    const char *f = floats ? inline_float_text(fv, bits) : NULL;
    if (f) {
        sb_puts(&d->sb, f);
        return;
    }
    sb_printf(&d->sb, "0x%x", (unsigned)v);
}

unsigned dis_mods_of(const gcn_opnd_desc *o, unsigned neg, unsigned abs)
{
    if (gcn_float_mods(o))
        return (neg ? DIS_NEG : 0) | (abs ? DIS_ABS : 0);
    return o->mods == GCN_M_SEXT && neg ? DIS_SEXT : 0;
}

void dis_src_mods(dis *d, unsigned code, gcn_type t, int acc, unsigned mods)
{
    int neg = mods & DIS_NEG, abs = mods & DIS_ABS;
    const char *open = "", *close = "";
    if (mods & DIS_SEXT) {
        open = "sext(";
        close = ")";
    } else if (neg && !abs && gcn_is_inline_constant(code)) {
        /* "-1" would read as the constant -1: LLVM spells the modifier out */
        open = "neg(";
        close = ")";
    } else if (neg || abs) {
        open = neg && abs ? "-|" : neg ? "-" : "|";
        close = abs ? "|" : "";
    }
    sb_puts(&d->sb, open);
    dis_src_code(d, code, t, acc);
    sb_puts(&d->sb, close);
}

void dis_clamp_omod(dis *d, unsigned clamp, unsigned omod)
{
    static const char *const omod_text[4] = {"", " mul:2", " mul:4", " div:2"};
    if (clamp)
        sb_puts(&d->sb, " clamp");
    sb_puts(&d->sb, omod_text[omod & 3]);
}

/* ---- operands outside their register class ---- */

void dis_invalid_imm(dis *d)
{
    sb_puts(&d->sb, "/*invalid immediate*/");
}

void dis_invalid_reg(dis *d, const char *rclass)
{
    sb_printf(&d->sb, "/*Invalid register, operand has '%s' register class*/", rclass);
}

static int is_special(unsigned code)
{
    return code >= GCN_OP_FLAT_SCR_LO && code <= GCN_OP_EXEC_HI &&
           !(code >= GCN_OP_TTMP0 && code < GCN_OP_TTMP0 + 16) && code != GCN_OP_NULL;
}

void dis_sreg(dis *d, unsigned code, gcn_type t, int xexec)
{
    unsigned dwords = gcn_type_dwords(t);
    const char *cls = NULL;
    if (dwords == 1 && code == GCN_OP_LDS_DIRECT)
        cls = "SReg_32";
    else if (dwords == 4 && is_special(code))
        cls = "SReg_128";
    else if (xexec && dwords == 1 && (code == GCN_OP_M0 || code == GCN_OP_EXEC_LO || code == GCN_OP_EXEC_HI))
        cls = "SReg_32_XM0_XEXEC";
    else if (xexec && dwords == 2 && code == GCN_OP_EXEC_LO)
        cls = "SReg_64_XEXEC";
    dis_scalar_code(d, code, t);
    if (cls)
        dis_invalid_reg(d, cls);
}

/* What LLVM says of a code outside the operand's register class. */
enum { RC_OK, RC_BAD_REG, RC_BAD_IMM };

static int rclass_check(unsigned code, unsigned rc)
{
    /* scalar registers; null and the src_* values are never flagged */
    int sreg = code < GCN_OP_ZERO && code != GCN_OP_NULL;
    int vgpr = code >= GCN_OP_VGPR0;
    int imm = gcn_is_inline_constant(code) || code == GCN_OP_LITERAL;
    switch (rc) {
    case GCN_RC_SREG: return vgpr || code == GCN_OP_LDS_DIRECT ? RC_BAD_REG : RC_OK;
    case GCN_RC_LANEMASK: return vgpr || code == GCN_OP_EXEC_LO ? RC_BAD_REG : imm ? RC_BAD_IMM : RC_OK;
    case GCN_RC_VREG: case GCN_RC_VREG_LDS: return sreg ? RC_BAD_REG : imm ? RC_BAD_IMM : RC_OK;
    case DIS_RC_MFMA_AB: return sreg || code == GCN_OP_LDS_DIRECT ? RC_BAD_REG : imm ? RC_BAD_IMM : RC_OK;
    case DIS_RC_MFMA_C: return sreg ? RC_BAD_REG : RC_OK;
    case DIS_RC_SDST: return imm ? RC_BAD_IMM : code == GCN_OP_LDS_DIRECT ? RC_BAD_REG : RC_OK;
    default: return RC_OK;
    }
}

/* LLVM's name of class rc at a width (its remarks quote it), in buf. */
static const char *rclass_name(char *buf, size_t size, unsigned rc, unsigned dwords, int acc)
{
    switch (rc) {
    case GCN_RC_SREG: return "SReg_32";
    case GCN_RC_LANEMASK: return "SReg_1_XEXEC";
    case GCN_RC_VREG_LDS: return "VRegOrLds_32";
    case DIS_RC_MFMA_AB: snprintf(buf, size, "AV_%u", 32 * dwords); return buf;
    case DIS_RC_SDST: snprintf(buf, size, "SReg_%u", 32 * dwords); return buf;
    default:
        if (dwords == 1)
            return acc ? "AGPR_32" : "VGPR_32";
        snprintf(buf, size, "%s_%u", acc ? "AReg" : "VReg", 32 * dwords);
        return buf;
    }
}

int dis_misfit(dis *d, unsigned code, gcn_type t, unsigned rc, int acc)
{
    char name[16];
    switch (rclass_check(code, rc)) {
    case RC_BAD_IMM:
        dis_invalid_imm(d);
        return 1;
    case RC_BAD_REG:
        dis_src_code(d, code, t, acc);
        dis_invalid_reg(d, rclass_name(name, sizeof name, rc, gcn_type_dwords(t), acc));
        return 1;
    default:
        return 0;
    }
}

int gcn_disasm_comment(const gcn_inst *in, char *buf, size_t size)
{
    sbuf sb = {buf, size, 0};
    if (size)
        buf[0] = '\0';
    for (unsigned i = 0; i < in->nnotes && i < GCN_MAX_NOTES; i++) {
        const gcn_note *n = &in->notes[i];
        if (n->kind == GCN_NOTE_UNALIGNED)
            sb_printf(&sb, "Warning: %s: scalar reg isn't aligned %u", n->rclass ? n->rclass : "?", n->value);
        else if (n->kind == GCN_NOTE_BAD_CODE)
            sb_printf(&sb, "Error: unknown operand encoding %u", n->value);
        else if (n->kind == GCN_NOTE_UNKNOWN_REG)
            sb_printf(&sb, "Error: %s: unknown register %u", n->rclass ? n->rclass : "?", n->value);
        else if (n->kind == GCN_NOTE_NO_LITERAL)
            sb_printf(&sb, "Error: cannot read literal, inst bytes left %u", n->value);
    }
    return (int)sb.len;
}

int gcn_disasm(const gcn_inst *in, const gcn_dis_ctx *ctx, char *buf, size_t size,
               uint64_t *target, int *has_target)
{
    static const gcn_dis_ctx no_ctx = {0, NULL, NULL};
    dis d = {{buf, size, 0}, in, ctx ? ctx : &no_ctx, 0, 0, 0};
    if (size)
        buf[0] = '\0';
    if (!in->desc) {
        sb_printf(&d.sb, ".long 0x%08x", in->words[0]);
    } else {
        switch (in->family) {
        case GCN_SOP2: case GCN_SOPK: case GCN_SOP1: case GCN_SOPC: case GCN_SOPP:
            dis_sop(&d);
            break;
        case GCN_SMEM: dis_smem(&d); break;
        case GCN_VOP2: case GCN_VOP1: case GCN_VOPC: dis_vop(&d); break;
        case GCN_VOP3: dis_vop3(&d); break;
        case GCN_VOP3P: dis_vop3p(&d); break;
        case GCN_DS: dis_ds(&d); break;
        case GCN_MUBUF: case GCN_MTBUF: dis_buf(&d); break;
        case GCN_FLAT: case GCN_GLOBAL: case GCN_SCRATCH: dis_flat(&d); break;
        case GCN_MIMG: dis_mimg(&d); break;
        default: sb_printf(&d.sb, ".long 0x%08x", in->words[0]); break;
        }
    }
    if (target)
        *target = d.target;
    if (has_target)
        *has_target = d.has_target;
    return (int)d.sb.len;
}
