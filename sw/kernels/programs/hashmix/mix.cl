#include "gcn_prelude.h"

/* A program of three source files, each compiled to its own object and
 * linked by ld.lld-16 (one metadata note per object).  This file defines the
 * helpers the other two call across files, and a kernel of its own. */

/* The MurmurHash3 32-bit finalizer: a bijection that mixes every bit. */
uint mix32(uint x)
{
    x ^= x >> 16;
    x *= 0x85ebca6bu;
    x ^= x >> 13;
    x *= 0xc2b2ae35u;
    x ^= x >> 16;
    return x;
}

/* a + t * (b - a), one rounding (fma). */
float lerp1(float a, float b, float t)
{
    return fma(t, b - a, a);
}

__kernel void hash_fill(__global uint *out, uint seed, uint n)
{
    uint i = get_global_id(0);
    if (i < n)
        out[i] = mix32(i ^ seed);
}
