#include "gcn_prelude.h"

/* One level of a breadth-first search on a graph in CSR form: one
 * work-item per vertex u of the current frontier.  Each unvisited
 * neighbour v is claimed with a compare-exchange on its level (-1 ->
 * level + 1); the work-item that claims it appends it to the next frontier
 * through an atomic counter, and every frontier vertex adjacent to a vertex
 * found at this level offers itself as its parent (atomic_min: the
 * smallest wins, so parents do not depend on the order of the atomics;
 * the order of the next frontier does). */
__kernel void bfs_step(__global const uint *row_ptr, __global const uint *cols, __global const uint *frontier,
                       uint frontier_size, __global int *level, __global int *parent, __global uint *next,
                       __global uint *next_size, int cur)
{
    uint t = get_global_id(0);
    if (t >= frontier_size)
        return;
    uint u = frontier[t];
    for (uint k = row_ptr[u]; k < row_ptr[u + 1]; k++) {
        uint v = cols[k];
        int old = atomic_cmpxchg(&level[v], -1, cur + 1);
        if (old == -1)
            next[atomic_inc(next_size)] = v;
        if (old == -1 || old == cur + 1)
            atomic_min(&parent[v], (int)u);
    }
}
