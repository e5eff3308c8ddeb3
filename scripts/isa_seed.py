#!/usr/bin/env python3
"""Seed cmodel/isa/gfx90a.isa from the LLVM-derived inventory.

Used once to write the first version of the instruction table; since then the
table is the hand-maintained source and `make check-isa` verifies that it still
covers exactly the inventory.  Kept so the derivation stays reviewable.

Operand roles come from the probe register numbers (see isa_inventory.py): a
register in LLVM's text names the field it was encoded in.  Types come from the
mnemonic's type suffixes, corrected by the register widths LLVM printed.
"""
import re
import sys
from collections import OrderedDict

INV = "cmodel/isa/inventory.tsv"

# probe register number -> role, per family kind
ROLES = {
    "SOP": {("s", 12): "sdst", ("s", 16): "ssrc0", ("s", 20): "ssrc1"},
    "SMEM": {("s", 12): "sdata", ("s", 24): "sbase"},
    "VOP": {("v", 12): "vdst", ("s", 12): "vdst", ("a", 12): "vdst", ("v", 16): "src0", ("s", 16): "src0",
            ("a", 16): "src0", ("v", 20): "src1", ("s", 20): "src1", ("v", 24): "src2", ("s", 28): "sdst"},
    "VOP3P": {("v", 32): "vdst", ("a", 32): "vdst", ("v", 12): "vdst", ("v", 16): "src0", ("a", 16): "src0",
              ("v", 20): "src1", ("a", 20): "src1", ("v", 64): "src2", ("v", 24): "src2"},
    "DS": {("v", 12): "vdst", ("v", 16): "addr", ("v", 20): "data0", ("v", 24): "data1"},
    "BUF": {("v", 12): "vdata", ("v", 16): "vaddr", ("s", 20): "srsrc", ("s", 28): "soffset"},
    "FLAT": {("v", 12): "vdst", ("v", 16): "vaddr", ("v", 20): "vdata", ("s", 24): "saddr"},
}
KIND = {"SOP2": "SOP", "SOP1": "SOP", "SOPC": "SOP", "SOPK": "SOP", "SOPP": "SOP", "SMEM": "SMEM",
        "VOP1": "VOP", "VOP2": "VOP", "VOPC": "VOP", "VOP3": "VOP", "VOP3P": "VOP3P", "DS": "DS",
        "MUBUF": "BUF", "MTBUF": "BUF", "FLAT": "FLAT", "GLOBAL": "FLAT", "SCRATCH": "FLAT", "MIMG": "BUF"}
# where the widest, most explicit operand list is found, best first
PREFERENCE = ["VOP3", "VOP3P", "VOP2", "VOP1", "VOPC", "SOP2", "SOP1", "SOPK", "SOPC", "SOPP", "SMEM",
              "DS", "MUBUF", "MTBUF", "FLAT", "GLOBAL", "SCRATCH", "MIMG"]
ORDER = ["SOP2", "SOPK", "SOP1", "SOPC", "SOPP", "SMEM", "VOP2", "VOP1", "VOPC", "VOP3", "VOP3P", "DS",
         "MUBUF", "MTBUF", "FLAT", "GLOBAL", "SCRATCH", "MIMG"]

REG = re.compile(r"^([sva])(?:(\d+)|\[(\d+):(\d+)\])$")
TYPE = re.compile(r"^(b|f|i|u)(8|16|24|32|64)$|^(bf16)$|^(i4|u4|i8|u8)$")


def text_operands(text):
    body = text.split(None, 1)[1] if " " in text else ""
    return [t.strip() for t in body.split(",")] if body else []


def vop3_roles(fam, text):
    """VOP3 text is positional: vdst, [sdst], src0, src1, src2."""
    toks = [t.split()[0] for t in text_operands(text)]
    out = []
    names = ["sdst" if fam == "VOPC" else "vdst"]
    if len(toks) > 1 and toks[1] in ("s[0:1]", "vcc"):
        names.append("sdst")
    names += ["src0", "src1", "src2"]
    for name, tok in zip(names, toks):
        m = REG.match(tok)
        width = 2 if tok == "vcc" else int(m.group(4)) - int(m.group(3)) + 1 if m and m.group(3) else 1
        out.append((name, width))
    return out


def roles_of(fam, text, vopc=False):
    if fam == "VOP3":
        return vop3_roles("VOPC" if vopc else fam, text)
    table = ROLES[KIND[fam]]
    out = []
    for tok in text_operands(text):
        tok = tok.split()[0] if tok else tok
        m = REG.match(tok)
        if not m:
            continue
        kind = m.group(1)
        lo = int(m.group(2) or m.group(3))
        hi = int(m.group(2) or m.group(4))
        role = table.get((kind, lo))
        if role:
            out.append((role, hi - lo + 1))
    return out


def mnemonic_types(mn):
    toks = mn.split("_")[1:]
    return [t for t in toks if TYPE.match(t)]


def fit(t, width):
    """A type of the given dword width, keeping t's class where it fits."""
    if t is None:
        t = "b32"
    m = re.match(r"^(b|f|i|u)(\d+)$", t)
    if not m:
        t = {"bf16": "b32", "i4": "i32", "u4": "u32", "i8": "i32", "u8": "u32"}.get(t, "b32")
        m = re.match(r"^(b|f|i|u)(\d+)$", t)
    cls, n = m.group(1), int(m.group(2))
    if width == 1 and n in (16, 32):
        return t
    if width == 1 and n in (8, 24):
        return cls + "32"
    if width == 1 and n == 64:
        return cls + "32" if cls != "f" else "b32"
    if width == 2 and n == 64:
        return t
    if width == 2:
        return (cls + "64") if cls in "fiu" and n == 32 else "b64"
    return "b32x%d" % width if cls == "b" else "%s32x%d" % (cls, width)


