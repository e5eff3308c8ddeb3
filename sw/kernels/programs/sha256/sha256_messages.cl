#include "gcn_prelude.h"

/* The SHA-256 digest of many messages, one per work-item: message i is
 * data[offset[i] .. offset[i + 1]), padded as FIPS 180-4 5.1.1 says; the
 * digest goes to digest[8 i .. 8 i + 8) as 8 words (word j holds bytes
 * 4j .. 4j + 3 of the digest, big-endian). */

#include "sha256_compress.h"

__kernel void sha256_messages(__global const uchar *data, __global const uint *offset, __global uint *digest,
                              uint messages)
{
    uint i = get_global_id(0);
    if (i >= messages)
        return;
    uint start = offset[i], len = offset[i + 1] - start;
    uint h[8], block[16];
    sha256_init(h);
    /* the message, 0x80, zeros, then the length in bits in the last 8 bytes */
    uint total = (len + 9 + 63) / 64 * 64;
    for (uint pos = 0; pos < total; pos += 64) {
        for (uint w = 0; w < 16; w++) {
            uint word = 0;
            for (uint b = 0; b < 4; b++) {
                uint at = pos + 4 * w + b;
                uint byte = at < len ? data[start + at] : at == len ? 0x80 : 0;
                if (at >= total - 4)
                    byte = ((len * 8) >> (8 * (total - 1 - at))) & 0xff;
                word = (word << 8) | byte;
            }
            block[w] = word;
        }
        sha256_block(h, block);
    }
    for (uint j = 0; j < 8; j++)
        digest[8 * i + j] = h[j];
}
