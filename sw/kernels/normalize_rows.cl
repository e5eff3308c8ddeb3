#include "gcn_prelude.h"

#define WG 64

/* Each row of a row-major matrix (n columns) divided by its Euclidean norm,
 * one row per workgroup: strided sums of squares, a tree in LDS, sqrt, then
 * the division; norms[row] = the norm. */
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void normalize_rows(__global const float *a, __global float *out, __global float *norms, uint n)
{
    __local float s[WG];
    uint lid = get_local_id(0), row = get_group_id(0);
    __global const float *r = a + row * n;
    float acc = 0.0f;
    for (uint j = lid; j < n; j += WG)
        acc += r[j] * r[j];
    s[lid] = acc;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint h = WG / 2; h > 0; h >>= 1) {
        if (lid < h)
            s[lid] += s[lid + h];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    float norm = sqrt(s[0]);
    if (lid == 0)
        norms[row] = norm;
    for (uint j = lid; j < n; j += WG)
        out[row * n + j] = r[j] / norm;
}
