/* test_mfma: the 27 gfx90a MFMA instructions on the golden model, against
 * plain loops over matrix indices.
 *
 * The instruction words come from llvm-mc-16 (gen_cases.py writes them into
 * mfma_cases.h at build time).  This file has its own copy of the layout
 * table of ../shared/reference/mfma.md, written row by row as the table
 * reads (matrix element -> register, bits, lane), and its own reading of
 * CBSZ/ABID and BLGP as the AMD Matrix Instruction Calculator describes
 * them ("the B data from lanes 0-31 is also broadcast into lanes 32-63",
 * ...); it shares no code with cmodel/src/sem_mfma.c.
 *
 * Every case runs three times: distinct exact values (any layout or
 * modifier slip changes a result) with EXEC all ones and with a partial
 * EXEC, and random values with the numerics of docs/mfma.md computed here
 * independently (fmaf/fma chains, long-double group sums).  Then directed
 * numerics cases: rounding order, denormals, NaN/inf, int8 wrap, EXEC = 0,
 * a misaligned tuple.  Prints "N cases checked" and exits non-zero on a
 * mismatch. */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gcn/model.h"

#include "mfma_case.h"

#include "mfma_cases.h"

#define NCASES (sizeof mfma_cases / sizeof mfma_cases[0])

enum kind { K_F32, K_F16, K_BF16, K_I8, K_F64 };

/* A-layout rows of mfma.md (the same formula with j for i gives B). */
enum a_row {
    A_F32_BLK,   /* 0                              | S*block + i      */
    A_F32_K,     /* 0                              | S*k + i          */
    A_H_BLK,     /* floor(k/2).[16*(k%2)+15:..]    | S*block + i      */
    A_H_K,       /* (floor(k/2)%2).[16*(k%2)+15:..]| S*floor(k/4) + i */
    A_I8_BLK,    /* 0.[8*k+7:8*k]                  | S*block + i      */
    A_I8_K,      /* 0.[8*(k%4)+7:8*(k%4)]          | S*floor(k/4) + i */
    A_BF_BLK,    /* 0.[16*k+15:16*k]               | S*block + i      */
    A_BF_K,      /* 0.[16*(k%2)+15:16*(k%2)]       | S*floor(k/2) + i */
    A_D16,       /* [1:0]                          | 16*k + i         */
    A_D4         /* [1:0]                          | 4*block + 16*k + i */
};
/* C/D rows of mfma.md. */
enum cd_row { CD_32, CD_16, CD_4, CD_D16, CD_D4 };

typedef struct tinfo {
    const char *name;
    int m, n, k, blocks, kind, abd, cdd, arow, cdrow, group;
} tinfo;

/* group: products summed before one rounding (docs/mfma.md). */
static const tinfo infos[] = {
    {"v_mfma_f32_32x32x1f32", 32, 32, 1, 2, K_F32, 1, 32, A_F32_BLK, CD_32, 1},
    {"v_mfma_f32_16x16x1f32", 16, 16, 1, 4, K_F32, 1, 16, A_F32_BLK, CD_16, 1},
    {"v_mfma_f32_4x4x1f32", 4, 4, 1, 16, K_F32, 1, 4, A_F32_BLK, CD_4, 1},
    {"v_mfma_f32_32x32x2f32", 32, 32, 2, 1, K_F32, 1, 16, A_F32_K, CD_32, 1},
    {"v_mfma_f32_16x16x4f32", 16, 16, 4, 1, K_F32, 1, 4, A_F32_K, CD_16, 1},
    {"v_mfma_f32_32x32x4f16", 32, 32, 4, 2, K_F16, 2, 32, A_H_BLK, CD_32, 4},
    {"v_mfma_f32_16x16x4f16", 16, 16, 4, 4, K_F16, 2, 16, A_H_BLK, CD_16, 4},
    {"v_mfma_f32_4x4x4f16", 4, 4, 4, 16, K_F16, 2, 4, A_H_BLK, CD_4, 4},
    {"v_mfma_f32_32x32x8f16", 32, 32, 8, 1, K_F16, 2, 16, A_H_K, CD_32, 4},
    {"v_mfma_f32_16x16x16f16", 16, 16, 16, 1, K_F16, 2, 4, A_H_K, CD_16, 4},
    {"v_mfma_i32_32x32x4i8", 32, 32, 4, 2, K_I8, 1, 32, A_I8_BLK, CD_32, 4},
    {"v_mfma_i32_16x16x4i8", 16, 16, 4, 4, K_I8, 1, 16, A_I8_BLK, CD_16, 4},
    {"v_mfma_i32_4x4x4i8", 4, 4, 4, 16, K_I8, 1, 4, A_I8_BLK, CD_4, 4},
    {"v_mfma_i32_32x32x8i8", 32, 32, 8, 1, K_I8, 1, 16, A_I8_K, CD_32, 4},
    {"v_mfma_i32_16x16x16i8", 16, 16, 16, 1, K_I8, 1, 4, A_I8_K, CD_16, 4},
    {"v_mfma_f32_32x32x4bf16_1k", 32, 32, 4, 2, K_BF16, 2, 32, A_H_BLK, CD_32, 4},
    {"v_mfma_f32_16x16x4bf16_1k", 16, 16, 4, 4, K_BF16, 2, 16, A_H_BLK, CD_16, 4},
    {"v_mfma_f32_4x4x4bf16_1k", 4, 4, 4, 16, K_BF16, 2, 4, A_H_BLK, CD_4, 4},
    {"v_mfma_f32_32x32x8bf16_1k", 32, 32, 8, 1, K_BF16, 2, 16, A_H_K, CD_32, 4},
    {"v_mfma_f32_16x16x16bf16_1k", 16, 16, 16, 1, K_BF16, 2, 4, A_H_K, CD_16, 4},
    {"v_mfma_f32_32x32x2bf16", 32, 32, 2, 2, K_BF16, 1, 32, A_BF_BLK, CD_32, 2},
    {"v_mfma_f32_16x16x2bf16", 16, 16, 2, 4, K_BF16, 1, 16, A_BF_BLK, CD_16, 2},
    {"v_mfma_f32_4x4x2bf16", 4, 4, 2, 16, K_BF16, 1, 4, A_BF_BLK, CD_4, 2},
    {"v_mfma_f32_32x32x4bf16", 32, 32, 4, 1, K_BF16, 1, 16, A_BF_K, CD_32, 2},
    {"v_mfma_f32_16x16x8bf16", 16, 16, 8, 1, K_BF16, 1, 4, A_BF_K, CD_16, 2},
    {"v_mfma_f64_16x16x4f64", 16, 16, 4, 1, K_F64, 2, 8, A_D16, CD_D16, 1},
    {"v_mfma_f64_4x4x4f64", 4, 4, 4, 4, K_F64, 2, 2, A_D4, CD_D4, 1},
};

