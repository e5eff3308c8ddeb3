#!/usr/bin/env python3
"""Directed ISA tests: tests/isa/**/*.s on the golden model.

A test is an assembly file for llvm-mc-16 whose `;;` lines say how to start
and what to expect; expected values are worked out from the ISA pseudocode by
whoever writes the test, never taken from the model.

    ;; init s0 = 0xffffffff            SGPRs by name: s0..s101 vcc vcc_lo vcc_hi exec exec_lo
    ;; init exec = 0x0000ffff0000ffff  exec_hi m0 flat_scratch; scc; mode
    ;; init v1 = l * 3                 a VGPR per lane: a Python expression in l (0..63)
    ;; init a2 = l                     an AccVGPR (at accum_offset, 256 unless `init accum_offset`)
    ;; init lds_alloc = 256            a kernel's wave: LDS of 256 bytes, and registers and LDS
    ;;                                 checked against the allocation (a resource trap beyond it)
    ;; mem 0x10000 0x1000              a device memory region (base, size)
    ;; init mem 0x10000 u32 [1, 2, 3]  bytes as u8/u16/u32/u64/f16/f32/f64 lists
    ;; init lds 0x0 u32 [5, 6]
    ;; expect s2 = 0                   64-bit names (vcc, exec, s[0:1] as s0 + s1) compare both halves
    ;; expect v3 = l * 2               checked on the lanes active in the initial EXEC; the others
    ;;                                 must keep their initial value
    ;; expect v3[all] = EXPR           every lane
    ;; expect scc = 1
    ;; expect mem 0x10000 u32 [...]    / expect lds 0x0 u32 [...]
    ;; expect trap = memory            illegal | unimplemented | memory | s_trap | resource
Helpers for expressions: f32(x) f16(x) bits of a float, f64lo(x) f64hi(x), u32(x).

Usage: isa_tests.py --isatest BIN [TEST.s ...]   (default: every tests/isa/**/*.s)
Prints one line per test and "N passed, M failed".
"""
import argparse
import glob
import math
import os
import re
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
MC, OBJCOPY = "llvm-mc-16", "llvm-objcopy-16"

NAMED = {"vcc_lo": 106, "vcc_hi": 107, "exec_lo": 126, "exec_hi": 127, "m0": 124,
         "flat_scratch_lo": 102, "flat_scratch_hi": 103}
NAMED64 = {"vcc": 106, "exec": 126, "flat_scratch": 102}


def f32(x): return struct.unpack("<I", struct.pack("<f", x))[0]
def f16(x): return struct.unpack("<H", struct.pack("<e", x))[0]
def f64lo(x): return struct.unpack("<Q", struct.pack("<d", x))[0] & 0xffffffff
def f64hi(x): return struct.unpack("<Q", struct.pack("<d", x))[0] >> 32
def u32(x): return x & 0xffffffff


ENV = {"f32": f32, "f16": f16, "f64lo": f64lo, "f64hi": f64hi, "u32": u32, "math": math,
       "inf": math.inf, "nan": math.nan}
PACK = {"u8": "B", "u16": "H", "u32": "I", "u64": "Q", "i8": "b", "i16": "h", "i32": "i", "i64": "q",
        "f16": "e", "f32": "f", "f64": "d"}


class SpecError(Exception):
    pass


def evaluate(expr, lane=0):
    try:
        return int(eval(expr, dict(ENV), {"l": lane})) & 0xffffffffffffffff
    except Exception as e:  # a test author's typo: say where
        raise SpecError("cannot evaluate '%s': %s" % (expr, e))


def pack_list(kind, text):
    if kind not in PACK:
        raise SpecError("unknown element type %s" % kind)
    values = eval(text, dict(ENV))
    return struct.pack("<%d%s" % (len(values), PACK[kind]), *values).hex()


def scalar_target(name):
    """(code, dwords) of an SGPR-space name."""
    if name in NAMED64:
        return NAMED64[name], 2
    if name in NAMED:
        return NAMED[name], 1
    m = re.fullmatch(r"s(\d+)", name)
    if m and int(m.group(1)) < 102:
        return int(m.group(1)), 1
    m = re.fullmatch(r"ttmp(\d+)", name)
    if m:
        return 108 + int(m.group(1)), 1
    return None


