/* The testbench core: configuration, directed-test specs, the dispatcher
 * (init channel), the per-cycle handshakes of every channel, limits and the
 * final report.  See tb_core.h. */
#include <inttypes.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gcn_config.h"
#include "tb_internal.h"
#include "tb_init.h"
#include "tb_spec.h"

typedef struct init_beat {
    uint8_t kind, lane;
    uint8_t slot;
    uint16_t index;
    uint64_t data;
} init_beat;

typedef struct tb_wg {
    gcn_workgroup model;      /* the model's LDS */
    unsigned nwaves, queued;  /* waves it has, waves added so far */
    unsigned first_wave;      /* index into waves[] (directed tests) */
    int started;
    uint32_t vgprs;           /* VGPR rows each of its waves needs (AccVGPRs included) */
    uint32_t lds_base;        /* the DUT's LDS window, while it runs */
    unsigned live;            /* slots it still holds */
} tb_wg;

struct tb_core {
    tb_config cfg;
    uint64_t rng;
    uint64_t cycle;
    tb_status status;
    char msg[512];

    /* memory */
    gcn_regions regions;        /* the base memory of directed tests */
    tb_overlay dut_mem;
    int attached;
    tb_chan ifc, dmc;

    /* the model */
    gcn_code code;
    int have_code;
    gcn_machine m;
    tb_checker *chk;
    int checking;

    /* waves to dispatch */
    gcn_wave *waves;
    unsigned *wave_wg;
    unsigned n_waves, cap_waves, next_wave;
    tb_wg *wgs;
    unsigned n_wgs, cap_wgs, next_wg;

    /* slots: 0 free, 1 being initialised, 2 started and not yet seen busy
     * by wave_free, 3 running */
    uint8_t slot_state[TB_MAX_WAVES];
    /* what each slot holds on the DUT: VGPR rows of its SIMD's bank and the
     * workgroup whose LDS window it keeps alive (held: 1) */
    uint16_t slot_vbase[TB_MAX_WAVES], slot_vcount[TB_MAX_WAVES];
    unsigned slot_wg[TB_MAX_WAVES], slot_wave_in_wg[TB_MAX_WAVES];
    uint8_t slot_held[TB_MAX_WAVES];

    /* kernels: waves are made when their workgroup starts (tb_kernel.c) */
    tb_wave_fn make_wave;
    void *make_user;
    gcn_wave *made;           /* the waves of the workgroup being started */

    /* init beats in flight */
    init_beat *ib;
    unsigned ib_n, ib_pos, ib_cap;

    tb_dut_in drv;            /* what is driven this cycle */
    uint64_t last_progress, beats, done_at, reg_beats, retired;
    int passed;               /* tb_core_finish's verdict */
    uint64_t fetches_unmapped;
    /* the first data request to unmapped memory (the checker off names its address) */
    int bad_access;
    uint8_t bad_op;
    uint64_t bad_addr;

    /* a directed test: its code (the model decodes from it) and expectations */
    tb_spec spec;
    int have_spec;

    /* the RTL's profiler counters, read at the end (tb_core_set_perf) */
    uint64_t perf[GCN_PERF_MAX];
    unsigned nperf;

    /* the timeline (cfg.timeline): per slot and beat unit, 1 + the cycle of
     * the first beat of the instruction whose END has not come (0: none),
     * and its PC (the INSN beat's; an END beat carries the next PC) */
    uint64_t tl_first[TB_MAX_WAVES][8], tl_pc[TB_MAX_WAVES][8];
};

/* One retired instruction for the timeline: its first beat to its END beat
 * on the unit the beats name (sw/runtime/timeline.c reads the lines). */
static void timeline_beat(tb_core *tb, const tb_beat *b, uint64_t now)
{
    if (!tb->cfg.timeline || b->wave >= TB_MAX_WAVES)
        return;
    uint64_t *first = &tb->tl_first[b->wave][b->unit], *pc = &tb->tl_pc[b->wave][b->unit];
    if (!*first)
        *first = now + 1;
    if (b->kind == TB_RT_INSN)
        *pc = b->pc;
    if (b->kind != TB_RT_END)
        return;
    fprintf(tb->cfg.timeline, "%u %u %" PRIu64 " %" PRIu64 " %" PRIx64 "\n", b->wave, b->unit, *first - 1, now, *pc);
    *first = 0;
}

/* ---- configuration ---- */

int tb_wave_window_has(uint64_t from, uint64_t to, uint64_t cycle)
{
    return cycle >= from && (!to || cycle <= to);
}

void tb_config_default(tb_config *c)
{
    memset(c, 0, sizeof *c);
    c->seed = 1;
    c->ifc = (tb_chan_cfg){4, 0, 0, 16, 0};
    c->dmc = (tb_chan_cfg){10, 0, 0, 64, 0};
    c->max_cycles = 2000000;
    c->stall_cycles = 20000;
    c->reset_cycles = 4;
    c->history = 8;
    c->num_waves = GCN_CFG_NUM_WAVES;   /* the DUT's cfg_*_o outputs set it again (tb_core_check_config) */
    c->tag_bits = 8;
    c->init_zero_vgprs = 0;
    c->check_expect = 1;
}

static int parse_u64(const char *s, uint64_t *v)
{
    char *end;
    if (!s || !*s)
        return -1;
    *v = strtoull(s, &end, 0);
    return *end ? -1 : 0;
}

int tb_config_option(tb_config *c, const char *key, const char *value)
{
    uint64_t v;
    static const struct { const char *name; size_t off; int size; } opts[] = {
#define O(n, f) {n, offsetof(tb_config, f), (int)sizeof(((tb_config *)0)->f)}
        O("seed", seed), O("max-cycles", max_cycles), O("stall-cycles", stall_cycles),
        O("reset-cycles", reset_cycles), O("history", history), O("num-waves", num_waves),
        O("tag-bits", tag_bits), O("zero-vgprs", init_zero_vgprs), O("waves", spec_waves),
        O("expect", check_expect),
        O("if-latency", ifc.latency), O("if-jitter", ifc.jitter), O("if-reorder", ifc.reorder),
        O("if-outstanding", ifc.max_outstanding), O("if-stall", ifc.stall_pct),
        O("dm-latency", dmc.latency), O("dm-jitter", dmc.jitter), O("dm-reorder", dmc.reorder),
        O("dm-outstanding", dmc.max_outstanding), O("dm-stall", dmc.stall_pct),
        O("wave-from", wave_from), O("wave-to", wave_to), O("inject", inject),
#undef O
    };
    for (size_t i = 0; i < sizeof opts / sizeof opts[0]; i++) {
        if (strcmp(key, opts[i].name) != 0)
            continue;
        if (parse_u64(value, &v) < 0)
            return -1;
        char *p = (char *)c + opts[i].off;
        if (opts[i].size == 8)
            *(uint64_t *)(void *)p = v;
        else
            *(unsigned *)(void *)p = (unsigned)v;
        return 0;
    }
    if (!strcmp(key, "mem-random")) {   /* a shorthand: jitter and reordering on both channels */
        if (parse_u64(value, &v) < 0)
            return -1;
        c->ifc.jitter = c->dmc.jitter = (unsigned)v;
        c->ifc.reorder = c->dmc.reorder = v != 0;
        return 0;
    }
    return 1;
}

