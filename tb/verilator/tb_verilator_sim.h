// The Verilator adapter's clock loop (tb_verilator_sim.cpp).
#ifndef TB_VERILATOR_SIM_H
#define TB_VERILATOR_SIM_H

#include <cstdint>

#include "tb_core.h"

struct tb_verilator_waves {
    bool on;              // TRACE=1
    const char *file;     // FST file
    uint64_t from, to;    // cycle window (to 0: no end)
};

// Whether this build has the waveform code (make TRACE=1: --trace-fst).
bool tb_verilator_has_waves();

// Clock the Verilated gcn_cu with the core until the run stops; the fault
// point fault_kind (0: none) fires at its fault_n-th event.  -1 when the
// RTL's configuration is not the testbench's (reported).
int tb_verilator_clock(tb_core *tb, const tb_verilator_waves *wv, unsigned fault_kind, unsigned fault_n);

#endif
