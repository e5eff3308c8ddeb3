#!/usr/bin/env bash
# gcnsim on malformed input: each case must exit non-zero (not by a signal)
# and say what is wrong on stderr.  One good run checks --trace and --stats.
# Then 200 randomly corrupted code objects: gcnsim must never crash on them
# (any exit below 128).
# Usage: test_gcnsim_bad_input.sh GCNSIM LOGDIR KERNELDIR
set -u
SIM=$1
TMP=$2/gcnsim-bad-input
KDIR=$3
mkdir -p "$TMP"
fails=0
expect_error() {  # DESCRIPTION PATTERN ARGS...
  local what=$1 pattern=$2; shift 2
  local err rc
  err=$(timeout 120 "$SIM" "$@" 2>&1 >/dev/null); rc=$?   # a hang is a failure too
  if [ $rc -eq 0 ] || [ $rc -ge 128 ] || ! grep -q -- "$pattern" <<<"$err"; then
    echo "FAIL: $what: exit $rc, stderr: $err"; fails=$((fails + 1))
  else
    echo "ok: $what -> $(tail -1 <<<"$err")"
  fi
}
CO="$KDIR/vector_add.O2.co"
printf 'not an elf file at all' > "$TMP/text.o"
cp /bin/ls "$TMP/x86.o"
head -c $(( $(stat -c %s "$CO") / 2 )) "$CO" > "$TMP/truncated.o"
printf '\1\2\3\4\5\6\7\10' > "$TMP/eight.bin"
: > "$TMP/empty.bin"
R=(run "$CO" -k vector_add -g 64)
A=(-a buf:"$TMP/eight.bin" -a buf:"$TMP/eight.bin" -a buf:zero:256 -a u32:2)

expect_error "no command" "usage"
expect_error "unknown command" "usage" frobnicate
expect_error "missing code object file" "cannot open" run "$TMP/nope.co" -k vector_add -g 64
expect_error "not ELF" "not an ELF" run "$TMP/text.o" -k vector_add -g 64
expect_error "ELF for another machine" "not an AMDGPU" run "$TMP/x86.o" -k vector_add -g 64
expect_error "truncated code object" "outside the file" run "$TMP/truncated.o" -k vector_add -g 64
expect_error "no code object" "no code object" run -k vector_add -g 64
expect_error "no kernel" "no kernel given" run "$CO" -g 64
expect_error "no grid" "no grid size" run "$CO" -k vector_add
expect_error "missing kernel" "no kernel 'nope'.*vector_add" run "$CO" -k nope -g 64 "${A[@]}"
expect_error "grid of zero" "bad grid size" "${R[@]/-g/-g}" -g 0
expect_error "grid not a number" "bad grid size" run "$CO" -k vector_add -g 12q
expect_error "grid of 4 dimensions" "bad grid size" run "$CO" -k vector_add -g 2x2x2x2
expect_error "workgroup too large" "more than 1024" "${R[@]}" -b 64x32
expect_error "workgroup malformed" "bad workgroup size" "${R[@]}" -b x4
expect_error "option without value" "needs a value" "${R[@]}" -a
expect_error "unknown option" "unknown option" "${R[@]}" --frobnicate
expect_error "argument without type" "not TYPE:VALUE" "${R[@]}" -a 17
expect_error "argument of unknown type" "unknown type" "${R[@]}" -a q32:1
expect_error "i32 out of range" "bad value" "${R[@]}" -a i32:3000000000
expect_error "u32 negative" "bad value" "${R[@]}" -a u32:-1
expect_error "f32 not a number" "bad value" "${R[@]}" -a f32:one
expect_error "buffer file missing" "cannot open" "${R[@]}" -a buf:"$TMP/nope.bin"
expect_error "buffer file empty" "empty" "${R[@]}" -a buf:"$TMP/empty.bin"
# buffer files are read whole: regular files up to 4 GiB only (a device or a FIFO has no size)
rm -f "$TMP/fifo" && mkfifo "$TMP/fifo"
truncate -s 5G "$TMP/huge.bin"   # sparse: no disk used
expect_error "buffer from a device" "'buf:/dev/zero': not a regular file" "${R[@]}" -a buf:/dev/zero
expect_error "buffer from a FIFO without a writer" "not a regular file" "${R[@]}" -a buf:"$TMP/fifo"
expect_error "buffer from a directory" "not a regular file" "${R[@]}" -a buf:"$TMP"
expect_error "buffer file over 4 GiB" "5368709120 bytes: more than the 4294967296 accepted" \
  "${R[@]}" -a buf:"$TMP/huge.bin"
expect_error "code object from a device" "not a regular file" list /dev/zero
expect_error "code object over 1 GiB" "more than the 1073741824 accepted" list "$TMP/huge.bin"
rm -f "$TMP/fifo" "$TMP/huge.bin"
# malformed section headers (scripts/elf_mutate.py patches a real code object): string tables
# of SHT_NOBITS past the end of the file, .text with no bytes, a 1 GiB .bss in a 4 kB file
for kind in nobits-shstrtab nobits-strtab nobits-text big-bss; do
  python3 "$(dirname "$0")/elf_mutate.py" $kind "$CO" "$TMP/$kind.co"
