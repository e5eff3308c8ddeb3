/* Semantics of the scalar ALU: SOP2, SOPK, SOP1, SOPC and SOPP.
 *
 * Pseudocode: ../shared/isa/vega-7nm-gfx9-isa.txt chapter 12.1-12.5.  SCC is
 * written only where the pseudocode names it; readings the text leaves open
 * are in docs/salu-valu-int.md. */
#include "model_internal.h"

/* ---- operand shorthands ---- */

static uint32_t S0(const gcn_exec *x) { return sop_src32(x, GCN_R_SSRC0); }
static uint32_t S1(const gcn_exec *x) { return sop_src32(x, GCN_R_SSRC1); }
static uint64_t S0_64(const gcn_exec *x) { return sop_src64(x, GCN_R_SSRC0); }
static uint64_t S1_64(const gcn_exec *x) { return sop_src64(x, GCN_R_SSRC1); }
/* SOPK: the sdst field is also the register operand compared or updated */
static uint32_t K_REG(const gcn_exec *x) { return gcn_scalar_read32(x, x->in->sdst, (gcn_type){GCN_TK_B, 32, 1}); }
static int32_t SIMM16(const gcn_exec *x) { return (int16_t)(uint16_t)x->in->simm16; }

/* D = v, SCC = (D != 0): the rule of the logical, shift and count ops */
static void d32_nz(gcn_exec *x, uint32_t v)
{
    sop_dst32(x, v);
    gcn_scc_write(x, v != 0);
}

static void d64_nz(gcn_exec *x, uint64_t v)
{
    sop_dst64(x, v);
    gcn_scc_write(x, v != 0);
}

static void d32_scc(gcn_exec *x, uint32_t v, unsigned scc)
{
    sop_dst32(x, v);
    gcn_scc_write(x, scc);
}

static uint64_t exec64(const gcn_exec *x) { return gcn_exec_mask(x->w); }

static void exec_write(gcn_exec *x, uint64_t v) { gcn_sgpr_write64(x, GCN_OP_EXEC_LO, v); }

/* PC + 4 + simm16 * 4: the target of SOPP branches and s_call_b64 */
static uint64_t branch_target(const gcn_exec *x)
{
    return x->w->pc + 4 + (uint64_t)(int64_t)SIMM16(x) * 4;
}

/* ---- SOP2: arithmetic ---- */

SEM(s_add_u32)
{
    uint64_t t = (uint64_t)S0(x) + S1(x);
    d32_scc(x, (uint32_t)t, (unsigned)(t >> 32));
}

SEM(s_sub_u32)
{
    uint32_t a = S0(x), b = S1(x);
    d32_scc(x, a - b, b > a);
}

/* signed overflow: operands of one sign, result of the other */
SEM(s_add_i32)
{
    uint32_t a = S0(x), b = S1(x), d = a + b;
    d32_scc(x, d, ((a ^ d) & (b ^ d)) >> 31);
}

SEM(s_sub_i32)
{
    uint32_t a = S0(x), b = S1(x), d = a - b;
    d32_scc(x, d, ((a ^ b) & (a ^ d)) >> 31);
}

SEM(s_addc_u32)
{
    uint64_t t = (uint64_t)S0(x) + S1(x) + x->w->scc;
    d32_scc(x, (uint32_t)t, (unsigned)(t >> 32));
}

SEM(s_subb_u32)
{
    uint32_t a = S0(x), b = S1(x), c = x->w->scc;
    d32_scc(x, a - b - c, (uint64_t)b + c > a);
}

SEM(s_min_i32) { int32_t a = (int32_t)S0(x), b = (int32_t)S1(x); d32_scc(x, (uint32_t)(a < b ? a : b), a < b); }
SEM(s_min_u32) { uint32_t a = S0(x), b = S1(x); d32_scc(x, a < b ? a : b, a < b); }
SEM(s_max_i32) { int32_t a = (int32_t)S0(x), b = (int32_t)S1(x); d32_scc(x, (uint32_t)(a > b ? a : b), a > b); }
SEM(s_max_u32) { uint32_t a = S0(x), b = S1(x); d32_scc(x, a > b ? a : b, a > b); }

SEM(s_cselect_b32) { sop_dst32(x, x->w->scc ? S0(x) : S1(x)); }
SEM(s_cselect_b64) { sop_dst64(x, x->w->scc ? S0_64(x) : S1_64(x)); }

SEM(s_mul_i32) { sop_dst32(x, S0(x) * S1(x)); }
SEM(s_mul_hi_u32) { sop_dst32(x, (uint32_t)((uint64_t)S0(x) * S1(x) >> 32)); }
SEM(s_mul_hi_i32) { sop_dst32(x, (uint32_t)((uint64_t)((int64_t)(int32_t)S0(x) * (int32_t)S1(x)) >> 32)); }

