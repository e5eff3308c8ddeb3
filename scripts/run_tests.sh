#!/usr/bin/env bash
# The test suite of `make test`: every layer that exists so far.  Each check
# prints one PASS/FAIL line; the last line is "N passed, M failed".  The same
# results go to $BUILD/test-results.xml as JUnit XML (scripts/junit.py: one
# testcase per check, its time, a failure's log tail).
set -uo pipefail
BUILD=${1:-build}
PY=${PY:-python3}
GCNDIS_SAN="$BUILD/san/gcndis"
LOG="$BUILD/test-logs"
mkdir -p "$LOG"
# The sanitizer build must stop at the first error, not print and go on.
export ASAN_OPTIONS=abort_on_error=1:detect_leaks=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1

# Checks run TEST_JOBS at a time (default: one per core), each in the background, in the order they
# are listed; each prints its line when it ends.  A check that needs an earlier one's product (a
# build) waits for it: `after ID`, ID being the earlier check's $last_check.
JOBS=${TEST_JOBS:-$(nproc 2>/dev/null || echo 1)}
STATUS="$LOG/status"   # a file per ended check, named by its number: exit status, seconds, CPU seconds
rm -rf "$STATUS"; mkdir -p "$STATUS"
mkfifo "$STATUS/ends"    # a line from each check as it ends, so the waits below wake at once
exec 3<>"$STATUS/ends"
passed=0
failed=0
listed=0    # checks started so far; the newest one's number is $last_check
reported=0  # checks that have ended and whose line has been printed
last_check=0
RECORDS="$LOG/results.tsv"   # one check a line, for scripts/junit.py
: >"$RECORDS"
CPU_TIMES="$LOG/cpu-times.tsv"   # CPU seconds, seconds and name of each check: where make test's time goes
: >"$CPU_TIMES"
declare -a check_name check_log check_pid

# Each check runs in a process group of its own (set -m), so that an interrupted run stops every
# check with all it started.
set -m
trap 'for pid in "${check_pid[@]}"; do kill -TERM -- -"$pid" 2>/dev/null; done
      echo "interrupted: $passed passed, $failed failed so far" >&2; exit 130' INT TERM

# check NAME COMMAND...: run COMMAND in the background once a slot is free, its output in the log
check() {
  local name=$1; shift
  listed=$((listed + 1))
  check_name[$listed]=$name
  check_log[$listed]="$LOG/$(echo "$name" | tr -c 'A-Za-z0-9_.-' '_').log"
  while [ $((listed - 1 - reported)) -ge "$JOBS" ]; do settle; done
  run_check "$listed" "$@" &
  check_pid[$listed]=$!
  last_check=$listed
}

run_check() {  # ID COMMAND...: the check itself; its status file (exit status, seconds, CPU seconds
  local id=$1 start=$SECONDS rc=0; shift   # of the processes it waited for) is written last, in one rename
  "$@" >"${check_log[$id]}" 2>&1 </dev/null 3>&- || rc=$?
  times >"$STATUS/$id.times"   # this subshell's own CPU time, then its children's: the check's
  echo "$rc $((SECONDS - start)) $(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/)
    printf "%d", u[1] * 60 + u[2] + s[1] * 60 + s[2] + 0.5 }' "$STATUS/$id.times")" >"$STATUS/$id.new" &&
    mv "$STATUS/$id.new" "$STATUS/$id"
  echo "$id" >&3
}

settle() {  # wait for a check to end (a second at most), then print the line of each that has
  local id
  read -r -t 1 -u 3 id && report "$id"
  while read -r -t 0 -u 3 && read -r -u 3 id; do report "$id"; done
}

after() {  # ID...: wait until these checks have ended
  local id
  for id in "$@"; do
    while [ ! -e "$STATUS/$id" ]; do settle; done
  done
}

