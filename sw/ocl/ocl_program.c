/* libgcnocl: programs from source (built, or compiled and linked, by
 * sw/tools/gcncc) and from binaries (docs/opencl.md). */
#include "ocl.h"

#include <ftw.h>

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

void ocl_program_path(cl_program p, const char *name, char *out, size_t n)
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

/* The context and the device list of a program made for given devices. */
static cl_int check_devices(cl_context c, cl_uint ndev, const cl_device_id *devices)
{
    if (!VALID(c, T_CONTEXT))
        return CL_INVALID_CONTEXT;
    if (ndev == 0 || !devices)
        return CL_INVALID_VALUE;
    for (cl_uint i = 0; i < ndev; i++)
        if (!VALID(devices[i], T_DEVICE))
            return CL_INVALID_DEVICE;
    return CL_SUCCESS;
}

/* The device has no built-in kernels (CL_DEVICE_BUILT_IN_KERNELS is empty):
 * every name is one no device in the list supports. */
cl_program CL_API_CALL ocl_clCreateProgramWithBuiltInKernels(cl_context c, cl_uint ndev, const cl_device_id *devices,
                                                             const char *names, cl_int *errcode_ret)
{
    cl_int rc = check_devices(c, ndev, devices);
    if (rc != CL_SUCCESS)
        ERR(rc);
    (void)names;
    ERR(CL_INVALID_VALUE);
}

/* Each kind of binary's file in the program's directory. */
static const char *binary_file(cl_program_binary_type type)
{
    return type == CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT ? "prog.o"
           : type == CL_PROGRAM_BINARY_TYPE_LIBRARY       ? "prog.a"
                                                          : "prog.co";
}

/* What a binary is: an archive is a library (gcncc --library), a relocatable
 * AMDGPU ELF a compiled object, anything else meant as a code object. */
static cl_program_binary_type binary_kind(const unsigned char *b, size_t n)
{
    if (n >= 8 && !memcmp(b, "!<arch>\n", 8))
        return CL_PROGRAM_BINARY_TYPE_LIBRARY;
    if (n >= 20 && !memcmp(b, "\177ELF", 4) && b[4] == 2 && b[5] == 1 && (b[16] | b[17] << 8) == 1 /* ET_REL */ &&
        (b[18] | b[19] << 8) == 224 /* EM_AMDGPU */)
        return CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT;
    return CL_PROGRAM_BINARY_TYPE_EXECUTABLE;
}

/* p holds no binary (and the runtime will load its next executable anew). */
static void drop_binary(cl_program p)
{
    if (p->built)
        gcn_co_free(&p->co);
    ocl_lock();
    if (ocl_loaded_program == p->id)
        ocl_loaded_program = 0;
    ocl_unlock();
    p->built = 0;
    free(p->binary);
    p->binary = NULL;
    p->binary_size = 0;
    p->bintype = CL_PROGRAM_BINARY_TYPE_NONE;
}

/* The binary of that type in p's directory becomes p's (an executable's
 * kernels loaded); -1 with err when it does not load. */
static int set_binary(cl_program p, cl_program_binary_type type, char *err, size_t n)
{
    char path[128];
    ocl_program_path(p, binary_file(type), path, sizeof path);
    gcn_code_object co;
    memset(&co, 0, sizeof co);
    int exe = type == CL_PROGRAM_BINARY_TYPE_EXECUTABLE;
    if (exe && gcn_co_load(&co, path, err, n) < 0)
        return -1;
    size_t size = 0;
    unsigned char *bytes = (unsigned char *)read_file(path, &size);
    if (!bytes) {
        if (exe)
            gcn_co_free(&co);
        snprintf(err, n, "cannot read %s", path);
        return -1;
    }
    drop_binary(p);
    p->co = co;
    p->built = exe;
    p->bintype = type;
    p->binary = bytes;
    p->binary_size = size;
    return 0;
}

