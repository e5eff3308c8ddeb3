/* The testbench core: everything the RTL testbench does, with no knowledge
 * of any simulator.
 *
 * An adapter (tb/verilator, tb/icarus) calls tb_core_cycle once per clock:
 * it copies the outputs of gcn_cu (docs/rtl-interfaces.md) into a
 * tb_dut_out, sampled after the inputs of this cycle have settled and
 * before the rising edge, and receives in a tb_dut_in the inputs to drive
 * for the next cycle (applied after the edge).  A beat moves at the edge
 * when valid and ready were both high in what the core saw.
 *
 * Inside: device memory with latency and seeded reordering for the
 * instruction-fetch and data channels, the dispatcher that writes initial
 * wave state through the init channel, the lockstep checker that compares
 * every retired instruction with the golden model (cmodel/, through its API
 * only), a trace writer and a cycle limit. */
#ifndef TB_CORE_H
#define TB_CORE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "gcn/model.h"
#include "gcn/perf.h"
#include "gcn_config.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Port widths the core assumes; the adapters check theirs against them. */
#define TB_MAX_WAVES 64      /* wave slots (wave_free_o is at most 64 bits) */
#define TB_RT_DATA_WORDS 16  /* a channel's rt_data_o: 512 bits */
/* an SGPR beat with `last`: the folded END's data bits 2:0 in data word 1 (rt_data_o[34:32]) */
#define TB_RT_SGPR_END_WORD 1
#define TB_RT_SGPR_END_MASK 7u
/* Retirement channels (rt_*_o: channel c at slice c): 0 the SALU, 1..NUM_SIMD
 * the SIMDs' VALUs, then the LSU, its return engine, the DS unit. */
#define TB_RT_CH GCN_CFG_RT_CH

/* Retirement beat kinds (rt_kind_o). */
enum { TB_RT_INSN, TB_RT_SGPR, TB_RT_VGPR, TB_RT_STORE, TB_RT_LATE_SGPR, TB_RT_LATE_VGPR, TB_RT_TRAP, TB_RT_END };
/* Init channel kinds (init_kind_i). */
enum { TB_INIT_SGPR, TB_INIT_VGPR, TB_INIT_PC, TB_INIT_EXEC, TB_INIT_MODE, TB_INIT_WAVE_INFO, TB_INIT_SCC, TB_INIT_START };
/* Data memory request ops (dm_req_op_o); an atomic's response always
 * carries the old value. */
enum {
    TB_DM_LOAD, TB_DM_STORE, TB_DM_ADD, TB_DM_SUB, TB_DM_SMIN, TB_DM_UMIN, TB_DM_SMAX, TB_DM_UMAX,
    TB_DM_AND, TB_DM_OR, TB_DM_XOR, TB_DM_INC, TB_DM_DEC, TB_DM_SWAP, TB_DM_CMPSWAP, TB_DM_FADD,
    TB_DM_FMIN, TB_DM_FMAX,
    /* 18..21 are the CU's own atomic ALU operations (LDS only), never requested */
    TB_DM_FADD_FTZ = 22, TB_DM_PK_FADD_F16, TB_DM_NOPS
};

/* One retirement channel's beat, as the DUT drives it. */
typedef struct tb_rt_out {
    uint8_t valid, unit, kind, quarter;
    uint8_t last;   /* the beat also ends its instruction: an END (next PC in pc; SGPR beats: its data
                     * bits at data bits 34:32, else SCC not written) follows it */
    uint8_t first;  /* the beat also starts it: an INSN (PC in pc, words in insn) comes before it */
    uint32_t wave;
    uint64_t pc;
    uint16_t index, mask;
    uint32_t data[TB_RT_DATA_WORDS];
    uint32_t insn[4];   /* a folded INSN's words (0..2) and nwords (bits 1:0 of 3), as an INSN beat's data */
} tb_rt_out;

