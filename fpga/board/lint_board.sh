#!/usr/bin/env bash
# make board-lint: the board RTL (fpga/board/rtl) as scripts/lint_rtl.sh checks rtl/: Verilator
# -Wall with the board top and the CU, and each board module as its own top (also -DGCN_SIM, as the
# simulation builds it); Icarus -g2012 -Wall the same way; Yosys: every board file parses alone,
# and the whole board (gcn_board_ulx3s with gcn_cu) elaborates into cells with no latch.  A check
# passes when its command succeeds and its log has no warning or error.
#   fpga/board/lint_board.sh BUILD_DIR CFGDIR
set -uo pipefail
BUILD=${1:?build dir}
CFGDIR=${2:?configuration dir (its gcn_config.vh)}
mkdir -p "$BUILD"
ROOT=$(pwd)
CFGDIR=$(cd "$CFGDIR" && pwd)
INC="-I$CFGDIR -Irtl -Irtl/gen -Irtl/lib"
YINC="-I$CFGDIR -I$ROOT/rtl -I$ROOT/rtl/gen -I$ROOT/rtl/lib"
# the sources: scripts/rtl_sources.py, the one list (the configuration named by CFGDIR's folder,
# build/config/<name>, or rtl for default)
CONFIG=$(basename "$CFGDIR")
[ "$CFGDIR" = "$ROOT/rtl" ] && CONFIG=default
mapfile -t FILES < <(python3 scripts/rtl_sources.py --config "$CONFIG" --scope board)
BOARD=()
for f in "${FILES[@]}"; do case $f in fpga/board/rtl/*) BOARD+=("$f");; esac; done
[ "${#BOARD[@]}" -gt 0 ] || { echo "board-lint: no board sources" >&2; exit 1; }
TOP=gcn_board_ulx3s
n=0
fails=0

check() {   # check NAME COMMAND...
  local name=$1; shift
  local log="$BUILD/$(echo "$name" | tr -c 'A-Za-z0-9_.-' '_').log"
  n=$((n + 1))
  if "$@" >"$log" 2>&1 && ! grep -qiE 'warning|error' "$log"; then
    printf 'ok    %s\n' "$name"
  else
    printf 'FAIL  %s  (log: %s)\n' "$name" "$log"
    grep -iE -A3 'warning|error|assert' "$log" | head -20 | sed 's/^/      /'
    fails=$((fails + 1))
  fi
}

check "yosys elaborate: $TOP with gcn_cu (proc, check, no latch)" \
  bash -c "cd '$CFGDIR' && yosys -q -p \"read_verilog -sv $YINC ${FILES[*]/#/$ROOT/}; hierarchy -check -top $TOP;
           proc; check -assert; select -assert-none t:\\\$dlatch t:\\\$adlatch t:\\\$dlatchsr\""
check "verilator -Wall: $TOP" verilator --lint-only -Wall $INC --top-module $TOP "${FILES[@]}"
check "verilator -Wall -DGCN_SIM: $TOP" verilator --lint-only -Wall -DGCN_SIM $INC --top-module $TOP "${FILES[@]}"
check "iverilog -g2012 -Wall: $TOP" iverilog -g2012 -Wall $INC -s $TOP -o "$BUILD/$TOP.vvp" "${FILES[@]}"
for f in "${BOARD[@]}"; do
  m=$(basename "$f" .v)
  [ "$m" = "$TOP" ] && continue
  check "verilator -Wall: $m" verilator --lint-only -Wall $INC --top-module "$m" "${FILES[@]}"
  check "iverilog -g2012 -Wall: $m" iverilog -g2012 -Wall $INC -s "$m" -o "$BUILD/$m.vvp" "${FILES[@]}"
done
for f in "${BOARD[@]}"; do
  check "yosys read: $(basename "$f" .v)" bash -c "cd '$CFGDIR' && yosys -q -p 'read_verilog -sv $YINC $ROOT/$f'"
done
echo "board-lint ($CFGDIR/gcn_config.vh): ${#BOARD[@]} board files, $n checks, $fails failed"
[ "$fails" -eq 0 ]
