#include "gcn_prelude.h"

/* Naive string matching: work-item i compares the pattern (copied into
 * LDS) with the text at position i.  Matches are counted per workgroup
 * with an LDS atomic, added to the global count by one atomic per
 * workgroup, and their positions appended to a list through a global
 * atomic counter (in whatever order the atomics happen). */

#define MAX_PATTERN 64

__kernel void string_match(__global const uchar *text, uint n, __global const uchar *pattern, uint m,
                           __global uint *count, __global uint *positions, __global uint *listed)
{
    __local uchar pat[MAX_PATTERN];
    __local uint group_count;
    uint i = get_global_id(0), lid = get_local_id(0);
    if (lid < m)
        pat[lid] = pattern[lid];
    if (lid == 0)
        group_count = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (i + m <= n) {
        uint k = 0;
        while (k < m && text[i + k] == pat[k])
            k++;
        if (k == m) {
            atomic_inc(&group_count);
            positions[atomic_inc(listed)] = i;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid == 0)
        atomic_add(count, group_count);
}
