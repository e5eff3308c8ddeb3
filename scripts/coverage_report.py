#!/usr/bin/env python3
"""Coverage-closure report: merges functional coverage files (gcnsim --coverage, *.cov) and
Verilator coverage files (a COVERAGE=1 build's GCN_RTL_COVERAGE, *.dat) and writes, into OUT
(default build/coverage):

  report.md      per RTL unit (module): line, toggle and user-point coverage with the worst-covered
                 lines and signals; per instruction family: the implemented instructions
                 (rtl/gen/implemented.txt) that retired, with which forms, operand kinds, modifiers,
                 EXEC patterns and producer distances, and which never did; the holes list
  report.html    the same as HTML (--html)
  merged.cov     the functional counts merged (the same format: files merge by adding)
  merged.dat     the Verilator counts merged (verilator_coverage --write), and annotated/, the RTL
                 sources annotated with their counts (verilator_coverage --annotate)

    coverage_report.py [-o OUT] [--html] PATH...

A PATH is a file or a directory whose *.cov and *.dat files are read (not recursively), so a
regression runner passes the directories its runs wrote.  docs/verification.md describes the
points.  Instruction facts come from the instruction table (cmodel/isa/gfx90a.isa, through
scripts/isagen.py), never from the mnemonics' spelling.
"""
import argparse
import collections
import glob
import html
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import isagen  # noqa: E402

COV_MAGIC = "# gcncov 1"
VECTOR_UNITS = ("valu", "mfma", "lds", "vmem", "flat")   # per-lane units: an EXEC pattern applies
EXEC_POINTS = ("all", "partial", "single", "none")
HAZARD_GOALS = ("1", "2", "3")                          # producers close enough to matter
ROUND_POINTS = ("rne", "rpi", "rmi", "rz")
DENORM_POINTS = ("flush", "in", "out", "keep")
DPP32 = ("quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_rol", "wave_shr", "wave_ror",
         "row_mirror", "row_half_mirror", "row_bcast15", "row_bcast31")
SDWA_SELS = ("BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD")
WORST = 15                                              # lines and signals listed per module


# ---- the runs' side ----

def run_options(cov_dir, name):
    """gcnsim's options and environment for a run whose coverage goes to COV_DIR: the functional
    coverage (--coverage DIR/NAME.cov) and, from a coverage build of the RTL library
    (GCN_RTL_LIB=build/libgcnrtl-verilator-cov.so), the Verilator coverage (GCN_RTL_COVERAGE,
    DIR/NAME.dat).  ([], None) without COV_DIR.  What a driver does per run (kernel_tests.py,
    regress.py)."""
    if not cov_dir:
        return [], None
    base = os.path.join(cov_dir, name)
    return ["--coverage", base + ".cov"], dict(os.environ, GCN_RTL_COVERAGE=base + ".dat")


# ---- reading ----

def input_files(paths, ext):
    """The files of PATHS ending in EXT: files as given, directories' files sorted."""
    out = []
    for p in paths:
        if os.path.isdir(p):
            out += sorted(glob.glob(os.path.join(p, "*" + ext)))
        elif p.endswith(ext):
            out.append(p)
    return out


def read_cov(files):
    """Merged functional counts {(mnemonic, form, dimension, value): count}, and the instructions
    the files counted."""
    counts, instructions = collections.Counter(), 0
    for path in files:
        with open(path) as f:
            head = f.readline()
            if not head.startswith(COV_MAGIC):
                sys.exit("coverage_report: %s is not a gcnsim coverage file (no '%s' line)" % (path, COV_MAGIC))
            m = re.search(r"; (\d+) instructions", head)
            instructions += int(m.group(1)) if m else 0
            for n, line in enumerate(f, 2):
                if line.startswith("#") or not line.strip():
                    continue
                parts = line.rstrip("\n").split("\t")
                if len(parts) != 5 or not parts[4].isdigit():
                    sys.exit("coverage_report: %s:%d: not 'mnemonic form dimension value count'" % (path, n))
                counts[tuple(parts[:4])] += int(parts[4])
    return counts, instructions


def write_cov(counts, instructions, path):
    with open(path, "w") as f:
        f.write("%s: mnemonic form dimension value count (docs/verification.md); %d instructions\n" % (
            COV_MAGIC, instructions))
        for key in sorted(counts):
            f.write("\t".join(key) + "\t%d\n" % counts[key])


