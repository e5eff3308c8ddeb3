#!/usr/bin/env bash
# make install and make uninstall into a staging directory (DESTDIR), never
# into the system: the files land under DESTDIR/usr/local and the ICD under
# DESTDIR/etc/OpenCL/vendors naming the installed absolute path; the staged
# tree works by itself (the staged libgcnocl.so runs a host program through
# the staged gcncc, the staged gcncc finds its prelude, the staged gcnsim its
# RTL library and its Icarus image); make uninstall leaves no file behind.
# Usage: scripts/test_install.sh BUILD
set -uo pipefail
BUILD=${1:-build}
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
fail() { echo "install: $*"; exit 1; }

make --no-print-directory BUILD="$BUILD" DESTDIR="$stage" install || fail "make install failed"
p=$stage/usr/local
for f in bin/gcnsim bin/gcndis bin/gcncc lib/libgcnocl.so lib/libgcnrtl-verilator.so; do
  [ -f "$p/$f" ] && [ -x "$p/$f" ] || fail "$p/$f is missing or not executable"
done
for f in share/gcn/include/gcn_prelude.h lib/gcn/icarus/tb.vvp lib/gcn/icarus/tb_vpi.vpi; do
  [ -f "$p/$f" ] || fail "$p/$f is missing"
done
icd=$stage/etc/OpenCL/vendors/gcn.icd
[ -f "$icd" ] || fail "no $icd"
[ "$(cat "$icd")" = /usr/local/lib/libgcnocl.so ] || fail "$icd names '$(cat "$icd")', not /usr/local/lib/libgcnocl.so"
echo "installed: $(cd "$stage" && find . -type f | sort | tr '\n' ' ')"

# the staged library uses the staged gcncc (a wrapper that leaves a mark, then runs it)
mv "$p/bin/gcncc" "$p/bin/gcncc.real"
printf '#!/bin/sh\ntouch "$0.ran"\nexec "$0.real" "$@"\n' > "$p/bin/gcncc"
chmod +x "$p/bin/gcncc"
echo "$p/lib/libgcnocl.so" > "$stage/staged.icd"
out=$(env -u GCN_RTL_LIB GCN_BACKEND=model OCL_ICD_VENDORS="$stage/staged.icd" "$BUILD/ocl/histogram" 2>&1) ||
  fail "a host program on the staged library: $out"
echo "$out"
[ -e "$p/bin/gcncc.ran" ] || fail "the staged library did not build through the staged gcncc"
mv "$p/bin/gcncc.real" "$p/bin/gcncc"
rm -f "$p/bin/gcncc.ran"

# the staged gcncc with the prelude, the staged gcnsim with the RTL library next to it
printf '#include "gcn_prelude.h"\n__kernel void twice(__global int *x) { x[get_global_id(0)] *= 2; }\n' > "$stage/twice.cl"
"$p/bin/gcncc" --lib prelude -O2 "$stage/twice.cl" -o "$stage/twice.co" || fail "the staged gcncc --lib prelude failed"
python3 -c "import struct,sys; open(sys.argv[1],'wb').write(struct.pack('64i', *range(-32, 32)))" "$stage/in.bin"
env -u GCN_RTL_LIB "$p/bin/gcnsim" run "$stage/twice.co" -k twice -g 64 -a buf:"$stage/in.bin" -o 0:"$stage/out.bin" \
  --backend verilator || fail "the staged gcnsim on the verilator backend failed"
twice_right() {  # OUT: the doubled inputs
  python3 -c "import struct,sys; v=struct.unpack('64i', open(sys.argv[1],'rb').read()); \
sys.exit(v != tuple(2*i for i in range(-32, 32)))" "$1"
}
twice_right "$stage/out.bin" || fail "twice: wrong results on the verilator backend"
# ... and on the icarus backend with the staged Icarus image (PREFIX/lib/gcn/icarus)
rm -f "$stage/out.bin"
env -u GCN_ICARUS_DIR "$p/bin/gcnsim" run "$stage/twice.co" -k twice -g 64 -a buf:"$stage/in.bin" \
  -o 0:"$stage/out.bin" --backend icarus || fail "the staged gcnsim on the icarus backend failed"
twice_right "$stage/out.bin" || fail "twice: wrong results on the icarus backend"
rm -f "$stage"/twice.* "$stage"/*.bin "$stage/staged.icd"

make --no-print-directory BUILD="$BUILD" DESTDIR="$stage" uninstall || fail "make uninstall failed"
left=$(cd "$stage" && find . -type f)
[ -z "$left" ] || fail "make uninstall left: $left"
echo "install: 8 files and the ICD under DESTDIR, checked, run from there, and uninstalled"
