#include "gcn_prelude.h"

#define BINS 64

/* Histogram of n bytes into BINS bins: per-workgroup counts with LDS
 * atomics, merged into the global histogram with global atomics. */
__kernel void histogram(__global const uchar *data, __global uint *hist, uint n)
{
    __local uint local_hist[BINS];
    uint lid = get_local_id(0);
    for (uint b = lid; b < BINS; b += get_local_size(0))
        local_hist[b] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint i = get_global_id(0); i < n; i += get_global_size(0))
        atomic_inc(&local_hist[data[i] % BINS]);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint b = lid; b < BINS; b += get_local_size(0))
        atomic_add(&hist[b], local_hist[b]);
}
