/* VOP3P floating point and dot products: packed f16 (v_pk_*_f16,
 * v_pk_fmac_f16), packed f32 (v_pk_fma/mul/add_f32, v_pk_mov_b32), the
 * mixed-precision v_fma_mix*, and the dot products (f16 and integer, VOP3P
 * and the VOP2 accumulating "c" forms).
 *
 * VOP3P source i: the result's low element takes the half (or dword for
 * packed f32) op_sel[i] names, the high element the one op_sel_hi[i] names;
 * neg_lo / neg_hi flip the sign of the low / high element (abs does not
 * exist, except in v_fma_mix where neg_hi is abs). */
#include <math.h>

#include "sem_fp.h"

static unsigned opsel(const gcn_exec *x, unsigned i) { return x->in->op_sel >> i & 1; }
static unsigned opsel_hi(const gcn_exec *x, unsigned i) { return x->in->op_sel_hi >> i & 1; }

/* Packed 16-bit source: its two elements; fmods applies neg_lo/neg_hi. */
static void pk_src16(const gcn_exec *x, unsigned i, int fmods, uint16_t lo[NL], uint16_t hi[NL])
{
    uint32_t raw[NL];
    valu_src32(x, i, raw);
    unsigned sl = opsel(x, i) ? 16 : 0, sh = opsel_hi(x, i) ? 16 : 0;
    uint16_t nl = fmods && (x->in->neg >> i & 1) ? 0x8000 : 0;
    uint16_t nh = fmods && (x->in->neg_hi >> i & 1) ? 0x8000 : 0;
    FOR_EACH_LANE(l) {
        lo[l] = (uint16_t)((raw[l] >> sl) ^ nl);
        hi[l] = (uint16_t)((raw[l] >> sh) ^ nh);
    }
}

/* ---- packed f16 ---- */

enum { PK_ADD, PK_MUL, PK_FMA, PK_MIN, PK_MAX };

static uint16_t pk_op16(int op, uint16_t a, uint16_t b, uint16_t d, const fp_ctl *c)
{
    switch (op) {
    case PK_ADD: return f16_add(a, b, c);
    case PK_MUL: return f16_mul(a, b, c);
    case PK_FMA: return f16_fma(a, b, d, c);
    case PK_MIN: return f16_min(a, b, c);
    default: return f16_max(a, b, c);
    }
}

static void pk_f16(gcn_exec *x, int op)
{
    CTL16;
    uint16_t al[NL], ah[NL], bl[NL], bh[NL], dl[NL] = {0}, dh[NL] = {0};
    uint32_t r[NL];
    pk_src16(x, 0, 1, al, ah);
    pk_src16(x, 1, 1, bl, bh);
    if (op == PK_FMA)
        pk_src16(x, 2, 1, dl, dh);
    FOR_EACH_LANE(l) {
        uint16_t lo = f16_outmod(pk_op16(op, al[l], bl[l], dl[l], C16), 0, x->in->clamp, C16);
        uint16_t hi = f16_outmod(pk_op16(op, ah[l], bh[l], dh[l], C16), 0, x->in->clamp, C16);
        r[l] = (uint32_t)hi << 16 | lo;
    }
    valu_dst32(x, r);
}

SEM(v_pk_add_f16) { pk_f16(x, PK_ADD); }
SEM(v_pk_mul_f16) { pk_f16(x, PK_MUL); }
SEM(v_pk_fma_f16) { pk_f16(x, PK_FMA); }
SEM(v_pk_min_f16) { pk_f16(x, PK_MIN); }
SEM(v_pk_max_f16) { pk_f16(x, PK_MAX); }

