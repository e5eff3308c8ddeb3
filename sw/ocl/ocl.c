/* libgcnocl: an OpenCL 1.2 platform for the gfx90a compute unit, a vendor
 * ICD that Debian's ocl-icd loads (docs/opencl.md).
 *
 * One platform, one GPU device: the CU on the runtime backend that
 * $GCN_BACKEND names (model by default; lockstep, verilator, icarus), opened
 * once per process with the first context and closed with the last.  Every
 * object starts with the ICD dispatch pointer, then a tag that tells its kind.
 * Queues are in order and every command runs to its end when it is enqueued:
 * an event is complete (or failed) when the enqueue returns.  Programs from
 * source are built by sw/tools/gcncc (clang-16 and AMD's device libraries).
 * The entry points this file does not define are generated
 * (gen_dispatch.py) and return CL_INVALID_OPERATION. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <CL/cl_icd.h>

#include "gcn/model.h"
#include "gcn_runtime.h"

#ifndef GCN_OCL_ROOT
#error "GCN_OCL_ROOT: the project's root (the Makefile defines it)"
#endif
#ifndef GCN_OCL_BUILD
#error "GCN_OCL_BUILD: the build directory (the Makefile defines it)"
#endif

#define EXPORT __attribute__((visibility("default")))

static const struct _cl_icd_dispatch ocl_dispatch;

enum tag { T_PLATFORM = 0x504c4154, T_DEVICE, T_CONTEXT, T_QUEUE, T_MEM, T_PROGRAM, T_KERNEL, T_EVENT };

struct _cl_platform_id { const struct _cl_icd_dispatch *dispatch; enum tag tag; };
struct _cl_device_id { const struct _cl_icd_dispatch *dispatch; enum tag tag; };

struct _cl_context {
    const struct _cl_icd_dispatch *dispatch;
    enum tag tag;
    cl_uint refs;
    cl_context_properties props[3];
    unsigned nprops;           /* entries of props, terminator included; 0: none given */
    void (CL_CALLBACK *notify)(const char *, const void *, size_t, void *);
    void *notify_data;
};

struct _cl_command_queue {
    const struct _cl_icd_dispatch *dispatch;
    enum tag tag;
    cl_uint refs;
    cl_context ctx;
    cl_command_queue_properties props;
};

typedef struct mapping {
    void *ptr;
    size_t offset, size;
    cl_map_flags flags;
    int owned;                 /* ptr is a staging copy (freed at unmap) */
    struct mapping *next;
} mapping;

typedef struct destructor {
    void (CL_CALLBACK *fn)(cl_mem, void *);
    void *data;
    struct destructor *next;
} destructor;

struct _cl_mem {
    const struct _cl_icd_dispatch *dispatch;
    enum tag tag;
    cl_uint refs;
    cl_context ctx;
    cl_mem_flags flags;
    size_t size;
    uint64_t addr;             /* device address */
    void *host_ptr;            /* CL_MEM_USE_HOST_PTR */
    cl_mem parent;             /* a sub-buffer's buffer */
    size_t origin;
    mapping *maps;
    cl_uint nmaps;
    destructor *dtors;
};

struct _cl_program {
    const struct _cl_icd_dispatch *dispatch;
    enum tag tag;
    cl_uint refs;
    cl_context ctx;
    unsigned id;               /* which program the runtime has loaded */
    char *source;              /* NULL: from a binary */
    char dir[64];              /* its files: prog.cl, prog.co */
    char *options, *log;
    cl_build_status status;
    int built;                 /* co holds the kernels */
    gcn_code_object co;
    unsigned char *binary;
    size_t binary_size;
    cl_uint nkernels;          /* kernel objects attached */
};

typedef struct karg {
    const gcn_kernel_arg *md;
    int set;
    gcn_rt_arg v;
} karg;

struct _cl_kernel {
    const struct _cl_icd_dispatch *dispatch;
    enum tag tag;
    cl_uint refs;
    cl_program prog;
    const gcn_kernel *k;
    karg *args;
    cl_uint nargs;
};

struct _cl_event {
    const struct _cl_icd_dispatch *dispatch;
    enum tag tag;
    cl_uint refs;
    cl_context ctx;
    cl_command_queue queue;
    cl_command_type type;
    cl_int status;
    cl_ulong t[4];             /* queued, submit, start, end */
};

static struct _cl_platform_id the_platform = {&ocl_dispatch, T_PLATFORM};
static struct _cl_device_id the_device = {&ocl_dispatch, T_DEVICE};

/* The process's runtime: opened with the first context, closed with the last. */
static pthread_mutex_t big_lock = PTHREAD_MUTEX_INITIALIZER;
static gcn_rt *rt;
static char rt_backend[32];
static unsigned live_contexts, next_program_id = 1, loaded_program;
static uint64_t cycle_clock;   /* RTL backends: simulated cycles so far */

#define VALID(obj, t) ((obj) != NULL && (obj)->tag == (t))
#define ERR(code) do { if (errcode_ret) *errcode_ret = (code); return NULL; } while (0)

static void lock(void) { pthread_mutex_lock(&big_lock); }
static void unlock(void) { pthread_mutex_unlock(&big_lock); }

