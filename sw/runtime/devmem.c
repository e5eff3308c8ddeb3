/* Device memory: a sparse address space of allocations.  Allocations start
 * at 4 GiB (so a pointer truncated to 32 bits faults) and are separated by
 * an unmapped guard gap (so running off the end of a buffer faults). */

#include "runtime_internal.h"

#define DEVMEM_BASE 0x100000000ull
#define DEVMEM_GUARD 0x1000ull
#define DEVMEM_LIMIT 0x0000800000000000ull   /* below the LDS and scratch apertures */

void rt_devmem_init(rt_devmem *m, uint64_t size)
{
    gcn_regions_init(&m->regions);
    m->next = DEVMEM_BASE;
    m->used = 0;
    m->size = size;
}

void rt_devmem_free(rt_devmem *m)
{
    gcn_regions_free(&m->regions);
    m->next = DEVMEM_BASE;
    m->used = 0;
}

uint64_t rt_devmem_alloc(rt_devmem *m, uint64_t bytes, uint64_t align)
{
    if (bytes == 0)
        bytes = 1;
    if (align == 0 || (align & (align - 1)))
        return 0;
    uint64_t addr = (m->next + align - 1) & ~(align - 1);
    if (addr + bytes > DEVMEM_LIMIT || bytes > m->size - m->used || !gcn_regions_map(&m->regions, addr, bytes))
        return 0;
    m->next = addr + bytes + DEVMEM_GUARD;
    m->used += bytes;
    return addr;
}

int rt_devmem_release(rt_devmem *m, uint64_t addr)
{
    uint64_t bytes;
    if (gcn_regions_unmap(&m->regions, addr, &bytes) < 0)
        return -1;
    m->used -= bytes;
    return 0;
}

uint8_t *rt_devmem_ptr(rt_devmem *m, uint64_t addr, uint64_t n)
{
    return gcn_regions_ptr(&m->regions, addr, n);
}

/* Every allocation is plain host memory: the model may use it directly. */
gcn_memory rt_devmem_callbacks(rt_devmem *m)
{
    return gcn_regions_memory(&m->regions);
}