/* VOP2: D.lo = fma(S0.lo, S1.lo, D.lo), D.hi = fma(S0.hi, S1.hi, D.hi). */
SEM(v_pk_fmac_f16)
{
    CTL16;
    uint32_t a[NL], b[NL], r[NL];
    valu_src32(x, 0, a);
    valu_src32(x, 1, b);
    const uint32_t *d = valu_dst_old(x);
    FOR_EACH_LANE(l) {
        uint16_t lo = f16_fma((uint16_t)a[l], (uint16_t)b[l], (uint16_t)d[l], C16);
        uint16_t hi = f16_fma((uint16_t)(a[l] >> 16), (uint16_t)(b[l] >> 16), (uint16_t)(d[l] >> 16), C16);
        r[l] = (uint32_t)hi << 16 | lo;
    }
    valu_dst32(x, r);
}

/* ---- packed f32 ---- */

/* The two dwords of a packed 32-bit source as 64-lane rows: a VGPR or SGPR
 * pair (a VGPR pair's registers themselves), or a 32-bit constant that both
 * dwords repeat (LLVM types these operands as 32-bit floats), broadcast
 * into buf. */
static void pk_dwords(const gcn_exec *x, unsigned i, uint32_t buf[2][NL], const uint32_t *dw[2])
{
    unsigned code = x->in->src[i];
    if (!(code >= GCN_OP_ZERO && code < GCN_OP_VGPR0)) {
        valu_src64_halves(x, i, buf, dw);
        return;
    }
    uint32_t v = gcn_scalar_read32(x, code, (gcn_type){GCN_TK_F, 32, 1});
    FOR_EACH_LANE(l) buf[0][l] = buf[1][l] = v;
    dw[0] = buf[0];
    dw[1] = buf[1];
}

/* Source i's low and high elements el[0], el[1]: the dwords op_sel[i] and
 * op_sel_hi[i] name, with neg_lo / neg_hi applied (in buf[2], buf[3]). */
static void pk_src32(const gcn_exec *x, unsigned i, uint32_t buf[4][NL], const uint32_t *el[2])
{
    const uint32_t *dw[2];
    pk_dwords(x, i, buf, dw);
    unsigned sel[2] = {opsel(x, i), opsel_hi(x, i)}, neg[2] = {x->in->neg >> i & 1, x->in->neg_hi >> i & 1};
    for (unsigned e = 0; e < 2; e++) {
        el[e] = dw[sel[e]];
        if (neg[e]) {
            FOR_EACH_LANE_IND(l) buf[2 + e][l] = el[e][l] ^ 0x80000000u;
            el[e] = buf[2 + e];
        }
    }
}

static uint32_t pk_op32(int op, uint32_t a, uint32_t b, uint32_t d, const fp_ctl *c)
{
    return op == PK_ADD ? f32_add(a, b, c) : op == PK_MUL ? f32_mul(a, b, c) : f32_fma(a, b, d, c);
}

/* One element of every lane: the host's float operation when the MODE
 * allows it (native32), else fp.c's. */
static void pk_elem32(int op, const uint32_t *a, const uint32_t *b, const uint32_t *d, uint32_t r[NL],
                      const fp_ctl *c)
{
    if (!native32(c)) {
        FOR_EACH_LANE(l) r[l] = pk_op32(op, a[l], b[l], d[l], c);
        return;
    }
    switch (op) {
    case PK_ADD: FOR_EACH_LANE_IND(l) r[l] = f2u(u2f(a[l]) + u2f(b[l])); break;
    case PK_MUL: FOR_EACH_LANE_IND(l) r[l] = f2u(u2f(a[l]) * u2f(b[l])); break;
    default: FOR_EACH_LANE(l) r[l] = f2u(fmaf(u2f(a[l]), u2f(b[l]), u2f(d[l]))); break;
    }
    nan_fix32_lanes(r, a, b, d);
}

