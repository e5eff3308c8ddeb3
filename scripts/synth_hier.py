#!/usr/bin/env python3
"""Hierarchical Yosys synthesis of gcn_cu, one module at a time.

    scripts/synth_hier.py TARGET BUILD_DIR [--config NAME] [--jobs N] [--mem-gb G]
                          [--unit MODULE]

Flattening the whole CU into one netlist does not fit in 24 GiB (the 64-lane
datapaths multiply out in techmap), so the CU is elaborated once, with every
parameter resolved, and each distinct module is then synthesized in its own
Yosys process with its submodules as black boxes.  The totals multiply each
module's own cells by its number of instances in gcn_cu.  No optimization
crosses a module boundary, so the sum is an upper bound of what a flattened
run would give.

The per-module recipe is fpga/yosys/synth_TARGET.ys (it runs on the one
module that is not a black box).  Reports: BUILD_DIR/synth_TARGET.txt (the
table) and BUILD_DIR/synth_TARGET/<module>.{log,stat}.  --unit synthesizes
one unit of the CU (a module gcn_cu instantiates, with the CU's parameters)
and what it contains: a short run, which make test uses to keep the flow
working.
--config NAME elaborates the CU with config/NAME.def (its gcn_config.vh,
generated into build/config/NAME/ when missing; default: the checked-in
rtl/gcn_config.vh); the report names the configuration.
"""
import argparse
import concurrent.futures
import hashlib
import os
import re
import resource
import subprocess
import sys
import time

TOP = "gcn_cu"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import rtl_sources  # noqa: E402


def rtl_files(config="default"):
    """Configuration CONFIG's sources: scripts/rtl_sources.py, the one list."""
    return rtl_sources.cu_files(config)


def run_yosys(script, log, mem_gb, cwd=None):
    """Runs one Yosys script; the address-space limit turns a blow-up into a
    clear failure instead of taking the machine down."""
    limit = int(mem_gb * (1 << 30))

    def set_limit():
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

    with open(log, "w") as out:
        return subprocess.run([os.environ.get("SYNTH_YOSYS", "yosys"), "-q", "-p", script], stdout=out,
                              stderr=subprocess.STDOUT, preexec_fn=set_limit,
                              cwd=cwd).returncode


def parse_stat(path):
    """{module: {cell_type: count}} from a Yosys `stat` report."""
    mods, cur = {}, None
    for line in open(path):
        m = re.match(r"=== (.+) ===", line)
        if m and m.group(1) == "design hierarchy":
            break
        if m:
            cur = mods.setdefault(m.group(1), {})
            continue
        m = re.match(r"\s{5}(\S+)\s+(\d+)$", line)
        if cur is not None and m:
            cur[m.group(1)] = int(m.group(2))
    return mods


def config_dir(name):
    """The folder holding configuration NAME's gcn_config.vh."""
    if name == "default":
        return os.path.join(ROOT, "rtl")
    if not os.path.isfile(os.path.join(ROOT, "config", name + ".def")):
        sys.exit(f"synth: there is no config/{name}.def")
    cfgdir = os.path.join(ROOT, "build", "config", name)
    vh = os.path.join(cfgdir, "gcn_config.vh")
    if not os.path.isfile(vh):
        os.makedirs(cfgdir, exist_ok=True)
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts/gen_config.py"), "--def",
                        os.path.join(ROOT, "config", name + ".def"), "vh", vh], check=True)
    return cfgdir


def elaborate(work, mem_gb, cfgdir, config):
    """Resolves parameters once; every derived module gets its own name.
    Runs inside cfgdir with absolute paths: Yosys looks for an include in its
    working directory before the including file's (rtl/gcn_cu.v sits next to
    the default rtl/gcn_config.vh), as scripts/lint_rtl.sh does."""
    il = os.path.abspath(os.path.join(work, "elaborated.il"))
    stat = os.path.abspath(os.path.join(work, "hierarchy.stat"))
    files = " ".join(os.path.join(ROOT, f) for f in rtl_files(config))
    inc = " ".join(f"-I{d}" for d in [cfgdir] + [os.path.join(ROOT, x) for x in rtl_sources.INC_DIRS])
    script = (f"read_verilog -sv {inc} {files}; "
              f"hierarchy -check -top {TOP}; tee -q -o {stat} stat; write_rtlil {il}")
    if run_yosys(script, os.path.join(work, "elaborate.log"), mem_gb, cwd=cfgdir):
        sys.exit(f"synth: elaboration failed, see {work}/elaborate.log")
    return il, parse_stat(stat)