static void report(cl_context ctx, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void report(cl_context ctx, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    fprintf(stderr, "libgcnocl: %s\n", msg);
    if (ctx && ctx->notify)
        ctx->notify(msg, NULL, 0, ctx->notify_data);
}

/* ---- info queries ---- */
static cl_int info(const void *val, size_t n, size_t size, void *out, size_t *ret)
{
    if (out && size < n)
        return CL_INVALID_VALUE;
    if (out && n)
        memcpy(out, val, n);
    if (ret)
        *ret = n;
    return CL_SUCCESS;
}
static cl_int info_str(const char *s, size_t size, void *out, size_t *ret)
{
    return info(s, strlen(s) + 1, size, out, ret);
}
#define INFO(type, value) do { type v_ = (value); return info(&v_, sizeof v_, size, out, ret); } while (0)
#define INFO_STR(s) return info_str((s), size, out, ret)

static cl_int check_wait_list(cl_uint n, const cl_event *list, cl_context ctx)
{
    if ((n == 0) != (list == NULL))
        return CL_INVALID_EVENT_WAIT_LIST;
    for (cl_uint i = 0; i < n; i++) {
        if (!VALID(list[i], T_EVENT))
            return CL_INVALID_EVENT_WAIT_LIST;
        if (ctx && list[i]->ctx != ctx)
            return CL_INVALID_CONTEXT;
    }
    return CL_SUCCESS;
}

/* ---- platform ---- */
static const char platform_extensions[] = "cl_khr_icd";
static const char device_extensions[] =
    "cl_khr_fp64 cl_khr_global_int32_base_atomics cl_khr_global_int32_extended_atomics "
    "cl_khr_local_int32_base_atomics cl_khr_local_int32_extended_atomics cl_khr_byte_addressable_store";

static cl_int CL_API_CALL ocl_clGetPlatformIDs(cl_uint num_entries, cl_platform_id *platforms, cl_uint *num)
{
    if ((num_entries == 0 && platforms) || (!platforms && !num))
        return CL_INVALID_VALUE;
    if (platforms)
        platforms[0] = &the_platform;
    if (num)
        *num = 1;
    return CL_SUCCESS;
}

EXPORT cl_int CL_API_CALL clIcdGetPlatformIDsKHR(cl_uint num_entries, cl_platform_id *platforms, cl_uint *num)
{
    return ocl_clGetPlatformIDs(num_entries, platforms, num);
}

static cl_int CL_API_CALL ocl_clGetPlatformInfo(cl_platform_id p, cl_platform_info param, size_t size, void *out,
                                                size_t *ret)
{
    if (p && !VALID(p, T_PLATFORM))
        return CL_INVALID_PLATFORM;
    switch (param) {
    case CL_PLATFORM_PROFILE: INFO_STR("FULL_PROFILE");
    case CL_PLATFORM_VERSION: INFO_STR("OpenCL 1.2 gcn-cu");
    case CL_PLATFORM_NAME: INFO_STR("gfx90a compute unit");
    case CL_PLATFORM_VENDOR: INFO_STR("An open CDNA2 compute unit");
    case CL_PLATFORM_EXTENSIONS: INFO_STR(platform_extensions);
    case CL_PLATFORM_ICD_SUFFIX_KHR: INFO_STR("GCN");
    default: return CL_INVALID_VALUE;
    }
}

EXPORT cl_int CL_API_CALL clGetPlatformInfo(cl_platform_id p, cl_platform_info param, size_t size, void *out,
                                            size_t *ret)
{
    return ocl_clGetPlatformInfo(p, param, size, out, ret);
}

static void *CL_API_CALL ocl_clGetExtensionFunctionAddress(const char *name)
{
    return name && !strcmp(name, "clIcdGetPlatformIDsKHR") ? (void *)clIcdGetPlatformIDsKHR : NULL;
}

EXPORT void *CL_API_CALL clGetExtensionFunctionAddress(const char *name)
{
    return ocl_clGetExtensionFunctionAddress(name);
}

static void *CL_API_CALL ocl_clGetExtensionFunctionAddressForPlatform(cl_platform_id p, const char *name)
{
    return VALID(p, T_PLATFORM) ? ocl_clGetExtensionFunctionAddress(name) : NULL;
}

/* ---- device ---- */
static cl_int device_types(cl_device_type t)
{
    const cl_device_type known = CL_DEVICE_TYPE_DEFAULT | CL_DEVICE_TYPE_CPU | CL_DEVICE_TYPE_GPU |
                                 CL_DEVICE_TYPE_ACCELERATOR | CL_DEVICE_TYPE_CUSTOM;
    if (t != CL_DEVICE_TYPE_ALL && (t == 0 || (t & ~known)))
        return CL_INVALID_DEVICE_TYPE;
    return t & (CL_DEVICE_TYPE_DEFAULT | CL_DEVICE_TYPE_GPU) ? CL_SUCCESS : CL_DEVICE_NOT_FOUND;
}

static cl_int CL_API_CALL ocl_clGetDeviceIDs(cl_platform_id p, cl_device_type t, cl_uint num_entries,
                                             cl_device_id *devices, cl_uint *num)
{
    if (p && !VALID(p, T_PLATFORM))
        return CL_INVALID_PLATFORM;
    cl_int rc = device_types(t);
    if (rc == CL_INVALID_DEVICE_TYPE)
        return rc;
    if ((num_entries == 0 && devices) || (!devices && !num))
        return CL_INVALID_VALUE;
    if (num)
        *num = rc == CL_SUCCESS;
    if (rc == CL_SUCCESS && devices)
        devices[0] = &the_device;
    return rc;
}

/* Global memory: device memory is host memory, so the host's. */
static cl_ulong global_mem_size(void)
{
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
    return pages > 0 && page > 0 ? (cl_ulong)pages * (cl_ulong)page : (cl_ulong)1 << 30;
}

static int gcncc_available(void)
{
    return access(GCN_OCL_ROOT "/sw/tools/gcncc", X_OK) == 0;
}

static cl_int CL_API_CALL ocl_clGetDeviceInfo(cl_device_id d, cl_device_info param, size_t size, void *out,
                                              size_t *ret)
{
    if (!VALID(d, T_DEVICE))
        return CL_INVALID_DEVICE;
    const cl_uint wg = 1024;
    switch (param) {
    case CL_DEVICE_TYPE: INFO(cl_device_type, CL_DEVICE_TYPE_GPU);
    case CL_DEVICE_VENDOR_ID: INFO(cl_uint, 0);
    case CL_DEVICE_MAX_COMPUTE_UNITS: INFO(cl_uint, 1);
    case CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS: INFO(cl_uint, 3);
    case CL_DEVICE_MAX_WORK_ITEM_SIZES: { size_t v[3] = {wg, wg, wg}; return info(v, sizeof v, size, out, ret); }
    case CL_DEVICE_MAX_WORK_GROUP_SIZE: INFO(size_t, wg);
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR: case CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT:
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT: case CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG:
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT: case CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE:
    case CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR: case CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT:
    case CL_DEVICE_NATIVE_VECTOR_WIDTH_INT: case CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG:
    case CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT: case CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE:
        INFO(cl_uint, 1);
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF: case CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF: INFO(cl_uint, 0);
    case CL_DEVICE_MAX_CLOCK_FREQUENCY: INFO(cl_uint, 0);   /* a simulation: no clock */
    case CL_DEVICE_ADDRESS_BITS: INFO(cl_uint, 64);
    case CL_DEVICE_MAX_MEM_ALLOC_SIZE: INFO(cl_ulong, global_mem_size() / 4);
    case CL_DEVICE_GLOBAL_MEM_SIZE: INFO(cl_ulong, global_mem_size());
    case CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE: INFO(cl_ulong, global_mem_size() / 4);
    case CL_DEVICE_IMAGE_SUPPORT: INFO(cl_bool, CL_FALSE);
    case CL_DEVICE_MAX_READ_IMAGE_ARGS: case CL_DEVICE_MAX_WRITE_IMAGE_ARGS: case CL_DEVICE_MAX_SAMPLERS:
        INFO(cl_uint, 0);
    case CL_DEVICE_IMAGE2D_MAX_WIDTH: case CL_DEVICE_IMAGE2D_MAX_HEIGHT: case CL_DEVICE_IMAGE3D_MAX_WIDTH:
    case CL_DEVICE_IMAGE3D_MAX_HEIGHT: case CL_DEVICE_IMAGE3D_MAX_DEPTH: case CL_DEVICE_IMAGE_MAX_BUFFER_SIZE:
    case CL_DEVICE_IMAGE_MAX_ARRAY_SIZE:
        INFO(size_t, 0);
    case CL_DEVICE_MAX_PARAMETER_SIZE: INFO(size_t, 1024);
    case CL_DEVICE_MEM_BASE_ADDR_ALIGN: INFO(cl_uint, 256 * 8);   /* the runtime aligns to 256 bytes */
    case CL_DEVICE_MIN_DATA_TYPE_ALIGN_SIZE: INFO(cl_uint, 128);
    case CL_DEVICE_SINGLE_FP_CONFIG: INFO(cl_device_fp_config, CL_FP_INF_NAN | CL_FP_ROUND_TO_NEAREST | CL_FP_FMA);
    case CL_DEVICE_DOUBLE_FP_CONFIG:
        INFO(cl_device_fp_config, CL_FP_FMA | CL_FP_ROUND_TO_NEAREST | CL_FP_ROUND_TO_ZERO | CL_FP_ROUND_TO_INF |
                                      CL_FP_INF_NAN | CL_FP_DENORM);
    case CL_DEVICE_HALF_FP_CONFIG: INFO(cl_device_fp_config, 0);
    case CL_DEVICE_GLOBAL_MEM_CACHE_TYPE: INFO(cl_device_mem_cache_type, CL_NONE);
    case CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE: INFO(cl_uint, 0);
    case CL_DEVICE_GLOBAL_MEM_CACHE_SIZE: INFO(cl_ulong, 0);
    case CL_DEVICE_MAX_CONSTANT_ARGS: INFO(cl_uint, 8);
    case CL_DEVICE_LOCAL_MEM_TYPE: INFO(cl_device_local_mem_type, CL_LOCAL);
    case CL_DEVICE_LOCAL_MEM_SIZE: INFO(cl_ulong, GCN_LDS_BYTES);
    case CL_DEVICE_ERROR_CORRECTION_SUPPORT: INFO(cl_bool, CL_FALSE);
    case CL_DEVICE_HOST_UNIFIED_MEMORY: INFO(cl_bool, CL_FALSE);
    case CL_DEVICE_PROFILING_TIMER_RESOLUTION: INFO(size_t, 1);
    case CL_DEVICE_ENDIAN_LITTLE: INFO(cl_bool, CL_TRUE);
    case CL_DEVICE_AVAILABLE: INFO(cl_bool, CL_TRUE);
    case CL_DEVICE_COMPILER_AVAILABLE: INFO(cl_bool, gcncc_available() ? CL_TRUE : CL_FALSE);
    case CL_DEVICE_LINKER_AVAILABLE: INFO(cl_bool, CL_FALSE);
    case CL_DEVICE_EXECUTION_CAPABILITIES: INFO(cl_device_exec_capabilities, CL_EXEC_KERNEL);
    case CL_DEVICE_QUEUE_PROPERTIES: INFO(cl_command_queue_properties, CL_QUEUE_PROFILING_ENABLE);
    case CL_DEVICE_BUILT_IN_KERNELS: INFO_STR("");
    case CL_DEVICE_PLATFORM: INFO(cl_platform_id, &the_platform);
    case CL_DEVICE_NAME: INFO_STR("gfx90a");
    case CL_DEVICE_VENDOR: INFO_STR("An open CDNA2 compute unit");
    case CL_DRIVER_VERSION: INFO_STR("0.1");
    case CL_DEVICE_PROFILE: INFO_STR("FULL_PROFILE");
    case CL_DEVICE_VERSION: INFO_STR("OpenCL 1.2 gcn-cu");
    case CL_DEVICE_OPENCL_C_VERSION: INFO_STR("OpenCL C 1.2 ");
    case CL_DEVICE_EXTENSIONS: INFO_STR(device_extensions);
    case CL_DEVICE_PRINTF_BUFFER_SIZE: INFO(size_t, 0);
    case CL_DEVICE_PREFERRED_INTEROP_USER_SYNC: INFO(cl_bool, CL_TRUE);
    case CL_DEVICE_PARENT_DEVICE: INFO(cl_device_id, NULL);
    case CL_DEVICE_PARTITION_MAX_SUB_DEVICES: INFO(cl_uint, 0);
    case CL_DEVICE_PARTITION_PROPERTIES: INFO(cl_device_partition_property, 0);
    case CL_DEVICE_PARTITION_AFFINITY_DOMAIN: INFO(cl_device_affinity_domain, 0);
    case CL_DEVICE_PARTITION_TYPE: return info(NULL, 0, size, out, ret);
    case CL_DEVICE_REFERENCE_COUNT: INFO(cl_uint, 1);
    default: return CL_INVALID_VALUE;
    }
}

static cl_int CL_API_CALL ocl_clRetainDevice(cl_device_id d)
{
    return VALID(d, T_DEVICE) ? CL_SUCCESS : CL_INVALID_DEVICE;
}

static cl_int CL_API_CALL ocl_clReleaseDevice(cl_device_id d)
{
    return VALID(d, T_DEVICE) ? CL_SUCCESS : CL_INVALID_DEVICE;
}

/* ---- context ---- */
/* Open the runtime on $GCN_BACKEND, pointing the RTL backends at this build's
 * libraries unless the environment names others. */
static cl_int open_runtime(void)
{
    if (rt)
        return CL_SUCCESS;
    const char *b = getenv("GCN_BACKEND");
    if (!b || !*b)
        b = "model";
    setenv("GCN_RTL_LIB", GCN_OCL_BUILD "/libgcnrtl-verilator.so", 0);
    setenv("GCN_ICARUS_DIR", GCN_OCL_BUILD "/icarus", 0);
    char err[512];
    if (!(rt = gcn_rt_open(b, err, sizeof err))) {
        report(NULL, "GCN_BACKEND=%s: %s", b, err);
        return CL_DEVICE_NOT_AVAILABLE;
    }
    snprintf(rt_backend, sizeof rt_backend, "%s", b);
    loaded_program = 0;
    cycle_clock = 0;
    return CL_SUCCESS;
}

static cl_context new_context(const cl_context_properties *props,
                              void (CL_CALLBACK *notify)(const char *, const void *, size_t, void *),
                              void *data, cl_int *errcode_ret)
{
    if (!notify && data)
        ERR(CL_INVALID_VALUE);
    cl_context c = calloc(1, sizeof *c);
    if (!c)
        ERR(CL_OUT_OF_HOST_MEMORY);
    for (unsigned i = 0; props && props[i]; i += 2) {
        if (props[i] != CL_CONTEXT_PLATFORM || c->nprops) {
            free(c);
            ERR(props[i] == CL_CONTEXT_PLATFORM ? CL_INVALID_PROPERTY : CL_INVALID_PROPERTY);
        }
        if ((cl_platform_id)props[i + 1] != &the_platform) {
            free(c);
            ERR(CL_INVALID_PLATFORM);
        }
        c->props[0] = props[i];
        c->props[1] = props[i + 1];
        c->nprops = 2;
    }
    if (props)
        c->props[c->nprops++] = 0;
    lock();
    cl_int rc = open_runtime();
    if (rc == CL_SUCCESS)
        live_contexts++;
    unlock();
    if (rc != CL_SUCCESS) {
        free(c);
        ERR(rc);
    }
    c->dispatch = &ocl_dispatch;
    c->tag = T_CONTEXT;
    c->refs = 1;
    c->notify = notify;
    c->notify_data = data;
    if (errcode_ret)
        *errcode_ret = CL_SUCCESS;
    return c;
}

static cl_context CL_API_CALL ocl_clCreateContext(const cl_context_properties *props, cl_uint ndev,
                                                  const cl_device_id *devices,
                                                  void (CL_CALLBACK *notify)(const char *, const void *, size_t,
                                                                             void *),
                                                  void *data, cl_int *errcode_ret)
{
    if (ndev == 0 || !devices)
        ERR(CL_INVALID_VALUE);
    for (cl_uint i = 0; i < ndev; i++)
        if (!VALID(devices[i], T_DEVICE))
            ERR(CL_INVALID_DEVICE);
    return new_context(props, notify, data, errcode_ret);
}

static cl_context CL_API_CALL ocl_clCreateContextFromType(const cl_context_properties *props, cl_device_type t,
                                                          void (CL_CALLBACK *notify)(const char *, const void *,
                                                                                     size_t, void *),
                                                          void *data, cl_int *errcode_ret)
{
    cl_int rc = device_types(t);
    if (rc != CL_SUCCESS)
        ERR(rc);
    return new_context(props, notify, data, errcode_ret);
}

static cl_int CL_API_CALL ocl_clRetainContext(cl_context c)
{
    if (!VALID(c, T_CONTEXT))
        return CL_INVALID_CONTEXT;
    c->refs++;
    return CL_SUCCESS;
}

static cl_int CL_API_CALL ocl_clReleaseContext(cl_context c)
{
    if (!VALID(c, T_CONTEXT))
        return CL_INVALID_CONTEXT;
    if (--c->refs)
        return CL_SUCCESS;
    c->tag = 0;
    free(c);
    lock();
    if (--live_contexts == 0) {
        gcn_rt_close(rt);
        rt = NULL;
    }
    unlock();
    return CL_SUCCESS;
}

static cl_int CL_API_CALL ocl_clGetContextInfo(cl_context c, cl_context_info param, size_t size, void *out,
                                               size_t *ret)
{
    if (!VALID(c, T_CONTEXT))
        return CL_INVALID_CONTEXT;
    switch (param) {
    case CL_CONTEXT_REFERENCE_COUNT: INFO(cl_uint, c->refs);
    case CL_CONTEXT_NUM_DEVICES: INFO(cl_uint, 1);
    case CL_CONTEXT_DEVICES: INFO(cl_device_id, &the_device);
    case CL_CONTEXT_PROPERTIES: return info(c->props, c->nprops * sizeof c->props[0], size, out, ret);
    default: return CL_INVALID_VALUE;
    }
}

/* ---- command queues ---- */
static cl_command_queue CL_API_CALL ocl_clCreateCommandQueue(cl_context c, cl_device_id d,
                                                             cl_command_queue_properties props, cl_int *errcode_ret)
{
    if (!VALID(c, T_CONTEXT))
        ERR(CL_INVALID_CONTEXT);
    if (!VALID(d, T_DEVICE))
        ERR(CL_INVALID_DEVICE);
    if (props & ~(cl_command_queue_properties)(CL_QUEUE_PROFILING_ENABLE | CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE))
        ERR(CL_INVALID_VALUE);
    if (props & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE)
        ERR(CL_INVALID_QUEUE_PROPERTIES);
    cl_command_queue q = calloc(1, sizeof *q);
    if (!q)
        ERR(CL_OUT_OF_HOST_MEMORY);
    *q = (struct _cl_command_queue){&ocl_dispatch, T_QUEUE, 1, c, props};
    c->refs++;
    if (errcode_ret)
        *errcode_ret = CL_SUCCESS;
    return q;
}

static cl_int CL_API_CALL ocl_clRetainCommandQueue(cl_command_queue q)
{
    if (!VALID(q, T_QUEUE))
        return CL_INVALID_COMMAND_QUEUE;
    q->refs++;
    return CL_SUCCESS;
}

static cl_int CL_API_CALL ocl_clReleaseCommandQueue(cl_command_queue q)
{
    if (!VALID(q, T_QUEUE))
        return CL_INVALID_COMMAND_QUEUE;
    if (--q->refs)
        return CL_SUCCESS;
    cl_context c = q->ctx;
    q->tag = 0;
    free(q);
    return ocl_clReleaseContext(c);
}

static cl_int CL_API_CALL ocl_clGetCommandQueueInfo(cl_command_queue q, cl_command_queue_info param, size_t size,
                                                    void *out, size_t *ret)
{
    if (!VALID(q, T_QUEUE))
        return CL_INVALID_COMMAND_QUEUE;
    switch (param) {
    case CL_QUEUE_CONTEXT: INFO(cl_context, q->ctx);
    case CL_QUEUE_DEVICE: INFO(cl_device_id, &the_device);
    case CL_QUEUE_REFERENCE_COUNT: INFO(cl_uint, q->refs);
    case CL_QUEUE_PROPERTIES: INFO(cl_command_queue_properties, q->props);
    default: return CL_INVALID_VALUE;
    }
}

/* Every command has ended when its enqueue returns: flush and finish have
 * nothing to wait for. */
static cl_int CL_API_CALL ocl_clFlush(cl_command_queue q)
{
    return VALID(q, T_QUEUE) ? CL_SUCCESS : CL_INVALID_COMMAND_QUEUE;
}

static cl_int CL_API_CALL ocl_clFinish(cl_command_queue q)
{
    return VALID(q, T_QUEUE) ? CL_SUCCESS : CL_INVALID_COMMAND_QUEUE;
}

/* ---- events ---- */
static cl_ulong now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (cl_ulong)ts.tv_sec * 1000000000u + (cl_ulong)ts.tv_nsec;
}

