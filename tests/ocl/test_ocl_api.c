/* The OpenCL platform (libgcnocl) through Debian's ocl-icd: each implemented
 * entry point on good input and on the error cases the OpenCL 1.2
 * specification names.  Run with OCL_ICD_VENDORS naming build/san/gcn.icd
 * (make test does).  Expected values come from host C.  test_ocl_link.c:
 * separate compilation and linking; test_ocl_events.c: user events;
 * test_ocl_ndrange.c: global work offsets, by-value arguments. */
#include "test_ocl_api.h"

int failures, checks;

static const char *source =
    "#ifndef SCALE\n#define SCALE 1\n#endif\n"
    "__kernel void scale(__global const float *in, __global float *out, float k)\n"
    "{ size_t i = get_global_id(0); out[i] = in[i] * k * SCALE; }\n"
    "__kernel void sum(__global const int *in, __global int *out, __local int *tmp)\n"
    "{\n"
    "    size_t l = get_local_id(0), n = get_local_size(0);\n"
    "    tmp[l] = in[get_global_id(0)];\n"
    "    for (size_t s = n / 2; s > 0; s /= 2) {\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        if (l < s) tmp[l] += tmp[l + s];\n"
    "    }\n"
    "    if (l == 0) out[get_group_id(0)] = tmp[0];\n"
    "}\n"
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "__kernel void ext(__global int *count, __global double *d)\n"
    "{\n"
    "    __local int n;\n"
    "    if (get_local_id(0) == 0) n = 0;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    atomic_inc(&n);\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    if (get_local_id(0) == 0) atomic_add(count, n);\n"
    "    d[get_global_id(0)] = (double)get_global_id(0) / 3.0;\n"
    "}\n";

static int called;
static void CL_CALLBACK on_event(cl_event e, cl_int status, void *data)
{
    (void)e;
    called += status == CL_COMPLETE && data == &called;
}
static void CL_CALLBACK on_destroy(cl_mem m, void *data)
{
    (void)m;
    *(int *)data += 1;
}

static void platform_and_device(cl_platform_id *pl, cl_device_id *dev)
{
    cl_uint n = 0;
    EXPECT(clGetPlatformIDs(0, NULL, NULL), CL_INVALID_VALUE);
    OK(clGetPlatformIDs(0, NULL, &n));
    CHECK(n == 1);
    OK(clGetPlatformIDs(1, pl, NULL));
    char s[256];
    OK(clGetPlatformInfo(*pl, CL_PLATFORM_NAME, sizeof s, s, NULL));
    CHECK(!strcmp(s, "gfx90a compute unit"));
    OK(clGetPlatformInfo(*pl, CL_PLATFORM_VERSION, sizeof s, s, NULL));
    CHECK(!strncmp(s, "OpenCL 1.2 ", 11));
    OK(clGetPlatformInfo(*pl, CL_PLATFORM_ICD_SUFFIX_KHR, sizeof s, s, NULL));
    CHECK(!strcmp(s, "GCN"));
    size_t len = 0;
    OK(clGetPlatformInfo(*pl, CL_PLATFORM_EXTENSIONS, 0, NULL, &len));
    CHECK(len == strlen("cl_khr_icd") + 1);
    EXPECT(clGetPlatformInfo(*pl, CL_PLATFORM_NAME, 2, s, NULL), CL_INVALID_VALUE);
    EXPECT(clGetPlatformInfo(*pl, 0x7fff, sizeof s, s, NULL), CL_INVALID_VALUE);
    CHECK(clGetExtensionFunctionAddressForPlatform(*pl, "clIcdGetPlatformIDsKHR") != NULL);
    CHECK(clGetExtensionFunctionAddressForPlatform(*pl, "clNoSuchFunction") == NULL);

    EXPECT(clGetDeviceIDs(*pl, CL_DEVICE_TYPE_CPU, 1, dev, &n), CL_DEVICE_NOT_FOUND);
    EXPECT(clGetDeviceIDs(*pl, (cl_device_type)1 << 40, 1, dev, &n), CL_INVALID_DEVICE_TYPE);
    EXPECT(clGetDeviceIDs(*pl, CL_DEVICE_TYPE_GPU, 0, dev, NULL), CL_INVALID_VALUE);
    OK(clGetDeviceIDs(*pl, CL_DEVICE_TYPE_ALL, 1, dev, &n));
    CHECK(n == 1);
    cl_uint u = 0;
    size_t z = 0, sizes[3] = {0};
    cl_ulong ul = 0;
    OK(clGetDeviceInfo(*dev, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof u, &u, NULL));
    CHECK(u == 1);
    OK(clGetDeviceInfo(*dev, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof z, &z, NULL));
    CHECK(z == 1024);
    OK(clGetDeviceInfo(*dev, CL_DEVICE_MAX_WORK_ITEM_SIZES, sizeof sizes, sizes, NULL));
    CHECK(sizes[0] == 1024 && sizes[2] == 1024);
    OK(clGetDeviceInfo(*dev, CL_DEVICE_LOCAL_MEM_SIZE, sizeof ul, &ul, NULL));
    CHECK(ul == 65536);
    OK(clGetDeviceInfo(*dev, CL_DEVICE_GLOBAL_MEM_SIZE, sizeof ul, &ul, NULL));
    CHECK(ul >= (cl_ulong)1 << 27);
    cl_device_type t = 0;
    OK(clGetDeviceInfo(*dev, CL_DEVICE_TYPE, sizeof t, &t, NULL));
    CHECK(t == CL_DEVICE_TYPE_GPU);
    OK(clGetDeviceInfo(*dev, CL_DEVICE_EXTENSIONS, sizeof s, s, NULL));
    CHECK(strstr(s, "cl_khr_fp64") && strstr(s, "cl_khr_global_int32_base_atomics"));
    OK(clGetDeviceInfo(*dev, CL_DEVICE_VERSION, sizeof s, s, NULL));
    CHECK(!strncmp(s, "OpenCL 1.2 ", 11));
    cl_platform_id p2 = NULL;
    OK(clGetDeviceInfo(*dev, CL_DEVICE_PLATFORM, sizeof p2, &p2, NULL));
    CHECK(p2 == *pl);
    EXPECT(clGetDeviceInfo(*dev, 0x7fff, sizeof s, s, NULL), CL_INVALID_VALUE);
    EXPECT(clGetDeviceInfo(*dev, CL_DEVICE_MAX_WORK_ITEM_SIZES, 8, sizes, NULL), CL_INVALID_VALUE);
    OK(clRetainDevice(*dev));
    OK(clReleaseDevice(*dev));
}

