/* All-pairs N-body, as the classic GPU sample writes it: each work-item
 * owns a body; the positions (xyz, mass in w) pass through __local memory one
 * tile of WG bodies at a time; a softened gravitational acceleration, then a
 * leapfrog-style update of velocity and position, ping-ponging between two
 * position buffers for STEPS steps.  Checked against the same steps in double
 * precision C: every coordinate within 1e-4 * (|x| + 1).
 * Usage: nbody [N] (bodies, a multiple of 64; default 512). */
#include <math.h>

#include "clhost.h"

#define WG 64
#define STEPS 3
#define DT 0.01f
#define EPS2 0.01f

static const char *source =
    "__kernel void step(__global const float4 *pos, __global float4 *vel, __global float4 *out,\n"
    "                   float dt, float eps2, __local float4 *tile)\n"
    "{\n"
    "    uint i = get_global_id(0), l = get_local_id(0), w = get_local_size(0), n = get_global_size(0);\n"
    "    float4 p = pos[i];\n"
    "    float3 a = (float3)(0.0f);\n"
    "    for (uint t = 0; t < n; t += w) {\n"
    "        tile[l] = pos[t + l];\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        for (uint j = 0; j < w; j++) {\n"
    "            float4 q = tile[j];\n"
    "            float3 d = q.xyz - p.xyz;\n"
    "            float r2 = dot(d, d) + eps2;\n"
    "            float inv = rsqrt(r2);\n"
    "            a += d * (q.w * inv * inv * inv);\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    float4 v = vel[i];\n"
    "    v.xyz += a * dt;\n"
    "    vel[i] = v;\n"
    "    out[i] = (float4)(p.xyz + v.xyz * dt, p.w);\n"
    "}\n";

int main(int argc, char **argv)
{
    const size_t n = clhost_size(argc, argv, 512, WG, 1 << 16, WG, "N");
    clhost h = clhost_open("nbody");
    cl_command_queue q = clhost_queue(&h, 0);
    cl_program prog = clhost_build(&h, source, "");
    cl_kernel k = clhost_kernel(prog, "step");
    const size_t bytes = n * 4 * sizeof(float);
    float *pos = malloc(bytes), *vel = calloc(n * 4, sizeof(float)), *got = malloc(bytes);
    double *rp = malloc(n * 4 * sizeof(double)), *rv = calloc(n * 3, sizeof(double)),
           *np = malloc(n * 4 * sizeof(double));
    if (!pos || !vel || !got || !rp || !rv || !np) {
        fprintf(stderr, "nbody: out of host memory\n");
        return 1;
    }
    unsigned seed = 1;
    for (size_t i = 0; i < n; i++) {   /* a cube of bodies, masses 0.5 .. 1.5 */
        for (int c = 0; c < 3; c++)
            pos[4 * i + c] = (float)(clhost_rand(&seed) % 2001) / 1000.0f - 1.0f;
        pos[4 * i + 3] = 0.5f + (float)(clhost_rand(&seed) % 1001) / 1000.0f;
        vel[4 * i] = pos[4 * i + 1] * 0.1f;   /* a slow spin about z */
        vel[4 * i + 1] = -pos[4 * i] * 0.1f;
        for (int c = 0; c < 4; c++)
            rp[4 * i + c] = pos[4 * i + c];
        rv[3 * i] = vel[4 * i];
        rv[3 * i + 1] = vel[4 * i + 1];
    }
    cl_mem bp[2] = {clhost_buffer(&h, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes, pos),
                    clhost_buffer(&h, CL_MEM_READ_WRITE, bytes, NULL)};
    cl_mem bv = clhost_buffer(&h, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes, vel);
    const float dt = DT, eps2 = EPS2;
    const size_t local = WG;
    for (int s = 0; s < STEPS; s++) {
        clhost_args(k, 6, ARG(bp[s & 1]), ARG(bv), ARG(bp[(s + 1) & 1]), ARG(dt), ARG(eps2),
                    (size_t)WG * 4 * sizeof(float), (const void *)NULL);
        CHECK(clEnqueueNDRangeKernel(q, k, 1, NULL, &n, &local, 0, NULL, NULL));
    }
    CHECK(clEnqueueReadBuffer(q, bp[STEPS & 1], CL_TRUE, 0, bytes, got, 0, NULL, NULL));

    for (int s = 0; s < STEPS; s++) {
        for (size_t i = 0; i < n; i++) {
            double a[3] = {0, 0, 0};
            for (size_t j = 0; j < n; j++) {
                double d[3], r2 = (double)EPS2;
                for (int c = 0; c < 3; c++) {
                    d[c] = rp[4 * j + c] - rp[4 * i + c];
                    r2 += d[c] * d[c];
                }
                double f = rp[4 * j + 3] / (r2 * sqrt(r2));
                for (int c = 0; c < 3; c++)
                    a[c] += d[c] * f;
            }
            for (int c = 0; c < 3; c++) {
                rv[3 * i + c] += a[c] * (double)DT;
                np[4 * i + c] = rp[4 * i + c] + rv[3 * i + c] * (double)DT;
            }
            np[4 * i + 3] = rp[4 * i + 3];
        }
        double *t = rp;
        rp = np;
        np = t;
    }
    long bad = 0;
    for (size_t i = 0; i < 4 * n; i++)
        if (!(fabs(got[i] - rp[i]) <= 1e-4 * (fabs(rp[i]) + 1.0)) && bad++ < 5)
            fprintf(stderr, "nbody: body %zu coordinate %zu = %.9g, expected %.9g\n", i / 4, i % 4, got[i], rp[i]);
    CHECK(clReleaseMemObject(bp[0]));
    CHECK(clReleaseMemObject(bp[1]));
    CHECK(clReleaseMemObject(bv));
    CHECK(clReleaseKernel(k));
    CHECK(clReleaseProgram(prog));
    CHECK(clReleaseCommandQueue(q));
    char what[96];
    snprintf(what, sizeof what, "%zu bodies, %d steps, tiles of %d in local memory", n, STEPS, WG);
    int rc = clhost_result(&h, bad, (long)(4 * n), what);
    clhost_close(&h);
    free(pos), free(vel), free(got), free(rp), free(rv), free(np);
    return rc;
}
