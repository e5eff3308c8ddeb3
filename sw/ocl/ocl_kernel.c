/* libgcnocl: kernels and their arguments, NDRange launches (docs/opencl.md). */
#include "ocl.h"

/* ---- kernels ---- */
static cl_kernel new_kernel(cl_program p, const gcn_kernel *k, cl_int *errcode_ret)
{
    cl_kernel kr = calloc(1, sizeof *kr);
    if (!kr)
        ERR(CL_OUT_OF_HOST_MEMORY);
    kr->args = calloc(k->nargs ? k->nargs : 1, sizeof *kr->args);
    if (!kr->args) {
        free(kr);
        ERR(CL_OUT_OF_HOST_MEMORY);
    }
    for (unsigned i = 0; i < k->nargs; i++)
        if (!gcn_arg_kind_hidden(k->args[i].kind))
            kr->args[kr->nargs++].md = &k->args[i];
    kr->dispatch = &ocl_dispatch;
    kr->tag = T_KERNEL;
    kr->refs = 1;
    kr->prog = p;
    kr->k = k;
    p->refs++;
    p->nkernels++;
    return kr;
}

cl_kernel CL_API_CALL ocl_clCreateKernel(cl_program p, const char *name, cl_int *errcode_ret)
{
    if (!VALID(p, T_PROGRAM))
        ERR(CL_INVALID_PROGRAM);
    if (!name)
        ERR(CL_INVALID_VALUE);
    if (!p->built)
        ERR(CL_INVALID_PROGRAM_EXECUTABLE);
    const gcn_kernel *k = gcn_co_find_kernel(&p->co, name);
    if (!k)
        ERR(CL_INVALID_KERNEL_NAME);
    if (!k->has_metadata)
        ERR(CL_INVALID_KERNEL_DEFINITION);
    cl_kernel kr = new_kernel(p, k, errcode_ret);
    if (kr && errcode_ret)
        *errcode_ret = CL_SUCCESS;
    return kr;
}

cl_int CL_API_CALL ocl_clCreateKernelsInProgram(cl_program p, cl_uint n, cl_kernel *kernels, cl_uint *ret)
{
    if (!VALID(p, T_PROGRAM))
        return CL_INVALID_PROGRAM;
    if (!p->built)
        return CL_INVALID_PROGRAM_EXECUTABLE;
    if (kernels && n < p->co.nkernels)
        return CL_INVALID_VALUE;
    for (unsigned i = 0; kernels && i < p->co.nkernels; i++) {
        cl_int rc;
        if (!(kernels[i] = ocl_clCreateKernel(p, p->co.kernels[i].name, &rc))) {
            while (i--)
                kernels[i]->dispatch->clReleaseKernel(kernels[i]);
            return rc;
        }
    }
    if (ret)
        *ret = p->co.nkernels;
    return CL_SUCCESS;
}

cl_int CL_API_CALL ocl_clRetainKernel(cl_kernel k)
{
    RETAIN(k, T_KERNEL, CL_INVALID_KERNEL);
}

cl_int CL_API_CALL ocl_clReleaseKernel(cl_kernel k)
{
    if (!VALID(k, T_KERNEL))
        return CL_INVALID_KERNEL;
    if (--k->refs)
        return CL_SUCCESS;
    cl_program p = k->prog;
    p->nkernels--;
    k->tag = 0;
    for (cl_uint i = 0; i < k->nargs; i++)
        free(k->args[i].bytes);
    free(k->args);
    free(k);
    return ocl_clReleaseProgram(p);
}

