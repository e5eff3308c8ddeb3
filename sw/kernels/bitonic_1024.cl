#include "gcn_prelude.h"

#define N 1024

/* Bitonic sort of 1024 ints by one workgroup of 1024 work-items: 16 waves
 * meeting at 55 barriers. */
__kernel __attribute__((amdgpu_flat_work_group_size(1, 1024)))
void bitonic_1024(__global int *data)
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
                if ((a > b) == ((lid & k) == 0)) {
                    v[lid] = b;
                    v[p] = a;
                }
            }
            barrier(CLK_LOCAL_MEM_FENCE);
        }
    }
    data[base + lid] = v[lid];
}
