#include "gcn_prelude.h"

/* A private array indexed by data: it lives in scratch at every
 * optimization level. */
__kernel void private_array(__global const uint *idx, __global int *out, uint n)
{
    uint i = get_global_id(0);
    if (i >= n)
        return;
    int a[48];
    for (int k = 0; k < 48; k++)
        a[k] = k * (int)i + (k ^ 5);
    for (int r = 0; r < 4; r++) {
        uint j = (idx[i] + 7 * r) % 48;
        a[j] += a[(j + 11) % 48];
    }
    int s = 0;
    for (int k = 0; k < 4; k++)
        s += a[(idx[i] + k) % 48];
    out[i] = s;
}
