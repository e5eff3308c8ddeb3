#include "gcn_prelude.h"

#define TILE 16

/* C = A * B for n x n floats (n a multiple of TILE), one TILE x TILE tile
 * of C per workgroup, operands staged through LDS. */
__kernel void matmul_tiled(__global const float *A, __global const float *B, __global float *C, uint n)
{
    __local float ta[TILE][TILE], tb[TILE][TILE];
    uint tx = get_local_id(0), ty = get_local_id(1);
    uint col = get_group_id(0) * TILE + tx, row = get_group_id(1) * TILE + ty;
    float acc = 0.0f;
    for (uint t = 0; t < n; t += TILE) {
        ta[ty][tx] = A[row * n + t + tx];
        tb[ty][tx] = B[(t + ty) * n + col];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (uint k = 0; k < TILE; k++) {
            float p = ta[ty][k] * tb[k][tx];
            acc = acc + p;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    C[row * n + col] = acc;
}