static void pk_f32(gcn_exec *x, int op)
{
    CTL32;
    static const uint32_t zero[NL];
    uint32_t ba[4][NL], bb[4][NL], bd[4][NL], r[2][NL];
    const uint32_t *a[2], *b[2], *d[2] = {zero, zero};
    pk_src32(x, 0, ba, a);
    pk_src32(x, 1, bb, b);
    if (op == PK_FMA)
        pk_src32(x, 2, bd, d);
    for (unsigned e = 0; e < 2; e++) {
        pk_elem32(op, a[e], b[e], d[e], r[e], C32);
        if (x->in->clamp)
            FOR_EACH_LANE(l) r[e][l] = f32_outmod(r[e][l], 0, 1, C32);
    }
    valu_dst32x2(x, r[0], r[1]);
}

SEM(v_pk_fma_f32) { pk_f32(x, PK_FMA); }
SEM(v_pk_mul_f32) { pk_f32(x, PK_MUL); }
SEM(v_pk_add_f32) { pk_f32(x, PK_ADD); }

/* D[31:0] = S0 dword op_sel[0], D[63:32] = S1 dword op_sel[1]. */
SEM(v_pk_mov_b32)
{
    uint32_t ba[2][NL], bb[2][NL], r[2][NL];
    const uint32_t *a[2], *b[2];
    pk_dwords(x, 0, ba, a);
    pk_dwords(x, 1, bb, b);
    /* copies: a source may be the destination pair */
    memcpy(r[0], a[opsel(x, 0)], sizeof r[0]);
    memcpy(r[1], b[opsel(x, 1)], sizeof r[1]);
    valu_dst32x2(x, r[0], r[1]);
}

/* ---- v_fma_mix: f16 or f32 sources, one fused rounding ---- */

/* Source i as an exact double: {op_sel_hi, op_sel} = 0/1 the f32 dword,
 * 2 its low f16 half, 3 its high half; neg_hi is abs, neg is neg. *nanbits
 * receives a quieted NaN source as an f32 pattern (0 when not NaN). */
static void mix_src(const gcn_exec *x, unsigned i, double out[NL], uint32_t nan32[NL])
{
    CTL32;
    CTL16;
    uint32_t raw[NL];
    valu_src32(x, i, raw);
    int f16 = (int)opsel_hi(x, i), sh = opsel(x, i) ? 16 : 0;
    int ab = x->in->neg_hi >> i & 1, ng = x->in->neg >> i & 1;
    FOR_EACH_LANE(l) {
        uint32_t v32 = f16 ? fp_f16_to_f32(f16_in((uint16_t)(raw[l] >> sh), C16), C32) : f32_in(raw[l], C32);
        if (ab)
            v32 &= 0x7fffffffu;
        if (ng)
            v32 ^= 0x80000000u;
        nan32[l] = f32_isnan(v32) ? f32_quiet(v32) : 0;
        out[l] = f32_val(v32);
    }
}

static void fma_mix(gcn_exec *x, int dst) /* 0: f32, 1: f16 low, 2: f16 high */
{
    CTL32;
    CTL16;
    double a[NL], b[NL], d[NL];
    uint32_t na[NL], nb[NL], nd[NL], r32[NL];
    mix_src(x, 0, a, na);
    mix_src(x, 1, b, nb);
    mix_src(x, 2, d, nd);
    FOR_EACH_LANE(l) {
        uint32_t nan = na[l] ? na[l] : nb[l] ? nb[l] : nd[l];
        double p = a[l] * b[l]; /* exact: 24 x 24 bits */
        if (dst == 0) {
            r32[l] = nan ? nan : isnan(p) ? F32_DNAN : fp_sum32(p, d[l], C32);
            r32[l] = f32_outmod(r32[l], 0, x->in->clamp, C32);
        } else {
            uint16_t h = nan ? fp_f32_to_f16(nan, C16) : isnan(p) ? (uint16_t)F16_DNAN : fp_sum16(p, d[l], C16);
            r32[l] = f16_outmod(h, 0, x->in->clamp, C16);
        }
    }
    if (dst == 0) {
        valu_dst32(x, r32);
        return;
    }
    const uint32_t *old = valu_dst_old(x);
    FOR_EACH_LANE(l) r32[l] = dst == 1 ? (old[l] & 0xffff0000u) | r32[l] : (old[l] & 0xffffu) | r32[l] << 16;
    valu_dst32(x, r32);
}

