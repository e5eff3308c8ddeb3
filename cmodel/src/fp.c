/* Floating-point numerics shared by the VALU semantics (see fp.h and
 * docs/numerics.md). f16 and f32 results are computed exactly in double
 * (or double plus an error-free remainder) and rounded once by round_bits;
 * f64 results use the host's IEEE double arithmetic, switching the host's
 * rounding mode only for the directed modes. */
#include <fenv.h>
#include <float.h>
#include <math.h>

/* The error-free transforms need each double operation rounded to double
 * (no x87 extended precision); no expression here is written a * b + c, so
 * FP contraction cannot fuse one either. */
#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD != 0
#error "fp.c needs FLT_EVAL_METHOD == 0 (SSE2 or an equivalent FPU)"
#endif
/* The host fast paths take IEC 60559 (Annex F) float arithmetic and
 * conversions: a double converted to float is rounded by the current mode
 * (never changed but for f64_op's directed modes, and restored), overflow
 * giving infinity. */
#ifndef __STDC_IEC_559__
#error "fp.c needs IEC 60559 floating point (__STDC_IEC_559__)"
#endif

#include "fp.h"

double f16_val(uint16_t a)
{
    unsigned e = a >> 10 & 31, m = a & 0x3ff;
    double v;
    if (e == 31)
        v = m ? NAN : INFINITY;
    else if (e == 0)
        v = ldexp((double)m, -24);
    else
        v = ldexp((double)(m | 0x400), (int)e - 25);
    return (a & 0x8000) ? -v : v;
}

/* ---- rounding ---- */

/* Round hi + lo to a format with `man` fraction bits, exponent bias `bias`
 * and the sign at bit `sbit`.  The value is hi's 53-bit significand m with
 * two more bits below it: 4m, plus 1 when lo has hi's sign (a little more),
 * 4m - 1 when it has the other sign (a little less); any bit under the
 * rounding point is sticky, so this is exact for man <= 50. */
static uint64_t round_bits(double hi, double lo, int man, int bias, int sbit, const fp_ctl *c)
{
    uint64_t hb = d2u(hi), sign = hb >> 63, inf = (uint64_t)(2 * bias + 1) << man;
    if (isnan(hi)) /* quiet, keep the top payload bits */
        return sign << sbit | inf | 1ull << (man - 1) | ((hb & 0x000fffffffffffffull) >> (52 - man));
    if (isinf(hi))
        return sign << sbit | inf;
    if (hi == 0.0)
        return sign << sbit;
    int e = (int)(hb >> 52 & 0x7ff);
    uint64_t m = hb & 0x000fffffffffffffull;
    if (e == 0) { /* a double denormal: far below every narrow format */
        m = 1;
        e = -2000;
    } else {
        m |= 1ull << 52;
        e -= 1023;
    }
    uint64_t m2 = m << 2;
    if (lo != 0.0) {
        if ((d2u(lo) >> 63) == sign) {
            m2 |= 1;
        } else {
            m2 -= 1;
            if (m2 < 1ull << 54) { /* crossed into the binade below */
                m2 = m2 << 1 | 1;
                e -= 1;
            }
        }
    }
    int emin = 1 - bias;
    int shift = 54 - man;     /* m2 has 55 bits; keep man + 1 */
    if (e < emin)
        shift += emin - e;
    if (shift > 60)
        shift = 60;
    uint64_t keep = m2 >> shift, rem = m2 & ((1ull << shift) - 1), half = 1ull << (shift - 1);
    int inc = 0;
    switch (c->rnd) {
    case FP_RNE: inc = rem > half || (rem == half && (keep & 1)); break;
    case FP_RUP: inc = rem && !sign; break;
    case FP_RDN: inc = rem && sign; break;
    default: break;
    }
    keep += (uint64_t)inc;
    /* keep carries the implicit bit, so adding it to the exponent field
     * lets a round-up carry into the exponent */
    uint64_t out = e < emin ? keep : ((uint64_t)(e - emin) << man) + keep;
    if (out >= inf) {
        int to_inf = c->rnd == FP_RNE || (c->rnd == FP_RUP && !sign) || (c->rnd == FP_RDN && sign);
        out = to_inf ? inf : inf - 1;
    }
    if (c->flush_out && out < (1ull << man))
        out = 0;
    return sign << sbit | out;
}

