#include "gcn_prelude.h"

/* The time step of the md program (symplectic Euler, unit mass):
 * v' = v + F dt, p' = p + v' dt wrapped into the box; each workgroup adds
 * the kinetic energy |v'|^2 / 2 of its particles in LDS. */

float4 md_wrap(float4 p, float box, float inv_box);
float md_group_sum(__local float *buf, float v);

#define GROUP 64   /* the workgroup size */

__kernel void md_integrate(__global const float4 *pos, __global const float4 *vel, __global const float4 *force,
                           __global float4 *new_pos, __global float4 *new_vel, __global float *group_kinetic,
                           uint n, float dt, float box)
{
    __local float kinetic[GROUP];
    uint i = get_global_id(0), lid = get_local_id(0);
    float k = 0.0f;
    if (i < n) {
        float4 v = vel[i] + force[i] * dt;
        new_vel[i] = v;
        new_pos[i] = md_wrap(pos[i] + v * dt, box, 1.0f / box);
        k = 0.5f * (v.x * v.x + v.y * v.y + v.z * v.z);
    }
    float total = md_group_sum(kinetic, k);
    if (lid == 0)
        group_kinetic[get_group_id(0)] = total;
}
