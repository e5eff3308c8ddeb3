/* libgcnocl: programs (built by sw/tools/gcncc, or from binaries), kernels
 * and their arguments, NDRange launches (docs/opencl.md). */
#include "ocl.h"

/* ---- programs ---- */
static cl_program new_program(cl_context c, cl_int *errcode_ret)
{
    cl_program p = calloc(1, sizeof *p);
    if (!p)
        ERR(CL_OUT_OF_HOST_MEMORY);
    const char *tmp = getenv("TMPDIR");
    snprintf(p->dir, sizeof p->dir, "%s/gcnocl.XXXXXX", tmp && strlen(tmp) < 40 ? tmp : "/tmp");
    if (!mkdtemp(p->dir)) {
        free(p);
        ERR(CL_OUT_OF_HOST_MEMORY);
    }
    p->dispatch = &ocl_dispatch;
    p->tag = T_PROGRAM;
    p->refs = 1;
    p->ctx = c;
    p->status = CL_BUILD_NONE;
    ocl_lock();
    p->id = ocl_next_program_id++;
    ocl_unlock();
    c->refs++;
    return p;
}

static void program_path(cl_program p, const char *name, char *out, size_t n)
{
    snprintf(out, n, "%s/%s", p->dir, name);
}

static int write_file(const char *path, const void *data, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return -1;
    size_t w = fwrite(data, 1, n, f);
    return fclose(f) == 0 && w == n ? 0 : -1;
}

static char *read_file(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = NULL;
    size_t len = 0, cap = 0;
    for (;;) {
        if (len + 4096 + 1 > cap) {
            char *nb = realloc(buf, cap = 2 * cap + 4096 + 1);
            if (!nb) {
                free(buf);
                fclose(f);
                return NULL;
            }
            buf = nb;
        }
        size_t r = fread(buf + len, 1, 4096, f);
        len += r;
        if (r < 4096)
            break;
    }
    fclose(f);
    buf[len] = '\0';
    if (n)
        *n = len;
    return buf;
}

cl_program CL_API_CALL ocl_clCreateProgramWithSource(cl_context c, cl_uint count, const char **strings,
                                                            const size_t *lengths, cl_int *errcode_ret)
{
    if (!VALID(c, T_CONTEXT))
        ERR(CL_INVALID_CONTEXT);
    if (count == 0 || !strings)
        ERR(CL_INVALID_VALUE);
    size_t total = 0;
    for (cl_uint i = 0; i < count; i++) {
        if (!strings[i])
            ERR(CL_INVALID_VALUE);
        total += lengths && lengths[i] ? lengths[i] : strlen(strings[i]);
    }
    char *src = malloc(total + 1);
    if (!src)
        ERR(CL_OUT_OF_HOST_MEMORY);
    size_t at = 0;
    for (cl_uint i = 0; i < count; i++) {
        size_t n = lengths && lengths[i] ? lengths[i] : strlen(strings[i]);
        memcpy(src + at, strings[i], n);
        at += n;
    }
    src[at] = '\0';
    cl_program p = new_program(c, errcode_ret);
    if (!p) {
        free(src);
        return NULL;
    }
    p->source = src;
    if (errcode_ret)
        *errcode_ret = CL_SUCCESS;
    return p;
}

/* Load the code object at dir/prog.co into p (its kernels and its bytes). */
static int load_binary(cl_program p, char *err, size_t n)
{
    char path[128];
    program_path(p, "prog.co", path, sizeof path);
    gcn_code_object co;
    if (gcn_co_load(&co, path, err, n) < 0)
        return -1;
    size_t size = 0;
    unsigned char *bytes = (unsigned char *)read_file(path, &size);
    if (!bytes) {
        gcn_co_free(&co);
        snprintf(err, n, "cannot read %s", path);
        return -1;
    }
    if (p->built)
        gcn_co_free(&p->co);
    free(p->binary);
    p->co = co;
    p->built = 1;
    p->binary = bytes;
    p->binary_size = size;
    return 0;
}