/* A command's timing: the monotonic clock, or on the RTL backends the
 * simulated cycles (cycles: the command's, 0 for one that runs no kernel). */
typedef struct timing { cl_ulong start, end; } timing;

static timing time_begin(void)
{
    timing t = {now_ns(), 0};
    return t;
}

static void time_end(timing *t, int rtl, uint64_t cycles)
{
    if (rtl) {
        t->start = cycle_clock;
        cycle_clock += cycles;
        t->end = cycle_clock;
    } else {
        t->end = now_ns();
    }
}

static int rtl_backend(void)
{
    int caps = gcn_rt_backend_caps(rt_backend);
    return caps >= 0 && (caps & GCN_RT_CAP_CYCLES);
}

static cl_int finish_command(cl_command_queue q, cl_command_type type, cl_int status, timing t, cl_event *ev)
{
    if (!ev)
        return CL_SUCCESS;
    cl_event e = calloc(1, sizeof *e);
    if (!e)
        return CL_OUT_OF_HOST_MEMORY;
    *e = (struct _cl_event){&ocl_dispatch, T_EVENT, 1, q->ctx, q, type, status, {t.start, t.start, t.start, t.end}};
    q->refs++;
    *ev = e;
    return CL_SUCCESS;
}

static cl_int CL_API_CALL ocl_clRetainEvent(cl_event e)
{
    if (!VALID(e, T_EVENT))
        return CL_INVALID_EVENT;
    e->refs++;
    return CL_SUCCESS;
}

static cl_int CL_API_CALL ocl_clReleaseEvent(cl_event e)
{
    if (!VALID(e, T_EVENT))
        return CL_INVALID_EVENT;
    if (--e->refs)
        return CL_SUCCESS;
    cl_command_queue q = e->queue;
    e->tag = 0;
    free(e);
    return ocl_clReleaseCommandQueue(q);
}

static cl_int CL_API_CALL ocl_clWaitForEvents(cl_uint n, const cl_event *list)
{
    if (n == 0 || !list)
        return CL_INVALID_VALUE;
    for (cl_uint i = 0; i < n; i++) {
        if (!VALID(list[i], T_EVENT))
            return CL_INVALID_EVENT;
        if (list[i]->ctx != list[0]->ctx)
            return CL_INVALID_CONTEXT;
    }
    for (cl_uint i = 0; i < n; i++)
        if (list[i]->status < 0)
            return CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
    return CL_SUCCESS;
}

static cl_int CL_API_CALL ocl_clGetEventInfo(cl_event e, cl_event_info param, size_t size, void *out, size_t *ret)
{
    if (!VALID(e, T_EVENT))
        return CL_INVALID_EVENT;
    switch (param) {
    case CL_EVENT_COMMAND_QUEUE: INFO(cl_command_queue, e->queue);
    case CL_EVENT_CONTEXT: INFO(cl_context, e->ctx);
    case CL_EVENT_COMMAND_TYPE: INFO(cl_command_type, e->type);
    case CL_EVENT_COMMAND_EXECUTION_STATUS: INFO(cl_int, e->status);
    case CL_EVENT_REFERENCE_COUNT: INFO(cl_uint, e->refs);
    default: return CL_INVALID_VALUE;
    }
}

