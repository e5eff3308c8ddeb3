#!/usr/bin/env python3
"""make fpga: synthesis, place and route and bitstream for the ECP5-85F.

    scripts/fpga.py [--top MODULE] [--config NAME] [--build DIR] [--freq MHZ]
                    [--lpf FILE | --ooc] [--seed N] [--mem-gb G] [--no-bit]

One flattened run, unlike make synth's module-by-module one: Yosys
synth_ecp5 of TOP (a module of rtl/ or fpga/board/rtl/, with the
configuration config/NAME.def), nextpnr-ecp5 --85k --package CABGA381 (the
ULX3S 85F's part) with its JSON report kept, ecppack to a .bit.  With an
LPF the ports go to pins; without one (--ooc, the default when no --lpf is
given) nextpnr runs out of context: no IO buffers, the ports stay unplaced,
so a unit with hundreds of ports places alone and its Fmax is that of its
register-to-register paths (a port-to-register path is not timed); nextpnr
writes no bitstream then.  --free-pins instead lets nextpnr put the ports on
any pins (a top with no more port bits than the package has pins), with a
bitstream.

Outputs in BUILD (default build/fpga/CONFIG/TOP): synth.json, synth.log,
synth.stat, pnr.log, report.json (nextpnr: utilization and Fmax, the
critical paths), TOP.config, TOP.bit, and summary.txt, printed at the end:
resources used of the 85F's, Fmax against the target, the critical path's
start and end.  Yosys is the Debian one (`yosys`, or $FPGA_YOSYS);
nextpnr-ecp5 and ecppack are the PyPI yowasp builds (make deps).
"""
import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import sysconfig
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from synth_hier import config_dir, rtl_files  # noqa: E402
import rtl_sources  # noqa: E402

DEVICE = "--85k"          # LFE5U-85F, the ULX3S 85F
PACKAGE = "CABGA381"
BOARD_RTL = rtl_sources.BOARD_RTL


def tool(name):
    """A command of the flow: the native one when installed, else yowasp's
    (on PATH or beside this Python's other scripts)."""
    for cand in (name, "yowasp-" + name):
        path = shutil.which(cand)
        if path:
            return path
    path = os.path.join(sysconfig.get_path("scripts"), "yowasp-" + name)
    if os.access(path, os.X_OK):
        return path
    sys.exit(f"fpga: neither {name} nor yowasp-{name} found: run make deps")


def run(cmd, log, mem_gb=None, cwd=None):
    def set_limit():
        if mem_gb:
            lim = int(mem_gb * (1 << 30))
            resource.setrlimit(resource.RLIMIT_AS, (lim, lim))
    start = time.time()
    with open(log, "w") as out:
        rc = subprocess.run(cmd, stdout=out, stderr=subprocess.STDOUT, cwd=cwd,
                            preexec_fn=set_limit).returncode
    return rc, time.time() - start


def sources(config):
    """The CU's and the board's sources: scripts/rtl_sources.py, the one list."""
    return [os.path.join(ROOT, f) for f in rtl_files(config) + rtl_sources.board_files()]


def synth(args, out):
    cfgdir = config_dir(args.config)
    inc = " ".join(f"-I{d}" for d in [cfgdir] + [os.path.join(ROOT, x) for x in
                                                  rtl_sources.INC_DIRS + [BOARD_RTL]])
    js = os.path.join(out, "synth.json")
    stat = os.path.join(out, "synth.stat")
    script = (f"read_verilog -sv {inc} {' '.join(sources(args.config))}; "
              f"hierarchy -check -top {args.top}; "
              f"synth_ecp5 -top {args.top} -json {js}; "
              f"tee -q -o {stat} stat")
    yosys = os.environ.get("FPGA_YOSYS") or tool("yosys")
    # in cfgdir: Yosys looks for an include there first (scripts/synth_hier.py)
    rc, secs = run([yosys, "-q", "-p", script], os.path.join(out, "synth.log"),
                   args.mem_gb, cwd=cfgdir)
    if rc:
        sys.exit(f"fpga: synthesis failed after {secs:.0f}s, see {out}/synth.log")
    return js, secs


