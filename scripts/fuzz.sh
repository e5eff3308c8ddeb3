#!/usr/bin/env bash
# libFuzzer on the model's readers of untrusted input (tests/fuzz/fuzz_TARGET.c):
#   loader    the ELF reader and code-object loader, then the tools' walk over the loaded object
#   metadata  the AMDGPU metadata note reader (MessagePack) on raw note bytes
#   decoder   the instruction decoder and disassembler on raw words
#
#   fuzz.sh BUILD run SECONDS TARGET...  mutate each TARGET for SECONDS (make fuzz); exit 1 when
#                                        any finds something, with the reproducer's path
#   fuzz.sh BUILD regress TARGET         replay its seeds and tests/fuzz/regress/TARGET/, then a
#                                        fixed number of seeded mutation runs: bounded by runs,
#                                        never by time (make test)
# Seeds come from the built code objects (scripts/fuzz_seeds.py) into BUILD/fuzz/TARGET/seeds;
# the corpus grows in BUILD/fuzz/TARGET/corpus, findings land in BUILD/fuzz/TARGET/findings.  A
# crash, a sanitizer report, a leak, an input slower than 10 s or an allocation above 512 MiB is a
# finding (the loader's bound is the file plus 64 MiB, docs/runtime.md).  A finding, once fixed,
# is kept in tests/fuzz/regress/TARGET/ and replayed by make test.
set -euo pipefail
BUILD=$1 MODE=$2
export ASAN_OPTIONS=abort_on_error=1:detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1

# per target: the longest input its mutations make, and make test's number of mutation runs
# (about 10 s each on one core under the sanitizers)
max_len() { case $1 in loader) echo 65536 ;; metadata) echo 16384 ;; decoder) echo 1024 ;; esac; }
regress_runs() { case $1 in loader) echo 20000 ;; metadata) echo 100000 ;; decoder) echo 10000 ;; esac; }

# prepare TARGET: its binary, seeds and directories; sets BIN DIR SEEDS REGRESS OPTS
prepare() {
  local t=$1
  BIN=$BUILD/fuzz/fuzz_$t DIR=$BUILD/fuzz/$t REGRESS=tests/fuzz/regress/$t
  SEEDS=$DIR/seeds
  [ -x "$BIN" ] || { echo "fuzz.sh: no $BIN (make $BIN)" >&2; exit 2; }
  mkdir -p "$DIR/corpus" "$DIR/findings" "$REGRESS"
  python3 scripts/fuzz_seeds.py "$t" "$BUILD" "$SEEDS"
  OPTS=(-malloc_limit_mb=512 -rss_limit_mb=2048 -timeout=10 -max_len="$(max_len "$t")"
        -artifact_prefix="$DIR/findings/")
}

run_target() {   # run TARGET SECONDS: 0, or 1 with the findings named
  local t=$1 secs=$2 mark
  prepare "$t"
  mark=$(mktemp)
  trap 'rm -f "$mark"' RETURN
  echo "== $t: $secs s (corpus $DIR/corpus)"
  if "$BIN" "${OPTS[@]}" -max_total_time="$secs" -print_final_stats=1 "$DIR/corpus" "$SEEDS" "$REGRESS" \
       >"$DIR/last.log" 2>&1; then
    grep -h '^stat::number_of_executed_units\|^Done' "$DIR/last.log" | tail -2
    return 0
  fi
  tail -40 "$DIR/last.log"
  echo "FINDING in $t (log: $DIR/last.log)"
  find "$DIR/findings" -type f -newer "$mark" | while read -r f; do
    echo "  reproducer: $f"
    echo "  replay:     $BIN $f"
    echo "  once fixed: cp $f $REGRESS/   (make test replays it)"
  done
  return 1
}

regress_target() {   # replay the seeds and kept findings, then seeded mutations
  local t=$1 work nseeds nregress runs
  prepare "$t"
  runs=$(regress_runs "$t")
  nseeds=$(find "$SEEDS" -type f | wc -l)
  nregress=$(find "$REGRESS" -type f | wc -l)
  find "$SEEDS" "$REGRESS" -type f -print0 | xargs -0 -r "$BIN" "${OPTS[@]}" 2>&1 | tail -2
  work=$(mktemp -d)
  trap 'rm -rf "$work"' RETURN
  "$BIN" "${OPTS[@]}" -seed=1 -runs="$runs" "$work" "$SEEDS" "$REGRESS" 2>&1 | tail -2
  echo "checked: $nseeds seeds, $nregress kept findings and $runs seeded runs without a finding"
}

case $MODE in
  run)
    secs=$3; shift 3
    found=0
    for t in "$@"; do run_target "$t" "$secs" || found=1; done
    [ $found -eq 0 ] && echo "no finding in $* ($secs s each)" || echo "FINDINGS: see above"
    exit $found ;;
  regress)
    regress_target "$3" ;;
  *) echo "usage: fuzz.sh BUILD run SECONDS TARGET... | fuzz.sh BUILD regress TARGET" >&2; exit 2 ;;
esac
