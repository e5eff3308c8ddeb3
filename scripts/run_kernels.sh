#!/usr/bin/env bash
# `make run`: run the built-in kernels on what the project can run today.
#
# The golden model (issue 3) and the RTL with its lockstep checker (issue 5)
# are not built yet, so today each kernel's code object goes through the
# decoder and disassembler, which must reproduce llvm-objdump-16 exactly.
set -uo pipefail
BUILD=${1:-build}
pass=0; fail=0
printf '%-28s %-8s %8s  %s\n' kernel result instrs "what ran"
for co in "$BUILD"/kernels/*.co; do
  [ -e "$co" ] || continue
  ours=$("$BUILD/gcndis" "$co")
  n=$(grep -c '^	' <<<"$ours")
  if diff -q <(llvm-objdump-16 -d --mcpu=gfx90a "$co") <(echo "$ours") >/dev/null; then
    res=PASS; pass=$((pass + 1))
  else
    res=FAIL; fail=$((fail + 1))
  fi
  printf '%-28s %-8s %8d  %s\n' "$(basename "$co" .co)" "$res" "$n" "decode+disassemble vs llvm-objdump-16"
done
echo "model and RTL backends: not built yet (issues 3 and 5); nothing executed"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
