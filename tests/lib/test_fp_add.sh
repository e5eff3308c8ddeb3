#!/usr/bin/env bash
# The float adder harness: tests/lib/test_fp_add.sh [SEED [N_RANDOM] [BREAK]]
# Verilates rtl/lib/gcn_fp_add.v with tb_fp_add.cpp and runs it: directed
# corner pairings and random f32/f64 sums against the host's IEEE sum (with
# the NaN rules of docs/memory.md) and the model's at_apply (AT_FADD); fails
# on any mismatch. BREAK=1 corrupts one result bit to show that a mismatch
# fails the test. Build outputs under $BUILD (default build/f1).
. "$(dirname "$0")/harness.sh"
SEED=${1:-1}
NRAND=${2:-2000000}
BREAK=${3:-0}
BUILD=${BUILD:-build/f1}
harness_init fp_add
harness_verilate gcn_fp_add tb -O2 -Wall $(harness_sources gcn_fp_add) "$(realpath tests/lib/tb_fp_add.cpp)"
"$OUT/obj/tb" "$SEED" "$NRAND" "$BREAK"
