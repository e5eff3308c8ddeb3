#include "gcn_prelude.h"

/* Six double results per element (b is never 0). */
__kernel void f64_math(__global const double *a, __global const double *b, __global double *out, uint n)
{
    uint i = get_global_id(0);
    if (i >= n)
        return;
    double x = a[i], y = b[i];
    __global double *o = out + 6 * i;
    double p = x * y;
    o[0] = p + x;
    o[1] = x - y;
    o[2] = x / y;
    o[3] = sqrt(fabs(x));
    o[4] = fma(x, y, 1.5);
    o[5] = (double)(long)(x * 1000.0) + floor(y);
}
