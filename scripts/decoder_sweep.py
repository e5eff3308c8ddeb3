#!/usr/bin/env python3
"""Targeted operand sweep of gcndis against llvm-objdump-16.

    decoder_sweep.py --gcndis BIN [--family F] [--mods K] [--seed S] [--jobs J]

For every row of cmodel/isa/inventory.tsv (each opcode of each encoding,
DPP and SDWA forms included) and every operand field of its encoding, the
field is set to each of ~80 interesting codes (every special scalar code,
the inline constants, the literal 255, the DPP/SDWA escapes, SGPR, TTMP,
VGPR and AGPR tuple ends near the top of their files, odd alignments) in
the row's LLVM-decodable pattern, once as it is and K times with the
modifier bits (every bit that is neither opcode nor operand field, and the
literal dword) random.  Probes are compared as decoder_difftest.py compares
them (its functions do the work).  Exit status 1 on any disagreement.
"""
import argparse
import multiprocessing
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import decoder_difftest as dt  # noqa: E402
import llvm_oracle  # noqa: E402

# Scalar operand codes: SGPRs near both ends of the file (odd ones for
# alignment, s[100:103] as the last 4-aligned tuple LLVM accepts), every
# special code, the inline constants at their edges, the codes that name
# nothing, every float constant, the escapes and the literal.
SCALAR = ([0, 1, 2, 3, 5, 7, 93, 96, 97, 98, 99, 100, 101] + list(range(102, 128)) +
          [128, 129, 192, 193, 208, 209, 220, 234] + list(range(235, 256)))
# VGPR (AGPR) numbers: low, odd, and tuple ends near v255.
VGPRS = [0, 1, 2, 3, 5, 127, 128, 224, 225, 240, 241, 243, 244, 247, 248, 249, 250, 251, 252, 253,
         254, 255]
CODES = {
    9: SCALAR + [256 + v for v in VGPRS],          # VOP source fields
    8: sorted(set(SCALAR) | set(VGPRS)),           # 8-bit register fields (either file)
    7: [c for c in SCALAR if c < 128],             # scalar destinations, SMEM fields
}
# 16-bit immediates: edges, and the hwreg, sendmsg, waitcnt and branch forms.
IMM16 = [0, 1, 2, 3, 0x3F, 0x40, 0x41, 0x7F, 0x80, 0xFF, 0x100, 0x7FFF, 0x8000, 0xFFFF, 0xFFFE,
         0x0001 | 31 << 11, 0x0041 | 7 << 11, 0x000F, 0x0013, 0x0014 | 31 << 11, 0x3F | 31 << 11,
         0x0022, 0x0032, 0x0232, 0x0003, 0x0013, 0x004F, 0x0010, 0x001F, 0x0400,
         0x0F70, 0x0070, 0xC07F, 0x3F7F, 0x0F7F, 0x000F | 0x70, 0x0F00]
# DPP controls: every named form's edges and the invalid gaps.
DPP_CTRL = ([0x00, 0x1B, 0xE4, 0xFF, 0x100, 0x101, 0x10F, 0x110, 0x111, 0x11F, 0x120, 0x121, 0x12F, 0x130,
             0x134, 0x138, 0x13C, 0x131, 0x140, 0x141, 0x142, 0x143, 0x144, 0x14F, 0x150, 0x151, 0x15F,
             0x160, 0x16F, 0x170, 0x1FF])

# Operand fields of each encoding: (word, low bit, width).  Widths 9, 8 and
# 7 take CODES; 16 takes IMM16; narrower fields (SMEM sbase, buffer and image
# descriptors) take every value.
W0_VOP = {"VOP2": [(0, 0, 9), (0, 9, 8), (0, 17, 8)], "VOP1": [(0, 0, 9), (0, 17, 8)],
          "VOPC": [(0, 0, 9), (0, 9, 8)]}
