#include "gcn_prelude.h"

#define WG 128

/* y = A x for a row-major m x n matrix: one row per workgroup of 128; each
 * work-item sums a strided slice of the row, then a tree reduction in LDS. */
__kernel void gemv_wg(__global const float *A, __global const float *x, __global float *y, uint n)
{
    __local float part[WG];
    uint lid = get_local_id(0), row = get_group_id(0);
    __global const float *a = A + row * n;
    float acc = 0.0f;
    for (uint j = lid; j < n; j += WG)
        acc += a[j] * x[j];
    part[lid] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = WG / 2; s > 0; s >>= 1) {
        if (lid < s)
            part[lid] += part[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        y[row] = part[0];
}
