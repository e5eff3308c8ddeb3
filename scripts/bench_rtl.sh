#!/usr/bin/env bash
# make bench-rtl: RTL simulation speed (docs/verification.md, Performance).
#   1. Verilator build of gcn_cu with the testbench: wall time and peak memory
#      (a fresh build directory, so nothing is reused);
#   2. simulated cycles per second on tests/tb/bench_loop.s, checker on and off;
#   3. the same on Icarus, checker on, for comparison.
# Prints figures, asserts nothing.
set -uo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
PY=${PY:-python3}
OUT="$BUILD/bench-rtl"
rm -rf "$OUT" && mkdir -p "$OUT"
# the default configuration's sources and include folders (scripts/rtl_sources.py, the one list)
RTL_SRC=$(python3 scripts/rtl_sources.py --format make)
RTL_INC=$(python3 scripts/rtl_sources.py --format incdirs | sed 's/^/-I/')
ABS=$(cd "$BUILD" && pwd)

# the C++ compiler and levels: make's (tb/tb.mk VERILATOR_MAKE, passed in by make bench-rtl)
read -r -a CXX_MAKE <<<"${VERILATOR_MAKE:-}"
echo "== Verilator build (fresh, -O3, fault points compiled in, no waveform code, make -j$(nproc)${VERILATOR_MAKE:+, $VERILATOR_MAKE}), as make builds it"
/usr/bin/time -f "%e %M" -o "$OUT/build.time" \
  verilator --cc --exe --build -j "$(nproc)" -O3 -Wno-fatal -DGCN_SIM "${CXX_MAKE[@]}" $RTL_INC \
    --top-module gcn_cu $RTL_SRC "$PWD/tb/verilator/tb_verilator.cpp" "$PWD/tb/verilator/tb_verilator_sim.cpp" \
    --Mdir "$OUT/verilator" -o gcnrtl-verilator \
    -CFLAGS "-Wno-unknown-warning-option -I$PWD/cmodel/gen -I$PWD/tb/core -I$PWD/tb/verilator -I$PWD/cmodel/include" \
    -LDFLAGS "$ABS/tb/libtbcore.a $ABS/libgcn.a -lm" >"$OUT/build.log" 2>&1 \
  || { tail -20 "$OUT/build.log"; exit 1; }
read -r secs kb <"$OUT/build.time"
printf '   build time %.1f s, peak memory %.0f MiB (largest process: the C++ compiler or verilator)\n' "$secs" "$((kb / 1024))"
printf '   model size: %s lines of generated C++\n' "$(cat "$OUT"/verilator/Vgcn_cu*.cpp | wc -l)"

SPEC_DIR="$OUT/spec"
mkdir -p "$SPEC_DIR"
SPEC=$($PY -c "import sys; sys.path.insert(0, 'scripts'); import isa_tests; print(isa_tests.build_spec('tests/tb/bench_loop.s', '$SPEC_DIR'))")
run() {  # NAME BIN ARGS...: the best of three runs
  local name=$1; shift
  local best=0
  for i in 1 2 3; do
    local line
    line=$("$@" --spec "$SPEC" --max-cycles 100000000 --stall-cycles 1000000 2>&1 | grep -E '^simulated')
    local cps=${line##*: }; cps=${cps%% *}
    [ "${cps:-0}" -gt "$best" ] && best=$cps && keep=$line
  done
  printf '   %-32s %s\n' "$name" "$keep"
}
echo "== simulated cycles per second (tests/tb/bench_loop.s: one wave, 95003 scalar instructions)"
run "Verilator, checker on" "$OUT/verilator/gcnrtl-verilator"
run "Verilator, checker off" "$OUT/verilator/gcnrtl-verilator" --no-check
if [ -x "$BUILD/gcnrtl-icarus" ]; then   # a shorter loop: Icarus is two orders slower
  mkdir -p "$SPEC_DIR/icarus"
  SPEC2=$($PY -c "import sys; sys.path.insert(0, 'scripts'); import isa_tests; print(isa_tests.build_spec('tests/tb/rtl/salu_loop.s', '$SPEC_DIR/icarus'))")
  line=$("$BUILD/gcnrtl-icarus" --spec "$SPEC2" 2>&1 | grep -E '^simulated')
  printf '   %-32s %s  (tests/tb/rtl/salu_loop.s)\n' "Icarus, checker on" "$line"
fi
echo "   machine: $(nproc) CPU(s), load average $(cut -d' ' -f1-3 /proc/loadavg)"
