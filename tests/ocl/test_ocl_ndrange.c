/* NDRange launches with a global work offset: get_global_id and
 * get_global_offset in three dimensions against host C, the work-items
 * outside the offset range untouched, and the offsets the device's size_t
 * cannot hold refused.  By-value arguments of every size. */
#include "test_ocl_api.h"

#include <stdint.h>

static const char *ids_source =
    "__kernel void ids(__global ulong *out, __global ulong *offsets)\n"
    "{\n"
    "    size_t x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);\n"
    "    size_t w = get_global_size(0) + get_global_offset(0), h = get_global_size(1) + get_global_offset(1);\n"
    "    out[(z * h + y) * w + x] = x * 1000000 + y * 1000 + z + 1;\n"
    "    if (x == get_global_offset(0) && y == get_global_offset(1) && z == get_global_offset(2))\n"
    "        for (uint d = 0; d < 4; d++) offsets[d] = get_global_offset(d);\n"
    "}\n";

enum { W = 11, H = 7, D = 5 };   /* the buffer covers the offset plus the global range */

/* Run ids over global at offset off (NULL: none; local: NULL or local); check every
 * element of the W x H x D buffer: written where the offset range covers it
 * (its global IDs encoded), zero elsewhere; and get_global_offset. */
static void run_ids(cl_context c, cl_command_queue q, cl_kernel k, cl_uint dims, const size_t off[3],
                    const size_t global[3], const size_t *local)
{
    cl_int err = CL_SUCCESS;
    cl_ulong zero[W * H * D] = {0}, out[W * H * D], offs[4] = {9, 9, 9, 9};
    cl_mem bo = clCreateBuffer(c, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof zero, zero, &err);
    cl_mem bf = clCreateBuffer(c, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof offs, offs, &err);
    CHECK(bo && bf && err == CL_SUCCESS);
    if (!bo || !bf)
        return;
    OK(clSetKernelArg(k, 0, sizeof bo, &bo));
    OK(clSetKernelArg(k, 1, sizeof bf, &bf));
    OK(clEnqueueNDRangeKernel(q, k, dims, off, global, local, 0, NULL, NULL));
    const size_t none[3] = {0, 0, 0}, *o = off ? off : none;
    OK(clEnqueueReadBuffer(q, bo, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
    OK(clEnqueueReadBuffer(q, bf, CL_TRUE, 0, sizeof offs, offs, 0, NULL, NULL));
    int wrong = 0;
    for (size_t z = 0; z < D; z++)
        for (size_t y = 0; y < H; y++)
            for (size_t x = 0; x < W; x++) {
                size_t p[3] = {x, y, z};
                int inside = 1;
                for (cl_uint d = 0; d < 3; d++) {
                    size_t od = d < dims ? o[d] : 0, g = d < dims ? global[d] : 1;
                    inside &= p[d] >= od && p[d] < od + g;
                }
                cl_ulong want = inside ? x * 1000000 + y * 1000 + z + 1 : 0;
                wrong += out[(z * H + y) * W + x] != want;
            }
    CHECK(wrong == 0);
    for (cl_uint d = 0; d < 4; d++)   /* get_global_offset is 0 past dims and for dimension 3 */
        CHECK(offs[d] == (d < dims ? o[d] : 0));
    OK(clReleaseMemObject(bo));
    OK(clReleaseMemObject(bf));
}

/* Kernel name of a program built from source (its program in *p), checked;
 * NULL (and nothing left to release) when that fails. */
static cl_kernel build_kernel(cl_context c, cl_device_id dev, const char *source, const char *name, cl_program *p)
{
    cl_int err = CL_SUCCESS;
    *p = clCreateProgramWithSource(c, 1, &source, NULL, &err);
    CHECK(*p && err == CL_SUCCESS);
    if (!*p)
        return NULL;
    OK(clBuildProgram(*p, 1, &dev, NULL, NULL, NULL));
    cl_kernel k = clCreateKernel(*p, name, &err);
    CHECK(k && err == CL_SUCCESS);
    if (!k)
        clReleaseProgram(*p);
    return k;
}

void global_offsets(cl_context c, cl_device_id dev, cl_command_queue q)
{
    cl_int err = CL_SUCCESS;
    cl_program p;
    cl_kernel k = build_kernel(c, dev, ids_source, "ids", &p);
    if (!k)
        return;
    /* three dimensions, each offset and size such that the range ends inside the buffer
     * (x: 3..10, y: 2..6, z: 1..4), with the local size chosen and given */
    const size_t off3[3] = {3, 2, 1}, global3[3] = {8, 5, 4}, local3[3] = {4, 5, 2};
    run_ids(c, q, k, 3, off3, global3, NULL);
    run_ids(c, q, k, 3, off3, global3, local3);
    /* one dimension: an offset past a workgroup's size; NULL offsets and zero offsets alike */
    const size_t off1[3] = {9, 0, 0}, global1[3] = {2, 1, 1}, zero[3] = {0, 0, 0}, whole[3] = {W, H, D};
    run_ids(c, q, k, 1, off1, global1, NULL);
    run_ids(c, q, k, 3, zero, whole, NULL);
    run_ids(c, q, k, 3, NULL, whole, NULL);
    /* the last global ID past the device's 64-bit size_t */
    size_t huge[3] = {SIZE_MAX - 7, 0, 0}, eight[3] = {8, 1, 1}, nine[3] = {9, 1, 1};
    cl_mem b = clCreateBuffer(c, CL_MEM_READ_WRITE, 64, NULL, &err);
    OK(clSetKernelArg(k, 0, sizeof b, &b));
    OK(clSetKernelArg(k, 1, sizeof b, &b));
    EXPECT(clEnqueueNDRangeKernel(q, k, 1, huge, nine, NULL, 0, NULL, NULL), CL_INVALID_GLOBAL_OFFSET);
    huge[0] = 5;
    huge[1] = SIZE_MAX;
    EXPECT(clEnqueueNDRangeKernel(q, k, 2, huge, eight, NULL, 0, NULL, NULL), CL_INVALID_GLOBAL_OFFSET);
    OK(clFinish(q));
    OK(clReleaseMemObject(b));
    OK(clReleaseKernel(k));
    OK(clReleaseProgram(p));
}

static const char *vals_source =
    "struct S { int a; float b; char c; long d; };\n"
    "__kernel void vals(__global long *out, char c, short s, float4 v, struct S st, uchar3 u, double d,\n"
    "                   int i, ulong big)\n"
    "{\n"
    "    long r[16] = {c, s, as_int(v.x), as_int(v.y), as_int(v.z), as_int(v.w), st.a, as_int(st.b), st.c,\n"
    "                  st.d, u.x, u.y, u.z, as_long(d), i, (long)big};\n"
    "    out[get_global_id(0)] = r[get_global_id(0)];\n"
    "}\n";

struct vals_s { cl_int a; cl_float b; cl_char c; cl_long d; };   /* OpenCL C's struct S, member for member */

static cl_int as_int_f(float f)
{
    cl_int i;
    memcpy(&i, &f, sizeof i);
    return i;
}

/* By-value arguments of every size OpenCL C has (char, short, a float4, a
 * struct, a 3-vector, double, int, ulong) reach the kernel bit for bit; the
 * value a launch takes is the one set when it was enqueued. */
void by_value_args(cl_context c, cl_device_id dev, cl_command_queue q)
{
    cl_int err = CL_SUCCESS;
    cl_program p;
    cl_kernel k = build_kernel(c, dev, vals_source, "vals", &p);
    if (!k)
        return;
    cl_mem b = clCreateBuffer(c, CL_MEM_READ_WRITE, 16 * sizeof(cl_long), NULL, &err);
    CHECK(b && err == CL_SUCCESS);
    if (!b) {
        clReleaseKernel(k);
        clReleaseProgram(p);
        return;
    }
    cl_char ch = -5;
    cl_short sh = -30000;
    cl_float4 v = {{1.5f, -2.25f, 1e30f, -0.0f}};
    struct vals_s st = {-123456, 3.75f, 'x', -0x123456789abcdefll};
    cl_uchar3 u = {{200, 7, 255, 0}};
    cl_double d = -1.0 / 3.0;
    cl_int in = 0x7fffffff;
    cl_ulong big = 0xfedcba9876543210ull;
    OK(clSetKernelArg(k, 0, sizeof b, &b));
    EXPECT(clSetKernelArg(k, 3, 8, &v), CL_INVALID_ARG_SIZE);
    EXPECT(clSetKernelArg(k, 4, sizeof st - 8, &st), CL_INVALID_ARG_SIZE);
    EXPECT(clSetKernelArg(k, 1, 1, NULL), CL_INVALID_ARG_VALUE);
    OK(clSetKernelArg(k, 1, sizeof ch, &ch));
    OK(clSetKernelArg(k, 2, sizeof sh, &sh));
    OK(clSetKernelArg(k, 3, sizeof v, &v));
    OK(clSetKernelArg(k, 4, sizeof st, &st));
    OK(clSetKernelArg(k, 5, sizeof u, &u));
    OK(clSetKernelArg(k, 6, sizeof d, &d));
    OK(clSetKernelArg(k, 7, sizeof in, &in));
    OK(clSetKernelArg(k, 8, sizeof big, &big));
    /* enqueued behind a user event, then the arguments changed: the launch keeps the old values */
    cl_event gate = clCreateUserEvent(c, &err);
    size_t global = 16;
    OK(clEnqueueNDRangeKernel(q, k, 1, NULL, &global, NULL, 1, &gate, NULL));
    cl_char ch2 = 99;
    struct vals_s st2 = {1, 1.0f, 1, 1};
    OK(clSetKernelArg(k, 1, sizeof ch2, &ch2));
    OK(clSetKernelArg(k, 4, sizeof st2, &st2));
    OK(clSetUserEventStatus(gate, CL_COMPLETE));
    cl_long out[16];
    OK(clEnqueueReadBuffer(q, b, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
    cl_long d_bits;
    memcpy(&d_bits, &d, sizeof d_bits);
    const cl_long want[16] = {ch, sh, as_int_f(v.s[0]), as_int_f(v.s[1]), as_int_f(v.s[2]), as_int_f(v.s[3]),
                              st.a, as_int_f(st.b), st.c, st.d, u.s[0], u.s[1], u.s[2], d_bits, in,
                              (cl_long)big};
    int wrong = 0;
    for (int i = 0; i < 16; i++)
        wrong += out[i] != want[i];
    CHECK(wrong == 0);
    /* and a launch enqueued now takes the new ones */
    OK(clEnqueueNDRangeKernel(q, k, 1, NULL, &global, NULL, 0, NULL, NULL));
    OK(clEnqueueReadBuffer(q, b, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
    CHECK(out[0] == 99 && out[6] == 1 && out[7] == as_int_f(1.0f) && out[8] == 1 && out[9] == 1 && out[14] == in);
    OK(clReleaseEvent(gate));
    OK(clReleaseMemObject(b));
    OK(clReleaseKernel(k));
    OK(clReleaseProgram(p));
}