static cl_context context(cl_platform_id pl, cl_device_id dev)
{
    cl_int err = 0;
    cl_context_properties props[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)pl, 0};
    cl_context_properties bad[] = {0x7fff, 1, 0};
    CHECK(clCreateContext(props, 0, &dev, NULL, NULL, &err) == NULL && err == CL_INVALID_VALUE);
    CHECK(clCreateContext(bad, 1, &dev, NULL, NULL, &err) == NULL && err == CL_INVALID_PROPERTY);
    CHECK(clCreateContext(props, 1, &dev, NULL, &err, &err) == NULL && err == CL_INVALID_VALUE);
    CHECK(clCreateContextFromType(props, CL_DEVICE_TYPE_CPU, NULL, NULL, &err) == NULL &&
          err == CL_DEVICE_NOT_FOUND);
    cl_context c2 = clCreateContextFromType(props, CL_DEVICE_TYPE_GPU, NULL, NULL, &err);
    CHECK(c2 && err == CL_SUCCESS);
    OK(clReleaseContext(c2));
    cl_context c = clCreateContext(props, 1, &dev, NULL, NULL, &err);
    CHECK(c && err == CL_SUCCESS);
    cl_uint u = 0;
    OK(clRetainContext(c));
    OK(clGetContextInfo(c, CL_CONTEXT_REFERENCE_COUNT, sizeof u, &u, NULL));
    CHECK(u == 2);
    OK(clReleaseContext(c));
    OK(clGetContextInfo(c, CL_CONTEXT_NUM_DEVICES, sizeof u, &u, NULL));
    CHECK(u == 1);
    cl_device_id d = NULL;
    OK(clGetContextInfo(c, CL_CONTEXT_DEVICES, sizeof d, &d, NULL));
    CHECK(d == dev);
    cl_context_properties got[3] = {0};
    OK(clGetContextInfo(c, CL_CONTEXT_PROPERTIES, sizeof got, got, NULL));
    CHECK(got[0] == CL_CONTEXT_PLATFORM && got[1] == (cl_context_properties)pl && got[2] == 0);
    EXPECT(clGetContextInfo(c, 0x7fff, sizeof u, &u, NULL), CL_INVALID_VALUE);
    return c;
}

