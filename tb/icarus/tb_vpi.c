/* The Icarus adapter: a VPI module with three system functions the
 * Verilog top (tb_top.v) calls, and the same C core as the Verilator
 * adapter behind them.
 *
 *   $tb_init    parse the options after the .vvp file, load the test, check
 *               the configuration, drive reset; returns 0, or 1 to stop
 *   $tb_cycle   before the rising edge: sample gcn_cu's outputs, let the core
 *               take this cycle; returns bit 0: stop, bit 1: dump waveforms
 *   $tb_drive   after the edge: put the inputs for the next cycle on the pins
 *   $tb_perf    once the run has stopped: take perf_data_o as the profiler
 *               counter selected by the previous call (none at the first);
 *               returns the next index to select (perf_sel_i), -1 after the last
 *   $tb_finish  final report; returns the exit code (0 pass, 1 fail)
 *
 * Two modes.  A directed test (the options of gcnrtl-verilator after the
 * .vvp file: --spec ...), as build/gcnrtl-icarus runs it.  Or a kernel the
 * runtime dispatched (--backend icarus): +gcn_kernel=DIR names a job
 * directory (tb/core/gcnrtl_job.h) with the dispatch and the device memory;
 * the run is tb_rtl_run.c's, in steps (begin in $tb_init, end in
 * $tb_finish), and the memory and the verdict are written back to DIR.  In
 * that mode $tb_finish returns 0 once the files are written: the run's
 * verdict is in them, and a non-zero exit means they could not be.
 *
 * Signals are found once by name under the top (tb_top.<port>) and copied
 * with vpiVectorVal, any width.  An output is read only in the cycles the
 * core reads it (a payload while its valid is high, a ready while the
 * testbench's valid is high, the valids and wave_free_o out of reset), so an
 * X or Z bit in what is read is an interface error, reported at once
 * (tb_core_xz), never turned into 0 unseen. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <vpi_user.h>

#include "gcnrtl_job.h"
#include "tb_cli.h"
#include "tb_rtl_run.h"

#define TOP "tb_top."
/* the widest output: rt_data_o, TB_RT_CH channels of 512 bits */
#define VEC_WORDS ((int)(TB_RT_CH * TB_RT_DATA_WORDS))

typedef struct sig {
    const char *name;
    vpiHandle h;
    int words;
} sig;

enum {
    /* outputs of gcn_cu */
    O_WAVE_FREE, O_INIT_READY, O_IF_REQ_VALID, O_IF_REQ_ADDR, O_IF_REQ_TAG, O_IF_RSP_READY, O_DM_REQ_VALID,
    O_DM_REQ_TAG, O_DM_REQ_OP, O_DM_REQ_ADDR, O_DM_REQ_BE, O_DM_REQ_WDATA, O_DM_RSP_READY, O_RT_VALID, O_RT_UNIT, O_RT_KIND,
    O_RT_WAVE, O_RT_PC, O_RT_INDEX, O_RT_QUARTER, O_RT_MASK, O_RT_DATA, O_RT_LAST, O_RT_FIRST, O_RT_WORDS, O_PERF_DATA,
    O_CFG_NUM_SIMD, O_CFG_WAVES_PER_SIMD, O_CFG_LANES, O_CFG_SGPRS, O_CFG_VGPRS, O_CFG_LDS, O_CFG_TAG_W,
    /* inputs */
    I_RST, I_INIT_VALID, I_INIT_WAVE, I_INIT_KIND, I_INIT_INDEX, I_INIT_LANE, I_INIT_DATA, I_IF_REQ_READY,
    I_IF_RSP_VALID, I_IF_RSP_TAG, I_IF_RSP_DATA, I_DM_REQ_READY, I_DM_RSP_VALID, I_DM_RSP_TAG, I_DM_RSP_RDATA,
    I_DM_RSP_ERR, I_RT_READY,
    NSIG
};

