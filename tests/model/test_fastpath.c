/* The model's fast paths against its general path.
 *
 * The model takes shortcuts where they give the same bits: the host's float
 * arithmetic and double-to-float conversion under round-to-nearest-even
 * (fp.c, the f32 and packed-f32 VALU), memory lanes served straight from
 * host memory (LDS in range, a window of device memory: mem_ops.c), and
 * integer results computed in their destination register.  Setting
 * gcn_machine.general_only turns every shortcut off.  Checked here, on
 * random and corner inputs (NaN payloads, denormals, -0, every rounding and
 * denormal mode, partial EXEC, addresses in and out of range):
 *   1. fp_round32, f32_add, f32_mul: the fast path against the general one;
 *   2. every instruction of fastpath.s: one step from the same random state
 *      with the fast paths on and off gives the same wave (registers, EXEC,
 *      traps and their messages), memory, LDS and retirement record, and
 *      the same again without a record;
 *   3. the dispatcher's work-item ids (v0, EXEC) against the division
 *      formula they are counted out from, for random workgroup shapes;
 *   4. the allocation check's cache (gcn_wave_check_allocation): a wave that
 *      is not checked runs code a checked wave ran before, and a checked
 *      wave of a smaller allocation traps on the same code;
 *   5. units a configuration leaves out (gcn_machine.absent): an f64 or MFMA
 *      instruction traps as unimplemented, naming the unit, on the fast path's
 *      entry (no record) as on the general one; an f32 one runs.
 *
 * usage: test_fastpath CODE.bin   (tests/model/fastpath.s assembled by llvm-mc-16) */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fp.h"
#include "gcn/dispatch.h"
#include "gcn/model.h"

static unsigned fails, checked;

#define CHECK(cond, ...)                                                                                     \
    do {                                                                                                     \
        checked++;                                                                                           \
        if (!(cond) && fails++ < 30) {                                                                       \
            printf("FAIL ");                                                                                 \
            printf(__VA_ARGS__);                                                                             \
            printf("\n");                                                                                    \
        }                                                                                                    \
    } while (0)

/* ---- random numbers ---- */

static uint64_t rng = 0x9e3779b97f4a7c15ull;

static uint64_t rnd64(void)
{
    rng ^= rng >> 12;
    rng ^= rng << 25;
    rng ^= rng >> 27;
    return rng * 0x2545f4914f6cdd1dull;
}

static uint32_t rnd32(void) { return (uint32_t)(rnd64() >> 32); }
static unsigned below(unsigned n) { return (unsigned)(rnd64() % n); }

/* f32 bit patterns: corners (zeros, denormals, limits, infinities, quiet and
 * signalling NaNs with payloads), random bits, and numbers of nearby
 * magnitudes (so that sums and products round). */
static const uint32_t f32_corner[] = {
    0x00000000, 0x80000000, 0x00000001, 0x80000001, 0x007fffff, 0x807fffff, 0x00800000, 0x80800000,
    0x00400000, 0x3f800000, 0xbf800000, 0x3f800001, 0x3f7fffff, 0x7f7fffff, 0xff7fffff, 0x7f800000,
    0xff800000, 0x7fc00000, 0xffc00000, 0x7fc12345, 0xffd00001, 0x7f800001, 0xff812345, 0x7fbfffff,
    0x34000000, 0x33800000, 0x4b000000, 0x4b7fffff, 0x5f800000, 0x1f800000, 0x0c000000, 0x72800000,
};

static uint32_t rnd_f32(void)
{
    switch (below(4)) {
    case 0: return f32_corner[below(sizeof f32_corner / sizeof f32_corner[0])];
    case 1: return rnd32();
    default: return (rnd32() & 0x807fffffu) | (uint32_t)(120 + below(16)) << 23;
    }
}

/* ---- 1. the numerics ---- */

static fp_ctl ctl(unsigned rnd, unsigned flush_in, unsigned flush_out, unsigned general)
{
    fp_ctl c = fp_ctl32(rnd | (flush_in ? 0 : 1u << 4) | (flush_out ? 0 : 2u << 4));
    c.general_only = (uint8_t)general;
    return c;
}

