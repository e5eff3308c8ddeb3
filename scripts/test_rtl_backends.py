#!/usr/bin/env python3
"""gcnsim's RTL backends (lockstep, verilator, icarus) on kernels that trap,
launches that cannot run and the memory-model options: each case must give
the documented exit status and a message that names the problem.

  - more waves than the CU has slots (vector_add, 64 waves) on the RTL alone:
    ends, results equal to the host's
  - an MFMA kernel (mfma_f32) on the RTL alone: ends with the host's results (the
    matrix core runs in the CU; the trap of an instruction a configuration leaves out,
    naming its unit, is scripts/test_configs.py's)
  - s_trap (tests/rtl_backend/kernels.s rtl_strap): exit 1, "s_trap 5 at PC"
    and its disassembly, as the model reports it, on every RTL backend
  - global and flat accesses past a buffer under lockstep and on the RTL alone:
    exit 1, the model's "reads unmapped memory at ..." with PC and disassembly
    (never an interface error)
  - registers beyond the kernel descriptor's allocation (rtl_vgpr_over: v8 of 8), under
    lockstep and on the RTL alone: exit 1, the model's "names v8: the kernel descriptor
    allocates 8 ArchVGPRs" with PC and disassembly (never a divergence); LDS beyond the
    group segment (rtl_lds_over) under lockstep likewise (the RTL alone drops such writes
    as the ISA says, docs/runtime.md)
  - a workgroup that can never be placed (16 waves of 512 VGPRs; LDS past
    64 KiB): exit 2 at launch, naming the resource, on every RTL backend
  - --fault with no such fault point: exit 2 on every RTL backend
  - --mem-latency / --mem-reorder: seeds change the cycle count, never the results

Usage: test_rtl_backends.py GCNSIM BUILD [--no-icarus]"""
import argparse
import os
import random
import re
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import kernel_tests  # noqa: E402  (runs a kernel of scripts/ktest the way kernel_tests.py does)

WALL_LIMIT = 1800   # seconds; every run is bounded by the testbench's cycle limits
fails = cases = 0


def report(ok, what, detail):
    global fails, cases
    fails += not ok
    cases += 1
    print("%s %s%s" % ("ok:  " if ok else "FAIL:", what, (" -> " if ok else ": ") + detail))


def gcnsim(args, cwd=None, sim=None, env=None):
    """Run gcnsim (ARGS.gcnsim, or sim: another configuration's) with env added to ours."""
    p = subprocess.run([sim or ARGS.gcnsim] + args, capture_output=True, text=True, timeout=WALL_LIMIT, cwd=cwd,
                       env=dict(os.environ, **(env or {})))
    return p.returncode, p.stdout, p.stderr


def last_line(text):
    lines = text.strip().splitlines()
    return lines[-1] if lines else "(nothing)"


def expect_exit(what, args, rc_want, patterns, not_patterns=(), sim=None, env=None):
    """Run gcnsim; its exit status must be rc_want and stderr must match every pattern."""
    rc, out, err = gcnsim(args, sim=sim, env=env)
    bad = [p for p in patterns if not re.search(p, err)]
    worse = [p for p in not_patterns if re.search(p, out + err)]
    ok = rc == rc_want and not bad and not worse
    report(ok, what, last_line(err) if ok else "exit %d (want %d), missing %s, unwanted %s\n%s\n%s" % (
        rc, rc_want, bad, worse, out[-1500:], err[-800:]))
    return rc, out, err


def assemble(tmp):
    src = os.path.join(ROOT, "tests", "rtl_backend", "kernels.s")
    co = os.path.join(tmp, "kernels.co")
    subprocess.run([os.path.join(ROOT, "sw", "tools", "gcncc"), src, "-o", co], check=True)
    return co


def vector_add_args(tmp, n, seed):
    rng = random.Random(seed)
    a = [rng.uniform(-100, 100) for _ in range(n)]
    b = [rng.uniform(-100, 100) for _ in range(n)]
    for name, vals in (("a", a), ("b", b)):
        with open(os.path.join(tmp, name + ".bin"), "wb") as f:
            f.write(struct.pack("<%df" % n, *vals))
    want = [struct.unpack("<f", struct.pack("<f", x))[0] + struct.unpack("<f", struct.pack("<f", y))[0] for x, y in
            zip(a, b)]
    want = struct.pack("<%df" % n, *want)   # the f32 sum of two f32 values is exact in double, then rounded
    co = os.path.join(ARGS.build, "kernels", "vector_add.O2.co")
    out = os.path.join(tmp, "c.bin")
    return [co, "-k", "vector_add", "-g", str(n), "-a", "buf:" + os.path.join(tmp, "a.bin"), "-a",
            "buf:" + os.path.join(tmp, "b.bin"), "-a", "buf:zero:%d" % (4 * n), "-a", "u32:%d" % n,
            "-o", "2:" + out], out, want


