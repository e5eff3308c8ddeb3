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
GCNCC=$(dirname "$0")/../sw/tools/gcncc
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
# of SHT_NOBITS past the end of the file, .text with no bytes or not dword-aligned, a 1 GiB .bss
# in a 4 kB file
for kind in nobits-shstrtab nobits-strtab nobits-text text-misaligned big-bss; do
  python3 "$(dirname "$0")/elf_mutate.py" $kind "$CO" "$TMP/$kind.co"
done
expect_error "section name table of SHT_NOBITS past the end" "section name table is not a string table" \
  "${R[@]/$CO/$TMP/nobits-shstrtab.co}" "${A[@]}"
expect_error "symbol string table of SHT_NOBITS past the end" "string table is not a string table" \
  list "$TMP/nobits-strtab.co"
expect_error ".text of SHT_NOBITS" ".text has no bytes in the file" "${R[@]/$CO/$TMP/nobits-text.co}" "${A[@]}"
expect_error ".text not dword-aligned" "is not 4-byte aligned" "${R[@]/$CO/$TMP/text-misaligned.co}" "${A[@]}"
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
expect_error "check-hazards on the RTL" "for the model backend" "${R[@]}" "${A[@]}" --backend lockstep --check-hazards
# options a backend would ignore are refused, as the runtime's capabilities say (gcn_rt_backend_caps)
expect_error "cycle limit on the model" "for the RTL backends" "${R[@]}" "${A[@]}" --max-cycles 100
expect_error "host link on the model" "is for --backend board" "${R[@]}" "${A[@]}" --link exec:true
GCN_BOARD_LINK= expect_error "board without a link" "board backend needs a link" "${R[@]}" "${A[@]}" --backend board
expect_error "memory seed on the board" "not for --backend board" "${R[@]}" "${A[@]}" --backend board \
  --link exec:true --seed 3
expect_error "trace on the board" "which --backend board does not check" "${R[@]}" "${A[@]}" --backend board \
  --link exec:true --trace "$TMP/t"
expect_error "coverage without the checker" "which --backend verilator does not check" "${R[@]}" "${A[@]}" \
  --backend verilator --coverage "$TMP/c"
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

# Kernels that use more than their descriptor allocates stop with a resource trap (docs/runtime.md):
# over_kernel NAME NEXT_FREE_VGPR ACCUM_OFFSET NEXT_FREE_SGPR LDS_BYTES INSTRUCTION... assembles one.
# llvm-mc-16 rounds to the allocation granules: 8 VGPRs (ArchVGPRs then AccVGPRs from accum_offset),
# 8 SGPRs (no VCC or flat scratch reserved here); LDS is exactly the group segment size.
over_kernel() {
  local name=$1 nv=$2 acc=$3 ns=$4 lds=$5; shift 5
  { printf '        .amdgcn_target "amdgcn-amd-amdhsa--gfx90a"\n        .text\n        .globl k\n'
    printf '        .p2align 8\n        .type k,@function\nk:\n'
    for line in "$@"; do printf '        %s\n' "$line"; done
    printf '        s_endpgm\n.Lend:\n        .size k, .Lend-k\n        .rodata\n        .p2align 6\n'
    printf '        .amdhsa_kernel k\n          .amdhsa_group_segment_fixed_size %s\n' "$lds"
    printf '          .amdhsa_next_free_vgpr %s\n          .amdhsa_accum_offset %s\n' "$nv" "$acc"
    printf '          .amdhsa_next_free_sgpr %s\n          .amdhsa_reserve_vcc 0\n' "$ns"
    printf '          .amdhsa_reserve_flat_scratch 0\n        .end_amdhsa_kernel\n'
  } > "$TMP/$name.s"
  "$GCNCC" "$TMP/$name.s" -o "$TMP/$name.co"
}
expect_ok() {  # DESCRIPTION ARGS...: the run ends cleanly
  local what=$1; shift
  local out rc
  out=$(timeout 120 "$SIM" "$@" 2>&1); rc=$?
  if [ $rc -ne 0 ]; then echo "FAIL: $what: exit $rc: $out"; fails=$((fails + 1)); else echo "ok: $what"; fi
}
over_kernel vgpr_last 5 8 8 0 "v_mov_b32 v7, 0"          # next free 5: a granule of 8
over_kernel vgpr_over 5 8 8 0 "v_mov_b32 v8, 0"
over_kernel vgpr_pair 8 8 8 0 "v_lshlrev_b64 v[8:9], 1, v[6:7]"
over_kernel agpr_last 12 8 8 0 "v_accvgpr_write_b32 a7, 0"   # 16 in all, AccVGPRs from 8: a0-a7
over_kernel agpr_over 12 8 8 0 "v_accvgpr_write_b32 a8, 0"
over_kernel agpr_none 8 8 8 0 "v_accvgpr_read_b32 v0, a0"
over_kernel sgpr_last 8 8 10 0 "s_mov_b32 s15, 0"            # next free 10: 16 SGPRs
over_kernel sgpr_over 8 8 10 0 "s_mov_b32 s16, 0"
over_kernel sgpr_load 8 8 10 0 "s_load_dwordx4 s[16:19], s[0:1], 0x0"
over_kernel lds_last 8 8 8 256 "v_mov_b32 v0, 252" "ds_write_b32 v0, v1" "s_waitcnt lgkmcnt(0)"
over_kernel lds_over 8 8 8 256 "v_mov_b32 v0, 256" "ds_write_b32 v0, v1" "s_waitcnt lgkmcnt(0)"
over_kernel lds_read_over 8 8 8 256 "v_mov_b32 v0, 0" "ds_read_b32 v1, v0 offset:254" "s_waitcnt lgkmcnt(0)"
for k in vgpr_last agpr_last sgpr_last lds_last; do expect_ok "$k: the last register or byte allocated" run "$TMP/$k.co" -k k -g 64; done
while IFS='|' read -r what kernel pattern; do
  expect_error "$what" "$pattern" run "$TMP/$kernel.co" -k k -g 64
