/* VALU operand fetch and result write-back, for all 64 lanes at once. */
#include <math.h>

#include "model_internal.h"

/* Row role of VALU source i. */
static gcn_role src_role(unsigned i)
{
    static const gcn_role roles[3] = {GCN_R_SRC0, GCN_R_SRC1, GCN_R_SRC2};
    return roles[i];
}

/* DPP and SDWA reshape sources and results; until they are modelled an
 * instruction in those forms stops the wave with a clear report. */
static int form_supported(const gcn_exec *x)
{
    if (x->in->form == GCN_FORM_DPP || x->in->form == GCN_FORM_SDWA) {
        gcn_raise((gcn_exec *)x, GCN_TRAP_UNIMPLEMENTED, "%s: %s form not modelled yet", x->in->desc->name,
                  x->in->form == GCN_FORM_DPP ? "DPP" : "SDWA");
        return 0;
    }
    return 1;
}

void valu_src32(const gcn_exec *x, unsigned i, uint32_t out[GCN_WAVE_SIZE])
{
    unsigned code = x->in->src[i];
    if (!form_supported(x))
        return;
    if (code >= GCN_OP_VGPR0) {
        const uint32_t *r = x->w->vgpr[gcn_vgpr_index(x, code, 0)];
        memcpy(out, r, sizeof(uint32_t) * GCN_WAVE_SIZE);
        return;
    }
    uint32_t v = gcn_scalar_read32(x, code, gcn_role_type(x->in, src_role(i)));
    FOR_EACH_LANE(l) out[l] = v;
}

void valu_src64(const gcn_exec *x, unsigned i, uint64_t out[GCN_WAVE_SIZE])
{
    unsigned code = x->in->src[i];
    if (!form_supported(x))
        return;
    if (code >= GCN_OP_VGPR0) {
        unsigned r = gcn_vgpr_index(x, code, 0);
        const uint32_t *lo = x->w->vgpr[r], *hi = x->w->vgpr[(r + 1) & (GCN_NUM_VGPRS - 1)];
        FOR_EACH_LANE(l) out[l] = (uint64_t)hi[l] << 32 | lo[l];
        return;
    }
    uint64_t v = gcn_scalar_read64(x, code, gcn_role_type(x->in, src_role(i)));
    FOR_EACH_LANE(l) out[l] = v;
}

/* abs then neg: both set gives -|x| (VOP3 input modifiers). */
static unsigned mod_abs(const gcn_exec *x, unsigned i) { return x->in->abs >> i & 1; }
static unsigned mod_neg(const gcn_exec *x, unsigned i) { return x->in->neg >> i & 1; }

void valu_src_f32(const gcn_exec *x, unsigned i, float out[GCN_WAVE_SIZE])
{
    uint32_t raw[GCN_WAVE_SIZE];
    valu_src32(x, i, raw);
    uint32_t clear = mod_abs(x, i) ? 0x7fffffffu : 0xffffffffu;
    uint32_t flip = mod_neg(x, i) ? 0x80000000u : 0;
    FOR_EACH_LANE(l) {
        uint32_t b = (raw[l] & clear) ^ flip;
        memcpy(&out[l], &b, 4);
    }
}

void valu_src_f64(const gcn_exec *x, unsigned i, double out[GCN_WAVE_SIZE])
{
    uint64_t raw[GCN_WAVE_SIZE];
    valu_src64(x, i, raw);
    uint64_t clear = mod_abs(x, i) ? 0x7fffffffffffffffull : ~0ull;
    uint64_t flip = mod_neg(x, i) ? 0x8000000000000000ull : 0;
    FOR_EACH_LANE(l) {
        uint64_t b = (raw[l] & clear) ^ flip;
        memcpy(&out[l], &b, 8);
    }
}

/* Lanes the write reaches: EXEC (DPP masks join when DPP is modelled). */
static uint64_t write_mask(const gcn_exec *x)
{
    return x->exec;
}

void valu_dst32(gcn_exec *x, const uint32_t v[GCN_WAVE_SIZE])
{
    if (x->w->state == GCN_WAVE_TRAPPED)
        return;
    gcn_vgpr_write_lanes(x, gcn_vgpr_index(x, x->in->vdst, 0), write_mask(x), v);
}

void valu_dst64(gcn_exec *x, const uint64_t v[GCN_WAVE_SIZE])
{
    if (x->w->state == GCN_WAVE_TRAPPED)
        return;
    uint32_t lo[GCN_WAVE_SIZE], hi[GCN_WAVE_SIZE];
    FOR_EACH_LANE(l) {
        lo[l] = (uint32_t)v[l];
        hi[l] = (uint32_t)(v[l] >> 32);
    }
    unsigned r = gcn_vgpr_index(x, x->in->vdst, 0);
    gcn_vgpr_write_lanes(x, r, write_mask(x), lo);
    gcn_vgpr_write_lanes(x, (r + 1) & (GCN_NUM_VGPRS - 1), write_mask(x), hi);
}

/* Output modifier (x2, x4, /2) then clamp to [0, 1], as the VOP3 encoding asks. */
static double output_modifiers(const gcn_exec *x, double v)
{
    static const double scale[4] = {1.0, 2.0, 4.0, 0.5};
    v *= scale[x->in->omod & 3];
    if (x->in->clamp) {
        if (isnan(v))
            return 0.0;
        v = v < 0.0 ? 0.0 : v > 1.0 ? 1.0 : v;
    }
    return v;
}

void valu_dst_f32(gcn_exec *x, const float v[GCN_WAVE_SIZE])
{
    uint32_t bits[GCN_WAVE_SIZE];
    int mods = x->in->omod || x->in->clamp;
    FOR_EACH_LANE(l) {
        float f = mods ? (float)output_modifiers(x, v[l]) : v[l];
        memcpy(&bits[l], &f, 4);
    }
    valu_dst32(x, bits);
}

void valu_dst_f64(gcn_exec *x, const double v[GCN_WAVE_SIZE])
{
    uint64_t bits[GCN_WAVE_SIZE];
    int mods = x->in->omod || x->in->clamp;
    FOR_EACH_LANE(l) {
        double f = mods ? output_modifiers(x, v[l]) : v[l];
        memcpy(&bits[l], &f, 8);
    }
    valu_dst64(x, bits);
}

void valu_dst_lanemask(gcn_exec *x, uint64_t bits)
{
    if (x->w->state == GCN_WAVE_TRAPPED)
        return;
    unsigned sdst = x->in->family == GCN_VOP3 ? x->in->sdst : GCN_OP_VCC_LO;
    gcn_sgpr_write64(x, sdst, bits & x->exec);
}
