#!/usr/bin/env bash
# `make run`: the built-in kernels on the RTL in lockstep with the golden model
# (gcnsim --backend lockstep: the Verilated gcn_cu, every retired instruction
# checked), each result checked against its host reference
# (scripts/kernel_tests.py): the non-MFMA kernels of sw/kernels and
# sw/kernels/programs at -O2 and the assembly kernels of sw/kernels/asm.
# Per kernel: the result, instructions
# retired and checked, cycles, IPC, and what stopped it; then a summary line.
#
# Results: PASS; FAIL (wrong output); TRAP (the run stopped: on the RTL today
# mostly a DIVERGENCE at the first vector instruction, which the RTL traps on
# as unimplemented, with its PC and disassembly); LIMIT (cycle limit); ERROR.
# A kernel never hangs the run: the testbench's cycle and stall limits stop it.
# The exit status is non-zero when a kernel listed in
# scripts/kernel_expected_pass_rtl.txt fails.
#
# `make run-model` (MODEL=1) runs every kernel at every level on the model
# instead, as before; `make run-icarus` (BACKEND=icarus) runs the same
# kernels as `make run` on the RTL simulated by Icarus, in lockstep.
#
#   run_kernels.sh [BUILD [CONFIG]]
# CONFIG (default: default): the named configuration whose RTL runs them, with
# its own gcnsim and RTL (BUILD/config/CONFIG/, the default's in BUILD) and its
# list of kernels that must pass (scripts/kernel_expected_pass_rtl_CONFIG.txt);
# a kernel whose workgroup does not fit that CU is refused and listed (NOFIT).
set -uo pipefail
BUILD=${1:-build}
CONFIG=${2:-default}
PY=${PY:-python3}
if [ "$CONFIG" = default ]; then
  CFG_BUILD=$BUILD
  EXPECT=scripts/kernel_expected_pass_rtl.txt
else
  CFG_BUILD=$BUILD/config/$CONFIG
  EXPECT=scripts/kernel_expected_pass_rtl_$CONFIG.txt
fi
if [ "${MODEL:-0}" = 1 ]; then
  echo "backend: model (golden model), every kernel at -O0, -O1, -O2, -O3 and as code object v5"
  printf '%-6s%-27s%10s  %s\n' result kernel instrs "note"
  exec $PY scripts/kernel_tests.py --gcnsim "$BUILD/gcnsim" --build "$BUILD" --expect scripts/kernel_expected_pass.txt
fi
BACKEND=${BACKEND:-lockstep}
if [ "$BACKEND" = icarus ]; then
  echo "backend: icarus (RTL simulated by Icarus in a vvp process, every retired instruction checked against the model)"
else
  echo "backend: lockstep (RTL built by Verilator, every retired instruction checked against the model)"
fi
[ "$CONFIG" = default ] || echo "configuration: $CONFIG (config/$CONFIG.def; $CFG_BUILD/gcnsim and its RTL)"
echo "kernels: sw/kernels (MFMA ones included) and the programs of sw/kernels/programs at -O2, and sw/kernels/asm"
$PY scripts/kernel_tests.py --gcnsim "$CFG_BUILD/gcnsim" --build "$BUILD" --backend "$BACKEND" --variants O2 \
  --expect "$EXPECT"
