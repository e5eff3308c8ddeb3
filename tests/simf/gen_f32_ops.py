#!/usr/bin/env python3
"""Write the op table of the SIMF f32/f16 harness (tb_f32.cpp).

    gen_f32_ops.py OUT.h

Each instruction form is assembled here by llvm-mc-16 (never by hand): once
plain, and once per output-modifier form it accepts (a form llvm-mc rejects is
dropped); the row's op id comes from rtl/gen/gcn_isa.vh.  Operands a, b, c live
in v0, v2, v4 (v[0:1], v[2:3], v[4:5] for packed f32), the result in v6(/v7),
a lane mask in vcc.  The accumulating forms read their accumulator (c) from v6.
"""
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
# source kinds: f f32, h f16 (low half), p two f16, P two f32 (64 bits), i integer,
#   x a v_fma_mix f16 source (op_sel_hi set, op_sel clear: the low half; the unit
#   sees bit 32 set, as the VALU marks it),
#   e ldexp exponent (32-bit), s ldexp exponent (16-bit), m class mask, b byte selector,
#   K the literal of the form (madmk/madak)
# result kinds: f 32 bits, h 16 bits (low half), P 64 bits, c lane mask only,
#   F 32 bits and lane mask (div_scale)
# flags: a the accumulator is the destination (c = v6); m output modifiers may be tried
OPS = []


def op(name, asm, srcs, res, flags=""):
    OPS.append((name, asm, srcs, res, flags))


for t, k in (("f32", "f"), ("f16", "h")):
    for n in ("add", "sub", "subrev", "mul", "min", "max"):
        op("v_%s_%s" % (n, t), "v_%s_%s_e64 v6, v0, v2" % (n, t), k + k, k[0], "m")
    for n in ("fma", "mad", "min3", "max3", "med3"):
        op("v_%s_%s" % (n, t), "v_%s_%s v6, v0, v2, v4" % (n, t), k * 3, k, "m")
    op("v_mac_%s" % t, "v_mac_%s_e64 v6, v0, v2" % t, k + k + k, k, "am")
    for n in ("trunc", "ceil", "floor", "rndne", "fract", "frexp_mant"):
        op("v_%s_%s" % (n, t), "v_%s_%s_e64 v6, v0" % (n, t), k, k, "m")
    op("v_div_fixup_%s" % t, "v_div_fixup_%s v6, v0, v2, v4" % t, k * 3, k, "m")
    op("v_madmk_%s" % t, "v_madmk_%s v6, v0, 0x%s, v4" % (t, "41200000" if t == "f32" else "4900"), k + "K" + k, k)
    op("v_madak_%s" % t, "v_madak_%s v6, v0, v2, 0x%s" % (t, "3eaaaaab" if t == "f32" else "b555"), k + k + "K", k)
    op("v_cmp_class_%s" % t, "v_cmp_class_%s_e64 vcc, v0, v2" % t, k + "m", "c")
    op("v_cmpx_class_%s" % t, "v_cmpx_class_%s_e64 vcc, v0, v2" % t, k + "m", "c")
    for x in ("cmp", "cmpx"):
        for p in ("f", "lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt", "nle", "neq", "nlt", "tru"):
            op("v_%s_%s_%s" % (x, p, t), "v_%s_%s_%s_e64 vcc, v0, v2" % (x, p, t), k + k, "c")
