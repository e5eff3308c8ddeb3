#include "gcn_prelude.h"

/* A proof-of-work search: work-item i hashes the 60-byte header (given as
 * 15 big-endian words) followed by the 4-byte little-endian nonce base + i
 * (a 64-byte message: two blocks with the padding) and wins when the
 * digest starts with at least `zero_bits` zero bits.  Winners are counted, the smallest winning nonce
 * kept (atomic_min), and every winner listed through an atomic counter. */

#include "sha256_compress.h"

__kernel void pow_search(__global const uint *header, uint base, uint zero_bits, __global uint *wins,
                         __global uint *best, __global uint *winners)
{
    uint nonce = base + get_global_id(0);
    uint h[8], block[16];
    sha256_init(h);
    for (uint w = 0; w < 15; w++)
        block[w] = header[w];
    /* the nonce's bytes in memory order, read as a big-endian word */
    block[15] = (nonce & 0xff) << 24 | (nonce >> 8 & 0xff) << 16 | (nonce >> 16 & 0xff) << 8 | nonce >> 24;
    sha256_block(h, block);
    for (uint w = 0; w < 16; w++)
        block[w] = 0;
    block[0] = 0x80000000u;
    block[15] = 64 * 8;
    sha256_block(h, block);
    if (clz(h[0]) >= zero_bits) {
        winners[atomic_inc(wins)] = nonce;
        atomic_min(best, nonce);
    }
}