def operand_types(mn, fam, roles):
    types = mnemonic_types(mn)
    packed = mn.startswith("v_pk_") or "pk_" in mn and fam == "VOP3P"
    mfma = "mfma" in mn
    res = []
    for i, (role, width) in enumerate(roles):
        if role in ("sbase", "srsrc", "saddr", "addr", "vaddr", "soffset"):
            res.append((role, {1: "b32", 2: "b64", 4: "b128", 8: "b256"}.get(width, "b32x%d" % width)))
            continue
        if mfma:
            acc = "f64" if mn.endswith("f64") else "i32" if mn.endswith("i8") else "f32"
            src = re.search(r"x\d+(f32|f16|bf16|i8|f64)", mn).group(1)
            per_dword = {"f32": 1, "f16": 2, "bf16": 2, "i8": 4, "f64": 0.5}[src]
            if role in ("vdst", "src2"):
                n = width // 2 if acc == "f64" else width
                res.append((role, "%sx%d" % (acc, n) if n > 1 else acc))
            else:
                n = int(width * per_dword)
                res.append((role, "%sx%d" % (src, n) if n > 1 else src))
            continue
        if role == "sdst" and fam in ("VOP3", "VOPC") and width == 2:
            res.append((role, "b64"))
            continue
        if role == "src2" and width == 2 and ("_co_" in mn or "cndmask" in mn):
            res.append((role, "b64"))
            continue
        if len(types) >= 2 and (mn.startswith("v_cvt_") or mn.startswith("s_cvt_")):
            t = types[0] if role in ("vdst", "sdst") else types[1]
        elif len(types) >= 2:
            t = types[0] if role in ("vdst", "sdst", "sdata", "vdata") else types[1]
        elif types:
            t = types[0]
        else:
            t = None
        if packed and t in ("f16", "i16", "u16", "b16"):
            res.append((role, "v2" + t))
            continue
        if packed and t == "f32" and width == 2:
            res.append((role, "v2f32"))
            continue
        if packed and t in ("b32",) and width == 2:
            res.append((role, "v2b32"))
            continue
        res.append((role, fit(t, width)))
    return res


def immediates(mn, fam, text):
    """The 16-bit immediate of SOPK/SOPP and its printing kind."""
    if fam not in ("SOPK", "SOPP") or not text_operands(text):
        return []
    if "getreg" in mn or "setreg" in mn:
        kind = "hwreg"
    elif "branch" in mn or mn in ("s_call_b64",):
        kind = "label"
    elif mn == "s_waitcnt":
        kind = "waitcnt"
    elif "sendmsg" in mn:
        kind = "sendmsg"
    elif mn == "s_set_gpr_idx_mode":
        kind = "gpr_idx"
    elif mn.startswith("s_cmpk_") and mn.endswith("_u32"):
        kind = "u16"
    elif fam == "SOPK":
        kind = "i16"
    else:
        kind = "u16"
    ops = [("simm16", kind)]
    if mn == "s_setreg_imm32_b32":
        ops.append(("imm32", "b32"))
    return ops


def unit_of(mn, fam):
    if fam in ("SOP2", "SOP1", "SOPC", "SOPK"):
        return "salu"
    if fam == "SOPP":
        return "branch" if "branch" in mn else "salu"
    if fam == "SMEM":
        return "smem"
    if fam == "DS":
        return "lds"
    if fam in ("MUBUF", "MTBUF", "GLOBAL", "SCRATCH"):
        return "vmem"
    if fam == "FLAT":
        return "flat"
    if fam == "MIMG":
        return "gfx"
    if "mfma" in mn:
        return "mfma"
    return "valu"


def main():
    by_mn = OrderedDict()
    for line in open(INV):
        if line.startswith("#"):
            continue
        fam, op, mn, scope, words, text = line.rstrip("\n").split("\t")
        by_mn.setdefault(mn, []).append((fam, int(op, 16), text))
    rows = []
    for mn, encs in by_mn.items():
        base = [e for e in encs if not e[0].endswith(("_DPP", "_SDWA"))]
        best = min(base, key=lambda e: PREFERENCE.index(e[0]))
        roles = roles_of(best[0], best[2], vopc=any(e[0] == "VOPC" for e in encs))
        ops = operand_types(mn, best[0], roles) + immediates(mn, best[0], best[2])
        enc_s = ",".join("%s:%02x" % (f, o) if not f.endswith(("_DPP", "_SDWA"))
                         else f.split("_")[1] for f, o, _ in encs)
        first = min(encs, key=lambda e: (ORDER.index(e[0].split("_")[0]), e[1]))
        rows.append((ORDER.index(first[0].split("_")[0]), first[1], mn, enc_s,
                     ",".join("%s:%s" % o for o in ops) or "-", unit_of(mn, best[0])))
    rows.sort()
    out = sys.stdout
    w0 = max(len(r[2]) for r in rows) + 1
    w1 = max(len(r[3]) for r in rows) + 1
    w2 = max(len(r[4]) for r in rows) + 1
    cur = None
    for r in rows:
        fam = ORDER[r[0]]
        if fam != cur:
            out.write("\n# %s\n" % fam)
            cur = fam
        out.write("%-*s %-*s %-*s %s\n" % (w0, r[2], w1, r[3], w2, r[4], r[5]))


main()