static cl_int CL_API_CALL ocl_clGetEventProfilingInfo(cl_event e, cl_profiling_info param, size_t size, void *out,
                                                      size_t *ret)
{
    if (!VALID(e, T_EVENT))
        return CL_INVALID_EVENT;
    if (!(e->queue->props & CL_QUEUE_PROFILING_ENABLE) || e->status != CL_COMPLETE)
        return CL_PROFILING_INFO_NOT_AVAILABLE;
    if (param < CL_PROFILING_COMMAND_QUEUED || param > CL_PROFILING_COMMAND_END)
        return CL_INVALID_VALUE;
    INFO(cl_ulong, e->t[param - CL_PROFILING_COMMAND_QUEUED]);
}

static cl_int CL_API_CALL ocl_clSetEventCallback(cl_event e, cl_int type,
                                                 void (CL_CALLBACK *fn)(cl_event, cl_int, void *), void *data)
{
    if (!VALID(e, T_EVENT))
        return CL_INVALID_EVENT;
    if (!fn || (type != CL_SUBMITTED && type != CL_RUNNING && type != CL_COMPLETE))
        return CL_INVALID_VALUE;
    fn(e, e->status, data);   /* the command has already ended */
    return CL_SUCCESS;
}

static cl_int marker(cl_command_queue q, cl_command_type type, cl_uint n, const cl_event *wait, cl_event *ev)
{
    if (!VALID(q, T_QUEUE))
        return CL_INVALID_COMMAND_QUEUE;
    cl_int rc = check_wait_list(n, wait, q->ctx);
    if (rc != CL_SUCCESS)
        return rc;
    timing t = time_begin();
    lock();
    time_end(&t, rt && rtl_backend(), 0);
    unlock();
    return finish_command(q, type, CL_COMPLETE, t, ev);
}

static cl_int CL_API_CALL ocl_clEnqueueMarkerWithWaitList(cl_command_queue q, cl_uint n, const cl_event *wait,
                                                          cl_event *ev)
{
    return marker(q, CL_COMMAND_MARKER, n, wait, ev);
}

static cl_int CL_API_CALL ocl_clEnqueueBarrierWithWaitList(cl_command_queue q, cl_uint n, const cl_event *wait,
                                                           cl_event *ev)
{
    return marker(q, CL_COMMAND_BARRIER, n, wait, ev);
}

static cl_int CL_API_CALL ocl_clEnqueueMarker(cl_command_queue q, cl_event *ev)
{
    return ev ? marker(q, CL_COMMAND_MARKER, 0, NULL, ev) : CL_INVALID_VALUE;
}

static cl_int CL_API_CALL ocl_clEnqueueBarrier(cl_command_queue q)
{
    return marker(q, CL_COMMAND_BARRIER, 0, NULL, NULL);
}

static cl_int CL_API_CALL ocl_clEnqueueWaitForEvents(cl_command_queue q, cl_uint n, const cl_event *list)
{
    if (!VALID(q, T_QUEUE))
        return CL_INVALID_COMMAND_QUEUE;
    if (n == 0 || !list)
        return CL_INVALID_VALUE;
    cl_int rc = check_wait_list(n, list, q->ctx);
    return rc == CL_INVALID_EVENT_WAIT_LIST ? CL_INVALID_EVENT : rc;
}

/* ---- buffers ---- */
static const cl_mem_flags access_flags = CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY;
static const cl_mem_flags host_flags = CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS;

static int more_than_one(cl_mem_flags f)
{
    return (f & (f - 1)) != 0;
}

static cl_mem new_mem(cl_context c, cl_mem_flags flags, size_t size, cl_int *errcode_ret)
{
    cl_mem m = calloc(1, sizeof *m);
    if (!m)
        ERR(CL_OUT_OF_HOST_MEMORY);
    m->dispatch = &ocl_dispatch;
    m->tag = T_MEM;
    m->refs = 1;
    m->ctx = c;
    m->flags = flags;
    m->size = size;
    c->refs++;
    return m;
}

static cl_mem CL_API_CALL ocl_clCreateBuffer(cl_context c, cl_mem_flags flags, size_t size, void *host_ptr,
                                             cl_int *errcode_ret)
{
    if (!VALID(c, T_CONTEXT))
        ERR(CL_INVALID_CONTEXT);
    const cl_mem_flags known =
        access_flags | host_flags | CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR;
    if ((flags & ~known) || more_than_one(flags & access_flags) || more_than_one(flags & host_flags) ||
        ((flags & CL_MEM_USE_HOST_PTR) && (flags & (CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR))))
        ERR(CL_INVALID_VALUE);
    if (size == 0 || size > global_mem_size() / 4)
        ERR(CL_INVALID_BUFFER_SIZE);
    if ((host_ptr != NULL) != !!(flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR)))
        ERR(CL_INVALID_HOST_PTR);
    if (!(flags & access_flags))
        flags |= CL_MEM_READ_WRITE;
    lock();
    uint64_t addr = gcn_rt_alloc(rt, size);
    int bad = !addr || (host_ptr && gcn_rt_write(rt, addr, host_ptr, size) < 0);
    unlock();
    if (bad)
        ERR(CL_MEM_OBJECT_ALLOCATION_FAILURE);
    cl_mem m = new_mem(c, flags, size, errcode_ret);
    if (!m)
        return NULL;
    m->addr = addr;
    if (flags & CL_MEM_USE_HOST_PTR)
        m->host_ptr = host_ptr;
    if (errcode_ret)
        *errcode_ret = CL_SUCCESS;
    return m;
}

static cl_mem CL_API_CALL ocl_clCreateSubBuffer(cl_mem parent, cl_mem_flags flags, cl_buffer_create_type type,
                                                const void *type_info, cl_int *errcode_ret)
{
    if (!VALID(parent, T_MEM) || parent->parent)
        ERR(CL_INVALID_MEM_OBJECT);
    if ((flags & ~(access_flags | host_flags)) || more_than_one(flags & access_flags) ||
        more_than_one(flags & host_flags))
        ERR(CL_INVALID_VALUE);
    /* access the parent does not allow */
    if (((parent->flags & CL_MEM_WRITE_ONLY) && (flags & (CL_MEM_READ_WRITE | CL_MEM_READ_ONLY))) ||
        ((parent->flags & CL_MEM_READ_ONLY) && (flags & (CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY))) ||
        ((parent->flags & CL_MEM_HOST_WRITE_ONLY) && (flags & CL_MEM_HOST_READ_ONLY)) ||
        ((parent->flags & CL_MEM_HOST_READ_ONLY) && (flags & CL_MEM_HOST_WRITE_ONLY)) ||
        ((parent->flags & CL_MEM_HOST_NO_ACCESS) && (flags & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_WRITE_ONLY))))
        ERR(CL_INVALID_VALUE);
    if (type != CL_BUFFER_CREATE_TYPE_REGION || !type_info)
        ERR(CL_INVALID_VALUE);
    const cl_buffer_region *r = type_info;
    if (r->size == 0)
        ERR(CL_INVALID_BUFFER_SIZE);
    if (r->origin > parent->size || r->size > parent->size - r->origin)
        ERR(CL_INVALID_VALUE);
    if (r->origin % 256)
        ERR(CL_MISALIGNED_SUB_BUFFER_OFFSET);
    if (!(flags & access_flags))
        flags |= parent->flags & access_flags;
    if (!(flags & host_flags))
        flags |= parent->flags & host_flags;
    flags |= parent->flags & (CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR);
    cl_mem m = new_mem(parent->ctx, flags, r->size, errcode_ret);
    if (!m)
        return NULL;
    m->addr = parent->addr + r->origin;
    m->parent = parent;
    m->origin = r->origin;
    if (parent->host_ptr)
        m->host_ptr = (char *)parent->host_ptr + r->origin;
    parent->refs++;
    if (errcode_ret)
        *errcode_ret = CL_SUCCESS;
    return m;
}

static cl_int CL_API_CALL ocl_clRetainMemObject(cl_mem m)
{
    if (!VALID(m, T_MEM))
        return CL_INVALID_MEM_OBJECT;
    m->refs++;
    return CL_SUCCESS;
}

/* Device memory is not given back: the runtime has no free (docs/opencl.md). */
static cl_int CL_API_CALL ocl_clReleaseMemObject(cl_mem m)
{
    if (!VALID(m, T_MEM))
        return CL_INVALID_MEM_OBJECT;
    if (--m->refs)
        return CL_SUCCESS;
    for (destructor *d = m->dtors, *next; d; d = next) {
        next = d->next;
        d->fn(m, d->data);
        free(d);
    }
    for (mapping *p = m->maps, *next; p; p = next) {
        next = p->next;
        if (p->owned)
            free(p->ptr);
        free(p);
    }
    cl_context c = m->ctx;
    cl_mem parent = m->parent;
    m->tag = 0;
    free(m);
    if (parent)
        ocl_clReleaseMemObject(parent);
    return ocl_clReleaseContext(c);
}

static cl_int CL_API_CALL ocl_clSetMemObjectDestructorCallback(cl_mem m, void (CL_CALLBACK *fn)(cl_mem, void *),
                                                               void *data)
{
    if (!VALID(m, T_MEM))
        return CL_INVALID_MEM_OBJECT;
    if (!fn)
        return CL_INVALID_VALUE;
    destructor *d = malloc(sizeof *d);
    if (!d)
        return CL_OUT_OF_HOST_MEMORY;
    *d = (destructor){fn, data, m->dtors};
    m->dtors = d;   /* called in the reverse order of registration */
    return CL_SUCCESS;
}

