#!/usr/bin/env bash
# gcn_cu.core (FuseSoC CAPI2), checked: it is what scripts/rtl_sources.py
# writes (make gen), FuseSoC parses it with its targets lint, sim and synth,
# and its sim target builds the CU under Icarus (every file found, every
# include resolved).
#   tests/scripts/test_fusesoc.sh [BUILD]
set -euo pipefail
cd "$(dirname "$0")/../.."
BUILD=${1:-build}
OUT="$BUILD/test-fusesoc"
rm -rf "$OUT" && mkdir -p "$OUT"
fail() { echo "test_fusesoc: $*" >&2; exit 1; }
command -v fusesoc >/dev/null || fail "fusesoc not found (make deps installs it from PyPI)"
diff -u gcn_cu.core <(python3 scripts/rtl_sources.py --format core) >"$OUT/diff.log" \
  || { head -20 "$OUT/diff.log"; fail "gcn_cu.core is not what scripts/rtl_sources.py writes: make gen"; }
name=$(sed -n 's/^name: //p' gcn_cu.core)
fusesoc --cores-root . core-info "$name" >"$OUT/core-info.log" 2>&1 || { cat "$OUT/core-info.log"; fail "core-info failed"; }
for t in lint sim synth; do
  grep -q "^$t *:" "$OUT/core-info.log" || fail "no target $t in $(cat "$OUT/core-info.log")"
done
fusesoc --cores-root . run --build --build-root "$OUT/work" --target sim --tool icarus "$name" >"$OUT/sim.log" 2>&1 \
  || { tail -20 "$OUT/sim.log"; fail "the sim target does not build under Icarus"; }
vvp=$(find "$OUT/work" -path '*sim-icarus/*' -name "$(echo "$name" | tr ':' '_')" -type f)
[ -n "$vvp" ] || fail "no Icarus image under $OUT/work"
echo "fusesoc: $name parsed (targets lint, sim, synth); it matches the generator; sim builds under Icarus"
