#!/usr/bin/env bash
# The matrix-core harness: tests/mfma_unit/test_mfma_unit.sh [SEED [PASSES] [BREAK]]
# Builds the model library and the MFMA cases (tests/mfma/gen_cases.py, words
# from llvm-mc-16), verilates gcn_mfma with tb_mfma.cpp and runs every case
# three times (moderate, special and raw-bit operands) per pass against the
# golden model; fails on any mismatch.  BREAK=1 corrupts one expected bit to
# show that a mismatch fails the test.  Build outputs under $BUILD (default build).
. "$(dirname "$0")/../lib/harness.sh"
SEED=${1:-1}
PASSES=${2:-1}
BREAK=${3:-0}
BUILD=${BUILD:-build}
harness_init mfma_unit
make -s BUILD="$BUILD" "$BUILD/mfma/mfma_cases.h"
HARNESS_CFLAGS="-I$(realpath "$BUILD/mfma")" harness_verilate gcn_mfma tb -O3 -Wno-fatal \
  rtl/mfma/gcn_mfma.v rtl/mfma/gcn_mfma_dot.v rtl/mfma/gcn_mfma_dot16.v \
  rtl/simf/gcn_simf_f64_fma.v rtl/simf/gcn_simf_f64_rnd.v "$(realpath tests/mfma_unit/tb_mfma.cpp)"
"$OUT/obj/tb" "$SEED" "$PASSES" "$BREAK"
