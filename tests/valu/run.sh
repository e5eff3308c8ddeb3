#!/usr/bin/env bash
# tests/valu/run.sh [BUILD]: build and run the standalone test of the VALU
# integer datapath, DPP and SDWA modules against the golden model.
# BUILD defaults to build/valu; outputs under $BUILD/test_valu.  Extra
# arguments after BUILD go to test_valu (--iters N, --seed S).
set -euo pipefail
cd "$(dirname "$0")/../.."
BUILD=${1:-build/valu}
shift || true
OUT=$BUILD/test_valu
mkdir -p "$OUT"
make -s BUILD="$BUILD" "$BUILD/libgcn.a"
python3 tests/valu/gen_cases.py . "$OUT/valu_cases.h.new"
if ! cmp -s "$OUT/valu_cases.h.new" "$OUT/valu_cases.h" 2>/dev/null; then
  mv "$OUT/valu_cases.h.new" "$OUT/valu_cases.h"
else
  rm "$OUT/valu_cases.h.new"
fi
SRCS=(tests/valu/valu_test_top.v rtl/valu/gcn_valu_int.v rtl/valu/gcn_valu_dpp.v
      rtl/valu/gcn_valu_sdwa_src.v rtl/valu/gcn_valu_sdwa_dst.v tests/valu/test_valu.cpp
      rtl/gcn_config.vh rtl/gen/gcn_isa.vh "$OUT/valu_cases.h" "$BUILD/libgcn.a")
BIN=$OUT/obj/test_valu
# rebuild only when an input is newer than the binary; -O1 keeps the C++
# build of the wide combinational model short
if [ ! -x "$BIN" ] || [ -n "$(find "${SRCS[@]}" -newer "$BIN" 2>/dev/null)" ]; then
  verilator --cc --exe --build -j 2 -Wno-fatal --top-module valu_test_top \
    -Irtl -Irtl/gen -Irtl/lib -Mdir "$OUT/obj" -o test_valu \
    -CFLAGS "-O1 -I$PWD/cmodel/include -I$PWD/$OUT" -LDFLAGS "$PWD/$BUILD/libgcn.a -lm" \
    tests/valu/valu_test_top.v rtl/valu/gcn_valu_int.v rtl/valu/gcn_valu_dpp.v \
    rtl/valu/gcn_valu_sdwa_src.v rtl/valu/gcn_valu_sdwa_dst.v "$PWD/tests/valu/test_valu.cpp" \
    >"$OUT/build.log" 2>&1 || { tail -40 "$OUT/build.log"; exit 1; }
fi
"$BIN" "$@"
