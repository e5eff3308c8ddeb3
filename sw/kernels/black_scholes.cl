#include "gcn_prelude.h"

/* European call and put prices by the Black-Scholes formula, one option
 * per work-item: spot S, strike X, years to expiry T; riskless rate R and
 * volatility V shared.  The cumulative normal distribution is the
 * polynomial approximation of Abramowitz and Stegun 26.2.17 (absolute
 * error below 7.5e-8). */

#define A1 0.31938153f
#define A2 -0.356563782f
#define A3 1.781477937f
#define A4 -1.821255978f
#define A5 1.330274429f
#define RSQRT2PI 0.39894228040143267794f

static float cnd(float d)
{
    float k = 1.0f / (1.0f + 0.2316419f * fabs(d));
    float c = RSQRT2PI * exp(-0.5f * d * d) * (k * (A1 + k * (A2 + k * (A3 + k * (A4 + k * A5)))));
    return d > 0.0f ? 1.0f - c : c;
}

__kernel void black_scholes(__global const float *spot, __global const float *strike, __global const float *years,
                            __global float *call, __global float *put, float r, float v, uint n)
{
    uint i = get_global_id(0);
    if (i >= n)
        return;
    float s = spot[i], x = strike[i], t = years[i];
    float sqrt_t = sqrt(t);
    float d1 = (log(s / x) + (r + 0.5f * v * v) * t) / (v * sqrt_t);
    float d2 = d1 - v * sqrt_t;
    float n1 = cnd(d1), n2 = cnd(d2);
    float discounted = x * exp(-r * t);
    call[i] = s * n1 - discounted * n2;
    put[i] = discounted * (1.0f - n2) - s * (1.0f - n1);
}
