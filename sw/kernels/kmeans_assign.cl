#include "gcn_prelude.h"

/* The assignment step of k-means on 4-D points: each point goes to its
 * nearest centroid (squared distance; the lowest index on a tie), and the
 * cluster sums of the update step are accumulated, first per workgroup in
 * LDS, then into the global sums, with integer atomics: coordinates are
 * integers (fixed point), so the sums are exact whatever the order.
 * Also counts the points whose cluster changed. */

#define K 8

__kernel void kmeans_assign(__global const float4 *points, __global const float4 *centroids,
                            __global const uint *old_label, __global uint *label, __global int *sums,
                            __global uint *counts, __global uint *changed, uint n)
{
    __local float4 c[K];
    __local int local_sums[4 * K];
    __local uint local_counts[K];
    uint i = get_global_id(0), lid = get_local_id(0);
    if (lid < K) {
        c[lid] = centroids[lid];
        local_counts[lid] = 0;
    }
    if (lid < 4 * K)
        local_sums[lid] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (i < n) {
        float4 p = points[i];
        uint best = 0;
        float best_d = INFINITY;
        for (uint k = 0; k < K; k++) {
            float4 d = p - c[k];
            float dist = d.x * d.x + d.y * d.y + d.z * d.z + d.w * d.w;
            if (dist < best_d) {
                best_d = dist;
                best = k;
            }
        }
        label[i] = best;
        if (best != old_label[i])
            atomic_inc(changed);
        atomic_add(&local_sums[4 * best + 0], (int)p.x);
        atomic_add(&local_sums[4 * best + 1], (int)p.y);
        atomic_add(&local_sums[4 * best + 2], (int)p.z);
        atomic_add(&local_sums[4 * best + 3], (int)p.w);
        atomic_inc(&local_counts[best]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < 4 * K)
        atomic_add(&sums[lid], local_sums[lid]);
    if (lid < K)
        atomic_add(&counts[lid], local_counts[lid]);
}
