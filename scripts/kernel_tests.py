#!/usr/bin/env python3
"""Kernel tests: every kernel of sw/kernels at each optimization level runs on
gcnsim, and its outputs are compared with the same computation written here
in Python (never with the model's own output).

Each test builds its inputs from a fixed seed, runs
  gcnsim run build/kernels/NAME.O<n>.co -k KERNEL -g ... -b ... -a ... -o ...
and checks every output buffer.  A result line per kernel and level:
  PASS, FAIL (first mismatches), TRAP (the wave's message, e.g. an
  unimplemented instruction), LIMIT, ERROR (gcnsim could not run it).

--expect FILE lists kernel.VARIANT entries (VARIANT: O0 O2 O3 O0.v5 O2.v5) that must pass: the run fails when
one of them does not, and says which others pass already (add them)."""
import argparse
import math
import os
import random
import struct
import subprocess
import sys
import re
import tempfile

# optimization levels and code object versions: NAME.<variant>.co
VARIANTS = ('O0', 'O2', 'O3', 'O0.v5', 'O2.v5')
M32 = (1 << 32) - 1
M64 = (1 << 64) - 1


# ---- values of the device types ----

def s32(v):
    v &= M32
    return v - (1 << 32) if v >> 31 else v


def s64(v):
    v &= M64
    return v - (1 << 64) if v >> 63 else v


def f32(x):
    return struct.unpack('<f', struct.pack('<f', x))[0]


def f16(x):
    return struct.unpack('<e', struct.pack('<e', x))[0]


def tdiv(a, b):
    """C division: truncates toward zero."""
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def trem(a, b):
    return a - tdiv(a, b) * b


FORMATS = {'i32': 'i', 'u32': 'I', 'i64': 'q', 'u64': 'Q', 'f32': 'f', 'f64': 'd', 'f16': 'e', 'u8': 'B',
           'i8': 'b', 'u16': 'H', 'i16': 'h'}


class Buf:
    """A buffer argument: typed values, or zero bytes."""
    def __init__(self, kind, values=None, zero=0):
        self.kind, self.values, self.zero = kind, values, zero

    def data(self):
        f = FORMATS[self.kind]
        return struct.pack('<%d%s' % (len(self.values), f), *self.values)


class Out:
    """An expected output: buffer argument index, element kind, values, and
    the tolerance in units in the last place (0: exact; a list gives one
    tolerance per position, repeating: for outputs interleaved per element)."""
    def __init__(self, index, kind, values, ulps=0, rel=0.0):
        self.index, self.kind, self.values, self.ulps, self.rel = index, kind, values, ulps, rel


def ulp_distance(kind, a, b):
    if math.isnan(a) and math.isnan(b):
        return 0
    if math.isnan(a) or math.isnan(b):
        return 1 << 62
    f, bits = {'f32': ('<f', '<i'), 'f64': ('<d', '<q'), 'f16': ('<e', '<h')}[kind]
    ia = struct.unpack(bits, struct.pack(f, a))[0]
    ib = struct.unpack(bits, struct.pack(f, b))[0]
    # map sign-magnitude to a monotonic integer line
    ia = ia if ia >= 0 else -(ia & ~(1 << (struct.calcsize(f) * 8 - 1)))
    ib = ib if ib >= 0 else -(ib & ~(1 << (struct.calcsize(f) * 8 - 1)))
    return abs(ia - ib)


