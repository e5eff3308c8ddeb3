/* Semantics of the integer and bitwise VALU: VOP1, VOP2, VOP3 and VOPC.
 *
 * Pseudocode: ../shared/isa/vega-7nm-gfx9-isa.txt chapters 12.7-12.12.  Each
 * instruction fetches its sources for all 64 lanes, computes in a plain loop
 * the compiler can vectorize and writes under EXEC (DPP and SDWA apply in
 * valu_operands.c).  Readings are in docs/salu-valu-int.md. */
#include "model_internal.h"

#define N GCN_WAVE_SIZE

/* SDWA accepts a clamp bit on every VOP1/VOP2 op; an op whose row has no
 * clamp in VOP3 (GCN_F_CLAMP) has no saturation the text defines, so such
 * an instruction stops the wave rather than guess. */
static int sdwa_clamp_undefined(gcn_exec *x)
{
    if (!x->in->clamp || (x->in->desc->flags & GCN_F_CLAMP))
        return 0;
    gcn_raise(x, GCN_TRAP_UNIMPLEMENTED, "%s with clamp is not modelled", x->in->desc->name);
    return 1;
}

/* Lane-wise shapes: a, b, c are lane l's sources as uint32_t. */
#define UNOP32(expr)                                                        \
    do {                                                                    \
        if (sdwa_clamp_undefined(x))                                        \
            return;                                                         \
        uint32_t b0_[N], d_[N];                                             \
        const uint32_t *s0_ = valu_src32p(x, 0, b0_);                       \
        uint32_t *o_ = valu_dst32_buf(x, d_);                               \
        FOR_EACH_LANE_IND(l) { uint32_t a = s0_[l]; o_[l] = (expr); }       \
        valu_dst32(x, o_);                                                  \
    } while (0)

#define BINOP32(expr)                                                       \
    do {                                                                    \
        if (sdwa_clamp_undefined(x))                                        \
            return;                                                         \
        uint32_t b0_[N], b1_[N], d_[N];                                     \
        const uint32_t *s0_ = valu_src32p(x, 0, b0_), *s1_ = valu_src32p(x, 1, b1_); \
        uint32_t *o_ = valu_dst32_buf(x, d_);                               \
        FOR_EACH_LANE_IND(l) { uint32_t a = s0_[l], b = s1_[l]; o_[l] = (expr); } \
        valu_dst32(x, o_);                                                  \
    } while (0)

#define TRIOP32(expr)                                                       \
    do {                                                                    \
        if (sdwa_clamp_undefined(x))                                        \
            return;                                                         \
        uint32_t b0_[N], b1_[N], b2_[N], d_[N];                             \
        const uint32_t *s0_ = valu_src32p(x, 0, b0_), *s1_ = valu_src32p(x, 1, b1_); \
        const uint32_t *s2_ = valu_src32p(x, 2, b2_);                       \
        uint32_t *o_ = valu_dst32_buf(x, d_);                               \
        FOR_EACH_LANE_IND(l) {                                              \
            uint32_t a = s0_[l], b = s1_[l], c = s2_[l];                    \
            o_[l] = (expr);                                                 \
        }                                                                   \
        valu_dst32(x, o_);                                                  \
    } while (0)

/* 16-bit operands: a, b, c are the (op_sel- or SDWA-selected) low halves;
 * the result goes through valu_dst16 (zeroes or keeps the other half). */
#define BINOP16(expr)                                                       \
    do {                                                                    \
        if (sdwa_clamp_undefined(x))                                        \
            return;                                                         \
        uint16_t s0_[N], s1_[N], d_[N];                                     \
        valu_src16(x, 0, 0, s0_);                                           \
        valu_src16(x, 1, 0, s1_);                                           \
        FOR_EACH_LANE(l) { uint32_t a = s0_[l], b = s1_[l]; d_[l] = (uint16_t)(expr); } \
        valu_dst16(x, d_, 0);                                               \
    } while (0)

#define TRIOP16(expr)                                                       \
    do {                                                                    \
        if (sdwa_clamp_undefined(x))                                        \
            return;                                                         \
        uint16_t s0_[N], s1_[N], s2_[N], d_[N];                             \
        valu_src16(x, 0, 0, s0_);                                           \
        valu_src16(x, 1, 0, s1_);                                           \
        valu_src16(x, 2, 0, s2_);                                           \
        FOR_EACH_LANE(l) {                                                  \
            uint32_t a = s0_[l], b = s1_[l], c = s2_[l];                    \
            d_[l] = (uint16_t)(expr);                                       \
        }                                                                   \
        valu_dst16(x, d_, 0);                                               \
    } while (0)

/* An instruction whose clamp (saturation) the model does not define stops
 * with a report rather than give a silent wrong result. */
static int clamp_unmodelled(gcn_exec *x)
{
    if (!x->in->clamp)
        return 0;
    gcn_raise(x, GCN_TRAP_UNIMPLEMENTED, "%s with clamp is not modelled", x->in->desc->name);
    return 1;
}

static inline int32_t sx24(uint32_t v) { return (int32_t)(v << 8) >> 8; }
static inline int32_t sx16(uint32_t v) { return (int16_t)(uint16_t)v; }
static inline uint32_t umin(uint32_t a, uint32_t b) { return a < b ? a : b; }
static inline uint32_t umax(uint32_t a, uint32_t b) { return a > b ? a : b; }
static inline int32_t imin(int32_t a, int32_t b) { return a < b ? a : b; }
static inline int32_t imax(int32_t a, int32_t b) { return a > b ? a : b; }
/* median of three: the max of the two that are not the overall max (ISA) */
static inline uint32_t umed3(uint32_t a, uint32_t b, uint32_t c) { return umax(umin(a, b), umin(umax(a, b), c)); }
static inline int32_t imed3(int32_t a, int32_t b, int32_t c) { return imax(imin(a, b), imin(imax(a, b), c)); }
/* signed saturation of a 64-bit intermediate to lo..hi */
static inline int64_t ssat(int64_t v, int64_t lo, int64_t hi) { return v < lo ? lo : v > hi ? hi : v; }

/* ---- moves and lane access ---- */

SEM(v_mov_b32) { UNOP32(a); }
SEM(v_nop) { (void)x; }
/* "Clear wave's exception state in SIMD": the model keeps no SIMD-side
 * exception state (float exceptions are not accumulated anywhere; TRAPSTS
 * is the wave's and only s_setreg clears it), so nothing changes. */
SEM(v_clrexcp) { (void)x; }

/* The lane reads take a VGPR; LDS_DIRECT (M0-addressed LDS) is not
 * modelled and stops the wave. */
static int vgpr_src0(gcn_exec *x)
{
    if (x->in->src[0] >= GCN_OP_VGPR0)
        return 1;
    gcn_raise(x, GCN_TRAP_UNIMPLEMENTED, "%s: source %u (LDS_DIRECT) is not modelled", x->in->desc->name,
              x->in->src[0]);
    return 0;
}