static sig sigs[NSIG] = {
    {"wave_free_o", 0, 0}, {"init_ready_o", 0, 0}, {"if_req_valid_o", 0, 0}, {"if_req_addr_o", 0, 0},
    {"if_req_tag_o", 0, 0}, {"if_rsp_ready_o", 0, 0}, {"dm_req_valid_o", 0, 0}, {"dm_req_tag_o", 0, 0},
    {"dm_req_op_o", 0, 0}, {"dm_req_addr_o", 0, 0}, {"dm_req_be_o", 0, 0}, {"dm_req_wdata_o", 0, 0},
    {"dm_rsp_ready_o", 0, 0}, {"rt_valid_o", 0, 0}, {"rt_unit_o", 0, 0}, {"rt_kind_o", 0, 0}, {"rt_wave_o", 0, 0}, {"rt_pc_o", 0, 0},
    {"rt_index_o", 0, 0}, {"rt_quarter_o", 0, 0}, {"rt_mask_o", 0, 0}, {"rt_data_o", 0, 0}, {"rt_last_o", 0, 0}, {"rt_first_o", 0, 0}, {"rt_words_o", 0, 0}, {"perf_data_o", 0, 0},
    {"cfg_num_simd_o", 0, 0}, {"cfg_waves_per_simd_o", 0, 0}, {"cfg_lanes_per_simd_o", 0, 0},
    {"cfg_sgprs_per_wave_o", 0, 0}, {"cfg_vgprs_o", 0, 0}, {"cfg_lds_bytes_o", 0, 0}, {"cfg_tag_w_o", 0, 0},
    {"rst_i", 0, 0}, {"init_valid_i", 0, 0}, {"init_wave_i", 0, 0}, {"init_kind_i", 0, 0}, {"init_index_i", 0, 0},
    {"init_lane_i", 0, 0}, {"init_data_i", 0, 0}, {"if_req_ready_i", 0, 0}, {"if_rsp_valid_i", 0, 0},
    {"if_rsp_tag_i", 0, 0}, {"if_rsp_data_i", 0, 0}, {"dm_req_ready_i", 0, 0}, {"dm_rsp_valid_i", 0, 0},
    {"dm_rsp_tag_i", 0, 0}, {"dm_rsp_rdata_i", 0, 0}, {"dm_rsp_err_i", 0, 0}, {"rt_ready_i", 0, 0},
};

static tb_cli cli;
static int loaded;          /* 1: a directed test; 2: a kernel job */
static tb_core *core;       /* the running core, either mode */
static gcnrtl_job job;
static tb_kernel_run *krun;
static gcn_run_result kres;
static gcnrtl_stats kstats;
static tb_dut_in next_in;
static struct timespec t_start;

/* ---- signal access ---- */

/* Why an output is read, for the X/Z report: a signal (its valid) or one of these. */
enum { WHY_RUN = -1, WHY_START = -2, WHY_END = -3 };

/* Append sep and "X at bit 37" or "Z at bits 8-15, 40" to buf: the bits of
 * vec[0..nbits) that are X (which 'X': aval 1) or Z ('Z': aval 0); nothing
 * when there are none. */
static void xz_bits(const s_vpi_vecval *vec, int nbits, char which, const char *sep, char *buf, size_t size)
{
    char list[300] = "";
    int first = -1, ranges = 0, count = 0;
    for (int b = 0; b <= nbits; b++) {
        if (b < nbits && (vec[b / 32].bval >> (b % 32) & 1) && (vec[b / 32].aval >> (b % 32) & 1) == (which == 'X')) {
            count++;
            first = first < 0 ? b : first;
            continue;
        }
        if (first < 0)
            continue;
        size_t len = strlen(list);
        if (first == b - 1)
            snprintf(list + len, sizeof list - len, "%s%d", ranges++ ? ", " : "", first);
        else
            snprintf(list + len, sizeof list - len, "%s%d-%d", ranges++ ? ", " : "", first, b - 1);
        first = -1;
    }
    size_t len = strlen(buf);
    if (count)
        snprintf(buf + len, size - len, "%s%c at bit%s %s", sep, which, count > 1 ? "s" : "", list);
}