/* Doubles around the f32 grid: the values themselves, the points half way
 * between neighbours and just off them, the denormal and overflow ranges,
 * random bit patterns and double NaNs, denormals and infinities. */
static double rnd_double(void)
{
    uint32_t f = rnd_f32();
    double a = (double)u2f(f), b = (double)u2f(f + 1);
    switch (below(6)) {
    case 0: return a;
    case 1: return (a + b) / 2;                                 /* a tie (both finite, same sign) */
    case 2: return (a + b) / 2 + (b - a) * 0x1p-30 * (below(2) ? 1 : -1);
    case 3: return ldexp((double)(rnd64() >> 11), (int)below(320) - 240);
    case 4: return u2d(rnd64());
    default: {
        static const uint64_t special[] = {0x7ff8000000000000ull, 0xfff8000000000001ull, 0x7ff0000000000001ull,
                                           0x7ff4000000000000ull, 0x0000000000000001ull, 0x800fffffffffffffull,
                                           0x7ff0000000000000ull, 0x47efffffefffffffull, 0x47effffff0000000ull};
        return u2d(special[below(sizeof special / sizeof special[0])]);
    }
    }
}

static void check_numerics(void)
{
    for (unsigned mode = 0; mode < 16; mode++) {
        unsigned rnd = mode & 3, fi = mode >> 2 & 1, fo = mode >> 3 & 1;
        fp_ctl fast = ctl(rnd, fi, fo, 0), gen = ctl(rnd, fi, fo, 1);
        for (unsigned i = 0; i < 40000; i++) {
            double v = rnd_double();
            uint32_t a = fp_round32(v, 0.0, &fast), b = fp_round32(v, 0.0, &gen);
            CHECK(a == b, "fp_round32(%a = 0x%016llx) rnd %u flush %u/%u: fast 0x%08x, general 0x%08x", v,
                  (unsigned long long)d2u(v), rnd, fi, fo, a, b);
            uint32_t x = rnd_f32(), y = rnd_f32();
            a = f32_add(x, y, &fast);
            b = f32_add(x, y, &gen);
            CHECK(a == b, "f32_add(0x%08x, 0x%08x) rnd %u flush %u/%u: fast 0x%08x, general 0x%08x", x, y, rnd, fi, fo,
                  a, b);
            a = f32_mul(x, y, &fast);
            b = f32_mul(x, y, &gen);
            CHECK(a == b, "f32_mul(0x%08x, 0x%08x) rnd %u flush %u/%u: fast 0x%08x, general 0x%08x", x, y, rnd, fi, fo,
                  a, b);
        }
    }
}

/* ---- 2. instructions ---- */

/* Device memory: two regions with a gap between them (unmapped), each
 * machine with its own copy. */
#define R0_BASE 0x100000000ull
#define R1_BASE 0x100006000ull
#define REGION_BYTES 0x2000u
#define LDS_BYTES 0x4000u
#define ROWS 48           /* VGPRs the instructions name, and some */
#define SHARED_APERTURE 0x1000000000000ull
#define PRIVATE_APERTURE 0x2000000000000ull

typedef struct world {
    uint8_t mem[2][REGION_BYTES];
    uint8_t lds[LDS_BYTES];
    gcn_workgroup wg;
    gcn_machine m;
    gcn_wave w;
    gcn_retire rec;
} world;

/* The part of the wave an instruction here can change: all but the VGPRs
 * past ROWS. */
static size_t wave_bytes(void)
{
    return offsetof(gcn_wave, vgpr) + ROWS * sizeof(((gcn_wave *)0)->vgpr[0]);
}

static void copy_world(world *dst, const world *src)
{
    memcpy(dst->mem, src->mem, sizeof dst->mem);
    memcpy(dst->lds, src->lds, sizeof dst->lds);
    dst->wg = src->wg;
    memcpy(&dst->w, &src->w, wave_bytes());
    memset(&dst->rec, 0, sizeof dst->rec);
}

static uint8_t *region(void *user, uint64_t addr, uint64_t n, uint64_t *base)
{
    world *wd = user;
    for (unsigned r = 0; r < 2; r++) {
        uint64_t b = r ? R1_BASE : R0_BASE;
        if (addr >= b && addr - b < REGION_BYTES && n <= REGION_BYTES - (addr - b)) {
            if (base)
                *base = b;
            return wd->mem[r] + (addr - b);
        }
    }
    return NULL;
}

