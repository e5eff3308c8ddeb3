#!/usr/bin/env python3
"""Directed tests of the model's required-wait-states check (gcn/hazard.h, docs/mfma.md).

One case per rule of the table (and per kind of first MFMA where the wait states depend on its
passes), and pairs that need none: a first instruction, a second one, and the wait states MI200 requires between them,
as llc-16's hazard recognizer inserts them (measured once with `llc-16 -run-pass=post-RA-hazard-rec`
on the same pairs; written here, not taken from the model's table).  Each case is assembled by
llvm-mc-16 twice and run on the model (isatest --check-hazards): with one wait state too few the
check must report exactly that rule, with the required ones nothing (a pair that needs none:
nothing with no wait state between).  Every rule of the table (cmodel/src/hazard.c) must have
a case, and docs/mfma.md's rule table must list the same rules.  Wait states come from one
SALU instruction and s_nops (s_nop N gives N + 1).

With --llc, each case's wait states are also checked against LLVM 16 itself: the pair is written
as a MIR function (mir_of) and `llc-16 -run-pass=post-RA-hazard-rec` must insert exactly that
many wait states between (none for a pair that needs none).

With --gcnsim and --build, the MFMA kernels clang-16 built (build/kernels/mfma_*.co, every
level) are also run with the wait states LLVM inserted taken away (each s_nop N, N > 0, of the
code made s_nop 0): gcnsim --check-hazards must then report a violation in every kernel that had
such an s_nop (the unmodified kernels must report none: scripts/kernel_tests.py --check-hazards).

Usage: hazard_tests.py --isatest BIN [--llc] [--gcnsim BIN --build DIR]
Prints one line per case and "N passed, M failed".
"""
import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import isa_tests  # noqa: E402
import kernel_tests  # noqa: E402

# First instructions.  X4/X16/X32: the f32 MFMAs of 2, 8 and 16 passes writing v0 up; D4/D16:
# the f64 4x4x4 (4 passes) and 16x16x4 (8).  A and B are never written by the cases.
X4 = "v_mfma_f32_4x4x1f32 v[0:3], v40, v41, v[0:3]"
X16 = "v_mfma_f32_16x16x4f32 v[0:3], v40, v41, v[0:3]"
X32 = "v_mfma_f32_32x32x2f32 v[0:15], v40, v41, v[0:15]"
D4 = "v_mfma_f64_4x4x4f64 v[0:1], v[40:41], v[42:43], v[0:1]"
D16 = "v_mfma_f64_16x16x4f64 v[0:7], v[40:41], v[42:43], v[0:7]"
XS = {"x4": (X4, 2), "x16": (X16, 8), "x32": (X32, 16)}

READ_V1 = "v_add_f32 v50, v1, v60"
STORE_V1 = "global_store_dword v[60:61], v1, off"
DS_V1 = "ds_write_b32 v70, v1"
LOAD_V1 = "global_load_dword v1, v[60:61], off"
MOV_V1 = "v_mov_b32 v1, 0"
X4_A_V1 = "v_mfma_f32_4x4x1f32 v[10:13], v1, v41, v[10:13]"
DOT2 = "v_dot2_f32_f16 v40, v90, v91, v92"
DOT2C = "v_dot2c_f32_f16 v40, v90, v91"


