#include "gcn_prelude.h"

/* The approximate float instructions, through their clang builtins:
 * reciprocal, reciprocal square root, sine and cosine (of x turns), exp2 and
 * log2. */
__kernel void approx_f32(__global const float *a, __global float *out, uint n)
{
    uint i = get_global_id(0);
    if (i >= n)
        return;
    float x = a[i];
    __global float *o = out + 6 * i;
    o[0] = __builtin_amdgcn_rcpf(x);
    o[1] = __builtin_amdgcn_rsqf(fabs(x));
    o[2] = __builtin_amdgcn_sinf(x * 0.125f);
    o[3] = __builtin_amdgcn_cosf(x * 0.125f);
    o[4] = __builtin_exp2f(x * 0.25f);
    o[5] = __builtin_log2f(fabs(x));
}
