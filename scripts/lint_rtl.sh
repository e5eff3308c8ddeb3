#!/usr/bin/env bash
# make lint: every RTL file through Verilator (-Wall), Icarus (-g2012 -Wall)
# and Yosys (parse of every file; the top elaborated into cells, no latch),
# failing on any warning.  The checks run side by side on every core (the
# Yosys elaboration, the longest, starts first); results print in a fixed order.
# Logs under $BUILD (default build/lint).
#   lint_rtl.sh [BUILD [CFGDIR]]
# CFGDIR holds the configuration's gcn_config.vh (default rtl/, the checked-in
# default configuration; make lint CONFIG=<name> passes build/config/<name>).
# It comes first on every include path.  Yosys looks in its working directory
# before the including file's (rtl/gcn_cu.v sits next to rtl/gcn_config.vh),
# so its checks run inside CFGDIR with absolute paths.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
BUILD=${1:-build/lint}
CFGDIR=${2:-rtl}
JOBS=${LINT_JOBS:-$(nproc)}
mkdir -p "$BUILD"
[ -f "$CFGDIR/gcn_config.vh" ] || { echo "lint: no $CFGDIR/gcn_config.vh" >&2; exit 1; }
CFGDIR=$(cd "$CFGDIR" && pwd)
INC="-I$CFGDIR -Irtl -Irtl/gen -Irtl/lib"
YINC="-I$CFGDIR -I$ROOT/rtl -I$ROOT/rtl/gen -I$ROOT/rtl/lib"
mapfile -t FILES < <(find rtl -name '*.v' | sort)
TOP=gcn_cu
NAMES=()
LOGS=()

# check NAME LOG COMMAND...: queue a check; it passes when the command
# succeeds and its log has no warning or error.  Its verdict goes to LOG.ok.
check() {
  local name=$1 log=$2; shift 2
  NAMES+=("$name")
  LOGS+=("$log")
  rm -f "$log.ok"
  while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n; done
  ( if "$@" >"$log" 2>&1 && ! grep -qiE 'warning|error' "$log"; then touch "$log.ok"; fi ) &
}

module_of() { basename "$1" .v; }
# ycd COMMAND...: run a Yosys command inside CFGDIR (see above)
ycd() { (cd "$CFGDIR" && "$@"); }

# Yosys: read everything and elaborate the top into cells (hierarchy, proc:
# every process becomes multiplexers and flip-flops), with no latch and no
# driver conflict; make synth (scripts/synth.sh) goes on to gates and FPGAs
check "yosys elaborate: $TOP (proc, check, no latch)" "$BUILD/yosys_proc_$TOP.log" \
  ycd yosys -q -p "read_verilog -sv $YINC ${FILES[*]/#/$ROOT/}; hierarchy -check -top $TOP; proc; check -assert;
               select -assert-none t:\$dlatch t:\$adlatch t:\$dlatchsr"

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

# Yosys: every file parses alone
for f in "${FILES[@]}"; do
  m=$(module_of "$f")
  check "yosys read: $m" "$BUILD/yosys_read_$m.log" \
    ycd yosys -q -p "read_verilog -sv $YINC $ROOT/$f"
done
wait

fails=0
for i in "${!NAMES[@]}"; do
  log=${LOGS[$i]}
  if [ -e "$log.ok" ]; then
    printf 'ok    %s\n' "${NAMES[$i]}"
  else
    printf 'FAIL  %s  (log: %s)\n' "${NAMES[$i]}" "$log"
    grep -iE -A3 'warning|error|assert' "$log" | head -20 | sed 's/^/      /'
    fails=$((fails + 1))
  fi
done
echo "lint ($CFGDIR/gcn_config.vh): ${#FILES[@]} files, ${#NAMES[@]} checks, $fails failed"
[ "$fails" -eq 0 ]
