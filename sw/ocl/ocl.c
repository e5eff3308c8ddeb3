/* libgcnocl: an OpenCL 1.2 platform for the gfx90a compute unit, a vendor
 * ICD that Debian's ocl-icd loads (docs/opencl.md).
 *
 * One platform, one GPU device: the CU on the runtime backend that
 * $GCN_BACKEND names (model by default; lockstep, verilator, icarus), opened
 * once per process with the first context and closed with the last.  Every
 * object starts with the ICD dispatch pointer, then a tag that tells its kind.
 * Queues are in order; a command runs to its end when it is enqueued unless
 * it must wait for a user event (ocl_queue.c).  Programs from
 * source are built by sw/tools/gcncc (clang-16 and AMD's device libraries).
 * The entry points sw/ocl does not define are generated
 * (gen_dispatch.py) and return CL_INVALID_OPERATION. */
#include "ocl.h"

struct _cl_platform_id ocl_platform = {&ocl_dispatch, T_PLATFORM};
struct _cl_device_id ocl_device = {&ocl_dispatch, T_DEVICE};

/* The process's runtime: opened with the first context, closed with the last. */
static pthread_mutex_t big_lock = PTHREAD_MUTEX_INITIALIZER;
gcn_rt *ocl_rt;
static char rt_backend[32];
static unsigned live_contexts;
unsigned ocl_next_program_id = 1, ocl_loaded_program;
static uint64_t cycle_clock;   /* RTL backends: simulated cycles so far */

void ocl_lock(void) { pthread_mutex_lock(&big_lock); }
void ocl_unlock(void) { pthread_mutex_unlock(&big_lock); }

void ocl_report(cl_context ctx, const char *fmt, ...)
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
cl_int ocl_info(const void *val, size_t n, size_t size, void *out, size_t *ret)
{
    if (out && size < n)
        return CL_INVALID_VALUE;
    if (out && n)
        memcpy(out, val, n);
    if (ret)
        *ret = n;
    return CL_SUCCESS;
}
cl_int ocl_info_str(const char *s, size_t size, void *out, size_t *ret)
{
    return ocl_info(s, strlen(s) + 1, size, out, ret);
}

/* ---- platform ---- */
static const char platform_extensions[] = "cl_khr_icd";
static const char device_extensions[] =
    "cl_khr_fp64 cl_khr_global_int32_base_atomics cl_khr_global_int32_extended_atomics "
    "cl_khr_local_int32_base_atomics cl_khr_local_int32_extended_atomics cl_khr_byte_addressable_store";

cl_int CL_API_CALL ocl_clGetPlatformIDs(cl_uint num_entries, cl_platform_id *platforms, cl_uint *num)
{
    if ((num_entries == 0 && platforms) || (!platforms && !num))
        return CL_INVALID_VALUE;
    if (platforms)
        platforms[0] = &ocl_platform;
    if (num)
        *num = 1;
    return CL_SUCCESS;
}

EXPORT cl_int CL_API_CALL clIcdGetPlatformIDsKHR(cl_uint num_entries, cl_platform_id *platforms, cl_uint *num)
{
    return ocl_clGetPlatformIDs(num_entries, platforms, num);
}