static void buffers(cl_context c, cl_command_queue q)
{
    cl_int err = 0;
    int host[256], back[256];
    for (int i = 0; i < 256; i++)
        host[i] = i * 7 - 100;
    CHECK(!clCreateBuffer(c, CL_MEM_READ_ONLY | CL_MEM_WRITE_ONLY, 64, NULL, &err) && err == CL_INVALID_VALUE);
    CHECK(!clCreateBuffer(c, CL_MEM_READ_WRITE, 0, NULL, &err) && err == CL_INVALID_BUFFER_SIZE);
    CHECK(!clCreateBuffer(c, CL_MEM_COPY_HOST_PTR, 64, NULL, &err) && err == CL_INVALID_HOST_PTR);
    CHECK(!clCreateBuffer(c, CL_MEM_READ_WRITE, 64, host, &err) && err == CL_INVALID_HOST_PTR);
    CHECK(!clCreateBuffer(c, CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR, 64, host, &err) && err == CL_INVALID_VALUE);
    CHECK(!clCreateBuffer((cl_context)q, CL_MEM_READ_WRITE, 64, NULL, &err) && err == CL_INVALID_CONTEXT);

    cl_mem a = clCreateBuffer(c, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof host, host, &err);
    CHECK(a && err == CL_SUCCESS);
    cl_mem b = clCreateBuffer(c, CL_MEM_ALLOC_HOST_PTR, sizeof host, NULL, &err);
    CHECK(b && err == CL_SUCCESS);
    OK(clEnqueueReadBuffer(q, a, CL_TRUE, 0, sizeof back, back, 0, NULL, NULL));
    CHECK(!memcmp(host, back, sizeof host));
    EXPECT(clEnqueueReadBuffer(q, a, CL_TRUE, 4, sizeof back, back, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clEnqueueReadBuffer(q, a, CL_TRUE, 0, 4, NULL, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clEnqueueReadBuffer(q, (cl_mem)q, CL_TRUE, 0, 4, back, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);
    EXPECT(clEnqueueReadBuffer(q, a, CL_TRUE, 0, 4, back, 1, NULL, NULL), CL_INVALID_EVENT_WAIT_LIST);
    int v = 12345;
    OK(clEnqueueWriteBuffer(q, a, CL_TRUE, 8, sizeof v, &v, 0, NULL, NULL));
    host[2] = v;
    EXPECT(clEnqueueWriteBuffer(q, a, CL_TRUE, sizeof host - 2, sizeof v, &v, 0, NULL, NULL), CL_INVALID_VALUE);
    OK(clEnqueueCopyBuffer(q, a, b, 0, 0, sizeof host, 0, NULL, NULL));
    OK(clEnqueueReadBuffer(q, b, CL_TRUE, 0, sizeof back, back, 0, NULL, NULL));
    CHECK(!memcmp(host, back, sizeof host));
    EXPECT(clEnqueueCopyBuffer(q, a, a, 0, 16, 64, 0, NULL, NULL), CL_MEM_COPY_OVERLAP);
    EXPECT(clEnqueueCopyBuffer(q, a, b, 0, 16, sizeof host, 0, NULL, NULL), CL_INVALID_VALUE);

    short pat = -2;
    OK(clEnqueueFillBuffer(q, b, &pat, sizeof pat, 64, 128, 0, NULL, NULL));
    OK(clEnqueueReadBuffer(q, b, CL_TRUE, 0, sizeof back, back, 0, NULL, NULL));
    for (int i = 16; i < 48; i++)
        host[i] = (int)0xfffefffeu;   /* two shorts of -2 */
    CHECK(!memcmp(host, back, sizeof host));
    EXPECT(clEnqueueFillBuffer(q, b, &pat, 3, 0, 12, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clEnqueueFillBuffer(q, b, &pat, 2, 1, 4, 0, NULL, NULL), CL_INVALID_VALUE);

    /* map for reading, then for writing */
    int *p = clEnqueueMapBuffer(q, b, CL_TRUE, CL_MAP_READ, 16, 32, 0, NULL, NULL, &err);
    CHECK(p && err == CL_SUCCESS && p[0] == host[4] && p[7] == host[11]);
    cl_uint maps = 0;
    OK(clGetMemObjectInfo(b, CL_MEM_MAP_COUNT, sizeof maps, &maps, NULL));
    CHECK(maps == 1);
    EXPECT(clEnqueueUnmapMemObject(q, b, host, 0, NULL, NULL), CL_INVALID_VALUE);
    OK(clEnqueueUnmapMemObject(q, b, p, 0, NULL, NULL));
    CHECK(!clEnqueueMapBuffer(q, b, CL_TRUE, CL_MAP_READ, 0, sizeof host + 4, 0, NULL, NULL, &err) &&
          err == CL_INVALID_VALUE);
    p = clEnqueueMapBuffer(q, b, CL_TRUE, CL_MAP_WRITE, 0, 8, 0, NULL, NULL, &err);
    CHECK(p && err == CL_SUCCESS);
    if (p) {
        p[0] = 42;
        p[1] = 43;
        OK(clEnqueueUnmapMemObject(q, b, p, 0, NULL, NULL));
    }
    OK(clEnqueueReadBuffer(q, b, CL_TRUE, 0, 8, back, 0, NULL, NULL));
    CHECK(back[0] == 42 && back[1] == 43);

    /* USE_HOST_PTR: a map is the host memory, brought up to date */
    int use[64];
    memset(use, 0, sizeof use);
    cl_mem u = clCreateBuffer(c, CL_MEM_USE_HOST_PTR, sizeof use, use, &err);
    CHECK(u && err == CL_SUCCESS);
    v = 77;
    OK(clEnqueueWriteBuffer(q, u, CL_TRUE, 4 * 10, sizeof v, &v, 0, NULL, NULL));
    p = clEnqueueMapBuffer(q, u, CL_TRUE, CL_MAP_READ, 0, sizeof use, 0, NULL, NULL, &err);
    CHECK(p == use && use[10] == 77);
    OK(clEnqueueUnmapMemObject(q, u, p, 0, NULL, NULL));
    void *hp = NULL;
    OK(clGetMemObjectInfo(u, CL_MEM_HOST_PTR, sizeof hp, &hp, NULL));
    CHECK(hp == use);

    /* host access flags */
    cl_mem na = clCreateBuffer(c, CL_MEM_HOST_NO_ACCESS, 64, NULL, &err);
    CHECK(na && err == CL_SUCCESS);
    EXPECT(clEnqueueReadBuffer(q, na, CL_TRUE, 0, 4, back, 0, NULL, NULL), CL_INVALID_OPERATION);
    EXPECT(clEnqueueWriteBuffer(q, na, CL_TRUE, 0, 4, back, 0, NULL, NULL), CL_INVALID_OPERATION);

    /* sub-buffers */
    cl_buffer_region r = {256, 128};
    cl_mem s = clCreateSubBuffer(a, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &r, &err);
    CHECK(s && err == CL_SUCCESS);
    OK(clEnqueueReadBuffer(q, s, CL_TRUE, 0, 128, back, 0, NULL, NULL));
    CHECK(!memcmp(back, host + 64, 128));
    cl_mem assoc = NULL;
    size_t off = 0, size = 0;
    OK(clGetMemObjectInfo(s, CL_MEM_ASSOCIATED_MEMOBJECT, sizeof assoc, &assoc, NULL));
    OK(clGetMemObjectInfo(s, CL_MEM_OFFSET, sizeof off, &off, NULL));
    OK(clGetMemObjectInfo(s, CL_MEM_SIZE, sizeof size, &size, NULL));
    CHECK(assoc == a && off == 256 && size == 128);
    cl_buffer_region mis = {4, 16}, out = {512, 1024}, empty = {0, 0};
    CHECK(!clCreateSubBuffer(a, 0, CL_BUFFER_CREATE_TYPE_REGION, &mis, &err) && err == CL_MISALIGNED_SUB_BUFFER_OFFSET);
    CHECK(!clCreateSubBuffer(a, 0, CL_BUFFER_CREATE_TYPE_REGION, &out, &err) && err == CL_INVALID_VALUE);
    CHECK(!clCreateSubBuffer(a, 0, CL_BUFFER_CREATE_TYPE_REGION, &empty, &err) && err == CL_INVALID_BUFFER_SIZE);
    CHECK(!clCreateSubBuffer(s, 0, CL_BUFFER_CREATE_TYPE_REGION, &r, &err) && err == CL_INVALID_MEM_OBJECT);
    EXPECT(clGetMemObjectInfo(a, 0x7fff, sizeof size, &size, NULL), CL_INVALID_VALUE);

    cl_event mev = NULL;
    cl_command_type mct = 0;
    OK(clEnqueueMigrateMemObjects(q, 1, &a, CL_MIGRATE_MEM_OBJECT_HOST, 0, NULL, &mev));
    OK(clGetEventInfo(mev, CL_EVENT_COMMAND_TYPE, sizeof mct, &mct, NULL));
    CHECK(mct == CL_COMMAND_MIGRATE_MEM_OBJECTS);
    OK(clReleaseEvent(mev));
    EXPECT(clEnqueueMigrateMemObjects(q, 0, &a, 0, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clEnqueueMigrateMemObjects(q, 1, &a, 1 << 5, 0, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clEnqueueMigrateMemObjects(q, 1, (cl_mem *)&q, 0, 0, NULL, NULL), CL_INVALID_MEM_OBJECT);

    int destroyed = 0;
    OK(clSetMemObjectDestructorCallback(na, on_destroy, &destroyed));
    EXPECT(clSetMemObjectDestructorCallback(na, NULL, NULL), CL_INVALID_VALUE);
    OK(clRetainMemObject(na));
    OK(clReleaseMemObject(na));
    CHECK(destroyed == 0);
    OK(clReleaseMemObject(na));
    CHECK(destroyed == 1);
    OK(clReleaseMemObject(s));
    OK(clReleaseMemObject(u));
    OK(clReleaseMemObject(b));
    OK(clReleaseMemObject(a));
}

/* The host's copy of a rectangle (pitches given in full, none 0). */
static void copy_rect(unsigned char *dst, const size_t dorg[3], size_t drow, size_t dslice, const unsigned char *src,
                      const size_t sorg[3], size_t srow, size_t sslice, const size_t region[3])
{
    for (size_t z = 0; z < region[2]; z++)
        for (size_t y = 0; y < region[1]; y++)
            memcpy(dst + (dorg[2] + z) * dslice + (dorg[1] + y) * drow + dorg[0],
                   src + (sorg[2] + z) * sslice + (sorg[1] + y) * srow + sorg[0], region[0]);
}

/* clEnqueue{Read,Write,Copy}BufferRect: a grid of 64 x 8 x 2 bytes (row
 * pitch 64, slice pitch 512) and its blocks, against the host's copies. */
static void rectangles(cl_context c, cl_command_queue q)
{
    enum { ROW = 64, SLICE = 512, SIZE = 1024 };
    unsigned char grid[SIZE], dev[SIZE], host[256], back[SIZE];
    for (int i = 0; i < SIZE; i++)
        grid[i] = (unsigned char)(i * 7 + 3);
    cl_int err = 0;
    cl_mem g = clCreateBuffer(c, CL_MEM_COPY_HOST_PTR, SIZE, grid, &err);
    cl_mem h = clCreateBuffer(c, CL_MEM_READ_WRITE, SIZE, NULL, &err);
    cl_mem na = clCreateBuffer(c, CL_MEM_HOST_NO_ACCESS, SIZE, NULL, &err);
    CHECK(g && h && na);
    memcpy(dev, grid, SIZE);

    /* a 12 x 3 x 2 block at (8, 2, 0) into a host grid of rows of 20 at (4, 1, 0) */
    const size_t bo[3] = {8, 2, 0}, ho[3] = {4, 1, 0}, reg[3] = {12, 3, 2}, zero[3] = {0, 0, 0};
    memset(host, 0, sizeof host);
    unsigned char want[256];
    memset(want, 0, sizeof want);
    copy_rect(want, ho, 20, 60, grid, bo, ROW, SLICE, reg);   /* host slice pitch 0: 3 rows of 20 */
    cl_event ev = NULL;
    OK(clEnqueueReadBufferRect(q, g, CL_TRUE, bo, ho, reg, ROW, SLICE, 20, 0, host, 0, NULL, &ev));
    CHECK(!memcmp(host, want, sizeof host));
    cl_command_type ct = 0;
    OK(clGetEventInfo(ev, CL_EVENT_COMMAND_TYPE, sizeof ct, &ct, NULL));
    CHECK(ct == CL_COMMAND_READ_BUFFER_RECT);
    OK(clReleaseEvent(ev));
    /* every pitch 0: tight rows and slices, one contiguous span */
    const size_t tight[3] = {16, 4, 2};
    OK(clEnqueueReadBufferRect(q, g, CL_TRUE, zero, zero, tight, 0, 0, 0, 0, back, 0, NULL, NULL));
    CHECK(!memcmp(back, grid, 16 * 4 * 2));

    /* the host block written back elsewhere in the grid, then the grid read whole */
    const size_t wo[3] = {40, 4, 0};
    OK(clEnqueueWriteBufferRect(q, g, CL_TRUE, wo, ho, reg, ROW, SLICE, 20, 60, host, 0, NULL, NULL));
    copy_rect(dev, wo, ROW, SLICE, host, ho, 20, 60, reg);
    OK(clEnqueueReadBuffer(q, g, CL_TRUE, 0, SIZE, back, 0, NULL, NULL));
    CHECK(!memcmp(back, dev, SIZE));

    /* copies: to another buffer with other pitches, and inside one buffer */
    const size_t co[3] = {3, 1, 1}, creg[3] = {10, 5, 1};
    unsigned char other[SIZE];
    memset(other, 0, SIZE);
    OK(clEnqueueFillBuffer(q, h, zero, 1, 0, SIZE, 0, NULL, NULL));
    OK(clEnqueueCopyBufferRect(q, g, h, bo, co, creg, ROW, SLICE, 32, 256, 0, NULL, NULL));
    copy_rect(other, co, 32, 256, dev, bo, ROW, SLICE, creg);
    OK(clEnqueueReadBuffer(q, h, CL_TRUE, 0, SIZE, back, 0, NULL, NULL));
    CHECK(!memcmp(back, other, SIZE));
    const size_t right[3] = {30, 2, 0};   /* beside the source's rows: no byte shared */
    OK(clEnqueueCopyBufferRect(q, g, g, bo, right, reg, ROW, SLICE, ROW, SLICE, 0, NULL, NULL));
    copy_rect(dev, right, ROW, SLICE, dev, bo, ROW, SLICE, reg);
    OK(clEnqueueReadBuffer(q, g, CL_TRUE, 0, SIZE, back, 0, NULL, NULL));
    CHECK(!memcmp(back, dev, SIZE));

    /* errors */
    const size_t flat[3] = {12, 0, 1}, wide[3] = {65, 1, 1}, deep[3] = {12, 3, 3}, end[3] = {60, 7, 1};
    EXPECT(clEnqueueReadBufferRect(q, g, CL_TRUE, bo, ho, flat, ROW, SLICE, 0, 0, host, 0, NULL, NULL),
           CL_INVALID_VALUE);
    EXPECT(clEnqueueReadBufferRect(q, g, CL_TRUE, bo, ho, NULL, ROW, SLICE, 0, 0, host, 0, NULL, NULL),
           CL_INVALID_VALUE);
    EXPECT(clEnqueueReadBufferRect(q, g, CL_TRUE, NULL, ho, reg, ROW, SLICE, 0, 0, host, 0, NULL, NULL),
           CL_INVALID_VALUE);
    EXPECT(clEnqueueReadBufferRect(q, g, CL_TRUE, bo, ho, reg, ROW, SLICE, 0, 0, NULL, 0, NULL, NULL),
           CL_INVALID_VALUE);
    EXPECT(clEnqueueReadBufferRect(q, g, CL_TRUE, zero, zero, wide, ROW, 0, 0, 0, back, 0, NULL, NULL),
           CL_INVALID_VALUE);   /* buffer row pitch below region[0] */
    EXPECT(clEnqueueReadBufferRect(q, g, CL_TRUE, zero, zero, reg, ROW, SLICE, 8, 0, back, 0, NULL, NULL),
           CL_INVALID_VALUE);   /* host row pitch below region[0] */
    EXPECT(clEnqueueReadBufferRect(q, g, CL_TRUE, zero, zero, reg, ROW, 160, 0, 0, back, 0, NULL, NULL),
           CL_INVALID_VALUE);   /* slice pitch not a multiple of the row pitch */
    EXPECT(clEnqueueReadBufferRect(q, g, CL_TRUE, zero, zero, reg, ROW, 128, 0, 0, back, 0, NULL, NULL),
           CL_INVALID_VALUE);   /* slice pitch below region[1] rows */
    EXPECT(clEnqueueReadBufferRect(q, g, CL_TRUE, zero, zero, reg, 0, 0, 12, 24, back, 0, NULL, NULL),
           CL_INVALID_VALUE);   /* host slice pitch below region[1] rows */
    EXPECT(clEnqueueReadBufferRect(q, g, CL_TRUE, bo, ho, deep, ROW, SLICE, 0, 0, back, 0, NULL, NULL),
           CL_INVALID_VALUE);   /* a third slice past the end */
    EXPECT(clEnqueueWriteBufferRect(q, g, CL_TRUE, end, zero, reg, ROW, SLICE, 0, 0, host, 0, NULL, NULL),
           CL_INVALID_VALUE);   /* past the end */
    EXPECT(clEnqueueReadBufferRect(q, na, CL_TRUE, zero, zero, reg, 0, 0, 0, 0, back, 0, NULL, NULL),
           CL_INVALID_OPERATION);
    EXPECT(clEnqueueWriteBufferRect(q, na, CL_TRUE, zero, zero, reg, 0, 0, 0, 0, back, 0, NULL, NULL),
           CL_INVALID_OPERATION);
    EXPECT(clEnqueueReadBufferRect(q, (cl_mem)q, CL_TRUE, zero, zero, reg, 0, 0, 0, 0, back, 0, NULL, NULL),
           CL_INVALID_MEM_OBJECT);
    EXPECT(clEnqueueReadBufferRect((cl_command_queue)c, g, CL_TRUE, zero, zero, reg, 0, 0, 0, 0, back, 0, NULL,
                                   NULL), CL_INVALID_COMMAND_QUEUE);
    EXPECT(clEnqueueWriteBufferRect(q, g, CL_TRUE, zero, zero, reg, 0, 0, 0, 0, back, 1, NULL, NULL),
           CL_INVALID_EVENT_WAIT_LIST);
    const size_t down[3] = {8, 3, 0}, next[3] = {16, 2, 0};
    EXPECT(clEnqueueCopyBufferRect(q, g, g, bo, down, reg, ROW, SLICE, ROW, SLICE, 0, NULL, NULL),
           CL_MEM_COPY_OVERLAP);   /* one row down: rows 3 and 4 shared */
    EXPECT(clEnqueueCopyBufferRect(q, g, g, bo, next, reg, ROW, SLICE, ROW, SLICE, 0, NULL, NULL),
           CL_MEM_COPY_OVERLAP);   /* 8 bytes right: the rows overlap */
    EXPECT(clEnqueueCopyBufferRect(q, g, g, bo, right, reg, ROW, SLICE, 128, 512, 0, NULL, NULL),
           CL_INVALID_VALUE);      /* one buffer, two row pitches */
    EXPECT(clEnqueueCopyBufferRect(q, g, h, bo, end, reg, ROW, SLICE, ROW, SLICE, 0, NULL, NULL),
           CL_INVALID_VALUE);      /* past the destination's end */
    /* two sub-buffers of one buffer meet in the parent's memory */
    cl_buffer_region r0 = {0, 768}, r1 = {256, 768};
    cl_mem s0 = clCreateSubBuffer(g, 0, CL_BUFFER_CREATE_TYPE_REGION, &r0, &err);
    cl_mem s1 = clCreateSubBuffer(g, 0, CL_BUFFER_CREATE_TYPE_REGION, &r1, &err);
    CHECK(s0 && s1);
    const size_t sub_from[3] = {0, 4, 0}, sub_reg[3] = {8, 4, 1};
    EXPECT(clEnqueueCopyBufferRect(q, s0, s1, sub_from, zero, sub_reg, ROW, 0, ROW, 0, 0, NULL, NULL),
           CL_MEM_COPY_OVERLAP);
    OK(clEnqueueCopyBufferRect(q, s0, s1, sub_from, right, sub_reg, ROW, 0, ROW, 0, 0, NULL, NULL));
    OK(clReleaseMemObject(s0));
    OK(clReleaseMemObject(s1));
    OK(clReleaseMemObject(g));
    OK(clReleaseMemObject(h));
    OK(clReleaseMemObject(na));
}

static void programs_and_kernels(cl_context c, cl_device_id dev, cl_command_queue q, cl_command_queue qp)
{
    cl_int err = 0;
    /* a build error: the log says why */
    const char *broken = "__kernel void f(__global int *p) { p[0] = undeclared; }";
    cl_program bad = clCreateProgramWithSource(c, 1, &broken, NULL, &err);
    CHECK(bad && err == CL_SUCCESS);
    EXPECT(clBuildProgram(bad, 1, &dev, NULL, NULL, NULL), CL_BUILD_PROGRAM_FAILURE);
    char log[4096] = "";
    OK(clGetProgramBuildInfo(bad, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL));
    CHECK(strstr(log, "undeclared") != NULL);
    cl_build_status st = 0;
    OK(clGetProgramBuildInfo(bad, dev, CL_PROGRAM_BUILD_STATUS, sizeof st, &st, NULL));
    CHECK(st == CL_BUILD_ERROR);
    EXPECT(clBuildProgram(bad, 1, &dev, "-no-such-option", NULL, NULL), CL_INVALID_BUILD_OPTIONS);
    CHECK(!clCreateKernel(bad, "f", &err) && err == CL_INVALID_PROGRAM_EXECUTABLE);
    OK(clReleaseProgram(bad));
    CHECK(!clCreateProgramWithSource(c, 0, &broken, NULL, &err) && err == CL_INVALID_VALUE);

    /* the real program, with a -D the kernel reads */
    cl_program p = clCreateProgramWithSource(c, 1, &source, NULL, &err);
    CHECK(p && err == CL_SUCCESS);
    EXPECT(clBuildProgram(p, 0, &dev, NULL, NULL, NULL), CL_INVALID_VALUE);
    OK(clBuildProgram(p, 1, &dev, "-D SCALE=3 -cl-mad-enable", NULL, NULL));
    char opts[64] = "";
    OK(clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_OPTIONS, sizeof opts, opts, NULL));
    CHECK(!strcmp(opts, "-D SCALE=3 -cl-mad-enable"));
    size_t nk = 0;
    OK(clGetProgramInfo(p, CL_PROGRAM_NUM_KERNELS, sizeof nk, &nk, NULL));
    CHECK(nk == 3);
    char names[64] = "";
    OK(clGetProgramInfo(p, CL_PROGRAM_KERNEL_NAMES, sizeof names, names, NULL));
    CHECK(strstr(names, "scale") && strstr(names, "sum") && strstr(names, "ext") && strlen(names) == 13);
    size_t srclen = 0;
    OK(clGetProgramInfo(p, CL_PROGRAM_SOURCE, 0, NULL, &srclen));
    CHECK(srclen == strlen(source) + 1);

    /* kernels and their arguments */
    CHECK(!clCreateKernel(p, "nope", &err) && err == CL_INVALID_KERNEL_NAME);
    cl_kernel ks = clCreateKernel(p, "scale", &err);
    CHECK(ks && err == CL_SUCCESS);
    EXPECT(clBuildProgram(p, 1, &dev, NULL, NULL, NULL), CL_INVALID_OPERATION);
    cl_uint nargs = 0;
    OK(clGetKernelInfo(ks, CL_KERNEL_NUM_ARGS, sizeof nargs, &nargs, NULL));
    CHECK(nargs == 3);
    char kname[32] = "";
    OK(clGetKernelInfo(ks, CL_KERNEL_FUNCTION_NAME, sizeof kname, kname, NULL));
    CHECK(!strcmp(kname, "scale"));
    OK(clGetKernelArgInfo(ks, 2, CL_KERNEL_ARG_NAME, sizeof kname, kname, NULL));
    CHECK(!strcmp(kname, "k"));
    cl_kernel_arg_address_qualifier aq = 0;
    OK(clGetKernelArgInfo(ks, 0, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof aq, &aq, NULL));
    CHECK(aq == CL_KERNEL_ARG_ADDRESS_GLOBAL);
    EXPECT(clGetKernelArgInfo(ks, 3, CL_KERNEL_ARG_NAME, sizeof kname, kname, NULL), CL_INVALID_ARG_INDEX);
    size_t wg = 0, mult = 0;
    OK(clGetKernelWorkGroupInfo(ks, dev, CL_KERNEL_WORK_GROUP_SIZE, sizeof wg, &wg, NULL));
    CHECK(wg >= 64 && wg <= 1024);
    OK(clGetKernelWorkGroupInfo(ks, dev, CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE, sizeof mult, &mult, NULL));
    CHECK(mult == 64);

    enum { N = 1000 };
    float in[N], outv[N];
    for (int i = 0; i < N; i++)
        in[i] = (float)i * 0.5f - 17.0f;
    cl_mem bin = clCreateBuffer(c, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof in, in, &err);
    cl_mem bout = clCreateBuffer(c, CL_MEM_WRITE_ONLY, sizeof outv, NULL, &err);
    CHECK(bin && bout);
    float k = 2.0f;
    size_t global = N, local = 100, big[3] = {1024, 2, 1};
    EXPECT(clSetKernelArg(ks, 3, sizeof k, &k), CL_INVALID_ARG_INDEX);
    EXPECT(clSetKernelArg(ks, 2, sizeof(double), &k), CL_INVALID_ARG_SIZE);
    EXPECT(clSetKernelArg(ks, 2, sizeof k, NULL), CL_INVALID_ARG_VALUE);
    EXPECT(clSetKernelArg(ks, 0, 4, &bin), CL_INVALID_ARG_SIZE);
    OK(clSetKernelArg(ks, 0, sizeof bin, &bin));
    OK(clSetKernelArg(ks, 1, sizeof bout, &bout));
    EXPECT(clEnqueueNDRangeKernel(q, ks, 1, NULL, &global, NULL, 0, NULL, NULL), CL_INVALID_KERNEL_ARGS);
    OK(clSetKernelArg(ks, 2, sizeof k, &k));
    EXPECT(clEnqueueNDRangeKernel(q, ks, 0, NULL, &global, NULL, 0, NULL, NULL), CL_INVALID_WORK_DIMENSION);
    EXPECT(clEnqueueNDRangeKernel(q, ks, 1, NULL, NULL, NULL, 0, NULL, NULL), CL_INVALID_GLOBAL_WORK_SIZE);
    size_t l3 = 3;
    EXPECT(clEnqueueNDRangeKernel(q, ks, 1, NULL, &global, &l3, 0, NULL, NULL), CL_INVALID_WORK_GROUP_SIZE);
    EXPECT(clEnqueueNDRangeKernel(q, ks, 2, NULL, big, big, 0, NULL, NULL), CL_INVALID_WORK_GROUP_SIZE);
    cl_event ev = NULL;
    OK(clEnqueueNDRangeKernel(qp, ks, 1, NULL, &global, &local, 0, NULL, &ev));
    OK(clWaitForEvents(1, &ev));
    OK(clEnqueueReadBuffer(q, bout, CL_TRUE, 0, sizeof outv, outv, 0, NULL, NULL));
    int good = 1;
    for (int i = 0; i < N; i++)
        good &= outv[i] == in[i] * 2.0f * 3.0f;
    CHECK(good);

    /* events */
    cl_int status = 0;
    cl_command_type ct = 0;
    OK(clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL));
    OK(clGetEventInfo(ev, CL_EVENT_COMMAND_TYPE, sizeof ct, &ct, NULL));
    CHECK(status == CL_COMPLETE && ct == CL_COMMAND_NDRANGE_KERNEL);
    cl_ulong t0 = 0, t1 = 0, t2 = 0;
    OK(clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_QUEUED, sizeof t0, &t0, NULL));
    OK(clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, sizeof t1, &t1, NULL));
    OK(clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, sizeof t2, &t2, NULL));
    CHECK(t0 <= t1 && t1 < t2);
    EXPECT(clGetEventProfilingInfo(ev, 0x7fff, sizeof t0, &t0, NULL), CL_INVALID_VALUE);
    OK(clSetEventCallback(ev, CL_COMPLETE, on_event, &called));
    CHECK(called == 1);
    EXPECT(clWaitForEvents(0, NULL), CL_INVALID_VALUE);
    OK(clRetainEvent(ev));
    OK(clReleaseEvent(ev));
    OK(clReleaseEvent(ev));
    cl_event e2 = NULL, e3 = NULL;
    OK(clEnqueueNDRangeKernel(q, ks, 1, NULL, &global, NULL, 0, NULL, &e2));   /* local size chosen */
    EXPECT(clGetEventProfilingInfo(e2, CL_PROFILING_COMMAND_END, sizeof t0, &t0, NULL), CL_PROFILING_INFO_NOT_AVAILABLE);
    OK(clEnqueueMarkerWithWaitList(q, 1, &e2, &e3));
    OK(clEnqueueBarrierWithWaitList(q, 0, NULL, NULL));
    OK(clWaitForEvents(1, &e3));
    OK(clReleaseEvent(e2));
    OK(clReleaseEvent(e3));

    /* __local arguments: a work-group sum */
    enum { G = 64 * 8, L = 64 };
    int vals[G], sums[G / L];
    for (int i = 0; i < G; i++)
        vals[i] = (i * 37) % 101 - 50;
    cl_mem vin = clCreateBuffer(c, CL_MEM_COPY_HOST_PTR, sizeof vals, vals, &err);
    cl_mem vout = clCreateBuffer(c, CL_MEM_READ_WRITE, sizeof sums, NULL, &err);
    cl_kernel kr = clCreateKernel(p, "sum", &err);
    CHECK(kr && vin && vout);
    OK(clSetKernelArg(kr, 0, sizeof vin, &vin));
    OK(clSetKernelArg(kr, 1, sizeof vout, &vout));
    EXPECT(clSetKernelArg(kr, 2, sizeof(int) * L, vals), CL_INVALID_ARG_VALUE);
    EXPECT(clSetKernelArg(kr, 2, 0, NULL), CL_INVALID_ARG_SIZE);
    OK(clSetKernelArg(kr, 2, sizeof(int) * L, NULL));
    cl_ulong lmem = 0;
    OK(clGetKernelWorkGroupInfo(kr, dev, CL_KERNEL_LOCAL_MEM_SIZE, sizeof lmem, &lmem, NULL));
    CHECK(lmem >= sizeof(int) * L);
    size_t gs = G, ls = L;
    OK(clEnqueueNDRangeKernel(q, kr, 1, NULL, &gs, &ls, 0, NULL, NULL));
    OK(clFinish(q));
    OK(clEnqueueReadBuffer(q, vout, CL_TRUE, 0, sizeof sums, sums, 0, NULL, NULL));
    good = 1;
    for (int g = 0; g < G / L; g++) {
        int s = 0;
        for (int i = 0; i < L; i++)
            s += vals[g * L + i];
        good &= sums[g] == s;
    }
    CHECK(good);

    /* the extensions the device reports: 32-bit atomics in global and local memory, doubles */
    enum { E = 256, EL = 64 };
    int zero = 0, count = 0;
    double d[E];
    cl_mem bcount = clCreateBuffer(c, CL_MEM_COPY_HOST_PTR, sizeof zero, &zero, &err);
    cl_mem bd = clCreateBuffer(c, CL_MEM_READ_WRITE, sizeof d, NULL, &err);
    cl_kernel ke = clCreateKernel(p, "ext", &err);
    CHECK(bcount && bd && ke);
    OK(clSetKernelArg(ke, 0, sizeof bcount, &bcount));
    OK(clSetKernelArg(ke, 1, sizeof bd, &bd));
    size_t ge = E, le = EL;
    OK(clEnqueueNDRangeKernel(q, ke, 1, NULL, &ge, &le, 0, NULL, NULL));
    OK(clEnqueueReadBuffer(q, bcount, CL_TRUE, 0, sizeof count, &count, 0, NULL, NULL));
    OK(clEnqueueReadBuffer(q, bd, CL_TRUE, 0, sizeof d, d, 0, NULL, NULL));
    CHECK(count == E);
    good = 1;
    for (int i = 0; i < E; i++)
        good &= d[i] == (double)i / 3.0;
    CHECK(good);
    OK(clReleaseKernel(ke));
    OK(clReleaseMemObject(bcount));
    OK(clReleaseMemObject(bd));

    /* the program's binary makes a program that runs */
    size_t binsize = 0;
    OK(clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, sizeof binsize, &binsize, NULL));
    CHECK(binsize > 0);
    unsigned char *bytes = malloc(binsize ? binsize : 1);
    OK(clGetProgramInfo(p, CL_PROGRAM_BINARIES, sizeof bytes, &bytes, NULL));
    const unsigned char *cb = bytes;
    cl_int bst = 0;
    cl_program pb = clCreateProgramWithBinary(c, 1, &dev, &binsize, &cb, &bst, &err);
    CHECK(pb && err == CL_SUCCESS && bst == CL_SUCCESS);
    OK(clBuildProgram(pb, 1, &dev, NULL, NULL, NULL));
    cl_kernel kb[3] = {NULL, NULL, NULL};
    cl_uint nkb = 0;
    EXPECT(clCreateKernelsInProgram(pb, 2, kb, &nkb), CL_INVALID_VALUE);
    OK(clCreateKernelsInProgram(pb, 3, kb, &nkb));
    CHECK(nkb == 3);
    cl_kernel kscale = NULL;
    for (int i = 0; i < 3; i++) {
        OK(clGetKernelInfo(kb[i], CL_KERNEL_FUNCTION_NAME, sizeof kname, kname, NULL));
        if (!strcmp(kname, "scale"))
            kscale = kb[i];
    }
    CHECK(kscale != NULL);
    if (kscale) {
        k = -1.0f;
        OK(clSetKernelArg(kscale, 0, sizeof bin, &bin));
        OK(clSetKernelArg(kscale, 1, sizeof bout, &bout));
        OK(clSetKernelArg(kscale, 2, sizeof k, &k));
        OK(clEnqueueNDRangeKernel(q, kscale, 1, NULL, &global, NULL, 0, NULL, NULL));
        OK(clEnqueueReadBuffer(q, bout, CL_TRUE, 0, sizeof outv, outv, 0, NULL, NULL));
        good = 1;
        for (int i = 0; i < N; i++)
            good &= outv[i] == in[i] * -3.0f;
        CHECK(good);
    }
    bytes[1] ^= 0xff;
    CHECK(!clCreateProgramWithBinary(c, 1, &dev, &binsize, &cb, &bst, &err) && err == CL_INVALID_BINARY &&
          bst == CL_INVALID_BINARY);
    free(bytes);
    for (int i = 0; i < 3; i++)
        OK(clReleaseKernel(kb[i]));
    OK(clReleaseProgram(pb));

    OK(clReleaseKernel(kr));
    OK(clReleaseKernel(ks));
    EXPECT(clReleaseKernel((cl_kernel)q), CL_INVALID_KERNEL);
    OK(clReleaseMemObject(vin));
    OK(clReleaseMemObject(vout));
    OK(clReleaseMemObject(bin));
    OK(clReleaseMemObject(bout));
    OK(clReleaseProgram(p));
}

