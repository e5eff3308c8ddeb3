/* Device memory: a sparse address space of allocations.  Allocations start
 * at 4 GiB (so a pointer truncated to 32 bits faults) and are separated by
 * an unmapped guard gap (so running off the end of a buffer faults). */
#include <stdlib.h>
#include <string.h>

#include "runtime_internal.h"

#define DEVMEM_BASE 0x100000000ull
#define DEVMEM_GUARD 0x1000ull
#define DEVMEM_LIMIT 0x0000800000000000ull   /* below the LDS and scratch apertures */

void rt_devmem_init(rt_devmem *m)
{
    memset(m, 0, sizeof *m);
    m->next = DEVMEM_BASE;
}

void rt_devmem_free(rt_devmem *m)
{
    for (unsigned i = 0; i < m->n; i++)
        free(m->regions[i].data);
    free(m->regions);
    memset(m, 0, sizeof *m);
}

uint64_t rt_devmem_alloc(rt_devmem *m, uint64_t bytes, uint64_t align)
{
    if (bytes == 0)
        bytes = 1;
    if (bytes > (1ull << 34) || align == 0 || (align & (align - 1)))
        return 0;
    uint64_t addr = (m->next + align - 1) & ~(align - 1);
    if (addr + bytes > DEVMEM_LIMIT)
        return 0;
    if (m->n == m->cap) {
        unsigned cap = m->cap ? 2 * m->cap : 16;
        rt_region *r = realloc(m->regions, cap * sizeof *r);
        if (!r)
            return 0;
        m->regions = r;
        m->cap = cap;
    }
    uint8_t *data = calloc(1, bytes);
    if (!data)
        return 0;
    m->regions[m->n++] = (rt_region){addr, bytes, data};
    m->next = addr + bytes + DEVMEM_GUARD;
    return addr;
}

uint8_t *rt_devmem_ptr(rt_devmem *m, uint64_t addr, uint64_t n)
{
    return gcnrtl_region_ptr(m->regions, m->n, &m->last, addr, n);
}

static int mem_read(void *user, uint64_t addr, void *dst, size_t n)
{
    uint8_t *p = rt_devmem_ptr(user, addr, n);
    if (!p)
        return -1;
    memcpy(dst, p, n);
    return 0;
}

static int mem_write(void *user, uint64_t addr, const void *src, size_t n)
{
    uint8_t *p = rt_devmem_ptr(user, addr, n);
    if (!p)
        return -1;
    memcpy(p, src, n);
    return 0;
}

/* Every allocation is plain host memory: the model may use it directly. */
static int mem_window(void *user, uint64_t addr, gcn_mem_window *win)
{
    rt_devmem *m = user;
    return gcnrtl_region_window(m->regions, m->n, &m->last, addr, win);
}

gcn_memory rt_devmem_callbacks(rt_devmem *m)
{
    return (gcn_memory){mem_read, mem_write, m, mem_window};
}
