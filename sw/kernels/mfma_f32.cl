#include "gcn_prelude.h"

/* FP32 MFMA tiles, one wave (64 work-items) per tile.  Element layouts:
 * ../../shared/reference/mfma.md; host reference: scripts/kernel_tests.py. */

/* D(16x16) = A(16x4) * B(4x16) + C with v_mfma_f32_16x16x4f32.  A and B are
 * row-major, C/D row-major 16x16. */
__kernel void mfma_f32(__global const float *A, __global const float *B, __global const float *C,
                       __global float *D)
{
    uint l = get_local_id(0), i = l % 16, k = l / 16;
    float4 c;
    for (uint r = 0; r < 4; r++)
        c[r] = C[(4 * (l / 16) + r) * 16 + l % 16];
    float4 d = __builtin_amdgcn_mfma_f32_16x16x4f32(A[i * 4 + k], B[k * 16 + i], c, 0, 0, 0);
    for (uint r = 0; r < 4; r++)
        D[(4 * (l / 16) + r) * 16 + l % 16] = d[r];
}
