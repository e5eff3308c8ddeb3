/* Transcendental and reciprocal approximations of the VALU: rcp, rsq, sqrt,
 * exp, log, sin, cos (f32, f16; rcp/rsq/sqrt f64).
 *
 * Each has one bit-exact definition (docs/numerics.md) so that the RTL can
 * implement the same: a double-precision value computed with IEEE basic
 * operations only (+ - * / sqrt fma, and exact ldexp/frexp scaling; never
 * the C library's exp/log/sin, which differ between libms), rounded once to
 * nearest even into the destination format.  Polynomial coefficients are
 * the doubles nearest to the exact Taylor coefficients. */
#include <math.h>

#include "sem_fp.h"

/* 2^x: x = n + f with n = nearbyint(x), |f| <= 1/2 (exact), 2^f by its
 * Taylor series in f (coefficients ln2^k / k!, k <= 14, Horner with fma),
 * then scaled by 2^n (exact unless the result is a double denormal, which
 * no f32/f16 result needs). */
static double dexp2(double x)
{
    static const double c[15] = {
        0x1.0000000000000p+0, 0x1.62e42fefa39efp-1, 0x1.ebfbdff82c58fp-3, 0x1.c6b08d704a0c0p-5,
        0x1.3b2ab6fba4e77p-7, 0x1.5d87fe78a6731p-10, 0x1.430912f86c787p-13, 0x1.ffcbfc588b0c7p-17,
        0x1.62c0223a5c824p-20, 0x1.b5253d395e7c4p-24, 0x1.e4cf5158b8ecap-28, 0x1.e8cac7351bb25p-32,
        0x1.c3bd650fc2986p-36, 0x1.816193166d0f9p-40, 0x1.314964d5878a9p-44};
    if (isnan(x))
        return x;
    if (x >= 1100.0)
        return INFINITY;
    if (x <= -1100.0)
        return 0.0;
    double n = nearbyint(x), f = x - n, p = c[14];
    for (int k = 13; k >= 0; k--)
        p = fma(p, f, c[k]);
    return ldexp(p, (int)n);
}

/* log2(x), x > 0 finite: x = m * 2^e with m in [sqrt(1/2), sqrt(2)),
 * s = (m - 1) / (m + 1), log2(m) = (2 / ln 2) * atanh(s) by the odd series
 * s + s^3/3 + ... + s^23/23 (|s| <= 0.172). */
static double dlog2(double x)
{
    int e;
    double m = frexp(x, &e);
    if (m < 0x1.6a09e667f3bcdp-1) { /* sqrt(1/2) */
        m *= 2.0;
        e -= 1;
    }
    double s = (m - 1.0) / (m + 1.0), s2 = s * s, p = 1.0 / 23.0;
    for (int k = 21; k >= 1; k -= 2)
        p = fma(p, s2, 1.0 / k);
    return fma(0x1.71547652b82fep+1 * s, p, (double)e);
}

/* sin(2*pi*r) for |r| <= 1/4 by the odd Taylor series in r (coefficients
 * (-1)^k (2 pi)^(2k+1) / (2k+1)!, k <= 12). */
static double sin2pi_small(double r)
{
    static const double c[13] = {
        0x1.921fb54442d18p+2, -0x1.4abbce625be53p+5, 0x1.466bc6775aae2p+6, -0x1.32d2cce62bd86p+6,
        0x1.50783487ee782p+5, -0x1.e3074fde8871fp+3, 0x1.e8f434d018d63p+1, -0x1.6fadb9f155744p-1,
        0x1.aaec32af93359p-4, -0x1.8a404211f9547p-7, 0x1.2877020d52cf0p-10, -0x1.7215f879e1ac9p-14,
        0x1.859c594ba4573p-18};
    double r2 = r * r, p = c[12];
    for (int k = 11; k >= 0; k--)
        p = fma(p, r2, c[k]);
    return r * p;
}

/* V_SIN/V_COS take the angle in revolutions (D = sin(S0 * 2 pi)): the
 * reduction r = x - nearbyint(x) is exact, so every finite input works
 * (the ISA: sin(-MaxFloat) = 0).  sin folds r into [-1/4, 1/4] with
 * sin(2 pi r) = sin(2 pi (+-1/2 - r)); cos(2 pi r) = sin(2 pi (1/4 - |r|)).
 * A zero input keeps its sign for sin. */
static double dsin2pi(double x)
{
    if (x == 0.0 || isnan(x))
        return x;
    if (isinf(x))
        return NAN;
    double r = x - nearbyint(x);
    if (r > 0.25)
        r = 0.5 - r;
    else if (r < -0.25)
        r = -0.5 - r;
    return sin2pi_small(r);
}

static double dcos2pi(double x)
{
    if (isnan(x))
        return x;
    if (isinf(x))
        return NAN;
    double r = x - nearbyint(x);
    return sin2pi_small(0.25 - fabs(r));
}

/* The operations, on an exact double argument; NaN in, quiet NaN out (the
 * caller quiets); invalid cases give NaN and the caller the canonical one. */
