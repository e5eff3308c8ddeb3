#!/usr/bin/env python3
"""Differential test of gcndis against llvm-objdump-16.

    decoder_difftest.py --gcndis BIN inventory [--variants K] [--seed S]
    decoder_difftest.py --gcndis BIN random --count N [--seed S] [--family F]

Each probe is a few words under a symbol of its own, so both disassemblers
restart at the probe's first word; the first instruction of every probe is
compared, text and consumed words.  `inventory` probes every (family, opcode)
of cmodel/isa/inventory.tsv with its LLVM-decodable pattern and K variants
whose non-opcode bits are random; `random` probes uniformly random words
(or words with a family's fixed bits, with --family).  Exit status 1 on any
disagreement; the first disagreements are listed.
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import llvm_oracle  # noqa: E402

# family -> (mask of the first dword that names the family and opcode, value bits)
FAMILY_BITS = {
    "SOP2": (0xFF800000, None), "SOPK": (0xFF800000, None), "SOP1": (0xFF80FF00, None),
    "SOPC": (0xFFFF0000, None), "SOPP": (0xFFFF0000, None), "SMEM": (0xFFFC0000, None),
    "VOP2": (0xFE000000, None), "VOP1": (0xFE01FE00, None), "VOPC": (0xFFFE0000, None),
    "VOP3": (0xFFFF0000, None), "VOP3P": (0xFFFF0000, None), "DS": (0xFDFE0000, None),
    "MUBUF": (0xFDFC0000, None), "MTBUF": (0xFC078000, None), "FLAT": (0xFDFCC000, None),
    "GLOBAL": (0xFDFCC000, None), "SCRATCH": (0xFDFCC000, None), "MIMG": (0xFDFC0000, None),
}
# top bits of each family, for --family random streams
FAMILY_TOP = {
    "SOP2": (0xC0000000, 0x80000000), "SOPK": (0xF0000000, 0xB0000000), "SOP1": (0xFF800000, 0xBE800000),
    "SOPC": (0xFF800000, 0xBF000000), "SOPP": (0xFF800000, 0xBF800000), "SMEM": (0xFC000000, 0xC0000000),
    "VOP2": (0x80000000, 0x00000000), "VOP1": (0xFE000000, 0x7E000000), "VOPC": (0xFE000000, 0x7C000000),
    "VOP3": (0xFC000000, 0xD0000000), "VOP3P": (0xFF800000, 0xD3800000), "DS": (0xFC000000, 0xD8000000),
    "MUBUF": (0xFC000000, 0xE0000000), "MTBUF": (0xFC000000, 0xE8000000), "FLAT": (0xFC00C000, 0xDC000000),
    "GLOBAL": (0xFC00C000, 0xDC008000), "SCRATCH": (0xFC00C000, 0xDC004000), "MIMG": (0xFC000000, 0xF0000000),
}


class OracleCrash(Exception):
    pass


def run(gcndis, probes, show):
    """Compare one batch; raises OracleCrash when llvm-objdump-16 itself dies."""
    with tempfile.TemporaryDirectory() as tmp:
        o = os.path.join(tmp, "p.o")
        llvm_oracle.assemble_probes(probes, os.path.join(tmp, "p.s"), o)
        done = llvm_oracle.objdump(o)
        if done.returncode != 0:
            raise OracleCrash(done.returncode)
        got = subprocess.run([gcndis, o], capture_output=True, text=True)
        if got.returncode != 0:
            sys.stderr.write(got.stderr)
            raise SystemExit("gcndis failed (exit %d)" % got.returncode)
    want, have = llvm_oracle.first_lines(done.stdout), llvm_oracle.first_lines(got.stdout)
    bad = [i for i in range(len(probes)) if want.get(i) != have.get(i)]
    for i in bad[:show]:
        print("  words %s\n    llvm:   %s\n    gcndis: %s" % (
            " ".join("%08x" % w for w in probes[i]), want.get(i), have.get(i)))
    return len(probes) - len(bad), bad


def compare_all(gcndis, probes, show, chunk=50000):
    """Compare every probe, chunk by chunk, listing the first `show`
    disagreements.  Returns (agreeing, disagreeing probe indices, probes
    left out because llvm-objdump-16 crashes on them)."""
    state = {"ok": 0, "bad": [], "crash": []}

    def compare(batch):
        try:
            ok, bad = run(gcndis, [probes[i] for i in batch], show if not state["bad"] else 0)
        except OracleCrash:
            # llvm-objdump-16 crashes on a few words; find them by halving and
            # leave them out, naming them, since there is no reference text.
            if len(batch) == 1:
                state["crash"].append(probes[batch[0]])
                return
            half = len(batch) // 2
            compare(batch[:half])
            compare(batch[half:])
            return
        state["ok"] += ok
        state["bad"].extend(batch[i] for i in bad)

    for start in range(0, len(probes), chunk):
        compare(list(range(start, min(start + chunk, len(probes)))))
    return state["ok"], state["bad"], state["crash"]


def summary(what, ok, bad, crash):
    n = ok + len(bad)
    print("%s: %d of %d agree with llvm-objdump-16 (%.2f%%)" % (what, ok, n, 100.0 * ok / max(n, 1)))
    if crash:
        print("  %d probes left out: llvm-objdump-16 crashes on them (first: %s)" % (
            len(crash), " ".join("%08x" % w for w in crash[0])))


def inventory_rows(family=None):
    """(family, opcode, words) of each cmodel/isa/inventory.tsv row; family
    is the inventory's (VOP1_DPP for a DPP form); `family` filters by base."""
    rows = []
    for line in open(os.path.join(os.path.dirname(__file__), "..", "cmodel/isa/inventory.tsv")):
        if line.startswith("#"):
            continue
        fam, op, _mn, _scope, words, _text = line.rstrip("\n").split("\t")
        if family and fam.split("_")[0] != family:
            continue
        rows.append((fam, int(op, 16), [int(w, 16) for w in words.split()]))
    return rows


