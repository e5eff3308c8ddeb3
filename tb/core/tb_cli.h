/* The command line of the RTL test runners (build/gcnrtl-verilator and the
 * Icarus VPI module): parsed into a core configuration, then the core is
 * created and its test loaded. */
#ifndef TB_CLI_H
#define TB_CLI_H

#ifdef __cplusplus
extern "C" {
#endif

#include "tb_core.h"

typedef struct tb_cli {
    tb_config cfg;
    const char *spec;
    const char *wave_file;    /* NULL: the adapter's default */
    int no_check;
    int stats;                /* --stats: print the RTL's profiler counters at the end */
    unsigned fault_kind, fault_n; /* --fault K[:N]: rtl/lib/gcn_fault.v's plusargs */
    int waves;                /* TRACE=1 in the environment */
    FILE *trace_file;
    char *rerun;
    tb_core *tb;
} tb_cli;

/* 0: ready to load; 1: --help was printed; -1: bad usage (printed). */
int tb_cli_setup(int argc, char **argv, tb_cli *cli);
/* Create the core and load the spec; -1 with a message printed. */
int tb_cli_load(tb_cli *cli, const char *prog);
/* Parse "K[:N]" (N defaults to 1); -1 when it is not that. */
int tb_cli_parse_fault(const char *text, unsigned *kind, unsigned *n);
/* Whether waveforms are dumped at this cycle. */
int tb_cli_in_window(const tb_cli *cli, uint64_t cycle);
/* After tb_core_finish: with --stats, the profiler counters the adapter read. */
void tb_cli_print_stats(const tb_cli *cli);
void tb_cli_free(tb_cli *cli);

#ifdef __cplusplus
}
#endif

#endif