SEM(s_absdiff_i32)
{
    uint32_t d = S0(x) - S1(x);
    d32_nz(x, (int32_t)d < 0 ? 0u - d : d);
}

/* The shift is done at 64 bits: SCC also catches bits shifted out of the
 * 32-bit S0 (docs/salu-valu-int.md). */
static void lshl_add(gcn_exec *x, unsigned n)
{
    uint64_t t = ((uint64_t)S0(x) << n) + S1(x);
    d32_scc(x, (uint32_t)t, (t >> 32) != 0);
}

SEM(s_lshl1_add_u32) { lshl_add(x, 1); }
SEM(s_lshl2_add_u32) { lshl_add(x, 2); }
SEM(s_lshl3_add_u32) { lshl_add(x, 3); }
SEM(s_lshl4_add_u32) { lshl_add(x, 4); }

SEM(s_pack_ll_b32_b16) { sop_dst32(x, (S0(x) & 0xffff) | S1(x) << 16); }
SEM(s_pack_lh_b32_b16) { sop_dst32(x, (S0(x) & 0xffff) | (S1(x) & 0xffff0000u)); }
SEM(s_pack_hh_b32_b16) { sop_dst32(x, S0(x) >> 16 | (S1(x) & 0xffff0000u)); }

/* ---- SOP2: logic and shifts (SCC = D != 0) ---- */

SEM(s_and_b32) { d32_nz(x, S0(x) & S1(x)); }
SEM(s_and_b64) { d64_nz(x, S0_64(x) & S1_64(x)); }
SEM(s_or_b32) { d32_nz(x, S0(x) | S1(x)); }
SEM(s_or_b64) { d64_nz(x, S0_64(x) | S1_64(x)); }
SEM(s_xor_b32) { d32_nz(x, S0(x) ^ S1(x)); }
SEM(s_xor_b64) { d64_nz(x, S0_64(x) ^ S1_64(x)); }
SEM(s_andn2_b32) { d32_nz(x, S0(x) & ~S1(x)); }
SEM(s_andn2_b64) { d64_nz(x, S0_64(x) & ~S1_64(x)); }
SEM(s_orn2_b32) { d32_nz(x, S0(x) | ~S1(x)); }
SEM(s_orn2_b64) { d64_nz(x, S0_64(x) | ~S1_64(x)); }
SEM(s_nand_b32) { d32_nz(x, ~(S0(x) & S1(x))); }
SEM(s_nand_b64) { d64_nz(x, ~(S0_64(x) & S1_64(x))); }
SEM(s_nor_b32) { d32_nz(x, ~(S0(x) | S1(x))); }
SEM(s_nor_b64) { d64_nz(x, ~(S0_64(x) | S1_64(x))); }
SEM(s_xnor_b32) { d32_nz(x, ~(S0(x) ^ S1(x))); }
SEM(s_xnor_b64) { d64_nz(x, ~(S0_64(x) ^ S1_64(x))); }

SEM(s_lshl_b32) { d32_nz(x, S0(x) << (S1(x) & 31)); }
SEM(s_lshl_b64) { d64_nz(x, S0_64(x) << (S1(x) & 63)); }
SEM(s_lshr_b32) { d32_nz(x, S0(x) >> (S1(x) & 31)); }
SEM(s_lshr_b64) { d64_nz(x, S0_64(x) >> (S1(x) & 63)); }
SEM(s_ashr_i32) { d32_nz(x, (uint32_t)((int32_t)S0(x) >> (S1(x) & 31))); }
SEM(s_ashr_i64) { d64_nz(x, (uint64_t)((int64_t)S0_64(x) >> (S1(x) & 63))); }

SEM(s_bfm_b32) { sop_dst32(x, ((1u << (S0(x) & 31)) - 1) << (S1(x) & 31)); }
SEM(s_bfm_b64) { sop_dst64(x, ((1ull << (S0(x) & 63)) - 1) << (S1(x) & 63)); }

/* Bit-field extract: S1[5:0] (or [4:0]) offset, S1[22:16] width.  A width
 * of 32 (64) or more keeps every bit above the offset; the signed forms
 * shift arithmetically as the pseudocode's S0.i >> offset says, then sign-
 * extend from bit width-1 (docs/salu-valu-int.md). */
static uint64_t bfe64(uint64_t v, unsigned width, int sign)
{
    if (width == 0)
        return 0;
    if (width >= 64)
        return v;
    uint64_t m = (1ull << width) - 1;
    v &= m;
    if (sign && (v >> (width - 1) & 1))
        v |= ~m;
    return v;
}