void tb_config_usage(FILE *f)
{
    fprintf(f,
            "  --seed N            random seed of the memory model (1)\n"
            "  --max-cycles N      stop with a report after N cycles (2000000)\n"
            "  --stall-cycles N    ... or when nothing retires for N cycles (20000)\n"
            "  --if-latency N --if-jitter N --if-reorder 0|1 --if-outstanding N --if-stall PCT\n"
            "  --dm-latency N --dm-jitter N --dm-reorder 0|1 --dm-outstanding N --dm-stall PCT\n"
            "                      instruction-fetch and data channels (latency 4 and 10, in order)\n"
            "  --mem-random J      jitter J and reordering on both channels\n"
            "  --num-waves N --tag-bits N   wave slots and TAG_W before the DUT's cfg_*_o outputs set them\n"
            "  --zero-vgprs N      write v0..vN-1 in full at wave start, zeros included (0)\n"
            "  --waves N           run a spec's wave as N copies at once, one workgroup each (1);\n"
            "                      more copies than wave slots reuse slots as waves end\n"
            "  --expect 0|1        check the spec's expect lines at the end (1); 0: only the\n"
            "                      lockstep checker and the memory comparison (racing copies)\n"
            "  --history N         retired instructions of the wave in a divergence report (8)\n"
            "  --wave-from C --wave-to C   with TRACE=1: the cycle window of the waveform dump\n"
            "  --inject N          flip bit 0 of the N-th SGPR/VGPR beat (the checker must catch it)\n");
}

/* ---- fault points ---- */

/* rtl/lib/gcn_fault.v instances by KIND (docs/rtl-microarch.md) */
static const char *const fault_points[] = {
    NULL,
    "VALU result bit 0 of a lane flipped",
    "an EXEC bit dropped for a VALU instruction",
    "a taken SALU branch goes to target + 4",
    "a load response lost",
    "MFMA: bit 0 of a matrix-core step result flipped",
};
#define N_FAULT_POINTS (sizeof fault_points / sizeof fault_points[0])

const char *tb_fault_point(unsigned kind)
{
    return kind < N_FAULT_POINTS ? fault_points[kind] : NULL;
}

void tb_fault_points_text(char *buf, size_t size)
{
    size_t n = 0;
    buf[0] = '\0';
    for (unsigned k = 1; k < N_FAULT_POINTS && n < size; k++) {
        int w = snprintf(buf + n, size - n, "%s%u (%s)", k > 1 ? ", " : "", k, fault_points[k]);
        n += w > 0 ? (size_t)w : 0;
    }
}

int tb_fault_check(unsigned kind, char *err, size_t size)
{
    if (kind == 0 || tb_fault_point(kind))
        return 0;
    char list[400];
    tb_fault_points_text(list, sizeof list);
    snprintf(err, size, "no fault point %u: the RTL's fault points are %s", kind, list);
    return -1;
}

/* ---- setup ---- */

tb_core *tb_core_new(const tb_config *c)
{
    tb_core *tb = calloc(1, sizeof *tb);
    if (!tb)
        return NULL;
    tb->cfg = *c;
    if (tb->cfg.num_waves == 0 || tb->cfg.num_waves > TB_MAX_WAVES)
        tb->cfg.num_waves = TB_MAX_WAVES;
    if (tb->cfg.tag_bits == 0 || tb->cfg.tag_bits > 32)
        tb->cfg.tag_bits = 8;
    tb->rng = c->seed;
    tb->checking = 1;
    tb->dut_mem.base = gcn_regions_memory(&tb->regions);
    tb->m.mem = tb->dut_mem.base;
    tb->m.code = &tb->code;
    tb->m.shared_aperture = 0x0001000000000000ull;
    tb->m.private_aperture = 0x0002000000000000ull;
    /* the model traps what the configuration's CU has no unit for, as the RTL does */
    tb->m.absent = (uint8_t)((GCN_CFG_HAS_FP64 ? 0u : GCN_ABSENT_FP64) | (GCN_CFG_HAS_MFMA ? 0u : GCN_ABSENT_MFMA));
    if (tb_chan_init(&tb->ifc, &tb->cfg.ifc) < 0 || tb_chan_init(&tb->dmc, &tb->cfg.dmc) < 0 ||
        !(tb->chk = tb_checker_new(&tb->cfg, &tb->m))) {
        tb_core_free(tb);
        return NULL;
    }
    return tb;
}

void tb_core_free(tb_core *tb)
{
    if (!tb)
        return;
    tb_checker_free(tb->chk);
    tb_chan_free(&tb->ifc);
    tb_chan_free(&tb->dmc);
    tb_overlay_free(&tb->dut_mem);
    gcn_regions_free(&tb->regions);
    if (tb->have_code)
        gcn_code_free(&tb->code);
    for (unsigned i = 0; i < tb->n_wgs; i++)
        free(tb->wgs[i].model.lds);
    free(tb->wgs);
    free(tb->made);
    free(tb->waves);
    free(tb->wave_wg);
    free(tb->ib);
    tb_spec_free(&tb->spec);
    free(tb);
}

int tb_mem_map(tb_core *tb, uint64_t base, uint64_t size)
{
    return gcn_regions_map(&tb->regions, base, size) ? 0 : -1;
}

/* Before the run, the DUT's view and the model's memory hold the same
 * bytes: writes go to the base memory, and to a block the DUT already
 * touched as well. */
int tb_mem_write(tb_core *tb, uint64_t addr, const void *src, uint64_t n)
{
    gcn_memory *b = &tb->dut_mem.base;
    if (b->write(b->user, addr, src, n) != 0)
        return -1;
    if (!tb->dut_mem.direct && tb->dut_mem.used)
        tb_overlay_write(&tb->dut_mem, addr, src, n);
    return 0;
}

int tb_mem_read(tb_core *tb, uint64_t addr, void *dst, uint64_t n)
{
    return tb_overlay_read(&tb->dut_mem, addr, dst, n);
}

void tb_mem_attach(tb_core *tb, gcn_memory mem)
{
    tb->dut_mem.base = mem;
    tb->m.mem = mem;
    tb->attached = 1;
}

int tb_set_code(tb_core *tb, uint64_t base, const uint32_t *words, size_t nwords)
{
    if (tb->have_code)
        gcn_code_free(&tb->code);
    tb->have_code = gcn_code_init(&tb->code, base, words, nwords) == 0;
    return tb->have_code ? 0 : -1;
}

void tb_set_apertures(tb_core *tb, uint64_t shared_aperture, uint64_t private_aperture)
{
    tb->m.shared_aperture = shared_aperture;
    tb->m.private_aperture = private_aperture;
}

static tb_wg *wg_get(tb_core *tb, unsigned workgroup, unsigned waves_in_wg, uint32_t lds_bytes)
{
    while (tb->n_wgs <= workgroup) {
        if (tb->n_wgs == tb->cap_wgs) {
            unsigned cap = tb->cap_wgs ? 2 * tb->cap_wgs : 8;
            tb_wg *p = realloc(tb->wgs, cap * sizeof *p);
            if (!p)
                return NULL;
            tb->wgs = p;
            tb->cap_wgs = cap;
        }
        memset(&tb->wgs[tb->n_wgs++], 0, sizeof *tb->wgs);
    }
    tb_wg *g = &tb->wgs[workgroup];
    if (!g->model.lds) {
        g->model.lds_size = lds_bytes;
        g->model.lds = calloc(lds_bytes ? lds_bytes : 1, 1);
        if (!g->model.lds)
            return NULL;
        g->nwaves = waves_in_wg;
        g->model.nwaves = waves_in_wg;
        g->first_wave = tb->n_waves;
    }
    return g;
}

