/* Floating-point VALU, f32 and f64: arithmetic, multiply-add forms, min/max,
 * ldexp/frexp, rounding to integral, fract, division helpers, cube map
 * helpers, trig_preop (compares: sem_valu_fcmp.c).  Pseudocode:
 * ../shared/isa/vega-7nm-gfx9-isa.txt 12.7-12.12; numerics (rounding,
 * denormals, NaN, output modifiers) in fp.c and docs/numerics.md. */
#include <math.h>

#include "sem_fp.h"

#define S32 0x80000000u
#define S64 0x8000000000000000ull

/* ---- f32 arithmetic ---- */

/* NATIVE is the host expression (in fa, fb, fd), SLOW the fp.c one; both
 * take a NaN result from the sources as read (v_sub's S1 NaN keeps its
 * sign: the subtraction is not a source modifier). */
#define F32_ARITH(NSRC, NATIVE, SLOW)                                                      \
    do {                                                                                   \
        CTL32;                                                                             \
        uint32_t a_[NL], b_[NL], d_[NL] = {0}, r[NL];                                      \
        const uint32_t *a = fsrc32p(x, 0, a_), *b = fsrc32p(x, 1, b_);                     \
        const uint32_t *d = NSRC == 3 ? fsrc32p(x, 2, d_) : d_;                            \
        if (native32(C32)) {                                                               \
            FOR_EACH_LANE_IND(l) {                                                         \
                float fa = u2f(a[l]), fb = u2f(b[l]), fd = u2f(d[l]);                      \
                (void)fd;                                                                  \
                r[l] = f2u(NATIVE);                                                        \
            }                                                                              \
            nan_fix32_lanes(r, a, b, d);                                                   \
        } else {                                                                           \
            FOR_EACH_LANE(l) r[l] = nan_fix32((SLOW), a[l], b[l], d[l]);                   \
        }                                                                                  \
        fdst32(x, r, C32);                                                                 \
    } while (0)

SEM(v_add_f32) { F32_ARITH(2, fa + fb, f32_add(a[l], b[l], C32)); }
SEM(v_sub_f32) { F32_ARITH(2, fa - fb, f32_add(a[l], b[l] ^ S32, C32)); }
SEM(v_subrev_f32) { F32_ARITH(2, fb - fa, f32_add(b[l], a[l] ^ S32, C32)); }
SEM(v_mul_f32) { F32_ARITH(2, fa * fb, f32_mul(a[l], b[l], C32)); }
SEM(v_fma_f32) { F32_ARITH(3, fmaf(fa, fb, fd), f32_fma(a[l], b[l], d[l], C32)); }
SEM(v_min_f32) { F32_BIN(f32_min(a[l], b[l], C32)); }
SEM(v_max_f32) { F32_BIN(f32_max(a[l], b[l], C32)); }
SEM(v_min3_f32) { F32_TRI(f32_min(f32_min(a[l], b[l], C32), d[l], C32)); }
SEM(v_max3_f32) { F32_TRI(f32_max(f32_max(a[l], b[l], C32), d[l], C32)); }

/* D.f = S0.f * S1.f + D.f: the accumulator is the destination register. */
static void dst_as_src32(const gcn_exec *x, uint32_t out[NL])
{
    memcpy(out, valu_dst_old(x), sizeof(uint32_t) * NL);
}

SEM(v_fmac_f32)
{
    CTL32;
    uint32_t a[NL], b[NL], d[NL], r[NL];
    fsrc32(x, 0, a);
    fsrc32(x, 1, b);
    dst_as_src32(x, d);
    if (native32(C32)) {
        FOR_EACH_LANE(l) r[l] = f2u(fmaf(u2f(a[l]), u2f(b[l]), u2f(d[l])));
        nan_fix32_lanes(r, a, b, d);
    } else {
        FOR_EACH_LANE(l) r[l] = f32_fma(a[l], b[l], d[l], C32);
    }
    fdst32(x, r, C32);
}

/* V_MAD_F32 and its forms are unfused: the product is rounded to f32, then
 * the sum; denormals are flushed whatever MODE says (inputs, product and
 * result), which is why LLVM selects them only with f32 denormals off. */