SEM(s_bfe_u32)
{
    uint32_t b = S1(x);
    unsigned w = b >> 16 & 0x7f;
    d32_nz(x, (uint32_t)bfe64(S0(x) >> (b & 31), w < 32 ? w : 32, 0));
}

SEM(s_bfe_i32)
{
    uint32_t b = S1(x);
    unsigned w = b >> 16 & 0x7f;
    int64_t v = (int32_t)S0(x) >> (b & 31);
    d32_nz(x, (uint32_t)bfe64((uint64_t)v, w < 32 ? w : 64, 1));
}

SEM(s_bfe_u64)
{
    uint32_t b = S1(x);
    d64_nz(x, bfe64(S0_64(x) >> (b & 63), b >> 16 & 0x7f, 0));
}

SEM(s_bfe_i64)
{
    uint32_t b = S1(x);
    d64_nz(x, bfe64((uint64_t)((int64_t)S0_64(x) >> (b & 63)), b >> 16 & 0x7f, 1));
}

/* ---- SOPK ---- */

SEM(s_movk_i32) { sop_dst32(x, (uint32_t)SIMM16(x)); }

SEM(s_cmovk_i32)
{
    if (x->w->scc)
        sop_dst32(x, (uint32_t)SIMM16(x));
}

SEM(s_cmpk_eq_i32) { gcn_scc_write(x, (int32_t)K_REG(x) == SIMM16(x)); }
SEM(s_cmpk_lg_i32) { gcn_scc_write(x, (int32_t)K_REG(x) != SIMM16(x)); }
SEM(s_cmpk_gt_i32) { gcn_scc_write(x, (int32_t)K_REG(x) > SIMM16(x)); }
SEM(s_cmpk_ge_i32) { gcn_scc_write(x, (int32_t)K_REG(x) >= SIMM16(x)); }
SEM(s_cmpk_lt_i32) { gcn_scc_write(x, (int32_t)K_REG(x) < SIMM16(x)); }
SEM(s_cmpk_le_i32) { gcn_scc_write(x, (int32_t)K_REG(x) <= SIMM16(x)); }
/* the unsigned forms compare with SIMM16 zero-extended */
SEM(s_cmpk_eq_u32) { gcn_scc_write(x, K_REG(x) == (x->in->simm16 & 0xffff)); }
SEM(s_cmpk_lg_u32) { gcn_scc_write(x, K_REG(x) != (x->in->simm16 & 0xffff)); }
SEM(s_cmpk_gt_u32) { gcn_scc_write(x, K_REG(x) > (x->in->simm16 & 0xffff)); }
SEM(s_cmpk_ge_u32) { gcn_scc_write(x, K_REG(x) >= (x->in->simm16 & 0xffff)); }
SEM(s_cmpk_lt_u32) { gcn_scc_write(x, K_REG(x) < (x->in->simm16 & 0xffff)); }
SEM(s_cmpk_le_u32) { gcn_scc_write(x, K_REG(x) <= (x->in->simm16 & 0xffff)); }

SEM(s_addk_i32)
{
    uint32_t a = K_REG(x), b = (uint32_t)SIMM16(x), d = a + b;
    d32_scc(x, d, ((a ^ d) & (b ^ d)) >> 31);
}

SEM(s_mulk_i32) { sop_dst32(x, K_REG(x) * (uint32_t)SIMM16(x)); }

/* D = address of the next instruction; PC = PC + 4 + SIMM16 * 4.  The
 * return address is read before the jump so that D may be any pair. */
SEM(s_call_b64)
{
    sop_dst64(x, x->w->pc + 4);
    x->next_pc = branch_target(x);
}

/* ---- hardware registers (s_getreg / s_setreg) ---- */

enum { HW_MODE = 1, HW_STATUS = 2, HW_TRAPSTS = 3, HW_HW_ID = 4, HW_GPR_ALLOC = 5, HW_LDS_ALLOC = 6,
       HW_IB_STS = 7 };

/* STATUS with its live bits: SCC [0], EXECZ [9], VCCZ [10], IN_TG [11],
 * IN_BARRIER [12], VALID [16] (ISA 3.4). */
static uint32_t status_read(const gcn_exec *x)
{
    const gcn_wave *w = x->w;
    uint32_t s = w->status & ~(1u | 1u << 9 | 1u << 10 | 1u << 11 | 1u << 12);
    s |= w->scc;
    s |= (uint32_t)(gcn_exec_mask(w) == 0) << 9;
    s |= (uint32_t)((w->sgpr[GCN_OP_VCC_LO] | w->sgpr[GCN_OP_VCC_HI]) == 0) << 10;
    s |= (uint32_t)(w->wg && w->wg->nwaves > 1) << 11;
    s |= (uint32_t)(w->state == GCN_WAVE_BARRIER) << 12;
    return s | 1u << 16;
}

