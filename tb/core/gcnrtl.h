/* The entry point of the RTL backends (sw/runtime): a kernel dispatch run on
 * the RTL by the testbench core, with the lockstep checker on or off.
 *
 * The Verilator build exports it from build/libgcnrtl-verilator.so, which
 * the runtime loads with dlopen (so neither the runtime nor gcnsim depends
 * on Verilator when they are built); the runtime checks GCNRTL_ABI through
 * gcnrtl_abi(), then that the library's configuration (gcnrtl_config) is its
 * own, before the first call.  docs/runtime.md. */
#ifndef GCNRTL_H
#define GCNRTL_H

#include <stdint.h>
#include <stdio.h>

#include "gcn/dispatch.h"
#include "gcn/perf.h"

#ifdef __cplusplus
extern "C" {
#endif

#define GCNRTL_ABI 5

/* A named configuration (config/<name>.def) as a build knows it: the RTL
 * library's, the runtime's and the Icarus image's, each from the
 * gcn_config.h it was compiled with (tb/core/gcnrtl_cfg.c). */
typedef struct gcnrtl_config {
    char name[32];
    uint32_t num_simd, waves_per_simd, lanes_per_simd, vgprs, lds_bytes, tag_w, has_fp64, has_mfma;
} gcnrtl_config;

/* This build's configuration. */
void gcnrtl_config_this(gcnrtl_config *c);
/* One line: "small (1 SIMD x 4 lanes, 4 waves per SIMD, 128 VGPRs, 16 KiB LDS, ...)". */
void gcnrtl_config_text(const gcnrtl_config *c, char *buf, size_t size);
/* 1 when a and b are the same configuration, name and values. */
int gcnrtl_config_same(const gcnrtl_config *a, const gcnrtl_config *b);
/* 0 when the other side of a run (their_what: e.g. the library's path),
 * built for `theirs`, has this build's (our_what) configuration; else -1
 * with both configurations and how to build matching ones in err. */
int gcnrtl_config_check(const gcnrtl_config *theirs, const char *their_what, const char *our_what, char *err,
                        size_t errsize);

typedef struct gcnrtl_opts {
    int check;                    /* 1: lockstep with the model; 0: the RTL alone */
    unsigned fault_kind, fault_n; /* +gcn_fault=K +gcn_fault_n=N (0: no fault) */
    const char *const *tb_args;   /* core options as "--key" "value" pairs (tb_config_option) */
    unsigned n_tb_args;
    const char *trace_path;       /* one line per checked instruction, or NULL */
    const char *coverage_path;    /* functional coverage of the checked instructions, or NULL */
    FILE *log;                    /* reports (stdout when NULL) */
    const char *wave_path;        /* an FST of the cycles tb_args' --wave-from/--wave-to name, or NULL; a
                                   * library built without waveform code refuses it (make tb-rtl-trace) */
    const char *timeline_path;    /* a line per retired instruction (tb_config.timeline), or NULL */
    const char *rerun;            /* the gcnsim command that ran, for the divergence report's rerun hint */
} gcnrtl_opts;

typedef struct gcnrtl_stats {
    uint64_t cycles, retired, checked;
    int passed;                   /* the checker's verdict (with check 0: the run ended) */
    double seconds;
    unsigned nperf;               /* the RTL's profiler counters, read at the end (0: none) */
    uint64_t perf[GCN_PERF_MAX];  /* by gcn_perf_id (gcn/perf.h, docs/counters.md) */
} gcnrtl_stats;

typedef int (*gcnrtl_abi_fn)(void);
typedef void (*gcnrtl_config_fn)(gcnrtl_config *c);
typedef int (*gcnrtl_run_fn)(const gcn_dispatch *d, const gcnrtl_opts *o, gcn_run_result *res, gcnrtl_stats *st);

typedef int (*gcnrtl_waves_fn)(void);

int gcnrtl_abi(void);
/* 1 when the library has the FST waveform code (make tb-rtl-trace), else 0. */
int gcnrtl_waves(void);
/* The configuration the library was built for (gcnrtl_config_this there). */
void gcnrtl_config_get(gcnrtl_config *c);
/* Run the dispatch on the RTL.  The dispatch's scratch must be at least
 * gcnrtl_scratch_bytes(d).  0 when the kernel ended and (checking) every
 * instruction matched; -1 otherwise, res saying why. */
int gcnrtl_run(const gcn_dispatch *d, const gcnrtl_opts *o, gcn_run_result *res, gcnrtl_stats *st);

#ifdef __cplusplus
}
#endif

#endif
