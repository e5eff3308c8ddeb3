/* Several kernels on two command queues of one context, ordered only by
 * events, as a multi-stage application overlaps its stages:
 *
 *   queue A: gen ──────────► blur ────────────────────┐ marker ─► read
 *              │               ▲                      │   ▲
 *   queue B:   └─► square ─────┘   invert ◄─ (gen)    └─► combine
 *
 * gen fills x; square (B, after gen) y = x*x; blur (A, after square) z = a
 * three-point sum of y; invert (B, after gen) w = ~x; combine (B, after blur
 * and invert) out = z ^ w; a marker on A waits for combine, the read waits
 * for the marker.  Each event must be complete and, with profiling, must not
 * start before the events it waited for ended.  Integers: checked exactly
 * against the same stages in C.
 * Usage: pipeline [N] (elements, a multiple of 64; default 16384). */
#include "clhost.h"

static const char *source =
    "__kernel void gen(__global uint *x, uint seed)\n"
    "{ uint i = get_global_id(0); uint v = (i + seed) * 2654435761u; x[i] = v ^ (v >> 15); }\n"
    "__kernel void square(__global const uint *x, __global uint *y)\n"
    "{ uint i = get_global_id(0); y[i] = x[i] * x[i]; }\n"
    "__kernel void blur(__global const uint *y, __global uint *z)\n"
    "{\n"
    "    uint i = get_global_id(0), n = get_global_size(0);\n"
    "    z[i] = y[i > 0 ? i - 1 : 0] + y[i] + y[i + 1 < n ? i + 1 : n - 1];\n"
    "}\n"
    "__kernel void invert(__global const uint *x, __global uint *w)\n"
    "{ uint i = get_global_id(0); w[i] = ~x[i]; }\n"
    "__kernel void combine(__global const uint *z, __global const uint *w, __global uint *out)\n"
    "{ uint i = get_global_id(0); out[i] = z[i] ^ w[i]; }\n";

enum { GEN, SQUARE, BLUR, INVERT, COMBINE, MARKER, NEV };
static const char *names[NEV] = {"gen", "square", "blur", "invert", "combine", "marker"};

/* Checks of the events: complete, on the queue they were enqueued on, and
 * (with profiling) started no earlier than each event they waited for ended. */
static long check_events(cl_event ev[NEV], const cl_command_queue on[NEV], const int after[NEV][2])
{
    long bad = 0;
    cl_ulong start[NEV], end[NEV];
    for (int e = 0; e < NEV; e++) {
        cl_int status;
        cl_command_queue q;
        CHECK(clGetEventInfo(ev[e], CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL));
        CHECK(clGetEventInfo(ev[e], CL_EVENT_COMMAND_QUEUE, sizeof q, &q, NULL));
        CHECK(clGetEventProfilingInfo(ev[e], CL_PROFILING_COMMAND_START, sizeof start[e], &start[e], NULL));
        CHECK(clGetEventProfilingInfo(ev[e], CL_PROFILING_COMMAND_END, sizeof end[e], &end[e], NULL));
        if (status != CL_COMPLETE || q != on[e] || end[e] < start[e]) {
            bad++;
            fprintf(stderr, "pipeline: event %s: status %d, queue %s, start %llu end %llu\n", names[e], status,
                    q == on[e] ? "right" : "wrong", (unsigned long long)start[e], (unsigned long long)end[e]);
        }
    }
    for (int e = 0; e < NEV; e++)
        for (int k = 0; k < 2; k++)
            if (after[e][k] >= 0 && start[e] < end[after[e][k]]) {
                bad++;
                fprintf(stderr, "pipeline: %s started (%llu) before %s ended (%llu)\n", names[e],
                        (unsigned long long)start[e], names[after[e][k]], (unsigned long long)end[after[e][k]]);
            }
    return bad;
}

