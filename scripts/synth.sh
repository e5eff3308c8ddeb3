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
WARN="$BUILD/synth_$TARGET.warnings"
yosys -l "$LOG" -q -p "read_verilog -sv -Irtl -Irtl/gen -Irtl/lib $FILES; script $SCRIPT; tee -o $REPORT stat" >/dev/null 2>"$WARN"
# the top-level (flattened) cell counts
sed -n '/Number of cells/,/^$/p' "$REPORT" | tail -n +1
echo "synth ($TARGET): $(grep -m1 'Number of cells' "$REPORT" | awk '{print $NF}') cells, $((SECONDS - start))s, report $REPORT"
# synth_xilinx's block-RAM mapping warns about resized RAMB ports (harmless); show anything else
n=$(grep -c -i warning "$WARN" || true)
other=$(grep -i warning "$WARN" | grep -vc 'Resizing cell port' || true)
[ "$n" -eq 0 ] || echo "synth ($TARGET): $n warnings, $other not about resized RAM ports ($WARN)"
