/* A 2-D Jacobi stencil, as stencil benchmarks write it: each work-group
 * stages its TILE x TILE block and a one-cell halo in __local memory, then
 * each cell becomes the mean of its four neighbours (the grid's border stays
 * fixed).  The iterations ping-pong between two buffers.  Checked against the
 * same sweeps in C (float, the same operation order): within 1e-5.
 * Usage: jacobi [N] (an N x N grid, a multiple of 16; default 64). */
#include <math.h>

#include "clhost.h"

#define TILE 16
#define ITERS 8

static const char *source =
    "__kernel void jacobi(__global const float *in, __global float *out, int n)\n"
    "{\n"
    "    __local float t[TILE + 2][TILE + 2];\n"
    "    int gx = get_global_id(0), gy = get_global_id(1);\n"
    "    int lx = get_local_id(0) + 1, ly = get_local_id(1) + 1;\n"
    "    t[ly][lx] = in[gy * n + gx];\n"
    "    /* the halo: edge work-items load the cell beyond them (clamped at the grid's edge) */\n"
    "    if (lx == 1)    t[ly][0] = in[gy * n + max(gx - 1, 0)];\n"
    "    if (lx == TILE) t[ly][TILE + 1] = in[gy * n + min(gx + 1, n - 1)];\n"
    "    if (ly == 1)    t[0][lx] = in[max(gy - 1, 0) * n + gx];\n"
    "    if (ly == TILE) t[TILE + 1][lx] = in[min(gy + 1, n - 1) * n + gx];\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    float v = t[ly][lx];\n"
    "    if (gx > 0 && gy > 0 && gx < n - 1 && gy < n - 1)\n"
    "        v = 0.25f * ((t[ly][lx - 1] + t[ly][lx + 1]) + (t[ly - 1][lx] + t[ly + 1][lx]));\n"
    "    out[gy * n + gx] = v;\n"
    "}\n";

#define STR(x) #x
#define XSTR(x) STR(x)

int main(int argc, char **argv)
{
    const int n = (int)clhost_size(argc, argv, 64, TILE, 2048, TILE, "N");
    clhost h = clhost_open("jacobi");
    cl_command_queue q = clhost_queue(&h, 0);
    cl_program prog = clhost_build(&h, source, "-DTILE=" XSTR(TILE));
    cl_kernel k = clhost_kernel(prog, "jacobi");
    const size_t cells = (size_t)n * n, bytes = cells * sizeof(float);
    float *u = malloc(bytes), *v = malloc(bytes), *got = malloc(bytes);
    if (!u || !v || !got) {
        fprintf(stderr, "jacobi: out of host memory\n");
        return 1;
    }
    unsigned seed = 99;
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++)   /* a hot border on one side, noise inside */
            u[y * n + x] = x == 0 ? 100.0f : (float)(clhost_rand(&seed) % 1000) / 100.0f;
    cl_mem buf[2] = {clhost_buffer(&h, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes, u),
                     clhost_buffer(&h, CL_MEM_READ_WRITE, bytes, NULL)};
    const size_t global[2] = {(size_t)n, (size_t)n}, local[2] = {TILE, TILE};
    for (int it = 0; it < ITERS; it++) {
        clhost_args(k, 3, ARG(buf[it & 1]), ARG(buf[(it + 1) & 1]), ARG(n));
        CHECK(clEnqueueNDRangeKernel(q, k, 2, NULL, global, local, 0, NULL, NULL));
    }
    CHECK(clEnqueueReadBuffer(q, buf[ITERS & 1], CL_TRUE, 0, bytes, got, 0, NULL, NULL));

    for (int it = 0; it < ITERS; it++) {
        for (int y = 0; y < n; y++)
            for (int x = 0; x < n; x++) {
                const float *c = &u[y * n + x];
                v[y * n + x] = x > 0 && y > 0 && x < n - 1 && y < n - 1
                                   ? 0.25f * ((c[-1] + c[1]) + (c[-n] + c[n])) : *c;
            }
        float *t = u;
        u = v;
        v = t;
    }
    long bad = 0;
    for (size_t i = 0; i < cells; i++)
        if (!(fabsf(got[i] - u[i]) <= 1e-5f * (fabsf(u[i]) + 1.0f)) && bad++ < 5)
            fprintf(stderr, "jacobi: cell (%zu, %zu) = %.9g, expected %.9g\n", i % n, i / n, got[i], u[i]);
    CHECK(clReleaseMemObject(buf[0]));
    CHECK(clReleaseMemObject(buf[1]));
    CHECK(clReleaseKernel(k));
    CHECK(clReleaseProgram(prog));
    CHECK(clReleaseCommandQueue(q));
    char what[96];
    snprintf(what, sizeof what, "%dx%d grid, %d sweeps, %dx%d tiles with halos in local memory", n, n, ITERS, TILE,
             TILE);
    int rc = clhost_result(&h, bad, (long)cells, what);
    clhost_close(&h);
    free(u), free(v), free(got);
    return rc;
}
