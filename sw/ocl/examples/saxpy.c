/* SAXPY, y = a*x + y, as an OpenCL 1.2 host program writes it: the first
 * platform's default device, a program from source, two buffers, one
 * NDRange with a profiling event.  Checked against the same sum in C.
 * On this project: OCL_ICD_VENDORS=build/gcn.icd build/ocl/saxpy
 * (docs/opencl.md).  Usage: saxpy [N] (elements; default 5000). */
#include <math.h>

#include "clhost.h"

static const char *source =
    "__kernel void saxpy(const float a, __global const float *x, __global float *y, const uint n)\n"
    "{\n"
    "    size_t i = get_global_id(0);\n"
    "    if (i < n)\n"
    "        y[i] = a * x[i] + y[i];\n"
    "}\n";

int main(int argc, char **argv)
{
    clhost_prog = "saxpy";
    const int N = (int)clhost_size(argc, argv, 5000, 1, 1 << 24, 1, "N");
    const float a = 2.5f;
    const size_t bytes = (size_t)N * sizeof(float);
    float *x = malloc(bytes), *y = malloc(bytes), *ref = malloc(bytes);
    if (!x || !y || !ref) {
        fprintf(stderr, "saxpy: out of host memory\n");
        return 1;
    }
    for (int i = 0; i < N; i++) {
        x[i] = (float)(i % 97) * 0.25f - 3.0f;
        y[i] = (float)(i % 13) - 6.5f;
        ref[i] = fmaf(a, x[i], y[i]);
    }
    cl_platform_id platform;
    cl_device_id device;
    cl_int err;
    CHECK(clGetPlatformIDs(1, &platform, NULL));
    CHECK(clGetDeviceIDs(platform, CL_DEVICE_TYPE_DEFAULT, 1, &device, NULL));
    char name[128];
    CHECK(clGetDeviceInfo(device, CL_DEVICE_NAME, sizeof name, name, NULL));
    cl_context ctx = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
    CHECK(err);
    cl_command_queue q = clCreateCommandQueue(ctx, device, CL_QUEUE_PROFILING_ENABLE, &err);
    CHECK(err);
    cl_program prog = clCreateProgramWithSource(ctx, 1, &source, NULL, &err);
    CHECK(err);
    if (clBuildProgram(prog, 1, &device, "", NULL, NULL) != CL_SUCCESS) {
        char log[8192];
        clGetProgramBuildInfo(prog, device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
        fprintf(stderr, "saxpy: build failed:\n%s\n", log);
        return 1;
    }
    cl_kernel k = clCreateKernel(prog, "saxpy", &err);
    CHECK(err);
    cl_mem bx = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, bytes, x, &err);
    CHECK(err);
    cl_mem by = clCreateBuffer(ctx, CL_MEM_READ_WRITE, bytes, NULL, &err);
    CHECK(err);
    CHECK(clEnqueueWriteBuffer(q, by, CL_FALSE, 0, bytes, y, 0, NULL, NULL));
    cl_uint n = N;
    CHECK(clSetKernelArg(k, 0, sizeof a, &a));
    CHECK(clSetKernelArg(k, 1, sizeof bx, &bx));
    CHECK(clSetKernelArg(k, 2, sizeof by, &by));
    CHECK(clSetKernelArg(k, 3, sizeof n, &n));
    size_t local = 64, global = (N + local - 1) / local * local;
    cl_event ev;
    CHECK(clEnqueueNDRangeKernel(q, k, 1, NULL, &global, &local, 0, NULL, &ev));
    CHECK(clEnqueueReadBuffer(q, by, CL_TRUE, 0, bytes, y, 1, &ev, NULL));
    cl_ulong t0, t1;
    CHECK(clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, sizeof t0, &t0, NULL));
    CHECK(clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, sizeof t1, &t1, NULL));
    int bad = 0;
    for (int i = 0; i < N; i++)
        if (fabsf(y[i] - ref[i]) > 1e-6f * fabsf(ref[i]) + 1e-6f) {
            if (bad++ < 5)
                fprintf(stderr, "saxpy: y[%d] = %g, expected %g\n", i, y[i], ref[i]);
        }
    printf("saxpy on %s: %d elements checked against C, %d wrong; kernel %llu timer units\n", name, N, bad,
           (unsigned long long)(t1 - t0));
    clReleaseEvent(ev);
    clReleaseMemObject(bx);
    clReleaseMemObject(by);
    clReleaseKernel(k);
    clReleaseProgram(prog);
    clReleaseCommandQueue(q);
    clReleaseContext(ctx);
    free(x), free(y), free(ref);
    return bad != 0;
}
