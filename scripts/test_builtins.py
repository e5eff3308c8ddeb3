#!/usr/bin/env python3
"""OpenCL built-ins from AMD's device libraries, built by sw/tools/gcncc and
run on a backend (gcnsim), against Python: math within the OpenCL 1.2 error
bounds (in ulps of the exact result, computed in double precision), integer,
conversion, relational, atomic, barrier and vector built-ins exactly.
tests/builtins/builtins.cl holds the kernels.  Also gcncc's own errors.

Usage: test_builtins.py --gcnsim GCNSIM [--backend NAME] [--levels O0,O2] [--tmp DIR]
Prints one line per family and level; exits 1 on any failure."""
import argparse
import math
import os
import random
import struct
import subprocess
import sys
import tempfile
from decimal import Decimal, localcontext
from fractions import Fraction

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GCNCC = os.path.join(ROOT, "sw", "tools", "gcncc")
SRC = os.path.join(ROOT, "tests", "builtins", "builtins.cl")
N = 256  # work-items

# (name, reference on (a, b, c), bound in ulps): the OpenCL 1.2 single-precision
# bounds (section 7.4, table 7.1); 0 means correctly rounded (half an ulp)
MATH = [
    ("exp", lambda a, b, c: math.exp(a), 3), ("exp2", lambda a, b, c: 2.0 ** a, 3),
    ("exp10", lambda a, b, c: 10.0 ** a, 3), ("expm1", lambda a, b, c: math.expm1(a), 3),
    ("log", lambda a, b, c: math.log(b), 3), ("log2", lambda a, b, c: math.log2(b), 3),
    ("log10", lambda a, b, c: math.log10(b), 3), ("log1p", lambda a, b, c: math.log1p(b), 2),
    ("sin", lambda a, b, c: math.sin(a), 4), ("cos", lambda a, b, c: math.cos(a), 4),
    ("tan", lambda a, b, c: math.tan(c), 5), ("pow", lambda a, b, c: b ** a, 16),
    ("sqrt", lambda a, b, c: math.sqrt(b), 3), ("rsqrt", lambda a, b, c: 1 / math.sqrt(b), 2),
    ("cbrt", lambda a, b, c: math.cbrt(a), 2), ("fma", lambda a, b, c: a * b + c, 0),
    ("hypot", lambda a, b, c: math.hypot(a, b), 4), ("atan2", lambda a, b, c: math.atan2(a, b), 6),
    ("asin", lambda a, b, c: math.asin(c), 4), ("acos", lambda a, b, c: math.acos(c), 4),
    ("atan", lambda a, b, c: math.atan(a), 5), ("sinh", lambda a, b, c: math.sinh(a), 4),
    ("cosh", lambda a, b, c: math.cosh(a), 4), ("tanh", lambda a, b, c: math.tanh(a), 5),
    ("floor", lambda a, b, c: math.floor(a), 0), ("ceil", lambda a, b, c: math.ceil(a), 0),
    ("fmod", lambda a, b, c: math.fmod(a, b), 0), ("divide", lambda a, b, c: a / b, 2.5),
    ("fmin", lambda a, b, c: min(a, c), 0), ("fdim", lambda a, b, c: max(a - c, 0.0), 0),
    ("copysign", lambda a, b, c: math.copysign(b, a), 0),
]

# double precision: OpenCL 1.2 section 7.5, table 7.2.  The references are
# Python's double-precision math, itself within an ulp for the transcendental
# functions: those are allowed one ulp more than their bound; the exact ones
# (0: correctly rounded) are computed exactly (fma by fractions).
MATH64 = [
    ("exp", lambda a, b, c: math.exp(a), 3), ("exp2", lambda a, b, c: 2.0 ** a, 3),
    ("log", lambda a, b, c: math.log(b), 3), ("log2", lambda a, b, c: math.log2(b), 3),
    ("sin", lambda a, b, c: math.sin(a), 4), ("cos", lambda a, b, c: math.cos(a), 4),
    ("tan", lambda a, b, c: math.tan(c), 5), ("pow", lambda a, b, c: b ** a, 16),
    ("sqrt", lambda a, b, c: math.sqrt(b), 0), ("rsqrt", lambda a, b, c: 1 / math.sqrt(b), 2),
    ("fma", lambda a, b, c: float(Fraction(a) * Fraction(b) + Fraction(c)), 0),
    ("divide", lambda a, b, c: a / b, 0), ("atan2", lambda a, b, c: math.atan2(a, b), 6),
    ("asin", lambda a, b, c: math.asin(c), 4), ("tanh", lambda a, b, c: math.tanh(a), 5),
    ("cbrt", lambda a, b, c: cbrt_exact(a), 2),
    ("floor", lambda a, b, c: float(math.floor(a)), 0), ("fmod", lambda a, b, c: math.fmod(a, b), 0),
]