static uint32_t mad32(uint32_t a, uint32_t b, uint32_t d, int legacy, const fp_ctl *c)
{
    fp_ctl f = *c;
    f.flush_in = f.flush_out = 1;
    uint32_t p;
    if (legacy && (!(f32_in(a, &f) & 0x7fffffffu) || !(f32_in(b, &f) & 0x7fffffffu)))
        p = 0; /* DX9 rule: 0 * anything (inf, NaN too) = +0 */
    else
        p = f32_mul(a, b, &f);
    return f32_add(p, d, &f);
}

SEM(v_mad_f32) { F32_TRI(mad32(a[l], b[l], d[l], 0, C32)); }
SEM(v_mad_legacy_f32) { F32_TRI(mad32(a[l], b[l], d[l], 1, C32)); }

SEM(v_mac_f32)
{
    CTL32;
    uint32_t a[NL], b[NL], d[NL], r[NL];
    fsrc32(x, 0, a);
    fsrc32(x, 1, b);
    dst_as_src32(x, d);
    FOR_EACH_LANE(l) r[l] = mad32(a[l], b[l], d[l], 0, C32);
    fdst32(x, r, C32);
}

/* madmk: S0 * K + S1; madak: S0 * S1 + K (K the literal dword). */
SEM(v_madmk_f32)
{
    CTL32;
    uint32_t a[NL], b[NL], r[NL], k = x->in->literal;
    fsrc32(x, 0, a);
    fsrc32(x, 1, b);
    FOR_EACH_LANE(l) r[l] = mad32(a[l], k, b[l], 0, C32);
    valu_dst32(x, r);
}

SEM(v_madak_f32)
{
    CTL32;
    uint32_t a[NL], b[NL], r[NL], k = x->in->literal;
    fsrc32(x, 0, a);
    fsrc32(x, 1, b);
    FOR_EACH_LANE(l) r[l] = mad32(a[l], b[l], k, 0, C32);
    valu_dst32(x, r);
}

/* DX9 multiply: +-0 times anything, even inf or NaN, is +0. */
static uint32_t mul_legacy32(uint32_t a, uint32_t b, const fp_ctl *c)
{
    if (!(f32_in(a, c) & 0x7fffffffu) || !(f32_in(b, c) & 0x7fffffffu))
        return 0;
    return f32_mul(a, b, c);
}

SEM(v_mul_legacy_f32) { F32_BIN(mul_legacy32(a[l], b[l], C32)); }

/* V_MED3_F32: a NaN operand gives min3; else the middle value. */
static uint32_t med3_32(uint32_t a, uint32_t b, uint32_t d, const fp_ctl *c)
{
    if (f32_isnan(a) || f32_isnan(b) || f32_isnan(d))
        return f32_min(f32_min(a, b, c), d, c);
    uint32_t mx = f32_max(f32_max(a, b, c), d, c);
    if (mx == f32_in(a, c))
        return f32_max(b, d, c);
    if (mx == f32_in(b, c))
        return f32_max(a, d, c);
    return f32_max(a, b, c);
}

SEM(v_med3_f32) { F32_TRI(med3_32(a[l], b[l], d[l], C32)); }

/* ---- f64 arithmetic ---- */

SEM(v_add_f64) { F64_BIN(f64_add(a[l], b[l], C64)); }
SEM(v_mul_f64) { F64_BIN(f64_mul(a[l], b[l], C64)); }
SEM(v_fma_f64) { F64_TRI(f64_fma(a[l], b[l], d[l], C64)); }
SEM(v_min_f64) { F64_BIN(f64_min(a[l], b[l], C64)); }
SEM(v_max_f64) { F64_BIN(f64_max(a[l], b[l], C64)); }

SEM(v_fmac_f64)
{
    CTL64;
    uint64_t a[NL], b[NL], d[NL], r[NL];
    fsrc64(x, 0, a);
    fsrc64(x, 1, b);
    unsigned v = gcn_vgpr_index(x, x->in->vdst, 0);
    const uint32_t *lo = x->w->vgpr[v], *hi = x->w->vgpr[(v + 1) & (GCN_NUM_VGPRS - 1)];
    FOR_EACH_LANE(l) d[l] = (uint64_t)hi[l] << 32 | lo[l];
    FOR_EACH_LANE(l) r[l] = f64_fma(a[l], b[l], d[l], C64);
    fdst64(x, r, C64);
}

/* ---- ldexp, frexp ---- */

/* S0 * 2^S1 rounded once; exponents beyond +-400 give the same rounding as
 * +-400 for every f32 input. */