def same_as_last_run(work, il, recipe):
    """True when the elaborated design and the recipe are those of the last
    run in work: its modules' reports are reused (an interrupted run resumes,
    SYNTH_FRESH=1 starts over)."""
    h = hashlib.sha256(open(il, "rb").read() + open(recipe, "rb").read()).hexdigest()
    path = os.path.join(work, "elaborated.sha256")
    last = open(path).read().strip() if os.path.isfile(path) else None
    with open(path, "w") as f:
        f.write(h + "\n")
    if last == h and not os.environ.get("SYNTH_FRESH"):
        return True
    for name in os.listdir(work):
        if (name.endswith(".stat") and name != "hierarchy.stat") or name.endswith(".failed"):
            os.remove(os.path.join(work, name))
    return False


def file_name(module):
    return re.sub(r"[^A-Za-z0-9_.-]", "_", module)[-100:]


def synth_module(module, il, recipe, work, mem_gb, reuse):
    base = os.path.join(work, file_name(module))
    script = (f"read_rtlil {il}; hierarchy -top {module}; blackbox A:top %n; "
              f"script {recipe}; tee -q -o {base}.stat stat")
    start = time.time()
    if reuse and os.path.isfile(base + ".stat"):
        # an earlier run of the same elaborated design and recipe got this far
        return module, parse_stat(base + ".stat").get(module), 0.0, base + ".log"
    rc = run_yosys(script, base + ".log", mem_gb)
    own = parse_stat(base + ".stat").get(module) if rc == 0 else None
    if own is None:
        # a failed module goes last when the run is resumed
        with open(base + ".failed", "w") as f:
            f.write(f"exit {rc}\n")
    elif os.path.isfile(base + ".failed"):
        os.remove(base + ".failed")
    return module, own, time.time() - start, base + ".log"


def find_unit(unit, hier):
    """The module named unit, or the one derived module of that base name
    (gcn_ram_1r1w has several: name the derived one then)."""
    if unit in hier:
        return unit
    named = [m for m in hier
             if re.match(r"\$paramod(?:\$[0-9a-f]+)?\\" + re.escape(unit) + r"(?:\\|$)", m)]
    if len(named) == 1:
        return named[0]
    if named:
        sys.exit(f"synth: {len(named)} modules {unit} with other parameters: "
                 + ", ".join(named))
    sys.exit(f"synth: no module {unit} in {TOP}")


def instance_counts(hier, root):
    """Instances of every module under root (the whole CU: gcn_cu)."""
    counts = {m: 0 for m in hier}

    def visit(m, n):
        counts[m] += n
        for t, k in hier[m].items():
            if t in hier:
                visit(t, n * k)
    visit(root, 1)
    return counts


CLASSES = [
    ("FF", re.compile(r"DFF|^FD[A-Z]*$|^TRELLIS_FF$")),
    ("LUT", re.compile(r"^LUT\d$|^LUT4$")),
    # ECP5's carry cell holds two LUT4s (nextpnr counts them as TRELLIS_COMB)
    ("CCU2C", re.compile(r"^CCU2C$")),
    ("BRAM", re.compile(r"^RAMB|^DP16KD$")),
    ("LUTRAM", re.compile(r"^RAM\d+[MSX]|^TRELLIS_DPR16X4$")),
    ("mem", re.compile(r"^\$mem")),
    ("DSP", re.compile(r"^DSP48|^MULT18X18D$|^ALU54B$")),
]


def classify(cells, hier):
    """Own cells of a module by class; instances of other modules excluded."""
    out = {"cells": 0}
    for t, n in cells.items():
        if t in hier:
            continue
        out["cells"] += n
        for name, pat in CLASSES:
            if pat.search(t):
                out[name] = out.get(name, 0) + n
    return out


PARAMS = {}   # derived module -> "P=V,..." (small parameter lists only)


def read_params(il):
    """The parameter values of the derived modules, to name them in the
    table (a hash names them in Yosys).  Modules with the whole CU
    configuration as parameters (more than 4) keep only their base name."""
    cur, vals = None, []
    for line in open(il):
        if line.startswith("module "):
            cur, vals = line.split()[1], []
        elif cur and line.startswith("  parameter "):
            _, name, *val = line.split()
            vals.append(f"{name.lstrip(chr(92))}={' '.join(val)}")
        elif cur:
            if cur.startswith("$paramod") and len(vals) <= 4:
                PARAMS[cur] = ",".join(vals)
            cur = None


def ram_bits(module):
    """Storage of a gcn_ram_1r1w (WIDTH x DEPTH), the CU's one memory
    primitive; other modules hold none of their own."""
    p = dict(kv.split("=", 1) for kv in PARAMS.get(module, "").split(",") if "=" in kv)
    if "gcn_ram_1r1w" not in module or "WIDTH" not in p or "DEPTH" not in p:
        return 0
    return int(p["WIDTH"]) * int(p["DEPTH"])