MEM = [(1, 0, 8), (1, 8, 8), (1, 24, 8)]
FIELDS = {
    "SOP2": [(0, 0, 8), (0, 8, 8), (0, 16, 7)], "SOPK": [(0, 16, 7), (0, 0, 16)],
    "SOP1": [(0, 0, 8), (0, 16, 7)], "SOPC": [(0, 0, 8), (0, 8, 8)], "SOPP": [(0, 0, 16)],
    "SMEM": [(0, 0, 6), (0, 6, 7), (1, 25, 7), (1, 0, 7)],
    "VOP3": [(0, 0, 8), (0, 8, 7), (1, 0, 9), (1, 9, 9), (1, 18, 9)],
    "VOP3P": [(0, 0, 8), (1, 0, 9), (1, 9, 9), (1, 18, 9)],
    "DS": [(1, 0, 8), (1, 8, 8), (1, 16, 8), (1, 24, 8)],
    "MUBUF": MEM + [(1, 16, 5)], "MTBUF": MEM + [(1, 16, 5)],
    "FLAT": MEM + [(1, 16, 7)], "GLOBAL": MEM + [(1, 16, 7)], "SCRATCH": MEM + [(1, 16, 7)],
    "MIMG": [(1, 0, 8), (1, 8, 8), (1, 16, 5), (1, 21, 5)],
}
for _f, _w0 in W0_VOP.items():
    FIELDS[_f] = _w0
    FIELDS[_f + "_DPP"] = [f for f in _w0 if f[1]] + [(1, 0, 8), (1, 8, 9)]
    FIELDS[_f + "_SDWA"] = [f for f in _w0 if f[1]] + [(1, 0, 8)] + ([(1, 8, 7)] if _f == "VOPC" else [])


def field_mask(word, lo, width):
    return [((1 << width) - 1) << lo if w == word else 0 for w in range(3)]


def codes_of(fam, lo, width):
    if fam.endswith("_DPP") and (lo, width) == (8, 9):
        return DPP_CTRL
    if width in CODES:
        return CODES[width]
    return IMM16 if width == 16 else range(1 << width)


def modifier_masks(fam):
    """Per word, the bits that are neither the row's fixed bits nor an
    operand field (a 32-bit encoding's second word is the literal)."""
    masks = [0xFFFFFFFF & ~dt.fixed_mask(fam), 0xFFFFFFFF, 0xFFFFFFFF]
    for word, lo, width in FIELDS[fam]:
        masks[word] &= ~(((1 << width) - 1) << lo)
    return masks


def no_sel7(fam, ws):
    """An SDWA select of 7 crashes llvm-objdump-16: keep the selects below
    (in SDWA rows, and in 32-bit VOP words whose src0 is the SDWA escape)."""
    if fam.endswith("_SDWA") or (fam in W0_VOP and ws[0] & 0x1FF == 0xF9):
        for lo in (16, 24) if fam.startswith("VOPC") else (8, 16, 24):
            if (ws[1] >> lo) & 7 == 7:
                ws[1] &= ~(1 << lo)
    return ws


def sweep_probes(mods, rng, family=None):
    probes = []
    for fam, _op, base in dt.inventory_rows(family):
        base = (base + [llvm_oracle.PAD, llvm_oracle.PAD])[:3]
        masks = modifier_masks(fam)
        for word, lo, width in FIELDS[fam]:
            clear = ~(((1 << width) - 1) << lo)
            for code in codes_of(fam, lo, width):
                ws = list(base)
                ws[word] = (ws[word] & clear) | code << lo
                probes.append(no_sel7(fam, ws))
                for _ in range(mods):
                    rnd = [(w & ~m) | (rng.getrandbits(32) & m) for w, m in zip(ws, masks)]
                    probes.append(no_sel7(fam, rnd))
    return probes


def compare_slice(args):
    gcndis, probes = args
    return dt.compare_all(gcndis, probes, 0, chunk=len(probes))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--gcndis", required=True)
    ap.add_argument("--family", choices=sorted(dt.FAMILY_TOP), help="only this family's rows")
    ap.add_argument("--mods", type=int, default=1, help="random-modifier variants per code (default 1)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--show", type=int, default=20, help="disagreements to list")
    args = ap.parse_args()
    start = time.time()
    probes = sweep_probes(args.mods, random.Random(args.seed), args.family)
    size = 20000
    slices = [(args.gcndis, probes[i:i + size]) for i in range(0, len(probes), size)]
    with multiprocessing.Pool(args.jobs) as pool:
        results = pool.map(compare_slice, slices)
    ok, bad, crash = 0, [], []
    for k, (o, b, c) in enumerate(results):
        ok += o
        bad.extend(k * size + i for i in b)
        crash.extend(c)
    if bad and args.show:
        dt.run(args.gcndis, [probes[i] for i in bad[:args.show]], args.show)
    dt.summary("decoder sweep, every operand field of every row x ~80 codes x %d modifier patterns%s" % (
        args.mods + 1, " (" + args.family + ")" if args.family else ""), ok, bad, crash)
    print("  %.0f s" % (time.time() - start))
    sys.exit(0 if not bad else 1)


if __name__ == "__main__":
    main()
