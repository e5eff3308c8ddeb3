#!/usr/bin/env bash
# make synth: Yosys synthesis of gcn_cu, cell counts printed.
#   scripts/synth.sh [generic|xilinx|ecp5] [BUILD_DIR] [--config NAME] [--unit MODULE]
# generic: Yosys internal gates, register files kept as memories ($mem_v2);
# xilinx: 7-series LUT/FF/BRAM/DSP (synth_xilinx); ecp5: Lattice ECP5.
# Module by module (scripts/synth_hier.py: the flattened CU does not fit in
# 24 GiB); the per-module recipes live in fpga/yosys/, the report is
# BUILD_DIR/synth_TARGET.txt.  SYNTH_JOBS (default 2) Yosys processes run at
# once, each limited to SYNTH_MEM_GB (default 10) GiB.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:-generic}
dir=${2:-build/synth}
shift $(( $# < 2 ? $# : 2 ))
exec python3 scripts/synth_hier.py "$target" "$dir" "$@"