/* Cold path: output i, read because of why, has X or Z bits in its first
 * words of vpi_get_value's vector v (copied before vpi_get, which may reuse it). */
static void xz_report(int i, const s_vpi_vecval *v, int words, int why)
{
    s_vpi_vecval vec[VEC_WORDS];
    memcpy(vec, v, (size_t)words * sizeof *vec);
    int nbits = vpi_get(vpiSize, sigs[i].h);
    nbits = nbits < 32 * words ? nbits : 32 * words;
    char msg[400];
    int len = snprintf(msg, sizeof msg, "%s %s%s%s:", sigs[i].name,
                       why >= 0 ? "while " : why == WHY_START ? "at start-up" : why == WHY_END ? "after the run"
                                                                                     : "out of reset",
                       why >= 0 ? sigs[why].name : "", why >= 0 ? " is high" : "");
    xz_bits(vec, nbits, 'X', " ", msg, sizeof msg);
    xz_bits(vec, nbits, 'Z', (int)strlen(msg) > len ? "; " : " ", msg, sizeof msg);
    tb_core_xz(core, msg);
}

/* Output i into dst[0..n-1], which the core reads (why: see xz_report);
 * an X or Z bit reads as 0 and stops the run. */
static void get_words(int i, uint32_t *dst, int n, int why)
{
    s_vpi_value v;
    v.format = vpiVectorVal;
    vpi_get_value(sigs[i].h, &v);
    const s_vpi_vecval *vec = v.value.vector;
    int m = n < sigs[i].words ? n : sigs[i].words, k;   /* n <= VEC_WORDS */
    PLI_INT32 xz = 0;
    for (k = 0; k < m; k++) {
        dst[k] = (uint32_t)(vec[k].aval & ~vec[k].bval);
        xz |= vec[k].bval;
    }
    for (; k < n; k++)
        dst[k] = 0;
    if (xz)
        xz_report(i, vec, m, why);
}

/* An output's whole vector, copied into buf (VEC_WORDS words; it may be
 * narrower): one read per cycle for the retirement channels' outputs. */
static void get_vec(int i, s_vpi_vecval *buf)
{
    s_vpi_value v;
    v.format = vpiVectorVal;
    vpi_get_value(sigs[i].h, &v);
    memset(buf, 0, VEC_WORDS * sizeof *buf);
    memcpy(buf, v.value.vector, (size_t)(sigs[i].words < VEC_WORDS ? sigs[i].words : VEC_WORDS) * sizeof *buf);
}

/* Bits [lsb, lsb + 32 n) of output i's vector vec (from get_vec) into
 * dst[0..n-1], each word's bits above width zero; an X or Z among those
 * bits (and only those: a channel that is not valid may be X) reads as 0
 * and stops the run. */
static void get_field(int i, const s_vpi_vecval *vec, unsigned lsb, unsigned width, uint32_t *dst, int why)
{
    uint32_t xz = 0;
    memset(dst, 0, (width + 31) / 32 * sizeof *dst);
    for (unsigned b = 0; b < width && (lsb + b) / 32 < (unsigned)VEC_WORDS; b++) {
        unsigned at = lsb + b;
        uint32_t a = (uint32_t)vec[at / 32].aval >> (at % 32) & 1, x = (uint32_t)vec[at / 32].bval >> (at % 32) & 1;
        dst[b / 32] |= (a & ~x) << (b % 32);
        xz |= x;
    }
    if (!xz)
        return;
    /* cold path: the report names only this field's X/Z bits */
    s_vpi_vecval only[VEC_WORDS];
    memset(only, 0, sizeof only);
    for (unsigned at = lsb; at < lsb + width && at / 32 < (unsigned)VEC_WORDS; at++)
        if ((uint32_t)vec[at / 32].bval >> (at % 32) & 1) {
            only[at / 32].aval |= (PLI_INT32)((uint32_t)vec[at / 32].aval & (1u << (at % 32)));
            only[at / 32].bval |= (PLI_INT32)(1u << (at % 32));
        }
    xz_report(i, only, sigs[i].words < VEC_WORDS ? sigs[i].words : VEC_WORDS, why);
}

