/* The model's core: decode cache, one-instruction step, traps, and the
 * operand vocabulary of model_internal.h. */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

#include "gcn/disasm.h"
#include "mem_internal.h"
#include "model_internal.h"

int gcn_code_init(gcn_code *code, uint64_t base, const uint32_t *words, size_t nwords)
{
    code->base = base;
    code->words = words;
    code->nwords = nwords;
    code->cache = calloc(nwords ? nwords : 1, sizeof *code->cache);
    code->use = calloc(nwords ? nwords : 1, sizeof *code->use);
    code->cache_ok = calloc(nwords ? nwords : 1, 1);
    code->step = calloc(nwords ? nwords : 1, sizeof *code->step);
    return code->cache && code->use && code->cache_ok && code->step ? 0 : -1;
}

void gcn_code_free(gcn_code *code)
{
    free(code->cache);
    free(code->use);
    free(code->cache_ok);
    free(code->step);
    code->cache = NULL;
    code->use = NULL;
    code->cache_ok = NULL;
    code->step = NULL;
}

/* ---- the registers an instruction names ---- */

/* Whether an operand names AccVGPRs: its register class says so (the
 * v_accvgpr_* moves), else the acc bits the decoder keeps for its role. */
int gcn_operand_acc(const gcn_inst *in, const gcn_opnd_desc *o)
{
    if (o->rclass == GCN_RC_AGPR)
        return 1;
    switch (o->role) {
    case GCN_R_VDST: return in->acc_dst;
    case GCN_R_SRC0: return in->acc_src & 1;
    case GCN_R_SRC1: return in->acc_src >> 1 & 1;
    case GCN_R_SRC2: return in->desc->unit == GCN_U_MFMA ? in->acc_dst : in->acc_src >> 2 & 1;
    case GCN_R_DATA0: case GCN_R_VDATA: return in->acc_src & 1;
    case GCN_R_DATA1: return in->acc_src >> 1 & 1;
    default: return 0;
    }
}

/* Registers an operand occupies: the row's width, or for memory operands
 * what the encoding really has (mem_internal.h, as the decoder checks them). */
unsigned gcn_operand_dwords(const gcn_inst *in, const gcn_opnd_desc *o)
{
    int mem = in->family >= GCN_DS;   /* the memory families close the list (isa.h) */
    switch (o->role) {
    case GCN_R_SIMM16: case GCN_R_IMM32: return 0;
    case GCN_R_VADDR: return mem_vaddr_dwords(in);
    case GCN_R_VDATA: return mem_vdata_printed(in) ? mem_vdata_dwords(in, o->type) : 0;
    case GCN_R_VDST: return !mem || mem_vdst_printed(in) ? gcn_type_dwords(o->type) : 0;
    case GCN_R_SOFFSET: return 1;
    case GCN_R_SADDR: return in->saddr == MEM_SADDR_OFF ? 0 : in->family == GCN_GLOBAL ? 2 : 1;
    default: return gcn_type_dwords(o->type);
    }
}

static void note_range(uint16_t *end, unsigned first, unsigned dwords)
{
    if (first + dwords > *end)
        *end = (uint16_t)(first + dwords);
}

static void reg_use_of(const gcn_inst *in, gcn_reg_use *u)
{
    memset(u, 0, sizeof *u);
    for (unsigned i = 0; in->desc && i < in->desc->n_opnds; i++) {
        const gcn_opnd_desc *o = &in->desc->opnd[i];
        unsigned n = gcn_operand_dwords(in, o), code = gcn_role_code(in, (gcn_role)o->role);
        if (!n)
            continue;
        if (code >= GCN_OP_VGPR0)
            note_range(gcn_operand_acc(in, o) ? &u->agprs : &u->vgprs, code - GCN_OP_VGPR0, n);
        else if (code < GCN_SGPRS)
            note_range(&u->sgprs, code, n);
    }
}

/* Decode once per PC: the cache keeps the decoded form, and the registers it
 * names, for later visits.  The slot of pc, or -1 when pc is outside the
 * code or misaligned. */
