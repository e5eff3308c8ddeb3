/* C = A * B with square tiles of A and B staged in __local memory, as the
 * classic tiled OpenCL GEMM does: a 2-D NDRange of TILE x TILE work-groups,
 * a barrier around each tile.  Checked against the same product in C
 * (double accumulation).  On this project:
 * OCL_ICD_VENDORS=build/gcn.icd build/ocl/gemm (docs/opencl.md).
 * Usage: gemm [M] (C is M x (M+16), K = M+32; a multiple of 16; default 48). */
#include <math.h>

#include "clhost.h"

#define TILE 16
#define STR(x) #x
#define XSTR(x) STR(x)

static const char *source =
    "__kernel void gemm(const int M, const int N, const int K, __global const float *A,\n"
    "                   __global const float *B, __global float *C)\n"
    "{\n"
    "    __local float As[TILE][TILE], Bs[TILE][TILE];\n"
    "    int col = get_global_id(0), row = get_global_id(1);\n"
    "    int lc = get_local_id(0), lr = get_local_id(1);\n"
    "    float acc = 0.0f;\n"
    "    for (int t = 0; t < K; t += TILE) {\n"
    "        As[lr][lc] = A[row * K + t + lc];\n"
    "        Bs[lr][lc] = B[(t + lr) * N + col];\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "        for (int k = 0; k < TILE; k++)\n"
    "            acc += As[lr][k] * Bs[k][lc];\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    C[row * N + col] = acc;\n"
    "}\n";

int main(int argc, char **argv)
{
    clhost_prog = "gemm";
    /* M x K times K x N, all multiples of TILE, not square (a row/column mix-up shows) */
    const int M = (int)clhost_size(argc, argv, 48, TILE, 2048, TILE, "M"), N = M + TILE, K = M + 2 * TILE;
    const size_t cbytes = (size_t)M * N * sizeof(float);
    float *A = malloc((size_t)M * K * sizeof(float)), *B = malloc((size_t)K * N * sizeof(float));
    if (!A || !B) {
        fprintf(stderr, "gemm: out of host memory\n");
        return 1;
    }
    for (int i = 0; i < M * K; i++)
        A[i] = (float)((i * 7) % 19) / 8.0f - 1.0f;
    for (int i = 0; i < K * N; i++)
        B[i] = (float)((i * 5) % 23) / 16.0f - 0.5f;
    cl_platform_id platform;
    cl_device_id device;
    cl_int err;
    CHECK(clGetPlatformIDs(1, &platform, NULL));
    CHECK(clGetDeviceIDs(platform, CL_DEVICE_TYPE_DEFAULT, 1, &device, NULL));
    cl_ulong lds = 0;
    CHECK(clGetDeviceInfo(device, CL_DEVICE_LOCAL_MEM_SIZE, sizeof lds, &lds, NULL));
    if (lds < 2 * TILE * TILE * sizeof(float)) {
        fprintf(stderr, "gemm: the device has %llu bytes of local memory\n", (unsigned long long)lds);
        return 1;
    }
    cl_context ctx = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
    CHECK(err);
    cl_command_queue q = clCreateCommandQueue(ctx, device, 0, &err);
    CHECK(err);
    cl_program prog = clCreateProgramWithSource(ctx, 1, &source, NULL, &err);
    CHECK(err);
    if (clBuildProgram(prog, 1, &device, "-DTILE=" XSTR(TILE), NULL, NULL) != CL_SUCCESS) {
        char log[8192];
        clGetProgramBuildInfo(prog, device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
        fprintf(stderr, "gemm: build failed:\n%s\n", log);
        return 1;
    }
    cl_kernel k = clCreateKernel(prog, "gemm", &err);
    CHECK(err);
    cl_mem bA = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, (size_t)M * K * sizeof(float), A, &err);
    CHECK(err);
    cl_mem bB = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, (size_t)K * N * sizeof(float), B, &err);
    CHECK(err);
    cl_mem bC = clCreateBuffer(ctx, CL_MEM_WRITE_ONLY, cbytes, NULL, &err);
    CHECK(err);
    const int m = M, n = N, kk = K;
    CHECK(clSetKernelArg(k, 0, sizeof m, &m));
    CHECK(clSetKernelArg(k, 1, sizeof n, &n));
    CHECK(clSetKernelArg(k, 2, sizeof kk, &kk));
    CHECK(clSetKernelArg(k, 3, sizeof bA, &bA));
    CHECK(clSetKernelArg(k, 4, sizeof bB, &bB));
    CHECK(clSetKernelArg(k, 5, sizeof bC, &bC));
    size_t global[2] = {N, M}, local[2] = {TILE, TILE};
    CHECK(clEnqueueNDRangeKernel(q, k, 2, NULL, global, local, 0, NULL, NULL));
    float *mapped = clEnqueueMapBuffer(q, bC, CL_TRUE, CL_MAP_READ, 0, cbytes, 0, NULL, NULL, &err);
    CHECK(err);
    int bad = 0;
    for (int r = 0; r < M; r++)
        for (int c = 0; c < N; c++) {
            double ref = 0;
            for (int i = 0; i < K; i++)
                ref += (double)A[r * K + i] * B[i * N + c];
            if (fabs(mapped[r * N + c] - ref) > 1e-4 * (fabs(ref) + 1)) {
                if (bad++ < 5)
                    fprintf(stderr, "gemm: C[%d][%d] = %g, expected %g\n", r, c, mapped[r * N + c], ref);
            }
        }
    CHECK(clEnqueueUnmapMemObject(q, bC, mapped, 0, NULL, NULL));
    CHECK(clFinish(q));
    printf("gemm %dx%dx%d, %dx%d tiles in local memory: %d of %d wrong (checked against C)\n", M, N, K, TILE, TILE, bad, M * N);
    clReleaseMemObject(bA);
    clReleaseMemObject(bB);
    clReleaseMemObject(bC);
    clReleaseKernel(k);
    clReleaseProgram(prog);
    clReleaseCommandQueue(q);
    clReleaseContext(ctx);
    free(A), free(B);
    return bad != 0;
}