cl_int CL_API_CALL ocl_clGetPlatformInfo(cl_platform_id p, cl_platform_info param, size_t size, void *out,
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

void *CL_API_CALL ocl_clGetExtensionFunctionAddress(const char *name)
{
    return name && !strcmp(name, "clIcdGetPlatformIDsKHR") ? (void *)clIcdGetPlatformIDsKHR : NULL;
}

EXPORT void *CL_API_CALL clGetExtensionFunctionAddress(const char *name)
{
    return ocl_clGetExtensionFunctionAddress(name);
}

void *CL_API_CALL ocl_clGetExtensionFunctionAddressForPlatform(cl_platform_id p, const char *name)
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

cl_int CL_API_CALL ocl_clGetDeviceIDs(cl_platform_id p, cl_device_type t, cl_uint num_entries,
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
        devices[0] = &ocl_device;
    return rc;
}

/* Global memory: the runtime's device memory (the host's physical memory, or
 * $GCN_DEVICE_MEM). */
cl_ulong ocl_global_mem_size(void)
{
    return gcn_rt_mem_size();
}

/* Where the library finds gcncc and the RTL backends: installed by make
 * install (PREFIX/lib/libgcnocl.so next to PREFIX/bin/gcncc,
 * PREFIX/lib/libgcnrtl-verilator.so and the Icarus image in
 * PREFIX/lib/gcn/icarus), else in the checkout it was built in. */
static char gcncc_path[4200], rtl_lib_path[4200], icarus_dir[4200];
static pthread_once_t paths_once = PTHREAD_ONCE_INIT;

static void find_paths(void)
{
    snprintf(gcncc_path, sizeof gcncc_path, "%s", GCN_OCL_ROOT "/sw/tools/gcncc");
    snprintf(rtl_lib_path, sizeof rtl_lib_path, "%s", GCN_OCL_BUILD "/libgcnrtl-verilator.so");
    snprintf(icarus_dir, sizeof icarus_dir, "%s", GCN_OCL_BUILD "/icarus");
    Dl_info info;
    const char *slash;
    if (!dladdr((void *)&ocl_dispatch, &info) || !info.dli_fname || !(slash = strrchr(info.dli_fname, '/')) ||
        slash - info.dli_fname > 4096)
        return;
    int dir = (int)(slash + 1 - info.dli_fname);
    char bin[4200];
    snprintf(bin, sizeof bin, "%.*s../bin/gcncc", dir, info.dli_fname);
    if (access(bin, X_OK) != 0)
        return;
    memcpy(gcncc_path, bin, sizeof bin);
    snprintf(rtl_lib_path, sizeof rtl_lib_path, "%.*slibgcnrtl-verilator.so", dir, info.dli_fname);
    snprintf(icarus_dir, sizeof icarus_dir, "%.*sgcn/icarus", dir, info.dli_fname);
}

const char *ocl_gcncc_path(void)
{
    pthread_once(&paths_once, find_paths);
    return gcncc_path;
}

static const char *rtl_lib(void)
{
    pthread_once(&paths_once, find_paths);
    return rtl_lib_path;
}

static const char *icarus_image_dir(void)
{
    pthread_once(&paths_once, find_paths);
    return icarus_dir;
}

int ocl_gcncc_available(void)
{
    return access(ocl_gcncc_path(), X_OK) == 0;
}

cl_int CL_API_CALL ocl_clGetDeviceInfo(cl_device_id d, cl_device_info param, size_t size, void *out,
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
    case CL_DEVICE_MAX_WORK_ITEM_SIZES: { size_t v[3] = {wg, wg, wg}; return ocl_info(v, sizeof v, size, out, ret); }
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
    case CL_DEVICE_MAX_MEM_ALLOC_SIZE: INFO(cl_ulong, ocl_global_mem_size() / 4);
    case CL_DEVICE_GLOBAL_MEM_SIZE: INFO(cl_ulong, ocl_global_mem_size());
    case CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE: INFO(cl_ulong, ocl_global_mem_size() / 4);
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
    case CL_DEVICE_COMPILER_AVAILABLE: case CL_DEVICE_LINKER_AVAILABLE:
        INFO(cl_bool, ocl_gcncc_available() ? CL_TRUE : CL_FALSE);   /* gcncc compiles and links */
    case CL_DEVICE_EXECUTION_CAPABILITIES: INFO(cl_device_exec_capabilities, CL_EXEC_KERNEL);
    case CL_DEVICE_QUEUE_PROPERTIES: INFO(cl_command_queue_properties, CL_QUEUE_PROFILING_ENABLE);
    case CL_DEVICE_BUILT_IN_KERNELS: INFO_STR("");
    case CL_DEVICE_PLATFORM: INFO(cl_platform_id, &ocl_platform);
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
    case CL_DEVICE_PARTITION_TYPE: return ocl_info(NULL, 0, size, out, ret);
    case CL_DEVICE_REFERENCE_COUNT: INFO(cl_uint, 1);
    default: return CL_INVALID_VALUE;
    }
}

cl_int CL_API_CALL ocl_clRetainDevice(cl_device_id d)
{
    return VALID(d, T_DEVICE) ? CL_SUCCESS : CL_INVALID_DEVICE;
}

cl_int CL_API_CALL ocl_clReleaseDevice(cl_device_id d)
{
    return VALID(d, T_DEVICE) ? CL_SUCCESS : CL_INVALID_DEVICE;
}

/* The device has no partition types (CL_DEVICE_PARTITION_PROPERTIES is
 * empty): any partition property is one it does not support. */
cl_int CL_API_CALL ocl_clCreateSubDevices(cl_device_id d, const cl_device_partition_property *props, cl_uint n,
                                          cl_device_id *out, cl_uint *ret)
{
    (void)props;
    (void)n;
    (void)out;
    (void)ret;
    return VALID(d, T_DEVICE) ? CL_INVALID_VALUE : CL_INVALID_DEVICE;
}

