#include "gcn_prelude.h"

/* Vector and narrow types: float4 loads, stores and lane-wise math, and
 * char/short loads and stores with sign and zero extension. */
__kernel void vector_types(__global const float4 *v, __global float4 *vout, __global const char *c,
                           __global const ushort *s, __global short *sout, __global uchar *cout, uint n)
{
    uint i = get_global_id(0);
    if (i >= n)
        return;
    float4 a = v[i];
    float4 b = a.wzyx;
    float4 p = a * b;
    vout[i] = p + (float4)(1.0f, 2.0f, 3.0f, 4.0f);
    int x = c[i];                 /* sign-extended */
    uint y = s[i];                /* zero-extended */
    sout[i] = (short)(x * 300 - (int)y);
    cout[i] = (uchar)(x + (int)(y >> 8));
}
