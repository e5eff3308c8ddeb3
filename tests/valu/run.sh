#!/usr/bin/env bash
# tests/valu/run.sh [BUILD]: build and run the standalone test of the VALU
# integer datapath, DPP and SDWA modules against the golden model.
# BUILD defaults to build/valu; outputs under $BUILD/test_valu.  Extra
# arguments after BUILD go to test_valu (--iters N, --seed S).
. "$(dirname "$0")/../lib/harness.sh"
BUILD=${1:-build/valu}
shift || true
harness_init test_valu
python3 tests/valu/gen_cases.py . "$OUT/valu_cases.h.new"
harness_install "$OUT/valu_cases.h.new" "$OUT/valu_cases.h"
SRCS=(tests/valu/valu_test_top.v rtl/valu/gcn_valu_int.v rtl/valu/gcn_valu_dpp.v
      rtl/valu/gcn_valu_sdwa_src.v rtl/valu/gcn_valu_sdwa_dst.v tests/valu/test_valu.cpp
      rtl/gcn_config.vh rtl/gen/gcn_isa.vh "$OUT/valu_cases.h" "$BUILD/libgcn.a")
BIN=$OUT/obj/test_valu
# rebuild only when an input is newer than the binary; -O1 keeps the C++
# build of the wide combinational model short
if [ ! -x "$BIN" ] || [ -n "$(find "${SRCS[@]}" -newer "$BIN" 2>/dev/null)" ]; then
  harness_verilate valu_test_top test_valu -Wno-fatal \
    tests/valu/valu_test_top.v rtl/valu/gcn_valu_int.v rtl/valu/gcn_valu_dpp.v \
    rtl/valu/gcn_valu_sdwa_src.v rtl/valu/gcn_valu_sdwa_dst.v "$PWD/tests/valu/test_valu.cpp"
fi
"$BIN" "$@"
