#!/usr/bin/env bash
# make lint: every RTL file through Verilator (-Wall), Icarus (-g2012 -Wall)
# and Yosys (parse of every file; synthesis of the top), failing on any
# warning.  Logs under $BUILD (default build/lint).
set -uo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build/lint}
mkdir -p "$BUILD"
INC="-Irtl -Irtl/gen -Irtl/lib"
mapfile -t FILES < <(find rtl -name '*.v' | sort)
TOP=gcn_cu
fails=0

# check NAME LOG COMMAND...: the command must succeed and print no warning
check() {
  local name=$1 log=$2; shift 2
  if "$@" >"$log" 2>&1 && ! grep -qiE 'warning|error' "$log"; then
    printf 'ok    %s\n' "$name"
  else
    printf 'FAIL  %s  (log: %s)\n' "$name" "$log"
    grep -iE -A3 'warning|error' "$log" | head -20 | sed 's/^/      /'
    fails=$((fails + 1))
  fi
}

module_of() { basename "$1" .v; }

# Verilator: the top with everything, then each module as its own top
check "verilator -Wall: $TOP" "$BUILD/verilator_$TOP.log" \
  verilator --lint-only -Wall $INC --top-module $TOP "${FILES[@]}"
# ... and as the simulators build it: GCN_SIM turns the fault-injection points on
check "verilator -Wall -DGCN_SIM: $TOP" "$BUILD/verilator_${TOP}_sim.log" \
  verilator --lint-only -Wall -DGCN_SIM $INC --top-module $TOP "${FILES[@]}"
for f in "${FILES[@]}"; do
  m=$(module_of "$f")
  [ "$m" = "$TOP" ] && continue
  check "verilator -Wall: $m" "$BUILD/verilator_$m.log" \
    verilator --lint-only -Wall $INC --top-module "$m" "${FILES[@]}"
done

# Icarus: elaborate the top, and each file with everything it may need
check "iverilog -g2012 -Wall: $TOP" "$BUILD/iverilog_$TOP.log" \
  iverilog -g2012 -Wall $INC -s $TOP -o "$BUILD/$TOP.vvp" "${FILES[@]}"
for f in "${FILES[@]}"; do
  m=$(module_of "$f")
  [ "$m" = "$TOP" ] && continue
  check "iverilog -g2012 -Wall: $m" "$BUILD/iverilog_$m.log" \
    iverilog -g2012 -Wall $INC -s "$m" -o "$BUILD/$m.vvp" "${FILES[@]}"
done

# Yosys: parse every file alone, then read everything and synthesize the top
# (generic cells; scripts/synth.sh does the FPGA mapping)
for f in "${FILES[@]}"; do
  m=$(module_of "$f")
  check "yosys read: $m" "$BUILD/yosys_read_$m.log" \
    yosys -q -p "read_verilog -sv $INC $f"
done
check "yosys synth: $TOP" "$BUILD/yosys_synth_$TOP.log" \
  yosys -q -p "read_verilog -sv $INC ${FILES[*]}; synth -top $TOP -noshare -run begin:fine; check -assert"

echo "lint: $((${#FILES[@]})) files, $fails failed"
[ "$fails" -eq 0 ]
