#include "gcn_prelude.h"
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

/* Half-precision arithmetic, each operation rounded to half on its own. */
__kernel void f16_math(__global const half *a, __global const half *b, __global half *out, uint n)
{
    uint i = get_global_id(0);
    if (i >= n)
        return;
    half x = a[i], y = b[i];
    __global half *o = out + 4 * i;
    half p = x * y;
    o[0] = p + x;
    o[1] = x - y;
    o[2] = __builtin_fmaxf16(x, y);   /* not x > y ? x : y: clang-16 -O0 miscompiles that branch (docs/runtime.md) */
    o[3] = (half)((float)x * 0.5f);
}
