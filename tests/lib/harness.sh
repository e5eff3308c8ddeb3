# The prologue the unit harnesses share (tests/lib/test_fp_add.sh,
# tests/simf/test_*.sh, tests/valu/run.sh), sourced as their first step:
# strict mode, the repository root as working directory, verilator found, and
#   harness_init SUBDIR     OUT=$BUILD/SUBDIR (made), the model library
#                           $BUILD/libgcn.a built, LIB its absolute path
#                           (the caller sets BUILD, with its own default)
#   harness_install NEW DEST  a generated header: DEST replaced by NEW only when
#                           they differ, so that an unchanged one keeps its time
#   harness_verilate TOP BIN ARGS...  verilate module TOP with ARGS (sources,
#                           flags) into $OUT/obj/BIN, C++ at -O1 with the model's
#                           headers, tests/lib (harness_rng.h: the random
#                           numbers), $OUT and HARNESS_CFLAGS, linked with LIB;
#                           the log in $OUT/build.log, its tail on failure;
#                           HARNESS_INC: include directories searched before
#                           rtl/ (a named configuration's gcn_config.vh)
#   harness_sources TOP     module TOP's file and those of every module it instantiates
#                           (scripts/rtl_sources.py --scope TOP, the one source list)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
command -v verilator >/dev/null || { echo "$0: verilator not found" >&2; exit 1; }

harness_init() {
  OUT=$BUILD/$1
  mkdir -p "$OUT"
  make -s BUILD="$BUILD" "$BUILD/libgcn.a"
  LIB=$(realpath "$BUILD/libgcn.a")
}

harness_install() {
  if cmp -s "$1" "$2" 2>/dev/null; then rm "$1"; else mv "$1" "$2"; fi
}

harness_sources() {
  python3 scripts/rtl_sources.py --scope "$1" --format make
}

harness_verilate() {
  local top=$1 bin=$2
  shift 2
  verilator --cc --exe --build -j 2 --Mdir "$OUT/obj" --top-module "$top" ${HARNESS_INC:-} -Irtl -Irtl/gen -Irtl/lib \
    -CFLAGS "-O1 ${HARNESS_CFLAGS:-} -I$(realpath cmodel/include) -I$(realpath tests/lib) -I$(realpath "$OUT")" \
    -LDFLAGS "$LIB -lm" -o "$bin" "$@" >"$OUT/build.log" 2>&1 || { tail -40 "$OUT/build.log"; exit 1; }
}
