/* The dispatcher: runs one kernel dispatch on the golden model.
 *
 * It does what the command processor and the SPI do on hardware: splits the
 * grid into workgroups (partial ones at the edges), creates the waves of
 * each workgroup with the ABI's initial state (user and system SGPRs, packed
 * work-item ids in v0, EXEC, MODE, accum_offset), gives each workgroup its
 * LDS and each wave its scratch, and steps the waves of a workgroup round
 * robin, releasing s_barrier when every wave still running has arrived.
 * Workgroups run one after another.  Device memory (kernarg segment, AQL
 * packet, scratch backing store) belongs to the caller; the dispatcher only
 * reads and writes it through gcn_memory. */
#ifndef GCN_DISPATCH_H
#define GCN_DISPATCH_H

#include <stdint.h>

#include "gcn/loader.h"
#include "gcn/model.h"

typedef void (*gcn_retire_fn)(void *user, const gcn_wave *w, uint64_t wave_id, const gcn_retire *rec);
typedef void (*gcn_wave_start_fn)(void *user, const gcn_wave *w, uint64_t wave_id);

typedef struct gcn_dispatch {
    const gcn_kernel *kernel;
    gcn_code *code;               /* .text mapped at its device address */
    uint64_t load_base;           /* device address of the code object's vaddr 0 */
    gcn_memory mem;
    unsigned dims;                /* 1..3; 0: the highest dimension with a size above 1 */
    uint32_t grid[3];             /* work-items per dimension (0 counts as 1) */
    uint32_t wg[3];               /* work-items per workgroup per dimension (0 counts as 1) */
    uint64_t kernarg_addr;
    uint64_t packet_addr;         /* 64 bytes: the dispatcher writes the AQL packet there */
    uint64_t queue_addr;          /* amd_queue_t the caller provides (may be 0) */
    uint64_t dispatch_id;
    uint64_t scratch_addr;        /* private segment backing store ... */
    uint64_t scratch_bytes;       /* ... of at least gcn_dispatch_scratch_bytes() */
    uint32_t private_bytes;       /* per work-item; 0: the descriptor's fixed size */
    uint32_t dynamic_lds;         /* bytes of group segment added to the fixed size */
    uint64_t shared_aperture;     /* flat address bases of LDS and scratch */
    uint64_t private_aperture;
    uint64_t max_instructions;    /* over the whole dispatch; 0: no limit */
    gcn_retire_fn on_retire;      /* called after every instruction when set */
    gcn_wave_start_fn on_wave_start; /* called with each wave's initial state when set */
    void *user;
    gcn_hazards *hazards;         /* non-NULL: check the required wait states (gcn/hazard.h) */
} gcn_dispatch;

typedef enum gcn_run_status {
    GCN_RUN_OK,        /* every wave reached s_endpgm */
    GCN_RUN_TRAP,      /* a wave trapped: msg has its message */
    GCN_RUN_LIMIT,     /* max_instructions reached before the end */
    GCN_RUN_SETUP      /* the dispatch could not be set up: msg says why */
} gcn_run_status;

typedef struct gcn_run_result {
    gcn_run_status status;
    char msg[320];
    uint64_t instructions;        /* retired, all waves */
    uint64_t waves, workgroups;   /* started */
} gcn_run_result;

/* Per-work-item private bytes the dispatch uses (dword aligned). */
uint32_t gcn_dispatch_private_bytes(const gcn_dispatch *d);
/* Scratch backing store a dispatch needs (workgroups run one at a time, so
 * one workgroup's waves). */
uint64_t gcn_dispatch_scratch_bytes(const gcn_dispatch *d);
/* The 64-byte hsa_kernel_dispatch_packet_t of the dispatch. */
void gcn_dispatch_packet(const gcn_dispatch *d, uint8_t pkt[64]);
/* Bytes of scratch one wave uses (64 lanes, rounded to the 1 KiB granule). */
uint64_t gcn_dispatch_scratch_per_wave(const gcn_dispatch *d);
/* LDS bytes of one workgroup: the descriptor's fixed size plus dynamic LDS. */
uint32_t gcn_dispatch_lds_bytes(const gcn_dispatch *d);
/* Workgroups per dimension, and the waves of workgroup wg_id (fewer at the
 * grid's edges). */
void gcn_dispatch_wg_count(const gcn_dispatch *d, uint32_t count[3]);
unsigned gcn_dispatch_wg_waves(const gcn_dispatch *d, const uint32_t wg_id[3]);
/* Check the dispatch and write its AQL packet: what gcn_dispatch_run does
 * before the first wave; a caller that runs the waves itself (the RTL
 * testbench) calls it once.  0, or -1 with res->status GCN_RUN_SETUP. */
int gcn_dispatch_prepare(const gcn_dispatch *d, gcn_run_result *res);
/* The initial state of wave wave_in_wg of workgroup wg_id, as the ABI gives
 * it: user and system SGPRs, work-item ids in v0, EXEC, MODE, accum_offset,
 * VGPR and AccVGPR counts, PC, scratch.  scratch_slot picks the wave's slice
 * of the scratch backing store (gcn_dispatch_scratch_per_wave bytes each):
 * the model runs one workgroup at a time and uses wave_in_wg; a caller that
 * runs several workgroups at once passes a slice no running wave uses (the
 * testbench: the wave slot) and gives scratch_bytes for that many slices.
 * w->wg is left NULL for the caller.  -1 when wave_in_wg is out of range. */
int gcn_dispatch_init_wave(const gcn_dispatch *d, const uint32_t wg_id[3], unsigned wave_in_wg, unsigned scratch_slot,
                           gcn_wave *w);
/* Run the dispatch to its end; 0 when status is GCN_RUN_OK, else -1. */
int gcn_dispatch_run(const gcn_dispatch *d, gcn_run_result *res);

#endif
