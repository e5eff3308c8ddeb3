/* gcnboard: run a kernel of a clang code object on the CU of an FPGA board
 * (fpga/board, gcn_board_top) through its UART host link, or on that board
 * simulated (make board-sim).
 *
 *   gcnboard run CODE_OBJECT --link SPEC -k KERNEL -g GX[xGY[xGZ]] [-b ...] [-a ARG]... [-o IDX:FILE]...
 *                [--max-cycles N] [--stats]
 *   gcnboard info --link SPEC
 *
 * SPEC: a serial device (/dev/ttyUSB0, serial:/dev/ttyUSB0@115200) or
 * exec:COMMAND, a simulated board speaking on COMMAND's stdin and stdout.
 * `run` is gcnsim's run on the runtime's "board" backend: the same options,
 * argument parsing, launch and output (gcnsim.c is compiled in, its main
 * renamed); the runtime computes every wave's initial state and sends it as
 * init beats (sw/runtime/board.c).  `info` prints what the board reports.
 * Exit status as gcnsim's: 0 the kernel ended, 1 it trapped or hit the
 * cycle limit, 2 bad usage, input or link. */
#define main gcnsim_main
#include "gcnsim.c"
#undef main

#include "board_link.h"

static int cmd_info(int argc, char **argv)
{
    const char *spec = NULL;
    for (int i = 2; i < argc; i++) {
        if (!strcmp(argv[i], "--link") && i + 1 < argc)
            spec = argv[++i];
        else
            return bad("info: unexpected argument '%s' (gcnboard info --link SPEC)", argv[i]), 2;
    }
    if (!spec)
        return bad("%s", "info needs --link SPEC"), 2;
    char err[256];
    bl_link *l = bl_open(spec, err, sizeof err);
    if (!l)
        return bad("%s", err), 2;
    bl_info in;
    bl_status st;
    int rc = 0;
    if (bl_info_get(l, &in) < 0 || bl_status_get(l, &st) < 0) {
        bad("%s", bl_error(l));
        rc = 2;
    } else {
        printf("board: protocol %u, memory 0x%llx .. 0x%llx (%u KiB), %u clocks a bit\n", in.version,
               (unsigned long long)in.mem_base, (unsigned long long)(in.mem_base + in.mem_bytes - 1),
               in.mem_bytes / 1024, in.clks_per_bit);
        printf("cu: %u SIMD x %u lanes, %u waves per SIMD, %u SGPRs a wave, %u VGPRs, %u bytes of LDS, tags of %u bits\n",
               in.num_simd, in.lanes_per_simd, in.waves_per_simd, in.sgprs_per_wave, in.vgprs, in.lds_bytes, in.tag_w);
        printf("status: wave_free 0x%llx, %llu instructions retired, %llu cycles since reset, %s%s\n",
               (unsigned long long)st.wave_free, (unsigned long long)st.retired, (unsigned long long)st.cycles,
               st.trapped ? "trapped" : "no trap", st.rx_overflow ? ", received bytes were dropped" : "");
    }
    int sim = bl_close(l);
    return rc ? rc : sim > 0 ? 2 : 0;
}

int main(int argc, char **argv)
{
    tool_name = "gcnboard";
    if (argc >= 2 && !strcmp(argv[1], "info"))
        return cmd_info(argc, argv);
    if (argc >= 2 && !strcmp(argv[1], "run")) {
        for (int i = 2; i < argc; i++)
            if (!strcmp(argv[i], "--backend"))
                return bad("%s", "gcnboard runs on the board: no --backend (gcnsim has the others)"), 2;
        char **av = calloc((size_t)argc + 3, sizeof *av);
        if (!av)
            return 2;
        for (int i = 0; i < argc; i++)
            av[i] = argv[i];
        av[argc] = "--backend";
        av[argc + 1] = "board";
        int rc = gcnsim_main(argc + 2, av);
        free(av);
        return rc;
    }
    if (argc >= 2 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help"))) {
        printf("usage: gcnboard run CODE_OBJECT --link SPEC -k KERNEL -g GX[xGY[xGZ]] [-b BX[xBY[xBZ]]]\n"
               "                    [-a ARG]... [-o IDX:FILE]... [--max-cycles N] [--stats]\n"
               "       gcnboard info --link SPEC\n"
               "SPEC: a serial device (PATH, serial:PATH@BAUD[,timeout=S]; 115200 baud and 5 s by default) or\n"
               "exec:COMMAND (a simulated board on COMMAND's stdin and stdout, fpga/board/README.md);\n"
               "ARG and -o as gcnsim's:\n\n");
        usage(stdout);
        return 0;
    }
    fprintf(stderr, "usage: gcnboard run CODE_OBJECT --link SPEC -k KERNEL -g SIZE [...] | gcnboard info --link SPEC "
                    "(gcnboard --help)\n");
    return 2;
}
