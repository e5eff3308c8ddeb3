#!/usr/bin/env python3
"""Random programs on the whole CU in lockstep with the model: `make regress N=... SEED=...`.

Program k of a run is scripts/randprog.py's program of seed SEED + k, run by gcnsim on the RTL
with every retired instruction checked against the model (`--backend lockstep`, or `icarus`),
under a memory timing drawn from the same seed: random latency and, mostly, reordering.  The
programs run side by side, one per CPU (--jobs), each bounded by simulated cycles.  A failing
program is minimized (delta debugging over its random instructions, with the waits and wait
states worked out anew each time, after the launch is shrunk) into a kernel file that
reproduces the failure; its rerun command and the one that dumps the waveform window of the
divergence are printed.

On another named configuration (--config NAME: its gcnsim, build/config/NAME/gcnsim, and its RTL)
a program's workgroup has at most the waves that configuration's CU holds at once.

Usage: regress.py [--n N] [--seed S] [--jobs J] [--length L] [--backend lockstep|icarus]
                  [--config NAME] [--out DIR] [--no-minimize] [--min-instructions N]
                  [--replay FILE.s ...]
Prints one line per program as it ends, the failures, and then
"N passed, M failed (I instructions checked, C cycles)".
"""
import argparse
import concurrent.futures
import os
import random
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import coverage_report  # noqa: E402
import gen_config  # noqa: E402  (a configuration's sizes)
import randprog  # noqa: E402

MAX_CYCLES = 20000000
RESULT = re.compile(r"rtl: checker (PASS|FAIL), (\d+) instructions retired, (\d+) checked, (\d+) cycles")
WAVE_HINT = re.compile(r"waveforms for this window: (.*)")


def timing(seed):
    """The memory timing of a program: random latency, reordering on most runs."""
    rng = random.Random(seed * 40503 + 7)
    lo = rng.choice([1, 2, 4, 10])
    args = ["--seed", str(rng.randint(1, 2 ** 31 - 1)), "--mem-latency", "%d:%d" % (lo, lo + rng.choice([0, 8, 40]))]
    if rng.random() < 0.75:
        args.append("--mem-reorder")
    return args


class Run:
    """One program on the RTL: its verdict and figures."""

    def __init__(self, seed, ok, checked, cycles, report, command, out):
        self.seed, self.ok, self.checked, self.cycles = seed, ok, checked, cycles
        self.report, self.command, self.out = report, command, out

    def signature(self):
        """What failed, without numbers or operands: the same failure in a smaller program has the
        same one (the instruction's mnemonic and what differs, from gcnsim's last report line)."""
        m = re.search(r"DIVERGENCE at PC \S+ \((\S+)[^)]*\): ([^:\n]+)", self.out)
        if m:
            return "%s: %s" % (m.group(1), re.sub(r"\d+", "N", m.group(2)))
        return re.sub(r"0x[0-9a-f]+|\d+", "N", self.report)[:80]


def first_report(text):
    for line in text.splitlines():
        if re.search(r"DIVERGENCE|INTERFACE ERROR|TIMEOUT|WALL-TIME|FAIL \(|trap", line):
            return line.strip()
    return (text.strip().splitlines() or ["(no output)"])[-1]


def run_rtl(args, seed, work, cov_dir=None, **knobs):
    """Make and run program seed (with the minimizer's knobs) on the RTL; a Run.  With COV_DIR,
    the run's coverage goes there (seedN.cov, seedN.dat: docs/verification.md, "Coverage")."""
    knobs.setdefault("max_wpg", args.max_wpg)
    try:
        spec, co, buf = randprog.make(seed, work, args.length, args.gcnsim, wide_dpp=args.wide_dpp, **knobs)
    except (RuntimeError, OSError) as e:
        return Run(seed, False, 0, 0, "GENERATOR: %s" % str(e).splitlines()[0], "", str(e)), None
    if spec.model_rc != 0:
        return Run(seed, False, 0, 0, "GENERATOR: the model does not run the program to its end: " +
                   first_report(spec.model_output), "", spec.model_output), spec
    command = [args.gcnsim, "run", co] + spec.gcnsim_args(buf) + ["--backend", args.backend,
                                                                  "--max-cycles", str(MAX_CYCLES)] + timing(seed)
    cov_opts, env = coverage_report.run_options(cov_dir, "seed%d" % seed)
    r = subprocess.run(command + cov_opts, capture_output=True, text=True, env=env)
    out = r.stdout + r.stderr
    m = RESULT.search(out)
    ok = r.returncode == 0 and m is not None and m.group(1) == "PASS"
    checked, cycles = (int(m.group(3)), int(m.group(4))) if m else (0, 0)
    return Run(seed, ok, checked, cycles, "" if ok else first_report(out), " ".join(command), out), spec