DAT_POINT = re.compile(r"^C '(.*)' (\d+)$")


def read_dat(path):
    """The points of a Verilator coverage file: dicts of its keys (f file, l line, page
    v_line/MODULE, o comment...) with 'count'."""
    points = []
    with open(path, errors="replace") as f:
        for line in f:
            m = DAT_POINT.match(line.rstrip("\n"))
            if not m:
                continue
            fields = {}
            for kv in m.group(1).split("\x01"):
                k, _, v = kv.partition("\x02")
                if k:
                    fields[k] = v
            fields["count"] = int(m.group(2))
            points.append(fields)
    return points


def merge_dat(files, out_dir):
    """verilator_coverage merges the files into OUT/merged.dat and annotates the sources into
    OUT/annotated; the merged file's path, or None without files."""
    if not files:
        return None
    merged = os.path.join(out_dir, "merged.dat")
    if len(files) == 1:
        shutil.copyfile(files[0], merged)
    else:
        subprocess.run(["verilator_coverage", "--write", merged] + files, check=True, stdout=subprocess.DEVNULL)
    annotated = os.path.join(out_dir, "annotated")
    shutil.rmtree(annotated, ignore_errors=True)
    subprocess.run(["verilator_coverage", "--annotate", annotated, merged], check=True, stdout=subprocess.DEVNULL)
    return merged


# ---- RTL units ----

def instance(p):
    """A user point's generate block, which tells the copies of one cover statement apart:
    ' (g_cover[2])'."""
    parts = p.get("h", "").replace("__BRA__", "[").replace("__KET__", "]").split(".")
    return " (%s)" % parts[-2] if len(parts) > 2 and parts[-2].startswith("g_") else ""


def source_of(p):
    f = p.get("f", "?")
    return os.path.relpath(f, isagen.ROOT) if os.path.isabs(f) else f


def unit_stats(points):
    """Per module (the parameterized copies, gcn_fault__Kz1, together): {kind: [covered, total]},
    and the uncovered points by kind."""
    stats = collections.defaultdict(lambda: collections.defaultdict(lambda: [0, 0]))
    holes = collections.defaultdict(lambda: collections.defaultdict(list))
    for p in points:
        kind, _, module = p.get("page", "v_other/?").partition("/")
        kind, module = kind[2:] if kind.startswith("v_") else kind, module.split("__")[0]
        s = stats[module][kind]
        s[1] += 1
        s[0] += p["count"] > 0
        if not p["count"]:
            holes[module][kind].append(p)
    return stats, holes


def line_ranges(nums):
    """1 2 3 7 -> '1-3, 7'."""
    out, nums = [], sorted(set(nums))
    for n in nums:
        if out and out[-1][1] == n - 1:
            out[-1][1] = n
        else:
            out.append([n, n])
    return ", ".join("%d" % a if a == b else "%d-%d" % (a, b) for a, b in out)


def describe_holes(kind, points):
    """The uncovered points of one kind as short items: lines as ranges per file, toggles per
    signal with their bit count, user points by name."""
    if kind == "line":
        files = collections.defaultdict(list)
        for p in points:  # S: the lines of the point's block ("155-156,164-165"), else its line
            for part in (p.get("S") or p.get("l", "0")).split(","):
                a, _, b = part.partition("-")
                files[source_of(p)] += range(int(a), int(b or a) + 1)
        return ["%s: %s" % (f, line_ranges(ls)) for f, ls in sorted(files.items())]
    if kind == "toggle":
        sigs = collections.Counter()
        for p in points:
            sigs[(source_of(p), int(p.get("l", 0)), re.sub(r"\[\d+\]$", "", p.get("o", "")))] += 1
        return ["%s:%d %s%s" % (f, ln, sig, " (%d bits)" % n if n > 1 else "") for (f, ln, sig), n in sorted(sigs.items())]
    return ["%s:%s %s%s" % (source_of(p), p.get("l", "?"), p.get("o", ""), instance(p)) for p in points]


def pct(c, t):
    return "%.1f" % (100.0 * c / t) if t else "-"


