/* Decoding gfx90a instruction words into a gcn_inst.
 *
 * The decoder finds the family and the table row, pulls out every field of
 * the encoding and reads the literal dword when an operand asks for one.  It
 * interprets nothing: the disassembler and the semantics read the fields. */
#ifndef GCN_DECODE_H
#define GCN_DECODE_H

#include <stddef.h>
#include <stdint.h>

#include "gcn/isa.h"

/* Special operand codes of the 9-bit source field (gfx9). */
enum {
    GCN_OP_FLAT_SCR_LO = 102, GCN_OP_FLAT_SCR_HI = 103,
    GCN_OP_XNACK_LO = 104, GCN_OP_XNACK_HI = 105,
    GCN_OP_VCC_LO = 106, GCN_OP_VCC_HI = 107,
    GCN_OP_TTMP0 = 108, GCN_OP_M0 = 124, GCN_OP_NULL = 125,
    GCN_OP_EXEC_LO = 126, GCN_OP_EXEC_HI = 127,
    GCN_OP_ZERO = 128, GCN_OP_INT_POS_MAX = 192, GCN_OP_INT_NEG_MAX = 208,
    GCN_OP_SHARED_BASE = 235, GCN_OP_SHARED_LIMIT = 236,
    GCN_OP_PRIVATE_BASE = 237, GCN_OP_PRIVATE_LIMIT = 238,
    GCN_OP_POPS_EXITING_WAVE_ID = 239,
    GCN_OP_HALF = 240, GCN_OP_INV_2PI = 248,
    GCN_OP_SDWA = 249, GCN_OP_DPP = 250,
    GCN_OP_VCCZ = 251, GCN_OP_EXECZ = 252, GCN_OP_SCC = 253,
    GCN_OP_LDS_DIRECT = 254, GCN_OP_LITERAL = 255,
    GCN_OP_VGPR0 = 256
};

/* An inline constant code: integers 0..64 and -1..-16, the float constants. */
static inline int gcn_is_inline_constant(unsigned code)
{
    return (code >= GCN_OP_ZERO && code <= GCN_OP_INT_NEG_MAX) ||
           (code >= GCN_OP_HALF && code <= GCN_OP_INV_2PI);
}

/* The code of the SGPR or TTMP tuple LLVM decodes at a scalar code for an
 * operand of dwords registers: pairs aligned down to 2, wider tuples to 4, a
 * 1024-bit operand (no scalar class) one register; other codes unchanged. */
unsigned gcn_scalar_aligned(unsigned code, unsigned dwords);

/* The kind of operation a DPP control selects (ISA 13.3.9; gfx90a adds
 * row_newbcast, LLVM names row_xmask but gfx9 lacks it); the disassembler
 * prints by it and coverage counts by it. */
typedef enum gcn_dpp_class {
    GCN_DPP_QUAD_PERM, GCN_DPP_ROW_SHL, GCN_DPP_ROW_SHR, GCN_DPP_ROW_ROR,
    GCN_DPP_WAVE_SHL, GCN_DPP_WAVE_ROL, GCN_DPP_WAVE_SHR, GCN_DPP_WAVE_ROR,
    GCN_DPP_ROW_MIRROR, GCN_DPP_ROW_HALF_MIRROR, GCN_DPP_ROW_BCAST15, GCN_DPP_ROW_BCAST31,
    GCN_DPP_ROW_NEWBCAST, GCN_DPP_ROW_XMASK, GCN_DPP_INVALID,
    GCN_DPP_CLASS_COUNT
} gcn_dpp_class;

gcn_dpp_class gcn_dpp_class_of(unsigned dpp_ctrl);
/* "quad_perm", "row_shl", ..., "row_bcast15", "invalid" */
extern const char *const gcn_dpp_class_names[GCN_DPP_CLASS_COUNT];

/* How an instruction was encoded. */
typedef enum gcn_form {
    GCN_FORM_NATIVE,  /* the family's own encoding (e32 for VOP1/2/C) */
    GCN_FORM_E64,     /* VOP1/VOP2/VOPC promoted to VOP3 */
    GCN_FORM_DPP,
    GCN_FORM_SDWA
} gcn_form;

