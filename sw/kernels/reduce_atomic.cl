#include "gcn_prelude.h"

#define WG 256

/* Sum of n ints: each work-item accumulates a grid-strided slice, the
 * workgroup reduces its 256 sums with a tree in LDS, writes its partial
 * sum and adds it to the global total with one atomic_add. */
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void reduce_atomic(__global const int *in, __global int *partial, __global int *total, uint n)
{
    __local int s[WG];
    uint lid = get_local_id(0);
    int acc = 0;
    for (uint i = get_global_id(0); i < n; i += get_global_size(0))
        acc += in[i];
    s[lid] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint h = WG / 2; h > 0; h >>= 1) {
        if (lid < h)
            s[lid] += s[lid + h];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) {
        partial[get_group_id(0)] = s[0];
        atomic_add(total, s[0]);
    }
}
