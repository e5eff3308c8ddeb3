#include "gcn_prelude.h"

#define N 256

/* Sort each workgroup's 256 ints ascending with a bitonic network in LDS. */
__kernel void bitonic_sort(__global int *data)
{
    __local int v[N];
    uint lid = get_local_id(0);
    uint base = get_group_id(0) * N;
    v[lid] = data[base + lid];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint k = 2; k <= N; k <<= 1) {
        for (uint j = k >> 1; j > 0; j >>= 1) {
            uint p = lid ^ j;
            if (p > lid) {
                int a = v[lid], b = v[p];
                int up = (lid & k) == 0;
                if ((a > b) == up) {
                    v[lid] = b;
                    v[p] = a;
                }
            }
            barrier(CLK_LOCAL_MEM_FENCE);
        }
    }
    data[base + lid] = v[lid];
}