SEM(v_fma_mix_f32) { fma_mix(x, 0); }
SEM(v_fma_mixlo_f16) { fma_mix(x, 1); }
SEM(v_fma_mixhi_f16) { fma_mix(x, 2); }

/* ---- dot products ---- */

/* f16 dot: S0.lo*S1.lo + S0.hi*S1.hi + S2 (f32).  Products of f16 are exact
 * in double; the three-term sum is carried as an unevaluated double pair
 * (error-free two_sum steps) and rounded once to f32.  Denormal inputs and
 * results are flushed whatever MODE says (CDNA2: "floating V_DOT2
 * instructions always flush input and output denormals"). */
static uint32_t dot2_f16(uint16_t a0, uint16_t a1, uint16_t b0, uint16_t b1, uint32_t c32, const fp_ctl *c)
{
    fp_ctl f16c = *c, f32c = *c;
    f16c.flush_in = f32c.flush_in = f32c.flush_out = 1;
    if (f16_isnan(a0) || f16_isnan(b0) || f16_isnan(a1) || f16_isnan(b1) || f32_isnan(c32)) {
        uint16_t n = f16_isnan(a0) ? a0 : f16_isnan(b0) ? b0 : f16_isnan(a1) ? a1 : f16_isnan(b1) ? b1 : 0;
        return n ? fp_f16_to_f32(f16_quiet(n), &f32c) : f32_quiet(c32);
    }
    double p0 = f16_val(f16_in(a0, &f16c)) * f16_val(f16_in(b0, &f16c));
    double p1 = f16_val(f16_in(a1, &f16c)) * f16_val(f16_in(b1, &f16c));
    double cv = f32_val(f32_in(c32, &f32c));
    if (isnan(p0) || isnan(p1))
        return F32_DNAN;
    if (!isfinite(p0) || !isfinite(p1) || !isfinite(cv)) {
        double s = p0 + p1 + cv;
        return isnan(s) ? F32_DNAN : fp_round32(s, 0.0, &f32c);
    }
    double e1, e2, e3;
    double s1 = two_sum(p0, p1, &e1);
    double s2 = two_sum(s1, cv, &e2);
    double s3 = two_sum(s2, e1 + e2, &e3);
    if (s3 == 0.0 && e3 == 0.0)
        return (p0 == 0.0 && p1 == 0.0 && cv == 0.0 && signbit(p0) && signbit(p1) && signbit(cv)) ? 0x80000000u : 0;
    return fp_round32(s3, e3, &f32c);
}

/* VOP3P float dot: src0/src1 packed with op_sel, src2 f32 with neg. */
SEM(v_dot2_f32_f16)
{
    CTL32;
    uint16_t al[NL], ah[NL], bl[NL], bh[NL];
    uint32_t d[NL], r[NL];
    pk_src16(x, 0, 1, al, ah);
    pk_src16(x, 1, 1, bl, bh);
    valu_src32(x, 2, d);
    uint32_t nd = (x->in->neg >> 2 & 1) ? 0x80000000u : 0;
    FOR_EACH_LANE(l) r[l] = f32_outmod(dot2_f16(al[l], ah[l], bl[l], bh[l], d[l] ^ nd, C32), 0, x->in->clamp, C32);
    valu_dst32(x, r);
}

/* VOP2 accumulating form: D = S0.lo*S1.lo + S0.hi*S1.hi + D. */
SEM(v_dot2c_f32_f16)
{
    CTL32;
    uint32_t a[NL], b[NL], r[NL];
    valu_src32(x, 0, a);
    valu_src32(x, 1, b);
    const uint32_t *d = valu_dst_old(x);
    uint32_t na = (x->in->neg & 1) ? 0x80008000u : 0, nb = (x->in->neg & 2) ? 0x80008000u : 0;
    FOR_EACH_LANE(l) {
        uint32_t s = a[l] ^ na, t = b[l] ^ nb;
        r[l] = dot2_f16((uint16_t)s, (uint16_t)(s >> 16), (uint16_t)t, (uint16_t)(t >> 16), d[l], C32);
    }
    fdst32(x, r, C32);
}

