/* Semantics of a first handful of instructions: program end, moves and
 * adds, enough to run the model end to end.  The families fill in their own
 * files (sem_salu.c, sem_valu_*.c, sem_mem.c, ...). */
#include "model_internal.h"

SEM(s_endpgm)
{
    x->w->state = GCN_WAVE_ENDED;
}

SEM(s_mov_b32)
{
    sop_dst32(x, sop_src32(x, GCN_R_SSRC0));
}

SEM(s_mov_b64)
{
    sop_dst64(x, sop_src64(x, GCN_R_SSRC0));
}

SEM(v_mov_b32)
{
    uint32_t a[GCN_WAVE_SIZE];
    valu_src32(x, 0, a);
    valu_dst32(x, a);
}

SEM(v_add_f32)
{
    float a[GCN_WAVE_SIZE], b[GCN_WAVE_SIZE], d[GCN_WAVE_SIZE];
    valu_src_f32(x, 0, a);
    valu_src_f32(x, 1, b);
    FOR_EACH_LANE(l) d[l] = a[l] + b[l];
    valu_dst_f32(x, d);
}