static const tinfo *info_of(const char *name)
{
    for (size_t i = 0; i < sizeof infos / sizeof infos[0]; i++)
        if (!strcmp(infos[i].name, name))
            return &infos[i];
    fprintf(stderr, "no info for %s\n", name);
    exit(2);
}

/* A[i][k] of block blk: dword (register offset), bit offset, lane.  For
 * B[k][j] call with j as i.  S is the instruction's M (= N). */
static void a_loc(const tinfo *t, int i, int k, int blk, int *dw, int *bit, int *lane)
{
    int S = t->m;
    *dw = 0;
    *bit = 0;
    switch (t->arow) {
    case A_F32_BLK: *lane = S * blk + i; break;
    case A_F32_K: *lane = S * k + i; break;
    case A_H_BLK: *dw = k / 2; *bit = 16 * (k % 2); *lane = S * blk + i; break;
    case A_H_K: *dw = (k / 2) % 2; *bit = 16 * (k % 2); *lane = S * (k / 4) + i; break;
    case A_I8_BLK: *bit = 8 * k; *lane = S * blk + i; break;
    case A_I8_K: *bit = 8 * (k % 4); *lane = S * (k / 4) + i; break;
    case A_BF_BLK: *bit = 16 * k; *lane = S * blk + i; break;
    case A_BF_K: *bit = 16 * (k % 2); *lane = S * (k / 2) + i; break;
    case A_D16: *lane = 16 * k + i; break;
    default: *lane = 4 * blk + 16 * k + i; break;
    }
}

/* C/D[i][j] of block blk: first dword and lane. */
static void cd_loc(const tinfo *t, int i, int j, int blk, int *dw, int *lane)
{
    switch (t->cdrow) {
    case CD_32: *dw = 16 * blk + 4 * (i / 8) + (i % 4); *lane = (32 * (i / 4)) % 64 + j; break;
    case CD_16: *dw = 4 * blk + (i % 4); *lane = 16 * (i / 4) + j; break;
    case CD_4: *dw = i; *lane = 4 * blk + j; break;
    case CD_D16: *dw = 2 * (i / 4); *lane = 16 * (i % 4) + j; break;
    default: *dw = 0; *lane = 16 * (i % 4) + 4 * blk + j; break;
    }
}

static int elem_bits(const tinfo *t)
{
    static const int b[] = {32, 16, 16, 8, 64};
    return b[t->kind];
}

/* ---- values ---- */

static uint32_t fbits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static float bitsf(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static uint64_t dbits(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }
static double bitsd(uint64_t u) { double d; memcpy(&d, &u, 8); return d; }

/* f16 / bf16 of an exactly representable value, and back. */
static uint16_t to_f16(double v)
{
    if (v == 0)
        return signbit(v) ? 0x8000 : 0;
    int e;
    double m = frexp(fabs(v), &e); /* v = m * 2^e, m in [0.5, 1) */
    uint16_t s = v < 0 ? 0x8000 : 0;
    int be = e - 1 + 15;
    return (uint16_t)(s | be << 10 | ((uint16_t)(m * 2048) & 0x3ff));
}
static uint16_t to_bf16(double v) { return (uint16_t)(fbits((float)v) >> 16); }
static double f16v(uint16_t h)
{
    int e = h >> 10 & 31, m = h & 0x3ff;
    double v = e ? ldexp(m | 0x400, e - 25) : 0.0; /* subnormals read as zero */
    return h & 0x8000 ? -v : v;
}
static double bf16v(uint16_t h)
{
    double v = bitsf((uint32_t)h << 16);
    if (!(h & 0x7f80))
        v = 0.0;
    return v;
}

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint32_t rnd32(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng >> 11);
}

