/* The host runtime's C API (sw/runtime/include/gcn_runtime.h) as a host
 * program uses it: backends by name, device memory bounds, two launches in
 * one session (a two-level prefix sum: per-workgroup scans, then a scan of
 * the workgroup totals), and launch errors.  Results are checked against the
 * same sums computed here.  Also the region set device memory is made of
 * (gcn/regions.h): sorted mapping, overlaps refused, lookups at the edges, unmapping; a device memory of a given size.  Usage: test_runtime KERNEL_DIR */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gcn/regions.h"
#include "gcn_runtime.h"

static int fails, checks;

#define CHECK(cond, ...)                        \
    do {                                        \
        checks++;                               \
        if (!(cond)) {                          \
            fails++;                            \
            printf("FAIL line %d: ", __LINE__); \
            printf(__VA_ARGS__);                \
            printf("\n");                       \
        }                                       \
    } while (0)

#define GROUPS 3
#define N (256 * GROUPS)

static void backends(void)
{
    char err[320];
    CHECK(gcn_rt_open("fpga", err, sizeof err) == NULL && strstr(err, "unknown backend"), "unknown backend: %s", err);
    /* the RTL backends need their library: a clear error when it is missing */
    const char *rtl[] = {"verilator", "lockstep"};
    setenv("GCN_RTL_LIB", "/nonexistent/libgcnrtl-verilator.so", 1);
    for (int i = 0; i < 2; i++)
        CHECK(gcn_rt_open(rtl[i], err, sizeof err) == NULL && strstr(err, "the RTL backends need"), "%s: %s", rtl[i],
              err);
    unsetenv("GCN_RTL_LIB");
    /* Icarus: vvp and the built image, each missing in turn */
    setenv("GCN_ICARUS_DIR", "/nonexistent/icarus", 1);
    const char *path = getenv("PATH");
    char *saved = path ? strdup(path) : NULL;
    setenv("PATH", "/nonexistent", 1);
    CHECK(gcn_rt_open("icarus", err, sizeof err) == NULL && strstr(err, "needs vvp"), "icarus without vvp: %s", err);
    if (saved) {
        setenv("PATH", saved, 1);
        free(saved);
        if (gcn_rt_open("icarus", err, sizeof err) == NULL)   /* vvp installed: the image is what is missing */
            CHECK(strstr(err, "needs vvp") || strstr(err, "make build/gcnrtl-icarus"), "icarus without its image: %s",
                  err);
        else
            CHECK(0, "icarus opened with GCN_ICARUS_DIR=/nonexistent");
    }
    unsetenv("GCN_ICARUS_DIR");
}

static void memory(gcn_rt *rt)
{
    uint64_t a = gcn_rt_alloc(rt, 100);
    uint8_t buf[128] = {0};
    CHECK(a != 0 && a >= (1ull << 32), "allocations start above 4 GiB (0x%llx)", (unsigned long long)a);
    CHECK(gcn_rt_write(rt, a, buf, 100) == 0, "write inside an allocation");
    CHECK(gcn_rt_write(rt, a + 1, buf, 100) < 0 && strstr(gcn_rt_error(rt), "outside"), "write past the end: %s",
          gcn_rt_error(rt));
    CHECK(gcn_rt_read(rt, 16, buf, 4) < 0, "read of an unmapped address");
    CHECK(gcn_rt_alloc(rt, 1ull << 40) == 0, "an allocation of 1 TiB is refused");
}

/* Launch prefix_scan over groups * 256 ints at in; out and sums receive the
 * per-group inclusive scans and totals. */
static int scan(gcn_rt *rt, uint64_t in, uint64_t out, uint64_t sums, unsigned groups, gcn_run_result *res)
{
    gcn_rt_arg args[3] = {{GCN_RT_PTR, {.ptr = in}}, {GCN_RT_PTR, {.ptr = out}}, {GCN_RT_PTR, {.ptr = sums}}};
    gcn_rt_launch l = {0};
    l.kernel = "prefix_scan";
    l.global[0] = 256 * groups;
    l.local[0] = 256;
    l.args = args;
    l.nargs = 3;
    l.max_instructions = 10000000;
    return gcn_rt_run(rt, &l, res);
}