/* What the DUT drives: copied by the adapter every cycle. */
typedef struct tb_dut_out {
    uint64_t wave_free;
    uint8_t init_ready;
    uint8_t if_req_valid, if_rsp_ready;
    uint32_t if_req_tag;
    uint64_t if_req_addr;
    uint8_t dm_req_valid, dm_rsp_ready, dm_req_op;
    uint32_t dm_req_tag;
    uint64_t dm_req_addr;
    uint16_t dm_req_be;
    uint32_t dm_req_wdata[4];
    tb_rt_out rt[TB_RT_CH];   /* a beat per retirement channel; the fields only where valid */
} tb_dut_out;

/* What the testbench drives for the next cycle. */
typedef struct tb_dut_in {
    uint8_t rst;
    uint8_t init_valid, init_kind, init_lane;
    uint32_t init_wave;
    uint16_t init_index;
    uint64_t init_data;
    uint8_t if_req_ready, if_rsp_valid;
    uint32_t if_rsp_tag;
    uint64_t if_rsp_data;
    uint8_t dm_req_ready, dm_rsp_valid, dm_rsp_err;
    uint32_t dm_rsp_tag;
    uint32_t dm_rsp_rdata[4];
    uint8_t rt_ready;
} tb_dut_in;

/* Latency and ordering of one memory channel. */
typedef struct tb_chan_cfg {
    unsigned latency;        /* cycles from request to the earliest response */
    unsigned jitter;         /* plus 0..jitter random cycles per request */
    unsigned reorder;        /* 1: any due response may go first (seeded) */
    unsigned max_outstanding;/* requests in flight before req_ready drops */
    unsigned stall_pct;      /* chance in percent that req_ready is low in a cycle */
} tb_chan_cfg;

typedef struct tb_config {
    uint64_t seed;
    tb_chan_cfg ifc, dmc;
    uint64_t max_cycles;     /* the run stops with a report beyond this */
    uint64_t stall_cycles;   /* ... or when nothing retires for this long */
    unsigned reset_cycles;
    unsigned history;        /* retired records kept per wave for the report */
    unsigned num_waves;      /* wave slots of the DUT */
    unsigned tag_bits;       /* TAG_W */
    unsigned init_zero_vgprs;/* VGPRs 0..n-1 written in full (zeros too) at wave start */
    unsigned spec_waves;     /* a spec's wave runs as this many copies, one workgroup each (1) */
    unsigned check_expect;   /* check the spec's expect lines at the end (1); 0 for copies of a
                              * test whose waves race on the memory it checks: the lockstep
                              * checker and the final memory comparison still run */
    FILE *trace;             /* one line per retired instruction, or NULL */
    struct gcn_cov *cov;     /* functional coverage of the checked instructions, or NULL */
    FILE *log;               /* reports (stdout when NULL) */
    const char *rerun;       /* the command line, for the rerun hint */
    int rerun_gcnsim;        /* rerun is a gcnsim command: the hint adds --wave F --wave-window C0:C1
                              * (else it is the directed tests' TRACE=1 ... --wave-from/--wave-to) */
    FILE *timeline;          /* one line per retired instruction for the runtime's timeline
                              * (sw/runtime/timeline.c): "wave unit first-beat-cycle end-cycle pc", or NULL */
    uint64_t wave_from, wave_to; /* waveform window for the adapters (cycles; to 0: no end) */
    uint64_t inject;         /* n > 0: flip bit 0 of the n-th SGPR/VGPR beat on its way to the
                              * checker, to show that it catches a fault */
} tb_config;

void tb_config_default(tb_config *c);
/* 1 when cycle is in the waveform window [from, to] (to 0: no end). */
int tb_wave_window_has(uint64_t from, uint64_t to, uint64_t cycle);

/* The RTL's fault-injection points (rtl/lib/gcn_fault.v instances, whose
 * KIND is the point's number; scripts/gen_rtl_decode.py checks the RTL has
 * exactly these): what point kind breaks, or NULL when there is no such
 * point.  tb_fault_points_text lists them as "1 (...), 2 (...)". */
const char *tb_fault_point(unsigned kind);
void tb_fault_points_text(char *buf, size_t size);
/* Check a fault point's number: 0 when it exists (or is 0, none), else -1
 * with a message in err. */
