/* A program compiled from two sources and linked, and rectangular copies, as
 * an OpenCL 1.2 host program writes them: mix.cl (a hash function) compiled
 * and made a library, grid.cl (a kernel that fills a 2-D grid with hashes of
 * the coordinates, calling the library's function) compiled, both including
 * the header mix.h given as a program (clCompileProgram's input_headers),
 * then linked into an executable (clLinkProgram).  A tile of the grid is read
 * by clEnqueueReadBufferRect and another copied by clEnqueueCopyBufferRect
 * into a buffer of other pitches; the grid and both tiles are checked against
 * the same hash in C.  Usage: linked [W] (grid width, a multiple of 16; the
 * grid is W x 64; default 256). */
#include "clhost.h"

enum { H = 64, T = 16 };   /* grid height; tile side */

static const char *mix_h = "uint mix32(uint x);\n";
static const char *mix_cl =
    "#include \"mix.h\"\n"
    "/* MurmurHash3's 32-bit finalizer */\n"
    "uint mix32(uint x)\n"
    "{\n"
    "    x ^= x >> 16; x *= 0x85ebca6bu; x ^= x >> 13; x *= 0xc2b2ae35u; x ^= x >> 16;\n"
    "    return x;\n"
    "}\n";
static const char *grid_cl =
    "#include \"mix.h\"\n"
    "__kernel void fill(__global uint *grid, uint seed)\n"
    "{\n"
    "    uint x = get_global_id(0), y = get_global_id(1);\n"
    "    grid[y * get_global_size(0) + x] = mix32((y << 16 | x) ^ seed);\n"
    "}\n";

static unsigned mix32(unsigned x)
{
    x ^= x >> 16;
    x *= 0x85ebca6bu;
    x ^= x >> 13;
    x *= 0xc2b2ae35u;
    x ^= x >> 16;
    return x;
}

static cl_program source(const clhost *h, const char *text)
{
    cl_int err;
    cl_program p = clCreateProgramWithSource(h->ctx, 1, &text, NULL, &err);
    CHECK_ERR("clCreateProgramWithSource");
    return p;
}