def cbrt_exact(a):
    """The cube root of a double, correctly rounded (Newton's method to 60 digits):
    libm's is an ulp off at times."""
    if a == 0:
        return a
    x, y = Decimal(a), Decimal(math.cbrt(a))
    with localcontext() as ctx:
        ctx.prec = 60
        for _ in range(4):
            y = y - (y * y * y - x) / (3 * y * y)
    return float(y)


M32 = 0xffffffff


def s32(v):
    v &= M32
    return v - (1 << 32) if v >> 31 else v


def sat(v, lo, hi):
    return max(lo, min(hi, v))


# integer built-ins on (a, b) as uint; results as uint32 bit patterns
INTEGER = [
    ("popcount", lambda a, b: bin(a).count("1")),
    ("clz", lambda a, b: 32 - a.bit_length()),
    ("rotate", lambda a, b: ((a << (b & 31)) | (a >> (32 - (b & 31)))) & M32),
    ("mul_hi u32", lambda a, b: (a * b) >> 32),
    ("mul_hi i32", lambda a, b: ((s32(a) * s32(b)) >> 32) & M32),
    ("abs_diff i32", lambda a, b: abs(s32(a) - s32(b)) & M32),
    ("add_sat u32", lambda a, b: min(a + b, M32)),
    ("sub_sat i32", lambda a, b: sat(s32(a) - s32(b), -2 ** 31, 2 ** 31 - 1) & M32),
    ("hadd", lambda a, b: (a + b) >> 1),
    ("rhadd", lambda a, b: (a + b + 1) >> 1),
    ("mad24", lambda a, b: ((a & 0xffffff) * (b & 0xffffff) + a) & M32),
    ("clamp", lambda a, b: sat(s32(a), -1000, 1000) & M32),
]


def rte(x):
    """Round half to even (Python's round)."""
    return round(x)


def sat_int(a, lo, hi, rnd):
    if math.isinf(a):
        return hi if a > 0 else lo
    return sat(rnd(a), lo, hi)


# conversions default to round toward zero (OpenCL 1.2 6.2.3.2).  NaN is left
# out of the saturated ones: 6.2.3.3 asks for 0, AMD's device library clamps
# with fmax/fmin first (NaN gives the lower bound), as hardware would run it
CONVERT = [
    ("convert_int_sat_rte", lambda a: sat_int(a, -2 ** 31, 2 ** 31 - 1, rte)),
    ("convert_int_sat_rtz", lambda a: sat_int(a, -2 ** 31, 2 ** 31 - 1, int)),
    ("convert_uchar_sat", lambda a: sat_int(a, 0, 255, int)),
    ("isnan", lambda a: int(math.isnan(a))),
    ("isinf", lambda a: int(math.isinf(a))),
    ("signbit", lambda a: int(math.copysign(1.0, a) < 0)),
]
SAT_CONVERSIONS = 3


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def ulp_of(x, mant=23, tiny=-149):
    """The spacing of numbers with mant fraction bits at |x| (2^tiny below the normal range)."""
    if x == 0 or not math.isfinite(x):
        return 2.0 ** tiny
    e = math.frexp(abs(x))[1]   # |x| in [2^(e-1), 2^e)
    return 2.0 ** max(e - 1 - mant, tiny)


def ulp_error(got, exact, mant=23, tiny=-149):
    if math.isnan(exact):
        return 0.0 if math.isnan(got) else math.inf
    if math.isinf(exact) or math.isinf(got):
        return 0.0 if got == exact else math.inf
    return abs(got - exact) / ulp_of(exact, mant, tiny)


def floats(n, lo, hi, rng, specials=()):
    vals = list(specials) + [f32(rng.uniform(lo, hi)) for _ in range(n - len(specials))]
    return vals


def pack(fmt, vals):
    return struct.pack("<%d%s" % (len(vals), fmt), *vals)


