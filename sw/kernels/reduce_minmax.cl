#include "gcn_prelude.h"

#define WG 128

/* Minimum (with the first index holding it) and maximum of each
 * workgroup's slice of n ints, by a tree over (value, index) pairs in LDS;
 * the whole array's minimum and maximum by global atomic_min/atomic_max. */
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void reduce_minmax(__global const int *in, __global int *group_out, __global int *global_mm, uint n)
{
    __local int mn[WG], mx[WG];
    __local uint at[WG];
    uint lid = get_local_id(0), i = get_global_id(0);
    /* stores in both branches, no select: clang-16 -O0 reloads a select's
     * result before the join restores EXEC (docs/known-issues.md) */
    if (i < n) {
        mn[lid] = mx[lid] = in[i];
        at[lid] = i;
    } else {
        mn[lid] = INT_MAX;
        mx[lid] = INT_MIN;
        at[lid] = UINT_MAX;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint h = WG / 2; h > 0; h >>= 1) {
        if (lid < h) {
            int a = mn[lid], b = mn[lid + h];
            if (b < a || (b == a && at[lid + h] < at[lid])) {
                mn[lid] = b;
                at[lid] = at[lid + h];
            }
            mx[lid] = max(mx[lid], mx[lid + h]);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) {
        uint g = get_group_id(0);
        group_out[3 * g] = mn[0];
        group_out[3 * g + 1] = (int)at[0];
        group_out[3 * g + 2] = mx[0];
        atomic_min(&global_mm[0], mn[0]);
        atomic_max(&global_mm[1], mx[0]);
    }
}
