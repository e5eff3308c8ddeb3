#include "gcn_prelude.h"

/* Each workgroup of 256 work-items sums its slice of in[] through LDS and
 * writes one partial sum per group. */
__kernel void reduce_lds(__global const int *in, __global int *partial)
{
    __local int scratch[256];
    uint lid = get_local_id(0);
    scratch[lid] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint stride = 128; stride > 0; stride >>= 1) {
        if (lid < stride)
            scratch[lid] += scratch[lid + stride];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        partial[get_group_id(0)] = scratch[0];
}