static int mem_read(void *user, uint64_t addr, void *dst, size_t n)
{
    uint8_t *p = region(user, addr, n, NULL);
    if (!p)
        return -1;
    memcpy(dst, p, n);
    return 0;
}

static int mem_write(void *user, uint64_t addr, const void *src, size_t n)
{
    uint8_t *p = region(user, addr, n, NULL);
    if (!p)
        return -1;
    memcpy(p, src, n);
    return 0;
}

static int mem_window(void *user, uint64_t addr, gcn_mem_window *win)
{
    uint64_t base;
    uint8_t *p = region(user, addr, 1, &base);
    if (!p)
        return -1;
    *win = (gcn_mem_window){base, REGION_BYTES, p - (addr - base)};
    return 0;
}

static uint64_t rnd_exec(void)
{
    switch (below(10)) {
    case 0: return rnd64();
    case 1: return rnd64() & rnd64() & rnd64();
    case 2: return ~0ull >> below(64);
    case 3: return 1ull << below(64);
    case 4: return 0;
    default: return ~0ull;
    }
}

/* MODE: clang's (round to nearest even, denormals kept, IEEE and DX10
 * clamp on) half of the time, else any rounding and denormal controls. */
static uint32_t rnd_mode(void)
{
    if (below(2))
        return 0xf0u | 3u << 8;
    return (rnd32() & 0xffu) | (rnd32() & 3u) << 8;
}

/* A lane's offset from an access's base: strides (unit, broadcast,
 * descending, wide), random, or a lane or two somewhere else. */
static uint64_t lane_offset(unsigned pattern, unsigned l, int64_t stride, uint64_t odd)
{
    switch (pattern) {
    case 0: return (uint64_t)((int64_t)l * stride);
    case 1: return rnd32() % 0x400;
    default: return l == odd || l == (odd * 7 + 3) % 64 ? (uint64_t)rnd32() << (below(2) ? 0 : 8) : 4u * l;
    }
}

static const int64_t strides[] = {4, 4, 0, 8, 16, 64, -4, 1, 2, 12};

/* The address registers: v[0:1] a 64-bit address (global, flat), v2 a
 * 32-bit offset (DS, saddr, MUBUF), s[4:5] a base, s[8:11] a raw buffer.
 * A third of the accesses end within a few bytes of a region's end, the LDS
 * size or the buffer's size, where the lanes start to fall outside. */
static void set_addresses(gcn_wave *w)
{
    static const uint64_t bases[] = {R0_BASE, R0_BASE + 0x800, R1_BASE, R1_BASE - 0x80,
                                     R0_BASE + REGION_BYTES + 0x100, SHARED_APERTURE + 0x40, 0};
    unsigned pattern = below(3), odd = below(64);
    int64_t stride = strides[below(sizeof strides / sizeof strides[0])];
    int edge = below(3) == 0;
    uint64_t span = (uint64_t)(stride < 0 ? -stride : stride) * (GCN_WAVE_SIZE - 1) + 16, jiggle = below(33);
    uint64_t base = edge ? (below(2) ? R0_BASE : R1_BASE) + REGION_BYTES - span + jiggle - 16
                         : bases[below(sizeof bases / sizeof bases[0])] + (below(4) ? 4 * below(64) : below(256));
    if (edge && stride < 0)
        base += span - 16;
    static const uint32_t ends[] = {LDS_BYTES / 2, LDS_BYTES, 0x800};
    uint32_t off_base = edge ? ends[below(3)] - (uint32_t)span + (uint32_t)jiggle - 16
                             : below(2) ? 4 * below(0x600) : rnd32() % 0x6000;
    if (edge && stride < 0)
        off_base += (uint32_t)span - 16;
    for (unsigned l = 0; l < GCN_WAVE_SIZE; l++) {
        uint64_t a = base + lane_offset(pattern, l, stride, odd);
        w->vgpr[0][l] = (uint32_t)a;
        w->vgpr[1][l] = (uint32_t)(a >> 32);
        w->vgpr[2][l] = off_base + (uint32_t)lane_offset(pattern, l, stride, odd);
    }
    uint64_t sbase = below(2) ? R0_BASE : R1_BASE - 0x40;
    w->sgpr[4] = (uint32_t)sbase;
    w->sgpr[5] = (uint32_t)(sbase >> 32);
    w->sgpr[8] = (uint32_t)R0_BASE;                 /* V#: base, stride 0 */
    w->sgpr[9] = (uint32_t)(R0_BASE >> 32);
    w->sgpr[10] = below(2) ? REGION_BYTES : 0x800;  /* num_records */
    w->sgpr[11] = 4u << 15;                         /* DATA_FORMAT 32 */
}

