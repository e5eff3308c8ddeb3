/* The gfx90a golden model: wave state, memory interface, one-instruction step
 * and the retirement record of the lockstep contract.
 *
 * The model is a library: it knows nothing of simulators or of the host
 * runtime.  A caller builds a gcn_machine (memory callbacks, code), creates
 * waves with their initial state, and steps them. */
#ifndef GCN_MODEL_H
#define GCN_MODEL_H

#include <stddef.h>
#include <stdint.h>

#include "gcn/decode.h"
#include "gcn/hazard.h"

#define GCN_WAVE_SIZE 64
#define GCN_NUM_SGPR_CODES 128   /* s0-s101 and the specials up to exec_hi, by operand code */
#define GCN_SGPRS GCN_OP_FLAT_SCR_LO  /* s0-s101: the SGPRs a wave may name */
#define GCN_NUM_VGPRS 512        /* unified ArchVGPR + AccVGPR file of a wave */
#define GCN_LDS_BYTES (64 * 1024)

/* ---- memory ------------------------------------------------------------ */

/* A mapped range of device memory held as plain host bytes:
 * [base, base + size) lives at host[0 .. size). */
typedef struct gcn_mem_window {
    uint64_t base, size;
    uint8_t *host;
} gcn_mem_window;

/* Device memory as the model sees it: 64-bit addresses, byte granular.  A
 * callback returns 0, or -1 when the range is not mapped (a memory
 * violation: the wave traps).  window (optional, may be NULL) gives the
 * range around addr that the model may read and write directly instead of
 * calling read/write: only for memory where those are plain copies.  It
 * returns 0 and fills *win, or -1 when addr is not mapped.  The model keeps
 * a window for the duration of one instruction. */
typedef struct gcn_memory {
    int (*read)(void *user, uint64_t addr, void *dst, size_t n);
    int (*write)(void *user, uint64_t addr, const void *src, size_t n);
    void *user;
    int (*window)(void *user, uint64_t addr, gcn_mem_window *win);
} gcn_memory;

/* ---- traps and status --------------------------------------------------- */

typedef enum gcn_wave_state {
    GCN_WAVE_RUNNING,
    GCN_WAVE_BARRIER,   /* waiting at s_barrier for the rest of its workgroup */
    GCN_WAVE_ENDED,     /* s_endpgm */
    GCN_WAVE_TRAPPED    /* stopped by a trap; see trap_reason */
} gcn_wave_state;

typedef enum gcn_trap {
    GCN_TRAP_NONE,
    GCN_TRAP_ILLEGAL,        /* words that do not decode */
    GCN_TRAP_UNIMPLEMENTED,  /* a decoded instruction the model does not execute */
    GCN_TRAP_MEMORY,         /* an access to unmapped memory */
    GCN_TRAP_S_TRAP,         /* s_trap */
    GCN_TRAP_PC_OUT_OF_CODE, /* the PC left the code object */
    GCN_TRAP_RESOURCE        /* registers or LDS beyond what the kernel descriptor allocates */
} gcn_trap;

/* A trap's short name ("memory", "resource", ...; "?" for no trap the model
 * knows): the names tests expect (`;; expect trap = NAME`) and reports print. */
const char *gcn_trap_name(gcn_trap t);

/* ---- retirement record (the lockstep contract) -------------------------- */

#define GCN_MAX_SGPR_WRITES 20
#define GCN_MAX_VGPR_WRITES 32
/* Stores per instruction: one per lane, two for ds_write2*, one per dword
 * for a swizzled (scratch) dwordx4. */
#define GCN_MAX_MEM_WRITES 256

typedef struct gcn_vgpr_write {
    uint16_t reg;                  /* 0..511 in the unified file */
    uint64_t mask;                 /* lanes written */
    uint32_t value[GCN_WAVE_SIZE];
} gcn_vgpr_write;

/* One lane's store or atomic, or one LDS write: address, data, byte mask. */
typedef struct gcn_mem_write {
    uint64_t addr;
    uint8_t lane;
    uint8_t lds;                   /* 1: LDS address space */
    uint16_t bytes;                /* byte count (<= 16) */
    uint8_t data[16];
} gcn_store_rec;

typedef struct gcn_retire {
    uint64_t pc, next_pc;
    uint32_t words[3];
    uint8_t nwords;
    uint8_t n_sgpr, n_vgpr, scc_written, scc, mode_written;
    uint16_t n_mem;
    uint8_t mem_overflow;          /* more stores than the record holds */
    struct { uint8_t reg; uint32_t value; } sgpr[GCN_MAX_SGPR_WRITES];
    gcn_vgpr_write vgpr[GCN_MAX_VGPR_WRITES];
    gcn_store_rec mem[GCN_MAX_MEM_WRITES];
    uint32_t mode;
} gcn_retire;

/* ---- code --------------------------------------------------------------- */

/* The registers an instruction names as encoded (before GPR indexing): one
 * past the highest of s0-s101, of the ArchVGPRs and of the AccVGPRs; 0 when
 * it names none.  Worked out once per decoded instruction; fits is the
 * alloc_key of the last wave allocation it was found to fit. */
typedef struct gcn_reg_use {
    uint16_t sgprs, vgprs, agprs;
    uint32_t fits;
} gcn_reg_use;

struct gcn_step_info;

