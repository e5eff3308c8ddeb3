#!/usr/bin/env python3
"""The profiler counters (docs/counters.md) on built-in kernels: the RTL's
against the model's, and the cycle counters against each other.

Each kernel (-O2) runs twice with gcnsim --stats: on the model, and on the
RTL in lockstep (Verilator).  The kernels are free of races that steer
control flow: the model runs its waves in its own order, so a kernel whose
branches depend on which wave's atomic comes first (const_table's atomics,
with a compare-and-swap) may run other instructions there than on the RTL.
Checks, per kernel:
  - every counter the model prints (SQ_WAVES, SQ_INSTS and SQ_INSTS_*) is
    printed by the RTL with the same value: the RTL counts, per wave
    instruction issued, in the category the instruction table gives it, as
    the model does per instruction retired;
  - the relations the definitions imply: SQ_INSTS = instructions retired;
    SQ_BUSY_CYCLES <= SQ_CYCLES <= the run's cycles; SQ_BUSY_CYCLES <=
    SQ_WAVE_CYCLES <= SQ_BUSY_CYCLES x wave slots; SQ_WAVE_CYCLES =
    SQ_ACTIVE_INST_ANY + SQ_WAIT_INST_ANY + SQ_WAIT_ANY; each category's
    SQ_ACTIVE_INST_* at least its instructions (every one is in its unit a
    cycle or more) and at most SQ_BUSY_CYCLES x the units that run it (VALU:
    one per SIMD at most); the per-SIMD VALU busy cycles within
    SQ_BUSY_CYCLES and adding up to at most SQ_ACTIVE_INST_VALU;
    SQ_LDS_BANK_CONFLICT <= SQ_ACTIVE_INST_LDS;
  - kernels chosen to exercise them: bank conflicts counted where the kernel
    has some, waves waiting for issue where several share the CU.
Two directed tests pin SQ_LDS_BANK_CONFLICT to the cycle (gcnrtl-verilator
--stats): tests/tb/rtl/ds_bank.s, three 128-byte-stride accesses on the fast
path (15 extra cycles a quarter: 180), tests/perf/ds_bank_serial.s, one on the
serial path (31 a half-wave: 62).
Then one kernel on the RTL alone (--backend verilator) and, unless
--no-icarus, on Icarus: the RTL's counters do not depend on the checker or
the simulator (every counter equal to the lockstep run's).

Verdicts come from counts, never from time.  Usage:
  perf_tests.py GCNSIM BUILD [--no-icarus] [KERNEL...]   (BUILD/gcnrtl-verilator for the directed tests)"""
import argparse
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import gen_config  # noqa: E402  (the default configuration's wave slots and SIMDs)
import isa_tests  # noqa: E402  (directed tests' specs)
import kernel_tests  # noqa: E402  (runs a kernel of scripts/ktest the way kernel_tests.py does)

WALL_LIMIT = 1800   # seconds; every run is bounded by instructions or the testbench's cycle limits
# one or two kernels per unit and counter: global loads and stores, LDS with barriers, LDS bank
# conflicts, LDS and global atomics, scratch, branches, tiles of LDS and VALU work, DPP/wave ops
KERNELS = ["vector_add", "reduce_lds", "transpose_lds", "histogram", "reduce_atomic", "private_array", "branchy",
           "matmul_tiled", "wave_ops"]
# must count something on these kernels
NONZERO = {"reduce_lds": ["SQ_LDS_BANK_CONFLICT", "SQ_WAIT_ANY"], "histogram": ["SQ_LDS_BANK_CONFLICT"],
           "transpose_lds": ["SQ_WAIT_INST_ANY"], "matmul_tiled": ["SQ_WAIT_INST_ANY"]}
# directed tests: (test, counter, its value)
DIRECTED = [("tests/tb/rtl/ds_bank.s", "SQ_LDS_BANK_CONFLICT", 180),
            ("tests/perf/ds_bank_serial.s", "SQ_LDS_BANK_CONFLICT", 62)]
fails = cases = 0


def report(ok, what, detail=""):
    global fails, cases
    fails += not ok
    cases += 1
    print("%s %s%s" % ("ok:  " if ok else "FAIL:", what, (" -> " if ok else ": ") + detail if detail else ""))
    sys.stdout.flush()


def run(name, backend, tmp):
    kind, msg, instrs, figs = kernel_tests.run_case(ARGS.gcnsim, ARGS.build, name, "O2", tmp, WALL_LIMIT,
                                                    backend, stats=True)
    if kind != "PASS":
        report(False, "%s on %s" % (name, backend), "%s %s" % (kind, msg))
        return None
    figs["instructions"] = instrs
    return figs