def rtl_section(w, points):
    stats, holes = unit_stats(points)
    kinds = ("line", "toggle", "user")
    w("## RTL units\n")
    w("Line, toggle and user coverage points of the Verilator coverage build, per module (all instances "
      "counted together).\n")
    w("| module | " + " | ".join("%s covered | %s %%" % (k, k) for k in kinds) + " |")
    w("|---|" + "---:|---:|" * len(kinds))
    total = {k: [0, 0] for k in kinds}
    for m in sorted(stats):
        cells = []
        for k in kinds:
            c, t = stats[m][k] if k in stats[m] else (0, 0)
            total[k][0] += c
            total[k][1] += t
            cells.append("%d/%d | %s" % (c, t, pct(c, t)))
        w("| %s | %s |" % (m, " | ".join(cells)))
    w("| **all** | %s |\n" % " | ".join("%d/%d | %s" % (c, t, pct(c, t)) for c, t in total.values()))
    worst = sorted(stats, key=lambda m: sum(stats[m][k][0] for k in kinds) / max(1, sum(stats[m][k][1] for k in kinds)))
    w("### Worst-covered lines and signals\n")
    w("Modules from the least covered: lines never run (ranges per file), signals never toggled (bits "
      "counted), user points never hit; at most %d items of each (all of them: `annotated/`).\n" % WORST)
    for m in worst:
        if not any(holes[m].values()):
            continue
        w("- **%s**" % m)
        for k in kinds:
            h = describe_holes(k, holes[m][k]) if holes[m].get(k) else []
            if h:
                more = " (and %d more)" % (len(h) - WORST) if len(h) > WORST else ""
                w("  - %s never hit: %s%s" % (k, "; ".join("`%s`" % x for x in h[:WORST]), more))
    w("")
    return total


# ---- instructions ----

def row_forms(row):
    """The forms a row has, named as gcnsim's coverage names them: e32 (VOP1/VOP2/VOPC), e64 (their
    VOP3 form), dpp, sdwa, else the family in lower case."""
    fams = [f for f, _ in row.encs]
    vop = any(f in ("VOP1", "VOP2", "VOPC") for f in fams)
    forms = []
    for f in fams:
        name = "e32" if f in ("VOP1", "VOP2", "VOPC") else "e64" if f == "VOP3" and vop else f.lower()
        if name not in forms:
            forms.append(name)
    forms += [f.lower() for f in ("DPP", "SDWA") if f in row.flags]
    return forms


def float_source(opnd):
    """Float modifiers (neg/abs) apply to the source: gcn_float_mods in cmodel/src/isa.c."""
    _, (kind, _, _), mods, _ = opnd
    return mods == "FLOAT" or (mods == "DEFAULT" and kind in ("F", "BF"))


def expected_mods(row):
    """The modifier points the table allows a row (the 'mod' values of gcnsim's coverage)."""
    forms = row_forms(row)
    srcs = [(int(o[0][3]), o) for o in row.opnds if o[0] in ("src0", "src1", "src2")]
    want = []
    if "CLAMP" in row.flags:
        want.append("clamp")
    if "OMOD" in row.flags:
        want += ["omod_mul2", "omod_mul4", "omod_div2"]
    modded = any(f in forms for f in ("e64", "vop3", "vop3p", "dpp", "sdwa"))
    for i, o in srcs:
        if modded and float_source(o):
            want += ["neg%d" % i, "abs%d" % i] if "vop3p" not in forms else ["neg%d" % i]
        if "vop3p" in forms and float_source(o):
            want.append("abs%d" % i if "MIX" in row.flags else "neg_hi%d" % i)
        if o[2] == "SEXT" or ("sdwa" in forms and i < 2 and not float_source(o)):
            want.append("sext%d" % i)
        if "OPSEL" in row.flags:
            want.append("op_sel%d" % i)
    return want


def expected_points(row):
    """{dimension: points} a row should reach, from the table: forms, modifiers, DPP classes, SDWA
    selects, EXEC patterns (per-lane units), MODE controls (float operands), near producers
    (operands it reads)."""
    forms = row_forms(row)
    exp = {"form": forms, "mod": expected_mods(row)}
    if "dpp" in forms:
        wide = any(o[0] == "src0" and o[1][1] * o[1][2] > 32 for o in row.opnds)
        exp["dpp"] = ["row_newbcast"] if wide else list(DPP32)
    if "sdwa" in forms:
        exp["sdwa"] = ["src0_sel=%s" % s for s in SDWA_SELS]
    if row.unit in VECTOR_UNITS:
        exp["exec"] = list(EXEC_POINTS)
    if any(o[1][0] in ("F", "BF") for o in row.opnds):
        exp["round"], exp["denorm"] = list(ROUND_POINTS), list(DENORM_POINTS)
    if any(isagen.access_of(row, o[0]) != "W" and o[0] not in ("simm16", "imm32") for o in row.opnds):
        exp["hazard"] = list(HAZARD_GOALS)
    return exp


