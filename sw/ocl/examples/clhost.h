/* What every host program in sw/ocl/examples does the same way, written once:
 * the error name of a cl_int, a check that stops the program with it, the
 * first platform's default device with a context, a program built from
 * source (its build log on failure), and the optional size argument.
 * Plain OpenCL 1.2 through the ICD loader (-lOpenCL); nothing here knows
 * this project's platform. */
#ifndef CLHOST_H
#define CLHOST_H

#include <CL/cl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *clhost_prog = "host";

static inline const char *cl_errname(cl_int e)
{
#define E(x) { x, #x }
    static const struct { cl_int code; const char *name; } names[] = {
        E(CL_SUCCESS), E(CL_DEVICE_NOT_FOUND), E(CL_DEVICE_NOT_AVAILABLE), E(CL_COMPILER_NOT_AVAILABLE),
        E(CL_MEM_OBJECT_ALLOCATION_FAILURE), E(CL_OUT_OF_RESOURCES), E(CL_OUT_OF_HOST_MEMORY),
        E(CL_PROFILING_INFO_NOT_AVAILABLE), E(CL_MEM_COPY_OVERLAP), E(CL_IMAGE_FORMAT_MISMATCH),
        E(CL_IMAGE_FORMAT_NOT_SUPPORTED), E(CL_BUILD_PROGRAM_FAILURE), E(CL_MAP_FAILURE),
        E(CL_MISALIGNED_SUB_BUFFER_OFFSET), E(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST),
        E(CL_COMPILE_PROGRAM_FAILURE), E(CL_LINKER_NOT_AVAILABLE), E(CL_LINK_PROGRAM_FAILURE),
        E(CL_DEVICE_PARTITION_FAILED), E(CL_KERNEL_ARG_INFO_NOT_AVAILABLE), E(CL_INVALID_VALUE),
        E(CL_INVALID_DEVICE_TYPE), E(CL_INVALID_PLATFORM), E(CL_INVALID_DEVICE), E(CL_INVALID_CONTEXT),
        E(CL_INVALID_QUEUE_PROPERTIES), E(CL_INVALID_COMMAND_QUEUE), E(CL_INVALID_HOST_PTR),
        E(CL_INVALID_MEM_OBJECT), E(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR), E(CL_INVALID_IMAGE_SIZE),
        E(CL_INVALID_SAMPLER), E(CL_INVALID_BINARY), E(CL_INVALID_BUILD_OPTIONS), E(CL_INVALID_PROGRAM),
        E(CL_INVALID_PROGRAM_EXECUTABLE), E(CL_INVALID_KERNEL_NAME), E(CL_INVALID_KERNEL_DEFINITION),
        E(CL_INVALID_KERNEL), E(CL_INVALID_ARG_INDEX), E(CL_INVALID_ARG_VALUE), E(CL_INVALID_ARG_SIZE),
        E(CL_INVALID_KERNEL_ARGS), E(CL_INVALID_WORK_DIMENSION), E(CL_INVALID_WORK_GROUP_SIZE),
        E(CL_INVALID_WORK_ITEM_SIZE), E(CL_INVALID_GLOBAL_OFFSET), E(CL_INVALID_EVENT_WAIT_LIST),
        E(CL_INVALID_EVENT), E(CL_INVALID_OPERATION), E(CL_INVALID_GL_OBJECT), E(CL_INVALID_BUFFER_SIZE),
        E(CL_INVALID_MIP_LEVEL), E(CL_INVALID_GLOBAL_WORK_SIZE), E(CL_INVALID_PROPERTY),
        E(CL_INVALID_IMAGE_DESCRIPTOR), E(CL_INVALID_COMPILER_OPTIONS), E(CL_INVALID_LINKER_OPTIONS),
        E(CL_INVALID_DEVICE_PARTITION_COUNT), { -1001, "CL_PLATFORM_NOT_FOUND_KHR" },
    };
#undef E
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (names[i].code == e)
            return names[i].name;
    return "an unknown error code";
}

static inline void clhost_fail(const char *what, cl_int e)
{
    fprintf(stderr, "%s: %s failed: %s (%d)\n", clhost_prog, what, cl_errname(e), e);
    exit(1);
}

/* Stops the program, naming the call and its error, unless it succeeded. */
#define CHECK(call) do { cl_int e_ = (call); if (e_ != CL_SUCCESS) clhost_fail(#call, e_); } while (0)
/* The same for a call that returns an object and sets err. */
#define CHECK_ERR(what) do { if (err != CL_SUCCESS) clhost_fail(what, err); } while (0)

