#!/usr/bin/env python3
"""Writes packed_const_f16.s and packed_const_i16.s: every inline constant in
every source position of the VOP3P 16-bit ops (v_pk_fma/add/mul/min/max_f16,
the packed 16-bit integer ops, v_dot2_i32_i16 / v_dot2_u32_u16) and of
v_pk_fmac_f16 (VOP2, src0), with op_sel / op_sel_hi (and neg_lo / neg_hi on
float sources) varied.  clang-16 emits such code for half2 and short2
arithmetic: `v_pk_fma_f16 v2, v2, 0.5, 1.0 op_sel_hi:[1,0,0]`.

Expected values, independent of the model:
- The constant's 32-bit value (docs/numerics.md, "Packed math"): the ISA's
  inline-constant table gives "half-precision inline floats" for 16-bit
  operands (1/(2*pi) is 0x3118), placed in bits 15:0 with zeros above; an
  integer constant (0..64, -1..-16) is sign-extended to 32 bits.  A 32-bit
  operand (src2 of the dots) gets the single-precision constant.  LLVM 16
  relies on this: for half2 x * 0.5 + 1.0 it sets op_sel_hi = 0 to feed the
  constant to the high element too.
- VOP3P source i: the low element is the half op_sel[i] names, the high
  element the half op_sel_hi[i] names; neg_lo / neg_hi flip bit 15 of the
  element (ISA 6.7 and the VOP3P field descriptions).
- The operations: the pseudocode of V_PK_* (chapter 12.10), with IEEE
  arithmetic on binary16 (exact rationals rounded to nearest even by
  fpref.py; MODE 0x3f0 keeps denormals), the NaN rules of docs/numerics.md
  (first NaN source quieted; an invalid operation gives 0xfe00; min/max with
  IEEE set: a quiet NaN source gives the other source), and 16-bit integer
  arithmetic that wraps.
Run `python3 tests/isa/float/gen_pk_const.py` to regenerate."""
import os
from fractions import Fraction
from fpref import round_frac, bits_to_frac

HERE = os.path.dirname(os.path.abspath(__file__))
F16_CONSTS = [("0.5", 0x3800), ("-0.5", 0xb800), ("1.0", 0x3c00), ("-1.0", 0xbc00), ("2.0", 0x4000),
              ("-2.0", 0xc000), ("4.0", 0x4400), ("-4.0", 0xc400), ("0.15915494", 0x3118)]
F32_CONSTS = {"1.0": 0x3f800000, "-2.0": 0xc0000000, "0.15915494": 0x3e22f983}
INT_CONSTS_F = [0, 1, 64, -1, -16]             # in the float ops: f16 denormals and NaNs
INT_CONSTS_I = [0, 1, 7, 64, -1, -5, -16]
LANES = 8                                      # lane l uses pattern l % 8
# x (v1) and y (v2) as {hi, lo} f16 pairs: normals, signed zeros, the largest
# finite value, infinities, denormals
X16 = [(0x3e00, 0x4000), (0xc200, 0x3400), (0x0000, 0x8000), (0x7bff, 0xfbff),
       (0x7c00, 0xfc00), (0x0001, 0x83ff), (0x2e66, 0x63d0), (0xb800, 0x3800)]
Y16 = [(0x3a00, 0xbc00), (0x4000, 0x4000), (0x8000, 0x4200), (0xbc00, 0x3800),
       (0x4500, 0xb400), (0x0400, 0x8001), (0xc780, 0x5640), (0x0000, 0x0000)]
# integer x and y: wrapping and signed / unsigned boundaries, shift counts
XI = [(0x0003, 0xfffb), (0x7fff, 0x8000), (0x0010, 0x0001), (0xffff, 0x0000),
      (0x1234, 0xfedc), (0x0040, 0x000f), (0x8001, 0x7ffe), (0x00ff, 0xff00)]
YI = [(0x0002, 0x0005), (0xfff0, 0x0011), (0x8000, 0x0007), (0x0001, 0xffff),
      (0x0033, 0x0100), (0x4000, 0xc000), (0x0009, 0x0008), (0xfffe, 0x0003)]
# op_sel / op_sel_hi / neg_lo / neg_hi of the constant's position, cycled
VARIANTS_F = [(0, 1, 0, 0), (0, 0, 0, 0), (1, 1, 0, 0), (1, 0, 0, 0), (0, 0, 1, 0), (0, 1, 0, 1), (1, 0, 1, 1)]
VARIANTS_I = [(0, 1, 0, 0), (0, 0, 0, 0), (1, 1, 0, 0), (1, 0, 0, 0)]


def const32(text_or_int, bits16=True):
    """The 32-bit value of an inline constant given to an operand."""
    if isinstance(text_or_int, int):
        return text_or_int & 0xffffffff
    if bits16:
        return dict(F16_CONSTS)[text_or_int]
    return F32_CONSTS[text_or_int]