/* D = S0 in lane FindFirst1(EXEC), lane 0 when EXEC is zero; the read
 * ignores EXEC (ISA 12.8). */
SEM(v_readfirstlane_b32)
{
    uint64_t e = x->exec;
    unsigned lane = e ? (unsigned)__builtin_ctzll(e) : 0;
    if (!vgpr_src0(x))
        return;
    gcn_sgpr_write32(x, x->in->vdst, x->w->vgpr[gcn_vgpr_index(x, x->in->src[0], 0)][lane]);
}

/* Lane select S1[5:0] (SGPR, M0 or constant); EXEC is ignored. */
static unsigned lane_select(const gcn_exec *x)
{
    return gcn_scalar_read32(x, x->in->src[1], (gcn_type){GCN_TK_B, 32, 1}) & (GCN_WAVE_SIZE - 1);
}

SEM(v_readlane_b32)
{
    if (!vgpr_src0(x))
        return;
    gcn_sgpr_write32(x, x->in->sdst, x->w->vgpr[gcn_vgpr_index(x, x->in->src[0], 0)][lane_select(x)]);
}

SEM(v_writelane_b32)
{
    uint32_t v[N] = {0};
    unsigned lane = lane_select(x);
    v[lane] = gcn_scalar_read32(x, x->in->src[0], (gcn_type){GCN_TK_B, 32, 1});
    gcn_vgpr_write_lanes(x, gcn_vgpr_index(x, x->in->vdst, 0), 1ull << lane, v);
}

/* D <-> S0 in the active lanes; two register writes. */
SEM(v_swap_b32)
{
    uint32_t a[N], d[N];
    unsigned rd = gcn_vgpr_index(x, x->in->vdst, 0), rs = gcn_vgpr_index(x, x->in->src[0], 0);
    memcpy(a, x->w->vgpr[rs], sizeof a);
    memcpy(d, x->w->vgpr[rd], sizeof d);
    gcn_vgpr_write_lanes(x, rd, x->exec, a);
    gcn_vgpr_write_lanes(x, rs, x->exec, d);
}

/* ---- VCC-sourced selects and carries ---- */

/* The lane mask read by v_cndmask and the carry-in ops: VCC in the 32-bit
 * (and DPP/SDWA) forms, the SGPR pair in src2 in VOP3. */
static uint64_t mask_src(const gcn_exec *x)
{
    unsigned code = x->in->family == GCN_VOP3 ? x->in->src[2] : GCN_OP_VCC_LO;
    return gcn_scalar_read64(x, code, (gcn_type){GCN_TK_B, 64, 1});
}

SEM(v_cndmask_b32)
{
    if (sdwa_clamp_undefined(x))
        return;
    uint32_t a[N], b[N], d[N];
    uint64_t m = mask_src(x);
    /* src0/src1 may carry float abs/neg in VOP3 (the row's "+mods") */
    valu_src32(x, 0, a);
    valu_src32(x, 1, b);
    for (unsigned i = 0; i < 2; i++) {
        uint32_t clear = (x->in->abs >> i & 1) ? 0x7fffffffu : ~0u, flip = (x->in->neg >> i & 1) ? 0x80000000u : 0;
        uint32_t *s = i ? b : a;
        FOR_EACH_LANE(l) s[l] = (s[l] & clear) ^ flip;
    }
    FOR_EACH_LANE(l) d[l] = (m >> l & 1) ? b[l] : a[l];
    valu_dst32(x, d);
}

/* Add or subtract with carry/borrow out to a lane mask (VCC or sdst).
 * Carries are unsigned.  kind: 0 add, 1 sub (S0 - S1), 2 subrev (S1 - S0);
 * with_cin adds (subtracts) the carry-in lane mask.  With clamp the result
 * saturates in the unsigned domain (LLVM selects it for llvm.uadd.sat). */
static void add_carry(gcn_exec *x, int kind, int with_cin)
{
    uint32_t ab[N], bb[N], d[N], c[N], top[N];
    const uint32_t *a = valu_src32p(x, 0, ab), *b = valu_src32p(x, 1, bb);
    const uint32_t *p = kind == 2 ? b : a, *q = kind == 2 ? a : b;
    if (with_cin)
        lane_bits32(mask_src(x), c);
    else
        memset(c, 0, sizeof c);
    /* one branch-free loop per kind (the compiler vectorizes them); the
     * carry (borrow) out of bit 31 is the top bit of majority(p, q, carry
     * in), from the operands' and the result's top bits: (p & q) | ((p | q)
     * & ~d) for a sum, for p - q - c it is (~p & q) | (~(p ^ q) & d) */
    if (kind == 0) {
        FOR_EACH_LANE_IND(l) {
            uint32_t a = p[l], b = q[l], r = a + b + c[l];
            d[l] = r;
            top[l] = (a & b) | ((a | b) & ~r);
        }
    } else {
        FOR_EACH_LANE_IND(l) {
            uint32_t a = p[l], b = q[l], r = a - b - c[l];
            d[l] = r;
            top[l] = (~a & b) | (~(a ^ b) & r);
        }
    }
    if (x->in->clamp)
        FOR_EACH_LANE(l) d[l] = top[l] >> 31 ? (kind == 0 ? 0xffffffffu : 0) : d[l];
    valu_dst32(x, d);
    valu_dst_lanemask(x, lanes_of_top_bits(top));
}

SEM(v_add_co_u32) { add_carry(x, 0, 0); }
SEM(v_sub_co_u32) { add_carry(x, 1, 0); }
SEM(v_subrev_co_u32) { add_carry(x, 2, 0); }
SEM(v_addc_co_u32) { add_carry(x, 0, 1); }
SEM(v_subb_co_u32) { add_carry(x, 1, 1); }
/* the text's borrow "S1.u + VCC > S0.u" is that of S0 - S1; the borrow of
 * the subtraction S1 - S0 - VCC done here is S0.u + VCC > S1.u (doc) */
SEM(v_subbrev_co_u32) { add_carry(x, 2, 1); }

/* ---- 32-bit add/sub without carry-out ---- */

/* clamp saturates; the plain forms are separate loops, so that the common
 * one is a plain add */
SEM(v_add_u32)
{
    if (x->in->clamp)
        BINOP32(a + b < a ? 0xffffffffu : a + b);
    else
        BINOP32(a + b);
}
SEM(v_sub_u32)
{
    if (x->in->clamp)
        BINOP32(b > a ? 0 : a - b);
    else
        BINOP32(a - b);
}
SEM(v_subrev_u32)
{
    if (x->in->clamp)
        BINOP32(a > b ? 0 : b - a);
    else
        BINOP32(b - a);
}
/* signed forms (VOP3 only): clamp saturates to the int32 range */
SEM(v_add_i32)
{
    unsigned k = x->in->clamp;
    BINOP32(k ? (uint32_t)ssat((int64_t)(int32_t)a + (int32_t)b, INT32_MIN, INT32_MAX) : a + b);
}
SEM(v_sub_i32)
{
    unsigned k = x->in->clamp;
    BINOP32(k ? (uint32_t)ssat((int64_t)(int32_t)a - (int32_t)b, INT32_MIN, INT32_MAX) : a - b);
}

