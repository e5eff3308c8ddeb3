#include "gcn_prelude.h"

#define WG 256

/* Stream compaction of each workgroup's 256 ints (keep the positive ones,
 * in order): an exclusive scan of the keep flags in LDS gives each kept
 * value its slot in the workgroup's segment of out; counts[g] = how many. */
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void compact_wg(__global const int *in, __global int *out, __global uint *counts)
{
    __local uint pos[2][WG];
    uint lid = get_local_id(0), gid = get_global_id(0);
    int v = in[gid];
    uint keep = v > 0;
    int cur = 0;
    pos[0][lid] = keep;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint d = 1; d < WG; d <<= 1) {
        /* a store in each branch, no select (see reduce_minmax.cl) */
        if (lid >= d)
            pos[1 - cur][lid] = pos[cur][lid] + pos[cur][lid - d];
        else
            pos[1 - cur][lid] = pos[cur][lid];
        cur = 1 - cur;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    uint incl = pos[cur][lid];
    if (keep)
        out[get_group_id(0) * WG + incl - 1] = v;
    if (lid == WG - 1)
        counts[get_group_id(0)] = incl;
}