/* Device memory comes back when the last reference to a buffer goes: the
 * device refuses more than its global memory at once, yet creating and
 * releasing the largest buffer four times as often as it holds goes on; a
 * sub-buffer keeps its parent's memory. */
static void device_memory(cl_context c, cl_device_id dev, cl_command_queue q)
{
    cl_ulong global = 0, most = 0;
    OK(clGetDeviceInfo(dev, CL_DEVICE_GLOBAL_MEM_SIZE, sizeof global, &global, NULL));
    OK(clGetDeviceInfo(dev, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof most, &most, NULL));
    CHECK(most >= global / 4 && most > 0);
    if (!(most >= global / 4 && most > 0))
        return;
    const unsigned fit = (unsigned)(global / most);   /* the device holds at most this many at once */
    cl_mem held[16];
    unsigned n = 0;
    cl_int err = CL_SUCCESS;
    while (n < 16 && (held[n] = clCreateBuffer(c, CL_MEM_READ_WRITE, most, NULL, &err)))
        n++;
    CHECK(n + 1 >= fit && n <= fit && err == CL_MEM_OBJECT_ALLOCATION_FAILURE);
    for (unsigned i = 0; i < n; i++)
        OK(clReleaseMemObject(held[i]));
    unsigned made = 0;
    const char last = 7;
    for (unsigned i = 0; i < 4 * fit; i++) {
        cl_mem m = clCreateBuffer(c, CL_MEM_READ_WRITE, most, NULL, &err);
        made += m && clEnqueueWriteBuffer(q, m, CL_TRUE, most - 1, 1, &last, 0, NULL, NULL) == CL_SUCCESS &&
                clReleaseMemObject(m) == CL_SUCCESS;
    }
    CHECK(made == 4 * fit);

    /* the parent released, its sub-buffer alive: the parent's memory stays taken */
    cl_mem parent = clCreateBuffer(c, CL_MEM_READ_WRITE, most, NULL, &err);
    cl_buffer_region r = {(size_t)most - 256, 256};
    cl_mem sub = parent ? clCreateSubBuffer(parent, 0, CL_BUFFER_CREATE_TYPE_REGION, &r, &err) : NULL;
    CHECK(sub && err == CL_SUCCESS);
    if (!sub)
        return;
    OK(clEnqueueWriteBuffer(q, sub, CL_TRUE, 255, 1, &last, 0, NULL, NULL));
    OK(clReleaseMemObject(parent));
    n = 0;
    while (n < 16 && (held[n] = clCreateBuffer(c, CL_MEM_READ_WRITE, most, NULL, &err)))
        n++;
    CHECK(n + 2 >= fit && n < fit && err == CL_MEM_OBJECT_ALLOCATION_FAILURE);
    char got = 0;
    OK(clEnqueueReadBuffer(q, sub, CL_TRUE, 255, 1, &got, 0, NULL, NULL));
    CHECK(got == last);
    OK(clReleaseMemObject(sub));   /* now the parent's memory comes back */
    cl_mem one = clCreateBuffer(c, CL_MEM_READ_WRITE, most, NULL, &err);
    CHECK(one && err == CL_SUCCESS);
    if (one)
        OK(clReleaseMemObject(one));
    for (unsigned i = 0; i < n; i++)
        OK(clReleaseMemObject(held[i]));
}