static uint32_t hwreg_read(const gcn_exec *x, unsigned id)
{
    const gcn_wave *w = x->w;
    switch (id) {
    case HW_MODE: return w->mode;
    case HW_STATUS: return status_read(x);
    case HW_TRAPSTS: return w->trapsts;
    case HW_HW_ID: return w->hw_id;
    case HW_GPR_ALLOC: {
        /* VGPR_SIZE [13:8] in granules of 8 of the unified file, SGPR_SIZE
         * [27:24] in granules of 8 of the 112 SGPRs (s0-s101, flat_scratch,
         * xnack_mask, vcc, padding); both bases 0 (docs/salu-valu-int.md) */
        uint32_t v = w->num_agprs ? w->accum_offset + w->num_agprs : w->num_vgprs;
        uint32_t vg = v ? (v + 7) / 8 - 1 : 0;
        return (vg & 0x3f) << 8 | (112u / 8 - 1) << 24;
    }
    case HW_LDS_ALLOC: /* LDS_SIZE [20:12] in units of 64 dwords, LDS_BASE 0 */
        return w->wg ? (w->wg->lds_size / 256 & 0x1ff) << 12 : 0;
    case HW_IB_STS: /* the functional model has nothing outstanding */
    default: return 0;
    }
}

/* SIMM16 = {size-1[15:11], offset[10:6], id[5:0]} */
static void hwreg_field(const gcn_exec *x, unsigned *id, unsigned *off, uint32_t *mask)
{
    uint32_t s = x->in->simm16;
    unsigned size = (s >> 11 & 31) + 1;
    *id = s & 63;
    *off = s >> 6 & 31;
    *mask = (size == 32 ? 0xffffffffu : (1u << size) - 1) << *off;
}

SEM(s_getreg_b32)
{
    unsigned id, off;
    uint32_t mask;
    hwreg_field(x, &id, &off, &mask);
    sop_dst32(x, (hwreg_read(x, id) & mask) >> off);
}

/* MODE is part of the retirement record. */
static void mode_changed(gcn_exec *x)
{
    if (x->rec) {
        x->rec->mode_written = 1;
        x->rec->mode = x->w->mode;
    }
}

/* Writable: MODE and TRAPSTS; writes to the read-only registers are
 * dropped. */
static void hwreg_write(gcn_exec *x, uint32_t v)
{
    unsigned id, off;
    uint32_t mask;
    hwreg_field(x, &id, &off, &mask);
    uint32_t *r = id == HW_MODE ? &x->w->mode : id == HW_TRAPSTS ? &x->w->trapsts : NULL;
    if (!r)
        return;
    *r = (*r & ~mask) | ((v << off) & mask);
    if (id == HW_MODE)
        mode_changed(x);
}

SEM(s_setreg_b32) { hwreg_write(x, K_REG(x)); }
SEM(s_setreg_imm32_b32) { hwreg_write(x, x->in->literal); }

/* ---- SOP1 ---- */

SEM(s_mov_b32) { sop_dst32(x, S0(x)); }
SEM(s_mov_b64) { sop_dst64(x, S0_64(x)); }

SEM(s_cmov_b32)
{
    if (x->w->scc)
        sop_dst32(x, S0(x));
}

SEM(s_cmov_b64)
{
    if (x->w->scc)
        sop_dst64(x, S0_64(x));
}

SEM(s_not_b32) { d32_nz(x, ~S0(x)); }
SEM(s_not_b64) { d64_nz(x, ~S0_64(x)); }

/* every bit of a nibble is set when any bit of it is */
static uint64_t wqm(uint64_t v)
{
    uint64_t q = v | v >> 1 | v >> 2 | v >> 3;
    q &= 0x1111111111111111ull;
    return q * 0xf;
}

SEM(s_wqm_b32) { d32_nz(x, (uint32_t)wqm(S0(x))); }
SEM(s_wqm_b64) { d64_nz(x, wqm(S0_64(x))); }

static uint64_t brev64(uint64_t v)
{
    v = (v >> 1 & 0x5555555555555555ull) | (v & 0x5555555555555555ull) << 1;
    v = (v >> 2 & 0x3333333333333333ull) | (v & 0x3333333333333333ull) << 2;
    v = (v >> 4 & 0x0f0f0f0f0f0f0f0full) | (v & 0x0f0f0f0f0f0f0f0full) << 4;
    return __builtin_bswap64(v);
}

SEM(s_brev_b32) { sop_dst32(x, (uint32_t)(brev64(S0(x)) >> 32)); }
SEM(s_brev_b64) { sop_dst64(x, brev64(S0_64(x))); }

