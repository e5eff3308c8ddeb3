#include "gcn_prelude.h"

/* One step k of right-looking LU elimination on a row-major n x n matrix,
 * out of place: rows i > k get out[i][j] = a[i][j] - l_i a[k][j] for j > k
 * and the multiplier l_i = a[i][k] / a[k][k] in out[i][k]; every other
 * element is copied.  A 2-D grid over the matrix. */
__kernel void lu_step(__global const float *a, __global float *out, uint n, uint k)
{
    uint j = get_global_id(0), i = get_global_id(1);
    if (i >= n || j >= n)
        return;
    float v = a[i * n + j];
    if (i > k && j >= k) {
        float l = a[i * n + k] / a[k * n + k];
        v = j == k ? l : v - l * a[k * n + j];
    }
    out[i * n + j] = v;
}