/* The build log of p, then the failed call's error. */
static void fail_with_log(const clhost *h, cl_program p, const char *what, cl_int err)
{
    char log[16384] = "";
    if (p)
        clGetProgramBuildInfo(p, h->device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
    fprintf(stderr, "%s: build log:\n%s\n", clhost_prog, log);
    clhost_fail(what, err);
}

static void compile(const clhost *h, cl_program p, cl_program header)
{
    const char *name = "mix.h";
    cl_int err = clCompileProgram(p, 1, &h->device, "", 1, &header, &name, NULL, NULL);
    if (err != CL_SUCCESS)
        fail_with_log(h, p, "clCompileProgram", err);
}

static cl_program link_programs(const clhost *h, const char *options, cl_uint n, const cl_program *in)
{
    cl_int err;
    cl_program p = clLinkProgram(h->ctx, 1, &h->device, options, n, in, NULL, NULL, &err);
    if (err != CL_SUCCESS)
        fail_with_log(h, p, "clLinkProgram", err);
    return p;
}

/* Count the values of a tile of `got` (rows of pitch words) that are not the
 * grid's at (x0, y0). */
static int tile_wrong(const unsigned *grid, unsigned w, const unsigned *got, size_t pitch, unsigned x0, unsigned y0,
                      const char *what)
{
    int bad = 0;
    for (unsigned y = 0; y < T; y++)
        for (unsigned x = 0; x < T; x++)
            if (got[y * pitch + x] != grid[(y0 + y) * w + x0 + x] && bad++ < 3)
                fprintf(stderr, "linked: %s (%u, %u) = %08x, expected %08x\n", what, x, y, got[y * pitch + x],
                        grid[(y0 + y) * w + x0 + x]);
    return bad;
}

int main(int argc, char **argv)
{
    const unsigned W = (unsigned)clhost_size(argc, argv, 256, 32, 4096, 16, "W");
    const unsigned seed = 0x9e3779b9u;
    clhost h = clhost_open("linked");
    cl_command_queue q = clhost_queue(&h, 0);

    cl_program header = source(&h, mix_h), mix = source(&h, mix_cl), grid = source(&h, grid_cl);
    compile(&h, mix, header);
    compile(&h, grid, header);
    cl_program lib = link_programs(&h, "-create-library", 1, &mix);
    cl_program in[2] = {grid, lib};
    cl_program exe = link_programs(&h, "", 2, in);
    cl_program_binary_type types[2];
    CHECK(clGetProgramBuildInfo(lib, h.device, CL_PROGRAM_BINARY_TYPE, sizeof types[0], &types[0], NULL));
    CHECK(clGetProgramBuildInfo(exe, h.device, CL_PROGRAM_BINARY_TYPE, sizeof types[1], &types[1], NULL));
    if (types[0] != CL_PROGRAM_BINARY_TYPE_LIBRARY || types[1] != CL_PROGRAM_BINARY_TYPE_EXECUTABLE) {
        fprintf(stderr, "linked: binary types %#x, %#x: not a library and an executable\n", (unsigned)types[0],
                (unsigned)types[1]);
        return 1;
    }

    size_t bytes = (size_t)W * H * sizeof(unsigned);
    unsigned *ref = malloc(bytes), *got = malloc(bytes), tile[T * T], copied[T * (T + 8)];
    if (!ref || !got) {
        fprintf(stderr, "linked: out of host memory\n");
        return 1;
    }
    for (unsigned y = 0; y < H; y++)
        for (unsigned x = 0; x < W; x++)
            ref[y * W + x] = mix32((y << 16 | x) ^ seed);
    cl_mem bgrid = clhost_buffer(&h, CL_MEM_READ_WRITE, bytes, NULL);
    cl_mem bcopy = clhost_buffer(&h, CL_MEM_READ_WRITE, sizeof copied, NULL);
    cl_kernel k = clhost_kernel(exe, "fill");
    clhost_args(k, 2, ARG(bgrid), ARG(seed));
    size_t global[2] = {W, H}, local[2] = {16, 4};
    CHECK(clEnqueueNDRangeKernel(q, k, 2, NULL, global, local, 0, NULL, NULL));
    CHECK(clEnqueueReadBuffer(q, bgrid, CL_TRUE, 0, bytes, got, 0, NULL, NULL));

    /* a tile at (W - 16 - 3, 5) read packed; one at (4, 40) copied to rows of T + 8 */
    const size_t row = W * sizeof(unsigned), region[3] = {T * sizeof(unsigned), T, 1};
    const size_t at[3] = {(W - T - 3) * sizeof(unsigned), 5, 0}, from[3] = {4 * sizeof(unsigned), 40, 0};
    const size_t zero[3] = {0, 0, 0}, to[3] = {0, 0, 0};
    CHECK(clEnqueueReadBufferRect(q, bgrid, CL_TRUE, at, zero, region, row, 0, 0, 0, tile, 0, NULL, NULL));
    CHECK(clEnqueueCopyBufferRect(q, bgrid, bcopy, from, to, region, row, 0, (T + 8) * sizeof(unsigned), 0, 0,
                                  NULL, NULL));
    CHECK(clEnqueueReadBuffer(q, bcopy, CL_TRUE, 0, sizeof copied, copied, 0, NULL, NULL));

    int bad = 0;
    for (size_t i = 0; i < (size_t)W * H; i++)
        if (got[i] != ref[i] && bad++ < 3)
            fprintf(stderr, "linked: grid[%zu] = %08x, expected %08x\n", i, got[i], ref[i]);
    int bad_tiles = tile_wrong(ref, W, tile, T, W - T - 3, 5, "read tile") +
                    tile_wrong(ref, W, copied, T + 8, 4, 40, "copied tile");
    printf("linked on %s: two sources and a library linked; %u x %u grid and two %ux%u tiles checked against "
           "C, %d wrong\n", h.device_name, W, H, T, T, bad + bad_tiles);
    clReleaseKernel(k);
    clReleaseMemObject(bgrid);
    clReleaseMemObject(bcopy);
    cl_program all[] = {header, mix, grid, lib, exe};
    for (unsigned i = 0; i < 5; i++)
        clReleaseProgram(all[i]);
    clReleaseCommandQueue(q);
    clReleaseContext(h.ctx);
    free(ref);
    free(got);
    return bad + bad_tiles != 0;
}
