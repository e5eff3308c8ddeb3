#!/usr/bin/env python3
"""Enumerate the gfx90a instruction inventory by asking LLVM 16.

For every encoding family the opcode field is swept over its whole range; each
opcode is encoded with a few operand patterns and disassembled by
llvm-objdump-16.  An opcode belongs to the inventory when LLVM decodes any of
its patterns.  DPP and SDWA forms are probed for every VOP1/VOP2/VOPC opcode.

Output (stdout or -o FILE): a TSV with one row per (family, opcode):
    family  opcode  mnemonic  words  llvm_text
The mnemonic is LLVM's with the encoding suffix (_e32, _e64, _dpp, _sdwa)
removed.  This file is what the ISA coverage is counted against.
"""
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from llvm_oracle import disassemble_probes  # noqa: E402

# Register numbers used by the probes: distinct per field, so a register in
# LLVM's text names the field it came from, and 4-aligned, so tuples are legal.
SD, SA, SB, SC = 12, 16, 20, 24          # sdst, ssrc0, ssrc1, sbase/soffset
VD, VA, VB, VC = 12, 16, 20, 24          # vdst, src0, src1, src2
V = 256                                   # VGPR operand code offset


def combos(build, **choices):
    """Every combination of the given field choices, first choice first.

    LLVM's encodings fix unused fields to zero, so each optional field is
    offered both with a register and as zero."""
    keys = list(choices)
    out = [{}]
    for k in keys:
        out = [dict(d, **{k: v}) for d in out for v in choices[k]]
    return [build(**d) for d in out]


def sop2(op):
    return combos(lambda d, a, b: [0x80000000 | op << 23 | d << 16 | b << 8 | a],
                  d=[SD], a=[SA, 0x80], b=[SB, 0x80])


def sopk(op):
    return combos(lambda d, k: [0xB0000000 | op << 23 | d << 16 | k],
                  d=[SD, 0], k=[0x0001, 0x0801, 0])


def sop1(op):
    return combos(lambda d, a: [0xBE800000 | d << 16 | op << 8 | a],
                  d=[SD, 0], a=[SA, 0x80, 0])


def sopc(op):
    return combos(lambda a, b: [0xBF000000 | op << 16 | b << 8 | a],
                  a=[SA, 0], b=[SB, 0x81, 0])


def sopp(op):
    return combos(lambda k: [0xBF800000 | op << 16 | k], k=[0, 1])


def smem(op):
    return combos(lambda imm, data, base: [0xC0000000 | op << 18 | imm << 17 | data << 6 | base >> 1, 0x10],
                  imm=[1, 0], data=[SD, 0], base=[SC, 0])


def vop2(op):
    return combos(lambda d, a, b: [op << 25 | d << 17 | b << 9 | a], d=[VD], a=[V + VA], b=[VB])


def vop1(op):
    return combos(lambda d, a: [0x7E000000 | d << 17 | op << 9 | a], d=[VD, 0], a=[V + VA, SA, 0])


def vopc(op):
    return combos(lambda a, b: [0x7C000000 | op << 17 | b << 9 | a], a=[V + VA], b=[VB])


def vop3(op):
    return combos(lambda d, sd, a, b, c: [0xD0000000 | op << 16 | sd << 8 | d, a | b << 9 | c << 18],
                  d=[VD, 0], sd=[0, SD + 16, 106], a=[V + VA, SA, 0], b=[V + VB, 0], c=[V + VC, 106, 0])


def vop3p(op):
    return combos(lambda d, acc, a, b, c, hi: [0xD3800000 | op << 16 | acc << 15 | d, a | b << 9 | c << 18 | hi << 27],
                  d=[VD + 20, 0], acc=[0, 1], a=[V + VA, 0], b=[V + VB, 0], c=[V + VC + 40, 0x80, 0], hi=[3, 0])


def ds(op):
    return combos(lambda gds, a, d0, d1, vd: [0xD8000000 | op << 17 | gds << 16, a | d0 << 8 | d1 << 16 | vd << 24],
                  gds=[0, 1], a=[VA, 0], d0=[VB, 0], d1=[VC, 0], vd=[VD, 0])


def mubuf(op):
    return combos(lambda mode, vd: [0xE0000000 | op << 18 | mode, VA | vd << 8 | (SB >> 2) << 16 | 28 << 24],
                  mode=[1 << 12, 0, 1 << 16], vd=[VD, 0])


def mtbuf(op):
    return combos(lambda mode: [0xE8000000 | op << 15 | 1 << 19 | 1 << 23 | mode, VA | VD << 8 | (SB >> 2) << 16 | 28 << 24],
                  mode=[1 << 12, 0])