static ptrdiff_t fetch(gcn_code *code, uint64_t pc)
{
    uint64_t off = pc - code->base; /* wraps to a huge offset below base */
    if ((off & 3) != 0 || off / 4 >= code->nwords)
        return -1;
    size_t i = (size_t)(off / 4);
    if (!code->cache_ok[i]) {
        gcn_inst *in = &code->cache[i];
        gcn_decode(code->words + i, code->nwords - i, in);
        reg_use_of(in, &code->use[i]);
        unsigned u = in->desc ? in->desc->unit : GCN_U_SALU;
        code->step[i].fn = in->desc ? gcn_sem_table[in->desc - gcn_insns] : NULL;
        code->step[i].in = in;
        code->step[i].bytes = (uint8_t)(4u * in->nwords);
        code->step[i].vector = u != GCN_U_SALU && u != GCN_U_SMEM && u != GCN_U_BRANCH;
        code->cache_ok[i] = 1;
    }
    return (ptrdiff_t)i;
}

/* A resource trap's message: the instruction's text and PC, then what. */
#define RESOURCE_MSG "%s at PC 0x%llx %s"

static void inst_text(const gcn_inst *in, uint64_t pc, char *text, size_t size)
{
    gcn_dis_ctx ctx = {pc, NULL, NULL};
    gcn_disasm(in, &ctx, text, size, NULL, NULL);
}

void gcn_raise_resource(gcn_exec *x, const char *fmt, ...)
{
    char text[96], what[128];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    inst_text(x->in, x->w->pc, text, sizeof text);
    gcn_raise(x, GCN_TRAP_RESOURCE, RESOURCE_MSG, text, (unsigned long long)x->w->pc, what);
}

void gcn_wave_check_allocation(gcn_wave *w)
{
    /* s0-s101, 512 VGPRs: 7 + 10 + 10 bits, and a bit that makes it non-zero */
    w->alloc_key = 1u << 31 | (w->num_sgprs & 0x7f) | (w->num_vgprs & 0x3ff) << 7 | (w->num_agprs & 0x3ff) << 17;
}

/* Whether an instruction naming the registers u fits the wave's allocation;
 * if not, what it names beyond it.  An instruction is compared with an
 * allocation once: it keeps the key of the allocation it fits, so later
 * steps cost one compare (a wave that is not checked has key 0, as a fresh
 * instruction, and always fits). */
static int fits_allocation(const gcn_wave *w, gcn_reg_use *u, char *what, size_t size)
{
    /* an unchecked wave fits, whatever key a checked wave left on the same code */
    if (u->fits == w->alloc_key || !w->alloc_key)
        return 1;
    if (u->sgprs <= w->num_sgprs && u->vgprs <= w->num_vgprs && u->agprs <= w->num_agprs) {
        u->fits = w->alloc_key;
        return 1;
    }
    if (u->sgprs > w->num_sgprs)
        snprintf(what, size, "names s%u: the kernel descriptor allocates %u SGPRs", u->sgprs - 1u, w->num_sgprs);
    else if (u->vgprs > w->num_vgprs)
        snprintf(what, size, "names v%u: the kernel descriptor allocates %u ArchVGPRs", u->vgprs - 1u, w->num_vgprs);
    else
        snprintf(what, size, "names a%u: the kernel descriptor allocates %u AccVGPRs", u->agprs - 1u, w->num_agprs);
    return 0;
}

/* An instruction naming registers beyond the wave's allocation stops the
 * wave before it runs. */
static int beyond_allocation(gcn_exec *x, gcn_reg_use *u)
{
    char what[128];
    if (fits_allocation(x->w, u, what, sizeof what))
        return 0;
    gcn_raise_resource(x, "%s", what);
    return 1;
}

int gcn_wave_names_beyond_allocation(gcn_machine *m, const gcn_wave *w, uint64_t pc, char *msg, size_t size)
{
    ptrdiff_t slot = m->code ? fetch(m->code, pc) : -1;
    char what[128];
    if (slot < 0 || !w->alloc_key || fits_allocation(w, &m->code->use[slot], what, sizeof what))
        return 0;
    char text[96];
    inst_text(&m->code->cache[slot], pc, text, sizeof text);
    snprintf(msg, size, RESOURCE_MSG, text, (unsigned long long)pc, what);
    return 1;
}

void gcn_raise(gcn_exec *x, gcn_trap trap, const char *fmt, ...)
{
    gcn_wave *w = x->w;
    if (w->state == GCN_WAVE_TRAPPED)
        return;
    w->state = GCN_WAVE_TRAPPED;
    w->trap = trap;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(w->trap_msg, sizeof w->trap_msg, fmt, ap);
    va_end(ap);
    /* TRAPSTS.EXCP: bit 8 memory violation, bit 11 illegal instruction */
    if (trap == GCN_TRAP_MEMORY)
        w->trapsts |= 1u << 8;
    else if (trap == GCN_TRAP_ILLEGAL || trap == GCN_TRAP_UNIMPLEMENTED)
        w->trapsts |= 1u << 11;
}

