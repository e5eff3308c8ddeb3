#include "gcn_prelude.h"

#define BINS 256

/* Histogram of n bytes into 256 bins: a per-workgroup histogram in LDS
 * (atomic_inc on __local), merged into the global one with atomic_add on
 * __global; work-items stride through the data by the grid size. */
__kernel void histogram256(__global const uchar *data, __global uint *hist, uint n)
{
    __local uint h[BINS];
    uint lid = get_local_id(0), wg = get_local_size(0);
    for (uint b = lid; b < BINS; b += wg)
        h[b] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint i = get_global_id(0); i < n; i += get_global_size(0))
        atomic_inc(&h[data[i]]);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint b = lid; b < BINS; b += wg)
        if (h[b])
            atomic_add(&hist[b], h[b]);
}
