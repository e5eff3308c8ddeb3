#include "gcn_prelude.h"

/* INT8 MFMA tiles, one wave per tile: signed bytes, int32 sums that wrap. */

/* D(16x16) = A(16x16) * B(16x16) + C with v_mfma_i32_16x16x16i8: lane l
 * packs A[i][4*(l/16) + e] in byte e. */
__kernel void mfma_i8(__global const char *A, __global const char *B, __global const int *C,
                      __global int *D)
{
    uint l = get_local_id(0), i = l % 16, k0 = 4 * (l / 16);
    int a = 0, b = 0;
    for (uint e = 0; e < 4; e++) {
        a |= (int)(uchar)A[i * 16 + k0 + e] << (8 * e);
        b |= (int)(uchar)B[(k0 + e) * 16 + i] << (8 * e);
    }
    int4 c;
    for (uint r = 0; r < 4; r++)
        c[r] = C[(4 * (l / 16) + r) * 16 + l % 16];
    int4 d = __builtin_amdgcn_mfma_i32_16x16x16i8(a, b, c, 0, 0, 0);
    for (uint r = 0; r < 4; r++)
        D[(4 * (l / 16) + r) * 16 + l % 16] = d[r];
}
