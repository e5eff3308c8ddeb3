/* Profiler counters: names, and the model's instruction counters
 * (gcn/perf.h, docs/counters.md). */
#include "gcn/perf.h"


static const char *const names[GCN_PERF_FIXED] = {
#define GCN_PERF_NAME_(name) #name,
    GCN_PERF_COUNTERS(GCN_PERF_NAME_)
#undef GCN_PERF_NAME_
};

unsigned gcn_perf_count(unsigned num_simd)
{
    return GCN_PERF_FIXED + (num_simd < GCN_PERF_MAX_SIMD ? num_simd : GCN_PERF_MAX_SIMD);
}

const char *gcn_perf_name(unsigned id, char *buf, size_t size)
{
    if (id < GCN_PERF_FIXED)
        snprintf(buf, size, "%s", names[id]);
    else
        snprintf(buf, size, "SQ_VALU_BUSY_CYCLES_SIMD%u", id - GCN_PERF_FIXED);
    return buf;
}

int gcn_perf_by_model(unsigned id)
{
    return id == GCN_PERF_SQ_WAVES || (id >= GCN_PERF_SQ_INSTS && id <= GCN_PERF_SQ_INSTS_SENDMSG);
}

/* SQ_INSTS counts every instruction, the row's own counter (its perf) the
 * ones of its category, and SQ_INSTS_VMEM the vector memory ones with or
 * without a read/write counter of their own. */
void gcn_perf_insn(uint64_t *ctr, const gcn_insn_desc *d)
{
    ctr[GCN_PERF_SQ_INSTS]++;
    if (!d || d->perf == GCN_PERF_SQ_INSTS)
        return;
    ctr[d->perf]++;
    if (d->perf == GCN_PERF_SQ_INSTS_VMEM_RD || d->perf == GCN_PERF_SQ_INSTS_VMEM_WR)
        ctr[GCN_PERF_SQ_INSTS_VMEM]++;
}

void gcn_perf_print(FILE *f, const uint64_t *v, unsigned n, int model_only)
{
    char name[48];
    for (unsigned i = 0; i < n; i++)
        if (!model_only || gcn_perf_by_model(i))
            fprintf(f, "%s %llu\n", gcn_perf_name(i, name, sizeof name), (unsigned long long)v[i]);
}
