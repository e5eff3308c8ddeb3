#!/usr/bin/env python3
"""A named configuration's RTL backends (docs/rtl-interfaces.md, "Configurations"): its gcnsim runs
its own RTL library and refuses another configuration's; a launch whose workgroup cannot fit the
configuration's CU is refused at launch with the resource it lacks; one that fills the CU runs.

  - the default gcnsim with CONFIG's library ($GCN_RTL_LIB), and CONFIG's gcnsim with the
    default's: exit 2, "configuration mismatch", both configurations named
  - on CONFIG's gcnsim (BUILD/config/CONFIG/gcnsim, lockstep): a workgroup of twice the wave
    slots (tests/rtl_backend/kernels.s rtl_wide): exit 2, "does not fit configuration 'CONFIG'",
    the slots named; vector_add with a workgroup of every slot: the host's results
  - a wave of 512 VGPRs (tests/rtl_backend/kernels.s rtl_big_vgprs), and 32 KiB of LDS
    (rtl_lds_32k) where the CU has less: exit 2, the need and what the CU has; rtl_lds_32k runs on
    the default CU
  - CONFIG's directed-test binary on a test whose LDS bytes lie past its LDS: exit 2, the line and
    the configuration's LDS named
  - where CONFIG leaves out the FP64 unit (HAS_FP64 0): f64_math in lockstep and on the RTL alone
    stops, exit 1, at its first f64 instruction, "needs the FP64 unit, which this configuration
    leaves out"; likewise an MFMA kernel (mfma_f32) where it leaves out the matrix unit
The configuration's sizes come from its config/CONFIG.def (scripts/gen_config.py show).

Usage: test_configs.py BUILD CONFIG"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import isa_tests  # noqa: E402  (builds a directed test's spec)
import kernel_tests  # noqa: E402  (runs a kernel of scripts/ktest, classifies the result)
import test_rtl_backends as rb  # noqa: E402  (expect_exit, report, vector_add_args, assemble)


def config_values(name):
    """config/NAME.def's values, derived ones too."""
    out = subprocess.run([sys.executable, os.path.join(HERE, "gen_config.py"), "--def",
                          os.path.join(ROOT, "config", name + ".def"), "show"], capture_output=True, text=True,
                         check=True).stdout
    return {k: int(v) for k, v in (line.split() for line in out.splitlines())}


def mismatch(cfg_build, default_build, name):
    """Each gcnsim refuses the other configuration's library."""
    other_lib = os.path.abspath(os.path.join(cfg_build, "libgcnrtl-verilator.so"))
    own_lib = os.path.abspath(os.path.join(default_build, "libgcnrtl-verilator.so"))
    args = ["run", os.path.join(default_build, "kernels", "vector_add.O2.co"), "-k", "vector_add", "-g", "64",
            "--backend", "lockstep"]
    rb.expect_exit("the default gcnsim with %s's library: refused" % name, args, 2,
                   [r"configuration mismatch: the RTL library .*libgcnrtl-verilator.so was built for configuration "
                    r"'%s' \(" % name, r"this runtime \(gcnsim\) for 'default' \(4 SIMDs x 16 lanes"],
                   sim=os.path.join(default_build, "gcnsim"), env={"GCN_RTL_LIB": other_lib})
    rb.expect_exit("%s's gcnsim with the default library: refused" % name, args, 2,
                   [r"configuration mismatch: .* was built for configuration 'default' \(4 SIMDs",
                    r"this runtime \(gcnsim\) for '%s'" % name],
                   env={"GCN_RTL_LIB": own_lib})


def workgroups(tmp, co, cfg, name):
    """A workgroup of every wave slot runs; one of twice as many is refused."""
    slots = cfg["NUM_WAVES"]
    big = str(2 * 64 * slots)
    rb.expect_exit("a workgroup of %d waves on %s (%d wave slots): refused at launch" % (2 * slots, name, slots),
                   ["run", co, "-k", "rtl_wide", "-g", big, "-b", big, "--backend", "lockstep"], 2,
                   [r"does not fit configuration '%s': a workgroup of %d waves cannot be placed: the CU has %d wave "
                    r"slots" % (name, 2 * slots, slots)])
    args, out, want = rb.vector_add_args(tmp, 64 * slots, 5)
    full = args[:5] + ["-b", str(64 * slots)] + args[5:]
    rc, so, err = rb.gcnsim(["run"] + full + ["--backend", "lockstep"])
    got = open(out, "rb").read() if rc == 0 and os.path.exists(out) else b""
    rb.report(rc == 0 and got == want, "a workgroup of all %d wave slots on %s in lockstep: the host's results" % (
        slots, name), rb.last_line(so) if rc == 0 else "exit %d\n%s%s" % (rc, so[-1500:], err[-800:]))


