/* Element-wise vector operations, one kernel each, as a BLAS-1 or a
 * vector-ops benchmark runs them over the same inputs: float add, multiply,
 * axpby, a float4 distance (sqrt), and integer min/max, shift-xor and a
 * saturating add.  Integers are checked exactly, floats within 2 ulp
 * (sqrt within the OpenCL 1.2 bound of 3 ulp).
 * Usage: vecops [N] (elements, a multiple of 4; default 4096). */
#include <math.h>

#include "clhost.h"

static const char *source =
    "__kernel void vadd(__global const float *a, __global const float *b, __global float *c)\n"
    "{ size_t i = get_global_id(0); c[i] = a[i] + b[i]; }\n"
    "__kernel void vmul(__global const float *a, __global const float *b, __global float *c)\n"
    "{ size_t i = get_global_id(0); c[i] = a[i] * b[i]; }\n"
    "__kernel void axpby(float alpha, __global const float *a, float beta, __global const float *b,\n"
    "                    __global float *c)\n"
    "{ size_t i = get_global_id(0); c[i] = alpha * a[i] + beta * b[i]; }\n"
    "__kernel void dist4(__global const float4 *a, __global const float4 *b, __global float *c)\n"
    "{ size_t i = get_global_id(0); float4 d = a[i] - b[i]; c[i] = sqrt(dot(d, d)); }\n"
    "__kernel void minmax(__global const int *x, __global const int *y, __global int *lo, __global int *hi)\n"
    "{ size_t i = get_global_id(0); lo[i] = min(x[i], y[i]); hi[i] = max(x[i], y[i]); }\n"
    "__kernel void shxor(__global const uint *x, __global const uint *y, __global uint *z, uint s)\n"
    "{ size_t i = get_global_id(0); z[i] = rotate(x[i], s) ^ (y[i] >> (s & 31u)); }\n"
    "__kernel void addsat(__global const int *x, __global const int *y, __global int *z)\n"
    "{ size_t i = get_global_id(0); z[i] = add_sat(x[i], y[i]); }\n";

static long float_check(const char *what, const float *got, const double *ref, size_t n, double ulps)
{
    long bad = 0;
    for (size_t i = 0; i < n; i++) {
        float r = (float)ref[i];
        double tol = ulps * (nextafterf(fabsf(r), INFINITY) - fabsf(r));
        if (!(fabs(got[i] - ref[i]) <= tol) && bad++ < 3)
            fprintf(stderr, "vecops: %s[%zu] = %.9g, expected %.9g\n", what, i, got[i], ref[i]);
    }
    return bad;
}

static long int_check(const char *what, const int *got, const int *ref, size_t n)
{
    long bad = 0;
    for (size_t i = 0; i < n; i++)
        if (got[i] != ref[i] && bad++ < 3)
            fprintf(stderr, "vecops: %s[%zu] = %d, expected %d\n", what, i, got[i], ref[i]);
    return bad;
}

static unsigned rotl(unsigned x, unsigned s)
{
    s &= 31;
    return s ? x << s | x >> (32 - s) : x;
}