uint32_t fp_round32_general(double hi, double lo, const fp_ctl *c)
{
    return (uint32_t)round_bits(hi, lo, 23, 127, 31, c);
}

uint16_t fp_round16(double hi, double lo, const fp_ctl *c)
{
    uint16_t r = (uint16_t)round_bits(hi, lo, 10, 15, 15, c);
    /* FP16_OVFL: an overflow (not a true infinity) saturates to max */
    if (c->f16_ovfl && (r & 0x7fff) == 0x7c00 && !isinf(hi))
        r = (uint16_t)((r & 0x8000) | 0x7bff);
    return r;
}

/* ---- f64 under the directed modes ---- */

static const int host_modes[4] = {FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO};

/* One IEEE double operation in a host rounding mode.  The volatile
 * accesses keep the arithmetic between the two fesetround calls. */
static double f64_op(int op, double a, double b, double d, unsigned rnd)
{
    if (rnd == FP_RNE)
        return op == 0 ? a + b : op == 1 ? a * b : fma(a, b, d);
    volatile double va = a, vb = b, vd = d, r;
    fesetround(host_modes[rnd & 3]);
    r = op == 0 ? va + vb : op == 1 ? va * vb : fma(va, vb, vd);
    fesetround(FE_TONEAREST);
    return r;
}

static uint64_t f64_out(double r, const fp_ctl *c)
{
    uint64_t b = d2u(r);
    if (c->flush_out && !(b & 0x7ff0000000000000ull))
        b &= 1ull << 63;
    return b;
}

/* ---- arithmetic ---- */

/* NaN operands: the first NaN (in operand order) quieted; else 0. */
#define FIRST_NAN3(T, isnan_, quiet_, a, b, d, n)                                  \
    ((n) > 0 && isnan_(a) ? quiet_(a) : (n) > 1 && isnan_(b) ? quiet_(b)           \
     : (n) > 2 && isnan_(d) ? quiet_(d) : (T)0)

/* An exactly-zero sum: +0, or -0 when both addends are -0 or when rounding
 * down (IEEE 754 6.3). */
static int zero_sum_negative(double p, double d, unsigned rnd)
{
    int pn = signbit(p) != 0, dn = signbit(d) != 0;
    if (p == 0.0 && d == 0.0)
        return rnd == FP_RDN ? (pn | dn) : (pn & dn);
    return rnd == FP_RDN;
}

/* Round p + d (p exact, finite or not) into a narrow format. */
static uint64_t narrow_sum(double p, double d, int man, int bias, int sbit, const fp_ctl *c, uint64_t dnan)
{
    double lo = 0.0, s;
    if (isfinite(p) && isfinite(d)) {
        s = two_sum(p, d, &lo);
        if (s == 0.0)
            return (uint64_t)zero_sum_negative(p, d, c->rnd) << sbit;
    } else {
        s = p + d;
        if (isnan(s))
            return dnan;
    }
    return round_bits(s, lo, man, bias, sbit, c);
}

uint32_t f32_add(uint32_t a, uint32_t b, const fp_ctl *c)
{
    if (f32_isnan(a) || f32_isnan(b))
        return FIRST_NAN3(uint32_t, f32_isnan, f32_quiet, a, b, 0, 2);
    a = f32_in(a, c);
    b = f32_in(b, c);
    /* round-to-nearest-even without output flushing: the host's IEEE float
     * sum is that one rounding (no FTZ/DAZ on the host), an invalid inf-inf
     * the canonical NaN */
    if (c->rnd == FP_RNE && !c->flush_out && !c->general_only) {
        uint32_t r = f2u(u2f(a) + u2f(b));
        return f32_isnan(r) ? F32_DNAN : r;
    }
    return (uint32_t)narrow_sum(f32_val(a), f32_val(b), 23, 127, 31, c, F32_DNAN);
}