static uint64_t field64(int i, const s_vpi_vecval *vec, unsigned lsb, unsigned width, int why)
{
    uint32_t w[2];
    get_field(i, vec, lsb, width, w, why);
    return width > 32 ? (uint64_t)w[1] << 32 | w[0] : w[0];
}

static uint64_t get64(int i, int why)
{
    uint32_t w[2];
    get_words(i, w, 2, why);
    return (uint64_t)w[1] << 32 | w[0];
}

static void put_words(int i, const uint32_t *src, int n)
{
    s_vpi_vecval vec[VEC_WORDS];
    for (int k = 0; k < sigs[i].words && k < VEC_WORDS; k++) {
        vec[k].aval = k < n ? (PLI_INT32)src[k] : 0;
        vec[k].bval = 0;
    }
    s_vpi_value v;
    v.format = vpiVectorVal;
    v.value.vector = vec;
    vpi_put_value(sigs[i].h, &v, NULL, vpiNoDelay);
}

static void put64(int i, uint64_t x)
{
    uint32_t w[2] = {(uint32_t)x, (uint32_t)(x >> 32)};
    put_words(i, w, 2);
}

static void drive(const tb_dut_in *in)
{
    put64(I_RST, in->rst);
    put64(I_INIT_VALID, in->init_valid);
    put64(I_INIT_WAVE, in->init_wave);
    put64(I_INIT_KIND, in->init_kind);
    put64(I_INIT_INDEX, in->init_index);
    put64(I_INIT_LANE, in->init_lane);
    put64(I_INIT_DATA, in->init_data);
    put64(I_IF_REQ_READY, in->if_req_ready);
    put64(I_IF_RSP_VALID, in->if_rsp_valid);
    put64(I_IF_RSP_TAG, in->if_rsp_tag);
    put64(I_IF_RSP_DATA, in->if_rsp_data);
    put64(I_DM_REQ_READY, in->dm_req_ready);
    put64(I_DM_RSP_VALID, in->dm_rsp_valid);
    put64(I_DM_RSP_TAG, in->dm_rsp_tag);
    put_words(I_DM_RSP_RDATA, in->dm_rsp_rdata, 4);
    put64(I_DM_RSP_ERR, in->dm_rsp_err);
    put64(I_RT_READY, in->rt_ready);
}