done
expect_error "section name table of SHT_NOBITS past the end" "section name table is not a string table" \
  "${R[@]/$CO/$TMP/nobits-shstrtab.co}" "${A[@]}"
expect_error "symbol string table of SHT_NOBITS past the end" "string table is not a string table" \
  list "$TMP/nobits-strtab.co"
expect_error ".text of SHT_NOBITS" ".text has no bytes in the file" "${R[@]/$CO/$TMP/nobits-text.co}" "${A[@]}"
expect_error "1 GiB .bss in a 4 kB code object" "plus the 64 MiB of zero-filled memory" \
  "${R[@]/$CO/$TMP/big-bss.co}" "${A[@]}"
expect_error "zero buffer of no bytes" "bad buffer size" "${R[@]}" -a buf:zero:0
expect_error "too few kernel arguments" "takes 4 arguments, 1 given" "${R[@]}" -a buf:zero:4
expect_error "wrong argument type" "cannot take a u32" "${R[@]}" -a u32:1 -a buf:zero:4 -a buf:zero:4 -a u32:1
expect_error "scalar of the wrong size" "cannot take a u64" "${R[@]}" -a buf:zero:4 -a buf:zero:4 -a buf:zero:4 -a u64:1
expect_error "output of a scalar" "not a buffer" "${R[@]}" "${A[@]}" -o 3:"$TMP/out"
expect_error "output index out of range" "no argument with that index" "${R[@]}" "${A[@]}" -o 9:"$TMP/out"
expect_error "output malformed" "not IDX:FILE" "${R[@]}" "${A[@]}" -o x
expect_error "backend unknown" "unknown backend" "${R[@]}" "${A[@]}" --backend fpga
GCN_RTL_LIB=/nonexistent/lib.so expect_error "backend verilator without its library" "the RTL backends need" \
  "${R[@]}" "${A[@]}" --backend verilator
GCN_ICARUS_DIR=/nonexistent expect_error "backend icarus without its image" "make build/gcnrtl-icarus" \
  "${R[@]}" "${A[@]}" --backend icarus
GCN_RTL_LIB=/nonexistent/lib.so expect_error "backend lockstep without its library" "the RTL backends need" \
  "${R[@]}" "${A[@]}" --backend lockstep
expect_error "fault on the model" "for the RTL backends" "${R[@]}" "${A[@]}" --fault 3
expect_error "fault malformed" "bad fault" "${R[@]}" "${A[@]}" --backend lockstep --fault 3:x
expect_error "fault kind 0" "bad fault" "${R[@]}" "${A[@]}" --backend lockstep --fault 0
expect_error "cycle limit 0" "bad value" "${R[@]}" "${A[@]}" --backend lockstep --max-cycles 0
expect_error "bad stack size" "bad stack size" "${R[@]}" "${A[@]}" --stack 2000000
expect_error "bad instruction limit" "bad instruction limit" "${R[@]}" "${A[@]}" --max-instructions 0
expect_error "trace file unwritable" "cannot write" "${R[@]}" "${A[@]}" --trace /nonexistent/dir/t
# metadata notes made malformed in place (same length): nesting far deeper
# than the reader allows, and a string whose length runs past the note
python3 - "$CO" "$TMP" <<'PY'
import sys
data = bytearray(open(sys.argv[1], 'rb').read())
key = data.find(b'amdhsa.kernels') - 1          # its fixstr header
end = data.find(b'amdhsa.version') + 40         # inside the note still
deep = bytearray(data)
deep[key:end] = b'\x91' * (end - key)           # [[[[...]]]]
open(sys.argv[2] + '/deep.co', 'wb').write(deep)
long_str = bytearray(data)
long_str[key:key + 5] = b'\xdb\x7f\xff\xff\xff'  # str32 of 2 GiB
open(sys.argv[2] + '/longstr.co', 'wb').write(long_str)
PY
expect_error "metadata nested too deep" "malformed AMDGPU metadata" list "$TMP/deep.co"
expect_error "metadata string longer than the note" "malformed AMDGPU metadata" list "$TMP/longstr.co"
# code objects linked from several objects carry one metadata note each
# (ld.lld-16 -shared a.o b.o): note_obj NAME KERNEL METADATA_NAME TARGET
# VERSION_MINOR assembles an object whose note describes METADATA_NAME
note_obj() {
  cat > "$TMP/$1.s" <<ASM
        .amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
        .text
        .globl  $2
        .p2align 8
        .type   $2,@function
$2:
        s_endpgm
.Lend_$2:
        .size   $2, .Lend_$2-$2
        .rodata
        .p2align 6
        .amdhsa_kernel $2
          .amdhsa_next_free_vgpr 1
          .amdhsa_next_free_sgpr 1
          .amdhsa_accum_offset 4
        .end_amdhsa_kernel
        .amdgpu_metadata
---
amdhsa.kernels:
  - .args:           []
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .sgpr_count:     1
    .vgpr_count:     1
    .max_flat_workgroup_size: 64
    .kernarg_segment_align: 4
    .kernarg_segment_size: 0
    .name:           $3
    .symbol:         $3.kd
    .wavefront_size: 64
amdhsa.target:   $4
amdhsa.version:
  - 1
  - $5
...
        .end_amdgpu_metadata
ASM
  llvm-mc-16 -triple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj "$TMP/$1.s" -o "$TMP/$1.o"
}
note_obj ka ka ka amdgcn-amd-amdhsa--gfx90a 1
note_obj kb kb ka amdgcn-amd-amdhsa--gfx90a 1
note_obj kc kc kc amdgcn-amd-amdhsa--gfx908 1
note_obj kd kd kd amdgcn-amd-amdhsa--gfx90a 2
ld.lld-16 -shared "$TMP/ka.o" "$TMP/kb.o" -o "$TMP/twice.co"
ld.lld-16 -shared "$TMP/ka.o" "$TMP/kc.o" -o "$TMP/targets.co"
ld.lld-16 -shared "$TMP/ka.o" "$TMP/kd.o" -o "$TMP/versions.co"
expect_error "two metadata notes describe one kernel" "kernel ka is described twice" list "$TMP/twice.co"
expect_error "metadata notes of two targets" "disagree on amdhsa.target: .*gfx90a and .*gfx908" list "$TMP/targets.co"
expect_error "metadata notes of two versions" "disagree on amdhsa.version: 1.1 and 1.2" list "$TMP/versions.co"
# and gcnsim list shows the kernels of every note, with their arguments
PROG="$KDIR/hashmix.O2.co"
listed=$("$SIM" list "$PROG" 2>&1)
if [ "$(grep -c '^kernel ' <<<"$listed")" != 3 ] || [ "$(grep -c '^  *[0-9]  offset' <<<"$listed")" != 11 ]; then
  echo "FAIL: gcnsim list of a program of 3 objects: $listed"; fails=$((fails + 1))