def cases():
    """(name, rule, [first..., (between)], second, wait states required); rule None: a pair
    that needs none, checked with nothing between."""
    c = [
        ("v_cmpx then mfma", "valu-exec/mfma", ["v_cmpx_eq_u32 v90, v90"], X4, 4),
        ("v_cmp writing exec then mfma", "valu-exec/mfma", ["v_cmp_eq_u32_e64 exec, v90, v90"], X4, 4),
        ("valu writes A", "valu-write/mfma-read", ["v_mov_b32 v40, 0"], X4, 2),
        ("valu writes C", "valu-write/mfma-read", ["v_mov_b32 v1, 0"], X4, 2),
        ("accvgpr_write writes C", "valu-write/mfma-read", ["v_accvgpr_write_b32 a1, v50"],
         "v_mfma_f32_4x4x1f32 a[0:3], v40, v41, a[0:3]", 2),
        ("f64 4x4 C over f64 16x16", "dgemm4-write/dgemm-srcc-overlap", [D4],
         "v_mfma_f64_16x16x4f64 v[20:27], v[40:41], v[42:43], v[0:7]", 4),
        ("f64 16x16 C in f64 4x4", "dgemm16-write/dgemm-srcc-overlap", [D16],
         "v_mfma_f64_4x4x4f64 v[20:21], v[40:41], v[42:43], v[2:3]", 9),
        ("f64 4x4 accumulates", "dgemm4-write/dgemm-srcc-same", [D4], D4, 4),
        ("f64 4x4 A", "dgemm4-write/mfma-srcab", [D4], X4_A_V1, 6),
        ("f64 16x16 A", "dgemm16-write/mfma-srcab", [D16], X4_A_V1, 11),
        ("f64 4x4 then valu", "dgemm4-write/valu-read", [D4], READ_V1, 6),
        ("f64 16x16 then valu", "dgemm16-write/valu-read", [D16], READ_V1, 11),
        ("f64 4x4 then store", "dgemm4-write/mem-read", [D4], STORE_V1, 9),
        ("f64 16x16 then ds_write", "dgemm16-write/mem-read", [D16], DS_V1, 18),
        ("f64 4x4 then v_mov", "dgemm4-write/write", [D4], MOV_V1, 6),
        ("f64 16x16 then load", "dgemm16-write/write", [D16], LOAD_V1, 11),
        ("f64 4x4 then v_fma_f64", "dgemm/fma64", [D4], "v_fma_f64 v[70:71], v[72:73], v[74:75], v[76:77]", 2),
        ("f64 16x16 then v_fmac_f64", "dgemm/fma64", [D16], "v_fmac_f64 v[70:71], v[72:73], v[74:75]", 2),
        ("valu, f64 MFMA, store", "valu-write/dgemm/mem-read", ["v_mov_b32 v90, 0", (D4,)],
         "global_store_dword v[60:61], v90, off", 2),
        ("valu, f64 MFMA, ds_write", "valu-write/dgemm/mem-read", ["v_mov_b32 v90, 0", (D16,)],
         "ds_write_b32 v70, v90", 2),
        ("x4 A of f64", "xdl-write/mfma-srcab", [X4],
         "v_mfma_f64_4x4x4f64 v[20:21], v[0:1], v[42:43], v[20:21]", 5),
        ("x4 to accvgpr_read", "xdl-write/read", ["v_mfma_f32_4x4x1f32 a[0:3], v40, v41, a[0:3]"],
         "v_accvgpr_read_b32 v50, a1", 5),
        ("x4 then accvgpr_write", "xdl-write/write", ["v_mfma_f32_4x4x1f32 a[0:3], v40, v41, a[0:3]"],
         "v_accvgpr_write_b32 a1, v50", 5),
        ("x4 C then accvgpr_write", "xdl-srcc/write", ["v_mfma_f32_4x4x1f32 a[100:103], v40, v41, a[0:3]"],
         "v_accvgpr_write_b32 a1, v50", 1),
        ("dot then v_mov reads", "dot-write/read", [DOT2], "v_mov_b32 v50, v40", 3),
        ("dot4c then store", "dot-write/read", ["v_dot4c_i32_i8 v40, v90, v91"],
         "global_store_dword v[60:61], v40, off", 3),
        ("dot then the same dot's A", "dot-write/read", [DOT2], "v_dot2_f32_f16 v41, v40, v91, v92", 3),
        ("dot2c then dot2c's A", "dot-write/read", [DOT2C], "v_dot2c_f32_f16 v41, v40, v93", 3),
        ("dot then v_mov writes", "dot-write/write", [DOT2], "v_mov_b32 v40, 0", 3),
        ("dot accumulates (same dot, C)", None, [DOT2], "v_dot2_f32_f16 v40, v93, v91, v40", 0),
        ("dot2c accumulates", None, [DOT2C], "v_dot2c_f32_f16 v40, v92, v93", 0),
        ("dot then an MFMA reads it", None, [DOT2], "v_mfma_f32_4x4x1f32 v[0:3], v40, v41, v[0:3]", 0),
        ("x4 accumulates (C the same)", None, [X4], X4, 0),
        ("x4 then x16, C the same", None, [X4], X16, 0),
        ("f64 16x16 then x4 C", None, [D16], "v_mfma_f32_4x4x1f32 v[20:23], v40, v41, v[0:3]", 0),
        ("f64 C read, then a write", None, ["v_mfma_f64_4x4x4f64 v[20:21], v[40:41], v[42:43], v[0:1]"], MOV_V1, 0),
        ("salu writes exec, then mfma", None, ["s_mov_b64 exec, -1"], X4, 0),
    ]
    for k, (first, p) in XS.items():
        n = 16 if k == "x32" else 4
        c += [
            ("%s C partly" % k, "xdl-write/xdl-srcc-overlap", [first],
             "v_mfma_f32_4x4x1f32 v[20:23], v40, v41, v[2:5]", p),
            ("%s C of f64" % k, "xdl-write/dgemm-srcc-overlap", [first],
             "v_mfma_f64_4x4x4f64 v[20:21], v[40:41], v[42:43], v[2:3]", p + 1),
            ("%s A" % k, "xdl-write/mfma-srcab", [first], X4_A_V1, p + 3),
            ("%s then valu" % k, "xdl-write/read", [first], READ_V1, p + 3),
            ("%s then store" % k, "xdl-write/read", [first], STORE_V1, p + 3),
            ("%s then ds_write" % k, "xdl-write/read", [first], DS_V1, p + 3),
            ("%s then v_mov" % k, "xdl-write/write", [first], MOV_V1, p + 3),
            ("%s then load" % k, "xdl-write/write", [first], LOAD_V1, p + 3),
            ("%s C then v_mov" % k, "xdl-srcc/write",
             [first.replace("v[0:%d]," % (n - 1), "v[100:%d]," % (99 + n), 1)], MOV_V1, p - 1),
        ]
    return c