def run_kernel(args, co, kernel, bufs, out_idx, out_bytes, tmp, local=None, grid=N, wg=64):
    """Run KERNEL with buffer arguments bufs (bytes), a zero output buffer at out_idx; its bytes."""
    cmd = [args.gcnsim, "run", co, "-k", kernel, "-g", str(grid), "-b", str(wg), "--backend", args.backend]
    names = []
    for k, data in enumerate(bufs):
        path = os.path.join(tmp, "%s.in%d.bin" % (kernel, k))
        with open(path, "wb") as f:
            f.write(data)
        names.append(path)
        cmd += ["-a", "buf:" + path]
    cmd += ["-a", "buf:zero:%d" % out_bytes]
    if local:
        cmd += ["-a", "local:%d" % local]
    out = os.path.join(tmp, kernel + ".out.bin")
    cmd += ["-o", "%d:%s" % (out_idx, out)]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=1200)
    if p.returncode:
        raise RuntimeError("%s: gcnsim exit %d: %s" % (kernel, p.returncode, (p.stderr or p.stdout).strip()[-300:]))
    with open(out, "rb") as f:
        return f.read()


class Report:
    def __init__(self):
        self.fails = 0

    def line(self, ok, text):
        print("%s %s" % ("ok   " if ok else "FAIL ", text), flush=True)
        self.fails += not ok


def check_table(rep, level, family, table, got, inputs, limit_of, **ulp):
    """Each function of table (name, reference, bound) over the work-items' inputs."""
    n = len(table)
    for j, (name, ref, bound) in enumerate(table):
        worst, where = 0.0, None
        for i, (a, b, c) in enumerate(inputs):
            err = ulp_error(got[i * n + j], ref(a, b, c), **ulp)
            if err > worst:
                worst, where = err, i
        ok = worst <= limit_of(bound) + 1e-9
        detail = ""
        if not ok:
            a, b, c = inputs[where]
            detail = " (worst at a=%r b=%r c=%r: got %r, exact %r)" % (a, b, c, got[where * n + j], ref(a, b, c))
        rep.line(ok, "-%s %s %-9s max error %.3f ulp, bound %s%s" % (
            level, family, name, worst, "%g ulp" % bound if bound else "correctly rounded", detail))


def math_inputs(rng, conv):
    a = floats(N, -4, 4, rng, (0.0, -0.0, 1.0, -1.0, 0.5, 3.5, -2.5))
    b = floats(N, 0.125, 16, rng, (1.0, 2.0, 0.125, 16.0, 10.0))
    c = floats(N, -0.9375, 0.9375, rng, (0.0, 0.5, -0.5))
    return [conv(v) for v in a], [conv(v) for v in b], [conv(v) for v in c]


def check_math(args, co, tmp, rng, rep, level):
    a, b, c = math_inputs(rng, f32)
    raw = run_kernel(args, co, "math_f32", [pack("f", a), pack("f", b), pack("f", c)], 3, 4 * N * len(MATH), tmp)
    got = struct.unpack("<%df" % (N * len(MATH)), raw)
    check_table(rep, level, "math", MATH, got, list(zip(a, b, c)), lambda bound: bound if bound else 0.5)


def check_math64(args, co, tmp, rng, rep, level):
    # inputs with more bits than a float has
    a, b, c = math_inputs(rng, lambda v: v + rng.uniform(-1, 1) * 2.0 ** -30 * max(abs(v), 1.0))
    raw = run_kernel(args, co, "math_f64", [pack("d", a), pack("d", b), pack("d", c)], 3,
                     8 * N * len(MATH64), tmp)
    got = struct.unpack("<%dd" % (N * len(MATH64)), raw)
    check_table(rep, level, "math f64", MATH64, got, list(zip(a, b, c)),
                lambda bound: bound + 1 if bound else 0.5, mant=52, tiny=-1074)


def close(got, want, scale, rel=2.0 ** -18):
    return abs(got - want) <= rel * max(scale, 2.0 ** -20)


