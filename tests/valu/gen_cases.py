#!/usr/bin/env python3
"""Generate the cases of tests/valu/test_valu.cpp: one real instruction per
integer VALU row of cmodel/isa/gfx90a.isa (and a clamp variant where the row
has CLAMP), every legal DPP control of v_mov_b32_dpp with and without
bound_ctrl and random row/bank masks, and every SDWA select of
v_mov_b32_sdwa.  The instruction words are llvm-mc-16's (-show-encoding),
never ours; OP_* ids are read from rtl/gen/gcn_isa.vh.

Register layout the harness fills with random values:
  v0 v1 v2    32-bit (and 16-bit) src0 src1 src2     v3      32/16-bit vdst
  v[4:5]      64-bit src0   v[6:7] 64-bit src1        v[10:11] 64-bit src2
  v[8:9]      64-bit vdst   s[10:11] lane-mask sdst    s[12:13] lane-mask src2
  v[12:15]    128-bit vdst  v[16:19] 128-bit src2 (v_mqsad_u32_u8)
  s14 scalar value          s15 lane select           s20 scalar vdst
  a0 AccVGPR source         a3 AccVGPR vdst

Usage: gen_cases.py ROOT OUT.h"""
import random
import re
import subprocess
import sys

ROOT, OUT = sys.argv[1], sys.argv[2]

# operand kinds of the C harness (test_valu.cpp enum src_kind / dst_kind)
S_NONE, S_V32, S_V64, S_SGPR, S_OLD, S_V128 = 0, 1, 2, 3, 4, 5
D_NONE, D_V, D_SGPR_LANE = 0, 1, 2

def width(t):
    t = t.split("+")[0]
    if t in ("v2b32",) or t.endswith("64"):
        return 64
    if t.endswith("16") and not t.startswith("v2"):
        return 16
    return 32

def is_float(t):
    t = t.split("+")[0]
    return t.startswith("f") or t.startswith("bf") or t.startswith("v2f")

# rows whose result width the operand type does not give (the model writes
# a full dword: BINOP32 in sem_valu_int.c)
DST_OVERRIDE = {"v_cvt_pk_u16_u32": 32, "v_cvt_pk_i16_i32": 32}

def rows():
    for line in open(ROOT + "/cmodel/isa/gfx90a.isa"):
        line = line.split("#")[0].split()
        if len(line) >= 4 and line[-1] == "valu":
            yield line[0], line[1].split(","), line[2]

def op_ids():
    ids = {}
    for m in re.finditer(r"localparam (OP_\w+) = \d+'d(\d+)", open(ROOT + "/rtl/gen/gcn_isa.vh").read()):
        ids[m.group(1)] = int(m.group(2))
    return ids

def int_cases():
    """(text, name, a, b, c, flag_in, dst_kind, dst_reg, dst_bits, flag_out)"""
    out, skipped = [], []
    for name, encs, ops in rows():
        if ops == "-":
            skipped.append((name, "no operands"))
            continue
        ops = [o.split(":", 1) for o in ops.split(",")]
        if any(is_float(t) for _, t in ops):
            continue
        fams = [e.split(":")[0] for e in encs]
        mn = name
        if "VOP3" in fams and any(f in fams for f in ("VOP1", "VOP2", "VOPC")):
            mn += "_e64"
        text, srcs, fin = [], [], -1
        dkind, dreg, dbits, fout = D_NONE, 0, 0, -1
        for role, t in ops:
            w = width(t)
            if role == "vdst":
                if "+sreg" in t:
                    text.append("s20"); dkind, dreg, dbits = D_SGPR_LANE, 20, 32
                elif "+agpr" in t:
                    text.append("a3"); dkind, dreg, dbits = D_V, 256 + 3, 32
                elif t.endswith("x4"):
                    text.append("v[12:15]"); dkind, dreg, dbits = D_V, 12, 128
                elif w == 64:
                    text.append("v[8:9]"); dkind, dreg, dbits = D_V, 8, 64
                else:
                    text.append("v3"); dkind, dreg, dbits = D_V, 3, DST_OVERRIDE.get(name, w)
            elif role == "sdst":
                if w == 64:
                    text.append("s[10:11]"); fout = 10
                else:
                    text.append("s20"); dkind, dreg, dbits = D_SGPR_LANE, 20, 32
            else:
                i = int(role[3])
                if "+mask" in t:
                    text.append("s[12:13]"); fin = 12
                elif "+sreg" in t:
                    if name == "v_writelane_b32" and i == 1:
                        text.append("LANE")     # an inline constant (constant bus)
                    else:
                        reg = 14 if i == 0 else 15
                        text.append("s%d" % reg); srcs.append((S_SGPR, reg))
                elif "+agpr" in t:
                    text.append("a0"); srcs.append((S_V32, 256))
                elif t.startswith("u32x4"):
                    text.append("v[16:19]"); srcs.append((S_V128, 16))
                elif w == 64:
                    reg = (4, 6, 10)[i]
                    text.append("v[%d:%d]" % (reg, reg + 1)); srcs.append((S_V64, reg))
                else:
                    text.append("v%d" % i); srcs.append((S_V32, i))
        if name == "v_readlane_b32":
            srcs = srcs[:1]             # the lane select is not a datapath operand
        if name == "v_writelane_b32":
            srcs = srcs[:1]
        if re.match(r"v_dot\d+c_", name):
            srcs.append((S_OLD, 3))     # accumulates into the old vdst
        while len(srcs) < 3:
            srcs.append((S_NONE, 0))
        line = "%s %s" % (mn, ", ".join(text))
        variants = [line]
        if name == "v_writelane_b32":
            variants = [line.replace("LANE", "5"), line.replace("LANE", "37")]
        if "CLAMP" in encs:
            variants += [v + " clamp" for v in variants]
        for v in variants:
            out.append(dict(text=v, name=name, srcs=srcs, fin=fin, dkind=dkind, dreg=dreg, dbits=dbits,
                            fout=fout))
    return out, skipped