int tb_add_wave(tb_core *tb, const gcn_wave *init, unsigned workgroup, unsigned waves_in_wg, uint32_t lds_bytes)
{
    if (!waves_in_wg || waves_in_wg > tb->cfg.num_waves)
        return -1;
    tb_wg *g = wg_get(tb, workgroup, waves_in_wg, lds_bytes);
    if (!g || g->queued >= g->nwaves || g->first_wave + g->queued != tb->n_waves)
        return -1;   /* a workgroup's waves are added together, in order */
    if (tb->n_waves == tb->cap_waves) {
        unsigned cap = tb->cap_waves ? 2 * tb->cap_waves : 8;
        gcn_wave *p = realloc(tb->waves, cap * sizeof *p);
        if (!p)
            return -1;
        tb->waves = p;
        unsigned *q = realloc(tb->wave_wg, cap * sizeof *q);
        if (!q)
            return -1;
        tb->wave_wg = q;
        tb->cap_waves = cap;
    }
    tb->waves[tb->n_waves] = *init;
    tb->wave_wg[tb->n_waves] = workgroup;
    tb->n_waves++;
    g->queued++;
    uint32_t rows = (init->num_vgprs + init->num_agprs + 7) & ~7u;
    if (rows > g->vgprs)
        g->vgprs = rows;
    return 0;
}

int tb_add_workgroups(tb_core *tb, unsigned n, const unsigned *waves, uint32_t vgprs, uint32_t lds_bytes,
                      tb_wave_fn make, void *user)
{
    if (tb->n_wgs || !make || vgprs > GCN_CFG_VGPRS || lds_bytes > GCN_CFG_LDS_BYTES)
        return -1;
    unsigned most = 1;
    for (unsigned i = 0; i < n; i++) {
        if (!waves[i] || waves[i] > tb->cfg.num_waves)
            return -1;
        most = waves[i] > most ? waves[i] : most;
    }
    if (!(tb->wgs = calloc(n ? n : 1, sizeof *tb->wgs)) || !(tb->made = calloc(most, sizeof *tb->made)))
        return -1;
    tb->n_wgs = tb->cap_wgs = n;
    for (unsigned i = 0; i < n; i++) {
        tb_wg *g = &tb->wgs[i];
        g->nwaves = g->queued = g->model.nwaves = waves[i];
        g->vgprs = vgprs < 8 ? 8 : (vgprs + 7) & ~7u;
        g->model.lds_size = lds_bytes;   /* allocated when the workgroup starts */
    }
    tb->make_wave = make;
    tb->make_user = user;
    tb_checker_set_stop_on_trap(tb->chk, 1);   /* a kernel stops at its first trap, as on the model */
    return 0;
}

int tb_workgroup_fits(unsigned waves, uint32_t vgprs, uint32_t lds_bytes, char *why, size_t size)
{
    const unsigned slots = GCN_CFG_NUM_SIMD * GCN_CFG_WAVES_PER_SIMD;
    uint32_t rows = vgprs < 8 ? 8 : (vgprs + 7) & ~7u;   /* as tb_add_workgroups gives them */
    if (waves > slots) {
        snprintf(why, size, "a workgroup of %u waves cannot be placed: the CU has %u wave slots", waves, slots);
        return -1;
    }
    if (rows > GCN_CFG_VGPRS) {
        snprintf(why, size, "a wave needs %u VGPRs (AccVGPRs included); a SIMD has %u", rows, GCN_CFG_VGPRS);
        return -1;
    }
    /* waves spread over the SIMDs; each SIMD's bank holds VGPRS / rows of them */
    unsigned per_simd = GCN_CFG_VGPRS / rows < GCN_CFG_WAVES_PER_SIMD ? GCN_CFG_VGPRS / rows : GCN_CFG_WAVES_PER_SIMD;
    if (waves > per_simd * GCN_CFG_NUM_SIMD) {
        unsigned held = per_simd * GCN_CFG_NUM_SIMD;
        snprintf(why, size, "a workgroup of %u waves cannot be placed: each wave needs %u VGPRs (AccVGPRs included) of "
                 "its SIMD's %u, so the CU holds at most %u such wave%s at once (%u SIMD%s x %u)", waves, rows,
                 GCN_CFG_VGPRS, held, held == 1 ? "" : "s", GCN_CFG_NUM_SIMD, GCN_CFG_NUM_SIMD == 1 ? "" : "s",
                 per_simd);
        return -1;
    }
    if (lds_bytes > GCN_CFG_LDS_BYTES) {
        snprintf(why, size, "a workgroup needs %u bytes of LDS; the CU has %u", lds_bytes, GCN_CFG_LDS_BYTES);
        return -1;
    }
    return 0;
}

int tb_lds_write(tb_core *tb, unsigned workgroup, uint32_t off, const void *src, uint32_t n)
{
    if (workgroup >= tb->n_wgs || !tb->wgs[workgroup].model.lds || off > tb->wgs[workgroup].model.lds_size ||
        n > tb->wgs[workgroup].model.lds_size - off)
        return -1;
    memcpy(tb->wgs[workgroup].model.lds + off, src, n);
    return 0;
}

/* ---- directed-test specs ---- */

/* Which units a test's code uses: vector (anything but SALU, SMEM and
 * branches: it names VGPRs) and LDS (DS, or FLAT, which may reach the LDS
 * aperture, or s_getreg of LDS_ALLOC, which reads the LDS the harness gives
 * every wave, tests/harness/isatest.c).  Words that do not decode count as
 * nothing. */
static void spec_units(const gcn_code *code, int *vector, int *lds)
{
    for (size_t i = 0; i < code->nwords;) {
        gcn_inst in;
        gcn_decode(code->words + i, code->nwords - i, &in);
        if (in.desc) {
            unsigned u = in.desc->unit;
            *vector |= u != GCN_U_SALU && u != GCN_U_SMEM && u != GCN_U_BRANCH;
            *lds |= u == GCN_U_LDS || u == GCN_U_FLAT;
            *lds |= !strcmp(in.desc->name, "s_getreg_b32") && (in.simm16 & 63) == 6;
        }
        i += in.nwords ? in.nwords : 1;
    }
}

/* Whether a directed test fits this configuration's VGPR file: GCN_CFG_VGPRS
 * rows a lane, the ArchVGPRs from row 0 and the AccVGPRs from the test's
 * accum_offset.  A test written for default's 512 rows that names more on a
 * smaller file is refused (-1, the first instruction or init register past
 * it in err) rather than run with rows the RTL cannot hold.  The model's own
 * check of a kernel's allocation names the instruction. */
