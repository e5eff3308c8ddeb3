#include "gcn_prelude.h"

/* A batch of 4 x 4 products C[b] = A[b] B[b] + C[b], one matrix per
 * work-item, rows as float4 vectors. */
__kernel void batched_mat4(__global const float4 *A, __global const float4 *B, __global float4 *C, uint batch)
{
    uint b = get_global_id(0);
    if (b >= batch)
        return;
    float4 b0 = B[4 * b], b1 = B[4 * b + 1], b2 = B[4 * b + 2], b3 = B[4 * b + 3];
    for (int r = 0; r < 4; r++) {
        float4 a = A[4 * b + r];
        C[4 * b + r] += a.x * b0 + a.y * b1 + a.z * b2 + a.w * b3;
    }
}
