/* Printers for SOP2, SOPK, SOP1, SOPC, SOPP and SMEM, in LLVM 16's syntax. */
#include "disasm_internal.h"

#include "gcn/isa.h"

/* ---- immediates with a syntax of their own ---- */

/* A bare immediate field: decimal up to 64, hex above (LLVM's plain
 * immediates: s_nop, s_sleep, s_atc_probe's probe field, ...). */
static void plain_imm(dis *d, uint32_t v)
{
    if (v <= 64)
        sb_printf(&d->sb, "%u", v);
    else
        sb_printf(&d->sb, "0x%x", v);
}

/* hwreg(ID[, offset, size]): simm16 = id[5:0] | offset[10:6] | (size-1)[15:11].
 * Registers without a gfx90a name print as numbers. */
static void hwreg(dis *d, uint32_t v)
{
    static const char *const names[20] = {
        [1] = "HW_REG_MODE", [2] = "HW_REG_STATUS", [3] = "HW_REG_TRAPSTS", [4] = "HW_REG_HW_ID",
        [5] = "HW_REG_GPR_ALLOC", [6] = "HW_REG_LDS_ALLOC", [7] = "HW_REG_IB_STS",
        [15] = "HW_REG_SH_MEM_BASES", [16] = "HW_REG_TBA_LO", [17] = "HW_REG_TBA_HI",
        [18] = "HW_REG_TMA_LO", [19] = "HW_REG_TMA_HI",
    };
    unsigned id = v & 0x3F, offset = (v >> 6) & 0x1F, size = ((v >> 11) & 0x1F) + 1;
    const char *name = id < 20 ? names[id] : NULL;
    sb_puts(&d->sb, "hwreg(");
    if (name)
        sb_puts(&d->sb, name);
    else
        sb_printf(&d->sb, "%u", id);
    if (offset != 0 || size != 32)
        sb_printf(&d->sb, ", %u, %u", offset, size);
    sb_puts(&d->sb, ")");
}

/* gfx9 s_waitcnt: vmcnt is bits 3:0 plus 15:14, expcnt 6:4, lgkmcnt 11:8.
 * Counters at their maximum (no wait) are left out unless all are. */
static void waitcnt(dis *d, uint32_t v)
{
    unsigned vm = (v & 0xF) | ((v >> 14) & 3) << 4, exp = (v >> 4) & 7, lgkm = (v >> 8) & 0xF;
    int all = vm == 63 && exp == 7 && lgkm == 15;
    const char *sep = "";
    if (all || vm != 63) {
        sb_printf(&d->sb, "vmcnt(%u)", vm);
        sep = " ";
    }
    if (all || exp != 7) {
        sb_printf(&d->sb, "%sexpcnt(%u)", sep, exp);
        sep = " ";
    }
    if (all || lgkm != 15)
        sb_printf(&d->sb, "%slgkmcnt(%u)", sep, lgkm);
}

enum { MSG_GS = 2, MSG_GS_DONE = 3, MSG_SYSMSG = 15 };

/* sendmsg(MSG[, OP[, stream]]): id bits 3:0, op 6:4, stream 9:8.  Named
 * only when id, op and stream are all valid for the message; otherwise the
 * three numbers, or the bare value when bits outside those fields are set. */
