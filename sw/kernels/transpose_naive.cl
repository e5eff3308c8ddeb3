#include "gcn_prelude.h"

/* out (w rows, h columns) = transpose of in (h rows, w columns), straight
 * from global memory: reads coalesced, writes strided. */
__kernel void transpose_naive(__global const float *in, __global float *out, uint w, uint h)
{
    uint x = get_global_id(0), y = get_global_id(1);
    if (x < w && y < h)
        out[x * h + y] = in[y * w + x];
}