/* ---- the wave ---- */

static gcn_wave wave, before;
static gcn_retire rec;

/* Register index in the unified file of operand register n. */
static int file_reg(int acc, int n) { return (acc ? 256 : 0) + n; }

/* Element bits of an A/B slot of a register tuple. */
static uint64_t slot_get(uint32_t regs[][64], int dw, int bit, int lane, int bits)
{
    uint64_t v = regs[dw][lane];
    if (bits == 64)
        v |= (uint64_t)regs[dw + 1][lane] << 32;
    else
        v = v >> bit & ((1ull << bits) - 1);
    return v;
}

static void slot_set(uint32_t file[][64], int dw, int bit, int lane, int bits, uint64_t v)
{
    if (bits == 64) {
        file[dw][lane] = (uint32_t)v;
        file[dw + 1][lane] = (uint32_t)(v >> 32);
        return;
    }
    uint32_t mask = (uint32_t)(((1ull << bits) - 1) << bit);
    file[dw][lane] = (file[dw][lane] & ~mask) | ((uint32_t)v << bit & mask);
}

/* Random 16-bit inputs over a wide exponent range (mode 3): sums that a
 * double cannot hold exactly but a 64-bit long double can. */
static int wide;

/* A value of the input kind: exact mode gives small distinct integers
 * (index s), random mode random numbers in a moderate range. */
static uint64_t make_in(const tinfo *t, int s, int exact)
{
    if (exact) {
        int v = s;
        switch (t->kind) {
        case K_F32: return fbits((float)(v - 32));
        case K_F16: return to_f16(v - 128);
        case K_BF16: return to_bf16(v - 128);
        case K_I8: return (uint8_t)(int8_t)(v - 128);
        default: return dbits((double)(v - 32));
        }
    }
    /* magnitudes in [2^-3, 2^2): sums stay exact in a long double */
    double r = ldexp((double)(rnd32() & 0xffffff) + 0x1000000, -24 - 3 + (int)(rnd32() % 5));
    uint32_t sign = rnd32() & 1, e = rnd32() % 5;
    if (sign)
        r = -r;
    switch (t->kind) {
    case K_F32: return fbits((float)r);
    case K_F16:
        if (wide)
            e = rnd32() % 15 + 1 - 12;   /* biased 1 .. 15: 2^-14 .. 2^0 */
        return sign << 15 | (12 + e) << 10 | (rnd32() & 0x3ff);
    case K_BF16:
        if (wide)
            e = rnd32() % 25 + 103 - 124; /* 2^-24 .. 2^0 */
        return sign << 15 | (124 + e) << 7 | (rnd32() & 0x7f);
    case K_I8: return (uint8_t)rnd32();
    default: return dbits(r + ldexp((double)rnd32(), -60));
    }
}

static double in_val(const tinfo *t, uint64_t b)
{
    switch (t->kind) {
    case K_F32: return bitsf((uint32_t)b);
    case K_F16: return f16v((uint16_t)b);
    case K_BF16: return bf16v((uint16_t)b);
    case K_I8: return (int8_t)(uint8_t)b;
    default: return bitsd(b);
    }
}

/* ---- the reference ---- */

/* The B registers as the matrix core sees them under BLGP, written as the
 * calculator describes each pattern: where each lane's data goes. */
static void blgp_view(int blgp, uint32_t src[][64], uint32_t dst[][64], int ndw)
{
    for (int d = 0; d < ndw; d++) {
        for (int l = 0; l < 64; l++)
            dst[d][l] = src[d][l];
        switch (blgp) {
        case 1: for (int l = 0; l < 32; l++) dst[d][l + 32] = src[d][l]; break;
        case 2: for (int l = 32; l < 64; l++) dst[d][l - 32] = src[d][l]; break;
        case 3: for (int l = 0; l < 64; l++) dst[d][(l + 48) % 64] = src[d][l]; break;
        case 4: case 5: case 6: case 7: {
            int g = blgp - 4;
            for (int to = 0; to < 4; to++)
                for (int l = 0; l < 16; l++)
                    dst[d][16 * to + l] = src[d][16 * g + l];
            break;
        }
        default: break;
        }
    }
}

static int failures, checked;

static void fail(const mfma_case *c, const char *what, int dw, int lane, uint32_t got, uint32_t want)
{
    if (failures++ < 20)
        printf("FAIL %s [%s]: %s d%d lane %d: got 0x%08x want 0x%08x\n", c->text, what, "D", dw, lane, got,
               want);
}

/* f32 of a long double sum with subnormal results flushed (F16/BF16 MFMA). */
static uint32_t round_flush(long double v)
{
    float f = (float)v;
    if (fabsf(f) < FLT_MIN)
        f = copysignf(0.0f, f);
    return fbits(f);
}

/* Run one case. mode 0: exact values, EXEC all ones; 1: exact values,
 * partial EXEC; 2: random values, EXEC all ones; 3 (f16/bf16 only): random
 * values over a wide exponent range. */
