#include "gcn_prelude.h"

/* A __constant table in the code object, reached PC-relatively: the loader
 * must map the object's data where the code expects it. */
__constant int primes[16] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53};
__constant float weights[4] = {0.5f, 0.25f, 2.0f, -1.0f};

__kernel void const_table(__global const uint *idx, __global int *out, __global float *fout, uint n)
{
    uint i = get_global_id(0);
    if (i >= n)
        return;
    uint k = idx[i];
    out[i] = primes[k % 16] * primes[(k / 16) % 16];
    fout[i] = weights[k % 4] * (float)k;
}

/* The global atomics, each returning the old value. */
__kernel void atomics(__global int *cells, __global int *old, uint n)
{
    uint i = get_global_id(0);
    if (i >= n)
        return;
    int v = (int)(i * 37 % 101) - 50;
    old[6 * i + 0] = atomic_add(&cells[0], v);
    old[6 * i + 1] = atomic_min(&cells[1], v);
    old[6 * i + 2] = atomic_max(&cells[2], v);
    old[6 * i + 3] = atomic_or(&cells[3], 1 << (i % 31));
    old[6 * i + 4] = atomic_xor(&cells[4], (int)i);
    int expected = (int)i;
    old[6 * i + 5] = __atomic_compare_exchange_n(&cells[5 + i % 4], &expected, (int)i + 1, 0, __ATOMIC_RELAXED,
                                                 __ATOMIC_RELAXED);
}
