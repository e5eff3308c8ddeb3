#include "gcn_prelude.h"

#define WG 128

/* Private values kept live across barrier() inside loops, in the shapes that
 * CPU OpenCL implementations (PoCL's work-group loops) must get right: each
 * kernel is one shape, workgroups of 128 (two waves on the model). */

/* an accumulator updated after the barrier, the trip count an argument */
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void barrier_acc(__global int *out, int iters)
{
    __local int s[WG];
    int lid = get_local_id(0), acc = lid;
    for (int k = 0; k < iters; k++) {
        s[lid] = acc;
        barrier(CLK_LOCAL_MEM_FENCE);
        acc += s[(lid + 1 + k) % WG];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    out[get_global_id(0)] = acc;
}

/* a while loop on a flag in LDS, and a counter live across it */
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void barrier_while(__global int *out, int limit)
{
    __local int s[WG];
    __local int go;
    int lid = get_local_id(0), acc = lid, rounds = 0;
    if (lid == 0)
        go = 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    while (go) {
        s[lid] = acc;
        barrier(CLK_LOCAL_MEM_FENCE);
        acc += s[WG - 1 - lid];
        rounds++;
        if (lid == 0 && acc > limit)
            go = 0;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    out[get_global_id(0)] = acc * 100 + rounds;
}

/* continue past the barriers on a per-work-item condition */
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void barrier_continue(__global int *out, int iters)
{
    __local int s[WG];
    int lid = get_local_id(0), acc = 0;
    for (int k = 0; k < iters; k++) {
        s[lid] = k + lid;
        barrier(CLK_LOCAL_MEM_FENCE);
        int v = s[(lid + k) % WG];
        barrier(CLK_LOCAL_MEM_FENCE);
        if (v & 1)
            continue;
        acc += v;
    }
    out[get_global_id(0)] = acc;
}

/* a private array indexed at run time, live across the barriers */
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void barrier_privarr(__global const int *in, __global int *out, int iters)
{
    __local int s[WG];
    int lid = get_local_id(0), v[4];
    for (int r = 0; r < 4; r++)
        v[r] = in[4 * get_global_id(0) + r];
    for (int k = 0; k < iters; k++) {
        int idx = (lid + k) & 3;
        s[lid] = v[idx];
        barrier(CLK_LOCAL_MEM_FENCE);
        v[(idx + 1) & 3] += s[(lid + 5) % WG];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    for (int r = 0; r < 4; r++)
        out[4 * get_global_id(0) + r] = v[r];
}
