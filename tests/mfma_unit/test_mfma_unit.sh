#!/usr/bin/env bash
# The matrix-core harness: tests/mfma_unit/test_mfma_unit.sh [SEED [PASSES [BREAK [CYCLES]]]]
# Builds the model library and the MFMA cases (tests/mfma/gen_cases.py, words
# from llvm-mc-16), verilates gcn_mfma with tb_mfma.cpp and runs every case
# three times (moderate, special and raw-bit operands) per pass against the
# golden model; fails on any mismatch.  BREAK=1 corrupts one expected bit to
# show that a mismatch fails the test; CYCLES=1 prints each instruction's cycles.  Build outputs under $BUILD (default build).
. "$(dirname "$0")/../lib/harness.sh"
SEED=${1:-1}
PASSES=${2:-1}
BREAK=${3:-0}
BUILD=${BUILD:-build}
CONFIG=${CONFIG:-default}
harness_init "mfma_unit/$CONFIG"
if [ "$CONFIG" != default ]; then
  make -s BUILD="$BUILD" "$BUILD/config/$CONFIG/gcn_config.vh"
  HARNESS_INC="-I$BUILD/config/$CONFIG"
fi
make -s BUILD="$BUILD" "$BUILD/mfma/mfma_cases.h" "$BUILD/mfma/gcn_mfma_cmds.h"
HARNESS_INC=${HARNESS_INC:-} HARNESS_CFLAGS="-I$(realpath "$BUILD/mfma")" harness_verilate gcn_mfma tb -O3 -Wno-fatal \
  rtl/mfma/gcn_mfma.v rtl/mfma/gcn_mfma_dot.v rtl/lib/gcn_fault.v "$(realpath tests/mfma_unit/tb_mfma.cpp)"
"$OUT/obj/tb" "$SEED" "$PASSES" "$BREAK" "${4:-0}"