static uint32_t ldexp32(uint32_t a, int32_t n, const fp_ctl *c)
{
    if (f32_isnan(a))
        return f32_quiet(a);
    n = n < -400 ? -400 : n > 400 ? 400 : n;
    return fp_round32(ldexp(f32_val(f32_in(a, c)), n), 0.0, c);
}

static uint64_t ldexp64(uint64_t a, int32_t n, const fp_ctl *c)
{
    if (f64_isnan(a))
        return f64_quiet(a);
    n = n < -2200 ? -2200 : n > 2200 ? 2200 : n;
    uint64_t r = d2u(ldexp(u2d(f64_in(a, c)), n));
    return c->flush_out && !(r & 0x7ff0000000000000ull) ? r & S64 : r;
}

SEM(v_ldexp_f32)
{
    CTL32;
    uint32_t a[NL], b[NL], r[NL];
    fsrc32(x, 0, a);
    valu_src32(x, 1, b);
    FOR_EACH_LANE(l) r[l] = ldexp32(a[l], (int32_t)b[l], C32);
    fdst32(x, r, C32);
}

SEM(v_ldexp_f64)
{
    CTL64;
    uint64_t a[NL], r[NL];
    uint32_t b[NL];
    fsrc64(x, 0, a);
    valu_src32(x, 1, b);
    FOR_EACH_LANE(l) r[l] = ldexp64(a[l], (int32_t)b[l], C64);
    fdst64(x, r, C64);
}

/* frexp: inf and NaN give S0 (mant) and 0 (exp); zero gives 0 and 0. */
static uint32_t frexp_mant32(uint32_t a, const fp_ctl *c)
{
    if ((a & 0x7f800000u) == 0x7f800000u)
        return a;
    int e;
    return f2u((float)frexp(f32_val(f32_in(a, c)), &e));
}

static uint32_t frexp_exp32(uint32_t a, const fp_ctl *c)
{
    if ((a & 0x7f800000u) == 0x7f800000u)
        return 0;
    int e;
    frexp(f32_val(f32_in(a, c)), &e);
    return (uint32_t)e;
}

static uint64_t frexp_mant64(uint64_t a, const fp_ctl *c)
{
    if ((a & 0x7ff0000000000000ull) == 0x7ff0000000000000ull)
        return a;
    int e;
    return d2u(frexp(u2d(f64_in(a, c)), &e));
}

static uint32_t frexp_exp64(uint64_t a, const fp_ctl *c)
{
    if ((a & 0x7ff0000000000000ull) == 0x7ff0000000000000ull)
        return 0;
    int e;
    frexp(u2d(f64_in(a, c)), &e);
    return (uint32_t)e;
}

SEM(v_frexp_mant_f32) { F32_UN(frexp_mant32(a[l], C32)); }
SEM(v_frexp_mant_f64) { F64_UN(frexp_mant64(a[l], C64)); }

SEM(v_frexp_exp_i32_f32)
{
    CTL32;
    uint32_t a[NL], r[NL];
    fsrc32(x, 0, a);
    FOR_EACH_LANE(l) r[l] = frexp_exp32(a[l], C32);
    valu_dst32(x, r);
}

SEM(v_frexp_exp_i32_f64)
{
    CTL64;
    uint64_t a[NL];
    uint32_t r[NL];
    fsrc64(x, 0, a);
    FOR_EACH_LANE(l) r[l] = frexp_exp64(a[l], C64);
    valu_dst32(x, r);
}

/* ---- rounding to an integral value, fract ---- */

/* trunc/ceil/floor/rndne are exact; rndne rounds halfway cases to even
 * and keeps the sign of a zero result as IEEE roundToIntegralTiesToEven
 * (rndne(-0.5) = -0).  The host is always in round-to-nearest here. */
enum { RI_TRUNC, RI_CEIL, RI_FLOOR, RI_RNDNE };

static double round_int(double v, int how)
{
    switch (how) {
    case RI_TRUNC: return trunc(v);
    case RI_CEIL: return ceil(v);
    case RI_FLOOR: return floor(v);
    default: return nearbyint(v);
    }
}

static uint32_t rint32(uint32_t a, int how, const fp_ctl *c)
{
    if (f32_isnan(a))
        return f32_quiet(a);
    return f2u((float)round_int(f32_val(f32_in(a, c)), how));
}

