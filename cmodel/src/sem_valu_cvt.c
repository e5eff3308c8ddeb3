/* Floating-point conversions of the VALU: between f16/f32/f64, to and from
 * 32- and 16-bit integers, bytes, normalized and packed forms.
 * Float to integer truncates (C semantics, as LLVM's fptosi lowering
 * assumes), saturates and gives 0 for NaN; integer to float rounds by MODE.
 * Readings in docs/numerics.md. */
#include <math.h>

#include "sem_fp.h"

/* ---- f32 / f64 / integers ---- */

static void cvt_f32_to_int(gcn_exec *x, int is_signed, int how)
{
    CTL32;
    uint32_t a[NL], r[NL];
    fsrc32(x, 0, a);
    FOR_EACH_LANE(l) {
        double v = f32_val(f32_in(a[l], C32));
        if (how == 1)
            v = floor(v + 0.5); /* rpi: exact in double */
        else if (how == 2)
            v = floor(v);
        r[l] = is_signed ? (uint32_t)fp_to_i32(v) : fp_to_u32(v);
    }
    valu_dst32(x, r);
}

SEM(v_cvt_i32_f32) { cvt_f32_to_int(x, 1, 0); }
SEM(v_cvt_u32_f32) { cvt_f32_to_int(x, 0, 0); }
SEM(v_cvt_rpi_i32_f32) { cvt_f32_to_int(x, 1, 1); }
SEM(v_cvt_flr_i32_f32) { cvt_f32_to_int(x, 1, 2); }

static void cvt_f64_to_int(gcn_exec *x, int is_signed)
{
    CTL64;
    uint64_t a[NL];
    uint32_t r[NL];
    fsrc64(x, 0, a);
    FOR_EACH_LANE(l) {
        double v = u2d(f64_in(a[l], C64));
        r[l] = is_signed ? (uint32_t)fp_to_i32(v) : fp_to_u32(v);
    }
    valu_dst32(x, r);
}

SEM(v_cvt_i32_f64) { cvt_f64_to_int(x, 1); }
SEM(v_cvt_u32_f64) { cvt_f64_to_int(x, 0); }

/* Integer sources take no float modifiers. */
static void cvt_int_to_f32(gcn_exec *x, int kind)
{
    CTL32;
    uint32_t a[NL], r[NL];
    valu_src32(x, 0, a);
    FOR_EACH_LANE(l) {
        double v;
        switch (kind) {
        case 0: v = (double)(int32_t)a[l]; break;
        case 1: v = (double)a[l]; break;
        case 2: v = (double)(a[l] & 0xff); break;
        case 3: v = (double)(a[l] >> 8 & 0xff); break;
        case 4: v = (double)(a[l] >> 16 & 0xff); break;
        case 5: v = (double)(a[l] >> 24); break;
        default: v = (double)((int32_t)(a[l] << 28) >> 28) / 16.0; break; /* off_f32_i4 */
        }
        r[l] = fp_round32(v, 0.0, C32);
    }
    fdst32(x, r, C32);
}

SEM(v_cvt_f32_i32) { cvt_int_to_f32(x, 0); }
SEM(v_cvt_f32_u32) { cvt_int_to_f32(x, 1); }
SEM(v_cvt_f32_ubyte0) { cvt_int_to_f32(x, 2); }
SEM(v_cvt_f32_ubyte1) { cvt_int_to_f32(x, 3); }
SEM(v_cvt_f32_ubyte2) { cvt_int_to_f32(x, 4); }
SEM(v_cvt_f32_ubyte3) { cvt_int_to_f32(x, 5); }
SEM(v_cvt_off_f32_i4) { cvt_int_to_f32(x, 6); }

static void cvt_int_to_f64(gcn_exec *x, int is_signed)
{
    CTL64;
    uint32_t a[NL];
    uint64_t r[NL];
    valu_src32(x, 0, a);
    FOR_EACH_LANE(l) r[l] = d2u(is_signed ? (double)(int32_t)a[l] : (double)a[l]);
    fdst64(x, r, C64);
}

SEM(v_cvt_f64_i32) { cvt_int_to_f64(x, 1); }
SEM(v_cvt_f64_u32) { cvt_int_to_f64(x, 0); }

/* ---- between float formats ---- */

