/* Shared by the disassembler's family files; not part of the public API. */
#ifndef GCN_DISASM_INTERNAL_H
#define GCN_DISASM_INTERNAL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include "gcn/disasm.h"

/* A bounded string builder; len counts what would have been written. */
typedef struct sbuf {
    char *p;
    size_t size;
    size_t len;
} sbuf;

void sb_puts(sbuf *sb, const char *s);
void sb_printf(sbuf *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* State of one disassembly. */
typedef struct dis {
    sbuf sb;
    const gcn_inst *in;
    const gcn_dis_ctx *ctx;
    int nops;          /* operands printed so far (for the ", " separator) */
    uint64_t target;
    int has_target;
} dis;

/* Start the next operand: " " before the first, ", " before the others. */
void dis_sep(dis *d);

/* A register range of kind 's', 'v', 'a' or 't' (ttmp): v5, v[4:5]. */
void dis_reg_range(dis *d, char kind, unsigned first, unsigned dwords);

/* A scalar-space operand code (0..255) of the given type: SGPRs, specials,
 * inline constants and the literal. */
void dis_scalar_code(dis *d, unsigned code, gcn_type t);

/* A 9-bit source code (0..511): VGPRs above 255, else dis_scalar_code. */
void dis_src_code(dis *d, unsigned code, gcn_type t, int acc);

/* The 32-bit literal printed as an operand of type t. */
void dis_literal(dis *d, uint32_t lit, gcn_type t);

/* Source modifiers for dis_src_mods. */
enum { DIS_NEG = 1, DIS_ABS = 2, DIS_SEXT = 4 };

/* One source operand with its modifiers, as every VOP form prints it:
 * -v1, |v1|, -|v1|, sext(v1), and neg(-4.0) for a negated inline constant
 * (which "-" would make read as a different constant). */
void dis_src_mods(dis *d, unsigned code, gcn_type t, int acc, unsigned mods);

/* The DIS_* modifiers a VOP source's neg and abs bits print as (VOP3, DPP):
 * float sources neg/abs, "+sext" sources sext() for neg, others nothing. */
unsigned dis_mods_of(const gcn_opnd_desc *o, unsigned neg, unsigned abs);

/* SDWA select and dst_unused names as LLVM prints them ("BYTE_0", "UNUSED_PAD"). */
extern const char *const dis_sdwa_sel[8];
extern const char *const dis_sdwa_unused[4];

/* " clamp" and the output modifier (" mul:2", " mul:4", " div:2"). */
void dis_clamp_omod(dis *d, unsigned clamp, unsigned omod);

/* LLVM decodes some codes into registers or constants the operand's class
 * does not hold and says so inline, in a C comment after the operand
 * ("Invalid register, operand has 'CLASS' register class") or in place of it
 * ("invalid immediate"). */
void dis_invalid_reg(dis *d, const char *rclass);
void dis_invalid_imm(dis *d);

/* A scalar register operand with the remark its class calls for: a 32-bit
 * class lacks lds_direct, SReg_128 holds no special register, and with xexec
 * (SMEM data) SReg_32_XM0_XEXEC / SReg_64_XEXEC lack m0 and exec. */
void dis_sreg(dis *d, unsigned code, gcn_type t, int xexec);

/* Register classes the printer adds to gcn_rclass: MFMA A/B (AV_N) and C
 * (VReg_N or AReg_N by acc_cd), and a scalar destination (SReg_N). */
enum { DIS_RC_MFMA_AB = 100, DIS_RC_MFMA_C, DIS_RC_SDST };

/* A source or destination restricted to class rc (gcn_rclass or DIS_RC_*):
 * a code outside it prints with LLVM's remark and 1 is returned; 0 (nothing
 * printed) when the code is in the class. */
int dis_misfit(dis *d, unsigned code, gcn_type t, unsigned rc, int acc);

/* Family printers (disasm_*.c). */
void dis_sop(dis *d);
void dis_smem(dis *d);
void dis_vop(dis *d);
void dis_vop3(dis *d);
void dis_vop3p(dis *d);
void dis_ds(dis *d);
void dis_buf(dis *d);
void dis_flat(dis *d);
void dis_mimg(dis *d);

#endif
