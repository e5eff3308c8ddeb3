#include "gcn_prelude.h"

/* BF16 MFMA tiles (bf16 as raw ushort bits), one wave per tile. */

typedef short short2_t __attribute__((ext_vector_type(2)));
typedef short short4_t __attribute__((ext_vector_type(4)));

/* D(16x16) = A(16x8) * B(8x16) + C with the original v_mfma_f32_16x16x8bf16:
 * lane l holds A[i][2*(l/16) .. +1]. */
__kernel void mfma_bf16(__global const ushort *A, __global const ushort *B, __global const float *C,
                        __global float *D)
{
    uint l = get_local_id(0), i = l % 16, k0 = 2 * (l / 16);
    short2_t a, b;
    for (uint e = 0; e < 2; e++) {
        a[e] = (short)A[i * 8 + k0 + e];
        b[e] = (short)B[(k0 + e) * 16 + i];
    }
    float4 c;
    for (uint r = 0; r < 4; r++)
        c[r] = C[(4 * (l / 16) + r) * 16 + l % 16];
    float4 d = __builtin_amdgcn_mfma_f32_16x16x8bf16(a, b, c, 0, 0, 0);
    for (uint r = 0; r < 4; r++)
        D[(4 * (l / 16) + r) * 16 + l % 16] = d[r];
}
