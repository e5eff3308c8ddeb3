/* Host runtime: device memory, code objects, kernel arguments and launches,
 * on a backend chosen by name.
 *
 * Device memory is one sparse 64-bit address space of allocations (each a
 * host buffer); an access outside every allocation, or across two, is an
 * error the device sees as a memory violation.  A launch builds the
 * kernarg segment from typed arguments and the kernel's metadata (explicit
 * arguments in order, then the hidden arguments of code object v4 or v5),
 * writes the AQL packet, allocates scratch, and hands the dispatch to the
 * backend.  Backends: "model" (the golden model); "lockstep" (the RTL,
 * Verilated, every retired instruction checked against the model);
 * "verilator" (the same RTL alone, no checker); "icarus" (the RTL under
 * Icarus in a vvp process, checked as in lockstep).  The Verilator backends
 * load build/libgcnrtl-verilator.so (next to the program, or $GCN_RTL_LIB)
 * when the runtime is opened (a run with waveforms loads
 * build/libgcnrtl-verilator-trace.so instead); "icarus" needs vvp in PATH and
 * build/icarus/tb.vvp (or $GCN_ICARUS_DIR); "board" runs the RTL on an FPGA
 * board (fpga/board) or its simulation through the UART host link. */
#ifndef GCN_RUNTIME_H
#define GCN_RUNTIME_H

#include <stddef.h>
#include <stdint.h>

#include "gcn/dispatch.h"
#include "gcn/loader.h"
#include "gcn/perf.h"

typedef struct gcn_rt gcn_rt;

/* Open a runtime on a backend; NULL with a message in err when the backend
 * does not exist or is not available. */
gcn_rt *gcn_rt_open(const char *backend, char *err, size_t errsize);
void gcn_rt_close(gcn_rt *rt);
/* The last error message of a call that failed. */
const char *gcn_rt_error(const gcn_rt *rt);
/* Names of all backends, NULL-terminated. */
const char *const *gcn_rt_backends(void);

/* What a backend does with a launch's and the RTL options' fields, so a
 * client can refuse an option the backend would ignore. */
enum {
    GCN_RT_CAP_HOOKS = 1 << 0,     /* runs the launch's hooks: on_retire, on_wave_start, hazards (the model) */
    GCN_RT_CAP_CHECKER = 1 << 1,   /* checks every retired instruction; writes trace and coverage */
    GCN_RT_CAP_TESTBENCH = 1 << 2, /* the testbench's memory and fault points: fault_*, seed, mem_* */
    GCN_RT_CAP_CYCLES = 1 << 3,    /* max_cycles bounds the run */
    GCN_RT_CAP_LINK = 1 << 4,      /* runs through a host link (link) */
    GCN_RT_CAP_WAVES = 1 << 5,     /* writes waveforms of the RTL (wave, wave_from, wave_to) */
    GCN_RT_CAP_TIMELINE = 1 << 6,  /* writes a launch's timeline (gcn_rt_launch.timeline) */
};
/* The GCN_RT_CAP_* bits of a backend, or -1 when there is no such backend. */
int gcn_rt_backend_caps(const char *backend);

/* ---- device memory ---- */
/* The device memory a runtime has: $GCN_DEVICE_MEM bytes (a number with an
 * optional K, M or G suffix) when set, else the host's physical memory; 0
 * when GCN_DEVICE_MEM is malformed (gcn_rt_open then fails, saying so). */
uint64_t gcn_rt_mem_size(void);
/* Bytes allocated now: buffers, the loaded code object (a launch gives back
 * what it allocated when it ends). */
uint64_t gcn_rt_mem_used(const gcn_rt *rt);
/* Allocate bytes (zero-filled, 256-byte aligned); 0 on failure, also when
 * the allocations would exceed gcn_rt_mem_size().  Addresses are not
 * reused: an access through a freed allocation's address faults. */
uint64_t gcn_rt_alloc(gcn_rt *rt, uint64_t bytes);
/* Give back the allocation gcn_rt_alloc returned at addr: 0, or -1 with a
 * message when addr is not the start of a live allocation. */
int gcn_rt_free(gcn_rt *rt, uint64_t addr);
int gcn_rt_write(gcn_rt *rt, uint64_t addr, const void *src, size_t n);
int gcn_rt_read(gcn_rt *rt, uint64_t addr, void *dst, size_t n);
gcn_memory gcn_rt_memory(gcn_rt *rt);

/* ---- code objects ---- */
/* Load a code object into device memory (one at a time: a new load replaces
 * the last). */
int gcn_rt_load(gcn_rt *rt, const char *path);
const gcn_code_object *gcn_rt_code_object(const gcn_rt *rt);

