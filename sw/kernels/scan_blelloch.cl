#include "gcn_prelude.h"

#define WG 256
#define N (2 * WG)                 /* elements per workgroup */
#define PAD(i) ((i) + ((i) >> 5))  /* one padding word per 32: tree strides hit different banks */

/* Work-efficient exclusive scan (Blelloch) of each workgroup's 512 ints:
 * an up-sweep builds partial sums in a tree, the root is cleared, a
 * down-sweep distributes them; each workgroup's total is written too. */
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void scan_blelloch(__global const int *in, __global int *out, __global int *sums)
{
    __local int t[PAD(N)];
    uint lid = get_local_id(0);
    __global const int *src = in + get_group_id(0) * N;
    __global int *dst = out + get_group_id(0) * N;
    t[PAD(lid)] = src[lid];
    t[PAD(lid + WG)] = src[lid + WG];
    uint off = 1;
    for (uint d = N / 2; d > 0; d >>= 1) {
        barrier(CLK_LOCAL_MEM_FENCE);
        if (lid < d) {
            uint a = off * (2 * lid + 1) - 1, b = off * (2 * lid + 2) - 1;
            t[PAD(b)] += t[PAD(a)];
        }
        off <<= 1;
    }
    if (lid == 0) {
        sums[get_group_id(0)] = t[PAD(N - 1)];
        t[PAD(N - 1)] = 0;
    }
    for (uint d = 1; d < N; d <<= 1) {
        off >>= 1;
        barrier(CLK_LOCAL_MEM_FENCE);
        if (lid < d) {
            uint a = off * (2 * lid + 1) - 1, b = off * (2 * lid + 2) - 1;
            int v = t[PAD(a)];
            t[PAD(a)] = t[PAD(b)];
            t[PAD(b)] += v;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    dst[lid] = t[PAD(lid)];
    dst[lid + WG] = t[PAD(lid + WG)];
}