def relations(c, figs, slots, simds):
    """(what, holds) for every relation the definitions imply."""
    busy, waves = c["SQ_BUSY_CYCLES"], c["SQ_WAVE_CYCLES"]
    simd = [c["SQ_VALU_BUSY_CYCLES_SIMD%d" % s] for s in range(simds)]
    act = {k: c["SQ_ACTIVE_INST_" + k] for k in ("VALU", "SALU", "LDS", "VMEM", "MISC", "ANY")}
    return [
        ("SQ_INSTS = instructions retired (%d)" % figs["retired"], c["SQ_INSTS"] == figs["retired"]),
        ("0 < SQ_BUSY_CYCLES <= SQ_CYCLES <= the run's cycles (%d)" % figs["cycles"],
         0 < busy <= c["SQ_CYCLES"] <= figs["cycles"]),
        ("SQ_BUSY_CYCLES <= SQ_WAVE_CYCLES <= SQ_BUSY_CYCLES x %d slots" % slots, busy <= waves <= busy * slots),
        ("SQ_WAVE_CYCLES = SQ_ACTIVE_INST_ANY + SQ_WAIT_INST_ANY + SQ_WAIT_ANY",
         waves == act["ANY"] + c["SQ_WAIT_INST_ANY"] + c["SQ_WAIT_ANY"]),
        ("SQ_WAIT_INST_ANY <= SQ_WAVE_CYCLES", c["SQ_WAIT_INST_ANY"] <= waves),
        ("SQ_INSTS_VALU <= SQ_ACTIVE_INST_VALU <= SQ_BUSY_CYCLES x %d SIMDs" % simds,
         c["SQ_INSTS_VALU"] <= act["VALU"] <= busy * simds),
        ("SQ_INSTS_SALU <= SQ_ACTIVE_INST_SALU <= SQ_BUSY_CYCLES", c["SQ_INSTS_SALU"] <= act["SALU"] <= busy),
        ("SQ_INSTS_LDS <= SQ_ACTIVE_INST_LDS <= SQ_BUSY_CYCLES", c["SQ_INSTS_LDS"] <= act["LDS"] <= busy),
        ("SQ_INSTS_VMEM <= SQ_ACTIVE_INST_VMEM <= SQ_BUSY_CYCLES", c["SQ_INSTS_VMEM"] <= act["VMEM"] <= busy),
        ("SQ_INSTS_BRANCH + SQ_INSTS_SENDMSG <= SQ_ACTIVE_INST_MISC <= SQ_BUSY_CYCLES",
         c["SQ_INSTS_BRANCH"] + c["SQ_INSTS_SENDMSG"] <= act["MISC"] <= busy),
        ("SQ_ACTIVE_INST_ANY <= SQ_WAVE_CYCLES", act["ANY"] <= waves),
        ("SQ_VALU_BUSY_CYCLES_SIMD* each <= SQ_BUSY_CYCLES, together <= SQ_ACTIVE_INST_VALU",
         all(s <= busy for s in simd) and sum(simd) <= act["VALU"]),
        ("SQ_INSTS_VMEM_RD + SQ_INSTS_VMEM_WR <= SQ_INSTS_VMEM",
         c["SQ_INSTS_VMEM_RD"] + c["SQ_INSTS_VMEM_WR"] <= c["SQ_INSTS_VMEM"]),
        ("SQ_LDS_BANK_CONFLICT <= SQ_ACTIVE_INST_LDS", c["SQ_LDS_BANK_CONFLICT"] <= act["LDS"]),
    ]


