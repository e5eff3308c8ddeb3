/* Operand codes, as every family's decoder checks them.
 *
 * LLVM 16 has one operand decoder for scalar codes and one for VGPR tuples;
 * the families differ only in how they take the literal code and in the
 * widest tuples (see GCN_SC_*).  Its remarks name LLVM's register classes,
 * so the names here are LLVM's.  Everything was found by probing
 * llvm-objdump-16 and is pinned by scripts/decoder_difftest.py. */
#include "decode_internal.h"

/* Register files as LLVM's scalar register classes see them: 106 SGPRs
 * (the gfx10 count, so s[100:103] decodes on gfx90a too) and 16 TTMPs. */
#define SGPR_FILE 106u
#define TTMP_FILE 16u
#define SGPR_LAST 101u /* the highest SGPR a gfx9 operand code names */

static int is_ttmp(unsigned code)
{
    return code >= GCN_OP_TTMP0 && code < GCN_OP_TTMP0 + TTMP_FILE;
}

/* LLVM's class of a scalar tuple: file 's' or 't', 1/2/4/8/16 dwords. */
static const char *sreg_class(char file, unsigned dwords)
{
    static const char *const sgpr[] = {"SGPR_32", "SGPR_64", "SGPR_128", "SGPR_256", "SGPR_512"};
    static const char *const ttmp[] = {"TTMP_32", "TTMP_64", "TTMP_128", "TTMP_256", "TTMP_512"};
    unsigned i = 0;
    while ((1u << i) < dwords && i < 4)
        i++;
    return (file == 't' ? ttmp : sgpr)[i];
}

/* A tuple of dwords registers at idx: pairs are aligned to 2, wider tuples
 * to 4.  LLVM decodes an unaligned tuple aligned down with a warning, and
 * names a tuple past the file by its tuple number. */
static gcn_status reg_tuple(gcn_inst *in, uint32_t idx, unsigned dwords, char file)
{
    unsigned file_size = file == 't' ? TTMP_FILE : SGPR_FILE;
    unsigned shift = dwords <= 1 ? 0 : dwords == 2 ? 1 : 2;
    const char *rclass = sreg_class(file, dwords);
    if (idx & ((1u << shift) - 1))
        gcn_add_note(in, GCN_NOTE_UNALIGNED, rclass, idx);
    uint32_t k = idx >> shift;
    if (k >= (file_size - dwords) / (1u << shift) + 1) {
        gcn_add_note(in, GCN_NOTE_UNKNOWN_REG, rclass, k);
        return GCN_DECODE_INVALID;
    }
    return GCN_DECODE_OK;
}

/* Special (non-register, non-constant) codes LLVM decodes at 32 bits. */
static int special32_ok(unsigned code)
{
    return (code >= GCN_OP_FLAT_SCR_LO && code <= GCN_OP_VCC_HI) ||
           (code >= GCN_OP_M0 && code <= GCN_OP_EXEC_HI) ||
           (code >= GCN_OP_SHARED_BASE && code <= GCN_OP_POPS_EXITING_WAVE_ID) ||
           (code >= GCN_OP_VCCZ && code <= GCN_OP_LDS_DIRECT);
}

/* ... and at 64 bits and wider: register pairs that start on the low half,
 * null and the source-only names; m0, the high halves and lds_direct have no
 * 64-bit meaning. */
static int special64_ok(unsigned code)
{
    return code == GCN_OP_FLAT_SCR_LO || code == GCN_OP_XNACK_LO || code == GCN_OP_VCC_LO ||
           code == GCN_OP_NULL || code == GCN_OP_EXEC_LO ||
           (code >= GCN_OP_SHARED_BASE && code <= GCN_OP_POPS_EXITING_WAVE_ID) ||
           (code >= GCN_OP_VCCZ && code <= GCN_OP_SCC);
}

