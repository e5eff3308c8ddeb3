#include "gcn_prelude.h"

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

/* mfma_f64 with the double4 accumulator built and read back in loops (the
 * original form of mfma_f64.cl).  At -O0 clang-16 miscompiles the insert at
 * a variable index: both 32-bit halves of C[...] go to the same VGPR of c, so
 * c[r] holds the high half of C[...] in its low dword and its high dword keeps
 * the 0 it started with (docs/known-issues.md; kernel_tests.py checks the
 * -O0 builds against what that code computes).  -O2/-O3 unroll the loops. */
__kernel void mfma_f64_loop(__global const double *A, __global const double *B, __global const double *C,
                            __global double *D)
{
    uint l = get_local_id(0), i = l % 16, k = l / 16;
    uint o = (l / 16) * 16 + l % 16;
    double4 c = (double4)(0.0);
    for (int r = 0; r < 4; r++)
        c[r] = C[64 * r + o];
    double4 d = __builtin_amdgcn_mfma_f64_16x16x4f64(A[i * 4 + k], B[k * 16 + i], c, 0, 0, 0);
    for (int r = 0; r < 4; r++)
        D[64 * r + o] = d[r];
}
