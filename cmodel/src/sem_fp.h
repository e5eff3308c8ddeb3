/* Operand shapes of the floating-point VALU semantics (sem_valu_*.c): raw
 * bits with the source modifiers applied, results through the output
 * modifiers, and the MODE controls of the instruction. */
#ifndef GCN_SEM_FP_H
#define GCN_SEM_FP_H

#include "fp.h"
#include "model_internal.h"

#define NL GCN_WAVE_SIZE

/* f32 source i as bits, abs then neg applied. */
static inline void fsrc32(const gcn_exec *x, unsigned i, uint32_t out[NL])
{
    valu_src32(x, i, out);
    uint32_t clear = (x->in->abs >> i & 1) ? 0x7fffffffu : 0xffffffffu;
    uint32_t flip = (x->in->neg >> i & 1) ? 0x80000000u : 0;
    FOR_EACH_LANE(l) out[l] = (out[l] & clear) ^ flip;
}

/* The same without a copy when the source has no modifier (valu_src32p). */
static inline const uint32_t *fsrc32p(const gcn_exec *x, unsigned i, uint32_t buf[NL])
{
    if (!((x->in->abs | x->in->neg) >> i & 1))
        return valu_src32p(x, i, buf);
    fsrc32(x, i, buf);
    return buf;
}

static inline void fsrc64(const gcn_exec *x, unsigned i, uint64_t out[NL])
{
    valu_src64(x, i, out);
    uint64_t clear = (x->in->abs >> i & 1) ? 0x7fffffffffffffffull : ~0ull;
    uint64_t flip = (x->in->neg >> i & 1) ? 0x8000000000000000ull : 0;
    FOR_EACH_LANE(l) out[l] = (out[l] & clear) ^ flip;
}

static inline void fsrc16(const gcn_exec *x, unsigned i, uint16_t out[NL])
{
    valu_src16(x, i, 1, out);
}

/* Results: output modifiers (omod, clamp) under the controls, then the write. */
static inline void fdst32(gcn_exec *x, uint32_t v[NL], const fp_ctl *c)
{
    if (x->in->omod || x->in->clamp)
        FOR_EACH_LANE(l) v[l] = f32_outmod(v[l], x->in->omod, x->in->clamp, c);
    valu_dst32(x, v);
}

static inline void fdst64(gcn_exec *x, uint64_t v[NL], const fp_ctl *c)
{
    if (x->in->omod || x->in->clamp)
        FOR_EACH_LANE(l) v[l] = f64_outmod(v[l], x->in->omod, x->in->clamp, c);
    valu_dst64(x, v);
}

static inline void fdst16(gcn_exec *x, uint16_t v[NL], const fp_ctl *c, int keep_hi)
{
    if (x->in->omod || x->in->clamp)
        FOR_EACH_LANE(l) v[l] = f16_outmod(v[l], x->in->omod, x->in->clamp, c);
    valu_dst16(x, v, keep_hi);
}

/* The controls of this instruction for each format (general_only when the
 * machine takes no fast path). */
static inline fp_ctl sem_ctl(const gcn_exec *x, fp_ctl c)
{
    c.general_only = x->m->general_only;
    return c;
}
#define CTL32 const fp_ctl c32 = sem_ctl(x, fp_ctl32(x->w->mode)), *C32 = &c32
#define CTL64 const fp_ctl c64 = sem_ctl(x, fp_ctl64(x->w->mode)), *C64 = &c64
#define CTL16 const fp_ctl c16 = sem_ctl(x, fp_ctl16(x->w->mode)), *C16 = &c16

/* Fast path: with round-to-nearest-even and denormals kept (the MODE clang's
 * kernels run in) the host's IEEE float arithmetic gives exactly fp.c's
 * results once a NaN result is chosen the model's way (first NaN source
 * quieted, else the canonical NaN), so the common case is a plain loop. */
static inline int native32(const fp_ctl *c)
{
    return c->rnd == FP_RNE && !c->flush_in && !c->flush_out && !c->general_only;
}

static inline uint32_t nan_fix32(uint32_t r, uint32_t a, uint32_t b, uint32_t d)
{
    if (!f32_isnan(r))
        return r;
    return f32_isnan(a) ? f32_quiet(a) : f32_isnan(b) ? f32_quiet(b) : f32_isnan(d) ? f32_quiet(d) : F32_DNAN;
}

/* nan_fix32 over the lanes of host results r from sources a, b, d: a test
 * for any NaN first (a loop the compiler vectorizes), since NaNs are rare. */
