#include "gcn_prelude.h"

#define TS 16

/* C = alpha A B + beta C for row-major A (m x k), B (k x n) and C (m x n) of
 * any sizes: one 16 x 16 tile of C per workgroup, 16 x 16 tiles of A and B
 * staged through LDS, zero past the matrices' edges. */
__kernel void gemm_tile16(__global const float *A, __global const float *B, __global float *C, uint m, uint n,
                          uint k, float alpha, float beta)
{
    __local float As[TS][TS], Bs[TS][TS];
    uint tx = get_local_id(0), ty = get_local_id(1);
    uint col = get_group_id(0) * TS + tx, row = get_group_id(1) * TS + ty;
    float acc = 0.0f;
    for (uint t = 0; t < k; t += TS) {
        As[ty][tx] = row < m && t + tx < k ? A[row * k + t + tx] : 0.0f;
        Bs[ty][tx] = t + ty < k && col < n ? B[(t + ty) * n + col] : 0.0f;
        barrier(CLK_LOCAL_MEM_FENCE);
        for (uint q = 0; q < TS; q++)
            acc += As[ty][q] * Bs[q][tx];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (row < m && col < n)
        C[row * n + col] = alpha * acc + beta * C[row * n + col];
}
