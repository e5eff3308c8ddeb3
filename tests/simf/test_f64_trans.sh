#!/usr/bin/env bash
# The SIMF f64 / transcendental harness: tests/simf/test_f64_trans.sh f64|trans [SEED [WAVES]]
# Builds the model library, assembles the op table with llvm-mc-16, verilates the
# unit with tb_f64_trans.cpp and runs it; fails on any mismatch with the model.
# Build outputs under $BUILD (default build/f2).
. "$(dirname "$0")/../lib/harness.sh"
UNIT=${1:?usage: test_f64_trans.sh f64|trans [SEED [WAVES]]}
SEED=${2:-1}
WAVES=${3:-}
BUILD=${BUILD:-build/f2}
case "$UNIT" in
  f64)   TOP=gcn_simf_f64;   DEF=UNIT_F64;   WAVES=${WAVES:-60} ;;
  trans) TOP=gcn_simf_trans; DEF=UNIT_TRANS; WAVES=${WAVES:-30} ;;
  *) echo "test_f64_trans.sh: unit is f64 or trans" >&2; exit 2 ;;
esac
harness_init "simf_$UNIT"
python3 tests/simf/gen_f64_trans_ops.py "$UNIT" "$OUT/ops.h.new"
harness_install "$OUT/ops.h.new" "$OUT/ops.h"
HARNESS_CFLAGS=-D$DEF harness_verilate $TOP tb -O2 -Wno-fatal $(harness_sources $TOP) \
  "$(realpath tests/simf/tb_f64_trans.cpp)"
"$OUT/obj/tb" "$SEED" "$WAVES"
