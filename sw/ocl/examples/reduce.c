/* A reduction in two passes, as reduction samples write it: each work-group
 * sums its part (each work-item first adds two elements, then a tree in
 * __local memory halves the active work-items per step) into one partial sum
 * per group; a second launch of the same kernel over the partial sums, one
 * work-group, gives the total.  Also the minimum and its index, found the same
 * way, with a second kernel.  Integers: checked exactly against C.
 * Usage: reduce [N] (elements, a multiple of 512, at most 512 * 256; default 32768). */
#include "clhost.h"

#define WG 256

static const char *source =
    "__kernel void sum(__global const uint *in, __global uint *out, __local uint *t)\n"
    "{\n"
    "    uint l = get_local_id(0), n = get_local_size(0);\n"
    "    size_t i = get_group_id(0) * 2 * n + l;\n"
    "    t[l] = in[i] + in[i + n];\n"
    "    for (uint s = n / 2; s > 0; s >>= 1) {\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        if (l < s) t[l] += t[l + s];\n"
    "    }\n"
    "    if (l == 0) out[get_group_id(0)] = t[0];\n"
    "}\n"
    "/* (value, index) pairs: the smaller value, the lower index on a tie */\n"
    "inline int2 least(int2 a, int2 b) { return (b.x < a.x || (b.x == a.x && b.y < a.y)) ? b : a; }\n"
    "__kernel void argmin(__global const int2 *in, __global int2 *out, __local int2 *t)\n"
    "{\n"
    "    uint l = get_local_id(0), n = get_local_size(0);\n"
    "    size_t i = get_group_id(0) * 2 * n + l;\n"
    "    t[l] = least(in[i], in[i + n]);\n"
    "    for (uint s = n / 2; s > 0; s >>= 1) {\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        if (l < s) t[l] = least(t[l], t[l + s]);\n"
    "    }\n"
    "    if (l == 0) out[get_group_id(0)] = t[0];\n"
    "}\n";

/* Both passes of one kernel: n elements of `elem` bytes in `in`, the result in
 * element 0 of `out` (partial results in `part`). */
static void two_pass(cl_command_queue q, cl_kernel k, cl_mem in, cl_mem part, cl_mem out, size_t n, size_t elem)
{
    size_t groups = n / (2 * WG), global = groups * WG, local = WG;
    clhost_args(k, 3, ARG(in), ARG(part), WG * elem, (const void *)NULL);
    CHECK(clEnqueueNDRangeKernel(q, k, 1, NULL, &global, &local, 0, NULL, NULL));
    /* the second pass: one work-group of groups/2 work-items */
    local = global = groups / 2;
    clhost_args(k, 3, ARG(part), ARG(out), local * elem, (const void *)NULL);
    CHECK(clEnqueueNDRangeKernel(q, k, 1, NULL, &global, &local, 0, NULL, NULL));
}

int main(int argc, char **argv)
{
    const size_t n = clhost_size(argc, argv, 32768, 2 * WG * 2, 2 * WG * 256, 2 * WG, "N");
    clhost_pow2(argv[0], n / (2 * WG), "N / 512");
    clhost h = clhost_open("reduce");
    cl_command_queue q = clhost_queue(&h, 0);
    cl_program prog = clhost_build(&h, source, "");
    cl_uint *v = malloc(n * sizeof *v);
    cl_int *pairs = malloc(2 * n * sizeof *pairs);
    if (!v || !pairs) {
        fprintf(stderr, "reduce: out of host memory\n");
        return 1;
    }
    unsigned seed = 7;
    cl_uint total = 0;
    cl_int best = 0x7fffffff, best_at = -1;
    for (size_t i = 0; i < n; i++) {
        v[i] = clhost_rand(&seed);
        total += v[i];   /* modulo 2^32, as the device's uint sum */
        pairs[2 * i] = (cl_int)(clhost_rand(&seed) % 100000) - 50000;
        pairs[2 * i + 1] = (cl_int)i;
        if (pairs[2 * i] < best)
            best = pairs[2 * i], best_at = (cl_int)i;
    }
    const size_t groups = n / (2 * WG);
    cl_mem bv = clhost_buffer(&h, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * sizeof *v, v);
    cl_mem bp = clhost_buffer(&h, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, 2 * n * sizeof *pairs, pairs);
    cl_mem part = clhost_buffer(&h, CL_MEM_READ_WRITE, groups * 2 * sizeof(cl_int), NULL);
    cl_mem out = clhost_buffer(&h, CL_MEM_WRITE_ONLY, 2 * sizeof(cl_int), NULL);

    cl_kernel ksum = clhost_kernel(prog, "sum"), kmin = clhost_kernel(prog, "argmin");
    cl_uint got_total;
    cl_int got_min[2];
    two_pass(q, ksum, bv, part, out, n, sizeof(cl_uint));
    CHECK(clEnqueueReadBuffer(q, out, CL_TRUE, 0, sizeof got_total, &got_total, 0, NULL, NULL));
    two_pass(q, kmin, bp, part, out, n, 2 * sizeof(cl_int));
    CHECK(clEnqueueReadBuffer(q, out, CL_TRUE, 0, sizeof got_min, got_min, 0, NULL, NULL));
    long bad = 0;
    if (got_total != total) {
        bad++;
        fprintf(stderr, "reduce: sum = %u, expected %u\n", got_total, total);
    }
    if (got_min[0] != best || got_min[1] != best_at) {
        bad++;
        fprintf(stderr, "reduce: min = %d at %d, expected %d at %d\n", got_min[0], got_min[1], best, best_at);
    }
    cl_mem all[] = {bv, bp, part, out};
    for (unsigned i = 0; i < 4; i++)
        CHECK(clReleaseMemObject(all[i]));
    CHECK(clReleaseKernel(ksum));
    CHECK(clReleaseKernel(kmin));
    CHECK(clReleaseProgram(prog));
    CHECK(clReleaseCommandQueue(q));
    char what[96];
    snprintf(what, sizeof what, "%zu elements, %zu work-groups then 1: sum and argmin", n, groups);
    int rc = clhost_result(&h, bad, 2, what);
    clhost_close(&h);
    free(v), free(pairs);
    return rc;
}
