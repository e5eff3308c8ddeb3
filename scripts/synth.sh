#!/usr/bin/env bash
# make synth: Yosys synthesis of gcn_cu, cell counts printed.
#   scripts/synth.sh [generic|xilinx|ecp5] [BUILD_DIR]
# generic: Yosys internal gates, register files kept as memories ($mem_v2);
# xilinx: 7-series LUT/FF/BRAM/DSP (synth_xilinx); ecp5: Lattice ECP5.
# The scripts live in fpga/yosys/; the report is BUILD_DIR/synth_TARGET.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
TARGET=${1:-generic}
BUILD=${2:-build/synth}
mkdir -p "$BUILD"
SCRIPT=fpga/yosys/synth_$TARGET.ys
[ -f "$SCRIPT" ] || { echo "synth.sh: no $SCRIPT" >&2; exit 2; }
FILES=$(find rtl -name '*.v' | sort | tr '\n' ' ')
LOG="$BUILD/synth_$TARGET.log"
REPORT="$BUILD/synth_$TARGET.txt"
start=$SECONDS
yosys -l "$LOG" -q -p "read_verilog -sv -Irtl -Irtl/gen -Irtl/lib $FILES; script $SCRIPT; tee -o $REPORT stat" >/dev/null
# the top-level (flattened) cell counts
sed -n '/Number of cells/,/^$/p' "$REPORT" | tail -n +1
echo "synth ($TARGET): $(grep -m1 'Number of cells' "$REPORT" | awk '{print $NF}') cells, $((SECONDS - start))s, report $REPORT"
