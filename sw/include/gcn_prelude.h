/* The project's own OpenCL C prelude: work-item functions and barriers from
 * clang builtins, so kernels build without any device library. */
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

/* Workgroup size from the AQL dispatch packet (hsa_kernel_dispatch_packet_t:
 * workgroup_size_x/y/z are the 16-bit fields at byte offsets 4, 6 and 8). */
static inline uint get_local_size(uint dim)
{
    const __constant ushort *pkt = (const __constant ushort *)__builtin_amdgcn_dispatch_ptr();
    return dim < 3 ? pkt[2 + dim] : 1;
}

static inline uint get_global_id(uint dim)
{
    return get_group_id(dim) * get_local_size(dim) + get_local_id(dim);
}

#endif
