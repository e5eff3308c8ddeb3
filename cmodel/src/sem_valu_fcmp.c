/* Floating-point compares (V_CMP/V_CMPX_*_F16/F32/F64) and class tests
 * (V_CMP/V_CMPX_CLASS_*): ISA 12.9.  Readings in docs/numerics.md. */
#include "sem_fp.h"

/* ---- class and compares ---- */

/* A compare's relation per lane, one-hot: lt 1, eq 2, gt 4, unordered 8.
 * The low four opcode bits of every float VOPC are the truth table over
 * these (F=0, LT=1, EQ=2, LE=3, GT=4, LG=5, GE=6, O=7, U=8, NGE=9, NLG=10,
 * NGT=11, NLE=12, NEQ=13, NLT=14, TRU=15); bit 4 selects V_CMPX. */
static unsigned relation(double a, double b)
{
    return a < b ? 1u : a == b ? 2u : a > b ? 4u : 8u;
}

static void cmp_finish(gcn_exec *x, const uint8_t rel[NL])
{
    unsigned op = (unsigned)x->in->desc->opcode[GCN_VOPC];
    uint64_t bits = 0;
    FOR_EACH_LANE(l) bits |= (uint64_t)((op & rel[l]) != 0) << l;
    fcmp_result(x, bits, op >> 4 & 1);
}

/* Source i as doubles, denormals read through MODE's input flush (-0 ==
 * +0 anyway): every f16, f32 and f64 value is exact in a double, so one
 * compare serves the three widths. */
static void fcmp_src(const gcn_exec *x, unsigned i, int bits, double out[NL])
{
    if (bits == 64) {
        CTL64;
        uint64_t a[NL];
        fsrc64(x, i, a);
        FOR_EACH_LANE(l) out[l] = u2d(f64_in(a[l], C64));
    } else if (bits == 32) {
        CTL32;
        uint32_t a[NL];
        fsrc32(x, i, a);
        FOR_EACH_LANE(l) out[l] = f32_val(f32_in(a[l], C32));
    } else {
        CTL16;
        uint16_t a[NL];
        fsrc16(x, i, a);
        FOR_EACH_LANE(l) out[l] = f16_val(f16_in(a[l], C16));
    }
}

static void fcmp(gcn_exec *x, int bits)
{
    double a[NL], b[NL];
    uint8_t rel[NL];
    fcmp_src(x, 0, bits, a);
    fcmp_src(x, 1, bits, b);
    FOR_EACH_LANE(l) rel[l] = (uint8_t)relation(a[l], b[l]);
    cmp_finish(x, rel);
}

static void fcmp16(gcn_exec *x) { fcmp(x, 16); }
static void fcmp32(gcn_exec *x) { fcmp(x, 32); }
static void fcmp64(gcn_exec *x) { fcmp(x, 64); }

/* Class tests see the raw value (no denormal flush): S1's bits name the
 * classes (sNaN, qNaN, -inf, -normal, -denormal, -0, +0, +denormal,
 * +normal, +inf). */
static void fclass(gcn_exec *x, int bits, int writes_exec)
{
    uint32_t m[NL];
    uint64_t res = 0;
    valu_src32(x, 1, m);
    if (bits == 64) {
        uint64_t a[NL];
        fsrc64(x, 0, a);
        FOR_EACH_LANE(l) res |= (uint64_t)((f64_class(a[l]) & m[l]) != 0) << l;
    } else if (bits == 32) {
        uint32_t a[NL];
        fsrc32(x, 0, a);
        FOR_EACH_LANE(l) res |= (uint64_t)((f32_class(a[l]) & m[l]) != 0) << l;
    } else {
        uint16_t a[NL];
        fsrc16(x, 0, a);
        FOR_EACH_LANE(l) res |= (uint64_t)((f16_class(a[l]) & m[l]) != 0) << l;
    }
    fcmp_result(x, res, writes_exec);
}

SEM(v_cmp_class_f32) { fclass(x, 32, 0); }
SEM(v_cmpx_class_f32) { fclass(x, 32, 1); }
SEM(v_cmp_class_f64) { fclass(x, 64, 0); }
SEM(v_cmpx_class_f64) { fclass(x, 64, 1); }
SEM(v_cmp_class_f16) { fclass(x, 16, 0); }
SEM(v_cmpx_class_f16) { fclass(x, 16, 1); }

SEM(v_cmp_f_f16) { fcmp16(x); }
SEM(v_cmp_lt_f16) { fcmp16(x); }
SEM(v_cmp_eq_f16) { fcmp16(x); }
SEM(v_cmp_le_f16) { fcmp16(x); }
SEM(v_cmp_gt_f16) { fcmp16(x); }
SEM(v_cmp_lg_f16) { fcmp16(x); }
SEM(v_cmp_ge_f16) { fcmp16(x); }
SEM(v_cmp_o_f16) { fcmp16(x); }
SEM(v_cmp_u_f16) { fcmp16(x); }
SEM(v_cmp_nge_f16) { fcmp16(x); }
SEM(v_cmp_nlg_f16) { fcmp16(x); }
SEM(v_cmp_ngt_f16) { fcmp16(x); }
SEM(v_cmp_nle_f16) { fcmp16(x); }
SEM(v_cmp_neq_f16) { fcmp16(x); }
SEM(v_cmp_nlt_f16) { fcmp16(x); }
SEM(v_cmp_tru_f16) { fcmp16(x); }
SEM(v_cmpx_f_f16) { fcmp16(x); }
SEM(v_cmpx_lt_f16) { fcmp16(x); }
SEM(v_cmpx_eq_f16) { fcmp16(x); }
SEM(v_cmpx_le_f16) { fcmp16(x); }
SEM(v_cmpx_gt_f16) { fcmp16(x); }
SEM(v_cmpx_lg_f16) { fcmp16(x); }
SEM(v_cmpx_ge_f16) { fcmp16(x); }
SEM(v_cmpx_o_f16) { fcmp16(x); }
SEM(v_cmpx_u_f16) { fcmp16(x); }
SEM(v_cmpx_nge_f16) { fcmp16(x); }
SEM(v_cmpx_nlg_f16) { fcmp16(x); }
SEM(v_cmpx_ngt_f16) { fcmp16(x); }
SEM(v_cmpx_nle_f16) { fcmp16(x); }
SEM(v_cmpx_neq_f16) { fcmp16(x); }
SEM(v_cmpx_nlt_f16) { fcmp16(x); }
SEM(v_cmpx_tru_f16) { fcmp16(x); }