static void run_case(size_t ci, int mode)
{
    const mfma_case *c = &mfma_cases[ci];
    const tinfo *t = info_of(c->name);
    int exact = mode < 2, bits = elem_bits(t);
    if (mode == 3 && t->kind != K_F16 && t->kind != K_BF16)
        return;
    wide = mode == 3;
    static uint32_t A[2][64], B[2][64], Bv[2][64], C[32][64], D[32][64], OLD[32][64];

    memset(&wave, 0, sizeof wave);
    wave.accum_offset = 256;
    wave.state = GCN_WAVE_RUNNING;
    uint64_t exec = mode == 1 ? ((uint64_t)rnd32() << 32 | rnd32()) : ~0ull;
    wave.sgpr[126] = (uint32_t)exec;
    wave.sgpr[127] = (uint32_t)(exec >> 32);

    /* A and B: distinct values in every element slot */
    int nslots = t->abd * 32 / bits * 64, perm[256];
    for (int s = 0; s < nslots; s++)
        perm[s] = s;
    for (int s = nslots - 1; s > 0; s--) {
        int r = (int)(rnd32() % (unsigned)(s + 1)), tmp = perm[s];
        perm[s] = perm[r];
        perm[r] = tmp;
    }
    int per = t->abd * 32 / bits;
    for (int l = 0; l < 64; l++)
        for (int e = 0; e < per; e++) {
            int dw = e * bits / 32, bit = e * bits % 32;
            slot_set(A, dw, bit, l, bits, make_in(t, perm[l * per + e], exact));
            slot_set(B, dw, bit, l, bits, make_in(t, perm[(l * per + e + 77) % nslots], exact));
        }
    /* C: distinct per register and lane; D's old contents distinct too */
    for (int d = 0; d < t->cdd; d++)
        for (int l = 0; l < 64; l++) {
            int s = d * 64 + l;
            uint32_t v;
            if (t->kind == K_F64) { /* the pair's low dword builds the value */
                if (d % 2)
                    v = C[d][l];
                else {
                    uint64_t b = exact ? dbits((double)(s / 2 * 3 - 1500)) : make_in(t, 0, 0);
                    v = (uint32_t)b;
                    C[d + 1][l] = (uint32_t)(b >> 32);
                }
            } else if (t->kind == K_I8) {
                v = exact ? (uint32_t)(s * 2654435761u) : rnd32();
            } else {
                float x = exact ? (float)(s * 5 % 4099 - 2000) : bitsf((uint32_t)make_in(&infos[0], 0, 0)) * 4;
                if (wide) /* 2^0 .. 2^4 with 24 bits */
                    x = ldexpf(1.0f + (float)(rnd32() & 0x7fffff) * 0x1p-23f, (int)(rnd32() % 4)) *
                        ((rnd32() & 1) ? -1.0f : 1.0f);
                v = fbits(x);
            }
            C[d][l] = v;
            OLD[d][l] = 0xdead0000u + (uint32_t)s;
        }

    int abase = file_reg(c->a_acc, c->a_reg), bbase = file_reg(c->b_acc, c->b_reg);
    int cbase = file_reg(c->cd_acc, c->c_reg), dbase = file_reg(c->cd_acc, c->d_reg);
    for (int d = 0; d < t->abd; d++) {
        memcpy(wave.vgpr[abase + d], A[d], sizeof A[d]);
        memcpy(wave.vgpr[bbase + d], B[d], sizeof B[d]);
    }
    for (int d = 0; d < t->cdd; d++) {
        memcpy(wave.vgpr[dbase + d], OLD[d], sizeof OLD[d]);
        if (c->c_code < 0)
            memcpy(wave.vgpr[cbase + d], C[d], sizeof C[d]); /* may overwrite D: D over C */
    }
    if (c->c_code >= 0) { /* the inline constant in every element */
        uint64_t k = 0;
        if (t->kind == K_I8)
            k = (uint32_t)(c->c_code <= 192 ? c->c_code - 128 : 192 - c->c_code);
        else if (t->kind == K_F64)
            k = dbits(c->c_code == 242 ? 1.0 : c->c_code == 241 ? -0.5 : c->c_code == 247 ? -4.0 : NAN);
        else
            k = fbits(c->c_code == 242 ? 1.0f : c->c_code == 247 ? -4.0f : NAN);
        for (int d = 0; d < t->cdd; d++)
            for (int l = 0; l < 64; l++)
                C[d][l] = t->kind == K_F64 ? (uint32_t)(k >> (d % 2 * 32)) : (uint32_t)k;
    }
    if (c->d_reg == c->c_reg) /* D over C: the old D is C */
        memcpy(OLD, C, sizeof(uint32_t) * 64 * (size_t)t->cdd);
    memcpy(&before, &wave, sizeof wave);

    /* run it */
    int st = mfma_model_step(c->w0, c->w1, &wave, &rec);
    checked++;
    if (c->c_code >= 0 && (int)(c->w1 >> 18 & 0x1ff) != c->c_code) {
        if (failures++ < 20)
            printf("FAIL %s: llvm-mc-16 encoded C as %u\n", c->text, c->w1 >> 18 & 0x1ff);
    }
    if (st != 0) {
        if (failures++ < 20)
            printf("FAIL %s: step returned %d (%s)\n", c->text, st, wave.trap_msg);
        return;
    }

    /* the reference: plain loops over i, j, k per block */
    blgp_view(t->kind == K_F64 ? 0 : c->blgp, B, Bv, t->abd); /* f64 takes no BLGP */
    for (int blk = 0; blk < t->blocks; blk++) {
        /* CBSZ/ABID: block ABID of each group of 2^CBSZ blocks feeds the group */
        int ablk = blk;
        if (t->blocks > 1 && t->kind != K_F64) {
            /* out-of-range values (docs/mfma.md): CBSZ up to log2(blocks),
             * ABID modulo the group size */
            int lg = 0;
            while ((1 << lg) < t->blocks)
                lg++;
            int cb = c->cbsz < lg ? c->cbsz : lg, group = 1 << cb;
            ablk = blk / group * group + c->abid % group;
        }
        for (int i = 0; i < t->m; i++)
            for (int j = 0; j < t->n; j++) {
                int dw, lane;
                cd_loc(t, i, j, blk, &dw, &lane);
                uint64_t cv = C[dw][lane];
                if (t->kind == K_F64)
                    cv |= (uint64_t)C[dw + 1][lane] << 32;
                double av[16], bv[16];
                for (int k = 0; k < t->k; k++) {
                    int adw, abit, alane, bdw, bbit, blane;
                    a_loc(t, i, k, ablk, &adw, &abit, &alane);
                    a_loc(t, j, k, blk, &bdw, &bbit, &blane);
                    av[k] = in_val(t, slot_get(A, adw, abit, alane, bits));
                    bv[k] = in_val(t, slot_get(Bv, bdw, bbit, blane, bits));
                }
                uint64_t want;
                switch (t->kind) {
                case K_I8: {
                    int64_t s = (int32_t)(uint32_t)cv;
                    for (int k = 0; k < t->k; k++)
                        s += (int64_t)av[k] * (int64_t)bv[k];
                    want = (uint32_t)s;
                    break;
                }
                case K_F32: {
                    float acc = bitsf((uint32_t)cv);
                    for (int k = 0; k < t->k; k++)
                        acc = fmaf((float)av[k], (float)bv[k], acc);
                    want = fbits(acc);
                    break;
                }
                case K_F64: {
                    double acc = bitsd(cv);
                    for (int k = 0; k < t->k; k++)
                        acc = fma(av[k], bv[k], acc);
                    want = dbits(acc);
                    break;
                }
                default: { /* f16/bf16: groups of products, one rounding each */
                    float acc = bitsf((uint32_t)cv);
                    for (int k0 = 0; k0 < t->k; k0 += t->group) {
                        long double s = acc;
                        for (int k = k0; k < k0 + t->group; k++)
                            s += (long double)av[k] * (long double)bv[k];
                        acc = bitsf(round_flush(s));
                    }
                    want = fbits(acc);
                    break;
                }
                }
                D[dw][lane] = (uint32_t)want;
                if (t->kind == K_F64)
                    D[dw + 1][lane] = (uint32_t)(want >> 32);
            }
    }

    /* D: active lanes the reference, inactive lanes their old value */
    for (int d = 0; d < t->cdd; d++)
        for (int l = 0; l < 64; l++) {
            uint32_t got = wave.vgpr[dbase + d][l];
            uint32_t want = (exec >> l & 1) ? D[d][l] : OLD[d][l];
            if (got != want)
                fail(c, mode == 0 ? "exact" : mode == 1 ? "partial exec" : mode == 2 ? "random" : "random wide", d, l, got,
                     want);
        }
    /* nothing else changed */
    for (int r = 0; r < 512; r++) {
        if (r >= dbase && r < dbase + t->cdd)
            continue;
        if (memcmp(wave.vgpr[r], before.vgpr[r], sizeof wave.vgpr[r]) != 0) {
            if (failures++ < 20)
                printf("FAIL %s: register %d changed\n", c->text, r);
            break;
        }
    }
    /* the record: one write per D register, masked by EXEC */
    if (rec.n_vgpr != t->cdd) {
        if (failures++ < 20)
            printf("FAIL %s: %d VGPR writes recorded, want %d\n", c->text, rec.n_vgpr, t->cdd);
    } else {
        for (int d = 0; d < t->cdd; d++)
            if (rec.vgpr[d].reg != dbase + d || rec.vgpr[d].mask != exec) {
                if (failures++ < 20)
                    printf("FAIL %s: record %d is reg %d mask %llx\n", c->text, d, rec.vgpr[d].reg,
                           (unsigned long long)rec.vgpr[d].mask);
                break;
            }
    }
}

