#include "gcn_prelude.h"

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

/* FP64 MFMA tiles, one wave per tile. */

/* Four 4x4x4 blocks (v_mfma_f64_4x4x4f64, the special layout): lane l holds
 * A[l%4][l/16] of block (l/4)%4; D[i][j] of block b in lane 16*i + 4*b + j.
 * A: 4 blocks x 4 x 4 (b, i, k); B: (b, k, j); C, D: (b, i, j). */
__kernel void mfma_f64_4x4(__global const double *A, __global const double *B, __global const double *C,
                           __global double *D)
{
    uint l = get_local_id(0), r4 = l % 4, blk = (l / 4) % 4, k = l / 16;
    uint o = blk * 16 + (l / 16) * 4 + r4;   /* D[blk][i = l/16][j = l%4] */
    double d = __builtin_amdgcn_mfma_f64_4x4x4f64(A[blk * 16 + r4 * 4 + k], B[blk * 16 + k * 4 + r4], C[o], 0, 0,
                                                  0);
    D[o] = d;
}
