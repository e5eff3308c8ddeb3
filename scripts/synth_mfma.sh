#!/usr/bin/env bash
# Yosys area of the matrix core (rtl/mfma), the figures of docs/units/mfma.md:
#   scripts/synth_mfma.sh [generic|xilinx] [BUILD_DIR]
# One dot lane (gcn_mfma_dot, with its accumulator) with every element kind,
# then with its kind input tied to each kind in turn (what one family alone
# costs: the rest is optimized away), and the core's own logic (gcn_mfma with
# the dot lanes as black boxes: the sequencer, A/B storage, lane selection).
# The core's total is its own logic plus MFMA_DOT_LANES dot lanes.  Each run
# is its own Yosys process, the module flattened; the counts are in
# BUILD_DIR/synth_mfma_TARGET.txt, the logs beside it.  PER_KIND=0 skips the
# per-family runs (each a few minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
TARGET=${1:-generic}
OUT=${2:-build/synth_mfma}
mkdir -p "$OUT"
ROOT=$PWD
# gcn_mfma with what it instantiates, and the include folders: scripts/rtl_sources.py, the one list
SRC=$(python3 scripts/rtl_sources.py --scope gcn_mfma --abs --format make)
READ="read_verilog -sv $(python3 scripts/rtl_sources.py --abs --format incdirs | sed 's/^/-I/' | tr '\n' ' ') $SRC"
case "$TARGET" in
  generic) RECIPE="synth -noshare -run begin:fine; opt -fast -full; techmap; opt -fast; abc -fast; opt -fast" ;;
  xilinx)  RECIPE="synth_xilinx -family xc7" ;;
  *) echo "synth_mfma: target generic or xilinx" >&2; exit 1 ;;
esac
REPORT=$OUT/synth_mfma_$TARGET.txt
: >"$REPORT"

# run NAME TOP PREP: synthesize TOP after PREP (Yosys commands) and keep its stat
run() {
  local name=$1 top=$2 prep=$3
  yosys -q -l "$OUT/$name.$TARGET.log" -p "$READ; hierarchy -top $top; proc; $prep; flatten; opt -full;
    $RECIPE; check -assert; tee -o $OUT/$name.$TARGET.stat stat" >/dev/null
  printf '== %s\n' "$name" >>"$REPORT"
  grep -E 'Number of cells|\$_|LUT|FD|DSP|CARRY|MUXF' "$OUT/$name.$TARGET.stat" >>"$REPORT"
}

run dot_all gcn_mfma_dot "check"
kinds=(f32 f16 bf16 bf16_1k i8 f64)
for k in "${!kinds[@]}"; do
  [ "${PER_KIND:-1}" = 1 ] || break
  run "dot_${kinds[$k]}" gcn_mfma_dot "flatten; delete -port gcn_mfma_dot/kind_i; connect -set kind_i 3'd$k"
done
run core_own gcn_mfma "blackbox gcn_mfma_dot"
cat "$REPORT"