cl_program CL_API_CALL ocl_clCreateProgramWithBinary(cl_context c, cl_uint ndev, const cl_device_id *devices,
                                                            const size_t *lengths, const unsigned char **binaries,
                                                            cl_int *status, cl_int *errcode_ret)
{
    if (!VALID(c, T_CONTEXT))
        ERR(CL_INVALID_CONTEXT);
    if (ndev == 0 || !devices)
        ERR(CL_INVALID_VALUE);
    for (cl_uint i = 0; i < ndev; i++)
        if (!VALID(devices[i], T_DEVICE))
            ERR(CL_INVALID_DEVICE);
    if (ndev != 1)
        ERR(CL_INVALID_DEVICE);   /* the same device twice */
    if (!lengths || !binaries || lengths[0] == 0 || !binaries[0]) {
        if (status)
            status[0] = CL_INVALID_VALUE;
        ERR(CL_INVALID_VALUE);
    }
    cl_program p = new_program(c, errcode_ret);
    if (!p)
        return NULL;
    char path[128], err[256];
    program_path(p, "prog.co", path, sizeof path);
    if (write_file(path, binaries[0], lengths[0]) < 0 || load_binary(p, err, sizeof err) < 0) {
        ocl_report(c, "clCreateProgramWithBinary: %s", err);
        if (status)
            status[0] = CL_INVALID_BINARY;
        p->refs = 1;
        p->dispatch->clReleaseProgram(p);
        ERR(CL_INVALID_BINARY);
    }
    if (status)
        status[0] = CL_SUCCESS;
    if (errcode_ret)
        *errcode_ret = CL_SUCCESS;
    return p;
}

cl_int CL_API_CALL ocl_clRetainProgram(cl_program p)
{
    RETAIN(p, T_PROGRAM, CL_INVALID_PROGRAM);
}

cl_int CL_API_CALL ocl_clReleaseProgram(cl_program p)
{
    if (!VALID(p, T_PROGRAM))
        return CL_INVALID_PROGRAM;
    if (--p->refs)
        return CL_SUCCESS;
    const char *names[] = {"prog.cl", "prog.co", "build.log"};
    for (unsigned i = 0; i < 3; i++) {
        char path[128];
        program_path(p, names[i], path, sizeof path);
        unlink(path);
    }
    rmdir(p->dir);
    if (p->built)
        gcn_co_free(&p->co);
    free(p->source);
    free(p->options);
    free(p->log);
    free(p->binary);
    cl_context c = p->ctx;
    p->tag = 0;
    free(p);
    return ocl_clReleaseContext(c);
}

/* The OpenCL 1.2 build options (section 5.6.4) and what gcncc is given for
 * each (NULL: the option itself); "": accepted, nothing to pass (the kernel
 * argument information is always kept: clGetKernelArgInfo). */
static const struct { const char *opt, *gcncc; } build_opts[] = {
    {"-cl-opt-disable", "-O0"},
    {"-cl-kernel-arg-info", ""},
    {"-cl-single-precision-constant", NULL}, {"-cl-denorms-are-zero", NULL},
    {"-cl-fp32-correctly-rounded-divide-sqrt", NULL}, {"-cl-mad-enable", NULL}, {"-cl-no-signed-zeros", NULL},
    {"-cl-unsafe-math-optimizations", NULL}, {"-cl-finite-math-only", NULL}, {"-cl-fast-relaxed-math", NULL},
    {"-w", NULL}, {"-Werror", NULL},
    {"-cl-std=CL1.2", NULL}, {"-cl-std=CL2.0", NULL}, {"-cl-std=CL3.0", NULL},
    {"-O0", NULL}, {"-O1", NULL}, {"-O2", NULL}, {"-O3", NULL},
};

/* Split options at blanks (double quotes group); the gcncc arguments in
 * argv (at most max), or -1 when an option is not valid. */