def short(module):
    """$paramod$<hash>\\gcn_x -> gcn_x[P=V,...]; gcn_x stays gcn_x"""
    m = re.match(r"\$paramod(?:\$[0-9a-f]+)?\\([^\\]+)", module)
    if not m:
        return module
    return m.group(1) + (f"[{PARAMS[module]}]" if PARAMS.get(module) else "")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("target", choices=["generic", "xilinx", "ecp5"])
    ap.add_argument("build")
    ap.add_argument("--jobs", type=int, default=int(os.environ.get("SYNTH_JOBS", "2")))
    ap.add_argument("--mem-gb", type=float, default=float(os.environ.get("SYNTH_MEM_GB", "10")))
    ap.add_argument("--unit", default=TOP, help="synthesize this module of the CU only")
    ap.add_argument("--config", default="default", help="configuration config/NAME.def")
    args = ap.parse_args()
    recipe = os.path.join(ROOT, f"fpga/yosys/synth_{args.target}.ys")
    if not os.path.isfile(recipe):
        sys.exit(f"synth: no {recipe}")
    cfgdir = config_dir(args.config)
    # a unit's run keeps its own logs and report
    args.name = args.target if args.unit == TOP else f"{args.target}_{args.unit}"
    work = os.path.join(args.build, f"synth_{args.name}")
    os.makedirs(work, exist_ok=True)
    start = time.time()
    il, hier = elaborate(work, args.mem_gb, cfgdir, args.config)
    reuse = same_as_last_run(work, il, recipe)
    read_params(il)
    args.unit = find_unit(args.unit, hier)
    counts = instance_counts(hier, args.unit)
    own, failed = {}, []
    # the largest modules first, so a long one does not start last; one that
    # failed in the last run of this design goes last
    def failed_before(m):
        return os.path.isfile(os.path.join(work, file_name(m) + ".failed"))
    order = sorted((m for m in hier if counts[m]),
                   key=lambda m: (failed_before(m), -sum(hier[m].values())))
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        jobs = [pool.submit(synth_module, m, il, recipe, work, args.mem_gb, reuse) for m in order]
        for f in concurrent.futures.as_completed(jobs):
            module, cells, secs, log = f.result()
            if cells is None:
                failed.append(module)
                print(f"synth: {short(module)} FAILED after {secs:.0f}s ({log})", flush=True)
            else:
                own[module] = classify(cells, hier)
                print(f"synth: {short(module)} {own[module]['cells']} cells, {secs:.0f}s", flush=True)
    report(args, own, counts, time.time() - start, work, failed)
    warnings(work)
    if failed:
        sys.exit(f"synth ({args.target}): {len(failed)} module(s) failed, not in the totals: "
                 + ", ".join(short(m) for m in failed))


def warnings(work):
    """Yosys warnings of every module's run; synth_xilinx's notes about
    resized block-RAM ports are harmless and counted apart."""
    total = other = 0
    for name in sorted(os.listdir(work)):
        if name.endswith(".log"):
            for line in open(os.path.join(work, name), errors="replace"):
                if line.startswith("Warning:"):
                    total += 1
                    other += "Resizing cell port" not in line
    if total:
        print(f"synth: {total} warnings, {other} not about resized RAM ports (logs in {work})")


def report(args, own, counts, secs, work, failed):
    # the classes this target has (generic gates have no LUT or DSP)
    for m, c in own.items():
        c["RAM bits"] = ram_bits(m)
    keys = ["cells"] + [name for name in [n for n, _ in CLASSES] + ["RAM bits"]
                        if any(c.get(name) for c in own.values())]
    rows, total = [], dict.fromkeys(keys, 0)
    for m, c in own.items():
        n = counts[m]
        if n == 0:
            continue
        rows.append((short(m), n, c, {k: c.get(k, 0) * n for k in keys}))
        for k in keys:
            total[k] += c.get(k, 0) * n
    rows.sort(key=lambda r: -r[3]["cells"])
    lines = [f"Hierarchical synthesis of {short(args.unit)} ({args.target}, configuration "
             f"{args.config}), each module on its own, submodules as black boxes; "
             f"totals = own cells x instances.",
             f"{'module':48} {'inst':>5} " + " ".join(f"{k:>9}" for k in keys)]
    for name, n, _, tot in rows:
        lines.append(f"{name[:48]:48} {n:5} " + " ".join(f"{tot[k]:9}" for k in keys))
    for m in failed:
        lines.append(f"{short(m)[:48]:48} {counts[m]:5} FAILED (not in the total)")
    lines.append(f"{'total':48} {'':5} " + " ".join(f"{total[k]:9}" for k in keys))
    text = "\n".join(lines) + "\n"
    path = os.path.join(args.build, f"synth_{args.name}.txt")
    with open(path, "w") as f:
        f.write(text)
    print(text, end="")
    parts = ", ".join(f"{total[k]} {k}" for k in keys[1:] if total[k])
    print(f"synth ({args.target}, {args.config}): {total['cells']} cells ({parts}), {secs:.0f}s, report {path}")


if __name__ == "__main__":
    main()