/* The test's own layout map must cover every C/D slot exactly once and
 * every A slot at most once per block. */
static void check_tables(void)
{
    for (size_t n = 0; n < sizeof infos / sizeof infos[0]; n++) {
        const tinfo *t = &infos[n];
        static int seen[32][64];
        memset(seen, 0, sizeof seen);
        for (int b = 0; b < t->blocks; b++)
            for (int i = 0; i < t->m; i++)
                for (int j = 0; j < t->n; j++) {
                    int dw, lane;
                    cd_loc(t, i, j, b, &dw, &lane);
                    seen[dw][lane]++;
                }
        int step = t->kind == K_F64 ? 2 : 1;
        for (int d = 0; d < t->cdd; d += step)
            for (int l = 0; l < 64; l++)
                if (seen[d][l] != 1) {
                    printf("FAIL table %s: C/D d%d lane %d used %d times\n", t->name, d, l, seen[d][l]);
                    failures++;
                    return;
                }
        if (t->m * t->n * t->blocks * (t->kind == K_F64 ? 2 : 1) != t->cdd * 64) {
            printf("FAIL table %s: size\n", t->name);
            failures++;
        }
    }
    /* Worked examples printed in the AMD Matrix Instruction Calculator's
     * README (cdna2): A[1][2].B4 = v1{17}.[15:0] and D[3][2].B1 = v3{6} of
     * v_mfma_f32_4x4x4f16; v2{33} = D[2][1].B8; v_mfma_f64_4x4x4f64 D lane
     * 4 = D[0][0].B1, lane 16 = D[1][0].B0, lane 63 = D[3][3].B3. */
    int dw, bit, lane;
    const tinfo *h = info_of("v_mfma_f32_4x4x4f16"), *f = info_of("v_mfma_f64_4x4x4f64");
    a_loc(h, 1, 2, 4, &dw, &bit, &lane);
    int ok = dw == 1 && bit == 0 && lane == 17;
    cd_loc(h, 3, 2, 1, &dw, &lane);
    ok &= dw == 3 && lane == 6;
    cd_loc(h, 2, 1, 8, &dw, &lane);
    ok &= dw == 2 && lane == 33;
    cd_loc(f, 0, 0, 1, &dw, &lane);
    ok &= dw == 0 && lane == 4;
    cd_loc(f, 1, 0, 0, &dw, &lane);
    ok &= lane == 16;
    cd_loc(f, 3, 3, 3, &dw, &lane);
    ok &= lane == 63;
    if (!ok) {
        printf("FAIL table: the calculator's worked examples\n");
        failures++;
    }
}