static int build_args(const char *options, char *buf, char **argv, int max)
{
    int n = 0, std = 0;
    char *w = buf;
    const char *s = options ? options : "";
    char *words[256];
    int nw = 0;
    while (*s) {
        while (*s == ' ' || *s == '\t' || *s == '\n')
            s++;
        if (!*s)
            break;
        if (nw == 256)
            return -1;
        words[nw++] = w;
        int quoted = 0;
        while (*s && (quoted || (*s != ' ' && *s != '\t' && *s != '\n'))) {
            if (*s == '"')
                quoted = !quoted;
            else
                *w++ = *s;
            s++;
        }
        *w++ = '\0';
    }
    for (int i = 0; i < nw; i++) {
        const char *o = words[i];
        if (n + 2 > max)
            return -1;
        if (!strcmp(o, "-D") || !strcmp(o, "-I")) {
            if (i + 1 >= nw)
                return -1;
            argv[n++] = words[i];
            argv[n++] = words[++i];
            continue;
        }
        if (!strncmp(o, "-D", 2) || !strncmp(o, "-I", 2)) {
            argv[n++] = words[i];
            continue;
        }
        size_t j = 0;
        while (j < sizeof build_opts / sizeof build_opts[0] && strcmp(o, build_opts[j].opt))
            j++;
        if (j == sizeof build_opts / sizeof build_opts[0])
            return -1;
        std |= !strncmp(o, "-cl-std=", 8);
        const char *g = build_opts[j].gcncc ? build_opts[j].gcncc : words[i];
        if (*g)
            argv[n++] = (char *)g;
    }
    if (n + 2 > max)
        return -1;
    if (!std)
        argv[n++] = "-cl-std=CL1.2";   /* a 1.2 device's default language */
    argv[n++] = "-cl-kernel-arg-info";
    return n;
}

/* Run gcncc on dir/prog.cl: 0 when it built dir/prog.co; its output in the log. */
static int run_gcncc(cl_program p, char **args, int nargs)
{
    char src[128], co[128], log[128];
    program_path(p, "prog.cl", src, sizeof src);
    program_path(p, "prog.co", co, sizeof co);
    program_path(p, "build.log", log, sizeof log);
    char *argv[300];
    int n = 0;
    argv[n++] = (char *)ocl_gcncc_path();
    argv[n++] = "--lib";
    argv[n++] = "device";
    for (int i = 0; i < nargs; i++)
        argv[n++] = args[i];
    argv[n++] = "-o";
    argv[n++] = co;
    argv[n++] = src;
    argv[n] = NULL;
    unlink(co);
    pid_t pid = fork();
    if (pid < 0)
        return -1;
    if (pid == 0) {
        int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (fd >= 0) {
            dup2(fd, 1);
            dup2(fd, 2);
            close(fd);
        }
        execv(argv[0], argv);
        fprintf(stderr, "cannot run %s: %s\n", argv[0], strerror(errno));
        _exit(127);
    }
    int st;
    while (waitpid(pid, &st, 0) < 0)
        if (errno != EINTR)
            return -1;
    return WIFEXITED(st) && WEXITSTATUS(st) == 0 ? 0 : -1;
}