const char *gcn_trap_name(gcn_trap t)
{
    static const char *const names[] = {"none", "illegal", "unimplemented", "memory", "s_trap", "pc", "resource"};
    return (unsigned)t < sizeof names / sizeof names[0] ? names[t] : "?";
}

int gcn_model_implements(const gcn_insn_desc *d)
{
    return d && gcn_sem_table[d - gcn_insns] != NULL;
}

/* GPR indexing (s_set_gpr_idx_on sets MODE.gpr_idx_en [27]): the VGPR
 * operands of a VALU instruction that M0[15:12] enables (src0, src1, src2,
 * vdst) are offset by M0[7:0].  The copy holds the relative operands, so every
 * semantic sees them.  A source past the wave's VGPRs reads v0; a destination
 * past them makes the instruction a no-op (ISA 3.6.1): returns 0 then. */
static int gpr_index(const gcn_wave *w, const gcn_inst *in, gcn_inst *rel)
{
    uint32_t m0 = w->sgpr[GCN_OP_M0], size = w->num_vgprs ? w->num_vgprs : GCN_NUM_VGPRS;
    *rel = *in;
    for (unsigned i = 0; i < 3; i++) {
        if ((m0 >> (12 + i) & 1) && in->src[i] >= GCN_OP_VGPR0) {
            uint32_t n = in->src[i] - GCN_OP_VGPR0 + (m0 & 0xff);
            rel->src[i] = (uint16_t)(GCN_OP_VGPR0 + (n < size ? n : 0));
        }
    }
    if ((m0 >> 15 & 1) && gcn_find_opnd(in->desc, GCN_R_VDST) && in->vdst >= GCN_OP_VGPR0) {
        uint32_t n = in->vdst - GCN_OP_VGPR0 + (m0 & 0xff);
        if (n + gcn_type_dwords(gcn_find_opnd(in->desc, GCN_R_VDST)->type) > size)
            return 0;
        rel->vdst = (uint16_t)(GCN_OP_VGPR0 + n);
    }
    return 1;
}

/* The optional units (GCN_ABSENT_*) an instruction runs on. */
unsigned gcn_insn_units(const gcn_insn_desc *d)
{
    return (d->flags & GCN_F_FP64 ? GCN_ABSENT_FP64 : 0u) | (d->unit == GCN_U_MFMA ? GCN_ABSENT_MFMA : 0u);
}

const char *gcn_unit_text(unsigned absent_bit)
{
    return absent_bit == GCN_ABSENT_FP64 ? "the FP64 unit" : "the matrix (MFMA) unit";
}

/* An instruction on a unit the configuration leaves out: unimplemented, as
 * the RTL without that unit reports it, naming the unit. */
static __attribute__((noinline, cold)) int unit_absent(gcn_exec *x, const gcn_inst *in, unsigned missing)
{
    gcn_raise(x, GCN_TRAP_UNIMPLEMENTED, "%s at PC 0x%llx needs %s, which this configuration leaves out",
              in->desc->name, (unsigned long long)x->w->pc, gcn_unit_text(missing & -missing));
    return -1;
}

/* The instruction cannot run: the trap that says why. */
static __attribute__((noinline, cold)) int cannot_run(gcn_exec *x, const gcn_inst *in)
{
    uint64_t pc = x->w->pc;
    if (!in)
        gcn_raise(x, GCN_TRAP_PC_OUT_OF_CODE, "PC 0x%llx is outside the code object", (unsigned long long)pc);
    else if (!in->desc)
        gcn_raise(x, GCN_TRAP_ILLEGAL, "illegal instruction 0x%08x at PC 0x%llx", in->words[0], (unsigned long long)pc);
    else
        gcn_raise(x, GCN_TRAP_UNIMPLEMENTED, "unimplemented instruction %s at PC 0x%llx", in->desc->name,
                  (unsigned long long)pc);
    return -1;
}

static __attribute__((noinline)) void record_begin(gcn_retire *rec, uint64_t pc, const gcn_inst *in)
{
    rec->pc = pc;
    rec->n_sgpr = rec->n_vgpr = rec->scc_written = rec->mode_written = 0;
    rec->n_mem = 0;
    rec->mem_overflow = 0;
    if (in) {
        rec->nwords = in->nwords;
        for (unsigned i = 0; i < in->nwords; i++)
            rec->words[i] = in->words[i];
    }
}

