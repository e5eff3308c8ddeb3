/* Device memory made of regions: separate host buffers at 64-bit device
 * addresses, kept sorted, never overlapping.  The runtime's allocations, the
 * Icarus job's copy of them and a directed test's memory are all such sets,
 * and gcn_regions_memory serves any of them to the model (gcn_memory). */
#ifndef GCN_REGIONS_H
#define GCN_REGIONS_H

#include <stdint.h>

#include "gcn/model.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct gcn_region {
    uint64_t addr, size;
    uint8_t *data;      /* size bytes (at least one allocated), owned by the set */
} gcn_region;

typedef struct gcn_regions {
    gcn_region *r;      /* sorted by address */
    unsigned n, cap;
    unsigned last;      /* region of the last hit: accesses cluster */
} gcn_regions;

/* Largest region a set accepts (16 GiB). */
#define GCN_REGION_MAX_BYTES (1ull << 34)

void gcn_regions_init(gcn_regions *s);
/* Frees every region's bytes and the set. */
void gcn_regions_free(gcn_regions *s);
/* Map [addr, addr+size) as a new zero-filled region: its bytes, or NULL when
 * it overlaps a region, wraps, exceeds GCN_REGION_MAX_BYTES or memory runs out. */
uint8_t *gcn_regions_map(gcn_regions *s, uint64_t addr, uint64_t size);
/* Unmap the region that starts at addr, freeing its bytes: 0 with its size in
 * *size (when size is not NULL), or -1 when no region starts there. */
int gcn_regions_unmap(gcn_regions *s, uint64_t addr, uint64_t *size);
/* Host pointer to [addr, addr+len) when it lies in one region, else NULL. */
uint8_t *gcn_regions_ptr(gcn_regions *s, uint64_t addr, uint64_t len);
/* The set as the model's memory: plain copies, windows on whole regions. */
gcn_memory gcn_regions_memory(gcn_regions *s);

#ifdef __cplusplus
}
#endif

#endif
