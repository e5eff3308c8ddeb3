#include "gcn_prelude.h"

/* One step of an all-pairs gravitational N-body simulation (G = 1) with
 * Plummer softening eps2: body i feels
 *     a_i = sum over j of m_j (p_j - p_i) / (|p_j - p_i|^2 + eps2)^(3/2)
 * (the j = i term is 0).  Positions are float4 (x, y, z, mass); a
 * workgroup of TILE work-items loads tiles of TILE bodies into LDS and
 * every work-item runs through each tile.  Then a kick-drift update with
 * time step dt:  v' = v + a dt,  p' = p + v' dt.
 * acc gets (a, potential) with potential = -sum of m_j / sqrt(r2 + eps2),
 * the self term -m_i / sqrt(eps2) included. */

#define TILE 32

__kernel void nbody(__global const float4 *pos, __global const float4 *vel, __global float4 *new_pos,
                    __global float4 *new_vel, __global float4 *acc, uint n, float eps2, float dt)
{
    __local float4 tile[TILE];
    uint i = get_global_id(0), lid = get_local_id(0);
    float4 p = pos[min(i, n - 1)];
    float ax = 0.0f, ay = 0.0f, az = 0.0f, phi = 0.0f;
    for (uint base = 0; base < n; base += TILE) {
        barrier(CLK_LOCAL_MEM_FENCE);
        tile[lid] = base + lid < n ? pos[base + lid] : (float4)(0.0f, 0.0f, 0.0f, 0.0f);
        barrier(CLK_LOCAL_MEM_FENCE);
        for (uint j = 0; j < TILE; j++) {
            float4 q = tile[j];
            float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
            float inv = 1.0f / sqrt(dx * dx + dy * dy + dz * dz + eps2);
            float s = q.w * inv * inv * inv;
            ax += s * dx;
            ay += s * dy;
            az += s * dz;
            phi -= q.w * inv;
        }
    }
    if (i >= n)
        return;
    float4 v = vel[i];
    v.x += ax * dt;
    v.y += ay * dt;
    v.z += az * dt;
    new_vel[i] = v;
    new_pos[i] = (float4)(p.x + v.x * dt, p.y + v.y * dt, p.z + v.z * dt, p.w);
    acc[i] = (float4)(ax, ay, az, phi);
}
