/* The OpenCL API test, part two: separate compilation and linking
 * (clCompileProgram, clLinkProgram) with embedded headers, libraries and the
 * binaries of objects and libraries, on good input and on the errors of the
 * OpenCL 1.2 specification; a kernel that calls a function of another file
 * runs.  Then the entry points the device answers with an error it allows:
 * programs of built-in kernels and sub-devices.  Expected values: host C. */
#include "test_ocl_api.h"

/* the header, included under a directory name */
static const char *defs_h = "#define OFFSET 7\nint helper(int x);\n";
/* the helper, in its own file */
static const char *helper_cl = "#include \"inc/defs.h\"\nint helper(int x) { return x * 3 + OFFSET; }\n";
/* the kernel that calls it, SHIFT given as an option */
static const char *apply_cl =
    "#include \"inc/defs.h\"\n"
    "__kernel void apply(__global int *p) { size_t i = get_global_id(0); p[i] = helper(p[i]) + SHIFT; }\n";

static int notified;
static void CL_CALLBACK on_built(cl_program p, void *data)
{
    (void)p;
    notified += data == &notified;
}

static cl_program from_source(cl_context c, const char *src)
{
    cl_int err = 0;
    cl_program p = clCreateProgramWithSource(c, 1, &src, NULL, &err);
    CHECK(p && err == CL_SUCCESS);
    return p;
}

static cl_program_binary_type binary_type(cl_program p, cl_device_id dev)
{
    cl_program_binary_type t = 0x7fff;
    OK(clGetProgramBuildInfo(p, dev, CL_PROGRAM_BINARY_TYPE, sizeof t, &t, NULL));
    return t;
}

/* p failed to compile or link: its status says so, its log names what. */
static void failed(cl_program p, cl_device_id dev, const char *what)
{
    char log[4096] = "";
    OK(clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL));
    CHECK(strstr(log, what) != NULL);
    cl_build_status st = 0;
    OK(clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_STATUS, sizeof st, &st, NULL));
    CHECK(st == CL_BUILD_ERROR);
}

/* A program made from p's binary (clCreateProgramWithBinary). */
static cl_program from_binary(cl_context c, cl_device_id dev, cl_program p)
{
    size_t n = 0;
    OK(clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, sizeof n, &n, NULL));
    CHECK(n > 0);
    unsigned char *bytes = malloc(n ? n : 1);
    OK(clGetProgramInfo(p, CL_PROGRAM_BINARIES, sizeof bytes, &bytes, NULL));
    const unsigned char *cb = bytes;
    cl_int st = 0, err = 0;
    cl_program b = clCreateProgramWithBinary(c, 1, &dev, &n, &cb, &st, &err);
    CHECK(b && err == CL_SUCCESS && st == CL_SUCCESS);
    free(bytes);
    return b;
}

/* Run apply from the executable e over n values; 1 when each is
 * helper(x) + shift as the host computes it. */
static int runs(cl_context c, cl_command_queue q, cl_program e, int shift)
{
    enum { N = 200 };
    int host[N], back[N];
    for (int i = 0; i < N; i++)
        host[i] = i * 13 - 900;
    cl_int err = 0;
    cl_kernel k = clCreateKernel(e, "apply", &err);
    cl_mem m = clCreateBuffer(c, CL_MEM_COPY_HOST_PTR, sizeof host, host, &err);
    CHECK(k && m);
    if (!k || !m)
        return 0;
    size_t g = N;
    OK(clSetKernelArg(k, 0, sizeof m, &m));
    OK(clEnqueueNDRangeKernel(q, k, 1, NULL, &g, NULL, 0, NULL, NULL));
    OK(clEnqueueReadBuffer(q, m, CL_TRUE, 0, sizeof back, back, 0, NULL, NULL));
    int good = 1;
    for (int i = 0; i < N; i++)
        good &= back[i] == host[i] * 3 + 7 + shift;
    OK(clReleaseKernel(k));
    OK(clReleaseMemObject(m));
    return good;
}

