#include "gcn_prelude.h"

/* One pass of a least-significant-digit radix sort of uint keys by the
 * 4-bit digit at `shift`, in three launches over tiles of TILE keys (one
 * tile per workgroup of TILE work-items):
 *   radix_hist    counts each tile's digits in LDS:  hist[digit * ntiles + tile]
 *   radix_scan    exclusive prefix sum of hist (one workgroup): where each
 *                 tile's keys of each digit start in the output
 *   radix_scatter sorts each tile by the digit in LDS (four stable 1-bit
 *                 splits, each an LDS prefix sum) and writes every key to
 *                 its place: the pass is stable, so passes compose.
 * The last tile may be partial (n is any size). */

#define TILE 256
#define RADIX 16

static uint digit_of(uint key, uint shift)
{
    return (key >> shift) & (RADIX - 1);
}

__kernel void radix_hist(__global const uint *keys, __global uint *hist, uint n, uint shift)
{
    __local uint counts[RADIX];
    uint lid = get_local_id(0), tile = get_group_id(0), ntiles = get_num_groups(0);
    uint i = get_global_id(0);
    if (lid < RADIX)
        counts[lid] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (i < n)
        atomic_inc(&counts[digit_of(keys[i], shift)]);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < RADIX)
        hist[lid * ntiles + tile] = counts[lid];
}

/* Exclusive prefix sum of n <= 2 * local size values in one workgroup
 * whose size is a power of two up to TILE (Blelloch: an up-sweep builds
 * partial sums in a tree, a down-sweep pushes the prefixes back down). */
__kernel void radix_scan(__global const uint *in, __global uint *out, uint n)
{
    __local uint t[2 * TILE];
    uint lid = get_local_id(0), m = 2 * get_local_size(0);
    t[2 * lid] = 2 * lid < n ? in[2 * lid] : 0;
    t[2 * lid + 1] = 2 * lid + 1 < n ? in[2 * lid + 1] : 0;
    uint step = 1;
    for (uint d = m >> 1; d > 0; d >>= 1) {
        barrier(CLK_LOCAL_MEM_FENCE);
        if (lid < d) {
            uint a = step * (2 * lid + 1) - 1, b = step * (2 * lid + 2) - 1;
            t[b] += t[a];
        }
        step <<= 1;
    }
    if (lid == 0)
        t[m - 1] = 0;
    for (uint d = 1; d < m; d <<= 1) {
        step >>= 1;
        barrier(CLK_LOCAL_MEM_FENCE);
        if (lid < d) {
            uint a = step * (2 * lid + 1) - 1, b = step * (2 * lid + 2) - 1;
            uint left = t[a];
            t[a] = t[b];
            t[b] += left;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (2 * lid < n)
        out[2 * lid] = t[2 * lid];
    if (2 * lid + 1 < n)
        out[2 * lid + 1] = t[2 * lid + 1];
}

/* Exclusive prefix sum of one flag per work-item (Hillis-Steele, two
 * buffers); returns this work-item's prefix, and the total in *total. */
static uint scan_flags(__local uint (*buf)[TILE], uint lid, uint flag, uint *total)
{
    uint src = 0;
    buf[0][lid] = flag;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint off = 1; off < TILE; off <<= 1) {
        uint v = buf[src][lid];
        if (lid >= off)
            v += buf[src][lid - off];
        buf[1 - src][lid] = v;
        src = 1 - src;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    *total = buf[src][TILE - 1];
    uint inclusive = buf[src][lid];
    barrier(CLK_LOCAL_MEM_FENCE);
    return inclusive - flag;
}

__kernel void radix_scatter(__global const uint *keys, __global uint *out, __global const uint *offsets, uint n,
                            uint shift)
{
    __local uint tile_keys[TILE];
    __local uint scan[2][TILE];
    __local uint start[RADIX];
    uint lid = get_local_id(0), tile = get_group_id(0), ntiles = get_num_groups(0);
    uint i = get_global_id(0);
    uint valid = min(n - tile * TILE, (uint)TILE);
    /* keys past n sort last: digit RADIX - 1 and, being last already,
     * after every real key of that digit (the splits are stable) */
    uint key = i < n ? keys[i] : 0xffffffffu;
    if (lid < RADIX)
        start[lid] = 0;
    for (uint bit = 0; bit < 4; bit++) {
        uint zero = ((digit_of(key, shift) >> bit) & 1) == 0;
        uint zeros, before = scan_flags(scan, lid, zero, &zeros);
        uint dest = zero ? before : zeros + (lid - before);
        tile_keys[dest] = key;
        barrier(CLK_LOCAL_MEM_FENCE);
        key = tile_keys[lid];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    /* the tile is sorted by digit: each digit's first position */
    uint d = digit_of(key, shift);
    if (lid < valid && (lid == 0 || digit_of(tile_keys[lid - 1], shift) != d))
        start[d] = lid;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < valid)
        out[offsets[d * ntiles + tile] + lid - start[d]] = key;
}