int tb_fault_check(unsigned kind, char *err, size_t size);
/* Apply one "--key value" option (key without dashes); 0, 1 when the key is
 * not a core option, -1 when the value is bad. */
int tb_config_option(tb_config *c, const char *key, const char *value);
/* One line per option tb_config_option knows. */
void tb_config_usage(FILE *f);

typedef struct tb_core tb_core;

tb_core *tb_core_new(const tb_config *c);
void tb_core_free(tb_core *tb);

/* ---- device memory (both the DUT's and, copied at start, the model's) ---- */
int tb_mem_map(tb_core *tb, uint64_t base, uint64_t size);
int tb_mem_write(tb_core *tb, uint64_t addr, const void *src, uint64_t n);
int tb_mem_read(tb_core *tb, uint64_t addr, void *dst, uint64_t n);
/* Let the DUT and the model use a memory the caller owns (the runtime's
 * device memory) instead of the core's regions: the DUT side writes through
 * mem, the model side gets its own copy of every byte it touches. */
void tb_mem_attach(tb_core *tb, gcn_memory mem);

/* ---- code and waves ---- */
/* The code the model decodes (its words stay the caller's); the DUT fetches
 * its instructions from device memory, so the code must also be there. */
int tb_set_code(tb_core *tb, uint64_t base, const uint32_t *words, size_t nwords);
void tb_set_apertures(tb_core *tb, uint64_t shared_aperture, uint64_t private_aperture);
/* Queue a wave: its initial state as the model's dispatcher computed it.
 * Waves with the same workgroup number share LDS and barriers; a workgroup
 * starts when enough slots are free.  lds_bytes: the workgroup's LDS. */
int tb_add_wave(tb_core *tb, const gcn_wave *init, unsigned workgroup, unsigned waves_in_wg, uint32_t lds_bytes);
/* Kernels: n workgroups, waves[i] waves in workgroup i, each wave needing
 * vgprs rows of its SIMD's VGPR bank (AccVGPRs included) and each
 * workgroup lds_bytes of LDS.  A workgroup starts when its waves fit (free
 * slots, rows, an LDS window); its waves' initial state is made then by
 * make(user, workgroup, wave_in_wg, slot, w), slot being the wave slot the
 * wave gets (a scratch slice no running wave shares).  Instead of
 * tb_add_wave, before the run.  -1 on bad sizes or no memory. */
typedef int (*tb_wave_fn)(void *user, unsigned workgroup, unsigned wave_in_wg, unsigned slot, gcn_wave *w);
int tb_add_workgroups(tb_core *tb, unsigned n, const unsigned *waves, uint32_t vgprs, uint32_t lds_bytes,
                      tb_wave_fn make, void *user);
/* LDS bytes a workgroup starts with (directed tests); before the run. */
int tb_lds_write(tb_core *tb, unsigned workgroup, uint32_t off, const void *src, uint32_t n);

/* Read a directed-test spec (scripts/isa_tests.py's format, read by
 * tb_spec.c as isatest reads it): code, memory, the wave's initial state,
 * queued as --waves copies.  The expect lines are kept and checked on the
 * model's final state and the DUT's memory by tb_core_finish.  Paths in the
 * spec are relative to the current directory.  -1 with a message (a
 * malformed spec: "SPEC:LINE: what"). */
int tb_load_spec(tb_core *tb, const char *path, char *err, size_t errsize);

/* ---- running ---- */
typedef enum tb_status {
    TB_RUNNING,
    TB_DONE,        /* every wave ended, every late beat arrived */
    TB_DIVERGED,    /* the checker found a mismatch: reported */
    TB_TIMEOUT,     /* cycle or stall limit: reported */
    TB_ERROR,       /* the DUT broke the interface (bad tag, ...): reported */
    TB_TRAPPED      /* a wave trapped and the run stopped there, as the model's dispatcher
                     * stops (kernels; a memory violation in any run): the kernel's own
                     * fault, reported with its PC (tb_core_trap) */
} tb_status;

/* One clock: out as sampled before the edge, in receives the inputs for
 * the next cycle.  Returns the status after this cycle. */
