/* Profiler counters with the ROCm Compute Profiler names (docs/counters.md).
 *
 * GCN_PERF_COUNTERS is the one list: its order is the index the RTL's
 * counters are read by (gcn_cu's perf_sel_i; scripts/gen_rtl_decode.py turns
 * the list into the PERF_* localparams of rtl/gen/gcn_isa.vh), and the names
 * are what gcnsim --stats prints.  After the fixed counters come NUM_SIMD
 * per-SIMD ones, SQ_VALU_BUSY_CYCLES_SIMD<n> at GCN_PERF_FIXED + n.
 *
 * The RTL counts them all; the model counts the instruction counters
 * (gcn_perf_by_model): SQ_WAVES, and SQ_INSTS with its categories, each
 * instruction's category being the table's (gcn_insn_desc.perf, written by
 * scripts/isagen.py from the row's unit and operands; the RTL's
 * rtl/gen/gcn_perf_rom.v comes from the same rule). */
#ifndef GCN_PERF_H
#define GCN_PERF_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "gcn/isa.h"

#define GCN_PERF_COUNTERS(X) \
    X(SQ_CYCLES)             \
    X(SQ_BUSY_CYCLES)        \
    X(SQ_WAVES)              \
    X(SQ_WAVE_CYCLES)        \
    X(SQ_INSTS)              \
    X(SQ_INSTS_VALU)         \
    X(SQ_INSTS_SALU)         \
    X(SQ_INSTS_SMEM)         \
    X(SQ_INSTS_LDS)          \
    X(SQ_INSTS_VMEM)         \
    X(SQ_INSTS_VMEM_RD)      \
    X(SQ_INSTS_VMEM_WR)      \
    X(SQ_INSTS_BRANCH)       \
    X(SQ_INSTS_SENDMSG)      \
    X(SQ_ACTIVE_INST_ANY)    \
    X(SQ_ACTIVE_INST_VALU)   \
    X(SQ_ACTIVE_INST_SALU)   \
    X(SQ_ACTIVE_INST_LDS)    \
    X(SQ_ACTIVE_INST_VMEM)   \
    X(SQ_ACTIVE_INST_MISC)   \
    X(SQ_WAIT_ANY)           \
    X(SQ_WAIT_INST_ANY)      \
    X(SQ_LDS_BANK_CONFLICT)

typedef enum gcn_perf_id {
#define GCN_PERF_ID_(name) GCN_PERF_##name,
    GCN_PERF_COUNTERS(GCN_PERF_ID_)
#undef GCN_PERF_ID_
    GCN_PERF_FIXED  /* then SQ_VALU_BUSY_CYCLES_SIMD<n>, one per SIMD */
} gcn_perf_id;

#define GCN_PERF_MAX_SIMD 4
#define GCN_PERF_MAX (GCN_PERF_FIXED + GCN_PERF_MAX_SIMD)

/* Counters of a CU with num_simd SIMDs (at most GCN_PERF_MAX). */
unsigned gcn_perf_count(unsigned num_simd);
/* Counter id's name ("SQ_WAVES", "SQ_VALU_BUSY_CYCLES_SIMD2") into buf. */
const char *gcn_perf_name(unsigned id, char *buf, size_t size);
/* 1 for the counters the model counts too (and the RTL's must equal). */
int gcn_perf_by_model(unsigned id);
/* The model's instruction counters for one issued instruction (d NULL: an
 * encoding without a row, counted in SQ_INSTS only). */
void gcn_perf_insn(uint64_t *ctr, const gcn_insn_desc *d);
/* Counters 0..n-1 as "NAME value" lines (model_only: those gcn_perf_by_model). */
void gcn_perf_print(FILE *f, const uint64_t *v, unsigned n, int model_only);

#endif