SEM(v_add3_u32) { TRIOP32(a + b + c); }
SEM(v_xad_u32) { TRIOP32((a ^ b) + c); }
SEM(v_lshl_add_u32) { TRIOP32((a << (b & 31)) + c); }
SEM(v_add_lshl_u32) { TRIOP32((a + b) << (c & 31)); }

/* ---- multiplies ---- */

SEM(v_mul_lo_u32) { BINOP32(a * b); }
SEM(v_mul_hi_u32) { BINOP32((uint32_t)((uint64_t)a * b >> 32)); }
SEM(v_mul_hi_i32) { BINOP32((uint32_t)((uint64_t)((int64_t)(int32_t)a * (int32_t)b) >> 32)); }
SEM(v_mul_u32_u24)
{
    if (clamp_unmodelled(x))
        return;
    BINOP32((a & 0xffffff) * (b & 0xffffff));
}
SEM(v_mul_hi_u32_u24) { BINOP32((uint32_t)((uint64_t)(a & 0xffffff) * (b & 0xffffff) >> 32)); }
SEM(v_mul_i32_i24)
{
    if (clamp_unmodelled(x))
        return;
    BINOP32((uint32_t)((int64_t)sx24(a) * sx24(b)));
}
SEM(v_mul_hi_i32_i24) { BINOP32((uint32_t)((uint64_t)((int64_t)sx24(a) * sx24(b)) >> 32)); }
SEM(v_mad_u32_u24)
{
    if (clamp_unmodelled(x))
        return;
    TRIOP32((a & 0xffffff) * (b & 0xffffff) + c);
}
SEM(v_mad_i32_i24)
{
    if (clamp_unmodelled(x))
        return;
    TRIOP32((uint32_t)((int64_t)sx24(a) * sx24(b)) + c);
}

/* {vcc_out, D.u64} = S0 * S1 + S2.u64 (ISA 12.12): vcc_out, bit 64 of the
 * exact result, goes to sdst (docs/salu-valu-int.md). */
static void mad64(gcn_exec *x, int sign)
{
    if (clamp_unmodelled(x))
        return;
    uint32_t ab[N], bb[N], cb[2][N], lo[N], hi[N];
    uint32_t cout[N]; /* 0 or all ones */
    const uint32_t *a = valu_src32p(x, 0, ab), *b = valu_src32p(x, 1, bb), *c[2];
    valu_src64_halves(x, 2, cb, c);
    /* the 64-bit sum in 32-bit halves (loops the compiler vectorizes);
     * bit 64 of the exact sum: the unsigned carry, or for the signed form
     * bit 64 of the 65-bit sum of the sign-extended terms */
#define MAD64_LANE(PRODUCT, COUT)                                                    \
    FOR_EACH_LANE_IND(l) {                                                           \
        uint64_t p = (PRODUCT);                                                      \
        uint32_t plo = (uint32_t)p, phi = (uint32_t)(p >> 32), s = phi + c[1][l];    \
        lo[l] = plo + c[0][l];                                                       \
        hi[l] = s + (lo[l] < plo);                                                   \
        uint32_t carry = (s < phi) | (hi[l] < s);                                    \
        cout[l] = 0u - (COUT);                                                       \
    }
    if (sign)
        MAD64_LANE((uint64_t)((int64_t)(int32_t)a[l] * (int32_t)b[l]), (phi >> 31) ^ (c[1][l] >> 31) ^ carry)
    else
        MAD64_LANE((uint64_t)a[l] * b[l], carry)
#undef MAD64_LANE
    valu_dst32x2(x, lo, hi);
    valu_dst_lanemask(x, lanes_of_top_bits(cout));
}

SEM(v_mad_u64_u32) { mad64(x, 0); }
SEM(v_mad_i64_i32) { mad64(x, 1); }

/* ---- logic, shifts, bit fields ---- */

SEM(v_and_b32) { BINOP32(a & b); }
SEM(v_or_b32) { BINOP32(a | b); }
SEM(v_xor_b32) { BINOP32(a ^ b); }
SEM(v_xnor_b32) { BINOP32(~(a ^ b)); }
SEM(v_not_b32) { UNOP32(~a); }
SEM(v_or3_b32) { TRIOP32(a | b | c); }
SEM(v_and_or_b32) { TRIOP32((a & b) | c); }
SEM(v_lshl_or_b32) { TRIOP32((a << (b & 31)) | c); }

/* the "rev" shifts: S1 shifted by S0 */
SEM(v_lshlrev_b32) { BINOP32(b << (a & 31)); }
SEM(v_lshrrev_b32) { BINOP32(b >> (a & 31)); }
SEM(v_ashrrev_i32) { BINOP32((uint32_t)((int32_t)b >> (a & 31))); }

static uint64_t shift64_lane(int kind, uint64_t b, unsigned s)
{
    return kind == 0 ? b << s : kind == 1 ? b >> s : (uint64_t)((int64_t)b >> s);
}

static void shift64(gcn_exec *x, int kind)
{
    uint32_t ab[N], bb[2][N], lo[N], hi[N];
    const uint32_t *a = valu_src32p(x, 0, ab), *b[2];
    valu_src64_halves(x, 1, bb, b);
    if (x->in->src[0] < GCN_OP_VGPR0) {
        /* a constant or SGPR amount, one for every lane (the usual
         * address scaling): loops the compiler vectorizes */
        unsigned s = a[0] & 63;
        if (kind == 0)
            FOR_EACH_LANE_IND(l) {
                uint64_t v = ((uint64_t)b[1][l] << 32 | b[0][l]) << s;
                lo[l] = (uint32_t)v;
                hi[l] = (uint32_t)(v >> 32);
            }
        else if (kind == 1)
            FOR_EACH_LANE_IND(l) {
                uint64_t v = ((uint64_t)b[1][l] << 32 | b[0][l]) >> s;
                lo[l] = (uint32_t)v;
                hi[l] = (uint32_t)(v >> 32);
            }
        else
            FOR_EACH_LANE(l) {
                uint64_t v = shift64_lane(kind, (uint64_t)b[1][l] << 32 | b[0][l], s);
                lo[l] = (uint32_t)v;
                hi[l] = (uint32_t)(v >> 32);
            }
    } else {
        FOR_EACH_LANE(l) {
            uint64_t v = shift64_lane(kind, (uint64_t)b[1][l] << 32 | b[0][l], a[l] & 63);
            lo[l] = (uint32_t)v;
            hi[l] = (uint32_t)(v >> 32);
        }
    }
    valu_dst32x2(x, lo, hi);
}

SEM(v_lshlrev_b64) { shift64(x, 0); }
SEM(v_lshrrev_b64) { shift64(x, 1); }
SEM(v_ashrrev_i64) { shift64(x, 2); }

