/* The memory vocabulary shared by the memory families (sem_smem.c,
 * sem_flat.c, sem_buffer.c, sem_ds.c): where each lane's access goes, and
 * the load, store and atomic shapes over the 64 lanes.
 *
 * A family computes one address per lane into a mem_lanes (which address
 * space, which address), then calls one shape: ml_load, ml_store or
 * ml_atomic.  Every shape reads all lanes before it writes a register, so
 * a load may overwrite its own address registers.  Readings of the ISA are
 * in docs/memory.md. */
#ifndef GCN_MEM_OPS_H
#define GCN_MEM_OPS_H

#include "model_internal.h"
#include "gcn/atomic.h"

/* BODY for each lane l of mask in lane order: a counted loop when all 64
 * are on (the common case), else over the set bits. */
#define FOR_EACH_ACTIVE(l, mask, BODY)                                          \
    do {                                                                        \
        if ((mask) == ~0ull) {                                                  \
            FOR_EACH_LANE(l) { BODY }                                           \
        } else {                                                                \
            for (uint64_t bits_ = (mask); bits_; bits_ &= bits_ - 1) {          \
                unsigned l = (unsigned)__builtin_ctzll(bits_);                  \
                BODY                                                            \
            }                                                                   \
        }                                                                       \
    } while (0)

/* The retirement record of one lane's store (as gcn_mem_write keeps it). */
static inline void ml_record_store(gcn_exec *x, unsigned lane, uint64_t addr, int lds, const void *src, size_t n)
{
    gcn_retire *r = x->rec;
    if (!r)
        return;
    if (r->n_mem < GCN_MAX_MEM_WRITES && n <= sizeof r->mem[0].data) {
        gcn_store_rec *mw = &r->mem[r->n_mem++];
        mw->addr = addr;
        mw->lane = (uint8_t)lane;
        mw->lds = (uint8_t)lds;
        mw->bytes = (uint16_t)n;
        memcpy(mw->data, src, n);
    } else {
        r->mem_overflow = 1;
    }
}

/* Address space of one lane's access. */
enum {
    MS_NONE,   /* out of range: a load gives 0, a store or atomic is dropped */
    MS_GLOBAL, /* device memory through gcn_machine.mem */
    MS_LDS,    /* the workgroup's LDS; addr is the byte offset */
    MS_SWZ     /* swizzled (scratch, swizzled buffers): addr is the byte offset in
                * the lane's own space, which lives at base[l] in elements of elem
                * bytes, istride lanes' elements side by side */
};

typedef struct mem_lanes {
    uint64_t mask;                 /* lanes that access memory (EXEC at issue) */
    gcn_mem_window whole;          /* size 0, or every lane, active or not, is MS_GLOBAL
                                    * with its whole_bytes at addr inside this window
                                    * of device memory (ml_whole_window) */
    uint32_t whole_bytes;
    uint8_t space[GCN_WAVE_SIZE];
    uint64_t addr[GCN_WAVE_SIZE];
    uint64_t base[GCN_WAVE_SIZE];  /* MS_SWZ only */
    uint32_t elem, istride;        /* MS_SWZ only */
} mem_lanes;

/* A family's mem_lanes starts here: the lanes of mask, no whole window. */
static inline void ml_begin(mem_lanes *m, uint64_t mask)
{
    m->mask = mask;
    m->whole.size = 0;
}

/* Whether every lane of m (MS_GLOBAL, addresses filled), active or not, has
 * its n bytes inside one window of device memory that misses the LDS
 * aperture: then m->whole says so, the loads and stores use it without a
 * look at each lane, and no lane addresses the aperture.  0 when not (or
 * no active lane, or the machine takes the general path only). */
int ml_whole_window(gcn_exec *x, mem_lanes *m, uint64_t aperture, uint64_t aperture_bytes, unsigned n);

/* The first lane of m->mask whose address lies in [base, base + size), or
 * -1 (a test of all lanes the compiler vectorizes, then the search). */
int ml_first_in(const mem_lanes *m, uint64_t base, uint64_t size);

/* One lane's access of n bytes at its address + delta; 0, or -1 when the wave
 * trapped (unmapped device memory).  Out-of-range reads give zeros. */
