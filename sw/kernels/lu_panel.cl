#include "gcn_prelude.h"

#define N 24

/* In-place LU factorization without pivoting of a batch of N x N matrices,
 * one per workgroup of N x N work-items (the batch index is the group's z):
 * the matrix lives in LDS; step k scales column k below the diagonal (the
 * multipliers of L) and updates the trailing submatrix.  Out: L below the
 * diagonal (unit diagonal implied), U on and above. */
__kernel __attribute__((reqd_work_group_size(N, N, 1))) void lu_panel(__global float *a)
{
    __local float t[N][N + 1];
    uint x = get_local_id(0), y = get_local_id(1);
    __global float *m = a + get_group_id(2) * N * N;
    t[y][x] = m[y * N + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint k = 0; k < N - 1; k++) {
        if (x == k && y > k)
            t[y][k] = t[y][k] / t[k][k];
        barrier(CLK_LOCAL_MEM_FENCE);
        if (x > k && y > k)
            t[y][x] -= t[y][k] * t[k][x];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    m[y * N + x] = t[y][x];
}
