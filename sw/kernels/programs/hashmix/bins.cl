#include "gcn_prelude.h"

#define BINS 16

/* Defined in mix.cl. */
uint mix32(uint x);

/* Histogram of the low 4 bits of mix32(in[i]): per-workgroup counts in LDS,
 * merged into the global bins with global atomics. */
__kernel void hash_histogram(__global const uint *in, __global uint *bins, uint n)
{
    __local uint counts[BINS];
    uint lid = get_local_id(0);
    for (uint b = lid; b < BINS; b += get_local_size(0))
        counts[b] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint i = get_global_id(0); i < n; i += get_global_size(0))
        atomic_inc(&counts[mix32(in[i]) % BINS]);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint b = lid; b < BINS; b += get_local_size(0))
        atomic_add(&bins[b], counts[b]);
}
