/* An exclusive prefix sum over many work-groups, the work-efficient
 * (Blelloch) way: each work-group scans a block of 2*WG elements in __local
 * memory (up-sweep, clear the last, down-sweep) and writes its block total;
 * the block totals are scanned the same way, recursively, until they fit one
 * block; then each block adds its scanned total.  Integers: checked exactly
 * against the sequential sum in C.
 * Usage: scan [N] (elements, a multiple of 128; default 65536). */
#include "clhost.h"

#define WG 64
#define BLOCK (2 * WG)

static const char *source =
    "/* scan one block of 2*get_local_size(0) elements of data in place (exclusive);\n"
    " * its total goes to sums[group] */\n"
    "__kernel void scan_block(__global uint *data, __global uint *sums, __local uint *t)\n"
    "{\n"
    "    uint l = get_local_id(0), n = 2 * get_local_size(0);\n"
    "    __global uint *d = data + get_group_id(0) * n;\n"
    "    t[2 * l] = d[2 * l];\n"
    "    t[2 * l + 1] = d[2 * l + 1];\n"
    "    uint off = 1;\n"
    "    for (uint m = n >> 1; m > 0; m >>= 1) {     /* up-sweep */\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        if (l < m) {\n"
    "            uint a = off * (2 * l + 1) - 1, b = off * (2 * l + 2) - 1;\n"
    "            t[b] += t[a];\n"
    "        }\n"
    "        off <<= 1;\n"
    "    }\n"
    "    if (l == 0) {\n"
    "        sums[get_group_id(0)] = t[n - 1];\n"
    "        t[n - 1] = 0;\n"
    "    }\n"
    "    for (uint m = 1; m < n; m <<= 1) {          /* down-sweep */\n"
    "        off >>= 1;\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        if (l < m) {\n"
    "            uint a = off * (2 * l + 1) - 1, b = off * (2 * l + 2) - 1;\n"
    "            uint x = t[a];\n"
    "            t[a] = t[b];\n"
    "            t[b] += x;\n"
    "        }\n"
    "    }\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    d[2 * l] = t[2 * l];\n"
    "    d[2 * l + 1] = t[2 * l + 1];\n"
    "}\n"
    "/* add each block's scanned total to its elements */\n"
    "__kernel void add_block(__global uint *data, __global const uint *sums)\n"
    "{\n"
    "    uint g = get_group_id(0), l = get_local_id(0), n = 2 * get_local_size(0);\n"
    "    data[g * n + 2 * l] += sums[g];\n"
    "    data[g * n + 2 * l + 1] += sums[g];\n"
    "}\n";

typedef struct scanner {
    cl_command_queue q;
    cl_kernel scan, add;
    const clhost *h;
    int levels;
} scanner;

/* Scan n elements (a multiple of BLOCK) of buffer d in place. */
static void scan(scanner *s, cl_mem d, size_t n)
{
    size_t blocks = n / BLOCK, padded = (blocks + BLOCK - 1) / BLOCK * BLOCK;
    size_t global = blocks * WG, local = WG;
    cl_mem sums = clhost_buffer(s->h, CL_MEM_READ_WRITE, padded * sizeof(cl_uint), NULL);
    if (padded > blocks) {   /* the padding of the totals scans as zeros */
        const cl_uint zero = 0;
        CHECK(clEnqueueFillBuffer(s->q, sums, &zero, sizeof zero, blocks * sizeof zero,
                                  (padded - blocks) * sizeof zero, 0, NULL, NULL));
    }
    clhost_args(s->scan, 3, ARG(d), ARG(sums), (size_t)BLOCK * sizeof(cl_uint), (const void *)NULL);
    CHECK(clEnqueueNDRangeKernel(s->q, s->scan, 1, NULL, &global, &local, 0, NULL, NULL));
    s->levels++;
    if (blocks > 1) {
        scan(s, sums, padded);
        clhost_args(s->add, 2, ARG(d), ARG(sums));
        CHECK(clEnqueueNDRangeKernel(s->q, s->add, 1, NULL, &global, &local, 0, NULL, NULL));
    }
    CHECK(clReleaseMemObject(sums));
}

int main(int argc, char **argv)
{
    const size_t n = clhost_size(argc, argv, 65536, BLOCK, 1 << 24, BLOCK, "N");
    clhost h = clhost_open("scan");
    scanner s = {clhost_queue(&h, 0), NULL, NULL, &h, 0};
    cl_program prog = clhost_build(&h, source, "");
    s.scan = clhost_kernel(prog, "scan_block");
    s.add = clhost_kernel(prog, "add_block");
    cl_uint *v = malloc(n * sizeof *v), *got = malloc(n * sizeof *v);
    if (!v || !got) {
        fprintf(stderr, "scan: out of host memory\n");
        return 1;
    }
    unsigned seed = 2024;
    for (size_t i = 0; i < n; i++)
        v[i] = clhost_rand(&seed) % 1000;
    cl_mem d = clhost_buffer(&h, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, n * sizeof *v, v);
    scan(&s, d, n);
    CHECK(clEnqueueReadBuffer(s.q, d, CL_TRUE, 0, n * sizeof *v, got, 0, NULL, NULL));
    long bad = 0;
    cl_uint run = 0;
    for (size_t i = 0; i < n; i++) {
        if (got[i] != run && bad++ < 5)
            fprintf(stderr, "scan: out[%zu] = %u, expected %u\n", i, got[i], run);
        run += v[i];
    }
    CHECK(clReleaseMemObject(d));
    CHECK(clReleaseKernel(s.scan));
    CHECK(clReleaseKernel(s.add));
    CHECK(clReleaseProgram(prog));
    CHECK(clReleaseCommandQueue(s.q));
    char what[96];
    snprintf(what, sizeof what, "exclusive scan of %zu elements, blocks of %d, %d levels", n, BLOCK, s.levels);
    int rc = clhost_result(&h, bad, (long)n, what);
    clhost_close(&h);
    free(v), free(got);
    return rc;
}
