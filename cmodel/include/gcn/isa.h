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
    GCN_R_SSAMP, /* MIMG sampler descriptor */
    GCN_ROLE_COUNT
} gcn_role;

/* Element kind of an operand type. */
typedef enum gcn_tkind {
    GCN_TK_B, GCN_TK_F, GCN_TK_I, GCN_TK_U, GCN_TK_BF,
    /* immediates with their own printed syntax */
    GCN_TK_LABEL, GCN_TK_HWREG, GCN_TK_WAITCNT, GCN_TK_SENDMSG, GCN_TK_GPR_IDX,
    GCN_TK_HEX,    /* a bare field printed in hex (s_atc_probe's sdata) */
    GCN_TK_ENDPGM  /* decimal, omitted when zero (s_endpgm) */
} gcn_tkind;

/* An operand type: count elements of kind and bits each (v2f16 is F,16,2). */
typedef struct gcn_type {
    uint8_t kind;
    uint8_t bits;
    uint8_t count;
} gcn_type;

/* Source modifiers of a VOP3 source (the abs and neg bits of its slot;
 * for VOP3P the neg_lo and neg_hi bits).
 * GCN_M_DEFAULT: accepted and printed for a float type, must be zero otherwise. */
typedef enum gcn_mods {
    GCN_M_DEFAULT, /* by type */
    GCN_M_FLOAT,   /* "+mods": as for a float, whatever the type */
    GCN_M_SEXT,    /* "+sext": neg bit prints sext(src), abs bit ignored */
    GCN_M_IGNORED  /* "+ign": both bits accepted and not printed */
} gcn_mods;

/* Register class a VOP3 source is restricted to (LLVM still decodes other
 * codes but prints them with an "Invalid register" or "invalid immediate"
 * remark).  GCN_RC_ANY: no restriction beyond the operand width. */
typedef enum gcn_rclass {
    GCN_RC_ANY,
    GCN_RC_SREG,      /* "+sreg": SReg_32/SReg_64 (v_readlane lane select, v_writelane,
                       * s_setpc_b64, s_movrels_*, s_cbranch_join, s_rfe_b64) */
    GCN_RC_LANEMASK,  /* "+mask": SReg_1_XEXEC (carry-in, v_cndmask condition) */
    GCN_RC_VREG,      /* "+vreg": VGPRs only (VReg_128 of v_mqsad_u32_u8) */
    GCN_RC_VREG_LDS,  /* "+vreg_lds": VRegOrLds_32 (v_readlane data) */
    GCN_RC_AGPR       /* "+agpr": always an AccVGPR (v_accvgpr_read/write; the
                       * source field's bit 8 is ignored) */
} gcn_rclass;

/* How an instruction uses an operand (scripts/isagen.py access_of: one rule
 * set, so the model, the RTL scoreboard and the docs agree).  An atomic's data
 * register is RW: it is written back only when the atomic returns (glc). */
enum { GCN_ACC_R = 1, GCN_ACC_W = 2, GCN_ACC_RW = 3 };

typedef struct gcn_opnd_desc {
    uint8_t role;   /* gcn_role */
    gcn_type type;
    uint8_t mods;   /* gcn_mods */
    uint8_t rclass; /* gcn_rclass */
    uint8_t access; /* GCN_ACC_* */
} gcn_opnd_desc;

typedef enum gcn_unit {
    GCN_U_SALU, GCN_U_SMEM, GCN_U_BRANCH, GCN_U_VALU, GCN_U_MFMA,
    GCN_U_LDS, GCN_U_VMEM, GCN_U_FLAT, GCN_U_GFX
} gcn_unit;

