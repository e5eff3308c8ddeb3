/* The RTL backends: the Verilated gcn_cu with the testbench core lives in a
 * shared library (build/libgcnrtl-verilator.so, tb/core/gcnrtl.h), loaded
 * here with dlopen, so the runtime and gcnsim build and run without
 * Verilator and only the RTL backends need the library. */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gcn_config.h"
#include "gcnrtl.h"
#include "runtime_internal.h"

#define RTL_LIB "libgcnrtl-verilator.so"

struct rt_rtl {
    void *lib;
    gcnrtl_run_fn run;
};

/* $GCN_RTL_LIB, else the library next to the running program (build/), or
 * one directory up (the sanitized tools in build/san/ use build/'s). */
static int lib_path(char *buf, size_t n)
{
    const char *env = getenv("GCN_RTL_LIB");
    if (env && *env)
        return snprintf(buf, n, "%s", env) < (int)n ? 0 : -1;
    char exe[4096];
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (len <= 0)
        return snprintf(buf, n, "build/" RTL_LIB) < (int)n ? 0 : -1;
    exe[len] = '\0';
    char *slash = strrchr(exe, '/');
    if (slash)
        slash[1] = '\0';
    if (snprintf(buf, n, "%s" RTL_LIB, exe) >= (int)n)
        return -1;
    if (access(buf, R_OK) == 0)
        return 0;
    return snprintf(buf, n, "%s../" RTL_LIB, exe) < (int)n ? 0 : -1;
}

rt_rtl *rt_rtl_open(char *err, size_t errsize)
{
    char path[4200];
    if (lib_path(path, sizeof path) < 0) {
        snprintf(err, errsize, "the RTL library path is too long");
        return NULL;
    }
    void *lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        snprintf(err, errsize, "the RTL backends need %s (make build/" RTL_LIB "): %s", path, dlerror());
        return NULL;
    }
    gcnrtl_abi_fn abi = (gcnrtl_abi_fn)(uintptr_t)dlsym(lib, "gcnrtl_abi");
    gcnrtl_run_fn run = (gcnrtl_run_fn)(uintptr_t)dlsym(lib, "gcnrtl_run");
    rt_rtl *r = abi && run && abi() == GCNRTL_ABI ? calloc(1, sizeof *r) : NULL;
    if (!r) {
        snprintf(err, errsize, "%s is not the RTL library this runtime was built for (rebuild it)", path);
        dlclose(lib);
        return NULL;
    }
    r->lib = lib;
    r->run = run;
    return r;
}

void rt_rtl_close(rt_rtl *r)
{
    if (!r)
        return;
    dlclose(r->lib);
    free(r);
}

uint64_t rt_rtl_scratch_bytes(const gcn_dispatch *d)
{
    uint64_t one_wg = gcn_dispatch_scratch_bytes(d);
    uint64_t slots = gcn_dispatch_scratch_per_wave(d) * GCN_CFG_NUM_SIMD * GCN_CFG_WAVES_PER_SIMD;
    return one_wg && slots > one_wg ? slots : one_wg;
}

int rt_rtl_run(rt_rtl *r, int check, const gcn_rt_rtl_opts *o, const gcn_dispatch *d, gcn_run_result *res,
               gcn_rt_rtl_stats *st)
{
    char kind[16], n[16], cycles[24], seed[24];
    const char *args[4];
    unsigned nargs = 0;
    snprintf(kind, sizeof kind, "%u", o->fault_kind);
    snprintf(n, sizeof n, "%u", o->fault_n ? o->fault_n : 1);
    if (o->max_cycles) {
        snprintf(cycles, sizeof cycles, "%llu", (unsigned long long)o->max_cycles);
        args[nargs++] = "--max-cycles";
        args[nargs++] = cycles;
    }
    if (o->seed) {
        snprintf(seed, sizeof seed, "%llu", (unsigned long long)o->seed);
        args[nargs++] = "--seed";
        args[nargs++] = seed;
    }
    gcnrtl_opts go = {check, o->fault_kind, o->fault_n ? o->fault_n : 1, args, nargs, check ? o->trace : NULL, stdout};
    gcnrtl_stats gs;
    fflush(stdout);   /* the library writes its reports to the same stream */
    int rc = r->run(d, &go, res, &gs);
    fflush(stdout);
    st->valid = 1;
    st->checked_run = check;
    st->passed = gs.passed;
    st->cycles = gs.cycles;
    st->retired = gs.retired;
    st->checked = gs.checked;
    st->seconds = gs.seconds;
    return rc;
}
