#include "gcn_prelude.h"

/* String matching by Knuth-Morris-Pratt: the text is cut into chunks of
 * CHUNK positions, one per work-item; a work-item runs the KMP automaton
 * from its chunk's start to m - 1 bytes past its end and counts the
 * matches that start in its chunk.  Work-item 0 of each workgroup builds
 * the failure function of the pattern in LDS.  Gives the count per chunk
 * and, by global atomics, the total. */

#define MAX_PATTERN 64
#define CHUNK 32

__kernel void kmp_match(__global const uchar *text, uint n, __global const uchar *pattern, uint m,
                        __global uint *chunk_count, __global uint *total)
{
    __local uchar pat[MAX_PATTERN];
    __local int fail[MAX_PATTERN];
    uint lid = get_local_id(0), chunk = get_global_id(0);
    if (lid < m)
        pat[lid] = pattern[lid];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid == 0) {
        /* fail[q]: the length of the longest proper border of pat[0..q] */
        fail[0] = 0;
        int k = 0;
        for (uint q = 1; q < m; q++) {
            while (k > 0 && pat[q] != pat[k])
                k = fail[k - 1];
            if (pat[q] == pat[k])
                k++;
            fail[q] = k;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    uint start = chunk * CHUNK;
    if (start >= n)
        return;
    uint end = min(start + CHUNK + m - 1, n);
    uint found = 0;
    int k = 0;
    for (uint i = start; i < end; i++) {
        while (k > 0 && text[i] != pat[k])
            k = fail[k - 1];
        if (text[i] == pat[k])
            k++;
        if (k == (int)m) {
            found++;
            k = fail[k - 1];
        }
    }
    chunk_count[chunk] = found;
    atomic_add(total, found);
}