SEM(s_bcnt0_i32_b32) { d32_nz(x, (uint32_t)__builtin_popcount(~S0(x))); }
SEM(s_bcnt0_i32_b64) { d32_nz(x, (uint32_t)__builtin_popcountll(~S0_64(x))); }
SEM(s_bcnt1_i32_b32) { d32_nz(x, (uint32_t)__builtin_popcount(S0(x))); }
SEM(s_bcnt1_i32_b64) { d32_nz(x, (uint32_t)__builtin_popcountll(S0_64(x))); }

/* first set bit from the LSB, or -1 */
static uint32_t ff1(uint64_t v) { return v ? (uint32_t)__builtin_ctzll(v) : 0xffffffffu; }
/* leading zeros of a value of n bits, or -1 when it is zero */
static uint32_t flbit(uint64_t v, unsigned n) { return v ? (uint32_t)__builtin_clzll(v) - (64 - n) : 0xffffffffu; }

SEM(s_ff0_i32_b32) { sop_dst32(x, ff1((uint32_t)~S0(x))); }
SEM(s_ff0_i32_b64) { sop_dst32(x, ff1(~S0_64(x))); }
SEM(s_ff1_i32_b32) { sop_dst32(x, ff1(S0(x))); }
SEM(s_ff1_i32_b64) { sop_dst32(x, ff1(S0_64(x))); }
SEM(s_flbit_i32_b32) { sop_dst32(x, flbit(S0(x), 32)); }
SEM(s_flbit_i32_b64) { sop_dst32(x, flbit(S0_64(x), 64)); }
/* bits after the sign bit equal to it: leading zeros of v ^ (v >> 1)'s
 * top-aligned form, -1 when all bits are the sign */
SEM(s_flbit_i32)
{
    uint32_t v = S0(x);
    sop_dst32(x, flbit((uint32_t)(v ^ (uint32_t)((int32_t)v >> 31)), 32));
}

SEM(s_flbit_i32_i64)
{
    uint64_t v = S0_64(x);
    sop_dst32(x, flbit(v ^ (uint64_t)((int64_t)v >> 63), 64));
}

SEM(s_sext_i32_i8) { sop_dst32(x, (uint32_t)(int32_t)(int8_t)S0(x)); }
SEM(s_sext_i32_i16) { sop_dst32(x, (uint32_t)(int32_t)(int16_t)S0(x)); }

/* s_bitset*: D is read as well as written */
static uint32_t sdst32(const gcn_exec *x) { return gcn_scalar_read32(x, x->in->sdst, (gcn_type){GCN_TK_B, 32, 1}); }
static uint64_t sdst64(const gcn_exec *x) { return gcn_scalar_read64(x, x->in->sdst, (gcn_type){GCN_TK_B, 64, 1}); }

SEM(s_bitset0_b32) { sop_dst32(x, sdst32(x) & ~(1u << (S0(x) & 31))); }
SEM(s_bitset0_b64) { sop_dst64(x, sdst64(x) & ~(1ull << (S0(x) & 63))); }
SEM(s_bitset1_b32) { sop_dst32(x, sdst32(x) | 1u << (S0(x) & 31)); }
SEM(s_bitset1_b64) { sop_dst64(x, sdst64(x) | 1ull << (S0(x) & 63)); }

SEM(s_getpc_b64) { sop_dst64(x, x->w->pc + 4); }
SEM(s_setpc_b64) { x->next_pc = S0_64(x); }

SEM(s_swappc_b64)
{
    uint64_t target = S0_64(x); /* before D, which may be the same pair */
    sop_dst64(x, x->w->pc + 4);
    x->next_pc = target;
}

/* D = EXEC (the old one), then EXEC = op, SCC = EXEC != 0 */
static void saveexec(gcn_exec *x, uint64_t (*op)(uint64_t s, uint64_t e))
{
    uint64_t s = S0_64(x), e = exec64(x), n = op(s, e);
    sop_dst64(x, e);
    exec_write(x, n);
    gcn_scc_write(x, n != 0);
}

/* EXEC = op, then D = the new EXEC, SCC = EXEC != 0 */
static void wrexec(gcn_exec *x, uint64_t (*op)(uint64_t s, uint64_t e))
{
    uint64_t n = op(S0_64(x), exec64(x));
    exec_write(x, n);
    sop_dst64(x, n);
    gcn_scc_write(x, n != 0);
}

static uint64_t op_and(uint64_t s, uint64_t e) { return s & e; }
static uint64_t op_or(uint64_t s, uint64_t e) { return s | e; }
static uint64_t op_xor(uint64_t s, uint64_t e) { return s ^ e; }
static uint64_t op_andn2(uint64_t s, uint64_t e) { return s & ~e; }
static uint64_t op_orn2(uint64_t s, uint64_t e) { return s | ~e; }
static uint64_t op_nand(uint64_t s, uint64_t e) { return ~(s & e); }
static uint64_t op_nor(uint64_t s, uint64_t e) { return ~(s | e); }
static uint64_t op_xnor(uint64_t s, uint64_t e) { return ~(s ^ e); }
static uint64_t op_andn1(uint64_t s, uint64_t e) { return ~s & e; }
static uint64_t op_orn1(uint64_t s, uint64_t e) { return ~s | e; }