def rtl_line(out):
    m = re.search(r"^rtl: .*?(\d+) cycles", out, re.M)
    return int(m.group(1)) if m else None


def many_waves(tmp):
    """64 waves (twice the CU's slots) on the RTL alone: slots are reused."""
    args, out, want = vector_add_args(tmp, 64 * 64, 7)
    rc, so, err = gcnsim(["run"] + args + ["--backend", "verilator"])
    got = open(out, "rb").read() if rc == 0 and os.path.exists(out) else b""
    ok = rc == 0 and got == want and re.search(r"^kernel vector_add: ended, \d+ instructions, 64 waves", so, re.M) \
        and re.search(r"^rtl: ended \(no checker\)", so, re.M)
    report(ok, "64 waves on --backend verilator end with the host's results",
           last_line(so) if ok else "exit %d, %s\n%s" % (rc, "results differ" if got else "no results", so + err))


def mfma_runs(tmp):
    kind, msg, _ = kernel_tests.run_one(ARGS.gcnsim, ARGS.build, "mfma_f32", "O2", tmp, WALL_LIMIT, "verilator")
    report(kind == "PASS", "an MFMA kernel on --backend verilator ends with the host's results",
           msg if kind == "PASS" else "%s: %s" % (kind, msg))


def strap(co):
    model = expect_exit("s_trap on the model", ["run", co, "-k", "rtl_strap", "-g", "64"], 1, [r"s_trap 5 at PC 0x"])[2]
    pc = re.search(r"s_trap 5 at PC (0x[0-9a-f]+)", model)
    for backend in BACKENDS:
        expect_exit("s_trap on --backend %s: the model's message, PC and disassembly" % backend,
                    ["run", co, "-k", "rtl_strap", "-g", "64", "--backend", backend], 1,
                    [r"s_trap 5 at PC %s" % (pc.group(1) if pc else "0x"), r"\(s_trap 5\)"], [r"RTL run failed: *$"])


def out_of_bounds(co, tmp):
    eight = os.path.join(tmp, "eight.bin")
    with open(eight, "wb") as f:
        f.write(bytes(range(1, 9)))
    va = [os.path.join(ARGS.build, "kernels", "vector_add.O2.co"), "-k", "vector_add", "-g", "64", "-a",
          "buf:" + eight, "-a", "buf:" + eight, "-a", "buf:zero:256", "-a", "u32:64"]
    fl = [co, "-k", "rtl_flat_oob", "-g", "64", "-a", "buf:" + eight]
    for what, args, insn in (("global", va, "global_load_dword"), ("flat", fl, "flat_load_dword")):
        model = expect_exit("%s access past a buffer on the model" % what, ["run"] + args, 1,
                            [insn + r" reads unmapped memory at 0x"])[2]
        m = re.search(r"(%s reads unmapped memory at 0x[0-9a-f]+ \(\d+ bytes\))" % insn, model)
        text = re.escape(m.group(1)) if m else "reads unmapped memory"
        expect_exit("%s access past a buffer under lockstep: the model's message, PC and disassembly" % what,
                    ["run"] + args + ["--backend", "lockstep"], 1, [text, r"PC 0x[0-9a-f]+ \(%s " % insn],
                    [r"INTERFACE ERROR", r"DIVERGENCE"])
        expect_exit("%s access past a buffer on --backend verilator: a memory violation, its address" % what,
                    ["run"] + args + ["--backend", "verilator"], 1, [r"unmapped memory at 0x", r"PC 0x[0-9a-f]+"],
                    [r"INTERFACE ERROR"])


