#include "gcn_prelude.h"

#define N 256

/* Inclusive prefix sum of each workgroup's 256 ints (Hillis-Steele with
 * two LDS buffers), and each workgroup's total. */
__kernel void prefix_scan(__global const int *in, __global int *out, __global int *sums)
{
    __local int buf[2][N];
    uint lid = get_local_id(0);
    uint gid = get_global_id(0);
    int src = 0;
    buf[0][lid] = in[gid];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint off = 1; off < N; off <<= 1) {
        int v = buf[src][lid];
        if (lid >= off)
            v += buf[src][lid - off];
        buf[1 - src][lid] = v;
        src = 1 - src;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    out[gid] = buf[src][lid];
    if (lid == N - 1)
        sums[get_group_id(0)] = buf[src][lid];
}