SEM(s_and_saveexec_b64) { saveexec(x, op_and); }
SEM(s_or_saveexec_b64) { saveexec(x, op_or); }
SEM(s_xor_saveexec_b64) { saveexec(x, op_xor); }
SEM(s_andn2_saveexec_b64) { saveexec(x, op_andn2); }
SEM(s_orn2_saveexec_b64) { saveexec(x, op_orn2); }
SEM(s_nand_saveexec_b64) { saveexec(x, op_nand); }
SEM(s_nor_saveexec_b64) { saveexec(x, op_nor); }
SEM(s_xnor_saveexec_b64) { saveexec(x, op_xnor); }
SEM(s_andn1_saveexec_b64) { saveexec(x, op_andn1); }
SEM(s_orn1_saveexec_b64) { saveexec(x, op_orn1); }
SEM(s_andn1_wrexec_b64) { wrexec(x, op_andn1); }
SEM(s_andn2_wrexec_b64) { wrexec(x, op_andn2); }

/* bit i = any bit of nibble i */
static uint64_t quadmask(uint64_t v, unsigned nibbles)
{
    uint64_t d = 0;
    for (unsigned i = 0; i < nibbles; i++)
        d |= (uint64_t)((v >> (4 * i) & 0xf) != 0) << i;
    return d;
}

SEM(s_quadmask_b32) { d32_nz(x, (uint32_t)quadmask(S0(x), 8)); }
SEM(s_quadmask_b64) { d64_nz(x, quadmask(S0_64(x), 16)); }

SEM(s_bitreplicate_b64_b32)
{
    uint32_t s = S0(x);
    uint64_t d = 0;
    for (unsigned i = 0; i < 32; i++)
        d |= (uint64_t)(s >> i & 1) * 3 << (2 * i);
    sop_dst64(x, d);
}

SEM(s_abs_i32)
{
    uint32_t v = S0(x);
    d32_nz(x, (int32_t)v < 0 ? 0u - v : v);
}

/* s_movrel*: the SGPR named by the field plus M0.  Indexing stays inside
 * s0-s101 (ISA 3.6.1): a source past it reads s0, a destination past it is
 * not written. */
#define SGPR_SIZE 102u

static unsigned movrel_index(const gcn_exec *x, unsigned code, unsigned n)
{
    uint64_t i = (uint64_t)code + x->w->sgpr[GCN_OP_M0];
    return code < SGPR_SIZE && i + n <= SGPR_SIZE ? (unsigned)i : ~0u;
}

static uint32_t movrel_read(const gcn_exec *x, unsigned n, unsigned k)
{
    unsigned i = movrel_index(x, x->in->src[0], n);
    return i == ~0u ? x->w->sgpr[k] : x->w->sgpr[i + k];
}

SEM(s_movrels_b32) { sop_dst32(x, movrel_read(x, 1, 0)); }
SEM(s_movrels_b64) { sop_dst64(x, (uint64_t)movrel_read(x, 2, 1) << 32 | movrel_read(x, 2, 0)); }

SEM(s_movreld_b32)
{
    unsigned i = movrel_index(x, x->in->sdst, 1);
    uint32_t v = S0(x);
    if (i != ~0u)
        gcn_sgpr_write32(x, i, v);
}

SEM(s_movreld_b64)
{
    unsigned i = movrel_index(x, x->in->sdst, 2);
    uint64_t v = S0_64(x);
    if (i != ~0u)
        gcn_sgpr_write64(x, i, v);
}

/* Return from a trap handler: PRIV (STATUS [5]) = 0, PC = S0 (the second
 * operand of s_rfe_restore_b64 is ignored, ISA 12.1). */
static void rfe(gcn_exec *x)
{
    x->w->status &= ~(1u << 5);
    x->next_pc = S0_64(x);
}

SEM(s_rfe_b64) { rfe(x); }
SEM(s_rfe_restore_b64) { rfe(x); }

/* ---- legacy branch stack (ISA 12.1-12.3): CSP is MODE[31:29]; an entry
 * is the 128 bits of SGPR[CSP*4 .. CSP*4+3], read here as {PC in the high
 * pair, EXEC mask in the low pair} as the pseudocode's {addr, mask} says ---- */

static unsigned csp(const gcn_exec *x) { return x->w->mode >> 29; }

