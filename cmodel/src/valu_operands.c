/* VALU operand fetch and result write-back, for all 64 lanes at once. */
#include <math.h>

#include "fp.h"
#include "model_internal.h"

/* Row role of VALU source i. */
static gcn_role src_role(unsigned i)
{
    static const gcn_role roles[3] = {GCN_R_SRC0, GCN_R_SRC1, GCN_R_SRC2};
    return roles[i];
}

/* ---- DPP (src0 lane permutation; ISA 13.3.9, docs/salu-valu-int.md) ---- */

/* The lane lane n reads under dpp_ctrl, or -1 when the control gives it none
 * (shifted in from outside the row or wave, row 0 of row_bcast15, rows 0-1
 * of row_bcast31, reserved controls). */
static int dpp_source_lane(unsigned ctrl, int n)
{
    int row = n & ~15, k = n & 15, c = (int)(ctrl & 15);
    if (ctrl <= 0xff)
        return (n & ~3) + (int)(ctrl >> (2 * (n & 3)) & 3);      /* quad_perm */
    if (ctrl >= 0x101 && ctrl <= 0x10f)
        return k + c < 16 ? n + c : -1;                           /* row_shl */
    if (ctrl >= 0x111 && ctrl <= 0x11f)
        return k >= c ? n - c : -1;                               /* row_shr */
    if (ctrl >= 0x121 && ctrl <= 0x12f)
        return row + ((k - c) & 15);                              /* row_ror */
    if (ctrl >= 0x150 && ctrl <= 0x15f)
        return row + c;                                           /* row_newbcast (gfx90a) */
    switch (ctrl) {
    case 0x130: return n < 63 ? n + 1 : -1;                       /* wave_shl:1 */
    case 0x134: return (n + 1) & 63;                              /* wave_rol:1 */
    case 0x138: return n > 0 ? n - 1 : -1;                        /* wave_shr:1 */
    case 0x13c: return (n + 63) & 63;                             /* wave_ror:1 */
    case 0x140: return row + 15 - k;                              /* row_mirror */
    case 0x141: return (n & ~7) + 7 - (n & 7);                    /* row_half_mirror */
    case 0x142: return n > 15 ? row - 1 : -1;                     /* row_bcast:15 */
    case 0x143: return n > 31 ? 31 : -1;                          /* row_bcast:31 */
    default: return -1;
    }
}

/* Source lane of every lane, and the lanes whose source is valid: it exists
 * and was active in EXEC (an inactive lane's VGPR is not read). */
static uint64_t dpp_lanes(const gcn_exec *x, int8_t src[GCN_WAVE_SIZE])
{
    uint64_t valid = 0;
    for (int n = 0; n < GCN_WAVE_SIZE; n++) {
        int s = dpp_source_lane(x->in->dpp_ctrl, n);
        src[n] = (int8_t)(s < 0 ? 0 : s);
        if (s >= 0 && (x->exec >> s & 1))
            valid |= 1ull << n;
    }
    return valid;
}

/* src0 of a DPP instruction: the source lane's value, or 0 for a lane whose
 * source is invalid (with bound_ctrl the lane is written with it; without,
 * write_mask leaves the lane unwritten). */
static void dpp_permute32(const gcn_exec *x, const uint32_t *r, uint32_t out[GCN_WAVE_SIZE])
{
    int8_t src[GCN_WAVE_SIZE];
    uint64_t valid = dpp_lanes(x, src);
    FOR_EACH_LANE(l) out[l] = (valid >> l & 1) ? r[src[l]] : 0;
}

/* ---- SDWA (sub-dword selects; ISA 13.3.7) ---- */

/* The field sel names (0-3 bytes, 4-5 words, 6 dword) moved to bit 0,
 * sign- or zero-extended. */