# ---- minimization ----

def still_fails(args, seed, work, signature, **knobs):
    run, _ = run_rtl(args, seed, work, **knobs)
    return not run.ok and run.signature() == signature, run


def shrink_shape(args, seed, work, sig, spec):
    """The smallest launch that still fails: one wave, then one workgroup."""
    for shape in ((1, 1), (spec.wpg, 1)):
        if shape != (spec.wpg, spec.groups) and still_fails(args, seed, work, sig, shape=shape)[0]:
            return shape
    return (spec.wpg, spec.groups)


def shrink_prefix(args, seed, work, sig, shape, total):
    """The fewest leading random instructions that still fail (binary search)."""
    lo, hi = 0, total
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if still_fails(args, seed, work, sig, shape=shape, keep_below=mid)[0]:
            hi = mid
        else:
            lo = mid
    return hi


def ddmin(test, items, budget):
    """Delta debugging (Zeller): a smaller list of items for which test(kept) is still true."""
    n = 2
    runs = 0
    while len(items) >= 2 and runs < budget:
        chunk = max(1, len(items) // n)
        reduced = False
        for start in range(0, len(items), chunk):
            complement = items[:start] + items[start + chunk:]
            runs += 1
            if test(complement):
                items, n, reduced = complement, max(n - 1, 2), True
                break
            if runs >= budget:
                break
        if not reduced:
            if n >= len(items):
                break
            n = min(len(items), 2 * n)
    return items


def minimize(args, failed, spec, work):
    """A small program with the same failure, written as a kernel file; returns its path."""
    seed, sig = failed.seed, failed.signature()
    shape = shrink_shape(args, seed, work, sig, spec)
    keep = shrink_prefix(args, seed, work, sig, shape, spec.random_ops)

    def test(kept):
        drop = set(range(keep)) - set(kept)
        return still_fails(args, seed, work, sig, shape=shape, keep_below=keep, drop=drop)[0]

    kept = ddmin(test, list(range(keep)), args.budget) if keep > 1 else list(range(keep))
    drop = set(range(keep)) - set(kept)
    ok, run = still_fails(args, seed, work, sig, shape=shape, keep_below=keep, drop=drop)
    small = randprog.Spec(seed, args.length, bans_of(args, seed, work), shape=shape, keep_below=keep, drop=drop,
                          wide_dpp=args.wide_dpp)
    path = os.path.join(args.out, "min_%d.s" % seed)
    header = ("// regress: seed %d, %d random instructions of %d kept; launch %d wave(s) a group x %d group(s)\n"
              "// replay: %s %s --replay %s\n// failure: %s\n" % (
                  seed, len(kept), spec.random_ops, shape[0], shape[1], sys.executable,
                  os.path.relpath(__file__, ROOT), path, run.report))
    with open(path, "w") as f:
        f.write(header + "// replay-shape: %d %d\n" % shape + small.source())
    return path, run


def bans_of(args, seed, work):
    spec, _, _ = randprog.make(seed, work, args.length, args.gcnsim, wide_dpp=args.wide_dpp)
    return spec.bans


def replay_run(args, path):
    """A Run of a minimized kernel file (its seed gives the input, its header the launch)."""
    text = open(path).read()
    seed = int(re.search(r"// regress: seed (\d+)", text).group(1))
    wpg, groups = map(int, re.search(r"// replay-shape: (\d+) (\d+)", text).group(1, 2))
    spec = randprog.Spec(seed, 1, shape=(wpg, groups))
    base = os.path.join(args.out, "replay_%d" % seed)
    with open(base + ".bin", "wb") as f:
        f.write(spec.input)
    randprog.assemble(path, base + ".co")
    command = [args.gcnsim, "run", base + ".co"] + spec.gcnsim_args(base + ".bin") + [
        "--backend", args.backend, "--max-cycles", str(MAX_CYCLES)] + timing(seed)
    r = subprocess.run(command, capture_output=True, text=True)
    out = r.stdout + r.stderr
    m = RESULT.search(out)
    ok = r.returncode == 0 and m is not None and m.group(1) == "PASS"
    return Run(seed, ok, int(m.group(3)) if m else 0, int(m.group(4)) if m else 0,
               "" if ok else first_report(out), " ".join(command), out)


def replay(args, path):
    run = replay_run(args, path)
    print("%s %s: %s" % ("PASS" if run.ok else "FAIL", path, run.report or "%d instructions checked" % run.checked))
    return run.ok


def minimizer_test(args, seed):
    """End to end on a known failure (DPP on 64-bit operands, which the RTL traps on): the
    program fails, is minimized to a few random instructions, and the file replays the failure."""
    args.wide_dpp = True
    work = os.path.join(args.out, "work", str(seed))
    os.makedirs(work, exist_ok=True)
    run, spec = run_rtl(args, seed, work)
    if run.ok:
        print("FAIL: seed %d with DPP on 64-bit operands passed; pick a seed whose program has one" % seed)
        return 1
    path, small = minimize(args, run, spec, work)
    kept = int(re.search(r"(\d+) random instructions of", open(path).read()).group(1))
    again = replay_run(args, path)
    ok = kept < spec.random_ops // 4 and not again.ok and again.signature() == run.signature()
    print("%s: seed %d (%s) minimized from %d to %d random instructions; replay: %s" % (
        "PASS" if ok else "FAIL", seed, run.signature(), spec.random_ops, kept, again.report))
    return 0 if ok else 1


def self_test():
    """ddmin must find the one-minimal failing subsets of synthetic failures, within its budget."""
    cases = [({17, 42}, 100), ({3}, 64), ({0, 63, 31}, 64), ({5, 6, 7, 8}, 40)]
    bad = 0
    for needed, n in cases:
        calls = []

        def test(kept):
            calls.append(1)
            return needed <= set(kept)
        got = ddmin(test, list(range(n)), 400)
        ok = set(got) == needed
        bad += not ok
        print("%s ddmin over %d items, failure needs %s: kept %s in %d runs" % (
            "ok  " if ok else "FAIL", n, sorted(needed), got, len(calls)))
    return 1 if bad else 0


# ---- the run ----

def configuration(name, gcnsim):
    """gcnsim for configuration NAME (the given one, else its build's), and the most waves a
    workgroup of randprog's programs may have there: what the CU holds at once (slots, and each
    SIMD's VGPR rows over a wave's)."""
    path = os.path.join(ROOT, "config", name + ".def")
    if not os.path.exists(path):
        sys.exit("regress: no configuration %s (no %s)" % (name, os.path.relpath(path, ROOT)))
    cfg = gen_config.derive(gen_config.parse(path))
    held = min(cfg["NUM_WAVES"], cfg["NUM_SIMD"] * (cfg["VGPRS"] // randprog.VGPR_ROWS))
    if held < 1:
        sys.exit("regress: a wave of the random programs needs %d VGPR rows; configuration %s has %d" % (
            randprog.VGPR_ROWS, name, cfg["VGPRS"]))
    build = "build" if name == "default" else os.path.join("build", "config", name)
    return gcnsim or os.path.join(ROOT, build, "gcnsim"), held


def job(args, seed):
    work = os.path.join(args.out, "work", str(seed))
    os.makedirs(work, exist_ok=True)
    run, spec = run_rtl(args, seed, work, cov_dir=args.coverage)
    if run.ok and not args.keep:
        for name in os.listdir(work):
            os.remove(os.path.join(work, name))
        os.rmdir(work)
    return run, spec


def report_failure(args, run, spec):
    print("\nFAIL seed %d: %s" % (run.seed, run.report))
    print("  rerun:    %s" % run.command)
    hint = WAVE_HINT.search(run.out)
    if hint:
        print("  waveform: make TRACE=1 tb-rtl; TRACE=1 %s %s" % (run.command, hint.group(1).split("(the same command)")[-1].strip()))
    if args.minimize and spec is not None and not run.report.startswith("GENERATOR"):
        path, small = minimize(args, run, spec, os.path.join(args.out, "work", str(run.seed)))
        print("  minimized: %s (%s)" % (path, small.report))
        print("  replay:   %s %s --replay %s" % (sys.executable, os.path.relpath(__file__, ROOT), path))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--n", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--length", type=int, default=400, help="random instructions a program, about")
    ap.add_argument("--backend", default="lockstep", choices=["lockstep", "icarus"])
    ap.add_argument("--config", default="default",
                    help="the named configuration the RTL is built for (config/NAME.def): its CU's size "
                         "caps a workgroup's waves; gcnsim defaults to its build's")
    ap.add_argument("--gcnsim", help="default: build/gcnsim, or build/config/NAME/gcnsim with --config NAME")
    ap.add_argument("--out", default=os.path.join(ROOT, "build/regress"))
    ap.add_argument("--keep", action="store_true", help="keep the programs that pass")
    ap.add_argument("--no-minimize", dest="minimize", action="store_false")
    ap.add_argument("--budget", type=int, default=48, help="runs of delta debugging a failure, at most")
    ap.add_argument("--min-instructions", type=int, default=0,
                    help="fail unless at least this many instructions were checked")
    ap.add_argument("--replay", nargs="+", metavar="FILE")
    ap.add_argument("--wide-dpp", action="store_true",
                    help="generate DPP on 64-bit operands too (the RTL traps on it: a known failure)")
    ap.add_argument("--coverage", metavar="DIR", help="each program's coverage into DIR: seedN.cov (functional) "
                    "and, with GCN_RTL_LIB naming the coverage build, seedN.dat (make coverage-rtl COV_DRIVER=regress)")
    ap.add_argument("--self-test", action="store_true", help="check delta debugging on synthetic failures")
    ap.add_argument("--minimizer-test", type=int, metavar="SEED",
                    help="minimize the known failure of SEED's program with --wide-dpp, and replay it")
    args = ap.parse_args()
    args.gcnsim, args.max_wpg = configuration(args.config, args.gcnsim)
    if args.self_test:
        sys.exit(self_test())
    os.makedirs(args.out, exist_ok=True)
    if args.coverage:
        os.makedirs(args.coverage, exist_ok=True)
    if args.minimizer_test is not None:
        sys.exit(minimizer_test(args, args.minimizer_test))
    if args.replay:
        sys.exit(0 if all([replay(args, p) for p in args.replay]) else 1)
    start = time.time()
    seeds = range(args.seed, args.seed + args.n)
    runs, failures = [], []
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = [pool.submit(job, args, s) for s in seeds]
        for done, fut in enumerate(concurrent.futures.as_completed(futures), 1):
            run, spec = fut.result()
            runs.append(run)
            print("[%d/%d] %s seed %d: %d instructions checked, %d cycles%s" % (
                done, args.n, "PASS" if run.ok else "FAIL", run.seed, run.checked, run.cycles,
                "" if run.ok else " -- " + run.report), flush=True)
            if not run.ok:
                failures.append((run, spec))
    for run, spec in sorted(failures, key=lambda f: f[0].seed):
        report_failure(args, run, spec)
    checked = sum(r.checked for r in runs)
    cycles = sum(r.cycles for r in runs)
    print("\nseeds %d..%d on %s: %d instructions checked in %d cycles, %.0f s" % (
        args.seed, args.seed + args.n - 1, args.backend, checked, cycles, time.time() - start))
    short = checked < args.min_instructions
    if short:
        print("FAIL: %d instructions checked, fewer than the %d asked for" % (checked, args.min_instructions))
    print("%d passed, %d failed" % (len(runs) - len(failures), len(failures) + (1 if short else 0)))
    sys.exit(1 if failures or short else 0)


if __name__ == "__main__":
    main()