/* ---- context ---- */
/* Open the runtime on $GCN_BACKEND, pointing the RTL backends at this build's
 * libraries unless the environment names others. */
static cl_int open_runtime(void)
{
    if (ocl_rt)
        return CL_SUCCESS;
    const char *b = getenv("GCN_BACKEND");
    if (!b || !*b)
        b = "model";
    setenv("GCN_RTL_LIB", rtl_lib(), 0);
    setenv("GCN_ICARUS_DIR", icarus_image_dir(), 0);
    char err[512];
    if (!(ocl_rt = gcn_rt_open(b, err, sizeof err))) {
        ocl_report(NULL, "GCN_BACKEND=%s: %s", b, err);
        return CL_DEVICE_NOT_AVAILABLE;
    }
    snprintf(rt_backend, sizeof rt_backend, "%s", b);
    ocl_loaded_program = 0;
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
            ERR(CL_INVALID_PROPERTY);   /* unknown, or the platform twice */
        }
        if ((cl_platform_id)props[i + 1] != &ocl_platform) {
            free(c);
            ERR(CL_INVALID_PLATFORM);
        }
        c->props[0] = props[i];
        c->props[1] = props[i + 1];
        c->nprops = 2;
    }
    if (props)
        c->props[c->nprops++] = 0;
    ocl_lock();
    cl_int rc = open_runtime();
    if (rc == CL_SUCCESS)
        live_contexts++;
    ocl_unlock();
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

cl_context CL_API_CALL ocl_clCreateContext(const cl_context_properties *props, cl_uint ndev,
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

cl_context CL_API_CALL ocl_clCreateContextFromType(const cl_context_properties *props, cl_device_type t,
                                                          void (CL_CALLBACK *notify)(const char *, const void *,
                                                                                     size_t, void *),
                                                          void *data, cl_int *errcode_ret)
{
    cl_int rc = device_types(t);
    if (rc != CL_SUCCESS)
        ERR(rc);
    return new_context(props, notify, data, errcode_ret);
}

cl_int CL_API_CALL ocl_clRetainContext(cl_context c)
{
    RETAIN(c, T_CONTEXT, CL_INVALID_CONTEXT);
}

cl_int CL_API_CALL ocl_clReleaseContext(cl_context c)
{
    if (!VALID(c, T_CONTEXT))
        return CL_INVALID_CONTEXT;
    if (--c->refs)
        return CL_SUCCESS;
    c->tag = 0;
    free(c);
    ocl_lock();
    if (--live_contexts == 0) {
        gcn_rt_close(ocl_rt);
        ocl_rt = NULL;
    }
    ocl_unlock();
    return CL_SUCCESS;
}

cl_int CL_API_CALL ocl_clGetContextInfo(cl_context c, cl_context_info param, size_t size, void *out,
                                               size_t *ret)
{
    if (!VALID(c, T_CONTEXT))
        return CL_INVALID_CONTEXT;
    switch (param) {
    case CL_CONTEXT_REFERENCE_COUNT: INFO(cl_uint, c->refs);
    case CL_CONTEXT_NUM_DEVICES: INFO(cl_uint, 1);
    case CL_CONTEXT_DEVICES: INFO(cl_device_id, &ocl_device);
    case CL_CONTEXT_PROPERTIES: return ocl_info(c->props, c->nprops * sizeof c->props[0], size, out, ret);
    default: return CL_INVALID_VALUE;
    }
}

/* ---- timing ---- */
static cl_ulong now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (cl_ulong)ts.tv_sec * 1000000000u + (cl_ulong)ts.tv_nsec;
}

timing ocl_time_begin(void)
{
    timing t = {now_ns(), 0};
    return t;
}

void ocl_time_end(timing *t, int rtl, uint64_t cycles)
{
    if (rtl) {
        t->start = cycle_clock;
        cycle_clock += cycles;
        t->end = cycle_clock;
    } else {
        t->end = now_ns();
    }
}

/* Now, as the timestamps of events count it: nanoseconds, or the cycle
 * clock on the RTL backends. */
cl_ulong ocl_time_now(void)
{
    ocl_lock();
    cl_ulong t = ocl_rt && ocl_rtl_backend() ? cycle_clock : now_ns();
    ocl_unlock();
    return t;
}

int ocl_rtl_backend(void)
{
    int caps = gcn_rt_backend_caps(rt_backend);
    return caps >= 0 && (caps & GCN_RT_CAP_CYCLES);
}

#define OCL_DISPATCH_TABLE
#include "ocl_dispatch.h"