static void csp_set(gcn_exec *x, unsigned v)
{
    x->w->mode = (x->w->mode & 0x1fffffffu) | (v & 7) << 29;
    mode_changed(x);
}

static void branch_fork(gcn_exec *x, uint64_t mask, uint64_t target)
{
    uint64_t e = exec64(x), pass = mask & e, fail = ~mask & e;
    if (pass == e) {
        x->next_pc = target;
    } else if (fail != e) {
        unsigned c = csp(x);
        int take_fail = __builtin_popcountll(fail) < __builtin_popcountll(pass);
        /* run the smaller side first, push the other */
        gcn_sgpr_write64(x, 4 * c, take_fail ? pass : fail);
        gcn_sgpr_write64(x, 4 * c + 2, take_fail ? target : x->next_pc);
        csp_set(x, c + 1);
        exec_write(x, take_fail ? fail : pass);
        if (!take_fail)
            x->next_pc = target;
    }
}

SEM(s_cbranch_g_fork) { branch_fork(x, S0_64(x), S1_64(x)); }
SEM(s_cbranch_i_fork) { branch_fork(x, sdst64(x), branch_target(x)); }

SEM(s_cbranch_join)
{
    unsigned c = csp(x);
    if (c == S0(x))
        return; /* second arrival: fall through */
    c -= 1;
    csp_set(x, c);
    exec_write(x, (uint64_t)x->w->sgpr[4 * c + 1] << 32 | x->w->sgpr[4 * c]);
    x->next_pc = (uint64_t)x->w->sgpr[4 * c + 3] << 32 | x->w->sgpr[4 * c + 2];
}

/* VSKIP = S0[S1[4:0]], kept in MODE.vskip [28]; gcn_wave_step skips vector
 * instructions while it is set. */
SEM(s_setvskip)
{
    x->w->mode = (x->w->mode & ~(1u << 28)) | (S0(x) >> (S1(x) & 31) & 1) << 28;
    mode_changed(x);
}

/* ---- SOPC ---- */

SEM(s_cmp_eq_i32) { gcn_scc_write(x, S0(x) == S1(x)); }
SEM(s_cmp_lg_i32) { gcn_scc_write(x, S0(x) != S1(x)); }
SEM(s_cmp_gt_i32) { gcn_scc_write(x, (int32_t)S0(x) > (int32_t)S1(x)); }
SEM(s_cmp_ge_i32) { gcn_scc_write(x, (int32_t)S0(x) >= (int32_t)S1(x)); }
SEM(s_cmp_lt_i32) { gcn_scc_write(x, (int32_t)S0(x) < (int32_t)S1(x)); }
SEM(s_cmp_le_i32) { gcn_scc_write(x, (int32_t)S0(x) <= (int32_t)S1(x)); }
SEM(s_cmp_eq_u32) { gcn_scc_write(x, S0(x) == S1(x)); }
SEM(s_cmp_lg_u32) { gcn_scc_write(x, S0(x) != S1(x)); }
SEM(s_cmp_gt_u32) { gcn_scc_write(x, S0(x) > S1(x)); }
SEM(s_cmp_ge_u32) { gcn_scc_write(x, S0(x) >= S1(x)); }
SEM(s_cmp_lt_u32) { gcn_scc_write(x, S0(x) < S1(x)); }
SEM(s_cmp_le_u32) { gcn_scc_write(x, S0(x) <= S1(x)); }
SEM(s_cmp_eq_u64) { gcn_scc_write(x, S0_64(x) == S1_64(x)); }
SEM(s_cmp_lg_u64) { gcn_scc_write(x, S0_64(x) != S1_64(x)); }

SEM(s_bitcmp0_b32) { gcn_scc_write(x, !(S0(x) >> (S1(x) & 31) & 1)); }
SEM(s_bitcmp1_b32) { gcn_scc_write(x, S0(x) >> (S1(x) & 31) & 1); }
SEM(s_bitcmp0_b64) { gcn_scc_write(x, !(S0_64(x) >> (S1(x) & 63) & 1)); }
SEM(s_bitcmp1_b64) { gcn_scc_write(x, (unsigned)(S0_64(x) >> (S1(x) & 63) & 1)); }

/* ---- SOPP: program flow ---- */

SEM(s_endpgm) { x->w->state = GCN_WAVE_ENDED; }
/* the context-switch and POPS variants end the wave the same way */
SEM(s_endpgm_saved) { x->w->state = GCN_WAVE_ENDED; }
SEM(s_endpgm_ordered_ps_done) { x->w->state = GCN_WAVE_ENDED; }

static void branch_if(gcn_exec *x, int cond)
{
    if (cond)
        x->next_pc = branch_target(x);
}

static int vcc_zero(const gcn_exec *x) { return (x->w->sgpr[GCN_OP_VCC_LO] | x->w->sgpr[GCN_OP_VCC_HI]) == 0; }