static uint64_t rint64(uint64_t a, int how, const fp_ctl *c)
{
    if (f64_isnan(a))
        return f64_quiet(a);
    return d2u(round_int(u2d(f64_in(a, c)), how));
}

SEM(v_trunc_f32) { F32_UN(rint32(a[l], RI_TRUNC, C32)); }
SEM(v_ceil_f32) { F32_UN(rint32(a[l], RI_CEIL, C32)); }
SEM(v_floor_f32) { F32_UN(rint32(a[l], RI_FLOOR, C32)); }
SEM(v_rndne_f32) { F32_UN(rint32(a[l], RI_RNDNE, C32)); }
SEM(v_trunc_f64) { F64_UN(rint64(a[l], RI_TRUNC, C64)); }
SEM(v_ceil_f64) { F64_UN(rint64(a[l], RI_CEIL, C64)); }
SEM(v_floor_f64) { F64_UN(rint64(a[l], RI_FLOOR, C64)); }
SEM(v_rndne_f64) { F64_UN(rint64(a[l], RI_RNDNE, C64)); }

/* fract: S0 - floor(S0) rounded once, then at most the largest value below
 * 1.0 (a tiny negative input would round to 1.0; LLVM relies on the clamp
 * for OpenCL fract, docs/numerics.md).  inf gives NaN, NaN stays NaN. */
static uint32_t fract32(uint32_t a, const fp_ctl *c)
{
    if (f32_isnan(a))
        return f32_quiet(a);
    double v = f32_val(f32_in(a, c));
    if (isinf(v))
        return F32_DNAN;
    double lo, hi = two_sum(v, -floor(v), &lo);
    uint32_t r = fp_round32(hi, lo, c);
    return r > 0x3f7fffffu && !(r & S32) ? 0x3f7fffffu : r;
}

static uint64_t fract64(uint64_t a, const fp_ctl *c)
{
    if (f64_isnan(a))
        return f64_quiet(a);
    double v = u2d(f64_in(a, c));
    if (isinf(v))
        return F64_DNAN;
    uint64_t r = f64_add(d2u(v), d2u(-floor(v)), c);
    return r > 0x3fefffffffffffffull && !(r & S64) ? 0x3fefffffffffffffull : r;
}

SEM(v_fract_f32) { F32_UN(fract32(a[l], C32)); }
SEM(v_fract_f64) { F64_UN(fract64(a[l], C64)); }

/* ---- division helpers (V_DIV_SCALE/FMAS/FIXUP pseudocode) ---- */

static int exp32(uint32_t a) { return (int)(a >> 23 & 0xff); }
static int exp64(uint64_t a) { return (int)(a >> 52 & 0x7ff); }

/* S0 * 2^k rounded to nearest even, denormals kept: the exact double
 * product rounded once (fp_round32, infinity on overflow). */
static uint32_t scale32(uint32_t a, int k)
{
    static const fp_ctl exact = {FP_RNE, 0, 0, 0, 0, 0, 0};
    return f32_isnan(a) ? f32_quiet(a) : fp_round32(ldexp(f32_val(a), k), 0.0, &exact);
}

/* |S2 / S1| below 2^min_exp, decided exactly from exponents and
 * significands (both finite and nonzero). */
static int quotient_tiny(double d1, double d2, int min_exp)
{
    if (d1 == 0.0 || d2 == 0.0 || !isfinite(d1) || !isfinite(d2))
        return 0;
    int e1, e2;
    double m1 = frexp(fabs(d1), &e1), m2 = frexp(fabs(d2), &e2);
    return (e2 - e1) + (m2 >= m1 ? 1 : 0) <= min_exp;
}

/* The facts div_scale decides on, computed per width by the callers. */
typedef struct {
    int zero;     /* S1 or S2 is zero: the result is the default NaN */
    int far;      /* exp(S2) - exp(S1) beyond the width's range */
    int s1_den;   /* S1 is denormal */
    int rcp_den;  /* 1/S1 is denormal */
    int q_den;    /* S2/S1 is denormal */
    int s2_small; /* exp(S2) at most the significand width */
    int s0_is_s1, s0_is_s2;
} ds_facts;

/* The decision, one for both widths (they differ only in thresholds and
 * scale): returns +1 to scale S0 up, -1 down, 0 to keep it; *vcc the
 * post-scale flag. */
