#include "gcn_prelude.h"

/* A 3-D tile of 16 x 4 x 4 ints in LDS.  Each work-item sums, over the
 * planes z = lz - r .. lz + r that lie in the tile, twice its own column's
 * value and its x neighbours in the tile (r is a kernel argument).
 *
 * At -O2 and -O3 clang-16 strength-reduces the loop to one LDS pointer,
 * &t[z][ly][lx - 1], and reads the centre at offset 4 and the right
 * neighbour at offset 8 from it (the left one, guarded by lx > 0, at 0).
 * For the work-items at lx = ly = 0 that pointer is -4 on plane 0, so their
 * reads rely on VGPR + offset wrapping at 32 bits (docs/memory.md, "Address
 * arithmetic"). */
#define TX 16
#define TY 4
#define TZ 4

__kernel __attribute__((reqd_work_group_size(TX, TY, TZ)))
void lds_wrap3d(__global const int *in, __global int *out, int nx, int ny, int r)
{
    __local int t[TZ][TY][TX];
    int lx = get_local_id(0), ly = get_local_id(1), lz = get_local_id(2);
    int g = ((int)get_global_id(2) * ny + (int)get_global_id(1)) * nx + (int)get_global_id(0);
    t[lz][ly][lx] = in[g];
    barrier(CLK_LOCAL_MEM_FENCE);
    int acc = 0;
    for (int k = -r; k <= r; k++) {
        int z = lz + k;
        if (z < 0 || z >= TZ)
            continue;
        int xm = lx > 0 ? t[z][ly][lx - 1] : 0;
        int xp = lx < TX - 1 ? t[z][ly][lx + 1] : 0;
        acc += 2 * t[z][ly][lx] + xm + xp;
    }
    out[g] = acc;
}