/* MODE.gpr_idx_en [27] and MODE.vskip [28] (s_setvskip): GPR indexing
 * offsets a VALU instruction's VGPR operands (gpr_index); VOP*,
 * MUBUF/MTBUF/MIMG, DS and FLAT instructions are skipped under vskip: they
 * retire without effect. */
static __attribute__((noinline)) void run_under_mode(gcn_exec *x, const gcn_step_info *si)
{
    gcn_inst rel;
    int run = 1;
    if ((x->w->mode >> 27 & 1) && x->in->desc->unit == GCN_U_VALU) {
        run = gpr_index(x->w, x->in, &rel);
        x->in = &rel;
    }
    if ((x->w->mode >> 28 & 1) && si->vector)
        run = 0;
    if (run)
        si->fn(x);
}

/* The wait-state check (gcn_machine.hazards) sees the registers GPR
 * indexing makes an instruction touch. */
static __attribute__((noinline)) void check_hazards(gcn_machine *m, gcn_wave *w, const gcn_inst *in)
{
    gcn_inst rel;
    int indexed = (w->mode >> 27 & 1) && in->desc->unit == GCN_U_VALU && gpr_index(w, in, &rel);
    gcn_hazard_step(m->hazards, w, in, indexed ? &rel : in);
}

/* The step in full: decode on a first visit, traps, the record, MODE. */
int gcn_step_general(gcn_machine *m, gcn_wave *w, gcn_retire *rec)
{
    if (w->state != GCN_WAVE_RUNNING)
        return -1;
    gcn_exec x = {m, w, NULL, rec, gcn_exec_mask(w), 0};
    ptrdiff_t slot = fetch(m->code, w->pc);
    const gcn_inst *in = slot < 0 ? NULL : &m->code->cache[slot];
    if (rec)
        record_begin(rec, w->pc, in);
    const gcn_step_info *si = slot < 0 ? NULL : &m->code->step[slot];
    if (!si || !si->fn)
        return cannot_run(&x, in);
    unsigned missing = m->absent ? m->absent & gcn_insn_units(in->desc) : 0;
    if (missing)
        return unit_absent(&x, in, missing);
    x.in = in;
    x.next_pc = w->pc + si->bytes;
    if (beyond_allocation(&x, &m->code->use[slot]))
        return -1;
    if (m->hazards)
        check_hazards(m, w, in);
    if (w->mode >> 27 & 3)
        run_under_mode(&x, si);
    else
        si->fn(&x);
    return gcn_retire_step(&x);
}

int gcn_wave_step(gcn_machine *m, gcn_wave *w, gcn_retire *rec)
{
    return gcn_step(m, w, rec);
}

/* ---- operands of the row ---- */

gcn_type gcn_role_type(const gcn_inst *in, gcn_role role)
{
    const gcn_opnd_desc *o = gcn_find_opnd(in->desc, role);
    return o ? o->type : (gcn_type){GCN_TK_B, 32, 1};
}

/* ---- scalar operands ---- */

static const uint32_t inline_f32[8] = {0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000,
                                       0x40000000, 0xc0000000, 0x40800000, 0xc0800000};
static const uint64_t inline_f64[8] = {0x3fe0000000000000ull, 0xbfe0000000000000ull, 0x3ff0000000000000ull,
                                       0xbff0000000000000ull, 0x4000000000000000ull, 0xc000000000000000ull,
                                       0x4010000000000000ull, 0xc010000000000000ull};
static const uint16_t inline_f16[8] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400};

/* Inline integer constants are bit patterns whatever the operand type. */
static int64_t inline_int(unsigned code)
{
    return code <= GCN_OP_INT_POS_MAX ? (int64_t)(code - GCN_OP_ZERO) : -(int64_t)(code - GCN_OP_INT_POS_MAX);
}

/* Whether a float inline constant reaches an operand as its f16 pattern (in
 * bits 15:0, zeros above): operands of 16-bit elements, except packed 16-bit
 * integer ones, which read the 32-bit value, the f32 pattern, as the hardware
 * does (docs/numerics.md "Packed math", LLVM PR #76522).  The RTL's decode ROM
 * takes the same rule from scripts/gen_rtl_decode.py (VB_S*_E16). */
static bool inline_float_is_f16(gcn_type t)
{
    bool packed_int = t.count > 1 && (t.kind == GCN_TK_I || t.kind == GCN_TK_U || t.kind == GCN_TK_B);
    return t.bits == 16 && !packed_int;
}

