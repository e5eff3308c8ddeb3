#include "gcn_prelude.h"

#define BX 16
#define BY 8
#define R 2                      /* filter radius: 5 x 5 */
#define TW (BX + 2 * R)
#define TH (BY + 2 * R)

/* 2-D convolution of a w x h image with a 5 x 5 filter, zero outside the
 * image.  A 16 x 8 workgroup stages its 20 x 12 input tile (the tile and a
 * two-pixel halo on every side) in LDS, loaded cooperatively in a loop over
 * the tile's cells. */
__kernel __attribute__((reqd_work_group_size(BX, BY, 1)))
void conv2d_lds(__global const float *in, __constant float *filt, __global float *out, int w, int h)
{
    __local float t[TH][TW];
    int lx = get_local_id(0), ly = get_local_id(1);
    int x0 = get_group_id(0) * BX - R, y0 = get_group_id(1) * BY - R;
    for (int c = ly * BX + lx; c < TW * TH; c += BX * BY) {
        int gx = x0 + c % TW, gy = y0 + c / TW;
        /* a store in each branch, not a select: clang-16 -O0 reloads a select's
         * result before the join restores EXEC (docs/known-issues.md) */
        if (gx >= 0 && gy >= 0 && gx < w && gy < h)
            t[c / TW][c % TW] = in[gy * w + gx];
        else
            t[c / TW][c % TW] = 0.0f;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int x = get_global_id(0), y = get_global_id(1);
    if (x >= w || y >= h)
        return;
    float acc = 0.0f;
    for (int dy = -R; dy <= R; dy++)
        for (int dx = -R; dx <= R; dx++)
            acc += filt[(dy + R) * (2 * R + 1) + dx + R] * t[ly + R + dy][lx + R + dx];
    out[y * w + x] = acc;
}
