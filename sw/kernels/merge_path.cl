#include "gcn_prelude.h"

/* Merge of two sorted runs of (key, value) pairs, a[0..na) and b[0..nb),
 * into out (stable: on equal keys a's pairs come first), by merge path:
 * output position d splits into i elements of a and d - i of b, found by a
 * binary search on the cross diagonal.  Each workgroup makes a tile of
 * ITEMS * local size outputs: it finds where its tile starts and ends in a
 * and b, copies those ranges into LDS, and each work-item searches its own
 * ITEMS outputs within them and merges them sequentially. */

#define ITEMS 4
#define MAX_TILE 256

/* NAME(a, na, b, nb, d): the number of a's elements among the first d of
 * the merge, for runs in the SPACE address space. */
#define DEFINE_MERGE_SPLIT(name, space)                                                            \
    static uint name(space const uint *a, uint na, space const uint *b, uint nb, uint d)           \
    {                                                                                              \
        uint lo = d > nb ? d - nb : 0, hi = min(d, na);                                            \
        while (lo < hi) {                                                                          \
            uint mid = (lo + hi) / 2;                                                              \
            /* a[mid] is among the first d unless b[d - 1 - mid] is smaller */                     \
            if (a[mid] <= b[d - 1 - mid])                                                          \
                lo = mid + 1;                                                                      \
            else                                                                                   \
                hi = mid;                                                                          \
        }                                                                                          \
        return lo;                                                                                 \
    }
DEFINE_MERGE_SPLIT(merge_split_global, __global)
DEFINE_MERGE_SPLIT(merge_split_local, __local)

__kernel void merge_path(__global const uint *akeys, __global const uint *avals, uint na,
                         __global const uint *bkeys, __global const uint *bvals, uint nb,
                         __global uint *okeys, __global uint *ovals)
{
    __local uint bounds[2];
    __local uint keys[MAX_TILE], vals[MAX_TILE];
    uint lid = get_local_id(0), group = get_group_id(0), tile = ITEMS * get_local_size(0);
    uint d0 = min(group * tile, na + nb), d1 = min(d0 + tile, na + nb);
    if (lid == 0) {
        bounds[0] = merge_split_global(akeys, na, bkeys, nb, d0);
        bounds[1] = merge_split_global(akeys, na, bkeys, nb, d1);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    uint a0 = bounds[0], a1 = bounds[1], b0 = d0 - a0, b1 = d1 - a1;
    uint la = a1 - a0, lb = b1 - b0;
    /* the tile's a range, then its b range */
    for (uint t = lid; t < la; t += get_local_size(0)) {
        keys[t] = akeys[a0 + t];
        vals[t] = avals[a0 + t];
    }
    for (uint t = lid; t < lb; t += get_local_size(0)) {
        keys[la + t] = bkeys[b0 + t];
        vals[la + t] = bvals[b0 + t];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    uint d = min(lid * ITEMS, la + lb);
    uint i = merge_split_local(keys, la, keys + la, lb, d), j = d - i;
    for (uint k = 0; k < ITEMS && d + k < la + lb; k++) {
        bool take_a = j >= lb || (i < la && keys[i] <= keys[la + j]);
        uint src = take_a ? i++ : la + j++;
        okeys[d0 + d + k] = keys[src];
        ovals[d0 + d + k] = vals[src];
    }
}
