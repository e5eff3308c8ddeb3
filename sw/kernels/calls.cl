#include "gcn_prelude.h"

/* Real function calls at every optimization level (noinline): arguments in
 * registers and on the stack, a private array passed by pointer, and a
 * call chain. */
typedef struct pair { int lo, hi; } pair;

__attribute__((noinline)) static int mix(int a, int b, int c, int d, int e, int f, int g, int h, int i, int j,
                                         int k, int l, int m, int n, int o, int p, int q, int r, int s, int t,
                                         int u, int v, int w, int x, int y, int z, int aa, int bb, int cc, int dd,
                                         int ee, int ff, int gg, int hh)
{
    return a - b + c * d - e + f * g - h + i * j - k + l * m - n + o * p - q + r * s - t + u * v - w + x * y -
           z + aa * bb - cc + dd * ee - ff + gg * hh;
}

__attribute__((noinline)) static pair minmax(const int *v, int n)
{
    pair r = {v[0], v[0]};
    for (int i = 1; i < n; i++) {
        r.lo = min(r.lo, v[i]);
        r.hi = max(r.hi, v[i]);
    }
    return r;
}

__attribute__((noinline)) static int depth(int x, int levels)
{
    return levels ? depth(x * 3 + 1, levels - 1) - 1 : x;
}

__kernel void calls(__global const int *in, __global int *out, uint n)
{
    uint i = get_global_id(0);
    if (i >= n)
        return;
    int x = in[i];
    int v[8];
    for (int k = 0; k < 8; k++)
        v[k] = (x * (k + 3)) % 101 - 50;
    pair p = minmax(v, 8);
    out[3 * i] = mix(x, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
                     26, 27, 28, 29, 30, 31, 32, x);
    out[3 * i + 1] = p.lo * 1000 + p.hi;
    out[3 * i + 2] = depth(x, (int)(i % 5));
}