enum { T_RCP, T_RSQ, T_SQRT, T_EXP, T_LOG, T_SIN, T_COS };

static double trans(double v, int op)
{
    switch (op) {
    case T_RCP: return 1.0 / v;
    case T_RSQ: return v < 0.0 ? NAN : 1.0 / sqrt(v); /* rsq(-0) = -inf */
    case T_SQRT: return v < 0.0 ? NAN : sqrt(v);
    case T_EXP: return dexp2(v);
    case T_LOG: return v < 0.0 ? NAN : v == 0.0 ? -INFINITY : isinf(v) ? v : dlog2(v);
    case T_SIN: return dsin2pi(v);
    default: return dcos2pi(v);
    }
}

/* f32: rcp, rsq, sqrt, exp and log flush denormal inputs and results
 * whatever MODE says (the ISA: "denormals are flushed"); sin and cos follow
 * MODE.  Always rounded to nearest even. */
static void trans32(gcn_exec *x, int op)
{
    CTL32;
    fp_ctl c = c32;
    c.rnd = FP_RNE;
    if (op != T_SIN && op != T_COS)
        c.flush_in = c.flush_out = 1;
    uint32_t a[NL], r[NL];
    fsrc32(x, 0, a);
    FOR_EACH_LANE(l) {
        if (f32_isnan(a[l])) {
            r[l] = f32_quiet(a[l]);
            continue;
        }
        double v = trans(f32_val(f32_in(a[l], &c)), op);
        r[l] = isnan(v) ? F32_DNAN : fp_round32(v, 0.0, &c);
    }
    fdst32(x, r, C32);
}

SEM(v_rcp_f32) { trans32(x, T_RCP); }
SEM(v_rcp_iflag_f32) { trans32(x, T_RCP); }
SEM(v_rsq_f32) { trans32(x, T_RSQ); }
SEM(v_sqrt_f32) { trans32(x, T_SQRT); }
SEM(v_exp_f32) { trans32(x, T_EXP); }
SEM(v_log_f32) { trans32(x, T_LOG); }
SEM(v_sin_f32) { trans32(x, T_SIN); }
SEM(v_cos_f32) { trans32(x, T_COS); }

/* f16: denormals follow MODE (the ISA: "denormals are supported"). */
static void trans16(gcn_exec *x, int op)
{
    CTL16;
    fp_ctl c = c16;
    c.rnd = FP_RNE;
    uint16_t a[NL], r[NL];
    fsrc16(x, 0, a);
    FOR_EACH_LANE(l) {
        if (f16_isnan(a[l])) {
            r[l] = f16_quiet(a[l]);
            continue;
        }
        double v = trans(f16_val(f16_in(a[l], &c)), op);
        r[l] = isnan(v) ? (uint16_t)F16_DNAN : fp_round16(v, 0.0, &c);
    }
    fdst16(x, r, C16, 0);
}

SEM(v_rcp_f16) { trans16(x, T_RCP); }
SEM(v_rsq_f16) { trans16(x, T_RSQ); }
SEM(v_sqrt_f16) { trans16(x, T_SQRT); }
SEM(v_exp_f16) { trans16(x, T_EXP); }
SEM(v_log_f16) { trans16(x, T_LOG); }
SEM(v_sin_f16) { trans16(x, T_SIN); }
SEM(v_cos_f16) { trans16(x, T_COS); }

/* f64 rcp, rsq, sqrt: the ISA promises only (2**29) ULP, and clang refines
 * them with Newton-Raphson steps.  The model returns the double result
 * (correctly rounded for rcp and sqrt, 1/sqrt double-rounded for rsq)
 * rounded to nearest even at 24 significant bits (23 fraction bits, the
 * f64 exponent range kept): at most 2^28 ULP off, deterministic, and no
 * better than what the hardware guarantees.  Denormals follow MODE. */
static uint64_t round_to_24bits(uint64_t b)
{
    if ((b & 0x7ff0000000000000ull) == 0x7ff0000000000000ull)
        return b;
    uint64_t low = b & 0x1fffffffull, half = 0x10000000ull;
    b &= ~0x1fffffffull;
    if (low > half || (low == half && (b >> 29 & 1)))
        b += 0x20000000ull; /* a carry into the exponent is the right result */
    return b;
}

static void trans64(gcn_exec *x, int op)
{
    CTL64;
    uint64_t a[NL], r[NL];
    fsrc64(x, 0, a);
    FOR_EACH_LANE(l) {
        if (f64_isnan(a[l])) {
            r[l] = f64_quiet(a[l]);
            continue;
        }
        double v = trans(u2d(f64_in(a[l], C64)), op);
        uint64_t b = isnan(v) ? F64_DNAN : round_to_24bits(d2u(v));
        r[l] = C64->flush_out && !(b & 0x7ff0000000000000ull) ? b & (1ull << 63) : b;
    }
    fdst64(x, r, C64);
}

SEM(v_rcp_f64) { trans64(x, T_RCP); }
SEM(v_rsq_f64) { trans64(x, T_RSQ); }
SEM(v_sqrt_f64) { trans64(x, T_SQRT); }