static void two_level_scan(gcn_rt *rt)
{
    static int host[N], want[N], got[N];
    int sums_got[256] = {0}, level2[256] = {0};
    for (int i = 0; i < N; i++)
        host[i] = (i * 7919) % 201 - 100;
    for (int i = 0, acc = 0; i < N; i++)
        want[i] = acc += host[i];
    uint64_t in = gcn_rt_alloc(rt, sizeof host), out = gcn_rt_alloc(rt, sizeof host);
    uint64_t sums = gcn_rt_alloc(rt, 256 * 4), sums_scan = gcn_rt_alloc(rt, 256 * 4), total = gcn_rt_alloc(rt, 4);
    const uint64_t used = gcn_rt_mem_used(rt);
    gcn_run_result res;
    CHECK(gcn_rt_write(rt, in, host, sizeof host) == 0, "upload");
    CHECK(scan(rt, in, out, sums, GROUPS, &res) == 0, "first launch: %s", res.msg);
    CHECK(scan(rt, sums, sums_scan, total, 1, &res) == 0, "second launch: %s", res.msg);
    CHECK(res.workgroups == 1 && res.waves == 4, "second launch: %llu workgroups, %llu waves",
          (unsigned long long)res.workgroups, (unsigned long long)res.waves);
    gcn_rt_read(rt, out, got, sizeof got);
    gcn_rt_read(rt, sums_scan, level2, sizeof level2);
    gcn_rt_read(rt, sums, sums_got, sizeof sums_got);
    int bad = 0;
    for (int i = 0; i < N; i++)
        bad += got[i] + (i >= 256 ? level2[i / 256 - 1] : 0) != want[i];
    CHECK(bad == 0, "%d of %d prefix sums wrong", bad, N);
    CHECK(sums_got[GROUPS - 1] == want[N - 1] - want[N - 257], "last workgroup total");
    CHECK(gcn_rt_mem_used(rt) == used, "the launches gave back what they allocated (%llu bytes in use, %llu before)",
          (unsigned long long)gcn_rt_mem_used(rt), (unsigned long long)used);
}

static void launch_errors(gcn_rt *rt)
{
    gcn_run_result res;
    gcn_rt_launch l = {0};
    l.kernel = "no_such_kernel";
    l.global[0] = 64;
    CHECK(gcn_rt_run(rt, &l, &res) < 0 && strstr(res.msg, "no kernel 'no_such_kernel'"), "%s", res.msg);
    l.kernel = "prefix_scan";
    CHECK(gcn_rt_run(rt, &l, &res) < 0 && strstr(res.msg, "takes 3 arguments, 0 given"), "%s", res.msg);
    gcn_rt_arg bad[3] = {{GCN_RT_U32, {.u32 = 1}}, {GCN_RT_PTR, {.ptr = 0}}, {GCN_RT_PTR, {.ptr = 0}}};
    l.args = bad;
    l.nargs = 3;
    CHECK(gcn_rt_run(rt, &l, &res) < 0 && strstr(res.msg, "cannot take a u32"), "%s", res.msg);
    /* null buffers: the kernel's first load faults, and the run says so */
    bad[0] = (gcn_rt_arg){GCN_RT_PTR, {.ptr = 0}};
    l.global[0] = 256;
    l.local[0] = 256;
    CHECK(gcn_rt_run(rt, &l, &res) < 0 && res.status == GCN_RUN_TRAP && strstr(res.msg, "unmapped"), "%s",
          res.msg);
}

/* Regions mapped out of order are found; overlaps and wraps are refused;
 * an access across two regions, or past one's end, is not mapped. */
static void regions(void)
{
    gcn_regions s;
    gcn_regions_init(&s);
    uint8_t *b = gcn_regions_map(&s, 0x3000, 0x100), *a = gcn_regions_map(&s, 0x1000, 0x100);
    uint8_t *c = gcn_regions_map(&s, 0x2000, 0x1000);   /* ends where b starts */
    CHECK(a && b && c && s.n == 3, "three regions mapped");
    CHECK(s.n == 3 && s.r[0].addr == 0x1000 && s.r[1].addr == 0x2000 && s.r[2].addr == 0x3000, "kept sorted");
    CHECK(!gcn_regions_map(&s, 0x10ff, 2) && !gcn_regions_map(&s, 0x0f00, 0x101) && !gcn_regions_map(&s, 0x1000, 0),
          "an overlapping region is refused");
    CHECK(!gcn_regions_map(&s, ~0ull - 8, 16), "a region that wraps is refused");
    CHECK(!gcn_regions_map(&s, 0x100000, GCN_REGION_MAX_BYTES + 1), "a region over the largest size is refused");
    CHECK(gcn_regions_ptr(&s, 0x10ff, 1) == a + 0xff && gcn_regions_ptr(&s, 0x3000, 0x100) == b, "lookups inside");
    CHECK(!gcn_regions_ptr(&s, 0x10ff, 2) && !gcn_regions_ptr(&s, 0x2fff, 2) && !gcn_regions_ptr(&s, 0xfff, 1) &&
              !gcn_regions_ptr(&s, 0x3100, 1),
          "accesses past an end or across two regions are not mapped");
    gcn_memory m = gcn_regions_memory(&s);
    uint32_t v = 0x12345678, got = 0;
    gcn_mem_window w;
    CHECK(m.write(m.user, 0x2ffc, &v, 4) == 0 && m.read(m.user, 0x2ffc, &got, 4) == 0 && got == v, "read back");
    CHECK(m.window(m.user, 0x2010, &w) == 0 && w.base == 0x2000 && w.size == 0x1000 && w.host == c,
          "the window is the whole region");
    CHECK(m.read(m.user, 0x2ffe, &got, 4) < 0 && m.window(m.user, 0x4000, &w) < 0, "unmapped");
    uint64_t size = 0;
    CHECK(gcn_regions_unmap(&s, 0x2000, &size) == 0 && size == 0x1000 && s.n == 2, "unmap the middle region");
    CHECK(!gcn_regions_ptr(&s, 0x2010, 1) && m.read(m.user, 0x2ffc, &got, 4) < 0, "an unmapped region is gone");
    CHECK(gcn_regions_ptr(&s, 0x10ff, 1) == a + 0xff && gcn_regions_ptr(&s, 0x3000, 0x100) == b,
          "the regions around it stay");
    CHECK(gcn_regions_unmap(&s, 0x2000, NULL) < 0 && gcn_regions_unmap(&s, 0x1001, NULL) < 0 &&
              gcn_regions_unmap(&s, 0x500, NULL) < 0,
          "only the start of a mapped region unmaps");
    CHECK(gcn_regions_map(&s, 0x2000, 0x800) && s.n == 3 && s.r[1].addr == 0x2000, "its range maps again");
    gcn_regions_free(&s);
    CHECK(s.n == 0 && !gcn_regions_ptr(&s, 0x1000, 1), "freed");
}

