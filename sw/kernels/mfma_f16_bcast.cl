#include "gcn_prelude.h"

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

/* FP16 MFMA tiles, one wave per tile (layouts: mfma.md). */

/* Four 16x16x4 blocks (v_mfma_f32_16x16x4f16) with CBSZ=2, ABID=1: block 1
 * of A feeds all four blocks, so D_b = A_1 * B_b + C_b.  A, B: 4 blocks of
 * 16 x 4 (A row-major i,k; B stored j,k); C, D: 4 blocks of 16 x 16. */
__kernel void mfma_f16_bcast(__global const half *A, __global const half *B, __global const float *C,
                             __global float *D)
{
    uint l = get_local_id(0), blk = l / 16, i = l % 16;
    half4 a, b;
    for (uint k = 0; k < 4; k++) {
        a[k] = A[blk * 64 + i * 4 + k];
        b[k] = B[blk * 64 + i * 4 + k];
    }
    typedef float float16_t __attribute__((ext_vector_type(16)));
    float16_t c;
    for (uint r = 0; r < 16; r++) {
        uint cb = r / 4, ci = 4 * (l / 16) + r % 4;
        c[r] = C[cb * 256 + ci * 16 + l % 16];
    }
    float16_t d = __builtin_amdgcn_mfma_f32_16x16x4f16(a, b, c, 2, 1, 0);
    for (uint r = 0; r < 16; r++) {
        uint cb = r / 4, ci = 4 * (l / 16) + r % 4;
        D[cb * 256 + ci * 16 + l % 16] = d[r];
    }
}
