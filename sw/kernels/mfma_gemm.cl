#include "gcn_prelude.h"

typedef float float16_t __attribute__((ext_vector_type(16)));

/* A small complete GEMM on the matrix cores: C(M x N) = A(M x K) * B(K x N),
 * row-major, M and N multiples of 32, K a multiple of 2.  One wave per
 * 32 x 32 tile of C (workgroup (x, y) computes tile column x, row y), the K
 * loop two at a time with v_mfma_f32_32x32x2f32: lane l holds A[i][k] and
 * B[k][j] with i = j = l % 32, k = l / 32; D[i][j] sits in register
 * 4*(i/8) + i%4 of lane 32*((i/4)%2) + j. */
__kernel void mfma_gemm(__global const float *A, __global const float *B, __global float *C, uint M, uint N,
                        uint K)
{
    uint l = get_local_id(0);
    uint row0 = get_group_id(1) * 32, col0 = get_group_id(0) * 32;
    float16_t acc = 0.0f;
    for (uint k0 = 0; k0 < K; k0 += 2) {
        float a = A[(row0 + l % 32) * K + k0 + l / 32];
        float b = B[(k0 + l / 32) * N + col0 + l % 32];
        acc = __builtin_amdgcn_mfma_f32_32x32x2f32(a, b, acc, 0, 0, 0);
    }
    for (uint r = 0; r < 16; r++) {
        uint i = 8 * (r / 4) + 4 * (l / 32) + r % 4, j = l % 32;
        C[(row0 + i) * N + col0 + j] = acc[r];
    }
}