SEM(v_cvt_f32_f64)
{
    CTL32;
    CTL64;
    uint64_t a[NL];
    uint32_t r[NL];
    fsrc64(x, 0, a);
    FOR_EACH_LANE(l) r[l] = fp_f64_to_f32(a[l], C64, C32);
    fdst32(x, r, C32);
}

SEM(v_cvt_f64_f32)
{
    CTL32;
    CTL64;
    uint32_t a[NL];
    uint64_t r[NL];
    fsrc32(x, 0, a);
    FOR_EACH_LANE(l) r[l] = fp_f32_to_f64(a[l], C32, C64);
    fdst64(x, r, C64);
}

/* f32 -> f16: the source under the f32 input flush, the result rounded by
 * the f16 controls (MODE[3:2], [7:6]). */
SEM(v_cvt_f16_f32)
{
    CTL32;
    CTL16;
    uint32_t a[NL];
    uint16_t r[NL];
    fsrc32(x, 0, a);
    FOR_EACH_LANE(l) r[l] = fp_f32_to_f16(f32_in(a[l], C32), C16);
    fdst16(x, r, C16, 0);
}

SEM(v_cvt_f32_f16)
{
    CTL32;
    CTL16;
    uint16_t a[NL];
    uint32_t r[NL];
    fsrc16(x, 0, a);
    FOR_EACH_LANE(l) r[l] = fp_f16_to_f32(f16_in(a[l], C16), C32);
    fdst32(x, r, C32);
}

/* One half of pkrtz: the f32 under its input flush, to f16 toward zero,
 * then the instruction's omod and clamp under MODE's f16 controls. */
static uint16_t rtz16(const gcn_exec *x, uint32_t a, const fp_ctl *c32, const fp_ctl *c16)
{
    fp_ctl rtz = *c16;
    rtz.rnd = FP_RTZ;
    return f16_outmod(fp_f32_to_f16(f32_in(a, c32), &rtz), x->in->omod, x->in->clamp, c16);
}

/* V_CVT_PKRTZ_F16_F32: {f16(S1), f16(S0)} rounded toward zero whatever
 * MODE says (ISA: "Round-toward-zero regardless of current round mode"). */
SEM(v_cvt_pkrtz_f16_f32)
{
    CTL32;
    CTL16;
    uint32_t a[NL], b[NL], r[NL];
    fsrc32(x, 0, a);
    fsrc32(x, 1, b);
    FOR_EACH_LANE(l) r[l] = (uint32_t)rtz16(x, b[l], C32, C16) << 16 | rtz16(x, a[l], C32, C16);
    valu_dst32(x, r);
}

/* ---- 16-bit integers ---- */

/* Integer sources take no float modifiers; the result rounds by MODE. */
static void cvt_int16_to_f16(gcn_exec *x, int is_signed)
{
    CTL16;
    uint16_t a[NL], r[NL];
    valu_src16(x, 0, 0, a);
    FOR_EACH_LANE(l) r[l] = fp_round16(is_signed ? (double)(int16_t)a[l] : (double)a[l], 0.0, C16);
    fdst16(x, r, C16, 0);
}

SEM(v_cvt_f16_u16) { cvt_int16_to_f16(x, 0); }
SEM(v_cvt_f16_i16) { cvt_int16_to_f16(x, 1); }

static uint16_t f16_to_int16(uint16_t a, int is_signed, const fp_ctl *c)
{
    double v = trunc(f16_val(f16_in(a, c)));
    if (isnan(v))
        return 0;
    if (is_signed)
        return (uint16_t)(int16_t)(v < -32768.0 ? -32768.0 : v > 32767.0 ? 32767.0 : v);
    return (uint16_t)(v < 0.0 ? 0.0 : v > 65535.0 ? 65535.0 : v);
}

static void cvt_f16_to_int16(gcn_exec *x, int is_signed)
{
    CTL16;
    uint16_t a[NL], r[NL];
    fsrc16(x, 0, a);
    FOR_EACH_LANE(l) r[l] = f16_to_int16(a[l], is_signed, C16);
    valu_dst16(x, r, 0);
}

SEM(v_cvt_u16_f16) { cvt_f16_to_int16(x, 0); }
SEM(v_cvt_i16_f16) { cvt_f16_to_int16(x, 1); }

/* ---- normalized and byte forms ---- */

