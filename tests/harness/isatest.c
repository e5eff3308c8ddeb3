/* isatest: run one directed ISA test on the golden model.
 *
 * Reads a spec written by scripts/isa_tests.py (the .s test's init/expect
 * lines, evaluated), runs one wave over the test's machine code until
 * s_endpgm, a trap, or the instruction limit, and compares the final state
 * with the expectations.  Exit 0 when all match, 1 on a mismatch, 2 on a
 * malformed spec. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gcn/model.h"
#include "tb_spec_io.h"

#define MAX_REGIONS 8

typedef struct region {
    uint64_t base;
    uint32_t size;
    uint8_t *bytes;
} region;

typedef struct test_mem {
    region r[MAX_REGIONS];
    unsigned n;
} test_mem;

static region *find_region(test_mem *m, uint64_t addr, size_t n)
{
    for (unsigned i = 0; i < m->n; i++)
        if (addr >= m->r[i].base && addr - m->r[i].base + n <= m->r[i].size)
            return &m->r[i];
    return NULL;
}

static int mem_read(void *user, uint64_t addr, void *dst, size_t n)
{
    region *r = find_region(user, addr, n);
    if (!r)
        return -1;
    memcpy(dst, r->bytes + (addr - r->base), n);
    return 0;
}

static int mem_write(void *user, uint64_t addr, const void *src, size_t n)
{
    region *r = find_region(user, addr, n);
    if (!r)
        return -1;
    memcpy(r->bytes + (addr - r->base), src, n);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: isatest SPEC\n");
        return 2;
    }
    FILE *spec = fopen(argv[1], "r");
    if (!spec) {
        fprintf(stderr, "isatest: cannot open %s\n", argv[1]);
        return 2;
    }
    static gcn_wave w;
    static uint8_t lds[GCN_LDS_BYTES];
    gcn_workgroup wg = {lds, sizeof lds, 1, 0};
    test_mem tm = {0};
    gcn_code code = {0};
    uint32_t *words = NULL;
    uint64_t limit = 100000;
    int fails = 0, want_trap = 0;
    char want_trap_name[32] = "";
    w.wg = &wg;
    w.num_vgprs = 256;
    w.accum_offset = 256;
    w.sgpr[GCN_OP_EXEC_LO] = w.sgpr[GCN_OP_EXEC_HI] = 0xffffffffu;
    gcn_machine m = {{mem_read, mem_write, &tm, NULL}, &code, 0x1000000000000ull, 0x2000000000000ull, 0, 0};

    char line[4096];
    int ran = 0;
    long long lds_alloc = -1;   /* a kernel's LDS allocation, bytes (spec line lds_alloc) */
    while (fgets(line, sizeof line, spec)) {
        char key[32], arg[1024];
        unsigned long long a = 0, b = 0;
        if (sscanf(line, "%31s", key) != 1)
            continue;
        if (!strcmp(key, "code") && sscanf(line, "%*s %1023s", arg) == 1) {
            size_t n;
            words = tb_read_words(arg, &n);
            if (!words || gcn_code_init(&code, 0, words, n) < 0) {
                fprintf(stderr, "isatest: cannot read code %s\n", arg);
                return 2;
            }
        } else if (!strcmp(key, "limit") && sscanf(line, "%*s %llu", &a) == 1) {
            limit = a;
        } else if (!strcmp(key, "mem") && sscanf(line, "%*s %llx %llx", &a, &b) == 2 && tm.n < MAX_REGIONS) {
            tm.r[tm.n].base = a;
            tm.r[tm.n].size = (uint32_t)b;
            tm.r[tm.n].bytes = calloc(b, 1);
            tm.n++;
        } else if (!strcmp(key, "memw") && sscanf(line, "%*s %llx %1023s", &a, arg) == 2) {
            uint8_t buf[512];
            int n = tb_hex_bytes(arg, buf, sizeof buf);
            if (n < 0 || mem_write(&tm, a, buf, (size_t)n) < 0) {
                fprintf(stderr, "isatest: bad memw line: %s", line);
                return 2;
            }
        } else if (!strcmp(key, "ldsw") && sscanf(line, "%*s %llx %1023s", &a, arg) == 2) {
            int n = tb_hex_bytes(arg, lds + (a < sizeof lds ? a : 0), a < sizeof lds ? sizeof lds - a : 0);
            if (n < 0) {
                fprintf(stderr, "isatest: bad ldsw line: %s", line);
                return 2;
            }
        } else if (!strcmp(key, "s") && sscanf(line, "%*s %llu %llx", &a, &b) == 2 && a < GCN_NUM_SGPR_CODES) {
            w.sgpr[a] = (uint32_t)b;
        } else if (!strcmp(key, "scc") && sscanf(line, "%*s %llu", &a) == 1) {
            w.scc = (uint8_t)a;
        } else if (!strcmp(key, "mode") && sscanf(line, "%*s %llx", &a) == 1) {
            w.mode = (uint32_t)a;
        } else if (!strcmp(key, "accum_offset") && sscanf(line, "%*s %llu", &a) == 1) {
            w.accum_offset = (uint32_t)a;
        } else if (!strcmp(key, "lds_alloc") && sscanf(line, "%*s %llu", &a) == 1 && a <= sizeof lds) {
            lds_alloc = (long long)a;
        } else if (!strcmp(key, "v") || !strcmp(key, "expect_v")) {
            int off = 0;
            if (sscanf(line, "%*s %llu%n", &a, &off) != 1 || a >= GCN_NUM_VGPRS) {
                fprintf(stderr, "isatest: bad line: %s", line);
                return 2;
            }
            const char *p = line + off;
            for (unsigned l = 0; l < GCN_WAVE_SIZE; l++) {
                char *end;
                unsigned long long v = strtoull(p, &end, 16);
                if (end == p) {
                    fprintf(stderr, "isatest: %s needs 64 lane values: %s", key, line);
                    return 2;
                }
                p = end;
                if (key[0] == 'v')
                    w.vgpr[a][l] = (uint32_t)v;
                else if (ran && w.vgpr[a][l] != (uint32_t)v) {
                    printf("FAIL: v%llu lane %u = 0x%08" PRIx32 ", expected 0x%08llx\n", a, l, w.vgpr[a][l], v);
                    fails++;
                }
            }
        } else if (!strcmp(key, "run")) {
            if (!code.words) {
                fprintf(stderr, "isatest: no code before run\n");
                return 2;
            }
            if (lds_alloc >= 0) {   /* a kernel's wave: checked against its allocation */
                wg.lds_size = (uint32_t)lds_alloc;
                w.num_sgprs = GCN_SGPRS;
                w.num_vgprs = w.accum_offset;
                w.num_agprs = GCN_NUM_VGPRS - w.accum_offset;
                gcn_wave_check_allocation(&w);
            }
            while (w.instructions < limit && gcn_wave_step(&m, &w, NULL) == 0)
                ;
            if (w.state == GCN_WAVE_RUNNING)
                printf("FAIL: no s_endpgm after %llu instructions\n", (unsigned long long)limit), fails++;
            ran = 1;
        } else if (!strcmp(key, "expect_trap") && sscanf(line, "%*s %31s", want_trap_name) == 1) {
            want_trap = 1;
        } else if (!strcmp(key, "expect_s") && sscanf(line, "%*s %llu %llx", &a, &b) == 2 && a < GCN_NUM_SGPR_CODES) {
            if (w.sgpr[a] != (uint32_t)b)
                printf("FAIL: sgpr code %llu = 0x%08" PRIx32 ", expected 0x%08llx\n", a, w.sgpr[a], b), fails++;
        } else if (!strcmp(key, "expect_scc") && sscanf(line, "%*s %llu", &a) == 1) {
            if (w.scc != a)
                printf("FAIL: scc = %u, expected %llu\n", w.scc, a), fails++;
        } else if (!strcmp(key, "expect_mem") && sscanf(line, "%*s %llx %1023s", &a, arg) == 2) {
            uint8_t want[512], got[512];
            int n = tb_hex_bytes(arg, want, sizeof want);
            if (n < 0 || mem_read(&tm, a, got, (size_t)n) < 0) {
                fprintf(stderr, "isatest: bad expect_mem line: %s", line);
                return 2;
            }
            for (int i = 0; i < n; i++)
                if (got[i] != want[i])
                    printf("FAIL: mem[0x%llx] = 0x%02x, expected 0x%02x\n", a + (unsigned)i, got[i], want[i]), fails++;
        } else if (!strcmp(key, "expect_lds") && sscanf(line, "%*s %llx %1023s", &a, arg) == 2) {
            uint8_t want[512];
            int n = tb_hex_bytes(arg, want, sizeof want);
            for (int i = 0; n > 0 && i < n && a + (unsigned)i < sizeof lds; i++)
                if (lds[a + (unsigned)i] != want[i])
                    printf("FAIL: lds[0x%llx] = 0x%02x, expected 0x%02x\n", a + (unsigned)i, lds[a + (unsigned)i], want[i]), fails++;
        } else {
            fprintf(stderr, "isatest: unknown spec line: %s", line);
            return 2;
        }
    }
    fclose(spec);
    if (w.state == GCN_WAVE_TRAPPED && (!want_trap || strcmp(want_trap_name, gcn_trap_name(w.trap)) != 0))
        printf("FAIL: trapped (%s): %s\n", gcn_trap_name(w.trap), w.trap_msg), fails++;
    if (want_trap && (w.state != GCN_WAVE_TRAPPED || strcmp(want_trap_name, gcn_trap_name(w.trap)) != 0))
        printf("FAIL: expected a %s trap, wave state %d\n", want_trap_name, w.state), fails++;
    printf("%s: %llu instructions, %d mismatches\n", fails ? "FAIL" : "ok", (unsigned long long)w.instructions, fails);
    gcn_code_free(&code);
    free(words);
    for (unsigned i = 0; i < tm.n; i++)
        free(tm.r[i].bytes);
    return fails ? 1 : 0;
}