SEM(v_bfm_b32) { BINOP32(((1u << (a & 31)) - 1) << (b & 31)); }
SEM(v_bfi_b32) { TRIOP32((a & b) | (~a & c)); }
/* Width S2[4:0]; 0 gives 0.  The signed form shifts S0.i arithmetically, as
 * the text's types say, and sign-extends the field from bit width-1 (the
 * text omits the extension; LLVM selects it for sbfe) (docs). */
SEM(v_bfe_u32)
{
    TRIOP32((c & 31) ? (a >> (b & 31)) & ((1u << (c & 31)) - 1) : 0);
}
SEM(v_bfe_i32)
{
    TRIOP32((c & 31) ? (uint32_t)((int32_t)((((uint32_t)((int32_t)a >> (b & 31))) & ((1u << (c & 31)) - 1))
                                            << (32 - (c & 31))) >> (32 - (c & 31)))
                     : 0);
}

SEM(v_alignbit_b32) { TRIOP32((uint32_t)((((uint64_t)a << 32) | b) >> (c & 31))); }
/* the text's "8*S2.u[4:0]" would shift past the 64-bit pair; the byte
 * count is S2[1:0] (as LLVM and later ISA documents have it) */
SEM(v_alignbyte_b32) { TRIOP32((uint32_t)((((uint64_t)a << 32) | b) >> (8 * (c & 3)))); }

/* byte_permute({S0, S1}, sel) per result byte (ISA 12.12) */
static inline uint32_t perm_byte(uint64_t in, uint32_t sel)
{
    sel &= 0xff;
    if (sel >= 13)
        return 0xff;
    if (sel == 12)
        return 0;
    if (sel >= 8) /* sign of byte 1, 3, 5, 7 replicated */
        return (uint32_t)(in >> (16 * (sel - 8) + 15) & 1) * 0xff;
    return (uint32_t)(in >> (8 * sel)) & 0xff;
}

SEM(v_perm_b32)
{
    TRIOP32(perm_byte((uint64_t)a << 32 | b, c) | perm_byte((uint64_t)a << 32 | b, c >> 8) << 8 |
            perm_byte((uint64_t)a << 32 | b, c >> 16) << 16 | perm_byte((uint64_t)a << 32 | b, c >> 24) << 24);
}

static inline uint32_t brev32(uint32_t v)
{
    v = (v >> 1 & 0x55555555u) | (v & 0x55555555u) << 1;
    v = (v >> 2 & 0x33333333u) | (v & 0x33333333u) << 2;
    v = (v >> 4 & 0x0f0f0f0fu) | (v & 0x0f0f0f0fu) << 4;
    return __builtin_bswap32(v);
}

SEM(v_bfrev_b32) { UNOP32(brev32(a)); }
SEM(v_ffbh_u32) { UNOP32(a ? (uint32_t)__builtin_clz(a) : 0xffffffffu); }
SEM(v_ffbl_b32) { UNOP32(a ? (uint32_t)__builtin_ctz(a) : 0xffffffffu); }
/* bits after the sign equal to it; -1 when all 32 are */
SEM(v_ffbh_i32)
{
    UNOP32((a ^ (uint32_t)((int32_t)a >> 31)) ? (uint32_t)__builtin_clz(a ^ (uint32_t)((int32_t)a >> 31)) : 0xffffffffu);
}

SEM(v_bcnt_u32_b32) { BINOP32((uint32_t)__builtin_popcount(a) + b); }

/* D = S1 + popcount(S0 & lanes below this one) over lanes 0-31 (lo) or
 * 32-63 (hi) of the thread mask */
SEM(v_mbcnt_lo_u32_b32)
{
    uint32_t s0[N], s1[N], d[N];
    valu_src32(x, 0, s0);
    valu_src32(x, 1, s1);
    FOR_EACH_LANE(l) {
        uint32_t below = (uint32_t)((1ull << l) - 1);
        d[l] = s1[l] + (uint32_t)__builtin_popcount(s0[l] & below);
    }
    valu_dst32(x, d);
}

SEM(v_mbcnt_hi_u32_b32)
{
    uint32_t s0[N], s1[N], d[N];
    valu_src32(x, 0, s0);
    valu_src32(x, 1, s1);
    FOR_EACH_LANE(l) {
        uint32_t below = (uint32_t)(((1ull << l) - 1) >> 32);
        d[l] = s1[l] + (uint32_t)__builtin_popcount(s0[l] & below);
    }
    valu_dst32(x, d);
}

/* ---- min, max, med3 ---- */

SEM(v_min_i32) { BINOP32((uint32_t)imin((int32_t)a, (int32_t)b)); }
SEM(v_max_i32) { BINOP32((uint32_t)imax((int32_t)a, (int32_t)b)); }
SEM(v_min_u32) { BINOP32(umin(a, b)); }
SEM(v_max_u32) { BINOP32(umax(a, b)); }
SEM(v_min3_i32) { TRIOP32((uint32_t)imin(imin((int32_t)a, (int32_t)b), (int32_t)c)); }
SEM(v_max3_i32) { TRIOP32((uint32_t)imax(imax((int32_t)a, (int32_t)b), (int32_t)c)); }
SEM(v_min3_u32) { TRIOP32(umin(umin(a, b), c)); }
SEM(v_max3_u32) { TRIOP32(umax(umax(a, b), c)); }
SEM(v_med3_i32) { TRIOP32((uint32_t)imed3((int32_t)a, (int32_t)b, (int32_t)c)); }
SEM(v_med3_u32) { TRIOP32(umed3(a, b, c)); }

/* ---- sums of absolute differences, byte average ---- */

static inline uint32_t absdiff(uint32_t a, uint32_t b) { return a > b ? a - b : b - a; }

static inline uint32_t sad_u8(uint32_t a, uint32_t b)
{
    uint32_t s = 0;
    for (unsigned k = 0; k < 32; k += 8)
        s += absdiff(a >> k & 0xff, b >> k & 0xff);
    return s;
}

SEM(v_sad_u8)
{
    if (clamp_unmodelled(x))
        return;
    TRIOP32(sad_u8(a, b) + c);
}
SEM(v_sad_hi_u8)
{
    if (clamp_unmodelled(x))
        return;
    TRIOP32((sad_u8(a, b) << 16) + c);
}
SEM(v_sad_u16)
{
    if (clamp_unmodelled(x))
        return;
    TRIOP32(absdiff(a >> 16, b >> 16) + absdiff(a & 0xffff, b & 0xffff) + c);
}
SEM(v_sad_u32)
{
    if (clamp_unmodelled(x))
        return;
    TRIOP32(absdiff(a, b) + c);
}

/* Masked SAD: bytes where S1 is 0 do not count (the text says only "Masked
 * Byte SAD"; the reading is that of later AMD ISA pseudocode, docs). */
static inline uint32_t msad_u8(uint32_t a, uint32_t b)
{
    uint32_t s = 0;
    for (unsigned k = 0; k < 32; k += 8)
        s += (b >> k & 0xff) ? absdiff(a >> k & 0xff, b >> k & 0xff) : 0;
    return s;
}

