/* isatest: run one directed ISA test on the golden model.
 *
 * Reads a spec written by scripts/isa_tests.py (the .s test's init/expect
 * lines, evaluated; the format and its reader are tb/core/tb_spec.h, shared
 * with the RTL testbench), runs one wave over the test's machine code until
 * s_endpgm, a trap, or the instruction limit, and compares the final state
 * with the expectations.  Exit 0 when all match, 1 on a mismatch, 2 on a
 * malformed spec.  With --check-hazards it also checks MI200's required wait
 * states (gcn/hazard.h) and prints each violation, a "hazard: " line
 * (scripts/hazard_tests.py reads them). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gcn/model.h"
#include "gcn/regions.h"
#include "tb_spec.h"

/* The spec's regions zeroed, then the memw and ldsw lines (the reader has
 * checked that each lies inside). */
static int init_memory(const tb_spec *s, gcn_regions *mem, uint8_t *lds)
{
    for (unsigned i = 0; i < s->nregions; i++)
        if (!gcn_regions_map(mem, s->region[i].base, s->region[i].size))
            return -1;
    for (unsigned i = 0; i < s->ninit; i++) {
        const tb_spec_item *it = &s->init[i];
        if (it->kind == TB_SPEC_MEM)
            memcpy(gcn_regions_ptr(mem, it->addr, it->n), it->bytes, it->n);
        else if (it->kind == TB_SPEC_LDS)
            memcpy(lds + it->addr, it->bytes, it->n);
    }
    return 0;
}

/* A kernel's wave (lds_alloc): registers and LDS checked against what it allocates. */
static void kernel_allocation(const tb_spec *s, gcn_wave *w)
{
    w->wg->lds_size = (uint32_t)s->lds_alloc;
    w->num_sgprs = GCN_SGPRS;
    w->num_vgprs = w->accum_offset;
    w->num_agprs = GCN_NUM_VGPRS - w->accum_offset;
    gcn_wave_check_allocation(w);
}

static void print_hazards(const gcn_hazards *hz)
{
    for (unsigned i = 0; i < gcn_hazards_count(hz); i++) {
        char line[512];
        gcn_hazard_format(gcn_hazards_get(hz, i), line, sizeof line);
        printf("hazard: %s\n", line);
    }
}

int main(int argc, char **argv)
{
    int check = argc == 3 && !strcmp(argv[1], "--check-hazards");
    if (argc != 2 + check) {
        fprintf(stderr, "usage: isatest [--check-hazards] SPEC\n");
        return 2;
    }
    argv += check;
    static tb_spec spec;
    char err[512];
    if (tb_spec_read(&spec, argv[1], err, sizeof err) < 0) {
        fprintf(stderr, "isatest: %s\n", err);
        return 2;
    }
    static gcn_wave w;
    static uint8_t lds[GCN_LDS_BYTES];
    gcn_regions mem;
    gcn_regions_init(&mem);
    gcn_workgroup wg = {lds, sizeof lds, 1, 0};
    gcn_code code = {0};
    int fails = 0;
    if (init_memory(&spec, &mem, lds) < 0 || gcn_code_init(&code, 0, spec.words, spec.nwords) < 0) {
        fprintf(stderr, "isatest: out of memory\n");
        return 2;
    }
    gcn_machine m = {gcn_regions_memory(&mem), &code, 0x1000000000000ull, 0x2000000000000ull, 0, 0, 0,
                     check ? gcn_hazards_new() : NULL};
    w.wg = &wg;
    tb_spec_init_wave(&spec, &w);
    if (spec.lds_alloc >= 0)
        kernel_allocation(&spec, &w);
    while (w.instructions < spec.limit) {
        if (gcn_wave_step(&m, &w, NULL) == 0)
            continue;
        if (w.state != GCN_WAVE_BARRIER)
            break;
        /* the workgroup is this one wave: its s_barrier opens at once, as the dispatcher's does
         * when no wave of the workgroup is still running */
        w.state = GCN_WAVE_RUNNING;
        wg.at_barrier = 0;
    }
    if (w.state == GCN_WAVE_RUNNING)
        printf("FAIL: no s_endpgm after %" PRIu64 " instructions\n", spec.limit), fails++;
    fails += tb_spec_check(&spec, &w, NULL, m.mem.read, m.mem.user, stdout);   /* no DUT clock */
    if (m.hazards)
        print_hazards(m.hazards);
    gcn_hazards_free(m.hazards);
    printf("%s: %llu instructions, %d mismatches\n", fails ? "FAIL" : "ok", (unsigned long long)w.instructions, fails);
    gcn_code_free(&code);
    gcn_regions_free(&mem);
    tb_spec_free(&spec);
    return fails ? 1 : 0;
}