typedef struct clhost {
    cl_platform_id platform;
    cl_device_id device;
    cl_context ctx;
    char device_name[128];
} clhost;

/* The first platform's default device and a context on it. */
static inline clhost clhost_open(const char *prog)
{
    clhost h;
    cl_int err;
    clhost_prog = prog;
    CHECK(clGetPlatformIDs(1, &h.platform, NULL));
    CHECK(clGetDeviceIDs(h.platform, CL_DEVICE_TYPE_DEFAULT, 1, &h.device, NULL));
    CHECK(clGetDeviceInfo(h.device, CL_DEVICE_NAME, sizeof h.device_name, h.device_name, NULL));
    h.ctx = clCreateContext(NULL, 1, &h.device, NULL, NULL, &err);
    CHECK_ERR("clCreateContext");
    return h;
}

/* An in-order command queue with the given properties. */
static inline cl_command_queue clhost_queue(const clhost *h, cl_command_queue_properties props)
{
    cl_int err;
    cl_command_queue q = clCreateCommandQueue(h->ctx, h->device, props, &err);
    CHECK_ERR("clCreateCommandQueue");
    return q;
}

/* A program from source, built with options; the build log on failure. */
static inline cl_program clhost_build(const clhost *h, const char *source, const char *options)
{
    cl_int err;
    cl_program p = clCreateProgramWithSource(h->ctx, 1, &source, NULL, &err);
    CHECK_ERR("clCreateProgramWithSource");
    err = clBuildProgram(p, 1, &h->device, options, NULL, NULL);
    if (err != CL_SUCCESS) {
        char log[16384] = "";
        clGetProgramBuildInfo(p, h->device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
        fprintf(stderr, "%s: build log:\n%s\n", clhost_prog, log);
        clhost_fail("clBuildProgram", err);
    }
    return p;
}

static inline cl_kernel clhost_kernel(cl_program p, const char *name)
{
    cl_int err;
    cl_kernel k = clCreateKernel(p, name, &err);
    if (err != CL_SUCCESS) {
        fprintf(stderr, "%s: kernel %s: ", clhost_prog, name);
        clhost_fail("clCreateKernel", err);
    }
    return k;
}

static inline cl_mem clhost_buffer(const clhost *h, cl_mem_flags flags, size_t size, void *host)
{
    cl_int err;
    cl_mem m = clCreateBuffer(h->ctx, flags, size, host, &err);
    CHECK_ERR("clCreateBuffer");
    return m;
}

/* Sets kernel arguments in order: pairs of (size, pointer), n of them. */
#define ARG(x) sizeof(x), (const void *)&(x)
static inline void clhost_args(cl_kernel k, unsigned n, ...)
{
    va_list ap;
    va_start(ap, n);
    for (unsigned i = 0; i < n; i++) {
        size_t size = va_arg(ap, size_t);
        const void *value = va_arg(ap, const void *);
        CHECK(clSetKernelArg(k, i, size, value));
    }
    va_end(ap);
}

/* The optional size argument (argv[1]): a whole number in [min, max] that is
 * a multiple of `multiple`; def without one; a usage message otherwise. */
static inline unsigned long clhost_size(int argc, char **argv, unsigned long def, unsigned long min, unsigned long max,
                                 unsigned long multiple, const char *what)
{
    if (argc < 2)
        return def;
    char *end;
    unsigned long v = strtoul(argv[1], &end, 0);
    if (argc > 2 || *argv[1] == '-' || *end || end == argv[1] || v < min || v > max || v % multiple) {
        fprintf(stderr, "usage: %s [%s]: a whole number from %lu to %lu, a multiple of %lu (default %lu)\n",
                argv[0], what, min, max, multiple, def);
        exit(2);
    }
    return v;
}

/* Stops with the usage status (2) unless v is a power of two. */
static inline void clhost_pow2(const char *argv0, unsigned long v, const char *what)
{
    if (v & (v - 1)) {
        fprintf(stderr, "%s: %s must be a power of two\n", argv0, what);
        exit(2);
    }
}

/* A reproducible pseudo-random sequence for inputs (xorshift32). */
static inline unsigned clhost_rand(unsigned *state)
{
    unsigned x = *state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return *state = x;
}

/* The end of every program: one result line; exit status 0 only if nothing
 * was wrong. */
static inline int clhost_result(const clhost *h, long wrong, long checked, const char *what)
{
    printf("%s on %s: %s: %ld of %ld checked against C wrong\n", clhost_prog, h->device_name, what, wrong, checked);
    return wrong != 0;
}

static inline void clhost_close(clhost *h)
{
    CHECK(clReleaseContext(h->ctx));
}

#endif
