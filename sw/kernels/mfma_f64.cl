#include "gcn_prelude.h"

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

/* FP64 MFMA tiles, one wave per tile. */

/* D(16x16) = A(16x4) * B(4x16) + C with v_mfma_f64_16x16x4f64: lane l holds
 * A[l%16][l/16]; D[i][j] sits in register pair i/4 of lane 16*(i%4) + j. */
__kernel void mfma_f64(__global const double *A, __global const double *B, __global const double *C,
                       __global double *D)
{
    uint l = get_local_id(0), i = l % 16, k = l / 16;
    /* constant component indices: clang-16 -O0 inserts a double at a
     * variable index into a double4 with both halves at the same register
     * (s_set_gpr_idx_on with the same index and v_mov_b32 destination twice),
     * a compiler bug: docs/known-issues.md, mfma_f64_loop.cl keeps the loop */
    uint o = (l / 16) * 16 + l % 16;
    double4 c = (double4)(C[o], C[64 + o], C[128 + o], C[192 + o]);
    double4 d = __builtin_amdgcn_mfma_f64_16x16x4f64(A[i * 4 + k], B[k * 16 + i], c, 0, 0, 0);
    D[o] = d.x;
    D[64 + o] = d.y;
    D[128 + o] = d.z;
    D[192 + o] = d.w;
}