/* ---- directed numerics (docs/mfma.md) ---- */

/* The plain case of an instruction: VGPRs only, no modifiers, register C. */
static const mfma_case *plain(const char *name)
{
    for (size_t i = 0; i < NCASES; i++) {
        const mfma_case *c = &mfma_cases[i];
        if (!strcmp(c->name, name) && !c->cbsz && !c->abid && !c->blgp && !c->a_acc && !c->b_acc &&
            !c->cd_acc && c->c_code < 0 && c->d_reg != c->c_reg)
            return c;
    }
    fprintf(stderr, "no plain case for %s\n", name);
    exit(2);
}

/* MODE for the directed cases (the MFMAs must not read it). */
static uint32_t directed_mode;

/* Every A element a, every B element b (as raw element bits), every C
 * element cval (raw, 32 or 64 bits); every D element must be want. */
static void directed(const char *label, const char *name, uint64_t a, uint64_t b, uint64_t cval, uint64_t want,
                     uint64_t exec)
{
    const mfma_case *c = plain(name);
    const tinfo *t = info_of(name);
    int bits = elem_bits(t), per = t->abd * 32 / bits;
    memset(&wave, 0, sizeof wave);
    wave.accum_offset = 256;
    wave.state = GCN_WAVE_RUNNING;
    wave.mode = directed_mode;
    wave.sgpr[126] = (uint32_t)exec;
    wave.sgpr[127] = (uint32_t)(exec >> 32);
    static uint32_t A[2][64], B[2][64];
    for (int l = 0; l < 64; l++)
        for (int e = 0; e < per; e++) {
            slot_set(A, e * bits / 32, e * bits % 32, l, bits, a);
            slot_set(B, e * bits / 32, e * bits % 32, l, bits, b);
        }
    for (int d = 0; d < t->abd; d++) {
        memcpy(wave.vgpr[c->a_reg + d], A[d], sizeof A[d]);
        memcpy(wave.vgpr[c->b_reg + d], B[d], sizeof B[d]);
    }
    for (int d = 0; d < t->cdd; d++)
        for (int l = 0; l < 64; l++) {
            wave.vgpr[c->c_reg + d][l] = t->kind == K_F64 ? (uint32_t)(cval >> (d % 2 * 32)) : (uint32_t)cval;
            wave.vgpr[c->d_reg + d][l] = 0x5a5a5a5a;
        }
    int st = mfma_model_step(c->w0, c->w1, &wave, &rec);
    checked++;
    if (st != 0) {
        printf("FAIL %s: step returned %d (%s)\n", label, st, wave.trap_msg);
        failures++;
        return;
    }
    for (int d = 0; d < t->cdd; d++)
        for (int l = 0; l < 64; l++) {
            uint32_t w = !(exec >> l & 1) ? 0x5a5a5a5au
                         : t->kind == K_F64 ? (uint32_t)(want >> (d % 2 * 32)) : (uint32_t)want;
            if (wave.vgpr[c->d_reg + d][l] != w) {
                printf("FAIL %s (%s): d%d lane %d = 0x%08x, want 0x%08x\n", label, name, d, l,
                       wave.vgpr[c->d_reg + d][l], w);
                failures++;
                return;
            }
        }
}

