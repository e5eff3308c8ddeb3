/* The RTL backends.  Two engines run the same testbench core (tb/core):
 *
 * - Verilator: the Verilated gcn_cu with the core lives in a shared library
 *   (build/libgcnrtl-verilator.so, tb/core/gcnrtl.h), loaded here with
 *   dlopen, so the runtime and gcnsim build and run without Verilator and
 *   only the RTL backends need the library.
 * - Icarus: the RTL runs in a vvp process (Icarus cannot be linked in), the
 *   core inside its VPI module (tb/icarus/tb_vpi.c).  The dispatch and the
 *   device memory go to it as files in a temporary directory and the memory
 *   and the verdict come back the same way (tb/core/gcnrtl_job.h). */
#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "gcn_config.h"
#include "gcnrtl.h"
#include "gcnrtl_job.h"
#include "runtime_internal.h"

#define RTL_LIB "libgcnrtl-verilator.so"
#define RTL_TRACE_LIB "libgcnrtl-verilator-trace.so"   /* with the FST waveform code (make tb-rtl-trace) */
#define ICARUS_DIR "icarus"
#define ICARUS_TIMEOUT 3600   /* seconds; the testbench's cycle and stall limits normally end a run long before */

typedef struct rt_rtl {
    int icarus;
    int check;                 /* lockstep: every retired instruction checked against the model */
    void *lib;                 /* Verilator */
    gcnrtl_run_fn run;
    int waves;                 /* lib has the waveform code */
    void *wlib;                /* the library runs with waveforms use (lib when it has the code) */
    gcnrtl_run_fn wrun;
    char dir[4200];            /* Icarus: where tb.vvp and tb_vpi.vpi are */
} rt_rtl;

/* $ENV, else NAME next to the running program (build/), or one directory
 * up (the sanitized tools in build/san/ use build/'s), or in ../lib (an
 * installed gcnsim: PREFIX/bin/gcnsim, PREFIX/lib/NAME). */
static int next_to_program(const char *env_name, const char *name, char *buf, size_t n)
{
    const char *env = getenv(env_name);
    if (env && *env)
        return snprintf(buf, n, "%s", env) < (int)n ? 0 : -1;
    char exe[4096];
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (len <= 0)
        return snprintf(buf, n, "build/%s", name) < (int)n ? 0 : -1;
    exe[len] = '\0';
    char *slash = strrchr(exe, '/');
    if (slash)
        slash[1] = '\0';
    const char *const up[] = {"", "../", "../lib/", "../lib/gcn/"};   /* the last: make install's Icarus image */
    for (unsigned i = 0; i < sizeof up / sizeof up[0]; i++)
        if (snprintf(buf, n, "%s%s%s", exe, up[i], name) < (int)n && access(buf, R_OK) == 0)
            return 0;
    return snprintf(buf, n, "%s../%s", exe, name) < (int)n ? 0 : -1;
}

/* Load an RTL library ($env, else name next to the program): its handle,
 * run function and whether it has the waveform code; NULL with a message
 * (how to build it: target) when it is missing or not ours. */
static void *load_lib(const char *env, const char *name, const char *target, gcnrtl_run_fn *run, int *waves,
                      char *err, size_t errsize)
{
    char path[4200];
    if (next_to_program(env, name, path, sizeof path) < 0) {
        snprintf(err, errsize, "the RTL library path is too long");
        return NULL;
    }
    void *lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        snprintf(err, errsize, "the RTL backends need %s (%s): %s", path, target, dlerror());
        return NULL;
    }
    gcnrtl_abi_fn abi = (gcnrtl_abi_fn)(uintptr_t)dlsym(lib, "gcnrtl_abi");
    gcnrtl_config_fn config = (gcnrtl_config_fn)(uintptr_t)dlsym(lib, "gcnrtl_config_get");
    gcnrtl_waves_fn has_waves = (gcnrtl_waves_fn)(uintptr_t)dlsym(lib, "gcnrtl_waves");
    *run = (gcnrtl_run_fn)(uintptr_t)dlsym(lib, "gcnrtl_run");
    if (!abi || !config || !*run || !has_waves || abi() != GCNRTL_ABI) {
        snprintf(err, errsize, "%s is not the RTL library this runtime was built for (rebuild it: %s)", path, target);
        dlclose(lib);
        return NULL;
    }
    /* a library of another configuration would be handed workgroups and scratch sized for ours */
    gcnrtl_config theirs;
    config(&theirs);
    char what[4300];
    snprintf(what, sizeof what, "the RTL library %s", path);
    if (gcnrtl_config_check(&theirs, what, "this runtime (gcnsim)", err, errsize) < 0) {
        dlclose(lib);
        return NULL;
    }
    *waves = has_waves();
    return lib;
}