def compare(out, data):
    f = FORMATS[out.kind]
    got = list(struct.unpack('<%d%s' % (len(data) // struct.calcsize(f), f), data))
    bad = []
    for i, want in enumerate(out.values):
        g = got[i]
        if want is None:
            continue
        if out.kind in ('f32', 'f64', 'f16'):
            ulps = out.ulps[i % len(out.ulps)] if isinstance(out.ulps, list) else out.ulps
            rel = out.rel[i % len(out.rel)] if isinstance(out.rel, list) else out.rel
            close = ulp_distance(out.kind, g, want) <= ulps or \
                (rel and abs(g - want) <= rel * max(1.0, abs(want)))
        else:
            close = g == want
        if not close:
            bad.append((i, g, want))
    return bad


# ---- the tests: inputs and the Python reference of each kernel ----

def rand_f32(rng, n, lo, hi, avoid_small=0.0):
    out = []
    while len(out) < n:
        v = f32(rng.uniform(lo, hi))
        if abs(v) >= avoid_small:
            out.append(v)
    return out


def t_vector_add(rng, variant):
    n = 1000
    a, b = rand_f32(rng, n, -100, 100), rand_f32(rng, n, -100, 100)
    return dict(grid='1000', block='64', args=[Buf('f32', a), Buf('f32', b), Buf('f32', zero=4 * n), 'u32:%d' % n],
                outs=[Out(2, 'f32', [f32(x + y) for x, y in zip(a, b)])])


def t_reduce_lds(rng, variant):
    groups = 4
    data = [rng.randint(-1000, 1000) for _ in range(256 * groups)]
    sums = [sum(data[g * 256:(g + 1) * 256]) for g in range(groups)]
    return dict(grid=str(256 * groups), block='256', args=[Buf('i32', data), Buf('i32', zero=4 * groups)],
                outs=[Out(1, 'i32', sums)])


def int_math_ref(x, y):
    ux, uy = x & M32, y & M32
    return [s32(x + y), s32(x - y), s32(x * y), (x * y) >> 32, s32(tdiv(x, y)), trem(x, y),
            s32(ux // uy), s32(ux % uy), s32(x << (y & 31)), x >> (y & 31), s32(ux >> (uy & 31)),
            min(x, y), s32(max(ux, uy)), bin(ux).count('1'), 32 - ux.bit_length(),
            s32((x & y) ^ (x | ~y))]


def t_int_math(rng, variant):
    n = 300
    a, b = [], []
    for i in range(n):
        x = rng.choice([rng.randint(-1000, 1000), rng.randint(-2**31, 2**31 - 1), 0, -2**31 + 1])
        y = rng.choice([rng.randint(-50, 50), rng.randint(-2**31, 2**31 - 1), 7, -3])
        if y == 0:
            y = 13
        a.append(x)
        b.append(y)
    ref = [v for x, y in zip(a, b) for v in int_math_ref(x, y)]
    return dict(grid=str(n), block='64', args=[Buf('i32', a), Buf('i32', b), Buf('i32', zero=64 * n), 'u32:%d' % n],
                outs=[Out(2, 'i32', ref)])


def t_int64_math(rng, variant):
    n = 200
    a = [rng.choice([rng.randint(-2**63, 2**63 - 1), rng.randint(-10**6, 10**6)]) for _ in range(n)]
    b = [rng.choice([rng.randint(-2**63, 2**63 - 1), rng.randint(1, 1000), rng.randint(-2**33, 2**33)]) or 5
         for _ in range(n)]
    ref = []
    for x, y in zip(a, b):
        ref += [s64(x + y), s64(x - y), s64(x * y), s64(tdiv(x, y)), trem(x, y), s64((x & M64) // (y & M64)),
                x >> (y & 63), s64(x << (y & 63))]
    return dict(grid=str(n), block='64', args=[Buf('i64', a), Buf('i64', b), Buf('i64', zero=64 * n), 'u32:%d' % n],
                outs=[Out(2, 'i64', ref)])


def t_f32_math(rng, variant):
    n = 256
    a = rand_f32(rng, n, -100, 100)
    b = rand_f32(rng, n, -100, 100, avoid_small=0.5)
    c = rand_f32(rng, n, -100, 100)
    exact, sqrt_, div_, fma_ = [], [], [], []
    ref = []
    for x, y, z in zip(a, b, c):
        ref += [f32(f32(x * y) + z), min(x, y), f32(max(x, z) - y), f32(abs(x) + math.floor(y)),
                f32(math.sqrt(abs(z))), f32(x / y), f32(x * y + z),
                f32(float(int(f32(x * 100.0))) + float(int(abs(y))))]
    # sqrt and division: OpenCL allows 3 and 2.5 ulp; fma is checked to 1 ulp (double rounding here)
    return dict(grid=str(n), block='64',
                args=[Buf('f32', a), Buf('f32', b), Buf('f32', c), Buf('f32', zero=32 * n), 'u32:%d' % n],
                outs=[Out(3, 'f32', ref, ulps=3)])


def t_f64_math(rng, variant):
    n = 200
    a = [rng.uniform(-1000, 1000) for _ in range(n)]
    b = [rng.choice([-1, 1]) * rng.uniform(0.25, 500) for _ in range(n)]
    ref = []
    for x, y in zip(a, b):
        ref += [x * y + x, x - y, x / y, math.sqrt(abs(x)), x * y + 1.5, float(int(x * 1000.0)) + math.floor(y)]
    # clang-16 emits a bare v_sqrt_f64 for sqrt(double), whose stated precision
    # is 2**29 ulp (LLVM 17 adds refinement steps); the rest is to 1 ulp
    return dict(grid=str(n), block='64', args=[Buf('f64', a), Buf('f64', b), Buf('f64', zero=48 * n), 'u32:%d' % n],
                outs=[Out(2, 'f64', ref, ulps=[1, 1, 1, 2**29, 1, 1])])


def t_f16_math(rng, variant):
    n = 256
    a = [f16(rng.uniform(-30, 30)) for _ in range(n)]
    b = [f16(rng.uniform(-30, 30)) for _ in range(n)]
    ref = []
    for x, y in zip(a, b):
        ref += [f16(f16(x * y) + x), f16(x - y), max(x, y), f16(x * 0.5)]
    return dict(grid=str(n), block='64', args=[Buf('f16', a), Buf('f16', b), Buf('f16', zero=8 * n), 'u32:%d' % n],
                outs=[Out(2, 'f16', ref)])


def t_f16_math_branch(rng, variant):
    """f16_math's original form, o[2] = x > y ? x : y, which clang-16 -O0
    miscompiles (docs/known-issues.md): the join block reloads the result
    (v_accvgpr_read_b32 v2, a10) before s_or_b64 exec restores the lanes of
    the other branch, so the lanes with !(x > y) store the stale v2, which
    holds x - y (o[1]).  The -O0 builds are checked against what that code
    computes per the ISA; -O2/-O3 against the source."""
    n = 256
    a = [f16(rng.uniform(-30, 30)) for _ in range(n)]
    b = [f16(rng.uniform(-30, 30)) for _ in range(n)]
    ref = []
    for x, y in zip(a, b):
        sel = x if x > y else f16(x - y) if variant.startswith('O0') else y
        ref += [f16(f16(x * y) + x), f16(x - y), sel, f16(x * 0.5)]
    return dict(grid=str(n), block='64', args=[Buf('f16', a), Buf('f16', b), Buf('f16', zero=8 * n), 'u32:%d' % n],
                outs=[Out(2, 'f16', ref)])


def t_matmul_tiled(rng, variant):
    n = 32
    A = rand_f32(rng, n * n, -2, 2)
    B = rand_f32(rng, n * n, -2, 2)
    C = []
    for r in range(n):
        for c in range(n):
            acc = 0.0
            for k in range(n):
                acc = f32(acc + f32(A[r * n + k] * B[k * n + c]))
            C.append(acc)
    return dict(grid='%dx%d' % (n, n), block='16x16',
                args=[Buf('f32', A), Buf('f32', B), Buf('f32', zero=4 * n * n), 'u32:%d' % n],
                outs=[Out(2, 'f32', C, ulps=4, rel=1e-5)])


def t_transpose_lds(rng, variant):
    w, h = 50, 37
    data = [rng.randint(-10**6, 10**6) for _ in range(w * h)]
    out = [data[y * w + x] for x in range(w) for y in range(h)]
    gx, gy = (w + 15) // 16 * 16, (h + 15) // 16 * 16
    return dict(grid='%dx%d' % (gx, gy), block='16x16',
                args=[Buf('i32', data), Buf('i32', zero=4 * w * h), 'u32:%d' % w, 'u32:%d' % h],
                outs=[Out(1, 'i32', out)])


def t_histogram(rng, variant):
    n = 5000
    data = [rng.randint(0, 255) for _ in range(n)]
    hist = [0] * 64
    for v in data:
        hist[v % 64] += 1
    return dict(grid='1024', block='256', args=[Buf('u8', data), Buf('u32', zero=4 * 64), 'u32:%d' % n],
                outs=[Out(1, 'u32', hist)])


def t_prefix_scan(rng, variant):
    groups = 3
    data = [rng.randint(-100, 100) for _ in range(256 * groups)]
    out, sums = [], []
    for g in range(groups):
        acc = 0
        for v in data[g * 256:(g + 1) * 256]:
            acc += v
            out.append(acc)
        sums.append(acc)
    return dict(grid=str(256 * groups), block='256',
                args=[Buf('i32', data), Buf('i32', zero=4 * len(data)), Buf('i32', zero=4 * groups)],
                outs=[Out(1, 'i32', out), Out(2, 'i32', sums)])


def t_stencil2d(rng, variant):
    w, h = 45, 30
    a = rand_f32(rng, w * h, -10, 10)
    out = []
    for y in range(h):
        for x in range(w):
            i = y * w + x
            if x in (0, w - 1) or y in (0, h - 1):
                out.append(a[i])
                continue
            s = f32(a[i - 1] + a[i + 1])
            s = f32(s + a[i - w])
            s = f32(s + a[i + w])
            out.append(f32(f32(a[i] * 0.5) + f32(s * 0.125)))
    return dict(grid='%dx%d' % (w, h), block='16x8',
                args=[Buf('f32', a), Buf('f32', zero=4 * w * h), 'u32:%d' % w, 'u32:%d' % h],
                outs=[Out(1, 'f32', out, ulps=1)])


def t_bitonic_sort(rng, variant):
    groups = 2
    data = [rng.randint(-10**5, 10**5) for _ in range(256 * groups)]
    out = []
    for g in range(groups):
        out += sorted(data[g * 256:(g + 1) * 256])
    return dict(grid=str(256 * groups), block='256', args=[Buf('i32', data)], outs=[Out(0, 'i32', out)])


def collatz_steps(x):
    s = 0
    while x > 1 and s < 1000:
        x = 3 * x + 1 if x & 1 else x >> 1
        s += 1
    return s


def t_collatz(rng, variant):
    n = 300
    start = [rng.randint(0, 100000) for _ in range(n)]
    return dict(grid=str(n), block='64', args=[Buf('u32', start), Buf('u32', zero=4 * n), 'u32:%d' % n],
                outs=[Out(1, 'u32', [collatz_steps(x) for x in start])])


def branchy_ref(i, x):
    c = x & 7
    if c == 0:
        r = x * 3
    elif c == 1:
        r = x - 100
    elif c == 2:
        r = tdiv(x, 7) if x > 1000 else -x
    elif c == 5:
        r = x ^ 0x5a5a
    else:
        r = sum(k * x for k in range(x & 15))
    return s32(r - 1) if r < 0 and (i & 1) else s32(r + 1)


def t_branchy(rng, variant):
    n = 500
    data = [rng.randint(-5000, 5000) for _ in range(n)]
    return dict(grid=str(n), block='128', args=[Buf('i32', data), Buf('i32', zero=4 * n), 'u32:%d' % n],
                outs=[Out(1, 'i32', [branchy_ref(i, x) for i, x in enumerate(data)])])


def private_array_ref(i, idx):
    a = [k * i + (k ^ 5) for k in range(48)]
    for r in range(4):
        j = (idx + 7 * r) % 48
        a[j] += a[(j + 11) % 48]
    return s32(sum(a[(idx + k) % 48] for k in range(4)))


def t_private_array(rng, variant):
    n = 200
    idx = [rng.randint(0, 1000) for _ in range(n)]
    return dict(grid=str(n), block='64', args=[Buf('u32', idx), Buf('i32', zero=4 * n), 'u32:%d' % n],
                outs=[Out(1, 'i32', [private_array_ref(i, v) for i, v in enumerate(idx)])])


def t_grid3d(rng, variant):
    gx, gy, gz, bx, by, bz = 10, 7, 5, 4, 4, 2
    out = []
    for z in range(gz):
        for y in range(gy):
            for x in range(gx):
                out += [x % bx | (y % by) << 8 | (z % bz) << 16 | 3 << 24, x // bx | (y // by) << 8 | (z // bz) << 16]
    return dict(grid='%dx%dx%d' % (gx, gy, gz), block='%dx%dx%d' % (bx, by, bz),
                args=[Buf('u32', zero=8 * gx * gy * gz), 'u32:%d' % gx, 'u32:%d' % gy, 'u32:%d' % gz],
                outs=[Out(0, 'u32', out)])


def t_reduce_dynlds(rng, variant):
    """LDS sized at launch (a __local pointer argument) and a global atomic counter."""
    groups, size = 4, 128
    data = rand_f32(rng, groups * size, -1, 1)
    partial = []
    for g in range(groups):
        t = data[g * size:(g + 1) * size]
        stride = size // 2
        while stride:
            for i in range(stride):
                t[i] = f32(t[i] + t[i + stride])
            stride //= 2
        partial.append(t[0])
    return dict(grid=str(groups * size), block=str(size),
                args=[Buf('f32', data), Buf('f32', zero=4 * groups), 'local:%d' % (4 * size), Buf('u32', zero=4),
                      'f32:0.5'],
                outs=[Out(1, 'f32', partial), Out(3, 'u32', [sum(1 for v in data if v > 0.5)])])


def t_wave_ops(rng, variant):
    """Cross-lane operations within full waves of 64 lanes."""
    n = 256
    data = [rng.randint(-1000, 1000) for _ in range(n)]
    out = []
    for i in range(n):
        base, lane = i - i % 64, i % 64
        ballot = sum(1 << l for l in range(64) if data[base + l] > 0)
        out += [lane, data[base], data[base + (lane + 5) % 64], 0 if lane % 16 == 0 else data[i - 1],
                s32(ballot), s32(ballot >> 32), data[base + 7], data[base + (lane ^ 1)]]
    return dict(grid=str(n), block='128', args=[Buf('i32', data), Buf('i32', zero=32 * n)], outs=[Out(1, 'i32', out)])


def t_const_table(rng, variant):
    """__constant tables in the code object's data, reached PC-relatively."""
    n = 300
    primes = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53]
    weights = [0.5, 0.25, 2.0, -1.0]
    idx = [rng.randint(0, 100000) for _ in range(n)]
    return dict(grid=str(n), block='64', args=[Buf('u32', idx), Buf('i32', zero=4 * n), Buf('f32', zero=4 * n),
                                               'u32:%d' % n],
                outs=[Out(1, 'i32', [primes[k % 16] * primes[k // 16 % 16] for k in idx]),
                      Out(2, 'f32', [f32(weights[k % 4] * f32(float(k))) for k in idx])])


def t_atomics(rng, variant):
    """Global atomics from every lane: the final cells, and the one
    compare-exchange that succeeds (the other returned old values depend on
    the order lanes and waves run, so they are not checked)."""
    n = 200
    vals = [i * 37 % 101 - 50 for i in range(n)]
    cells = [0, 1000, -1000, 0, 0, 0, 0, 0, 0]
    orv = xorv = 0
    for i in range(n):
        orv |= 1 << (i % 31)
        xorv ^= i
    final = [sum(vals), min([1000] + vals), max([-1000] + vals), orv, xorv, 1, 0, 0, 0]
    old = []
    for i in range(n):
        old += [None] * 5 + [1 if i == 0 else 0]
    return dict(kernel='atomics', grid=str(n), block='64',
                args=[Buf('i32', cells), Buf('i32', zero=24 * n), 'u32:%d' % n],
                outs=[Out(0, 'i32', final), Out(1, 'i32', old)])


def t_approx_f32(rng, variant):
    """rcp, rsq, exp2, log2 to 2 ulp (the ISA states 1); sin and cos of x
    turns to 2e-6 absolute (the instructions take turns, not radians)."""
    n = 256
    a = rand_f32(rng, n, -50, 50, avoid_small=0.01)
    out = []
    for x in a:
        out += [f32(1 / x), f32(1 / math.sqrt(abs(x))), f32(math.sin(2 * math.pi * f32(x * 0.125))),
                f32(math.cos(2 * math.pi * f32(x * 0.125))), f32(2 ** f32(x * 0.25)), f32(math.log2(abs(x)))]
    return dict(grid=str(n), block='64', args=[Buf('f32', a), Buf('f32', zero=24 * n), 'u32:%d' % n],
                outs=[Out(1, 'f32', out, ulps=[2, 2, 0, 0, 2, 2], rel=[0, 0, 2e-6, 2e-6, 0, 0])])


def t_initial_state(rng, variant):
    """sw/kernels/asm/initial_state.s: every user and system SGPR, EXEC, the
    packed work-item ids, MODE and the hardware registers (STATUS, HW_ID,
    GPR_ALLOC, TRAPSTS) of each wave as the dispatcher sets them
    (docs/runtime.md).  Device addresses are not known here: they are
    checked by relation (flat scratch init = the private segment V#'s base),
    and so is the scratch wave offset (a multiple of the wave's slice)."""
    nx, ny, nz = 2, 2, 2
    want = []
    for z in range(nz):
        for y in range(ny):
            for x in range(nx):
                for w in range(2):
                    v0 = []
                    for lane in (0, 1, 31):
                        f = 64 * w + lane
                        v0.append(f % 16 | (f // 16 % 2) << 10 | (f // 32) << 20)
                    want += [None, None, 0xffffffff, 0xe20fac, None, None, None, None, None, None, 0, 0, None, None,
                             16, x, y, z, (0 if w else 1 << 31) | 2, None,
                             0xffffffff, 0 if w else 0xffffffff] + v0 + [0x19d]
                    # STATUS [16:1]: VALID [16], IN_TG [11] (two waves), VCCZ [10]; HW_ID: wave w is
                    # WAVE_ID w // 4 on SIMD w % 4; GPR_ALLOC: VGPR_SIZE 0 (3 VGPRs: one granule of
                    # 8), SGPR_SIZE 112 / 8 - 1; TRAPSTS 0 (docs/salu-valu-int.md)
                    want += [(1 << 16 | 1 << 11 | 1 << 10) >> 1, w // 4 | (w % 4) << 4, 13 << 24, 0, 0, 0]
    def check(outs):
        d = struct.unpack('<%dI' % (len(outs[0]) // 4), outs[0])
        bad = []
        for r in range(len(d) // 32):
            rec = d[32 * r:32 * r + 32]
            if rec[1] >> 16 != 0x8000 or (rec[12], rec[13]) != (rec[0], rec[1] & 0xffff):
                bad.append('record %d: V# dword1 0x%x, flat scratch init 0x%x%08x vs V# base' % (r, rec[1], rec[13],
                                                                                                rec[12]))
            if 0 in (rec[4], rec[6], rec[8]):
                bad.append('record %d: a null dispatch, queue or kernarg pointer' % r)
            # the private segment wave offset: a whole 1024-byte slice; which slice a wave gets is the
            # dispatcher's choice (the model: its index in the workgroup, the RTL backends: its slot)
            if rec[19] % 1024:
                bad.append('record %d: scratch wave offset 0x%x is not a multiple of the 1024-byte slice' % (r, rec[19]))
        return bad
    return dict(grid='%dx%dx%d' % (16 * nx, 2 * ny, 3 * nz), block='16x2x3',
                args=[Buf('u32', zero=4 * len(want))], outs=[Out(0, 'u32', want)], check=check)


def collatz_steps(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps


def t_scalar_collatz(rng, variant):
    """sw/kernels/asm/scalar_collatz.s: scalar instructions only (it runs on
    the first RTL slice); workgroup x counts the Collatz steps of 27 + x and
    traps when the count is not its EXPECT table, which must be Python's."""
    src = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'sw', 'kernels', ASM['scalar_collatz'])
    table = [int(t) for line in open(src) if line.startswith('// EXPECT') for t in line.split()[2:]]
    want = [collatz_steps(27 + x) for x in range(4)]
    def check(outs):
        return [] if table == want else ['EXPECT table %r in the kernel, Python says %r' % (table, want)]
    return dict(grid='256', block='64', args=[], outs=[], check=check)


def calls_ref(i, x):
    a = [x] + list(range(1, 33)) + [x]
    m = (a[0] - a[1] + a[2] * a[3] - a[4] + a[5] * a[6] - a[7] + a[8] * a[9] - a[10] + a[11] * a[12] - a[13] +
         a[14] * a[15] - a[16] + a[17] * a[18] - a[19] + a[20] * a[21] - a[22] + a[23] * a[24] - a[25] +
         a[26] * a[27] - a[28] + a[29] * a[30] - a[31] + a[32] * a[33])
    v = [trem(x * (k + 3), 101) - 50 for k in range(8)]
    d = x
    for _ in range(i % 5):
        d = s32(d * 3 + 1)
    d -= i % 5
    return [s32(m), min(v) * 1000 + max(v), s32(d)]


def t_calls(rng, variant):
    """noinline calls: 34 arguments (some on the stack), a struct return, a
    pointer to a private array, recursion (a dynamic stack)."""
    n = 200
    data = [rng.randint(-10**6, 10**6) for _ in range(n)]
    # clang-16 sizes the stack as if depth() did not recurse: give it room
    return dict(grid=str(n), block='64', args=[Buf('i32', data), Buf('i32', zero=12 * n), 'u32:%d' % n],
                outs=[Out(1, 'i32', [v for i, x in enumerate(data) for v in calls_ref(i, x)])],
                opts=['--stack', '1024'])


def t_vector_types(rng, variant):
    """float4 and char/short element types."""
    n = 300
    v = rand_f32(rng, 4 * n, -10, 10)
    c = [rng.randint(-128, 127) for _ in range(n)]
    sh = [rng.randint(0, 65535) for _ in range(n)]
    vout, sout, cout = [], [], []
    for i in range(n):
        a = v[4 * i:4 * i + 4]
        b = a[::-1]
        vout += [f32(f32(a[k] * b[k]) + (k + 1.0)) for k in range(4)]
        sout.append(((c[i] * 300 - sh[i]) + 32768) % 65536 - 32768)
        cout.append((c[i] + (sh[i] >> 8)) % 256)
    return dict(grid=str(n), block='64',
                args=[Buf('f32', v), Buf('f32', zero=16 * n), Buf('i8', c), Buf('u16', sh), Buf('i16', zero=2 * n),
                      Buf('u8', zero=n), 'u32:%d' % n],
                outs=[Out(1, 'f32', vout, ulps=1), Out(4, 'i16', sout), Out(5, 'u8', cout)])


def t_bitonic_1024(rng, variant):
    """Workgroups of 1024 work-items (16 waves) through 55 barriers."""
    groups = 2
    data = [rng.randint(-10**6, 10**6) for _ in range(1024 * groups)]
    out = []
    for g in range(groups):
        out += sorted(data[g * 1024:(g + 1) * 1024])
    return dict(grid=str(1024 * groups), block='1024', args=[Buf('i32', data)], outs=[Out(0, 'i32', out)])


def t_implicit_args(rng, variant):
    """The hidden arguments: v4 has global offsets and null pointers (all 0);
    v5 has block counts (work-groups, rounded up), group sizes, remainders,
    global offsets, grid dimensions, null pointers, then the queue pointer."""
    gx, gy, bx, by = 100, 3, 64, 2
    if not variant.endswith('v5'):
        want = [0] * 14
    else:
        want = [(gx + bx - 1) // bx, (gy + by - 1) // by, 1, bx | by << 16, 1 | (gx % bx) << 16, (gy % by) | 0 << 16]
        want += [0] * 10 + [2] + [0] * 33 + [None, None]
    n = len(want)
    return dict(grid='%dx%d' % (gx, gy), block='%dx%d' % (bx, by), args=[Buf('u32', zero=4 * n), 'u32:%d' % n],
                outs=[Out(0, 'u32', want)])


# ---- MFMA kernels (sw/kernels/mfma_*.cl): matrix products in plain loops.
# Inputs are small dyadic numbers, so every sum is exact and the result does
# not depend on the order or rounding of the accumulation (docs/mfma.md pins
# those in tests/mfma); the outputs are compared exactly.

def mfma_vals(rng, n, scale=8, lim=16):
    return [rng.randint(-lim, lim) / scale for _ in range(n)]


def matmul_ref(A, B, C, m, n, k):
    return [C[i * n + j] + sum(A[i * k + q] * B[q * n + j] for q in range(k)) for i in range(m) for j in range(n)]


def bf16_bits(x):
    return struct.unpack('<I', struct.pack('<f', x))[0] >> 16   # exact for these values


def t_mfma_f32(rng, variant):
    A, B, C = mfma_vals(rng, 64), mfma_vals(rng, 64), mfma_vals(rng, 256)
    return dict(grid='64', block='64', args=[Buf('f32', A), Buf('f32', B), Buf('f32', C), Buf('f32', zero=1024)],
                outs=[Out(3, 'f32', matmul_ref(A, B, C, 16, 16, 4))])


def t_mfma_f32_outer(rng, variant):
    A, B, D = mfma_vals(rng, 64), mfma_vals(rng, 64), mfma_vals(rng, 256)
    ref = [D[b * 16 + i * 4 + j] + A[b * 4 + i] * B[b * 4 + j] for b in range(16) for i in range(4) for j in range(4)]
    return dict(grid='64', block='64', args=[Buf('f32', A), Buf('f32', B), Buf('f32', D)], outs=[Out(2, 'f32', ref)])


def t_mfma_gemm(rng, variant):
    m, n, k = 64, 96, 32
    A, B = mfma_vals(rng, m * k), mfma_vals(rng, k * n)
    ref = matmul_ref(A, B, [0.0] * (m * n), m, n, k)
    return dict(grid='%dx%d' % (n // 32 * 64, m // 32), block='64x1',
                args=[Buf('f32', A), Buf('f32', B), Buf('f32', zero=4 * m * n), 'u32:%d' % m, 'u32:%d' % n,
                      'u32:%d' % k], outs=[Out(2, 'f32', ref)])


def t_mfma_f16(rng, variant):
    A, B, C = mfma_vals(rng, 256), mfma_vals(rng, 256), mfma_vals(rng, 256)
    return dict(grid='64', block='64', args=[Buf('f16', A), Buf('f16', B), Buf('f32', C), Buf('f32', zero=1024)],
                outs=[Out(3, 'f32', matmul_ref(A, B, C, 16, 16, 16))])


def t_mfma_f16_bcast(rng, variant):
    A, B, C = mfma_vals(rng, 256), mfma_vals(rng, 256), mfma_vals(rng, 1024)
    ref = []
    for b in range(4):   # CBSZ=2, ABID=1: A block 1 feeds all four blocks; B stored (block, j, k)
        ref += [C[b * 256 + i * 16 + j] + sum(A[64 + i * 4 + q] * B[b * 64 + j * 4 + q] for q in range(4))
                for i in range(16) for j in range(16)]
    return dict(grid='64', block='64', args=[Buf('f16', A), Buf('f16', B), Buf('f32', C), Buf('f32', zero=4096)],
                outs=[Out(3, 'f32', ref)])


def t_mfma_bf16_1k(rng, variant):
    A, B, C = mfma_vals(rng, 256), mfma_vals(rng, 256), mfma_vals(rng, 256)
    return dict(grid='64', block='64', args=[Buf('u16', [bf16_bits(x) for x in A]),
                                             Buf('u16', [bf16_bits(x) for x in B]), Buf('f32', C),
                                             Buf('f32', zero=1024)],
                outs=[Out(3, 'f32', matmul_ref(A, B, C, 16, 16, 16))])


def t_mfma_bf16(rng, variant):
    A, B, C = mfma_vals(rng, 128), mfma_vals(rng, 128), mfma_vals(rng, 256)
    return dict(grid='64', block='64', args=[Buf('u16', [bf16_bits(x) for x in A]),
                                             Buf('u16', [bf16_bits(x) for x in B]), Buf('f32', C),
                                             Buf('f32', zero=1024)],
                outs=[Out(3, 'f32', matmul_ref(A, B, C, 16, 16, 8))])


def t_mfma_i8(rng, variant):
    A = [rng.randint(-128, 127) for _ in range(256)]
    B = [rng.randint(-128, 127) for _ in range(256)]
    C = [rng.randint(-2**31, 2**31 - 1) for _ in range(256)]
    ref = [s32(v) for v in matmul_ref(A, B, C, 16, 16, 16)]   # int32 sums wrap
    return dict(grid='64', block='64', args=[Buf('i8', A), Buf('i8', B), Buf('i32', C), Buf('i32', zero=1024)],
                outs=[Out(3, 'i32', ref)])


def t_mfma_i8_blgp(rng, variant):
    A = [rng.randint(-128, 127) for _ in range(256)]
    B = [rng.randint(-128, 127) for _ in range(256)]
    C = [rng.randint(-2**20, 2**20) for _ in range(256)]
    # BLGP=4: every block reads B from lanes 0-15, i.e. blocks 0-3; B stored (block, j, k)
    ref = [s32(C[b * 16 + i * 4 + j] + sum(A[b * 16 + i * 4 + q] * B[(b % 4) * 16 + j * 4 + q] for q in range(4)))
           for b in range(16) for i in range(4) for j in range(4)]
    return dict(grid='64', block='64', args=[Buf('i8', A), Buf('i8', B), Buf('i32', C), Buf('i32', zero=1024)],
                outs=[Out(3, 'i32', ref)])


def t_mfma_f64(rng, variant):
    A, B, C = mfma_vals(rng, 64, 1024, 4096), mfma_vals(rng, 64, 1024, 4096), mfma_vals(rng, 256, 1024, 4096)
    return dict(grid='64', block='64', args=[Buf('f64', A), Buf('f64', B), Buf('f64', C), Buf('f64', zero=2048)],
                outs=[Out(3, 'f64', matmul_ref(A, B, C, 16, 16, 4))])


def t_mfma_f64_loop(rng, variant):
    """mfma_f64 with c filled and d read in loops.  clang-16 -O0 miscompiles
    the insert of a double at a variable index (docs/known-issues.md): the
    waterfall loop writes both halves of C[...] to the low dword of c[r]
    (s_set_gpr_idx_on with the same index and v_mov_b32 destination twice),
    so c[r] is the denormal with low dword hi32(C[...]) and high dword 0.
    The -O0 builds are checked against what that code computes per the ISA:
    the product sum alone (a nonzero sum is a multiple of 2**-20, so adding
    the denormal rounds back to it; a zero sum is left unchecked, its value
    depends on the order of the additions)."""
    A, B, C = mfma_vals(rng, 64, 1024, 4096), mfma_vals(rng, 64, 1024, 4096), mfma_vals(rng, 256, 1024, 4096)
    if variant.startswith('O0'):
        ref = [s if s != 0 else None for s in matmul_ref(A, B, [0.0] * 256, 16, 16, 4)]
    else:
        ref = matmul_ref(A, B, C, 16, 16, 4)
    return dict(grid='64', block='64', args=[Buf('f64', A), Buf('f64', B), Buf('f64', C), Buf('f64', zero=2048)],
                outs=[Out(3, 'f64', ref)])


def t_mfma_f64_4x4(rng, variant):
    A, B, C = mfma_vals(rng, 64, 1024, 4096), mfma_vals(rng, 64, 1024, 4096), mfma_vals(rng, 64, 1024, 4096)
    ref = []
    for b in range(4):
        ref += matmul_ref(A[b * 16:b * 16 + 16], B[b * 16:b * 16 + 16], C[b * 16:b * 16 + 16], 4, 4, 4)
    return dict(grid='64', block='64', args=[Buf('f64', A), Buf('f64', B), Buf('f64', C), Buf('f64', zero=512)],
                outs=[Out(3, 'f64', ref)])


# tests whose kernel lives in another kernel's source file
SOURCE = {'atomics': 'const_table'}
# tests of assembly kernels (sw/kernels/asm), assembled here by llvm-mc-16, one variant 'asm'
ASM = {'initial_state': 'asm/initial_state.s', 'scalar_collatz': 'asm/scalar_collatz.s'}
TESTS = {name[2:]: fn for name, fn in globals().items() if name.startswith('t_')}


# ---- running ----

def assemble(name, tmp):
    """Build an assembly kernel: llvm-mc-16, then ld.lld-16 -shared."""
    src = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'sw', 'kernels', ASM[name])
    obj, co = os.path.join(tmp, name + '.o'), os.path.join(tmp, name + '.asm.co')
    for cmd in (['llvm-mc-16', '-triple=amdgcn-amd-amdhsa', '-mcpu=gfx90a', '-filetype=obj', src, '-o', obj],
                ['ld.lld-16', '-shared', obj, '-o', co]):
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode:
            return co, '%s failed: %s' % (cmd[0], p.stderr.strip()[-200:])
    return co, None


def rtl_stats(stdout):
    """The RTL backends' line: 'rtl: checker PASS, R instructions retired, C checked, N cycles, IPC x'."""
    for line in stdout.splitlines():
        if line.startswith('rtl: '):
            nums = dict((k, v) for v, k in re.findall(r'(\d+(?:\.\d+)?) (retired|checked|cycles)', line.replace(
                'instructions retired', 'retired')))
            ipc = re.search(r'IPC ([0-9.]+)', line)
            return {'retired': int(nums.get('retired', 0)), 'checked': int(nums.get('checked', 0)),
                    'cycles': int(nums.get('cycles', 0)), 'ipc': float(ipc.group(1)) if ipc else 0.0}
    return None


def run_one(gcnsim, build, name, variant, tmp, timeout, backend='model', max_cycles=0):
    co = os.path.join(build, 'kernels', '%s.%s.co' % (SOURCE.get(name, name), variant))
    if variant == 'asm':
        co, err = assemble(name, tmp)
        if err:
            return 'ERROR', err, 0
    if not os.path.exists(co):
        return 'ERROR', 'no code object %s' % co, 0
    spec = TESTS[name](random.Random(sum(map(ord, name))), variant)
    cmd = [gcnsim, 'run', co, '-k', spec.get('kernel', name), '-g', spec['grid'], '-b', spec['block']]
    for i, a in enumerate(spec['args']):
        if isinstance(a, Buf):
            if a.values is None:
                cmd += ['-a', 'buf:zero:%d' % a.zero]
            else:
                path = os.path.join(tmp, '%s.%s.in%d' % (name, variant, i))
                with open(path, 'wb') as f:
                    f.write(a.data())
                cmd += ['-a', 'buf:' + path]
        else:
            cmd += ['-a', a]
    cmd += spec.get('opts', [])
    if backend != 'model':
        cmd += ['--backend', backend]
        if max_cycles:
            cmd += ['--max-cycles', str(max_cycles)]
    for o in spec['outs']:
        cmd += ['-o', '%d:%s' % (o.index, os.path.join(tmp, '%s.%s.out%d' % (name, variant, o.index)))]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return 'ERROR', 'gcnsim took more than %ds' % timeout, 0
    run_one.rtl = rtl_stats(p.stdout)
    instrs = 0
    for word in p.stdout.split(','):
        if word.strip().endswith('instructions'):
            instrs = int(word.split()[-2])
    if p.returncode != 0:
        msg = (p.stderr.strip().splitlines() or ['exit %d' % p.returncode])[-1].replace('gcnsim: ', '')
        kind = 'LIMIT' if 'instruction limit' in msg else 'TRAP' if p.returncode == 1 else 'ERROR'
        return kind, msg, instrs
    problems = []
    datas = {}
    for o in spec['outs']:
        with open(os.path.join(tmp, '%s.%s.out%d' % (name, variant, o.index)), 'rb') as f:
            datas[o.index] = f.read()
            bad = compare(o, datas[o.index])
        if bad:
            i, g, w = bad[0]
            problems.append('arg %d: %d of %d wrong, first [%d] = %r, want %r' % (o.index, len(bad), len(o.values),
                                                                              i, g, w))
    if 'check' in spec:
        problems += spec['check'](datas)[:3]
    if problems:
        return 'FAIL', '; '.join(problems), instrs
    return 'PASS', '', instrs


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--gcnsim', default='build/gcnsim')
    ap.add_argument('--build', default='build', help='where kernels/ holds the code objects')
    ap.add_argument('--expect', help='file of kernel.VARIANT entries that must pass')
    ap.add_argument('--timeout', type=int, default=300)
    ap.add_argument('--backend', default='model', help='gcnsim backend: model, lockstep, verilator, icarus (RTL; icarus is lockstep under Icarus)')
    ap.add_argument('--variants', help='comma-separated variants to run (default: all; asm kernels always)')
    ap.add_argument('--max-cycles', type=int, default=0,
                    help='RTL backends: the cycle limit of a run (default: the testbench\'s, 2000000)')
    ap.add_argument('--no-mfma', action='store_true', help='leave out the MFMA kernels (mfma_*)')
    ap.add_argument('only', nargs='*', help='kernel names (default: all)')
    args = ap.parse_args()
    if not os.access(args.gcnsim, os.X_OK):
        sys.exit('kernel_tests: %s is not an executable (build it: make BUILD=... gcnsim)' % args.gcnsim)
    names = args.only or sorted(n for n in TESTS if not (args.no_mfma and n.startswith('mfma')))
    variants = tuple(args.variants.split(',')) if args.variants else VARIANTS
    for n in names:
        if n not in TESTS:
            sys.exit('kernel_tests: no test for kernel %s' % n)
    kernels_dir = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'sw', 'kernels')
    untested = sorted(f[:-3] for f in os.listdir(kernels_dir) if f.endswith('.cl') and f[:-3] not in TESTS)
    expected = set()
    if args.expect:
        with open(args.expect) as f:
            expected = {line.split('#')[0].strip() for line in f} - {''}
    results = {}
    rtl_total = {'retired': 0, 'checked': 0, 'cycles': 0}
    if args.backend != 'model':
        print('%-5s %-24s %9s %9s %10s %6s  %s' % ('', 'kernel', 'retired', 'checked', 'cycles', 'IPC', 'note'))
    with tempfile.TemporaryDirectory(prefix='kernel_tests.') as tmp:
        for name in names:
            for variant in ('asm',) if name in ASM else variants:
                kind, msg, instrs = run_one(args.gcnsim, args.build, name, variant, tmp, args.timeout, args.backend,
                                               args.max_cycles)
                key = '%s.%s' % (name, variant)
                results[key] = kind
                r = getattr(run_one, 'rtl', None)
                if args.backend == 'model':
                    print('%-5s %-26s %10d  %s' % (kind, key, instrs, msg), flush=True)
                    continue
                r = r or {'retired': 0, 'checked': 0, 'cycles': 0, 'ipc': 0.0}
                for k in rtl_total:
                    rtl_total[k] += r[k]
                print('%-5s %-24s %9d %9d %10d %6.3f  %s' % (kind, key, r['retired'], r['checked'], r['cycles'],
                                                             r['ipc'], msg), flush=True)
    per_level = ['%s %d/%d' % (va, sum(1 for k, v in results.items() if k.endswith('.' + va) and v == 'PASS'),
                               sum(1 for k in results if k.endswith('.' + va)))
                 for va in VARIANTS + ('asm',) if any(k.endswith('.' + va) for k in results)]
    passing = sum(1 for v in results.values() if v == 'PASS')
    where = 'the model' if args.backend == 'model' else 'the RTL (%s)' % args.backend
    print('kernels passing on %s: %d of %d (%s)' % (where, passing, len(results), ', '.join(per_level)))
    if args.backend != 'model':
        t = rtl_total
        print('RTL: %d instructions retired, %d checked, %d cycles, IPC %.3f over all runs' % (
            t['retired'], t['checked'], t['cycles'], t['retired'] / t['cycles'] if t['cycles'] else 0.0))
    if untested:
        print('kernels without a test: %s' % ' '.join(untested))
    broken = sorted(k for k in expected if k in results and results[k] != 'PASS')
    # an expected entry counts when this run covers its kernel and its variant
    run_variants = set(variants) | {'asm'}
    missing = sorted(k for k in expected if k not in results and k.split('.')[0] in names
                     and k.split('.', 1)[1] in run_variants)
    new = sorted(k for k, v in results.items() if v == 'PASS' and k not in expected)
    not_yet = sorted(k for k, v in results.items() if v != 'PASS' and k not in expected)
    if not_yet:
        print('not yet passing (%d): %s' % (len(not_yet), ' '.join(not_yet)))
    if args.expect and new:
        print('passing but not in %s (add them): %s' % (args.expect, ' '.join(new)))
    if broken or missing:
        print('expected to pass but did not: %s' % ' '.join(broken + missing))
        return 1
    if args.expect:
        print('checked: %d of %d kernel runs pass (%s); all %d expected pass' % (passing, len(results),
                                                                             ', '.join(per_level), len(expected)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