def flat_seg(seg):
    def probes(op):
        return combos(lambda sa, vd, dt, a: [0xDC000000 | op << 18 | seg << 14, a | dt << 8 | sa << 16 | vd << 24],
                      sa=[0x7F, SC, 0], vd=[VD, 0], dt=[VB, 0], a=[VA])
    return probes


def mimg(op):
    return [[0xF0000000 | op << 18 | 0xF << 8, VA | VD << 8 | (SB >> 2) << 16]]


def sdwa_of(fam):
    """SDWA: src0 = 0xF9 and a second dword of selects (all DWORD)."""
    def probes(op):
        return combos(lambda w, s1: [w[0] & ~0x1FF | 0xF9, VA | 6 << 8 | 6 << 16 | s1 << 24],
                      w=FAMILIES[fam][1](op)[:1], s1=[6, 0])
    return probes


def dpp_of(fam):
    """DPP: src0 = 0xFA and a second dword: src0=v0, quad_perm identity, masks 0xf."""
    def probes(op):
        return [[w[0] & ~0x1FF | 0xFA, VA | 0xE4 << 8 | 0xFF << 24] for w in FAMILIES[fam][1](op)[:1]]
    return probes


# family: (opcode count, probe builder, in scope)
FAMILIES = {
    "SOP2": (0x60, sop2, True),
    "SOPK": (0x1D, sopk, True),
    "SOP1": (0x100, sop1, True),
    "SOPC": (0x80, sopc, True),
    "SOPP": (0x80, sopp, True),
    "SMEM": (0x100, smem, True),
    "VOP2": (0x3F, vop2, True),
    "VOP1": (0x100, vop1, True),
    "VOPC": (0x100, vopc, True),
    "VOP3": (0x380, vop3, True),  # 0x380-0x3ff is the VOP3P space
    "VOP3P": (0x80, vop3p, True),
    "DS": (0x100, ds, True),
    "MUBUF": (0x80, mubuf, True),
    "MTBUF": (0x10, mtbuf, True),
    "FLAT": (0x80, flat_seg(0), True),
    "SCRATCH": (0x80, flat_seg(1), True),
    "GLOBAL": (0x80, flat_seg(2), True),
    "MIMG": (0x80, mimg, False),
}
for _f in ("VOP1", "VOP2", "VOPC"):
    FAMILIES[_f + "_SDWA"] = (FAMILIES[_f][0], sdwa_of(_f), True)
    FAMILIES[_f + "_DPP"] = (FAMILIES[_f][0], dpp_of(_f), True)

SUFFIXES = ("_e32", "_e64", "_sdwa", "_dpp")


def mnemonic_of(text):
    m = text.split()[0]
    for s in SUFFIXES:
        if m.endswith(s):
            return m[: -len(s)]
    return m


def decoded(text):
    return not text.startswith(".long") and "/*Invalid" not in text


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-o", "--output")
    args = ap.parse_args()
    rows = []
    probes, owners = [], []
    for fam, (count, build, _) in FAMILIES.items():
        for op in range(count):
            for ws in build(op):
                probes.append(ws)
                owners.append((fam, op, ws))
    results = disassemble_probes(probes)
    seen = set()
    for (fam, op, ws), res in zip(owners, results):
        if (fam, op) in seen or res is None:
            continue
        text, _n = res
        if not decoded(text):
            continue
        if fam.endswith(("_DPP", "_SDWA")) and not text.split()[0].endswith(("_dpp", "_sdwa")):
            continue  # src0 was read as a plain VGPR (v249/v250): no such form
        seen.add((fam, op))
        rows.append((fam, op, mnemonic_of(text), ws, text))
    # v_illegal is a real decode (VOP1 0xFF pattern); keep it visible.
    out = open(args.output, "w") if args.output else sys.stdout
    out.write("# gfx90a instruction inventory, generated by scripts/isa_inventory.py"
              " from llvm-objdump-16; do not edit.\n")
    out.write("# family\topcode\tmnemonic\tscope\twords\tllvm_text\n")
    for fam, op, mn, ws, text in rows:
        scope = "compute" if FAMILIES[fam][2] else "graphics"
        out.write("%s\t0x%03x\t%s\t%s\t%s\t%s\n" % (
            fam, op, mn, scope, " ".join("%08x" % w for w in ws), text))
    counts = {}
    for r in rows:
        counts[r[0]] = counts.get(r[0], 0) + 1
    sys.stderr.write("inventory: %d rows; %s\n" % (
        len(rows), ", ".join("%s %d" % kv for kv in counts.items())))


if __name__ == "__main__":
    main()
