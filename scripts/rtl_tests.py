#!/usr/bin/env python3
"""Directed ISA tests (tests/isa/**/*.s, tests/tb/rtl/*.s) on the RTL in lockstep with the model.

Each test is assembled as scripts/isa_tests.py does (same spec), then run by
build/gcnrtl-verilator or build/gcnrtl-icarus: the RTL executes it and the
checker compares every retired instruction with the golden model; the test's
`;; expect` lines are checked at the end as well.

The tests the RTL is expected to pass are listed in --expect (one path a line,
`#` comments).  A listed test that fails is a failure; a test not listed is
"not yet supported" (printed, with its first line of output, not counted),
and one that passes without being listed is pointed out so the list can grow.

Usage: rtl_tests.py --sim verilator|icarus [--bin PATH] [--expect FILE]
                    [--only-expected] [--seeds N] [--waves-only FILE] [--keep DIR] [TEST.s ...]
       rtl_tests.py --xz TEST.s   (Icarus: forced X and Z reported when read)
Prints one line per test and "N passed, M failed (K not yet supported)".

Every run is bounded by simulated cycles (--max-cycles, and the testbench's
stall limit), so a test's verdict never depends on the machine's load; the
wall-time limit (--wall-limit, 30 minutes) is a last resort against a hung
simulator, and its expiry is reported as such ("WALL-TIME LIMIT").
"""
import argparse
import concurrent.futures
import glob
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import isa_tests  # noqa: E402  (the spec format lives there)


def read_list(path):
    if not path or not os.path.exists(path):
        return []
    out = []
    for line in open(path):
        line = line.split("#", 1)[0].strip()
        if line:
            out.append(line)
    return out


def summary(text):
    """The line that says what happened: the final verdict or the first report line."""
    for line in text.splitlines():
        if line.startswith(("DIVERGENCE", "INTERFACE ERROR", "TIMEOUT", "WALL-TIME LIMIT", "CONFIG", "TRAP", "FAIL:")):
            return line.strip()
    lines = [l for l in text.splitlines() if re.match(r"(PASS|FAIL)", l)]
    return lines[-1] if lines else (text.strip().splitlines() or ["(no output)"])[-1]


MAX_CYCLES = 2000000   # per run; the testbench's own default
WALL_LIMIT = 1800      # seconds: only against a simulator that hangs


def wall_limit_text(seconds):
    return ("WALL-TIME LIMIT: the simulator was stopped after %d s of wall time without finishing (runs are "
            "bounded by simulated cycles; this means a hung or starved simulator, not a slow test)" % seconds)