def fixed_mask(fam):
    """Bits of the first dword that name the row: family, opcode, and the
    DPP/SDWA escape in src0 of those forms."""
    mask = FAMILY_BITS[fam.split("_")[0]][0]
    return mask | 0x1FF if fam.endswith(("_DPP", "_SDWA")) else mask


def inventory_probes(variants, rng, family=None, tags=None):
    """Probes for every inventory row; tags (if a list) gets (family, opcode) per probe."""
    probes = []
    for fam, op, ws in inventory_rows(family):
        mask = fixed_mask(fam)
        probes.append(ws + [llvm_oracle.PAD, llvm_oracle.PAD])
        for _ in range(variants):
            w0 = (ws[0] & mask) | (rng.getrandbits(32) & ~mask)
            probes.append([w0] + [rng.getrandbits(32) for _ in range(2)])
        if tags is not None:
            tags.extend([(fam, op)] * (variants + 1))
    return probes


def random_probes(count, rng, family):
    probes = []
    for _ in range(count):
        w0 = rng.getrandbits(32)
        if family:
            m, v = FAMILY_TOP[family]
            w0 = (w0 & ~m) | v
        probes.append([w0, rng.getrandbits(32), rng.getrandbits(32)])
    return probes


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--gcndis", required=True)
    ap.add_argument("--show", type=int, default=20, help="disagreements to list")
    ap.add_argument("--min-agree", type=int, default=None,
                    help="pass when at least this many probes agree (a ratchet while the"
                         " disassembler is incomplete); default: all must agree")
    sub = ap.add_subparsers(dest="mode", required=True)
    a = sub.add_parser("inventory")
    a.add_argument("--variants", type=int, default=8)
    a.add_argument("--seed", type=int, default=1)
    a.add_argument("--family", choices=sorted(FAMILY_TOP), help="only this family's opcodes")
    a.add_argument("--report", help="write per-opcode agreement (family, opcode, agree) to this TSV")
    b = sub.add_parser("random")
    b.add_argument("--count", type=int, default=100000)
    b.add_argument("--seed", type=int, default=1)
    b.add_argument("--family", choices=sorted(FAMILY_TOP))
    args = ap.parse_args()
    rng = random.Random(args.seed)
    if args.mode == "inventory":
        tags = []
        probes = inventory_probes(args.variants, rng, args.family, tags)
        what = "inventory opcodes x %d operand patterns" % (args.variants + 1)
    else:
        probes = random_probes(args.count, rng, args.family)
        what = "random instructions (seed %d%s)" % (args.seed, ", " + args.family if args.family else "")
    ok, bad, crash = compare_all(args.gcndis, probes, args.show)
    summary("decoder difftest, " + what, ok, bad, crash)
    if args.mode == "inventory" and args.report:
        agree, bad_set = {}, set(bad)
        for i, tag in enumerate(tags):
            agree[tag] = agree.get(tag, True) and i not in bad_set
        with open(args.report, "w") as f:
            for (fam, op), agreed in agree.items():
                f.write("%s\t0x%03x\t%d\n" % (fam, op, agreed))
    if args.min_agree is not None:
        print("  floor: at least %d must agree (scripts/decoder_floor.env); goal: all" % args.min_agree)
        sys.exit(0 if ok >= args.min_agree else 1)
    sys.exit(0 if not bad else 1)


if __name__ == "__main__":
    main()