static int div_scale_dir(const ds_facts *f, int *vcc)
{
    *vcc = 0;
    if (f->far) {
        *vcc = 1;
        return f->s0_is_s1;
    }
    if (f->s1_den)
        return 1;
    if (f->rcp_den && f->q_den) {
        /* the pseudocode says ldexp(S0, 64), which overflows a denominator
         * this large; scaling it down gives N/D * 2^64 in range, which
         * div_fmas scales back by 2^-64 (docs/numerics.md) */
        *vcc = 1;
        return f->s0_is_s1 ? -1 : 0;
    }
    if (f->rcp_den)
        return -1;
    if (f->q_den) {
        *vcc = 1;
        return f->s0_is_s2;
    }
    return f->s2_small;
}

/* D = S0 unless div_scale_dir rescales it; *vcc the post-scale flag.  The
 * denormal tests see the raw inputs (no flush); 1/S1 and S2/S1 are tested
 * for the denormal range exactly (1/S1 is denormal when |S1| > 2^126). */
static uint32_t div_scale32(uint32_t s0, uint32_t s1, uint32_t s2, int *vcc)
{
    double d1 = f32_val(s1), d2 = f32_val(s2);
    ds_facts f = {d2 == 0.0 || d1 == 0.0, exp32(s2) - exp32(s1) >= 96,
                  exp32(s1) == 0 && (s1 & 0x7fffffffu), fabs(d1) > 0x1p126 && !isinf(d1),
                  quotient_tiny(d1, d2, -126), exp32(s2) <= 23, s0 == s1, s0 == s2};
    *vcc = 0;
    if (f.zero)
        return F32_DNAN;
    int dir = div_scale_dir(&f, vcc);
    return dir ? scale32(s0, 64 * dir) : s0;
}

/* The same for f64 (scale 2^128; 1/S1 is denormal when |S1| > 2^1022). */
static uint64_t scale64(uint64_t a, int k) { return d2u(ldexp(u2d(a), k)); }

static uint64_t div_scale64(uint64_t s0, uint64_t s1, uint64_t s2, int *vcc)
{
    double d1 = u2d(s1), d2 = u2d(s2);
    ds_facts f = {d2 == 0.0 || d1 == 0.0, exp64(s2) - exp64(s1) >= 768,
                  exp64(s1) == 0 && (s1 & ~S64), fabs(d1) > 0x1p1022 && !isinf(d1),
                  quotient_tiny(d1, d2, -1022), exp64(s2) <= 53, s0 == s1, s0 == s2};
    *vcc = 0;
    if (f.zero)
        return F64_DNAN;
    int dir = div_scale_dir(&f, vcc);
    return dir ? scale64(s0, 128 * dir) : s0;
}

SEM(v_div_scale_f32)
{
    CTL32;
    uint32_t a[NL], b[NL], d[NL], r[NL];
    uint64_t vcc = 0;
    fsrc32(x, 0, a);
    fsrc32(x, 1, b);
    fsrc32(x, 2, d);
    FOR_EACH_LANE(l) {
        int v;
        r[l] = div_scale32(a[l], b[l], d[l], &v);
        vcc |= (uint64_t)v << l;
    }
    fdst32(x, r, C32);
    valu_dst_lanemask(x, vcc);
}

SEM(v_div_scale_f64)
{
    CTL64;
    uint64_t a[NL], b[NL], d[NL], r[NL], vcc = 0;
    fsrc64(x, 0, a);
    fsrc64(x, 1, b);
    fsrc64(x, 2, d);
    FOR_EACH_LANE(l) {
        int v;
        r[l] = div_scale64(a[l], b[l], d[l], &v);
        vcc |= (uint64_t)v << l;
    }
    fdst64(x, r, C64);
    valu_dst_lanemask(x, vcc);
}

/* fma with one rounding, post-scaled when VCC is set: by 2^64 when S2's
 * exponent is above the bias (|S2| >= 2), else by 2^-64 (the pseudocode's
 * "2**32" cannot undo div_scale's 2^64; docs/numerics.md).  Input denormals
 * are kept, output flushing follows MODE. */
static uint64_t vcc_mask(const gcn_exec *x)
{
    return (uint64_t)x->w->sgpr[GCN_OP_VCC_HI] << 32 | x->w->sgpr[GCN_OP_VCC_LO];
}