static uint32_t sdwa_select(uint32_t v, unsigned sel, unsigned sext)
{
    if (sel >= 6)
        return v;
    unsigned width = sel < 4 ? 8 : 16, shift = sel < 4 ? 8 * sel : 16 * (sel - 4);
    uint32_t f = v >> shift & ((1u << width) - 1);
    if (sext && (f >> (width - 1) & 1))
        f |= ~0u << width;
    return f;
}

void valu_src32(const gcn_exec *x, unsigned i, uint32_t out[GCN_WAVE_SIZE])
{
    unsigned code = x->in->src[i];
    if (code >= GCN_OP_VGPR0) {
        const uint32_t *r = x->w->vgpr[gcn_vgpr_index(x, code, 0)];
        if (i == 0 && x->in->form == GCN_FORM_DPP)
            dpp_permute32(x, r, out);
        else
            memcpy(out, r, sizeof(uint32_t) * GCN_WAVE_SIZE);
    } else {
        /* an SGPR reads the same whatever the type: skip the row lookup */
        uint32_t v = code < GCN_NUM_SGPR_CODES ? x->w->sgpr[code]
                                               : gcn_role_read32(x, code, src_role(i));
        FOR_EACH_LANE(l) out[l] = v;
    }
    if (x->in->form == GCN_FORM_SDWA && i < 2) {
        unsigned sel = x->in->src_sel[i], sext = x->in->sext[i];
        FOR_EACH_LANE(l) out[l] = sdwa_select(out[l], sel, sext);
    }
}

/* Source i's value when it is not a VGPR: an SGPR pair, a constant or the
 * literal. */
static uint64_t scalar_src64(const gcn_exec *x, unsigned i, unsigned code)
{
    return code < GCN_NUM_SGPR_CODES - 1 ? (uint64_t)x->w->sgpr[code + 1] << 32 | x->w->sgpr[code]
                                         : gcn_role_read64(x, code, src_role(i));
}

void valu_src64(const gcn_exec *x, unsigned i, uint64_t out[GCN_WAVE_SIZE])
{
    unsigned code = x->in->src[i];
    if (code >= GCN_OP_VGPR0) {
        unsigned r = gcn_vgpr_index(x, code, 0);
        const uint32_t *lo = x->w->vgpr[r], *hi = x->w->vgpr[(r + 1) & (GCN_NUM_VGPRS - 1)];
        if (i == 0 && x->in->form == GCN_FORM_DPP) {
            uint32_t plo[GCN_WAVE_SIZE], phi[GCN_WAVE_SIZE];
            dpp_permute32(x, lo, plo);
            dpp_permute32(x, hi, phi);
            FOR_EACH_LANE(l) out[l] = (uint64_t)phi[l] << 32 | plo[l];
            return;
        }
        FOR_EACH_LANE(l) out[l] = (uint64_t)hi[l] << 32 | lo[l];
        return;
    }
    uint64_t v = scalar_src64(x, i, code);
    FOR_EACH_LANE(l) out[l] = v;
}

