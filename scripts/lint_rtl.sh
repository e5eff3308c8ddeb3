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
# LINT_SCOPE=top: the top alone, elaborated by all three tools.  A module
# differs between configurations only through the configuration header, and
# the top elaborates every module a configuration instantiates with its
# parameters; make test lints the modules on their own (below) in the default
# configuration and the top in the others (make lint-configs: everything).
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
BUILD=${1:-build/lint}
CFGDIR=${2:-rtl}
JOBS=${LINT_JOBS:-$(nproc)}
SCOPE=${LINT_SCOPE:-all}
case $SCOPE in all|top) ;; *) echo "lint: LINT_SCOPE is all or top, not '$SCOPE'" >&2; exit 2;; esac
mkdir -p "$BUILD"
[ -f "$CFGDIR/gcn_config.vh" ] || { echo "lint: no $CFGDIR/gcn_config.vh" >&2; exit 1; }
CFGDIR=$(cd "$CFGDIR" && pwd)
# the configuration's sources and include folders: scripts/rtl_sources.py, the one list
# (the configuration is named by CFGDIR's folder: build/config/<name>, or rtl for default)
CONFIG=$(basename "$CFGDIR")
[ "$CFGDIR" = "$ROOT/rtl" ] && CONFIG=default
mapfile -t FILES < <(python3 scripts/rtl_sources.py --config "$CONFIG")
mapfile -t DIRS < <(python3 scripts/rtl_sources.py --config "$CONFIG" --cfgdir "$CFGDIR" --format incdirs)
[ "${#FILES[@]}" -gt 0 ] && [ "${#DIRS[@]}" -gt 0 ] || { echo "lint: no source list" >&2; exit 1; }
INC="${DIRS[*]/#/-I}"
mapfile -t ADIRS < <(python3 scripts/rtl_sources.py --config "$CONFIG" --cfgdir "$CFGDIR" --format incdirs --abs)
YINC="${ADIRS[*]/#/-I}"
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
# every process becomes multiplexers and flip-flops; -noopt: without the
# constant folding, a fifth of the time, which changes no verdict), with no
# latch, no driver conflict and no logic loop; make synth (scripts/synth.sh)
# goes on to gates and FPGAs
check "yosys elaborate: $TOP (proc, check, no latch)" "$BUILD/yosys_proc_$TOP.log" \
  ycd yosys -q -p "read_verilog -sv $YINC ${FILES[*]/#/$ROOT/}; hierarchy -check -top $TOP; proc -noopt; check -assert;
               select -assert-none t:\$dlatch t:\$adlatch t:\$dlatchsr"

# The top with everything: Verilator, also as the simulators build it (GCN_SIM
# turns the fault-injection points on), and Icarus
check "verilator -Wall: $TOP" "$BUILD/verilator_$TOP.log" \
  verilator --lint-only -Wall $INC --top-module $TOP "${FILES[@]}"
check "verilator -Wall -DGCN_SIM: $TOP" "$BUILD/verilator_${TOP}_sim.log" \
  verilator --lint-only -Wall -DGCN_SIM $INC --top-module $TOP "${FILES[@]}"
check "iverilog -g2012 -Wall: $TOP" "$BUILD/iverilog_$TOP.log" \
  iverilog -g2012 -Wall $INC -s $TOP -o "$BUILD/$TOP.vvp" "${FILES[@]}"

# the files the top instantiates, transitively
declare -A IN_TOP
while read -r f; do IN_TOP[$f]=1; done < <(python3 scripts/rtl_sources.py --config "$CONFIG" --scope $TOP)
# lint_module FILE: the file's module as its own top in Verilator and Icarus
# (with every file it may need), and the file parsed alone by Yosys.  A module
# without parameters that the top instantiates elaborates exactly as it does in
# the top's checks (the configuration reaches it through the header, which is
# the same), so it is linted on its own only when it has parameters (its
# defaults are another elaboration) or the top does not instantiate it.
lint_module() {
  local m
  m=$(module_of "$1")
  if [ "$m" != "$TOP" ] && { [ -z "${IN_TOP[$1]:-}" ] || grep -qE '^[^/]*\bparameter\b' "$1"; }; then
    check "verilator -Wall: $m" "$BUILD/verilator_$m.log" \
      verilator --lint-only -Wall $INC --top-module "$m" "${FILES[@]}"
    check "iverilog -g2012 -Wall: $m" "$BUILD/iverilog_$m.log" \
      iverilog -g2012 -Wall $INC -s "$m" -o "$BUILD/$m.vvp" "${FILES[@]}"
  fi
  check "yosys read: $m" "$BUILD/yosys_read_$m.log" \
    ycd yosys -q -p "read_verilog -sv $YINC $ROOT/$1"
}
if [ "$SCOPE" = all ]; then
  for f in "${FILES[@]}"; do lint_module "$f"; done
fi
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
echo "lint ($CFGDIR/gcn_config.vh, scope $SCOPE): ${#FILES[@]} files, ${#NAMES[@]} checks, $fails failed"
[ "$fails" -eq 0 ]
