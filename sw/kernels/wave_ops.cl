#include "gcn_prelude.h"

/* Cross-lane operations of a wave: lane id, readfirstlane, readlane,
 * ds_bpermute, ds_swizzle, a DPP row shift and a ballot.  The grid is a
 * multiple of 64, so every wave is full. */
__kernel void wave_ops(__global const int *in, __global int *out)
{
    uint i = get_global_id(0);
    uint lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
    int v = in[i];
    __global int *o = out + 8 * i;
    o[0] = (int)lane;
    o[1] = __builtin_amdgcn_readfirstlane(v);
    o[2] = __builtin_amdgcn_ds_bpermute((int)(((lane + 5) & 63) << 2), v);
    o[3] = __builtin_amdgcn_update_dpp(0, v, 0x111 /* row_shr:1 */, 0xf, 0xf, false);
    ulong b = __builtin_amdgcn_ballot_w64(v > 0);
    o[4] = (int)b;
    o[5] = (int)(b >> 32);
    o[6] = __builtin_amdgcn_readlane(v, 7);
    o[7] = __builtin_amdgcn_ds_swizzle(v, 0x41f /* lane ^ 1 within 32 */);
}
