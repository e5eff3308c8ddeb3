#include "gcn_prelude.h"

/* y = A x for a sparse matrix A in compressed sparse row form, one row per
 * group of LANES work-items (the x dimension of a LANES x R workgroup;
 * y selects the row): the lanes stride over the row's nonzeros, then their
 * partial sums are added in LDS by a tree.  Suits rows with many nonzeros. */

#define LANES 16
#define MAX_ROWS_PER_GROUP 16

__kernel void spmv_csr_vector(__global const uint *row_ptr, __global const uint *cols, __global const float *vals,
                              __global const float *x, __global float *y, uint rows)
{
    __local float partial[MAX_ROWS_PER_GROUP][LANES];
    uint lane = get_local_id(0), r = get_local_id(1);
    uint row = get_global_id(1);
    float sum = 0.0f;
    if (row < rows)
        for (uint k = row_ptr[row] + lane; k < row_ptr[row + 1]; k += LANES)
            sum += vals[k] * x[cols[k]];
    partial[r][lane] = sum;
    for (uint s = LANES / 2; s > 0; s >>= 1) {
        barrier(CLK_LOCAL_MEM_FENCE);
        if (lane < s)
            partial[r][lane] += partial[r][lane + s];
    }
    if (lane == 0 && row < rows)
        y[row] = partial[r][0];
}