def observed(counts):
    """{mnemonic: {dimension: Counter(value)}}, forms under dimension 'form' (from 'retired')."""
    obs = collections.defaultdict(lambda: collections.defaultdict(collections.Counter))
    for (mn, form, dim, value), n in counts.items():
        if dim == "retired":
            obs[mn]["form"][form] += n
        else:
            obs[mn][dim][value] += n
    return obs


def family_of(row):
    return row.encs[0][0] if row.encs else "?"


def implemented():
    path = os.path.join(isagen.ROOT, "rtl/gen/implemented.txt")
    with open(path) as f:
        return {line.split("#")[0].strip() for line in f} - {""}


def brief(counter, limit=8):
    items = sorted(counter.items(), key=lambda kv: -kv[1])
    text = ", ".join("%s %d" % kv for kv in items[:limit])
    return text + (", ..." if len(items) > limit else "")


def instr_section(w, rows, obs, impl):
    w("## Instruction families\n")
    w("Implemented instructions (rtl/gen/implemented.txt) per encoding family: how many retired, and "
      "of those the coverage points reached out of the points the instruction table allows "
      "(forms, modifiers, DPP classes, SDWA selects, EXEC patterns, MODE controls, producers at "
      "distance 1-3).\n")
    w("| family | implemented | retired | % | points reached | of | % |")
    w("|---|---:|---:|---:|---:|---:|---:|")
    fams = collections.OrderedDict((f, []) for f in isagen.FAMILIES)
    for r in rows:
        if r.name in impl:
            fams[family_of(r)].append(r)
    tot = [0, 0, 0, 0]
    for fam, rs in fams.items():
        if not rs:
            continue
        hit = [r for r in rs if r.name in obs]
        reached = want = 0
        for r in hit:
            for dim, pts in expected_points(r).items():
                want += len(pts)
                reached += sum(1 for p in pts if obs[r.name][dim][p])
        tot = [a + b for a, b in zip(tot, (len(rs), len(hit), reached, want))]
        w("| %s | %d | %d | %s | %d | %d | %s |" % (fam, len(rs), len(hit), pct(len(hit), len(rs)), reached, want,
                                                  pct(reached, want)))
    w("| **all** | %d | %d | %s | %d | %d | %s |\n" % (tot[0], tot[1], pct(tot[1], tot[0]), tot[2], tot[3],
                                                     pct(tot[2], tot[3])))
    for fam, rs in fams.items():
        hit = [r for r in rs if r.name in obs]
        if not hit:
            continue
        w("### %s\n" % fam)
        w("| instruction | retired | forms | operands | modifiers | EXEC | producer distance |")
        w("|---|---:|---|---|---|---|---|")
        for r in hit:
            o = obs[r.name]
            w("| %s | %d | %s | %s | %s | %s | %s |" % (
                r.name, sum(o["form"].values()), brief(o["form"]), brief(o["opnd"], 6),
                brief(o["mod"] + o["dpp"] + o["sdwa"], 6), brief(o["exec"]), brief(o["hazard"])))
        w("")
    return tot


def holes_section(w, rows, obs, impl):
    w("## Holes\n")
    never = collections.defaultdict(list)
    for r in rows:
        if r.name in impl and r.name not in obs:
            never[family_of(r)].append(r.name)
    w("### Implemented, never retired (%d)\n" % sum(map(len, never.values())))
    for fam in isagen.FAMILIES:
        if never[fam]:
            w("- **%s** (%d): %s" % (fam, len(never[fam]), ", ".join(never[fam])))
    w("\n### Retired, with allowed points never reached\n")
    w("| instruction | missing |")
    w("|---|---|")
    for r in rows:
        if r.name not in impl or r.name not in obs:
            continue
        o = obs[r.name]
        # a form never reached is one hole, not one per DPP class or SDWA select as well
        miss = ["%s: %s" % (dim, " ".join(p for p in pts if not o[dim][p]))
                for dim, pts in expected_points(r).items()
                if any(not o[dim][p] for p in pts) and (dim not in ("dpp", "sdwa") or o["form"][dim])]
        if miss:
            w("| %s | %s |" % (r.name, "; ".join(miss)))
    extra = sorted(mn for mn in obs if mn not in impl)
    w("\n### Retired, not implemented by the RTL (%d; run on the model only)\n" % len(extra))
    if extra:
        w(", ".join(extra))
    w("")


