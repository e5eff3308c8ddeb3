/* OpenCL built-ins from AMD's device libraries (sw/tools/gcncc --lib device),
 * one kernel per family; scripts/test_builtins.py checks each result against
 * Python, within the OpenCL 1.2 error bounds for the math functions. */

#define NMATH 31

/* math: a in [-4, 4], b in [0.125, 16], c in [-0.9375, 0.9375] */
__kernel void math_f32(__global const float *xa, __global const float *xb, __global const float *xc,
                       __global float *out)
{
    size_t i = get_global_id(0);
    float a = xa[i], b = xb[i], c = xc[i];
    __global float *o = out + i * NMATH;
    o[0] = exp(a);      o[1] = exp2(a);     o[2] = exp10(a);    o[3] = expm1(a);
    o[4] = log(b);      o[5] = log2(b);     o[6] = log10(b);    o[7] = log1p(b);
    o[8] = sin(a);      o[9] = cos(a);      o[10] = tan(c);     o[11] = pow(b, a);
    o[12] = sqrt(b);    o[13] = rsqrt(b);   o[14] = cbrt(a);    o[15] = fma(a, b, c);
    o[16] = hypot(a, b); o[17] = atan2(a, b); o[18] = asin(c);  o[19] = acos(c);
    o[20] = atan(a);    o[21] = sinh(a);    o[22] = cosh(a);    o[23] = tanh(a);
    o[24] = floor(a);   o[25] = ceil(a);    o[26] = fmod(a, b); o[27] = a / b;
    o[28] = fmin(a, c); o[29] = fdim(a, c); o[30] = copysign(b, a);
}

#define NINT 12

__kernel void integer(__global const uint *xa, __global const uint *xb, __global uint *out)
{
    size_t i = get_global_id(0);
    uint a = xa[i], b = xb[i];
    int sa = (int)a, sb = (int)b;
    __global uint *o = out + i * NINT;
    o[0] = popcount(a);          o[1] = clz(a);             o[2] = rotate(a, b);
    o[3] = mul_hi(a, b);         o[4] = (uint)mul_hi(sa, sb); o[5] = abs_diff(sa, sb);
    o[6] = add_sat(a, b);        o[7] = (uint)sub_sat(sa, sb); o[8] = hadd(a, b);
    o[9] = rhadd(a, b);          o[10] = mad24(a & 0xffffff, b & 0xffffff, a);
    o[11] = (uint)clamp(sa, -1000, 1000);
}

#define NCONV 6

/* conversions and relational functions on a float a */
__kernel void convert(__global const float *xa, __global int *out)
{
    size_t i = get_global_id(0);
    float a = xa[i];
    __global int *o = out + i * NCONV;
    o[0] = convert_int_sat_rte(a);  o[1] = convert_int_sat_rtz(a);
    o[2] = convert_uchar_sat(a);    o[3] = isnan(a);
    o[4] = isinf(a);                o[5] = signbit(a);
}

/* a workgroup sum through local memory and barriers, then global atomics:
 * total[0] += each group's sum, total[1] = max, total[2] counts groups */
__kernel void reduce_atomic(__global const uint *x, __global uint *total, __local uint *tmp)
{
    size_t l = get_local_id(0), n = get_local_size(0);
    tmp[l] = x[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t s = n / 2; s > 0; s /= 2) {
        if (l < s)
            tmp[l] += tmp[l + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0) {
        atomic_add(&total[0], tmp[0]);
        atomic_max(&total[1], tmp[0]);
        atomic_inc(&total[2]);
    }
}

/* vector loads and stores: out = reversed float4s scaled by 2 */
__kernel void vectors(__global const float *x, __global float *out)
{
    size_t i = get_global_id(0);
    float4 v = vload4(i, x);
    vstore4(v.wzyx * 2.0f, i, out);
}

#define NMATH64 18

/* double precision (cl_khr_fp64): a in [-4, 4], b in [0.125, 16], c in [-0.9375, 0.9375] */
__kernel void math_f64(__global const double *xa, __global const double *xb, __global const double *xc,
                       __global double *out)
{
    size_t i = get_global_id(0);
    double a = xa[i], b = xb[i], c = xc[i];
    __global double *o = out + i * NMATH64;
    o[0] = exp(a);      o[1] = exp2(a);     o[2] = log(b);      o[3] = log2(b);
    o[4] = sin(a);      o[5] = cos(a);      o[6] = tan(c);      o[7] = pow(b, a);
    o[8] = sqrt(b);     o[9] = rsqrt(b);    o[10] = fma(a, b, c); o[11] = a / b;
    o[12] = atan2(a, b); o[13] = asin(c);   o[14] = tanh(a);    o[15] = cbrt(a);
    o[16] = floor(a);   o[17] = fmod(a, b);
}

/* geometric and common functions on float4, and a copy through local memory
 * with async_work_group_copy: o = (dot, length, distance, 0), normalize,
 * cross, mix, clamp, smoothstep-free step, shuffle; then the copy */
__kernel void geometric(__global const float4 *x, __global float4 *out, __local float4 *tmp)
{
    size_t i = get_global_id(0);
    float4 p = x[i], q = p.wzyx;
    __global float4 *o = out + i * 7;
    o[0] = (float4)(dot(p, q), length(p), distance(p, q), 0.0f);
    o[1] = normalize(p);
    o[2] = cross(p, q);
    o[3] = mix(p, q, 0.25f);
    o[4] = clamp(p, -1.0f, 1.0f);
    o[5] = step(0.5f, p) + shuffle(p, (uint4)(3, 1, 2, 0));
    event_t e = async_work_group_copy(tmp, x + get_group_id(0) * get_local_size(0), get_local_size(0), 0);
    wait_group_events(1, &e);
    o[6] = tmp[get_local_size(0) - 1 - get_local_id(0)];
}
