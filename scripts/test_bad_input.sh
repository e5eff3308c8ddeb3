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
  err=$(timeout 120 "$GCNDIS" "$@" 2>&1 >/dev/null); rc=$?   # a hang is a failure too
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
# string tables with no bytes in the file (SHT_NOBITS, offset past the end), made from a real code
# object by scripts/elf_mutate.py; inputs that are not regular files, or too large to read
if [ -n "$co" ]; then
  python3 "$(dirname "$0")/elf_mutate.py" nobits-shstrtab "$co" "$TMP/nobits-shstrtab.o"
  python3 "$(dirname "$0")/elf_mutate.py" nobits-strtab "$co" "$TMP/nobits-strtab.o"
  expect_error "section name table of SHT_NOBITS past the end" "section name table is not a string table" \
    "$TMP/nobits-shstrtab.o"
  expect_error "symbol string table of SHT_NOBITS past the end" "string table is not a string table" \
    "$TMP/nobits-strtab.o"
fi
rm -f "$TMP/fifo" && mkfifo "$TMP/fifo"
truncate -s 2G "$TMP/huge.o"     # sparse: no disk used
expect_error "a device" "not a regular file" /dev/zero
expect_error "a FIFO without a writer" "not a regular file" "$TMP/fifo"
expect_error "a directory" "not a regular file" "$TMP"
expect_error "a file over 1 GiB" "2147483648 bytes: more than the 1073741824 accepted" "$TMP/huge.o"
rm -f "$TMP/fifo" "$TMP/huge.o"
expect_error "word that is not hex" "not a 32-bit hex word" --words 0xZZ
expect_error "word wider than 32 bits" "not a 32-bit hex word" --words 0x123456789
expect_error "--words without words" "needs at least one word" --words
expect_error "unknown option" "usage" --frobnicate
[ $fails -eq 0 ]
