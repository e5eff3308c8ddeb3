/* Matrix instructions of gfx90a: the 27 V_MFMA_* (VOP3P-MAI) and the
 * AccVGPR moves (v_accvgpr_read_b32, v_accvgpr_write_b32, v_accvgpr_mov_b32).
 *
 * One SEM runs all 27: an MFMA's M, N, K and blocks are the instruction
 * table's shape column and its types the row's operands; the element layouts
 * are the per-instruction table of ../shared/reference/mfma.md, written here
 * as a handful of formulas by shape.  Numerics, EXEC, alignment and the modifiers: docs/mfma.md. */
#include <math.h>

#include "fp.h"
#include "model_internal.h"

#define NL GCN_WAVE_SIZE

enum mfma_type { MT_F32, MT_F16, MT_BF16, MT_I8, MT_F64 };

typedef struct mfma_desc {
    uint8_t m, n, k, blocks;
    uint8_t type;      /* mfma_type of A and B */
    uint8_t ab_dwords; /* dwords per lane of A and of B */
    uint8_t cd_dwords; /* dwords per lane of C and of D */
} mfma_desc;

static unsigned type_bits(unsigned t)
{
    static const uint8_t bits[] = {32, 16, 16, 8, 64};
    return bits[t];
}

/* ---- where an element lives (mfma.md "Where each element lives") ---- */

/* Elements of A (or B) per lane: all K of a row for the multi-block
 * instructions, K / (64 / M) for the single-block ones. */
static unsigned per_lane(const mfma_desc *d)
{
    return d->ab_dwords * 32u / type_bits(d->type);
}

/* Lane holding A[i][k] of block b (B[k][j]: j for i). */
static unsigned ab_lane(const mfma_desc *d, unsigned i, unsigned k, unsigned b)
{
    if (d->type == MT_F64 && d->m == 4)   /* the f64 4x4x4 special layout */
        return 16 * k + 4 * b + i;
    unsigned kpl = per_lane(d);
    return d->m * (b * (d->k / kpl) + k / kpl) + i;
}

/* Bit offset, within the lane's A/B dwords taken as one little-endian
 * value, of element k. */
static unsigned ab_bit(const mfma_desc *d, unsigned k)
{
    return (k % per_lane(d)) * type_bits(d->type);
}

/* C/D[i][j] of block b: its first dword (register offset) and lane. */
static void cd_pos(const mfma_desc *d, unsigned i, unsigned j, unsigned b, unsigned *reg, unsigned *lane)
{
    if (d->type == MT_F64) {
        if (d->m == 16) {
            *reg = 2 * (i / 4);
            *lane = 16 * (i % 4) + j;
        } else {
            *reg = 0;
            *lane = 16 * (i % 4) + 4 * b + j;
        }
        return;
    }
    switch (d->m) {
    case 32:
        *reg = 16 * b + 4 * (i / 8) + i % 4;
        *lane = 32 * ((i / 4) % 2) + j;
        break;
    case 16:
        *reg = 4 * b + i % 4;
        *lane = 16 * (i / 4) + j;
        break;
    default:
        *reg = i;
        *lane = 4 * b + j;
        break;
    }
}

/* ---- modifiers ---- */

static unsigned log2u(unsigned v)
{
    unsigned r = 0;
    while ((1u << (r + 1)) <= v)
        r++;
    return r;
}

/* The A block block b reads: CBSZ/ABID broadcast block ABID of each group
 * of 2^CBSZ blocks to the whole group.  CBSZ above log2(blocks) acts as
 * log2(blocks); ABID bits above CBSZ are ignored; single-block and f64
 * instructions ignore both (docs/mfma.md). */
static unsigned a_block(const mfma_desc *d, const gcn_inst *in, unsigned b)
{
    if (d->blocks == 1 || d->type == MT_F64)
        return b;
    unsigned c = in->cbsz, lg = log2u(d->blocks);
    if (c > lg)
        c = lg;
    unsigned mask = (1u << c) - 1;
    return (b & ~mask) | (in->abid & mask);
}

