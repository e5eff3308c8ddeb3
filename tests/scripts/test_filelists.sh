#!/usr/bin/env bash
# make filelists, checked: the default configuration's command file names every
# rtl/**/*.v, each configuration's names only existing files, and lite's
# (the quickest) lints clean through `verilator --lint-only -Wall -f` and
# elaborates through `iverilog -g2012 -Wall -c` with gcn_cu as top.
#   tests/scripts/test_filelists.sh [BUILD]
set -euo pipefail
cd "$(dirname "$0")/../.."
BUILD=${1:-build}
OUT="$BUILD/test-filelists"
mkdir -p "$OUT"
make -s --no-print-directory BUILD="$BUILD" filelists >/dev/null
fail() { echo "test_filelists: $*" >&2; exit 1; }
for c in config/*.def; do
  c=$(basename "$c" .def)
  f="$BUILD/filelists/$c.f"
  [ -s "$f" ] || fail "no $f"
  while read -r line; do
    case $line in
      //*|'') ;;
      +incdir+*) [ -d "${line#+incdir+}" ] || fail "$f: no folder ${line#+incdir+}" ;;
      *) [ -f "$line" ] || fail "$f: no file $line" ;;
    esac
  done <"$f"
done
missing=$(comm -23 <(find "$PWD/rtl" -name '*.v' | sort) <(grep -v '^+\|^//' "$BUILD/filelists/default.f" | sort))
[ -z "$missing" ] || fail "default.f lacks $missing"
verilator --lint-only -Wall -f "$BUILD/filelists/lite.f" --top-module gcn_cu >"$OUT/verilator.log" 2>&1 \
  || { tail -20 "$OUT/verilator.log"; fail "verilator -f lite.f failed"; }
iverilog -g2012 -Wall -c "$BUILD/filelists/lite.f" -s gcn_cu -o "$OUT/lite.vvp" >"$OUT/iverilog.log" 2>&1 \
  || { tail -20 "$OUT/iverilog.log"; fail "iverilog -c lite.f failed"; }
if grep -qiE 'warning|error' "$OUT/verilator.log" "$OUT/iverilog.log"; then
  grep -iE 'warning|error' "$OUT/verilator.log" "$OUT/iverilog.log" | head; fail "warnings"
fi
echo "filelists: $(ls "$BUILD"/filelists/*.f | wc -l) configurations checked; lite.f lints clean in Verilator and Icarus"
