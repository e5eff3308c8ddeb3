#include "gcn_prelude.h"

/* European call prices on a binomial tree (Cox-Ross-Rubinstein) of STEPS
 * steps, one option per workgroup of STEPS + 1 work-items: work-item i
 * holds node i of the current level in LDS.  The leaves are the payoffs
 * max(S u^(2i - STEPS) - X, 0); each step back replaces node i by the
 * discounted expectation of nodes i + 1 (up) and i (down). */

#define STEPS 127

__kernel void binomial_option(__global const float *spot, __global const float *strike, __global const float *years,
                              __global float *call, float r, float v)
{
    __local float value[STEPS + 1];
    uint i = get_local_id(0), opt = get_group_id(0);
    float s = spot[opt], x = strike[opt], dt = years[opt] / STEPS;
    float vsdt = v * sqrt(dt);
    float u = exp(vsdt), d = exp(-vsdt), disc = exp(-r * dt);
    float pu = (exp(r * dt) - d) / (u - d);
    float pu_disc = pu * disc, pd_disc = (1.0f - pu) * disc;
    value[i] = fmax(s * exp(vsdt * (2.0f * (float)i - STEPS)) - x, 0.0f);
    for (uint level = STEPS; level > 0; level--) {
        barrier(CLK_LOCAL_MEM_FENCE);
        float next = i < level ? pu_disc * value[i + 1] + pd_disc * value[i] : 0.0f;
        barrier(CLK_LOCAL_MEM_FENCE);
        if (i < level)
            value[i] = next;
    }
    if (i == 0)
        call[opt] = value[0];
}