op("v_fmac_f32", "v_fmac_f32_e64 v6, v0, v2", "fff", "f", "am")
op("v_mul_legacy_f32", "v_mul_legacy_f32_e64 v6, v0, v2", "ff", "f", "m")
op("v_mad_legacy_f32", "v_mad_legacy_f32 v6, v0, v2, v4", "fff", "f", "m")
op("v_mad_legacy_f16", "v_mad_legacy_f16 v6, v0, v2, v4", "hhh", "h", "m")
op("v_fma_legacy_f16", "v_fma_legacy_f16 v6, v0, v2, v4", "hhh", "h", "m")
op("v_div_fixup_legacy_f16", "v_div_fixup_legacy_f16 v6, v0, v2, v4", "hhh", "h", "m")
op("v_ldexp_f32", "v_ldexp_f32_e64 v6, v0, v2", "fe", "f", "m")
op("v_ldexp_f16", "v_ldexp_f16_e64 v6, v0, v2", "hs", "h", "m")
op("v_frexp_exp_i32_f32", "v_frexp_exp_i32_f32_e64 v6, v0", "f", "f")
op("v_frexp_exp_i16_f16", "v_frexp_exp_i16_f16_e64 v6, v0", "h", "h")
op("v_div_scale_f32", "v_div_scale_f32 v6, vcc, v0, v2, v4", "fff", "F", "m")
op("v_div_fmas_f32", "v_div_fmas_f32 v6, v0, v2, v4", "fff", "f", "m")
for n in ("i32_f32", "u32_f32", "rpi_i32_f32", "flr_i32_f32"):
    op("v_cvt_" + n, "v_cvt_%s_e64 v6, v0" % n, "f", "f")
for n in ("f32_i32", "f32_u32", "f32_ubyte0", "f32_ubyte1", "f32_ubyte2", "f32_ubyte3", "off_f32_i4"):
    op("v_cvt_" + n, "v_cvt_%s_e64 v6, v0" % n, "i", "f", "m")
op("v_cvt_f16_f32", "v_cvt_f16_f32_e64 v6, v0", "f", "h", "m")
op("v_cvt_f32_f16", "v_cvt_f32_f16_e64 v6, v0", "h", "f", "m")
op("v_cvt_f16_u16", "v_cvt_f16_u16_e64 v6, v0", "i", "h", "m")
op("v_cvt_f16_i16", "v_cvt_f16_i16_e64 v6, v0", "i", "h", "m")
for n in ("u16_f16", "i16_f16", "norm_i16_f16", "norm_u16_f16"):
    op("v_cvt_" + n, "v_cvt_%s_e64 v6, v0" % n, "h", "h")
op("v_cvt_pkrtz_f16_f32", "v_cvt_pkrtz_f16_f32_e64 v6, v0, v2", "ff", "f", "m")
op("v_cvt_pknorm_i16_f32", "v_cvt_pknorm_i16_f32 v6, v0, v2", "ff", "f")
op("v_cvt_pknorm_u16_f32", "v_cvt_pknorm_u16_f32 v6, v0, v2", "ff", "f")
op("v_cvt_pknorm_i16_f16", "v_cvt_pknorm_i16_f16 v6, v0, v2", "hh", "f")
op("v_cvt_pknorm_u16_f16", "v_cvt_pknorm_u16_f16 v6, v0, v2", "hh", "f")
op("v_cvt_pk_u8_f32", "v_cvt_pk_u8_f32 v6, v0, v2, v4", "fbi", "f")
op("v_cvt_pkaccum_u8_f32", "v_cvt_pkaccum_u8_f32 v6, v0, v2", "fbi", "f", "a")
op("v_pack_b32_f16", "v_pack_b32_f16 v6, v0, v2", "hh", "f")
for n in ("add", "mul"):
    op("v_pk_%s_f32" % n, "v_pk_%s_f32 v[6:7], v[0:1], v[2:3]" % n, "PP", "P", "c")
op("v_pk_fma_f32", "v_pk_fma_f32 v[6:7], v[0:1], v[2:3], v[4:5]", "PPP", "P", "c")
for n in ("add", "mul", "min", "max"):
    op("v_pk_%s_f16" % n, "v_pk_%s_f16 v6, v0, v2" % n, "pp", "f", "c")
op("v_pk_fma_f16", "v_pk_fma_f16 v6, v0, v2, v4", "ppp", "f", "c")
op("v_pk_fmac_f16", "v_pk_fmac_f16 v6, v0, v2", "ppp", "f", "a")
for n in ("id", "sc", "tc", "ma"):
    op("v_cube%s_f32" % n, "v_cube%s_f32 v6, v0, v2, v4" % n, "fff", "f", "m")