SEM(v_div_fmas_f32)
{
    CTL32;
    fp_ctl c = c32;
    c.flush_in = 0;
    uint32_t a[NL], b[NL], d[NL], r[NL];
    uint64_t vcc = vcc_mask(x);
    fsrc32(x, 0, a);
    fsrc32(x, 1, b);
    fsrc32(x, 2, d);
    FOR_EACH_LANE(l) {
        int k = (vcc >> l & 1) ? (exp32(d[l]) > 127 ? 64 : -64) : 0;
        r[l] = f32_fma_scaled(a[l], b[l], d[l], k, &c);
    }
    fdst32(x, r, C32);
}

SEM(v_div_fmas_f64)
{
    CTL64;
    fp_ctl c = c64;
    c.flush_in = 0;
    uint64_t a[NL], b[NL], d[NL], r[NL];
    uint64_t vcc = vcc_mask(x);
    fsrc64(x, 0, a);
    fsrc64(x, 1, b);
    fsrc64(x, 2, d);
    FOR_EACH_LANE(l) {
        r[l] = f64_fma(a[l], b[l], d[l], &c);
        if ((vcc >> l & 1) && !f64_isnan(r[l])) /* a second rounding only for a subnormal result */
            r[l] = scale64(r[l], exp64(d[l]) > 1023 ? 128 : -128);
    }
    fdst64(x, r, C64);
}

/* Special cases of a quotient S2/S1 given the estimate S0. */
static uint32_t div_fixup32(uint32_t s0, uint32_t s1, uint32_t s2)
{
    uint32_t sign = (s1 ^ s2) & S32, m1 = s1 & ~S32, m2 = s2 & ~S32;
    if (f32_isnan(s2))
        return f32_quiet(s2);
    if (f32_isnan(s1))
        return f32_quiet(s1);
    if (m1 == 0 && m2 == 0)
        return F32_DNAN;
    if (m1 == 0x7f800000u && m2 == 0x7f800000u)
        return F32_DNAN;
    if (m1 == 0 || m2 == 0x7f800000u)
        return sign | 0x7f800000u;
    if (m1 == 0x7f800000u || m2 == 0)
        return sign;
    if (exp32(s2) - exp32(s1) < -150)
        return sign; /* underflow: rounds to zero */
    if (f32_isnan(s0))
        return sign | 0x7f800000u; /* the Newton steps overflowed: the quotient does */
    return sign | (s0 & ~S32);
}

static uint64_t div_fixup64(uint64_t s0, uint64_t s1, uint64_t s2)
{
    uint64_t sign = (s1 ^ s2) & S64, m1 = s1 & ~S64, m2 = s2 & ~S64, inf = 0x7ff0000000000000ull;
    if (f64_isnan(s2))
        return f64_quiet(s2);
    if (f64_isnan(s1))
        return f64_quiet(s1);
    if (m1 == 0 && m2 == 0)
        return F64_DNAN;
    if (m1 == inf && m2 == inf)
        return F64_DNAN;
    if (m1 == 0 || m2 == inf)
        return sign | inf;
    if (m1 == inf || m2 == 0)
        return sign;
    if (exp64(s2) - exp64(s1) < -1075)
        return sign;
    if (f64_isnan(s0))
        return sign | inf;
    return sign | (s0 & ~S64);
}

SEM(v_div_fixup_f32) { F32_TRI(div_fixup32(a[l], b[l], d[l])); }
SEM(v_div_fixup_f64) { F64_TRI(div_fixup64(a[l], b[l], d[l])); }

/* ---- v_trig_preop_f64 ---- */

/* 2/pi as a binary fraction, most significant bit first (2/pi =
 * 0.a2f9836e... in hex); the ISA's table 2/PI[1200:0] holds its first 1201
 * bits, later bits read as zero.  scripts/gen_rtl_decode.py trigrom writes the
 * RTL's copy (rtl/gen/gcn_two_over_pi.vh) from this table and TWO_OVER_PI_BITS. */
