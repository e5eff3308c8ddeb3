#include "gcn_prelude.h"

/* The forces of the md program: particle i sums the Lennard-Jones force of
 * the neighbours its list gives (CSR: nbr[nbr_ptr[i] .. nbr_ptr[i + 1]),
 * built by the host with a skin beyond the cutoff); each workgroup adds
 * the pair energies of its particles in LDS (each pair counted from both
 * ends, so halved). */

float4 md_min_image(float4 d, float box, float inv_box);
float4 md_lj_pair(float4 d, float cutoff2);
float md_group_sum(__local float *buf, float v);

#define GROUP 64   /* the workgroup size */

__kernel void md_forces(__global const float4 *pos, __global const uint *nbr_ptr, __global const uint *nbr,
                        __global float4 *force, __global float *group_energy, uint n, float box, float cutoff2)
{
    __local float energy[GROUP];
    uint i = get_global_id(0), lid = get_local_id(0);
    float4 f = (float4)(0.0f, 0.0f, 0.0f, 0.0f);
    float inv_box = 1.0f / box;
    if (i < n) {
        float4 p = pos[i];
        for (uint k = nbr_ptr[i]; k < nbr_ptr[i + 1]; k++)
            f += md_lj_pair(md_min_image(pos[nbr[k]] - p, box, inv_box), cutoff2);
        force[i] = (float4)(f.x, f.y, f.z, 0.0f);
    }
    float total = md_group_sum(energy, 0.5f * f.w);
    if (lid == 0)
        group_energy[get_group_id(0)] = total;
}
