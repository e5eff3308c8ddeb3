/* A bitonic sort across work-groups, as GPU sorting samples write it: one
 * work-item per compare-exchange pair; the stages whose partner distance is
 * below a block of 2*WG elements run in __local memory (one launch sorts the
 * blocks, one launch per larger stage merges inside them), the larger
 * distances one global launch each.  Checked exactly against qsort in C.
 * Usage: sort [N] (keys, a power of two from 256; default 8192). */
#include "clhost.h"

#define WG 128
#define BLOCK (2 * WG)

static const char *source =
    "inline void cmpx(uint *a, uint *b, bool up)\n"
    "{\n"
    "    if ((*a > *b) == up) { uint t = *a; *a = *b; *b = t; }\n"
    "}\n"
    "/* stages k0..k1 (powers of two) of the network, each with its partner\n"
    " * distances j below the block, in local memory */\n"
    "__kernel void bitonic_local(__global uint *d, uint k0, uint k1, __local uint *t)\n"
    "{\n"
    "    uint l = get_local_id(0), w = get_local_size(0), base = get_group_id(0) * 2 * w;\n"
    "    t[l] = d[base + l];\n"
    "    t[l + w] = d[base + l + w];\n"
    "    for (uint k = k0; k <= k1; k <<= 1)\n"
    "        for (uint j = min(k, 2 * w) / 2; j > 0; j >>= 1) {\n"
    "            barrier(CLK_LOCAL_MEM_FENCE);\n"
    "            uint a = 2 * j * (l / j) + l % j;\n"
    "            uint x = t[a], y = t[a + j];\n"
    "            cmpx(&x, &y, ((base + a) & k) == 0);\n"
    "            t[a] = x;\n"
    "            t[a + j] = y;\n"
    "        }\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    d[base + l] = t[l];\n"
    "    d[base + l + w] = t[l + w];\n"
    "}\n"
    "/* one stage (k, j) with j at least a block, in global memory */\n"
    "__kernel void bitonic_global(__global uint *d, uint k, uint j)\n"
    "{\n"
    "    uint i = get_global_id(0);\n"
    "    uint a = 2 * j * (i / j) + i % j;\n"
    "    uint x = d[a], y = d[a + j];\n"
    "    cmpx(&x, &y, (a & k) == 0);\n"
    "    d[a] = x;\n"
    "    d[a + j] = y;\n"
    "}\n";

static int cmp_uint(const void *a, const void *b)
{
    cl_uint x = *(const cl_uint *)a, y = *(const cl_uint *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    const size_t n = clhost_size(argc, argv, 8192, BLOCK, 1 << 24, BLOCK, "N");
    clhost_pow2(argv[0], n, "N");
    clhost h = clhost_open("sort");
    cl_command_queue q = clhost_queue(&h, 0);
    cl_program prog = clhost_build(&h, source, "");
    cl_kernel kl = clhost_kernel(prog, "bitonic_local"), kg = clhost_kernel(prog, "bitonic_global");
    cl_uint *keys = malloc(n * sizeof *keys), *got = malloc(n * sizeof *keys);
    if (!keys || !got) {
        fprintf(stderr, "sort: out of host memory\n");
        return 1;
    }
    unsigned seed = 31337;
    for (size_t i = 0; i < n; i++)   /* many duplicates among the small keys */
        keys[i] = i % 5 == 0 ? clhost_rand(&seed) % 16 : clhost_rand(&seed);
    cl_mem d = clhost_buffer(&h, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, n * sizeof *keys, keys);
    const size_t global = n / 2, local = WG;
    unsigned launches = 0;
    cl_uint k0 = 2, k1 = BLOCK;
    clhost_args(kl, 4, ARG(d), ARG(k0), ARG(k1), (size_t)BLOCK * sizeof(cl_uint), (const void *)NULL);
    CHECK(clEnqueueNDRangeKernel(q, kl, 1, NULL, &global, &local, 0, NULL, NULL));
    launches++;
    for (cl_uint k = 2 * BLOCK; k <= n; k <<= 1) {
        for (cl_uint j = k / 2; j >= BLOCK; j >>= 1) {
            clhost_args(kg, 3, ARG(d), ARG(k), ARG(j));
            CHECK(clEnqueueNDRangeKernel(q, kg, 1, NULL, &global, &local, 0, NULL, NULL));
            launches++;
        }
        clhost_args(kl, 3, ARG(d), ARG(k), ARG(k));
        CHECK(clEnqueueNDRangeKernel(q, kl, 1, NULL, &global, &local, 0, NULL, NULL));
        launches++;
    }
    CHECK(clEnqueueReadBuffer(q, d, CL_TRUE, 0, n * sizeof *keys, got, 0, NULL, NULL));
    qsort(keys, n, sizeof *keys, cmp_uint);
    long bad = 0;
    for (size_t i = 0; i < n; i++)
        if (got[i] != keys[i] && bad++ < 5)
            fprintf(stderr, "sort: key[%zu] = %u, expected %u\n", i, got[i], keys[i]);
    CHECK(clReleaseMemObject(d));
    CHECK(clReleaseKernel(kl));
    CHECK(clReleaseKernel(kg));
    CHECK(clReleaseProgram(prog));
    CHECK(clReleaseCommandQueue(q));
    char what[96];
    snprintf(what, sizeof what, "bitonic sort of %zu keys, %u launches over %zu work-groups", n, launches,
             global / local);
    int rc = clhost_result(&h, bad, (long)n, what);
    clhost_close(&h);
    free(keys), free(got);
    return rc;
}