# ---- binary16 arithmetic (IEEE, round to nearest even, denormals kept) ----

def is_nan(b): return (b & 0x7c00) == 0x7c00 and (b & 0x3ff) != 0
def is_inf(b): return (b & 0x7fff) == 0x7c00
def is_zero(b): return (b & 0x7fff) == 0
def sgn(b): return b >> 15 & 1
def quiet(b): return b | 0x200


DNAN = 0xfe00
INF = 0x7c00


def first_nan(*ops):
    for b in ops:
        if is_nan(b):
            return quiet(b)
    return None


def rnd(v, zero_sign):
    return round_frac(v, 16, neg_zero=zero_sign) if v == 0 else round_frac(v, 16)


def f16_add(a, b):
    n = first_nan(a, b)
    if n is not None:
        return n
    if is_inf(a) or is_inf(b):
        if is_inf(a) and is_inf(b) and sgn(a) != sgn(b):
            return DNAN
        return a if is_inf(a) else b
    return rnd(bits_to_frac(a, 16) + bits_to_frac(b, 16), sgn(a) and sgn(b))


def f16_mul(a, b):
    n = first_nan(a, b)
    if n is not None:
        return n
    s = sgn(a) ^ sgn(b)
    if is_inf(a) or is_inf(b):
        return DNAN if is_zero(a) or is_zero(b) else s << 15 | INF
    return rnd(bits_to_frac(a, 16) * bits_to_frac(b, 16), s)


def f16_fma(a, b, c):
    n = first_nan(a, b, c)
    if n is not None:
        return n
    ps = sgn(a) ^ sgn(b)
    if is_inf(a) or is_inf(b):
        if is_zero(a) or is_zero(b) or (is_inf(c) and sgn(c) != ps):
            return DNAN
        return ps << 15 | INF
    if is_inf(c):
        return c
    p = bits_to_frac(a, 16) * bits_to_frac(b, 16)
    # an exact zero is -0 only when both terms are -0 (round to nearest)
    return rnd(p + bits_to_frac(c, 16), p == 0 and ps and sgn(c) and is_zero(c))


def f16_key(b):
    """The value of a non-NaN f16 for ordering (infinities beyond every finite value)."""
    if is_inf(b):
        return Fraction(-(1 << 20) if sgn(b) else 1 << 20)
    return bits_to_frac(b, 16)


def f16_minmax(a, b, is_max):
    """V_MIN_F16 / V_MAX_F16 pseudocode with IEEE_MODE set (no signaling NaN
    reaches these tests: every NaN constant has its quiet bit set)."""
    if is_nan(a):
        return b
    if is_nan(b):
        return a
    if is_zero(a) and is_zero(b) and sgn(a) != sgn(b):
        return b if (sgn(a) == 0) != is_max else a   # max keeps +0, min keeps -0
    if is_max:
        return a if f16_key(a) >= f16_key(b) else b   # S0 >= S1 ? S0 : S1
    return a if f16_key(a) <= f16_key(b) else b   # S0 <= S1 ? S0 : S1


F_OPS = {
    "v_pk_fma_f16": (3, lambda a, b, c: f16_fma(a, b, c)),
    "v_pk_add_f16": (2, lambda a, b, c: f16_add(a, b)),
    "v_pk_mul_f16": (2, lambda a, b, c: f16_mul(a, b)),
    "v_pk_min_f16": (2, lambda a, b, c: f16_minmax(a, b, False)),
    "v_pk_max_f16": (2, lambda a, b, c: f16_minmax(a, b, True)),
}


def s16(v): return v - 0x10000 if v & 0x8000 else v


I_OPS = {
    "v_pk_mad_i16": (3, lambda a, b, c: (s16(a) * s16(b) + s16(c)) & 0xffff),
    "v_pk_mul_lo_u16": (2, lambda a, b, c: (a * b) & 0xffff),
    "v_pk_add_i16": (2, lambda a, b, c: (a + b) & 0xffff),
    "v_pk_sub_i16": (2, lambda a, b, c: (a - b) & 0xffff),
    "v_pk_lshlrev_b16": (2, lambda a, b, c: (b << (a & 15)) & 0xffff),
    "v_pk_lshrrev_b16": (2, lambda a, b, c: b >> (a & 15)),
    "v_pk_ashrrev_i16": (2, lambda a, b, c: (s16(b) >> (a & 15)) & 0xffff),
    "v_pk_max_i16": (2, lambda a, b, c: a if s16(a) >= s16(b) else b),
    "v_pk_min_i16": (2, lambda a, b, c: a if s16(a) < s16(b) else b),
    "v_pk_mad_u16": (3, lambda a, b, c: (a * b + c) & 0xffff),
    "v_pk_add_u16": (2, lambda a, b, c: (a + b) & 0xffff),
    "v_pk_sub_u16": (2, lambda a, b, c: (a - b) & 0xffff),
    "v_pk_max_u16": (2, lambda a, b, c: a if a >= b else b),
    "v_pk_min_u16": (2, lambda a, b, c: a if a < b else b),
}