/* The beats of the retirement channels that are valid (bits of valid). */
static void sample_beats(tb_dut_out *o, uint64_t valid)
{
    static const int field[] = {O_RT_UNIT, O_RT_KIND, O_RT_WAVE, O_RT_PC,  O_RT_INDEX,
                                O_RT_QUARTER, O_RT_MASK, O_RT_DATA, O_RT_LAST, O_RT_FIRST, O_RT_WORDS};
    static s_vpi_vecval vec[sizeof field / sizeof field[0]][VEC_WORDS];
    for (unsigned f = 0; f < sizeof field / sizeof field[0]; f++)
        get_vec(field[f], vec[f]);
    for (unsigned c = 0; c < TB_RT_CH; c++) {
        tb_rt_out *r = &o->rt[c];
        if (!(valid >> c & 1))
            continue;
        r->valid = 1;
        r->unit = (uint8_t)field64(O_RT_UNIT, vec[0], 3 * c, 3, O_RT_VALID);
        r->kind = (uint8_t)field64(O_RT_KIND, vec[1], 3 * c, 3, O_RT_VALID);
        r->wave = (uint32_t)field64(O_RT_WAVE, vec[2], GCN_CFG_WAVE_ID_W * c, GCN_CFG_WAVE_ID_W, O_RT_VALID);
        r->pc = field64(O_RT_PC, vec[3], 64 * c, 64, O_RT_VALID);
        r->index = (uint16_t)field64(O_RT_INDEX, vec[4], 9 * c, 9, O_RT_VALID);
        r->quarter = (uint8_t)field64(O_RT_QUARTER, vec[5], 2 * c, 2, O_RT_VALID);
        r->mask = (uint16_t)field64(O_RT_MASK, vec[6], 16 * c, 16, O_RT_VALID);
        get_field(O_RT_DATA, vec[7], 512 * c, 512, r->data, O_RT_VALID);
        r->last = (uint8_t)field64(O_RT_LAST, vec[8], c, 1, O_RT_VALID);
        r->first = (uint8_t)field64(O_RT_FIRST, vec[9], c, 1, O_RT_VALID);
        if (r->first)
            get_field(O_RT_WORDS, vec[10], 98 * c, 98, r->insn, O_RT_FIRST);
    }
}

/* What the core reads this cycle (tb_core_cycle), and nothing else: the
 * X/Z check needs no mask of its own, and fewer reads cost less. */
static void sample(tb_dut_out *o)
{
    memset(o, 0, sizeof *o);
    if (tb_core_in_reset(core))
        return;
    o->wave_free = get64(O_WAVE_FREE, WHY_RUN);
    if (next_in.init_valid)
        o->init_ready = (uint8_t)get64(O_INIT_READY, I_INIT_VALID);
    if (next_in.if_rsp_valid)
        o->if_rsp_ready = (uint8_t)get64(O_IF_RSP_READY, I_IF_RSP_VALID);
    if (next_in.dm_rsp_valid)
        o->dm_rsp_ready = (uint8_t)get64(O_DM_RSP_READY, I_DM_RSP_VALID);
    o->if_req_valid = (uint8_t)get64(O_IF_REQ_VALID, WHY_RUN);
    if (o->if_req_valid) {
        o->if_req_addr = get64(O_IF_REQ_ADDR, O_IF_REQ_VALID);
        o->if_req_tag = (uint32_t)get64(O_IF_REQ_TAG, O_IF_REQ_VALID);
    }
    o->dm_req_valid = (uint8_t)get64(O_DM_REQ_VALID, WHY_RUN);
    if (o->dm_req_valid) {
        o->dm_req_tag = (uint32_t)get64(O_DM_REQ_TAG, O_DM_REQ_VALID);
        o->dm_req_op = (uint8_t)get64(O_DM_REQ_OP, O_DM_REQ_VALID);
        o->dm_req_addr = get64(O_DM_REQ_ADDR, O_DM_REQ_VALID);
        o->dm_req_be = (uint16_t)get64(O_DM_REQ_BE, O_DM_REQ_VALID);
        get_words(O_DM_REQ_WDATA, o->dm_req_wdata, 4, O_DM_REQ_VALID);
    }
    uint64_t valid = get64(O_RT_VALID, WHY_RUN);
    if (valid)
        sample_beats(o, valid);
}

static void ret_int(vpiHandle call, int x)
{
    s_vpi_value v;
    v.format = vpiIntVal;
    v.value.integer = x;
    vpi_put_value(call, &v, NULL, vpiNoDelay);
}

/* ---- the two modes ---- */

