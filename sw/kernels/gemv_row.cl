#include "gcn_prelude.h"

/* y = alpha A x + beta y for a row-major m x n matrix: one row per work-item. */
__kernel void gemv_row(__global const float *A, __global const float *x, __global float *y, uint m, uint n,
                       float alpha, float beta)
{
    uint row = get_global_id(0);
    if (row >= m)
        return;
    __global const float *a = A + row * n;
    float acc = 0.0f;
    for (uint j = 0; j < n; j++)
        acc += a[j] * x[j];
    y[row] = alpha * acc + beta * y[row];
}
