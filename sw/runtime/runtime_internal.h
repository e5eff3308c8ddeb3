/* Runtime internals shared by runtime.c, devmem.c and kernarg.c. */
#ifndef GCN_RUNTIME_INTERNAL_H
#define GCN_RUNTIME_INTERNAL_H

#include "gcn_runtime.h"
#include "gcnrtl_job.h"

/* One allocation of device memory: the type the Icarus backend's memory
 * images (tb/core/gcnrtl_job.h) are made of, so they are written from and
 * read into the regions as they are. */
typedef gcnrtl_region rt_region;

typedef struct rt_devmem {
    rt_region *regions;     /* sorted by address (allocation is a bump pointer) */
    unsigned n, cap;
    uint64_t next;          /* next free device address */
    unsigned last;          /* region of the last hit: accesses cluster */
} rt_devmem;

void rt_devmem_init(rt_devmem *m);
void rt_devmem_free(rt_devmem *m);
uint64_t rt_devmem_alloc(rt_devmem *m, uint64_t bytes, uint64_t align);
/* Host pointer to [addr, addr+n) when it lies in one allocation, else NULL. */
uint8_t *rt_devmem_ptr(rt_devmem *m, uint64_t addr, uint64_t n);
gcn_memory rt_devmem_callbacks(rt_devmem *m);

/* One backend: runs a dispatch the runtime has set up in device memory. */
typedef struct rt_backend {
    const char *name;
    const char *unavailable;    /* NULL when the backend runs, else why not */
    int rtl;                    /* 0 the model; 1 the RTL alone; 2 the RTL in lockstep */
    int icarus;                 /* the RTL in a vvp process, else the Verilator library */
    int board;                  /* the RTL on a board (or its simulation) through the UART link */
} rt_backend;

/* The RTL backends (rtl.c): build/libgcnrtl-verilator.so loaded with
 * dlopen, or build/icarus/tb.vvp run by vvp with the dispatch in files. */
typedef struct rt_rtl rt_rtl;
rt_rtl *rt_rtl_open(int icarus, char *err, size_t errsize);
void rt_rtl_close(rt_rtl *r);
/* Scratch the RTL needs: one slice per wave slot, as workgroups run side by side. */
uint64_t rt_rtl_scratch_bytes(const gcn_dispatch *d);
/* mem and co: the device memory and the code object behind d, which the
 * Icarus engine copies to its process and mem receives back. */
int rt_rtl_run(rt_rtl *r, int check, const gcn_rt_rtl_opts *o, const gcn_dispatch *d, rt_devmem *mem,
               const gcn_code_object *co, gcn_run_result *res, gcn_rt_rtl_stats *st);

/* The board backend (board.c): the dispatch on gcn_board_top through the
 * link o->link (sw/runtime/board_link.h, fpga/board/README.md); mem receives
 * the buffers back. */
int rt_board_run(const gcn_rt_rtl_opts *o, const gcn_dispatch *d, rt_devmem *mem, gcn_run_result *res,
                 gcn_rt_rtl_stats *stats);

/* Fill the kernarg segment kernarg (size bytes) for launch l of kernel k:
 * explicit arguments from l->args, hidden ones from the launch geometry.
 * __local pointer arguments get LDS offsets after the kernel's fixed LDS;
 * their bytes are added to d->dynamic_lds (which must be final before the
 * hidden arguments are written, so they are placed first).  -1 with a
 * message in err. */
int rt_build_kernarg(const gcn_kernel *k, const gcn_rt_launch *l, gcn_dispatch *d, uint8_t *kernarg, size_t size,
                     char *err, size_t errsize);

#endif