static int spec_fits_vgprs(tb_core *tb, const gcn_wave *w, char *err, size_t errsize)
{
    for (unsigned v = GCN_CFG_VGPRS; v < GCN_NUM_VGPRS; v++)
        for (unsigned l = 0; l < GCN_WAVE_SIZE; l++)
            if (w->vgpr[v][l]) {
                snprintf(err, errsize, "does not fit configuration '%s': the test sets VGPR row %u; a SIMD has %u",
                         GCN_CFG_NAME, v, GCN_CFG_VGPRS);
                return -1;
            }
    gcn_wave *probe = calloc(1, sizeof *probe);   /* 128 KiB: not on the stack */
    if (!probe) {
        snprintf(err, errsize, "out of memory");
        return -1;
    }
    probe->num_sgprs = GCN_SGPRS;
    /* v<n> is row n (the ArchVGPRs may overlap the AccVGPRs), a<n> row accum_offset + n */
    probe->num_vgprs = GCN_CFG_VGPRS < w->num_vgprs ? GCN_CFG_VGPRS : w->num_vgprs;
    probe->num_agprs = w->accum_offset < GCN_CFG_VGPRS ? GCN_CFG_VGPRS - w->accum_offset : 0;
    gcn_wave_check_allocation(probe);
    char msg[200];
    int rc = 0;
    for (size_t i = 0; i < tb->code.nwords && rc == 0;) {
        gcn_inst in;
        gcn_decode(tb->code.words + i, tb->code.nwords - i, &in);
        if (gcn_wave_names_beyond_allocation(&tb->m, probe, tb->code.base + 4 * i, msg, sizeof msg)) {
            snprintf(err, errsize, "does not fit configuration '%s' (%u VGPR rows a SIMD, AccVGPRs from row %u): %s",
                     GCN_CFG_NAME, GCN_CFG_VGPRS, w->accum_offset, msg);
            rc = -1;
        }
        i += in.nwords ? in.nwords : 1;
    }
    free(probe);
    return rc;
}

/* The code at address 0 (as tests/harness/isatest.c has it) and in memory
 * for the DUT's fetches, with room for prefetch; the regions and their
 * initial bytes. */
static int spec_memory(tb_core *tb, char *err, size_t errsize)
{
    const tb_spec *s = &tb->spec;
    int rc = tb_set_code(tb, 0, s->words, s->nwords) < 0 || tb_mem_map(tb, 0, 4 * s->nwords + TB_SPEC_CODE_PAD) < 0 ||
             tb_mem_write(tb, 0, s->words, 4 * s->nwords) < 0;
    for (unsigned i = 0; !rc && i < s->nregions; i++)
        rc = tb_mem_map(tb, s->region[i].base, s->region[i].size) < 0;
    for (unsigned i = 0; !rc && i < s->ninit; i++)
        if (s->init[i].kind == TB_SPEC_MEM)
            rc = tb_mem_write(tb, s->init[i].addr, s->init[i].bytes, s->init[i].n) < 0;
    if (rc)
        snprintf(err, errsize, "out of memory setting up the spec's code and memory");
    return rc ? -1 : 0;
}

/* One copy of the spec's wave w, its own workgroup: VGPR rows, LDS, the
 * allocation check of a kernel's wave, the LDS bytes. */
static int spec_wave_copy(tb_core *tb, const gcn_wave *w, int vector, int lds, char *err, size_t errsize)
{
    const tb_spec *s = &tb->spec;
    unsigned wg = (unsigned)tb->n_wgs;
    if (tb_add_wave(tb, w, wg, 1, s->lds_alloc >= 0 ? (uint32_t)s->lds_alloc : lds ? GCN_CFG_LDS_BYTES : 0) < 0) {
        snprintf(err, errsize, "cannot queue the wave");
        return -1;
    }
    /* a test that names no VGPR (scalar code, no v lines) needs one granule
     * of rows, so copies of it share a SIMD's bank; others get the whole file */
    tb->wgs[wg].vgprs = vector ? GCN_CFG_VGPRS : 8;
    /* the model's wave has the rows the dispatcher gives it, as a
     * kernel's waves have (rows = accum_offset + AccVGPRs, or the ArchVGPRs
     * alone): s_getreg GPR_ALLOC reads them on both sides */
    gcn_wave *mw = &tb->waves[tb->n_waves - 1];
    if (tb->wgs[wg].vgprs > mw->accum_offset) {
        mw->num_agprs = tb->wgs[wg].vgprs - mw->accum_offset;
    } else {
        mw->num_agprs = 0;
        mw->num_vgprs = tb->wgs[wg].vgprs;
    }
    if (s->lds_alloc >= 0) {   /* as isatest: the whole register file, the given LDS */
        mw->num_sgprs = GCN_SGPRS;
        gcn_wave_check_allocation(mw);
    }
    for (unsigned i = 0; i < s->ninit; i++)   /* inside the LDS: the reader checked */
        if (s->init[i].kind == TB_SPEC_LDS &&
            tb_lds_write(tb, wg, (uint32_t)s->init[i].addr, s->init[i].bytes, s->init[i].n) < 0) {
            snprintf(err, errsize, "line %u: LDS bytes 0x%llx+%u lie beyond the %u bytes the wave has (configuration "
                     "'%s': %u bytes of LDS)", s->init[i].line, (unsigned long long)s->init[i].addr, s->init[i].n,
                     tb->wgs[wg].model.lds_size, GCN_CFG_NAME, GCN_CFG_LDS_BYTES);
            return -1;
        }
    return 0;
}

int tb_load_spec(tb_core *tb, const char *path, char *err, size_t errsize)
{
    if (tb->have_spec) {
        snprintf(err, errsize, "%s: a run takes one spec", path);
        return -1;
    }
    if (tb_spec_read(&tb->spec, path, err, errsize) < 0)
        return -1;
    tb->have_spec = 1;
    if (spec_memory(tb, err, errsize) < 0)
        return -1;
    gcn_wave *w = calloc(1, sizeof *w);   /* 128 KiB: not on the stack */
    if (!w) {
        snprintf(err, errsize, "out of memory");
        return -1;
    }
    tb_spec_init_wave(&tb->spec, w);
    w->lds_base = tb->m.shared_aperture;
    w->state = GCN_WAVE_RUNNING;
    int vector = tb->spec.names_vgprs, lds = 0;
    for (unsigned i = 0; i < tb->spec.ninit; i++)
        lds |= tb->spec.init[i].kind == TB_SPEC_LDS;
    spec_units(&tb->code, &vector, &lds);
    unsigned copies = tb->cfg.spec_waves ? tb->cfg.spec_waves : 1;
    int rc = spec_fits_vgprs(tb, w, err, errsize);
    for (unsigned c = 0; rc == 0 && c < copies; c++)
        rc = spec_wave_copy(tb, w, vector, lds, err, errsize);
    free(w);
    return rc;
}

/* ---- the dispatcher: init beats ---- */

static int ib_push(tb_core *tb, uint8_t slot, uint8_t kind, uint16_t index, uint8_t lane, uint64_t data)
{
    if (tb->ib_n == tb->ib_cap) {
        unsigned cap = tb->ib_cap ? 2 * tb->ib_cap : 1024;
        init_beat *p = realloc(tb->ib, cap * sizeof *p);
        if (!p)
            return -1;
        tb->ib = p;
        tb->ib_cap = cap;
    }
    tb->ib[tb->ib_n++] = (init_beat){kind, lane, slot, index, data};
    return 0;
}

static int ib_emit(void *user, unsigned slot, unsigned kind, unsigned index, unsigned lane, uint64_t data)
{
    return ib_push(user, (uint8_t)slot, (uint8_t)kind, (uint16_t)index, (uint8_t)lane, data);
}