/* Memory and LDS once; registers, EXEC, MODE, addresses and the LDS size
 * for each trial. */
static void random_memory(world *a)
{
    for (unsigned r = 0; r < 2; r++)
        for (unsigned i = 0; i < REGION_BYTES; i += 4) {
            uint32_t v = rnd_f32();
            memcpy(a->mem[r] + i, &v, 4);
        }
    for (unsigned i = 0; i < sizeof a->lds; i += 4) {
        uint32_t v = rnd_f32();
        memcpy(a->lds + i, &v, 4);
    }
}

static void random_state(world *a)
{
    memset(&a->w, 0, wave_bytes());
    gcn_wave *w = &a->w;
    for (unsigned r = 0; r < ROWS; r++)
        for (unsigned l = 0; l < GCN_WAVE_SIZE; l++)
            w->vgpr[r][l] = below(8) ? rnd_f32() : rnd32() % 100;
    for (unsigned s = 0; s < 32; s++)
        w->sgpr[s] = rnd_f32();
    set_addresses(w);
    uint64_t exec = rnd_exec();
    w->sgpr[GCN_OP_EXEC_LO] = (uint32_t)exec;
    w->sgpr[GCN_OP_EXEC_HI] = (uint32_t)(exec >> 32);
    w->sgpr[GCN_OP_VCC_LO] = rnd32();
    w->sgpr[GCN_OP_VCC_HI] = rnd32();
    w->sgpr[GCN_OP_M0] = ~0u;
    w->mode = rnd_mode();
    w->num_vgprs = 256;
    w->accum_offset = 256;
    w->state = GCN_WAVE_RUNNING;
    a->wg = (gcn_workgroup){a->lds, below(2) ? LDS_BYTES / 2 : LDS_BYTES, 1, 0};
}

/* Step the instruction at pc in world a, with or without a record. */
static void step(world *a, gcn_code *code, uint64_t pc, int general, int record)
{
    a->m = (gcn_machine){{mem_read, mem_write, a, mem_window}, code, SHARED_APERTURE, PRIVATE_APERTURE, 0,
                         (uint8_t)general, 0, NULL};
    a->w.wg = &a->wg;
    a->w.pc = pc;
    gcn_wave_step(&a->m, &a->w, record ? &a->rec : NULL);
}

/* The waves agree but for their workgroup pointers (each world has its
 * own). */
static int same_wave(const gcn_wave *a, const gcn_wave *b)
{
    size_t wg = offsetof(gcn_wave, wg), after = wg + sizeof a->wg;
    return memcmp(a, b, wg) == 0 &&
           memcmp((const char *)a + after, (const char *)b + after, wave_bytes() - after) == 0;
}

static void compare(const char *what, unsigned trial, const world *a, const world *b, int records)
{
    CHECK(same_wave(&a->w, &b->w), "%s, trial %u: the waves differ (trap: \"%s\" / \"%s\")", what,
          trial, a->w.trap_msg, b->w.trap_msg);
    CHECK(memcmp(a->mem, b->mem, sizeof a->mem) == 0, "%s, trial %u: device memory differs", what, trial);
    CHECK(memcmp(a->lds, b->lds, sizeof a->lds) == 0, "%s, trial %u: LDS differs", what, trial);
    if (records)
        CHECK(memcmp(&a->rec, &b->rec, sizeof a->rec) == 0, "%s, trial %u: the retirement records differ", what, trial);
}

#define TRIALS 200

