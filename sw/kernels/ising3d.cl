#include "gcn_prelude.h"

/* One half-sweep of Metropolis Monte Carlo for the 3-D Ising model
 * (J = 1, no field) on a periodic nx x ny x nz lattice of spins +-1, one
 * work-item per site of a 3-D grid: the sites of one colour of the
 * checkerboard ((x + y + z) % 2 == colour; their neighbours all have the
 * other colour, so they update independently).  A spin whose flip costs
 * dE = 2 s (sum of its 6 neighbours) = 4k > 0 flips when its uniform
 * random number is below accept[k - 1] = exp(-4 k beta); with dE <= 0 it
 * always flips.  Flips and the magnetization change are counted per
 * workgroup in LDS, then added globally. */

__kernel void ising3d(__global char *spin, __global const float *uniform, __global const float *accept, uint nx,
                      uint ny, uint nz, uint colour, __global uint *flips, __global int *magnetization)
{
    __local uint group_flips;
    __local int group_dm;
    uint x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
    bool first = get_local_id(0) == 0 && get_local_id(1) == 0 && get_local_id(2) == 0;
    if (first) {
        group_flips = 0;
        group_dm = 0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (x < nx && y < ny && z < nz && ((x + y + z) & 1) == colour) {
        uint i = (z * ny + y) * nx + x;
        int s = spin[i];
        int sum = spin[(z * ny + y) * nx + (x + 1) % nx] + spin[(z * ny + y) * nx + (x + nx - 1) % nx] +
                  spin[(z * ny + (y + 1) % ny) * nx + x] + spin[(z * ny + (y + ny - 1) % ny) * nx + x] +
                  spin[(((z + 1) % nz) * ny + y) * nx + x] + spin[(((z + nz - 1) % nz) * ny + y) * nx + x];
        int k = s * sum / 2;
        if (k <= 0 || uniform[i] < accept[k - 1]) {
            spin[i] = (char)-s;
            atomic_inc(&group_flips);
            atomic_add(&group_dm, -2 * s);
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (first) {
        atomic_add(flips, group_flips);
        atomic_add(magnetization, group_dm);
    }
}