cl_program CL_API_CALL ocl_clCreateProgramWithBinary(cl_context c, cl_uint ndev, const cl_device_id *devices,
                                                            const size_t *lengths, const unsigned char **binaries,
                                                            cl_int *status, cl_int *errcode_ret)
{
    cl_int rc = check_devices(c, ndev, devices);
    if (rc != CL_SUCCESS)
        ERR(rc);
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
    char path[128], err[256] = "cannot write the binary";
    cl_program_binary_type type = binary_kind(binaries[0], lengths[0]);
    ocl_program_path(p, binary_file(type), path, sizeof path);
    if (write_file(path, binaries[0], lengths[0]) < 0 || set_binary(p, type, err, sizeof err) < 0) {
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

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st;
    (void)flag;
    (void)ftw;
    remove(path);
    return 0;
}

/* Remove a directory and everything under it. */
static void remove_tree(const char *dir)
{
    nftw(dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

cl_int CL_API_CALL ocl_clReleaseProgram(cl_program p)
{
    if (!VALID(p, T_PROGRAM))
        return CL_INVALID_PROGRAM;
    if (--p->refs)
        return CL_SUCCESS;
    remove_tree(p->dir);
    drop_binary(p);
    free(p->source);
    free(p->options);
    free(p->log);
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

/* The link options (sections 5.6.5.1 and 5.6.5.2): the math ones allow what
 * the code, generated when each object was compiled, already is. */
static const char *const link_opts[] = {
    "-create-library", "-enable-link-options", "-cl-denorms-are-zero", "-cl-no-signed-zeros",
    "-cl-unsafe-math-optimizations", "-cl-finite-math-only", "-cl-fast-relaxed-math",
};

enum { MAX_WORDS = 256 };

/* Split options at blanks (double quotes group) into buf, one pointer per
 * word in words; the number of words, or -1 when there are too many. */
static int split_words(const char *options, char *buf, char **words)
{
    int nw = 0;
    char *w = buf;
    const char *s = options ? options : "";
    while (*s) {
        while (*s == ' ' || *s == '\t' || *s == '\n')
            s++;
        if (!*s)
            break;
        if (nw == MAX_WORDS)
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
    return nw;
}

/* The gcncc arguments of build (or compile) options in argv (at most max,
 * their text in *buf, which the caller frees): their count, -1 when an
 * option is not valid, -2 without memory. */
static int build_args(const char *options, char **buf, char **argv, int max)
{
    int n = 0, std = 0;
    char *words[MAX_WORDS];
    if (!(*buf = malloc(options ? strlen(options) + 1 : 1)))
        return -2;
    int nw = split_words(options, *buf, words);
    if (nw < 0)
        return -1;
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

/* Link options: 1 to create a library, 0 an executable, -1 when an option is
 * not valid (-enable-link-options goes only with -create-library). */
static int link_mode(const char *options)
{
    char *buf = malloc(options ? strlen(options) + 1 : 1), *words[MAX_WORDS];
    if (!buf)
        return -1;
    int nw = split_words(options, buf, words), library = 0, enable = 0;
    for (int i = 0; i < nw; i++) {
        size_t j = 0;
        while (j < sizeof link_opts / sizeof link_opts[0] && strcmp(words[i], link_opts[j]))
            j++;
        if (j == sizeof link_opts / sizeof link_opts[0])
            nw = -1;
        library |= j == 0;
        enable |= j == 1;
    }
    free(buf);
    return nw < 0 || (enable && !library) ? -1 : library;
}

/* Run gcncc --lib device with args, its output into build.log and p's log:
 * 0 when it succeeded. */
static int run_gcncc(cl_program p, char **args, int nargs)
{
    char log[128];
    ocl_program_path(p, "build.log", log, sizeof log);
    char **argv = calloc((size_t)nargs + 4, sizeof *argv);
    if (!argv)
        return -1;
    int n = 0;
    argv[n++] = (char *)ocl_gcncc_path();
    argv[n++] = "--lib";
    argv[n++] = "device";
    for (int i = 0; i < nargs; i++)
        argv[n++] = args[i];
    argv[n] = NULL;
    pid_t pid = fork();
    if (pid < 0) {
        free(argv);
        return -1;
    }
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
    free(argv);
    int st;
    while (waitpid(pid, &st, 0) < 0)
        if (errno != EINTR)
            return -1;
    free(p->log);
    p->log = read_file(log, NULL);
    return WIFEXITED(st) && WEXITSTATUS(st) == 0 ? 0 : -1;
}

/* gcncc makes p's binary of that type from args (its inputs and options, to
 * which "-o" and the output are added): CL_SUCCESS, or fail with the log. */
static cl_int make_binary(cl_program p, cl_program_binary_type type, char **args, int nargs, cl_int fail)
{
    char out[128], err[256];
    ocl_program_path(p, binary_file(type), out, sizeof out);
    args[nargs++] = "-o";
    args[nargs++] = out;
    drop_binary(p);
    unlink(out);
    if (run_gcncc(p, args, nargs) < 0)
        return fail;
    if (set_binary(p, type, err, sizeof err) < 0) {
        ocl_report(p->ctx, "%s", err);
        return fail;
    }
    return CL_SUCCESS;
}

/* Compile p's source (with its options' gcncc arguments, and -I inc when it
 * has headers) into an executable or an object. */
static cl_int compile_source(cl_program p, char **opts, int nopts, const char *inc, cl_program_binary_type type,
                             cl_int fail)
{
    char src[128];
    ocl_program_path(p, "prog.cl", src, sizeof src);
    if (write_file(src, p->source, strlen(p->source)) < 0)
        return CL_OUT_OF_HOST_MEMORY;
    char *args[MAX_WORDS + 8];
    int n = 0;
    if (inc) {
        args[n++] = "-I";
        args[n++] = (char *)inc;
    }
    for (int i = 0; i < nopts; i++)
        args[n++] = opts[i];
    if (type == CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT)
        args[n++] = "-c";
    args[n++] = src;
    return make_binary(p, type, args, n, fail);
}

/* Link the objects and libraries of the programs in into p: an executable,
 * or with library a library. */
static cl_int link_into(cl_program p, cl_uint nin, const cl_program *in, int library)
{
    char (*paths)[128] = calloc(nin, sizeof *paths);
    char **args = calloc((size_t)nin + 4, sizeof *args);
    cl_int rc = CL_OUT_OF_HOST_MEMORY;
    if (paths && args) {
        int n = 0;
        if (library)
            args[n++] = "--library";
        for (cl_uint i = 0; i < nin; i++) {
            ocl_program_path(in[i], binary_file(in[i]->bintype), paths[i], sizeof paths[i]);
            args[n++] = paths[i];
        }
        rc = make_binary(p, library ? CL_PROGRAM_BINARY_TYPE_LIBRARY : CL_PROGRAM_BINARY_TYPE_EXECUTABLE, args, n,
                         CL_LINK_PROGRAM_FAILURE);
    }
    free(paths);
    free(args);
    return rc;
}

/* The checks clBuildProgram and clCompileProgram share. */
static cl_int check_build(cl_program p, cl_uint ndev, const cl_device_id *devices,
                          void (CL_CALLBACK *notify)(cl_program, void *), void *data)
{
    if (!VALID(p, T_PROGRAM))
        return CL_INVALID_PROGRAM;
    if ((ndev == 0) != (devices == NULL) || (!notify && data))
        return CL_INVALID_VALUE;
    for (cl_uint i = 0; i < ndev; i++)
        if (!VALID(devices[i], T_DEVICE))
            return CL_INVALID_DEVICE;
    return CL_SUCCESS;
}

/* The options kept for CL_PROGRAM_BUILD_OPTIONS; the build status after rc. */
static void record_build(cl_program p, const char *options, cl_int rc)
{
    free(p->options);
    p->options = strdup(options ? options : "");
    p->status = rc == CL_SUCCESS ? CL_BUILD_SUCCESS : CL_BUILD_ERROR;
}

cl_int CL_API_CALL ocl_clBuildProgram(cl_program p, cl_uint ndev, const cl_device_id *devices,
                                             const char *options, void (CL_CALLBACK *notify)(cl_program, void *),
                                             void *data)
{
    cl_int rc = check_build(p, ndev, devices, notify, data);
    if (rc != CL_SUCCESS)
        return rc;
    if (p->nkernels)
        return CL_INVALID_OPERATION;
    if (p->source && !ocl_gcncc_available())
        return CL_COMPILER_NOT_AVAILABLE;
    if (!p->source && p->bintype == CL_PROGRAM_BINARY_TYPE_NONE)
        return CL_INVALID_BINARY;
    char *buf, *args[MAX_WORDS];
    int nargs = build_args(options, &buf, args, MAX_WORDS);
    if (nargs < 0) {
        free(buf);
        return nargs == -2 ? CL_OUT_OF_HOST_MEMORY : CL_INVALID_BUILD_OPTIONS;
    }
    if (p->source)
        rc = compile_source(p, args, nargs, NULL, CL_PROGRAM_BINARY_TYPE_EXECUTABLE, CL_BUILD_PROGRAM_FAILURE);
    else if (p->bintype != CL_PROGRAM_BINARY_TYPE_EXECUTABLE)   /* an object or a library: linked alone */
        rc = link_into(p, 1, &p, 0) == CL_SUCCESS ? CL_SUCCESS : CL_BUILD_PROGRAM_FAILURE;
    free(buf);
    record_build(p, options, rc);
    if (notify)
        notify(p, data);
    return rc;
}

/* A header's name as #include gives it: relative, without "..". */
static int header_name_ok(const char *name)
{
    if (!name || !*name || *name == '/' || strlen(name) > 1024)
        return 0;
    for (const char *s = name; *s; s = strchr(s, '/') ? strchr(s, '/') + 1 : s + strlen(s))
        if (!strncmp(s, "..", 2) && (s[2] == '/' || s[2] == '\0'))
            return 0;
    return 1;
}

/* The headers' sources as files under dir/inc, under their include names
 * (the first of the same name wins); -1 when one cannot be written. */
static int write_headers(cl_program p, cl_uint n, const cl_program *hdr, const char **names, char *inc, size_t len)
{
    ocl_program_path(p, "inc", inc, len);
    remove_tree(inc);
    if (mkdir(inc, 0700) < 0)
        return -1;
    for (cl_uint i = 0; i < n; i++) {
        char path[1200];
        snprintf(path, sizeof path, "%s/%s", inc, names[i]);
        for (char *s = path + strlen(inc) + 1; (s = strchr(s, '/')); s++) {
            *s = '\0';
            int bad = mkdir(path, 0700) < 0 && errno != EEXIST;
            *s = '/';
            if (bad)
                return -1;
        }
        if (access(path, F_OK) != 0 && write_file(path, hdr[i]->source, strlen(hdr[i]->source)) < 0)
            return -1;
    }
    return 0;
}

cl_int CL_API_CALL ocl_clCompileProgram(cl_program p, cl_uint ndev, const cl_device_id *devices, const char *options,
                                        cl_uint nhdr, const cl_program *hdr, const char **names,
                                        void (CL_CALLBACK *notify)(cl_program, void *), void *data)
{
    if (!VALID(p, T_PROGRAM))
        return CL_INVALID_PROGRAM;
    if ((nhdr == 0) != (hdr == NULL) || (nhdr == 0) != (names == NULL))
        return CL_INVALID_VALUE;
    cl_int rc = check_build(p, ndev, devices, notify, data);
    if (rc != CL_SUCCESS)
        return rc;
    for (cl_uint i = 0; i < nhdr; i++) {
        if (!VALID(hdr[i], T_PROGRAM))
            return CL_INVALID_PROGRAM;
        if (!hdr[i]->source || !header_name_ok(names[i]))
            return CL_INVALID_VALUE;
    }
    if (!p->source || p->nkernels)
        return CL_INVALID_OPERATION;
    char *buf, *args[MAX_WORDS];
    int nargs = build_args(options, &buf, args, MAX_WORDS);
    if (nargs < 0 || !ocl_gcncc_available()) {
        free(buf);
        return nargs == -2 ? CL_OUT_OF_HOST_MEMORY : nargs < 0 ? CL_INVALID_COMPILER_OPTIONS : CL_COMPILER_NOT_AVAILABLE;
    }
    char inc[128];
    if (nhdr && write_headers(p, nhdr, hdr, names, inc, sizeof inc) < 0)
        rc = CL_OUT_OF_HOST_MEMORY;
    else
        rc = compile_source(p, args, nargs, nhdr ? inc : NULL, CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT,
                            CL_COMPILE_PROGRAM_FAILURE);
    free(buf);
    record_build(p, options, rc);
    if (notify)
        notify(p, data);
    return rc;
}

cl_program CL_API_CALL ocl_clLinkProgram(cl_context c, cl_uint ndev, const cl_device_id *devices,
                                         const char *options, cl_uint nin, const cl_program *in,
                                         void (CL_CALLBACK *notify)(cl_program, void *), void *data,
                                         cl_int *errcode_ret)
{
    if (!VALID(c, T_CONTEXT))
        ERR(CL_INVALID_CONTEXT);
    if ((ndev == 0) != (devices == NULL) || nin == 0 || !in || (!notify && data))
        ERR(CL_INVALID_VALUE);
    for (cl_uint i = 0; i < ndev; i++)
        if (!VALID(devices[i], T_DEVICE))
            ERR(CL_INVALID_DEVICE);
    for (cl_uint i = 0; i < nin; i++)
        if (!VALID(in[i], T_PROGRAM))
            ERR(CL_INVALID_PROGRAM);
    int library = link_mode(options);
    if (library < 0)
        ERR(CL_INVALID_LINKER_OPTIONS);
    for (cl_uint i = 0; i < nin; i++)
        if (in[i]->bintype != CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT &&
            in[i]->bintype != CL_PROGRAM_BINARY_TYPE_LIBRARY)
            ERR(CL_INVALID_OPERATION);   /* neither compiled nor a library */
    if (!ocl_gcncc_available())
        ERR(CL_LINKER_NOT_AVAILABLE);
    cl_program p = new_program(c, errcode_ret);
    if (!p)
        return NULL;
    cl_int rc = link_into(p, nin, in, library);
    record_build(p, options, rc);
    if (notify)
        notify(p, data);
    if (rc != CL_SUCCESS && rc != CL_LINK_PROGRAM_FAILURE) {   /* the link could not begin */
        ocl_clReleaseProgram(p);
        ERR(rc);
    }
    if (errcode_ret)
        *errcode_ret = rc;   /* after a failed link, the program holds the log */
    return p;
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
    case CL_PROGRAM_BINARY_SIZES: INFO(size_t, p->binary_size);
    case CL_PROGRAM_BINARIES: {
        if (out && size < sizeof(unsigned char *))
            return CL_INVALID_VALUE;
        if (out && p->binary && ((unsigned char **)out)[0])
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
    case CL_PROGRAM_BINARY_TYPE: INFO(cl_program_binary_type, p->bintype);
    default: return CL_INVALID_VALUE;
    }
}