/* snorm16: clamp to [-1, 1], scale by 32767, round to nearest even;
 * unorm16: [0, 1] and 65535; u8: clamp to [0, 255] and round to nearest
 * even.  NaN gives 0. */
static uint16_t to_snorm16(double v)
{
    if (isnan(v))
        return 0;
    v = v < -1.0 ? -1.0 : v > 1.0 ? 1.0 : v;
    return (uint16_t)(int16_t)nearbyint(v * 32767.0);
}

static uint16_t to_unorm16(double v)
{
    if (isnan(v))
        return 0;
    v = v < 0.0 ? 0.0 : v > 1.0 ? 1.0 : v;
    return (uint16_t)nearbyint(v * 65535.0);
}

static uint32_t to_u8(double v)
{
    if (isnan(v))
        return 0;
    v = v < 0.0 ? 0.0 : v > 255.0 ? 255.0 : v;
    return (uint32_t)nearbyint(v);
}

SEM(v_cvt_norm_i16_f16)
{
    CTL16;
    uint16_t a[NL], r[NL];
    fsrc16(x, 0, a);
    FOR_EACH_LANE(l) r[l] = to_snorm16(f16_val(f16_in(a[l], C16)));
    valu_dst16(x, r, 0);
}

SEM(v_cvt_norm_u16_f16)
{
    CTL16;
    uint16_t a[NL], r[NL];
    fsrc16(x, 0, a);
    FOR_EACH_LANE(l) r[l] = to_unorm16(f16_val(f16_in(a[l], C16)));
    valu_dst16(x, r, 0);
}

static void pknorm_f32(gcn_exec *x, int is_signed)
{
    CTL32;
    uint32_t a[NL], b[NL], r[NL];
    fsrc32(x, 0, a);
    fsrc32(x, 1, b);
    FOR_EACH_LANE(l) {
        double va = f32_val(f32_in(a[l], C32)), vb = f32_val(f32_in(b[l], C32));
        uint16_t lo = is_signed ? to_snorm16(va) : to_unorm16(va);
        uint16_t hi = is_signed ? to_snorm16(vb) : to_unorm16(vb);
        r[l] = (uint32_t)hi << 16 | lo;
    }
    valu_dst32(x, r);
}

SEM(v_cvt_pknorm_i16_f32) { pknorm_f32(x, 1); }
SEM(v_cvt_pknorm_u16_f32) { pknorm_f32(x, 0); }

static void pknorm_f16(gcn_exec *x, int is_signed)
{
    CTL16;
    uint16_t a[NL], b[NL];
    uint32_t r[NL];
    fsrc16(x, 0, a);
    fsrc16(x, 1, b);
    FOR_EACH_LANE(l) {
        double va = f16_val(f16_in(a[l], C16)), vb = f16_val(f16_in(b[l], C16));
        uint16_t lo = is_signed ? to_snorm16(va) : to_unorm16(va);
        uint16_t hi = is_signed ? to_snorm16(vb) : to_unorm16(vb);
        r[l] = (uint32_t)hi << 16 | lo;
    }
    valu_dst32(x, r);
}

SEM(v_cvt_pknorm_i16_f16) { pknorm_f16(x, 1); }
SEM(v_cvt_pknorm_u16_f16) { pknorm_f16(x, 0); }

/* Both pack forms write byte S1[1:0] of `old` with u8(S0) and keep the
 * other bytes; they differ only in where `old` comes from. */
static void pk_u8_f32(gcn_exec *x, const uint32_t old[NL])
{
    CTL32;
    uint32_t a[NL], b[NL], r[NL];
    fsrc32(x, 0, a);
    valu_src32(x, 1, b);
    FOR_EACH_LANE(l) {
        unsigned sh = 8 * (b[l] & 3);
        r[l] = (old[l] & ~(0xffu << sh)) | to_u8(f32_val(f32_in(a[l], C32))) << sh;
    }
    valu_dst32(x, r);
}

/* D = S2 with byte S1[1:0] replaced by u8(S0). */
SEM(v_cvt_pk_u8_f32)
{
    uint32_t d[NL];
    valu_src32(x, 2, d);
    pk_u8_f32(x, d);
}

/* The destination's other bytes are kept (it is also the accumulator). */
SEM(v_cvt_pkaccum_u8_f32) { pk_u8_f32(x, valu_dst_old(x)); }
