#include "gcn_prelude.h"

/* One weighted Jacobi sweep of the 3-D Laplace equation on a w x h x d grid
 * (7-point stencil, straight from global memory): interior cells become
 * c0 * centre + c1 * (sum of the six neighbours), border cells keep their
 * value.  3-D workgroups. */
__kernel void jacobi3d(__global const float *in, __global float *out, uint w, uint h, uint d, float c0, float c1)
{
    uint x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
    if (x >= w || y >= h || z >= d)
        return;
    uint plane = w * h, i = z * plane + y * w + x;
    if (x == 0 || y == 0 || z == 0 || x == w - 1 || y == h - 1 || z == d - 1) {
        out[i] = in[i];
        return;
    }
    float s = (in[i - 1] + in[i + 1]) + (in[i - w] + in[i + w]) + (in[i - plane] + in[i + plane]);
    out[i] = c0 * in[i] + c1 * s;
}