/* The RTL library; when only the traced one is built, that one. */
static rt_rtl *open_verilator(char *err, size_t errsize)
{
    rt_rtl *r = calloc(1, sizeof *r);
    if (!r) {
        snprintf(err, errsize, "out of memory");
        return NULL;
    }
    char err2[512];
    r->lib = load_lib("GCN_RTL_LIB", RTL_LIB, "make tb-rtl", &r->run, &r->waves, err, errsize);
    if (!r->lib && !getenv("GCN_RTL_LIB") &&
        (r->lib = load_lib("GCN_RTL_TRACE_LIB", RTL_TRACE_LIB, "make tb-rtl-trace", &r->run, &r->waves, err2,
                           sizeof err2)))
        err[0] = '\0';
    if (!r->lib) {
        free(r);
        return NULL;
    }
    return r;
}

/* The library a run with waveforms uses: -1 with a message in res when
 * there is none with the waveform code. */
static int waves_lib(rt_rtl *r, gcn_run_result *res)
{
    if (r->wrun)
        return 0;
    if (r->waves) {
        r->wrun = r->run;
        return 0;
    }
    char err[sizeof res->msg];
    int waves = 0;
    r->wlib = load_lib("GCN_RTL_TRACE_LIB", RTL_TRACE_LIB, "make tb-rtl-trace", &r->wrun, &waves, err, sizeof err);
    if (r->wlib && !waves) {
        snprintf(err, sizeof err, "$GCN_RTL_TRACE_LIB names a library without waveform code");
        dlclose(r->wlib);
        r->wlib = NULL;
    }
    if (r->wlib)
        return 0;
    r->wrun = NULL;
    memset(res, 0, sizeof *res);
    res->status = GCN_RUN_SETUP;
    snprintf(res->msg, sizeof res->msg, "--wave needs the RTL library with waveform code (`make tb-rtl-trace` "
             "builds it, a Verilator build of several minutes): %.150s", err);
    return -1;
}

/* vvp in $PATH: looked for at open, so a missing Icarus is reported before
 * anything is set up rather than as a failed child process. */
static int have_vvp(void)
{
    const char *path = getenv("PATH");
    if (!path)
        return 0;
    char buf[4200];
    for (const char *p = path; *p;) {
        size_t len = strcspn(p, ":");
        if (len && snprintf(buf, sizeof buf, "%.*s/vvp", (int)len, p) < (int)sizeof buf && access(buf, X_OK) == 0)
            return 1;
        p += len + (p[len] == ':');
    }
    return 0;
}

static rt_rtl *open_icarus(char *err, size_t errsize)
{
    char dir[4200], f[4300];
    if (next_to_program("GCN_ICARUS_DIR", ICARUS_DIR, dir, sizeof dir) < 0) {
        snprintf(err, errsize, "the Icarus image path is too long");
        return NULL;
    }
    if (!have_vvp()) {
        snprintf(err, errsize, "the icarus backend needs vvp (Icarus Verilog) in PATH");
        return NULL;
    }
    static const char *const files[] = {"tb.vvp", "tb_vpi.vpi"};
    for (unsigned i = 0; i < 2; i++) {
        snprintf(f, sizeof f, "%s/%s", dir, files[i]);
        if (access(f, R_OK) != 0) {
            snprintf(err, errsize, "the icarus backend needs %s (make build/gcnrtl-icarus)", f);
            return NULL;
        }
    }
    rt_rtl *r = calloc(1, sizeof *r);
    if (!r) {
        snprintf(err, errsize, "out of memory");
        return NULL;
    }
    r->icarus = 1;
    snprintf(r->dir, sizeof r->dir, "%s", dir);
    return r;
}

/* The backend's name says the engine and whether the checker runs: Icarus
 * is slow enough that the checker costs little, so it always does. */
static int rtl_open(const rt_backend *b, void **state, char *err, size_t errsize)
{
    int icarus = b == &rt_backend_icarus;
    rt_rtl *r = icarus ? open_icarus(err, errsize) : open_verilator(err, errsize);
    if (!r)
        return -1;
    r->check = b != &rt_backend_verilator;
    *state = r;
    return 0;
}

static void rtl_close(void *state)
{
    rt_rtl *r = state;
    if (!r)
        return;
    if (r->wlib)
        dlclose(r->wlib);
    if (r->lib)
        dlclose(r->lib);
    free(r);
}