static cl_int CL_API_CALL ocl_clGetMemObjectInfo(cl_mem m, cl_mem_info param, size_t size, void *out, size_t *ret)
{
    if (!VALID(m, T_MEM))
        return CL_INVALID_MEM_OBJECT;
    switch (param) {
    case CL_MEM_TYPE: INFO(cl_mem_object_type, CL_MEM_OBJECT_BUFFER);
    case CL_MEM_FLAGS: INFO(cl_mem_flags, m->flags);
    case CL_MEM_SIZE: INFO(size_t, m->size);
    case CL_MEM_HOST_PTR: INFO(void *, m->host_ptr);
    case CL_MEM_MAP_COUNT: INFO(cl_uint, m->nmaps);
    case CL_MEM_REFERENCE_COUNT: INFO(cl_uint, m->refs);
    case CL_MEM_CONTEXT: INFO(cl_context, m->ctx);
    case CL_MEM_ASSOCIATED_MEMOBJECT: INFO(cl_mem, m->parent);
    case CL_MEM_OFFSET: INFO(size_t, m->origin);
    default: return CL_INVALID_VALUE;
    }
}

/* The checks every buffer command shares. */
static cl_int check_buffer_cmd(cl_command_queue q, cl_mem m, size_t offset, size_t n, cl_uint nwait,
                               const cl_event *wait)
{
    if (!VALID(q, T_QUEUE))
        return CL_INVALID_COMMAND_QUEUE;
    if (!VALID(m, T_MEM))
        return CL_INVALID_MEM_OBJECT;
    if (m->ctx != q->ctx)
        return CL_INVALID_CONTEXT;
    if (offset > m->size || n > m->size - offset)
        return CL_INVALID_VALUE;
    return check_wait_list(nwait, wait, q->ctx);
}

static cl_int transfer(cl_command_queue q, cl_mem m, int write, size_t offset, size_t n, void *ptr,
                       cl_command_type type, cl_event *ev)
{
    timing t = time_begin();
    lock();
    int rc = n == 0 ? 0 : write ? gcn_rt_write(rt, m->addr + offset, ptr, n) : gcn_rt_read(rt, m->addr + offset, ptr, n);
    time_end(&t, rtl_backend(), 0);
    unlock();
    if (rc < 0)
        return CL_OUT_OF_RESOURCES;
    return finish_command(q, type, CL_COMPLETE, t, ev);
}

static cl_int CL_API_CALL ocl_clEnqueueReadBuffer(cl_command_queue q, cl_mem m, cl_bool blocking, size_t offset,
                                                  size_t n, void *ptr, cl_uint nwait, const cl_event *wait,
                                                  cl_event *ev)
{
    (void)blocking;   /* every command ends before its enqueue returns */
    cl_int rc = check_buffer_cmd(q, m, offset, n, nwait, wait);
    if (rc != CL_SUCCESS)
        return rc;
    if (!ptr || n == 0)
        return CL_INVALID_VALUE;
    if (m->flags & (CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS))
        return CL_INVALID_OPERATION;
    return transfer(q, m, 0, offset, n, ptr, CL_COMMAND_READ_BUFFER, ev);
}

static cl_int CL_API_CALL ocl_clEnqueueWriteBuffer(cl_command_queue q, cl_mem m, cl_bool blocking, size_t offset,
                                                   size_t n, const void *ptr, cl_uint nwait, const cl_event *wait,
                                                   cl_event *ev)
{
    (void)blocking;
    cl_int rc = check_buffer_cmd(q, m, offset, n, nwait, wait);
    if (rc != CL_SUCCESS)
        return rc;
    if (!ptr || n == 0)
        return CL_INVALID_VALUE;
    if (m->flags & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS))
        return CL_INVALID_OPERATION;
    return transfer(q, m, 1, offset, n, (void *)ptr, CL_COMMAND_WRITE_BUFFER, ev);
}

static cl_int CL_API_CALL ocl_clEnqueueCopyBuffer(cl_command_queue q, cl_mem src, cl_mem dst, size_t src_off,
                                                  size_t dst_off, size_t n, cl_uint nwait, const cl_event *wait,
                                                  cl_event *ev)
{
    cl_int rc = check_buffer_cmd(q, src, src_off, n, nwait, wait);
    if (rc == CL_SUCCESS)
        rc = check_buffer_cmd(q, dst, dst_off, n, 0, NULL);
    if (rc != CL_SUCCESS)
        return rc;
    if (n == 0)
        return CL_INVALID_VALUE;
    if (src->addr + src_off < dst->addr + dst_off + n && dst->addr + dst_off < src->addr + src_off + n)
        return CL_MEM_COPY_OVERLAP;
    void *tmp = malloc(n);
    if (!tmp)
        return CL_OUT_OF_HOST_MEMORY;
    timing t = time_begin();
    lock();
    int bad = gcn_rt_read(rt, src->addr + src_off, tmp, n) < 0 || gcn_rt_write(rt, dst->addr + dst_off, tmp, n) < 0;
    time_end(&t, rtl_backend(), 0);
    unlock();
    free(tmp);
    return bad ? CL_OUT_OF_RESOURCES : finish_command(q, CL_COMMAND_COPY_BUFFER, CL_COMPLETE, t, ev);
}

static cl_int CL_API_CALL ocl_clEnqueueFillBuffer(cl_command_queue q, cl_mem m, const void *pattern, size_t psize,
                                                  size_t offset, size_t n, cl_uint nwait, const cl_event *wait,
                                                  cl_event *ev)
{
    cl_int rc = check_buffer_cmd(q, m, offset, n, nwait, wait);
    if (rc != CL_SUCCESS)
        return rc;
    if (!pattern || psize == 0 || psize > 128 || (psize & (psize - 1)) || offset % psize || n % psize)
        return CL_INVALID_VALUE;
    unsigned char *tmp = malloc(n ? n : 1);
    if (!tmp)
        return CL_OUT_OF_HOST_MEMORY;
    for (size_t i = 0; i < n; i += psize)
        memcpy(tmp + i, pattern, psize);
    rc = transfer(q, m, 1, offset, n, tmp, CL_COMMAND_FILL_BUFFER, ev);
    free(tmp);
    return rc;
}

static void *CL_API_CALL ocl_clEnqueueMapBuffer(cl_command_queue q, cl_mem m, cl_bool blocking, cl_map_flags flags,
                                                size_t offset, size_t n, cl_uint nwait, const cl_event *wait,
                                                cl_event *ev, cl_int *errcode_ret)
{
    (void)blocking;
    cl_int rc = check_buffer_cmd(q, m, offset, n, nwait, wait);
    if (rc != CL_SUCCESS)
        ERR(rc);
    const cl_map_flags known = CL_MAP_READ | CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION;
    if (n == 0 || (flags & ~known) ||
        ((flags & CL_MAP_WRITE_INVALIDATE_REGION) && (flags & (CL_MAP_READ | CL_MAP_WRITE))))
        ERR(CL_INVALID_VALUE);
    if (((flags & CL_MAP_READ) && (m->flags & (CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS))) ||
        ((flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION)) &&
         (m->flags & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS))))
        ERR(CL_INVALID_OPERATION);
    mapping *p = calloc(1, sizeof *p);
    if (!p)
        ERR(CL_OUT_OF_HOST_MEMORY);
    p->offset = offset;
    p->size = n;
    p->flags = flags;
    p->owned = m->host_ptr == NULL;
    p->ptr = p->owned ? malloc(n) : (char *)m->host_ptr + offset;
    if (!p->ptr) {
        free(p);
        ERR(CL_MAP_FAILURE);
    }
    if (!(flags & CL_MAP_WRITE_INVALIDATE_REGION) && (rc = transfer(q, m, 0, offset, n, p->ptr,
                                                                   CL_COMMAND_MAP_BUFFER, ev)) != CL_SUCCESS) {
        if (p->owned)
            free(p->ptr);
        free(p);
        ERR(rc);
    }
    if ((flags & CL_MAP_WRITE_INVALIDATE_REGION) && (rc = marker(q, CL_COMMAND_MAP_BUFFER, 0, NULL, ev)) != CL_SUCCESS) {
        if (p->owned)
            free(p->ptr);
        free(p);
        ERR(rc);
    }
    p->next = m->maps;
    m->maps = p;
    m->nmaps++;
    if (errcode_ret)
        *errcode_ret = CL_SUCCESS;
    return p->ptr;
}

static cl_int CL_API_CALL ocl_clEnqueueUnmapMemObject(cl_command_queue q, cl_mem m, void *ptr, cl_uint nwait,
                                                      const cl_event *wait, cl_event *ev)
{
    cl_int rc = check_buffer_cmd(q, m, 0, 0, nwait, wait);
    if (rc != CL_SUCCESS)
        return rc;
    mapping **pp = &m->maps;
    while (*pp && (*pp)->ptr != ptr)
        pp = &(*pp)->next;
    if (!*pp)
        return CL_INVALID_VALUE;
    mapping *p = *pp;
    if (p->flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION))
        rc = transfer(q, m, 1, p->offset, p->size, p->ptr, CL_COMMAND_UNMAP_MEM_OBJECT, ev);
    else
        rc = marker(q, CL_COMMAND_UNMAP_MEM_OBJECT, 0, NULL, ev);
    if (rc != CL_SUCCESS)
        return rc;
    *pp = p->next;
    m->nmaps--;
    if (p->owned)
        free(p->ptr);
    free(p);
    return CL_SUCCESS;
}

/* ---- programs ---- */
static cl_program new_program(cl_context c, cl_int *errcode_ret)
{
    cl_program p = calloc(1, sizeof *p);
    if (!p)
        ERR(CL_OUT_OF_HOST_MEMORY);
    const char *tmp = getenv("TMPDIR");
    snprintf(p->dir, sizeof p->dir, "%s/gcnocl.XXXXXX", tmp && strlen(tmp) < 40 ? tmp : "/tmp");
    if (!mkdtemp(p->dir)) {
        free(p);
        ERR(CL_OUT_OF_HOST_MEMORY);
    }
    p->dispatch = &ocl_dispatch;
    p->tag = T_PROGRAM;
    p->refs = 1;
    p->ctx = c;
    p->status = CL_BUILD_NONE;
    lock();
    p->id = next_program_id++;
    unlock();
    c->refs++;
    return p;
}