/* Row flags. */
enum {
    GCN_F_DPP = 1u << 0,  /* also encodable as DPP (VOP1/VOP2/VOPC) */
    GCN_F_SDWA = 1u << 1, /* also encodable as SDWA */
    /* VOP3 (e64) attributes: fields that are must-be-zero unless flagged */
    GCN_F_CLAMP = 1u << 2,   /* VOP3: clamp bit allowed */
    GCN_F_OMOD = 1u << 3,    /* VOP3: output modifier allowed */
    GCN_F_OPSEL = 1u << 4,   /* VOP3: op_sel bits printed (else ignored); VOP3P: op_sel/op_sel_hi */
    GCN_F_MIX = 1u << 5,     /* VOP3P v_fma_mix*: neg_hi bits are abs, op_sel_hi defaults to 0 */
    /* memory-family attributes: what LLVM accepts in the modifier bits */
    GCN_F_OFF2 = 1u << 6,    /* DS: two 8-bit offsets (offset0/offset1) */
    GCN_F_GWS = 1u << 7,     /* DS: gds is mandatory; data0 sits in the addr field */
    GCN_F_NOGDS = 1u << 8,   /* DS: gds bit must be clear */
    GCN_F_NOOFF = 1u << 9,   /* DS: offset field must be zero */
    GCN_F_LDS = 1u << 10,    /* MUBUF/GLOBAL/SCRATCH load that may go to LDS (lds bit) */
    GCN_F_LDS1 = 1u << 11,   /* MUBUF: lds bit must be set */
    GCN_F_NOSCC = 1u << 12,  /* scc bit must be clear */
    GCN_F_NOGLC = 1u << 13,  /* glc and scc bits must be clear */
    GCN_F_RTN = 1u << 14,    /* atomic: FLAT's glc form returns (vdst printed); MIMG's
                                vdata comes in half and full width only */
    GCN_F_NOD16 = 1u << 15,  /* MIMG: d16 bit must be clear */
    GCN_F_ACCX = 1u << 16,   /* MUBUF: acc bit ignored (LLVM's older encoding class) */
    GCN_F_E32 = 1u << 17,    /* VOP2: prints _e32 though LLVM has no e64 form (v_pk_fmac_f16) */
    GCN_F_NOPEXT = 1u << 19, /* VOP1 v_nop: LLVM also decodes DPP and SDWA words (printed as v_nop) */
    GCN_F_GFX908 = 1u << 18, /* MFMA also in LLVM's gfx908 table: a failed decode is retried
                              * there (AGPR C/D), so its error remarks appear twice */
    GCN_F_TRANS = 1u << 20,  /* VOP1 transcendental (exp, log, rcp, rsq, sqrt, sin, cos): MI200
                                quarter rate */
    GCN_F_FP64 = 1u << 22,   /* runs on the FP64 unit: a VALU row with an f64 operand (derived by
                                isagen.py needs_fp64, never written in the table) */
    GCN_F_FMA64 = 1u << 23,  /* an f64 fused multiply-add (v_fma_f64, v_fmac_f64): wait states
                                after an f64 MFMA (docs/mfma.md, "Required wait states") */
    GCN_F_DGEMM = 1u << 24,  /* an f64 MFMA (derived by isagen.py is_dgemm from the operand types) */
    GCN_F_WEXEC = 1u << 25,  /* a VOPC compare that also writes EXEC, v_cmpx_* (derived by
                                isagen.py writes_exec) */
    GCN_F_DOT = 1u << 26,    /* a dot product (v_dot*): wait states before its result is read */
};

#define GCN_MAX_OPNDS 6
#define GCN_NO_OPCODE (-1)

/* An MFMA row's shape (the table's shape column): one block's M x N x K, the
 * blocks computed at once, MI200's passes (4 cycles each) from issue to result
 * and the cycles of them in which independent VALU work may issue.  All zero on
 * other rows.  The input and accumulator types are the operands'. */
typedef struct gcn_mfma_shape {
    uint8_t m, n, k, blocks, passes, coexec;
} gcn_mfma_shape;

/* A memory row's memory column (the table's header; scripts/isagen.py MEM_KINDS,
 * MEM_SIZES, MEM_FLAGS in the same order): what it does, one element's size
 * and extension, flags, the AT_* operation of an atomic (gcn/atomic.h), the
 * components of a typed (format) buffer access.  All zero on other rows. */
