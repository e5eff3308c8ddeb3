#include "gcn_prelude.h"

/* Data-dependent loop: Collatz steps to reach 1 (at most 1000), with
 * divergent branches inside the loop. */
__kernel void collatz(__global const uint *start, __global uint *steps, uint n)
{
    uint i = get_global_id(0);
    if (i >= n)
        return;
    ulong x = start[i];
    uint s = 0;
    while (x > 1 && s < 1000) {
        if (x & 1)
            x = 3 * x + 1;
        else
            x >>= 1;
        s++;
    }
    steps[i] = s;
}
