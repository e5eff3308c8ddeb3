/* Shared floating-point numerics of the VALU: MODE controls, rounding of
 * exact results to f16/f32/f64 with every rounding mode, denormal flushing,
 * NaN rules, output modifiers.  Values travel as raw bits so a NaN payload
 * or a denormal never passes through the host's own rules by accident.
 * docs/numerics.md states each choice; the RTL implements the same. */
#ifndef GCN_FP_H
#define GCN_FP_H

#include <math.h>
#include <stdint.h>
#include <string.h>

/* MODE.FP_ROUND values */
enum { FP_RNE = 0, FP_RUP = 1, FP_RDN = 2, FP_RTZ = 3 };

/* The controls one instruction works under for one format: f32 reads
 * MODE[1:0] and [5:4], f16 and f64 read MODE[3:2] and [7:6]. */
typedef struct fp_ctl {
    uint8_t rnd;        /* FP_RNE .. FP_RTZ */
    uint8_t flush_in;   /* denormal inputs read as signed zero */
    uint8_t flush_out;  /* denormal results written as signed zero */
    uint8_t ieee;       /* MODE.IEEE (bit 9) */
    uint8_t dx10;       /* MODE.DX10_CLAMP (bit 8) */
    uint8_t f16_ovfl;   /* MODE.FP16_OVFL (bit 23) */
    uint8_t general_only; /* 1: no host fast path (gcn_machine.general_only) */
} fp_ctl;

static inline fp_ctl fp_make_ctl(uint32_t mode, unsigned rnd, unsigned den)
{
    fp_ctl c;
    c.rnd = (uint8_t)rnd;
    c.flush_in = !(den & 1);   /* denorm mode 1 and 3 allow input denormals */
    c.flush_out = !(den & 2);  /* 2 and 3 allow output denormals */
    c.ieee = (uint8_t)(mode >> 9 & 1);
    c.dx10 = (uint8_t)(mode >> 8 & 1);
    c.f16_ovfl = (uint8_t)(mode >> 23 & 1);
    c.general_only = 0;
    return c;
}

static inline fp_ctl fp_ctl32(uint32_t mode) { return fp_make_ctl(mode, mode & 3, mode >> 4 & 3); }
/* f64 and f16 share the controls */
static inline fp_ctl fp_ctl64(uint32_t mode) { return fp_make_ctl(mode, mode >> 2 & 3, mode >> 6 & 3); }
#define fp_ctl16 fp_ctl64

/* Canonical quiet NaNs produced by invalid operations (the ISA's examples:
 * V_LOG_F32(-1.0) => 0xffc00000, V_SQRT_F16(-INF) => 0xfe00). */
#define F32_DNAN 0xffc00000u
#define F64_DNAN 0xfff8000000000000ull
#define F16_DNAN 0xfe00u

static inline float u2f(uint32_t b) { float f; memcpy(&f, &b, 4); return f; }
static inline uint32_t f2u(float f) { uint32_t b; memcpy(&b, &f, 4); return b; }
static inline double u2d(uint64_t b) { double d; memcpy(&d, &b, 8); return d; }
static inline uint64_t d2u(double d) { uint64_t b; memcpy(&b, &d, 8); return b; }

static inline int f32_isnan(uint32_t a) { return (a & 0x7fffffffu) > 0x7f800000u; }
static inline int f64_isnan(uint64_t a) { return (a & ~(1ull << 63)) > 0x7ff0000000000000ull; }
static inline int f16_isnan(uint16_t a) { return (a & 0x7fffu) > 0x7c00u; }
static inline int f32_issnan(uint32_t a) { return f32_isnan(a) && !(a & 0x00400000u); }
static inline int f64_issnan(uint64_t a) { return f64_isnan(a) && !(a & 0x0008000000000000ull); }
static inline int f16_issnan(uint16_t a) { return f16_isnan(a) && !(a & 0x0200u); }
static inline uint32_t f32_quiet(uint32_t a) { return a | 0x00400000u; }
static inline uint64_t f64_quiet(uint64_t a) { return a | 0x0008000000000000ull; }
static inline uint16_t f16_quiet(uint16_t a) { return (uint16_t)(a | 0x0200u); }

/* Denormal inputs to signed zero when the mode flushes them. */
static inline uint32_t f32_in(uint32_t a, const fp_ctl *c)
{
    return c->flush_in && !(a & 0x7f800000u) ? a & 0x80000000u : a;
}
static inline uint64_t f64_in(uint64_t a, const fp_ctl *c)
{
    return c->flush_in && !(a & 0x7ff0000000000000ull) ? a & (1ull << 63) : a;
}
static inline uint16_t f16_in(uint16_t a, const fp_ctl *c)
{
    return c->flush_in && !(a & 0x7c00u) ? (uint16_t)(a & 0x8000u) : a;
}

/* Exact values of the narrow formats (NaN keeps its payload's top bits). */
static inline double f32_val(uint32_t a) { return (double)u2f(a); }
double f16_val(uint16_t a);

/* Round the exact value hi + lo to the format (lo is the error term of an
 * error-free transform: |lo| <= ulp(hi)/2, or 0).  NaN in hi gives a quiet
 * NaN with the top payload bits. */