static void directed_cases(void)
{
    const uint64_t all = ~0ull;
    /* f32: one FMA rounding per k, ascending: 1 + 2^-24 ties to 1, four times */
    directed("f32 rounds after each k", "v_mfma_f32_16x16x4f32", fbits(0x1p-12f), fbits(0x1p-12f),
             fbits(1.0f), fbits(1.0f), all);
    directed("f32 K=1 is one fma", "v_mfma_f32_4x4x1f32", fbits(1.0f + 0x1p-23f), fbits(1.0f - 0x1p-24f),
             fbits(-1.0f), fbits(0x1p-24f - 0x1p-47f), all);
    /* f16: a group of 4 products and the accumulator, one rounding: 1 + 4*2^-24 */
    directed("f16 group of 4 exact", "v_mfma_f32_16x16x16f16", 0x0c00, 0x0c00, fbits(1.0f),
             fbits(1.0f + 0x1p-20f), all);
    /* ... and the groups round one after another: 1 + 2^-24 per group ties to 1 */
    directed("f16 groups round in turn", "v_mfma_f32_16x16x16f16", 0x0800, 0x0800, fbits(1.0f), fbits(1.0f),
             all);
    directed("bf16_1k group of 4", "v_mfma_f32_16x16x16bf16_1k", 0x3900, 0x3940, fbits(1.0f),
             fbits(1.0f + 0x1p-21f), all);
    /* original bf16: groups of 2: 3*2^-26 per group stays under half an ulp */
    directed("bf16 group of 2", "v_mfma_f32_16x16x8bf16", 0x3900, 0x3940, fbits(1.0f), fbits(1.0f), all);
    /* denormals: F16/BF16 MFMAs flush inputs (A, B, C) and results */
    directed("f16 subnormal A flushed", "v_mfma_f32_4x4x4f16", 0x0001, 0x3c00, 0, 0, all);
    directed("f16 subnormal C flushed", "v_mfma_f32_4x4x4f16", 0, 0x3c00, 0x00000001, 0, all);
    directed("f16 subnormal -C flushed", "v_mfma_f32_4x4x4f16", 0, 0xbc00, 0x80000001, 0x80000000, all);
    directed("bf16 subnormal result flushed", "v_mfma_f32_4x4x2bf16", 0x0d80, 0x3080, 0, 0, all);
    directed("bf16_1k subnormal A flushed", "v_mfma_f32_4x4x4bf16_1k", 0x0001, 0x3f80, fbits(2.0f),
             fbits(2.0f), all);
    /* f32 and f64 MFMAs keep denormals */
    directed("f32 subnormal kept", "v_mfma_f32_4x4x1f32", 0x00000001, fbits(1.0f), 0, 0x00000001, all);
    directed("f32 subnormal C kept", "v_mfma_f32_4x4x1f32", 0, 0, 0x00000001, 0x00000001, all);
    directed("f64 subnormal kept", "v_mfma_f64_4x4x4f64", 1, dbits(1.0), 0, 4, all);
    /* f64: FMA per k in f64 */
    directed("f64 rounds after each k", "v_mfma_f64_16x16x4f64", dbits(0x1p-27), dbits(0x1p-27), dbits(1.0),
             dbits(1.0), all);
    directed("f64 exact", "v_mfma_f64_4x4x4f64", dbits(1.5), dbits(-2.0), dbits(0.5), dbits(-11.5), all);
    /* NaN and infinity */
    directed("f16 qNaN", "v_mfma_f32_4x4x4f16", 0x7e00, 0x3c00, 0, 0x7fc00000, all);
    directed("f16 sNaN quieted", "v_mfma_f32_4x4x4f16", 0x7c01, 0x3c00, 0, 0x7fc02000, all);
    directed("bf16 NaN", "v_mfma_f32_4x4x2bf16", 0xffc1, 0x3f80, 0, 0xffc10000, all);
    directed("f16 inf*0", "v_mfma_f32_4x4x4f16", 0x7c00, 0, 0, 0xffc00000, all);
    directed("f16 inf-inf", "v_mfma_f32_4x4x4f16", 0x7c00, 0x3c00, 0xff800000, 0xffc00000, all);
    directed("f16 inf", "v_mfma_f32_4x4x4f16", 0xfc00, 0x3c00, fbits(5.0f), 0xff800000, all);
    directed("f16 C NaN", "v_mfma_f32_4x4x4f16", 0x3c00, 0x3c00, 0x7f800001, 0x7fc00001, all);
    directed("f32 sNaN quieted", "v_mfma_f32_4x4x1f32", 0x7fa00000, fbits(1.0f), 0, 0x7fe00000, all);
    directed("f32 inf*0", "v_mfma_f32_4x4x1f32", 0x7f800000, 0, 0, 0xffc00000, all);
    directed("f32 overflow", "v_mfma_f32_4x4x1f32", fbits(0x1p100f), fbits(0x1p100f), 0, 0x7f800000, all);
    directed("bf16 products beyond f32", "v_mfma_f32_4x4x2bf16", 0x7f00, 0x7f00, 0, 0x7f800000, all);
    /* int8: signed bytes, int32 sum wraps */
    directed("i8 wraps", "v_mfma_i32_4x4x4i8", 0x01, 0x01, 0x7fffffff, 0x80000003, all);
    directed("i8 signed", "v_mfma_i32_16x16x16i8", 0x80, 0x80, 0, 16 * 16384, all);
    directed("i8 signed mixed", "v_mfma_i32_32x32x8i8", 0x80, 0x7f, 5, (uint32_t)(5 - 8 * 128 * 127), all);
    /* EXEC: inactive lanes keep D; EXEC = 0 writes nothing */
    directed("EXEC = 0", "v_mfma_f32_32x32x2f32", fbits(1.0f), fbits(1.0f), 0, 0, 0);
    directed("EXEC one lane", "v_mfma_f32_32x32x8f16", 0x3c00, 0x3c00, 0, fbits(8.0f), 1ull << 37);
    /* MODE is not read: round toward zero and every denormal flushed
     * (MODE = 3 | 3 << 2, denorm fields 0) change nothing */
    directed_mode = 0xf;
    directed("RNE whatever MODE says", "v_mfma_f32_4x4x1f32", 0x3f800801, 0x3f800801, 0, 0x3f801003, all);
    directed("f32 denormal kept whatever MODE says", "v_mfma_f32_4x4x1f32", 0x00000001, fbits(1.0f), 0,
             0x00000001, all);
    directed("f64 RNE whatever MODE says", "v_mfma_f64_4x4x4f64", dbits(0x1.0000003p+0), dbits(0x1.0000003p+0), 0,
             dbits(0x1.0000006000001p+2), all);
    /* 4 * (1 + 2^-10)^2 = 4 + 2^-7 + 2^-18 exactly; C = 2^-22 * 1.5 puts the
     * sum just above a tie: RNE rounds up, RTZ would not */
    directed("f16 RNE whatever MODE says", "v_mfma_f32_4x4x4f16", 0x3c01, 0x3c01, fbits(0x1.8p-22f), 0x40804009,
             all);
    directed_mode = 0;
}