cl_int CL_API_CALL ocl_clBuildProgram(cl_program p, cl_uint ndev, const cl_device_id *devices,
                                             const char *options, void (CL_CALLBACK *notify)(cl_program, void *),
                                             void *data)
{
    if (!VALID(p, T_PROGRAM))
        return CL_INVALID_PROGRAM;
    if ((ndev == 0) != (devices == NULL) || (!notify && data))
        return CL_INVALID_VALUE;
    for (cl_uint i = 0; i < ndev; i++)
        if (!VALID(devices[i], T_DEVICE))
            return CL_INVALID_DEVICE;
    if (p->nkernels)
        return CL_INVALID_OPERATION;
    size_t olen = options ? strlen(options) : 0;
    char *buf = malloc(olen + 1), *args[256];
    if (!buf)
        return CL_OUT_OF_HOST_MEMORY;
    int nargs = build_args(options, buf, args, 256);
    free(p->options);
    p->options = strdup(options ? options : "");
    free(p->log);
    p->log = NULL;
    cl_int rc = CL_SUCCESS;
    if (nargs < 0) {
        rc = CL_INVALID_BUILD_OPTIONS;
    } else if (p->source) {
        char src[128], path[128], err[256];
        program_path(p, "prog.cl", src, sizeof src);
        program_path(p, "build.log", path, sizeof path);
        if (write_file(src, p->source, strlen(p->source)) < 0) {
            rc = CL_OUT_OF_HOST_MEMORY;
        } else if (run_gcncc(p, args, nargs) < 0) {
            rc = CL_BUILD_PROGRAM_FAILURE;
            p->log = read_file(path, NULL);
        } else {
            p->log = read_file(path, NULL);
            if (load_binary(p, err, sizeof err) < 0) {
                ocl_report(p->ctx, "clBuildProgram: %s", err);
                rc = CL_BUILD_PROGRAM_FAILURE;
            }
        }
    }
    free(buf);
    if (rc != CL_INVALID_BUILD_OPTIONS)
        p->status = rc == CL_SUCCESS ? CL_BUILD_SUCCESS : CL_BUILD_ERROR;
    if (notify)
        notify(p, data);
    return rc;
}

cl_int CL_API_CALL ocl_clUnloadPlatformCompiler(cl_platform_id pl)
{
    return VALID(pl, T_PLATFORM) ? CL_SUCCESS : CL_INVALID_PLATFORM;   /* gcncc is a process per build */
}

cl_int CL_API_CALL ocl_clUnloadCompiler(void)
{
    return CL_SUCCESS;
}

cl_int CL_API_CALL ocl_clGetProgramInfo(cl_program p, cl_program_info param, size_t size, void *out,
                                               size_t *ret)
{
    if (!VALID(p, T_PROGRAM))
        return CL_INVALID_PROGRAM;
    switch (param) {
    case CL_PROGRAM_REFERENCE_COUNT: INFO(cl_uint, p->refs);
    case CL_PROGRAM_CONTEXT: INFO(cl_context, p->ctx);
    case CL_PROGRAM_NUM_DEVICES: INFO(cl_uint, 1);
    case CL_PROGRAM_DEVICES: INFO(cl_device_id, &ocl_device);
    case CL_PROGRAM_SOURCE: INFO_STR(p->source ? p->source : "");
    case CL_PROGRAM_BINARY_SIZES: INFO(size_t, p->built ? p->binary_size : 0);
    case CL_PROGRAM_BINARIES: {
        if (out && size < sizeof(unsigned char *))
            return CL_INVALID_VALUE;
        if (out && p->built && ((unsigned char **)out)[0])
            memcpy(((unsigned char **)out)[0], p->binary, p->binary_size);
        if (ret)
            *ret = sizeof(unsigned char *);
        return CL_SUCCESS;
    }
    case CL_PROGRAM_NUM_KERNELS:
        if (!p->built)
            return CL_INVALID_PROGRAM_EXECUTABLE;
        INFO(size_t, p->co.nkernels);
    case CL_PROGRAM_KERNEL_NAMES: {
        if (!p->built)
            return CL_INVALID_PROGRAM_EXECUTABLE;
        size_t n = 1;
        for (unsigned i = 0; i < p->co.nkernels; i++)
            n += strlen(p->co.kernels[i].name) + 1;
        char *names = calloc(1, n);
        if (!names)
            return CL_OUT_OF_HOST_MEMORY;
        for (unsigned i = 0; i < p->co.nkernels; i++) {
            if (i)
                strcat(names, ";");
            strcat(names, p->co.kernels[i].name);
        }
        cl_int rc = ocl_info_str(names, size, out, ret);
        free(names);
        return rc;
    }
    default: return CL_INVALID_VALUE;
    }
}

