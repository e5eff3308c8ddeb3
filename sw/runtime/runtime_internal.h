/* Runtime internals shared by runtime.c, devmem.c and kernarg.c. */
#ifndef GCN_RUNTIME_INTERNAL_H
#define GCN_RUNTIME_INTERNAL_H

#include "gcn_runtime.h"

/* One allocation of device memory. */
typedef struct rt_region {
    uint64_t addr, size;
    uint8_t *data;
} rt_region;

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
} rt_backend;

/* The RTL backends (rtl.c): build/libgcnrtl-verilator.so loaded with dlopen. */
typedef struct rt_rtl rt_rtl;
rt_rtl *rt_rtl_open(char *err, size_t errsize);
void rt_rtl_close(rt_rtl *r);
/* Scratch the RTL needs: one slice per wave slot, as workgroups run side by side. */
uint64_t rt_rtl_scratch_bytes(const gcn_dispatch *d);
int rt_rtl_run(rt_rtl *r, int check, const gcn_rt_rtl_opts *o, const gcn_dispatch *d, gcn_run_result *res,
               gcn_rt_rtl_stats *st);

/* Fill the kernarg segment kernarg (size bytes) for launch l of kernel k:
 * explicit arguments from l->args, hidden ones from the launch geometry.
 * __local pointer arguments get LDS offsets after the kernel's fixed LDS;
 * their bytes are added to d->dynamic_lds (which must be final before the
 * hidden arguments are written, so they are placed first).  -1 with a
 * message in err. */
int rt_build_kernarg(const gcn_kernel *k, const gcn_rt_launch *l, gcn_dispatch *d, uint8_t *kernarg, size_t size,
                     char *err, size_t errsize);

#endif