else
  echo "ok: gcnsim list shows the 3 kernels and 11 arguments of a program linked from 3 objects"
fi

# buffers too small for the grid: the kernel runs off the end of a buffer
expect_error "kernel reads outside its buffer" "unmapped memory" run "$CO" -k vector_add -g 64 \
  -a buf:"$TMP/eight.bin" -a buf:"$TMP/eight.bin" -a buf:zero:256 -a u32:64
# a kernel that runs longer than the limit is stopped and reported
expect_error "instruction limit reached" "instruction limit of 5 reached" "${R[@]}" "${A[@]}" --max-instructions 5

# a good run with --trace and --stats: one trace line per retired instruction
out=$("$SIM" "${R[@]}" "${A[@]}" --trace "$TMP/trace.txt" --stats 2>&1); rc=$?
n=$(grep -o '[0-9]* instructions,' <<<"$out" | cut -d' ' -f1)
if [ $rc -ne 0 ] || [ -z "$n" ] || [ "$n" != "$(wc -l < "$TMP/trace.txt")" ] || \
   ! grep -q '^w0 [0-9a-f]\{10\}  s_load_dword s[0-9]*, s\[4:5\], 0x4 .*; s[0-9]*=0x' "$TMP/trace.txt" || \
   ! grep -q 'global_store_dword .*mem\[0x[0-9a-f]*\]@0=' "$TMP/trace.txt" || \
   ! grep -q '^  SMEM ' <<<"$out"; then
  echo "FAIL: --trace/--stats run: exit $rc, $n instructions, $(wc -l < "$TMP/trace.txt") trace lines"
  fails=$((fails + 1))
else
  echo "ok: --trace has one line per instruction ($n), --stats counts families"
fi

# corrupted code objects: flip random bytes; gcnsim must stay in control.
# Odd-numbered objects are hit in the metadata note (MessagePack) only.
N=200
python3 - "$CO" "$TMP" "$N" <<'PY'
import random, sys
orig = open(sys.argv[1], 'rb').read()
note = orig.find(b'amdhsa.kernels')
for i in range(1, int(sys.argv[3]) + 1):
    rng = random.Random(i)
    data = bytearray(orig)
    lo, hi = (max(0, note - 64), min(len(data), note + 1024)) if note >= 0 and i % 2 else (0, len(data))
    for _ in range(rng.randint(1, 8)):
        data[rng.randrange(lo, hi)] = rng.randrange(256)
    open('%s/fuzz%d.co' % (sys.argv[2], i), 'wb').write(data)
PY
crashes=0
for i in $(seq 1 $N); do
  "$SIM" list "$TMP/fuzz$i.co" >/dev/null 2>&1; rc=$?
  [ $rc -ge 128 ] && { echo "FAIL: corrupted object $i crashes gcnsim list (exit $rc)"; crashes=$((crashes + 1)); }
done
rm -f "$TMP"/fuzz*.co
echo "corrupted code objects: $N tried, $crashes crashed"
fails=$((fails + crashes))
[ $fails -eq 0 ] && echo "checked: every bad input rejected cleanly"
[ $fails -eq 0 ]
