#include "gcn_prelude.h"

/* Per-bin statistics of n keys straight in global memory: bin = key % bins;
 * the count by atomic_inc, the smallest and largest key by atomic_min and
 * atomic_max on the bin's cells (stats: count, min, max per bin). */
__kernel void histogram_global(__global const uint *keys, __global uint *stats, uint n, uint bins)
{
    uint i = get_global_id(0);
    if (i >= n)
        return;
    uint k = keys[i];
    __global uint *s = stats + 3 * (k % bins);
    atomic_inc(&s[0]);
    atomic_min(&s[1], k);
    atomic_max(&s[2], k);
}
