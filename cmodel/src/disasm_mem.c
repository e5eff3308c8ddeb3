/* Printers for DS, MUBUF, MTBUF, FLAT/GLOBAL/SCRATCH and MIMG.
 *
 * Operands come in the row's order; the encoding decides which of them are
 * printed (mem_internal.h).  Modifiers follow in LLVM's order. */
#include "disasm_internal.h"
#include "mem_internal.h"

#include <string.h>

#include "gcn/isa.h"

/* A scalar operand the decoder accepted: soffset and SCRATCH's saddr are
 * 32-bit, GLOBAL's saddr a pair, srsrc and ssamp 4 or 8 dwords. */
static void sreg(dis *d, unsigned code, unsigned dwords)
{
    dis_sreg(d, code, (gcn_type){GCN_TK_B, 32, (uint8_t)dwords}, 0);
}

static void vgpr(dis *d, unsigned code, unsigned dwords, int acc)
{
    dis_reg_range(d, acc ? 'a' : 'v', code - GCN_OP_VGPR0, dwords);
}

/* The vaddr operand: a VGPR tuple, or "off" when the encoding has none. */
static void vaddr(dis *d)
{
    unsigned n = mem_vaddr_dwords(d->in);
    if (n)
        vgpr(d, d->in->vaddr, n, 0);
    else
        sb_puts(&d->sb, "off");
}

/* The saddr operand of GLOBAL (a pair) and SCRATCH (one SGPR), or "off". */
static void saddr(dis *d)
{
    const gcn_inst *in = d->in;
    if (in->saddr == MEM_SADDR_OFF)
        sb_puts(&d->sb, "off");
    else
        sreg(d, in->saddr, in->family == GCN_GLOBAL ? 2 : 1);
}

/* Print one operand of the row; returns 0 when the encoding omits it. */
static int operand(dis *d, const gcn_opnd_desc *o)
{
    const gcn_inst *in = d->in;
    unsigned n = gcn_type_dwords(o->type);
    switch (o->role) {
    case GCN_R_VDST:
        if (!mem_vdst_printed(in))
            return 0;
        dis_sep(d);
        vgpr(d, in->vdst, n, in->acc_dst);
        return 1;
    case GCN_R_VDATA:
        if (!mem_vdata_printed(in))
            return 0;
        dis_sep(d);
        vgpr(d, in->vdata, mem_vdata_dwords(in, o->type), in->acc_src);
        return 1;
    default:
        break;
    }
    dis_sep(d);
    switch (o->role) {
    case GCN_R_ADDR: vgpr(d, in->addr, n, 0); break;
    case GCN_R_DATA0: vgpr(d, in->data0, n, in->acc_src & 1); break;
    case GCN_R_DATA1: vgpr(d, in->data1, n, (in->acc_src >> 1) & 1); break;
    case GCN_R_VADDR: vaddr(d); break;
    case GCN_R_SRSRC: sreg(d, in->srsrc, n); break;
    case GCN_R_SSAMP: sreg(d, in->saddr, n); break;
    case GCN_R_SOFFSET: sreg(d, in->soffset, 1); break;
    case GCN_R_SADDR: saddr(d); break;
    default: break;
    }
    return 1;
}

static void operands(dis *d)
{
    const gcn_insn_desc *desc = d->in->desc;
    sb_puts(&d->sb, desc->name);
    for (unsigned i = 0; i < desc->n_opnds; i++)
        operand(d, &desc->opnd[i]);
}

static void flag(dis *d, int on, const char *text)
{
    if (on) {
        sb_puts(&d->sb, " ");
        sb_puts(&d->sb, text);
    }
}

/* "xyz.." of a bitmask swizzle, lane-id bit 4 first: 0 or 1 (forced), p
 * (kept), i (inverted). */
static void swizzle_bits(dis *d, unsigned and_m, unsigned or_m, unsigned xor_m)
{
    unsigned p0 = or_m ^ xor_m, p1 = ((31 & and_m) | or_m) ^ xor_m;
    sb_puts(&d->sb, "\"");
    for (unsigned m = 16; m; m >>= 1)
        sb_puts(&d->sb, (p0 & m) == (p1 & m) ? ((p0 & m) ? "1" : "0") : (p0 & m) ? "i" : "p");
    sb_puts(&d->sb, "\"");
}

/* ds_swizzle_b32's offset is a swizzle pattern: QUAD_PERM when bits 15:8
 * are 0x80; with bit 15 clear a bitmask permutation (and, or, xor masks of 5
 * bits), printed as SWAP, REVERSE or BROADCAST when the masks spell one;
 * otherwise decimal. */
