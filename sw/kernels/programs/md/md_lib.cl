#include "gcn_prelude.h"

/* Short-range molecular dynamics in a periodic cubic box: the library
 * file of the md program, with the pair force, the box geometry and the
 * workgroup sum the kernels of md_forces.cl and md_integrate.cl call.
 * Lennard-Jones units (sigma = epsilon = mass = 1).
 *
 * clang-16 compiles each file alone, so a kernel's descriptor counts the
 * VGPRs of its own object only: these functions must use no more than the
 * kernels that call them allocate (at -O0/-O2/-O3 they use up to v31,
 * the kernels allocate at least 48). */

/* The nearest periodic image of a displacement (inv_box = 1 / box, once
 * per kernel rather than three divisions per pair). */
float4 md_min_image(float4 d, float box, float inv_box)
{
    d.x -= box * floor(d.x * inv_box + 0.5f);
    d.y -= box * floor(d.y * inv_box + 0.5f);
    d.z -= box * floor(d.z * inv_box + 0.5f);
    return d;
}

/* The Lennard-Jones force on a particle from a neighbour at displacement
 * d (neighbour minus particle), and in w the pair's potential energy;
 * zero beyond the cutoff. */
float4 md_lj_pair(float4 d, float cutoff2)
{
    float r2 = d.x * d.x + d.y * d.y + d.z * d.z;
    if (r2 >= cutoff2)
        return (float4)(0.0f, 0.0f, 0.0f, 0.0f);
    float inv2 = 1.0f / r2, inv6 = inv2 * inv2 * inv2;
    /* F = -dU/dr along d: U = 4 (r^-12 - r^-6) */
    float f = -24.0f * inv2 * inv6 * (2.0f * inv6 - 1.0f);
    return (float4)(f * d.x, f * d.y, f * d.z, 4.0f * inv6 * (inv6 - 1.0f));
}

/* A position wrapped into [0, box). */
float4 md_wrap(float4 p, float box, float inv_box)
{
    p.x -= box * floor(p.x * inv_box);
    p.y -= box * floor(p.y * inv_box);
    p.z -= box * floor(p.z * inv_box);
    return p;
}

/* The sum of v over the workgroup (its size a power of two), by a tree in
 * buf (a float of LDS per work-item); every work-item calls it. */
float md_group_sum(__local float *buf, float v)
{
    uint lid = get_local_id(0);
    buf[lid] = v;
    for (uint s = get_local_size(0) / 2; s > 0; s >>= 1) {
        barrier(CLK_LOCAL_MEM_FENCE);
        if (lid < s)
            buf[lid] += buf[lid + s];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    return buf[0];
}