static void program_path(cl_program p, const char *name, char *out, size_t n)
{
    snprintf(out, n, "%s/%s", p->dir, name);
}

static int write_file(const char *path, const void *data, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return -1;
    size_t w = fwrite(data, 1, n, f);
    return fclose(f) == 0 && w == n ? 0 : -1;
}

static char *read_file(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = NULL;
    size_t len = 0, cap = 0;
    for (;;) {
        if (len + 4096 + 1 > cap) {
            char *nb = realloc(buf, cap = 2 * cap + 4096 + 1);
            if (!nb) {
                free(buf);
                fclose(f);
                return NULL;
            }
            buf = nb;
        }
        size_t r = fread(buf + len, 1, 4096, f);
        len += r;
        if (r < 4096)
            break;
    }
    fclose(f);
    buf[len] = '\0';
    if (n)
        *n = len;
    return buf;
}

static cl_program CL_API_CALL ocl_clCreateProgramWithSource(cl_context c, cl_uint count, const char **strings,
                                                            const size_t *lengths, cl_int *errcode_ret)
{
    if (!VALID(c, T_CONTEXT))
        ERR(CL_INVALID_CONTEXT);
    if (count == 0 || !strings)
        ERR(CL_INVALID_VALUE);
    size_t total = 0;
    for (cl_uint i = 0; i < count; i++) {
        if (!strings[i])
            ERR(CL_INVALID_VALUE);
        total += lengths && lengths[i] ? lengths[i] : strlen(strings[i]);
    }
    char *src = malloc(total + 1);
    if (!src)
        ERR(CL_OUT_OF_HOST_MEMORY);
    size_t at = 0;
    for (cl_uint i = 0; i < count; i++) {
        size_t n = lengths && lengths[i] ? lengths[i] : strlen(strings[i]);
        memcpy(src + at, strings[i], n);
        at += n;
    }
    src[at] = '\0';
    cl_program p = new_program(c, errcode_ret);
    if (!p) {
        free(src);
        return NULL;
    }
    p->source = src;
    if (errcode_ret)
        *errcode_ret = CL_SUCCESS;
    return p;
}

/* Load the code object at dir/prog.co into p (its kernels and its bytes). */
static int load_binary(cl_program p, char *err, size_t n)
{
    char path[128];
    program_path(p, "prog.co", path, sizeof path);
    gcn_code_object co;
    if (gcn_co_load(&co, path, err, n) < 0)
        return -1;
    size_t size = 0;
    unsigned char *bytes = (unsigned char *)read_file(path, &size);
    if (!bytes) {
        gcn_co_free(&co);
        snprintf(err, n, "cannot read %s", path);
        return -1;
    }
    if (p->built)
        gcn_co_free(&p->co);
    free(p->binary);
    p->co = co;
    p->built = 1;
    p->binary = bytes;
    p->binary_size = size;
    return 0;
}

static cl_program CL_API_CALL ocl_clCreateProgramWithBinary(cl_context c, cl_uint ndev, const cl_device_id *devices,
                                                            const size_t *lengths, const unsigned char **binaries,
                                                            cl_int *status, cl_int *errcode_ret)
{
    if (!VALID(c, T_CONTEXT))
        ERR(CL_INVALID_CONTEXT);
    if (ndev == 0 || !devices)
        ERR(CL_INVALID_VALUE);
    for (cl_uint i = 0; i < ndev; i++)
        if (!VALID(devices[i], T_DEVICE))
            ERR(CL_INVALID_DEVICE);
    if (ndev != 1)
        ERR(CL_INVALID_DEVICE);   /* the same device twice */
    if (!lengths || !binaries || lengths[0] == 0 || !binaries[0]) {
        if (status)
            status[0] = CL_INVALID_VALUE;
        ERR(CL_INVALID_VALUE);
    }
    cl_program p = new_program(c, errcode_ret);
    if (!p)
        return NULL;
    char path[128], err[256];
    program_path(p, "prog.co", path, sizeof path);
    if (write_file(path, binaries[0], lengths[0]) < 0 || load_binary(p, err, sizeof err) < 0) {
        report(c, "clCreateProgramWithBinary: %s", err);
        if (status)
            status[0] = CL_INVALID_BINARY;
        p->refs = 1;
        p->dispatch->clReleaseProgram(p);
        ERR(CL_INVALID_BINARY);
    }
    if (status)
        status[0] = CL_SUCCESS;
    if (errcode_ret)
        *errcode_ret = CL_SUCCESS;
    return p;
}

static cl_int CL_API_CALL ocl_clRetainProgram(cl_program p)
{
    if (!VALID(p, T_PROGRAM))
        return CL_INVALID_PROGRAM;
    p->refs++;
    return CL_SUCCESS;
}

static cl_int CL_API_CALL ocl_clReleaseProgram(cl_program p)
{
    if (!VALID(p, T_PROGRAM))
        return CL_INVALID_PROGRAM;
    if (--p->refs)
        return CL_SUCCESS;
    const char *names[] = {"prog.cl", "prog.co", "build.log"};
    for (unsigned i = 0; i < 3; i++) {
        char path[128];
        program_path(p, names[i], path, sizeof path);
        unlink(path);
    }
    rmdir(p->dir);
    if (p->built)
        gcn_co_free(&p->co);
    free(p->source);
    free(p->options);
    free(p->log);
    free(p->binary);
    cl_context c = p->ctx;
    p->tag = 0;
    free(p);
    return ocl_clReleaseContext(c);
}

/* The OpenCL 1.2 build options (section 5.6.4) and what gcncc is given for
 * each (NULL: the option itself); "": accepted, nothing to pass (the kernel
 * argument information is always kept: clGetKernelArgInfo). */
static const struct { const char *opt, *gcncc; } build_opts[] = {
    {"-cl-opt-disable", "-O0"},
    {"-cl-kernel-arg-info", ""},
    {"-cl-single-precision-constant", NULL}, {"-cl-denorms-are-zero", NULL},
    {"-cl-fp32-correctly-rounded-divide-sqrt", NULL}, {"-cl-mad-enable", NULL}, {"-cl-no-signed-zeros", NULL},
    {"-cl-unsafe-math-optimizations", NULL}, {"-cl-finite-math-only", NULL}, {"-cl-fast-relaxed-math", NULL},
    {"-w", NULL}, {"-Werror", NULL},
    {"-cl-std=CL1.2", NULL}, {"-cl-std=CL2.0", NULL}, {"-cl-std=CL3.0", NULL},
    {"-O0", NULL}, {"-O1", NULL}, {"-O2", NULL}, {"-O3", NULL},
};

/* Split options at blanks (double quotes group); the gcncc arguments in
 * argv (at most max), or -1 when an option is not valid. */
static int build_args(const char *options, char *buf, char **argv, int max)
{
    int n = 0, std = 0;
    char *w = buf;
    const char *s = options ? options : "";
    char *words[256];
    int nw = 0;
    while (*s) {
        while (*s == ' ' || *s == '\t' || *s == '\n')
            s++;
        if (!*s)
            break;
        if (nw == 256)
            return -1;
        words[nw++] = w;
        int quoted = 0;
        while (*s && (quoted || (*s != ' ' && *s != '\t' && *s != '\n'))) {
            if (*s == '"')
                quoted = !quoted;
            else
                *w++ = *s;
            s++;
        }
        *w++ = '\0';
    }
    for (int i = 0; i < nw; i++) {
        const char *o = words[i];
        if (n + 2 > max)
            return -1;
        if (!strcmp(o, "-D") || !strcmp(o, "-I")) {
            if (i + 1 >= nw)
                return -1;
            argv[n++] = words[i];
            argv[n++] = words[++i];
            continue;
        }
        if (!strncmp(o, "-D", 2) || !strncmp(o, "-I", 2)) {
            argv[n++] = words[i];
            continue;
        }
        size_t j = 0;
        while (j < sizeof build_opts / sizeof build_opts[0] && strcmp(o, build_opts[j].opt))
            j++;
        if (j == sizeof build_opts / sizeof build_opts[0])
            return -1;
        std |= !strncmp(o, "-cl-std=", 8);
        const char *g = build_opts[j].gcncc ? build_opts[j].gcncc : words[i];
        if (*g)
            argv[n++] = (char *)g;
    }
    if (n + 2 > max)
        return -1;
    if (!std)
        argv[n++] = "-cl-std=CL1.2";   /* a 1.2 device's default language */
    argv[n++] = "-cl-kernel-arg-info";
    return n;
}

/* Run gcncc on dir/prog.cl: 0 when it built dir/prog.co; its output in the log. */
static int run_gcncc(cl_program p, char **args, int nargs)
{
    char src[128], co[128], log[128];
    program_path(p, "prog.cl", src, sizeof src);
    program_path(p, "prog.co", co, sizeof co);
    program_path(p, "build.log", log, sizeof log);
    char *argv[300];
    int n = 0;
    argv[n++] = GCN_OCL_ROOT "/sw/tools/gcncc";
    argv[n++] = "--lib";
    argv[n++] = "device";
    for (int i = 0; i < nargs; i++)
        argv[n++] = args[i];
    argv[n++] = "-o";
    argv[n++] = co;
    argv[n++] = src;
    argv[n] = NULL;
    unlink(co);
    pid_t pid = fork();
    if (pid < 0)
        return -1;
    if (pid == 0) {
        int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (fd >= 0) {
            dup2(fd, 1);
            dup2(fd, 2);
            close(fd);
        }
        execv(argv[0], argv);
        fprintf(stderr, "cannot run %s: %s\n", argv[0], strerror(errno));
        _exit(127);
    }
    int st;
    while (waitpid(pid, &st, 0) < 0)
        if (errno != EINTR)
            return -1;
    return WIFEXITED(st) && WEXITSTATUS(st) == 0 ? 0 : -1;
}

