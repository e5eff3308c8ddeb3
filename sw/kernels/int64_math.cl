#include "gcn_prelude.h"

/* 64-bit integer arithmetic, division and modulo per element (b != 0). */
__kernel void int64_math(__global const long *a, __global const long *b, __global long *out, uint n)
{
    uint i = get_global_id(0);
    if (i >= n)
        return;
    long x = a[i], y = b[i];
    __global long *o = out + 8 * i;
    o[0] = x + y;
    o[1] = x - y;
    o[2] = x * y;
    o[3] = x / y;
    o[4] = x % y;
    o[5] = (long)((ulong)x / (ulong)y);
    o[6] = x >> (y & 63);
    o[7] = (long)((ulong)x << (y & 63));
}