int main(void)
{
    /* a device of 512 MiB (the runtime's GCN_DEVICE_MEM; docs/opencl.md), unless
     * the environment names another size: device_memory fills it */
    setenv("GCN_DEVICE_MEM", "512M", 0);
    cl_platform_id pl = NULL;
    cl_device_id dev = NULL;
    platform_and_device(&pl, &dev);
    if (failures) {
        fprintf(stderr, "test_ocl_api: the platform is not usable (OCL_ICD_VENDORS=%s)\n",
                getenv("OCL_ICD_VENDORS") ? getenv("OCL_ICD_VENDORS") : "");
        return 1;
    }
    cl_context c = context(pl, dev);
    cl_int err = 0;
    CHECK(!clCreateCommandQueue(c, dev, CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, &err) &&
          err == CL_INVALID_QUEUE_PROPERTIES);
    CHECK(!clCreateCommandQueue(c, dev, (cl_command_queue_properties)1 << 20, &err) && err == CL_INVALID_VALUE);
    cl_command_queue q = clCreateCommandQueue(c, dev, 0, &err);
    cl_command_queue qp = clCreateCommandQueue(c, dev, CL_QUEUE_PROFILING_ENABLE, &err);
    CHECK(q && qp && err == CL_SUCCESS);
    cl_command_queue_properties props = 0;
    OK(clGetCommandQueueInfo(qp, CL_QUEUE_PROPERTIES, sizeof props, &props, NULL));
    CHECK(props == CL_QUEUE_PROFILING_ENABLE);
    cl_context qc = NULL;
    OK(clGetCommandQueueInfo(q, CL_QUEUE_CONTEXT, sizeof qc, &qc, NULL));
    CHECK(qc == c);
    EXPECT(clGetCommandQueueInfo(q, 0x7fff, sizeof qc, &qc, NULL), CL_INVALID_VALUE);
    OK(clRetainCommandQueue(q));
    OK(clReleaseCommandQueue(q));
    OK(clFlush(q));
    OK(clFinish(q));
    EXPECT(clFinish((cl_command_queue)c), CL_INVALID_COMMAND_QUEUE);
    buffers(c, q);
    rectangles(c, q);
    device_memory(c, dev, q);
    programs_and_kernels(c, dev, q, qp);
    separate_compilation(c, dev, q);
    user_events(c, dev, q);
    global_offsets(c, dev, q);
    by_value_args(c, dev, q);
    OK(clReleaseCommandQueue(q));
    OK(clReleaseCommandQueue(qp));
    OK(clReleaseContext(c));
    printf("test_ocl_api: %d checked, %d failed\n", checks, failures);
    return failures != 0;
}