#define TWO_OVER_PI_BITS 1201
static const uint32_t two_over_pi[38] = {
    0xa2f9836e, 0x4e441529, 0xfc2757d1, 0xf534ddc0, 0xdb629599, 0x3c439041,
    0xfe5163ab, 0xdebbc561, 0xb7246e3a, 0x424dd2e0, 0x06492eea, 0x09d1921c,
    0xfe1deb1c, 0xb129a73e, 0xe88235f5, 0x2ebb4484, 0xe99c7026, 0xb45f7e41,
    0x3991d639, 0x835339f4, 0x9c845f8b, 0xbdf9283b, 0x1ff897ff, 0xde05980f,
    0xef2f118b, 0x5a0a6d1f, 0x6d367ecf, 0x27cb09b7, 0x4f463f66, 0x9e5fea2d,
    0x7527bac7, 0xebe5f17b, 0x3d0739f7, 0x8a5292ea, 0x6bfb5fb1, 0x1f8d5d08,
    0x56033046, 0xfc7b6bab,
};

/* The 53 bits of 2/pi that start `shift` bits after the binary point. */
static uint64_t two_over_pi_bits(uint64_t shift)
{
    uint64_t r = 0;
    for (uint64_t k = shift; k < shift + 53; k++) {
        unsigned bit = k < TWO_OVER_PI_BITS ? two_over_pi[k / 32] >> (31 - k % 32) & 1 : 0;
        r = r << 1 | bit;
    }
    return r;
}

/* V_TRIG_PREOP_F64 pseudocode: segment S1[4:0]... of 2/pi (53 bits each,
 * truncated), aligned to S0's exponent so that S0 * segment is exact for
 * Payne-Hanek range reduction; scaled up by 2^128 for huge S0. */
static uint64_t trig_preop(uint64_t s0, uint32_t s1)
{
    int e = exp64(s0);
    uint64_t shift = (uint64_t)s1 * 53;
    if (e > 1077)
        shift += (uint64_t)(e - 1077);
    int scale = -53 - (int)(shift > 4000 ? 4000 : shift);
    if (e >= 1968)
        scale += 128;
    return d2u(ldexp((double)two_over_pi_bits(shift > 4000 ? 4000 : shift), scale));
}

SEM(v_trig_preop_f64)
{
    CTL64;
    uint64_t a[NL], r[NL];
    uint32_t b[NL];
    fsrc64(x, 0, a);
    valu_src32(x, 1, b);
    FOR_EACH_LANE(l) r[l] = trig_preop(a[l], b[l]);
    fdst64(x, r, C64);
}

/* ---- cube map helpers (V_CUBEID/SC/TC/MA_F32 pseudocode) ---- */

/* The major axis: z when |z| >= |x| and |z| >= |y|, else y when
 * |y| >= |x|, else x (a NaN compares false and falls through). */
enum { AX_X, AX_Y, AX_Z };

static int cube_axis(double x, double y, double z)
{
    if (fabs(z) >= fabs(x) && fabs(z) >= fabs(y))
        return AX_Z;
    return fabs(y) >= fabs(x) ? AX_Y : AX_X;
}

static uint32_t cube(int what, uint32_t a, uint32_t b, uint32_t d, const fp_ctl *c)
{
    a = f32_in(a, c);
    b = f32_in(b, c);
    d = f32_in(d, c);
    double x = f32_val(a), y = f32_val(b), z = f32_val(d);
    int ax = cube_axis(x, y, z);
    switch (what) {
    case 0: /* face id */
        return f2u(ax == AX_Z ? (z < 0 ? 5.0f : 4.0f) : ax == AX_Y ? (y < 0 ? 3.0f : 2.0f) : (x < 0 ? 1.0f : 0.0f));
    case 1: /* sc */
        return ax == AX_Z ? (z < 0 ? a ^ S32 : a) : ax == AX_Y ? a : (x < 0 ? d : d ^ S32);
    case 2: /* tc */
        return ax == AX_Z ? b ^ S32 : ax == AX_Y ? (y < 0 ? d ^ S32 : d) : b ^ S32;
    default: /* ma = 2 * major axis */
        return f32_mul(0x40000000u, ax == AX_Z ? d : ax == AX_Y ? b : a, c);
    }
}

SEM(v_cubeid_f32) { F32_TRI(cube(0, a[l], b[l], d[l], C32)); }
SEM(v_cubesc_f32) { F32_TRI(cube(1, a[l], b[l], d[l], C32)); }
SEM(v_cubetc_f32) { F32_TRI(cube(2, a[l], b[l], d[l], C32)); }
SEM(v_cubema_f32) { F32_TRI(cube(3, a[l], b[l], d[l], C32)); }
