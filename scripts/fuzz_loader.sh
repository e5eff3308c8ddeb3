#!/usr/bin/env bash
# libFuzzer on the ELF reader and code-object loader (tests/loader/fuzz_loader.c).
#   fuzz_loader.sh BIN BUILD run [SECONDS]   mutate for SECONDS (default 300): make fuzz-loader
#   fuzz_loader.sh BIN BUILD regress         replay the seeds, then 20000 mutations from seed 1:
#                                            bounded by runs, not time (make test)
# Seeds: every code object under BUILD/kernels and the malformed ones scripts/elf_mutate.py makes;
# the corpus grows in BUILD/fuzz/corpus, findings land in BUILD/fuzz/findings.  An allocation above
# 512 MiB is a finding: the loader's bound is the file plus 64 MiB (docs/runtime.md).
set -euo pipefail
BIN=$1 BUILD=$2 MODE=$3
SEEDS=$BUILD/fuzz/seeds CORPUS=$BUILD/fuzz/corpus FINDINGS=$BUILD/fuzz/findings
mkdir -p "$SEEDS" "$CORPUS" "$FINDINGS"
for co in "$BUILD"/kernels/*.co; do cp "$co" "$SEEDS/"; done
for kind in nobits-shstrtab nobits-strtab nobits-text big-bss; do
  python3 scripts/elf_mutate.py "$kind" "$BUILD/kernels/vector_add.O2.co" "$SEEDS/$kind.co"
done
OPTS=(-malloc_limit_mb=512 -rss_limit_mb=2048 -timeout=10 -max_len=65536 -artifact_prefix="$FINDINGS/")
export ASAN_OPTIONS=abort_on_error=1:detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
case $MODE in
  run)
    "$BIN" "${OPTS[@]}" -max_total_time="${4:-300}" -print_final_stats=1 "$CORPUS" "$SEEDS" ;;
  regress)
    "$BIN" "${OPTS[@]}" "$SEEDS"/*
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    "$BIN" "${OPTS[@]}" -seed=1 -runs=20000 "$work" "$SEEDS" 2>&1 | tail -3
    echo "checked: $(ls "$SEEDS" | wc -l) seeds and 20000 mutations without a finding" ;;
  *) echo "usage: fuzz_loader.sh BIN BUILD run [SECONDS] | regress" >&2; exit 2 ;;
esac