/* The wave's beats (tb_init.c), queued for the init channel. */
static int wave_init_beats(tb_core *tb, unsigned slot, const gcn_wave *w, unsigned wg_slot, const tb_wg *g)
{
    tb_init_place p = {
        .wg_slot = wg_slot, .waves_in_wg = g->nwaves,
        .vbase = tb->slot_vbase[slot], .vcount = tb->slot_vcount[slot],
        .lds_base = g->lds_base, .lds_size = g->model.lds_size, .lds = g->model.lds,
        .shared_aperture = tb->m.shared_aperture, .private_aperture = tb->m.private_aperture,
        .zero_vgprs = tb->cfg.init_zero_vgprs,
    };
    return tb_init_wave(slot, w, &p, ib_emit, tb, tb->msg, sizeof tb->msg);
}

/* ---- resources: VGPR rows per SIMD bank, LDS windows ---- */

static unsigned simd_of(unsigned slot) { return slot / GCN_CFG_WAVES_PER_SIMD; }

/* First-fit: the lowest start of `need` free units in [0, size), given the
 * busy intervals [start[i], start[i] + len[i]); -1 when none fits. */
static long first_fit(const uint32_t *start, const uint32_t *len, unsigned n, uint32_t need, uint32_t size)
{
    uint32_t at = 0;
    for (;;) {
        int moved = 0;
        for (unsigned i = 0; i < n; i++)
            if (len[i] && at < start[i] + len[i] && start[i] < at + need) {
                at = start[i] + len[i];
                moved = 1;
            }
        if (need > size || at > size - need)
            return -1;
        if (!moved)
            return at;
    }
}

/* VGPR rows for a wave in slot s (its SIMD's bank), counting the rows of
 * the slots already held and those chosen for this workgroup (in pick[]). */
static long vgpr_fit(const tb_core *tb, unsigned s, uint32_t need)
{
    uint32_t start[TB_MAX_WAVES], len[TB_MAX_WAVES];
    unsigned n = 0;
    for (unsigned o = 0; o < tb->cfg.num_waves; o++)
        if (tb->slot_held[o] && simd_of(o) == simd_of(s)) {
            start[n] = tb->slot_vbase[o];
            len[n++] = tb->slot_vcount[o];
        }
    return first_fit(start, len, n, need, GCN_CFG_VGPRS);
}

static long lds_fit(const tb_core *tb, uint32_t need)
{
    uint32_t start[TB_MAX_WAVES], len[TB_MAX_WAVES];
    unsigned n = 0;
    if (!need)
        return 0;
    for (unsigned i = 0; i < tb->n_wgs && n < TB_MAX_WAVES; i++)
        if (tb->wgs[i].live && tb->wgs[i].model.lds_size) {
            start[n] = tb->wgs[i].lds_base;
            len[n++] = tb->wgs[i].model.lds_size;
        }
    return first_fit(start, len, n, need, GCN_CFG_LDS_BYTES);
}

/* A slot the DUT and the checker are both done with gives back its rows,
 * and its workgroup's LDS window when it was the last one. */
static void release_slot(tb_core *tb, unsigned s)
{
    if (!tb->slot_held[s] || tb->slot_state[s] != 0 || tb_checker_slot_busy(tb->chk, s))
        return;
    tb->slot_held[s] = 0;
    tb->slot_vcount[s] = 0;
    tb_wg *g = &tb->wgs[tb->slot_wg[s]];
    if (--g->live == 0 && tb->make_wave) {   /* kernels: the model's LDS goes too */
        free(g->model.lds);
        g->model.lds = NULL;
    }
}

/* Slots for the next workgroup: free ones with room in their SIMD's bank,
 * taken in turn so the waves spread over the SIMDs; 1 when all fit. */
static int pick_slots(tb_core *tb, const tb_wg *g, uint64_t wave_free, unsigned *slots)
{
    unsigned n = 0, simds = tb->cfg.num_waves / GCN_CFG_WAVES_PER_SIMD;
    for (unsigned k = 0; k < tb->cfg.num_waves && n < g->nwaves; k++) {
        /* k-th choice: SIMD k % simds, its (k / simds)-th slot */
        unsigned s = simds ? (k % simds) * GCN_CFG_WAVES_PER_SIMD + k / simds : k;
        if (s >= tb->cfg.num_waves || !(wave_free >> s & 1) || tb->slot_state[s] != 0 || tb->slot_held[s] ||
            tb_checker_slot_busy(tb->chk, s))
            continue;
        long at = vgpr_fit(tb, s, g->vgprs);
        if (at < 0)
            continue;
        /* hold it now, so the next wave of this workgroup sees its rows */
        tb->slot_held[s] = 1;
        tb->slot_vbase[s] = (uint16_t)at;
        tb->slot_vcount[s] = (uint16_t)g->vgprs;
        slots[n++] = s;
    }
    if (n == g->nwaves)
        return 1;
    for (unsigned i = 0; i < n; i++)   /* not enough room: give them back */
        tb->slot_held[slots[i]] = 0, tb->slot_vcount[slots[i]] = 0;
    return 0;
}

/* The initial state of wave i of the workgroup being started. */
static const gcn_wave *start_state(tb_core *tb, tb_wg *g, unsigned i, unsigned slot)
{
    if (!tb->make_wave)
        return &tb->waves[g->first_wave + i];
    if (tb->make_wave(tb->make_user, tb->next_wg, i, slot, &tb->made[i]) < 0)
        return NULL;
    return &tb->made[i];
}

/* Start the next workgroup when enough slots, VGPR rows and LDS are free. */
static void dispatch(tb_core *tb, uint64_t wave_free)
{
    for (unsigned s = 0; s < tb->cfg.num_waves; s++)
        release_slot(tb, s);
    if (tb->ib_pos < tb->ib_n || tb->next_wg >= tb->n_wgs)
        return;
    tb_wg *g = &tb->wgs[tb->next_wg];
    unsigned slots[TB_MAX_WAVES];
    long lds_at = lds_fit(tb, g->model.lds_size);
    if (lds_at < 0 || !pick_slots(tb, g, wave_free, slots))
        return;
    g->lds_base = (uint32_t)lds_at;
    if (!g->model.lds && !(g->model.lds = calloc(g->model.lds_size ? g->model.lds_size : 1, 1))) {
        tb->status = TB_ERROR;
        snprintf(tb->msg, sizeof tb->msg, "out of memory starting a workgroup");
        return;
    }
    tb->ib_n = tb->ib_pos = 0;
    for (unsigned i = 0; i < g->nwaves; i++) {
        const gcn_wave *w = start_state(tb, g, i, slots[i]);
        if (!w || tb_checker_start_wave(tb->chk, slots[i], w, &g->model, tb->next_wg) < 0 ||
            wave_init_beats(tb, slots[i], w, slots[0], g) < 0) {
            tb->status = TB_ERROR;
            snprintf(tb->msg, sizeof tb->msg, "cannot start wave %u of workgroup %u", i, tb->next_wg);
            return;
        }
        tb->slot_state[slots[i]] = 1;
        tb->slot_wg[slots[i]] = tb->next_wg;
        tb->slot_wave_in_wg[slots[i]] = i;
    }
    g->live = g->nwaves;
    g->started = 1;
    tb->next_wg++;
}