int ml_read(gcn_exec *x, const mem_lanes *m, unsigned l, uint64_t delta, void *dst, size_t n);
int ml_write(gcn_exec *x, const mem_lanes *m, unsigned l, uint64_t delta, const void *src, size_t n);

/* LDS accessed by byte offset: out of range ([0, lds_size)) reads give
 * zeros and writes are dropped, unless the wave is checked against its
 * allocation (gcn_wave_check_allocation): then it traps (GCN_TRAP_RESOURCE)
 * and they return -1.  Writes are recorded with lds=1. */
int lds_read(gcn_exec *x, uint64_t off, void *dst, size_t n);
int lds_write(gcn_exec *x, unsigned lane, uint64_t off, const void *src, size_t n);

/* Scratch (private) offsets of the active lanes as swizzled accesses from the
 * wave's FLAT_SCRATCH base: 4-byte elements, 64 lanes interleaved. */
void ml_scratch_lane(gcn_exec *x, mem_lanes *m, unsigned l, uint32_t off);

/* What a load does with the bytes it reads. */
typedef enum ld_kind {
    LD_DWORDS,                      /* n dwords to n registers */
    LD_U8, LD_I8, LD_U16, LD_I16,   /* zero/sign extended to 32 bits */
    LD_U8_D16, LD_I8_D16, LD_16_D16,          /* bits 15:0, 31:16 kept */
    LD_U8_D16_HI, LD_I8_D16_HI, LD_16_D16_HI  /* bits 31:16, 15:0 kept */
} ld_kind;

/* What a store takes from its data register(s). */
typedef enum st_kind {
    ST_DWORDS,
    ST_B8, ST_B16,        /* bits 7:0, 15:0 */
    ST_B8_HI, ST_B16_HI   /* bits 23:16, 31:16 (d16_hi) */
} st_kind;

/* A memory row's shape (the instruction table's memory column) as the
 * arguments the loads, stores and atomics take: the load and store kind
 * (element size and extension, d16, hi) and an atomic's bits; a load or
 * store moves s->dwords registers. */
ld_kind ml_ld_kind(const gcn_mem_shape *s);
st_kind ml_st_kind(const gcn_mem_shape *s);
unsigned ml_atomic_bits(const gcn_mem_shape *s);

/* The n bytes (n <= 16) each lane of m->mask reads at its address + delta,
 * as dwords registers' values into d (n < 4: zero-extended into d[0]);
 * lanes whose addresses form one run (a contiguous span, or one address)
 * are served by one access.  0, or -1 when the wave trapped. */
int ml_gather(gcn_exec *x, const mem_lanes *m, uint64_t delta, size_t n, unsigned dwords,
              uint32_t (*d)[GCN_WAVE_SIZE]);

/* Load into reg.. (unified index) for the lanes of m->mask; dwords counts
 * registers for LD_DWORDS. */
void ml_load(gcn_exec *x, const mem_lanes *m, unsigned reg, ld_kind k, unsigned dwords);
void ml_store(gcn_exec *x, const mem_lanes *m, unsigned reg, st_kind k, unsigned dwords);
/* A dword load to LDS instead of VGPRs (the lds bit of MUBUF, GLOBAL,
 * SCRATCH): lane l's dword goes to LDS at lds_addr + 4 * l (ISA 8.1.9). */
void ml_load_lds(gcn_exec *x, const mem_lanes *m, uint32_t lds_addr);


/* Atomic over the lanes of m->mask, in lane order (lanes hitting one address
 * see each other's results).  When ret_reg >= 0 the old values go there. */
void ml_atomic(gcn_exec *x, const mem_lanes *m, at_op op, unsigned bits, const uint64_t *src,
               const uint64_t *src2, int ret_reg);

/* Registers as 64-lane operands: one or two dwords from reg (unified index). */
void vreg_read(const gcn_exec *x, unsigned reg, unsigned dwords, uint64_t out[GCN_WAVE_SIZE]);
void vreg_write(gcn_exec *x, unsigned reg, unsigned dwords, uint64_t mask, const uint64_t v[GCN_WAVE_SIZE]);

static inline int wave_trapped(const gcn_exec *x)
{
    return x->w->state == GCN_WAVE_TRAPPED;
}

#endif