uint32_t fp_round32_general(double hi, double lo, const fp_ctl *c);
uint16_t fp_round16(double hi, double lo, const fp_ctl *c);

/* fp_round32, with its fast path inline: one rounding to nearest even of an
 * exact double is the host's double-to-float conversion (IEEE, no FTZ:
 * denormal results exact, NaN quieted with its top payload bits); output
 * flushing comes after the rounding, as in the general path. */
static inline uint32_t fp_round32(double hi, double lo, const fp_ctl *c)
{
    if (lo == 0.0 && c->rnd == FP_RNE && !c->general_only) {
        uint32_t r = f2u((float)hi);
        return c->flush_out && !(r & 0x7f800000u) ? r & 0x80000000u : r;
    }
    return fp_round32_general(hi, lo, c);
}

/* Error-free sum: s + *err == a + b exactly (finite operands). */
static inline double two_sum(double a, double b, double *err)
{
    double s = a + b, bb = s - a;
    *err = (a - (s - bb)) + (b - bb);
    return s;
}

/* IEEE arithmetic, one rounding, under the controls (inputs already carry
 * their abs/neg modifiers).  NaN operands give the first NaN quieted; invalid
 * operations give the canonical NaN. */
uint32_t f32_add(uint32_t a, uint32_t b, const fp_ctl *c);
uint32_t f32_mul(uint32_t a, uint32_t b, const fp_ctl *c);
uint32_t f32_fma(uint32_t a, uint32_t b, uint32_t d, const fp_ctl *c);
/* (a*b + d) * 2^k with one rounding (|k| <= 64: V_DIV_FMAS_F32). */
uint32_t f32_fma_scaled(uint32_t a, uint32_t b, uint32_t d, int k, const fp_ctl *c);
/* Round p + d (p exact in double, NaN-free operands resolved by the caller
 * except invalid inf - inf, which gives the canonical NaN) to f32 / f16. */
uint32_t fp_sum32(double p, double d, const fp_ctl *c);
uint16_t fp_sum16(double p, double d, const fp_ctl *c);
uint16_t f16_add(uint16_t a, uint16_t b, const fp_ctl *c);
uint16_t f16_mul(uint16_t a, uint16_t b, const fp_ctl *c);
uint16_t f16_fma(uint16_t a, uint16_t b, uint16_t d, const fp_ctl *c);
uint64_t f64_add(uint64_t a, uint64_t b, const fp_ctl *c);
uint64_t f64_mul(uint64_t a, uint64_t b, const fp_ctl *c);
uint64_t f64_fma(uint64_t a, uint64_t b, uint64_t d, const fp_ctl *c);

/* Min/max with the ISA's NaN and signed-zero rules (V_MIN_F32 pseudocode);
 * ieee is MODE.IEEE. */
uint32_t f32_min(uint32_t a, uint32_t b, const fp_ctl *c);
uint32_t f32_max(uint32_t a, uint32_t b, const fp_ctl *c);
uint64_t f64_min(uint64_t a, uint64_t b, const fp_ctl *c);
uint64_t f64_max(uint64_t a, uint64_t b, const fp_ctl *c);
uint16_t f16_min(uint16_t a, uint16_t b, const fp_ctl *c);
uint16_t f16_max(uint16_t a, uint16_t b, const fp_ctl *c);

/* Output modifiers of a VOP3 float result: omod (x2, x4, /2) then clamp to
 * [0, 1].  omod is 0..3 as encoded. */
uint32_t f32_outmod(uint32_t r, unsigned omod, unsigned clamp, const fp_ctl *c);
uint64_t f64_outmod(uint64_t r, unsigned omod, unsigned clamp, const fp_ctl *c);
uint16_t f16_outmod(uint16_t r, unsigned omod, unsigned clamp, const fp_ctl *c);

/* IEEE class mask of V_CMP_CLASS (bit 0 sNaN .. bit 9 +inf). */
unsigned f32_class(uint32_t a);
unsigned f64_class(uint64_t a);
unsigned f16_class(uint16_t a);

/* Conversions. */
uint16_t fp_f32_to_f16(uint32_t a, const fp_ctl *c16);       /* rounds by MODE */
uint32_t fp_f16_to_f32(uint16_t a, const fp_ctl *c32);
uint32_t fp_f64_to_f32(uint64_t a, const fp_ctl *c64, const fp_ctl *c32);
uint64_t fp_f32_to_f64(uint32_t a, const fp_ctl *c32, const fp_ctl *c64);
/* Float to integer: truncation, NaN to 0, saturating. */
static inline int32_t fp_to_i32(double v)
{
    if (isnan(v))
        return 0;
    if (v >= 2147483647.0)
        return INT32_MAX;
    if (v <= -2147483648.0)
        return INT32_MIN;
    return (int32_t)v;
}

static inline uint32_t fp_to_u32(double v)
{
    if (isnan(v) || v <= 0.0)
        return 0;
    if (v >= 4294967295.0)
        return UINT32_MAX;
    return (uint32_t)v;
}

#endif