SEM(v_msad_u8)
{
    if (clamp_unmodelled(x))
        return;
    TRIOP32(msad_u8(a, b) + c);
}

/* Quad SADs: result element k is the (masked) SAD of S1 against the dword of
 * S0.u64 starting at byte k, accumulated on element k of S2 (16-bit packed
 * elements truncate). */
static void quad_sad(gcn_exec *x, int masked, unsigned elem_bits)
{
    if (clamp_unmodelled(x))
        return;
    uint64_t a[N];
    uint32_t b[N];
    valu_src64(x, 0, a);
    valu_src32(x, 1, b);
    if (elem_bits == 16) {
        uint64_t c[N], d[N];
        valu_src64(x, 2, c);
        FOR_EACH_LANE(l) {
            d[l] = 0;
            for (unsigned k = 0; k < 4; k++) {
                uint32_t win = (uint32_t)(a[l] >> (8 * k)), acc = (uint32_t)(c[l] >> (16 * k)) & 0xffff;
                uint32_t s = (masked ? msad_u8(win, b[l]) : sad_u8(win, b[l])) + acc;
                d[l] |= (uint64_t)(s & 0xffff) << (16 * k);
            }
        }
        valu_dst64(x, d);
        return;
    }
    /* v_mqsad_u32_u8: four 32-bit accumulators in S2[127:0], result D[127:0] */
    unsigned r2 = gcn_vgpr_index(x, x->in->src[2], 0), rd = gcn_vgpr_index(x, x->in->vdst, 0);
    uint32_t d[4][N];
    for (unsigned k = 0; k < 4; k++) {
        const uint32_t *c = x->w->vgpr[(r2 + k) & (GCN_NUM_VGPRS - 1)];
        FOR_EACH_LANE(l) d[k][l] = msad_u8((uint32_t)(a[l] >> (8 * k)), b[l]) + c[l];
    }
    for (unsigned k = 0; k < 4; k++)
        gcn_vgpr_write_lanes(x, (rd + k) & (GCN_NUM_VGPRS - 1), x->exec, d[k]);
}

SEM(v_qsad_pk_u16_u8) { quad_sad(x, 0, 16); }
SEM(v_mqsad_pk_u16_u8) { quad_sad(x, 1, 16); }
SEM(v_mqsad_u32_u8) { quad_sad(x, 1, 32); }

/* per byte: (S0 + S1 + S2's rounding bit of that byte) >> 1 */
static inline uint32_t lerp_u8(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t d = 0;
    for (unsigned k = 0; k < 32; k += 8)
        d |= (((a >> k & 0xff) + (b >> k & 0xff) + (c >> k & 1)) >> 1) << k;
    return d;
}

SEM(v_lerp_u8) { TRIOP32(lerp_u8(a, b, c)); }

/* ---- 16-bit integer ops ---- */

/* unsigned 16-bit: clamp saturates to 0..0xffff ("Supports saturation") */
SEM(v_add_u16) { unsigned k = x->in->clamp; BINOP16(k && a + b > 0xffff ? 0xffff : a + b); }
SEM(v_sub_u16) { unsigned k = x->in->clamp; BINOP16(k && b > a ? 0 : a - b); }
SEM(v_subrev_u16) { unsigned k = x->in->clamp; BINOP16(k && a > b ? 0 : b - a); }
SEM(v_add_i16) { unsigned k = x->in->clamp; BINOP16(k ? (uint32_t)ssat(sx16(a) + sx16(b), INT16_MIN, INT16_MAX) : a + b); }
SEM(v_sub_i16) { unsigned k = x->in->clamp; BINOP16(k ? (uint32_t)ssat(sx16(a) - sx16(b), INT16_MIN, INT16_MAX) : a - b); }
SEM(v_mul_lo_u16) { BINOP16(a * b); }
SEM(v_lshlrev_b16) { BINOP16(b << (a & 15)); }
SEM(v_lshrrev_b16) { BINOP16(b >> (a & 15)); }
SEM(v_ashrrev_i16) { BINOP16((uint32_t)(sx16(b) >> (a & 15))); }
SEM(v_max_u16) { BINOP16(umax(a, b)); }
SEM(v_min_u16) { BINOP16(umin(a, b)); }
SEM(v_max_i16) { BINOP16((uint32_t)imax(sx16(a), sx16(b))); }
SEM(v_min_i16) { BINOP16((uint32_t)imin(sx16(a), sx16(b))); }
/* the 3-input forms: the result is one of the inputs, so clamp changes nothing */
SEM(v_min3_u16) { TRIOP16(umin(umin(a, b), c)); }
SEM(v_max3_u16) { TRIOP16(umax(umax(a, b), c)); }
SEM(v_med3_u16) { TRIOP16(umed3(a, b, c)); }
SEM(v_min3_i16) { TRIOP16((uint32_t)imin(imin(sx16(a), sx16(b)), sx16(c))); }
SEM(v_max3_i16) { TRIOP16((uint32_t)imax(imax(sx16(a), sx16(b)), sx16(c))); }
SEM(v_med3_i16) { TRIOP16((uint32_t)imed3(sx16(a), sx16(b), sx16(c))); }

/* 16-bit multiply-add; clamp saturates in the u16 / i16 domain.  The legacy
 * forms zero the high half, the gfx9 forms keep it (valu_dst16, op_sel). */
SEM(v_mad_u16)
{
    unsigned k = x->in->clamp;
    TRIOP16(k ? umin(a * b + c, 0xffff) : a * b + c);
}
SEM(v_mad_i16)
{
    unsigned k = x->in->clamp;
    TRIOP16(k ? (uint32_t)ssat((int64_t)sx16(a) * sx16(b) + sx16(c), INT16_MIN, INT16_MAX) : a * b + c);
}
/* the legacy forms compute the same; the encoding alone differs (op_sel) */
SEM(v_mad_legacy_u16) { gcn_sem_v_mad_u16(x); }
SEM(v_mad_legacy_i16) { gcn_sem_v_mad_i16(x); }

/* D.u32 = S0.u16 * S1.u16 + S2.u32 (op_sel picks the 16-bit halves) */
static void mad32_16(gcn_exec *x, int sign)
{
    if (clamp_unmodelled(x))
        return;
    uint16_t a[N], b[N];
    uint32_t c[N], d[N];
    valu_src16(x, 0, 0, a);
    valu_src16(x, 1, 0, b);
    valu_src32(x, 2, c);
    FOR_EACH_LANE(l) d[l] = sign ? (uint32_t)(sx16(a[l]) * sx16(b[l])) + c[l] : (uint32_t)a[l] * b[l] + c[l];
    valu_dst32(x, d);
}

SEM(v_mad_u32_u16) { mad32_16(x, 0); }
SEM(v_mad_i32_i16) { mad32_16(x, 1); }

/* D = {16'b0, sat8(S0[31:16]), sat8(S0[15:0])}: each signed 16-bit half
 * clamped to 0..255 */