void valu_src64_halves(const gcn_exec *x, unsigned i, uint32_t buf[2][GCN_WAVE_SIZE], const uint32_t *half[2])
{
    unsigned code = x->in->src[i];
    if (code >= GCN_OP_VGPR0 && !(i == 0 && x->in->form == GCN_FORM_DPP)) {
        unsigned r = gcn_vgpr_index(x, code, 0);
        half[0] = x->w->vgpr[r];
        half[1] = x->w->vgpr[(r + 1) & (GCN_NUM_VGPRS - 1)];
        return;
    }
    half[0] = buf[0];
    half[1] = buf[1];
    if (code < GCN_OP_VGPR0) { /* a scalar or constant: one value, its halves in every lane */
        uint64_t s = scalar_src64(x, i, code);
        FOR_EACH_LANE(l) {
            buf[0][l] = (uint32_t)s;
            buf[1][l] = (uint32_t)(s >> 32);
        }
        return;
    }
    uint64_t v[GCN_WAVE_SIZE];
    valu_src64(x, i, v);
    FOR_EACH_LANE(l) {
        buf[0][l] = (uint32_t)v[l];
        buf[1][l] = (uint32_t)(v[l] >> 32);
    }
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

/* 16-bit source i: the half op_sel picks in a VOP3 row with op_sel, else the
 * low half (SDWA selects already applied); fmods: abs/neg act on bit 15. */
void valu_src16(const gcn_exec *x, unsigned i, int fmods, uint16_t out[GCN_WAVE_SIZE])
{
    uint32_t raw[GCN_WAVE_SIZE];
    valu_src32(x, i, raw);
    unsigned sh = x->in->family == GCN_VOP3 && (x->in->desc->flags & GCN_F_OPSEL) && (x->in->op_sel >> i & 1) ? 16 : 0;
    uint16_t clear = fmods && mod_abs(x, i) ? 0x7fff : 0xffff;
    uint16_t flip = fmods && mod_neg(x, i) ? 0x8000 : 0;
    FOR_EACH_LANE(l) out[l] = (uint16_t)(((raw[l] >> sh) & clear) ^ flip);
}

/* Lanes the write reaches: EXEC, and for DPP the row_mask and bank_mask
 * (bit r: lanes 16r..16r+15; bit b: lanes 4b..4b+3 of every row) and,
 * without bound_ctrl, only lanes whose source lane was valid. */
static uint64_t dpp_write_mask(const gcn_exec *x)
{
    uint64_t rows = 0, banks = 0;
    for (unsigned r = 0; r < 4; r++)
        rows |= (uint64_t)(x->in->row_mask >> r & 1) * 0xffffull << (16 * r);
    for (unsigned b = 0; b < 4; b++)
        banks |= (uint64_t)(x->in->bank_mask >> b & 1) * 0x000f000f000f000full << (4 * b);
    int8_t src[GCN_WAVE_SIZE];
    uint64_t valid = x->in->bound_ctrl ? ~0ull : dpp_lanes(x, src);
    return x->exec & rows & banks & valid;
}

static inline uint64_t write_mask(const gcn_exec *x)
{
    return x->in->form != GCN_FORM_DPP ? x->exec : dpp_write_mask(x);
}

/* SDWA destination: the result's low bits go to the field dst_sel names;
 * the other bits are zeroed (UNUSED_PAD), take the field's sign above it and
 * zeros below (UNUSED_SEXT), or keep the register's bits (UNUSED_PRESERVE). */
static void sdwa_place(const gcn_exec *x, const uint32_t *old, const uint32_t v[GCN_WAVE_SIZE],
                       uint32_t out[GCN_WAVE_SIZE])
{
    unsigned sel = x->in->dst_sel, unused = x->in->dst_unused;
    if (sel >= 6) {
        memcpy(out, v, sizeof(uint32_t) * GCN_WAVE_SIZE);
        return;
    }
    unsigned width = sel < 4 ? 8 : 16, shift = sel < 4 ? 8 * sel : 16 * (sel - 4);
    uint32_t field = ((1u << width) - 1) << shift, above = (uint32_t)(~0ull << (shift + width));
    FOR_EACH_LANE(l) {
        uint32_t f = (v[l] << shift) & field, rest = 0;
        if (unused == 2)
            rest = old[l] & ~field;
        else if (unused == 1 && (v[l] >> (width - 1) & 1))
            rest = above;
        out[l] = f | rest;
    }
}

void valu_dst32(gcn_exec *x, const uint32_t v[GCN_WAVE_SIZE])
{
    if (x->w->state == GCN_WAVE_TRAPPED)
        return;
    unsigned reg = gcn_vgpr_index(x, x->in->vdst, 0);
    if (x->in->form == GCN_FORM_SDWA) {
        uint32_t out[GCN_WAVE_SIZE];
        sdwa_place(x, x->w->vgpr[reg], v, out);
        gcn_vgpr_write_lanes(x, reg, write_mask(x), out);
        return;
    }
    gcn_vgpr_write_lanes(x, reg, write_mask(x), v);
}

void valu_dst32x2(gcn_exec *x, const uint32_t lo[GCN_WAVE_SIZE], const uint32_t hi[GCN_WAVE_SIZE])
{
    if (x->w->state == GCN_WAVE_TRAPPED)
        return;
    unsigned r = gcn_vgpr_index(x, x->in->vdst, 0);
    uint64_t mask = write_mask(x);
    gcn_vgpr_write_lanes(x, r, mask, lo);
    gcn_vgpr_write_lanes(x, (r + 1) & (GCN_NUM_VGPRS - 1), mask, hi);
}

void valu_dst64(gcn_exec *x, const uint64_t v[GCN_WAVE_SIZE])
{
    uint32_t lo[GCN_WAVE_SIZE], hi[GCN_WAVE_SIZE];
    FOR_EACH_LANE(l) {
        lo[l] = (uint32_t)v[l];
        hi[l] = (uint32_t)(v[l] >> 32);
    }
    valu_dst32x2(x, lo, hi);
}

const uint32_t *valu_dst_old(const gcn_exec *x)
{
    return x->w->vgpr[gcn_vgpr_index(x, x->in->vdst, 0)];
}

/* A 16-bit result.  A VOP3 row with op_sel writes the half op_sel[3] names
 * and keeps the other; otherwise the low half is written and the high half
 * zeroed (gfx9 VOP1/VOP2 and legacy VOP3 16-bit results), or kept when
 * keep_hi (v_mac_f16, v_madak_f16, v_madmk_f16). */
void valu_dst16(gcn_exec *x, const uint16_t v[GCN_WAVE_SIZE], int keep_hi)
{
    if (x->w->state == GCN_WAVE_TRAPPED)
        return;
    uint32_t out[GCN_WAVE_SIZE];
    int opsel = x->in->family == GCN_VOP3 && (x->in->desc->flags & GCN_F_OPSEL);
    const uint32_t *old = valu_dst_old(x);
    if (opsel && (x->in->op_sel >> 3 & 1)) {
        FOR_EACH_LANE(l) out[l] = (old[l] & 0xffffu) | (uint32_t)v[l] << 16;
    } else if (opsel || keep_hi) {
        FOR_EACH_LANE(l) out[l] = (old[l] & 0xffff0000u) | v[l];
    } else {
        FOR_EACH_LANE(l) out[l] = v[l];
    }
    valu_dst32(x, out);
}

/* Float results: the output modifiers under MODE (fp.c, docs/numerics.md),
 * then the write. */
void valu_dst_f32(gcn_exec *x, const float v[GCN_WAVE_SIZE])
{
    uint32_t bits[GCN_WAVE_SIZE];
    fp_ctl c = fp_ctl32(x->w->mode);
    FOR_EACH_LANE(l) bits[l] = f32_outmod(f2u(v[l]), x->in->omod, x->in->clamp, &c);
    valu_dst32(x, bits);
}

void valu_dst_f64(gcn_exec *x, const double v[GCN_WAVE_SIZE])
{
    uint64_t bits[GCN_WAVE_SIZE];
    fp_ctl c = fp_ctl64(x->w->mode);
    FOR_EACH_LANE(l) bits[l] = f64_outmod(d2u(v[l]), x->in->omod, x->in->clamp, &c);
    valu_dst64(x, bits);
}

void valu_dst_lanemask(gcn_exec *x, uint64_t bits)
{
    if (x->w->state == GCN_WAVE_TRAPPED)
        return;
    /* VOP3 names sdst; a VOPC SDWA word holds VCC or an SGPR pair in sdst */
    int named = x->in->family == GCN_VOP3 || (x->in->family == GCN_VOPC && x->in->form == GCN_FORM_SDWA);
    unsigned sdst = named ? x->in->sdst : GCN_OP_VCC_LO;
    /* ISA 3.9: "VCC is fully written": inactive lanes (and lanes a DPP
     * row/bank mask turns off) get 0 */
    gcn_sgpr_write64(x, sdst, bits & write_mask(x));
}
