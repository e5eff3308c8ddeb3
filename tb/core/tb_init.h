/* The init-channel beats that start one wave on gcn_cu (docs/rtl-interfaces.md,
 * "Wave start"): WAVE_INFO words, SGPRs, VGPR runs, the LDS window and its
 * preload, PC, EXEC, MODE, SCC, START, in the order the CU needs them.  One implementation for
 * every sender: the testbench's dispatcher (tb_core.c) and the board host
 * (sw/runtime/board.c), which sends the same beats over the UART link.  It
 * knows no simulator and no testbench state. */
#ifndef TB_INIT_H
#define TB_INIT_H

#include <stddef.h>
#include <stdint.h>

#include "gcn/model.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Where a wave goes on the CU: decided by whoever allocates slots, VGPR rows
 * and LDS windows. */
typedef struct tb_init_place {
    unsigned wg_slot;          /* the slot of its workgroup's first wave */
    unsigned waves_in_wg;
    unsigned vbase, vcount;    /* its VGPR rows in its SIMD's bank */
    uint32_t lds_base, lds_size; /* its workgroup's LDS window */
    const uint8_t *lds;        /* the window's initial bytes, sent with the first wave; NULL: zeros */
    uint64_t shared_aperture, private_aperture; /* SH_MEM_BASES, both 4 GiB aligned */
    unsigned zero_vgprs;       /* VGPRs 0..n-1 are sent in full, zeros too */
} tb_init_place;

/* One beat: slot, kind (TB_INIT_*), index, lane, data.  Nonzero stops the
 * sequence and is returned. */
typedef int (*tb_init_emit)(void *user, unsigned slot, unsigned kind, unsigned index, unsigned lane, uint64_t data);

/* Emit every beat that starts wave w in slot `slot`, START last.  VGPR rows
 * go out whole, in runs of lanes within a quarter (a beat per quarter at
 * most for a constant row or one counting up by lane, as v0's ids).  -1 with a message in err when the
 * apertures are not 4 GiB aligned; else what emit returned last (0). */
int tb_init_wave(unsigned slot, const gcn_wave *w, const tb_init_place *p, tb_init_emit emit, void *user, char *err,
                 size_t errsize);

/* The lanes of one VGPR beat (its lane and data, docs/rtl-interfaces.md) into
 * row, as the CU writes them; how many (the run stays in lane's quarter). */
unsigned tb_init_run_lanes(unsigned lane, uint64_t data, uint32_t row[GCN_WAVE_SIZE]);

#ifdef __cplusplus
}
#endif

#endif