static int spec_init(const s_vpi_vlog_info *info)
{
    int first = 0;
    for (int i = 0; i < info->argc; i++)
        if (strstr(info->argv[i], ".vvp"))
            first = i;
    char *argv[256];
    int argc = 0;
    argv[argc++] = "gcnrtl-icarus";
    for (int i = first + 1; i < info->argc && argc < 255; i++)
        if (info->argv[i][0] != '+' && strcmp(info->argv[i], "-fst") && strcmp(info->argv[i], "-vcd") &&
            strcmp(info->argv[i], "-lxt2") && strcmp(info->argv[i], "-none"))
            argv[argc++] = info->argv[i];
    argv[argc] = NULL;
    if (tb_cli_setup(argc, argv, &cli) != 0 || tb_cli_load(&cli, "gcnrtl-icarus") < 0)
        return 1;
    loaded = 1;
    core = cli.tb;
    return 0;
}

/* A job that cannot even be read has no memory to write back: its message
 * goes to DIR/error.txt, which the runtime reports. */
static void job_error(const char *dir, const char *msg)
{
    gcnrtl_job_error(dir, msg);
    vpi_printf("gcnrtl-icarus: %s\n", msg);
}

/* Write the job's memory and result; 0 when written. */
static int kernel_write_back(void)
{
    char err[320];
    int rc = gcnrtl_job_finish(&job, &kres, &kstats, err, sizeof err);
    if (rc < 0)
        job_error(job.dir, err);
    gcnrtl_job_free(&job);
    fflush(stdout);   /* the core's reports, before vvp's own output and exit */
    loaded = 0;
    core = NULL;
    return rc < 0 ? 1 : 0;
}

static int kernel_init(const char *dir)
{
    char err[320];
    if (gcnrtl_job_load(&job, dir, err, sizeof err) < 0) {
        job_error(dir, err);
        return 1;
    }
    if (!(krun = tb_kernel_run_begin(&job.d, &job.o, &kres, &kstats))) {
        kernel_write_back();   /* the setup message is the result */
        return 1;
    }
    loaded = 2;
    core = tb_kernel_run_core(krun);
    return 0;
}

/* End the kernel's run (sim_rc -1: the DUT's configuration did not match)
 * and write its outputs; 0 when they were written. */
static int kernel_end(int sim_rc)
{
    tb_kernel_run_end(krun, sim_rc, &kres, &kstats);
    krun = NULL;
    return kernel_write_back();
}

/* ---- the system functions ---- */

static PLI_INT32 tb_init_call(PLI_BYTE8 *unused)
{
    (void)unused;
    vpiHandle call = vpi_handle(vpiSysTfCall, NULL);
    for (int i = 0; i < NSIG; i++) {
        char name[96];
        snprintf(name, sizeof name, TOP "%s", sigs[i].name);
        sigs[i].h = vpi_handle_by_name(name, NULL);
        if (!sigs[i].h) {
            vpi_printf("gcnrtl-icarus: no signal %s in the top\n", name);
            ret_int(call, 1);
            return 0;
        }
        sigs[i].words = (vpi_get(vpiSize, sigs[i].h) + 31) / 32;
    }
    /* options: what follows the .vvp file on the vvp command line */
    s_vpi_vlog_info info;
    vpi_get_vlog_info(&info);
    const char *job_dir = NULL;
    for (int i = 0; i < info.argc; i++)
        if (!strncmp(info.argv[i], "+gcn_kernel=", 12))
            job_dir = info.argv[i] + 12;
    int rc = job_dir ? kernel_init(job_dir) : spec_init(&info);
    if (rc == 0) {
        uint32_t c[7];   /* the cfg_*_o outputs, in tb_dut_cfg's order */
        for (int k = 0; k < 7; k++)
            c[k] = (uint32_t)get64(O_CFG_NUM_SIMD + k, WHY_START);
        tb_dut_cfg cfg = {c[0], c[1], c[2], c[3], c[4], c[5], c[6]};
        if (tb_core_status(core) != TB_RUNNING || tb_core_check_config(core, &cfg) < 0) {
            if (loaded == 2)
                kernel_end(-1);
            rc = 1;
        }
    }
    if (rc != 0) {
        ret_int(call, 1);
        return 0;
    }
    tb_core_initial_inputs(core, &next_in);
    drive(&next_in);
    clock_gettime(CLOCK_MONOTONIC, &t_start);
    ret_int(call, 0);
    return 0;
}