uint32_t f32_mul(uint32_t a, uint32_t b, const fp_ctl *c)
{
    if (f32_isnan(a) || f32_isnan(b))
        return FIRST_NAN3(uint32_t, f32_isnan, f32_quiet, a, b, 0, 2);
    a = f32_in(a, c);
    b = f32_in(b, c);
    if (c->rnd == FP_RNE && !c->flush_out && !c->general_only) { /* as in f32_add */
        uint32_t r = f2u(u2f(a) * u2f(b));
        return f32_isnan(r) ? F32_DNAN : r;
    }
    double p = f32_val(a) * f32_val(b); /* exact: 48 significant bits */
    if (isnan(p))
        return F32_DNAN;
    return fp_round32(p, 0.0, c);
}

uint32_t f32_fma(uint32_t a, uint32_t b, uint32_t d, const fp_ctl *c)
{
    return f32_fma_scaled(a, b, d, 0, c);
}

uint32_t f32_fma_scaled(uint32_t a, uint32_t b, uint32_t d, int k, const fp_ctl *c)
{
    if (f32_isnan(a) || f32_isnan(b) || f32_isnan(d))
        return FIRST_NAN3(uint32_t, f32_isnan, f32_quiet, a, b, d, 3);
    a = f32_in(a, c);
    b = f32_in(b, c);
    d = f32_in(d, c);
    double p = f32_val(a) * f32_val(b), e = f32_val(d);
    if (isnan(p))
        return F32_DNAN;
    /* scaling both terms by 2^k (|k| <= 64) is exact in double */
    return (uint32_t)narrow_sum(ldexp(p, k), ldexp(e, k), 23, 127, 31, c, F32_DNAN);
}

uint32_t fp_sum32(double p, double d, const fp_ctl *c)
{
    return (uint32_t)narrow_sum(p, d, 23, 127, 31, c, F32_DNAN);
}

uint16_t fp_sum16(double p, double d, const fp_ctl *c)
{
    return (uint16_t)narrow_sum(p, d, 10, 15, 15, c, F16_DNAN);
}

uint16_t f16_add(uint16_t a, uint16_t b, const fp_ctl *c)
{
    if (f16_isnan(a) || f16_isnan(b))
        return FIRST_NAN3(uint16_t, f16_isnan, f16_quiet, a, b, 0, 2);
    a = f16_in(a, c);
    b = f16_in(b, c);
    return (uint16_t)narrow_sum(f16_val(a), f16_val(b), 10, 15, 15, c, F16_DNAN);
}

uint16_t f16_mul(uint16_t a, uint16_t b, const fp_ctl *c)
{
    if (f16_isnan(a) || f16_isnan(b))
        return FIRST_NAN3(uint16_t, f16_isnan, f16_quiet, a, b, 0, 2);
    a = f16_in(a, c);
    b = f16_in(b, c);
    double p = f16_val(a) * f16_val(b);
    if (isnan(p))
        return F16_DNAN;
    return fp_round16(p, 0.0, c);
}

uint16_t f16_fma(uint16_t a, uint16_t b, uint16_t d, const fp_ctl *c)
{
    if (f16_isnan(a) || f16_isnan(b) || f16_isnan(d))
        return FIRST_NAN3(uint16_t, f16_isnan, f16_quiet, a, b, d, 3);
    a = f16_in(a, c);
    b = f16_in(b, c);
    d = f16_in(d, c);
    double p = f16_val(a) * f16_val(b);
    if (isnan(p))
        return F16_DNAN;
    return (uint16_t)narrow_sum(p, f16_val(d), 10, 15, 15, c, F16_DNAN);
}

uint64_t f64_add(uint64_t a, uint64_t b, const fp_ctl *c)
{
    if (f64_isnan(a) || f64_isnan(b))
        return FIRST_NAN3(uint64_t, f64_isnan, f64_quiet, a, b, 0, 2);
    double r = f64_op(0, u2d(f64_in(a, c)), u2d(f64_in(b, c)), 0.0, c->rnd);
    return isnan(r) ? F64_DNAN : f64_out(r, c);
}