def run_one(sim_bin, spec, extra, timeout, max_cycles=MAX_CYCLES):
    try:
        r = subprocess.run([sim_bin, "--spec", spec, "--max-cycles", str(max_cycles)] + extra, capture_output=True,
                           text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return False, wall_limit_text(timeout), 0
    out = r.stdout + r.stderr
    m = re.search(r"matched (\d+) instructions", out)
    ok = r.returncode == 0 and re.search(r"^PASS: matched", out, re.M) is not None
    return ok, out, int(m.group(1)) if m else 0


def inject_check(args):
    """The checker must catch a fault injected on the way from the RTL: each
    test must stop with a divergence at --expect-pc."""
    sim_bin = args.bin or os.path.join(ROOT, "build", "gcnrtl-" + args.sim)
    bad = 0
    for t in args.tests:
        rel = os.path.relpath(os.path.abspath(t), ROOT)
        with tempfile.TemporaryDirectory() as tmp:
            spec = isa_tests.build_spec(os.path.join(ROOT, rel), tmp)
            ok, out, n = run_one(sim_bin, spec, ["--inject", str(args.inject)], args.timeout)
        where = re.search(r"^DIVERGENCE at cycle \d+, wave \d+, PC (0x[0-9a-f]+):.*$", out, re.M)
        if ok or not where or (args.expect_pc and int(where.group(1), 16) != int(args.expect_pc, 16)):
            bad += 1
            print("FAIL  %s: fault at register beat %d not reported at PC %s\n%s" % (rel, args.inject, args.expect_pc, out))
        else:
            print("ok    %s: fault at register beat %d reported: %s" % (rel, args.inject, where.group(0)))
            print("      caught: %d instructions checked before it, the fault reported at PC %s" % (n, where.group(1)))
    sys.exit(1 if bad else 0)


def cross_check(args):
    """Verilator and Icarus must run each test identically, cycle for cycle
    (same seed, reordering on): the two adapters drive the same core."""
    bins = [os.path.join(ROOT, "build", "gcnrtl-" + s) for s in ("verilator", "icarus")]
    bad = 0
    for t in args.tests:
        rel = os.path.relpath(os.path.abspath(t), ROOT)
        with tempfile.TemporaryDirectory() as tmp:
            spec = isa_tests.build_spec(os.path.join(ROOT, rel), tmp)
            lines = []
            for b in bins:
                ok, out, n = run_one(b, spec, ["--seed", "2", "--mem-random", "7"], args.timeout)
                lines.append(([l for l in out.splitlines() if re.match(r"(PASS|FAIL)", l)] or ["(no result)"])[-1])
        if lines[0] == lines[1] and lines[0].startswith("PASS"):
            m = re.search(r"in (\d+) cycles", lines[0])
            print("ok    %-40s the same %s cycles on both" % (rel, m.group(1) if m else "?"))
        else:
            bad += 1
            print("FAIL  %s\n      verilator: %s\n      icarus:    %s" % (rel, lines[0], lines[1]))
    print("simulators agree: %d of %d tests checked" % (len(args.tests) - bad, len(args.tests)))
    sys.exit(1 if bad else 0)


# tb/icarus/tb_top.v's X/Z points (+xz=K): the report each must give, at the
# cycle the top printed; None: the bit is not read then, and the run passes
XZ_POINTS = [
    (1, "X/Z on rt_data_o while rt_valid_o is high: X at bit 37"),
    (2, "X/Z on rt_valid_o out of reset: Z at bit 0"),
    (3, "X/Z on dm_req_wdata_o while dm_req_valid_o is high: X at bits 8-11, 14-15; Z at bits 12-13"),
    (4, "X/Z on init_ready_o while init_valid_i is high: X at bit 0"),
    (5, None),
]


def xz_check(args):
    """Icarus must report an X or Z on an output the testbench reads, in the
    cycle it appears, and only then: each point of XZ_POINTS on one test."""
    sim_bin = args.bin or os.path.join(ROOT, "build", "gcnrtl-icarus")
    rel = os.path.relpath(os.path.abspath(args.tests[0]), ROOT)
    with tempfile.TemporaryDirectory() as tmp:
        spec = isa_tests.build_spec(os.path.join(ROOT, rel), tmp)
        with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
            outs = list(pool.map(lambda p: run_one(sim_bin, spec, ["+xz=%d" % p[0]], args.timeout), XZ_POINTS))
    bad = 0
    for (kind, want), (ok, out, _) in zip(XZ_POINTS, outs):
        forced = re.search(r"^xz: point %d forced in cycle (\d+)$" % kind, out, re.M)
        line = forced and want and "INTERFACE ERROR at cycle %s: %s" % (forced.group(1), want)
        if not forced or (ok if want else not ok) or (line and not re.search(
                r"^%s$(.|\n)*^FAIL \(interface error\)" % re.escape(line), out, re.M)):
            bad += 1
            print("FAIL  point %d on %s: expected %s\n%s" % (kind, rel, line or "a pass", out))
        else:
            print("ok    point %d: %s" % (kind, line or "not read, not reported: " + summary(out)))
    print("X/Z reports: %d of %d forced points checked" % (len(XZ_POINTS) - bad, len(XZ_POINTS)))
    sys.exit(1 if bad else 0)


# ";; copies share memory": the test's waves write and read the same global
# memory (atomics, stores read back), so its expect lines hold for one wave
# only.  Its copies (seed 3 on) still run with the lockstep checker and the
# final memory comparison, without the expect lines.
COPIES_RACE = re.compile(r"^\s*;;\s*copies\s+share\s+memory\b", re.M)


def copies_race(path):
    with open(path) as f:
        return bool(COPIES_RACE.search(f.read()))


def run_test(args, sim_bin, rel, many_waves=True):
    """One test at every seed (seed 1 plain, 2 with memory reordering, 3.. also
    with --waves copies; without many_waves, seeds 1 and 2 only): (passed, output
    of the last run, instructions matched); (False, why, -1) when the spec cannot
    be built."""
    with tempfile.TemporaryDirectory() as tmp:
        work = os.path.join(args.keep, rel.replace("/", "_")) if args.keep else tmp
        os.makedirs(work, exist_ok=True)
        try:
            spec = isa_tests.build_spec(os.path.join(ROOT, rel), work)
        except (isa_tests.SpecError, subprocess.CalledProcessError) as e:
            return False, "cannot build the spec: %s" % e, -1
        ok, out, total = True, "", 0
        for seed in range(1, (args.seeds if many_waves else min(args.seeds, 2)) + 1):
            extra = ["--seed", str(seed)] + (["--mem-random", "7"] if seed > 1 else [])
            if seed > 2:   # and from seed 3, more copies of the wave than the CU has slots
                extra += ["--waves", str(args.waves)]
                if copies_race(os.path.join(ROOT, rel)):
                    extra += ["--expect", "0"]
            ok, out, n = run_one(sim_bin, spec, extra, args.timeout, args.max_cycles)
            if args.keep:
                with open(os.path.join(work, "seed%d.log" % seed), "w") as f:
                    f.write(out)
            total += n
            if not ok:
                break
    return ok, out, total


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sim", choices=["verilator", "icarus"], default="verilator")
    ap.add_argument("--bin", help="the simulator (default build/gcnrtl-SIM)")
    ap.add_argument("--expect", default=os.path.join(HERE, "rtl_expected_pass.txt"))
    ap.add_argument("--only-expected", action="store_true", help="run the listed tests only")
    ap.add_argument("--seeds", type=int, default=1,
                    help="runs per test: seed 1 plain, 2 with memory reordering, 3.. also with --waves copies")
    ap.add_argument("--waves", type=int, default=40, help="copies of the wave from seed 3 (default 40)")
    ap.add_argument("--waves-only", metavar="FILE",
                    help="seeds 3.. (the --waves copies) only for the tests listed in FILE (one path a line, each "
                         "also in --expect); the others run seeds 1 and 2")
    ap.add_argument("--max-cycles", type=int, default=MAX_CYCLES,
                    help="simulated cycles a run may take (default %d)" % MAX_CYCLES)
    ap.add_argument("--wall-limit", "--timeout", dest="timeout", type=int, default=WALL_LIMIT,
                    help="seconds of wall time before a run is stopped as hung (default %d; a last resort)" % WALL_LIMIT)
    ap.add_argument("--keep", help="keep specs and logs under this directory")
    ap.add_argument("--jobs", "-j", type=int, default=len(os.sched_getaffinity(0)),
                    help="simulators run at once (default: the CPUs this process may use)")
    ap.add_argument("--verbose", "-v", action="store_true", help="print the full output of failures")
    ap.add_argument("--inject", type=int, help="flip a bit of the N-th register beat: the run must diverge")
    ap.add_argument("--expect-pc", help="with --inject: the PC the divergence must be reported at (e.g. 0x10)")
    ap.add_argument("--cross", action="store_true", help="Verilator and Icarus must agree cycle for cycle")
    ap.add_argument("--xz", action="store_true",
                    help="Icarus: X and Z forced on outputs (tb_top.v +xz) reported when read, on the first test")
    ap.add_argument("tests", nargs="*")
    args = ap.parse_args()
    if args.inject:
        return inject_check(args)
    if args.cross:
        return cross_check(args)
    if args.xz:
        return xz_check(args)
    sim_bin = args.bin or os.path.join(ROOT, "build", "gcnrtl-" + args.sim)
    if not os.path.exists(sim_bin):
        print("FAIL  %s is not built (make %s)" % (sim_bin, os.path.relpath(sim_bin, ROOT)))
        sys.exit(1)
    expected = read_list(args.expect)
    exp_set = set(expected)
    if args.tests:
        tests = [os.path.relpath(os.path.abspath(t), ROOT) for t in args.tests]
    elif args.only_expected:
        tests = expected
    else:
        tests = sorted(os.path.relpath(t, ROOT) for pattern in ("tests/isa/**/*.s", "tests/tb/rtl/*.s")
                       for t in glob.glob(os.path.join(ROOT, pattern), recursive=True))
    passed = failed = unsupported = matched = 0
    many = None   # the tests run with --waves copies from seed 3 (None: every test)
    if args.waves_only:
        if not os.path.exists(args.waves_only):
            print("FAIL  --waves-only: no file %s" % args.waves_only)
            sys.exit(1)
        many = read_list(args.waves_only)
        for rel in many:
            if rel not in exp_set:
                print("FAIL  %s is listed in %s but not in %s" % (rel, args.waves_only, args.expect))
                failed += 1
        many = set(many)
    new_passes = []
    # tests run --jobs at a time (each a simulator process); lines print in test order
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        runs = pool.map(lambda rel: run_test(args, sim_bin, rel, many is None or rel in many), tests)
        for rel, (ok, out, n) in zip(tests, runs):
            listed = rel in exp_set
            if ok:
                matched += n
                if listed:
                    passed += 1
                    print("ok    %-40s %6d instructions matched" % (rel, n), flush=True)
                else:
                    unsupported += 1
                    new_passes.append(rel)
                    print("new   %-40s passes on the RTL but is not in %s yet" % (rel, os.path.basename(args.expect)),
                          flush=True)
            elif listed:
                failed += 1
                print("FAIL  %-40s %s" % (rel, summary(out)), flush=True)
                if args.verbose:
                    print(out)
            elif n < 0:
                failed += 1
                print("FAIL  %s: %s" % (rel, out), flush=True)
            else:
                unsupported += 1
                print("--    %-40s not yet supported: %s" % (rel, summary(out)), flush=True)
    for rel in expected:
        if rel not in tests and not args.tests:
            print("FAIL  %s is listed in %s but does not exist" % (rel, args.expect))
            failed += 1
    if many is not None and args.seeds > 2:
        print("%s (%d copies of the wave) on the %d tests of %s; seeds 1-2 on the others"
              % ("seed 3" if args.seeds == 3 else "seeds 3-%d" % args.seeds, args.waves, len(many), args.waves_only))
    print("lockstep on %s: %d passed, %d failed, %d not yet supported, %d instructions checked"
          % (args.sim, passed, failed, unsupported, matched))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