static uint32_t special_read(const gcn_exec *x, unsigned code)
{
    const gcn_wave *w = x->w;
    switch (code) {
    case GCN_OP_SHARED_BASE: return (uint32_t)(x->m->shared_aperture >> 32);
    case GCN_OP_SHARED_LIMIT: return (uint32_t)(x->m->shared_aperture >> 32);
    case GCN_OP_PRIVATE_BASE: return (uint32_t)(x->m->private_aperture >> 32);
    case GCN_OP_PRIVATE_LIMIT: return (uint32_t)(x->m->private_aperture >> 32);
    case GCN_OP_VCCZ: return (w->sgpr[GCN_OP_VCC_LO] | w->sgpr[GCN_OP_VCC_HI]) == 0;
    case GCN_OP_EXECZ: return (w->sgpr[GCN_OP_EXEC_LO] | w->sgpr[GCN_OP_EXEC_HI]) == 0;
    case GCN_OP_SCC: return w->scc;
    case GCN_OP_POPS_EXITING_WAVE_ID: return 0;
    default: return 0;
    }
}

uint32_t gcn_scalar_read32(const gcn_exec *x, unsigned code, gcn_type t)
{
    if (code < GCN_NUM_SGPR_CODES)
        return x->w->sgpr[code];
    if (code >= GCN_OP_ZERO && code <= GCN_OP_INT_NEG_MAX)
        return (uint32_t)inline_int(code);
    if (code >= GCN_OP_HALF && code <= GCN_OP_INV_2PI) {
        if (inline_float_is_f16(t))
            return code == GCN_OP_INV_2PI ? 0x3118 : inline_f16[code - GCN_OP_HALF];
        return code == GCN_OP_INV_2PI ? 0x3e22f983 : inline_f32[code - GCN_OP_HALF];
    }
    if (code == GCN_OP_LITERAL)
        return x->in->literal;
    return special_read(x, code);
}

uint64_t gcn_scalar_read64(const gcn_exec *x, unsigned code, gcn_type t)
{
    if (code < GCN_NUM_SGPR_CODES - 1)
        return (uint64_t)x->w->sgpr[code + 1] << 32 | x->w->sgpr[code];
    if (code >= GCN_OP_ZERO && code <= GCN_OP_INT_NEG_MAX)
        return (uint64_t)inline_int(code);
    if (code >= GCN_OP_HALF && code <= GCN_OP_INV_2PI) {
        /* a 64-bit operand gets the f64 pattern whatever its kind: LLVM
         * encodes s_mov_b64 s[0:1], 0x3fe0000000000000 as the constant 0.5 */
        return code == GCN_OP_INV_2PI ? 0x3fc45f306dc9c882ull : inline_f64[code - GCN_OP_HALF];
    }
    if (code == GCN_OP_LITERAL) {
        /* ISA "Literal Expansion to 64 bits": f64 takes the literal as
         * its high half, signed integers sign-extend it, others zero-extend */
        if (t.kind == GCN_TK_F)
            return (uint64_t)x->in->literal << 32;
        if (t.kind == GCN_TK_I)
            return (uint64_t)(int64_t)(int32_t)x->in->literal;
        return x->in->literal;
    }
    /* The aperture registers as 64-bit operands are the aperture's address
     * (LLVM reads them with s_mov_b64 and uses the high half; see
     * docs/runtime.md); a limit is the aperture's last byte. */
    if (code == GCN_OP_SHARED_BASE || code == GCN_OP_SHARED_LIMIT)
        return x->m->shared_aperture | (code == GCN_OP_SHARED_LIMIT ? 0xffffffffull : 0);
    if (code == GCN_OP_PRIVATE_BASE || code == GCN_OP_PRIVATE_LIMIT)
        return x->m->private_aperture | (code == GCN_OP_PRIVATE_LIMIT ? 0xffffffffull : 0);
    return special_read(x, code);
}

uint32_t gcn_role_read32(const gcn_exec *x, unsigned code, gcn_role role)
{
    int typed = code >= GCN_OP_HALF && code <= GCN_OP_INV_2PI;
    return gcn_scalar_read32(x, code, typed ? gcn_role_type(x->in, role) : (gcn_type){GCN_TK_B, 32, 1});
}