/* A device memory of GCN_DEVICE_MEM bytes: allocations past it are refused,
 * freed ones give their bytes back, so allocating and freeing in a loop far
 * past the size goes on; a freed address faults and is not handed out again. */
static void device_memory_size(void)
{
    char err[320];
    const char *bad[] = {"12X", "-1", "0", "1.5G", "1GB", "", "99999999999999999999"};
    for (unsigned i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        setenv("GCN_DEVICE_MEM", bad[i], 1);
        gcn_rt *r = gcn_rt_open("model", err, sizeof err);
        /* the empty string means unset: the host's memory */
        CHECK(*bad[i] ? gcn_rt_mem_size() == 0 && !r && strstr(err, "GCN_DEVICE_MEM") : gcn_rt_mem_size() > 0 && r,
              "GCN_DEVICE_MEM='%s': %s", bad[i], r ? "accepted" : err);
        gcn_rt_close(r);
    }
    setenv("GCN_DEVICE_MEM", "2K", 1);
    CHECK(gcn_rt_mem_size() == 2048, "GCN_DEVICE_MEM=2K");
    setenv("GCN_DEVICE_MEM", "1M", 1);
    gcn_rt *rt = gcn_rt_open("model", err, sizeof err);
    unsetenv("GCN_DEVICE_MEM");
    CHECK(rt != NULL, "GCN_DEVICE_MEM=1M: %s", err);
    if (!rt)
        return;
    const uint64_t big = 600 << 10;
    uint64_t a = gcn_rt_alloc(rt, big);
    CHECK(a && gcn_rt_mem_used(rt) == big, "600 KiB of 1 MiB allocated");
    CHECK(gcn_rt_alloc(rt, big) == 0 && strstr(gcn_rt_error(rt), "in use"), "600 KiB more is refused: %s",
          gcn_rt_error(rt));
    CHECK(gcn_rt_free(rt, a + 256) < 0 && strstr(gcn_rt_error(rt), "not the start"), "a free inside: %s",
          gcn_rt_error(rt));
    CHECK(gcn_rt_free(rt, a) == 0 && gcn_rt_mem_used(rt) == 0, "freed");
    uint8_t byte = 0;
    CHECK(gcn_rt_read(rt, a, &byte, 1) < 0 && gcn_rt_free(rt, a) < 0, "a freed allocation is gone");
    int ok = 1;
    uint64_t last = a;
    for (int i = 0; i < 200 && ok; i++) {   /* 200 x 900 KiB through a 1 MiB device */
        uint64_t b = gcn_rt_alloc(rt, 900 << 10);
        ok = b && b > last && gcn_rt_write(rt, b + (899 << 10), &byte, 1) == 0 && gcn_rt_free(rt, b) == 0;
        last = b;
    }
    CHECK(ok && gcn_rt_mem_used(rt) == 0, "allocate and free 900 KiB 200 times, at new addresses each time");
    gcn_rt_close(rt);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: test_runtime KERNEL_DIR\n");
        return 2;
    }
    char path[4096], err[320];
    snprintf(path, sizeof path, "%s/prefix_scan.O2.co", argv[1]);
    backends();
    regions();
    device_memory_size();
    gcn_rt *rt = gcn_rt_open("model", err, sizeof err);
    CHECK(rt != NULL, "model backend: %s", err);
    if (!rt)
        return 1;
    memory(rt);
    CHECK(gcn_rt_load(rt, path) == 0, "load %s: %s", path, gcn_rt_error(rt));
    if (gcn_rt_code_object(rt)) {
        two_level_scan(rt);
        launch_errors(rt);
        uint64_t used = gcn_rt_mem_used(rt);
        CHECK(gcn_rt_load(rt, path) == 0 && gcn_rt_mem_used(rt) == used,
              "a code object loaded again replaces the last one in device memory (%llu bytes in use, %llu before)",
              (unsigned long long)gcn_rt_mem_used(rt), (unsigned long long)used);
    }
    gcn_rt_close(rt);
    printf("runtime API: %d of %d checked, %d failed\n", checks - fails, checks, fails);
    return fails != 0;
}
