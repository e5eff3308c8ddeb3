/* Sets of device-memory regions (gcn/regions.h). */
#include <stdlib.h>
#include <string.h>

#include "gcn/regions.h"

void gcn_regions_init(gcn_regions *s)
{
    memset(s, 0, sizeof *s);
}

void gcn_regions_free(gcn_regions *s)
{
    for (unsigned i = 0; i < s->n; i++)
        free(s->r[i].data);
    free(s->r);
    gcn_regions_init(s);
}

static int region_has(const gcn_region *r, uint64_t addr, uint64_t len)
{
    return addr >= r->addr && addr - r->addr <= r->size && len <= r->size - (addr - r->addr);
}

/* Index of the first region starting above addr (n when none does). */
static unsigned first_above(const gcn_regions *s, uint64_t addr)
{
    unsigned lo = 0, hi = s->n;
    while (lo < hi) {
        unsigned mid = lo + (hi - lo) / 2;
        if (s->r[mid].addr <= addr)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

uint8_t *gcn_regions_ptr(gcn_regions *s, uint64_t addr, uint64_t len)
{
    if (s->last < s->n && region_has(&s->r[s->last], addr, len))
        return s->r[s->last].data + (addr - s->r[s->last].addr);
    unsigned i = first_above(s, addr);
    if (i == 0 || !region_has(&s->r[i - 1], addr, len))
        return NULL;
    s->last = i - 1;
    return s->r[i - 1].data + (addr - s->r[i - 1].addr);
}

uint8_t *gcn_regions_map(gcn_regions *s, uint64_t addr, uint64_t size)
{
    if (size > GCN_REGION_MAX_BYTES || addr + size < addr)
        return NULL;
    unsigned i = first_above(s, addr);
    /* the region before must end at or below addr, the one after start at or above its end */
    if ((i > 0 && s->r[i - 1].addr + s->r[i - 1].size > addr) || (i < s->n && s->r[i].addr < addr + size) ||
        (i > 0 && s->r[i - 1].addr == addr))
        return NULL;
    if (s->n == s->cap) {
        unsigned cap = s->cap ? 2 * s->cap : 16;
        gcn_region *r = realloc(s->r, cap * sizeof *r);
        if (!r)
            return NULL;
        s->r = r;
        s->cap = cap;
    }
    uint8_t *data = calloc(size ? size : 1, 1);
    if (!data)
        return NULL;
    memmove(&s->r[i + 1], &s->r[i], (s->n - i) * sizeof *s->r);
    s->r[i] = (gcn_region){addr, size, data};
    s->n++;
    s->last = i;
    return data;
}

int gcn_regions_unmap(gcn_regions *s, uint64_t addr, uint64_t *size)
{
    unsigned i = first_above(s, addr);
    if (i == 0 || s->r[i - 1].addr != addr)
        return -1;
    gcn_region *r = &s->r[i - 1];
    if (size)
        *size = r->size;
    free(r->data);
    memmove(r, r + 1, (s->n - i) * sizeof *r);
    s->n--;
    s->last = 0;
    return 0;
}

static int regions_read(void *user, uint64_t addr, void *dst, size_t n)
{
    uint8_t *p = gcn_regions_ptr(user, addr, n);
    if (!p)
        return -1;
    memcpy(dst, p, n);
    return 0;
}

static int regions_write(void *user, uint64_t addr, const void *src, size_t n)
{
    uint8_t *p = gcn_regions_ptr(user, addr, n);
    if (!p)
        return -1;
    memcpy(p, src, n);
    return 0;
}

static int regions_window(void *user, uint64_t addr, gcn_mem_window *win)
{
    gcn_regions *s = user;
    if (!gcn_regions_ptr(s, addr, 1))
        return -1;
    const gcn_region *r = &s->r[s->last];
    *win = (gcn_mem_window){r->addr, r->size, r->data};
    return 0;
}

gcn_memory gcn_regions_memory(gcn_regions *s)
{
    return (gcn_memory){regions_read, regions_write, s, regions_window};
}
