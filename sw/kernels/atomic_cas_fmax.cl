#include "gcn_prelude.h"

/* Atomic float maximum and minimum built from atomic_cmpxchg loops on the
 * values' bit patterns (as a real code without float atomics does), and the
 * count of values above a threshold: atomic_inc on a __local counter, one
 * atomic_add per workgroup to the global count.  res: max, min (as float
 * bits), count. */
static void atomic_fmax(volatile __global int *p, float v)
{
    int old = *p;
    while (v > as_float(old)) {
        int seen = atomic_cmpxchg(p, old, as_int(v));
        if (seen == old)
            break;
        old = seen;
    }
}

static void atomic_fmin(volatile __global int *p, float v)
{
    int old = *p;
    while (v < as_float(old)) {
        int seen = atomic_cmpxchg(p, old, as_int(v));
        if (seen == old)
            break;
        old = seen;
    }
}

__kernel void atomic_cas_fmax(__global const float *in, __global int *res, uint n, float threshold)
{
    __local uint above;
    uint lid = get_local_id(0), i = get_global_id(0);
    if (lid == 0)
        above = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (i < n) {
        float v = in[i];
        atomic_fmax(&res[0], v);
        atomic_fmin(&res[1], v);
        if (v > threshold)
            atomic_inc(&above);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid == 0)
        atomic_add(&res[2], (int)above);
}