/* ---- traps ---- */

int tb_core_trap(const tb_core *tb, tb_trap_info *t)
{
    const tb_trap *tr = tb_checker_trap(tb->chk);
    if (tb->status != TB_TRAPPED || !tr)
        return -1;
    memset(t, 0, sizeof *t);
    t->slot = tr->slot;
    t->workgroup = tr->slot < TB_MAX_WAVES ? tb->slot_wg[tr->slot] : 0;
    t->wave_in_wg = tr->slot < TB_MAX_WAVES ? tb->slot_wave_in_wg[tr->slot] : 0;
    t->pc = tr->pc;
    t->cycle = tr->cycle;
    if (tr->nwords)
        tb_disasm(tr->words, tr->nwords, tr->pc, t->disasm, sizeof t->disasm);
    /* the checker off: the RTL names no address; the first unmapped request does */
    if (!tb->checking && tr->cause == GCN_TRAP_MEMORY && tb->bad_access)
        snprintf(t->reason, sizeof t->reason, "%s unmapped memory at 0x%" PRIx64 " (%.150s)",
                 tb->bad_op == TB_DM_LOAD ? "a load reads" : tb->bad_op == TB_DM_STORE ? "a store writes" : "an atomic reaches",
                 tb->bad_addr, tr->msg);
    else
        snprintf(t->reason, sizeof t->reason, "%s", tr->msg);
    return 0;
}

/* The trap that stopped the run, as its first report line. */
static void report_trap(tb_core *tb)
{
    tb_trap_info t;
    if (tb_core_trap(tb, &t) < 0)
        return;
    snprintf(tb->msg, sizeof tb->msg, "wave %u (workgroup %u, wave %u of it) at PC 0x%" PRIx64 " (%s): %s", t.slot,
             t.workgroup, t.wave_in_wg, t.pc, t.disasm[0] ? t.disasm : "?", t.reason);
    FILE *f = tb->cfg.log ? tb->cfg.log : stdout;
    fprintf(f, "TRAP at cycle %" PRIu64 ": %s\n", t.cycle, tb->msg);
    fflush(f);
}

/* ---- the clock ---- */

void tb_core_initial_inputs(tb_core *tb, tb_dut_in *in)
{
    memset(&tb->drv, 0, sizeof tb->drv);
    tb->drv.rst = 1;
    *in = tb->drv;
}

