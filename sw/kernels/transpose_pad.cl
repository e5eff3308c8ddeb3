#include "gcn_prelude.h"

#define TILE 32
#define ROWS 8   /* work-items in y: each moves TILE / ROWS elements */

/* out (w rows, h columns) = transpose of in (h rows, w columns) through a
 * 32 x 33 LDS tile (the padding column puts a tile column in 32 different
 * banks); 32 x 8 work-items move a 32 x 32 tile, four elements each. */
__kernel void transpose_pad(__global const float *in, __global float *out, uint w, uint h)
{
    __local float tile[TILE][TILE + 1];
    uint tx = get_local_id(0), ty = get_local_id(1);
    uint x = get_group_id(0) * TILE + tx, y0 = get_group_id(1) * TILE;
    for (uint r = ty; r < TILE; r += ROWS)
        if (x < w && y0 + r < h)
            tile[r][tx] = in[(y0 + r) * w + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    uint ox = y0 + tx, oy0 = get_group_id(0) * TILE;
    for (uint r = ty; r < TILE; r += ROWS)
        if (ox < h && oy0 + r < w)
            out[(oy0 + r) * h + ox] = tile[tx][r];
}
