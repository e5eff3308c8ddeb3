/* The lockstep record of memory instructions: every lane's store or atomic
 * with address, bytes and data, LDS writes marked lds = 1 with their LDS
 * offset, scratch stores per swizzled element, and the VGPR writes of loads
 * (AccVGPRs at accum_offset).  Expected records are worked out here from
 * the ISA (docs/memory.md), never taken from the model.
 *
 * usage: test_memrec CODE.bin   (tests/mem/memrec.s assembled by llvm-mc-16) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gcn/model.h"

#define MEM_BASE 0x10000u
#define MEM_SIZE 0x10000u
static uint8_t mem[MEM_SIZE];

static int rd(void *u, uint64_t a, void *d, size_t n)
{
    (void)u;
    if (a < MEM_BASE || a - MEM_BASE + n > MEM_SIZE)
        return -1;
    memcpy(d, mem + (a - MEM_BASE), n);
    return 0;
}

static int wr(void *u, uint64_t a, const void *s, size_t n)
{
    (void)u;
    if (a < MEM_BASE || a - MEM_BASE + n > MEM_SIZE)
        return -1;
    memcpy(mem + (a - MEM_BASE), s, n);
    return 0;
}

static int fails;

#define CHECK(cond, ...)                                                                                     \
    do {                                                                                                     \
        if (!(cond)) {                                                                                       \
            printf("FAIL %s:%d: ", __FILE__, __LINE__);                                                      \
            printf(__VA_ARGS__);                                                                             \
            printf("\n");                                                                                    \
            fails++;                                                                                         \
        }                                                                                                    \
    } while (0)

typedef struct want {
    unsigned lane, lds, bytes;
    uint64_t addr;
    uint64_t data;
} want;

/* The record's memory entries are exactly `want`, in order. */
static void check_mem(const char *what, const gcn_retire *r, const want *w, unsigned n)
{
    CHECK(!r->mem_overflow, "%s: overflow", what);
    CHECK(r->n_mem == n, "%s: %u memory records, want %u", what, r->n_mem, n);
    for (unsigned i = 0; i < n && i < r->n_mem; i++) {
        const gcn_store_rec *m = &r->mem[i];
        uint64_t data = 0;
        memcpy(&data, m->data, m->bytes < 8 ? m->bytes : 8);
        CHECK(m->lane == w[i].lane && m->lds == w[i].lds && m->bytes == w[i].bytes && m->addr == w[i].addr &&
                  data == w[i].data,
              "%s: record %u = lane %u lds %u addr 0x%llx bytes %u data 0x%llx, want lane %u lds %u addr 0x%llx "
              "bytes %u data 0x%llx",
              what, i, m->lane, m->lds, (unsigned long long)m->addr, m->bytes, (unsigned long long)data,
              w[i].lane, w[i].lds, (unsigned long long)w[i].addr, w[i].bytes, (unsigned long long)w[i].data);
    }
}

/* One VGPR write record: register, lane mask, and the values of lanes 0 and 2. */
static void check_vgpr(const char *what, const gcn_retire *r, unsigned reg, uint32_t v0, uint32_t v2)
{
    CHECK(r->n_vgpr == 1, "%s: %u VGPR records, want 1", what, r->n_vgpr);
    if (r->n_vgpr < 1)
        return;
    const gcn_vgpr_write *v = &r->vgpr[0];
    CHECK(v->reg == reg && v->mask == 0x5 && v->value[0] == v0 && v->value[2] == v2,
          "%s: v%u mask 0x%llx lanes 0x%x 0x%x, want v%u mask 0x5 lanes 0x%x 0x%x", what, v->reg,
          (unsigned long long)v->mask, v->value[0], v->value[2], reg, v0, v2);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: test_memrec CODE.bin\n");
        return 2;
    }
    static uint32_t words[256];
    FILE *f = fopen(argv[1], "rb");
    if (!f) {
        fprintf(stderr, "test_memrec: cannot open %s\n", argv[1]);
        return 2;
    }
    size_t nw = fread(words, 4, 256, f);
    fclose(f);
    gcn_code code;
    if (gcn_code_init(&code, 0, words, nw) < 0)
        return 2;
    static gcn_wave w;
    static uint8_t lds[GCN_LDS_BYTES];
    static gcn_retire r;
    gcn_workgroup wg = {lds, sizeof lds, 1, 0};
    w.wg = &wg;
    w.num_vgprs = 256;
    w.accum_offset = 128;
    w.sgpr[GCN_OP_EXEC_LO] = 0x5; /* lanes 0 and 2 */
    w.sgpr[GCN_OP_FLAT_SCR_LO] = 0x10000;
    w.sgpr[GCN_OP_M0] = 0x100;
    w.sgpr[10] = 0xfeedbeef;
    w.sgpr[12] = 0x1f000;
    for (unsigned l = 0; l < GCN_WAVE_SIZE; l++) {
        w.vgpr[0][l] = 8 * l;            /* LDS address, scratch offset */
        w.vgpr[1][l] = 0x100 + l;
        w.vgpr[2][l] = 0x200 + l;
        w.vgpr[3][l] = 0x300 + l;
        w.vgpr[4][l] = 0x18000 + 4 * l;  /* global address */
        w.vgpr[5][l] = 0;
        w.vgpr[8][l] = 0x77;             /* cmpswap: new value */
        w.vgpr[9][l] = 0xdead;           /* compare value: misses */
    }
    gcn_machine m = {{rd, wr, NULL, NULL}, &code, 0, 0, 0, 0, 0, NULL};
    int step = 0;