static void sendmsg(dis *d, uint32_t v)
{
    static const char *const msg[16] = {
        [1] = "MSG_INTERRUPT", [2] = "MSG_GS", [3] = "MSG_GS_DONE", [4] = "MSG_SAVEWAVE",
        [5] = "MSG_STALL_WAVE_GEN", [6] = "MSG_HALT_WAVES", [7] = "MSG_ORDERED_PS_DONE",
        [8] = "MSG_EARLY_PRIM_DEALLOC", [9] = "MSG_GS_ALLOC_REQ", [10] = "MSG_GET_DOORBELL",
        [15] = "MSG_SYSMSG",
    };
    static const char *const gs_op[4] = {"GS_OP_NOP", "GS_OP_CUT", "GS_OP_EMIT", "GS_OP_EMIT_CUT"};
    static const char *const sys_op[5] = {NULL, "SYSMSG_OP_ECC_ERR_INTERRUPT", "SYSMSG_OP_REG_RD",
                                          "SYSMSG_OP_HOST_TRAP_ACK", "SYSMSG_OP_TTRACE_PC"};
    unsigned id = v & 0xF, op = (v >> 4) & 7, stream = (v >> 8) & 3;
    int gs = id == MSG_GS || id == MSG_GS_DONE;
    int op_ok = id == MSG_SYSMSG ? op >= 1 && op <= 4
              : id == MSG_GS ? op >= 1 && op <= 3
              : id == MSG_GS_DONE ? op <= 3 : op == 0;
    int has_stream = gs && op != 0;
    int stream_ok = has_stream || stream == 0;
    if (msg[id] && op_ok && stream_ok) {
        sb_printf(&d->sb, "sendmsg(%s", msg[id]);
        if (gs || id == MSG_SYSMSG)
            sb_printf(&d->sb, ", %s", gs ? gs_op[op] : sys_op[op]);
        if (has_stream)
            sb_printf(&d->sb, ", %u", stream);
        sb_puts(&d->sb, ")");
    } else if ((v & ~0x37Fu) == 0) {
        sb_printf(&d->sb, "sendmsg(%u, %u, %u)", id, op, stream);
    } else {
        sb_printf(&d->sb, "%u", v);
    }
}

/* gpr_idx(SRC0,SRC1,SRC2,DST) for the four enable bits; hex beyond them. */
static void gpr_idx(dis *d, uint32_t v)
{
    static const char *const names[4] = {"SRC0", "SRC1", "SRC2", "DST"};
    if (v > 15) {
        sb_printf(&d->sb, "0x%x", v);
        return;
    }
    sb_puts(&d->sb, "gpr_idx(");
    const char *sep = "";
    for (unsigned i = 0; i < 4; i++) {
        if (v & (1u << i)) {
            sb_printf(&d->sb, "%s%s", sep, names[i]);
            sep = ",";
        }
    }
    sb_puts(&d->sb, ")");
}

/* A branch target: the symbol at the target when there is one, else the
 * offset as an unsigned number.  objdump adds " <sym+off>" only to branches
 * whose first operand is the target (not s_call_b64, s_cbranch_i_fork). */
static void label(dis *d, uint32_t v, int first_operand)
{
    uint64_t target = d->ctx->pc + 4 + (uint64_t)((int64_t)(int16_t)v * 4);
    const char *sym = d->ctx->symbol_at ? d->ctx->symbol_at(d->ctx->user, target) : NULL;
    if (sym) {
        sb_puts(&d->sb, sym);
        return;
    }
    sb_printf(&d->sb, "%u", v);
    if (first_operand) {
        d->target = target;
        d->has_target = 1;
    }
}

/* An immediate operand of an immediate kind; value is the field. */
static void imm_operand(dis *d, gcn_type t, uint32_t v, int first_operand)
{
    switch (t.kind) {
    case GCN_TK_LABEL: label(d, v, first_operand); break;
    case GCN_TK_HWREG: hwreg(d, v); break;
    case GCN_TK_WAITCNT: waitcnt(d, v); break;
    case GCN_TK_SENDMSG: sendmsg(d, v); break;
    case GCN_TK_GPR_IDX: gpr_idx(d, v); break;
    case GCN_TK_ENDPGM: sb_printf(&d->sb, "%u", v); break;
    case GCN_TK_HEX: plain_imm(d, v); break;
    default:
        /* SOPK's 16-bit constants are always hex; SOPP's are plain */
        if (d->in->family == GCN_SOPK)
            sb_printf(&d->sb, "0x%x", v);
        else
            plain_imm(d, v);
        break;
    }
}

