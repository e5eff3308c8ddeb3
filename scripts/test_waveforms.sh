#!/usr/bin/env bash
# TRACE=1 on build/gcnrtl-verilator (docs/verification.md, Waveforms): a build
# made with `make TRACE=1` writes an FST file for the window asked; the default
# build has no waveform code and refuses, exit 2, naming the rebuild.  Either
# way a run without TRACE=1 passes.
#   test_waveforms.sh BUILD LOGDIR
set -uo pipefail
cd "$(dirname "$0")/.."
BUILD=$1
LOG=$2
PY=${PY:-python3}
BIN="$BUILD/gcnrtl-verilator"
mkdir -p "$LOG/waveforms"
SPEC=$($PY -c "import sys; sys.path.insert(0, 'scripts'); import isa_tests; \
print(isa_tests.build_spec('tests/isa/salu/arith.s', '$LOG/waveforms'))") || exit 1
fail() { echo "FAIL: $*"; exit 1; }

plain=$(env -u TRACE "$BIN" --spec "$SPEC" 2>&1)
grep -q '^PASS: matched' <<<"$plain" || fail "the run without TRACE=1 does not pass: $plain"
FST="$LOG/waveforms/arith.fst"
rm -f "$FST"
out=$(TRACE=1 "$BIN" --spec "$SPEC" --wave-file "$FST" --wave-from 0 --wave-to 200 2>&1)
rc=$?
if grep -q -- '--trace-fst' "$BUILD/verilator/options"; then
  [ $rc = 0 ] && [ -s "$FST" ] || fail "a TRACE=1 build: exit $rc, no waveform file $FST: $out"
  echo "checked: a make TRACE=1 build writes $(stat -c %s "$FST") bytes of FST for cycles 0-200"
else
  [ $rc = 2 ] && [ ! -e "$FST" ] && grep -q 'make TRACE=1' <<<"$out" \
    || fail "the default build: exit $rc (want 2) and the rebuild command, no file: $out"
  echo "checked: the default build refuses TRACE=1 (exit 2): ${out#*: }"
fi