#define STEP(name)                                                                                           \
    do {                                                                                                     \
        step++;                                                                                              \
        gcn_wave_step(&m, &w, &r);                                                                           \
        CHECK(w.state != GCN_WAVE_TRAPPED, "%s: trapped: %s", name, w.trap_msg);                             \
    } while (0)

    STEP("ds_write2_b32");
    {
        want e[] = {{0, 1, 4, 0, 0x100}, {0, 1, 4, 4, 0x200}, {2, 1, 4, 16, 0x102}, {2, 1, 4, 20, 0x202}};
        check_mem("ds_write2_b32", &r, e, 4);
    }
    STEP("global_store_dword");
    {
        want e[] = {{0, 0, 4, 0x18000, 0x100}, {2, 0, 4, 0x18008, 0x102}};
        check_mem("global_store_dword", &r, e, 2);
    }
    STEP("scratch_store_dwordx2");
    {
        /* offset o of lane l at FLAT_SCRATCH + (o / 4) * 256 + 4 * l: lane 2's
         * offset 16 is element 4 */
        want e[] = {{0, 0, 4, 0x10000, 0x200}, {0, 0, 4, 0x10100, 0x300},
                    {2, 0, 4, 0x10408, 0x202}, {2, 0, 4, 0x10508, 0x302}};
        check_mem("scratch_store_dwordx2", &r, e, 4);
    }
    STEP("ds_add_rtn_u32");
    {
        want e[] = {{0, 1, 4, 0, 0x200}, {2, 1, 4, 16, 0x204}};
        check_mem("ds_add_rtn_u32", &r, e, 2);
        check_vgpr("ds_add_rtn_u32", &r, 6, 0x100, 0x102);
    }
    STEP("global_atomic_cmpswap");
    {
        want e[] = {{0, 0, 4, 0x18000, 0x100}, {2, 0, 4, 0x18008, 0x102}}; /* a miss records the old value */
        check_mem("global_atomic_cmpswap", &r, e, 2);
        CHECK(r.n_vgpr == 0, "global_atomic_cmpswap without glc writes %u VGPRs", r.n_vgpr);
    }
    STEP("global_load_dword a1");
    check_mem("global_load_dword", &r, NULL, 0);
    check_vgpr("global_load_dword a1", &r, 128 + 1, 0x100, 0x102);
    STEP("s_store_dword");
    {
        want e[] = {{0, 0, 4, 0x1f004, 0xfeedbeef}};
        check_mem("s_store_dword", &r, e, 1);
    }
    STEP("global_load_dword lds");
    {
        want e[] = {{0, 1, 4, 0x100, 0x100}, {2, 1, 4, 0x108, 0x102}};
        check_mem("global_load_dword lds", &r, e, 2);
        CHECK(r.n_vgpr == 0, "a load to LDS writes %u VGPRs", r.n_vgpr);
    }
    STEP("ds_read_b32");
    check_mem("ds_read_b32", &r, NULL, 0);
    check_vgpr("ds_read_b32", &r, 7, 0x200, 0x204);
    STEP("s_endpgm");
    CHECK(w.state == GCN_WAVE_ENDED, "the wave did not end (state %d)", w.state);
    gcn_code_free(&code);
    printf("%s: %d instructions checked, %d mismatches\n", fails ? "FAIL" : "ok", step, fails);
    return fails ? 1 : 0;
}