static cl_int CL_API_CALL ocl_clBuildProgram(cl_program p, cl_uint ndev, const cl_device_id *devices,
                                             const char *options, void (CL_CALLBACK *notify)(cl_program, void *),
                                             void *data)
{
    if (!VALID(p, T_PROGRAM))
        return CL_INVALID_PROGRAM;
    if ((ndev == 0) != (devices == NULL) || (!notify && data))
        return CL_INVALID_VALUE;
    for (cl_uint i = 0; i < ndev; i++)
        if (!VALID(devices[i], T_DEVICE))
            return CL_INVALID_DEVICE;
    if (p->nkernels)
        return CL_INVALID_OPERATION;
    size_t olen = options ? strlen(options) : 0;
    char *buf = malloc(olen + 1), *args[256];
    if (!buf)
        return CL_OUT_OF_HOST_MEMORY;
    int nargs = build_args(options, buf, args, 256);
    free(p->options);
    p->options = strdup(options ? options : "");
    free(p->log);
    p->log = NULL;
    cl_int rc = CL_SUCCESS;
    if (nargs < 0) {
        rc = CL_INVALID_BUILD_OPTIONS;
    } else if (p->source) {
        char src[128], path[128], err[256];
        program_path(p, "prog.cl", src, sizeof src);
        program_path(p, "build.log", path, sizeof path);
        if (write_file(src, p->source, strlen(p->source)) < 0) {
            rc = CL_OUT_OF_HOST_MEMORY;
        } else if (run_gcncc(p, args, nargs) < 0) {
            rc = CL_BUILD_PROGRAM_FAILURE;
            p->log = read_file(path, NULL);
        } else {
            p->log = read_file(path, NULL);
            if (load_binary(p, err, sizeof err) < 0) {
                report(p->ctx, "clBuildProgram: %s", err);
                rc = CL_BUILD_PROGRAM_FAILURE;
            }
        }
    }
    free(buf);
    if (rc != CL_INVALID_BUILD_OPTIONS)
        p->status = rc == CL_SUCCESS ? CL_BUILD_SUCCESS : CL_BUILD_ERROR;
    if (notify)
        notify(p, data);
    return rc;
}

static cl_int CL_API_CALL ocl_clUnloadPlatformCompiler(cl_platform_id pl)
{
    return VALID(pl, T_PLATFORM) ? CL_SUCCESS : CL_INVALID_PLATFORM;   /* gcncc is a process per build */
}

static cl_int CL_API_CALL ocl_clUnloadCompiler(void)
{
    return CL_SUCCESS;
}

static cl_int CL_API_CALL ocl_clGetProgramInfo(cl_program p, cl_program_info param, size_t size, void *out,
                                               size_t *ret)
{
    if (!VALID(p, T_PROGRAM))
        return CL_INVALID_PROGRAM;
    switch (param) {
    case CL_PROGRAM_REFERENCE_COUNT: INFO(cl_uint, p->refs);
    case CL_PROGRAM_CONTEXT: INFO(cl_context, p->ctx);
    case CL_PROGRAM_NUM_DEVICES: INFO(cl_uint, 1);
    case CL_PROGRAM_DEVICES: INFO(cl_device_id, &the_device);
    case CL_PROGRAM_SOURCE: INFO_STR(p->source ? p->source : "");
    case CL_PROGRAM_BINARY_SIZES: INFO(size_t, p->built ? p->binary_size : 0);
    case CL_PROGRAM_BINARIES: {
        if (out && size < sizeof(unsigned char *))
            return CL_INVALID_VALUE;
        if (out && p->built && ((unsigned char **)out)[0])
            memcpy(((unsigned char **)out)[0], p->binary, p->binary_size);
        if (ret)
            *ret = sizeof(unsigned char *);
        return CL_SUCCESS;
    }
    case CL_PROGRAM_NUM_KERNELS:
        if (!p->built)
            return CL_INVALID_PROGRAM_EXECUTABLE;
        INFO(size_t, p->co.nkernels);
    case CL_PROGRAM_KERNEL_NAMES: {
        if (!p->built)
            return CL_INVALID_PROGRAM_EXECUTABLE;
        size_t n = 1;
        for (unsigned i = 0; i < p->co.nkernels; i++)
            n += strlen(p->co.kernels[i].name) + 1;
        char *names = calloc(1, n);
        if (!names)
            return CL_OUT_OF_HOST_MEMORY;
        for (unsigned i = 0; i < p->co.nkernels; i++) {
            if (i)
                strcat(names, ";");
            strcat(names, p->co.kernels[i].name);
        }
        cl_int rc = info_str(names, size, out, ret);
        free(names);
        return rc;
    }
    default: return CL_INVALID_VALUE;
    }
}

static cl_int CL_API_CALL ocl_clGetProgramBuildInfo(cl_program p, cl_device_id d, cl_program_build_info param,
                                                    size_t size, void *out, size_t *ret)
{
    if (!VALID(p, T_PROGRAM))
        return CL_INVALID_PROGRAM;
    if (!VALID(d, T_DEVICE))
        return CL_INVALID_DEVICE;
    switch (param) {
    case CL_PROGRAM_BUILD_STATUS: INFO(cl_build_status, p->status);
    case CL_PROGRAM_BUILD_OPTIONS: INFO_STR(p->options ? p->options : "");
    case CL_PROGRAM_BUILD_LOG: INFO_STR(p->log ? p->log : "");
    case CL_PROGRAM_BINARY_TYPE:
        INFO(cl_program_binary_type, p->built ? CL_PROGRAM_BINARY_TYPE_EXECUTABLE : CL_PROGRAM_BINARY_TYPE_NONE);
    default: return CL_INVALID_VALUE;
    }
}

/* ---- kernels ---- */
static cl_kernel new_kernel(cl_program p, const gcn_kernel *k, cl_int *errcode_ret)
{
    cl_kernel kr = calloc(1, sizeof *kr);
    if (!kr)
        ERR(CL_OUT_OF_HOST_MEMORY);
    kr->args = calloc(k->nargs ? k->nargs : 1, sizeof *kr->args);
    if (!kr->args) {
        free(kr);
        ERR(CL_OUT_OF_HOST_MEMORY);
    }
    for (unsigned i = 0; i < k->nargs; i++)
        if (!gcn_arg_kind_hidden(k->args[i].kind))
            kr->args[kr->nargs++].md = &k->args[i];
    kr->dispatch = &ocl_dispatch;
    kr->tag = T_KERNEL;
    kr->refs = 1;
    kr->prog = p;
    kr->k = k;
    p->refs++;
    p->nkernels++;
    return kr;
}

static cl_kernel CL_API_CALL ocl_clCreateKernel(cl_program p, const char *name, cl_int *errcode_ret)
{
    if (!VALID(p, T_PROGRAM))
        ERR(CL_INVALID_PROGRAM);
    if (!name)
        ERR(CL_INVALID_VALUE);
    if (!p->built)
        ERR(CL_INVALID_PROGRAM_EXECUTABLE);
    const gcn_kernel *k = gcn_co_find_kernel(&p->co, name);
    if (!k)
        ERR(CL_INVALID_KERNEL_NAME);
    if (!k->has_metadata)
        ERR(CL_INVALID_KERNEL_DEFINITION);
    cl_kernel kr = new_kernel(p, k, errcode_ret);
    if (kr && errcode_ret)
        *errcode_ret = CL_SUCCESS;
    return kr;
}

static cl_int CL_API_CALL ocl_clCreateKernelsInProgram(cl_program p, cl_uint n, cl_kernel *kernels, cl_uint *ret)
{
    if (!VALID(p, T_PROGRAM))
        return CL_INVALID_PROGRAM;
    if (!p->built)
        return CL_INVALID_PROGRAM_EXECUTABLE;
    if (kernels && n < p->co.nkernels)
        return CL_INVALID_VALUE;
    for (unsigned i = 0; kernels && i < p->co.nkernels; i++) {
        cl_int rc;
        if (!(kernels[i] = ocl_clCreateKernel(p, p->co.kernels[i].name, &rc))) {
            while (i--)
                kernels[i]->dispatch->clReleaseKernel(kernels[i]);
            return rc;
        }
    }
    if (ret)
        *ret = p->co.nkernels;
    return CL_SUCCESS;
}

static cl_int CL_API_CALL ocl_clRetainKernel(cl_kernel k)
{
    if (!VALID(k, T_KERNEL))
        return CL_INVALID_KERNEL;
    k->refs++;
    return CL_SUCCESS;
}

static cl_int CL_API_CALL ocl_clReleaseKernel(cl_kernel k)
{
    if (!VALID(k, T_KERNEL))
        return CL_INVALID_KERNEL;
    if (--k->refs)
        return CL_SUCCESS;
    cl_program p = k->prog;
    p->nkernels--;
    k->tag = 0;
    free(k->args);
    free(k);
    return ocl_clReleaseProgram(p);
}

