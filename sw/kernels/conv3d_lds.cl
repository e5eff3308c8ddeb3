#include "gcn_prelude.h"

#define BX 8
#define BY 8
#define BZ 4
#define TX (BX + 2)
#define TY (BY + 2)
#define TZ (BZ + 2)

/* 3-D convolution of a w x h x d volume with a 3 x 3 x 3 filter, zero
 * outside the volume.  An 8 x 8 x 4 workgroup stages its 10 x 10 x 6 input
 * tile (a one-cell halo on every side) in LDS, loaded cooperatively; the
 * filter taps read the tile at offsets -1..1 around each work-item's cell. */
__kernel __attribute__((reqd_work_group_size(BX, BY, BZ)))
void conv3d_lds(__global const float *in, __constant float *filt, __global float *out, int w, int h, int d)
{
    __local float t[TZ][TY][TX];
    int lx = get_local_id(0), ly = get_local_id(1), lz = get_local_id(2);
    int x0 = get_group_id(0) * BX - 1, y0 = get_group_id(1) * BY - 1, z0 = get_group_id(2) * BZ - 1;
    for (int c = (lz * BY + ly) * BX + lx; c < TX * TY * TZ; c += BX * BY * BZ) {
        int cx = c % TX, cy = c / TX % TY, cz = c / (TX * TY);
        int gx = x0 + cx, gy = y0 + cy, gz = z0 + cz;
        /* a store in each branch: see conv2d_lds.cl */
        if (gx >= 0 && gy >= 0 && gz >= 0 && gx < w && gy < h && gz < d)
            t[cz][cy][cx] = in[(gz * h + gy) * w + gx];
        else
            t[cz][cy][cx] = 0.0f;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
    if (x >= w || y >= h || z >= d)
        return;
    float acc = 0.0f;
    for (int dz = -1; dz <= 1; dz++)
        for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++)
                acc += filt[((dz + 1) * 3 + dy + 1) * 3 + dx + 1] * t[lz + 1 + dz][ly + 1 + dy][lx + 1 + dx];
    out[(z * h + y) * w + x] = acc;
}
