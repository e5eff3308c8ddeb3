/* The beats that start one wave (tb_init.h). */
#include <inttypes.h>
#include <stdio.h>

#include "gcn_config.h"
#include "tb_core.h"
#include "tb_init.h"

/* WAVE_INFO packing (docs/rtl-interfaces.md, widths from the configuration):
 * {accum_offset, wg_slot, waves_in_wg}. */
#define WI_WAVES_SHIFT 0
#define WI_SLOT_SHIFT GCN_CFG_WAVES_IN_WG_W
#define WI_ACCUM_SHIFT (GCN_CFG_WAVES_IN_WG_W + GCN_CFG_WG_SLOT_W)

/* WAVE_INFO word 0: {accum_offset, wg_slot, waves_in_wg}; word 1: the
 * wave's VGPR rows {vgpr_count[25:16], vbase[8:0]} and its HW_ID [5:0] (the
 * model's, from its index in the workgroup) at bits 37:32; word 2: its
 * workgroup's LDS window {lds_size[48:32], lds_base[16:0]}
 * (docs/rtl-interfaces.md). */
static uint64_t wave_info(unsigned word, const gcn_wave *w, const tb_init_place *p)
{
    if (word == 1)
        return (uint64_t)(w->hw_id & 0x3fu) << 32 | (uint64_t)(p->vcount & 0x3ffu) << 16 | (p->vbase & 0x1ffu);
    if (word == 2)
        return (uint64_t)(p->lds_size & 0x1ffffu) << 32 | (p->lds_base & 0x1ffffu);
    return (uint64_t)(p->waves_in_wg & ((1u << GCN_CFG_WAVES_IN_WG_W) - 1)) << WI_WAVES_SHIFT |
           (uint64_t)(p->wg_slot & ((1u << GCN_CFG_WG_SLOT_W) - 1)) << WI_SLOT_SHIFT |
           (uint64_t)(w->accum_offset & ((1u << GCN_CFG_ACCUM_OFFSET_W) - 1)) << WI_ACCUM_SHIFT;
}

/* A VGPR beat's run (docs/rtl-interfaces.md): lanes lane..lane+extra of one
 * quarter, each the first lane's value or, with INC, that value plus its
 * distance to the first lane (work-item ids). */
#define RUN_EXTRA_SHIFT 32
#define RUN_INC_BIT (1ull << 36)

/* The run that starts at lane `first` of row `lanes`: its beat data, and its
 * length in *n; it stays in the first lane's quarter. */
static uint64_t vgpr_run(const uint32_t *lanes, unsigned first, unsigned *n)
{
    unsigned end = (first | 15u) + 1;
    uint32_t v = lanes[first];
    int inc = first + 1 < end && lanes[first + 1] == v + 1u;
    unsigned k = 1;
    while (first + k < end && lanes[first + k] == v + (inc ? k : 0u))
        k++;
    *n = k;
    return (uint64_t)(k - 1) << RUN_EXTRA_SHIFT | (inc ? RUN_INC_BIT : 0) | v;
}

unsigned tb_init_run_lanes(unsigned lane, uint64_t data, uint32_t row[GCN_WAVE_SIZE])
{
    unsigned first = lane % GCN_WAVE_SIZE, end = (first | 15u) + 1;
    unsigned last = first + (unsigned)(data >> RUN_EXTRA_SHIFT & 15u);
    unsigned n = (last < end ? last : end - 1) - first + 1;
    for (unsigned k = 0; k < n; k++)
        row[first + k] = (uint32_t)data + (data & RUN_INC_BIT ? k : 0u);
    return n;
}

#define EMIT(kind, index, lane, data)                                   \
    do {                                                                \
        int rc_ = emit(user, slot, (kind), (index), (lane), (data));    \
        if (rc_)                                                        \
            return rc_;                                                 \
    } while (0)

