#include "gcn_prelude.h"

/* Bitonic sort of n = 2^p ints across workgroups, as a sequence of
 * launches.  Stage k (k = 2, 4, ..., n) merges runs of k elements with
 * compare-exchange steps of stride j = k/2, ..., 1; element i ends
 * ascending in its run when (i & k) == 0, descending otherwise.
 *   bitonic_local  (k = 0) sorts each block of 2 * local size elements in
 *                  LDS through every stage k <= block (blocks alternate
 *                  direction, so pairs of blocks are bitonic); (k > block)
 *                  does the steps j < block of stage k in LDS.
 *   bitonic_global does one step (k, j) with j >= block in global memory,
 *                  one work-item per pair. */

static void compare_exchange(int *a, int *b, bool ascending)
{
    if ((*a > *b) == ascending) {
        int t = *a;
        *a = *b;
        *b = t;
    }
}

__kernel void bitonic_global(__global int *data, uint k, uint j)
{
    uint t = get_global_id(0);
    /* the pair's lower index: t with a zero inserted at bit log2(j) */
    uint i = ((t & ~(j - 1)) << 1) | (t & (j - 1));
    int a = data[i], b = data[i + j];
    compare_exchange(&a, &b, (i & k) == 0);
    data[i] = a;
    data[i + j] = b;
}

__kernel void bitonic_local(__global int *data, uint k)
{
    __local int v[512];
    uint lid = get_local_id(0), pairs = get_local_size(0), block = 2 * pairs;
    uint base = get_group_id(0) * block;
    v[lid] = data[base + lid];
    v[lid + pairs] = data[base + lid + pairs];
    uint first = k ? k : 2, last = k ? k : block;
    for (uint kk = first; kk <= last; kk <<= 1) {
        for (uint j = min(kk >> 1, pairs); j > 0; j >>= 1) {
            barrier(CLK_LOCAL_MEM_FENCE);
            uint i = ((lid & ~(j - 1)) << 1) | (lid & (j - 1));
            int a = v[i], b = v[i + j];
            compare_exchange(&a, &b, ((base + i) & kk) == 0);
            v[i] = a;
            v[i + j] = b;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    data[base + lid] = v[lid];
    data[base + lid + pairs] = v[lid + pairs];
}
