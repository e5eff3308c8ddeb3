/* A 256-bin histogram of bytes, as histogram samples write it: each
 * work-group counts its part into a private copy of the bins in __local
 * memory with local atomics, then adds its copy to the global bins with
 * global atomics.  The input is skewed so that many work-items hit the same
 * bins at once.  Checked exactly against the counts in C.
 * Usage: histogram [N] (bytes, a multiple of 1024; default 65536). */
#include "clhost.h"

#define WG 256
#define PER_ITEM 4   /* bytes per work-item: one uint read */

static const char *source =
    "__kernel void histogram(__global const uint *data, __global uint *bins, __local uint *h)\n"
    "{\n"
    "    uint l = get_local_id(0), w = get_local_size(0);\n"
    "    for (uint b = l; b < 256; b += w) h[b] = 0;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    uint v = data[get_global_id(0)];\n"
    "    for (int s = 0; s < 32; s += 8)\n"
    "        atomic_inc(&h[(v >> s) & 255u]);\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (uint b = l; b < 256; b += w)\n"
    "        if (h[b]) atomic_add(&bins[b], h[b]);\n"
    "}\n";

int main(int argc, char **argv)
{
    const size_t n = clhost_size(argc, argv, 65536, WG * PER_ITEM, 1 << 26, WG * PER_ITEM, "N");
    clhost h = clhost_open("histogram");
    cl_command_queue q = clhost_queue(&h, 0);
    cl_program prog = clhost_build(&h, source, "");
    cl_kernel k = clhost_kernel(prog, "histogram");
    unsigned char *bytes = malloc(n);
    if (!bytes) {
        fprintf(stderr, "histogram: out of host memory\n");
        return 1;
    }
    unsigned seed = 4242;
    cl_uint ref[256] = {0}, got[256];
    for (size_t i = 0; i < n; i++) {
        unsigned r = clhost_rand(&seed);
        bytes[i] = (unsigned char)(r % 4 ? (r >> 8) % 8 : r >> 24);   /* three in four in bins 0..7 */
        ref[bytes[i]]++;
    }
    cl_mem bd = clhost_buffer(&h, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n, bytes);
    cl_mem bb = clhost_buffer(&h, CL_MEM_READ_WRITE, sizeof got, NULL);
    const cl_uint zero = 0;
    CHECK(clEnqueueFillBuffer(q, bb, &zero, sizeof zero, 0, sizeof got, 0, NULL, NULL));
    clhost_args(k, 3, ARG(bd), ARG(bb), (size_t)256 * sizeof(cl_uint), (const void *)NULL);
    const size_t global = n / PER_ITEM, local = WG;
    CHECK(clEnqueueNDRangeKernel(q, k, 1, NULL, &global, &local, 0, NULL, NULL));
    CHECK(clEnqueueReadBuffer(q, bb, CL_TRUE, 0, sizeof got, got, 0, NULL, NULL));
    long bad = 0;
    for (int b = 0; b < 256; b++)
        if (got[b] != ref[b] && bad++ < 5)
            fprintf(stderr, "histogram: bin %d = %u, expected %u\n", b, got[b], ref[b]);
    CHECK(clReleaseMemObject(bd));
    CHECK(clReleaseMemObject(bb));
    CHECK(clReleaseKernel(k));
    CHECK(clReleaseProgram(prog));
    CHECK(clReleaseCommandQueue(q));
    char what[96];
    snprintf(what, sizeof what, "%zu bytes in 256 bins, %zu work-groups, local then global atomics", n,
             global / local);
    int rc = clhost_result(&h, bad, 256, what);
    clhost_close(&h);
    free(bytes);
    return rc;
}