static inline uint32_t sat8(uint32_t h) { return (uint32_t)imin(imax(sx16(h), 0), 255); }
SEM(v_sat_pk_u8_i16) { UNOP32(sat8(a >> 16) << 8 | sat8(a & 0xffff)); }

/* D = {int32_to_int16(S1), int32_to_int16(S0)} and the unsigned form: each
 * source saturated to the 16-bit range and packed.  The text does not say
 * whether the conversion saturates; LLVM's GlobalISel clamp of an i64 to
 * i16 (v_cvt_pk_i16_i32 of the two halves, then v_med3_i32) is only correct
 * if it does (docs/salu-valu-int.md). */
SEM(v_cvt_pk_i16_i32)
{
    BINOP32((uint32_t)(imin(imax((int32_t)b, INT16_MIN), INT16_MAX) & 0xffff) << 16 |
            (uint32_t)(imin(imax((int32_t)a, INT16_MIN), INT16_MAX) & 0xffff));
}
SEM(v_cvt_pk_u16_u32) { BINOP32(umin(b, 0xffff) << 16 | umin(a, 0xffff)); }

/* ---- integer compares (VOPC) ---- */

/* The result lane mask goes to VCC or sdst (inactive lanes 0, ISA 3.9);
 * v_cmpx_* also writes it to EXEC. */
static void cmp_result(gcn_exec *x, uint64_t bits, int cmpx)
{
    valu_dst_lanemask(x, bits);
    if (cmpx && x->w->state != GCN_WAVE_TRAPPED)
        gcn_sgpr_write64(x, GCN_OP_EXEC_LO, bits & x->exec);
}

/* cond: 0 f, 1 lt, 2 eq, 3 le, 4 gt, 5 ne (lg), 6 ge, 7 t (the opcode order) */
#define CMP_OF(cond, a, b)                                                  \
    ((cond) == 1 ? (a) < (b) : (cond) == 2 ? (a) == (b) : (cond) == 3 ? (a) <= (b) : \
     (cond) == 4 ? (a) > (b) : (cond) == 5 ? (a) != (b) : (cond) == 6 ? (a) >= (b) : (cond) == 7)

/* The flags of one condition over the lanes, 0 or all ones (what a vector
 * compare gives), the condition chosen once outside the lane loop (cond 0
 * and 7: all false, all true). */
#define CMP_FLAGS(f, T, A, B)                                                    \
    do {                                                                         \
        switch (cond) {                                                          \
        case 1: FOR_EACH_LANE_IND(l) f[l] = 0u - ((T)A[l] < (T)B[l]); break;     \
        case 2: FOR_EACH_LANE_IND(l) f[l] = 0u - ((T)A[l] == (T)B[l]); break;    \
        case 3: FOR_EACH_LANE_IND(l) f[l] = 0u - ((T)A[l] <= (T)B[l]); break;    \
        case 4: FOR_EACH_LANE_IND(l) f[l] = 0u - ((T)A[l] > (T)B[l]); break;     \
        case 5: FOR_EACH_LANE_IND(l) f[l] = 0u - ((T)A[l] != (T)B[l]); break;    \
        case 6: FOR_EACH_LANE_IND(l) f[l] = 0u - ((T)A[l] >= (T)B[l]); break;    \
        default: memset(f, cond == 7 ? 0xff : 0, N * sizeof f[0]); break;        \
        }                                                                        \
    } while (0)

/* CMP_FLAGS for 64-bit sources in halves (valu_src64_halves): each
 * condition from "less than" and "equal", which compare the high halves
 * (signed for the signed forms), then the low ones (loops the compiler
 * vectorizes, unlike 64-bit compares). */
static void cmp64_flags(unsigned cond, int sign, const uint32_t *const a[2], const uint32_t *const b[2], uint32_t f[N])
{
    uint32_t lt[N], eq[N];
    if (sign)
        FOR_EACH_LANE_IND(l) lt[l] = ((int32_t)a[1][l] < (int32_t)b[1][l]) | ((a[1][l] == b[1][l]) & (a[0][l] < b[0][l]));
    else
        FOR_EACH_LANE_IND(l) lt[l] = (a[1][l] < b[1][l]) | ((a[1][l] == b[1][l]) & (a[0][l] < b[0][l]));
    FOR_EACH_LANE_IND(l) eq[l] = (a[1][l] == b[1][l]) & (a[0][l] == b[0][l]);
    switch (cond) {
    case 1: FOR_EACH_LANE(l) f[l] = 0u - lt[l]; break;
    case 2: FOR_EACH_LANE(l) f[l] = 0u - eq[l]; break;
    case 3: FOR_EACH_LANE(l) f[l] = 0u - (lt[l] | eq[l]); break;
    case 4: FOR_EACH_LANE(l) f[l] = 0u - ((lt[l] | eq[l]) ^ 1); break;
    case 5: FOR_EACH_LANE(l) f[l] = 0u - (eq[l] ^ 1); break;
    case 6: FOR_EACH_LANE(l) f[l] = 0u - (lt[l] ^ 1); break;
    default: memset(f, cond == 7 ? 0xff : 0, N * sizeof f[0]); break;
    }
}

/* width 16, 32 or 64; sign: compare as signed */
static void cmp_int(gcn_exec *x, unsigned cond, unsigned width, int sign, int cmpx)
{
    uint64_t bits = 0;
    uint32_t f[N];
    if (width == 64) {
        uint32_t ab[2][N], bb[2][N];
        const uint32_t *a[2], *b[2];
        valu_src64_halves(x, 0, ab, a);
        valu_src64_halves(x, 1, bb, b);
        cmp64_flags(cond, sign, a, b, f);
        bits = lanes_of_top_bits(f);
    } else {
        uint32_t ab[N], bb[N];
        const uint32_t *a = ab, *b = bb;
        if (width == 16) {
            uint16_t a16[N], b16[N];
            valu_src16(x, 0, 0, a16);
            valu_src16(x, 1, 0, b16);
            FOR_EACH_LANE(l) {
                ab[l] = sign ? (uint32_t)sx16(a16[l]) : a16[l];
                bb[l] = sign ? (uint32_t)sx16(b16[l]) : b16[l];
            }
        } else {
            a = valu_src32p(x, 0, ab);
            b = valu_src32p(x, 1, bb);
        }
        if (sign)
            CMP_FLAGS(f, int32_t, a, b);
        else
            CMP_FLAGS(f, uint32_t, a, b);
        bits = lanes_of_top_bits(f);
    }
    cmp_result(x, bits, cmpx);
}