def beyond_allocation(co):
    """A kernel that names registers or LDS beyond its descriptor's allocation: the kernel's fault,
    in the model's words, on the RTL backends as on the model."""
    cases = (("v8 beyond 8 VGPRs", "rtl_vgpr_over", r"names v8: the kernel descriptor allocates 8 ArchVGPRs",
              BACKENDS),
             ("LDS beyond the group segment", "rtl_lds_over", r"accesses LDS bytes 0x100-0x103: its workgroup has 256",
              ["lockstep"]))
    for what, kernel, text, backends in cases:
        model = expect_exit("%s on the model" % what, ["run", co, "-k", kernel, "-g", "64"], 1, [text])[2]
        at = re.search(r"\): (\S.*?) at PC (0x[0-9a-f]+) ", model)
        where = [re.escape("PC %s (%s)" % (at.group(2), at.group(1)))] if at else [r"PC 0x"]
        for backend in backends:
            expect_exit("%s on --backend %s: the model's message, PC and disassembly" % (what, backend),
                        ["run", co, "-k", kernel, "-g", "64", "--backend", backend], 1, [text] + where,
                        [r"DIVERGENCE", r"INTERFACE ERROR", r"RTL run failed"])


def unplaceable(co):
    for backend in BACKENDS:
        expect_exit("16 waves of 512 VGPRs on --backend %s: cannot be placed, says why" % backend,
                    ["run", co, "-k", "rtl_big_vgprs", "-g", "1024", "-b", "1024", "--backend", backend], 2,
                    [r"cannot be placed", r"512 VGPRs", r"at most 4 "])
        expect_exit("LDS beyond 64 KiB on --backend %s: refused at launch, says how much" % backend,
                    ["run", co, "-k", "rtl_big_lds", "-g", "64", "-a", "local:16", "--backend", backend], 2,
                    [r"65552 bytes of LDS.*the CU has 65536"])
    rc, out, err = gcnsim(["run", co, "-k", "rtl_big_vgprs", "-g", "256", "-b", "256", "--backend", "verilator"])
    report(rc == 0, "4 waves of 512 VGPRs (one per SIMD) do run on --backend verilator",
           last_line(out) if rc == 0 else "exit %d: %s" % (rc, err))


def bad_fault(co):
    for backend in BACKENDS:
        expect_exit("--fault 99 on --backend %s" % backend,
                    ["run", co, "-k", "rtl_strap", "-g", "64", "--backend", backend, "--fault", "99"], 2,
                    [r"no fault point 99", r"1 \("])


def mem_options(tmp):
    args, out, want = vector_add_args(tmp, 1024, 11)
    cycles = {}
    for seed in (1, 2, 3):
        rc, so, err = gcnsim(["run"] + args + ["--backend", "verilator", "--seed", str(seed), "--mem-latency", "4:90",
                                               "--mem-reorder"])
        got = open(out, "rb").read() if rc == 0 else b""
        cycles[seed] = rtl_line(so)
        if rc != 0 or got != want:
            report(False, "--seed %d with --mem-latency 4:90 --mem-reorder" % seed, "exit %d, results %s\n%s" % (
                rc, "differ" if got else "missing", so + err))
            return
    rc, so, err = gcnsim(["run"] + args + ["--backend", "verilator"])
    plain = rtl_line(so)
    ok = len(set(cycles.values())) == 3 and plain not in cycles.values()
    report(ok, "--mem-latency 4:90 --mem-reorder: seeds 1-3 give different cycle counts, the same (right) results",
           "cycles %s, %s without the options" % (", ".join("seed %d: %s" % kv for kv in cycles.items()), plain))
    va = args[:5] + ["-a", "buf:zero:4", "-a", "buf:zero:4", "-a", "buf:zero:4", "-a", "u32:1"]
    expect_exit("--mem-latency with MAX below MIN", ["run"] + va + ["--backend", "verilator", "--mem-latency", "9:3"],
                2, [r"bad memory latency"])
    expect_exit("--mem-latency not a range", ["run"] + va + ["--backend", "verilator", "--mem-latency", "x"],
                2, [r"bad memory latency"])
    expect_exit("--mem-reorder on the model", ["run"] + va + ["--mem-reorder"], 2, [r"for the RTL backends"])


def main():
    global ARGS, BACKENDS
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("gcnsim")
    ap.add_argument("build")
    ap.add_argument("--no-icarus", action="store_true", help="leave out the Icarus backend")
    ARGS = ap.parse_args()
    BACKENDS = ["lockstep", "verilator"] + ([] if ARGS.no_icarus else ["icarus"])
    with tempfile.TemporaryDirectory(prefix="rtl_backends.") as tmp:
        co = assemble(tmp)
        many_waves(tmp)
        mfma_runs(tmp)
        strap(co)
        out_of_bounds(co, tmp)
        beyond_allocation(co)
        unplaceable(co)
        bad_fault(co)
        mem_options(tmp)
    print("RTL backends: %d cases checked, %d failed" % (cases, fails))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