uint64_t rt_rtl_scratch_bytes(const gcn_dispatch *d)
{
    uint64_t one_wg = gcn_dispatch_scratch_bytes(d);
    uint64_t slots = gcn_dispatch_scratch_per_wave(d) * GCN_CFG_NUM_SIMD * GCN_CFG_WAVES_PER_SIMD;
    return one_wg && slots > one_wg ? slots : one_wg;
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* Remove the job directory and the files in it (only files are made there). */
static void remove_dir(const char *dir)
{
    DIR *dp = opendir(dir);
    if (dp) {
        struct dirent *e;
        char path[4400];
        while ((e = readdir(dp)))
            if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..") &&
                snprintf(path, sizeof path, "%s/%s", dir, e->d_name) < (int)sizeof path)
                unlink(path);
        closedir(dp);
    }
    rmdir(dir);
}

/* Run vvp on the job in jobdir; its reports go to our stdout.  0 when it
 * exited (status in *status), -1 with a message when it could not start or
 * ran past the time limit (then it is killed). */
static int run_vvp(const rt_rtl *r, const char *jobdir, const gcn_rt_rtl_opts *o, int *status, char *err,
                   size_t errsize)
{
    char vvp_image[4300], job[4300], fk[32], fn[32];
    snprintf(vvp_image, sizeof vvp_image, "%s/tb.vvp", r->dir);
    snprintf(job, sizeof job, "+gcn_kernel=%s", jobdir);
    /* the fault point reads its plusargs in an initial block (rtl/lib/gcn_fault.v) */
    snprintf(fk, sizeof fk, "+gcn_fault=%u", o->fault_kind);
    snprintf(fn, sizeof fn, "+gcn_fault_n=%u", o->fault_n ? o->fault_n : 1);
    /* waveforms: tb_top.v dumps to +vcd=FILE, -fst makes it FST (an extended argument, after the image) */
    char wave[4300];
    snprintf(wave, sizeof wave, "+vcd=%s", o->wave ? o->wave : "");
    char *argv[] = {"vvp", "-n", "-M", (char *)r->dir, "-m", "tb_vpi", vvp_image, job, NULL, NULL, NULL, NULL, NULL};
    unsigned n = 8;
    if (o->wave) {
        argv[n++] = "-fst";
        argv[n++] = wave;
    }
    if (o->fault_kind) {
        argv[n++] = fk;
        argv[n++] = fn;
    }
    double limit = ICARUS_TIMEOUT;
    const char *env = getenv("GCN_ICARUS_TIMEOUT");
    if (env && *env && (limit = strtod(env, NULL)) <= 0)
        limit = ICARUS_TIMEOUT;
    fflush(stdout);
    fflush(stderr);
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid < 0) {
        snprintf(err, errsize, "cannot start vvp: %s", strerror(errno));
        return -1;
    }
    if (pid == 0) {
        /* killed with us: a runner that times out gcnsim must not leave vvp behind */
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parent)
            _exit(127);
        int in = open("/dev/null", O_RDONLY);
        if (in >= 0)
            dup2(in, 0);
        execvp("vvp", argv);
        fprintf(stderr, "gcnsim: cannot run vvp: %s\n", strerror(errno));
        _exit(127);
    }
    double t0 = now();
    for (;;) {
        pid_t w = waitpid(pid, status, WNOHANG);
        if (w == pid)
            return 0;
        if (w < 0 && errno != EINTR) {
            snprintf(err, errsize, "waiting for vvp: %s", strerror(errno));
            return -1;
        }
        if (now() - t0 > limit) {
            kill(pid, SIGKILL);
            waitpid(pid, status, 0);
            snprintf(err, errsize, "vvp ran longer than %g s and was stopped (GCN_ICARUS_TIMEOUT)", limit);
            return -1;
        }
        struct timespec ts = {0, 5000000};
        nanosleep(&ts, NULL);
    }
}

