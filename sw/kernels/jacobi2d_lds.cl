#include "gcn_prelude.h"

#define BX 16
#define BY 16

static float cell(__global const float *in, int x, int y, int w, int h)
{
    return x >= 0 && y >= 0 && x < w && y < h ? in[y * w + x] : 0.0f;
}

/* One Jacobi sweep of the 2-D Laplace equation on a w x h grid: each
 * interior cell becomes the mean of its four neighbours, border cells keep
 * their value.  A 16 x 16 workgroup stages its tile and a one-cell halo in
 * LDS: every work-item loads its cell, the tile's edge work-items the halo. */
__kernel __attribute__((reqd_work_group_size(BX, BY, 1)))
void jacobi2d_lds(__global const float *in, __global float *out, int w, int h)
{
    __local float t[BY + 2][BX + 2];
    int lx = get_local_id(0), ly = get_local_id(1);
    int x = get_global_id(0), y = get_global_id(1);
    t[ly + 1][lx + 1] = cell(in, x, y, w, h);
    if (lx == 0)
        t[ly + 1][0] = cell(in, x - 1, y, w, h);
    if (lx == BX - 1)
        t[ly + 1][BX + 1] = cell(in, x + 1, y, w, h);
    if (ly == 0)
        t[0][lx + 1] = cell(in, x, y - 1, w, h);
    if (ly == BY - 1)
        t[BY + 1][lx + 1] = cell(in, x, y + 1, w, h);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (x >= w || y >= h)
        return;
    if (x == 0 || y == 0 || x == w - 1 || y == h - 1)
        out[y * w + x] = t[ly + 1][lx + 1];
    else
        out[y * w + x] = 0.25f * ((t[ly][lx + 1] + t[ly + 2][lx + 1]) + (t[ly + 1][lx] + t[ly + 1][lx + 2]));
}
