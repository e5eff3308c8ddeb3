#include "gcn_prelude.h"

#define WG 256

/* Inclusive segmented scan of each workgroup's 256 ints: a segment starts
 * where flags[i] != 0 (and at each workgroup's start).  Hillis-Steele over
 * (flag, value) pairs, double-buffered in LDS: a value adds its left
 * neighbour's sum only while no segment start lies between them. */
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void scan_segmented(__global const int *in, __global const uchar *flags, __global int *out)
{
    __local int val[2][WG];
    __local uchar flg[2][WG];
    uint lid = get_local_id(0), gid = get_global_id(0);
    int cur = 0;
    val[0][lid] = in[gid];
    flg[0][lid] = flags[gid] || lid == 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint d = 1; d < WG; d <<= 1) {
        int v = val[cur][lid];
        uchar f = flg[cur][lid];
        if (lid >= d && !f) {
            v += val[cur][lid - d];
            f = flg[cur][lid - d];
        }
        val[1 - cur][lid] = v;
        flg[1 - cur][lid] = f;
        cur = 1 - cur;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    out[gid] = val[cur][lid];
}