uint64_t f64_mul(uint64_t a, uint64_t b, const fp_ctl *c)
{
    if (f64_isnan(a) || f64_isnan(b))
        return FIRST_NAN3(uint64_t, f64_isnan, f64_quiet, a, b, 0, 2);
    double r = f64_op(1, u2d(f64_in(a, c)), u2d(f64_in(b, c)), 0.0, c->rnd);
    return isnan(r) ? F64_DNAN : f64_out(r, c);
}

uint64_t f64_fma(uint64_t a, uint64_t b, uint64_t d, const fp_ctl *c)
{
    if (f64_isnan(a) || f64_isnan(b) || f64_isnan(d))
        return FIRST_NAN3(uint64_t, f64_isnan, f64_quiet, a, b, d, 3);
    double r = f64_op(2, u2d(f64_in(a, c)), u2d(f64_in(b, c)), u2d(f64_in(d, c)), c->rnd);
    return isnan(r) ? F64_DNAN : f64_out(r, c);
}

/* ---- min / max (V_MIN_F32 / V_MAX_F32 pseudocode) ---- */

/* lt: a < b as numbers (both not NaN); ge for max's IEEE form. */
#define MINMAX(T, NAME, ISNAN, ISSNAN, QUIET, IN, VAL, SIGN, IS_MAX)                   \
    T NAME(T a, T b, const fp_ctl *c)                                                  \
    {                                                                                  \
        if (c->ieee && ISSNAN(a))                                                      \
            return QUIET(a);                                                           \
        if (c->ieee && ISSNAN(b))                                                      \
            return QUIET(b);                                                           \
        if (ISNAN(a))                                                                  \
            return b;                                                                  \
        if (ISNAN(b))                                                                  \
            return a;                                                                  \
        a = IN(a, c);                                                                  \
        b = IN(b, c);                                                                  \
        double x = VAL(a), y = VAL(b);                                                 \
        if (x == 0.0 && y == 0.0 && a != b) /* +0 vs -0 */                             \
            return (IS_MAX) ? ((a & SIGN) ? b : a) : ((a & SIGN) ? a : b);             \
        if (IS_MAX)                                                                    \
            return (c->ieee ? x >= y : x > y) ? a : b;                                 \
        return x < y ? a : b;                                                          \
    }

MINMAX(uint32_t, f32_min, f32_isnan, f32_issnan, f32_quiet, f32_in, f32_val, 0x80000000u, 0)
MINMAX(uint32_t, f32_max, f32_isnan, f32_issnan, f32_quiet, f32_in, f32_val, 0x80000000u, 1)
MINMAX(uint64_t, f64_min, f64_isnan, f64_issnan, f64_quiet, f64_in, u2d, 0x8000000000000000ull, 0)
MINMAX(uint64_t, f64_max, f64_isnan, f64_issnan, f64_quiet, f64_in, u2d, 0x8000000000000000ull, 1)
MINMAX(uint16_t, f16_min, f16_isnan, f16_issnan, f16_quiet, f16_in, f16_val, 0x8000u, 0)
MINMAX(uint16_t, f16_max, f16_isnan, f16_issnan, f16_quiet, f16_in, f16_val, 0x8000u, 1)

/* ---- output modifiers ---- */

/* omod applies only with IEEE mode off and output denormals flushed (the
 * hardware ignores it otherwise; LLVM: "omod is ignored by hardware if IEEE
 * bit is enabled", "If output denormals are enabled, omod is ignored"); a
 * zero or denormal result of the scaling is written as +0 (LLVM: "omod also
 * does not correctly handle signed zeros").  clamp to [0, 1]: a NaN gives +0
 * under DX10_CLAMP and passes otherwise, -0 and negatives give +0. */
static const double omod_scale[4] = {1.0, 2.0, 4.0, 0.5};

/* The clamp above on raw bits, shared by the three widths: positive
 * encodings order as their values, so "> one" is a plain compare. */
static uint64_t clamp_bits(uint64_t r, int nan, uint64_t sign, uint64_t one, const fp_ctl *c)
{
    if (nan)
        return c->dx10 ? 0 : r;
    if (r & sign)
        return 0;
    return r > one ? one : r;
}

