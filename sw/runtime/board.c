/* The "board" backend: a dispatch run on gcn_board_top (fpga/board), a CU on
 * an FPGA board or in its simulation, through the UART host link
 * (board_link.h).  The board holds no dispatcher: this host does what the
 * testbench's does (tb/core/tb_kernel.c, tb_core.c), with the same code for
 * the waves' initial state (gcn_dispatch_init_wave) and their init beats
 * (tb/core/tb_init.c), and sends the beats over the link.  Workgroups run
 * one at a time (each starts when every slot is free), so slots, VGPR rows
 * and the LDS window are the same for each.  Device memory is the board's
 * window (bl_info.mem_base, mem_bytes): every allocation must lie in it; it
 * is written before the run (zeros with FILL, the rest with WRITE) and the
 * buffers read back after it. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "board_link.h"
#include "gcn/disasm.h"
#include "gcn/isa.h"
#include "gcn_config.h"
#include "runtime_internal.h"
#include "tb_core.h"
#include "tb_init.h"

#define DEFAULT_MAX_CYCLES 100000000ull   /* board clocks a run may take */
#define MAX_POLLS 1000000ull              /* STATUS polls a run may take */

typedef struct board_run {
    bl_link *link;
    const gcn_dispatch *d;
    bl_info info;
    uint32_t vgpr[64];      /* the VGPR row being collected (tb_init_wave sends its runs in lane order) */
    uint64_t cycle0, limit, polls;
    gcn_run_result *res;
} board_run;

