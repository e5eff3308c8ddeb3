#include "gcn_prelude.h"

/* One PageRank iteration, pulling along in-edges (CSR of the transposed
 * graph): rank'[v] = (1 - d) / n + d * sum over edges u -> v of
 * rank[u] / out_degree[u].  Each workgroup also sums |rank' - rank| over
 * its vertices in LDS (the convergence test of the host loop). */

#define GROUP 128

__kernel void pagerank(__global const uint *in_ptr, __global const uint *in_src, __global const uint *out_degree,
                       __global const float *rank, __global float *new_rank, __global float *group_change, uint n,
                       float damping)
{
    __local float change[GROUP];
    uint v = get_global_id(0), lid = get_local_id(0);
    float delta = 0.0f;
    if (v < n) {
        float sum = 0.0f;
        for (uint k = in_ptr[v]; k < in_ptr[v + 1]; k++) {
            uint u = in_src[k];
            sum += rank[u] / (float)out_degree[u];
        }
        float r = (1.0f - damping) / (float)n + damping * sum;
        new_rank[v] = r;
        delta = fabs(r - rank[v]);
    }
    change[lid] = delta;
    for (uint s = GROUP / 2; s > 0; s >>= 1) {
        barrier(CLK_LOCAL_MEM_FENCE);
        if (lid < s)
            change[lid] += change[lid + s];
    }
    if (lid == 0)
        group_change[get_group_id(0)] = change[0];
}
