#!/usr/bin/env bash
# gcndis on malformed input: each case must exit non-zero (not by a signal)
# and say what is wrong on stderr.
set -u
GCNDIS=$1
TMP=$2/bad-input
mkdir -p "$TMP"
fails=0
expect_error() {  # DESCRIPTION PATTERN ARGS...
  local what=$1 pattern=$2; shift 2
  local err rc
  err=$("$GCNDIS" "$@" 2>&1 >/dev/null); rc=$?
  if [ $rc -eq 0 ] || [ $rc -ge 128 ] || ! grep -q -- "$pattern" <<<"$err"; then
    echo "FAIL: $what: exit $rc, stderr: $err"; fails=$((fails + 1))
  else
    echo "ok: $what -> $err"
  fi
}
printf 'not an elf file at all' > "$TMP/text.o"
head -c 40 /bin/ls > "$TMP/short.o"
cp /bin/ls "$TMP/x86.o"
# a real code object cut in half: headers point past the end
co=$(ls "$(dirname "$2")"/kernels/*.co 2>/dev/null | head -1)
[ -n "$co" ] && head -c $(( $(stat -c %s "$co") / 2 )) "$co" > "$TMP/truncated.o"
expect_error "missing file" "cannot open" "$TMP/does-not-exist.o"
expect_error "not ELF" "not an ELF" "$TMP/text.o"
expect_error "too short for an ELF header" "not an ELF" "$TMP/short.o"
expect_error "ELF for another machine" "not an AMDGPU" "$TMP/x86.o"
[ -e "$TMP/truncated.o" ] && expect_error "truncated code object" "outside the file" "$TMP/truncated.o"
expect_error "word that is not hex" "not a 32-bit hex word" --words 0xZZ
expect_error "word wider than 32 bits" "not a 32-bit hex word" --words 0x123456789
expect_error "--words without words" "needs at least one word" --words
expect_error "unknown option" "usage" --frobnicate
[ $fails -eq 0 ]