static void swizzle(dis *d, unsigned imm)
{
    unsigned and_m = imm & 31, or_m = imm >> 5 & 31, xor_m = imm >> 10 & 31, group = 32 - and_m;
    int lane_xor = and_m == 31 && or_m == 0;
    if ((imm & 0xFF00) == 0x8000)
        sb_printf(&d->sb, "swizzle(QUAD_PERM,%u,%u,%u,%u)", imm & 3, imm >> 2 & 3, imm >> 4 & 3, imm >> 6 & 3);
    else if (imm & 0x8000)
        sb_printf(&d->sb, "%u", imm);
    else if (lane_xor && xor_m && !(xor_m & (xor_m - 1)))
        sb_printf(&d->sb, "swizzle(SWAP,%u)", xor_m);
    else if (lane_xor && xor_m && !(xor_m & (xor_m + 1)))
        sb_printf(&d->sb, "swizzle(REVERSE,%u)", xor_m + 1);
    else if (group > 1 && !(group & (group - 1)) && or_m < group && xor_m == 0)
        sb_printf(&d->sb, "swizzle(BROADCAST,%u,%u)", group, or_m);
    else {
        sb_puts(&d->sb, "swizzle(BITMASK_PERM,");
        swizzle_bits(d, and_m, or_m, xor_m);
        sb_puts(&d->sb, ")");
    }
}

void dis_ds(dis *d)
{
    const gcn_inst *in = d->in;
    operands(d);
    if (in->desc->flags & GCN_F_OFF2) {
        if (in->offset0)
            sb_printf(&d->sb, " offset0:%u", in->offset0);
        if (in->offset1)
            sb_printf(&d->sb, " offset1:%u", in->offset1);
    } else if (in->offset && in->desc->mem.kind == GCN_MEM_SWIZZLE) {
        sb_puts(&d->sb, " offset:");
        swizzle(d, in->offset);
    } else if (in->offset) {
        sb_printf(&d->sb, " offset:%u", in->offset);
    }
    flag(d, in->gds, "gds");
}

static const char *const dfmt_names[16] = {
    "INVALID", "8", "16", "8_8", "32", "16_16", "10_11_11", "11_11_10",
    "10_10_10_2", "2_10_10_10", "8_8_8_8", "32_32", "16_16_16_16", "32_32_32", "32_32_32_32",
    "RESERVED_15"};
static const char *const nfmt_names[8] = {
    "UNORM", "SNORM", "USCALED", "SSCALED", "UINT", "SINT", "RESERVED_6", "FLOAT"};

/* MTBUF format:[dfmt,nfmt], each left out at its default (8, UNORM). */
static void mtbuf_format(dis *d)
{
    const gcn_inst *in = d->in;
    if (in->dfmt == 1 && in->nfmt == 0)
        return;
    sb_puts(&d->sb, " format:[");
    if (in->dfmt != 1)
        sb_printf(&d->sb, "BUF_DATA_FORMAT_%s%s", dfmt_names[in->dfmt], in->nfmt ? "," : "");
    if (in->nfmt)
        sb_printf(&d->sb, "BUF_NUM_FORMAT_%s", nfmt_names[in->nfmt]);
    sb_puts(&d->sb, "]");
}

void dis_buf(dis *d)
{
    const gcn_inst *in = d->in;
    operands(d);
    if (in->desc->n_opnds == 0)
        return; /* the cache controls print no modifiers at all */
    if (in->family == GCN_MTBUF)
        mtbuf_format(d);
    flag(d, in->idxen, "idxen");
    flag(d, in->offen, "offen");
    if (in->offset)
        sb_printf(&d->sb, " offset:%u", in->offset);
    /* buffer_store_lds_dword's lds is part of its syntax, before the cache bits */
    flag(d, in->lds && (in->desc->flags & GCN_F_LDS1), "lds");
    flag(d, in->glc, "glc");
    flag(d, in->slc, "slc");
    flag(d, in->scc, "scc");
    flag(d, in->lds && !(in->desc->flags & GCN_F_LDS1), "lds");
}

void dis_flat(dis *d)
{
    const gcn_inst *in = d->in;
    operands(d);
    if (in->offset)
        sb_printf(&d->sb, " offset:%d", (int)in->offset);
    flag(d, in->glc, "glc");
    flag(d, in->slc, "slc");
    flag(d, in->scc, "scc");
    flag(d, in->lds, "lds");
}

void dis_mimg(dis *d)
{
    const gcn_inst *in = d->in;
    operands(d);
    if (in->dmask)
        sb_printf(&d->sb, " dmask:0x%x", in->dmask);
    flag(d, in->unorm, "unorm");
    flag(d, in->glc, "glc");
    flag(d, in->slc, "slc");
    flag(d, in->scc, "scc");
    flag(d, in->a16, "a16");
    flag(d, in->lwe, "lwe");
    flag(d, in->da, "da");
    flag(d, in->d16, "d16");
}