static cl_int CL_API_CALL ocl_clSetKernelArg(cl_kernel k, cl_uint index, size_t size, const void *value)
{
    if (!VALID(k, T_KERNEL))
        return CL_INVALID_KERNEL;
    if (index >= k->nargs)
        return CL_INVALID_ARG_INDEX;
    karg *a = &k->args[index];
    gcn_rt_arg v;
    memset(&v, 0, sizeof v);
    switch (a->md->kind) {
    case GCN_ARG_GLOBAL_BUFFER: {
        if (size != sizeof(cl_mem))
            return CL_INVALID_ARG_SIZE;
        cl_mem m = value ? *(const cl_mem *)value : NULL;
        if (m && !VALID(m, T_MEM))
            return CL_INVALID_MEM_OBJECT;
        if (m && m->ctx != k->prog->ctx)
            return CL_INVALID_MEM_OBJECT;
        v.type = GCN_RT_PTR;
        v.v.ptr = m ? m->addr : 0;
        break;
    }
    case GCN_ARG_DYNAMIC_SHARED_POINTER:
        if (value)
            return CL_INVALID_ARG_VALUE;
        if (size == 0 || size > GCN_LDS_BYTES)
            return CL_INVALID_ARG_SIZE;
        v.type = GCN_RT_LOCAL;
        v.v.u32 = (uint32_t)size;
        break;
    case GCN_ARG_BY_VALUE:
        if (!value)
            return CL_INVALID_ARG_VALUE;
        if (size != a->md->size)
            return CL_INVALID_ARG_SIZE;
        if (size == 4) {
            v.type = GCN_RT_U32;
            memcpy(&v.v.u32, value, 4);
        } else if (size == 8) {
            v.type = GCN_RT_U64;
            memcpy(&v.v.u64, value, 8);
        } else {
            return CL_INVALID_OPERATION;   /* the runtime passes 4- and 8-byte values only */
        }
        break;
    default:
        return CL_INVALID_OPERATION;       /* samplers, images, pipes, queues */
    }
    a->v = v;
    a->set = 1;
    return CL_SUCCESS;
}

static uint32_t max_wg(const gcn_kernel *k)
{
    return k->max_flat_workgroup_size && k->max_flat_workgroup_size < 1024 ? k->max_flat_workgroup_size : 1024;
}

static cl_int CL_API_CALL ocl_clGetKernelInfo(cl_kernel k, cl_kernel_info param, size_t size, void *out,
                                              size_t *ret)
{
    if (!VALID(k, T_KERNEL))
        return CL_INVALID_KERNEL;
    switch (param) {
    case CL_KERNEL_FUNCTION_NAME: INFO_STR(k->k->name);
    case CL_KERNEL_NUM_ARGS: INFO(cl_uint, k->nargs);
    case CL_KERNEL_REFERENCE_COUNT: INFO(cl_uint, k->refs);
    case CL_KERNEL_CONTEXT: INFO(cl_context, k->prog->ctx);
    case CL_KERNEL_PROGRAM: INFO(cl_program, k->prog);
    case CL_KERNEL_ATTRIBUTES: INFO_STR("");
    default: return CL_INVALID_VALUE;
    }
}

static cl_int CL_API_CALL ocl_clGetKernelArgInfo(cl_kernel k, cl_uint index, cl_kernel_arg_info param, size_t size,
                                                 void *out, size_t *ret)
{
    if (!VALID(k, T_KERNEL))
        return CL_INVALID_KERNEL;
    if (index >= k->nargs)
        return CL_INVALID_ARG_INDEX;
    const gcn_kernel_arg *a = k->args[index].md;
    switch (param) {
    case CL_KERNEL_ARG_ADDRESS_QUALIFIER: {
        cl_kernel_arg_address_qualifier q = CL_KERNEL_ARG_ADDRESS_PRIVATE;
        if (a->kind == GCN_ARG_DYNAMIC_SHARED_POINTER || a->address_space == 3)
            q = CL_KERNEL_ARG_ADDRESS_LOCAL;
        else if (a->address_space == 4)
            q = CL_KERNEL_ARG_ADDRESS_CONSTANT;
        else if (a->kind == GCN_ARG_GLOBAL_BUFFER)
            q = CL_KERNEL_ARG_ADDRESS_GLOBAL;
        INFO(cl_kernel_arg_address_qualifier, q);
    }
    case CL_KERNEL_ARG_ACCESS_QUALIFIER: INFO(cl_kernel_arg_access_qualifier, CL_KERNEL_ARG_ACCESS_NONE);
    case CL_KERNEL_ARG_TYPE_NAME: INFO_STR(a->type_name);
    case CL_KERNEL_ARG_TYPE_QUALIFIER:
        INFO(cl_kernel_arg_type_qualifier, a->is_const ? CL_KERNEL_ARG_TYPE_CONST : CL_KERNEL_ARG_TYPE_NONE);
    case CL_KERNEL_ARG_NAME: INFO_STR(a->name);
    default: return CL_INVALID_VALUE;
    }
}

static cl_int CL_API_CALL ocl_clGetKernelWorkGroupInfo(cl_kernel k, cl_device_id d, cl_kernel_work_group_info param,
                                                       size_t size, void *out, size_t *ret)
{
    if (!VALID(k, T_KERNEL))
        return CL_INVALID_KERNEL;
    if (d && !VALID(d, T_DEVICE))
        return CL_INVALID_DEVICE;
    switch (param) {
    case CL_KERNEL_WORK_GROUP_SIZE: INFO(size_t, max_wg(k->k));
    case CL_KERNEL_COMPILE_WORK_GROUP_SIZE: { size_t v[3] = {0, 0, 0}; return info(v, sizeof v, size, out, ret); }
    case CL_KERNEL_LOCAL_MEM_SIZE: {
        cl_ulong n = k->k->kd.group_segment_fixed_size;
        for (cl_uint i = 0; i < k->nargs; i++)
            if (k->args[i].set && k->args[i].v.type == GCN_RT_LOCAL)
                n += k->args[i].v.v.u32;
        INFO(cl_ulong, n);
    }
    case CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE: INFO(size_t, 64);
    case CL_KERNEL_PRIVATE_MEM_SIZE: INFO(cl_ulong, k->k->kd.private_segment_fixed_size);
    default: return CL_INVALID_VALUE;
    }
}

/* A work-group size when the caller gives none: in each dimension the
 * largest divisor of the global size within what is left of 256 work-items. */
static void choose_local(unsigned dims, const size_t *global, uint32_t limit, uint32_t *local)
{
    uint32_t left = limit < 256 ? limit : 256;
    for (unsigned i = 0; i < dims; i++) {
        uint32_t l = left;
        while (global[i] % l)
            l--;
        local[i] = l;
        left /= l;
    }
}

static cl_int CL_API_CALL ocl_clEnqueueNDRangeKernel(cl_command_queue q, cl_kernel k, cl_uint dims,
                                                     const size_t *offset, const size_t *global, const size_t *local,
                                                     cl_uint nwait, const cl_event *wait, cl_event *ev)
{
    if (!VALID(q, T_QUEUE))
        return CL_INVALID_COMMAND_QUEUE;
    if (!VALID(k, T_KERNEL))
        return CL_INVALID_KERNEL;
    if (k->prog->ctx != q->ctx)
        return CL_INVALID_CONTEXT;
    if (dims < 1 || dims > 3)
        return CL_INVALID_WORK_DIMENSION;
    if (!global)
        return CL_INVALID_GLOBAL_WORK_SIZE;
    for (cl_uint i = 0; i < dims; i++) {
        if (global[i] == 0 || global[i] > UINT32_MAX)
            return CL_INVALID_GLOBAL_WORK_SIZE;
        if (offset && offset[i])
            return CL_INVALID_GLOBAL_OFFSET;   /* the runtime launches at offset 0 */
    }
    for (cl_uint i = 0; i < k->nargs; i++)
        if (!k->args[i].set)
            return CL_INVALID_KERNEL_ARGS;
    uint32_t lim = max_wg(k->k), l[3] = {1, 1, 1}, g[3] = {1, 1, 1};
    if (local) {
        size_t total = 1;
        for (cl_uint i = 0; i < dims; i++) {
            if (local[i] == 0 || local[i] > 1024)
                return CL_INVALID_WORK_ITEM_SIZE;
            if (global[i] % local[i])
                return CL_INVALID_WORK_GROUP_SIZE;
            total *= local[i];
            l[i] = (uint32_t)local[i];
        }
        if (total > lim)
            return CL_INVALID_WORK_GROUP_SIZE;
    } else {
        choose_local(dims, global, lim, l);
    }
    for (cl_uint i = 0; i < dims; i++)
        g[i] = (uint32_t)global[i];
    cl_int rc = check_wait_list(nwait, wait, q->ctx);
    if (rc != CL_SUCCESS)
        return rc;
    gcn_rt_arg *args = calloc(k->nargs ? k->nargs : 1, sizeof *args);
    if (!args)
        return CL_OUT_OF_HOST_MEMORY;
    for (cl_uint i = 0; i < k->nargs; i++)
        args[i] = k->args[i].v;
    gcn_rt_launch launch;
    memset(&launch, 0, sizeof launch);
    launch.kernel = k->k->name;
    launch.dims = dims;
    memcpy(launch.global, g, sizeof g);
    memcpy(launch.local, l, sizeof l);
    launch.args = args;
    launch.nargs = k->nargs;
    gcn_run_result res;
    timing t = time_begin();
    lock();
    int bad = 0;
    if (loaded_program != k->prog->id) {
        char path[128];
        program_path(k->prog, "prog.co", path, sizeof path);
        bad = gcn_rt_load(rt, path) < 0;
        loaded_program = bad ? 0 : k->prog->id;
        if (bad)
            report(q->ctx, "kernel %s: %s", k->k->name, gcn_rt_error(rt));
    }
    if (!bad && gcn_rt_run(rt, &launch, &res) < 0) {
        bad = 1;
        report(q->ctx, "kernel %s: %s", k->k->name, res.msg[0] ? res.msg : gcn_rt_error(rt));
    }
    const gcn_rt_rtl_stats *st = gcn_rt_rtl_last(rt);
    time_end(&t, rtl_backend(), st && st->valid ? st->cycles : 0);
    unlock();
    free(args);
    if (bad)
        return CL_OUT_OF_RESOURCES;
    return finish_command(q, CL_COMMAND_NDRANGE_KERNEL, CL_COMPLETE, t, ev);
}

static cl_int CL_API_CALL ocl_clEnqueueTask(cl_command_queue q, cl_kernel k, cl_uint nwait, const cl_event *wait,
                                           cl_event *ev)
{
    const size_t one = 1;
    return ocl_clEnqueueNDRangeKernel(q, k, 1, NULL, &one, &one, nwait, wait, ev);
}

#include "ocl_dispatch.inc"