int main(int argc, char **argv)
{
    const size_t n = clhost_size(argc, argv, 4096, 4, 1 << 22, 4, "N");
    clhost h = clhost_open("vecops");
    cl_command_queue q = clhost_queue(&h, 0);
    cl_program prog = clhost_build(&h, source, "");
    const size_t fbytes = n * sizeof(float), ibytes = n * sizeof(int);
    float *a = malloc(fbytes), *b = malloc(fbytes), *c = malloc(fbytes);
    int *x = malloc(ibytes), *y = malloc(ibytes), *z = malloc(ibytes), *w = malloc(ibytes), *ri = malloc(ibytes);
    double *rf = malloc(n * sizeof(double));
    if (!a || !b || !c || !x || !y || !z || !w || !ri || !rf) {
        fprintf(stderr, "vecops: out of host memory\n");
        return 1;
    }
    unsigned seed = 12345;
    for (size_t i = 0; i < n; i++) {
        a[i] = (float)((int)(clhost_rand(&seed) % 20001) - 10000) / 64.0f;
        b[i] = (float)((int)(clhost_rand(&seed) % 20001) - 10000) / 128.0f;
        x[i] = (int)clhost_rand(&seed);
        y[i] = i % 7 == 0 ? 0x7ffffff0 : (int)clhost_rand(&seed);
    }
    cl_mem ba = clhost_buffer(&h, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, fbytes, a);
    cl_mem bb = clhost_buffer(&h, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, fbytes, b);
    cl_mem bc = clhost_buffer(&h, CL_MEM_WRITE_ONLY, fbytes, NULL);
    cl_mem bx = clhost_buffer(&h, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, ibytes, x);
    cl_mem by = clhost_buffer(&h, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, ibytes, y);
    cl_mem bz = clhost_buffer(&h, CL_MEM_WRITE_ONLY, ibytes, NULL);
    cl_mem bw = clhost_buffer(&h, CL_MEM_WRITE_ONLY, ibytes, NULL);
    long bad = 0, checked = 0;
    const size_t local = 64, n4 = n / 4;
    const float alpha = 1.5f, beta = -0.75f;
    const cl_uint shift = 13;

    /* the float kernels: each writes c, read back and checked */
    const char *fk[] = {"vadd", "vmul", "axpby", "dist4"};
    for (unsigned f = 0; f < 4; f++) {
        cl_kernel k = clhost_kernel(prog, fk[f]);
        size_t global = f == 3 ? n4 : n;
        if (f == 2)
            clhost_args(k, 5, ARG(alpha), ARG(ba), ARG(beta), ARG(bb), ARG(bc));
        else
            clhost_args(k, 3, ARG(ba), ARG(bb), ARG(bc));
        CHECK(clEnqueueNDRangeKernel(q, k, 1, NULL, &global, global % local ? NULL : &local, 0, NULL, NULL));
        CHECK(clEnqueueReadBuffer(q, bc, CL_TRUE, 0, global * sizeof(float), c, 0, NULL, NULL));
        for (size_t i = 0; i < global; i++) {
            if (f == 3) {
                double s = 0;
                for (int j = 0; j < 4; j++) {
                    double d = (double)(a[4 * i + j] - b[4 * i + j]);
                    s += d * d;
                }
                rf[i] = sqrt(s);
            } else {
                rf[i] = f == 0 ? (double)a[i] + b[i] : f == 1 ? (double)a[i] * b[i]
                                                           : (double)alpha * a[i] + (double)beta * b[i];
            }
        }
        /* dist4: four products and sums rounded in float, then sqrt (3 ulp):
         * within 8 ulp of the exact value */
        bad += float_check(fk[f], c, rf, global, f == 3 ? 8.0 : f == 2 ? 2.0 : 0.5);
        checked += (long)global;
        CHECK(clReleaseKernel(k));
    }

    /* the integer kernels, exact */
    cl_kernel k = clhost_kernel(prog, "minmax");
    clhost_args(k, 4, ARG(bx), ARG(by), ARG(bz), ARG(bw));
    CHECK(clEnqueueNDRangeKernel(q, k, 1, NULL, &n, &local, 0, NULL, NULL));
    CHECK(clEnqueueReadBuffer(q, bz, CL_TRUE, 0, ibytes, z, 0, NULL, NULL));
    CHECK(clEnqueueReadBuffer(q, bw, CL_TRUE, 0, ibytes, w, 0, NULL, NULL));
    for (size_t i = 0; i < n; i++)
        ri[i] = x[i] < y[i] ? x[i] : y[i];
    bad += int_check("min", z, ri, n);
    for (size_t i = 0; i < n; i++)
        ri[i] = x[i] > y[i] ? x[i] : y[i];
    bad += int_check("max", w, ri, n);
    CHECK(clReleaseKernel(k));

    k = clhost_kernel(prog, "shxor");
    clhost_args(k, 4, ARG(bx), ARG(by), ARG(bz), ARG(shift));
    CHECK(clEnqueueNDRangeKernel(q, k, 1, NULL, &n, &local, 0, NULL, NULL));
    CHECK(clEnqueueReadBuffer(q, bz, CL_TRUE, 0, ibytes, z, 0, NULL, NULL));
    for (size_t i = 0; i < n; i++)
        ri[i] = (int)(rotl((unsigned)x[i], shift) ^ ((unsigned)y[i] >> shift));
    bad += int_check("shxor", z, ri, n);
    CHECK(clReleaseKernel(k));

    k = clhost_kernel(prog, "addsat");
    clhost_args(k, 3, ARG(bx), ARG(by), ARG(bz));
    CHECK(clEnqueueNDRangeKernel(q, k, 1, NULL, &n, &local, 0, NULL, NULL));
    CHECK(clEnqueueReadBuffer(q, bz, CL_TRUE, 0, ibytes, z, 0, NULL, NULL));
    for (size_t i = 0; i < n; i++) {
        long long s = (long long)x[i] + y[i];
        ri[i] = s > 2147483647LL ? 2147483647 : s < -2147483648LL ? (int)(-2147483647 - 1) : (int)s;
    }
    bad += int_check("addsat", z, ri, n);
    CHECK(clReleaseKernel(k));
    checked += 4 * (long)n;

    cl_mem all[] = {ba, bb, bc, bx, by, bz, bw};
    for (unsigned i = 0; i < sizeof all / sizeof all[0]; i++)
        CHECK(clReleaseMemObject(all[i]));
    CHECK(clReleaseProgram(prog));
    CHECK(clReleaseCommandQueue(q));
    char what[96];
    snprintf(what, sizeof what, "%zu elements, 7 kernels (add, mul, axpby, dist4, min/max, shxor, add_sat)", n);
    int rc = clhost_result(&h, bad, checked, what);
    clhost_close(&h);
    free(a), free(b), free(c), free(x), free(y), free(z), free(w), free(ri), free(rf);
    return rc;
}