static int run_icarus(const rt_rtl *r, const gcnrtl_opts *go, const rt_job *job, gcn_run_result *res,
                      gcnrtl_stats *gs)
{
    memset(res, 0, sizeof *res);
    memset(gs, 0, sizeof *gs);
    res->status = GCN_RUN_SETUP;
    char dir[4200];
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/gcnsim-icarus.XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(dir)) {
        snprintf(res->msg, sizeof res->msg, "cannot make a directory for the Icarus job (%.200s): %s", dir,
                 strerror(errno));
        return -1;
    }
    char err[sizeof res->msg];
    int status = 0, rc = -1;
    double t0 = now();
    const gcn_regions *mem = &job->mem->regions;
    if (gcnrtl_job_write(dir, job->d, job->co->elf.data, job->co->elf.size, go, mem, err, sizeof err) < 0 ||
        run_vvp(r, dir, job->opts, &status, err, sizeof err) < 0) {
        snprintf(res->msg, sizeof res->msg, "%s", err);
    } else if (gcnrtl_job_read_result(dir, mem, res, gs, err, sizeof err) < 0) {
        memset(res, 0, sizeof *res);
        res->status = GCN_RUN_TRAP;
        if (WIFSIGNALED(status))
            snprintf(res->msg, sizeof res->msg, "vvp was killed by signal %d: %.280s", WTERMSIG(status), err);
        else
            snprintf(res->msg, sizeof res->msg, "vvp exited with status %d: %.280s", WEXITSTATUS(status), err);
    } else {
        rc = res->status == GCN_RUN_OK ? 0 : -1;
        gs->seconds = now() - t0;   /* the whole process: start-up, the run and the files */
    }
    const char *keep = getenv("GCN_ICARUS_KEEP");
    if (keep && *keep && strcmp(keep, "0"))
        fprintf(stderr, "gcnsim: Icarus job kept in %s\n", dir);
    else
        remove_dir(dir);
    return rc;
}

/* One "--key value" pair of testbench core options (tb_config_option);
 * vals holds the numbers' text. */
static unsigned push_arg(const char **args, char (*vals)[24], unsigned n, const char *key, unsigned long long v)
{
    snprintf(vals[n / 2], sizeof vals[0], "%llu", v);
    args[n] = key;
    args[n + 1] = vals[n / 2];
    return n + 2;
}

static unsigned tb_args(const gcn_rt_rtl_opts *o, const char **args, char (*vals)[24])
{
    unsigned n = 0;
    if (o->max_cycles)
        n = push_arg(args, vals, n, "--max-cycles", o->max_cycles);
    if (o->seed)
        n = push_arg(args, vals, n, "--seed", o->seed);
    if (o->mem_latency_max) {
        n = push_arg(args, vals, n, "--dm-latency", o->mem_latency_min);
        n = push_arg(args, vals, n, "--dm-jitter", o->mem_latency_max - o->mem_latency_min);
    }
    if (o->mem_reorder) {
        n = push_arg(args, vals, n, "--dm-reorder", 1);
        n = push_arg(args, vals, n, "--if-reorder", 1);
    }
    if (o->wave && o->wave_from)
        n = push_arg(args, vals, n, "--wave-from", o->wave_from);
    if (o->wave && o->wave_to)
        n = push_arg(args, vals, n, "--wave-to", o->wave_to);
    return n;
}

static int rtl_run(void *state, const rt_job *job, gcn_run_result *res, gcn_rt_rtl_stats *st)
{
    rt_rtl *r = state;
    const gcn_rt_rtl_opts *o = job->opts;
    char vals[8][24];
    const char *args[16];
    unsigned nargs = tb_args(o, args, vals);
    gcnrtl_opts go = {r->check, o->fault_kind, o->fault_n ? o->fault_n : 1, args, nargs, r->check ? o->trace : NULL,
                      r->check ? o->coverage : NULL, stdout, o->wave, job->timeline, o->rerun};
    gcnrtl_run_fn run = r->run;
    if (o->wave && !r->icarus) {
        if (waves_lib(r, res) < 0)
            return -1;
        run = r->wrun;
    }
    gcnrtl_stats gs;
    fflush(stdout);   /* the library (or vvp) writes its reports to the same stream */
    int rc = r->icarus ? run_icarus(r, &go, job, res, &gs) : run(job->d, &go, res, &gs);
    fflush(stdout);
    st->valid = 1;
    st->checked_run = r->check;
    st->passed = gs.passed;
    st->cycles = gs.cycles;
    st->retired = gs.retired;
    st->checked = gs.checked;
    st->seconds = gs.seconds;
    st->nperf = gs.nperf;
    memcpy(st->perf, gs.perf, sizeof st->perf);
    return rc;
}

#define RTL_CAPS (GCN_RT_CAP_TESTBENCH | GCN_RT_CAP_CYCLES | GCN_RT_CAP_WAVES | GCN_RT_CAP_TIMELINE)
const rt_backend rt_backend_verilator = {"verilator", RTL_CAPS, rtl_open, rtl_close, rt_rtl_scratch_bytes, rtl_run};
const rt_backend rt_backend_lockstep = {"lockstep", RTL_CAPS | GCN_RT_CAP_CHECKER, rtl_open, rtl_close, rt_rtl_scratch_bytes, rtl_run};
const rt_backend rt_backend_icarus = {"icarus", RTL_CAPS | GCN_RT_CAP_CHECKER, rtl_open, rtl_close, rt_rtl_scratch_bytes, rtl_run};