report() {  # ID: the line of an ended check (the lines come in the order the checks end)
  local id=$1 rc secs cpu name log
  reported=$((reported + 1))
  read -r rc secs cpu <"$STATUS/$id"
  name=${check_name[$id]}; log=${check_log[$id]}
  printf '%d\t%d\t%s\n' "$cpu" "$secs" "$name" >>"$CPU_TIMES"
  if [ "$rc" = 0 ]; then
    printf 'PASS\t%d\t%s\t%s\n' "$secs" "$name" "$log" >>"$RECORDS"
    passed=$((passed + 1))
    printf 'PASS  %-58s %3ds  %s\n' "$name" "$secs" "$(grep -h 'agree with\|matches\|checked' "$log" | tail -1 | sed 's/.*: //')"
  else
    printf 'FAIL\t%d\t%s\t%s\n' "$secs" "$name" "$log" >>"$RECORDS"
    failed=$((failed + 1))
    printf 'FAIL  %-58s %3ds  (log: %s)\n' "$name" "$secs" "$log"
    tail -25 "$log" | sed 's/^/      /'
  fi
}

same_as_generated() {  # FILE GENERATOR...: FILE equals what GENERATOR writes to stdout
  local file=$1; shift
  diff -u "$file" <("$@")
}

# --- the longest chain starts first: the Verilator build, then the RTL checks that need it ---
check "RTL and testbench build in Verilator" make --no-print-directory BUILD="$BUILD" "$BUILD/gcnrtl-verilator"
VERILATOR_BUILT=$last_check

# --- the instruction table ---
check "isa table covers exactly the LLVM inventory" $PY scripts/isagen.py check
check "cmodel/gen/isa_table.c is what isagen.py generates" \
  bash -c "$PY scripts/isagen.py c '$LOG/isa_table.c' && diff -u cmodel/gen/isa_table.c '$LOG/isa_table.c'"
check "cmodel/gen/sem_table.c is what isagen.py generates" \
  bash -c "$PY scripts/isagen.py sem '$LOG/sem_table.c' && diff -u cmodel/gen/sem_table.c '$LOG/sem_table.c'"
check "inventory.tsv is what LLVM 16 decodes today" \
  bash -c "$PY scripts/isa_inventory.py -o '$LOG/inventory.tsv' && diff -u cmodel/isa/inventory.tsv '$LOG/inventory.tsv'"

# --- C hygiene ---
check "cmodel builds with -Wall -Wextra -Werror" \
  make --no-print-directory BUILD="$BUILD/werror" CFLAGS="-O2 -Werror" "$BUILD/werror/gcndis" "$BUILD/werror/gcnsim"

# --- Python hygiene: every tracked script passes pyflakes (unused names, redefinitions, undefined names) ---
check "Python passes pyflakes" bash -c 'pyflakes3 $(git ls-files "*.py")'
check "JUnit writer (scripts/junit.py) on a fake check list: times, failure tails, escaping" \
  $PY tests/scripts/test_junit.py

# --- decoder and disassembler against llvm-objdump-16 ---
# Until every probe agrees, the floors in decoder_floor.env keep what agrees
# from regressing; raise them whenever agreement improves.
source scripts/decoder_floor.env
check "decoder difftest: every inventory opcode x 9 patterns" \
  $PY scripts/decoder_difftest.py --gcndis "$GCNDIS_SAN" ${INVENTORY_MIN_AGREE:+--min-agree $INVENTORY_MIN_AGREE} \
  inventory --variants 8 --seed 1 --report "$BUILD/decoded.tsv"
check "decoder difftest: 100000 random instructions" \
  $PY scripts/decoder_difftest.py --gcndis "$GCNDIS_SAN" ${RANDOM_MIN_AGREE:+--min-agree $RANDOM_MIN_AGREE} \
  random --count 100000 --seed 1