static int setup_fail(gcn_run_result *res, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int setup_fail(gcn_run_result *res, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(res->msg, sizeof res->msg, fmt, ap);
    va_end(ap);
    res->status = GCN_RUN_SETUP;
    return -1;
}

static int link_fail(board_run *r)
{
    return setup_fail(r->res, "board link: %s", bl_error(r->link));
}

/* The board's CU must be this host's configuration (docs/rtl-interfaces.md, "Configurations"). */
static int check_config(board_run *r)
{
    const bl_info *i = &r->info;
    if (i->num_simd == GCN_CFG_NUM_SIMD && i->waves_per_simd == GCN_CFG_WAVES_PER_SIMD &&
        i->lanes_per_simd == GCN_CFG_LANES_PER_SIMD && i->sgprs_per_wave == GCN_CFG_SGPRS_PER_WAVE &&
        i->vgprs == GCN_CFG_VGPRS && i->lds_bytes == GCN_CFG_LDS_BYTES && i->tag_w == GCN_CFG_TAG_W)
        return 0;
    return setup_fail(r->res, "configuration mismatch: the board's CU has %u SIMD x %u lanes, %u waves per SIMD, "
                      "%u VGPRs, %u bytes of LDS; this host was built for configuration '%s' (%u x %u, %u, %u, %u): "
                      "build the host with CONFIG= the board's configuration", i->num_simd, i->lanes_per_simd,
                      i->waves_per_simd, i->vgprs, i->lds_bytes, GCN_CFG_NAME, GCN_CFG_NUM_SIMD,
                      GCN_CFG_LANES_PER_SIMD, GCN_CFG_WAVES_PER_SIMD, GCN_CFG_VGPRS, GCN_CFG_LDS_BYTES);
}

/* ---- memory ---- */

static int window_off(const board_run *r, uint64_t addr, uint64_t n, uint32_t *off)
{
    if (addr < r->info.mem_base || addr - r->info.mem_base > r->info.mem_bytes ||
        n > r->info.mem_bytes - (addr - r->info.mem_base))
        return -1;
    *off = (uint32_t)(addr - r->info.mem_base);
    return 0;
}

/* The dword at byte i of a region (zero past its end). */
static uint32_t dword_at(const gcn_region *g, uint64_t i)
{
    uint32_t v = 0;
    for (unsigned b = 0; b < 4 && i + b < g->size; b++)
        v |= (uint32_t)g->data[i + b] << (8 * b);
    return v;
}

/* Zeros first, one FILL per region; then each run of nonzero dwords (gaps of
 * a few zeros included), one WRITE each. */
static int upload(board_run *r, const rt_devmem *mem)
{
    uint32_t off;
    for (unsigned k = 0; k < mem->regions.n; k++) {   /* all of it fits, or nothing is sent */
        const gcn_region *g = &mem->regions.r[k];
        if (window_off(r, g->addr, (g->size + 3) / 4 * 4, &off) < 0)
            return setup_fail(r->res, "device memory at 0x%" PRIx64 " (%" PRIu64 " bytes) is outside the board's "
                              "memory, 0x%" PRIx64 " .. 0x%" PRIx64 ": the kernel's buffers do not fit the board",
                              g->addr, g->size, r->info.mem_base, r->info.mem_base + r->info.mem_bytes - 1);
    }
    for (unsigned k = 0; k < mem->regions.n; k++) {
        const gcn_region *g = &mem->regions.r[k];
        uint64_t words = (g->size + 3) / 4;
        window_off(r, g->addr, 4 * words, &off);
        for (uint64_t w = 0; w < words; w += BL_MAX_WORDS) {
            unsigned n = (unsigned)(words - w < BL_MAX_WORDS ? words - w : BL_MAX_WORDS);
            if (bl_fill(r->link, off + (uint32_t)(4 * w), 0, n) < 0)
                return link_fail(r);
        }
        uint32_t buf[256];
        for (uint64_t w = 0; w < words;) {
            if (!dword_at(g, 4 * w)) {
                w++;
                continue;
            }
            unsigned n = 0, zeros = 0;
            while (w + n < words && n < 256 && zeros < 4) {
                buf[n] = dword_at(g, 4 * (w + n));
                zeros = buf[n] ? 0 : zeros + 1;
                n++;
            }
            if (bl_write(r->link, off + (uint32_t)(4 * w), buf, n - zeros) < 0)
                return link_fail(r);
            w += n;
        }
    }
    return 0;
}

/* The buffers back: every region but the code object, the AQL packet and
 * queue, the kernarg segment and scratch, which a kernel does not give back. */
static int download(board_run *r, rt_devmem *mem)
{
    const gcn_dispatch *d = r->d;
    for (unsigned k = 0; k < mem->regions.n; k++) {
        gcn_region *g = &mem->regions.r[k];
        if (g->addr == d->load_base || g->addr == d->packet_addr || g->addr == d->queue_addr ||
            g->addr == d->kernarg_addr || (d->scratch_bytes && g->addr == d->scratch_addr))
            continue;
        uint32_t off, buf[256];
        uint64_t words = (g->size + 3) / 4;
        if (window_off(r, g->addr, 4 * words, &off) < 0)
            return setup_fail(r->res, "region 0x%" PRIx64 " left the board's memory", g->addr);
        for (uint64_t w = 0; w < words; w += 256) {
            unsigned n = (unsigned)(words - w < 256 ? words - w : 256);
            if (bl_read(r->link, off + (uint32_t)(4 * w), buf, n) < 0)
                return link_fail(r);
            for (unsigned i = 0; i < n; i++)
                for (unsigned b = 0; b < 4 && 4 * (w + i) + b < g->size; b++)
                    g->data[4 * (w + i) + b] = (uint8_t)(buf[i] >> (8 * b));
        }
    }
    return 0;
}

/* ---- waves ---- */

static int emit(void *user, unsigned slot, unsigned kind, unsigned index, unsigned lane, uint64_t data)
{
    board_run *r = user;
    if (kind != TB_INIT_VGPR)
        return bl_init(r->link, slot, kind, index, lane, data);
    /* a row goes whole as INITV: its 64 lane beats write one lane each */
    unsigned n = tb_init_run_lanes(lane, data, r->vgpr);
    return lane % 64 + n == 64 ? bl_initv(r->link, slot, index, r->vgpr) : 0;
}

/* Poll until every slot is free (1), a wave trapped (0 with st->trapped),
 * or the cycle or poll limit passes (res: GCN_RUN_LIMIT); -1 on a link error. */
static int wait_idle(board_run *r, bl_status *st)
{
    uint64_t all = GCN_CFG_NUM_WAVES >= 64 ? ~0ull : (1ull << GCN_CFG_NUM_WAVES) - 1;
    for (;;) {
        if (bl_status_get(r->link, st) < 0)
            return link_fail(r);
        if (st->rx_overflow)   /* cannot happen while the host waits for each response */
            return setup_fail(r->res, "board link: the board's receive FIFO overflowed (bytes were lost)");
        if (st->trapped)
            return 0;
        if ((st->wave_free & all) == all)
            return 1;
        if (st->cycles - r->cycle0 > r->limit || ++r->polls > MAX_POLLS) {
            r->res->status = GCN_RUN_LIMIT;
            snprintf(r->res->msg, sizeof r->res->msg, "the board's run passed %" PRIu64 " cycles (%" PRIu64
                     " polls) without ending (--max-cycles)", st->cycles - r->cycle0, r->polls);
            return 0;
        }
    }
}

/* The slot of the k-th wave of a workgroup, as the testbench picks on an
 * empty CU: SIMD k % simds, its (k / simds)-th slot. */
static unsigned slot_of(unsigned k)
{
    return (k % GCN_CFG_NUM_SIMD) * GCN_CFG_WAVES_PER_SIMD + k / GCN_CFG_NUM_SIMD;
}

static const char *cause_name(unsigned c)
{
    static const char *const names[] = {"?", "illegal instruction", "unimplemented instruction", "memory violation",
                                        "s_trap", "PC outside the code"};
    return c < sizeof names / sizeof names[0] ? names[c] : "unknown cause";
}

/* The trap, in the words the testbench's kernels use (tb/core/tb_kernel.c):
 * the wave by its number in the dispatch and in its workgroup (the one
 * resident: workgroups run one at a time), PC and disassembly, cause. */
static void trap_message(board_run *r, const bl_status *st, uint64_t wave_base, uint64_t wg, const uint32_t id[3],
                         unsigned waves)
{
    const gcn_code *c = r->d->code;
    char dis[96] = "?";
    if (st->trap_pc >= c->base && (st->trap_pc - c->base) / 4 < c->nwords) {
        size_t i = (size_t)(st->trap_pc - c->base) / 4;
        uint32_t w[3] = {0, 0, 0};
        for (unsigned k = 0; k < 3 && i + k < c->nwords; k++)
            w[k] = c->words[i + k];
        gcn_inst in;
        gcn_decode(w, 3, &in);
        gcn_dis_ctx ctx = {st->trap_pc, NULL, NULL};
        gcn_disasm(&in, &ctx, dis, sizeof dis, NULL, NULL);
    }
    unsigned k = 0;
    while (k < waves && slot_of(k) != st->trap_wave)
        k++;
    r->res->status = GCN_RUN_TRAP;
    snprintf(r->res->msg, sizeof r->res->msg, "wave %" PRIu64 " (workgroup %u,%u,%u wave %u; dispatch workgroup %"
             PRIu64 ", slot %u) at PC 0x%" PRIx64 " (%.80s): %s (trap cause %u, on the board)", wave_base + k, id[0],
             id[1], id[2], k, wg, st->trap_wave, st->trap_pc, dis, cause_name(st->trap_cause), st->trap_cause);
}

static int run_waves(board_run *r, bl_status *st)
{
    const gcn_dispatch *d = r->d;
    const gcn_kernel_descriptor *kd = &d->kernel->kd;
    uint32_t count[3];
    gcn_dispatch_wg_count(d, count);
    uint64_t n = (uint64_t)count[0] * count[1] * count[2];
    unsigned simds = GCN_CFG_NUM_SIMD, vcount = kd->vgpr_alloc;
    uint32_t lds = gcn_dispatch_lds_bytes(d);
    gcn_wave *w = malloc(sizeof *w);
    if (!w)
        return setup_fail(r->res, "out of memory");
    int rc = 0;
    uint64_t wave_base = 0, prev_base = 0, prev_wg = 0;
    uint32_t prev_id[3] = {0, 0, 0};
    unsigned prev_waves = 0;
    for (uint64_t wg = 0; wg < n && rc == 0; wg++) {
        uint32_t id[3] = {(uint32_t)(wg % count[0]), (uint32_t)(wg / count[0] % count[1]),
                          (uint32_t)(wg / ((uint64_t)count[0] * count[1]))};
        unsigned waves = gcn_dispatch_wg_waves(d, id);
        if (waves > GCN_CFG_NUM_WAVES || (uint64_t)(waves + simds - 1) / simds * vcount > GCN_CFG_VGPRS ||
            lds > GCN_CFG_LDS_BYTES) {
            rc = setup_fail(r->res, "does not fit configuration '%s': a workgroup of %u waves of %u VGPRs and %u "
                            "bytes of LDS; the CU has %u slots (%u SIMD), %u VGPR rows a SIMD, %u bytes of LDS",
                            GCN_CFG_NAME, waves, vcount, lds, GCN_CFG_NUM_WAVES, simds, GCN_CFG_VGPRS,
                            GCN_CFG_LDS_BYTES);
            break;
        }
        int idle = wait_idle(r, st);
        if (idle <= 0) {
            if (idle == 0 && st->trapped)
                trap_message(r, st, prev_base, prev_wg, prev_id, prev_waves);
            rc = -1;
            break;
        }
        for (unsigned k = 0; k < waves && rc == 0; k++) {
            unsigned slot = slot_of(k);
            tb_init_place p = {
                .wg_slot = slot_of(0), .waves_in_wg = waves, .vbase = k / simds * vcount, .vcount = vcount,
                .lds_base = 0, .lds_size = lds, .lds = NULL,
                .shared_aperture = d->shared_aperture, .private_aperture = d->private_aperture,
            };
            char err[160];
            if (gcn_dispatch_init_wave(d, id, k, slot, w) < 0)
                rc = setup_fail(r->res, "cannot make wave %u of workgroup %" PRIu64, k, wg);
            else if (tb_init_wave(slot, w, &p, emit, r, err, sizeof err) != 0)
                rc = bl_error(r->link)[0] ? link_fail(r) : setup_fail(r->res, "%s", err);
        }
        r->res->workgroups++;
        r->res->waves += waves;
        prev_base = wave_base;
        prev_wg = wg;
        memcpy(prev_id, id, sizeof prev_id);
        prev_waves = waves;
        wave_base += waves;
    }
    free(w);
    if (rc < 0)
        return -1;
    int idle = wait_idle(r, st);
    if (idle == 0 && st->trapped)
        trap_message(r, st, prev_base, prev_wg, prev_id, prev_waves);
    return idle > 0 ? 0 : -1;
}

/* No state: the link is opened for each run (a board may be reset or replugged between runs). */
static int board_dispatch(void *state, const rt_job *job, gcn_run_result *res, gcn_rt_rtl_stats *stats)
{
    (void)state;
    const gcn_rt_rtl_opts *o = job->opts;
    const gcn_dispatch *d = job->d;
    rt_devmem *mem = job->mem;
    char err[256];
    const char *spec = o->link && *o->link ? o->link : getenv("GCN_BOARD_LINK");
    if (!spec || !*spec)
        return setup_fail(res, "the board backend needs a link (--link DEVICE, serial:DEVICE@BAUD or exec:COMMAND, "
                          "or $GCN_BOARD_LINK)");
    board_run r = {.d = d, .res = res, .limit = o->max_cycles ? o->max_cycles : DEFAULT_MAX_CYCLES};
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    if (!(r.link = bl_open(spec, err, sizeof err)))
        return setup_fail(res, "board link %s: %s", spec, err);
    bl_status st;
    int rc = -1;
    if (bl_info_get(r.link, &r.info) < 0 || bl_reset(r.link) < 0) {
        link_fail(&r);
        goto done;
    }
    if (check_config(&r) < 0 || gcn_dispatch_prepare(d, res) < 0 || upload(&r, mem) < 0)
        goto done;
    if (bl_status_get(r.link, &st) < 0) {
        link_fail(&r);
        goto done;
    }
    r.cycle0 = st.cycles;
    rc = run_waves(&r, &st);
    if (res->status == GCN_RUN_SETUP)
        goto done;
    res->instructions = st.retired;
    stats->valid = 1;
    stats->checked_run = 0;
    stats->passed = rc == 0;
    stats->retired = st.retired;
    stats->cycles = st.cycles - r.cycle0;
    if (rc == 0) {
        res->status = GCN_RUN_OK;
        res->msg[0] = '\0';
        if (download(&r, mem) < 0)
            rc = -1;
    }
    /* the profiler counters, as the testbench reads them after a run */
    unsigned nperf = gcn_perf_count(GCN_CFG_NUM_SIMD);
    for (unsigned i = 0; i < nperf && res->status != GCN_RUN_SETUP; i++)
        if (bl_perf(r.link, i, &stats->perf[i]) < 0) {
            rc = link_fail(&r);
            break;
        }
    stats->nperf = res->status == GCN_RUN_SETUP ? 0 : nperf;
done:
    bl_close(r.link);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    stats->seconds = (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec);
    return rc;
}

const rt_backend rt_backend_board = {"board", GCN_RT_CAP_CYCLES | GCN_RT_CAP_LINK, NULL, NULL, rt_rtl_scratch_bytes, board_dispatch};
