"""Reference IEEE rounding for the float directed tests (independent of the
model): exact rationals (fractions.Fraction) rounded to binary16/32/64 with a
chosen rounding mode.  Used by gen_*.py to write expected values into .s
tests; run `python3 tests/isa/float/gen_div.py` to regenerate."""
import struct
from fractions import Fraction

FMT = {16: (10, 15), 32: (23, 127), 64: (52, 1023)}
RNE, RUP, RDN, RTZ = 0, 1, 2, 3


def bits_to_frac(b, w):
    man, bias = FMT[w]
    s, e, m = b >> (w - 1), (b >> man) & ((1 << (w - 1 - man)) - 1), b & ((1 << man) - 1)
    if e == (2 * bias + 1):
        raise ValueError("inf/nan")
    v = Fraction(m, 1 << man) * Fraction(2) ** (1 - bias) if e == 0 else \
        Fraction((1 << man) | m, 1 << man) * Fraction(2) ** (e - bias)
    return -v if s else v


def f32bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def round_frac(v, w, mode=RNE, neg_zero=False):
    """Bits of the rational v rounded to binary w (v == 0 gives +-0)."""
    man, bias = FMT[w]
    sign = 1 if v < 0 or (v == 0 and neg_zero) else 0
    a = abs(v)
    inf = (2 * bias + 1) << man
    if a == 0:
        return sign << (w - 1)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    while Fraction(2) ** e > a:
        e -= 1
    while Fraction(2) ** (e + 1) <= a:
        e += 1
    e = max(e, 1 - bias)
    q = a / Fraction(2) ** (e - man)          # scaled so the integer part has man+1 bits
    n = q.numerator // q.denominator
    rem = q - n
    if mode == RNE:
        up = rem > Fraction(1, 2) or (rem == Fraction(1, 2) and n & 1)
    elif mode == RUP:
        up = rem > 0 and not sign
    elif mode == RDN:
        up = rem > 0 and sign
    else:
        up = False
    n += up
    out = n if e == 1 - bias and n < (1 << man) else ((e + bias - 1) << man) + n
    if out >= inf:
        to_inf = mode == RNE or (mode == RUP and not sign) or (mode == RDN and sign)
        out = inf if to_inf else inf - 1
    return (sign << (w - 1)) | out
