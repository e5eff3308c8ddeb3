/* Shared by the decoder's family files; not part of the public API. */
#ifndef GCN_DECODE_INTERNAL_H
#define GCN_DECODE_INTERNAL_H

#include "gcn/decode.h"

#define BITS(w, hi, lo) (((uint32_t)(w) >> (lo)) & ((1u << ((hi) - (lo) + 1)) - 1u))
#define BIT(w, n) (((uint32_t)(w) >> (n)) & 1u)

/* Read the literal dword that follows the base encoding (once). */
gcn_status gcn_take_literal(gcn_inst *in);

/* Record a decoder remark (dropped beyond GCN_MAX_NOTES). */
void gcn_add_note(gcn_inst *in, gcn_note_kind kind, const char *rclass, uint32_t value);

/* How an operand takes the codes LLVM's operand decoders disagree on. */
enum {
    GCN_SC_LITERAL = 1,    /* 255 reads the literal dword (32-bit encodings) */
    GCN_SC_NO_LITERAL = 2, /* 255 is "cannot read literal, inst bytes left 0" (64-bit
                            * encodings); with neither flag it is an unknown code (SDWA) */
    GCN_SC_VSRC = 4,       /* a VOP3 source: 8- and 16-dword tuples take the special pairs,
                            * a 1024-bit operand has no scalar class (one register) */
    GCN_SC_ALIGN = 8       /* store the tuple aligned down, as LLVM prints it (the VOP
                            * fields; SOP, SMEM and memory fields keep the encoding) */
};

/* Check a scalar operand code (SGPR, TTMP, special, inline constant or
 * literal) for an operand of dwords registers as LLVM does: records remarks
 * (an unaligned tuple is a warning: LLVM prints it aligned down); a tuple past
 * the register file and a code with no meaning at that width are invalid. */
gcn_status gcn_decode_scalar_code(gcn_inst *in, uint16_t *code, unsigned dwords, unsigned how);

/* A VGPR (acc: AccVGPR) tuple at code (256 + n) must end at register 255. */
gcn_status gcn_decode_vgpr_tuple(gcn_inst *in, unsigned code, unsigned dwords, int acc);

/* A 9-bit source code: a VGPR tuple or a scalar code. */
gcn_status gcn_decode_src_code(gcn_inst *in, uint16_t *code, unsigned dwords, int acc, unsigned how);

/* The row's descriptor for a role, or NULL. */
static inline const gcn_opnd_desc *opnd_of(const gcn_inst *in, gcn_role role)
{
    return gcn_find_opnd(in->desc, role);
}

gcn_status gcn_decode_sop2(gcn_inst *in);
gcn_status gcn_decode_sopk(gcn_inst *in);
gcn_status gcn_decode_sop1(gcn_inst *in);
gcn_status gcn_decode_sopc(gcn_inst *in);
gcn_status gcn_decode_sopp(gcn_inst *in);
gcn_status gcn_decode_smem(gcn_inst *in);
gcn_status gcn_decode_vop2(gcn_inst *in);
gcn_status gcn_decode_vop1(gcn_inst *in);
gcn_status gcn_decode_vopc(gcn_inst *in);
gcn_status gcn_decode_vop3(gcn_inst *in);
gcn_status gcn_decode_vop3p(gcn_inst *in);
gcn_status gcn_decode_ds(gcn_inst *in);
gcn_status gcn_decode_mubuf(gcn_inst *in);
gcn_status gcn_decode_mtbuf(gcn_inst *in);
gcn_status gcn_decode_flat(gcn_inst *in);
gcn_status gcn_decode_mimg(gcn_inst *in);

#endif
