#include "gcn_prelude.h"

/* Defined in mix.cl: a call across objects, resolved by the linker. */
float lerp1(float a, float b, float t);

/* out = lerp(a, b, t) element by element, t clamped to [0, 1]. */
__kernel void blend(__global const float *a, __global const float *b, __global float *out, float t, uint n)
{
    uint i = get_global_id(0);
    if (i < n)
        out[i] = lerp1(a[i], b[i], fmin(fmax(t, 0.0f), 1.0f));
}
