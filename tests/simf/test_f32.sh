#!/usr/bin/env bash
# The SIMF f32/f16 harness: tests/simf/test_f32.sh [SEED [WAVES] [BREAK]]
# Builds the model library, assembles the op table with llvm-mc-16 (only when
# the generator changed), verilates gcn_simf_f32 with tb_f32.cpp and runs it;
# fails on any mismatch with the model or any op form SIMF does not support.
# BREAK=1 corrupts one result bit to show that a mismatch fails the test.
# Build outputs under $BUILD (default build/f1).
. "$(dirname "$0")/../lib/harness.sh"
SEED=${1:-1}
WAVES=${2:-3}
BREAK=${3:-0}
BUILD=${BUILD:-build/f1}
harness_init simf_f32
if [ ! -f "$OUT/ops.h" ] || [ tests/simf/gen_f32_ops.py -nt "$OUT/ops.h" ] || [ rtl/gen/gcn_isa.vh -nt "$OUT/ops.h" ]; then
  python3 tests/simf/gen_f32_ops.py "$OUT/ops.h.new"
  mv "$OUT/ops.h.new" "$OUT/ops.h"
fi
harness_verilate gcn_simf_f32 tb -O2 -Wno-fatal $(harness_sources gcn_simf_f32) "$(realpath tests/simf/tb_f32.cpp)"
"$OUT/obj/tb" "$SEED" "$WAVES" "$BREAK"
