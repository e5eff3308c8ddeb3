#include "gcn_prelude.h"

/* One round of single-source shortest paths by edge relaxation
 * (Bellman-Ford): every vertex u whose distance changed in the previous
 * round (changed[u]) offers dist[u] + w to each neighbour with atomic_min
 * on a copy of the distances, and marks the neighbours it improves.  The
 * round reads the old distances only, so its result is the same whatever
 * order the atomics happen in. */

#define INF 0x7fffffff

__kernel void sssp_relax(__global const uint *row_ptr, __global const uint *cols, __global const int *weights,
                         __global const int *dist, __global const uint *changed, __global int *new_dist,
                         __global uint *new_changed, uint n)
{
    uint u = get_global_id(0);
    if (u >= n || !changed[u] || dist[u] == INF)
        return;
    for (uint k = row_ptr[u]; k < row_ptr[u + 1]; k++) {
        uint v = cols[k];
        int d = dist[u] + weights[k];
        if (atomic_min(&new_dist[v], d) > d)
            new_changed[v] = 1;
    }
}