def pack(hi, lo): return hi << 16 | lo


def element(v32, sel, neg):
    """The half of a source's 32-bit value that op_sel / op_sel_hi picks."""
    return ((v32 >> 16) if sel else v32) & 0xffff ^ (0x8000 if neg else 0)


def lane_values(pairs):
    return [pack(*pairs[l % LANES]) for l in range(64)]


def lanes_expr(vals):
    """An expect/init expression in l: the LANES patterns repeat."""
    assert all(vals[l] == vals[l % LANES] for l in range(64))
    return "[%s][l %% %d]" % (", ".join("0x%08x" % v for v in vals[:LANES]), LANES)


def fmt_list(name, bits, n):
    return "" if not any(bits) else " %s:[%s]" % (name, ",".join(str(b) for b in bits[:n]))


class Writer:
    def __init__(self, inputs):
        self.code, self.expect, self.reg = [], [], 10
        self.inputs = inputs         # register -> per-lane values

    def emit(self, mnemonic, nsrc, srcs, mods, result):
        """srcs: operand texts; mods: (op_sel, op_sel_hi, neg_lo, neg_hi) lists;
        result(lane) -> the expected dword."""
        op_sel, op_sel_hi, neg_lo, neg_hi = mods
        text = "%s v%d, %s" % (mnemonic, self.reg, ", ".join(srcs[:nsrc]))
        text += fmt_list("op_sel", op_sel, nsrc)
        if op_sel_hi[:nsrc] != [1] * nsrc:
            text += " op_sel_hi:[%s]" % ",".join(str(b) for b in op_sel_hi[:nsrc])
        text += fmt_list("neg_lo", neg_lo, nsrc) + fmt_list("neg_hi", neg_hi, nsrc)
        self.code.append(text)
        self.expect.append(";; expect v%d = %s" % (self.reg, lanes_expr([result(l) for l in range(64)])))
        self.reg += 1
        assert self.reg < 256, "too many results for one test"


def packed_case(w, mnemonic, nsrc, fn, srcs, vals, mods):
    """One VOP3P instruction: vals[i](lane) is source i's 32-bit value."""
    op_sel, op_sel_hi, neg_lo, neg_hi = mods

    def result(l):
        ops_lo = [element(vals[i](l), op_sel[i], neg_lo[i]) for i in range(nsrc)] + [0] * (3 - nsrc)
        ops_hi = [element(vals[i](l), op_sel_hi[i], neg_hi[i]) for i in range(nsrc)] + [0] * (3 - nsrc)
        return pack(fn(*ops_hi), fn(*ops_lo))
    w.emit(mnemonic, nsrc, srcs, mods, result)


def reg_val(w, r):
    return lambda l: w.inputs[r][l]


def operand_val(w, text, bits16=True):
    """Source text (vN, an integer or a float constant) -> its 32-bit value per lane."""
    if text.startswith("v"):
        return reg_val(w, int(text[1:]))
    c = const32(int(text)) if text.lstrip("-").isdigit() else const32(text, bits16)
    return lambda l: c


def const_case(w, mnemonic, nsrc, fn, pos, text, c32, variant):
    """The constant c32 (written `text`) in source pos, v1 and v2 in the others;
    variant: (op_sel, op_sel_hi, neg_lo, neg_hi) of the constant's source."""
    others = iter([1, 2])
    srcs, vals = [], []
    for i in range(nsrc):
        if i == pos:
            srcs.append(text)
            vals.append(lambda l, c=c32: c)
        else:
            r = next(others)
            srcs.append("v%d" % r)
            vals.append(reg_val(w, r))
    mods = [[0] * 3, [1] * 3, [0] * 3, [0] * 3]
    for m in range(4):
        mods[m][pos] = variant[m]
    packed_case(w, mnemonic, nsrc, fn, srcs, vals, mods)


