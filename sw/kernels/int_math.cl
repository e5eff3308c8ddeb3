#include "gcn_prelude.h"

/* Sixteen integer results per element: arithmetic, division and modulo
 * (signed and unsigned; b is never 0), shifts, min/max, bit counts. */
__kernel void int_math(__global const int *a, __global const int *b, __global int *out, uint n)
{
    uint i = get_global_id(0);
    if (i >= n)
        return;
    int x = a[i], y = b[i];
    uint ux = (uint)x, uy = (uint)y;
    __global int *o = out + 16 * i;
    o[0] = x + y;
    o[1] = x - y;
    o[2] = x * y;
    o[3] = mul_hi(x, y);
    o[4] = x / y;
    o[5] = x % y;
    o[6] = (int)(ux / uy);
    o[7] = (int)(ux % uy);
    o[8] = x << (y & 31);
    o[9] = x >> (y & 31);
    o[10] = (int)(ux >> (uy & 31));
    o[11] = min(x, y);
    o[12] = (int)max(ux, uy);
    o[13] = (int)popcount(ux);
    o[14] = (int)clz(ux);
    o[15] = (x & y) ^ (x | ~y);
}
