// build/gcnrtl-verilator: a directed test (spec) on the Verilated gcn_cu in
// lockstep with the model; the clock loop is tb_verilator_sim.cpp.
//
//   build/gcnrtl-verilator --spec SPEC [options]       (see --help)
//   TRACE=1 ... [--wave-from C --wave-to C] [--wave-file F.fst]   FST for GTKWave (a `make TRACE=1` build)
#include <chrono>
#include <cstdio>

#include "tb_cli.h"
#include "tb_verilator_sim.h"

int main(int argc, char **argv)
{
    tb_cli cli;
    int rc = tb_cli_setup(argc, argv, &cli);
    if (rc != 0)
        return rc < 0 ? 2 : 0;
    if (cli.waves && !tb_verilator_has_waves()) {
        std::fprintf(stderr, "%s: TRACE=1 asks for waveforms, and this build has no waveform code: "
                             "rebuild it with `make TRACE=1 tb-rtl`\n", argv[0]);
        tb_cli_free(&cli);
        return 2;
    }
    if (tb_cli_load(&cli, argv[0]) < 0) {
        tb_cli_free(&cli);
        return 2;
    }
    tb_verilator_waves wv = {cli.waves != 0, cli.wave_file ? cli.wave_file : "build/gcn_cu.fst", cli.cfg.wave_from,
                             cli.cfg.wave_to};
    auto start = std::chrono::steady_clock::now();
    if (tb_verilator_clock(cli.tb, &wv, cli.fault_kind, cli.fault_n) < 0) {
        tb_cli_free(&cli);
        return 2;
    }
    double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (wv.on)
        std::printf("waveforms: %s (open with: gtkwave %s)\n", wv.file, wv.file);
    if (cli.fault_kind)
        std::printf("fault: point %u armed at its event %u (+gcn_fault=%u +gcn_fault_n=%u)\n", cli.fault_kind,
                    cli.fault_n, cli.fault_kind, cli.fault_n);
    rc = tb_core_finish(cli.tb);
    uint64_t cycles = tb_core_cycles(cli.tb);
    std::printf("simulated %llu cycles in %.3f s: %.0f cycles/s (Verilator, checker %s)\n",
                (unsigned long long)cycles, secs, secs > 0 ? cycles / secs : 0.0, cli.no_check ? "off" : "on");
    tb_cli_print_stats(&cli);
    tb_cli_free(&cli);
    return rc;
}