static void compile_errors(cl_context c, cl_device_id dev, cl_program hdr, const char *name)
{
    cl_program p = from_source(c, apply_cl);
    const char *up = "../defs.h", *abs = "/tmp/defs.h";
    EXPECT(clCompileProgram((cl_program)c, 1, &dev, NULL, 0, NULL, NULL, NULL, NULL), CL_INVALID_PROGRAM);
    EXPECT(clCompileProgram(p, 1, NULL, NULL, 0, NULL, NULL, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clCompileProgram(p, 0, &dev, NULL, 0, NULL, NULL, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clCompileProgram(p, 1, &dev, NULL, 1, NULL, &name, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clCompileProgram(p, 1, &dev, NULL, 1, &hdr, NULL, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clCompileProgram(p, 1, &dev, NULL, 0, &hdr, &name, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clCompileProgram(p, 1, &dev, NULL, 0, NULL, NULL, NULL, &notified), CL_INVALID_VALUE);
    EXPECT(clCompileProgram(p, 1, (cl_device_id *)&c, NULL, 0, NULL, NULL, NULL, NULL), CL_INVALID_DEVICE);
    EXPECT(clCompileProgram(p, 1, &dev, NULL, 1, &hdr, &up, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clCompileProgram(p, 1, &dev, NULL, 1, &hdr, &abs, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clCompileProgram(p, 1, &dev, "-create-library", 1, &hdr, &name, NULL, NULL), CL_INVALID_COMPILER_OPTIONS);
    /* without its header: the compile fails, the log says which file */
    EXPECT(clCompileProgram(p, 1, &dev, "-D SHIFT=2", 0, NULL, NULL, NULL, NULL), CL_COMPILE_PROGRAM_FAILURE);
    failed(p, dev, "inc/defs.h");
    CHECK(binary_type(p, dev) == CL_PROGRAM_BINARY_TYPE_NONE);
    OK(clReleaseProgram(p));
}

static void link_errors(cl_context c, cl_device_id dev, cl_program obj, cl_program exe, cl_program src)
{
    cl_int err = 0;
    CHECK(!clLinkProgram((cl_context)dev, 1, &dev, NULL, 1, &obj, NULL, NULL, &err) && err == CL_INVALID_CONTEXT);
    CHECK(!clLinkProgram(c, 1, &dev, NULL, 0, &obj, NULL, NULL, &err) && err == CL_INVALID_VALUE);
    CHECK(!clLinkProgram(c, 1, &dev, NULL, 1, NULL, NULL, NULL, &err) && err == CL_INVALID_VALUE);
    CHECK(!clLinkProgram(c, 0, &dev, NULL, 1, &obj, NULL, NULL, &err) && err == CL_INVALID_VALUE);
    CHECK(!clLinkProgram(c, 1, &dev, NULL, 1, &obj, NULL, &notified, &err) && err == CL_INVALID_VALUE);
    CHECK(!clLinkProgram(c, 1, (cl_device_id *)&c, NULL, 1, &obj, NULL, NULL, &err) && err == CL_INVALID_DEVICE);
    CHECK(!clLinkProgram(c, 1, &dev, NULL, 1, (cl_program *)&c, NULL, NULL, &err) && err == CL_INVALID_PROGRAM);
    CHECK(!clLinkProgram(c, 1, &dev, "-D X=1", 1, &obj, NULL, NULL, &err) && err == CL_INVALID_LINKER_OPTIONS);
    CHECK(!clLinkProgram(c, 1, &dev, "-enable-link-options", 1, &obj, NULL, NULL, &err) &&
          err == CL_INVALID_LINKER_OPTIONS);
    /* only compiled objects and libraries link */
    CHECK(!clLinkProgram(c, 1, &dev, NULL, 1, &exe, NULL, NULL, &err) && err == CL_INVALID_OPERATION);
    CHECK(!clLinkProgram(c, 1, &dev, NULL, 1, &src, NULL, NULL, &err) && err == CL_INVALID_OPERATION);
    /* a kernel whose helper is nowhere: the link fails, its program holds the log */
    cl_program bad = clLinkProgram(c, 1, &dev, NULL, 1, &obj, NULL, NULL, &err);
    CHECK(bad && err == CL_LINK_PROGRAM_FAILURE);
    if (bad) {
        failed(bad, dev, "helper");
        CHECK(!clCreateKernel(bad, "apply", &err) && err == CL_INVALID_PROGRAM_EXECUTABLE);
        OK(clReleaseProgram(bad));
    }
}

void separate_compilation(cl_context c, cl_device_id dev, cl_command_queue q)
{
    cl_int err = 0;
    cl_bool linker = CL_FALSE;
    OK(clGetDeviceInfo(dev, CL_DEVICE_LINKER_AVAILABLE, sizeof linker, &linker, NULL));
    CHECK(linker == CL_TRUE);
    const char *name = "inc/defs.h";
    cl_program hdr = from_source(c, defs_h);
    compile_errors(c, dev, hdr, name);

    /* each file compiled to an object */
    cl_program apply = from_source(c, apply_cl), helper = from_source(c, helper_cl);
    notified = 0;
    OK(clCompileProgram(apply, 1, &dev, "-D SHIFT=2 -cl-mad-enable", 1, &hdr, &name, on_built, &notified));
    CHECK(notified == 1);
    OK(clCompileProgram(helper, 0, NULL, NULL, 1, &hdr, &name, NULL, NULL));
    CHECK(binary_type(apply, dev) == CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT);
    char opts[64] = "";
    OK(clGetProgramBuildInfo(apply, dev, CL_PROGRAM_BUILD_OPTIONS, sizeof opts, opts, NULL));
    CHECK(!strcmp(opts, "-D SHIFT=2 -cl-mad-enable"));
    cl_build_status st = 0;
    OK(clGetProgramBuildInfo(apply, dev, CL_PROGRAM_BUILD_STATUS, sizeof st, &st, NULL));
    CHECK(st == CL_BUILD_SUCCESS);
    size_t nk = 0;
    EXPECT(clGetProgramInfo(apply, CL_PROGRAM_NUM_KERNELS, sizeof nk, &nk, NULL), CL_INVALID_PROGRAM_EXECUTABLE);
    CHECK(!clCreateKernel(apply, "apply", &err) && err == CL_INVALID_PROGRAM_EXECUTABLE);

    /* two objects linked into an executable; the kernel calls across them */
    cl_program both[2] = {apply, helper};
    notified = 0;
    cl_program exe = clLinkProgram(c, 1, &dev, "-cl-fast-relaxed-math", 2, both, on_built, &notified, &err);
    CHECK(exe && err == CL_SUCCESS && notified == 1);
    if (!exe)
        return;
    CHECK(binary_type(exe, dev) == CL_PROGRAM_BINARY_TYPE_EXECUTABLE);
    OK(clGetProgramBuildInfo(exe, dev, CL_PROGRAM_BUILD_OPTIONS, sizeof opts, opts, NULL));
    CHECK(!strcmp(opts, "-cl-fast-relaxed-math"));
    OK(clGetProgramInfo(exe, CL_PROGRAM_NUM_KERNELS, sizeof nk, &nk, NULL));
    CHECK(nk == 1);
    CHECK(runs(c, q, exe, 2));
    link_errors(c, dev, apply, exe, hdr);

    /* a library of the helper, linked with the kernel's object */
    cl_program lib = clLinkProgram(c, 1, &dev, "-create-library -enable-link-options", 1, &helper, NULL, NULL, &err);
    CHECK(lib && err == CL_SUCCESS);
    if (!lib)
        return;
    CHECK(binary_type(lib, dev) == CL_PROGRAM_BINARY_TYPE_LIBRARY);
    cl_program with_lib[2] = {apply, lib};
    cl_program exe2 = clLinkProgram(c, 1, &dev, "-cl-no-signed-zeros", 2, with_lib, NULL, NULL, &err);
    CHECK(exe2 && err == CL_SUCCESS && runs(c, q, exe2, 2));
    /* the helper twice (its object and the library): a link error */
    cl_program twice[3] = {apply, helper, lib};
    cl_program dup = clLinkProgram(c, 1, &dev, NULL, 3, twice, NULL, NULL, &err);
    CHECK(dup && err == CL_LINK_PROGRAM_FAILURE);
    if (dup)
        failed(dup, dev, "duplicate symbol");

    /* binaries: an object's and a library's make programs of that type; a
     * library of an object and a library, built alone, runs */
    cl_program apply_bin = from_binary(c, dev, apply), lib_bin = from_binary(c, dev, lib);
    CHECK(binary_type(apply_bin, dev) == CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT);
    CHECK(binary_type(lib_bin, dev) == CL_PROGRAM_BINARY_TYPE_LIBRARY);
    cl_program pair[2] = {apply_bin, lib_bin};
    cl_program whole = clLinkProgram(c, 1, &dev, "-create-library", 2, pair, NULL, NULL, &err);
    CHECK(whole && err == CL_SUCCESS);
    cl_program whole_bin = whole ? from_binary(c, dev, whole) : NULL;
    if (whole_bin) {
        OK(clBuildProgram(whole_bin, 1, &dev, NULL, NULL, NULL));
        CHECK(binary_type(whole_bin, dev) == CL_PROGRAM_BINARY_TYPE_EXECUTABLE && runs(c, q, whole_bin, 2));
        OK(clReleaseProgram(whole_bin));
    }
    /* the kernel's object alone does not build: its helper is missing */
    EXPECT(clBuildProgram(apply_bin, 1, &dev, NULL, NULL, NULL), CL_BUILD_PROGRAM_FAILURE);

    cl_program progs[] = {hdr, apply, helper, exe, lib, exe2, dup, apply_bin, lib_bin, whole};
    for (unsigned i = 0; i < sizeof progs / sizeof progs[0]; i++)
        if (progs[i])
            OK(clReleaseProgram(progs[i]));

    /* what the device has none of */
    const char *names = "fft";
    CHECK(!clCreateProgramWithBuiltInKernels(c, 1, &dev, names, &err) && err == CL_INVALID_VALUE);
    CHECK(!clCreateProgramWithBuiltInKernels(c, 0, NULL, names, &err) && err == CL_INVALID_VALUE);
    CHECK(!clCreateProgramWithBuiltInKernels((cl_context)q, 1, &dev, names, &err) && err == CL_INVALID_CONTEXT);
    CHECK(!clCreateProgramWithBuiltInKernels(c, 1, (cl_device_id *)&q, names, &err) && err == CL_INVALID_DEVICE);
    cl_device_partition_property equally[] = {CL_DEVICE_PARTITION_EQUALLY, 1, 0};
    cl_device_id sub[4];
    cl_uint nsub = 0;
    EXPECT(clCreateSubDevices(dev, equally, 4, sub, &nsub), CL_INVALID_VALUE);
    EXPECT(clCreateSubDevices(dev, NULL, 4, sub, &nsub), CL_INVALID_VALUE);
    EXPECT(clCreateSubDevices((cl_device_id)q, equally, 4, sub, &nsub), CL_INVALID_DEVICE);
}
