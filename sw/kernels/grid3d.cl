#include "gcn_prelude.h"

/* Every work-item of a 3-D grid writes its ids where its global id says. */
__kernel void grid3d(__global uint *out, uint gx, uint gy, uint gz)
{
    uint x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
    if (x >= gx || y >= gy || z >= gz)
        return;
    uint i = (z * gy + y) * gx + x;
    out[2 * i] = get_local_id(0) | get_local_id(1) << 8 | get_local_id(2) << 16 | get_work_dim() << 24;
    out[2 * i + 1] = get_group_id(0) | get_group_id(1) << 8 | get_group_id(2) << 16;
}
