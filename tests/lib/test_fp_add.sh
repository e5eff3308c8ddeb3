#!/usr/bin/env bash
# The float adder harness: tests/lib/test_fp_add.sh [SEED [N_RANDOM] [BREAK]]
# Verilates rtl/lib/gcn_fp_add.v with tb_fp_add.cpp and runs it: directed
# corner pairings and random f32/f64 sums against the host's IEEE sum (with
# the NaN rules of docs/memory.md) and the model's at_apply (AT_FADD); fails
# on any mismatch. BREAK=1 corrupts one result bit to show that a mismatch
# fails the test. Build outputs under $BUILD (default build/f1).
set -euo pipefail
cd "$(dirname "$0")/../.."
SEED=${1:-1}
NRAND=${2:-2000000}
BREAK=${3:-0}
BUILD=${BUILD:-build/f1}
OUT=$BUILD/fp_add
mkdir -p "$OUT"
make -s BUILD="$BUILD" "$BUILD/libgcn.a"
LIB=$(realpath "$BUILD/libgcn.a")
verilator --cc --exe --build -j 2 -O2 -Wall --Mdir "$OUT/obj" --top-module gcn_fp_add \
  -Irtl -Irtl/lib rtl/lib/gcn_fp_add.v \
  -CFLAGS "-O1 -I$(realpath cmodel/include)" -LDFLAGS "$LIB -lm" \
  "$(realpath tests/lib/tb_fp_add.cpp)" -o tb >"$OUT/build.log" 2>&1 || { tail -30 "$OUT/build.log"; exit 1; }
"$OUT/obj/tb" "$SEED" "$NRAND" "$BREAK"
