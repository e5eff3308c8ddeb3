/* Runtime internals shared by its files: device memory, the backend table, kernarg. */
#ifndef GCN_RUNTIME_INTERNAL_H
#define GCN_RUNTIME_INTERNAL_H

#include "gcn_runtime.h"
#include "gcn/regions.h"

/* Device memory: the runtime's allocations (devmem.c). */
typedef struct rt_devmem {
    gcn_regions regions;
    uint64_t next;          /* next free device address (allocation is a bump pointer;
                             * an address is never handed out twice) */
    uint64_t used, size;    /* bytes allocated now, and at most (gcn_rt_mem_size) */
} rt_devmem;

void rt_devmem_init(rt_devmem *m, uint64_t size);
void rt_devmem_free(rt_devmem *m);
/* 0 when the address space or the size would be exceeded, or host memory runs out */
uint64_t rt_devmem_alloc(rt_devmem *m, uint64_t bytes, uint64_t align);
/* Give back the allocation that starts at addr: 0, or -1 when none does. */
int rt_devmem_release(rt_devmem *m, uint64_t addr);
/* Host pointer to [addr, addr+n) when it lies in one allocation, else NULL. */
uint8_t *rt_devmem_ptr(rt_devmem *m, uint64_t addr, uint64_t n);
gcn_memory rt_devmem_callbacks(rt_devmem *m);

/* One launch as a backend receives it: the dispatch the runtime has set up
 * in device memory, the memory (which receives the results), the code
 * object behind the dispatch, and the RTL options. */
typedef struct rt_job {
    const gcn_dispatch *d;
    rt_devmem *mem;
    const gcn_code_object *co;
    const gcn_rt_rtl_opts *opts;
    const char *timeline;       /* RTL backends: where the testbench writes its timeline lines, or NULL */
} rt_job;

/* One backend: a table of functions (docs/runtime.md, "Backends").  gcnsim
 * and every other client reach a backend only through these. */
typedef struct rt_backend rt_backend;
struct rt_backend {
    const char *name;
    int caps;                   /* GCN_RT_CAP_* */
    /* Make the backend's state for one runtime: 0, or -1 with a message in
     * err when it cannot run here (a missing library or simulator).  open
     * and close are NULL for a backend without state. */
    int (*open)(const rt_backend *b, void **state, char *err, size_t errsize);
    void (*close)(void *state);
    /* Scratch memory the dispatch needs on this backend. */
    uint64_t (*scratch_bytes)(const gcn_dispatch *d);
    /* Run the dispatch to its end: 0, or -1 with res saying why (a setup
     * failure as GCN_RUN_SETUP).  st: what the run did on the RTL. */
    int (*run)(void *state, const rt_job *job, gcn_run_result *res, gcn_rt_rtl_stats *st);
};

/* The backends, each in its own file: the model (runtime.c), the RTL
 * through the testbench (rtl.c: alone, in lockstep, under Icarus), the
 * RTL on a board (board.c). */
extern const rt_backend rt_backend_model, rt_backend_verilator, rt_backend_lockstep, rt_backend_icarus,
    rt_backend_board;
/* Scratch the RTL needs: one slice per wave slot, as workgroups run side by side. */
uint64_t rt_rtl_scratch_bytes(const gcn_dispatch *d);

/* A launch's timeline (timeline.c, docs/timeline.md): instructions from
 * the model's retire hook (one tick each) or the testbench's lines (RTL
 * cycles), written as Chrome/Perfetto trace-event JSON with the backend's
 * counters (perf[0..nperf-1], by gcn_perf_id). */
typedef struct rt_timeline rt_timeline;
rt_timeline *rt_tl_new(void);
void rt_tl_free(rt_timeline *t);
void rt_tl_model_retire(rt_timeline *t, uint64_t wave_id, const gcn_retire *rec);
int rt_tl_read_rtl(rt_timeline *t, const char *path, rt_devmem *mem, char *err, size_t errsize);
int rt_tl_write(const rt_timeline *t, const char *path, const char *backend, const char *kernel, int rtl,
                const uint64_t *perf, unsigned nperf, char *err, size_t errsize);

/* Fill the kernarg segment kernarg (size bytes) for launch l of kernel k:
 * explicit arguments from l->args, hidden ones from the launch geometry.
 * __local pointer arguments get LDS offsets after the kernel's fixed LDS;
 * their bytes are added to d->dynamic_lds (which must be final before the
 * hidden arguments are written, so they are placed first).  -1 with a
 * message in err. */
int rt_build_kernarg(const gcn_kernel *k, const gcn_rt_launch *l, gcn_dispatch *d, uint8_t *kernarg, size_t size,
                     char *err, size_t errsize);

#endif