static tb_status fail(tb_core *tb, tb_status st, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static tb_status fail(tb_core *tb, tb_status st, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(tb->msg, sizeof tb->msg, fmt, ap);
    va_end(ap);
    tb->status = st;
    FILE *f = tb->cfg.log ? tb->cfg.log : stdout;
    fprintf(f, "%s at cycle %" PRIu64 ": %s\n", st == TB_TIMEOUT ? "TIMEOUT" : "INTERFACE ERROR", tb->cycle, tb->msg);
    tb_checker_dump_waves(tb->chk, f);
    if (st == TB_TIMEOUT) {
        uint64_t from = tb->cycle > 2000 ? tb->cycle - 2000 : 0;
        tb_print_wave_hint(f, TB_WAVES_VERILATOR, &tb->cfg, from, tb->cycle);
    }
    fflush(f);
    return st;
}

int tb_core_in_reset(const tb_core *tb)
{
    return tb->cycle < tb->cfg.reset_cycles;
}

void tb_core_xz(tb_core *tb, const char *what)
{
    if (tb->status != TB_RUNNING)
        return;
    fail(tb, TB_ERROR, "X/Z on %s", what);
    /* only a four-state simulator's dump shows where the X came from */
    FILE *f = tb->cfg.log ? tb->cfg.log : stdout;
    tb_print_wave_hint(f, TB_WAVES_ICARUS, &tb->cfg, tb->cycle > 200 ? tb->cycle - 200 : 0,
                       tb->cycle + 1);
    fflush(f);
}

static uint32_t tag_mask(const tb_core *tb)
{
    return tb->cfg.tag_bits >= 32 ? 0xffffffffu : (1u << tb->cfg.tag_bits) - 1;
}

/* One beat to the timeline, the fault injection and the checker.
 * TB_RUNNING, or the status it stopped the run with. */
static tb_status check_beat(tb_core *tb, tb_beat b, uint64_t now)
{
    tb->retired += b.kind == TB_RT_END;
    timeline_beat(tb, &b, now);
    if ((b.kind == TB_RT_SGPR || b.kind == TB_RT_VGPR) && tb->cfg.inject && ++tb->reg_beats == tb->cfg.inject) {
        b.data[0] ^= 1;
        FILE *f = tb->cfg.log ? tb->cfg.log : stdout;
        fprintf(f, "injected: bit 0 of %s beat %" PRIu64 " (register %u, wave %u) flipped at cycle %" PRIu64 "\n",
                b.kind == TB_RT_SGPR ? "SGPR" : "VGPR", tb->reg_beats, b.index, b.wave, now);
    }
    tb->last_progress = tb->cycle;
    int rc = tb_checker_beat(tb->chk, now, &b);
    if (rc != 0) {
        tb->status = rc < 0 ? TB_DIVERGED : TB_TRAPPED;
        if (rc > 0)
            report_trap(tb);
    }
    return tb->status;
}

/* One channel's beat, taken at this edge; one with `first` set comes after
 * the INSN folded into it (its PC and words), one with `last` set before the
 * END folded into it (its next PC; an SGPR beat carries the END's data bits,
 * SCC and the rest, at data bits 34:32; other kinds leave SCC unwritten). */
static tb_status take_beat(tb_core *tb, const tb_rt_out *o, uint64_t now)
{
    if (o->first) {
        tb_beat insn = {.kind = TB_RT_INSN, .unit = o->unit & 7, .wave = o->wave, .pc = o->pc};
        memcpy(insn.data, o->insn, sizeof o->insn);
        if (check_beat(tb, insn, now) != TB_RUNNING)
            return tb->status;
    }
    tb_beat b;
    b.kind = o->kind;
    b.unit = o->unit & 7;
    b.quarter = o->quarter & 3;
    b.wave = o->wave;
    b.pc = o->pc;
    b.index = o->index;
    b.mask = o->mask;
    memcpy(b.data, o->data, sizeof b.data);
    tb->beats++;
    if (check_beat(tb, b, now) != TB_RUNNING || !o->last)
        return tb->status;
    tb_beat end = {.kind = TB_RT_END, .unit = b.unit, .wave = b.wave, .pc = o->pc};
    if (b.kind == TB_RT_SGPR)
        end.data[0] = b.data[TB_RT_SGPR_END_WORD] & TB_RT_SGPR_END_MASK;
    return check_beat(tb, end, now);
}

tb_status tb_core_cycle(tb_core *tb, const tb_dut_out *out, tb_dut_in *in)
{
    if (tb->status != TB_RUNNING) {
        *in = tb->drv;
        return tb->status;
    }
    uint64_t now = tb->cycle++;
    tb_dut_in *d = &tb->drv;
    if (now < tb->cfg.reset_cycles) {
        memset(d, 0, sizeof *d);
        d->rst = 1;
        *in = *d;
        tb->last_progress = tb->cycle;
        return TB_RUNNING;
    }
    if (d->rst) {   /* the first cycle out of reset: nothing moved yet */
        d->rst = 0;
    } else {
        /* ---- what moved at this edge ---- */
        if (d->init_valid && out->init_ready) {
            const init_beat *b = &tb->ib[tb->ib_pos++];
            tb->last_progress = tb->cycle;   /* a long wave start is progress too */
            if (b->kind == TB_INIT_START)
                tb->slot_state[b->slot] = 2;
        }
        if (d->if_rsp_valid && out->if_rsp_ready)
            tb_chan_pop(&tb->ifc);
        if (d->dm_rsp_valid && out->dm_rsp_ready)
            tb_chan_pop(&tb->dmc);
        if (out->if_req_valid && d->if_req_ready) {
            uint32_t tag = out->if_req_tag & tag_mask(tb);
            if (out->if_req_addr & 7)
                return fail(tb, TB_ERROR, "instruction fetch at 0x%" PRIx64 " is not 8-byte aligned", out->if_req_addr);
            if (tb_chan_tag_busy(&tb->ifc, tag))
                return fail(tb, TB_ERROR, "instruction fetch tag %u is reused while in flight", tag);
            tb_pending *p = tb_chan_push(&tb->ifc, tag, now, &tb->rng);
            if (!p)
                return fail(tb, TB_ERROR, "instruction fetch accepted beyond the outstanding limit");
            if (tb_overlay_read(&tb->dut_mem, out->if_req_addr, p->data, 8) != 0) {
                memset(p->data, 0, 8);   /* prefetch past the code is allowed; it reads zeros */
                tb->fetches_unmapped++;
            }
        }
        if (out->dm_req_valid && d->dm_req_ready) {
            uint32_t tag = out->dm_req_tag & tag_mask(tb);
            if (tb_chan_tag_busy(&tb->dmc, tag))
                return fail(tb, TB_ERROR, "data request tag %u is reused while in flight", tag);
            tb_pending *p = tb_chan_push(&tb->dmc, tag, now, &tb->rng);
            char msg[200];
            if (!p)
                return fail(tb, TB_ERROR, "data request accepted beyond the outstanding limit");
            if (tb_dm_execute(&tb->dut_mem, out->dm_req_op, out->dm_req_addr, out->dm_req_be, out->dm_req_wdata, p, msg,
                              sizeof msg) < 0)
                return fail(tb, TB_ERROR, "%s", msg);
            if (p->err && !tb->bad_access) {
                tb->bad_access = 1;
                tb->bad_op = out->dm_req_op;
                /* the first byte asked for (be names bytes at their block position) */
                tb->bad_addr = (out->dm_req_addr & ~15ull) + (out->dm_req_be ? (unsigned)__builtin_ctz(out->dm_req_be) : 0);
                tb_checker_bad_request(tb->chk);
            }
        }
        /* the channels' beats of a cycle, in channel order */
        for (unsigned ch = 0; ch < TB_RT_CH && d->rt_ready; ch++)
            if (out->rt[ch].valid && take_beat(tb, &out->rt[ch], now) != TB_RUNNING) {
                *in = *d;
                return tb->status;
            }
    }
    /* ---- slots: a started wave is running once wave_free drops ---- */
    for (unsigned s = 0; s < tb->cfg.num_waves; s++) {
        int free_ = out->wave_free >> s & 1;
        if (tb->slot_state[s] == 2 && !free_)
            tb->slot_state[s] = 3;
        else if (tb->slot_state[s] == 3 && free_)
            tb->slot_state[s] = 0;
    }
    dispatch(tb, out->wave_free);

    /* ---- what to drive next ---- */
    if (tb->ib_pos < tb->ib_n) {
        const init_beat *b = &tb->ib[tb->ib_pos];
        d->init_valid = 1;
        d->init_wave = b->slot;
        d->init_kind = b->kind;
        d->init_index = b->index;
        d->init_lane = b->lane;
        d->init_data = b->data;
    } else {
        d->init_valid = 0;
    }
    const tb_pending *p = tb_chan_next(&tb->ifc, now, &tb->rng);
    d->if_rsp_valid = p != NULL;
    d->if_rsp_tag = p ? p->tag : 0;
    d->if_rsp_data = 0;
    for (unsigned i = 0; p && i < 8; i++)
        d->if_rsp_data |= (uint64_t)p->data[i] << (8 * i);
    p = tb_chan_next(&tb->dmc, now, &tb->rng);
    d->dm_rsp_valid = p != NULL;
    d->dm_rsp_tag = p ? p->tag : 0;
    d->dm_rsp_err = p ? p->err : 0;
    for (unsigned i = 0; i < 4; i++)
        d->dm_rsp_rdata[i] = p ? (uint32_t)p->data[4 * i] | (uint32_t)p->data[4 * i + 1] << 8 |
                                     (uint32_t)p->data[4 * i + 2] << 16 | (uint32_t)p->data[4 * i + 3] << 24
                               : 0;
    d->if_req_ready = (uint8_t)tb_chan_req_ready(&tb->ifc, &tb->rng);
    d->dm_req_ready = (uint8_t)tb_chan_req_ready(&tb->dmc, &tb->rng);
    d->rt_ready = 1;
    *in = *d;

    /* ---- the end, or a limit ---- */
    int all_dispatched = tb->next_wg >= tb->n_wgs && tb->ib_pos >= tb->ib_n;
    int slots_idle = 1;
    for (unsigned s = 0; s < tb->cfg.num_waves; s++)
        if (tb->slot_state[s] != 0 && (tb->checking ? tb->slot_state[s] != 3 || tb_checker_slot_busy(tb->chk, s) : 1))
            slots_idle = 0;
    if (all_dispatched && (tb->checking ? !tb_checker_busy(tb->chk) && slots_idle : slots_idle)) {
        /* a few more cycles: a stray beat after the end is an error */
        if (!tb->done_at)
            tb->done_at = tb->cycle + 16;
        else if (tb->cycle >= tb->done_at)
            tb->status = TB_DONE;
        return tb->status;
    }
    if (tb->cycle >= tb->cfg.max_cycles)
        return fail(tb, TB_TIMEOUT, "cycle limit of %" PRIu64 " reached; the kernel may never end", tb->cfg.max_cycles);
    if (tb->cycle - tb->last_progress > tb->cfg.stall_cycles)
        return fail(tb, TB_TIMEOUT, "no retirement beat and no init beat moved for %" PRIu64 " cycles",
                    tb->cfg.stall_cycles);
    return TB_RUNNING;
}

/* ---- the end ---- */

static int read_dut(void *user, uint64_t addr, void *dst, size_t n)
{
    return tb_overlay_read(user, addr, dst, n);
}

/* The spec's expect lines on wave 0: registers on the model's final state
 * (which the RTL matched step by step), memory the DUT's own. */
static int check_expectations(tb_core *tb)
{
    const gcn_wave *w = tb->n_wgs ? tb_checker_model_wave(tb->chk, 0) : NULL;
    if (!w || !tb->have_spec)
        return 0;
    return tb_spec_check(&tb->spec, w, tb_checker_dut_clock_regs(tb->chk, 0), read_dut, &tb->dut_mem,
                         tb->cfg.log ? tb->cfg.log : stdout);
}

/* After the run, every byte the DUT touched must equal the model's memory:
 * this covers atomics, which the memory (not the CU) performs. */
static int compare_memory(tb_core *tb)
{
    FILE *f = tb->cfg.log ? tb->cfg.log : stdout;
    tb_overlay *o = &tb->dut_mem;
    unsigned diffs = 0;
    for (size_t i = 0; i < o->cap && !o->direct; i++) {
        const tb_block *b = &o->slot[i];
        if (!b->key)
            continue;
        uint64_t at = (b->key - 1) << 4;
        for (unsigned k = 0; k < 16; k++) {
            uint8_t m;
            if (!(b->mapped >> k & 1) || o->base.read(o->base.user, at + k, &m, 1) != 0 || m == b->bytes[k])
                continue;
            if (diffs++ < 8)
                fprintf(f, "MEMORY DIFFERS at the end: mem[0x%" PRIx64 "] = 0x%02x on the RTL, 0x%02x in the model\n",
                        at + k, b->bytes[k], m);
            if (diffs == 1)
                snprintf(tb->msg, sizeof tb->msg, "MEMORY DIFFERS at the end: mem[0x%" PRIx64 "] = 0x%02x on the RTL, "
                         "0x%02x in the model", at + k, b->bytes[k], m);
        }
    }
    if (diffs > 8)
        fprintf(f, "  ... %u bytes differ in all\n", diffs);
    return diffs ? -1 : 0;
}

int tb_core_finish(tb_core *tb)
{
    FILE *f = tb->cfg.log ? tb->cfg.log : stdout;
    int fails = 0;
    if (tb->status == TB_DONE && tb->checking) {
        if (tb_checker_finish(tb->chk, tb->cycle) < 0 || compare_memory(tb) < 0)
            tb->status = TB_DIVERGED;
        else if (tb->cfg.check_expect)
            fails = check_expectations(tb);
    }
    /* a directed test stopped by a memory violation passes when it expects that trap */
    int trap_expected = 0;
    if (tb->status == TB_TRAPPED && !tb->make_wave && tb->checking && tb->cfg.check_expect)
        trap_expected = !(fails = check_expectations(tb));
    const char *what = tb->status == TB_DONE || trap_expected ? (fails ? "FAIL (expectations)" : "PASS")
                       : tb->status == TB_DIVERGED ? "FAIL (divergence)"
                       : tb->status == TB_TIMEOUT ? "FAIL (timeout)"
                       : tb->status == TB_ERROR ? "FAIL (interface error)"
                       : tb->status == TB_TRAPPED ? (fails ? "FAIL (expectations)" : "FAIL (trapped)")
                                                : "FAIL (stopped before the end)";
    fprintf(f, "%s: matched %" PRIu64 " instructions in %" PRIu64 " cycles (%" PRIu64 " retirement beats, %" PRIu64
               " fetches, %" PRIu64 " data requests, %" PRIu64 " ended ahead of an older instruction)%s\n",
            what, tb_checker_matched(tb->chk), tb->cycle, tb->beats, tb->ifc.requests, tb->dmc.requests,
            tb_checker_ahead(tb->chk),
            tb->checking ? "" : " [checker off: instructions counted, not compared]");
    fflush(f);
    tb->passed = (tb->status == TB_DONE && !fails) || trap_expected;
    return tb->passed ? 0 : 1;
}

int tb_core_writeback(tb_core *tb)
{
    tb_overlay *o = &tb->dut_mem;
    int rc = 0;
    for (size_t i = 0; i < o->cap && !o->direct; i++) {
        const tb_block *b = &o->slot[i];
        uint64_t at = (b->key - 1) << 4;
        for (unsigned k = 0; b->key && k < 16; k++)
            if (b->mapped >> k & 1)
                rc |= o->base.write(o->base.user, at + k, &b->bytes[k], 1);
    }
    return rc ? -1 : 0;
}

int tb_core_passed(const tb_core *tb) { return tb->passed; }
uint64_t tb_core_retired(const tb_core *tb) { return tb->retired; }
uint64_t tb_core_workgroups_started(const tb_core *tb) { return tb->next_wg; }

int tb_core_check_config(tb_core *tb, const tb_dut_cfg *c)
{
    static const char *const names[] = {"NUM_SIMD", "WAVES_PER_SIMD", "LANES_PER_SIMD", "SGPRS_PER_WAVE", "VGPRS",
                                        "LDS_BYTES", "TAG_W"};
    const uint32_t dut[] = {c->num_simd, c->waves_per_simd, c->lanes_per_simd, c->sgprs_per_wave, c->vgprs,
                            c->lds_bytes, c->tag_w};
    const uint32_t want[] = {GCN_CFG_NUM_SIMD, GCN_CFG_WAVES_PER_SIMD, GCN_CFG_LANES_PER_SIMD, GCN_CFG_SGPRS_PER_WAVE,
                             GCN_CFG_VGPRS, GCN_CFG_LDS_BYTES, GCN_CFG_TAG_W};
    FILE *f = tb->cfg.log ? tb->cfg.log : stdout;
    int bad = 0;
    for (unsigned i = 0; i < sizeof dut / sizeof dut[0]; i++)
        if (dut[i] != want[i]) {
            fprintf(f, "CONFIG MISMATCH: the RTL has %s = %u, the testbench was built for configuration '%s' "
                       "(config/%s.def) with %u: build both from it (make CONFIG=%s tb-rtl)\n", names[i], dut[i],
                    GCN_CFG_NAME, GCN_CFG_NAME, want[i], GCN_CFG_NAME);
            bad = 1;
        }
    uint32_t waves = c->num_simd * c->waves_per_simd;
    if (waves == 0 || waves > TB_MAX_WAVES || c->tag_w == 0 || c->tag_w > 32) {
        fprintf(f, "CONFIG: %u wave slots and TAG_W %u are beyond what the testbench drives\n", waves, c->tag_w);
        bad = 1;
    }
    if (bad)
        return -1;
    tb->cfg.num_waves = waves;
    tb->cfg.tag_bits = c->tag_w;
    return 0;
}

uint64_t tb_core_cycles(const tb_core *tb) { return tb->cycle; }
uint64_t tb_core_matched(const tb_core *tb) { return tb_checker_matched(tb->chk); }
tb_status tb_core_status(const tb_core *tb) { return tb->status; }
const char *tb_core_message(const tb_core *tb)
{
    const char *s = tb_checker_summary(tb->chk);
    if (*s)
        return s;
    if (tb->msg[0])
        return tb->msg;
    /* a failure that left no report line of its own */
    return tb->status == TB_DONE ? (tb->passed ? "" : "the final checks failed (see the report)")
                                 : "the run stopped before the end (see the report)";
}

unsigned tb_core_perf_count(void)
{
    return gcn_perf_count(GCN_CFG_NUM_SIMD);
}

void tb_core_set_perf(tb_core *tb, unsigned id, uint64_t value)
{
    if (id >= tb_core_perf_count())
        return;
    tb->perf[id] = value;
    if (id >= tb->nperf)
        tb->nperf = id + 1;
}

unsigned tb_core_perf(const tb_core *tb, const uint64_t **v)
{
    *v = tb->perf;
    return tb->nperf;
}

void tb_core_set_checking(tb_core *tb, int on)
{
    tb->checking = on;
    tb_checker_set_enabled(tb->chk, on);
    tb->dut_mem.direct = !on;   /* without the model, the DUT works on the memory itself */
}