/* ---- launches ---- */
typedef enum gcn_rt_arg_type {
    GCN_RT_I32, GCN_RT_U32, GCN_RT_I64, GCN_RT_U64, GCN_RT_F32, GCN_RT_F64, GCN_RT_PTR,
    GCN_RT_LOCAL,  /* a __local pointer: v.u32 bytes of LDS the launch adds per workgroup */
    GCN_RT_BYTES   /* a by-value argument of any size (char, short, float4, a struct): its
                    * v.bytes.size bytes, copied as they are; the size must be the metadata's */
} gcn_rt_arg_type;

typedef struct gcn_rt_arg {
    gcn_rt_arg_type type;
    union {
        int32_t i32;
        uint32_t u32;
        int64_t i64;
        uint64_t u64;
        float f32;
        double f64;
        uint64_t ptr;   /* a device address */
        struct {
            const void *data;   /* the caller's, read when the launch starts */
            uint32_t size;
        } bytes;
    } v;
} gcn_rt_arg;

typedef struct gcn_rt_launch {
    const char *kernel;
    unsigned dims;                /* 1..3, 0: inferred from the sizes */
    uint32_t global[3];           /* work-items (0 counts as 1) */
    uint32_t local[3];            /* workgroup size (0 counts as 1) */
    uint64_t global_offset[3];    /* OpenCL's global work offset: get_global_id adds it (the
                                   * hidden_global_offset_* arguments; the hardware's IDs start at 0) */
    const gcn_rt_arg *args;       /* explicit arguments, in order */
    unsigned nargs;
    uint32_t dynamic_lds;
    uint32_t extra_private;       /* private bytes per work-item beyond the descriptor's
                                   * fixed size: a call stack the compiler could not size
                                   * (recursion; clang-16 does not flag it) */
    uint64_t max_instructions;    /* 0: no limit */
    gcn_retire_fn on_retire;      /* trace hook (model backend) */
    gcn_wave_start_fn on_wave_start; /* each wave's initial state (model backend) */
    void *user;
    gcn_hazards *hazards;         /* model backend: collects the wait-state violations (gcn/hazard.h) */
    const char *timeline;         /* a Chrome/Perfetto trace-event JSON of the run, or NULL: a track per
                                   * wave and per unit, the profiler counters (docs/timeline.md) */
} gcn_rt_launch;

/* ---- RTL backends ---- */
typedef struct gcn_rt_rtl_opts {
    unsigned fault_kind, fault_n;  /* rtl/lib/gcn_fault.v point K at its N-th event; 0: none */
    uint64_t max_cycles;           /* 0: the testbench's default */
    uint64_t seed;                 /* memory-model seed; 0: the default */
    /* data-memory latency: each response after MIN..MAX cycles, drawn from the seed
     * (both 0: the testbench's fixed 10); reorder 1: responses that are due return in a
     * seeded random order, on the fetch channel too (docs/runtime.md) */
    unsigned mem_latency_min, mem_latency_max;
    int mem_reorder;
    const char *trace;             /* lockstep: one line per checked instruction, or NULL */
    const char *coverage;          /* lockstep: the functional coverage file (gcn/coverage.h), or NULL */
    const char *link;              /* board: the host link, a serial device ("serial:PATH@BAUD" or a path)
                                    * or "exec:COMMAND", a simulated board on COMMAND's stdin and stdout
                                    * (fpga/board/README.md); NULL: $GCN_BOARD_LINK; max_cycles bounds
                                    * the run in board clocks */
    const char *wave;              /* verilator, lockstep, icarus: an FST of the run (GCN_RT_CAP_WAVES), or
                                    * NULL; Verilator needs build/libgcnrtl-verilator-trace.so (or
                                    * $GCN_RTL_TRACE_LIB; make tb-rtl-trace) */
    uint64_t wave_from, wave_to;   /* its cycle window, both ends included (wave_to 0: to the end) */
    const char *rerun;             /* the command that ran, for the divergence report's rerun hint, or NULL */
} gcn_rt_rtl_opts;

typedef struct gcn_rt_rtl_stats {
    int valid;                     /* the last launch ran on the RTL */
    int checked_run;               /* lockstep (instructions compared) */
    int passed;                    /* lockstep: no divergence; alone: the run ended */
    uint64_t cycles, retired, checked;
    double seconds;
    unsigned nperf;                /* the RTL's profiler counters (0: none read) */
    uint64_t perf[GCN_PERF_MAX];   /* by gcn_perf_id (gcn/perf.h, docs/counters.md) */
} gcn_rt_rtl_stats;

void gcn_rt_set_rtl_opts(gcn_rt *rt, const gcn_rt_rtl_opts *o);
/* What the last launch did on the RTL (valid 0 on the model). */
const gcn_rt_rtl_stats *gcn_rt_rtl_last(const gcn_rt *rt);

/* Run a kernel to its end.  Returns 0 when it ended normally; -1 when the
 * launch could not start (gcn_rt_error says why) or the run stopped (res
 * says why: trap message or instruction limit). */
int gcn_rt_run(gcn_rt *rt, const gcn_rt_launch *l, gcn_run_result *res);

#endif
