#include "gcn_prelude.h"

/* y = A^T x for a row-major m x n matrix: one column per work-item, so the
 * work-items of a wave read consecutive words of each row. */
__kernel void gemv_t(__global const float *A, __global const float *x, __global float *y, uint m, uint n)
{
    uint col = get_global_id(0);
    if (col >= n)
        return;
    float acc = 0.0f;
    for (uint i = 0; i < m; i++)
        acc += A[i * n + col] * x[i];
    y[col] = acc;
}
