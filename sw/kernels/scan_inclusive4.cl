#include "gcn_prelude.h"

#define WG 128
#define PER 4    /* elements per work-item */

/* Inclusive scan of each workgroup's 512 ints in three levels: each
 * work-item scans its 4 elements in registers, the 128 per-work-item totals
 * are scanned in LDS (Hillis-Steele, in place with a barrier between read
 * and write), and each work-item adds the total of the work-items before it. */
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void scan_inclusive4(__global const int4 *in, __global int4 *out)
{
    __local int tot[WG];
    uint lid = get_local_id(0), gid = get_global_id(0);
    int4 v = in[gid];
    v.y += v.x;
    v.z += v.y;
    v.w += v.z;
    tot[lid] = v.w;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint d = 1; d < WG; d <<= 1) {
        int add = lid >= d ? tot[lid - d] : 0;
        barrier(CLK_LOCAL_MEM_FENCE);
        tot[lid] += add;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    int before = lid ? tot[lid - 1] : 0;
    out[gid] = v + before;
}