uint64_t gcn_role_read64(const gcn_exec *x, unsigned code, gcn_role role)
{
    int typed = code == GCN_OP_LITERAL;
    return gcn_scalar_read64(x, code, typed ? gcn_role_type(x->in, role) : (gcn_type){GCN_TK_B, 64, 1});
}

void gcn_record_sgpr(gcn_exec *x, unsigned code, uint32_t v)
{
    gcn_retire *r = x->rec;
    if (!r)
        return;
    for (unsigned i = 0; i < r->n_sgpr; i++) {
        if (r->sgpr[i].reg == code) {
            r->sgpr[i].value = v;
            return;
        }
    }
    if (r->n_sgpr < GCN_MAX_SGPR_WRITES) {
        r->sgpr[r->n_sgpr].reg = (uint8_t)code;
        r->sgpr[r->n_sgpr].value = v;
        r->n_sgpr++;
    }
}

/* ---- vector register file ---- */

/* The lanes of each 4-bit pattern of a lane mask, as 32-bit masks. */
#define NIBBLE(n) {(n) & 1 ? ~0u : 0, (n) & 2 ? ~0u : 0, (n) & 4 ? ~0u : 0, (n) & 8 ? ~0u : 0}
static const uint32_t nibble_lanes[16][4] = {NIBBLE(0), NIBBLE(1), NIBBLE(2), NIBBLE(3), NIBBLE(4), NIBBLE(5),
                                             NIBBLE(6), NIBBLE(7), NIBBLE(8), NIBBLE(9), NIBBLE(10), NIBBLE(11),
                                             NIBBLE(12), NIBBLE(13), NIBBLE(14), NIBBLE(15)};

/* dst = v in the lanes of mask: a branch-free select, four lanes at a time
 * (divergent code has every pattern of EXEC), unrolled: each group's mask
 * bits then come from a constant shift. */
static void write_masked(uint32_t *restrict dst, const uint32_t *restrict v, uint64_t mask)
{
    _Pragma("GCC unroll 16") for (unsigned g = 0; g < GCN_WAVE_SIZE; g += 4) {
        const uint32_t *k = nibble_lanes[mask >> g & 15];
        for (unsigned j = 0; j < 4; j++)
            dst[g + j] = (v[g + j] & k[j]) | (dst[g + j] & ~k[j]);
    }
}

void gcn_vgpr_write_lanes(gcn_exec *x, unsigned reg, uint64_t mask, const uint32_t v[GCN_WAVE_SIZE])
{
    uint32_t *dst = x->w->vgpr[reg & (GCN_NUM_VGPRS - 1)];
    if (v != dst) { /* v is a row of its own, never part of one */
        if (mask == ~0ull)
            memcpy(dst, v, sizeof(uint32_t) * GCN_WAVE_SIZE);
        else if (mask)
            write_masked(dst, v, mask);
    }
    gcn_retire *r = x->rec;
    if (!r || r->n_vgpr >= GCN_MAX_VGPR_WRITES)
        return;
    gcn_vgpr_write *rw = &r->vgpr[r->n_vgpr++];
    rw->reg = (uint16_t)reg;
    rw->mask = mask;
    memcpy(rw->value, dst, sizeof rw->value);
}

/* ---- memory ---- */

int gcn_mem_read(gcn_exec *x, uint64_t addr, void *dst, size_t n)
{
    if (x->m->mem.read(x->m->mem.user, addr, dst, n) != 0) {
        gcn_raise(x, GCN_TRAP_MEMORY, "%s reads unmapped memory at 0x%llx (%zu bytes)",
                  x->in->desc->name, (unsigned long long)addr, n);
        return -1;
    }
    return 0;
}

int gcn_mem_write(gcn_exec *x, unsigned lane, uint64_t addr, const void *src, size_t n)
{
    if (x->m->mem.write(x->m->mem.user, addr, src, n) != 0) {
        gcn_raise(x, GCN_TRAP_MEMORY, "%s writes unmapped memory at 0x%llx (%zu bytes)",
                  x->in->desc->name, (unsigned long long)addr, n);
        return -1;
    }
    gcn_retire *r = x->rec;
    if (r) {
        if (r->n_mem < GCN_MAX_MEM_WRITES && n <= sizeof r->mem[0].data) {
            gcn_store_rec *mw = &r->mem[r->n_mem++];
            mw->addr = addr;
            mw->lane = (uint8_t)lane;
            mw->lds = 0;
            mw->bytes = (uint16_t)n;
            memcpy(mw->data, src, n);
        } else {
            r->mem_overflow = 1;
        }
    }
    return 0;
}
