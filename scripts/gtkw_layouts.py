#!/usr/bin/env python3
"""GTKWave signal layouts, a .gtkw file per unit, for an FST of gcn_cu
(gcnsim run --wave, gcnrtl-verilator / gcnrtl-icarus TRACE=1).

    gtkw_layouts.py FILE.fst [-o DIR] [--config NAME]

The signals come from the RTL hierarchy, not from lists kept by hand: the
instances of each unit's modules are found by walking gcn_cu's sources
(scripts/rtl_sources.py) from the top, then looked up in the FST's own
hierarchy (its header, read with GTKWave's fst2vcd), and every port of
each instance (a name ending _i or _o, the project's port naming) goes in,
under a group named after the instance path.  UNITS below only says which
modules make up which layout; a module it names that the RTL no longer has
is an error, and so is an instance the FST lacks.  A unit whose modules
the configuration leaves out (lite's matrix core) gets no file and a note.  Every layout starts with
gcn_cu's clock and reset.  The files go next to the FST as
FILE.<unit>.gtkw (or into DIR): `gtkwave FILE.fst FILE.salu.gtkw`.
"""
import argparse
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rtl_sources  # noqa: E402

# layout -> (title, the RTL modules whose instances it shows); memory: the
# top's own ports of the fetch (if_*) and data memory (dm_*) channels
UNITS = [
    ("fetch_wavepool", "fetch and wavepool", ["gcn_fetch", "gcn_wavepool"]),
    ("decode_issue", "decode and issue", ["gcn_issue", "gcn_decode"]),
    ("salu", "SALU", ["gcn_salu"]),
    ("valu", "VALU", ["gcn_valu_array", "gcn_valu", "gcn_simf"]),
    ("lsu", "LSU", ["gcn_lsu", "gcn_lsu_ret", "gcn_waitcnt"]),
    ("lds", "LDS", ["gcn_ds", "gcn_lds"]),
    ("mfma", "MFMA", ["gcn_mfma_seq", "gcn_mfma"]),
    ("memory", "memory interface", []),
]
MEMORY_PREFIXES = ("if_", "dm_")
TOP = "gcn_cu"

_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
# an instance: a module name, optional #( parameters ) (two levels of
# parentheses inside), the instance name, its port list's "("
_INST = re.compile(r"(?<![\w`])(gcn_\w+)\s*(?:#\s*\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))?\s*(\w+)\s*\(")


def rtl_tree(config):
    """{module: [(child module, instance name)]} over the configuration's sources, and the names of
    their generate blocks (begin : NAME), which the simulators add as scopes between instances."""
    files = rtl_sources.cu_files(config)
    by_mod = {os.path.basename(f)[:-2]: f for f in files}
    tree, blocks = {}, set()
    for mod, f in by_mod.items():
        text = _COMMENT.sub("", open(os.path.join(rtl_sources.ROOT, f)).read())
        blocks |= set(re.findall(r"\bbegin\s*:\s*(\w+)", text))
        text = re.sub(r"\bmodule\s+\w+", "", text)
        tree[mod] = [(m, i) for m, i in _INST.findall(text) if m in by_mod and m != mod]
    return tree, blocks


def instance_paths(tree, module):
    """Instance-name paths below gcn_cu of every instance of module."""
    out = []

    def walk(mod, path):
        for child, inst in tree.get(mod, []):
            p = path + [inst]
            if child == module:
                out.append(p)
            walk(child, p)
    walk(TOP, [])
    return out