cl_int CL_API_CALL ocl_clSetKernelArg(cl_kernel k, cl_uint index, size_t size, const void *value)
{
    if (!VALID(k, T_KERNEL))
        return CL_INVALID_KERNEL;
    if (index >= k->nargs)
        return CL_INVALID_ARG_INDEX;
    karg *a = &k->args[index];
    gcn_rt_arg v;
    memset(&v, 0, sizeof v);
    switch (a->md->kind) {
    case GCN_ARG_GLOBAL_BUFFER: {
        if (size != sizeof(cl_mem))
            return CL_INVALID_ARG_SIZE;
        cl_mem m = value ? *(const cl_mem *)value : NULL;
        if (m && !VALID(m, T_MEM))
            return CL_INVALID_MEM_OBJECT;
        if (m && m->ctx != k->prog->ctx)
            return CL_INVALID_MEM_OBJECT;
        v.type = GCN_RT_PTR;
        v.v.ptr = m ? m->addr : 0;
        break;
    }
    case GCN_ARG_DYNAMIC_SHARED_POINTER:
        if (value)
            return CL_INVALID_ARG_VALUE;
        if (size == 0 || size > GCN_LDS_BYTES)
            return CL_INVALID_ARG_SIZE;
        v.type = GCN_RT_LOCAL;
        v.v.u32 = (uint32_t)size;
        break;
    case GCN_ARG_BY_VALUE: {
        /* any size (char, short, vectors, structs), copied now: a launch takes the value set
         * when it is enqueued */
        if (!value)
            return CL_INVALID_ARG_VALUE;
        if (size != a->md->size || size == 0)
            return CL_INVALID_ARG_SIZE;
        unsigned char *copy = malloc(size);
        if (!copy)
            return CL_OUT_OF_HOST_MEMORY;
        memcpy(copy, value, size);
        free(a->bytes);
        a->bytes = copy;
        v.type = GCN_RT_BYTES;
        v.v.bytes.data = copy;
        v.v.bytes.size = (uint32_t)size;
        break;
    }
    default:
        return CL_INVALID_OPERATION;       /* samplers, images, pipes, queues */
    }
    a->v = v;
    a->set = 1;
    return CL_SUCCESS;
}

static uint32_t max_wg(const gcn_kernel *k)
{
    return k->max_flat_workgroup_size && k->max_flat_workgroup_size < 1024 ? k->max_flat_workgroup_size : 1024;
}

cl_int CL_API_CALL ocl_clGetKernelInfo(cl_kernel k, cl_kernel_info param, size_t size, void *out,
                                              size_t *ret)
{
    if (!VALID(k, T_KERNEL))
        return CL_INVALID_KERNEL;
    switch (param) {
    case CL_KERNEL_FUNCTION_NAME: INFO_STR(k->k->name);
    case CL_KERNEL_NUM_ARGS: INFO(cl_uint, k->nargs);
    case CL_KERNEL_REFERENCE_COUNT: INFO(cl_uint, k->refs);
    case CL_KERNEL_CONTEXT: INFO(cl_context, k->prog->ctx);
    case CL_KERNEL_PROGRAM: INFO(cl_program, k->prog);
    case CL_KERNEL_ATTRIBUTES: INFO_STR("");
    default: return CL_INVALID_VALUE;
    }
}

cl_int CL_API_CALL ocl_clGetKernelArgInfo(cl_kernel k, cl_uint index, cl_kernel_arg_info param, size_t size,
                                                 void *out, size_t *ret)
{
    if (!VALID(k, T_KERNEL))
        return CL_INVALID_KERNEL;
    if (index >= k->nargs)
        return CL_INVALID_ARG_INDEX;
    const gcn_kernel_arg *a = k->args[index].md;
    switch (param) {
    case CL_KERNEL_ARG_ADDRESS_QUALIFIER: {
        cl_kernel_arg_address_qualifier q = CL_KERNEL_ARG_ADDRESS_PRIVATE;
        if (a->kind == GCN_ARG_DYNAMIC_SHARED_POINTER || a->address_space == 3)
            q = CL_KERNEL_ARG_ADDRESS_LOCAL;
        else if (a->address_space == 4)
            q = CL_KERNEL_ARG_ADDRESS_CONSTANT;
        else if (a->kind == GCN_ARG_GLOBAL_BUFFER)
            q = CL_KERNEL_ARG_ADDRESS_GLOBAL;
        INFO(cl_kernel_arg_address_qualifier, q);
    }
    case CL_KERNEL_ARG_ACCESS_QUALIFIER: INFO(cl_kernel_arg_access_qualifier, CL_KERNEL_ARG_ACCESS_NONE);
    case CL_KERNEL_ARG_TYPE_NAME: INFO_STR(a->type_name);
    case CL_KERNEL_ARG_TYPE_QUALIFIER:
        INFO(cl_kernel_arg_type_qualifier, a->is_const ? CL_KERNEL_ARG_TYPE_CONST : CL_KERNEL_ARG_TYPE_NONE);
    case CL_KERNEL_ARG_NAME: INFO_STR(a->name);
    default: return CL_INVALID_VALUE;
    }
}

