#include "gcn_prelude.h"

#define WG 256

/* Float sum of each workgroup's 1024 values: each work-item adds four
 * (in a fixed order), then a tree over LDS.  The order of every f32
 * addition is fixed by the code, so the result is reproducible bit for bit
 * by any implementation that rounds each addition. */
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void reduce_f32_tree(__global const float *in, __global float *partial)
{
    __local float s[WG];
    uint lid = get_local_id(0);
    __global const float *p = in + get_group_id(0) * 4 * WG;
    float acc = (p[lid] + p[lid + WG]) + (p[lid + 2 * WG] + p[lid + 3 * WG]);
    s[lid] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint h = WG / 2; h > 0; h >>= 1) {
        if (lid < h)
            s[lid] = s[lid] + s[lid + h];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        partial[get_group_id(0)] = s[0];
}