static void check_instructions(const uint32_t *words, size_t nwords, unsigned *ninst)
{
    static world init, fast, general, quiet;
    gcn_code code;
    random_memory(&init);
    if (gcn_code_init(&code, 0, words, nwords) < 0) {
        fprintf(stderr, "test_fastpath: out of memory\n");
        exit(2);
    }
    for (size_t at = 0; at < nwords;) {
        gcn_inst in;
        gcn_decode(words + at, nwords - at, &in);
        char what[64];
        snprintf(what, sizeof what, "%s at 0x%zx", in.desc ? in.desc->name : "(invalid)", 4 * at);
        CHECK(in.desc != NULL, "%s: does not decode", what);
        for (unsigned trial = 0; trial < TRIALS; trial++) {
            random_state(&init);
            copy_world(&fast, &init);
            copy_world(&general, &init);
            copy_world(&quiet, &init);
            step(&fast, &code, 4 * at, 0, 1);
            step(&general, &code, 4 * at, 1, 1);
            step(&quiet, &code, 4 * at, 0, 0);
            compare(what, trial, &fast, &general, 1);
            compare(what, trial, &quiet, &general, 0);
        }
        (*ninst)++;
        at += in.nwords;
    }
    gcn_code_free(&code);
}

/* ---- 3. work-item ids ---- */

static void check_workitem_ids(void)
{
    static gcn_wave w;
    gcn_kernel k;
    memset(&k, 0, sizeof k);
    k.kd.workitem_id_vgprs = 2;
    k.kd.vgpr_alloc = 8;
    k.kd.accum_offset = 8;
    for (unsigned trial = 0; trial < 2000; trial++) {
        gcn_dispatch d;
        memset(&d, 0, sizeof d);
        d.kernel = &k;
        unsigned dims = 1 + below(3);
        for (unsigned i = 0; i < 3; i++) {
            d.wg[i] = i < dims ? 1 + below(i == 0 ? 300 : 12) : 1;
            d.grid[i] = i < dims ? d.wg[i] * (1 + below(3)) - below(d.wg[i]) : 1;
        }
        if (d.wg[0] * d.wg[1] * d.wg[2] > 1024)
            continue;
        uint32_t count[3], id[3];
        gcn_dispatch_wg_count(&d, count);
        for (unsigned i = 0; i < 3; i++)
            id[i] = below(count[i]);
        uint32_t size[3];
        for (unsigned i = 0; i < 3; i++)
            size[i] = d.grid[i] - id[i] * d.wg[i] < d.wg[i] ? d.grid[i] - id[i] * d.wg[i] : d.wg[i];
        unsigned waves = gcn_dispatch_wg_waves(&d, id);
        for (unsigned wv = 0; wv < waves; wv++) {
            gcn_dispatch_init_wave(&d, id, wv, 0, &w);
            uint64_t exec = 0;
            unsigned bad = 0;
            for (unsigned l = 0; l < GCN_WAVE_SIZE; l++) {
                uint32_t flat = wv * GCN_WAVE_SIZE + l;
                if (flat >= size[0] * size[1] * size[2])
                    break;
                exec |= 1ull << l;
                uint32_t x = flat % size[0], y = flat / size[0] % size[1], z = flat / (size[0] * size[1]);
                bad += w.vgpr[0][l] != (x | y << 10 | z << 20);
            }
            CHECK(!bad && gcn_exec_mask(&w) == exec, "work-item ids of workgroup %ux%ux%u, id %u,%u,%u, wave %u: "
                  "%u lanes differ, EXEC 0x%016llx, want 0x%016llx", d.wg[0], d.wg[1], d.wg[2], id[0], id[1], id[2],
                  wv, bad, (unsigned long long)gcn_exec_mask(&w), (unsigned long long)exec);
        }
    }
}

/* ---- 4. the allocation check's cache ---- */