cl_int CL_API_CALL ocl_clGetKernelWorkGroupInfo(cl_kernel k, cl_device_id d, cl_kernel_work_group_info param,
                                                       size_t size, void *out, size_t *ret)
{
    if (!VALID(k, T_KERNEL))
        return CL_INVALID_KERNEL;
    if (d && !VALID(d, T_DEVICE))
        return CL_INVALID_DEVICE;
    switch (param) {
    case CL_KERNEL_WORK_GROUP_SIZE: INFO(size_t, max_wg(k->k));
    case CL_KERNEL_COMPILE_WORK_GROUP_SIZE: { size_t v[3] = {0, 0, 0}; return ocl_info(v, sizeof v, size, out, ret); }
    case CL_KERNEL_LOCAL_MEM_SIZE: {
        cl_ulong n = k->k->kd.group_segment_fixed_size;
        for (cl_uint i = 0; i < k->nargs; i++)
            if (k->args[i].set && k->args[i].v.type == GCN_RT_LOCAL)
                n += k->args[i].v.v.u32;
        INFO(cl_ulong, n);
    }
    case CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE: INFO(size_t, 64);
    case CL_KERNEL_PRIVATE_MEM_SIZE: INFO(cl_ulong, k->k->kd.private_segment_fixed_size);
    default: return CL_INVALID_VALUE;
    }
}

/* A work-group size when the caller gives none: in each dimension the
 * largest divisor of the global size within what is left of 256 work-items. */
static void choose_local(unsigned dims, const size_t *global, uint32_t limit, uint32_t *local)
{
    uint32_t left = limit < 256 ? limit : 256;
    for (unsigned i = 0; i < dims; i++) {
        uint32_t l = left;
        while (global[i] % l)
            l--;
        local[i] = l;
        left /= l;
    }
}

/* The kernel's arguments as a launch takes them, in one allocation with a
 * copy of the by-value bytes (later clSetKernelArg calls do not reach an
 * enqueued launch); NULL when out of memory. */
static gcn_rt_arg *launch_args(cl_kernel k)
{
    size_t bytes = 0, head = (k->nargs ? k->nargs : 1) * sizeof(gcn_rt_arg);
    for (cl_uint i = 0; i < k->nargs; i++)
        if (k->args[i].v.type == GCN_RT_BYTES)
            bytes += k->args[i].v.v.bytes.size;
    gcn_rt_arg *args = calloc(1, head + bytes);
    if (!args)
        return NULL;
    unsigned char *next = (unsigned char *)args + head;
    for (cl_uint i = 0; i < k->nargs; i++) {
        args[i] = k->args[i].v;
        if (args[i].type == GCN_RT_BYTES) {
            memcpy(next, args[i].v.bytes.data, args[i].v.bytes.size);
            args[i].v.bytes.data = next;
            next += args[i].v.bytes.size;
        }
    }
    return args;
}