def check_geometric(args, co, tmp, rng, rep, level):
    """Geometric functions within 2^-18 of the double-precision result (relative to
    the size of their terms), the exact ones (clamp, step, shuffle, the copy) exactly."""
    wg = 64
    x = floats(4 * N, -2, 2, rng)
    raw = run_kernel(args, co, "geometric", [pack("f", x)], 1, 16 * 7 * N, tmp, local=16 * wg, wg=wg)
    got = struct.unpack("<%df" % (4 * 7 * N), raw)
    bad = {}
    for i in range(N):
        p = x[4 * i:4 * i + 4]
        q = p[::-1]
        o = [got[(7 * i + k) * 4:(7 * i + k) * 4 + 4] for k in range(7)]
        ln = math.sqrt(sum(v * v for v in p))
        g = wg * (i // wg) + wg - 1 - i % wg
        cross = [p[1] * q[2] - p[2] * q[1], p[2] * q[0] - p[0] * q[2], p[0] * q[1] - p[1] * q[0], 0.0]
        want = {
            "dot": (o[0][0], sum(u * v for u, v in zip(p, q)), sum(abs(u * v) for u, v in zip(p, q))),
            "length": (o[0][1], ln, ln),
            "distance": (o[0][2], math.dist(p, q), math.dist(p, q)),
        }
        for k in range(4):
            want["normalize.%d" % k] = (o[1][k], p[k] / ln, 1.0)
            want["cross.%d" % k] = (o[2][k], cross[k], 2 * max(abs(v) for v in p) ** 2)
            want["mix.%d" % k] = (o[3][k], p[k] + (q[k] - p[k]) * 0.25, max(abs(p[k]), abs(q[k])))
        checks = [(name, close(gv, wv, sc)) for name, (gv, wv, sc) in want.items()]
        shuffled = (p[3], p[1], p[2], p[0])
        for k in range(4):
            checks.append(("clamp", o[4][k] == min(max(p[k], -1.0), 1.0)))
            checks.append(("step+shuffle", o[5][k] == f32((0.0 if p[k] < 0.5 else 1.0) + shuffled[k])))
            checks.append(("async_work_group_copy", o[6][k] == x[4 * g + k]))
        for name, ok in checks:
            if not ok:
                bad.setdefault(name.split(".")[0], i)
    for name in ("dot", "length", "distance", "normalize", "cross", "mix", "clamp", "step+shuffle",
                 "async_work_group_copy"):
        rep.line(name not in bad, "-%s geometric/common %s%s" % (level, name, "" if name not in bad else
                                                                 " (first wrong at work-item %d)" % bad[name]))


def check_exact(rep, level, family, names, got, want, n):
    """Each result against want; None in want: no value asked for (left unchecked)."""
    for j, name in enumerate(names):
        bad = [i for i in range(N) if want[i][j] is not None and got[i * n + j] != want[i][j]]
        rep.line(not bad, "-%s %s %s%s" % (level, family, name, "" if not bad else
                                           " (%d wrong, first work-item %d: got %d, want %d)" %
                                           (len(bad), bad[0], got[bad[0] * n + j], want[bad[0]][j])))


def check_integer(args, co, tmp, rng, rep, level):
    a = [rng.getrandbits(32) for _ in range(N - 4)] + [0, M32, 0x80000000, 1]
    b = [rng.getrandbits(32) for _ in range(N - 4)] + [M32, 0, 0x7fffffff, 33]
    raw = run_kernel(args, co, "integer", [pack("I", a), pack("I", b)], 2, 4 * N * len(INTEGER), tmp)
    got = struct.unpack("<%dI" % (N * len(INTEGER)), raw)
    want = [[f(a[i], b[i]) for _, f in INTEGER] for i in range(N)]
    check_exact(rep, level, "integer", [n for n, _ in INTEGER], got, want, len(INTEGER))


def check_convert(args, co, tmp, rng, rep, level):
    specials = (math.nan, math.inf, -math.inf, 0.5, 1.5, 2.5, -0.5, -2.5, 255.5, 256.0, -1.0, 3e9, -3e9, -0.0)
    a = floats(N, -300, 300, rng, specials)
    raw = run_kernel(args, co, "convert", [pack("f", a)], 1, 4 * N * len(CONVERT), tmp)
    got = struct.unpack("<%di" % (N * len(CONVERT)), raw)
    # relational functions on a scalar return 1 for true (vectors: -1)
    want = [[None if j < SAT_CONVERSIONS and math.isnan(a[i]) else f(a[i])
             for j, (_, f) in enumerate(CONVERT)] for i in range(N)]
    check_exact(rep, level, "convert/relational", [n for n, _ in CONVERT], got, want, len(CONVERT))


def check_reduce(args, co, tmp, rng, rep, level):
    x = [rng.randrange(1 << 20) for _ in range(N)]
    raw = run_kernel(args, co, "reduce_atomic", [pack("I", x)], 1, 16, tmp, local=4 * 64)
    got = struct.unpack("<4I", raw)
    sums = [sum(x[g * 64:(g + 1) * 64]) for g in range(N // 64)]
    want = (sum(sums) & M32, max(sums), N // 64, 0)
    rep.line(got == want, "-%s local memory, barrier, atomic_add/max/inc: got %s, want %s" % (level, got, want))


def check_vectors(args, co, tmp, rng, rep, level):
    x = floats(4 * N, -100, 100, rng)
    raw = run_kernel(args, co, "vectors", [pack("f", x)], 1, 16 * N, tmp)
    got = struct.unpack("<%df" % (4 * N), raw)
    want = [2 * x[4 * (k // 4) + 3 - k % 4] for k in range(4 * N)]
    bad = [k for k in range(4 * N) if got[k] != want[k]]
    rep.line(not bad, "-%s vload4/vstore4, swizzle%s" % (level, "" if not bad else " (%d wrong)" % len(bad)))


def gcncc(*argv):
    return subprocess.run([GCNCC] + list(argv), capture_output=True, text=True)


def check_gcncc_errors(tmp, rep):
    """gcncc's own errors: a clear message and a non-zero exit."""
    bad_cl = os.path.join(tmp, "bad.cl")
    with open(bad_cl, "w") as f:
        f.write("__kernel void k(__global int *p) { p[0] = undeclared; }\n")
    text = os.path.join(tmp, "notes.txt")
    with open(text, "w") as f:
        f.write("not a kernel\n")
    use_exp = os.path.join(tmp, "use_exp.cl")
    with open(use_exp, "w") as f:
        f.write("__kernel void k(__global float *p) { p[0] = exp(p[1]); }\n")
    cases = [
        ("a missing file", [os.path.join(tmp, "nope.cl")], "cannot read"),
        ("an unknown option", ["--frobnicate", bad_cl], "unknown option"),
        ("a file of unknown kind", [text], "not .cl, .s, .o or .a"),
        ("-c with --library", ["-c", "--library", bad_cl], "exclude each other"),
        ("a compile error", [bad_cl, "-o", os.path.join(tmp, "bad.co")], "undeclared"),
        ("an unknown library", ["--lib", "libm", use_exp], "--lib takes device, prelude or none"),
        ("exp() without the device libraries", ["--lib", "none", use_exp, "-o", os.path.join(tmp, "x.co")],
         "undefined"),
    ]
    for what, argv, pattern in cases:
        p = gcncc(*argv)
        ok = p.returncode not in (0,) and p.returncode < 128 and pattern in p.stderr
        rep.line(ok, "gcncc refuses %s (exit %d: %s)" % (what, p.returncode, p.stderr.strip().splitlines()[-1:]))
    env = dict(os.environ, GCN_DEVICE_LIBS=os.path.join(tmp, "nowhere"))
    p = subprocess.run([GCNCC, use_exp], capture_output=True, text=True, env=env)
    rep.line(p.returncode == 2 and "rocm-device-libs" in p.stderr,
             "gcncc without the device libraries says how to get them")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--gcnsim", required=True)
    ap.add_argument("--backend", default="model")
    # not -O0: clang-16 at -O0 places spill reloads of the device library's functions
    # above the EXEC restore of a join block (docs/runtime.md, "Building kernels")
    ap.add_argument("--levels", default="O1,O2,O3")
    ap.add_argument("--tmp")
    args = ap.parse_args()
    tmp = args.tmp or tempfile.mkdtemp(prefix="builtins.")
    os.makedirs(tmp, exist_ok=True)
    rep = Report()
    check_gcncc_errors(tmp, rep)
    for level in args.levels.split(","):
        co = os.path.join(tmp, "builtins.%s.co" % level)
        p = gcncc("-" + level, SRC, "-o", co)
        if p.returncode:
            rep.line(False, "-%s gcncc: %s" % (level, p.stderr.strip()[-400:]))
            continue
        rng = random.Random(1)
        for check in (check_math, check_math64, check_integer, check_convert, check_reduce, check_vectors,
                      check_geometric):
            try:
                check(args, co, tmp, rng, rep, level)
            except (RuntimeError, subprocess.TimeoutExpired) as e:
                rep.line(False, "-%s %s: %s" % (level, check.__name__, e))
    print("built-ins on %s: %d failed" % (args.backend, rep.fails))
    return 1 if rep.fails else 0


if __name__ == "__main__":
    sys.exit(main())