static PLI_INT32 tb_cycle_call(PLI_BYTE8 *unused)
{
    (void)unused;
    vpiHandle call = vpi_handle(vpiSysTfCall, NULL);
    if (!loaded) {
        ret_int(call, 1);
        return 0;
    }
    tb_dut_out out;
    sample(&out);
    tb_status st = tb_core_cycle(core, &out, &next_in);
    int r = st != TB_RUNNING;
    uint64_t cycle = tb_core_cycles(core) - 1;
    if (loaded == 1 ? tb_cli_in_window(&cli, cycle) : tb_kernel_run_in_window(krun, cycle))
        r |= 2;
    ret_int(call, r);
    return 0;
}

static PLI_INT32 tb_drive_call(PLI_BYTE8 *unused)
{
    (void)unused;
    if (loaded)
        drive(&next_in);
    return 0;
}

static int perf_at = -1;   /* the counter $tb_perf selected last (-1: none) */

static PLI_INT32 tb_perf_call(PLI_BYTE8 *unused)
{
    (void)unused;
    vpiHandle call = vpi_handle(vpiSysTfCall, NULL);
    if (!loaded) {
        ret_int(call, -1);
        return 0;
    }
    if (perf_at >= 0)
        tb_core_set_perf(core, (unsigned)perf_at, get64(O_PERF_DATA, WHY_END));
    perf_at = perf_at + 1 < (int)tb_core_perf_count() ? perf_at + 1 : -1;
    ret_int(call, perf_at);
    return 0;
}

static PLI_INT32 tb_finish_call(PLI_BYTE8 *unused)
{
    (void)unused;
    vpiHandle call = vpi_handle(vpiSysTfCall, NULL);
    if (!loaded) {
        ret_int(call, 2);
        return 0;
    }
    if (loaded == 2) {
        ret_int(call, kernel_end(0));
        return 0;
    }
    struct timespec t_end;
    clock_gettime(CLOCK_MONOTONIC, &t_end);
    double secs = (double)(t_end.tv_sec - t_start.tv_sec) + 1e-9 * (double)(t_end.tv_nsec - t_start.tv_nsec);
    int rc = tb_core_finish(cli.tb);
    uint64_t cycles = tb_core_cycles(cli.tb);
    printf("simulated %llu cycles in %.3f s: %.0f cycles/s (Icarus, checker %s)\n", (unsigned long long)cycles, secs,
           secs > 0 ? (double)cycles / secs : 0.0, cli.no_check ? "off" : "on");
    tb_cli_print_stats(&cli);
    fflush(stdout);
    tb_cli_free(&cli);
    loaded = 0;
    core = NULL;
    ret_int(call, rc);
    return 0;
}

static PLI_INT32 int_size(PLI_BYTE8 *unused)
{
    (void)unused;
    return 32;
}

static void register_fn(const char *name, PLI_INT32 (*fn)(PLI_BYTE8 *))
{
    s_vpi_systf_data tf;
    memset(&tf, 0, sizeof tf);
    tf.type = vpiSysFunc;
    tf.sysfunctype = vpiIntFunc;
    tf.tfname = (PLI_BYTE8 *)(uintptr_t)name;
    tf.calltf = fn;
    tf.sizetf = int_size;
    vpi_register_systf(&tf);
}

static void register_all(void)
{
    register_fn("$tb_init", tb_init_call);
    register_fn("$tb_cycle", tb_cycle_call);
    register_fn("$tb_drive", tb_drive_call);
    register_fn("$tb_perf", tb_perf_call);
    register_fn("$tb_finish", tb_finish_call);
}

void (*vlog_startup_routines[])(void) = {register_all, NULL};