# ---- output ----

def to_html(md):
    """Markdown of this report (headers, tables, lists, paragraphs, `code`, **bold**) as HTML."""
    out, table = ["<!doctype html><meta charset='utf-8'><title>Coverage</title>",
                  "<style>body{font-family:sans-serif} td,th{border:1px solid #ccc;padding:2px 6px}"
                  " table{border-collapse:collapse}</style>"], False

    def inline(t):
        t = html.escape(t)
        t = re.sub(r"`([^`]*)`", r"<code>\1</code>", t)
        return re.sub(r"\*\*([^*]*)\*\*", r"<b>\1</b>", t)
    for line in md.splitlines():
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            if all(set(c) <= set("-:") for c in cells):
                continue
            out.append(("<table>" if not table else "") + "<tr>" + "".join("<td>%s</td>" % inline(c) for c in cells))
            table = True
            continue
        if table:
            out.append("</table>")
            table = False
        m = re.match(r"^(#+) (.*)", line)
        if m:
            out.append("<h%d>%s</h%d>" % (len(m.group(1)), inline(m.group(2)), len(m.group(1))))
        elif line.lstrip().startswith("- "):
            out.append("<li style='margin-left:%dem'>%s</li>" % (1 + len(line) - len(line.lstrip()),
                                                                 inline(line.lstrip()[2:])))
        elif line.strip():
            out.append("<p>%s</p>" % inline(line))
    return "\n".join(out + (["</table>"] if table else []))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="+", help="coverage files (.cov, .dat) or directories of them")
    ap.add_argument("-o", "--out", default="build/coverage", help="output directory (default build/coverage)")
    ap.add_argument("--html", action="store_true", help="also write report.html")
    args = ap.parse_args()
    covs, dats = input_files(args.paths, ".cov"), input_files(args.paths, ".dat")
    if not covs and not dats:
        sys.exit("coverage_report: no .cov or .dat files in %s" % " ".join(args.paths))
    os.makedirs(args.out, exist_ok=True)
    counts, instructions = read_cov(covs)
    write_cov(counts, instructions, os.path.join(args.out, "merged.cov"))
    merged = merge_dat(dats, args.out)
    rows, impl, obs = isagen.parse_table(), implemented(), observed(counts)
    lines = []
    w = lines.append
    w("# Coverage closure report\n")
    w("Generated by scripts/coverage_report.py from %d functional coverage file(s) (%d instructions) and "
      "%d Verilator coverage file(s); docs/verification.md says what the points are.\n" % (
          len(covs), instructions, len(dats)))
    body = []
    rtl = rtl_section(body.append, read_dat(merged)) if merged else None
    instr = instr_section(body.append, rows, obs, impl)
    holes_section(body.append, rows, obs, impl)
    w("## Summary\n")
    w("| what | covered | of | % |")
    w("|---|---:|---:|---:|")
    w("| implemented instructions retired | %d | %d | %s |" % (instr[1], instr[0], pct(instr[1], instr[0])))
    w("| points of the retired ones | %d | %d | %s |" % (instr[2], instr[3], pct(instr[2], instr[3])))
    for k, (c, t) in (rtl or {}).items():
        w("| RTL %s points | %d | %d | %s |" % (k, c, t, pct(c, t)))
    w("")
    md = "\n".join(lines + body) + "\n"
    with open(os.path.join(args.out, "report.md"), "w") as f:
        f.write(md)
    if args.html:
        with open(os.path.join(args.out, "report.html"), "w") as f:
            f.write(to_html(md))
    print("coverage: %d of %d implemented instructions retired, %d of %d of their points%s; %s" % (
        instr[1], instr[0], instr[2], instr[3],
        "".join(", RTL %s %s%%" % (k, pct(c, t)) for k, (c, t) in (rtl or {}).items()),
        os.path.join(args.out, "report.md")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