cl_int CL_API_CALL ocl_clGetProgramBuildInfo(cl_program p, cl_device_id d, cl_program_build_info param,
                                                    size_t size, void *out, size_t *ret)
{
    if (!VALID(p, T_PROGRAM))
        return CL_INVALID_PROGRAM;
    if (!VALID(d, T_DEVICE))
        return CL_INVALID_DEVICE;
    switch (param) {
    case CL_PROGRAM_BUILD_STATUS: INFO(cl_build_status, p->status);
    case CL_PROGRAM_BUILD_OPTIONS: INFO_STR(p->options ? p->options : "");
    case CL_PROGRAM_BUILD_LOG: INFO_STR(p->log ? p->log : "");
    case CL_PROGRAM_BINARY_TYPE:
        INFO(cl_program_binary_type, p->built ? CL_PROGRAM_BINARY_TYPE_EXECUTABLE : CL_PROGRAM_BINARY_TYPE_NONE);
    default: return CL_INVALID_VALUE;
    }
}

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
    case GCN_ARG_BY_VALUE:
        if (!value)
            return CL_INVALID_ARG_VALUE;
        if (size != a->md->size)
            return CL_INVALID_ARG_SIZE;
        if (size == 4) {
            v.type = GCN_RT_U32;
            memcpy(&v.v.u32, value, 4);
        } else if (size == 8) {
            v.type = GCN_RT_U64;
            memcpy(&v.v.u64, value, 8);
        } else {
            return CL_INVALID_OPERATION;   /* the runtime passes 4- and 8-byte values only */
        }
        break;
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
        if (offset && offset[i])
            return CL_INVALID_GLOBAL_OFFSET;   /* the runtime launches at offset 0 */
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
    gcn_rt_arg *args = calloc(k->nargs ? k->nargs : 1, sizeof *args);
    if (!args)
        return CL_OUT_OF_HOST_MEMORY;
    for (cl_uint i = 0; i < k->nargs; i++)
        args[i] = k->args[i].v;
    gcn_rt_launch launch;
    memset(&launch, 0, sizeof launch);
    launch.kernel = k->k->name;
    launch.dims = dims;
    memcpy(launch.global, g, sizeof g);
    memcpy(launch.local, l, sizeof l);
    launch.args = args;
    launch.nargs = k->nargs;
    gcn_run_result res;
    timing t = ocl_time_begin();
    ocl_lock();
    int bad = 0;
    if (ocl_loaded_program != k->prog->id) {
        char path[128];
        program_path(k->prog, "prog.co", path, sizeof path);
        bad = gcn_rt_load(ocl_rt, path) < 0;
        ocl_loaded_program = bad ? 0 : k->prog->id;
        if (bad)
            ocl_report(q->ctx, "kernel %s: %s", k->k->name, gcn_rt_error(ocl_rt));
    }
    if (!bad && gcn_rt_run(ocl_rt, &launch, &res) < 0) {
        bad = 1;
        ocl_report(q->ctx, "kernel %s: %s", k->k->name, res.msg[0] ? res.msg : gcn_rt_error(ocl_rt));
    }
    const gcn_rt_rtl_stats *st = gcn_rt_rtl_last(ocl_rt);
    ocl_time_end(&t, ocl_rtl_backend(), st && st->valid ? st->cycles : 0);
    ocl_unlock();
    free(args);
    if (bad)
        return CL_OUT_OF_RESOURCES;
    return ocl_finish_command(q, CL_COMMAND_NDRANGE_KERNEL, CL_COMPLETE, t, ev);
}

cl_int CL_API_CALL ocl_clEnqueueTask(cl_command_queue q, cl_kernel k, cl_uint nwait, const cl_event *wait,
                                           cl_event *ev)
{
    const size_t one = 1;
    return ocl_clEnqueueNDRangeKernel(q, k, 1, NULL, &one, &one, nwait, wait, ev);
}

