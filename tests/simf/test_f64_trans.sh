#!/usr/bin/env bash
# The SIMF f64 / transcendental harness: tests/simf/test_f64_trans.sh f64|trans [SEED [WAVES]]
# Builds the model library, assembles the op table with llvm-mc-16, verilates the
# unit with tb_f64_trans.cpp and runs it; fails on any mismatch with the model.
# Build outputs under $BUILD (default build/f2).
set -euo pipefail
cd "$(dirname "$0")/../.."
UNIT=${1:?usage: test_f64_trans.sh f64|trans [SEED [WAVES]]}
SEED=${2:-1}
WAVES=${3:-}
BUILD=${BUILD:-build/f2}
case "$UNIT" in
  f64)   TOP=gcn_simf_f64;   DEF=UNIT_F64;   WAVES=${WAVES:-60} ;;
  trans) TOP=gcn_simf_trans; DEF=UNIT_TRANS; WAVES=${WAVES:-30} ;;
  *) echo "test_f64_trans.sh: unit is f64 or trans" >&2; exit 2 ;;
esac
OUT=$BUILD/simf_$UNIT
mkdir -p "$OUT"
make -s BUILD="$BUILD" "$BUILD/libgcn.a"
python3 tests/simf/gen_f64_trans_ops.py "$UNIT" "$OUT/ops.h.new"
cmp -s "$OUT/ops.h.new" "$OUT/ops.h" 2>/dev/null || mv "$OUT/ops.h.new" "$OUT/ops.h"
LIB=$(realpath "$BUILD/libgcn.a")
verilator --cc --exe --build -j 2 -O2 -Wno-fatal --Mdir "$OUT/obj" --top-module $TOP \
  -Irtl -Irtl/gen -Irtl/lib rtl/simf/$TOP.v rtl/simf/gcn_simf_f64_*.v $(ls rtl/simf/gcn_simf_trans_*.v 2>/dev/null) \
  -CFLAGS "-O1 -D$DEF -I$(realpath cmodel/include) -I$(realpath "$OUT")" -LDFLAGS "$LIB -lm" \
  "$(realpath tests/simf/tb_f64_trans.cpp)" -o tb >"$OUT/build.log" 2>&1 || { tail -30 "$OUT/build.log"; exit 1; }
"$OUT/obj/tb" "$SEED" "$WAVES"
