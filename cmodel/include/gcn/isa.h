/* gfx90a instruction table: types of the generated table (cmodel/gen/isa_table.c).
 *
 * The rows come from cmodel/isa/gfx90a.isa through scripts/isagen.py; this
 * header only says what a row holds. */
#ifndef GCN_ISA_H
#define GCN_ISA_H

#include <stdint.h>

/* Encoding families, in the order the table lists them. */
typedef enum gcn_family {
    GCN_SOP2, GCN_SOPK, GCN_SOP1, GCN_SOPC, GCN_SOPP, GCN_SMEM,
    GCN_VOP2, GCN_VOP1, GCN_VOPC, GCN_VOP3, GCN_VOP3P,
    GCN_DS, GCN_MUBUF, GCN_MTBUF, GCN_FLAT, GCN_GLOBAL, GCN_SCRATCH, GCN_MIMG,
    GCN_FAMILY_COUNT
} gcn_family;

/* Which encoding field an operand lives in. */
typedef enum gcn_role {
    GCN_R_SDST, GCN_R_SSRC0, GCN_R_SSRC1, GCN_R_SIMM16, GCN_R_IMM32,
    GCN_R_SDATA, GCN_R_SBASE,
    GCN_R_VDST, GCN_R_SRC0, GCN_R_SRC1, GCN_R_SRC2,
    GCN_R_ADDR, GCN_R_DATA0, GCN_R_DATA1,
    GCN_R_VDATA, GCN_R_VADDR, GCN_R_SRSRC, GCN_R_SOFFSET, GCN_R_SADDR,
    GCN_ROLE_COUNT
} gcn_role;

/* Element kind of an operand type. */
typedef enum gcn_tkind {
    GCN_TK_B, GCN_TK_F, GCN_TK_I, GCN_TK_U, GCN_TK_BF,
    /* immediates with their own printed syntax */
    GCN_TK_LABEL, GCN_TK_HWREG, GCN_TK_WAITCNT, GCN_TK_SENDMSG, GCN_TK_GPR_IDX
} gcn_tkind;

/* An operand type: count elements of kind and bits each (v2f16 is F,16,2). */
typedef struct gcn_type {
    uint8_t kind;
    uint8_t bits;
    uint8_t count;
} gcn_type;

typedef struct gcn_opnd_desc {
    uint8_t role;   /* gcn_role */
    gcn_type type;
} gcn_opnd_desc;

typedef enum gcn_unit {
    GCN_U_SALU, GCN_U_SMEM, GCN_U_BRANCH, GCN_U_VALU, GCN_U_MFMA,
    GCN_U_LDS, GCN_U_VMEM, GCN_U_FLAT, GCN_U_GFX
} gcn_unit;

/* Row flags. */
enum {
    GCN_F_DPP = 1u << 0,  /* also encodable as DPP (VOP1/VOP2/VOPC) */
    GCN_F_SDWA = 1u << 1, /* also encodable as SDWA */
};

#define GCN_MAX_OPNDS 6
#define GCN_NO_OPCODE (-1)

typedef struct gcn_insn_desc {
    const char *name;
    uint8_t unit;     /* gcn_unit */
    uint8_t flags;    /* GCN_F_* */
    uint8_t n_opnds;
    gcn_opnd_desc opnd[GCN_MAX_OPNDS];
    int16_t opcode[GCN_FAMILY_COUNT]; /* GCN_NO_OPCODE where absent */
} gcn_insn_desc;

extern const gcn_insn_desc gcn_insns[];
extern const unsigned gcn_insn_count;
extern const char *const gcn_family_names[GCN_FAMILY_COUNT];

/* The row encoded as opcode in family, or NULL when LLVM decodes nothing there. */
const gcn_insn_desc *gcn_lookup(gcn_family family, unsigned opcode);

/* Dwords an operand of this type occupies in registers (at least 1). */
unsigned gcn_type_dwords(gcn_type t);

/* The operand descriptor of a role in a row, or NULL. */
const gcn_opnd_desc *gcn_find_opnd(const gcn_insn_desc *d, gcn_role role);

#endif
