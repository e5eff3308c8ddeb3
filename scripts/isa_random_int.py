#!/usr/bin/env python3
"""Randomized check of the scalar and integer vector ALU against Python readings of the ISA.

Writes random tests in the `;; init` / `;; expect` syntax of tests/isa (see isa_tests.py) and
runs them on the model. The expected values come from the small Python functions below, each a
reading of the instruction's pseudocode in ../shared/isa/vega-7nm-gfx9-isa.txt written apart
from the C model (docs/salu-valu-int.md records the readings both follow). Five kinds of test
per seed: VOP1/VOP2/VOP3 integer ops on random lanes, SOP2 ops with SCC, carry-in/carry-out
ops and 64-bit mads under a random EXEC, DPP moves with random controls, masks, bound_ctrl and
EXEC, and SDWA ops with random selects.

Usage: isa_random_int.py --isatest BIN [--seeds N] [--first S] [--keep DIR]
Prints isa_tests.py's lines and "N passed, M failed".
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
M = 0xffffffff
M64 = (1 << 64) - 1


def sx(v, bits):
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def lanes(vals):
    """A per-lane expression for an ;; init / ;; expect line."""
    return "[" + ",".join("0x%x" % v for v in vals) + "][l]"


def clz32(v):
    return 32 - v.bit_length() if v else M


def med3(a, b, c):
    return sorted([a, b, c])[1]


def bfe(v, off, width, bits, signed):
    """Bit-field extract: signed forms shift arithmetically, then sign-extend the field."""
    if width == 0:
        return 0
    x = (sx(v, bits) if signed else v) >> off
    if width >= bits:
        return x & ((1 << bits) - 1)
    x &= (1 << width) - 1
    if signed and x >> (width - 1):
        x -= 1 << width
    return x & ((1 << bits) - 1)


def perm(a, b, sel):
    data = (a << 32) | b
    r = 0
    for k in range(4):
        s = (sel >> (8 * k)) & 0xff
        if s >= 13:
            v = 0xff
        elif s == 12:
            v = 0
        elif s >= 8:
            v = 0xff * ((data >> (16 * (s - 8) + 15)) & 1)
        else:
            v = (data >> (8 * s)) & 0xff
        r |= v << (8 * k)
    return r


def edge_or_random(rng):
    r = rng.random()
    if r < 0.3:
        return rng.choice([0, 1, 2, 0x7fffffff, 0x80000000, M, 0xfffffffe, 0x8000, 0x7fff, 0xffff,
                           0x10000, 31, 32, 33, 63, 0x100010, 0x200004])
    if r < 0.5:
        return rng.getrandbits(rng.choice([3, 5, 8, 16]))
    return rng.getrandbits(32)


VALU2 = {
    'v_add_u32_e64': lambda a, b: a + b, 'v_sub_u32_e64': lambda a, b: a - b,
    'v_subrev_u32_e64': lambda a, b: b - a, 'v_add_i32': lambda a, b: a + b, 'v_sub_i32': lambda a, b: a - b,
    'v_mul_lo_u32': lambda a, b: a * b, 'v_mul_hi_u32': lambda a, b: (a * b) >> 32,
    'v_mul_hi_i32': lambda a, b: (sx(a, 32) * sx(b, 32)) >> 32,
    'v_mul_u32_u24_e64': lambda a, b: (a & 0xffffff) * (b & 0xffffff),
    'v_mul_hi_u32_u24_e64': lambda a, b: ((a & 0xffffff) * (b & 0xffffff)) >> 32,
    'v_mul_i32_i24_e64': lambda a, b: sx(a, 24) * sx(b, 24),
    'v_mul_hi_i32_i24_e64': lambda a, b: (sx(a, 24) * sx(b, 24)) >> 32,
    'v_min_i32_e64': lambda a, b: min(sx(a, 32), sx(b, 32)), 'v_max_i32_e64': lambda a, b: max(sx(a, 32), sx(b, 32)),
    'v_min_u32_e64': min, 'v_max_u32_e64': max,
    'v_lshrrev_b32_e64': lambda a, b: b >> (a & 31), 'v_ashrrev_i32_e64': lambda a, b: sx(b, 32) >> (a & 31),
    'v_lshlrev_b32_e64': lambda a, b: b << (a & 31),
    'v_and_b32_e64': lambda a, b: a & b, 'v_or_b32_e64': lambda a, b: a | b, 'v_xor_b32_e64': lambda a, b: a ^ b,
    'v_xnor_b32_e64': lambda a, b: ~(a ^ b), 'v_bfm_b32': lambda a, b: ((1 << (a & 31)) - 1) << (b & 31),
    'v_bcnt_u32_b32': lambda a, b: bin(a).count('1') + b,
    # 16-bit results of the VOP2 forms (e64 too) zero the high half
    'v_add_u16_e64': lambda a, b: (a + b) & 0xffff, 'v_sub_u16_e64': lambda a, b: (a - b) & 0xffff,
    'v_mul_lo_u16_e64': lambda a, b: (a * b) & 0xffff,
    'v_lshlrev_b16_e64': lambda a, b: ((b & 0xffff) << (a & 15)) & 0xffff,
    'v_lshrrev_b16_e64': lambda a, b: (b & 0xffff) >> (a & 15),
    'v_ashrrev_i16_e64': lambda a, b: (sx(b, 16) >> (a & 15)) & 0xffff,
    'v_max_i16_e64': lambda a, b: max(sx(a, 16), sx(b, 16)) & 0xffff,
    'v_min_u16_e64': lambda a, b: min(a & 0xffff, b & 0xffff),
    # saturating packs (docs/salu-valu-int.md)
    'v_cvt_pk_i16_i32': lambda a, b: (max(-0x8000, min(0x7fff, sx(b, 32))) & 0xffff) << 16 |
                                     (max(-0x8000, min(0x7fff, sx(a, 32))) & 0xffff),
    'v_cvt_pk_u16_u32': lambda a, b: min(b, 0xffff) << 16 | min(a, 0xffff),
}
VALU3 = {
    'v_mad_u32_u24': lambda a, b, c: (a & 0xffffff) * (b & 0xffffff) + c,
    'v_mad_i32_i24': lambda a, b, c: sx(a, 24) * sx(b, 24) + c,
    'v_bfe_u32': lambda a, b, c: bfe(a, b & 31, c & 31, 32, False),
    'v_bfe_i32': lambda a, b, c: bfe(a, b & 31, c & 31, 32, True),
    'v_bfi_b32': lambda a, b, c: (a & b) | (~a & c), 'v_alignbit_b32': lambda a, b, c: ((a << 32) | b) >> (c & 31),
    'v_alignbyte_b32': lambda a, b, c: ((a << 32) | b) >> (8 * (c & 3)),
    'v_min3_i32': lambda a, b, c: min(sx(a, 32), sx(b, 32), sx(c, 32)), 'v_max3_u32': lambda a, b, c: max(a, b, c),
    'v_med3_i32': lambda a, b, c: med3(sx(a, 32), sx(b, 32), sx(c, 32)), 'v_med3_u32': med3,
    'v_lshl_add_u32': lambda a, b, c: (a << (b & 31)) + c, 'v_add_lshl_u32': lambda a, b, c: (a + b) << (c & 31),
    'v_add3_u32': lambda a, b, c: a + b + c, 'v_lshl_or_b32': lambda a, b, c: ((a << (b & 31)) & M) | c,
    'v_and_or_b32': lambda a, b, c: (a & b) | c, 'v_or3_b32': lambda a, b, c: a | b | c,
    'v_xad_u32': lambda a, b, c: (a ^ b) + c, 'v_perm_b32': perm,
    'v_mad_u32_u16': lambda a, b, c: (a & 0xffff) * (b & 0xffff) + c,
    'v_mad_i32_i16': lambda a, b, c: sx(a, 16) * sx(b, 16) + c,
    # an op_sel row: the high half of the destination (0 here) is kept
    'v_med3_i16': lambda a, b, c: med3(sx(a, 16), sx(b, 16), sx(c, 16)) & 0xffff,
}
VALU1 = {
    'v_not_b32_e64': lambda a: ~a, 'v_bfrev_b32_e64': lambda a: int('{:032b}'.format(a)[::-1], 2),
    'v_ffbh_u32_e64': clz32, 'v_ffbl_b32_e64': lambda a: (a & -a).bit_length() - 1 if a else M,
    'v_ffbh_i32_e64': lambda a: M if a in (0, M) else clz32(a ^ (M if a >> 31 else 0)),
    'v_sat_pk_u8_i16_e64': lambda a: max(0, min(255, sx(a >> 16, 16))) << 8 | max(0, min(255, sx(a, 16))),
}


def gen_valu(rng):
    A, B, C = ([edge_or_random(rng) for _ in range(64)] for _ in range(3))
    lines = [";; init v1 = " + lanes(A), ";; init v2 = " + lanes(B), ";; init v3 = " + lanes(C)]
    code, exp, r = [], [], 10
    for table, nsrc in ((VALU2, 2), (VALU3, 3), (VALU1, 1)):
        for name, f in table.items():
            code.append("%s v%d, %s" % (name, r, ", ".join("v%d" % (i + 1) for i in range(nsrc))))
            vals = [f(*args[:nsrc]) & M for args in zip(A, B, C)]
            exp.append(";; expect v%d = %s" % (r, lanes(vals)))
            r += 1
    return lines + code + ["s_endpgm"] + exp


def gen_salu(rng):
    a, b, c = edge_or_random(rng), edge_or_random(rng), edge_or_random(rng)
    scc = rng.getrandbits(1)
    ia, ib = sx(a, 32), sx(b, 32)
    absdiff = sx(a - b, 32)  # the difference wraps at 32 bits before the absolute value
    ops = [  # name, D, SCC (None: D != 0, 'keep': unchanged)
        ('s_add_u32', a + b, int(a + b > M)), ('s_sub_u32', a - b, int(b > a)),
        ('s_add_i32', a + b, int(not -2**31 <= ia + ib < 2**31)), ('s_sub_i32', a - b, int(not -2**31 <= ia - ib < 2**31)),
        ('s_addc_u32', a + b + scc, int(a + b + scc > M)), ('s_subb_u32', a - b - scc, int(b + scc > a)),
        ('s_min_i32', min(ia, ib), int(ia < ib)), ('s_max_u32', max(a, b), int(a > b)),
        ('s_lshl_b32', a << (b & 31), None), ('s_lshr_b32', a >> (b & 31), None), ('s_ashr_i32', ia >> (b & 31), None),
        ('s_bfe_u32', bfe(a, b & 31, (b >> 16) & 0x7f, 32, False), None),
        ('s_bfe_i32', bfe(a, b & 31, (b >> 16) & 0x7f, 32, True), None),
        ('s_mul_hi_i32', (ia * ib) >> 32, 'keep'), ('s_absdiff_i32', abs(absdiff), None),
        ('s_lshl2_add_u32', (a << 2) + b, int((a << 2) + b > M)),
    ]
    lines = [";; init s0 = 0x%x" % a, ";; init s1 = 0x%x" % b, ";; init s4 = 0x%x" % a, ";; init s5 = 0x%x" % c]
    code, exp, r = [], [], 10
    for name, d, s in ops:
        code += ["s_cmp_eq_u32 %d, 1" % scc, "%s s%d, s0, s1" % (name, r), "s_cselect_b32 s%d, 1, 0" % (r + 1)]
        d &= M
        exp += [";; expect s%d = 0x%x" % (r, d),
                ";; expect s%d = %d" % (r + 1, int(d != 0) if s is None else scc if s == 'keep' else s)]
        r += 2
    a64 = a | c << 32
    for name, d in (('s_lshl_b64', a64 << (b & 63)), ('s_lshr_b64', a64 >> (b & 63)), ('s_ashr_i64', sx(a64, 64) >> (b & 63)),
                    ('s_bfe_u64', bfe(a64, b & 63, (b >> 16) & 0x7f, 64, False)),
                    ('s_bfe_i64', bfe(a64, b & 63, (b >> 16) & 0x7f, 64, True))):
        d &= M64
        code += ["%s s[%d:%d], s[4:5], s1" % (name, r, r + 1), "s_cselect_b32 s%d, 1, 0" % (r + 2)]
        exp += [";; expect s%d = 0x%x" % (r, d & M), ";; expect s%d = 0x%x" % (r + 1, d >> 32),
                ";; expect s%d = %d" % (r + 2, int(d != 0))]
        r += 4
    return lines + code + ["s_endpgm"] + exp


def gen_carry(rng):
    pick = lambda: rng.choice([0, 1, M, 0x80000000, 0x7fffffff, rng.getrandbits(32), rng.getrandbits(32)])
    A, B, C, D = ([pick() for _ in range(64)] for _ in range(4))
    exec_mask, cin = rng.getrandbits(64), rng.getrandbits(64)
    ci = [(cin >> l) & 1 for l in range(64)]
    lines = [";; init exec = 0x%x" % exec_mask, ";; init v1 = " + lanes(A), ";; init v2 = " + lanes(B),
             ";; init v4 = " + lanes(C), ";; init v5 = " + lanes(D), ";; init s20 = 0x%x" % (cin & M),
             ";; init s21 = 0x%x" % (cin >> 32)]
    code, exp = [], []
    # lane masks: EXEC & bit (ISA 3.9)
    mask = lambda bits: sum(1 << l for l in range(64) if bits[l] and (exec_mask >> l) & 1)
    cases = [
        ("v_add_co_u32_e64 v{d}, s[{s}:{s1}], v1, v2", [a + b for a, b in zip(A, B)], [a + b > M for a, b in zip(A, B)]),
        ("v_sub_co_u32_e64 v{d}, s[{s}:{s1}], v1, v2", [a - b for a, b in zip(A, B)], [b > a for a, b in zip(A, B)]),
        ("v_subrev_co_u32_e64 v{d}, s[{s}:{s1}], v1, v2", [b - a for a, b in zip(A, B)], [a > b for a, b in zip(A, B)]),
        ("v_addc_co_u32_e64 v{d}, s[{s}:{s1}], v1, v2, s[20:21]", [a + b + c for a, b, c in zip(A, B, ci)],
         [a + b + c > M for a, b, c in zip(A, B, ci)]),
        ("v_subb_co_u32_e64 v{d}, s[{s}:{s1}], v1, v2, s[20:21]", [a - b - c for a, b, c in zip(A, B, ci)],
         [b + c > a for a, b, c in zip(A, B, ci)]),
        ("v_subbrev_co_u32_e64 v{d}, s[{s}:{s1}], v1, v2, s[20:21]", [b - a - c for a, b, c in zip(A, B, ci)],
         [a + c > b for a, b, c in zip(A, B, ci)]),
    ]
    s2 = [c | d << 32 for c, d in zip(C, D)]
    wide = [
        ("v_mad_u64_u32 v[{d}:{d1}], s[{s}:{s1}], v1, v2, v[4:5]", [a * b + x for a, b, x in zip(A, B, s2)]),
        ("v_mad_i64_i32 v[{d}:{d1}], s[{s}:{s1}], v1, v2, v[4:5]",
         [sx(a, 32) * sx(b, 32) + sx(x, 64) for a, b, x in zip(A, B, s2)]),
    ]
    d, s = 10, 30
    for text, vals, carry in cases:
        code.append(text.format(d=d, s=s, s1=s + 1))
        m = mask(carry)
        exp += [";; expect v%d = %s" % (d, lanes([v & M for v in vals])),
                ";; expect s%d = 0x%x" % (s, m & M), ";; expect s%d = 0x%x" % (s + 1, m >> 32)]
        d, s = d + 2, s + 2
    for text, vals in wide:
        code.append(text.format(d=d, d1=d + 1, s=s, s1=s + 1))
        m = mask([(v >> 64) & 1 for v in vals])  # vcc_out: bit 64 of the exact (two's complement) sum
        exp += [";; expect v%d = %s" % (d, lanes([v & M for v in vals])),
                ";; expect v%d = %s" % (d + 1, lanes([(v >> 32) & M for v in vals])),
                ";; expect s%d = 0x%x" % (s, m & M), ";; expect s%d = 0x%x" % (s + 1, m >> 32)]
        d, s = d + 2, s + 2
    return lines + code + ["s_endpgm"] + exp


def dpp_source(kind, c, n):
    """The lane lane n reads, or None."""
    row, k = n & ~15, n & 15
    return {
        'quad_perm': lambda: (n & ~3) + c[n & 3],
        'row_shl': lambda: n + c if k + c < 16 else None, 'row_shr': lambda: n - c if k >= c else None,
        'row_ror': lambda: row + ((k - c) & 15),
        'wave_shl': lambda: n + 1 if n < 63 else None, 'wave_rol': lambda: (n + 1) & 63,
        'wave_shr': lambda: n - 1 if n > 0 else None, 'wave_ror': lambda: (n - 1) & 63,
        'row_mirror': lambda: row + 15 - k, 'row_half_mirror': lambda: (n & ~7) + 7 - (n & 7),
        'row_bcast': lambda: (row - 1 if n > 15 else None) if c == 15 else (31 if n > 31 else None),
        'row_newbcast': lambda: row + c,
    }[kind]()


def gen_dpp(rng):
    exec_mask = rng.getrandbits(64) | rng.choice([0, M64])
    src = [rng.getrandbits(32) for _ in range(64)]
    old = 0xdead
    ctrls = [('quad_perm', [rng.randrange(4) for _ in range(4)]), ('row_shl', rng.randint(1, 15)),
             ('row_shr', rng.randint(1, 15)), ('row_ror', rng.randint(1, 15)), ('wave_shl', 1), ('wave_rol', 1),
             ('wave_shr', 1), ('wave_ror', 1), ('row_mirror', None), ('row_half_mirror', None), ('row_bcast', 15),
             ('row_bcast', 31), ('row_newbcast', rng.randint(0, 15))]
    lines = [";; init exec = 0x%x" % exec_mask, ";; init v0 = " + lanes(src)]
    code, exp, r = [], [], 10
    for kind, c in ctrls:
        ctext = kind if c is None else "quad_perm:[%s]" % ",".join(map(str, c)) if kind == 'quad_perm' else \
            kind + ":1" if kind.startswith('wave') else "%s:%d" % (kind, c)
        for _ in range(2):
            rm, bm, bc = rng.randrange(16), rng.randrange(16), rng.getrandbits(1)
            lines.append(";; init v%d = 0x%x" % (r, old))
            code.append("v_mov_b32_dpp v%d, v0 %s row_mask:0x%x bank_mask:0x%x%s" % (
                r, ctext, rm, bm, " bound_ctrl:0" if bc else ""))
            vals = []
            for n in range(64):
                s = dpp_source(kind, c, n)
                valid = s is not None and (exec_mask >> s) & 1  # a disabled source lane is invalid too
                write = (exec_mask >> n) & 1 and (rm >> (n >> 4)) & 1 and (bm >> ((n >> 2) & 3)) & 1 and (valid or bc)
                vals.append((src[s] if valid else 0) if write else old)
            exp.append(";; expect v%d[all] = %s" % (r, lanes(vals)))
            r += 1
    return lines + code + ["s_endpgm"] + exp


SDWA_SEL = ['BYTE_0', 'BYTE_1', 'BYTE_2', 'BYTE_3', 'WORD_0', 'WORD_1', 'DWORD']
SDWA_UNUSED = ['UNUSED_PAD', 'UNUSED_SEXT', 'UNUSED_PRESERVE']
SDWA_OPS = {'v_add_u32': lambda a, b: a + b, 'v_sub_u32': lambda a, b: a - b, 'v_xor_b32': lambda a, b: a ^ b,
            'v_max_i32': lambda a, b: max(sx(a, 32), sx(b, 32)), 'v_min_u32': min,
            'v_lshlrev_b32': lambda a, b: b << (a & 31), 'v_mul_u32_u24': lambda a, b: (a & 0xffffff) * (b & 0xffffff)}


def sdwa_field(sel):
    return (8, 8 * sel) if sel < 4 else (16, 16 * (sel - 4))


def sdwa_src(v, sel, sext):
    if sel == 6:
        return v
    width, shift = sdwa_field(sel)
    f = (v >> shift) & ((1 << width) - 1)
    return sx(f, width) & M if sext else f


def sdwa_dst(old, v, sel, unused):
    if sel == 6:
        return v
    width, shift = sdwa_field(sel)
    field = ((1 << width) - 1) << shift
    f = (v << shift) & field
    if unused == 2:
        return f | (old & ~field & M)
    if unused == 1 and (v >> (width - 1)) & 1:
        return f | ((M << (shift + width)) & M)
    return f


def gen_sdwa(rng):
    A, B, OLD = ([rng.getrandbits(32) for _ in range(64)] for _ in range(3))
    lines = [";; init v1 = " + lanes(A), ";; init v2 = " + lanes(B)]
    code, exp = [], []
    for r in range(10, 34):
        s0, s1, d, u = rng.randrange(7), rng.randrange(7), rng.randrange(7), rng.randrange(3)
        x0, x1 = rng.getrandbits(1), rng.getrandbits(1)
        name = rng.choice(sorted(SDWA_OPS))
        lines.append(";; init v%d = %s" % (r, lanes(OLD)))
        code.append("%s_sdwa v%d, %s, %s dst_sel:%s dst_unused:%s src0_sel:%s src1_sel:%s" % (
            name, r, "sext(v1)" if x0 else "v1", "sext(v2)" if x1 else "v2", SDWA_SEL[d], SDWA_UNUSED[u],
            SDWA_SEL[s0], SDWA_SEL[s1]))
        vals = [sdwa_dst(o, SDWA_OPS[name](sdwa_src(a, s0, x0), sdwa_src(b, s1, x1)) & M, d, u)
                for a, b, o in zip(A, B, OLD)]
        exp.append(";; expect v%d = %s" % (r, lanes(vals)))
    return lines + code + ["s_endpgm"] + exp


GENERATORS = {'valu': gen_valu, 'salu': gen_salu, 'carry': gen_carry, 'dpp': gen_dpp, 'sdwa': gen_sdwa}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--isatest", required=True)
    ap.add_argument("--seeds", type=int, default=10)
    ap.add_argument("--first", type=int, default=1)
    ap.add_argument("--keep", help="write the tests here and keep them")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        out = args.keep or tmp
        os.makedirs(out, exist_ok=True)
        files = []
        for seed in range(args.first, args.first + args.seeds):
            for kind, gen in GENERATORS.items():
                path = os.path.join(out, "random_%s_%d.s" % (kind, seed))
                with open(path, "w") as f:
                    f.write("// isa_random_int.py %s, seed %d\n" % (kind, seed))
                    f.write("\n".join(gen(random.Random("%s-%d" % (kind, seed)))) + "\n")
                files.append(path)
        rc = subprocess.run([sys.executable, os.path.join(HERE, "isa_tests.py"), "--isatest", args.isatest] + files)
    sys.exit(rc.returncode)


if __name__ == "__main__":
    main()
