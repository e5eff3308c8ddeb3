#!/usr/bin/env bash
# gcnsim --backend icarus when things go wrong: every case must exit
# non-zero (not by a signal), say what is wrong on stderr, leave no vvp
# process and no job directory behind.  Cases: the image not built, vvp
# killed by the time limit, an image that is not ours, and job directories
# (tb/core/gcnrtl_job.h) that are missing or corrupt, given to vvp directly.
# One run with a fault injected (vector_add with a VALU result bit flipped,
# --fault 1) checks the failure path: exit 1, the report on
# stdout, the job directory removed; one with an X forced on a retirement
# beat (tb/icarus/tb_top.v +xz=1) that the X/Z report is the run's result.
# Usage: test_icarus_backend.sh GCNSIM BUILD LOGDIR
set -u
SIM=$1
BUILD=$2
# absolute: the left-behind check below looks for vvp processes by this path, and a
# relative one would also match another checkout's run of this script
mkdir -p "$3" && TMP=$(cd "$3" && pwd)/icarus-backend
rm -rf "$TMP" && mkdir -p "$TMP/jobs"
export TMPDIR=$TMP/jobs   # where the runtime makes its job directories
fails=0
bad() { echo "FAIL: $*"; fails=$((fails + 1)); }
expect_error() {  # DESCRIPTION PATTERN COMMAND...
  local what=$1 pattern=$2; shift 2
  local err rc
  err=$("$@" 2>&1 >/dev/null); rc=$?
  if [ $rc -eq 0 ] || [ $rc -ge 128 ] || ! grep -q -- "$pattern" <<<"$err"; then
    bad "$what: exit $rc, stderr: $err"
  else
    echo "ok: $what -> $(tail -1 <<<"$err")"
  fi
}
CO="$BUILD/kernels/vector_add.O2.co"
printf '\1\2\3\4\5\6\7\10' > "$TMP/eight.bin"
R=(run "$CO" -k vector_add -g 64 -a buf:"$TMP/eight.bin" -a buf:"$TMP/eight.bin" -a buf:zero:256 -a u32:2
   --backend icarus)

expect_error "image not built" "make build/gcnrtl-icarus" env GCN_ICARUS_DIR="$TMP/none" "$SIM" "${R[@]}"
mkdir -p "$TMP/fake"
echo "not a vvp image" > "$TMP/fake/tb.vvp"
cp "$BUILD/icarus/tb_vpi.vpi" "$TMP/fake/"
expect_error "an image that is not ours" "vvp exited with status" env GCN_ICARUS_DIR="$TMP/fake" "$SIM" "${R[@]}"
expect_error "time limit" "ran longer than" env GCN_ICARUS_TIMEOUT=0.05 "$SIM" "${R[@]}"

# the trap path: exit 1, the divergence report on stdout, the message on stderr
out=$("$SIM" "${R[@]}" --fault 1 2>"$TMP/trap.err"); rc=$?
if [ $rc -ne 1 ] || ! grep -q "RTL run failed" "$TMP/trap.err" || ! grep -q "^rtl: checker FAIL" <<<"$out"; then
  bad "trap path: exit $rc, stderr: $(cat "$TMP/trap.err")"
else
  echo "ok: trap path -> $(tail -1 "$TMP/trap.err")"
fi
[ -z "$(ls -A "$TMP/jobs")" ] || bad "job directories left behind: $(ls "$TMP/jobs")"

# a kept job, then corrupted copies of it run by vvp directly
GCN_ICARUS_KEEP=1 "$SIM" "${R[@]}" >/dev/null 2>&1
JOB=$(ls -d "$TMP"/jobs/gcnsim-icarus.* 2>/dev/null | head -1)
if [ -z "$JOB" ] || [ ! -f "$JOB/job.txt" ] || [ ! -f "$JOB/result.txt" ]; then
  bad "GCN_ICARUS_KEEP=1 keeps the job directory with its result"
