#include "gcn_prelude.h"

/* INT8 MFMA tiles, one wave per tile: signed bytes, int32 sums that wrap. */

/* 16 blocks of 4x4x4 (v_mfma_i32_4x4x4i8) with BLGP=4: every block takes
 * its B from lanes 0-15 (blocks 0-3), so D_b = A_b * B_(b%4) + C_b.
 * A, B: 16 blocks x 4 rows x 4 k (A row i, B column j); C, D: 16 x 4 x 4. */
__kernel void mfma_i8_blgp(__global const char *A, __global const char *B, __global const int *C,
                           __global int *D)
{
    uint l = get_local_id(0), blk = l / 4, r4 = l % 4;
    int a = 0, b = 0;
    for (uint e = 0; e < 4; e++) {
        a |= (int)(uchar)A[blk * 16 + r4 * 4 + e] << (8 * e);
        b |= (int)(uchar)B[blk * 16 + r4 * 4 + e] << (8 * e);
    }
    int4 c;
    for (uint i = 0; i < 4; i++)
        c[i] = C[blk * 16 + i * 4 + r4];
    int4 d = __builtin_amdgcn_mfma_i32_4x4x4i8(a, b, c, 0, 0, 4);
    for (uint i = 0; i < 4; i++)
        D[blk * 16 + i * 4 + r4] = d[i];
}