cl_int CL_API_CALL ocl_clEnqueueNDRangeKernel(cl_command_queue q, cl_kernel k, cl_uint dims,
                                                     const size_t *offset, const size_t *global, const size_t *local,
                                                     cl_uint nwait, const cl_event *wait, cl_event *ev)
{
    if (!VALID(q, T_QUEUE))
        return CL_INVALID_COMMAND_QUEUE;
    if (!VALID(k, T_KERNEL))
        return CL_INVALID_KERNEL;
    if (k->prog->ctx != q->ctx)
        return CL_INVALID_CONTEXT;
    if (dims < 1 || dims > 3)
        return CL_INVALID_WORK_DIMENSION;
    if (!global)
        return CL_INVALID_GLOBAL_WORK_SIZE;
    for (cl_uint i = 0; i < dims; i++) {
        if (global[i] == 0 || global[i] > UINT32_MAX)
            return CL_INVALID_GLOBAL_WORK_SIZE;
        /* the last global ID must fit the device's size_t (64 bits) */
        if (offset && offset[i] > UINT64_MAX - global[i])
            return CL_INVALID_GLOBAL_OFFSET;
    }
    for (cl_uint i = 0; i < k->nargs; i++)
        if (!k->args[i].set)
            return CL_INVALID_KERNEL_ARGS;
    uint32_t lim = max_wg(k->k), l[3] = {1, 1, 1}, g[3] = {1, 1, 1};
    if (local) {
        size_t total = 1;
        for (cl_uint i = 0; i < dims; i++) {
            if (local[i] == 0 || local[i] > 1024)
                return CL_INVALID_WORK_ITEM_SIZE;
            if (global[i] % local[i])
                return CL_INVALID_WORK_GROUP_SIZE;
            total *= local[i];
            l[i] = (uint32_t)local[i];
        }
        if (total > lim)
            return CL_INVALID_WORK_GROUP_SIZE;
    } else {
        choose_local(dims, global, lim, l);
    }
    for (cl_uint i = 0; i < dims; i++)
        g[i] = (uint32_t)global[i];
    cl_int rc = ocl_check_wait_list(nwait, wait, q->ctx);
    if (rc != CL_SUCCESS)
        return rc;
    gcn_rt_arg *args = launch_args(k);
    if (!args)
        return CL_OUT_OF_HOST_MEMORY;
    gcn_rt_launch launch;
    memset(&launch, 0, sizeof launch);
    launch.kernel = k->k->name;
    launch.dims = dims;
    memcpy(launch.global, g, sizeof g);
    memcpy(launch.local, l, sizeof l);
    for (cl_uint i = 0; offset && i < dims; i++)
        launch.global_offset[i] = offset[i];
    launch.args = args;
    launch.nargs = k->nargs;
    action a;
    memset(&a, 0, sizeof a);
    a.kind = ACT_LAUNCH;
    a.kernel = k;   /* held until the launch has run */
    k->refs++;
    a.launch = launch;
    a.owned = args;
    return ocl_submit(q, CL_COMMAND_NDRANGE_KERNEL, nwait, wait, a, CL_FALSE, ev);
}

/* The run of a LAUNCH (under the lock): its program loaded unless it is
 * already, the kernel run; its cycles on an RTL backend. */
int ocl_launch(const action *a, uint64_t *cycles)
{
    cl_kernel k = a->kernel;
    cl_context ctx = k->prog->ctx;
    gcn_run_result res;
    int bad = 0;
    if (ocl_loaded_program != k->prog->id) {
        char path[128];
        ocl_program_path(k->prog, "prog.co", path, sizeof path);
        bad = gcn_rt_load(ocl_rt, path) < 0;
        ocl_loaded_program = bad ? 0 : k->prog->id;
        if (bad)
            ocl_report(ctx, "kernel %s: %s", k->k->name, gcn_rt_error(ocl_rt));
    }
    if (!bad && gcn_rt_run(ocl_rt, &a->launch, &res) < 0) {
        bad = 1;
        ocl_report(ctx, "kernel %s: %s", k->k->name, res.msg[0] ? res.msg : gcn_rt_error(ocl_rt));
    }
    const gcn_rt_rtl_stats *st = gcn_rt_rtl_last(ocl_rt);
    *cycles = st && st->valid ? st->cycles : 0;
    return bad ? -1 : 0;
}

cl_int CL_API_CALL ocl_clEnqueueTask(cl_command_queue q, cl_kernel k, cl_uint nwait, const cl_event *wait,
                                           cl_event *ev)
{
    const size_t one = 1;
    return ocl_clEnqueueNDRangeKernel(q, k, 1, NULL, &one, &one, nwait, wait, ev);
}