def check_kernel(name, tmp, slots, simds):
    model = run(name, "model", tmp)
    rtl = run(name, "lockstep", tmp)
    if not model or not rtl:
        return None
    m, c = model["counters"], rtl["counters"]
    want = ["SQ_WAVES", "SQ_INSTS"]
    if not set(want) <= set(m):
        report(False, "%s: the model prints %s" % (name, ", ".join(want)), "it printed %s" % sorted(m))
        return None
    diff = ["%s model %d RTL %s" % (k, v, c.get(k, "missing")) for k, v in sorted(m.items()) if c.get(k) != v]
    report(not diff, "%s: the RTL's %d instruction counters equal the model's" % (name, len(m)),
           "; ".join(diff) if diff else "SQ_WAVES %d, SQ_INSTS %d, VALU %d, SALU %d, SMEM %d, LDS %d, VMEM_RD %d, "
           "VMEM_WR %d" % tuple(m[k] for k in ("SQ_WAVES", "SQ_INSTS", "SQ_INSTS_VALU", "SQ_INSTS_SALU",
                                              "SQ_INSTS_SMEM", "SQ_INSTS_LDS", "SQ_INSTS_VMEM_RD",
                                              "SQ_INSTS_VMEM_WR")))
    missing = [k for k in ["SQ_CYCLES", "SQ_BUSY_CYCLES", "SQ_WAVE_CYCLES", "SQ_WAIT_ANY", "SQ_WAIT_INST_ANY",
                           "SQ_LDS_BANK_CONFLICT"] + ["SQ_ACTIVE_INST_" + a for a in
                                                      ("VALU", "SALU", "LDS", "VMEM", "MISC", "ANY")] +
               ["SQ_VALU_BUSY_CYCLES_SIMD%d" % s for s in range(simds)] if k not in c]
    if missing:
        report(False, "%s: the RTL prints every counter" % name, "missing %s" % ", ".join(missing))
        return None
    bad = [what for what, ok in relations(c, rtl, slots, simds) if not ok]
    report(not bad, "%s: cycle counters' relations" % name,
           "; ".join(bad) if bad else "cycles %d, SQ_BUSY_CYCLES %d, SQ_WAVE_CYCLES %d = ACTIVE %d + WAIT_INST %d "
           "+ WAIT %d, ACTIVE_INST_VALU %d, LDS_BANK_CONFLICT %d" % (
               rtl["cycles"], c["SQ_BUSY_CYCLES"], c["SQ_WAVE_CYCLES"], c["SQ_ACTIVE_INST_ANY"],
               c["SQ_WAIT_INST_ANY"], c["SQ_WAIT_ANY"], c["SQ_ACTIVE_INST_VALU"], c["SQ_LDS_BANK_CONFLICT"]))
    zero = [k for k in NONZERO.get(name, []) if not c[k]]
    if name in NONZERO:
        report(not zero, "%s counts %s" % (name, ", ".join(NONZERO[name])),
               "zero: %s" % ", ".join(zero) if zero else ", ".join("%d" % c[k] for k in NONZERO[name]))
    return c


def directed(rel, counter, want, tmp):
    spec = isa_tests.build_spec(os.path.join(ROOT, rel), tmp)
    p = subprocess.run([os.path.join(ARGS.build, "gcnrtl-verilator"), "--spec", spec, "--stats"],
                       capture_output=True, text=True, timeout=WALL_LIMIT)
    got = kernel_tests.counters(p.stdout).get(counter)
    ok = p.returncode == 0 and got == want
    report(ok, "%s: %s %d" % (rel, counter, want), "got %s%s" % (got, "" if p.returncode == 0 else
                                                                  ", exit %d: %s" % (p.returncode, p.stdout[-300:])))


def same_counters(name, backend, ref, tmp):
    figs = run(name, backend, tmp)
    if not figs:
        return
    c = figs["counters"]
    diff = ["%s lockstep %d %s %s" % (k, v, backend, c.get(k, "missing")) for k, v in sorted(ref.items())
            if c.get(k) != v]
    report(not diff, "%s: %s gives the lockstep run's %d counters" % (name, backend, len(ref)),
           "; ".join(diff) if diff else "SQ_CYCLES %d" % c["SQ_CYCLES"])


def main():
    global ARGS
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("gcnsim")
    ap.add_argument("build")
    ap.add_argument("--no-icarus", action="store_true", help="leave out the Icarus run")
    ap.add_argument("kernels", nargs="*", help="kernels (default: %s)" % " ".join(KERNELS))
    ARGS = ap.parse_args()
    cfg = gen_config.derive(gen_config.parse(gen_config.DEFAULT_DEF))
    slots, simds = cfg["NUM_WAVES"], cfg["NUM_SIMD"]
    with tempfile.TemporaryDirectory(prefix="perf_tests.") as tmp:
        for rel, counter, want in DIRECTED:
            directed(rel, counter, want, tmp)
        ref = {}
        for name in ARGS.kernels or KERNELS:
            ref[name] = check_kernel(name, tmp, slots, simds)
        first = next((n for n in ref if ref[n]), None)
        if first:
            same_counters(first, "verilator", ref[first], tmp)
            if not ARGS.no_icarus:
                same_counters(first, "icarus", ref[first], tmp)
    print("profiler counters: %d kernels checked, %d checks, %d failed" % (len(ARGS.kernels or KERNELS), cases, fails))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