/* The lane B data comes from for lane l under BLGP (f64: none). */
static unsigned b_lane(const mfma_desc *d, const gcn_inst *in, unsigned l)
{
    if (d->type == MT_F64)
        return l;
    switch (in->blgp & 7) {
    case 1: return l % 32;               /* lanes 0-31 broadcast to 32-63 */
    case 2: return 32 + l % 32;          /* lanes 32-63 broadcast to 0-31 */
    case 3: return (l + 16) % 64;        /* rotated down by 16 */
    case 4: case 5: case 6: case 7:      /* one group of 16 to all four */
        return 16 * ((in->blgp & 7) - 4u) + l % 16;
    default: return l;
    }
}

/* ---- operands ---- */

/* Register index of an A/B/C/D field in the unified file, or -1 (and a
 * trap) when a tuple of two or more dwords starts at an odd register. */
static int mfma_reg(gcn_exec *x, unsigned code, int acc, unsigned dwords, const char *what)
{
    unsigned n = code & 0xFF;
    if (dwords >= 2 && (n & 1)) {
        gcn_raise(x, GCN_TRAP_ILLEGAL, "%s: %s %c%u is not 64-bit aligned", x->in->desc->name, what,
                  acc ? 'a' : 'v', n);
        return -1;
    }
    return (int)gcn_vgpr_index(x, GCN_OP_VGPR0 + n, acc);
}

/* A or B: dwords registers, all 64 lanes, whatever EXEC says. */
static int read_ab(gcn_exec *x, unsigned i, unsigned dwords, uint64_t out[NL])
{
    int r = mfma_reg(x, x->in->src[i], x->in->acc_src >> i & 1, dwords, i ? "B" : "A");
    if (r < 0)
        return -1;
    for (unsigned l = 0; l < NL; l++) {
        uint64_t v = x->w->vgpr[r][l];
        if (dwords == 2)
            v |= (uint64_t)x->w->vgpr[(r + 1) & (GCN_NUM_VGPRS - 1)][l] << 32;
        out[l] = v;
    }
    return 0;
}

/* ---- numerics (docs/mfma.md) ---- */

static const fp_ctl mfma_ctl = {FP_RNE, 0, 0, 1, 0, 0, 0};

/* Values of the 16-bit inputs: sign, integer significand, exponent
 * (value = sig * 2^exp); subnormals read as zero (MI200 MFMA_F16/BF16
 * flush them).  Returns 0 for a finite number, 1 for inf, 2 for NaN. */
static int unpack16(uint16_t h, int bf16, int *neg, uint32_t *sig, int *exp)
{
    *neg = h >> 15;
    unsigned e = bf16 ? (h >> 7 & 0xff) : (h >> 10 & 0x1f);
    unsigned m = bf16 ? (h & 0x7f) : (h & 0x3ff);
    unsigned emax = bf16 ? 0xff : 0x1f, mbits = bf16 ? 7 : 10;
    int bias = bf16 ? 127 : 15;
    if (e == emax)
        return m ? 2 : 1;
    if (e == 0) {
        *sig = 0;
        *exp = 0;
        return 0;
    }
    *sig = m | 1u << mbits;
    *exp = (int)e - bias - (int)mbits;
    return 0;
}

/* An f16/bf16 NaN as an f32 NaN: sign and top payload bits, quieted. */
static uint32_t nan16_to_f32(uint16_t h, int bf16)
{
    if (bf16)
        return f32_quiet((uint32_t)h << 16);
    return f32_quiet((uint32_t)(h & 0x8000) << 16 | 0x7f800000u | (uint32_t)(h & 0x3ff) << 13);
}

/* An exact fixed-point accumulator: two's complement, bit 0 weighs
 * 2^-ACC_OFF.  It holds any sum of a few bf16*bf16 / f16*f16 products and
 * an f32 exactly (weights 2^-266 .. 2^258). */
#define ACC_LIMBS 9
#define ACC_OFF 288

typedef struct exact_acc {
    uint64_t limb[ACC_LIMBS];
} exact_acc;