static int is_imm_kind(gcn_type t)
{
    return t.kind >= GCN_TK_LABEL;
}

/* A scalar register-or-constant operand with LLVM's class remark
 * (dis_sreg; SMEM data has the XM0_XEXEC classes); operands restricted to
 * registers (+sreg) show a constant as an invalid immediate. */
static void scalar_operand(dis *d, gcn_role role, unsigned code, gcn_type t, unsigned rclass)
{
    if (rclass == GCN_RC_SREG && (gcn_is_inline_constant(code) || code == GCN_OP_LITERAL)) {
        dis_invalid_imm(d);
        return;
    }
    dis_sreg(d, code, t, d->in->family == GCN_SMEM && role == GCN_R_SDATA);
}

/* ---- families ---- */

void dis_sop(dis *d)
{
    const gcn_inst *in = d->in;
    const gcn_insn_desc *desc = in->desc;
    sb_puts(&d->sb, desc->name);
    for (unsigned i = 0; i < desc->n_opnds; i++) {
        const gcn_opnd_desc *o = &desc->opnd[i];
        if (o->type.kind == GCN_TK_ENDPGM && in->simm16 == 0)
            continue; /* s_endpgm's operand is optional */
        dis_sep(d);
        switch (o->role) {
        case GCN_R_SDST: scalar_operand(d, GCN_R_SDST, in->sdst, o->type, o->rclass); break;
        case GCN_R_SSRC0: scalar_operand(d, GCN_R_SSRC0, in->src[0], o->type, o->rclass); break;
        case GCN_R_SSRC1:
            /* s_set_gpr_idx_on keeps an immediate in the ssrc1 field */
            if (is_imm_kind(o->type))
                imm_operand(d, o->type, in->src[1], i == 0);
            else
                scalar_operand(d, GCN_R_SSRC1, in->src[1], o->type, o->rclass);
            break;
        case GCN_R_SIMM16: imm_operand(d, o->type, in->simm16, i == 0); break;
        case GCN_R_IMM32: dis_literal(d, in->literal, o->type); break;
        default: break;
        }
    }
}

/* The 21-bit signed byte offset of SMEM, as LLVM prints it. */
static void smem_offset(dis *d, uint32_t field)
{
    int32_t v = (int32_t)(field << 11) >> 11;
    if (v < 0)
        sb_printf(&d->sb, "-0x%x", (unsigned)-v);
    else
        sb_printf(&d->sb, "0x%x", (unsigned)v);
}

void dis_smem(dis *d)
{
    const gcn_inst *in = d->in;
    const gcn_insn_desc *desc = in->desc;
    const gcn_opnd_desc *sdata = gcn_find_opnd(desc, GCN_R_SDATA);
    const gcn_opnd_desc *sbase = gcn_find_opnd(desc, GCN_R_SBASE);
    sb_puts(&d->sb, desc->name);
    if (sdata) {
        dis_sep(d);
        if (sdata->type.kind == GCN_TK_HEX)
            plain_imm(d, in->sdata);
        else
            scalar_operand(d, GCN_R_SDATA, in->sdata, sdata->type, sdata->rclass);
    }
    if (!sbase)
        return;
    dis_sep(d);
    scalar_operand(d, GCN_R_SBASE, in->sbase, sbase->type, sbase->rclass);
    dis_sep(d);
    if (in->soe || !in->imm)
        scalar_operand(d, GCN_R_SOFFSET, in->soffset, (gcn_type){GCN_TK_B, 32, 1}, GCN_RC_ANY);
    if (in->soe && in->imm)
        sb_puts(&d->sb, " offset:");
    if (in->imm)
        smem_offset(d, in->offset);
    /* glc is an operand of the rows that move data */
    if (in->glc && sdata && sdata->type.kind != GCN_TK_HEX)
        sb_puts(&d->sb, " glc");
}
