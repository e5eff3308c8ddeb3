#include "gcn_prelude.h"

/* Radix-2 complex FFTs (forward: W = exp(-2 pi i / n)), float2 = (re, im),
 * twiddle[k] = W^k for k < n/2 given by the host.
 *   fft_radix2  a whole FFT of N points per workgroup of N/2 work-items in
 *               LDS: bit-reversed load, then log2(N) stages of butterflies.
 *   fft_stage   one stage of a Stockham FFT of n points in global memory,
 *               out of place (in natural order after the last stage): the
 *               host launches it log2(n) times, span = 1, 2, ..., n/2;
 *               x is the butterfly, y the transform of a batch. */

#define N 256
#define LOG2N 8

static float2 cmul(float2 a, float2 b)
{
    return (float2)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}

static uint bit_reverse(uint x, uint bits)
{
    uint r = 0;
    for (uint b = 0; b < bits; b++) {
        r = (r << 1) | (x & 1);
        x >>= 1;
    }
    return r;
}

__kernel void fft_radix2(__global const float2 *in, __global float2 *out, __global const float2 *twiddle)
{
    __local float2 buf[N];
    uint t = get_local_id(0), base = get_group_id(0) * N;
    buf[bit_reverse(t, LOG2N)] = in[base + t];
    buf[bit_reverse(t + N / 2, LOG2N)] = in[base + t + N / 2];
    for (uint span = 1; span < N; span <<= 1) {
        barrier(CLK_LOCAL_MEM_FENCE);
        uint pos = t & (span - 1), i0 = 2 * (t - pos) + pos, i1 = i0 + span;
        float2 a = buf[i0], b = cmul(buf[i1], twiddle[pos * (N / (2 * span))]);
        buf[i0] = a + b;
        buf[i1] = a - b;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    out[base + t] = buf[t];
    out[base + t + N / 2] = buf[t + N / 2];
}

__kernel void fft_stage(__global const float2 *in, __global float2 *out, __global const float2 *twiddle, uint n,
                        uint span)
{
    uint j = get_global_id(0), base = get_global_id(1) * n;
    if (j >= n / 2)
        return;
    uint k = j & (span - 1), dst = 2 * (j - k) + k;
    float2 a = in[base + j], b = cmul(in[base + j + n / 2], twiddle[k * (n / (2 * span))]);
    out[base + dst] = a + b;
    out[base + dst + span] = a - b;
}