def write_f16():
    x, y = lane_values(X16), lane_values(Y16)
    w = Writer({1: x, 2: y})
    consts = [(t, const32(t)) for t, _ in F16_CONSTS] + [(str(c), const32(c)) for c in INT_CONSTS_F]
    k = 0
    for mnemonic, (nsrc, fn) in F_OPS.items():
        for pos in range(nsrc):
            for text, c32 in consts:
                const_case(w, mnemonic, nsrc, fn, pos, text, c32, VARIANTS_F[k % len(VARIANTS_F)])
                k += 1
    # two and three constants in one instruction; the first is what clang-16
    # -O2 emits for half2 x * 0.5 + 1.0
    for texts, sel_hi in ((("v1", "0.5", "1.0"), [1, 0, 0]), (("v1", "0.5", "1.0"), [1, 1, 1]),
                          (("-2.0", "0.15915494", "4.0"), [0, 1, 0]), (("1.0", "v2", "-1"), [0, 0, 1])):
        vals = [operand_val(w, t) for t in texts]
        packed_case(w, "v_pk_fma_f16", 3, F_OPS["v_pk_fma_f16"][1], list(texts), vals,
                    [[0] * 3, sel_hi, [0] * 3, [0] * 3])
    # v_pk_fmac_f16 (VOP2): D.lo = fma(S0.lo, S1.lo, D.lo), D.hi likewise; a
    # constant can only be src0.  D starts as y, copied first.
    for text, c32 in consts:
        w.code.append("v_mov_b32 v%d, v2" % w.reg)

        def result(l, c=c32):
            return pack(f16_fma(c >> 16, x[l] >> 16, y[l] >> 16), f16_fma(c & 0xffff, x[l] & 0xffff, y[l] & 0xffff))
        w.code.append("v_pk_fmac_f16 v%d, %s, v1" % (w.reg, text))
        w.expect.append(";; expect v%d = %s" % (w.reg, lanes_expr([result(l) for l in range(64)])))
        w.reg += 1
    head = ["// Generated by tests/isa/float/gen_pk_const.py (the reasoning is there); do not edit.",
            "// Inline constants in the packed f16 ops: every constant in every source position, op_sel /",
            "// op_sel_hi / neg_lo / neg_hi varied; v_pk_fmac_f16 with a constant src0.",
            ";; init mode = 0x3f0",
            ";; init v1 = %s" % lanes_expr(x),
            ";; init v2 = %s" % lanes_expr(y)]
    return head + w.expect + w.code + ["s_endpgm", ""]


def write_i16():
    x, y = lane_values(XI), lane_values(YI)
    w = Writer({1: x, 2: y})
    consts = [(str(c), const32(c)) for c in INT_CONSTS_I]
    k = 0
    for mnemonic, (nsrc, fn) in I_OPS.items():
        for pos in range(nsrc):
            for text, c32 in consts:
                if nsrc == 2 and pos == 0 and k % 2:   # every constant twice per op, once in src0
                    k += 1
                    continue
                const_case(w, mnemonic, nsrc, fn, pos, text, c32, VARIANTS_I[k % len(VARIANTS_I)])
                k += 1
    # dots: S0.lo * S1.lo + S0.hi * S1.hi + S2 in 32 bits (no clamp: wraps);
    # S2 is a 32-bit operand, so a float constant there is the f32 pattern
    dots = {"v_dot2_i32_i16": s16, "v_dot2_u32_u16": lambda v: v}
    cases = [("-5", "v2", "7", [0, 0], [1, 1]), ("v1", "3", "-16", [0, 1], [1, 0]),
             ("-1", "64", "1.0", [1, 0], [0, 1]), ("v1", "-16", "0.15915494", [0, 0], [0, 0]),
             ("1", "v2", "-2.0", [1, 1], [1, 1])]
    for mnemonic, ext in dots.items():
        for t0, t1, t2, sel, sel_hi in cases:
            v0, v1, v2 = operand_val(w, t0), operand_val(w, t1), operand_val(w, t2, bits16=False)

            def result(l, v0=v0, v1=v1, v2=v2, sel=sel, sel_hi=sel_hi, ext=ext):
                a, b = v0(l), v1(l)
                lo = ext(element(a, sel[0], 0)) * ext(element(b, sel[1], 0))
                hi = ext(element(a, sel_hi[0], 0)) * ext(element(b, sel_hi[1], 0))
                return (lo + hi + v2(l)) & 0xffffffff
            w.emit(mnemonic, 3, [t0, t1, t2], [sel + [0], sel_hi + [1], [0] * 3, [0] * 3], result)
    head = ["// Generated by tests/isa/float/gen_pk_const.py (the reasoning is there); do not edit.",
            "// Integer inline constants in the packed 16-bit integer ops (every source position, op_sel /",
            "// op_sel_hi varied) and in the 16-bit dots, whose S2 takes 32-bit constants.",
            ";; init v1 = %s" % lanes_expr(x),
            ";; init v2 = %s" % lanes_expr(y)]
    return head + w.expect + w.code + ["s_endpgm", ""]


def main():
    for name, lines in (("packed_const_f16.s", write_f16()), ("packed_const_i16.s", write_i16())):
        with open(os.path.join(HERE, name), "w") as f:
            f.write("\n".join(lines))


main()