def pnr(args, js, out):
    cfg = os.path.join(out, f"{args.top}.config")
    report = os.path.join(out, "report.json")
    cmd = [tool("nextpnr-ecp5"), DEVICE, "--package", PACKAGE, "--json", js,
           "--report", report, "--freq", str(args.freq),
           "--seed", str(args.seed), "--timing-allow-fail"]
    if args.lpf:
        cmd += ["--lpf", args.lpf, "--textcfg", cfg]
    elif args.free_pins:
        cmd += ["--lpf-allow-unconstrained", "--textcfg", cfg]
    else:
        # nextpnr writes no bitstream configuration out of context
        cmd += ["--out-of-context"]
        cfg = None
    # no address-space limit: WebAssembly reserves its 4 GiB memory (plus
    # guard) up front, and wasm32 cannot grow past it anyway
    rc, secs = run(cmd, os.path.join(out, "pnr.log"))
    if rc:
        sys.exit(f"fpga: place and route failed after {secs:.0f}s, see {out}/pnr.log")
    return cfg, report, secs


def pack(args, cfg, out):
    bit = os.path.join(out, f"{args.top}.bit")
    rc, secs = run([tool("ecppack"), "--compress", cfg, bit], os.path.join(out, "pack.log"))
    if rc:
        sys.exit(f"fpga: ecppack failed, see {out}/pack.log")
    return bit, secs


def cell_name(path, end):
    """The cell at one end of a critical path (nextpnr's JSON report)."""
    seg = path[0] if end == "from" else path[-1]
    return seg[end]["cell"] + "." + seg[end]["port"]


def summarize(args, report, times):
    rep = json.load(open(report))
    lines = [f"fpga: {args.top}, configuration {args.config}, LFE5U-85F {PACKAGE}, "
             f"{'LPF ' + args.lpf if args.lpf else 'pins anywhere' if args.free_pins else 'out of context'}, seed {args.seed}"]
    util = rep.get("utilization", {})
    for kind in ("TRELLIS_COMB", "TRELLIS_FF", "TRELLIS_RAMW", "DP16KD", "MULT18X18D",
                 "ALU54B", "TRELLIS_IO"):
        if kind in util and util[kind]["used"]:
            u = util[kind]
            lines.append(f"  {kind:13} {u['used']:7} of {u['available']:7} "
                         f"({100.0 * u['used'] / u['available']:.1f}%)")
    for clk, f in sorted(rep.get("fmax", {}).items()):
        lines.append(f"  Fmax {clk}: {f['achieved']:.1f} MHz (target {f['constraint']:.1f})")
    if not rep.get("fmax"):
        lines.append("  Fmax: no clock (no register-to-register path)")
    for cp in rep.get("critical_paths", []):
        p = cp.get("path") or []
        if not p:
            continue
        delay = sum(s["delay"] for s in p)
        logic = sum(1 for s in p if s["type"] == "logic")
        lines.append(f"  critical path {cp['from']} -> {cp['to']}: {delay:.1f} ns, "
                     f"{logic} logic levels")
        lines.append(f"    from {cell_name(p, 'from')}")
        lines.append(f"    to   {cell_name(p, 'to')}")
    lines.append("  times: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--top", default="gcn_sgpr_file")
    ap.add_argument("--config", default="small")
    ap.add_argument("--build")
    ap.add_argument("--freq", type=float, default=50.0, help="target MHz (default 50)")
    ap.add_argument("--lpf", help="pin constraints; without: out of context")
    ap.add_argument("--ooc", action="store_true", help="out of context (the default without --lpf)")
    ap.add_argument("--free-pins", action="store_true",
                    help="no LPF: nextpnr puts the ports on any pins (at most the package's IOs)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--mem-gb", type=float, default=float(os.environ.get("SYNTH_MEM_GB", "10")))
    ap.add_argument("--no-bit", action="store_true", help="stop after place and route")
    args = ap.parse_args()
    os.chdir(ROOT)
    if args.ooc:
        args.lpf = None
        args.free_pins = False
    if args.lpf:
        args.lpf = os.path.abspath(args.lpf)
    out = os.path.abspath(args.build or os.path.join("build", "fpga", args.config, args.top))
    os.makedirs(out, exist_ok=True)
    times = {}
    js, times["synth"] = synth(args, out)
    print(f"fpga: synth_ecp5 of {args.top} ({args.config}): {times['synth']:.0f}s", flush=True)
    cfg, report, times["pnr"] = pnr(args, js, out)
    args.no_bit = args.no_bit or cfg is None
    if not args.no_bit:
        bit, times["ecppack"] = pack(args, cfg, out)
    text = summarize(args, report, times)
    if not args.no_bit:
        text += f"  bitstream {bit}\n"
    with open(os.path.join(out, "summary.txt"), "w") as f:
        f.write(text)
    print(text, end="")


if __name__ == "__main__":
    main()
