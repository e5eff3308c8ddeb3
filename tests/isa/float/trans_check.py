#!/usr/bin/env python3
"""Checks the model's transcendental approximations against the correctly
rounded value (mpmath, gen_trans.expect): every f16 input (exhaustive) and
random f32 inputs.  Not part of `make test` (about a minute); run
    python3 tests/isa/float/trans_check.py [--build build] [--n32 64000]
It builds trans_check.c against BUILD/libgcn.a.  MODE 0x3f0."""
import argparse
import os
import random
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
sys.path.insert(0, HERE)
from gen_trans import expect  # noqa: E402  (HERE is on sys.path)

OPS = ["rcp", "rsq", "sqrt", "exp", "log", "sin", "cos"]


def encode(op, w):
    out = subprocess.run(["llvm-mc-16", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-show-encoding"],
                         input="v_%s_f%d_e32 v1, v0\n" % (op, w), capture_output=True, text=True).stdout
    b = [int(x, 16) for x in out.split("encoding: [")[1].split("]")[0].split(",")]
    return "%x" % (b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24)


def run(tool, word, inputs):
    out = subprocess.run([tool, word, "3f0"], input="\n".join("%x" % v for v in inputs),
                         capture_output=True, text=True, check=True).stdout.split()
    return [int(x, 16) for x in out]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--n32", type=int, default=64000)
    args = ap.parse_args()
    tool = os.path.join(args.build, "trans_check")
    subprocess.run(["cc", "-std=c11", "-O2", "-I" + os.path.join(ROOT, "cmodel/include"),
                    os.path.join(HERE, "trans_check.c"), os.path.join(args.build, "libgcn.a"), "-lm", "-o", tool],
                   check=True)
    rng = random.Random(1)
    bad_total = 0
    for w in (16, 32):
        for op in OPS:
            if w == 16:
                ins = [b for b in range(65536) if not ((b & 0x7c00) == 0x7c00 and (b & 0x3ff))]
            else:
                ins = []
                while len(ins) < args.n32:
                    if op == "exp":
                        v = struct.unpack("<I", struct.pack("<f", rng.uniform(-150, 130)))[0]
                    elif op in ("sin", "cos"):
                        v = struct.unpack("<I", struct.pack("<f", rng.uniform(-1, 1) * 10 ** rng.uniform(-8, 5)))[0]
                    else:
                        v = rng.getrandbits(32)
                    if (v >> 23) & 0xff != 0xff:
                        ins.append(v)
            got = run(tool, encode(op, w), ins)
            flush = w == 32 and op not in ("sin", "cos")
            mask = 0xffff if w == 16 else 0xffffffff
            bad = [(b, g & mask) for b, g in zip(ins, got) if expect(op, b, w, flush) != g & mask]
            bad_total += len(bad)
            print("f%d %-5s %6d inputs, %d not correctly rounded%s" %
                  (w, op, len(ins), len(bad), "" if not bad else ": " + ", ".join("%#x->%#x" % x for x in bad[:4])))
    return 1 if bad_total else 0


if __name__ == "__main__":
    sys.exit(main())