# v_fma_mix*: f32 and f16 sources (op_sel_hi) into an f32 or f16 result; the half op_sel
# picks, neg/abs and mixlo/mixhi's placement are the VALU's (tests/isa/float/packed_mix_dot.s)
op("v_fma_mix_f32", "v_fma_mix_f32 v6, v0, v2, v4", "fff", "f", "c")
op("v_fma_mix_f32", "v_fma_mix_f32 v6, v0, v2, v4 op_sel_hi:[1,0,1]", "xfx", "f", "c")
op("v_fma_mix_f32", "v_fma_mix_f32 v6, v0, v2, v4 op_sel_hi:[0,1,1]", "fxx", "f", "c")
op("v_fma_mixlo_f16", "v_fma_mixlo_f16 v6, v0, v2, v4 op_sel_hi:[1,1,1]", "xxx", "h", "c")
op("v_fma_mixlo_f16", "v_fma_mixlo_f16 v6, v0, v2, v4", "fff", "h", "c")
op("v_fma_mixlo_f16", "v_fma_mixlo_f16 v6, v0, v2, v4 op_sel_hi:[1,0,0]", "xff", "h", "c")
op("v_dot2_f32_f16", "v_dot2_f32_f16 v6, v0, v2, v4", "ppf", "f", "c")
op("v_dot2c_f32_f16", "v_dot2c_f32_f16_e64 v6, v0, v2", "ppf", "f", "am")

MODS = ["", " clamp", " mul:2", " mul:4", " div:2", " clamp div:2"]


def op_ids():
    ids = {}
    for m in re.finditer(r"localparam OP_(\w+) = \d+'d(\d+)", open(os.path.join(ROOT, "rtl/gen/gcn_isa.vh")).read()):
        ids[m.group(1)] = int(m.group(2))
    return ids


def assemble_all(lines):
    """One llvm-mc-16 run: the lines it rejects are named on stderr (<stdin>:N:),
    the others print their encodings in order."""
    p = subprocess.run(["llvm-mc-16", "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx90a", "-show-encoding"],
                       input="\n".join(lines) + "\n", capture_output=True, text=True)
    bad = {int(n) - 1 for n in re.findall(r"<stdin>:(\d+):\d+: error", p.stderr)}
    encs = re.findall(r"encoding: \[([^\]]*)\]", p.stdout)
    good = [i for i in range(len(lines)) if i not in bad]
    if len(encs) != len(good):
        sys.exit("gen_f32_ops: llvm-mc-16 output does not match its input")
    res = [None] * len(lines)
    for i, e in zip(good, encs):
        b = [int(x, 16) for x in e.split(",")]
        res[i] = [b[k] | b[k + 1] << 8 | b[k + 2] << 16 | b[k + 3] << 24 for k in range(0, len(b), 4)]
    return res


def main():
    out = sys.argv[1]
    ids = op_ids()
    forms = []
    for name, asm, srcs, res, flags in OPS:
        mods = MODS if "m" in flags else ([""] + [" clamp"] if "c" in flags else [""])
        for mod in mods:
            forms.append((name, asm + mod, srcs, res, flags, mod == ""))
    encs = assemble_all([f[1] for f in forms])
    with open(out, "w") as f:
        f.write("// generated by tests/simf/gen_f32_ops.py; do not edit\n")
        for (name, line, srcs, res, flags, plain), w in zip(forms, encs):
            if w is None:
                if plain:
                    sys.exit("gen_f32_ops: llvm-mc-16 rejects %r" % line)
                continue
            w += [0] * (3 - len(w))
            f.write('{"%s", %d, "%s", \'%s\', %d, %d, {0x%08xu, 0x%08xu, 0x%08xu}},\n'
                    % (line, ids[name.upper()], srcs, res, int("a" in flags), len(w) if w[2] else (2 if w[1] else 1),
                       w[0], w[1], w[2]))


if __name__ == "__main__":
    main()
