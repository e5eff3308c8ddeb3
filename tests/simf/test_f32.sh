#!/usr/bin/env bash
# The SIMF f32/f16 harness: tests/simf/test_f32.sh [SEED [WAVES] [BREAK]]
# Builds the model library, assembles the op table with llvm-mc-16 (only when
# the generator changed), verilates gcn_simf_f32 with tb_f32.cpp and runs it;
# fails on any mismatch with the model or any op form SIMF does not support.
# BREAK=1 corrupts one result bit to show that a mismatch fails the test.
# Build outputs under $BUILD (default build/f1).
set -euo pipefail
cd "$(dirname "$0")/../.."
SEED=${1:-1}
WAVES=${2:-3}
BREAK=${3:-0}
BUILD=${BUILD:-build/f1}
OUT=$BUILD/simf_f32
mkdir -p "$OUT"
make -s BUILD="$BUILD" "$BUILD/libgcn.a"
if [ ! -f "$OUT/ops.h" ] || [ tests/simf/gen_f32_ops.py -nt "$OUT/ops.h" ] || [ rtl/gen/gcn_isa.vh -nt "$OUT/ops.h" ]; then
  python3 tests/simf/gen_f32_ops.py "$OUT/ops.h.new"
  mv "$OUT/ops.h.new" "$OUT/ops.h"
fi
LIB=$(realpath "$BUILD/libgcn.a")
verilator --cc --exe --build -j 2 -O2 -Wno-fatal --Mdir "$OUT/obj" --top-module gcn_simf_f32 \
  -Irtl -Irtl/gen -Irtl/lib rtl/simf/gcn_simf_f32.v rtl/simf/gcn_simf_f32_*.v \
  -CFLAGS "-O1 -I$(realpath cmodel/include) -I$(realpath "$OUT")" -LDFLAGS "$LIB -lm" \
  "$(realpath tests/simf/tb_f32.cpp)" -o tb >"$OUT/build.log" 2>&1 || { tail -30 "$OUT/build.log"; exit 1; }
"$OUT/obj/tb" "$SEED" "$WAVES" "$BREAK"
