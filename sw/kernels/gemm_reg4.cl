#include "gcn_prelude.h"

#define BM 32   /* rows of C per workgroup */
#define BN 32   /* columns of C per workgroup */
#define BK 8    /* depth of one LDS stage */
#define RPT 4   /* rows of C per work-item: BM / (work-items in y) */

/* C = A B for row-major A (m x k), B (k x n), C (m x n) of any sizes, with
 * register blocking: a workgroup of 32 x 8 work-items computes a 32 x 32 tile
 * of C, each work-item a column strip of 4 outputs (rows ty, ty + 8, ...).
 * The A stage is stored k-major in LDS (As[q][r]), one column of padding. */
__kernel void gemm_reg4(__global const float *A, __global const float *B, __global float *C, uint m, uint n, uint k)
{
    __local float As[BK][BM + 1], Bs[BK][BN];
    uint tx = get_local_id(0), ty = get_local_id(1);
    uint row0 = get_group_id(1) * BM, col = get_group_id(0) * BN + tx;
    float acc[RPT];
    for (int r = 0; r < RPT; r++)
        acc[r] = 0.0f;
    for (uint t = 0; t < k; t += BK) {
        /* 256 work-items load the 32 x 8 stage of A (transposed) and the 8 x 32 stage of B */
        uint ar = row0 + tx, ak = t + ty;
        As[ty][tx] = ar < m && ak < k ? A[ar * k + ak] : 0.0f;
        Bs[ty][tx] = ak < k && col < n ? B[ak * n + col] : 0.0f;
        barrier(CLK_LOCAL_MEM_FENCE);
        for (uint q = 0; q < BK; q++) {
            float b = Bs[q][tx];
            for (int r = 0; r < RPT; r++)
                acc[r] += As[q][ty + 8 * r] * b;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    for (int r = 0; r < RPT; r++) {
        uint row = row0 + ty + 8 * r;
        if (row < m && col < n)
            C[row * n + col] = acc[r];
    }
}