done <<'CASES'
a VGPR beyond the allocation|vgpr_over|v_mov_b32_e32 v8, 0 at PC 0x[0-9a-f]* names v8: the kernel descriptor allocates 8 ArchVGPRs
a VGPR pair beyond the allocation|vgpr_pair|v_lshlrev_b64 v\[8:9\], 1, v\[6:7\] at PC .* names v9: .* allocates 8 ArchVGPRs
an AccVGPR beyond the allocation|agpr_over|v_accvgpr_write_b32 a8, 0 at PC .* names a8: .* allocates 8 AccVGPRs
an AccVGPR in a kernel without any|agpr_none|names a0: the kernel descriptor allocates 0 AccVGPRs
an SGPR beyond the allocation|sgpr_over|kernel k, wave 0 .*s_mov_b32 s16, 0 at PC .* names s16: .* allocates 16 SGPRs
an SGPR quad beyond the allocation|sgpr_load|s_load_dwordx4 s\[16:19\], s\[0:1\], 0x0 at PC .* names s19
an LDS write beyond the group segment|lds_over|ds_write_b32 v0, v1 at PC .* accesses LDS bytes 0x100-0x103: its workgroup has 256
an LDS read running past the group segment|lds_read_over|ds_read_b32 v1, v0 offset:254 .* LDS bytes 0xfe-0x101
CASES

# A kernel calling a function of another object: clang-16 cannot see the callee and sizes the
# kernel by a guess (42 VGPRs here); the callee needs 52, so the wave runs past its allocation.
cat > "$TMP/heavy.cl" <<'CL'
float heavy(__global const float *p)
{
    float v[40];
    for (int i = 0; i < 40; i++) v[i] = p[i];
    float s = 0;
    for (int i = 0; i < 40; i++) for (int j = i; j < 40; j++) s += v[i] * v[j];
    return s;
}
CL
cat > "$TMP/use_heavy.cl" <<'CL'
float heavy(__global const float *p);
__kernel void use_heavy(__global const float *in, __global float *out)
{
    out[__builtin_amdgcn_workitem_id_x()] = heavy(in + __builtin_amdgcn_workitem_id_x());
}
CL
"$GCNCC" --lib none -O2 "$TMP/heavy.cl" "$TMP/use_heavy.cl" -o "$TMP/heavy.co"
expect_error "a callee of another object using more VGPRs than clang sized the kernel for" \
  "kernel use_heavy, .* names v5[01]: the kernel descriptor allocates 44 ArchVGPRs" \
  run "$TMP/heavy.co" -k use_heavy -g 64 -a buf:zero:512 -a buf:zero:256

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
