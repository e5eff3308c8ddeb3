#include "gcn_prelude.h"

/* Sum of each workgroup's slice of in[] through LDS the host sizes at
 * launch (a __local pointer argument); the workgroup size is any power of
 * two.  Also counts, with a global atomic, the elements above a threshold. */
__kernel void reduce_dynlds(__global const float *in, __global float *partial, __local float *tmp,
                            __global uint *count, float threshold)
{
    uint lid = get_local_id(0), n = get_local_size(0);
    float v = in[get_global_id(0)];
    tmp[lid] = v;
    if (v > threshold)
        atomic_inc(count);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint stride = n / 2; stride > 0; stride >>= 1) {
        if (lid < stride)
            tmp[lid] = tmp[lid] + tmp[lid + stride];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        partial[get_group_id(0)] = tmp[0];
}