else
  echo "ok: GCN_ICARUS_KEEP=1 keeps $JOB"
  vvp_job() {  # DESCRIPTION PATTERN EDIT: the job copied, edited by EDIT (a shell command in $J), run
    local what=$1 pattern=$2 edit=$3 J=$TMP/job.$RANDOM rc
    cp -r "$JOB" "$J" && rm -f "$J/result.txt" "$J/memory.out"
    (cd "$J" && eval "$edit")
    vvp -n -M "$BUILD/icarus" -m tb_vpi "$BUILD/icarus/tb.vvp" "+gcn_kernel=$J" >"$J.log" 2>&1; rc=$?
    if [ $rc -eq 0 ] || [ $rc -ge 128 ] || ! grep -q -- "$pattern" "$J/error.txt" 2>/dev/null; then
      bad "$what: exit $rc, error.txt: $(cat "$J/error.txt" 2>/dev/null), log: $(tail -3 "$J.log")"
    else
      echo "ok: $what -> $(cat "$J/error.txt")"
    fi
  }
  vvp_job "no job directory" "cannot read" "rm -f job.txt memory.in code.co"
  vvp_job "job of another version" "not a gcnrtl job" "sed -i 1s/1/9/ job.txt"
  vvp_job "unknown line" "unknown line" "echo 'colour blue' >> job.txt"
  vvp_job "bad number" "bad line" "sed -i 's/^dims .*/dims x/' job.txt"
  vvp_job "no kernel line" "lacks the kernel" "sed -i '/^kernel /d' job.txt"
  vvp_job "no config line" "lacks the kernel, config" "sed -i '/^config /d' job.txt"
  # a runtime of another configuration (config/small.def's values) wrote the job: the image refuses it
  vvp_job "job of another configuration" "configuration mismatch: the runtime (gcnsim) that wrote this job was built for configuration 'small' (1 SIMD x 4 lanes" \
    "sed -i 's/^config .*/config small 1 4 4 128 16384 8 1 1/' job.txt"
  vvp_job "bad config line" "bad line 'config" "sed -i 's/^config .*/config small 1 4/' job.txt"
  vvp_job "no such kernel" "no kernel 'nope'" "sed -i 's/^kernel .*/kernel nope/' job.txt"
  vvp_job "truncated memory image" "truncated" "head -c 100 memory.in > m && mv m memory.in"
  vvp_job "not a memory image" "not a memory image" "echo junk > memory.in"
  vvp_job "code object not ELF" "code.co" "echo junk > code.co"
  vvp_job "code outside the image" "not in the memory image" "sed -i 's/^load_base .*/load_base 0x40/' job.txt"
  vvp_result() {  # DESCRIPTION PATTERN EDIT [PLUSARG]: the job copied, edited, run; its result must match
    local what=$1 pattern=$2 edit=$3 J=$TMP/job.$RANDOM rc
    cp -r "$JOB" "$J" && rm -f "$J/result.txt" && (cd "$J" && eval "$edit")
    vvp -n -M "$BUILD/icarus" -m tb_vpi "$BUILD/icarus/tb.vvp" "+gcn_kernel=$J" ${4:+"$4"} >"$J.log" 2>&1; rc=$?
    if [ $rc -ge 128 ] || ! grep -q -- "$pattern" "$J/result.txt" 2>/dev/null; then
      bad "$what: exit $rc, result: $(cat "$J/result.txt" 2>/dev/null)"
    else
      echo "ok: $what -> $(grep ^msg "$J/result.txt")"
    fi
  }
  # a setup error inside the run (bad testbench option): the result says so, no crash
  vvp_result "bad testbench option" "^msg bad testbench option --colour" "echo 'option --colour blue' >> job.txt"
  # an X on a retirement beat (tb_top.v's point 1) fails the run with the X/Z report as its message
  vvp_result "X on a retirement beat" "^msg RTL run failed: X/Z on rt_data_o while rt_valid_o is high: X at bit 37" : +xz=1
fi
if pgrep -f "gcn_kernel=$TMP" >/dev/null; then bad "a vvp process was left running"; fi
echo "icarus backend errors: $fails failed"
[ $fails -eq 0 ]