/* A tuple at an odd register: llvm-objdump-16 decodes D3CA0001 04020903 as
 * v_mfma_f32_4x4x4f16 v[1:4], v[3:4], v[4:5], v[0:3]; the model traps. */
static void misaligned(void)
{
    memset(&wave, 0, sizeof wave);
    wave.accum_offset = 256;
    wave.state = GCN_WAVE_RUNNING;
    wave.sgpr[126] = wave.sgpr[127] = ~0u;
    for (int r = 0; r < 8; r++)
        for (int l = 0; l < 64; l++)
            wave.vgpr[r][l] = 0x11110000u + (uint32_t)(r * 64 + l);
    memcpy(&before, &wave, sizeof wave);
    int st = mfma_model_step(0xD3CA0001u, 0x04020903u, &wave, &rec);
    checked++;
    if (st == 0 || wave.state != GCN_WAVE_TRAPPED || wave.trap != GCN_TRAP_ILLEGAL ||
        memcmp(wave.vgpr, before.vgpr, sizeof wave.vgpr) != 0) {
        printf("FAIL misaligned tuple: state %d trap %d\n", wave.state, wave.trap);
        failures++;
    }
}

/* --bench: model cost of each instruction (one wave, the plain case
 * repeated), in instructions and multiply-adds per second. */
static int bench(void)
{
    for (size_t n = 0; n < sizeof infos / sizeof infos[0]; n++) {
        const tinfo *t = &infos[n];
        const mfma_case *c = plain(t->name);
        memset(&wave, 0, sizeof wave);
        wave.accum_offset = 256;
        wave.sgpr[126] = wave.sgpr[127] = ~0u;
        for (int r = 0; r < 128; r++)
            for (int l = 0; l < 64; l++)
                wave.vgpr[r][l] = 0x3c003c00u; /* 1.0 as f16 pairs: finite for every type */
        uint32_t words[2] = {c->w0, c->w1};
        gcn_code code;
        gcn_code_init(&code, 0, words, 2);
        gcn_machine m;
        memset(&m, 0, sizeof m);
        m.code = &code;
        struct timespec t0, t1;
        int iters = 0;
        double secs = 0;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        do {
            for (int k = 0; k < 50; k++, iters++) {
                wave.pc = 0;
                wave.state = GCN_WAVE_RUNNING;
                gcn_wave_step(&m, &wave, &rec);
            }
            clock_gettime(CLOCK_MONOTONIC, &t1);
            secs = (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec);
        } while (secs < 0.2);
        gcn_code_free(&code);
        double macs = (double)t->m * t->n * t->k * t->blocks;
        printf("%-28s %8.2f us/instr %10.0f instr/s %8.1f M MAC/s\n", t->name, 1e6 * secs / iters, iters / secs,
               macs * iters / secs / 1e6);
    }
    return 0;
}

int main(int argc, char **argv)
{
#if LDBL_MANT_DIG < 64
#error "the f16/bf16 reference needs a long double of 64 bits of precision or more"
#endif
    if (argc > 1 && !strcmp(argv[1], "--bench"))
        return bench();
    check_tables();
    for (size_t i = 0; i < NCASES; i++)
        for (int mode = 0; mode < 4; mode++)
            run_case(i, mode);
    directed_cases();
    misaligned();
    printf("%d MFMA runs over %zu llvm-mc-16 encodings of 27 instructions checked, %d failed\n", checked,
           (size_t)NCASES, failures);
    return failures ? 1 : 0;
}