/* acc += (neg ? -1 : 1) * sig * 2^exp, sig < 2^40. */
static void acc_add(exact_acc *a, int neg, uint64_t sig, int exp)
{
    if (!sig)
        return;
    unsigned pos = (unsigned)(exp + ACC_OFF), li = pos / 64, sh = pos % 64;
    uint64_t part[2] = {sig << sh, sh ? sig >> (64 - sh) : 0};
    if (!neg) {
        uint64_t carry = 0;
        for (unsigned n = li; n < ACC_LIMBS; n++) {
            uint64_t add = (n - li < 2 ? part[n - li] : 0);
            uint64_t s = a->limb[n] + add;
            uint64_t c1 = s < add;
            uint64_t s2 = s + carry;
            carry = c1 | (s2 < s);
            a->limb[n] = s2;
            if (n - li >= 1 && !carry)
                break;
        }
    } else {
        uint64_t borrow = 0;
        for (unsigned n = li; n < ACC_LIMBS; n++) {
            uint64_t sub = (n - li < 2 ? part[n - li] : 0);
            uint64_t d = a->limb[n] - sub;
            uint64_t b1 = a->limb[n] < sub;
            uint64_t d2 = d - borrow;
            borrow = b1 | (d < borrow);
            a->limb[n] = d2;
            if (n - li >= 1 && !borrow)
                break;
        }
    }
}

/* Bit n of the accumulator's magnitude. */
static unsigned acc_bit(const exact_acc *a, int n)
{
    return n < 0 ? 0 : (unsigned)(a->limb[n / 64] >> (n % 64) & 1);
}

/* Any bit below n set? */
static int acc_sticky(const exact_acc *a, int n)
{
    for (int li = 0; li < ACC_LIMBS && li * 64 < n; li++) {
        uint64_t v = a->limb[li];
        int hi = n - li * 64;
        if (hi < 64)
            v &= (1ull << hi) - 1;
        if (v)
            return 1;
    }
    return 0;
}

/* Round the accumulator to f32, nearest even, subnormal results flushed
 * to zero when flush; zero_neg: the sign of an exact zero. */
static uint32_t acc_round32(exact_acc *a, int zero_neg, int flush)
{
    uint32_t sign = 0;
    if (a->limb[ACC_LIMBS - 1] >> 63) { /* negate */
        sign = 0x80000000u;
        uint64_t carry = 1;
        for (unsigned n = 0; n < ACC_LIMBS; n++) {
            uint64_t v = ~a->limb[n] + carry;
            carry = carry && v == 0;
            a->limb[n] = v;
        }
    }
    int top = -1;
    for (int n = ACC_LIMBS - 1; n >= 0 && top < 0; n--)
        if (a->limb[n])
            top = n * 64 + 63 - __builtin_clzll(a->limb[n]);
    if (top < 0)
        return zero_neg ? 0x80000000u : 0;
    int e = top - ACC_OFF;                 /* value in [2^e, 2^(e+1)) */
    int lsb = e - 23;                      /* weight of the last kept bit */
    if (lsb < -149)
        lsb = -149;                        /* subnormal grid */
    int lsbpos = lsb + ACC_OFF;
    uint64_t q = 0;                        /* kept bits: at most 24 */
    for (int n = top; n >= lsbpos; n--)
        q = q << 1 | acc_bit(a, n);
    unsigned guard = acc_bit(a, lsbpos - 1);
    int sticky = acc_sticky(a, lsbpos - 1);
    if (guard && (sticky || (q & 1)))
        q++;
    /* q * 2^lsb: normalise (a carry may reach 2^24) and encode */
    if (q >> 24) {
        q >>= 1;
        lsb++;
    }
    if (q == 0)
        return sign;
    if (!(q >> 23)) {                      /* subnormal */
        if (flush)
            return sign;
        return sign | (uint32_t)q;
    }
    int be = lsb + 23 + 127;               /* biased exponent of q's top bit */
    if (be >= 255)
        return sign | 0x7f800000u;
    return sign | (uint32_t)be << 23 | ((uint32_t)q & 0x7fffffu);
}

/* One group of 16-bit products added to the f32 accumulator with a single
 * rounding: RNE(acc + sum a[k]*b[k]), exact before it. */