SEM(v_cmp_f_i16) { cmp_int(x, 0, 16, 1, 0); }
SEM(v_cmp_lt_i16) { cmp_int(x, 1, 16, 1, 0); }
SEM(v_cmp_eq_i16) { cmp_int(x, 2, 16, 1, 0); }
SEM(v_cmp_le_i16) { cmp_int(x, 3, 16, 1, 0); }
SEM(v_cmp_gt_i16) { cmp_int(x, 4, 16, 1, 0); }
SEM(v_cmp_ne_i16) { cmp_int(x, 5, 16, 1, 0); }
SEM(v_cmp_ge_i16) { cmp_int(x, 6, 16, 1, 0); }
SEM(v_cmp_t_i16) { cmp_int(x, 7, 16, 1, 0); }
SEM(v_cmp_f_u16) { cmp_int(x, 0, 16, 0, 0); }
SEM(v_cmp_lt_u16) { cmp_int(x, 1, 16, 0, 0); }
SEM(v_cmp_eq_u16) { cmp_int(x, 2, 16, 0, 0); }
SEM(v_cmp_le_u16) { cmp_int(x, 3, 16, 0, 0); }
SEM(v_cmp_gt_u16) { cmp_int(x, 4, 16, 0, 0); }
SEM(v_cmp_ne_u16) { cmp_int(x, 5, 16, 0, 0); }
SEM(v_cmp_ge_u16) { cmp_int(x, 6, 16, 0, 0); }
SEM(v_cmp_t_u16) { cmp_int(x, 7, 16, 0, 0); }
SEM(v_cmpx_f_i16) { cmp_int(x, 0, 16, 1, 1); }
SEM(v_cmpx_lt_i16) { cmp_int(x, 1, 16, 1, 1); }
SEM(v_cmpx_eq_i16) { cmp_int(x, 2, 16, 1, 1); }
SEM(v_cmpx_le_i16) { cmp_int(x, 3, 16, 1, 1); }
SEM(v_cmpx_gt_i16) { cmp_int(x, 4, 16, 1, 1); }
SEM(v_cmpx_ne_i16) { cmp_int(x, 5, 16, 1, 1); }
SEM(v_cmpx_ge_i16) { cmp_int(x, 6, 16, 1, 1); }
SEM(v_cmpx_t_i16) { cmp_int(x, 7, 16, 1, 1); }
SEM(v_cmpx_f_u16) { cmp_int(x, 0, 16, 0, 1); }
SEM(v_cmpx_lt_u16) { cmp_int(x, 1, 16, 0, 1); }
SEM(v_cmpx_eq_u16) { cmp_int(x, 2, 16, 0, 1); }
SEM(v_cmpx_le_u16) { cmp_int(x, 3, 16, 0, 1); }
SEM(v_cmpx_gt_u16) { cmp_int(x, 4, 16, 0, 1); }
SEM(v_cmpx_ne_u16) { cmp_int(x, 5, 16, 0, 1); }
SEM(v_cmpx_ge_u16) { cmp_int(x, 6, 16, 0, 1); }
SEM(v_cmpx_t_u16) { cmp_int(x, 7, 16, 0, 1); }

SEM(v_cmp_f_i32) { cmp_int(x, 0, 32, 1, 0); }
SEM(v_cmp_lt_i32) { cmp_int(x, 1, 32, 1, 0); }
SEM(v_cmp_eq_i32) { cmp_int(x, 2, 32, 1, 0); }
SEM(v_cmp_le_i32) { cmp_int(x, 3, 32, 1, 0); }
SEM(v_cmp_gt_i32) { cmp_int(x, 4, 32, 1, 0); }
SEM(v_cmp_ne_i32) { cmp_int(x, 5, 32, 1, 0); }
SEM(v_cmp_ge_i32) { cmp_int(x, 6, 32, 1, 0); }
SEM(v_cmp_t_i32) { cmp_int(x, 7, 32, 1, 0); }
SEM(v_cmp_f_u32) { cmp_int(x, 0, 32, 0, 0); }
SEM(v_cmp_lt_u32) { cmp_int(x, 1, 32, 0, 0); }
SEM(v_cmp_eq_u32) { cmp_int(x, 2, 32, 0, 0); }
SEM(v_cmp_le_u32) { cmp_int(x, 3, 32, 0, 0); }
SEM(v_cmp_gt_u32) { cmp_int(x, 4, 32, 0, 0); }
SEM(v_cmp_ne_u32) { cmp_int(x, 5, 32, 0, 0); }
SEM(v_cmp_ge_u32) { cmp_int(x, 6, 32, 0, 0); }
SEM(v_cmp_t_u32) { cmp_int(x, 7, 32, 0, 0); }
SEM(v_cmpx_f_i32) { cmp_int(x, 0, 32, 1, 1); }
SEM(v_cmpx_lt_i32) { cmp_int(x, 1, 32, 1, 1); }
SEM(v_cmpx_eq_i32) { cmp_int(x, 2, 32, 1, 1); }
SEM(v_cmpx_le_i32) { cmp_int(x, 3, 32, 1, 1); }
SEM(v_cmpx_gt_i32) { cmp_int(x, 4, 32, 1, 1); }
SEM(v_cmpx_ne_i32) { cmp_int(x, 5, 32, 1, 1); }
SEM(v_cmpx_ge_i32) { cmp_int(x, 6, 32, 1, 1); }
SEM(v_cmpx_t_i32) { cmp_int(x, 7, 32, 1, 1); }
SEM(v_cmpx_f_u32) { cmp_int(x, 0, 32, 0, 1); }
SEM(v_cmpx_lt_u32) { cmp_int(x, 1, 32, 0, 1); }
SEM(v_cmpx_eq_u32) { cmp_int(x, 2, 32, 0, 1); }
SEM(v_cmpx_le_u32) { cmp_int(x, 3, 32, 0, 1); }
SEM(v_cmpx_gt_u32) { cmp_int(x, 4, 32, 0, 1); }
SEM(v_cmpx_ne_u32) { cmp_int(x, 5, 32, 0, 1); }
SEM(v_cmpx_ge_u32) { cmp_int(x, 6, 32, 0, 1); }
SEM(v_cmpx_t_u32) { cmp_int(x, 7, 32, 0, 1); }