static inline void nan_fix32_lanes(uint32_t r[NL], const uint32_t a[NL], const uint32_t b[NL], const uint32_t d[NL])
{
    uint32_t any = 0;
    FOR_EACH_LANE(l) any |= (uint32_t)((r[l] & 0x7fffffffu) > 0x7f800000u);
    if (any)
        FOR_EACH_LANE(l) r[l] = nan_fix32(r[l], a[l], b[l], d[l]);
}

/* Body shapes: EXPR sees a[l], b[l], d[l] (sources 0..2) and C32/C64/C16. */
#define F32_UN(EXPR)                                  \
    do {                                              \
        CTL32;                                        \
        uint32_t a_[NL], r[NL];                       \
        const uint32_t *a = fsrc32p(x, 0, a_);        \
        FOR_EACH_LANE(l) r[l] = (EXPR);               \
        fdst32(x, r, C32);                            \
        (void)C32;                                    \
    } while (0)
#define F32_BIN(EXPR)                                 \
    do {                                              \
        CTL32;                                        \
        uint32_t a_[NL], b_[NL], r[NL];               \
        const uint32_t *a = fsrc32p(x, 0, a_);        \
        const uint32_t *b = fsrc32p(x, 1, b_);        \
        FOR_EACH_LANE(l) r[l] = (EXPR);               \
        fdst32(x, r, C32);                            \
    } while (0)
#define F32_TRI(EXPR)                                 \
    do {                                              \
        CTL32;                                        \
        uint32_t a_[NL], b_[NL], d_[NL], r[NL];       \
        const uint32_t *a = fsrc32p(x, 0, a_);        \
        const uint32_t *b = fsrc32p(x, 1, b_);        \
        const uint32_t *d = fsrc32p(x, 2, d_);        \
        FOR_EACH_LANE(l) r[l] = (EXPR);               \
        fdst32(x, r, C32);                            \
    } while (0)
#define F64_UN(EXPR)                                  \
    do {                                              \
        CTL64;                                        \
        uint64_t a[NL], r[NL];                        \
        fsrc64(x, 0, a);                              \
        FOR_EACH_LANE(l) r[l] = (EXPR);               \
        fdst64(x, r, C64);                            \
        (void)C64;                                    \
    } while (0)
#define F64_BIN(EXPR)                                 \
    do {                                              \
        CTL64;                                        \
        uint64_t a[NL], b[NL], r[NL];                 \
        fsrc64(x, 0, a);                              \
        fsrc64(x, 1, b);                              \
        FOR_EACH_LANE(l) r[l] = (EXPR);               \
        fdst64(x, r, C64);                            \
    } while (0)
#define F64_TRI(EXPR)                                 \
    do {                                              \
        CTL64;                                        \
        uint64_t a[NL], b[NL], d[NL], r[NL];          \
        fsrc64(x, 0, a);                              \
        fsrc64(x, 1, b);                              \
        fsrc64(x, 2, d);                              \
        FOR_EACH_LANE(l) r[l] = (EXPR);               \
        fdst64(x, r, C64);                            \
    } while (0)
#define F16_UN(EXPR)                                  \
    do {                                              \
        CTL16;                                        \
        uint16_t a[NL], r[NL];                        \
        fsrc16(x, 0, a);                              \
        FOR_EACH_LANE(l) r[l] = (uint16_t)(EXPR);     \
        fdst16(x, r, C16, 0);                         \
        (void)C16;                                    \
    } while (0)
#define F16_BIN(EXPR)                                 \
    do {                                              \
        CTL16;                                        \
        uint16_t a[NL], b[NL], r[NL];                 \
        fsrc16(x, 0, a);                              \
        fsrc16(x, 1, b);                              \
        FOR_EACH_LANE(l) r[l] = (uint16_t)(EXPR);     \
        fdst16(x, r, C16, 0);                         \
    } while (0)
#define F16_TRI(EXPR, KEEP_HI)                        \
    do {                                              \
        CTL16;                                        \
        uint16_t a[NL], b[NL], d[NL], r[NL];          \
        fsrc16(x, 0, a);                              \
        fsrc16(x, 1, b);                              \
        fsrc16(x, 2, d);                              \
        FOR_EACH_LANE(l) r[l] = (uint16_t)(EXPR);     \
        fdst16(x, r, C16, KEEP_HI);                   \
    } while (0)

/* A VOPC result: VCC (e32) or sdst (e64), and EXEC too for V_CMPX. */
static inline void fcmp_result(gcn_exec *x, uint64_t bits, int writes_exec)
{
    valu_dst_lanemask(x, bits);
    if (writes_exec && x->w->state != GCN_WAVE_TRAPPED)
        gcn_sgpr_write64(x, GCN_OP_EXEC_LO, bits & x->exec);
}

#endif