static uint32_t dot16_group(uint32_t acc, const uint16_t *a, const uint16_t *b, unsigned n, int bf16)
{
    /* NaNs first, as an FMA picks them: a[k], b[k] by ascending k, then
     * the accumulator */
    for (unsigned k = 0; k < n; k++) {
        uint16_t v[2] = {a[k], b[k]};
        for (unsigned s = 0; s < 2; s++) {
            unsigned e = bf16 ? (v[s] >> 7 & 0xff) : (v[s] >> 10 & 0x1f);
            unsigned m = bf16 ? (v[s] & 0x7f) : (v[s] & 0x3ff);
            if (e == (bf16 ? 0xffu : 0x1fu) && m)
                return nan16_to_f32(v[s], bf16);
        }
    }
    if (f32_isnan(acc))
        return f32_quiet(acc);
    /* the accumulator: subnormals flushed (input data of an F16/BF16 MFMA) */
    if (!(acc & 0x7f800000u))
        acc &= 0x80000000u;
    int pos_inf = 0, neg_inf = 0, all_neg_zero = 1;
    exact_acc sum = {{0}};
    if ((acc & 0x7fffffffu) == 0x7f800000u) {
        pos_inf |= !(acc >> 31);
        neg_inf |= acc >> 31;
    } else {
        uint32_t e = acc >> 23 & 0xff, m = acc & 0x7fffff;
        if (e) {
            acc_add(&sum, acc >> 31, m | 0x800000u, (int)e - 150);
            all_neg_zero = 0;
        } else if (!(acc >> 31)) {
            all_neg_zero = 0;
        }
    }
    for (unsigned k = 0; k < n; k++) {
        int na, nb, ea, eb;
        uint32_t sa, sb;
        int ca = unpack16(a[k], bf16, &na, &sa, &ea), cb = unpack16(b[k], bf16, &nb, &sb, &eb);
        int neg = na ^ nb;
        if (ca || cb) {
            if ((ca && !cb && sb == 0) || (cb && !ca && sa == 0))
                return F32_DNAN;           /* inf * 0 */
            pos_inf |= !neg;
            neg_inf |= neg;
            continue;
        }
        if (sa && sb) {
            acc_add(&sum, neg, (uint64_t)sa * sb, ea + eb);
            all_neg_zero = 0;
        } else if (!neg) {
            all_neg_zero = 0;
        }
    }
    if (pos_inf && neg_inf)
        return F32_DNAN;                   /* inf - inf */
    if (pos_inf || neg_inf)
        return neg_inf ? 0xff800000u : 0x7f800000u;
    return acc_round32(&sum, all_neg_zero, 1);
}

/* ---- the instruction ---- */

/* A 16-bit input as a float (exact), subnormals flushed to signed zero;
 * *special set for inf and NaN. */
static float in16_float(uint16_t h, int bf16, int *special)
{
    uint32_t sign = (uint32_t)(h & 0x8000) << 16, bitsv;
    if (bf16) {
        unsigned e = h >> 7 & 0xff;
        *special |= e == 0xff;
        bitsv = e ? (uint32_t)h << 16 : sign;
    } else {
        unsigned e = h >> 10 & 0x1f;
        *special |= e == 0x1f;
        bitsv = e ? sign | (e + 112) << 23 | (uint32_t)(h & 0x3ff) << 13 : sign;
    }
    return u2f(bitsv);
}

/* f32 of an exact double, a subnormal result flushed to signed zero. */
static uint32_t round_flush32(double v)
{
    uint32_t r = f2u((float)v);
    return (r & 0x7f800000u) ? r : (r & 0x80000000u);
}

/* All elements of one block.  The row of A and the column of B each
 * element reads are gathered once per block; the arithmetic then takes a
 * fast path when the operands are finite (and, for 16-bit inputs, when the
 * group's sum is exact in a double: checked with error-free additions),
 * else the general routines (f32_fma, f64_fma, dot16_group). */
