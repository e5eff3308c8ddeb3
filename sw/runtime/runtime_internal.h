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
    int (*run)(const gcn_dispatch *d, gcn_run_result *res);
} rt_backend;

/* Fill the kernarg segment kernarg (size bytes) for launch l of kernel k:
 * explicit arguments from l->args, hidden ones from the launch geometry.
 * __local pointer arguments get LDS offsets after the kernel's fixed LDS;
 * their bytes are added to d->dynamic_lds (which must be final before the
 * hidden arguments are written, so they are placed first).  -1 with a
 * message in err. */
int rt_build_kernarg(const gcn_kernel *k, const gcn_rt_launch *l, gcn_dispatch *d, uint8_t *kernarg, size_t size,
                     char *err, size_t errsize);

#endif
