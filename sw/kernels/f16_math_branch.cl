#include "gcn_prelude.h"
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

/* f16_math's original form, with o[2] = x > y ? x : y.  clang-16 -O0
 * miscompiles that branch: the join block reloads the spilled result
 * (v_accvgpr_read_b32) before s_or_b64 exec restores the lanes of the other
 * branch, so those lanes store a stale register (docs/known-issues.md;
 * kernel_tests.py checks the -O0 builds against what that code computes). */
__kernel void f16_math_branch(__global const half *a, __global const half *b, __global half *out, uint n)
{
    uint i = get_global_id(0);
    if (i >= n)
        return;
    half x = a[i], y = b[i];
    __global half *o = out + 4 * i;
    half p = x * y;
    o[0] = p + x;
    o[1] = x - y;
    o[2] = x > y ? x : y;
    o[3] = (half)((float)x * 0.5f);
}
