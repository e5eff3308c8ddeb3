#include "gcn_prelude.h"

/* Five-point stencil on a w x h grid; cells on the border copy their input. */
__kernel void stencil2d(__global const float *in, __global float *out, uint w, uint h)
{
    uint x = get_global_id(0), y = get_global_id(1);
    if (x >= w || y >= h)
        return;
    uint i = y * w + x;
    if (x == 0 || y == 0 || x == w - 1 || y == h - 1) {
        out[i] = in[i];
        return;
    }
    float s = in[i - 1] + in[i + 1];
    s = s + in[i - w];
    s = s + in[i + w];
    float c = in[i] * 0.5f;
    out[i] = c + s * 0.125f;
}