static void mfma_block(const mfma_desc *d, const gcn_inst *in, unsigned blk, const uint64_t a[NL],
                       const uint64_t b[NL], uint32_t c[32][NL], uint32_t dres[32][NL])
{
    unsigned bits = type_bits(d->type), ab = a_block(d, in, blk), K = d->k;
    uint64_t emask = bits == 64 ? ~0ull : (1ull << bits) - 1;
    uint64_t ar[32][16], br[32][16];
    for (unsigned i = 0; i < d->m; i++)
        for (unsigned k = 0; k < K; k++) {
            ar[i][k] = a[ab_lane(d, i, k, ab)] >> ab_bit(d, k) & emask;
            br[i][k] = b[b_lane(d, in, ab_lane(d, i, k, blk))] >> ab_bit(d, k) & emask;
        }
    /* 16-bit inputs as floats, and which rows/columns hold inf or NaN */
    float af[32][16], bf[32][16];
    int aspec[32] = {0}, bspec[32] = {0};
    if (d->type == MT_F16 || d->type == MT_BF16) {
        int isbf = d->type == MT_BF16;
        for (unsigned i = 0; i < d->m; i++)
            for (unsigned k = 0; k < K; k++) {
                af[i][k] = in16_float((uint16_t)ar[i][k], isbf, &aspec[i]);
                bf[i][k] = in16_float((uint16_t)br[i][k], isbf, &bspec[i]);
            }
    }
    for (unsigned i = 0; i < d->m; i++) {
        for (unsigned j = 0; j < d->n; j++) {
            unsigned reg, lane;
            cd_pos(d, i, j, blk, &reg, &lane);
            switch (d->type) {
            case MT_F32: {
                uint32_t acc = c[reg][lane];
                int fin = (acc & 0x7f800000u) != 0x7f800000u;
                for (unsigned k = 0; k < K; k++)
                    fin &= ((ar[i][k] & 0x7f800000u) != 0x7f800000u) & ((br[j][k] & 0x7f800000u) != 0x7f800000u);
                if (fin) { /* finite operands: the host's fmaf is the IEEE operation */
                    float f = u2f(acc);
                    for (unsigned k = 0; k < K; k++)
                        f = fmaf(u2f((uint32_t)ar[i][k]), u2f((uint32_t)br[j][k]), f);
                    acc = f2u(f);
                } else {
                    for (unsigned k = 0; k < K; k++)
                        acc = f32_fma((uint32_t)ar[i][k], (uint32_t)br[j][k], acc, &mfma_ctl);
                }
                dres[reg][lane] = acc;
                break;
            }
            case MT_F64: {
                uint64_t acc = (uint64_t)c[reg + 1][lane] << 32 | c[reg][lane];
                const uint64_t E = 0x7ff0000000000000ull;
                int fin = (acc & E) != E;
                for (unsigned k = 0; k < K; k++)
                    fin &= ((ar[i][k] & E) != E) & ((br[j][k] & E) != E);
                if (fin) {
                    double f = u2d(acc);
                    for (unsigned k = 0; k < K; k++)
                        f = fma(u2d(ar[i][k]), u2d(br[j][k]), f);
                    acc = d2u(f);
                } else {
                    for (unsigned k = 0; k < K; k++)
                        acc = f64_fma(ar[i][k], br[j][k], acc, &mfma_ctl);
                }
                dres[reg][lane] = (uint32_t)acc;
                dres[reg + 1][lane] = (uint32_t)(acc >> 32);
                break;
            }
            case MT_I8: {
                uint32_t acc = c[reg][lane];
                for (unsigned k = 0; k < K; k++)
                    acc += (uint32_t)((int32_t)(int8_t)ar[i][k] * (int32_t)(int8_t)br[j][k]);
                dres[reg][lane] = acc;
                break;
            }
            default: { /* F16, BF16: one rounding per lane's group of products */
                unsigned g = per_lane(d);
                int isbf = d->type == MT_BF16, special = aspec[i] | bspec[j];
                uint32_t acc = c[reg][lane];
                for (unsigned k0 = 0; k0 < K; k0 += g) {
                    uint32_t accin = (acc & 0x7f800000u) ? acc : (acc & 0x80000000u); /* flush */
                    int done = 0;
                    if (!special && (accin & 0x7f800000u) != 0x7f800000u) {
                        double sum = u2f(accin), err = 0.0;
                        for (unsigned k = k0; k < k0 + g; k++) {
                            double e;
                            sum = two_sum(sum, (double)af[i][k] * (double)bf[j][k], &e);
                            err = err != 0.0 ? err : e;
                        }
                        if (err == 0.0 && isfinite(sum)) { /* exact: one rounding */
                            acc = round_flush32(sum);
                            done = 1;
                        }
                    }
                    if (!done) {
                        uint16_t ah[16], bh[16];
                        for (unsigned k = k0; k < k0 + g; k++) {
                            ah[k - k0] = (uint16_t)ar[i][k];
                            bh[k - k0] = (uint16_t)br[j][k];
                        }
                        acc = dot16_group(acc, ah, bh, g, isbf);
                    }
                }
                dres[reg][lane] = acc;
                break;
            }
            }
        }
    }
}


