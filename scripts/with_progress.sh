#!/usr/bin/env bash
# A long Verilator build with progress: says what it builds, then every
# PROGRESS_SECS (default 60) seconds how far it is (verilating, or how many of
# the generated C++ files are compiled), and at the end how long it took.  The
# command's own output goes to LOG; on failure its tail is printed and the
# command's exit status returned.
#   with_progress.sh WHAT MDIR LOG COMMAND...
# WHAT: a short description; MDIR: Verilator's --Mdir (where it writes its C++
# and objects).
set -uo pipefail
what=$1 mdir=$2 log=$3
shift 3
every=${PROGRESS_SECS:-60}
echo "building $what (log: $log)"
start=$SECONDS
stamp=$(mktemp)   # objects newer than this one are this build's
"$@" >"$log" 2>&1 &
pid=$!
# on interrupt, stop the build too
trap 'kill "$pid" 2>/dev/null; rm -f "$stamp"; exit 130' INT TERM
next=$((SECONDS + every))
while kill -0 "$pid" 2>/dev/null; do
  sleep 1
  [ "$SECONDS" -ge "$next" ] || continue
  next=$((SECONDS + every))
  cpp=$(find "$mdir" -maxdepth 1 -name 'V*.cpp' -newer "$stamp" 2>/dev/null | wc -l)
  obj=$(find "$mdir" -maxdepth 1 -name 'V*.o' -newer "$stamp" 2>/dev/null | wc -l)
  if [ "$cpp" -eq 0 ]; then
    state="verilating"
  else
    state="compiling C++: $obj of about $cpp files done"
  fi
  printf '  ... %s, %dm%02ds\n' "$state" $(((SECONDS - start) / 60)) $(((SECONDS - start) % 60))
done
wait "$pid"
rc=$?
rm -f "$stamp"
if [ "$rc" -ne 0 ]; then
  tail -30 "$log"
  exit "$rc"
fi
printf 'built %s in %dm%02ds\n' "$what" $(((SECONDS - start) / 60)) $(((SECONDS - start) % 60))
