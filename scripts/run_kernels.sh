#!/usr/bin/env bash
# `make run`: run the built-in kernels (sw/kernels, each at -O0, -O2, -O3) on
# the golden model through gcnsim, check each result against its host
# reference (scripts/kernel_tests.py), and print per kernel the result and
# the instructions retired, then a summary line.
#
# Results: PASS; FAIL (wrong output); TRAP (the wave stopped, e.g. at an
# instruction the model does not execute yet); LIMIT; ERROR.  The RTL
# backends (verilator, icarus, lockstep) come with issue 5.  The exit status
# is non-zero when a kernel listed in scripts/kernel_expected_pass.txt fails.
set -uo pipefail
BUILD=${1:-build}
PY=${PY:-python3}
echo "backend: model (golden model); RTL backends not built yet (issue 5)"
printf '%-6s%-27s%10s  %s\n' result kernel instrs "note"
$PY scripts/kernel_tests.py --gcnsim "$BUILD/gcnsim" --build "$BUILD" --expect scripts/kernel_expected_pass.txt