def resources(co, cfg, name, default_build):
    """VGPRs and LDS past the configuration's: refused, naming what is needed and what the CU has."""
    rb.expect_exit("a wave of 512 VGPRs on %s (%d VGPRs a SIMD): refused" % (name, cfg["VGPRS"]),
                   ["run", co, "-k", "rtl_big_vgprs", "-g", "64", "--backend", "lockstep"], 2,
                   [r"does not fit configuration '%s': a wave needs 512 VGPRs \(AccVGPRs included\); a SIMD has %d"
                    % (name, cfg["VGPRS"])])
    args = ["run", co, "-k", "rtl_lds_32k", "-g", "64", "--backend", "lockstep"]
    if cfg["LDS_BYTES"] < 32768:
        rb.expect_exit("32 KiB of LDS on %s (%d bytes): refused" % (name, cfg["LDS_BYTES"]), args, 2,
                       [r"does not fit configuration '%s': a workgroup needs 32768 bytes of LDS; the CU has %d"
                        % (name, cfg["LDS_BYTES"])])
    rb.expect_exit("32 KiB of LDS on the default CU: runs", args, 0, [r"^$"],
                   sim=os.path.join(default_build, "gcnsim"))


def directed_lds(tmp, cfg_build, cfg, name):
    """A directed test whose LDS bytes lie past the configuration's LDS: refused, naming the line."""
    spec = isa_tests.build_spec(os.path.join(ROOT, "tests", "isa", "mem", "ds.s"), tmp)
    p = subprocess.run([os.path.join(cfg_build, "gcnrtl-verilator"), "--spec", spec], capture_output=True, text=True,
                       timeout=rb.WALL_LIMIT)
    text = p.stdout + p.stderr
    want = "LDS bytes 0xfffc+4 lie beyond the %d bytes the wave has (configuration '%s': %d bytes of LDS)" % (
        cfg["LDS_BYTES"], name, cfg["LDS_BYTES"])
    ok = p.returncode == 2 and want in text
    rb.report(ok, "tests/isa/mem/ds.s (LDS at 0xfffc) on %s's testbench: refused" % name,
              rb.last_line(text) if ok else "exit %d (want 2), no '%s' in\n%s" % (p.returncode, want, text[-1500:]))


# a unit the configuration may leave out: its config key, a kernel that needs it, the report's words
ABSENT_UNITS = (("HAS_FP64", "f64_math", r"v_\w+_f64 at PC 0x[0-9a-f]+ needs the FP64 unit, which this "
                 r"configuration leaves out"),
                ("HAS_MFMA", "mfma_f32", r"v_mfma_\w+ at PC 0x[0-9a-f]+ needs the matrix \(MFMA\) unit, which "
                 r"this configuration leaves out"))


def absent_units(tmp, cfg, name):
    """A kernel that needs a unit the configuration leaves out stops at its first such
    instruction, naming the unit, with the checker and without."""
    for key, kernel, words in ABSENT_UNITS:
        if cfg[key]:
            continue
        for backend in ("lockstep", "verilator"):
            kind, msg, _ = kernel_tests.run_one(rb.ARGS.gcnsim, rb.ARGS.build, kernel, "O2", tmp, rb.WALL_LIMIT,
                                                backend)
            ok = kind == "NOFIT" and re.search(words, msg)
            rb.report(ok, "%s on %s (%s 0), --backend %s: stops, naming the unit" % (kernel, name, key, backend),
                      msg if ok else "%s: %s" % (kind, msg))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("build")
    ap.add_argument("config")
    args = ap.parse_args()
    if args.config == "default":
        sys.exit("test_configs: CONFIG is another configuration than default (it is compared with default)")
    cfg_build = os.path.join(args.build, "config", args.config)
    # rb's helpers run its ARGS.gcnsim (here CONFIG's) and read code objects from ARGS.build
    rb.ARGS = argparse.Namespace(gcnsim=os.path.join(cfg_build, "gcnsim"), build=args.build)
    cfg = config_values(args.config)
    with tempfile.TemporaryDirectory(prefix="test_configs.") as tmp:
        co = rb.assemble(tmp)
        mismatch(cfg_build, args.build, args.config)
        workgroups(tmp, co, cfg, args.config)
        resources(co, cfg, args.config, args.build)
        directed_lds(tmp, cfg_build, cfg, args.config)
        absent_units(tmp, cfg, args.config)
    print("configuration %s: %d cases checked, %d failed" % (args.config, rb.cases, rb.fails))
    return 1 if rb.fails else 0


if __name__ == "__main__":
    sys.exit(main())
