#!/usr/bin/env python3
"""Writes packed_const_f16.s and packed_const_i16.s: every inline constant in
every source position of the VOP3P 16-bit ops (v_pk_fma/add/mul/min/max_f16,
the packed 16-bit integer ops, v_dot2_i32_i16 / v_dot2_u32_u16) and of
v_pk_fmac_f16 (VOP2, src0), with op_sel / op_sel_hi (and neg_lo / neg_hi on
float sources) varied.  clang-16 emits such code for half2 and short2
arithmetic: `v_pk_fma_f16 v2, v2, 0.5, 1.0 op_sel_hi:[1,0,0]`.

Expected values, independent of the model:
- The constant's 32-bit value (docs/numerics.md, "Packed math"; LLVM PR
  #76522, "AMDGPU: Fix packed 16-bit inline constants", whose
  getInlineEncodingV216 states the hardware's behaviour): a packed 16-bit
  operand is a 32-bit value.  An integer constant (0..64, -1..-16) is
  sign-extended to 32 bits.  A float constant is, on an f16 operand, its f16
  pattern in bits 15:0 with zeros above (1/(2*pi) is 0x3118); on a packed
  16-bit INTEGER operand (the v_pk_*_i16/u16/b16 ops, the dots' S0 and S1)
  its single-precision pattern (0.5 is 0x3f000000, 1/(2*pi) 0x3e22f983).  A
  32-bit operand (src2 of the dots) gets the single-precision constant.
  LLVM 16 relies on the f16 case: for half2 x * 0.5 + 1.0 it sets
  op_sel_hi = 0 to feed the constant to the high element too.
- LLVM 16's assembler refuses a float constant on a 16-bit integer operand
  (and its disassembler prints code 240 there as 0x3800), so those
  instructions are written as words: llvm-mc-16's encoding of the same
  instruction with the constant 0, its source field set to the float
  constant's code (240..248), checked by disassembling the words with
  llvm-mc-16 (the line above each .long says what LLVM prints).
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
import re
import subprocess
from fractions import Fraction
from fpref import round_frac, bits_to_frac

HERE = os.path.dirname(os.path.abspath(__file__))
F16_CONSTS = [("0.5", 0x3800), ("-0.5", 0xb800), ("1.0", 0x3c00), ("-1.0", 0xbc00), ("2.0", 0x4000),
              ("-2.0", 0xc000), ("4.0", 0x4400), ("-4.0", 0xc400), ("0.15915494", 0x3118)]
F32_CONSTS = {"0.5": 0x3f000000, "-0.5": 0xbf000000, "1.0": 0x3f800000, "-1.0": 0xbf800000,
              "2.0": 0x40000000, "-2.0": 0xc0000000, "4.0": 0x40800000, "-4.0": 0xc0800000,
              "0.15915494": 0x3e22f983}
FLOAT_CODE = {t: 240 + i for i, (t, _) in enumerate(F16_CONSTS)}   # ISA inline constant codes
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


def const32(text_or_int, f16=True):
    """The 32-bit value of an inline constant given to an operand (f16: the
    operand's elements are f16, so a float constant is its f16 pattern)."""
    if isinstance(text_or_int, int):
        return text_or_int & 0xffffffff
    if f16:
        return dict(F16_CONSTS)[text_or_int]
    return F32_CONSTS[text_or_int]


# ---- words for what llvm-mc-16 refuses: a float constant on a 16-bit integer operand ----

LLVM = ["-triple=amdgcn-amd-amdhsa", "-mcpu=gfx90a"]


def with_code(text, pos, code):
    """(words, LLVM's disassembly) of the instruction `text` (VOP3P, VOP3, or a
    32-bit VOP2 whose src0 is the constant), whose source pos is the constant
    0, with that source's field set to code."""
    enc = subprocess.run(["llvm-mc-16", "-show-encoding"] + LLVM, input=text, capture_output=True,
                         text=True, check=True).stdout
    b = [int(x, 16) for x in re.search(r"encoding: \[([^]]*)\]", enc).group(1).split(",")]
    assert len(b) in (4, 8), text
    words = [int.from_bytes(bytes(b[i:i + 4]), "little") for i in range(0, len(b), 4)]
    # VOP3/VOP3P: src0 8:0, src1 17:9, src2 26:18 of the second dword; VOP2: src0 8:0
    shift = 9 * pos
    assert words[-1] >> shift & 0x1ff == 128, text    # the constant 0 sits there
    words[-1] = words[-1] & ~(0x1ff << shift) | code << shift
    data = b"".join(w.to_bytes(4, "little") for w in words)
    dis = subprocess.run(["llvm-mc-16", "-disassemble"] + LLVM, capture_output=True, text=True, check=True,
                         input=" ".join("0x%02x" % v for v in data)).stdout
    lines = [ln.strip() for ln in dis.splitlines() if ln.strip() and not ln.strip().startswith(".")]
    assert len(lines) == 1, dis
    return words, lines[0]


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


def as_words(text, pos, const):
    """`text` (the constant 0 in source pos) with the float constant const
    there, as .long words under LLVM's disassembly."""
    words, dis = with_code(text, pos, FLOAT_CODE[const])
    return "// %s  (%s)\n.long %s" % (dis, const, ", ".join("0x%08x" % w for w in words))


class Writer:
    def __init__(self, inputs):
        self.code, self.expect, self.reg = [], [], 10
        self.inputs = inputs         # register -> per-lane values

    def emit(self, mnemonic, nsrc, srcs, mods, result, int_pos=()):
        """srcs: operand texts; mods: (op_sel, op_sel_hi, neg_lo, neg_hi) lists;
        result(lane) -> the expected dword; int_pos: the sources of 16-bit
        integer elements (a float constant there is written as words)."""
        op_sel, op_sel_hi, neg_lo, neg_hi = mods
        floats = [i for i in int_pos if srcs[i] in FLOAT_CODE]
        assert len(floats) <= 1, "one float constant per word-written instruction"
        shown = ["0" if i in floats else t for i, t in enumerate(srcs[:nsrc])]
        text = "%s v%d, %s" % (mnemonic, self.reg, ", ".join(shown))
        text += fmt_list("op_sel", op_sel, nsrc)
        if op_sel_hi[:nsrc] != [1] * nsrc:
            text += " op_sel_hi:[%s]" % ",".join(str(b) for b in op_sel_hi[:nsrc])
        text += fmt_list("neg_lo", neg_lo, nsrc) + fmt_list("neg_hi", neg_hi, nsrc)
        if floats:
            text = as_words(text, floats[0], srcs[floats[0]])
        self.code.append(text)
        self.expect.append(";; expect v%d = %s" % (self.reg, lanes_expr([result(l) for l in range(64)])))
        self.reg += 1
        assert self.reg < 256, "too many results for one test"


def packed_case(w, mnemonic, nsrc, fn, srcs, vals, mods, int_pos=()):
    """One VOP3P instruction: vals[i](lane) is source i's 32-bit value."""
    op_sel, op_sel_hi, neg_lo, neg_hi = mods

    def result(l):
        ops_lo = [element(vals[i](l), op_sel[i], neg_lo[i]) for i in range(nsrc)] + [0] * (3 - nsrc)
        ops_hi = [element(vals[i](l), op_sel_hi[i], neg_hi[i]) for i in range(nsrc)] + [0] * (3 - nsrc)
        return pack(fn(*ops_hi), fn(*ops_lo))
    w.emit(mnemonic, nsrc, srcs, mods, result, int_pos)


def reg_val(w, r):
    return lambda l: w.inputs[r][l]


def operand_val(w, text, f16=True):
    """Source text (vN, an integer or a float constant) -> its 32-bit value per lane."""
    if text.startswith("v"):
        return reg_val(w, int(text[1:]))
    c = const32(int(text)) if text.lstrip("-").isdigit() else const32(text, f16)
    return lambda l: c


def const_case(w, mnemonic, nsrc, fn, pos, text, c32, variant, int_pos=()):
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
    packed_case(w, mnemonic, nsrc, fn, srcs, vals, mods, int_pos)


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
    # clang-16 -O1..-O3's code for short2 x + (short2)(5, 0) and x * (short2)(-3, 0), a
    # miscompile (docs/known-issues.md): -5 and -3 are 0xfffffffb and 0xfffffffd, so the
    # high elements get x.hi + 1 and x.hi * 0xffff
    for mnemonic, c in (("v_pk_sub_u16", -5), ("v_pk_mul_lo_u16", -3)):
        nsrc, fn = I_OPS[mnemonic]
        const_case(w, mnemonic, nsrc, fn, 1, str(c), const32(c), VARIANTS_I[0])
    # float constants: the f32 pattern, two per source position of every op,
    # the nine constants and the op_sel variants in turn
    k = 0
    for mnemonic, (nsrc, fn) in I_OPS.items():
        for pos in range(nsrc):
            for _ in range(2):
                text = F16_CONSTS[k % len(F16_CONSTS)][0]
                const_case(w, mnemonic, nsrc, fn, pos, text, const32(text, f16=False),
                           VARIANTS_I[k % len(VARIANTS_I)], int_pos=range(nsrc))
                k += 1
    # dots: S0.lo * S1.lo + S0.hi * S1.hi + S2 in 32 bits (no clamp: wraps);
    # S0 and S1 have 16-bit integer elements and S2 is a 32-bit operand, so a
    # float constant is the f32 pattern in all three
    dots = {"v_dot2_i32_i16": s16, "v_dot2_u32_u16": lambda v: v}
    cases = [("-5", "v2", "7", [0, 0], [1, 1]), ("v1", "3", "-16", [0, 1], [1, 0]),
             ("-1", "64", "1.0", [1, 0], [0, 1]), ("v1", "-16", "0.15915494", [0, 0], [0, 0]),
             ("1", "v2", "-2.0", [1, 1], [1, 1]),
             ("0.5", "v2", "7", [1, 0], [0, 1]), ("v1", "-4.0", "1.0", [0, 1], [1, 1]),
             ("-1.0", "v2", "-16", [1, 1], [0, 0])]
    for mnemonic, ext in dots.items():
        for t0, t1, t2, sel, sel_hi in cases:
            v0, v1, v2 = (operand_val(w, t, f16=False) for t in (t0, t1, t2))

            def result(l, v0=v0, v1=v1, v2=v2, sel=sel, sel_hi=sel_hi, ext=ext):
                a, b = v0(l), v1(l)
                lo = ext(element(a, sel[0], 0)) * ext(element(b, sel[1], 0))
                hi = ext(element(a, sel_hi[0], 0)) * ext(element(b, sel_hi[1], 0))
                return (lo + hi + v2(l)) & 0xffffffff
            w.emit(mnemonic, 3, [t0, t1, t2], [sel + [0], sel_hi + [1], [0] * 3, [0] * 3], result,
                   int_pos=(0, 1))
    head = ["// Generated by tests/isa/float/gen_pk_const.py (the reasoning is there); do not edit.",
            "// Inline constants in the packed 16-bit integer ops (integer ones in every source position,",
            "// float ones, which read their f32 pattern, twice per position; op_sel / op_sel_hi varied)",
            "// and in the 16-bit dots, whose S2 takes 32-bit constants.",
            ";; init v1 = %s" % lanes_expr(x),
            ";; init v2 = %s" % lanes_expr(y)]
    return head + w.expect + w.code + ["s_endpgm", ""]


def write_unpacked_i16():
    """Float constants of non-packed 16-bit integer operands: the f16 pattern in
    bits 15:0 and zeros above (docs/salu-valu-int.md: a reading).  VOP1/VOP2
    rows and their e64 forms write the low half and zero the high half; the
    VOP3 rows with op_sel read the halves op_sel[0..2] name and write the half
    op_sel[3] names, keeping the other (int16.s)."""
    x, y = lane_values(XI), lane_values(YI)
    w = Writer({1: x, 2: y})
    lo = lambda v: v & 0xffff           # noqa: E731
    cases = [  # text with the constant 0, its position, the constant, result(x, y, old vdst)
        ("v_add_u16_e32 v%d, 0, v1", 0, "0.5", lambda a, b, d: (0x3800 + lo(a)) & 0xffff),
        ("v_sub_u16_e64 v%d, v1, 0", 1, "0.15915494", lambda a, b, d: (lo(a) - 0x3118) & 0xffff),
        ("v_max_i16_e64 v%d, 0, v1", 0, "-2.0", lambda a, b, d: lo(a) if s16(lo(a)) >= -0x4000 else 0xc000),
        ("v_lshlrev_b16_e64 v%d, 0, v1", 0, "0.15915494", lambda a, b, d: (lo(a) << 8) & 0xffff),
        ("v_mul_lo_u16_e64 v%d, v1, 0", 1, "4.0", lambda a, b, d: (lo(a) * 0x4400) & 0xffff),
        ("v_mad_u16 v%d, v1, 0, v2", 1, "2.0", lambda a, b, d: d & 0xffff0000 | (lo(a) * 0x4000 + lo(b)) & 0xffff),
        ("v_mad_u16 v%d, v1, 0, v2 op_sel:[0,1,0,0]", 1, "2.0", lambda a, b, d: d & 0xffff0000 | lo(b)),
        ("v_mad_i16 v%d, v1, v2, 0 op_sel:[0,0,1,1]", 2, "-0.5",
         lambda a, b, d: d & 0xffff | ((s16(lo(a)) * s16(lo(b))) & 0xffff) << 16),
    ]
    for text, pos, const, fn in cases:
        w.code.append("v_mov_b32 v%d, v2" % w.reg)   # the half an op_sel row keeps
        w.code.append(as_words(text % w.reg, pos, const))
        w.expect.append(";; expect v%d = %s" % (w.reg, lanes_expr([fn(x[l], y[l], y[l]) for l in range(64)])))
        w.reg += 1
    head = ["// Generated by tests/isa/float/gen_pk_const.py (the reasoning is there); do not edit.",
            "// Float inline constants of non-packed 16-bit integer operands: the f16 pattern in bits 15:0,",
            "// zeros above (a reading, docs/salu-valu-int.md), written as words (llvm-mc-16 refuses them).",
            ";; init v1 = %s" % lanes_expr(x),
            ";; init v2 = %s" % lanes_expr(y)]
    return head + w.expect + w.code + ["s_endpgm", ""]


def main():
    for name, lines in (("packed_const_f16.s", write_f16()), ("packed_const_i16.s", write_i16()),
                        ("unpacked_const_i16.s", write_unpacked_i16())):
        with open(os.path.join(HERE, name), "w") as f:
            f.write("\n".join(lines))


main()
