/* The project's own OpenCL C prelude: work-item functions, barriers, math,
 * integer and atomic built-ins from clang builtins, so kernels build without
 * any device library. */
#ifndef GCN_PRELUDE_H
#define GCN_PRELUDE_H

/* A workgroup barrier that also orders memory: release what this work-item
 * wrote, wait for the others, acquire what they wrote (CLK_* come from
 * clang's opencl-c-base.h; the flags are not needed to be correct). */
#define barrier(flags)                                          \
    do {                                                        \
        (void)(flags);                                          \
        __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");  \
        __builtin_amdgcn_s_barrier();                           \
        __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");  \
    } while (0)

/* ---- work-item functions ---- */

static inline uint get_local_id(uint dim)
{
    return dim == 0 ? __builtin_amdgcn_workitem_id_x()
         : dim == 1 ? __builtin_amdgcn_workitem_id_y()
         : dim == 2 ? __builtin_amdgcn_workitem_id_z() : 0;
}

static inline uint get_group_id(uint dim)
{
    return dim == 0 ? __builtin_amdgcn_workgroup_id_x()
         : dim == 1 ? __builtin_amdgcn_workgroup_id_y()
         : dim == 2 ? __builtin_amdgcn_workgroup_id_z() : 0;
}

/* The AQL dispatch packet (hsa_kernel_dispatch_packet_t): setup (dimensions)
 * at byte 2, workgroup_size_x/y/z 16-bit at bytes 4, 6, 8, grid_size_x/y/z
 * 32-bit at bytes 12, 16, 20. */
static inline const __constant ushort *gcn_packet16(void)
{
    return (const __constant ushort *)__builtin_amdgcn_dispatch_ptr();
}

static inline uint get_local_size(uint dim)
{
    return dim < 3 ? gcn_packet16()[2 + dim] : 1;
}

static inline uint get_global_size(uint dim)
{
    return dim < 3 ? ((const __constant uint *)gcn_packet16())[3 + dim] : 1;
}

static inline uint get_work_dim(void)
{
    return gcn_packet16()[1] & 3;
}

static inline uint get_num_groups(uint dim)
{
    return (get_global_size(dim) + get_local_size(dim) - 1) / get_local_size(dim);
}

static inline uint get_global_id(uint dim)
{
    return get_group_id(dim) * get_local_size(dim) + get_local_id(dim);
}

static inline uint get_local_linear_id(void)
{
    return (get_local_id(2) * get_local_size(1) + get_local_id(1)) * get_local_size(0) + get_local_id(0);
}

/* ---- math (float, double; half where the kernel enables cl_khr_fp16) ---- */

#define GCN_OVL static inline __attribute__((overloadable))

GCN_OVL float sqrt(float x) { return __builtin_sqrtf(x); }
GCN_OVL double sqrt(double x) { return __builtin_sqrt(x); }
GCN_OVL float fabs(float x) { return __builtin_fabsf(x); }
GCN_OVL double fabs(double x) { return __builtin_fabs(x); }
GCN_OVL float fmin(float a, float b) { return __builtin_fminf(a, b); }
GCN_OVL double fmin(double a, double b) { return __builtin_fmin(a, b); }
GCN_OVL float fmax(float a, float b) { return __builtin_fmaxf(a, b); }
GCN_OVL double fmax(double a, double b) { return __builtin_fmax(a, b); }
GCN_OVL float floor(float x) { return __builtin_floorf(x); }
GCN_OVL double floor(double x) { return __builtin_floor(x); }
GCN_OVL float ceil(float x) { return __builtin_ceilf(x); }
GCN_OVL double ceil(double x) { return __builtin_ceil(x); }
GCN_OVL float trunc(float x) { return __builtin_truncf(x); }
GCN_OVL double trunc(double x) { return __builtin_trunc(x); }
GCN_OVL float fma(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
GCN_OVL double fma(double a, double b, double c) { return __builtin_fma(a, b, c); }
/* clang-16 expands these to v_exp_f32 (v_log_f32) and a multiply by log2(e)
 * (ln 2), with no refinement: the error grows with |x| (exp) and is an
 * absolute one near 1 (log), not OpenCL's 3 ulp. */
GCN_OVL float exp(float x) { return __builtin_expf(x); }
GCN_OVL float log(float x) { return __builtin_logf(x); }

/* ---- integers ---- */

GCN_OVL int min(int a, int b) { return a < b ? a : b; }
GCN_OVL uint min(uint a, uint b) { return a < b ? a : b; }
GCN_OVL int max(int a, int b) { return a > b ? a : b; }
GCN_OVL uint max(uint a, uint b) { return a > b ? a : b; }
GCN_OVL int clamp(int x, int lo, int hi) { return min(max(x, lo), hi); }
GCN_OVL uint clamp(uint x, uint lo, uint hi) { return min(max(x, lo), hi); }
GCN_OVL uint popcount(uint x) { return (uint)__builtin_popcount(x); }
GCN_OVL uint clz(uint x) { return x ? (uint)__builtin_clz(x) : 32u; }
GCN_OVL int mul_hi(int a, int b) { return (int)(((long)a * (long)b) >> 32); }
GCN_OVL uint mul_hi(uint a, uint b) { return (uint)(((ulong)a * (ulong)b) >> 32); }

/* ---- atomics (relaxed, on global or local memory; return the old value) ---- */

#define atomic_add(p, v) __atomic_fetch_add((p), (v), __ATOMIC_RELAXED)
#define atomic_sub(p, v) __atomic_fetch_sub((p), (v), __ATOMIC_RELAXED)
#define atomic_and(p, v) __atomic_fetch_and((p), (v), __ATOMIC_RELAXED)
#define atomic_or(p, v) __atomic_fetch_or((p), (v), __ATOMIC_RELAXED)
#define atomic_xor(p, v) __atomic_fetch_xor((p), (v), __ATOMIC_RELAXED)
#define atomic_min(p, v) __atomic_fetch_min((p), (v), __ATOMIC_RELAXED)
#define atomic_max(p, v) __atomic_fetch_max((p), (v), __ATOMIC_RELAXED)
#define atomic_xchg(p, v) __atomic_exchange_n((p), (v), __ATOMIC_RELAXED)
#define atomic_inc(p) atomic_add((p), 1)
#define atomic_dec(p) atomic_sub((p), 1)
/* the value found at p; val was stored if it was cmp */
#define atomic_cmpxchg(p, cmp, val)                                                              \
    ({                                                                                           \
        __typeof__(*(p) + 0) gcn_found = (cmp);                                                  \
        __atomic_compare_exchange_n((p), &gcn_found, (val), 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED); \
        gcn_found;                                                                               \
    })

#endif
