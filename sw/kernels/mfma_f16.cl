#include "gcn_prelude.h"

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

/* FP16 MFMA tiles, one wave per tile (layouts: mfma.md). */

/* D(16x16) = A(16x16) * B(16x16) + C with v_mfma_f32_16x16x16f16: lane l
 * holds A[i][4*(l/16) .. +3] (i = l % 16) and B[4*(l/16) .. +3][j]. */
__kernel void mfma_f16(__global const half *A, __global const half *B, __global const float *C,
                       __global float *D)
{
    uint l = get_local_id(0), i = l % 16, k0 = 4 * (l / 16);
    half4 a, b;
    for (uint e = 0; e < 4; e++) {
        a[e] = A[i * 16 + k0 + e];
        b[e] = B[(k0 + e) * 16 + i];
    }
    float4 c;
    for (uint r = 0; r < 4; r++)
        c[r] = C[(4 * (l / 16) + r) * 16 + l % 16];
    float4 d = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, c, 0, 0, 0);
    for (uint r = 0; r < 4; r++)
        D[(4 * (l / 16) + r) * 16 + l % 16] = d[r];
}