SEM(v_cmp_f_f32) { fcmp32(x); }
SEM(v_cmp_lt_f32) { fcmp32(x); }
SEM(v_cmp_eq_f32) { fcmp32(x); }
SEM(v_cmp_le_f32) { fcmp32(x); }
SEM(v_cmp_gt_f32) { fcmp32(x); }
SEM(v_cmp_lg_f32) { fcmp32(x); }
SEM(v_cmp_ge_f32) { fcmp32(x); }
SEM(v_cmp_o_f32) { fcmp32(x); }
SEM(v_cmp_u_f32) { fcmp32(x); }
SEM(v_cmp_nge_f32) { fcmp32(x); }
SEM(v_cmp_nlg_f32) { fcmp32(x); }
SEM(v_cmp_ngt_f32) { fcmp32(x); }
SEM(v_cmp_nle_f32) { fcmp32(x); }
SEM(v_cmp_neq_f32) { fcmp32(x); }
SEM(v_cmp_nlt_f32) { fcmp32(x); }
SEM(v_cmp_tru_f32) { fcmp32(x); }
SEM(v_cmpx_f_f32) { fcmp32(x); }
SEM(v_cmpx_lt_f32) { fcmp32(x); }
SEM(v_cmpx_eq_f32) { fcmp32(x); }
SEM(v_cmpx_le_f32) { fcmp32(x); }
SEM(v_cmpx_gt_f32) { fcmp32(x); }
SEM(v_cmpx_lg_f32) { fcmp32(x); }
SEM(v_cmpx_ge_f32) { fcmp32(x); }
SEM(v_cmpx_o_f32) { fcmp32(x); }
SEM(v_cmpx_u_f32) { fcmp32(x); }
SEM(v_cmpx_nge_f32) { fcmp32(x); }
SEM(v_cmpx_nlg_f32) { fcmp32(x); }
SEM(v_cmpx_ngt_f32) { fcmp32(x); }
SEM(v_cmpx_nle_f32) { fcmp32(x); }
SEM(v_cmpx_neq_f32) { fcmp32(x); }
SEM(v_cmpx_nlt_f32) { fcmp32(x); }
SEM(v_cmpx_tru_f32) { fcmp32(x); }

SEM(v_cmp_f_f64) { fcmp64(x); }
SEM(v_cmp_lt_f64) { fcmp64(x); }
SEM(v_cmp_eq_f64) { fcmp64(x); }
SEM(v_cmp_le_f64) { fcmp64(x); }
SEM(v_cmp_gt_f64) { fcmp64(x); }
SEM(v_cmp_lg_f64) { fcmp64(x); }
SEM(v_cmp_ge_f64) { fcmp64(x); }
SEM(v_cmp_o_f64) { fcmp64(x); }
SEM(v_cmp_u_f64) { fcmp64(x); }
SEM(v_cmp_nge_f64) { fcmp64(x); }
SEM(v_cmp_nlg_f64) { fcmp64(x); }
SEM(v_cmp_ngt_f64) { fcmp64(x); }
SEM(v_cmp_nle_f64) { fcmp64(x); }
SEM(v_cmp_neq_f64) { fcmp64(x); }
SEM(v_cmp_nlt_f64) { fcmp64(x); }
SEM(v_cmp_tru_f64) { fcmp64(x); }
SEM(v_cmpx_f_f64) { fcmp64(x); }
SEM(v_cmpx_lt_f64) { fcmp64(x); }
SEM(v_cmpx_eq_f64) { fcmp64(x); }
SEM(v_cmpx_le_f64) { fcmp64(x); }
SEM(v_cmpx_gt_f64) { fcmp64(x); }
SEM(v_cmpx_lg_f64) { fcmp64(x); }
SEM(v_cmpx_ge_f64) { fcmp64(x); }
SEM(v_cmpx_o_f64) { fcmp64(x); }
SEM(v_cmpx_u_f64) { fcmp64(x); }
SEM(v_cmpx_nge_f64) { fcmp64(x); }
SEM(v_cmpx_nlg_f64) { fcmp64(x); }
SEM(v_cmpx_ngt_f64) { fcmp64(x); }
SEM(v_cmpx_nle_f64) { fcmp64(x); }
SEM(v_cmpx_neq_f64) { fcmp64(x); }
SEM(v_cmpx_nlt_f64) { fcmp64(x); }
SEM(v_cmpx_tru_f64) { fcmp64(x); }
