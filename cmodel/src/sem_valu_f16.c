/* Half-precision VALU: VOP2/VOP1 f16 arithmetic (result in the low half,
 * high half zeroed as gfx9 does), VOP3 op_sel forms (the half op_sel[3]
 * names is written, the other kept) and the legacy VOP3 forms.  f16 uses
 * the f64/f16 MODE fields (round [3:2], denormals [7:6]). */
#include <math.h>

#include "sem_fp.h"

#define S16 0x8000u

SEM(v_add_f16) { F16_BIN(f16_add(a[l], b[l], C16)); }
/* A NaN result comes from the sources as read, in operand order (the
 * subtraction's sign flip is not a source modifier). */
static uint16_t sub16(uint16_t a, uint16_t b, int rev, const fp_ctl *c)
{
    if (f16_isnan(a) || f16_isnan(b))
        return f16_quiet(f16_isnan(a) ? a : b);
    return rev ? f16_add(b, (uint16_t)(a ^ S16), c) : f16_add(a, (uint16_t)(b ^ S16), c);
}

SEM(v_sub_f16) { F16_BIN(sub16(a[l], b[l], 0, C16)); }
SEM(v_subrev_f16) { F16_BIN(sub16(a[l], b[l], 1, C16)); }
SEM(v_mul_f16) { F16_BIN(f16_mul(a[l], b[l], C16)); }
SEM(v_min_f16) { F16_BIN(f16_min(a[l], b[l], C16)); }
SEM(v_max_f16) { F16_BIN(f16_max(a[l], b[l], C16)); }
SEM(v_min3_f16) { F16_TRI(f16_min(f16_min(a[l], b[l], C16), d[l], C16), 0); }
SEM(v_max3_f16) { F16_TRI(f16_max(f16_max(a[l], b[l], C16), d[l], C16), 0); }
SEM(v_fma_f16) { F16_TRI(f16_fma(a[l], b[l], d[l], C16), 0); }
SEM(v_fma_legacy_f16) { F16_TRI(f16_fma(a[l], b[l], d[l], C16), 0); }

static uint16_t med3_16(uint16_t a, uint16_t b, uint16_t d, const fp_ctl *c)
{
    if (f16_isnan(a) || f16_isnan(b) || f16_isnan(d))
        return f16_min(f16_min(a, b, c), d, c);
    uint16_t mx = f16_max(f16_max(a, b, c), d, c);
    if (mx == f16_in(a, c))
        return f16_max(b, d, c);
    if (mx == f16_in(b, c))
        return f16_max(a, d, c);
    return f16_max(a, b, c);
}

SEM(v_med3_f16) { F16_TRI(med3_16(a[l], b[l], d[l], C16), 0); }

/* V_MAD_F16 and its forms: unfused (product rounded, then the sum) with
 * denormals flushed ("1ULP accuracy, denormals are flushed"). */
static uint16_t mad16(uint16_t a, uint16_t b, uint16_t d, const fp_ctl *c)
{
    fp_ctl f = *c;
    f.flush_in = f.flush_out = 1;
    return f16_add(f16_mul(a, b, &f), d, &f);
}

SEM(v_mad_f16) { F16_TRI(mad16(a[l], b[l], d[l], C16), 0); }
SEM(v_mad_legacy_f16) { F16_TRI(mad16(a[l], b[l], d[l], C16), 0); }

/* D.f16 = S0 * S1 + D.f16; the high half of D is kept. */
SEM(v_mac_f16)
{
    CTL16;
    uint16_t a[NL], b[NL], r[NL];
    fsrc16(x, 0, a);
    fsrc16(x, 1, b);
    const uint32_t *old = valu_dst_old(x);
    FOR_EACH_LANE(l) r[l] = mad16(a[l], b[l], (uint16_t)old[l], C16);
    fdst16(x, r, C16, 1);
}

/* madmk: S0 * K + S1, madak: S0 * S1 + K; K is the literal's low half. */
SEM(v_madmk_f16)
{
    CTL16;
    uint16_t a[NL], b[NL], r[NL], k = (uint16_t)x->in->literal;
    fsrc16(x, 0, a);
    fsrc16(x, 1, b);
    FOR_EACH_LANE(l) r[l] = mad16(a[l], k, b[l], C16);
    valu_dst16(x, r, 1);
}

SEM(v_madak_f16)
{
    CTL16;
    uint16_t a[NL], b[NL], r[NL], k = (uint16_t)x->in->literal;
    fsrc16(x, 0, a);
    fsrc16(x, 1, b);
    FOR_EACH_LANE(l) r[l] = mad16(a[l], b[l], k, C16);
    valu_dst16(x, r, 1);
}