def filler(n):
    """n wait states: an SALU instruction, then s_nops of up to 16 each."""
    if n <= 0:
        return []
    out, n = ["s_mov_b32 s90, 0"], n - 1
    while n:
        k = min(n, 16)
        out.append("s_nop %d" % (k - 1))
        n -= k
    return out


def program(first, second, wait):
    """The first instructions, then WAIT wait states (an instruction in parentheses issues
    between and counts as one), then the second."""
    before = [i for i in first if isinstance(i, str)]
    between = [i[0] for i in first if not isinstance(i, str)]
    lines = before + between + filler(wait - len(between)) + [second, "s_endpgm"]
    init = [";; mem 0x10000 0x1000", ";; init v60 = 0x10000", ";; init v61 = 0", ";; init v70 = 0"]
    return "\n".join(init + lines) + "\n"


def run(isatest, text, tmp):
    path = os.path.join(tmp, "case.s")
    with open(path, "w") as f:
        f.write(text)
    spec = isa_tests.build_spec(path, tmp)
    out = subprocess.run([isatest, "--check-hazards", spec], capture_output=True, text=True)
    if out.returncode != 0:
        return None, out.stdout + out.stderr
    return [line for line in out.stdout.splitlines() if line.startswith("hazard: ")], out.stdout


def check_case(isatest, case, tmp):
    name, rule, first, second, need = case
    if rule is None:
        return check_exact(isatest, first, second, 0, tmp)
    early, log = run(isatest, program(first, second, need - 1), tmp)
    if early is None:
        return "the too-early run failed:\n" + log
    want = re.compile(r": %s \(.*\): %d wait states required, %d provided$" % (re.escape(rule), need, need - 1))
    if len(early) != 1 or not want.search(early[0]):
        return "with %d wait states, expected only %s (%d required, %d provided), got: %s" % (
            need - 1, rule, need, need - 1, early or "nothing")
    return check_exact(isatest, first, second, need, tmp)


def check_exact(isatest, first, second, need, tmp):
    exact, log = run(isatest, program(first, second, need), tmp)
    if exact is None:
        return "the exact run failed:\n" + log
    if exact:
        return "with the %d required wait states, reported: %s" % (need, exact)
    return None


def shrink_nops(src, dst):
    """Copy code object SRC to DST with every s_nop N (N > 0) of its .text made s_nop 0
    (instruction boundaries from llvm-objdump-16); how many."""
    data = bytearray(open(src, "rb").read())
    sections = subprocess.run(["llvm-readelf-16", "-S", src], capture_output=True, text=True, check=True).stdout
    m = re.search(r"\.text\s+PROGBITS\s+([0-9a-f]+)\s+([0-9a-f]+)", sections)
    delta = int(m.group(2), 16) - int(m.group(1), 16)   # file offset minus address
    dis = subprocess.run(["llvm-objdump-16", "-d", "--mcpu=gfx90a", src], capture_output=True, text=True,
                         check=True).stdout
    n = 0
    for nop in re.finditer(r"s_nop ([1-9]\d*)\s*// ([0-9A-F]+):", dis):
        at = int(nop.group(2), 16) + delta
        data[at:at + 4] = (0xBF800000).to_bytes(4, "little")
        n += 1
    with open(dst, "wb") as f:
        f.write(data)
    return n