int main(int argc, char **argv)
{
    const size_t n = clhost_size(argc, argv, 16384, 64, 1 << 24, 64, "N");
    clhost h = clhost_open("pipeline");
    cl_command_queue qa = clhost_queue(&h, CL_QUEUE_PROFILING_ENABLE);
    cl_command_queue qb = clhost_queue(&h, CL_QUEUE_PROFILING_ENABLE);
    cl_program prog = clhost_build(&h, source, "");
    cl_kernel k[5];
    for (int i = 0; i < 5; i++)
        k[i] = clhost_kernel(prog, names[i]);
    const size_t bytes = n * sizeof(cl_uint), local = 64;
    cl_mem x = clhost_buffer(&h, CL_MEM_READ_WRITE, bytes, NULL), y = clhost_buffer(&h, CL_MEM_READ_WRITE, bytes, NULL),
           z = clhost_buffer(&h, CL_MEM_READ_WRITE, bytes, NULL), w = clhost_buffer(&h, CL_MEM_READ_WRITE, bytes, NULL),
           out = clhost_buffer(&h, CL_MEM_WRITE_ONLY, bytes, NULL);
    const cl_uint seed = 17;
    clhost_args(k[GEN], 2, ARG(x), ARG(seed));
    clhost_args(k[SQUARE], 2, ARG(x), ARG(y));
    clhost_args(k[BLUR], 2, ARG(y), ARG(z));
    clhost_args(k[INVERT], 2, ARG(x), ARG(w));
    clhost_args(k[COMBINE], 3, ARG(z), ARG(w), ARG(out));

    /* which queue each runs on, and the (up to two) events it waits for */
    const cl_command_queue on[NEV] = {qa, qb, qa, qb, qb, qa};
    const int after[NEV][2] = {{-1, -1}, {GEN, -1}, {SQUARE, -1}, {GEN, -1}, {BLUR, INVERT}, {COMBINE, -1}};
    cl_event ev[NEV];
    for (int e = 0; e < NEV; e++) {
        cl_event wait[2];
        cl_uint nwait = 0;
        for (int i = 0; i < 2; i++)
            if (after[e][i] >= 0)
                wait[nwait++] = ev[after[e][i]];
        if (e == MARKER)
            CHECK(clEnqueueMarkerWithWaitList(on[e], nwait, wait, &ev[e]));
        else
            CHECK(clEnqueueNDRangeKernel(on[e], k[e], 1, NULL, &n, &local, nwait, nwait ? wait : NULL, &ev[e]));
    }
    CHECK(clFlush(qa));
    CHECK(clFlush(qb));
    cl_uint *got = malloc(bytes), *rx = malloc(bytes), *ry = malloc(bytes);
    if (!got || !rx || !ry) {
        fprintf(stderr, "pipeline: out of host memory\n");
        return 1;
    }
    CHECK(clEnqueueReadBuffer(qa, out, CL_TRUE, 0, bytes, got, 1, &ev[MARKER], NULL));
    CHECK(clWaitForEvents(NEV, ev));
    CHECK(clFinish(qb));

    for (size_t i = 0; i < n; i++) {
        cl_uint v = ((cl_uint)i + seed) * 2654435761u;
        rx[i] = v ^ (v >> 15);
        ry[i] = rx[i] * rx[i];
    }
    long bad = check_events(ev, on, after);
    for (size_t i = 0; i < n; i++) {
        cl_uint ref = (ry[i > 0 ? i - 1 : 0] + ry[i] + ry[i + 1 < n ? i + 1 : n - 1]) ^ ~rx[i];
        if (got[i] != ref && bad++ < 5)
            fprintf(stderr, "pipeline: out[%zu] = %u, expected %u\n", i, got[i], ref);
    }
    for (int e = 0; e < NEV; e++)
        CHECK(clReleaseEvent(ev[e]));
    cl_mem all[] = {x, y, z, w, out};
    for (int i = 0; i < 5; i++) {
        CHECK(clReleaseMemObject(all[i]));
        CHECK(clReleaseKernel(k[i]));
    }
    CHECK(clReleaseProgram(prog));
    CHECK(clReleaseCommandQueue(qa));
    CHECK(clReleaseCommandQueue(qb));
    char what[96];
    snprintf(what, sizeof what, "%zu elements, 5 kernels and a marker on 2 queues, 6 events", n);
    int rc = clhost_result(&h, bad, (long)n + NEV, what);
    clhost_close(&h);
    free(got), free(rx), free(ry);
    return rc;
}
