#!/usr/bin/env python3
"""Write the configuration of the compute unit for RTL and C from one source.

    gen_config.py [--def config/default.def] vh OUT.vh   Verilog localparams
    gen_config.py [--def ...] h OUT.h                     C #defines
    gen_config.py [--def ...] show                        every value, derived ones too
Each named configuration is one file config/<name>.def with the same keys;
config/default.def (the MI200 CU) is the one rtl/gcn_config.vh and
cmodel/gen/gcn_config.h are written from, the others go to
build/config/<name>/ (make lint CONFIG=<name>).  Derived values (NUM_WAVES,
WAVE_ID_W, PASS_W, ...) are computed here, so the two outputs can never
disagree.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DEFAULT_DEF = os.path.join(ROOT, "config/default.def")

REQUIRED = ["NUM_SIMD", "WAVES_PER_SIMD", "LANES_PER_SIMD", "WAVE_SIZE", "SGPRS_PER_WAVE", "VGPRS",
            "LDS_BYTES", "LDS_BANKS", "HAS_FP64", "HAS_MFMA", "MFMA_DOT_LANES", "SIMF_F32_LANES", "TRANS_LANES", "DIVSQRT_BITS", "TAG_W", "ACCUM_OFFSET_W", "WG_SLOT_W",
            "WAVES_IN_WG_W", "PERF_CTR_W"]


def fail(msg):
    sys.stderr.write("gen_config: %s\n" % msg)
    sys.exit(1)


def clog2(n):
    return max(1, (n - 1).bit_length())


def pow2(n):
    return n > 0 and n & (n - 1) == 0


def parse(path):
    cfg = {}
    for lineno, line in enumerate(open(path), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split()
        if len(parts) != 2:
            fail("%s:%d: expected KEY VALUE" % (path, lineno))
        key, val = parts
        if key in cfg:
            fail("%s:%d: %s given twice" % (path, lineno, key))
        if key not in REQUIRED:
            fail("%s:%d: unknown key %s" % (path, lineno, key))
        try:
            cfg[key] = int(val, 0)
        except ValueError:
            fail("%s:%d: %s is not an integer" % (path, lineno, val))
    missing = [k for k in REQUIRED if k not in cfg]
    if missing:
        fail("%s: missing %s" % (path, ", ".join(missing)))
    return cfg


def derive(cfg):
    for k in ("NUM_SIMD", "WAVES_PER_SIMD", "LANES_PER_SIMD", "WAVE_SIZE", "VGPRS", "LDS_BYTES", "LDS_BANKS"):
        if not pow2(cfg[k]):
            fail("%s must be a power of two (is %d)" % (k, cfg[k]))
    if cfg["WAVE_SIZE"] != 64:
        fail("WAVE_SIZE is 64: gfx90a runs wave64 (EXEC, VCC and the lane masks are 64 bits)")
    if cfg["LANES_PER_SIMD"] > 16:
        fail("LANES_PER_SIMD is at most 16: a retirement beat carries a quarter-wave (16 lanes)")
    if cfg["LDS_BYTES"] > 65536:
        fail("LDS_BYTES is at most 65536 (the DS address and window widths)")
    if cfg["SGPRS_PER_WAVE"] != 128:
        fail("SGPRS_PER_WAVE is the operand-code space of the ISA: 128")
    if cfg["TAG_W"] < clog2(cfg["NUM_SIMD"] * cfg["WAVES_PER_SIMD"]) + 1:
        fail("TAG_W must hold a wave id and one more bit")
    if not 32 <= cfg["PERF_CTR_W"] <= 64:
        fail("PERF_CTR_W (the profiler counters' width) is 32 to 64 bits")
    for k in ("HAS_FP64", "HAS_MFMA"):
        if cfg[k] not in (0, 1):
            fail("%s is 0 or 1" % k)
    if not pow2(cfg["MFMA_DOT_LANES"]) or cfg["MFMA_DOT_LANES"] > 16:
        fail("MFMA_DOT_LANES (the matrix core's dot-product lanes) is a power of two, 1 to 16")
    if not pow2(cfg["SIMF_F32_LANES"]) or cfg["SIMF_F32_LANES"] > cfg["LANES_PER_SIMD"]:
        fail("SIMF_F32_LANES (the f32 lanes SIMF computes a cycle) is a power of two, at most LANES_PER_SIMD")
    if not pow2(cfg["TRANS_LANES"]) or cfg["TRANS_LANES"] > cfg["LANES_PER_SIMD"]:
        fail("TRANS_LANES (SIMF's transcendental lane engines) is a power of two, at most LANES_PER_SIMD")
    if cfg["DIVSQRT_BITS"] not in (1, 2, 4, 8):
        fail("DIVSQRT_BITS (quotient bits the lane engines' divider makes a cycle) is 1, 2, 4 or 8")
    d = dict(cfg)
    d["NUM_WAVES"] = cfg["NUM_SIMD"] * cfg["WAVES_PER_SIMD"]
    d["WAVE_ID_W"] = clog2(d["NUM_WAVES"])
    d["SIMD_ID_W"] = clog2(cfg["NUM_SIMD"])
    d["WAVE_IN_SIMD_W"] = clog2(cfg["WAVES_PER_SIMD"])
    d["PASSES"] = cfg["WAVE_SIZE"] // cfg["LANES_PER_SIMD"]
    d["PASS_W"] = clog2(d["PASSES"])               # a pass (a LANES_PER_SIMD slice of the wave)
    d["LANE_W"] = clog2(cfg["LANES_PER_SIMD"])     # a lane within a pass
    d["WAVE_LANE_W"] = clog2(cfg["WAVE_SIZE"])     # a lane of the wave
    d["SGPR_CODE_W"] = clog2(cfg["SGPRS_PER_WAVE"])
    d["VGPR_ADDR_W"] = clog2(cfg["VGPRS"])
    d["LDS_ADDR_W"] = clog2(cfg["LDS_BYTES"])
    d["WAVE_INFO_W"] = cfg["ACCUM_OFFSET_W"] + cfg["WG_SLOT_W"] + cfg["WAVES_IN_WG_W"]
    # retirement channels (docs/rtl-interfaces.md): SALU, a VALU per SIMD, LSU, its return engine, DS
    d["RT_CH"] = cfg["NUM_SIMD"] + 4
    # instructions a SIMD's VALU holds (gcn_valu): one writing its last
    # results, one executing, one reading its operands
    d["VALU_SLOTS"] = 3
    d["VALU_SLOT_W"] = clog2(d["VALU_SLOTS"])
    if d["WAVE_INFO_W"] > 64:
        fail("the WAVE_INFO fields do not fit 64 bits")
    return d


def banner(path):
    rel = os.path.relpath(os.path.abspath(path), ROOT)
    return "generated by scripts/gen_config.py from %s; do not edit." % rel


def write_vh(d, out, src):
    w = out.write
    w("// %s\n" % banner(src))
    w("// Included once per module, as its parameter port list (localparams, never\n")
    w("// `define), so that port widths may use them:\n")
    w("//   module gcn_x #(\n")
    w("//     `include \"gcn_config.vh\"\n")
    w("//   ) ( ...ports... );\n")
    w("// A module with parameters of its own lists them first, then a comma.\n")
    w("/* verilator lint_off UNUSEDPARAM */\n")
    keys = sorted(d)
    for i, k in enumerate(keys):
        w("localparam %s = %d%s\n" % (k, d[k], "," if i + 1 < len(keys) else ""))
    w("/* verilator lint_on UNUSEDPARAM */\n")


def config_name(src):
    """A configuration's name: its file's, config/<name>.def."""
    return os.path.splitext(os.path.basename(src))[0]


def write_h(d, out, src):
    w = out.write
    w("/* %s */\n" % banner(src))
    w("#ifndef GCN_CONFIG_H\n#define GCN_CONFIG_H\n\n")
    w("#define GCN_CFG_NAME \"%s\"\n" % config_name(src))
    for k in sorted(d):
        w("#define GCN_CFG_%s %du\n" % (k, d[k]))
    w("\n#endif\n")


def main():
    args = sys.argv[1:]
    path = DEFAULT_DEF
    if len(args) >= 2 and args[0] == "--def":
        path, args = args[1], args[2:]
    if not args or args[0] not in ("vh", "h", "show"):
        fail("usage: gen_config.py [--def FILE] vh OUT | h OUT | show")
    d = derive(parse(path))
    if args[0] == "show":
        for k in sorted(d):
            print("%-16s %d" % (k, d[k]))
        return
    if len(args) != 2:
        fail("usage: gen_config.py [--def FILE] vh OUT | h OUT")
    tmp = args[1] + ".tmp"
    with open(tmp, "w") as out:
        (write_vh if args[0] == "vh" else write_h)(d, out, path)
    os.replace(tmp, args[1])


if __name__ == "__main__":
    main()