def build_spec(path, tmp):
    init, expect, regions = [], [], []
    accum = 256
    exec_mask = 0xffffffffffffffff
    vinit = {}
    for n, line in enumerate(open(path), 1):
        m = re.match(r"\s*;;\s*(init|expect|mem)\s+(.*)", line)
        if not m:
            continue
        kind, rest = m.group(1), m.group(2).strip()
        try:
            if kind == "mem":
                base, size = rest.split()
                regions.append("mem %x %x" % (int(base, 0), int(size, 0)))
                continue
            mm = re.fullmatch(r"(mem|lds)\s+(\S+)\s+(\w+)\s+(\[.*\])", rest)
            if mm:
                key = ("memw" if mm.group(1) == "mem" else "ldsw") if kind == "init" else "expect_" + mm.group(1)
                (init if kind == "init" else expect).append(
                    "%s %x %s" % (key, int(mm.group(2), 0), pack_list(mm.group(3), mm.group(4))))
                continue
            name, _, expr = rest.partition("=")
            name, expr = name.strip(), expr.strip()
            if not expr:
                raise SpecError("expected NAME = VALUE")
            if kind == "expect" and name == "trap":
                expect.append("expect_trap %s" % expr)
                continue
            if name in ("scc", "mode", "accum_offset", "lds_alloc"):
                v = evaluate(expr)
                if kind == "init":
                    if name == "accum_offset":
                        accum = v
                        init.append("accum_offset %d" % v)
                    elif name == "lds_alloc":
                        init.append("lds_alloc %d" % v)
                    else:
                        init.append("%s %x" % (name, v) if name == "mode" else "scc %d" % v)
                else:
                    expect.append("expect_scc %d" % v if name == "scc" else "")
                continue
            st = scalar_target(name)
            if st:
                v = evaluate(expr)
                code, dw = st
                for i in range(dw):
                    half = (v >> (32 * i)) & 0xffffffff
                    (init if kind == "init" else expect).append(
                        ("s %d %x" if kind == "init" else "expect_s %d %x") % (code + i, half))
                if kind == "init" and code == 126:
                    exec_mask = v if dw == 2 else (exec_mask & ~0xffffffff) | v
                if kind == "init" and code == 127:
                    exec_mask = (exec_mask & 0xffffffff) | v << 32
                continue
            mv = re.fullmatch(r"([va])(\d+)(\[all\])?", name)
            if not mv:
                raise SpecError("unknown register %s" % name)
            reg = int(mv.group(2)) + (accum if mv.group(1) == "a" else 0)
            lanes = [evaluate(expr, l) & 0xffffffff for l in range(64)]
            if kind == "init":
                vinit[reg] = lanes
                init.append("v %d %s" % (reg, " ".join("%x" % x for x in lanes)))
            else:
                if not mv.group(3):
                    old = vinit.get(reg, [0] * 64)
                    lanes = [lanes[l] if exec_mask >> l & 1 else old[l] for l in range(64)]
                expect.append("expect_v %d %s" % (reg, " ".join("%x" % x for x in lanes)))
        except SpecError as e:
            raise SpecError("%s:%d: %s" % (path, n, e))
    obj, code = os.path.join(tmp, "t.o"), os.path.join(tmp, "t.bin")
    subprocess.run([MC, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-filetype=obj", path, "-o", obj],
                   check=True, capture_output=True, text=True)
    subprocess.run([OBJCOPY, "-O", "binary", "--only-section=.text", obj, code], check=True)
    lines = ["code " + code] + regions + init + ["run"] + [e for e in expect if e]
    spec = os.path.join(tmp, "t.spec")
    with open(spec, "w") as f:
        f.write("\n".join(lines) + "\n")
    return spec


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--isatest", required=True)
    ap.add_argument("tests", nargs="*")
    args = ap.parse_args()
    tests = args.tests or sorted(glob.glob(os.path.join(ROOT, "tests/isa/**/*.s"), recursive=True))
    passed = failed = 0
    for t in tests:
        rel = os.path.relpath(t, ROOT)
        with tempfile.TemporaryDirectory() as tmp:
            try:
                spec = build_spec(t, tmp)
            except SpecError as e:
                print("FAIL  %s: %s" % (rel, e))
                failed += 1
                continue
            except subprocess.CalledProcessError as e:
                print("FAIL  %s: llvm-mc-16 rejected it:\n%s" % (rel, e.stderr))
                failed += 1
                continue
            run = subprocess.run([args.isatest, spec], capture_output=True, text=True)
        if run.returncode == 0:
            passed += 1
            print("ok    %s" % rel)
        else:
            failed += 1
            print("FAIL  %s\n%s%s" % (rel, run.stdout, run.stderr))
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