typedef enum gcn_mem_kind {
    GCN_MEM_NONE, GCN_MEM_LOAD, GCN_MEM_STORE, GCN_MEM_ATOMIC, GCN_MEM_LOAD2, GCN_MEM_STORE2,
    GCN_MEM_XCHG2, GCN_MEM_CONDXCHG, GCN_MEM_LDS_STORE, GCN_MEM_NOP, GCN_MEM_TIME, GCN_MEM_PROBE,
    GCN_MEM_SWIZZLE, GCN_MEM_PERMUTE, GCN_MEM_BPERMUTE, GCN_MEM_APPEND, GCN_MEM_CONSUME, GCN_MEM_GWS,
    GCN_MEM_KIND_COUNT
} gcn_mem_kind;

typedef enum gcn_mem_size {
    GCN_MS_NONE, GCN_MS_B8, GCN_MS_U8, GCN_MS_I8, GCN_MS_B16, GCN_MS_U16, GCN_MS_I16, GCN_MS_B32,
    GCN_MS_B64, GCN_MS_COUNT
} gcn_mem_size;

enum {
    GCN_MEM_D16 = 1u << 0,     /* a 16-bit half of the register, the other half kept */
    GCN_MEM_HI = 1u << 1,      /* the register's high half (d16_hi) */
    GCN_MEM_ST64 = 1u << 2,    /* DS two-address: offsets in units of 64 elements */
    GCN_MEM_ADDTID = 1u << 3,  /* DS: the lane id adds to the address */
    GCN_MEM_SCRATCH = 1u << 4, /* SMEM s_scratch_*: swizzled private memory */
    GCN_MEM_FORMAT = 1u << 5,  /* typed buffer access: converts by a format (MTBUF's own, MUBUF's V#) */
    GCN_MEM_VSHARP = 1u << 6,  /* SMEM s_buffer_*: the base is a V# (derived from the operands) */
};

typedef struct gcn_mem_shape {
    uint8_t kind;   /* gcn_mem_kind */
    uint8_t size;   /* gcn_mem_size */
    uint8_t flags;  /* GCN_MEM_* */
    uint8_t op;     /* at_op of an atomic */
    uint8_t comps;  /* components of a format access */
    uint8_t dwords; /* registers a b32 load or store moves (its data operand's); else 1 */
} gcn_mem_shape;

typedef struct gcn_insn_desc {
    const char *name;
    uint8_t unit;     /* gcn_unit */
    uint8_t perf;     /* gcn_perf_id (gcn/perf.h): the SQ_INSTS_* counter of the row's category,
                       * GCN_PERF_SQ_INSTS when it has none (isagen.py perf_of) */
    uint32_t flags;   /* GCN_F_* */
    uint8_t n_opnds;
    gcn_opnd_desc opnd[GCN_MAX_OPNDS];
    int16_t opcode[GCN_FAMILY_COUNT]; /* GCN_NO_OPCODE where absent */
    gcn_mfma_shape mfma;  /* unit GCN_U_MFMA only */
    gcn_mem_shape mem;    /* memory rows only */
} gcn_insn_desc;

extern const gcn_insn_desc gcn_insns[];
extern const unsigned gcn_insn_count;
extern const char *const gcn_family_names[GCN_FAMILY_COUNT];
/* Role names as the table writes them: "sdst", "src0", ... (the order of gcn_role). */
extern const char *const gcn_role_names[GCN_ROLE_COUNT];

/* The row encoded as opcode in family, or NULL when LLVM decodes nothing there. */
const gcn_insn_desc *gcn_lookup(gcn_family family, unsigned opcode);

/* Dwords an operand of this type occupies in registers (at least 1). */
unsigned gcn_type_dwords(gcn_type t);

/* The operand descriptor of a role in a row, or NULL. */
const gcn_opnd_desc *gcn_find_opnd(const gcn_insn_desc *d, gcn_role role);

/* Does a VOP source take float modifiers (abs/neg): a float type with
 * GCN_M_DEFAULT, or "+mods"? */
int gcn_float_mods(const gcn_opnd_desc *o);

#endif