tb_status tb_core_cycle(tb_core *tb, const tb_dut_out *out, tb_dut_in *in);
/* 1 while the coming cycle is a reset cycle: tb_core_cycle reads none of
 * the DUT's outputs then, so an adapter need not sample them. */
int tb_core_in_reset(const tb_core *tb);
/* A four-state simulator's adapter (Icarus) found an X or Z bit on an output
 * the coming cycle reads (what: the signal, why it is read, the bits).  An
 * INTERFACE ERROR at that cycle, numbered as the trace and the divergence
 * reports number it; the run stops (TB_ERROR).  Two-state simulators never
 * call it.  Nothing happens once the run has stopped. */
void tb_core_xz(tb_core *tb, const char *what);
/* The inputs to drive before the first cycle (reset asserted). */
void tb_core_initial_inputs(tb_core *tb, tb_dut_in *in);
/* After the run: check expectations of a spec, print the final
 * "matched N instructions" line.  Returns the process exit code: 0 pass,
 * 1 fail. */
int tb_core_finish(tb_core *tb);

/* The DUT's constant cfg_*_o outputs, checked against cmodel/gen/gcn_config.h
 * at start-up; sets the wave slots and tag width.  -1 (reported) on a
 * mismatch. */
typedef struct tb_dut_cfg {
    uint32_t num_simd, waves_per_simd, lanes_per_simd, sgprs_per_wave, vgprs, lds_bytes, tag_w;
} tb_dut_cfg;
int tb_core_check_config(tb_core *tb, const tb_dut_cfg *c);

/* Every workgroup of a kernel must fit the CU at some point: slots, VGPR
 * rows of a SIMD's bank, LDS.  0 when a workgroup of `waves` waves, each
 * needing `vgprs` VGPR rows (AccVGPRs included), and `lds_bytes` of LDS
 * can be placed on an empty CU; else -1, with which resource, needed and
 * available, in why. */
int tb_workgroup_fits(unsigned waves, uint32_t vgprs, uint32_t lds_bytes, char *why, size_t size);

/* The trap that stopped a run (status TB_TRAPPED).  reason: the model's
 * message (lockstep), or what the RTL reported (the checker off). */
typedef struct tb_trap_info {
    unsigned slot, workgroup, wave_in_wg;  /* workgroup: its number in the order queued */
    uint64_t pc, cycle;
    char disasm[96];
    char reason[240];
} tb_trap_info;
/* 0 and *t filled when the run stopped at a trap; -1 otherwise. */
int tb_core_trap(const tb_core *tb, tb_trap_info *t);

/* After tb_core_finish, the DUT's memory (its copy of every byte it
 * touched) is written into the attached memory, so a kernel's outputs are
 * the RTL's, not the model's (they are equal when the run passed). */
int tb_core_writeback(tb_core *tb);
/* 1 when tb_core_finish found the run good. */
int tb_core_passed(const tb_core *tb);
/* Instructions the DUT retired (END beats), checked or not. */
uint64_t tb_core_retired(const tb_core *tb);
uint64_t tb_core_workgroups_started(const tb_core *tb);

uint64_t tb_core_cycles(const tb_core *tb);
uint64_t tb_core_matched(const tb_core *tb);
tb_status tb_core_status(const tb_core *tb);
/* The model result a finished run can report (the runtime backends). */
const char *tb_core_message(const tb_core *tb);
/* The checker can be switched off to measure the simulator alone: beats are
 * then only counted. */
void tb_core_set_checking(tb_core *tb, int on);

/* The RTL's profiler counters (gcn_cu's perf_sel_i / perf_data_o,
 * cmodel/include/gcn/perf.h, docs/counters.md): once the run has stopped, the
 * adapter reads counter 0 .. tb_core_perf_count() - 1 and hands each value to
 * tb_core_set_perf; tb_core_perf gives them back (*v; 0 when none were read). */
unsigned tb_core_perf_count(void);
void tb_core_set_perf(tb_core *tb, unsigned id, uint64_t value);
unsigned tb_core_perf(const tb_core *tb, const uint64_t **v);

#ifdef __cplusplus
}
#endif

#endif