SEM(s_branch) { x->next_pc = branch_target(x); }
SEM(s_cbranch_scc0) { branch_if(x, x->w->scc == 0); }
SEM(s_cbranch_scc1) { branch_if(x, x->w->scc != 0); }
SEM(s_cbranch_vccz) { branch_if(x, vcc_zero(x)); }
SEM(s_cbranch_vccnz) { branch_if(x, !vcc_zero(x)); }
SEM(s_cbranch_execz) { branch_if(x, exec64(x) == 0); }
SEM(s_cbranch_execnz) { branch_if(x, exec64(x) != 0); }
/* conditional-debug bits: STATUS.COND_DBG_USER [20], COND_DBG_SYS [21] */
SEM(s_cbranch_cdbgsys) { branch_if(x, x->w->status >> 21 & 1); }
SEM(s_cbranch_cdbguser) { branch_if(x, x->w->status >> 20 & 1); }
SEM(s_cbranch_cdbgsys_or_user) { branch_if(x, (x->w->status >> 20 & 3) != 0); }
SEM(s_cbranch_cdbgsys_and_user) { branch_if(x, (x->w->status >> 20 & 3) == 3); }

/* The wave waits until every wave of its workgroup has arrived (or ended);
 * the dispatcher releases it (cmodel/src/dispatch.c). */
SEM(s_barrier)
{
    x->w->state = GCN_WAVE_BARRIER;
    if (x->w->wg)
        x->w->wg->at_barrier++;
}

/* s_trap: there is no trap handler in the model, so the wave stops and
 * reports the trap ID (clang emits s_trap 2 for __builtin_trap). */
SEM(s_trap)
{
    gcn_raise(x, GCN_TRAP_S_TRAP, "s_trap %u at PC 0x%llx", x->in->simm16 & 0xff, (unsigned long long)x->w->pc);
}

/* HALT = SIMM16[0] and KILL = SIMM16[0]: clearing them changes nothing in a
 * model that never halts or kills a wave; setting them (the wave would wait
 * for the host, or be killed) is not modelled and stops the wave. */
static void halt_or_kill(gcn_exec *x, const char *what)
{
    if (x->in->simm16 & 1)
        gcn_raise(x, GCN_TRAP_UNIMPLEMENTED, "%s 1 (%s) at PC 0x%llx is not modelled", x->in->desc->name, what,
                  (unsigned long long)x->w->pc);
}

SEM(s_sethalt) { halt_or_kill(x, "halt the wave"); }
SEM(s_setkill) { halt_or_kill(x, "kill the wave"); }

/* User wave priority: STATUS.WAVE_PRIO [4:3] = SIMM16[1:0]. */
SEM(s_setprio) { x->w->status = (x->w->status & ~(3u << 3)) | (x->in->simm16 & 3) << 3; }

/* Timing, caches, counters and messages with no architectural effect in a
 * functional model (docs/salu-valu-int.md says why for each). */
SEM(s_nop) { (void)x; }
SEM(s_waitcnt) { (void)x; }
SEM(s_sleep) { (void)x; }
SEM(s_wakeup) { (void)x; }
SEM(s_icache_inv) { (void)x; }
SEM(s_incperflevel) { (void)x; }
SEM(s_decperflevel) { (void)x; }
SEM(s_ttracedata) { (void)x; }
SEM(s_sendmsg) { (void)x; }

/* ---- GPR indexing (the VALU side is in gcn_wave_step, model.c) ---- */

/* MODE.gpr_idx_en [27] = 1; M0[7:0] = S0[7:0]; M0[15:12] = the raw S1 field
 * (enables: src0, src1, src2, vdst); the other bits of M0 are kept. */
SEM(s_set_gpr_idx_on)
{
    uint32_t m0 = x->w->sgpr[GCN_OP_M0];
    m0 = (m0 & ~0xf0ffu) | (S0(x) & 0xff) | (x->in->src[1] & 0xfu) << 12;
    gcn_sgpr_write32(x, GCN_OP_M0, m0);
    x->w->mode |= 1u << 27;
    mode_changed(x);
}

SEM(s_set_gpr_idx_off)
{
    x->w->mode &= ~(1u << 27);
    mode_changed(x);
}

SEM(s_set_gpr_idx_mode)
{
    gcn_sgpr_write32(x, GCN_OP_M0, (x->w->sgpr[GCN_OP_M0] & ~0xf000u) | (x->in->simm16 & 0xfu) << 12);
}

SEM(s_set_gpr_idx_idx)
{
    gcn_sgpr_write32(x, GCN_OP_M0, (x->w->sgpr[GCN_OP_M0] & ~0xffu) | (S0(x) & 0xff));
}
