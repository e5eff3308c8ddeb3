#include "gcn_prelude.h"

/* Eight float results per element.  Products and sums are separate
 * statements so the compiler does not contract them into an FMA. */
__kernel void f32_math(__global const float *a, __global const float *b, __global const float *c,
                       __global float *out, uint n)
{
    uint i = get_global_id(0);
    if (i >= n)
        return;
    float x = a[i], y = b[i], z = c[i];
    __global float *o = out + 8 * i;
    float p = x * y;
    o[0] = p + z;
    o[1] = fmin(x, y);
    o[2] = fmax(x, z) - y;
    o[3] = fabs(x) + floor(y);
    o[4] = sqrt(fabs(z));
    o[5] = x / y;
    o[6] = fma(x, y, z);
    o[7] = (float)(int)(x * 100.0f) + (float)(uint)fabs(y);
}
