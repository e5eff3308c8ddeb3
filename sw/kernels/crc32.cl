#include "gcn_prelude.h"

/* CRC-32 (IEEE 802.3, as zlib: reflected, polynomial 0xEDB88320, initial
 * and final value 0xFFFFFFFF) of many messages, one per work-item; message
 * i is data[offset[i] .. offset[i + 1]).  Each workgroup of 256 first builds
 * the byte table in LDS, one entry per work-item. */

#define POLY 0xedb88320u

__kernel void crc32(__global const uchar *data, __global const uint *offset, __global uint *crc, uint messages)
{
    __local uint table[256];
    uint lid = get_local_id(0), i = get_global_id(0);
    uint t = lid;
    for (uint b = 0; b < 8; b++)
        t = (t >> 1) ^ ((t & 1) ? POLY : 0);
    table[lid] = t;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (i >= messages)
        return;
    uint c = 0xffffffffu;
    for (uint k = offset[i]; k < offset[i + 1]; k++)
        c = table[(c ^ data[k]) & 0xff] ^ (c >> 8);
    crc[i] = c ^ 0xffffffffu;
}