def dpp_cases(rng):
    ctrls = ["quad_perm:[%d,%d,%d,%d]" % (q & 3, q >> 2 & 3, q >> 4 & 3, q >> 6) for q in range(256)]
    for k in ("row_shl", "row_shr", "row_ror"):
        ctrls += ["%s:%d" % (k, c) for c in range(1, 16)]
    ctrls += ["wave_shl:1", "wave_rol:1", "wave_shr:1", "wave_ror:1", "row_mirror", "row_half_mirror",
              "row_bcast:15", "row_bcast:31"]
    ctrls += ["row_newbcast:%d" % c for c in range(16)]
    out = []
    for c in ctrls:
        for bc in (0, 1):
            rm, bm = rng.choice([15, 15, rng.randrange(16)]), rng.choice([15, 15, rng.randrange(16)])
            t = "v_mov_b32_dpp v3, v0 %s row_mask:0x%x bank_mask:0x%x%s" % (c, rm, bm, " bound_ctrl:0" if bc else "")
            out.append(dict(text=t, rm=rm, bm=bm, bc=bc))
    return out

SELS = ["BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD"]
UNUSED = ["UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"]

def sdwa_cases():
    out = []
    for ds in range(7):
        for du in range(3):
            for ss in range(7):
                for sx in (0, 1):
                    src = "sext(v0)" if sx else "v0"
                    t = "v_mov_b32_sdwa v3, %s dst_sel:%s dst_unused:%s src0_sel:%s" % (src, SELS[ds], UNUSED[du],
                                                                                       SELS[ss])
                    out.append(dict(text=t, ds=ds, du=du, ss=ss, sx=sx))
    return out

def assemble(cases):
    """Encodings of every case; a line LLVM rejects drops its case (listed)."""
    src = "".join(c["text"] + "\n" for c in cases)
    r = subprocess.run(["llvm-mc-16", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-show-encoding"],
                       input=src, capture_output=True, text=True)
    bad = {int(m.group(1)) - 1 for m in re.finditer(r"<stdin>:(\d+):\d+: error", r.stderr)}
    rejected = [cases[i]["text"] for i in sorted(bad)]
    kept = [c for i, c in enumerate(cases) if i not in bad]
    enc = re.findall(r"encoding: \[([^\]]*)\]", r.stdout)
    if len(enc) != len(kept):
        sys.exit("expected %d encodings, got %d:\n%s" % (len(kept), len(enc), r.stderr))
    for c, e in zip(kept, enc):
        b = [int(x, 16) for x in e.split(",")] + [0] * 4
        c["w"] = [b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24, b[4] | b[5] << 8 | b[6] << 16 | b[7] << 24]
        c["n"] = len(e.split(",")) // 4
    return kept, rejected

def main():
    rng = random.Random(1)
    ids = op_ids()
    ints, skipped = int_cases()
    ints, rej_i = assemble(ints)
    dpps, rej_d = assemble(dpp_cases(rng))
    sdwas, rej_s = assemble(sdwa_cases())
    names = sorted({c["name"] for c in ints})
    with open(OUT, "w") as f:
        f.write("/* Generated by tests/valu/gen_cases.py from llvm-mc-16 -show-encoding; do not edit. */\n")
        f.write("#define OP_ID_LIMIT %d\n" % (max(ids.values()) + 1))
        f.write("static const int_case int_cases[] = {\n")
        for c in ints:
            s = c["srcs"]
            f.write('    {"%s", "%s", %d, {0x%08x, 0x%08x}, %d, {{%d, %d}, {%d, %d}, {%d, %d}}, %d, %d, %d, %d, %d},\n' % (
                c["text"], c["name"], ids["OP_" + c["name"].upper()], c["w"][0], c["w"][1], c["n"],
                s[0][0], s[0][1], s[1][0], s[1][1], s[2][0], s[2][1], c["fin"], c["dkind"], c["dreg"],
                c["dbits"], c["fout"]))
        f.write("};\n")
        f.write("/* integer VALU rows the harness has no case for, and why */\n")
        f.write("static const char *const int_skipped[] = {\n")
        for n, why in skipped:
            f.write('    "%s (%s)",\n' % (n, why))
        for t in rej_i:
            f.write('    "%s (llvm-mc-16 rejects it)",\n' % t)
        f.write("    0};\n")
        f.write("static const dpp_case dpp_cases[] = {\n")
        for c in dpps:
            f.write('    {"%s", {0x%08x, 0x%08x}, %d, %d, %d},\n' % (c["text"], c["w"][0], c["w"][1], c["rm"], c["bm"],
                                                                   c["bc"]))
        f.write("};\n")
        f.write("static const sdwa_case sdwa_cases[] = {\n")
        for c in sdwas:
            f.write('    {"%s", {0x%08x, 0x%08x}, %d, %d, %d, %d},\n' % (c["text"], c["w"][0], c["w"][1], c["ds"], c["du"],
                                                                       c["ss"], c["sx"]))
        f.write("};\n")
        f.write("#define N_DPP_REJECTED %d\n#define N_SDWA_REJECTED %d\n" % (len(rej_d), len(rej_s)))
    print("gen_cases: %d integer cases (%d rows), %d DPP, %d SDWA; rejected by llvm-mc: %d int, %d DPP, %d SDWA" % (
        len(ints), len(names), len(dpps), len(sdwas), len(rej_i), len(rej_d), len(rej_s)))

main()