static void mfma_exec(gcn_exec *x, const mfma_desc *d)
{
    const gcn_inst *in = x->in;
    uint64_t a[NL], b[NL];
    if (read_ab(x, 0, d->ab_dwords, a) || read_ab(x, 1, d->ab_dwords, b))
        return;

    /* C: a register tuple, or a constant in every element (inline
     * constants; a scalar-space code reads as a VALU scalar source). */
    uint32_t c[32][NL], dres[32][NL];
    unsigned nd = d->cd_dwords;
    if (in->src[2] >= GCN_OP_VGPR0) {
        int r = mfma_reg(x, in->src[2], in->acc_dst, nd, "C");
        if (r < 0)
            return;
        for (unsigned q = 0; q < nd; q++)
            memcpy(c[q], x->w->vgpr[(r + q) & (GCN_NUM_VGPRS - 1)], sizeof c[q]);
    } else {
        gcn_type t = gcn_role_type(in, GCN_R_SRC2);
        uint64_t v = d->type == MT_F64 ? gcn_scalar_read64(x, in->src[2], t)
                                        : gcn_scalar_read32(x, in->src[2], t);
        for (unsigned q = 0; q < nd; q++)
            for (unsigned l = 0; l < NL; l++)
                c[q][l] = d->type == MT_F64 ? (uint32_t)(v >> (q % 2 * 32)) : (uint32_t)v;
    }
    int dreg = mfma_reg(x, in->vdst, in->acc_dst, nd, "D");
    if (dreg < 0)
        return;

    for (unsigned blk = 0; blk < d->blocks; blk++)
        mfma_block(d, in, blk, a, b, c, dres);
    /* D: the lanes active in EXEC */
    for (unsigned q = 0; q < nd; q++)
        gcn_vgpr_write_lanes(x, ((unsigned)dreg + q) & (GCN_NUM_VGPRS - 1), x->exec, dres[q]);
}

/* The element type of A and B, from the row's src0 operand type. */
static enum mfma_type ab_type(gcn_type t)
{
    if (t.kind == GCN_TK_BF)
        return MT_BF16;
    if (t.kind == GCN_TK_I)
        return MT_I8;
    return t.bits == 64 ? MT_F64 : t.bits == 16 ? MT_F16 : MT_F32;
}

/* Every V_MFMA_*: the row's shape column gives M, N, K and the blocks, its
 * operand types the input type and the dwords per lane of A/B and C/D
 * (scripts/isagen.py checks the two agree). */
SEM(mfma)
{
    const gcn_insn_desc *row = x->in->desc;
    gcn_type ab = gcn_role_type(x->in, GCN_R_SRC0);
    const mfma_desc d = {
        row->mfma.m, row->mfma.n, row->mfma.k, row->mfma.blocks, (uint8_t)ab_type(ab),
        (uint8_t)gcn_type_dwords(ab), (uint8_t)gcn_type_dwords(gcn_role_type(x->in, GCN_R_VDST)),
    };
    mfma_exec(x, &d);
}

/* ---- AccVGPR moves: ordinary VALU ops, written under EXEC ---- */

/* D (ArchVGPR) = S0 (AccVGPR). */
SEM(v_accvgpr_read_b32)
{
    uint32_t v[NL];
    memcpy(v, x->w->vgpr[gcn_vgpr_index(x, x->in->src[0], 1)], sizeof v);
    gcn_vgpr_write_lanes(x, gcn_vgpr_index(x, x->in->vdst, 0), x->exec, v);
}

/* D (AccVGPR) = S0 (ArchVGPR, SGPR or inline constant). */
SEM(v_accvgpr_write_b32)
{
    uint32_t v[NL];
    valu_src32(x, 0, v);
    gcn_vgpr_write_lanes(x, gcn_vgpr_index(x, x->in->vdst, 1), x->exec, v);
}

/* D (AccVGPR) = S0 (AccVGPR). */
SEM(v_accvgpr_mov_b32)
{
    uint32_t v[NL];
    memcpy(v, x->w->vgpr[gcn_vgpr_index(x, x->in->src[0], 1)], sizeof v);
    gcn_vgpr_write_lanes(x, gcn_vgpr_index(x, x->in->vdst, 1), x->exec, v);
}
