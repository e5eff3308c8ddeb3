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

/* Check a scalar operand code (SGPR, TTMP, special, inline constant or
 * literal) for an operand of dwords registers as LLVM does: reads the
 * literal, records remarks (an unaligned tuple is a warning: LLVM prints it
 * aligned down); codes with no meaning at that width are invalid. */
gcn_status gcn_decode_scalar_code(gcn_inst *in, unsigned code, unsigned dwords);

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