/* WAVE_INFO, then every SGPR a wave can name (s0..s101, flat_scratch, vcc,
 * m0); EXEC, PC, MODE, SCC have kinds of their own. */
int tb_init_wave(unsigned slot, const gcn_wave *w, const tb_init_place *p, tb_init_emit emit, void *user, char *err,
                 size_t errsize)
{
    /* WAVE_INFO word 4, SH_MEM_BASES (CU-wide, sent with every wave): the
     * apertures' high dwords {shared[63:32], private[63:32]}; the CU tells
     * the spaces apart by the high dword, so a base must be 4 GiB aligned */
    if ((uint32_t)p->shared_aperture || (uint32_t)p->private_aperture) {
        snprintf(err, errsize, "aperture bases 0x%" PRIx64 " / 0x%" PRIx64 " are not 4 GiB aligned",
                 p->shared_aperture, p->private_aperture);
        return -1;
    }
    EMIT(TB_INIT_WAVE_INFO, 4, 0, (p->shared_aperture >> 32) << 32 | p->private_aperture >> 32);
    /* word 5: the wave's private bytes per lane (scratch past it is out of range; 0 unchecked) */
    EMIT(TB_INIT_WAVE_INFO, 5, 0, w->scratch_per_lane);
    /* words 0 and 1 first: word 1 gives the wave its VGPR rows, which the
     * CU zeroes before the VGPR beats below can land in them */
    for (unsigned word = 0; word < 2; word++)
        EMIT(TB_INIT_WAVE_INFO, word, 0, wave_info(word, w, p));
    /* the CU allocates the slot with its first beat: its SGPRs read 0
     * until written, so only the nonzero ones are sent */
    for (unsigned s = 0; s < GCN_NUM_SGPR_CODES; s++)
        if ((s <= GCN_OP_FLAT_SCR_HI || s == GCN_OP_VCC_LO || s == GCN_OP_VCC_HI || s == GCN_OP_M0) && w->sgpr[s] != 0)
            EMIT(TB_INIT_SGPR, s, 0, w->sgpr[s]);
    /* a row with a nonzero lane goes whole, in runs within quarters */
    for (unsigned v = 0; v < GCN_NUM_VGPRS; v++) {
        int any = v < p->zero_vgprs;
        for (unsigned l = 0; l < GCN_WAVE_SIZE && !any; l++)
            any = w->vgpr[v][l] != 0;
        for (unsigned l = 0, n; any && l < GCN_WAVE_SIZE; l += n)
            EMIT(TB_INIT_VGPR, v, l, vgpr_run(w->vgpr[v], l, &n));
    }
    /* word 2 after the registers: it waits while the LDS clears another
     * window, and the register beats need not.  The workgroup's first
     * wave: word 2 makes the CU zero the LDS window; word 3 beats preload
     * its nonzero dwords {be[59:56], offset[48:32], dword[31:0]} (directed
     * tests' `;; init lds`) */
    EMIT(TB_INIT_WAVE_INFO, 2, 0, wave_info(2, w, p));
    if (slot == p->wg_slot && p->lds)
        for (uint32_t off = 0; off < p->lds_size; off += 4) {
            uint32_t v = 0, be = 0;
            for (uint32_t b = 0; b < 4 && off + b < p->lds_size; b++) {
                v |= (uint32_t)p->lds[off + b] << (8 * b);
                be |= 1u << b;
            }
            if (v)
                EMIT(TB_INIT_WAVE_INFO, 3, 0, (uint64_t)be << 56 | (uint64_t)off << 32 | v);
        }
    EMIT(TB_INIT_PC, 0, 0, w->pc);
    EMIT(TB_INIT_EXEC, 0, 0, gcn_exec_mask(w));
    EMIT(TB_INIT_MODE, 0, 0, w->mode);
    EMIT(TB_INIT_SCC, 0, 0, w->scc);
    EMIT(TB_INIT_START, 0, 0, 0);
    return 0;
}
