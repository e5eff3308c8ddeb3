"""Values of the device types, buffer arguments and expected outputs, and how
outputs are compared: what every kernel test module (scripts/ktest/specs_*.py)
builds its tests from."""
import math
import struct

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


def describe(out, bad, verb='wrong'):
    """One line on an output's mismatches (compare's list, not empty)."""
    i, g, w = bad[0]
    return 'arg %d: %d of %d %s, first [%d] = %r, want %r' % (out.index, len(bad), len(out.values), verb, i, g, w)


# ---- the tests: inputs and the Python reference of each kernel ----

def rand_f32(rng, n, lo, hi, avoid_small=0.0):
    out = []
    while len(out) < n:
        v = f32(rng.uniform(lo, hi))
        if abs(v) >= avoid_small:
            out.append(v)
    return out


def ceil_to(v, m):
    """v rounded up to a multiple of m: a grid of whole workgroups."""
    return -(-v // m) * m


def rand_dyadic(rng, n, lim=16, scale=8):
    """Small dyadic rationals k / scale, |k| <= lim: sums of their products
    stay exact in f32, so a result does not depend on the order of the
    additions or on fma contraction and is compared exactly."""
    return [rng.randint(-lim, lim) / scale for _ in range(n)]