def fst_vars(fst):
    """The FST's hierarchy: {scope path (tuple): [signal names as GTKWave shows them]}."""
    proc = subprocess.Popen(["fst2vcd", fst], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    scopes, path = {}, []
    for line in proc.stdout:
        w = line.split()
        if not w:
            continue
        if w[0] == "$scope":
            path.append(w[2])
            scopes.setdefault(tuple(path), [])
        elif w[0] == "$upscope":
            path.pop()
        elif w[0] == "$var":
            # $var TYPE WIDTH ID NAME [RANGE] $end
            name = w[4] + (w[5] if len(w) > 6 and w[5].startswith("[") else "")
            scopes.setdefault(tuple(path), []).append(name)
        elif w[0] == "$enddefinitions":
            break
    proc.kill()
    proc.wait()
    if not scopes:
        sys.exit(f"gtkw_layouts: {fst}: no hierarchy (not an FST? fst2vcd: {proc.stderr.read().strip()})")
    return scopes


def find_top(scopes):
    """gcn_cu's scope: Verilator's TOP.gcn_cu, Icarus's tb_top.u_cu (the scope holding clk_i and wave_free_o)."""
    for s, names in scopes.items():
        base = {n.split("[")[0] for n in names}
        if {"clk_i", "wave_free_o", "rt_valid_o"} <= base and len(s) > 1:
            return s
    sys.exit("gtkw_layouts: the FST has no gcn_cu scope (clk_i, wave_free_o, rt_valid_o)")


def scopes_of(scopes, top, inst_path, blocks):
    """The FST scopes of an instance path below top: generate blocks add scopes in between (g_lane[0],
    g_lane[1], ...: one instance each), which are skipped when comparing."""
    n = len(top)
    return sorted(s for s in scopes if s[:n] == top and s[-1] == inst_path[-1]
                  and [p for p in s[n:] if p.split("[")[0] not in blocks] == inst_path)


def ports(names):
    return [n for n in names if n.split("[")[0].endswith(("_i", "_o"))]


def signal_lines(names, prefix):
    out = []
    for n in names:
        out.append("@28" if "[" not in n else "@22")
        out.append(prefix + n)
    return out


def layout(fst, title, groups, top):
    lines = [f"[*] {title}: generated by scripts/gtkw_layouts.py from the RTL hierarchy; do not edit",
             f"[dumpfile] \"{os.path.abspath(fst)}\"", "[size] 1600 900", "[signals_width] 320",
             f"[treeopen] {'.'.join(top)}."]
    for gname, prefix, names in groups:
        lines.append("@800200")
        lines.append(f"-{gname}")
        lines += signal_lines(names, prefix)
        lines.append("@1000200")
        lines.append(f"-{gname}")
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("fst")
    ap.add_argument("-o", "--outdir", help="where the .gtkw files go (default: next to the FST)")
    ap.add_argument("--config", default="default", help="the configuration the FST was simulated in")
    a = ap.parse_args()
    if not os.path.isfile(a.fst):
        sys.exit(f"gtkw_layouts: no file {a.fst}")
    tree, blocks = rtl_tree(a.config)
    scopes = fst_vars(a.fst)
    top = find_top(scopes)
    tp = ".".join(top) + "."
    base_names = scopes[top]
    clock = [n for n in base_names if n in ("clk_i", "rst_i")]
    stem = os.path.splitext(os.path.basename(a.fst))[0]
    outdir = a.outdir or os.path.dirname(os.path.abspath(a.fst))
    os.makedirs(outdir, exist_ok=True)
    all_modules = {os.path.basename(f)[:-2] for f in rtl_sources.walk(rtl_sources.RTL)}
    written = []
    for key, title, mods in UNITS:
        groups = [("gcn_cu clock and reset", tp, clock)]
        if key == "memory":
            groups.append(("gcn_cu memory ports", tp, [n for n in ports(base_names) if n.startswith(MEMORY_PREFIXES)]))
        for m in mods:
            if m not in all_modules:
                sys.exit(f"gtkw_layouts: UNITS names {m}, which the RTL does not have: update the table")
            for p in instance_paths(tree, m):
                found = scopes_of(scopes, top, p, blocks)
                if not found:
                    sys.exit(f"gtkw_layouts: the RTL has {'.'.join(p)} ({m}), the FST does not: "
                             f"was it dumped from another RTL or configuration (--config)?")
                for s in found:
                    groups.append((f"{'.'.join(s[len(top):])} ({m})", ".".join(s) + ".", ports(scopes[s])))
        if len(groups) == 1:
            print(f"gtkw_layouts: no {title} layout: the {a.config} configuration instantiates none of "
                  f"{', '.join(mods)}")
            continue
        path = os.path.join(outdir, f"{stem}.{key}.gtkw")
        with open(path, "w") as f:
            f.write(layout(a.fst, title, groups, top))
        written.append(path)
    print(f"gtkw_layouts: {len(written)} layouts: {' '.join(written)}")


if __name__ == "__main__":
    main()
