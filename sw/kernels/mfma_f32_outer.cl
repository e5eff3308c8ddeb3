#include "gcn_prelude.h"

/* FP32 MFMA tiles, one wave (64 work-items) per tile.  Element layouts:
 * ../../shared/reference/mfma.md; host reference: scripts/kernel_tests.py. */

/* 16 independent 4x4 products (v_mfma_f32_4x4x1f32, 16 blocks): block b
 * takes A column b (4 values) and B row b: D[b] = a_b * b_b^T + D[b].
 * A: 16 x 4 (block, i), B: 16 x 4 (block, j), D: 16 x 4 x 4 (block, i, j). */
__kernel void mfma_f32_outer(__global const float *A, __global const float *B, __global float *D)
{
    uint l = get_local_id(0), b = l / 4, j = l % 4;
    float4 c;
    for (uint i = 0; i < 4; i++)
        c[i] = D[b * 16 + i * 4 + j];
    float4 d = __builtin_amdgcn_mfma_f32_4x4x1f32(A[b * 4 + l % 4], B[b * 4 + l % 4], c, 0, 0, 0);
    for (uint i = 0; i < 4; i++)
        D[b * 16 + i * 4 + j] = d[i];
}