typedef enum gcn_status {
    GCN_DECODE_OK = 0,
    GCN_DECODE_INVALID,     /* LLVM rejects these words */
    GCN_DECODE_NO_LITERAL   /* a literal was needed but the stream ended */
} gcn_status;

/* A remark LLVM's decoder leaves in objdump's comment column, in decoding
 * order: "Warning: SGPR_64: scalar reg isn't aligned 5" (the register is
 * still decoded, aligned down) or "Error: unknown operand encoding 233" (the
 * words are then invalid).  gcn_disasm_comment prints them. */
typedef enum gcn_note_kind {
    GCN_NOTE_UNALIGNED = 1, /* rclass: "SGPR_64", "TTMP_64", ... value: the index */
    GCN_NOTE_BAD_CODE,      /* value: the operand code */
    GCN_NOTE_UNKNOWN_REG,   /* rclass, value: the tuple number past the class */
    GCN_NOTE_NO_LITERAL     /* value: instruction bytes left for the literal */
} gcn_note_kind;

typedef struct gcn_note {
    uint8_t kind;        /* gcn_note_kind */
    uint32_t value;
    const char *rclass;  /* static string, or NULL */
} gcn_note;

#define GCN_MAX_NOTES 8 /* a failed MFMA decode is retried: up to 3 remarks, twice */

typedef struct gcn_inst {
    const gcn_insn_desc *desc;  /* NULL when invalid */
    uint8_t family;             /* gcn_family of the words (VOP1 for a VOP1 DPP) */
    uint8_t form;               /* gcn_form */
    uint8_t nwords;             /* dwords consumed, literal included */
    uint8_t has_literal;
    uint32_t words[3];
    uint32_t literal;

    /* register and source fields, as encoded (VGPRs in the 9-bit code space
     * add 256; AccVGPR operands have the matching acc bit set) */
    uint16_t vdst, sdst, src[3];
    uint16_t addr, data0, data1, vdata, vaddr, srsrc, soffset, saddr, sbase, sdata;
    uint8_t acc_dst, acc_src;   /* acc_src: bit i for source/data operand i */

    uint32_t simm16;            /* SOPK/SOPP immediate; SMEM and memory offsets */
    uint32_t offset;            /* GLOBAL/SCRATCH: 13-bit signed, sign-extended */
    uint8_t offset0, offset1;

    /* VOP3 / VOP3P modifiers */
    uint8_t abs, neg, neg_hi, clamp, omod, op_sel, op_sel_hi;
    /* MFMA */
    uint8_t cbsz, abid, blgp;
    /* DPP */
    uint16_t dpp_ctrl;
    uint8_t row_mask, bank_mask, bound_ctrl;
    /* SDWA */
    uint8_t dst_sel, dst_unused, src_sel[2], sext[2], sdwa_sd, sdwa_s[2];
    /* memory */
    uint8_t glc, slc, nv, imm, soe, lds, idxen, offen, gds, seg, tfe, dfmt, nfmt;
    uint8_t scc;                /* gfx90a cache-coherence bit (MUBUF/MTBUF/FLAT/MIMG) */
    /* MIMG */
    uint8_t dmask, unorm, da, r128, lwe, d16, a16;

    /* decoder remarks; kept when the words turn out invalid */
    gcn_note notes[GCN_MAX_NOTES];
    uint8_t nnotes;

    /* decoder scratch: the word stream being read (NULL after decoding) */
    const uint32_t *stream;
    uint8_t avail;
} gcn_inst;

/* Decode one instruction from words[0..avail). Always fills out->nwords (1 for
 * invalid words) so a caller can step over what it could not decode. */
gcn_status gcn_decode(const uint32_t *words, size_t avail, gcn_inst *out);

/* The family a first dword belongs to, or -1 (EXP, VINTRP, unassigned). */
int gcn_family_of(uint32_t w0);

#endif
