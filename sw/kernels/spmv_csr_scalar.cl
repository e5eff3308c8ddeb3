#include "gcn_prelude.h"

/* y = A x for a sparse matrix A in compressed sparse row form (row_ptr,
 * cols, vals): one work-item per row, a sequential dot product. */
__kernel void spmv_csr_scalar(__global const uint *row_ptr, __global const uint *cols, __global const float *vals,
                              __global const float *x, __global float *y, uint rows)
{
    uint row = get_global_id(0);
    if (row >= rows)
        return;
    float sum = 0.0f;
    for (uint k = row_ptr[row]; k < row_ptr[row + 1]; k++)
        sum += vals[k] * x[cols[k]];
    y[row] = sum;
}
