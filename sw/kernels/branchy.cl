#include "gcn_prelude.h"

/* Divergent control flow: a switch, nested ifs and an early return, per lane. */
__kernel void branchy(__global const int *in, __global int *out, uint n)
{
    uint i = get_global_id(0);
    if (i >= n)
        return;
    int x = in[i], r;
    switch (x & 7) {
    case 0: r = x * 3; break;
    case 1: r = x - 100; break;
    case 2:
        if (x > 1000)
            r = x / 7;
        else
            r = -x;
        break;
    case 5: r = x ^ 0x5a5a; break;
    default:
        r = 0;
        for (int k = 0; k < (x & 15); k++)
            r += k * x;
        break;
    }
    if (r < 0 && (i & 1)) {
        out[i] = r - 1;
        return;
    }
    out[i] = r + 1;
}
