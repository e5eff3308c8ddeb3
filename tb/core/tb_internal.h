/* Internals of the testbench core shared by its files. */
#ifndef TB_INTERNAL_H
#define TB_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "gcn/regions.h"
#include "tb_core.h"

/* ---- seeded random numbers (splitmix64) ---- */
static inline uint64_t tb_rand(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* ---- the DUT's view of memory: 16-byte blocks copied on first touch from
 * the base memory (which the model uses), so the two never share a byte ---- */
typedef struct tb_block {
    uint64_t key;        /* address >> 4, plus one; 0: empty slot */
    uint16_t mapped;     /* bytes of the block that exist */
    uint8_t bytes[16];
} tb_block;

typedef struct tb_overlay {
    gcn_memory base;
    int direct;          /* 1: no copy, the DUT works on base itself */
    tb_block *slot;
    size_t cap, used;
} tb_overlay;

void tb_overlay_free(tb_overlay *o);
/* The block holding addr (16-byte aligned), created from base on first use;
 * NULL only when out of memory. */
tb_block *tb_overlay_block(tb_overlay *o, uint64_t addr);
/* Byte-range access through the blocks; -1 when a byte is not mapped. */
int tb_overlay_read(tb_overlay *o, uint64_t addr, void *dst, uint64_t n);
int tb_overlay_write(tb_overlay *o, uint64_t addr, const void *src, uint64_t n);

/* ---- one memory channel: requests in, responses out after a latency ---- */
typedef struct tb_pending {
    uint32_t tag;
    uint64_t due, seq;
    uint8_t err;
    uint8_t data[16];
} tb_pending;

typedef struct tb_chan {
    tb_chan_cfg cfg;
    tb_pending *q;
    unsigned n;
    int presenting;          /* index of the response on the bus, or -1 */
    uint64_t seq, requests, responses;
} tb_chan;

int tb_chan_init(tb_chan *c, const tb_chan_cfg *cfg);
void tb_chan_free(tb_chan *c);
/* A request was accepted: queue its response. */
tb_pending *tb_chan_push(tb_chan *c, uint32_t tag, uint64_t now, uint64_t *rng);
int tb_chan_tag_busy(const tb_chan *c, uint32_t tag);
/* The response presented this cycle moved (valid and ready). */
void tb_chan_pop(tb_chan *c);
/* Which response to present next cycle (NULL: none); keeps the one on the
 * bus until it moves. */
const tb_pending *tb_chan_next(tb_chan *c, uint64_t now, uint64_t *rng);
int tb_chan_req_ready(const tb_chan *c, uint64_t *rng);

/* Execute one data-memory request on the DUT's memory: fills the response
 * (data, err).  -1 with a message when the request itself is malformed. */
int tb_dm_execute(tb_overlay *o, uint8_t op, uint64_t addr, uint16_t be, const uint32_t wdata[4], tb_pending *rsp,
                  char *msg, size_t msgsize);

#endif

/* ---- the lockstep checker (tb_check.c) ---- */

/* One retirement beat as it came off the port. */
typedef struct tb_beat {
    uint8_t unit, kind, quarter;    /* unit: SALU 0, VALU 1, LSU 2, LSU return 3, DS 4 */
    uint32_t wave;
    uint64_t pc;
    uint16_t index, mask;
    uint32_t data[TB_RT_DATA_WORDS];
} tb_beat;

typedef struct tb_checker tb_checker;

tb_checker *tb_checker_new(const tb_config *cfg, gcn_machine *m);
void tb_checker_free(tb_checker *c);
/* A wave starts in slot with this initial state; wg: its model workgroup
 * (shared LDS), wg_id identifies the workgroup for barriers. */
int tb_checker_start_wave(tb_checker *c, unsigned slot, const gcn_wave *init, gcn_workgroup *wg, unsigned wg_id);
/* One beat.  0; -1 when the run must stop at a divergence or interface
 * error (the report is printed); 1 when it must stop because a wave
 * trapped (tb_checker_trap says where and why). */
int tb_checker_beat(tb_checker *c, uint64_t cycle, const tb_beat *b);
/* Stop at the first trap of any wave (kernels, as the model's dispatcher
 * does); a memory violation, which the DUT reports after the instruction
 * retired, stops the run whatever this says. */
void tb_checker_set_stop_on_trap(tb_checker *c, int on);
/* The trap that stopped the run, or NULL. */
typedef struct tb_trap {
    unsigned slot, cause;        /* cause: the model's gcn_trap numbering (TRAP beat index) */
    uint64_t pc, cycle;
    uint32_t words[3];
    unsigned nwords;
    char msg[160];               /* the model's message (lockstep) or the RTL's cause (checker off) */
} tb_trap;
const tb_trap *tb_checker_trap(const tb_checker *c);
/* The checker off: a data request found unmapped memory (its instruction is
 * the LSU's current one, whose TRAP beat comes later). */
void tb_checker_bad_request(tb_checker *c);
/* Slot state: 1 while the model wave runs or late beats are owed. */
int tb_checker_slot_busy(const tb_checker *c, unsigned slot);
/* 1 while any wave runs or owes beats. */
int tb_checker_busy(const tb_checker *c);
/* End of run: every owed beat must have come.  0 or -1 (reported). */
int tb_checker_finish(tb_checker *c, uint64_t cycle);
/* Describe what each busy slot is doing (for timeouts). */
void tb_checker_dump_waves(const tb_checker *c, FILE *f);
/* The report's last line: the command that dumps waveforms for cycles
 * [from, to] (rerun: the command that ran, NULL if unknown; sim: which
 * simulator's dump shows it, TB_WAVES_VERILATOR unless it needs four states). */
#define TB_WAVES_VERILATOR "Verilator: a `make TRACE=1` build"
#define TB_WAVES_ICARUS "Icarus, which shows X and Z"
void tb_print_wave_hint(FILE *f, const char *sim, const tb_config *cfg, uint64_t from, uint64_t to);
uint64_t tb_checker_matched(const tb_checker *c);
uint64_t tb_checker_beats(const tb_checker *c);
/* instructions that ended before an older one of their wave (compared later, in program order) */
uint64_t tb_checker_ahead(const tb_checker *c);
const gcn_wave *tb_checker_model_wave(const tb_checker *c, unsigned slot);
/* A bit per SGPR code of the wave in slot: its value came from the DUT's
 * clock (s_memtime / s_memrealtime) and no instruction has written it since. */
const uint64_t *tb_checker_dut_clock_regs(const tb_checker *c, unsigned slot);
void tb_checker_set_enabled(tb_checker *c, int on);
/* The first line of the first report ("" while nothing diverged). */
const char *tb_checker_summary(const tb_checker *c);
/* Format a disassembly of words at pc into buf. */
void tb_disasm(const uint32_t *words, unsigned nwords, uint64_t pc, char *buf, size_t size);