def kernels_without_nops(gcnsim, build, tmp):
    """(passed, failed): each MFMA kernel whose s_nops were shrunk must break a rule."""
    os.makedirs(os.path.join(tmp, "kernels"))
    passed = failed = 0
    for co in sorted(glob.glob(os.path.join(build, "kernels", "mfma_*.co"))):
        name, variant = os.path.basename(co)[:-3].split(".", 1)
        if name not in kernel_tests.TESTS or not shrink_nops(co, os.path.join(tmp, "kernels", os.path.basename(co))):
            continue
        kind, msg, _ = kernel_tests.run_case(gcnsim, tmp, name, variant, tmp, 600, hazards=True)[:3]
        ok = kind == "HAZARD"
        print("%-5s %s.%s without LLVM's s_nops: %s %s" % ("ok" if ok else "FAIL", name, variant, kind, msg[:160]))
        passed += ok
        failed += not ok
    return passed, failed


# ---- the same pairs for llc-16 (MIR) ----

EXEC_USE = "implicit $exec"
MODE_EXEC = "implicit $mode, implicit $exec"


def mir_reg(text):
    """v5 / a[0:3] / v[60:61] as MIR physical registers ($vgpr5, $agpr0_agpr1_agpr2_agpr3)."""
    m = re.fullmatch(r"([va])(?:(\d+)|\[(\d+):(\d+)\])", text)
    if not m:
        return "$exec" if text == "exec" else text   # EXEC, or an inline constant
    kind = "vgpr" if m.group(1) == "v" else "agpr"
    lo, hi = (int(m.group(2)),) * 2 if m.group(2) else (int(m.group(3)), int(m.group(4)))
    return "$" + "_".join("%s%d" % (kind, r) for r in range(lo, hi + 1))


def mir_of(asm):
    """One instruction of the cases as MIR (the few forms they use)."""
    op, _, rest = asm.partition(" ")
    a = [mir_reg(x.strip()) for x in rest.split(",")]
    if op.startswith("v_mfma_"):
        suffix = "_e64" if a[0].startswith("$agpr") else "_vgprcd_e64"
        return "%s = %s%s %s, %s, %s, 0, 0, 0, %s" % (a[0], op.upper(), suffix, a[1], a[2], a[3], MODE_EXEC)
    if op.startswith("v_dot") and op[6:7] == "c":   # v_dot2c_*: the accumulator is the destination
        return "%s = %s_e32 %s, %s, %s(tied-def 0), %s" % (a[0], op.upper(), a[1], a[2], a[0], MODE_EXEC)
    if op.startswith("v_dot"):
        return "%s = %s 8, %s, 8, %s, 8, %s, 0, 0, 0, 0, 0, %s" % (a[0], op.upper(), a[1], a[2], a[3], MODE_EXEC)
    forms = {
        "v_mov_b32": "{0} = V_MOV_B32_e32 {1}, %s" % EXEC_USE,
        "v_add_f32": "{0} = V_ADD_F32_e32 {1}, {2}, %s" % MODE_EXEC,
        "v_fma_f64": "{0} = V_FMA_F64_e64 0, {1}, 0, {2}, 0, {3}, 0, 0, %s" % MODE_EXEC,
        "v_fmac_f64": "{0} = V_FMAC_F64_e32 {1}, {2}, {0}, %s" % MODE_EXEC,
        "v_accvgpr_read_b32": "{0} = V_ACCVGPR_READ_B32_e64 {1}, %s" % EXEC_USE,
        "v_accvgpr_write_b32": "{0} = V_ACCVGPR_WRITE_B32_e64 {1}, %s" % EXEC_USE,
        "global_store_dword": "GLOBAL_STORE_DWORD {0}, {1}, 0, 0, %s" % EXEC_USE,
        "global_load_dword": "{0} = GLOBAL_LOAD_DWORD {1}, 0, 0, %s" % EXEC_USE,
        "ds_write_b32": "DS_WRITE_B32 {0}, {1}, 0, 0, implicit $m0, %s" % EXEC_USE,
        "v_cmpx_eq_u32": "V_CMPX_EQ_U32_e32 {0}, {1}, implicit-def $vcc, implicit-def $exec, %s" % EXEC_USE,
        "v_cmp_eq_u32_e64": "{0} = V_CMP_EQ_U32_e64 {1}, {2}, %s" % EXEC_USE,
        "s_mov_b64": "$exec = S_MOV_B64 {1}",
    }
    return forms[op].format(*a)


