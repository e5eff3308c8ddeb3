#include "gcn_prelude.h"

#define TILE 16

/* out (h x w) = transpose of in (w columns, h rows) through a padded LDS
 * tile; sizes need not be multiples of TILE (partial workgroups). */
__kernel void transpose_lds(__global const int *in, __global int *out, uint w, uint h)
{
    __local int tile[TILE][TILE + 1];
    uint tx = get_local_id(0), ty = get_local_id(1);
    uint x = get_group_id(0) * TILE + tx, y = get_group_id(1) * TILE + ty;
    if (x < w && y < h)
        tile[ty][tx] = in[y * w + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    uint ox = get_group_id(1) * TILE + tx, oy = get_group_id(0) * TILE + ty;
    if (ox < h && oy < w && tx < get_local_size(1) && ty < get_local_size(0))
        out[oy * h + ox] = tile[tx][ty];
}
