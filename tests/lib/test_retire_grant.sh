#!/usr/bin/env bash
# The retirement grant harness: tests/lib/test_retire_grant.sh [SEED [CYCLES [BREAK]]]
# Verilates rtl/retire/gcn_retire_grant.v (8 sources, 4 banks) with
# tb_retire_grant.cpp and checks the grant's contract every cycle under random
# offers and claims; BREAK=1 checks against a wrong contract to show that a
# violation fails the test. Build outputs under $BUILD (default build/f1).
. "$(dirname "$0")/harness.sh"
SEED=${1:-1}
CYCLES=${2:-200000}
BREAK=${3:-0}
BUILD=${BUILD:-build/f1}
harness_init retire_grant
harness_verilate gcn_retire_grant tb -O2 -Wall -GN=8 -GBANKS=4 $(harness_sources gcn_retire_grant) \
  "$(realpath tests/lib/tb_retire_grant.cpp)"
"$OUT/obj/tb" "$SEED" "$CYCLES" "$BREAK"
