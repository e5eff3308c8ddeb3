#include "gcn_prelude.h"

/* BF16 MFMA tiles (bf16 as raw ushort bits), one wave per tile. */

typedef short short2_t __attribute__((ext_vector_type(2)));
typedef short short4_t __attribute__((ext_vector_type(4)));

/* D(16x16) = A(16x16) * B(16x16) + C with v_mfma_f32_16x16x16bf16_1k. */
__kernel void mfma_bf16_1k(__global const ushort *A, __global const ushort *B, __global const float *C,
                           __global float *D)
{
    uint l = get_local_id(0), i = l % 16, k0 = 4 * (l / 16);
    short4_t a, b;
    for (uint e = 0; e < 4; e++) {
        a[e] = (short)A[i * 16 + k0 + e];
        b[e] = (short)B[(k0 + e) * 16 + i];
    }
    float4 c;
    for (uint r = 0; r < 4; r++)
        c[r] = C[(4 * (l / 16) + r) * 16 + l % 16];
    float4 d = __builtin_amdgcn_mfma_f32_16x16x16bf16_1k(a, b, c, 0, 0, 0);
    for (uint r = 0; r < 4; r++)
        D[(4 * (l / 16) + r) * 16 + l % 16] = d[r];
}