static void check_allocation_cache(void)
{
    static world a;
    static const uint32_t words[] = {0xBE8A0080u /* s_mov_b32 s10, 0 */, 0xBF810000u /* s_endpgm */};
    gcn_code code;
    if (gcn_code_init(&code, 0, words, 2) < 0) {
        fprintf(stderr, "test_fastpath: out of memory\n");
        exit(2);
    }
    static const struct { uint32_t sgprs; int checked, traps; const char *what; } runs[] = {
        {16, 1, 0, "a checked wave of 16 SGPRs"},
        {0, 0, 0, "then a wave that is not checked"},
        {8, 1, 1, "then a checked wave of 8 SGPRs"},
    };
    for (unsigned i = 0; i < sizeof runs / sizeof runs[0]; i++) {
        memset(&a.w, 0, wave_bytes());
        a.w.state = GCN_WAVE_RUNNING;
        a.w.sgpr[GCN_OP_EXEC_LO] = a.w.sgpr[GCN_OP_EXEC_HI] = ~0u;
        a.w.num_sgprs = runs[i].sgprs;
        if (runs[i].checked)
            gcn_wave_check_allocation(&a.w);
        step(&a, &code, 0, 0, 0);
        CHECK((a.w.state == GCN_WAVE_TRAPPED) == runs[i].traps, "%s running s_mov_b32 s10: %s", runs[i].what,
              a.w.state == GCN_WAVE_TRAPPED ? a.w.trap_msg : "no trap");
    }
    gcn_code_free(&code);
}

/* ---- 5. units a configuration leaves out ---- */

static void check_absent_units(void)
{
    static world a;
    static const struct { uint32_t words[2]; unsigned absent; const char *want; } cases[] = {
        {{0xD2800000u, 0x00020902u}, GCN_ABSENT_FP64, "v_add_f64 at PC 0x0 needs the FP64 unit"},
        {{0xD3C28000u, 0x04020300u}, GCN_ABSENT_MFMA, "needs the matrix (MFMA) unit"},
        {{0xD2800000u, 0x00020902u}, GCN_ABSENT_MFMA, NULL},   /* the FP64 unit is there */
        {{0x02000501u, 0xBF810000u}, GCN_ABSENT_FP64 | GCN_ABSENT_MFMA, NULL},   /* v_add_f32 */
    };
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        gcn_code code;
        if (gcn_code_init(&code, 0, cases[i].words, 2) < 0) {
            fprintf(stderr, "test_fastpath: out of memory\n");
            exit(2);
        }
        for (int record = 0; record < 2; record++) {
            memset(&a.w, 0, wave_bytes());
            a.w.state = GCN_WAVE_RUNNING;
            a.w.sgpr[GCN_OP_EXEC_LO] = a.w.sgpr[GCN_OP_EXEC_HI] = ~0u;
            a.w.num_vgprs = a.w.accum_offset = 8;
            a.w.num_agprs = 8;
            a.m.absent = 0;
            step(&a, &code, 0, 0, record);   /* decoded (and runs) with every unit there */
            a.w.state = GCN_WAVE_RUNNING;
            a.m.absent = (uint8_t)cases[i].absent;
            a.w.wg = &a.wg;
            a.w.pc = 0;
            gcn_wave_step(&a.m, &a.w, record ? &a.rec : NULL);
            int trapped = a.w.state == GCN_WAVE_TRAPPED;
            const char *want = cases[i].want;
            CHECK(want ? trapped && a.w.trap == GCN_TRAP_UNIMPLEMENTED && strstr(a.w.trap_msg, want) &&
                             strstr(a.w.trap_msg, "which this configuration leaves out")
                       : !trapped,
                  "case %u (record %d), absent 0x%x: %s, want %s", i, record, cases[i].absent,
                  trapped ? a.w.trap_msg : "no trap", want ? want : "no trap");
        }
        gcn_code_free(&code);
    }
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: test_fastpath CODE.bin\n");
        return 2;
    }
    static uint32_t words[4096];
    FILE *f = fopen(argv[1], "rb");
    if (!f) {
        fprintf(stderr, "test_fastpath: cannot open %s\n", argv[1]);
        return 2;
    }
    size_t nwords = fread(words, 4, sizeof words / 4, f);
    fclose(f);
    if (nwords == 0 || nwords == sizeof words / 4) {
        fprintf(stderr, "test_fastpath: %s: no code, or more than the test holds\n", argv[1]);
        return 2;
    }
    unsigned ninst = 0;
    check_numerics();
    check_instructions(words, nwords, &ninst);
    check_workitem_ids();
    check_allocation_cache();
    check_absent_units();
    printf("fast paths: %u instructions x %u random states, numerics in 16 modes, work-item ids, the allocation "
           "check's cache, absent units: %u checks, %u failed\n", ninst, TRIALS, checked, fails);
    return fails ? 1 : 0;
}