SEM(v_cmp_f_i64) { cmp_int(x, 0, 64, 1, 0); }
SEM(v_cmp_lt_i64) { cmp_int(x, 1, 64, 1, 0); }
SEM(v_cmp_eq_i64) { cmp_int(x, 2, 64, 1, 0); }
SEM(v_cmp_le_i64) { cmp_int(x, 3, 64, 1, 0); }
SEM(v_cmp_gt_i64) { cmp_int(x, 4, 64, 1, 0); }
SEM(v_cmp_ne_i64) { cmp_int(x, 5, 64, 1, 0); }
SEM(v_cmp_ge_i64) { cmp_int(x, 6, 64, 1, 0); }
SEM(v_cmp_t_i64) { cmp_int(x, 7, 64, 1, 0); }
SEM(v_cmp_f_u64) { cmp_int(x, 0, 64, 0, 0); }
SEM(v_cmp_lt_u64) { cmp_int(x, 1, 64, 0, 0); }
SEM(v_cmp_eq_u64) { cmp_int(x, 2, 64, 0, 0); }
SEM(v_cmp_le_u64) { cmp_int(x, 3, 64, 0, 0); }
SEM(v_cmp_gt_u64) { cmp_int(x, 4, 64, 0, 0); }
SEM(v_cmp_ne_u64) { cmp_int(x, 5, 64, 0, 0); }
SEM(v_cmp_ge_u64) { cmp_int(x, 6, 64, 0, 0); }
SEM(v_cmp_t_u64) { cmp_int(x, 7, 64, 0, 0); }
SEM(v_cmpx_f_i64) { cmp_int(x, 0, 64, 1, 1); }
SEM(v_cmpx_lt_i64) { cmp_int(x, 1, 64, 1, 1); }
SEM(v_cmpx_eq_i64) { cmp_int(x, 2, 64, 1, 1); }
SEM(v_cmpx_le_i64) { cmp_int(x, 3, 64, 1, 1); }
SEM(v_cmpx_gt_i64) { cmp_int(x, 4, 64, 1, 1); }
SEM(v_cmpx_ne_i64) { cmp_int(x, 5, 64, 1, 1); }
SEM(v_cmpx_ge_i64) { cmp_int(x, 6, 64, 1, 1); }
SEM(v_cmpx_t_i64) { cmp_int(x, 7, 64, 1, 1); }
SEM(v_cmpx_f_u64) { cmp_int(x, 0, 64, 0, 1); }
SEM(v_cmpx_lt_u64) { cmp_int(x, 1, 64, 0, 1); }
SEM(v_cmpx_eq_u64) { cmp_int(x, 2, 64, 0, 1); }
SEM(v_cmpx_le_u64) { cmp_int(x, 3, 64, 0, 1); }
SEM(v_cmpx_gt_u64) { cmp_int(x, 4, 64, 0, 1); }
SEM(v_cmpx_ne_u64) { cmp_int(x, 5, 64, 0, 1); }
SEM(v_cmpx_ge_u64) { cmp_int(x, 6, 64, 0, 1); }
SEM(v_cmpx_t_u64) { cmp_int(x, 7, 64, 0, 1); }

/* ---- packed 16-bit integer ops (VOP3P) ---- */

/* Element k (0 low, 1 high) of VOP3P source i: the half op_sel[i] (low
 * element) or op_sel_hi[i] (high element) names, as for the packed float
 * ops (sem_valu_packed.c). */
static void pk_halves(const gcn_exec *x, unsigned i, uint16_t lo[N], uint16_t hi[N])
{
    uint32_t raw[N];
    valu_src32(x, i, raw);
    unsigned sl = (x->in->op_sel >> i & 1) ? 16 : 0, sh = (x->in->op_sel_hi >> i & 1) ? 16 : 0;
    FOR_EACH_LANE(l) {
        lo[l] = (uint16_t)(raw[l] >> sl);
        hi[l] = (uint16_t)(raw[l] >> sh);
    }
}

enum { PK_ADD_U, PK_SUB_U, PK_ADD_I, PK_SUB_I, PK_MUL_LO, PK_MAD_U, PK_MAD_I, PK_SHL, PK_SHR, PK_ASHR,
       PK_MAX_U, PK_MIN_U, PK_MAX_I, PK_MIN_I };

/* One 16-bit element; k: clamp (saturate in the op's u16 / i16 domain). */
static inline uint32_t pk_elem(int op, uint32_t a, uint32_t b, uint32_t c, unsigned k)
{
    switch (op) {
    case PK_ADD_U: return k ? umin(a + b, 0xffff) : a + b;
    case PK_SUB_U: return k && b > a ? 0 : a - b;
    case PK_ADD_I: return k ? (uint32_t)ssat(sx16(a) + sx16(b), INT16_MIN, INT16_MAX) : a + b;
    case PK_SUB_I: return k ? (uint32_t)ssat(sx16(a) - sx16(b), INT16_MIN, INT16_MAX) : a - b;
    case PK_MUL_LO: return a * b;
    case PK_MAD_U: return k ? umin(a * b + c, 0xffff) : a * b + c;
    case PK_MAD_I: return k ? (uint32_t)ssat((int64_t)sx16(a) * sx16(b) + sx16(c), INT16_MIN, INT16_MAX) : a * b + c;
    case PK_SHL: return b << (a & 15);
    case PK_SHR: return b >> (a & 15);
    case PK_ASHR: return (uint32_t)(sx16(b) >> (a & 15));
    case PK_MAX_U: return umax(a, b);
    case PK_MIN_U: return umin(a, b);
    case PK_MAX_I: return (uint32_t)imax(sx16(a), sx16(b));
    default: return (uint32_t)imin(sx16(a), sx16(b));
    }
}

/* Saturation is defined for the adds, subtracts and mads; min/max results
 * are always in range; neg_lo/neg_hi on an integer source have no meaning
 * the text gives: both stop the wave rather than guess. */
static void pk_int(gcn_exec *x, int op, unsigned nsrc)
{
    int satur = op <= PK_SUB_I || op == PK_MAD_U || op == PK_MAD_I || op >= PK_MAX_U;
    if ((x->in->neg | x->in->neg_hi) & 7) {
        gcn_raise(x, GCN_TRAP_UNIMPLEMENTED, "%s with neg_lo/neg_hi is not modelled", x->in->desc->name);
        return;
    }
    if (!satur && clamp_unmodelled(x))
        return;
    uint16_t al[N], ah[N], bl[N], bh[N], cl[N] = {0}, ch[N] = {0};
    uint32_t d[N];
    unsigned k = x->in->clamp;
    pk_halves(x, 0, al, ah);
    pk_halves(x, 1, bl, bh);
    if (nsrc == 3)
        pk_halves(x, 2, cl, ch);
    FOR_EACH_LANE(l) {
        uint32_t lo = pk_elem(op, al[l], bl[l], cl[l], k) & 0xffff, hi = pk_elem(op, ah[l], bh[l], ch[l], k) & 0xffff;
        d[l] = hi << 16 | lo;
    }
    valu_dst32(x, d);
}

SEM(v_pk_add_u16) { pk_int(x, PK_ADD_U, 2); }
SEM(v_pk_sub_u16) { pk_int(x, PK_SUB_U, 2); }
SEM(v_pk_add_i16) { pk_int(x, PK_ADD_I, 2); }
SEM(v_pk_sub_i16) { pk_int(x, PK_SUB_I, 2); }
SEM(v_pk_mul_lo_u16) { pk_int(x, PK_MUL_LO, 2); }
SEM(v_pk_mad_u16) { pk_int(x, PK_MAD_U, 3); }
SEM(v_pk_mad_i16) { pk_int(x, PK_MAD_I, 3); }
SEM(v_pk_lshlrev_b16) { pk_int(x, PK_SHL, 2); }
SEM(v_pk_lshrrev_b16) { pk_int(x, PK_SHR, 2); }
SEM(v_pk_ashrrev_i16) { pk_int(x, PK_ASHR, 2); }
SEM(v_pk_max_u16) { pk_int(x, PK_MAX_U, 2); }
SEM(v_pk_min_u16) { pk_int(x, PK_MIN_U, 2); }
SEM(v_pk_max_i16) { pk_int(x, PK_MAX_I, 2); }
SEM(v_pk_min_i16) { pk_int(x, PK_MIN_I, 2); }