/* Machine code mapped at [base, base + 4*nwords), decoded once on first use. */
typedef struct gcn_code {
    uint64_t base;
    const uint32_t *words;
    size_t nwords;
    gcn_inst *cache;       /* one slot per dword; valid when cache_ok[i] */
    gcn_reg_use *use;      /* the registers cache[i] names */
    uint8_t *cache_ok;
    struct gcn_step_info *step;  /* the model's per-slot data, made with the decode */
} gcn_code;

int gcn_code_init(gcn_code *code, uint64_t base, const uint32_t *words, size_t nwords);
void gcn_code_free(gcn_code *code);

/* ---- waves --------------------------------------------------------------- */

struct gcn_workgroup;

typedef struct gcn_wave {
    uint64_t pc;
    uint32_t sgpr[GCN_NUM_SGPR_CODES];  /* indexed by operand code: vcc is s[106:107], exec s[126:127] */
    uint8_t scc;
    uint32_t mode, status, trapsts;
    uint32_t num_vgprs;        /* ArchVGPRs allocated */
    uint32_t accum_offset;     /* first AccVGPR in the unified file */
    uint32_t num_agprs;
    uint32_t num_sgprs;        /* SGPRs allocated (the descriptor's count: VCC etc. included) */
    /* Non-zero once gcn_wave_check_allocation armed the resource check. */
    uint32_t alloc_key;
    uint32_t hw_id;
    uint64_t lds_base;         /* aperture bases for flat addressing */
    uint64_t scratch_base;     /* this wave's private memory in device memory */
    uint32_t scratch_per_lane;
    struct gcn_workgroup *wg;
    gcn_wave_state state;
    gcn_trap trap;
    char trap_msg[160];
    uint64_t instructions;     /* retired */
    uint64_t id;               /* the dispatcher's number for the wave (reports name it) */
    /* after the fields above, so that they share cache lines and pages */
    uint32_t vgpr[GCN_NUM_VGPRS][GCN_WAVE_SIZE];
    gcn_hz_hist hz;            /* recent VALU and MFMA instructions, with gcn_machine.hazards */
} gcn_wave;

/* What waves of one workgroup share. */
typedef struct gcn_workgroup {
    uint8_t *lds;
    uint32_t lds_size;
    unsigned nwaves;
    unsigned at_barrier;
} gcn_workgroup;

/* Everything an instruction may touch outside its wave. */
typedef struct gcn_machine {
    gcn_memory mem;
    gcn_code *code;
    uint64_t shared_aperture, private_aperture; /* src_shared_base/src_private_base << 32 */
    uint64_t clock;   /* instructions retired by all waves: the clock s_memtime reads */
    uint8_t general_only; /* 1: no fast path (host float operations, direct memory
                           * access): the general one everywhere, which the fast paths
                           * must match bit for bit (tests compare the two) */
    uint8_t absent;       /* GCN_ABSENT_*: units the CU's configuration leaves out (the
                           * testbench's HAS_FP64 / HAS_MFMA 0); their instructions trap as
                           * unimplemented, saying which unit is missing; 0: a full CU */
    gcn_hazards *hazards; /* non-NULL: check every step against the required wait states and
                           * collect the violations there (gcn/hazard.h); NULL: no check */
} gcn_machine;

/* Optional units of a configuration (config/<name>.def HAS_FP64, HAS_MFMA). */
enum { GCN_ABSENT_FP64 = 1u << 0, GCN_ABSENT_MFMA = 1u << 1 };
/* The optional units an instruction runs on: GCN_ABSENT_FP64 for a row the FP64 unit runs
 * (GCN_F_FP64), GCN_ABSENT_MFMA for an MFMA; 0 for the rest. */
unsigned gcn_insn_units(const gcn_insn_desc *d);
/* The unit's name in a report ("the FP64 unit", "the matrix (MFMA) unit"). */
const char *gcn_unit_text(unsigned absent_bit);

static inline uint64_t gcn_exec_mask(const gcn_wave *w)
{
    return (uint64_t)w->sgpr[GCN_OP_EXEC_HI] << 32 | w->sgpr[GCN_OP_EXEC_LO];
}

/* Check the wave against its allocation from now on: an instruction that
 * names an SGPR, ArchVGPR or AccVGPR beyond num_sgprs, num_vgprs or
 * num_agprs, or an LDS access outside its workgroup's lds_size, stops it with
 * GCN_TRAP_RESOURCE.  Call once those are set (gcn_dispatch_init_wave does,
 * from the kernel descriptor).  A wave built without it (a test harness's)
 * is not checked, and its LDS out of range reads 0 and drops writes as the
 * ISA says. */
void gcn_wave_check_allocation(gcn_wave *w);

/* The register check of gcn_wave_step for the instruction at pc of m->code,
 * without running it (for a simulator that runs the wave itself: the RTL
 * alone, docs/runtime.md): 1, and in msg the message the model's
 * GCN_TRAP_RESOURCE would give, when it names registers beyond the
 * allocation of a checked wave w; else 0. */
int gcn_wave_names_beyond_allocation(gcn_machine *m, const gcn_wave *w, uint64_t pc, char *msg, size_t size);

/* Execute the instruction at w->pc.  rec (may be NULL) receives what it did.
 * Returns 0, or -1 when the wave is no longer running (ended, trapped, or at
 * a barrier; see w->state). */
int gcn_wave_step(gcn_machine *m, gcn_wave *w, gcn_retire *rec);

/* The row of an instruction, and whether the model executes it. */
int gcn_model_implements(const gcn_insn_desc *d);

#endif
