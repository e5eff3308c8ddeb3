"""The tests of programs linked from several source files
(sw/kernels/programs/NAME/*.cl -> build/kernels/NAME.O<n>.co, one metadata
note per object): SOURCE maps each kernel's test to its program."""
import math
import struct
from fractions import Fraction

from .values import M32, Buf, Out, f32, rand_f32

SOURCE = {'hash_fill': 'hashmix', 'blend': 'hashmix', 'hash_histogram': 'hashmix'}


def mix32(x):
    """The MurmurHash3 finalizer of mix.cl."""
    x ^= x >> 16
    x = x * 0x85ebca6b & M32
    x ^= x >> 13
    x = x * 0xc2b2ae35 & M32
    return x ^ x >> 16


def round_f32(x):
    """The binary32 value nearest the exact rational x (ties to even): one
    rounding, as fma does (rounding through a double could round twice)."""
    c = f32(float(x))
    if Fraction(c) == x or math.isinf(c):
        return c
    bits = struct.unpack('<I', struct.pack('<f', c))[0]
    toward = 1 if (Fraction(c) < x) == (c >= 0) else -1   # the neighbour on x's side
    other = struct.unpack('<f', struct.pack('<I', bits + toward))[0]
    dc, do = abs(Fraction(c) - x), abs(Fraction(other) - x)
    if dc != do:
        return c if dc < do else other
    return c if bits % 2 == 0 else other


def t_hash_fill(rng, variant):
    """A kernel of the program's helper file: mix32 of the index and a seed.
    41 waves, the last partial: more than the CU's 32 wave slots, so the RTL
    backends reuse slots within one multi-object program's launch."""
    n, seed = 2600, rng.randint(0, M32)
    return dict(grid=str(n), block='64', args=[Buf('u32', zero=4 * n), 'u32:%d' % seed, 'u32:%d' % n],
                outs=[Out(0, 'u32', [mix32(i ^ seed) for i in range(n)])])


def t_blend(rng, variant):
    """A call across objects: blend.cl calls lerp1 of mix.cl (fma, one rounding)."""
    n, t = 500, 0.375
    a, b = rand_f32(rng, n, -1000, 1000), rand_f32(rng, n, -1000, 1000)
    ref = [round_f32(Fraction(t) * Fraction(f32(y - x)) + Fraction(x)) for x, y in zip(a, b)]
    return dict(grid=str(n), block='64',
                args=[Buf('f32', a), Buf('f32', b), Buf('f32', zero=4 * n), 'f32:%r' % t, 'u32:%d' % n],
                outs=[Out(2, 'f32', ref)])


def t_hash_histogram(rng, variant):
    """LDS atomics and barriers, calling mix32 of another object."""
    n = 3000
    data = [rng.randint(0, M32) for _ in range(n)]
    bins = [0] * 16
    for v in data:
        bins[mix32(v) % 16] += 1
    return dict(grid='1024', block='128', args=[Buf('u32', data), Buf('u32', zero=4 * 16), 'u32:%d' % n],
                outs=[Out(1, 'u32', bins)])