def llc_wait_states(first, second):
    """The wait states llc-16's hazard recognizer puts between the pair: its s_nops, plus the
    instructions the case issues between."""
    body = [mir_of(i if isinstance(i, str) else i[0]) for i in first] + [mir_of(second), "S_ENDPGM 0"]
    mir = "---\nname: t\nbody: |\n  bb.0:\n%s\n...\n" % "\n".join("    " + b for b in body)
    out = subprocess.run(["llc-16", "-march=amdgcn", "-mcpu=gfx90a", "-run-pass=post-RA-hazard-rec", "-o", "-",
                          "-x", "mir", "-"], input=mir, capture_output=True, text=True)
    if out.returncode != 0:
        raise RuntimeError("llc-16: " + out.stderr.strip()[:300])
    lines = out.stdout.split("bb.0:")[1].splitlines()
    end = next(i for i, line in enumerate(lines) if "S_ENDPGM" in line)
    nops = 0
    for line in reversed(lines[:end - 1]):   # back from the second instruction
        m = re.match(r"\s*S_NOP (\d+)", line)
        if not m:
            break
        nops += int(m.group(1)) + 1
    return nops + sum(1 for i in first if not isinstance(i, str))


def check_llc(case):
    name, rule, first, second, need = case
    got = llc_wait_states(first, second)
    return None if got == need else "llc-16 puts %d wait states between, the case says %d" % (got, need)


def names_in(path, pattern):
    with open(os.path.join(isa_tests.ROOT, path)) as f:
        return set(re.findall(pattern, f.read(), re.M))


def check_rule_lists(tested):
    """Every rule of the C table has a case, and docs/mfma.md's table lists the same rules."""
    table = names_in("cmodel/src/hazard.c", r'^\s*\{"([a-z0-9/-]+)",')
    docs = names_in("docs/mfma.md", r"^\| `([a-z0-9/-]+)` \|")
    errors = ["rule %s of the table has no case" % r for r in sorted(table - tested)]
    errors += ["case for %s, which is not a rule of the table" % r for r in sorted(tested - table)]
    errors += ["docs/mfma.md lists %s, the table does not" % r for r in sorted(docs - table)]
    errors += ["docs/mfma.md does not list %s" % r for r in sorted(table - docs)]
    return errors


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--isatest", required=True)
    ap.add_argument("--llc", action="store_true", help="also check each case's wait states with llc-16")
    ap.add_argument("--gcnsim", help="also run the MFMA kernels without LLVM's s_nops")
    ap.add_argument("--build", default="build", help="where kernels/ holds the code objects")
    args = ap.parse_args()
    passed = failed = 0
    rules = set()
    with tempfile.TemporaryDirectory() as tmp:
        for case in cases():
            try:
                err = check_case(args.isatest, case, tmp) or (args.llc and check_llc(case)) or None
            except subprocess.CalledProcessError as e:
                err = "llvm-mc-16 rejected it: %s" % e.stderr
            except RuntimeError as e:
                err = str(e)
            print("%-5s %-34s %-34s %2d" % ("ok" if not err else "FAIL", case[0], case[1] or "(none)", case[4]))
            if err:
                print("      " + err)
            failed += bool(err)
            passed += not err
            rules.add(case[1] or "")
        for err in check_rule_lists(rules - {""}):
            print("FAIL  " + err)
            failed += 1
        kp = kf = 0
        if args.gcnsim:
            kp, kf = kernels_without_nops(args.gcnsim, args.build, os.path.join(tmp, "nops"))
    print("%d rules covered; %d passed, %d failed; MFMA kernels without LLVM's s_nops: %d reported, %d not" % (
        len(rules - {""}), passed, failed, kp, kf))
    failed += kf
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