for co in "$BUILD"/kernels/*.co; do
  [ -e "$co" ] || continue
  check "gcndis == llvm-objdump-16 on $(basename "$co")" \
    diff -u <(llvm-objdump-16 -d --mcpu=gfx90a "$co") <("$GCNDIS_SAN" "$co")
done
check "docs/isa-coverage.md is up to date" \
  same_as_generated docs/isa-coverage.md $PY scripts/coverage.py --report "$BUILD/decoded.tsv"

# --- golden model: directed ISA tests (expected values from the ISA text) ---
check "directed ISA tests on the model (tests/isa)" $PY scripts/isa_tests.py --isatest "$BUILD/san/isatest"
check "scalar/integer ALU, DPP, SDWA against Python readings (10 random seeds)" \
  $PY scripts/isa_random_int.py --isatest "$BUILD/san/isatest" --seeds 10
check "MFMA: 27 instructions x modifiers against plain loops" "$BUILD/san/test_mfma"
check "required wait states: each rule reported one wait state early, none at the count (as llc-16 inserts them); MFMA kernels without their s_nops reported" \
  $PY scripts/hazard_tests.py --isatest "$BUILD/san/isatest" --llc --gcnsim "$BUILD/san/gcnsim" --build "$BUILD"
check "memory retirement records: stores, atomics, LDS writes" "$BUILD/san/test_memrec" "$BUILD/mem/memrec.bin"
check "fast paths give the general path's bits (numerics, instructions on random states, work-item ids)" \
  "$BUILD/san/test_fastpath" "$BUILD/model/fastpath.bin"

# --- kernels on the golden model, against host references (scripts/kernel_tests.py) ---
check "kernels on the model match host references (expected list)" \
  $PY scripts/kernel_tests.py --gcnsim "$BUILD/san/gcnsim" --build "$BUILD" --expect scripts/kernel_expected_pass.txt
check "MFMA kernels at every level break no required wait state (gcnsim --check-hazards)" \
  $PY scripts/kernel_tests.py --gcnsim "$BUILD/san/gcnsim" --build "$BUILD" --mfma-only --check-hazards \
  --expect scripts/kernel_expected_pass.txt
# make bench-uarch's loop kernels (bench/uarch/) at trips 1 and 2: outputs from the script's own
# arithmetic, instructions retired per trip as the benchmark counts them (the rates are not tested)
check "bench-uarch kernels on the model: outputs and instructions per trip" \
  $PY scripts/bench_uarch.py --check --backend model --gcnsim "$BUILD/san/gcnsim" --co "$BUILD/bench/bench_uarch.co"
# functional coverage (docs/verification.md, "Coverage"): a directed program's points, and the
# closure report from fixture files
check "coverage: a directed program's points on the model, the report from fixtures" \
  tests/coverage/test_coverage.sh model "$BUILD"
# the same kernels on PoCL, an OpenCL nobody here wrote: model, PoCL and the Python reference judged
# three ways at every level (scripts/pocl_tests.py, docs/verification.md; alone: make test-pocl)
check "kernels: model agrees with PoCL and the Python reference (every level)" \
  $PY scripts/pocl_tests.py --gcnsim "$BUILD/gcnsim" --build "$BUILD" \
  --expect scripts/kernel_expected_pass.txt
check "OpenCL built-ins from AMD's device libraries (sw/tools/gcncc) on the model: math within the OpenCL 1.2 ulp bounds, integer, conversion, atomic, barrier, vector exactly; gcncc's errors" \
  $PY scripts/test_builtins.py --gcnsim "$BUILD/san/gcnsim" --tmp "$LOG/builtins"

# --- bad input: a clear message and a non-zero exit, never a crash ---
check "gcndis rejects bad input cleanly" scripts/test_bad_input.sh "$GCNDIS_SAN" "$LOG"
check "loader: MessagePack reader on good and malformed input" "$BUILD/san/test_msgpack"
check "runtime API: memory bounds, two launches, launch errors" "$BUILD/san/test_runtime" "$BUILD/kernels"
check "gcnsim rejects bad input cleanly; trace and stats" scripts/test_gcnsim_bad_input.sh "$BUILD/san/gcnsim" "$LOG" "$BUILD/kernels"
# the OpenCL platform through ocl-icd (docs/opencl.md): the C API test on the sanitized library,
# pyopencl and the host programs of sw/ocl/examples on the release one, all on the model
OCL_BUILD=$(cd "$BUILD" && pwd)
check "OpenCL platform: each entry point and its errors (ocl-icd)" \
  env GCN_BACKEND=model OCL_ICD_VENDORS="$OCL_BUILD/san/gcn.icd" "$BUILD/san/test_ocl_api"
check "OpenCL platform: pyopencl vector add and __local reduction" \
  env GCN_BACKEND=model OCL_ICD_VENDORS="$OCL_BUILD/gcn.icd" /usr/bin/python3 tests/ocl/test_pyopencl.py
for src in sw/ocl/examples/*.c; do
  e=$(basename "$src" .c)
  check "OpenCL host program $src on the model" \
    env GCN_BACKEND=model OCL_ICD_VENDORS="$OCL_BUILD/gcn.icd" "$BUILD/ocl/$e"
done
ocl_docs() {  # the two paragraphs of docs/opencl.md name the entry points as the dispatch table has them
  local which section listed
  for which in implemented list; do
    section=Implemented; [ $which = list ] && section="Not implemented"
    listed=$(awk -v s="$section" 'index($0, s) == 1 {p = 1} p && /^$/ {exit} p' docs/opencl.md |
             grep -o '`cl[A-Za-z0-9]*`' | tr -d '`' | sort)
    diff <(python3 sw/ocl/gen_dispatch.py "$BUILD/ocl/cl_icd.i" --$which sw/ocl/*.c | sort) <(echo "$listed") ||
      { echo "docs/opencl.md: \"$section\" differs from the dispatch table (<: table, >: docs)"; return 1; }
  done
  echo "docs/opencl.md: $(python3 sw/ocl/gen_dispatch.py "$BUILD/ocl/cl_icd.i" --implemented sw/ocl/*.c | wc -l) entry points implemented, as checked against the table"
}
check "docs/opencl.md lists the entry points as the dispatch table has them" ocl_docs
# libFuzzer targets (tests/fuzz/): seeds, kept findings, a fixed number of runs each (make fuzz runs longer)
for t in loader metadata decoder; do
  check "fuzz target $t: seeds, kept findings (tests/fuzz/regress/$t) and seeded mutation runs" \
    scripts/fuzz.sh "$BUILD" regress $t
done


# --- RTL: generated files current, lint clean in Verilator, Icarus and Yosys ---
check "rtl/gen and the config headers are what the generators write" \
  bash -c "$PY scripts/gen_config.py vh '$LOG/gcn_config.vh' && diff -u rtl/gcn_config.vh '$LOG/gcn_config.vh' &&
           $PY scripts/gen_config.py h '$LOG/gcn_config.h' && diff -u cmodel/gen/gcn_config.h '$LOG/gcn_config.h' &&
           $PY scripts/gen_rtl_decode.py vh '$LOG/gcn_isa.vh' && diff -u rtl/gen/gcn_isa.vh '$LOG/gcn_isa.vh' &&
           $PY scripts/gen_rtl_decode.py rom '$LOG/gcn_decode_rom.v' && diff -u rtl/gen/gcn_decode_rom.v '$LOG/gcn_decode_rom.v' &&
           $PY scripts/gen_rtl_decode.py lsurom '$LOG/gcn_lsu_rom.v' && diff -u rtl/gen/gcn_lsu_rom.v '$LOG/gcn_lsu_rom.v' &&
           $PY scripts/gen_rtl_decode.py dsrom '$LOG/gcn_ds_rom.v' && diff -u rtl/gen/gcn_ds_rom.v '$LOG/gcn_ds_rom.v' &&
           $PY scripts/gen_rtl_decode.py perfrom '$LOG/gcn_perf_rom.v' && diff -u rtl/gen/gcn_perf_rom.v '$LOG/gcn_perf_rom.v' &&
           $PY scripts/gen_rtl_decode.py mfmarom '$LOG/gcn_mfma_rom.v' && diff -u rtl/gen/gcn_mfma_rom.v '$LOG/gcn_mfma_rom.v' &&
           $PY scripts/gen_rtl_decode.py implemented '$LOG/implemented.txt' && diff -u rtl/gen/implemented.txt '$LOG/implemented.txt' &&
           $PY scripts/gen_rtl_decode.py trigrom '$LOG/gcn_two_over_pi.vh' && diff -u rtl/gen/gcn_two_over_pi.vh '$LOG/gcn_two_over_pi.vh'"
# every named configuration config/*.def (default, small, lite), its headers generated into
# $BUILD/config/<name>/, logs in $BUILD/lint/<name>/ (make lint-configs lints every module of every
# configuration on its own too; one: make lint CONFIG=<name>)
# make filelists: one command file per configuration (scripts/rtl_sources.py), lite's through both simulators
check "RTL filelists (make filelists): every configuration's files exist, lite.f lints in verilator -f and iverilog -c" \
  tests/scripts/test_filelists.sh "$BUILD"
check "FuseSoC core gcn_cu.core: what scripts/rtl_sources.py writes, parsed by fusesoc, its sim target built by Icarus" \
  tests/scripts/test_fusesoc.sh "$BUILD"
check "RTL lint: the CU top of every named configuration, and on their own the modules with parameters or outside the top (default configuration): Verilator -Wall, Icarus -Wall, Yosys elaboration, no warning, no latch" \
  make --no-print-directory BUILD="$BUILD" LINT_EVERY_MODULE_IN=default lint-configs
# make synth's flow on one unit (the full CU takes too long for make test)
# (the SGPR file: a parameterized RAM module twice, inferred as memories, and flip-flops; about 35 s)
check "synthesis flow (scripts/synth_hier.py): the SGPR file module by module to gates and RAMs" \
  $PY scripts/synth_hier.py generic "$BUILD/synth" --unit gcn_sgpr_file --jobs 2
# make fpga's flow on one RAM of small with its ports on pins: synth_ecp5, nextpnr-ecp5 for the
# LFE5U-85F, ecppack (about 20 s; docs/fpga.md)
check "FPGA flow (scripts/fpga.py): a RAM of configuration small placed, routed and packed for the LFE5U-85F" \
  $PY scripts/fpga.py --top gcn_ram_1r1w --config small --free-pins --build "$BUILD/fpga-check"

# --- RTL in lockstep with the model (docs/verification.md) ---
# the builds first: Icarus, then the other named configurations (docs/rtl-interfaces.md, "Configurations"),
# each in $BUILD/config/<name>/: its testbench, RTL library and gcnsim against its own headers
check "RTL and testbench build in Icarus (VPI)" make --no-print-directory BUILD="$BUILD" "$BUILD/gcnrtl-icarus"
ICARUS_BUILT=$last_check
for c in small lite; do
  check "configuration $c: RTL library, testbench and gcnsim build (make CONFIG=$c)" \
    make --no-print-directory BUILD="$BUILD" "$BUILD/config/$c/libgcnrtl-verilator.so" "$BUILD/config/$c/gcnsim"
  eval "${c^^}_BUILT=\$last_check"
done
# the board top (fpga/board): its RTL lints clean (its kernels run on the simulated board below)
check "board RTL (fpga/board) through Verilator -Wall, Icarus and Yosys: clean" \
  make --no-print-directory BUILD="$BUILD" board-lint
check "testbench core: memory model, 11 injected faults and a hang caught, out-of-order ends, folded INSNs and ENDs, late memory traps, checker off" "$BUILD/san/test_tb_core"
check "retirement grant (gcn_retire_grant) alone: one SGPR writer, one writer per VGPR bank, one END a cycle, nothing left behind, no source starved (random offers; a unit that forgets a claim is caught)" \
  bash -c "BUILD='$BUILD' tests/lib/test_retire_grant.sh 1 200000 && ! BUILD='$BUILD' tests/lib/test_retire_grant.sh 1 2000 1 >/dev/null"
check "RTL tests (tests/tb/rtl) pass on the model too" \
  $PY scripts/isa_tests.py --isatest "$BUILD/san/isatest" tests/tb/rtl/*.s
after $ICARUS_BUILT
# Icarus is about 25 times slower than Verilator: one test per unit (scalar, integer and float
# VALU, DPP/SDWA, SMEM and global memory, buffer scratch, DS/LDS, barrier-free fault points)
check "directed tests on the RTL in lockstep, Icarus (one per unit)" \
  $PY scripts/rtl_tests.py --sim icarus --bin "$BUILD/gcnrtl-icarus" tests/isa/salu/arith.s \
  tests/isa/valu_int/carry.s tests/isa/float/f32_arith.s tests/isa/float/trans.s tests/isa/dpp_sdwa/dpp.s \
  tests/tb/rtl/lsu_smem_global.s tests/isa/mem/scratch.s tests/isa/mem/ds.s
# an X or Z on an output the testbench reads fails an Icarus run in the cycle it appears, and only then
# (tb/icarus/tb_top.v forces one at +xz=K: a retirement beat, a valid, store data, a ready; one not read)
check "Icarus reports X/Z on outputs the testbench reads, in their cycle (5 forced points)" \
  $PY scripts/rtl_tests.py --xz --bin "$BUILD/gcnrtl-icarus" tests/isa/mem/smem_store_atomic.s
after $VERILATOR_BUILT
check "RTL library builds (build/libgcnrtl-verilator.so for the runtime's RTL backends)" \
  make --no-print-directory BUILD="$BUILD" "$BUILD/libgcnrtl-verilator.so"
LIBRARY_BUILT=$last_check
check "Verilator and Icarus run the same tests cycle for cycle (reordering on)" \
  $PY scripts/rtl_tests.py --cross tests/tb/rtl/salu_loop.s tests/isa/salu/arith.s tests/isa/salu/control.s
check "malformed directed-test specs: refused alike by isatest and the testbench, with the line" \
  $PY scripts/test_bad_specs.py "$BUILD/san/isatest" "$BUILD/gcnrtl-verilator"
check "waveforms: TRACE=1 on a make TRACE=1 build writes FST, the default build refuses it (exit 2)" \
  scripts/test_waveforms.sh "$BUILD" "$LOG"
# seed 1 plain, seed 2 with memory reordering, seed 3 also as 40 copies of the wave (more than the CU's 32
# slots, which are reused as waves end): seed 3 is 92% of the CPU time (12 times seeds 1 and 2), so make test runs it
# on the representatives of scripts/rtl_waves_make_test.txt (every unit, the memory paths, racing copies);
# make test-full (TEST_FULL=1) and make test-rtl-directed on every listed test
if [ "${TEST_FULL:-0}" = 1 ]; then
  check "directed tests on the RTL in lockstep, Verilator, 3 memory seeds, 40 waves on every test (expected list)" \
    $PY scripts/rtl_tests.py --sim verilator --bin "$BUILD/gcnrtl-verilator" --seeds 3
else
  check "directed tests on the RTL in lockstep, Verilator, 3 memory seeds, 40 waves on the representatives (expected list)" \
    $PY scripts/rtl_tests.py --sim verilator --bin "$BUILD/gcnrtl-verilator" --seeds 3 \
    --waves-only scripts/rtl_waves_make_test.txt
fi
check "lockstep catches a fault injected in the 5th register write (salu_ops.s, PC 0x10)" \
  $PY scripts/rtl_tests.py --bin "$BUILD/gcnrtl-verilator" --inject 5 --expect-pc 0x10 tests/tb/rtl/salu_ops.s
# faults injected inside the RTL (rtl/lib/gcn_fault.v, +gcn_fault plusargs): each must be reported at its
# instruction, and pass without the fault; points whose unit is not in the RTL yet are skipped
check "fault suite: RTL fault points 1-5 caught at their instruction (tests/tb/rtl/fault_*.s)" \
  $PY scripts/fault_tests.py --bin "$BUILD/gcnrtl-verilator"
after $LIBRARY_BUILT
# (make install installs the RTL library too)
check "make install and make uninstall into a staging DESTDIR: files, the ICD's path, the staged tree runs" \
  scripts/test_install.sh "$BUILD"
check "kernels (-O2, MFMA ones included) on the RTL in lockstep against host references (expected list)" \
  $PY scripts/kernel_tests.py --gcnsim "$BUILD/san/gcnsim" --build "$BUILD" --backend lockstep --variants O2 \
  --expect scripts/kernel_expected_pass_rtl.txt
check "coverage: the lockstep checker counts what the model counts (reduce_lds, branchy)" \
  tests/coverage/test_coverage.sh lockstep "$BUILD"
# the RTL alone (no checker), results against the host references only: the multi-object programs
# hashmix and md (hash_fill, 41 waves, reuses the CU's 32 wave slots), the two assembled kernels and
# one or two kernels per unit and memory path; the line above runs them all in lockstep
# (make test-rtl-alone: every kernel)
RTL_ALONE_KERNELS="hash_fill blend hash_histogram md_integrate scalar_collatz initial_state
  vector_add reduce_lds matmul_tiled transpose_lds atomics histogram f32_math f64_math f16_math int_math
  wave_ops barrier_while calls private_array grid3d"
check "kernels (-O2, no MFMA, one or two per unit, the programs) on the RTL alone (--backend verilator) against host references" \
  $PY scripts/kernel_tests.py --gcnsim "$BUILD/san/gcnsim" --build "$BUILD" --backend verilator --variants O2 \
  --no-mfma --expect scripts/kernel_expected_pass_rtl.txt $RTL_ALONE_KERNELS
# constrained-random programs on the whole CU in lockstep (scripts/randprog.py, scripts/regress.py):
# fixed seeds, random memory timing; then the minimizer on a known failure (DPP on 64-bit operands,
# an RTL trap today), which must shrink the program and replay the failure from the file it writes
# (make test-full: seeds 1-20, at least 100,000 instructions)
if [ "${TEST_FULL:-0}" = 1 ]; then RANDPROG=(20 100000); else RANDPROG=(10 60000); fi
check "random programs on the RTL in lockstep (seeds 1-${RANDPROG[0]}, memory latency and reordering random)" \
  $PY scripts/regress.py --gcnsim "$BUILD/san/gcnsim" --n "${RANDPROG[0]}" --seed 1 --min-instructions "${RANDPROG[1]}" \
  --out "$BUILD/regress-test"
check "regress: delta debugging on synthetic failures; a real failure minimized and replayed" \
  bash -c "$PY scripts/regress.py --self-test && $PY scripts/regress.py --gcnsim '$BUILD/gcnsim' --minimizer-test 4 --budget 24 --out '$BUILD/regress-test'"
# the same kernels and host checks on the Icarus-simulated RTL (a vvp process with the dispatch in files)
check "small kernels on Icarus in lockstep against host references (expected list)" \
  $PY scripts/kernel_tests.py --gcnsim "$BUILD/san/gcnsim" --build "$BUILD" --backend icarus --variants O2 \
  --expect scripts/kernel_expected_pass_rtl.txt scalar_collatz vector_add
check "Icarus backend errors: no image, time limit, corrupt job files; no process or job left behind" \
  scripts/test_icarus_backend.sh "$BUILD/san/gcnsim" "$BUILD" "$LOG"
# gcnsim --timeline (model, lockstep) and --wave (Icarus; Verilator too once make tb-rtl-trace has built
# its library): the JSON's tracks and counts, the FST's window and timescale, the .gtkw layouts' signals,
# a divergence's rerun command, the refusals (docs/timeline.md, docs/verification.md "Waveforms")
check "gcnsim --timeline and --wave: tracks, counts, FST window, .gtkw signals, rerun command, plot, refusals" \
  $PY scripts/test_wave_timeline.py "$BUILD/san/gcnsim" "$BUILD"
check "RTL backends: traps, accesses past a buffer, unplaceable workgroups, --fault, memory latency and reordering" \
  $PY scripts/test_rtl_backends.py "$BUILD/san/gcnsim" "$BUILD"
# profiler counters (docs/counters.md): the RTL's instruction counters equal the model's, the cycle
# counters' relations hold, and the counters are the same without the checker and on Icarus
check "profiler counters: RTL SQ_WAVES and SQ_INSTS_* equal the model's on 9 kernels; cycle counters' relations; Icarus and the RTL alone agree" \
  $PY scripts/perf_tests.py "$BUILD/san/gcnsim" "$BUILD"
# --- the other named configurations in lockstep (built above) ---
after $SMALL_BUILT $LITE_BUILT
for c in small lite; do
  check "configuration $c: another configuration's library refused both ways, workgroups past its slots, VGPRs and LDS refused, a full CU runs, left-out units named" \
    $PY scripts/test_configs.py "$BUILD" $c
done
# small (1 SIMD x 4 lanes, 4 slots): every -O2 kernel whose workgroup fits (about 2 CPU minutes)
check "kernels (-O2, MFMA ones included) on configuration small in lockstep: every one that fits passes (expected list), the rest refused" \
  $PY scripts/kernel_tests.py --gcnsim "$BUILD/config/small/gcnsim" --build "$BUILD" --backend lockstep --variants O2 \
  --expect scripts/kernel_expected_pass_rtl_small.txt
# the board top: kernels through the UART host link on the simulated board (the small CU), results
# against Python, and traps, limits and bad links reported (about 30 s)
check "board top: kernels through the UART host link on the simulated board, results against Python" \
  make --no-print-directory BUILD="$BUILD" board-sim
# lite (1 SIMD x 16 lanes, 2 slots, 8 KiB LDS, no FP64 or matrix unit): the directed tests sized for it and
# without f64, from seed 3 as 6 copies each
check "directed tests on configuration lite in lockstep, 3 memory seeds (expected list)" \
  $PY scripts/rtl_tests.py --bin "$BUILD/config/lite/gcnrtl-verilator" --expect scripts/rtl_expected_pass_lite.txt \
  --only-expected --seeds 3 --waves 6
# three OpenCL host programs, unmodified, on the RTL in lockstep (build/libgcnrtl-verilator.so), small sizes
for e in "histogram 1024" "reduce 1024" "pipeline 256"; do
  check "OpenCL host program sw/ocl/examples/${e% *}.c (N=${e#* }) on the RTL in lockstep" \
    env GCN_BACKEND=lockstep GCN_RTL_LIB="$OCL_BUILD/libgcnrtl-verilator.so" OCL_ICD_VENDORS="$OCL_BUILD/gcn.icd" \
    "$BUILD/ocl/${e% *}" "${e#* }"
done

while [ "$reported" -lt "$listed" ]; do settle; done
wait

echo "CPU time of the checks: $(awk -F'\t' '{ t += $1 } END { print t }' "$CPU_TIMES") s; the most: $(sort -t$'\t' -k1,1nr "$CPU_TIMES" |
  head -5 | awk -F'\t' '{ printf "%s%s (%d s)", (NR > 1 ? ", " : ""), substr($3, 1, 40), $1 }') ($CPU_TIMES)"
$PY scripts/junit.py "$RECORDS" "$BUILD/test-results.xml" || echo "junit: $BUILD/test-results.xml not written" >&2
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