static gcn_status literal(gcn_inst *in, unsigned how)
{
    if (how & GCN_SC_LITERAL) {
        gcn_status st = gcn_take_literal(in);
        if (st == GCN_DECODE_NO_LITERAL)
            gcn_add_note(in, GCN_NOTE_NO_LITERAL, NULL, 0); /* the words end on a dword */
        return st;
    }
    if (how & GCN_SC_NO_LITERAL) {
        gcn_add_note(in, GCN_NOTE_NO_LITERAL, NULL, 0);
        return GCN_DECODE_INVALID;
    }
    gcn_add_note(in, GCN_NOTE_BAD_CODE, NULL, GCN_OP_LITERAL);
    return GCN_DECODE_INVALID;
}

unsigned gcn_scalar_aligned(unsigned code, unsigned dwords)
{
    unsigned align = dwords <= 1 || dwords >= 32 ? 1 : dwords == 2 ? 2 : 4;
    if (code > SGPR_LAST && !is_ttmp(code))
        return code;
    return code & ~(align - 1); /* TTMP0 (108) is a multiple of 4 */
}

gcn_status gcn_decode_scalar_code(gcn_inst *in, uint16_t *code, unsigned dwords, unsigned how)
{
    unsigned c = *code;
    /* a VOP3 source has no 1024-bit scalar class: LLVM takes one register */
    unsigned reg_dwords = (how & GCN_SC_VSRC) && dwords >= 32 ? 1 : dwords;
    gcn_status st;
    if (c <= SGPR_LAST)
        st = reg_tuple(in, c, reg_dwords, 's');
    else if (is_ttmp(c))
        st = reg_tuple(in, c - GCN_OP_TTMP0, reg_dwords, 't');
    else if (dwords >= 8 && !(how & GCN_SC_VSRC))
        /* LLVM's decoder of 8- and 16-dword scalar registers knows only SGPRs
         * and TTMPs; any other code falls through (an unreachable case in
         * its source) to the TTMP path with index -1 */
        return reg_tuple(in, UINT32_MAX, dwords, 't');
    else if (gcn_is_inline_constant(c))
        return GCN_DECODE_OK;
    else if (c == GCN_OP_LITERAL)
        return literal(in, how);
    else if (dwords == 1 ? special32_ok(c) : special64_ok(c))
        return GCN_DECODE_OK;
    else {
        gcn_add_note(in, GCN_NOTE_BAD_CODE, NULL, c);
        return GCN_DECODE_INVALID;
    }
    if (how & GCN_SC_ALIGN)
        *code = (uint16_t)gcn_scalar_aligned(c, reg_dwords);
    return st;
}

/* LLVM's class of a VGPR or AccVGPR tuple of dwords registers. */
static const char *vreg_class(unsigned dwords, int acc)
{
    static const char *const v[33] = {
        [1] = "VGPR_32", [2] = "VReg_64", [3] = "VReg_96", [4] = "VReg_128", [5] = "VReg_160",
        [6] = "VReg_192", [7] = "VReg_224", [8] = "VReg_256", [16] = "VReg_512", [32] = "VReg_1024"};
    static const char *const a[33] = {
        [1] = "AGPR_32", [2] = "AReg_64", [3] = "AReg_96", [4] = "AReg_128", [5] = "AReg_160",
        [6] = "AReg_192", [7] = "AReg_224", [8] = "AReg_256", [16] = "AReg_512", [32] = "AReg_1024"};
    return dwords <= 32 ? (acc ? a : v)[dwords] : NULL;
}

gcn_status gcn_decode_vgpr_tuple(gcn_inst *in, unsigned code, unsigned dwords, int acc)
{
    unsigned v = code - GCN_OP_VGPR0;
    if (v + dwords <= 256) /* odd alignment is never an error */
        return GCN_DECODE_OK;
    gcn_add_note(in, GCN_NOTE_UNKNOWN_REG, vreg_class(dwords, acc), v);
    return GCN_DECODE_INVALID;
}

gcn_status gcn_decode_src_code(gcn_inst *in, uint16_t *code, unsigned dwords, int acc, unsigned how)
{
    if (*code >= GCN_OP_VGPR0)
        return gcn_decode_vgpr_tuple(in, *code, dwords, acc);
    return gcn_decode_scalar_code(in, code, dwords, how);
}