/* Integer dots: elements of n bits (16, 8, 4), signed or not, summed with
 * S2 in 64 bits; clamp saturates to the 32-bit range, else the sum wraps. */
static int64_t elem(uint32_t v, unsigned k, unsigned bits, int is_signed)
{
    uint32_t e = v >> (k * bits) & ((1u << bits) - 1);
    if (is_signed && (e >> (bits - 1)))
        return (int64_t)e - ((int64_t)1 << bits);
    return e;
}

static uint32_t idot(uint32_t a, uint32_t b, uint32_t acc, unsigned bits, int is_signed, int clamp)
{
    int64_t s = is_signed ? (int64_t)(int32_t)acc : (int64_t)acc;
    for (unsigned k = 0; k < 32 / bits; k++)
        s += elem(a, k, bits, is_signed) * elem(b, k, bits, is_signed);
    if (clamp) {
        int64_t lo = is_signed ? INT32_MIN : 0, hi = is_signed ? INT32_MAX : UINT32_MAX;
        s = s < lo ? lo : s > hi ? hi : s;
    }
    return (uint32_t)s;
}

/* 16-bit elements follow op_sel/op_sel_hi like packed sources; the 32-bit
 * addend ignores them.  neg_lo/neg_hi on integer sources have no meaning the
 * text gives (as for the packed integer ops): the wave stops rather than guess. */
static void idot_vop3p(gcn_exec *x, unsigned bits, int is_signed)
{
    uint32_t a[NL], b[NL], d[NL], r[NL];
    if ((x->in->neg | x->in->neg_hi) & 7) {
        gcn_raise(x, GCN_TRAP_UNIMPLEMENTED, "%s with neg_lo/neg_hi is not modelled", x->in->desc->name);
        return;
    }
    if (bits == 16) {
        uint16_t al[NL], ah[NL], bl[NL], bh[NL];
        pk_src16(x, 0, 0, al, ah);
        pk_src16(x, 1, 0, bl, bh);
        FOR_EACH_LANE(l) {
            a[l] = (uint32_t)ah[l] << 16 | al[l];
            b[l] = (uint32_t)bh[l] << 16 | bl[l];
        }
    } else {
        valu_src32(x, 0, a);
        valu_src32(x, 1, b);
    }
    valu_src32(x, 2, d);
    FOR_EACH_LANE(l) r[l] = idot(a[l], b[l], d[l], bits, is_signed, x->in->clamp);
    valu_dst32(x, r);
}

SEM(v_dot2_i32_i16) { idot_vop3p(x, 16, 1); }
SEM(v_dot2_u32_u16) { idot_vop3p(x, 16, 0); }
SEM(v_dot4_i32_i8) { idot_vop3p(x, 8, 1); }
SEM(v_dot4_u32_u8) { idot_vop3p(x, 8, 0); }
SEM(v_dot8_i32_i4) { idot_vop3p(x, 4, 1); }
SEM(v_dot8_u32_u4) { idot_vop3p(x, 4, 0); }

/* VOP2 "c" forms accumulate into D. */
static void idot_acc(gcn_exec *x, unsigned bits)
{
    uint32_t a[NL], b[NL], r[NL];
    valu_src32(x, 0, a);
    valu_src32(x, 1, b);
    const uint32_t *d = valu_dst_old(x);
    FOR_EACH_LANE(l) r[l] = idot(a[l], b[l], d[l], bits, 1, x->in->clamp);
    valu_dst32(x, r);
}

SEM(v_dot2c_i32_i16) { idot_acc(x, 16); }
SEM(v_dot4c_i32_i8) { idot_acc(x, 8); }
SEM(v_dot8c_i32_i4) { idot_acc(x, 4); }