/* S0 * 2^S1 with S1 a signed 16-bit integer, rounded once. */
static uint16_t ldexp16(uint16_t a, int16_t n, const fp_ctl *c)
{
    if (f16_isnan(a))
        return f16_quiet(a);
    return fp_round16(ldexp(f16_val(f16_in(a, c)), n), 0.0, c);
}

SEM(v_ldexp_f16)
{
    CTL16;
    uint16_t a[NL], b[NL], r[NL];
    fsrc16(x, 0, a);
    valu_src16(x, 1, 0, b);
    FOR_EACH_LANE(l) r[l] = ldexp16(a[l], (int16_t)b[l], C16);
    fdst16(x, r, C16, 0);
}

/* ---- rounding to integral, fract, frexp ---- */

static uint16_t rint16(uint16_t a, int how, const fp_ctl *c)
{
    if (f16_isnan(a))
        return f16_quiet(a);
    double v = f16_val(f16_in(a, c));
    v = how == 0 ? trunc(v) : how == 1 ? ceil(v) : how == 2 ? floor(v) : nearbyint(v);
    return fp_round16(v, 0.0, c); /* exact: an integer or a signed zero */
}

SEM(v_trunc_f16) { F16_UN(rint16(a[l], 0, C16)); }
SEM(v_ceil_f16) { F16_UN(rint16(a[l], 1, C16)); }
SEM(v_floor_f16) { F16_UN(rint16(a[l], 2, C16)); }
SEM(v_rndne_f16) { F16_UN(rint16(a[l], 3, C16)); }

/* As V_FRACT_F32: rounded once, then at most the largest f16 below 1. */
static uint16_t fract16(uint16_t a, const fp_ctl *c)
{
    if (f16_isnan(a))
        return f16_quiet(a);
    double v = f16_val(f16_in(a, c));
    if (isinf(v))
        return F16_DNAN;
    uint16_t r = fp_round16(v - floor(v), 0.0, c); /* the difference is exact in double */
    return r > 0x3bffu && !(r & S16) ? 0x3bffu : r;
}

SEM(v_fract_f16) { F16_UN(fract16(a[l], C16)); }

static uint16_t frexp_mant16(uint16_t a, const fp_ctl *c)
{
    if ((a & 0x7c00u) == 0x7c00u)
        return a;
    int e;
    return fp_round16(frexp(f16_val(f16_in(a, c)), &e), 0.0, c);
}

static uint16_t frexp_exp16(uint16_t a, const fp_ctl *c)
{
    if ((a & 0x7c00u) == 0x7c00u)
        return 0;
    int e;
    frexp(f16_val(f16_in(a, c)), &e);
    return (uint16_t)(int16_t)e;
}

SEM(v_frexp_mant_f16) { F16_UN(frexp_mant16(a[l], C16)); }

SEM(v_frexp_exp_i16_f16)
{
    CTL16;
    uint16_t a[NL], r[NL];
    fsrc16(x, 0, a);
    FOR_EACH_LANE(l) r[l] = frexp_exp16(a[l], C16);
    valu_dst16(x, r, 0);
}

/* ---- division fixup ---- */

static uint16_t div_fixup16(uint16_t s0, uint16_t s1, uint16_t s2)
{
    uint16_t sign = (uint16_t)((s1 ^ s2) & S16), m1 = s1 & 0x7fffu, m2 = s2 & 0x7fffu;
    if (f16_isnan(s2))
        return f16_quiet(s2);
    if (f16_isnan(s1))
        return f16_quiet(s1);
    if ((m1 == 0 && m2 == 0) || (m1 == 0x7c00u && m2 == 0x7c00u))
        return F16_DNAN;
    if (m1 == 0 || m2 == 0x7c00u)
        return (uint16_t)(sign | 0x7c00u);
    if (m1 == 0x7c00u || m2 == 0)
        return sign;
    return (uint16_t)(sign | (s0 & 0x7fffu));
}

SEM(v_div_fixup_f16) { F16_TRI(div_fixup16(a[l], b[l], d[l]), 0); }
SEM(v_div_fixup_legacy_f16) { F16_TRI(div_fixup16(a[l], b[l], d[l]), 0); }

/* D = {S1.f16, S0.f16}: two f16 sources (op_sel picks halves, abs/neg
 * apply), packed into one dword. */
SEM(v_pack_b32_f16)
{
    uint16_t a[NL], b[NL];
    uint32_t r[NL];
    fsrc16(x, 0, a);
    fsrc16(x, 1, b);
    FOR_EACH_LANE(l) r[l] = (uint32_t)b[l] << 16 | a[l];
    valu_dst32(x, r);
}