uint32_t f32_outmod(uint32_t r, unsigned omod, unsigned clamp, const fp_ctl *c)
{
    if (omod && !c->ieee && c->flush_out && !f32_isnan(r)) {
        r = fp_round32(f32_val(r) * omod_scale[omod & 3], 0.0, c);
        if (!(r & 0x7f800000u))
            r = 0;
    }
    return clamp ? (uint32_t)clamp_bits(r, f32_isnan(r), 0x80000000u, 0x3f800000u, c) : r;
}

uint16_t f16_outmod(uint16_t r, unsigned omod, unsigned clamp, const fp_ctl *c)
{
    if (omod && !c->ieee && c->flush_out && !f16_isnan(r)) {
        r = fp_round16(f16_val(r) * omod_scale[omod & 3], 0.0, c);
        if (!(r & 0x7c00u))
            r = 0;
    }
    return clamp ? (uint16_t)clamp_bits(r, f16_isnan(r), 0x8000u, 0x3c00u, c) : r;
}

uint64_t f64_outmod(uint64_t r, unsigned omod, unsigned clamp, const fp_ctl *c)
{
    if (omod && !c->ieee && c->flush_out && !f64_isnan(r)) {
        r = f64_out(f64_op(1, u2d(r), omod_scale[omod & 3], 0.0, c->rnd), c);
        if (!(r & 0x7ff0000000000000ull))
            r = 0;
    }
    return clamp ? clamp_bits(r, f64_isnan(r), 1ull << 63, 0x3ff0000000000000ull, c) : r;
}

/* ---- class ---- */

#define CLASS(T, NAME, SBIT, EXPMASK, QBIT)                                             \
    unsigned NAME(T a)                                                                 \
    {                                                                                  \
        int neg = (int)(a >> SBIT & 1);                                                \
        T mag = a & (T)~((T)1 << SBIT);                                                \
        if (mag > EXPMASK)                                                             \
            return (a & QBIT) ? 1u << 1 : 1u << 0;                                     \
        if (mag == EXPMASK)                                                            \
            return neg ? 1u << 2 : 1u << 9;                                            \
        if (mag == 0)                                                                  \
            return neg ? 1u << 5 : 1u << 6;                                            \
        if (!(mag & EXPMASK))                                                          \
            return neg ? 1u << 4 : 1u << 7;                                            \
        return neg ? 1u << 3 : 1u << 8;                                                \
    }

CLASS(uint32_t, f32_class, 31, 0x7f800000u, 0x00400000u)
CLASS(uint64_t, f64_class, 63, 0x7ff0000000000000ull, 0x0008000000000000ull)
CLASS(uint16_t, f16_class, 15, (uint16_t)0x7c00u, 0x0200u)

/* ---- conversions ---- */

uint16_t fp_f32_to_f16(uint32_t a, const fp_ctl *c16)
{
    if (f32_isnan(a)) /* quieted, sign and top payload bits kept */
        return (uint16_t)((a >> 16 & 0x8000u) | 0x7e00u | (a & 0x7fffffu) >> 13);
    return fp_round16(f32_val(a), 0.0, c16);
}

uint32_t fp_f16_to_f32(uint16_t a, const fp_ctl *c32)
{
    (void)c32; /* every f16 value is a normal f32 */
    if (f16_isnan(a))
        return (uint32_t)(a & 0x8000u) << 16 | 0x7fc00000u | (uint32_t)(a & 0x1ffu) << 13;
    return f2u((float)f16_val(a));
}

uint32_t fp_f64_to_f32(uint64_t a, const fp_ctl *c64, const fp_ctl *c32)
{
    return fp_round32(u2d(f64_in(a, c64)), 0.0, c32);
}

uint64_t fp_f32_to_f64(uint32_t a, const fp_ctl *c32, const fp_ctl *c64)
{
    (void)c64;
    if (f32_isnan(a))
        return (uint64_t)(a >> 31) << 63 | 0x7ff8000000000000ull | (uint64_t)(a & 0x3fffffu) << 29;
    return d2u(f32_val(f32_in(a, c32)));
}
