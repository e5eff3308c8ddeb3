/* The command line both adapters share: options to a configured core with
 * its test loaded. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tb_cli.h"

static void usage(const char *prog, FILE *f)
{
    fprintf(f,
            "usage: %s --spec SPEC [options]\n"
            "  Runs one directed test (a spec written by scripts/isa_tests.py) on the RTL with\n"
            "  the lockstep checker on; ends with \"matched N instructions\".\n"
            "  --spec FILE          the test\n"
            "  --trace FILE         one line per retired instruction (checked ones)\n"
            "  --no-check           run without the model: count instructions only\n"
            "  --stats              print the RTL's profiler counters at the end (docs/counters.md)\n"
            "  --fault K[:N]        fault point K fires at its N-th event (default 1): +gcn_fault=K\n"
            "                       +gcn_fault_n=N for the simulator (rtl/lib/gcn_fault.v)\n"
            "  --wave-file FILE     waveform file when TRACE=1 (default %s)\n",
            prog, "build/gcn_cu.fst (Verilator), build/gcn_cu.vcd (Icarus)");
    tb_config_usage(f);
}

int tb_cli_parse_fault(const char *text, unsigned *kind, unsigned *n)
{
    char *end;
    if (text[0] < '0' || text[0] > '9')
        return -1;
    unsigned long k = strtoul(text, &end, 10), m = 1;
    if (end == text || k == 0 || k > 255 || (*end == ':' && (end[1] < '0' || end[1] > '9')))
        return -1;
    if (*end == ':') {
        const char *p = end + 1;
        m = strtoul(p, &end, 10);
        if (end == p || m == 0 || m > 0x7fffffffu)
            return -1;
    }
    if (*end)
        return -1;
    *kind = (unsigned)k;
    *n = (unsigned)m;
    return 0;
}

int tb_cli_setup(int argc, char **argv, tb_cli *cli)
{
    memset(cli, 0, sizeof *cli);
    tb_config_default(&cli->cfg);
    /* the rerun hint repeats the command line */
    size_t len = 1;
    for (int i = 0; i < argc; i++)
        len += strlen(argv[i]) + 1;
    cli->rerun = calloc(len, 1);
    for (int i = 0; cli->rerun && i < argc; i++) {
        if (!strcmp(argv[i], "--wave-from") || !strcmp(argv[i], "--wave-to")) {
            i++;
            continue;
        }
        strcat(cli->rerun, argv[i]);
        if (i + 1 < argc)
            strcat(cli->rerun, " ");
    }
    cli->cfg.rerun = cli->rerun;
    const char *trace = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(argv[0], stdout);
            return 1;
        } else if (!strcmp(a, "--no-check")) {
            cli->no_check = 1;
        } else if (!strcmp(a, "--stats")) {
            cli->stats = 1;
        } else if (a[0] == '+') {
            continue;   /* a plusarg for the simulator (Icarus passes them through) */
        } else if (!strcmp(a, "--fault") && v) {
            char why[500];
            if (tb_cli_parse_fault(v, &cli->fault_kind, &cli->fault_n) < 0) {
                fprintf(stderr, "%s: bad value for option --fault %s (K[:N], K 1..255, N >= 1)\n", argv[0], v);
                return -1;
            }
            if (tb_fault_check(cli->fault_kind, why, sizeof why) < 0) {
                fprintf(stderr, "%s: --fault %s: %s\n", argv[0], v, why);
                return -1;
            }
            i++;
        } else if (!strcmp(a, "--spec") && v) {
            cli->spec = v;
            i++;
        } else if (!strcmp(a, "--trace") && v) {
            trace = v;
            i++;
        } else if (!strcmp(a, "--wave-file") && v) {
            cli->wave_file = v;
            i++;
        } else if (!strncmp(a, "--", 2) && v) {
            int rc = tb_config_option(&cli->cfg, a + 2, v);
            if (rc != 0) {
                fprintf(stderr, "%s: %s option %s %s\n", argv[0], rc < 0 ? "bad value for" : "unknown", a, v);
                return -1;
            }
            i++;
        } else {
            fprintf(stderr, "%s: unknown argument %s\n", argv[0], a);
            usage(argv[0], stderr);
            return -1;
        }
    }
    if (!cli->spec) {
        usage(argv[0], stderr);
        return -1;
    }
    const char *t = getenv("TRACE");
    cli->waves = t && *t && strcmp(t, "0") != 0;
    if (trace && !(cli->cfg.trace = cli->trace_file = fopen(trace, "w"))) {
        fprintf(stderr, "%s: cannot write %s\n", argv[0], trace);
        return -1;
    }
    return 0;
}

int tb_cli_load(tb_cli *cli, const char *prog)
{
    cli->tb = tb_core_new(&cli->cfg);
    if (!cli->tb) {
        fprintf(stderr, "%s: out of memory\n", prog);
        return -1;
    }
    char err[512];
    if (tb_load_spec(cli->tb, cli->spec, err, sizeof err) < 0) {
        fprintf(stderr, "%s: %s\n", prog, err);
        return -1;
    }
    if (cli->no_check)
        tb_core_set_checking(cli->tb, 0);
    return 0;
}

int tb_cli_in_window(const tb_cli *cli, uint64_t cycle)
{
    return cli->waves && tb_wave_window_has(cli->cfg.wave_from, cli->cfg.wave_to, cycle);
}

void tb_cli_print_stats(const tb_cli *cli)
{
    const uint64_t *v;
    unsigned n = tb_core_perf(cli->tb, &v);
    if (cli->stats)
        gcn_perf_print(stdout, v, n, 0);
}

void tb_cli_free(tb_cli *cli)
{
    tb_core_free(cli->tb);
    if (cli->trace_file)
        fclose(cli->trace_file);
    free(cli->rerun);
    memset(cli, 0, sizeof *cli);
}
